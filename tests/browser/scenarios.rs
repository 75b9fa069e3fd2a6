//! A scenario from the game setup to its end: chosen with its briefing and
//! map, its pre-game sequence, the phase track and the objectives on the
//! table, reinforcements arriving by their edge, and the end screen's
//! reason; on a desktop in English and on a phone in Russian.

use crate::flows::{add_units, new_army};
use crate::harness::{first_number, Browser, Viewport};
use std::time::{Duration, Instant};

/// A small army of the Age of Empires, then the setup of `scenario`.
async fn setup_of(browser: &Browser, scenario: &str, russian: bool) {
    new_army(
        browser,
        "age_of_empires",
        "empires_france",
        500,
        "Scenario army",
    )
    .await;
    browser.select("commander-skill", "competent").await;
    add_units(browser, "line_infantry", 6).await;
    add_units(browser, "dragoons", 2).await;
    add_units(browser, "foot_artillery", 1).await;
    browser.click("play-solo").await;
    browser.find("game-setup").await;
    if russian {
        browser.click("lang-switch").await;
    }
    browser.type_into("game-seed", "20261127").await;
    browser.select("scenario", scenario).await;
    // The scenario's part in view, for the screenshot.
    browser
        .script("document.querySelector('[data-testid=scenario]').scrollIntoView(); return true;")
        .await;
}

/// Waits while "decide for me" or the opponent is at work.
async fn until_idle(browser: &Browser) {
    let deadline = Instant::now() + Duration::from_secs(120);
    loop {
        let busy = browser
            .script(
                "return document.querySelector('[data-testid=game-table][aria-busy]') !== null;",
            )
            .await;
        if busy == serde_json::Value::Bool(false) {
            return;
        }
        assert!(Instant::now() < deadline, "still busy");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

async fn log_text(browser: &Browser) -> String {
    let texts = browser
        .script("return [...document.querySelectorAll('[data-testid=log-entry]')].map(e => e.textContent).join('\\n');")
        .await;
    texts.as_str().unwrap_or_default().to_owned()
}

/// "Decide for me" until `done` holds or the game ends.
async fn decide_until(browser: &Browser, mut done: impl AsyncFnMut(&Browser) -> bool) {
    let deadline = Instant::now() + Duration::from_secs(120);
    loop {
        until_idle(browser).await;
        if done(browser).await || browser.exists("game-outcome").await {
            return;
        }
        if Instant::now() > deadline {
            panic!("never got there: {}", browser.text("game-step").await);
        }
        browser.click("auto-step").await;
        tokio::time::sleep(Duration::from_millis(30)).await;
    }
}

#[tokio::test]
async fn a_meeting_engagement_from_its_briefing_to_its_end() {
    let mut browser = Browser::start("scenario-meeting").await;
    setup_of(&browser, "meeting_engagement", false).await;
    let briefing = browser.text("scenario-briefing").await;
    assert!(
        briefing.contains("march"),
        "the briefing is the scenario's: {briefing}"
    );
    assert!(browser.exists("scenario-map").await, "its map is drawn");
    browser.screenshot("setup").await;
    browser.click("start-game").await;
    browser.find("game-table").await;
    // The pre-game sequence and the first turns by "decide for me", until
    // the reinforcements have come (the phase reaches 2 with sixes).
    decide_until(&browser, async |b| {
        log_text(b).await.contains("reinforcements arrive")
    })
    .await;
    let log = log_text(&browser).await;
    assert!(
        log.contains("reinforcements arrive"),
        "reinforcements came by their edge: {log}"
    );
    let phase = first_number(&browser.text("phase-track").await).unwrap_or(0);
    assert!(
        phase >= 2,
        "the phase track shows the phase reached: {phase}"
    );
    let objectives = browser.find_all("objective").await;
    assert_eq!(objectives.len(), 1, "the crossroads on the table");
    let holder = Browser::attr(&objectives[0], "data-holder").await;
    assert!(["", "a", "b"].contains(&holder.as_str()), "{holder}");
    browser
        .script("document.querySelector('.scenario-status').open = true; return true;")
        .await;
    browser.screenshot("reinforced").await;
    // To the end at once: the scenario's end gives its reason.
    browser.click("auto-end-now").await;
    let outcome = browser.text("game-outcome").await;
    assert!(!outcome.is_empty());
    if browser.exists("outcome-why").await {
        let why = browser.text("outcome-why").await;
        assert!(why.starts_with("The scenario ends"), "{why}");
    }
    browser.screenshot("finished").await;
    browser.assert_no_crash().await;
    browser.quit().await;
}

#[tokio::test]
async fn a_historical_battle_on_a_phone_in_russian() {
    let mut browser = Browser::start_with("scenario-austerlitz", Viewport::PhoneOf(375, 812)).await;
    setup_of(&browser, "austerlitz_1805", true).await;
    let briefing = browser.text("scenario-briefing").await;
    assert!(
        briefing.contains("Аустерлиц") || briefing.contains("Працен"),
        "{briefing}"
    );
    browser.screenshot("setup-ru").await;
    browser.click("start-game").await;
    browser.find("game-table").await;
    decide_until(&browser, async |b| {
        b.exists("phase-track").await && first_number(&b.text("game-turn").await).unwrap_or(0) >= 1
    })
    .await;
    let phase = browser.text("phase-track").await;
    assert!(phase.starts_with("Фаза"), "{phase}");
    assert_eq!(
        browser.find_all("objective").await.len(),
        3,
        "the Pratzen heights, Sokolnitz and Telnitz"
    );
    browser.screenshot("table-ru").await;
    browser.assert_no_crash().await;
    browser.quit().await;
}
