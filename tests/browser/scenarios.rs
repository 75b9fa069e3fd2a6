//! A scenario from the game setup to its end: chosen with its briefing and
//! map, its pre-game sequence, the phase track and the objectives on the
//! table, reinforcements arriving by their edge, and the end screen's
//! reason; on a desktop in English and on a phone in Russian.

use crate::flows::{add_units, new_army, until_idle};
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
    // the player's reinforcements are due (the phase reaches 2 with sixes;
    // the goldfish's may come first).
    decide_until(&browser, async |b| b.exists("reinforcements-panel").await).await;
    {
        // Set from the edge's west end.
        browser
            .script(
                "const r = document.querySelector('[data-testid=reinforcements-along]');\
                 r.value = '0'; r.dispatchEvent(new Event('input', { bubbles: true })); return true;",
            )
            .await;
        browser.screenshot("reinforcements-due").await;
        browser.click("place-reinforcements").await;
        until_idle(&browser).await;
        assert!(!browser.exists("reinforcements-panel").await, "set");
    }
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
    // Its sheet, with both armies it brings, and its link on a phone.
    browser.open("/setup.html#sheet=austerlitz_1805").await;
    let sheet = browser.text("scenario-sheet").await;
    assert!(sheet.contains("События по фазам"), "{sheet}");
    assert_eq!(
        browser.find_all("print-sheet").await.len(),
        2,
        "both armies"
    );
    browser.assert_no_horizontal_scroll().await;
    browser.screenshot_page("sheet-ru").await;
    browser.open("/setup.html#scenario=austerlitz_1805").await;
    browser.find("shared-scenario").await;
    browser.screenshot("link-ru").await;
    browser.assert_no_crash().await;
    browser.quit().await;
}

/// A condition a side chooses, on the pre-game page of a phone: hot seat,
/// so the player chooses for the defender; the choice is said in the log.
#[tokio::test]
async fn a_condition_chosen_before_the_first_player_on_a_phone() {
    let mut browser = Browser::start_with("scenario-condition", Viewport::PhoneOf(375, 812)).await;
    setup_of(&browser, "entrenched_position", false).await;
    browser.click("opponent-hot-seat").await;
    browser.screenshot("setup").await;
    browser.click("start-game").await;
    browser.find("game-table").await;
    decide_until(&browser, async |b| b.exists("conditions-panel").await).await;
    let panel = browser.text("conditions-panel").await;
    assert!(
        panel.contains("The ground") && panel.contains("Soaked"),
        "{panel}"
    );
    assert!(panel.contains("fewer dice"), "what an option does: {panel}");
    browser.screenshot("condition").await;
    browser.click("condition-option-1").await;
    until_idle(&browser).await;
    assert!(!browser.exists("conditions-panel").await, "settled");
    let log = log_text(&browser).await;
    assert!(log.contains("Soaked"), "the choice is in the log: {log}");
    browser.assert_no_crash().await;
    browser.quit().await;
}

/// A scenario file of the village's, with `id`, `name` and any changes.
fn village_file(id: &str, name: &str, changes: &[(&str, &str)]) -> std::path::PathBuf {
    let shipped = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios/hold_the_village.json"),
    )
    .expect("the shipped village");
    let mut text = shipped
        .replace("\"id\": \"hold_the_village\"", &format!("\"id\": \"{id}\""))
        .replace(
            "\"en\": \"Hold the village\"",
            &format!("\"en\": \"{name}\""),
        );
    for (from, to) in changes {
        assert!(text.contains(from), "{from} is in the file");
        text = text.replace(from, to);
    }
    let path = crate::print::print_dir().join(format!("{id}.json"));
    std::fs::write(&path, text).expect("written");
    path
}

async fn choose_scenario_file(browser: &Browser, path: &std::path::Path) {
    browser
        .find("scenario-file-input")
        .await
        .send_keys(path.display().to_string())
        .await
        .expect("a file chosen");
}

