//! The table: an army tried against the goldfish, or in hot seat, played by
//! pointer, by keyboard, on a phone; undo, reload, saved games.

use crate::flows::{add_units, new_army, pre_game_until, press, through_pre_game, ENTER};
use crate::harness::Browser;
use thirtyfour::WebElement;

/// The seed the table tests play with: the same dice every run.
const SEED: &str = "20261122";

/// Builds a small legal army and opens its game setup from the builder.
async fn army_to_setup(browser: &Browser) {
    new_army(
        browser,
        "age_of_empires",
        "empires_france",
        500,
        "Table test",
    )
    .await;
    browser.select("commander-skill", "competent").await;
    add_units(browser, "line_infantry", 6).await;
    add_units(browser, "light_infantry", 2).await;
    add_units(browser, "dragoons", 2).await;
    add_units(browser, "foot_artillery", 2).await;
    browser.click("play-solo").await;
    browser.find("game-setup").await;
    browser.type_into("game-seed", SEED).await;
}

/// The unit `id` on the table.
async fn unit(browser: &Browser, id: &str) -> thirtyfour::WebElement {
    browser
        .find_css(&format!("[data-testid=\"table-unit\"][data-unit=\"{id}\"]"))
        .await
}

async fn unit_y(browser: &Browser, id: &str) -> f64 {
    Browser::attr(&unit(browser, id).await, "data-y")
        .await
        .parse()
        .expect("data-y is a number")
}

#[tokio::test]
async fn an_army_goes_to_the_table_and_plays_a_turn_against_a_goldfish() {
    let mut browser = Browser::start("table-goldfish").await;
    army_to_setup(&browser).await;
    browser.screenshot("setup").await;
    browser.click("start-game").await;
    browser.find("game-table").await;
    through_pre_game(&browser, false).await;
    assert!(browser.find_all("table-unit").await.len() >= 24);
    assert!(browser.number("game-turn").await >= 1);
    browser.screenshot("table").await;

    // Bombardment: a battery, then a highlighted target; the dice show.
    browser
        .wait_text("game-step", "asked for a bombardment", |t| {
            t.contains("bombardment")
        })
        .await;
    browser.click("pick-battery").await;
    let target = browser.find_css(".unit.choosable").await;
    browser.click_element(&target, "a highlighted target").await;
    let dice = browser
        .wait_text("bombardment-dice", "counted the dice", |t| {
            crate::harness::first_number(t).is_some_and(|n| n > 0)
        })
        .await;
    browser.screenshot("bombardment-aimed").await;
    browser.click("bombard").await;
    assert!(!dice.is_empty());
    browser.screenshot("bombarded").await;

    // Actions: roll, place a die on the first action, play it.
    browser
        .wait_text("game-step", "asked for the action dice", |t| {
            t.contains("roll the action dice")
        })
        .await;
    browser.click("roll-dice").await;
    browser.click("pool-die").await;
    browser.click("place-on-action").await;
    browser.click("play-action").await;
    browser.screenshot("action-played").await;

    // Activate a highlighted unit, then drag it forward.
    let activatable = browser.find_css(".unit.choosable").await;
    let id = Browser::attr(&activatable, "data-unit").await;
    browser
        .click_element(&activatable, "an activatable unit")
        .await;
    let before = unit_y(&browser, &id).await;
    let moving = unit(&browser, &id).await;
    browser.drag_by(&moving, 0, -25).await;
    browser.screenshot("moved").await;
    let after = unit_y(&browser, &id).await;
    assert!(
        after > before + 0.3,
        "the unit went north: {before} → {after}"
    );
    browser.click("end-action").await;
    browser.click("end-actions").await;

    // On to a combat, then resolve it by hand.
    reach_combat(&browser).await;
    browser.screenshot("combat").await;
    resolve_combat(&mut browser).await;

    // The rest of the game at once: the outcome is shown.
    browser.click("auto-end-now").await;
    general_done(&browser).await;
    let outcome = browser.text("game-outcome").await;
    assert!(
        outcome.contains("Victory") || outcome.contains("draw"),
        "{outcome}"
    );
    browser.screenshot("outcome").await;
    browser.assert_no_crash().await;
    browser.quit().await;
}

/// "Decide for me", waiting for the general's answer from its worker.
async fn decide_for_me(browser: &Browser) {
    browser.click("auto-step").await;
    general_done(browser).await;
}

/// Waits until the general has answered: the table is no longer busy.
async fn general_done(browser: &Browser) {
    browser
        .find_css("[data-testid=\"game-table\"]:not([aria-busy])")
        .await;
}

/// The step line names a combat decision.
fn in_combat(step: &str) -> bool {
    step.contains("start combat") || step.contains("combat:") || step.contains("a retreat")
}

/// "Decide for me" until a combat decision is due.
async fn reach_combat(browser: &Browser) {
    for _ in 0..400 {
        if in_combat(&browser.text("game-step").await) {
            return;
        }
        decide_for_me(browser).await;
    }
    panic!("no combat in 400 decisions");
}

/// Resolves the combat due by the panel's own buttons.
async fn resolve_combat(browser: &mut Browser) {
    for _ in 0..60 {
        let step = browser.text("game-step").await;
        if !in_combat(&step) {
            return;
        }
        if browser.exists("start-combat").await {
            browser.click("start-combat").await;
        } else if browser.exists("pass-tactics").await {
            browser.click("pass-tactics").await;
        } else if browser.exists("confirm-hits").await {
            let count =
                crate::harness::first_number(&browser.text("allocate-panel").await).unwrap_or(1);
            let boxes = browser.find_all("hit-unit").await;
            for b in boxes.iter().take(count as usize) {
                browser.click_element(b, "a unit to take a hit").await;
            }
            browser.click("confirm-hits").await;
        } else if browser.exists("resolve-test").await {
            browser.click("resolve-test").await;
            browser.screenshot("test-rolled").await;
        } else if browser.exists("resolve-retreat").await {
            browser.click("resolve-retreat").await;
        } else if browser.exists("retreat-back").await {
            browser.click("retreat-back").await;
        } else if browser.exists("retreat-edge").await {
            browser.click("retreat-edge").await;
        } else if browser.exists("choose-combat").await {
            browser.click("choose-combat").await;
        } else {
            panic!("no way to go on at {step:?}");
        }
    }
    panic!("the combat did not end");
}

