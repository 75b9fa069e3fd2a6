//! A player's own list file: a sound one joins the lists, a bad one is
//! listed with its problems, and neither disturbs the shipped lists.

use crate::flows::shipped_france_still_builds;
use crate::harness::Browser;
use std::path::PathBuf;

fn fixture(name: &str) -> String {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("core/tests/fixtures/lists")
        .join(name)
        .display()
        .to_string()
}

async fn load_file(browser: &Browser, path: &str) {
    let input = browser.find("custom-list-input").await;
    input
        .send_keys(path)
        .await
        .unwrap_or_else(|e| panic!("could not choose {path}: {e}"));
}

#[tokio::test]
async fn a_bad_list_file_shows_every_problem_and_changes_nothing() {
    let mut browser = Browser::start("custom-bad").await;
    browser.open("/#new").await;
    load_file(&browser, &fixture("many_problems.json")).await;
    let shown = browser.text("custom-list-problems").await;
    browser.screenshot("problems").await;
    let problems = browser.find_all("list-problem").await;
    assert!(problems.len() >= 5, "every problem is listed: {shown}");
    assert!(
        shown.contains("many_problems.json"),
        "the file is named: {shown}"
    );
    assert!(
        shown.contains("«guns»") && shown.contains("missing in Russian"),
        "{shown}"
    );
    assert!(
        shown.contains("teleport"),
        "the unknown effect is named: {shown}"
    );

    load_file(&browser, &fixture("malformed_json.json")).await;
    browser
        .wait_text("custom-list-problems", "named the JSON error", |text| {
            text.contains("malformed_json.json") && text.contains("line 5")
        })
        .await;

    // The shipped lists still work.
    shipped_france_still_builds(&browser).await;
    browser.assert_no_crash().await;
    browser.quit().await;
}

#[tokio::test]
async fn a_ten_megabyte_file_is_refused_before_reading() {
    let mut browser = Browser::start("custom-huge").await;
    browser.open("/#new").await;
    let path = std::env::temp_dir().join(format!("cos-huge-{}.json", std::process::id()));
    std::fs::write(&path, vec![b' '; 10_000_000]).expect("write the 10 MB file");
    load_file(&browser, &path.display().to_string()).await;
    let shown = browser.text("custom-list-problems").await;
    browser.screenshot("too-large").await;
    let _ = std::fs::remove_file(&path);
    assert!(
        shown.contains("too large") && shown.contains("10.0 MB"),
        "{shown}"
    );
    browser.assert_no_crash().await;
    browser.quit().await;
}

#[tokio::test]
async fn a_sound_list_file_joins_and_markup_in_names_shows_as_text() {
    let mut browser = Browser::start("custom-markup").await;
    browser.open("/#new").await;
    load_file(&browser, &fixture("markup_in_names.json")).await;
    let loaded = browser.text("custom-list-loaded").await;
    assert!(
        loaded.contains("<b>Bold</b> army <script>"),
        "names render as text: {loaded}"
    );
    // The loader picks the new faction at once; its units can be browsed.
    let summary = browser
        .find("faction-preview")
        .await
        .find(thirtyfour::By::Css("summary"))
        .await
        .unwrap();
    browser.click_element(&summary, "the units' summary").await;
    let units = browser.text("faction-preview").await;
    assert!(
        units.contains("<img src=x onerror=\"window.hacked=1\"> Line"),
        "{units}"
    );
    let badge = browser.text("faction-custom_markup_army").await;
    assert!(
        badge.contains("your list"),
        "custom lists are marked: {badge}"
    );
    browser.click("create-army").await;
    browser.click("add-unit-line").await;
    browser.expect_number("points-total", 15).await;
    browser.screenshot("loaded").await;
    let hacked = browser
        .driver
        .execute("return window.hacked === undefined;", Vec::new())
        .await
        .expect("run a script");
    assert!(
        hacked.convert::<bool>().unwrap(),
        "no markup from a list file ran"
    );
    browser.assert_no_crash().await;
    browser.quit().await;
}