/// An own scenario: a broken file refused with its problems, a good one
/// chosen, its sheet printed beside the army's, its link opened on a
/// device that does not have it and played with a saved army; a damaged
/// link says why.
#[tokio::test]
async fn an_own_scenario_loads_prints_and_travels_by_link() {
    let mut browser = Browser::start("scenario-own").await;
    setup_of(&browser, "pitched_battle", false).await;

    let broken = village_file(
        "broken_village",
        "Broken village",
        &[
            ("\"phase\": 8", "\"phase\": 0"),
            (
                "\"max\": {\"x\": 20, \"y\": 4}",
                "\"max\": {\"x\": 40, \"y\": 4}",
            ),
        ],
    );
    choose_scenario_file(&browser, &broken).await;
    let problems = browser.text("scenario-file-problems").await;
    assert!(
        problems.contains("phase"),
        "the event at phase 0: {problems}"
    );
    assert!(
        problems.contains("zone"),
        "the zone off the table: {problems}"
    );
    browser.screenshot("refused").await;

    let mine = village_file("my_village", "My village", &[]);
    choose_scenario_file(&browser, &mine).await;
    let loaded = browser.text("scenario-file-loaded").await;
    assert!(loaded.contains("My village"), "{loaded}");
    let chosen = browser
        .script("return document.querySelector('[data-testid=scenario]').value;")
        .await;
    assert_eq!(chosen, "my_village", "the file's scenario is chosen");

    browser.click("scenario-share").await;
    browser.find("scenario-link").await;
    let link = browser
        .script("return document.querySelector('[data-testid=scenario-link]').value;")
        .await;
    let link = link.as_str().expect("a link").to_owned();
    let (_, fragment) = link.split_once("setup.html").expect("the setup's page");
    assert!(
        fragment.starts_with("#scenario=~"),
        "the file travels: {link}"
    );
    browser.screenshot("shared").await;

    // The sheet, as the print link opens it, with the army's beside it.
    let sheet = browser
        .script(
            "return document.querySelector('[data-testid=scenario-print]').getAttribute('href');",
        )
        .await;
    browser
        .open(&format!(
            "/setup.html{}",
            sheet.as_str().expect("an address")
        ))
        .await;
    let text = browser.text("scenario-sheet").await;
    assert!(
        text.contains("My village") && text.contains("Events by phase"),
        "{text}"
    );
    assert!(
        browser.exists("print-sheet").await,
        "the army's sheet beside it"
    );
    browser.screenshot_page("sheet").await;
    let pdf = browser.print_pdf(21.0, 29.7, 1.2).await;
    let path = crate::print::print_dir().join("scenario-sheet.pdf");
    std::fs::write(&path, pdf).expect("the PDF");
    let pages = crate::print::pages_of(&path);
    assert!(pages[0].contains("My village"), "the scenario first");
    assert!(
        pages.iter().any(|p| p.contains("Scenario army")),
        "then the army's sheet"
    );

    // On a device without it: the link alone brings it.
    browser
        .script("localStorage.removeItem('cos.v1.scenario.my_village'); return true;")
        .await;
    browser.open(&format!("/setup.html{fragment}")).await;
    assert_eq!(browser.text("shared-scenario-name").await, "My village");
    browser.screenshot("opened").await;
    browser.click("scenario-set-up").await;
    browser.find("game-setup").await;
    assert_eq!(browser.text("setup-army-name").await, "Scenario army");
    let chosen = browser
        .script("return document.querySelector('[data-testid=scenario]').value;")
        .await;
    assert_eq!(chosen, "my_village", "the linked scenario is chosen");

    browser.open("/setup.html#scenario=~%%%").await;
    let why = browser.text("scenario-link-error").await;
    assert!(why.contains("damaged"), "{why}");
    browser.assert_no_crash().await;
    browser.quit().await;
}