/// From the setup: starts the game and plays on to the first move of a
/// unit (the bombardment declined, a die on the first action, the action
/// played, the first highlighted unit activated). Returns that unit's id.
async fn to_first_move(browser: &Browser) -> String {
    browser.click("start-game").await;
    browser.find("game-table").await;
    through_pre_game(browser, false).await;
    for _ in 0..40 {
        let step = browser.text("game-step").await;
        if step.contains("activate and move") {
            break;
        }
        if browser.exists("no-bombardment").await {
            browser.click("no-bombardment").await;
        } else if browser.exists("roll-dice").await {
            browser.click("roll-dice").await;
        } else if browser.exists("play-action").await {
            browser.click("play-action").await;
        } else if browser.exists("pool-die").await {
            browser.click("pool-die").await;
            browser.click("place-on-action").await;
        } else {
            decide_for_me(browser).await;
        }
    }
    let activatable = browser.find_css(".unit.choosable").await;
    let id = Browser::attr(&activatable, "data-unit").await;
    browser
        .click_element(&activatable, "an activatable unit")
        .await;
    browser.find_css(".unit.movable").await;
    id
}

#[tokio::test]
async fn undo_after_a_move_puts_the_unit_back_and_a_reload_resumes_the_game() {
    let mut browser = Browser::start("table-undo-reload").await;
    army_to_setup(&browser).await;
    let id = to_first_move(&browser).await;
    let before = unit_y(&browser, &id).await;
    browser.drag_by(&unit(&browser, &id).await, 0, -20).await;
    browser.screenshot("moved").await;
    let moved = unit_y(&browser, &id).await;
    assert!(moved > before + 0.2, "{before} → {moved}");
    browser.click("game-undo").await;
    let back = unit_y(&browser, &id).await;
    assert!(
        (back - before).abs() < 1e-3,
        "undo puts it back: {back} vs {before}"
    );
    browser.screenshot("undone").await;

    // Move again, then reload: the same position and the same decision.
    browser.drag_by(&unit(&browser, &id).await, 0, -20).await;
    let step = browser.text("game-step").await;
    let y = unit_y(&browser, &id).await;
    browser.reload().await;
    browser.find("game-table").await;
    assert_eq!(browser.text("game-step").await, step);
    assert!((unit_y(&browser, &id).await - y).abs() < 1e-3);
    browser.screenshot("reloaded").await;
    browser.assert_no_crash().await;
    browser.quit().await;
}

#[tokio::test]
async fn a_refused_move_says_why_and_leaves_the_unit_where_it_was() {
    let mut browser = Browser::start("table-refused").await;
    army_to_setup(&browser).await;
    let id = to_first_move(&browser).await;
    let before = unit_y(&browser, &id).await;
    // Far beyond any unit's speed.
    browser.drag_by(&unit(&browser, &id).await, 0, -400).await;
    let refusal = browser.text("refusal").await;
    assert!(refusal.contains("Not allowed"), "{refusal}");
    assert!(
        !refusal.contains("::") && !refusal.contains('{'),
        "{refusal}"
    );
    assert!((unit_y(&browser, &id).await - before).abs() < 1e-3);
    browser.screenshot("refused").await;
    browser.quit().await;
}

#[tokio::test]
async fn saved_games_are_listed_and_a_delete_can_be_undone() {
    let mut browser = Browser::start("table-saved-games").await;
    army_to_setup(&browser).await;
    browser.click("start-game").await;
    browser.find("game-table").await;
    through_pre_game(&browser, false).await;
    browser.open("/#armies").await;
    browser.expect_count("saved-game", 1).await;
    let state = browser.text("saved-game-state").await;
    assert!(
        state.contains("goldfish") && state.contains("Turn"),
        "{state}"
    );
    browser.screenshot("listed").await;
    browser.click("delete-game").await;
    browser.expect_count("saved-game", 0).await;
    browser.click("undo-delete-game").await;
    browser.expect_count("saved-game", 1).await;
    browser.click("resume-game").await;
    browser.find("game-table").await;
    browser.quit().await;
}

#[tokio::test]
async fn hot_seat_hands_the_decision_to_the_other_side() {
    let mut browser = Browser::start("table-hot-seat").await;
    army_to_setup(&browser).await;
    browser.click("opponent-hot-seat").await;
    browser.click("start-game").await;
    browser.find("game-table").await;
    let first = browser.text("game-step").await;
    let first_side = if first.starts_with("Blue") {
        "Blue"
    } else {
        "Red"
    };
    for _ in 0..60 {
        decide_for_me(&browser).await;
        let now = browser.text("game-step").await;
        if !now.starts_with(first_side) {
            browser.screenshot("handed-over").await;
            // The board shown is the deciding side's.
            assert!(now.starts_with("Blue") || now.starts_with("Red"), "{now}");
            browser.quit().await;
            return;
        }
    }
    panic!("the decision never passed from {first_side}");
}

#[tokio::test]
async fn in_russian_the_step_and_the_log_are_russian() {
    let mut browser = Browser::start("table-russian").await;
    army_to_setup(&browser).await;
    browser.click("lang-switch").await;
    browser.click("start-game").await;
    browser.find("game-table").await;
    decide_for_me(&browser).await;
    let step = browser.text("game-step").await;
    assert!(step.contains("решают") || step.contains("решает"), "{step}");
    let entries = browser.texts("log-entry").await;
    assert!(!entries.is_empty());
    for entry in &entries {
        let cyrillic = entry
            .chars()
            .filter(|c| ('а'..='я').contains(&c.to_lowercase().next().unwrap_or(*c)))
            .count();
        assert!(cyrillic > 0, "a log entry in Russian: {entry}");
    }
    browser.screenshot("russian").await;
    browser.quit().await;
}

/// The side whose turn it is, from the status line ("Blue — …").
async fn deciding_side(browser: &Browser) -> String {
    let step = browser.text("game-step").await;
    step.split_whitespace()
        .next()
        .unwrap_or_default()
        .to_owned()
}

/// The WebDriver codes of Enter and the up arrow.
const ARROW_UP: &str = "\u{E013}";
const ARROW_LEFT: &str = "\u{E012}";

const SHIFT: &str = "\u{E008}";
/// Lets go of every key held (Shift).
const RELEASE: &str = "\u{E000}";

/// Where the table's keyboard cursor stands, in UW.
async fn cursor_at(browser: &Browser) -> (f64, f64) {
    let cursor = browser.find("table-cursor").await;
    let x = Browser::attr(&cursor, "data-x")
        .await
        .parse::<f64>()
        .unwrap();
    let y = Browser::attr(&cursor, "data-y")
        .await
        .parse::<f64>()
        .unwrap();
    (x, y)
}

