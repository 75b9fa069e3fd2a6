//! Games of more than two players: the setup's seats (and their refusals),
//! a 2-against-2 hot-seat game set up seat by seat and played through a
//! whole turn of each side, each player rolling and playing their own
//! dice, and a person with the general as ally against two goldfish
//! targets, played from the pre-game to the end.

use crate::flows::{add_units, log_entries, new_army, through_pre_game, turn, until_idle};
use crate::harness::{Browser, Viewport};
use std::collections::BTreeSet;
use std::time::{Duration, Instant};

/// A small legal army, and the setup opened with it.
async fn army_to_setup(browser: &Browser) {
    new_army(browser, "age_of_empires", "empires_france", 400, "Team").await;
    browser.select("commander-skill", "competent").await;
    add_units(browser, "line_infantry", 4).await;
    add_units(browser, "dragoons", 1).await;
    add_units(browser, "foot_artillery", 1).await;
    browser.click("play-solo").await;
    browser.find("game-setup").await;
    browser.type_into("game-seed", "20261128").await;
}

/// Sets who plays each seat, in seat order, side A's then side B's.
async fn seat_players(browser: &Browser, players: &[&str]) {
    let seats = browser.find_all("seat").await;
    assert_eq!(seats.len(), players.len(), "one row a seat");
    for (k, who) in players.iter().enumerate() {
        browser
            .script(&format!(
                "const s = document.querySelectorAll('[data-testid=seat] [data-testid=seat-player]')[{k}];
                 s.value = '{who}'; s.dispatchEvent(new Event('change'));
                 return true;"
            ))
            .await;
    }
}

/// Chooses `value` in the select `testid` as its change would: on a
/// phone the driver's click on an option leaves the select's picker open,
/// and the picker takes the next tap.
async fn choose(browser: &Browser, testid: &str, value: &str) {
    browser
        .script(&format!(
            "const s = document.querySelector('[data-testid={testid}]');
             s.value = '{value}'; s.dispatchEvent(new Event('change'));
             return true;"
        ))
        .await;
}

/// The seats of a 2-against-2 game as the step line names them.
const SEATS: [&str; 4] = ["Blue, seat 1", "Blue, seat 2", "Red, seat 1", "Red, seat 2"];

