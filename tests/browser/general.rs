//! A game against the general: it sets up its side through the pre-game
//! sequence, plays whole turns of its own (its units move, the log says
//! why), the player plays on, and "play to the end" finishes the game; on a
//! desktop and a phone, in English and in Russian.

use crate::flows::{add_units, log_entries, new_army, turn, until_idle};
use crate::harness::{Browser, Viewport};
use std::time::{Duration, Instant};

/// The seed these games play with: the same dice every run.
const SEED: &str = "20261127";

/// Builds a small legal army and starts a game against the general (the
/// veteran), with terrain by the rules.
async fn game_against_the_general(browser: &Browser, russian: bool) {
    new_army(
        browser,
        "age_of_empires",
        "empires_france",
        500,
        "Against the general",
    )
    .await;
    browser.select("commander-skill", "competent").await;
    add_units(browser, "line_infantry", 6).await;
    add_units(browser, "light_infantry", 2).await;
    add_units(browser, "dragoons", 2).await;
    add_units(browser, "foot_artillery", 2).await;
    browser.click("play-solo").await;
    browser.find("game-setup").await;
    if russian {
        browser.click("lang-switch").await;
    }
    browser.type_into("game-seed", SEED).await;
    browser.click("opponent-general").await;
    browser.select("general-strength", "veteran").await;
    browser.click("table-terrain-rules").await;
    browser.click("start-game").await;
    browser.find("game-table").await;
}

/// Each of side B's units, by id, and where it stands.
async fn red_units(browser: &Browser) -> Vec<(String, String, String)> {
    let mut out = Vec::new();
    for unit in browser.find_all("table-unit").await {
        if Browser::attr(&unit, "data-side").await == "b" {
            out.push((
                Browser::attr(&unit, "data-unit").await,
                Browser::attr(&unit, "data-x").await,
                Browser::attr(&unit, "data-y").await,
            ));
        }
    }
    out
}

/// The person's decisions by "decide for me" until the turn shown is at
/// least `turn`, the general answering as it is due.
async fn play_until_turn(browser: &Browser, wanted: i64) {
    let deadline = Instant::now() + Duration::from_secs(240);
    while turn(browser).await < wanted {
        assert!(Instant::now() < deadline, "turn {wanted} not reached");
        until_idle(browser).await;
        if turn(browser).await >= wanted || browser.exists("game-outcome").await {
            return;
        }
        browser.click("auto-step").await;
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test]
async fn the_general_sets_up_plays_its_turns_and_says_why() {
    let mut browser = Browser::start("general-game").await;
    game_against_the_general(&browser, false).await;
    browser.screenshot("setup-started").await;
    // The pre-game sequence: the person's steps by "decide for me", the
    // general's by itself. Its units stand on the table by the first turn.
    play_until_turn(&browser, 1).await;
    until_idle(&browser).await;
    let deployed = red_units(&browser).await;
    assert!(!deployed.is_empty(), "the general set up its side");
    let log = log_entries(&browser).await;
    assert!(
        log.iter().any(|e| e.starts_with("Red general:")),
        "the log says why the general decided: {log:?}"
    );
    // A whole turn of the general's own: by turn 3 its units have moved,
    // gliding to their places one decision at a time.
    play_until_turn(&browser, 3).await;
    until_idle(&browser).await;
    let later = red_units(&browser).await;
    let moved = later.iter().filter(|u| !deployed.contains(u)).count();
    assert!(moved > 0, "the general moved its units");
    browser.screenshot("after-its-turn").await;
    // From here on, its decisions at once (the setting), to keep the test
    // short.
    browser.click("general-glide").await;
    // The player plays on, then "play to the end" finishes the game.
    play_until_turn(&browser, 5).await;
    until_idle(&browser).await;
    browser.click("auto-end-now").await;
    let outcome = browser.text("game-outcome").await;
    assert!(!outcome.is_empty());
    browser.screenshot("finished").await;
    browser.assert_no_crash().await;
    browser.quit().await;
}

/// Screenshots of the table while the general plays, on a phone and in
/// Russian: it shows that it is at work, and the step line says who.
#[tokio::test]
async fn the_general_at_work_on_a_phone_in_russian() {
    let mut browser = Browser::start_with("general-phone-ru", Viewport::Phone).await;
    game_against_the_general(&browser, true).await;
    play_until_turn(&browser, 2).await;
    // Catch the general at work: the step line names it.
    let deadline = Instant::now() + Duration::from_secs(120);
    loop {
        let step = browser.text("game-step").await;
        if step.starts_with("Генерал красных") {
            browser.screenshot("general-at-work").await;
            break;
        }
        assert!(
            Instant::now() < deadline,
            "the general never seen at work: {step}"
        );
        if !browser.exists("general-thinking").await {
            until_idle(&browser).await;
            browser.click("auto-step").await;
        }
        tokio::time::sleep(Duration::from_millis(30)).await;
    }
    until_idle(&browser).await;
    let log = log_entries(&browser).await;
    assert!(
        log.iter().any(|e| e.starts_with("Генерал красных:")),
        "{log:?}"
    );
    browser.screenshot("after-its-turn").await;
    browser.assert_no_crash().await;
    browser.quit().await;
}