/// The table takes the focus and its cursor, moved by the arrows (a
/// quarter of a UW, with Shift a whole one), places the first column
/// marker with Enter.
async fn first_marker_by_the_table_cursor(browser: &mut Browser) {
    let table = browser.find("table").await;
    browser.keys(&table, ARROW_LEFT).await;
    let (x0, y0) = cursor_at(browser).await;
    browser
        .keys(&table, &format!("{SHIFT}{ARROW_LEFT}{RELEASE}{ARROW_UP}"))
        .await;
    let (x, y) = cursor_at(browser).await;
    assert!((x0 - x - 1.0).abs() < 1e-9, "Shift: 1 UW ({x0} → {x})");
    assert!(
        (y - y0 - 0.25).abs() < 1e-9,
        "a quarter of a UW ({y0} → {y})"
    );
    browser.screenshot("marker-cursor").await;
    browser.keys(&table, ENTER).await;
    let ours = "[data-testid=\"column-marker\"][data-side=\"a\"] .marker-tile";
    let tile = browser.find_css(ours).await;
    let tile_x = Browser::attr(&tile, "x").await.parse::<f64>().unwrap();
    assert!(
        (tile_x + 0.3 - x).abs() < 1e-6,
        "the marker where the cursor was"
    );
    assert_eq!(browser.text("next-marker").await, "2");
}

#[tokio::test]
async fn a_whole_turn_by_keyboard_alone() {
    let mut browser = Browser::start("table-keyboard").await;
    army_to_setup(&browser).await;
    let enter = ENTER.to_owned();
    press(&browser, "start-game").await;
    browser.find("game-table").await;
    pre_game_until(&browser, true, Some("markers-panel")).await;
    first_marker_by_the_table_cursor(&mut browser).await;
    through_pre_game(&browser, true).await;
    let turn = browser.number("game-turn").await;
    // Bombardment: none, by the keyboard.
    if browser.exists("no-bombardment").await {
        press(&browser, "no-bombardment").await;
    }
    press(&browser, "roll-dice").await;
    assert!(
        browser.find_all("pool-die").await.len() >= 2,
        "two dice at least"
    );
    // "Move commanders" (the third action of France's board): the
    // commander is focused and moved by the arrows, Enter makes the move.
    press(&browser, "pool-die").await;
    let on_commanders = browser
        .find_css(
            "[data-testid=\"action-slot\"][data-slot=\"2\"] [data-testid=\"place-on-action\"]",
        )
        .await;
    browser.keys(&on_commanders, &enter).await;
    press(&browser, "play-action").await;
    let commander = browser.find_css(".commander.movable").await;
    let x_of = |el: WebElement| async move {
        Browser::attr(&el, "data-x")
            .await
            .parse::<f64>()
            .expect("a commander's x")
    };
    let x_before = x_of(commander.clone()).await;
    let left = ARROW_LEFT;
    browser.keys(&commander, &format!("{left}{left}")).await;
    browser.find("move-ghost").await;
    browser.screenshot("commander-drafted").await;
    browser
        .keys(&browser.find_css(".commander.movable").await, &enter)
        .await;
    let x_after = x_of(
        browser
            .find_css("[data-testid=\"table-commander\"][data-side=\"a\"]")
            .await,
    )
    .await;
    assert!(
        (x_before - x_after - 0.5).abs() < 1e-3,
        "moved left 0.5 UW: {x_before} → {x_after}"
    );
    press(&browser, "end-action").await;
    press(&browser, "pool-die").await;
    press(&browser, "place-on-action").await;
    press(&browser, "play-action").await;
    // A highlighted unit: Enter activates it; the arrows draft its move.
    let unit_el = browser.find_css(".unit.choosable").await;
    let id = Browser::attr(&unit_el, "data-unit").await;
    browser.keys(&unit_el, &enter).await;
    let before = unit_y(&browser, &id).await;
    let moving = unit(&browser, &id).await;
    let up = ARROW_UP;
    browser.keys(&moving, &format!("{up}{up}")).await;
    browser.find("move-ghost").await;
    let reading = browser.text("draft-reading").await;
    assert!(reading.contains("0.50"), "two steps of 0.25 UW: {reading}");
    browser.screenshot("drafted").await;
    browser.keys(&unit(&browser, &id).await, &enter).await;
    let after = unit_y(&browser, &id).await;
    assert!((after - before - 0.5).abs() < 1e-3, "{before} → {after}");
    press(&browser, "end-action").await;
    press(&browser, "end-actions").await;
    // After one short move nothing is engaged: the combat step passes by
    // itself, and the log says why.
    browser
        .wait_text("game-log", "says why no combat is fought", |t| {
            t.contains("no unit is engaged")
        })
        .await;
    assert!(!browser.exists("start-combat").await);
    // Whatever follows, decided by the keyboard too.
    for _ in 0..60 {
        if browser.number("game-turn").await > turn {
            break;
        }
        for testid in [
            "start-combat",
            "pass-tactics",
            "resolve-test",
            "retreat-back",
            "choose-combat",
        ] {
            if browser.exists(testid).await {
                press(&browser, testid).await;
                break;
            }
        }
        if browser.exists("confirm-hits").await {
            for b in browser.find_all("hit-unit").await {
                browser.keys(&b, " ").await;
            }
            press(&browser, "confirm-hits").await;
        }
    }
    assert!(browser.number("game-turn").await > turn, "the turn passed");
    assert_eq!(
        deciding_side(&browser).await,
        "Blue",
        "the goldfish's turn went by and it is ours again"
    );
    browser.screenshot("next-turn").await;
    browser.quit().await;
}