#[tokio::test]
async fn two_against_two_in_hot_seat_each_player_rolls_and_plays_their_own_turn() {
    let mut browser = Browser::start("teams-hot-seat").await;
    army_to_setup(&browser).await;
    assert!(!browser.exists("seat").await, "one player a side: no seats");
    browser.select("players-a", "2").await;
    browser.select("players-b", "2").await;
    browser.expect_count("seat", 4).await;
    seat_players(&browser, &["person", "person", "person", "person"]).await;
    browser.screenshot("setup-seats").await;
    browser.click("start-game").await;
    browser.find("game-table").await;
    // Each seat divides its own army (six units) into columns, in seat
    // order, the step line naming the seat; then the rest of the
    // pre-game the automatic way.
    let mut divided = Vec::new();
    let deadline = Instant::now() + Duration::from_secs(60);
    while divided.len() < SEATS.len() {
        assert!(Instant::now() < deadline, "seats that divided: {divided:?}");
        if browser.exists("columns-panel").await {
            let step = browser.text("game-step").await;
            let seat = SEATS.into_iter().find(|s| step.starts_with(s));
            let seat = seat.unwrap_or_else(|| panic!("the step names the seat: {step}"));
            if divided.last() != Some(&seat) {
                let units = browser.find_all("column-unit").await.len();
                assert_eq!(units, 6, "{seat}'s own units only");
                if divided.is_empty() {
                    browser.screenshot("pregame-columns").await;
                }
                divided.push(seat);
                browser.click("confirm-columns").await;
            }
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(divided, SEATS);
    through_pre_game(&browser, false).await;
    for testid in ["morale-a1", "morale-a2", "morale-b1", "morale-b2"] {
        assert!(browser.exists(testid).await, "{testid} shown");
    }
    let mut players = BTreeSet::new();
    for unit in browser.find_all("table-unit").await {
        let side = Browser::attr(&unit, "data-side").await;
        players.insert(format!(
            "{side}{}",
            Browser::attr(&unit, "data-player").await
        ));
    }
    assert_eq!(
        players.into_iter().collect::<Vec<_>>(),
        ["a1", "a2", "b1", "b2"]
    );
    browser.screenshot("table").await;
    // Each player rolls their own dice and ends their own actions; every
    // other decision by "decide for me". Until both sides have played a
    // whole turn: every seat has rolled.
    let mut rolled = BTreeSet::new();
    let start = turn(&browser).await;
    let deadline = Instant::now() + Duration::from_secs(180);
    while rolled.len() < 4 || turn(&browser).await < start + 2 {
        assert!(Instant::now() < deadline, "seats that rolled: {rolled:?}");
        // "Decide for me" asks the general in its worker: while it thinks,
        // the step line names it, not the seat, and the step has not moved.
        until_idle(&browser).await;
        let step = browser.text("game-step").await;
        if browser.exists("roll-dice").await {
            let seat = SEATS
                .into_iter()
                .find(|s| step.starts_with(s))
                .unwrap_or_else(|| panic!("the step names the seat: {step}"));
            rolled.insert(seat);
            browser.click("roll-dice").await;
        } else if browser.exists("end-actions").await {
            browser.click("end-actions").await;
        } else {
            browser.click("auto-step").await;
        }
        tokio::time::sleep(Duration::from_millis(30)).await;
    }
    let log = log_entries(&browser).await;
    assert!(
        log.iter().any(|e| e.contains("player 2 takes up the turn")),
        "the log says when the second player takes up the turn"
    );
    browser.screenshot("after-a-turn-each").await;
    browser.assert_no_crash().await;
    browser.quit().await;
}

#[tokio::test]
async fn a_person_and_the_general_against_two_goldfish_play_to_the_end() {
    let mut browser = Browser::start("teams-general").await;
    army_to_setup(&browser).await;
    browser.select("players-a", "2").await;
    browser.select("players-b", "2").await;
    // A goldfish beside a person is refused, naming the side.
    seat_players(&browser, &["person", "goldfish", "goldfish", "goldfish"]).await;
    browser.click("start-game").await;
    let problem = browser.text("setup-problem").await;
    assert!(
        problem.contains("Blue") && problem.contains("goldfish"),
        "{problem}"
    );
    seat_players(&browser, &["person", "general", "goldfish", "goldfish"]).await;
    browser.select("general-strength", "recruit").await;
    browser.click("start-game").await;
    browser.find("game-table").await;
    // The person sets up seat 1; the general sets up seat 2 and the
    // goldfish its two seats by themselves.
    through_pre_game(&browser, false).await;
    let log = log_entries(&browser).await;
    for seat in ["Blue (seat 2) set up", "Red (seat 2) set up"] {
        assert!(log.iter().any(|e| e.starts_with(seat)), "{seat}: {log:?}");
    }
    browser.click("general-glide").await;
    // The person plays the first decisions; the general plays seat 2.
    let deadline = Instant::now() + Duration::from_secs(120);
    let mut saw_general = false;
    while !saw_general {
        assert!(
            Instant::now() < deadline,
            "the general never played its seat"
        );
        until_idle(&browser).await;
        let log = log_entries(&browser).await;
        saw_general = log.iter().any(|e| e.starts_with("Blue general:"));
        if !saw_general {
            browser.click("auto-step").await;
        }
    }
    browser.screenshot("general-ally").await;
    browser.click("auto-end-now").await;
    let deadline = Instant::now() + Duration::from_secs(240);
    while !browser.exists("game-outcome").await {
        assert!(Instant::now() < deadline, "the game never ended");
        tokio::time::sleep(Duration::from_millis(250)).await;
    }
    assert!(!browser.text("game-outcome").await.is_empty());
    browser.screenshot("outcome").await;
    browser.assert_no_crash().await;
    browser.quit().await;
}

#[tokio::test]
async fn the_seats_and_a_team_table_read_on_a_phone_in_russian() {
    let mut browser = Browser::start_with("teams-phone-ru", Viewport::Phone).await;
    army_to_setup(&browser).await;
    browser.click("lang-switch").await;
    choose(&browser, "players-a", "3").await;
    choose(&browser, "players-b", "2").await;
    browser.expect_count("seat", 5).await;
    seat_players(
        &browser,
        &["person", "general", "person", "goldfish", "goldfish"],
    )
    .await;
    browser.assert_no_horizontal_scroll().await;
    browser.screenshot_page("setup-seats").await;
    browser.click("start-game").await;
    let deadline = Instant::now() + Duration::from_secs(20);
    while !browser.exists("game-table").await {
        assert!(
            !browser.exists("setup-problem").await,
            "{}",
            browser.text("setup-problem").await
        );
        assert!(Instant::now() < deadline, "the table never opened");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(browser.text("game-step").await.contains("место 1"));
    browser.assert_no_horizontal_scroll().await;
    browser.screenshot("pregame").await;
    through_pre_game(&browser, false).await;
    let morale = browser.text("morale-a3").await;
    assert!(morale.starts_with("Синие 3:"), "{morale}");
    assert!(browser.text("game-step").await.contains("место 1"));
    browser.assert_no_horizontal_scroll().await;
    browser.screenshot("table").await;
    browser.assert_no_crash().await;
    browser.quit().await;
}
