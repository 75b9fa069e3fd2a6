//! Steps many tests share, written once.

use crate::harness::Browser;
use std::time::{Duration, Instant};

/// Waits while the machine is at work on the table (the general, "decide
/// for me" or "play to the end"): a whole turn shown one decision at a
/// time takes a while.
pub async fn until_idle(browser: &Browser) {
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
        assert!(Instant::now() < deadline, "the machine never finished");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// The log's entries, open or folded away (as on a phone).
pub async fn log_entries(browser: &Browser) -> Vec<String> {
    let texts = browser
        .script("return [...document.querySelectorAll('[data-testid=log-entry]')].map(e => e.textContent);")
        .await;
    serde_json::from_value(texts).unwrap_or_default()
}

/// The turn shown, 0 before the battle.
pub async fn turn(browser: &Browser) -> i64 {
    crate::harness::first_number(&browser.text("game-turn").await).unwrap_or(0)
}

/// From anywhere: starts a new army of `faction` in `era` at `points`
/// (a quick pick) named `name`, and waits for the builder.
pub async fn new_army(browser: &Browser, era: &str, faction: &str, points: u32, name: &str) {
    browser.open("/#new").await;
    browser.click(&format!("era-{era}")).await;
    browser.click(&format!("faction-{faction}")).await;
    browser.click(&format!("points-quick-{points}")).await;
    browser.type_into("army-name", name).await;
    browser.click("create-army").await;
    browser.find("builder").await;
}

/// Clicks `add-unit-<id>` `times` times.
pub async fn add_units(browser: &Browser, unit: &str, times: usize) {
    for _ in 0..times {
        browser.click(&format!("add-unit-{unit}")).await;
    }
}

pub async fn add_assets(browser: &Browser, asset: &str, times: usize) {
    for _ in 0..times {
        browser.click(&format!("add-asset-{asset}")).await;
    }
}

/// From the new-army page: the shipped French Empire list still builds an
/// army (line infantry at 15 points). Used to show a failure elsewhere
/// left the shipped lists working.
pub async fn shipped_france_still_builds(browser: &Browser) {
    browser.click("era-age_of_empires").await;
    browser.click("faction-empires_france").await;
    browser.click("create-army").await;
    browser.click("add-unit-line_infantry").await;
    browser.expect_number("points-total", 15).await;
}

/// One faction of each era that revisions 2 and 4 of the lists added, with
/// a unit of it and its club-sized sample army: the lists, builder and
/// print tests run on them.
pub const NEW_FACTIONS: [(&str, &str, &str, &str); 3] = [
    (
        "military_revolution",
        "revolution_parliament",
        "musketeers",
        "naseby_1645",
    ),
    (
        "age_of_reason",
        "reason_continental_army",
        "line_infantry",
        "yorktown_1781",
    ),
    (
        "age_of_empires",
        "empires_duchy_of_warsaw",
        "uhlans",
        "raszyn_1809",
    ),
];

/// The pre-game steps' buttons that finish each step the automatic way,
/// in the order the steps come.
pub const PRE_GAME_BUTTONS: [&str; 8] = [
    "confirm-columns",
    "go-first",
    "terrain-auto",
    "emplacements-auto",
    "markers-auto",
    "deploy-auto",
    "deploy-done",
    "commanders-auto",
];

/// From the start of the game to its first turn, each pre-game step
/// finished by its automatic button (pressed with Enter when `keys`).
pub async fn through_pre_game(browser: &Browser, keys: bool) {
    pre_game_until(browser, keys, None).await;
}

/// [`through_pre_game`], stopping where the panel `panel` is due if it
/// comes before the first turn. (A game of teams has a stage a seat, and
/// the general's seats take a moment each.)
pub async fn pre_game_until(browser: &Browser, keys: bool, panel: Option<&str>) {
    let deadline = Instant::now() + Duration::from_secs(180);
    while Instant::now() < deadline {
        if crate::harness::first_number(&browser.text("game-turn").await).is_some() {
            return;
        }
        if let Some(panel) = panel {
            if browser.exists(panel).await {
                return;
            }
        }
        let mut pressed = false;
        for testid in PRE_GAME_BUTTONS {
            if browser.exists(testid).await
                && browser
                    .find(testid)
                    .await
                    .is_enabled()
                    .await
                    .unwrap_or(false)
            {
                if keys {
                    press(browser, testid).await;
                } else {
                    browser.click(testid).await;
                }
                pressed = true;
                break;
            }
        }
        if !pressed {
            // The general or the goldfish is setting up its seat.
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }
    panic!("the pre-game sequence did not end");
}

/// The Enter key, as the driver sends it.
pub const ENTER: &str = "\u{E007}";

/// Enter on the element with this test id: a button pressed by keyboard.
pub async fn press(browser: &Browser, testid: &str) {
    let element = browser.find(testid).await;
    browser.keys(&element, ENTER).await;
}