/// Fails unless the whole table and the decision due are on the screen
/// together: the table within the window, and at least 32 px of the
/// decision due showing in the docked sheet under it (not over it).
async fn assert_table_and_decision_in_view(browser: &Browser, when: &str) {
    let seen = browser
        .script(
            "const t = document.querySelector('[data-testid=\"table\"]').getBoundingClientRect();
             const sheet = document.querySelector('[data-testid=\"decision-sheet\"]').getBoundingClientRect();
             const panel = document.querySelector('[data-testid=\"decision-due\"]');
             if (!panel || panel.getBoundingClientRect().height < 1) return 'no decision panel';
             const p = panel.getBoundingClientRect();
             const [w, h] = [window.innerWidth, window.innerHeight];
             const table_in = t.height > 100 && t.top >= -1 && t.left >= -1 && t.bottom <= h + 1 && t.right <= w + 1;
             const shown = Math.min(p.bottom, sheet.bottom, h) - Math.max(p.top, sheet.top);
             const under = sheet.top >= t.bottom - 1;
             return table_in && under && shown >= 32 ? 'ok'
               : JSON.stringify({ table: [t.top, t.bottom], sheet: [sheet.top, sheet.bottom], panel: [p.top, p.bottom], w, h });",
        )
        .await;
    assert_eq!(
        seen.as_str(),
        Some("ok"),
        "{when}: the table and the decision are not both in view"
    );
}

/// A whole turn on a phone of `width` × `height`, by touch, the page never
/// scrolled between the table and the decision: each decision is checked
/// in view before it is tapped.
async fn whole_turn_on_a_phone(name: &str, width: u32, height: u32, russian: bool) {
    let viewport = crate::harness::Viewport::PhoneOf(width, height);
    let mut browser = Browser::start_with(name, viewport).await;
    army_to_setup(&browser).await;
    if russian {
        browser.click("lang-switch").await;
    }
    browser.click("start-game").await;
    browser.find("game-table").await;
    through_pre_game(&browser, false).await;
    // The pre-game helpers scroll the page to centre what they click; the
    // turn starts from the top of the page, as a player finds it.
    browser.script("window.scrollTo(0, 0); return true;").await;
    let mut decisions = 0;
    for _ in 0..40 {
        if browser.exists_css(".unit.choosable").await && browser.exists("end-action").await {
            break;
        }
        let next = ["no-bombardment", "roll-dice", "play-action", "pool-die"];
        let mut found = None;
        for testid in next {
            if browser.exists(testid).await {
                found = Some(testid);
                break;
            }
        }
        let Some(testid) = found else {
            decide_for_me(&browser).await;
            continue;
        };
        assert_table_and_decision_in_view(&browser, testid).await;
        browser.tap(testid).await;
        if testid == "pool-die" {
            browser.tap("place-on-action").await;
        }
        decisions += 1;
    }
    assert!(decisions >= 3, "the dice were rolled, placed and played");
    let activatable = browser.find_css(".unit.choosable").await;
    let id = Browser::attr(&activatable, "data-unit").await;
    assert_table_and_decision_in_view(&browser, "activating").await;
    browser.screenshot("to-activate").await;
    browser
        .tap_element(&activatable, "an activatable unit")
        .await;
    browser.find_css(".unit.movable").await;
    let picked = browser.text("picked-unit").await;
    assert!(
        picked.ends_with(&id),
        "the picked unit's full name: {picked}"
    );
    browser.screenshot("activated").await;
    let before = unit_y(&browser, &id).await;
    let moving = unit(&browser, &id).await;
    browser.touch_drag(&moving, 0.0, -12.0).await;
    let after = unit_y(&browser, &id).await;
    assert!(
        after > before + 0.1,
        "a touch drag moved it: {before} → {after}"
    );
    browser.screenshot("moved").await;
    browser.assert_no_horizontal_scroll().await;
    // The log is a tap away, and opens at its latest entry.
    browser.tap("log-toggle").await;
    browser.find("log-entry").await;
    let at_end = browser
        .script(
            "const log = document.querySelector('[data-testid=\"game-log\"]');
             return log.scrollHeight - log.scrollTop - log.clientHeight < 2;",
        )
        .await;
    assert_eq!(
        at_end.as_bool(),
        Some(true),
        "the log opens at its latest entry"
    );
    browser.screenshot("log").await;
    browser.tap("log-toggle").await;
    for testid in ["end-action", "end-actions"] {
        assert_table_and_decision_in_view(&browser, testid).await;
        browser.tap(testid).await;
    }
    let blue = if russian { "Синие" } else { "Blue" };
    for _ in 0..60 {
        if browser.text("game-step").await.starts_with(blue) {
            break;
        }
        for testid in [
            "start-combat",
            "pass-tactics",
            "resolve-test",
            "retreat-back",
            "choose-combat",
            "confirm-hits",
        ] {
            if browser.exists(testid).await {
                assert_table_and_decision_in_view(&browser, testid).await;
                if testid == "confirm-hits" {
                    for b in browser.find_all("hit-unit").await {
                        browser.tap_element(&b, "a unit to take a hit").await;
                    }
                }
                browser.tap(testid).await;
                break;
            }
        }
    }
    browser
        .wait_text("game-step", "came back to Blue", |t| t.starts_with(blue))
        .await;
    assert_table_and_decision_in_view(&browser, "the next turn").await;
    browser.screenshot("next-turn").await;
    // A long panel can be read with the sheet raised over the table.
    browser.tap("sheet-handle").await;
    browser.screenshot("sheet-raised").await;
    browser.tap("sheet-handle").await;
    browser.assert_no_crash().await;
    browser.quit().await;
}

#[tokio::test]
async fn a_whole_turn_on_a_phone_by_touch() {
    whole_turn_on_a_phone("table-phone", 375, 812, false).await;
}

#[tokio::test]
async fn a_whole_turn_on_a_larger_phone_in_russian() {
    whole_turn_on_a_phone("table-phone-ru", 390, 844, true).await;
}

/// On a 1366 × 900 desktop the whole table and the decision panel are in
/// the first screen, with nothing scrolled.
#[tokio::test]
async fn the_table_and_its_panel_fit_a_laptop_screen() {
    let viewport = crate::harness::Viewport::DesktopOf(1366, 900);
    let mut browser = Browser::start_with("table-laptop", viewport).await;
    army_to_setup(&browser).await;
    to_first_move(&browser).await;
    browser.script("window.scrollTo(0, 0); return true;").await;
    let fits = browser
        .script(
            "const t = document.querySelector('[data-testid=\"table\"]').getBoundingClientRect();
             const p = document.querySelector('[data-testid=\"decision-due\"]').getBoundingClientRect();
             const h = window.innerHeight;
             return t.height > 300 && t.bottom <= h && p.bottom <= h ? 'ok' : JSON.stringify({ table: t.bottom, panel: p.bottom, h });",
        )
        .await;
    assert_eq!(
        fits.as_str(),
        Some("ok"),
        "the table and the panel fit the screen"
    );
    browser.screenshot("first-move").await;
    browser.quit().await;
}

#[tokio::test]
async fn damaged_foreign_and_outdated_games_are_named_and_spoil_nothing() {
    let mut browser = Browser::start("table-bad-games").await;
    army_to_setup(&browser).await;
    browser.click("start-game").await;
    browser.find("game-table").await;
    let id = browser
        .script("return location.hash.replace('#game=', '');")
        .await
        .as_str()
        .expect("the game's id")
        .to_owned();

    // A damaged record beside it: shown apart, the game and the army intact.
    browser.open("/#armies").await;
    browser
        .script("localStorage.setItem('cos.v1.game.broken', '{\"kind\": \"clouds-of-smoke-game\", \"form');")
        .await;
    browser.reload().await;
    browser.expect_count("damaged-game", 1).await;
    browser.expect_count("saved-game", 1).await;
    browser.expect_count("saved-army", 1).await;
    browser.screenshot("damaged-listed").await;

    // A game one of whose decisions the rules now refuse opens up to the
    // last that holds, says which one and why, and gives the file as it
    // was saved until the player goes on.
    browser
        .script(&format!(
            "const game = JSON.parse(localStorage.getItem('cos.v1.game.{id}'));
             game.record.decisions = [{{ side: 'A', command: 'EndAction', automatic: false, goldfish: false }}];
             localStorage.setItem('cos.v1.game.outdated', JSON.stringify(game));
             return true;"
        ))
        .await;
    let original = browser
        .script("return localStorage.getItem('cos.v1.game.outdated');")
        .await;
    browser.open("/pregame.html#game=outdated").await;
    let why = browser.text("salvage-why").await;
    assert!(why.contains("Decision 1"), "{why}");
    browser.find("game-table").await;
    browser.screenshot("outdated-opened-in-part").await;
    browser.click("salvage-download").await;
    let file = browser.downloaded().await;
    let saved = std::fs::read_to_string(&file).expect("the downloaded game");
    assert_eq!(
        Some(saved.as_str()),
        original.as_str(),
        "the file as it was saved"
    );
    browser.click("salvage-go-on").await;
    let hidden = browser
        .script("return document.querySelector('[data-testid=game-salvaged]').hidden;")
        .await;
    assert_eq!(hidden, serde_json::Value::Bool(true), "the notice goes");
    let kept = browser
        .script(
            "return JSON.parse(localStorage.getItem('cos.v1.game.outdated'))
                 .record.decisions.some(d => d.command === 'EndAction');",
        )
        .await;
    assert_eq!(
        kept,
        serde_json::Value::Bool(false),
        "the game goes on without it"
    );

    // A file that is not a game, opened from the home screen.
    browser.open("/#armies").await;
    let file = std::env::temp_dir().join(format!("not-a-game-{}.json", std::process::id()));
    std::fs::write(&file, "{\"name\": \"an army, not a game\"}").expect("write the file");
    browser
        .find("open-game-input")
        .await
        .send_keys(file.display().to_string())
        .await
        .expect("choose the file");
    let refused = browser.text("game-file-refused").await;
    assert!(refused.contains("not a game"), "{refused}");
    // The game and the outdated one are still there; nothing was added.
    browser.expect_count("saved-game", 2).await;
    browser.screenshot("not-a-game").await;
    browser.assert_no_crash().await;
    browser.quit().await;
}

/// The unit ids on the table of a side (`a` or `b`).
async fn units_of(browser: &Browser, side: &str) -> Vec<thirtyfour::WebElement> {
    let mut out = Vec::new();
    for element in browser.find_all("table-unit").await {
        if Browser::attr(&element, "data-side").await == side {
            out.push(element);
        }
    }
    out
}

#[tokio::test]
async fn the_pre_game_sequence_is_played_on_the_table_by_hand() {
    let mut browser = Browser::start("table-pre-game").await;
    army_to_setup(&browser).await;
    // The opponent: an Austrian sample army of the era.
    browser
        .select("opponent-army", "sample:empires_austria:wagram_1809")
        .await;
    let size = browser.text("table-size").await;
    assert!(size.contains("20 × 15 UW"), "{size}");
    browser.click("start-game").await;
    browser.find("game-table").await;
    assert!(page_path(&browser).await.ends_with("pregame.html"));

    // Both armies' boards can be read before the battle: each action,
    // tactic and asset opens on its text, with D for each face of the die.
    let boards = browser
        .find_css("[data-testid=\"army-boards\"] > summary")
        .await;
    browser.click_element(&boards, "the armies' boards").await;
    let entries = browser.find_all("board-entry").await;
    assert!(
        entries.len() >= 8,
        "both sides' actions, tactics and assets: {}",
        entries.len()
    );
    let mut with_d = None;
    for entry in &entries {
        let summary = entry
            .find(thirtyfour::By::Css("summary"))
            .await
            .expect("its name");
        browser
            .click_element(&summary, "an entry of the boards")
            .await;
        let text = entry.text().await.unwrap_or_default();
        if text.contains("By the die") {
            with_d = Some(text);
            break;
        }
    }
    let with_d = with_d.expect("an action whose text has D");
    let first_term = with_d
        .split("1 to 6:")
        .nth(1)
        .and_then(|terms| terms.split(';').next())
        .and_then(|term| term.split('=').nth(1))
        .unwrap_or_default();
    let faces: Vec<i64> = first_term
        .split(',')
        .filter_map(|v| v.trim().parse().ok())
        .collect();
    assert_eq!(faces.len(), 6, "a value for each face: {with_d}");
    assert_ne!(faces[0], faces[5], "it changes with the die: {with_d}");
    browser.screenshot("boards-read").await;

    // Columns: as many as the commander's level; a unit moved by its select.
    browser.find("columns-panel").await;
    browser.expect_count("column-4", 1).await;
    assert!(!browser.exists("column-5").await);
    let chips = browser.find_all("column-unit").await;
    let chip = Browser::attr(&chips[0], "data-unit").await;
    browser.select(&format!("column-of-{chip}"), "3").await;
    let in_fourth = browser
        .find_css(&format!(
            "[data-testid=\"column-4\"] [data-unit=\"{chip}\"]"
        ))
        .await;
    assert!(in_fourth.is_displayed().await.unwrap_or(false));
    browser.screenshot("columns").await;
    browser.click("confirm-columns").await;

    // The first player: the dice are shown; the winner chooses.
    if browser.exists("first-player-panel").await {
        assert!(!browser.find_all("first-player-roll").await.is_empty());
        browser.screenshot("first-player").await;
        browser.click("go-first").await;
    }

    // Terrain: the quarter is highlighted; an element set up by a click.
    browser.find("terrain-panel").await;
    browser.find("terrain-quarter").await;
    browser.screenshot("terrain-rolled").await;
    let before = browser.find_all("terrain").await.len();
    let quarter = browser.find("terrain-quarter").await;
    let (x, y) = (
        Browser::attr(&quarter, "data-x")
            .await
            .parse::<f64>()
            .unwrap(),
        Browser::attr(&quarter, "data-y")
            .await
            .parse::<f64>()
            .unwrap(),
    );
    browser.click_table_at(x, y).await;
    let after = browser.find_all("terrain").await.len();
    assert!(
        after > before,
        "a click set up an element ({before} → {after})"
    );
    while browser.exists("terrain-auto").await {
        browser.click("terrain-auto").await;
    }
    browser.screenshot("terrain").await;

    // Column markers, placed by clicks in the zone (y < 5 is Blue's).
    browser.find("markers-panel").await;
    for k in 0..4 {
        browser.click_table_at(3.0 + 4.5 * f64::from(k), 2.5).await;
    }
    browser.find("deployment-panel").await;
    assert!(browser.find_all("column-marker").await.len() >= 4);
    browser.screenshot("markers").await;

    // Units: arranged automatically, then one dragged; too far is refused.
    browser.click("deploy-auto").await;
    let blue = units_of(&browser, "a").await;
    assert_eq!(blue.len(), 12, "every Blue unit is on the table");
    let moving = &blue[0];
    let id = Browser::attr(moving, "data-unit").await;
    let x0 = Browser::attr(moving, "data-x")
        .await
        .parse::<f64>()
        .unwrap();
    browser.drag_by(moving, 0, -400).await;
    let refusal = browser.text("refusal").await;
    assert!(
        refusal.contains("zone") || refusal.contains("2 UW"),
        "{refusal}"
    );
    let still = unit(&browser, &id).await;
    assert_eq!(
        Browser::attr(&still, "data-x")
            .await
            .parse::<f64>()
            .unwrap(),
        x0
    );
    browser.screenshot("placement-refused").await;
    browser.click("deploy-done").await;

    // The commander, anywhere on the table.
    browser.find("commanders-panel").await;
    browser.click_table_at(10.0, 0.2).await;
    browser.screenshot("commander").await;
    for _ in 0..10 {
        if crate::harness::first_number(&browser.text("game-turn").await).is_some() {
            break;
        }
        if browser.exists("commanders-auto").await {
            browser.click("commanders-auto").await;
        }
    }
    assert_eq!(browser.number("game-turn").await, 1);
    assert!(!browser.find_all("table-commander").await.is_empty());
    let log = browser.texts("log-entry").await.join("\n");
    assert!(log.contains("column markers come off"), "{log}");
    browser.screenshot("battle-begins").await;
    // The turns are played on their own page; an undo back into the
    // sequence returns to the sequence's page.
    assert!(page_path(&browser).await.ends_with("table.html"));
    browser.click("game-undo").await;
    browser.find("commanders-panel").await;
    assert!(page_path(&browser).await.ends_with("pregame.html"));
    browser.screenshot("undone-into-the-sequence").await;
    browser.assert_no_crash().await;
    browser.quit().await;
}

/// The path of the page shown.
async fn page_path(browser: &Browser) -> String {
    let path = browser.script("return location.pathname;").await;
    path.as_str().unwrap_or_default().to_owned()
}

/// Polls the page (through navigations) until `source`, a script
/// returning a boolean, holds.
async fn wait_until(browser: &Browser, what: &str, source: &str) {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
    while browser.script(source).await != serde_json::Value::Bool(true) {
        assert!(std::time::Instant::now() < deadline, "never {what}");
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
}

#[tokio::test]
async fn watched_play_goes_on_from_the_sequence_into_the_turns() {
    let mut browser = Browser::start("table-watched").await;
    army_to_setup(&browser).await;
    browser.click("start-game").await;
    browser.find("game-table").await;
    assert!(page_path(&browser).await.ends_with("pregame.html"));
    browser.click("auto-end").await;
    wait_until(
        &browser,
        "went on watching on the turns' page",
        "return location.pathname.endsWith('table.html') \
            && !!document.querySelector('[data-testid=\"auto-stop\"]') \
            && document.querySelectorAll('[data-testid=\"log-entry\"]').length > 0;",
    )
    .await;
    let seen = browser.find_all("log-entry").await.len();
    wait_until(
        &browser,
        "decided on",
        &format!(
            "return document.querySelectorAll('[data-testid=\"log-entry\"]').length > {seen};"
        ),
    )
    .await;
    browser.screenshot("watched-into-the-turns").await;
    // While it plays, the step bar says so with the turn reached, and
    // "decide for me" is off.
    let step = browser.text("game-step").await;
    assert!(
        step.starts_with("Playing to the end") && step.contains("Turn"),
        "{step}"
    );
    let decide = browser.find("auto-step").await;
    assert!(
        decide.attr("disabled").await.ok().flatten().is_some(),
        "decide for me is disabled while it plays"
    );
    browser.click("auto-stop").await;
    browser.find("auto-end").await;
    // The mark that carried the watching over is gone: a reload does not
    // start playing again.
    assert_eq!(browser.script("return location.search;").await, "");
    browser.assert_no_crash().await;
    browser.quit().await;
}

/// The game's id, from the address of the page shown.
async fn game_id(browser: &Browser) -> String {
    let id = browser
        .script("return location.hash.replace('#game=', '');")
        .await;
    id.as_str().expect("the game's id").to_owned()
}

/// Waits until the game `id` is open on the turns' page at its first turn,
/// then until a moment later, and says whether it stayed there (the pages
/// do not send it to and fro).
async fn settles_on_the_first_turn(browser: &Browser, id: &str) -> bool {
    wait_until(
        browser,
        "the first turn on the turns' page",
        &format!(
            "const turn = document.querySelector('[data-testid=\"game-turn\"]');
             return location.pathname.endsWith('table.html') && location.hash === '#game={id}'
                 && !!turn && turn.textContent.trim() === 'Turn 1';"
        ),
    )
    .await;
    browser.script("window.settled = true; return true;").await;
    tokio::time::sleep(std::time::Duration::from_millis(1500)).await;
    browser
        .script("return window.settled === true && location.pathname.endsWith('table.html');")
        .await
        == serde_json::Value::Bool(true)
}

/// The turns' page does not carry the goldfish's plan for setting up, so
/// a game whose record stops where the goldfish's choices finish the
/// pre-game sequence is kept with them on the pre-game page before it goes
/// on to the turns: opened on either page it comes to its first turn on
/// the turns' page, kept as it was first played, and stays there. One
/// whose goldfish choice there the rules now refuse waits on the pre-game
/// page, the device keeping the file as it was saved, until the player
/// goes on.
#[tokio::test]
async fn the_goldfish_s_last_choices_are_kept_before_the_turns_open() {
    let mut browser = Browser::start("table-set-up-kept").await;
    army_to_setup(&browser).await;
    browser.click("start-game").await;
    browser.find("game-table").await;
    through_pre_game(&browser, false).await;
    wait_until(
        &browser,
        "on the turns' page",
        "return location.pathname.endsWith('table.html') \
            && !!document.querySelector('[data-testid=\"game-table\"]');",
    )
    .await;
    let id = game_id(&browser).await;
    // The goldfish (Red) places its commanders last: the record is cut
    // after the person's last choice of the sequence.
    let played = browser
        .script(&format!(
            "const game = JSON.parse(localStorage.getItem('cos.v1.game.{id}'));
             const all = game.record.decisions;
             const own = all.findLastIndex(d => !d.goldfish && !!d.command.PlaceCommander);
             const theirs = all.findIndex((d, k) => k > own && d.goldfish && !!d.command.PlaceCommander);
             if (own < 0 || theirs < 0) return null;
             const played = JSON.stringify(all);
             game.record.decisions = all.slice(0, own + 1);
             localStorage.setItem('cos.v1.game.cut', JSON.stringify(game));
             game.record.decisions = all.slice(0, theirs + 1);
             game.record.decisions[theirs].command.PlaceCommander.at = {{ x: -5, y: -5 }};
             localStorage.setItem('cos.v1.game.refused', JSON.stringify(game));
             return played;"
        ))
        .await;
    let played = played
        .as_str()
        .expect("the goldfish places its commanders after the person")
        .to_owned();
    let kept = |id: &str| {
        format!("return JSON.stringify(JSON.parse(localStorage.getItem('cos.v1.game.{id}')).record.decisions);")
    };
    for page in ["table.html", "pregame.html"] {
        browser
            .script("localStorage.setItem('cos.v1.game.cut2', localStorage.getItem('cos.v1.game.cut')); return true;")
            .await;
        browser.open(&format!("/{page}#game=cut2")).await;
        assert!(
            settles_on_the_first_turn(&browser, "cut2").await,
            "opened on {page}, the game settles on the turns' page"
        );
        assert_eq!(
            browser.script(&kept("cut2")).await.as_str(),
            Some(played.as_str()),
            "kept with the goldfish's choices, as first played (opened on {page})"
        );
    }
    browser.screenshot("set-up-kept-first-turn").await;

    // Refused: it waits on the pre-game page, the file as it was saved.
    let original = browser
        .script("return localStorage.getItem('cos.v1.game.refused');")
        .await;
    browser.open("/table.html#game=refused").await;
    let why = browser.text("salvage-why").await;
    assert!(why.contains("Decision"), "{why}");
    assert!(page_path(&browser).await.ends_with("pregame.html"));
    browser.find("game-table").await;
    let turn = browser.text("game-turn").await;
    assert_eq!(turn, "Turn 1", "the goldfish has set up anew");
    tokio::time::sleep(std::time::Duration::from_millis(1000)).await;
    assert!(page_path(&browser).await.ends_with("pregame.html"));
    assert_eq!(
        browser
            .script("return localStorage.getItem('cos.v1.game.refused');")
            .await,
        original,
        "the device keeps the file as it was saved"
    );
    browser.screenshot("set-up-refused-waits").await;
    browser.click("salvage-go-on").await;
    assert!(settles_on_the_first_turn(&browser, "refused").await);
    assert_eq!(
        browser.script(&kept("refused")).await.as_str(),
        Some(played.as_str()),
        "kept with the goldfish's choices made again"
    );
    browser.assert_no_crash().await;
    browser.quit().await;
}

#[tokio::test]
async fn the_pre_game_sequence_on_a_phone_in_russian() {
    let mut browser =
        Browser::start_with("table-pre-game-phone", crate::harness::Viewport::Phone).await;
    army_to_setup(&browser).await;
    browser.click("lang-switch").await;
    browser.screenshot("setup").await;
    browser.click("start-game").await;
    browser.find("columns-panel").await;
    let step = browser.text("game-step").await;
    assert!(step.contains("колонны"), "{step}");
    browser.screenshot("columns").await;
    browser.assert_no_horizontal_scroll().await;
    browser.click("confirm-columns").await;
    if browser.exists("go-first").await {
        browser.click("go-first").await;
    }
    browser.find("terrain-panel").await;
    browser.screenshot("terrain").await;
    browser.click("terrain-auto").await;
    browser.click("markers-auto").await;
    browser.click("deploy-auto").await;
    browser.screenshot("deployed").await;
    browser.assert_no_horizontal_scroll().await;
    through_pre_game(&browser, false).await;
    // On a phone the log is a tap away.
    browser.click("log-toggle").await;
    let log = browser.texts("log-entry").await;
    assert!(log.iter().any(|e| e.contains("Маркеры колонн")), "{log:?}");
    browser.screenshot("battle-begins").await;
    browser.quit().await;
}

/// Where two fights each bring in as many units, the rules leave the combat
/// marker's place to the active player: the spots are drawn on the table
/// and listed, and a click on one puts the marker there.
#[tokio::test]
async fn the_player_chooses_where_the_combat_marker_goes() {
    let catalog = crate::common::shipped_catalog();
    let session = clouds_core::testing::two_fights_session(&catalog).expect("the two-fights game");
    let saved = clouds_core::SavedGame::new("fights", &session, 0.0, None).encode();
    let mut browser = Browser::start("table-marker-spots").await;
    browser.open("/").await;
    let json = serde_json::to_string(&saved).expect("the game as a string");
    browser
        .script(&format!(
            "localStorage.setItem('cos.v1.game.fights', {json}); return true;"
        ))
        .await;
    browser.open("/table.html#game=fights").await;
    browser.find("game-table").await;
    browser.expect_count("marker-spot", 2).await;
    browser.expect_count("marker-spot-choice", 2).await;
    browser.screenshot("01-spots").await;

    let spots = browser.find_all("marker-spot").await;
    let read = |name: &'static str| {
        let spot = spots[1].clone();
        async move {
            Browser::attr(&spot, name)
                .await
                .parse::<f64>()
                .expect("a spot's coordinate")
        }
    };
    let (x, y) = (read("data-x").await, read("data-y").await);
    browser.click_table_at(x, y).await;
    browser
        .wait_text("game-log", "tells of the marker", |t| {
            t.contains("combat marker")
        })
        .await;
    let markers = browser.find_all("combat-marker").await;
    let mut nearest = f64::INFINITY;
    for marker in &markers {
        let mx: f64 = Browser::attr(marker, "data-x").await.parse().expect("x");
        let my: f64 = Browser::attr(marker, "data-y").await.parse().expect("y");
        nearest = nearest.min((mx - x).hypot(my - y));
    }
    assert!(
        nearest < 0.5,
        "the marker went to the spot clicked ({x}, {y}): {nearest}"
    );
    browser.screenshot("02-placed").await;
    browser.assert_no_crash().await;
    browser.quit().await;

    // On a phone, in Russian, the spots' buttons choose as well.
    let mut phone =
        Browser::start_with("table-marker-spots-phone", crate::harness::Viewport::Phone).await;
    phone.open("/").await;
    phone.click("lang-switch").await;
    phone
        .script(&format!(
            "localStorage.setItem('cos.v1.game.fights', {json}); return true;"
        ))
        .await;
    phone.open("/table.html#game=fights").await;
    phone.expect_count("marker-spot-choice", 2).await;
    let choices = phone.texts("marker-spot-choice").await;
    assert!(
        choices.iter().all(|c| c.starts_with("Место")),
        "{choices:?}"
    );
    phone.screenshot("01-spots-ru").await;
    phone.assert_no_horizontal_scroll().await;
    let buttons = phone.find_all("marker-spot-choice").await;
    phone.click_element(&buttons[0], "the first spot").await;
    phone.expect_count("marker-spot-choice", 0).await;
    // The log is a tap away on a phone: the marker on the table says it.
    phone.find("combat-marker").await;
    phone.screenshot("02-placed-ru").await;
    phone.quit().await;
}

/// The table units' ids with this class (`choosable`, `movable`), in the
/// table's order.
async fn units_marked(browser: &Browser, class: &str) -> Vec<String> {
    let found = browser
        .script(&format!(
            "return Array.from(document.querySelectorAll('.unit.{class}')).map(e => e.getAttribute('data-unit'))"
        ))
        .await;
    serde_json::from_value(found).unwrap_or_default()
}

/// Any unit of a formation activates it: the last highlighted unit (not
/// the one the core offers for its formation) brings its formation with it.
#[tokio::test]
async fn a_formation_is_activated_by_any_of_its_units() {
    let mut browser = Browser::start("table-formation").await;
    army_to_setup(&browser).await;
    browser.click("start-game").await;
    browser.find("game-table").await;
    through_pre_game(&browser, false).await;
    if browser.exists("no-bombardment").await {
        browser.click("no-bombardment").await;
    }
    browser.click("roll-dice").await;
    browser.click("pool-die").await;
    browser.click("place-on-action").await;
    // An action's text, shown on a tap with what the die on it makes of D.
    browser.click("slot-info").await;
    let text = browser.text("slot-text").await;
    assert!(text.len() > 20, "the action's text: {text}");
    if text.contains('D') {
        let terms = browser.text("die-terms").await;
        assert!(terms.contains("D = "), "the die's value: {terms}");
    }
    browser.screenshot("action-text").await;
    browser.click("slot-info").await;
    assert!(!browser.exists("slot-text").await, "a second tap closes it");
    browser.click("play-action").await;
    browser.find_css(".unit.choosable").await;
    let choosable = units_marked(&browser, "choosable").await;
    let last = choosable.last().cloned().expect("a unit to activate");
    let element = unit(&browser, &last).await;
    browser
        .click_element(&element, "the last highlighted unit")
        .await;
    browser.find_css(".unit.movable").await;
    browser.screenshot("formation-activated").await;
    let moving = units_marked(&browser, "movable").await;
    assert!(
        moving.contains(&last),
        "the clicked unit is activated: {moving:?}"
    );
    assert!(
        moving.len() > 1 && moving[0] != last,
        "a formation came with its last unit: {moving:?} (clicked {last}; highlighted {choosable:?})"
    );
    browser.assert_no_crash().await;
    browser.quit().await;
}

/// Opens `text` as a game file from the home screen.
async fn open_game_file(browser: &Browser, text: &str, name: &str) {
    browser.open("/#armies").await;
    let file = std::env::temp_dir().join(format!("{name}-{}.json", std::process::id()));
    std::fs::write(&file, text).expect("write the file");
    browser
        .find("open-game-input")
        .await
        .send_keys(file.display().to_string())
        .await
        .expect("choose the file");
    browser.find("game-table").await;
}

/// A game file the device already keeps opens the kept game, never a
/// second copy; the same game at another point is kept beside it, each
/// listed with its date and time.
#[tokio::test]
async fn opening_the_same_game_file_twice() {
    let mut browser = Browser::start("table-same-file").await;
    army_to_setup(&browser).await;
    browser.click("start-game").await;
    browser.find("game-table").await;
    through_pre_game(&browser, false).await;
    let kept = browser
        .script(
            "const key = Object.keys(localStorage).find(k => k.startsWith('cos.v1.game.'));
             return localStorage.getItem(key);",
        )
        .await;
    let text = kept.as_str().expect("the game the device keeps").to_owned();
    for _ in 0..2 {
        open_game_file(&browser, &text, "same-game").await;
        browser.open("/#armies").await;
        browser.expect_count("saved-game", 1).await;
    }
    // The same game saved at another moment: kept beside it.
    let mut other: serde_json::Value = serde_json::from_str(&text).expect("a game file");
    other["saved_at"] = serde_json::json!(0);
    open_game_file(&browser, &other.to_string(), "same-game-earlier").await;
    browser.open("/#armies").await;
    browser.expect_count("saved-game", 2).await;
    let when = browser.texts("saved-game-when").await;
    assert!(
        when.iter().all(|w| w.chars().any(|c| c.is_ascii_digit())),
        "each with its date and time: {when:?}"
    );
    browser.screenshot("listed").await;
    browser.assert_no_crash().await;
    browser.quit().await;
}
