//! Broken or missing list files: the page names the file and the problem,
//! keeps whatever else loaded, and never goes blank.

use crate::flows::shipped_france_still_builds;
use crate::harness::Browser;

#[tokio::test]
async fn a_missing_index_is_reported_in_the_page() {
    let mut browser = Browser::start("missing-index").await;
    browser.open("/variant/missing_index/").await;
    let failure = browser.text("load-failure").await;
    browser.screenshot("missing-index").await;
    assert!(failure.contains("army_lists/index.json"), "{failure}");
    assert!(failure.contains("not found"), "{failure}");
    // The saved armies do not wait for the lists: the home is there beside
    // the failure, and a screen that needs the lists shows the failure too.
    assert!(
        browser.exists("home").await,
        "the home shows without the lists"
    );
    browser.click("new-army").await;
    let failure = browser.text("load-failure").await;
    assert!(failure.contains("army_lists/index.json"), "{failure}");
    browser.assert_no_crash().await;
    browser.quit().await;
}

#[tokio::test]
async fn broken_and_missing_faction_files_are_named_and_the_rest_still_loads() {
    let mut browser = Browser::start("broken-faction").await;
    browser.open("/variant/broken_faction/").await;
    let warnings = browser.text("list-warnings").await;
    browser.screenshot("warnings").await;
    assert!(
        warnings.contains("army_lists/age_of_empires/broken.json")
            && warnings.contains("not valid JSON"),
        "the malformed file is named with its problem: {warnings}"
    );
    assert!(
        warnings.contains("army_lists/age_of_empires/absent.json")
            && warnings.contains("not found"),
        "the missing file is named with its problem: {warnings}"
    );
    // The sound faction still works.
    browser.click("new-army").await;
    shipped_france_still_builds(&browser).await;
    browser.assert_no_crash().await;
    browser.quit().await;
}

#[tokio::test]
async fn every_era_and_faction_is_offered() {
    let catalog = crate::common::shipped_catalog();
    let mut browser = Browser::start("all-factions").await;
    browser.open("/#new").await;
    assert!(
        !browser.exists("list-warnings").await,
        "every shipped list loads"
    );
    let mut offered = 0;
    for era in catalog.eras() {
        browser.click(&format!("era-{}", era.id)).await;
        for faction in catalog.factions_of(&era.id) {
            browser.click(&format!("faction-{}", faction.id)).await;
            let preview = browser.text("faction-preview").await;
            assert!(
                preview.contains(faction.name.get(clouds_core::Lang::En)),
                "{} shows its profile: {preview}",
                faction.id
            );
            offered += 1;
        }
        browser.screenshot(era.id.as_str()).await;
    }
    // Every faction but a list that others replaced (kept for old links).
    let replaced = catalog.factions().filter(|f| f.is_replaced()).count();
    assert_eq!(offered + replaced, catalog.factions().count());
    assert!(offered >= 46, "at least forty-six factions");
    browser.quit().await;
}

#[tokio::test]
async fn a_new_faction_of_each_era_builds_an_army() {
    let catalog = crate::common::shipped_catalog();
    let mut browser = Browser::start("new-factions").await;
    for (era, faction_id, unit, _) in crate::flows::NEW_FACTIONS {
        let faction = catalog.faction(&faction_id.into()).unwrap();
        let points = faction.unit(&unit.into()).unwrap().points;
        crate::flows::new_army(&browser, era, faction_id, 500, faction_id).await;
        browser.select("commander-skill", "competent").await;
        crate::flows::add_units(&browser, unit, 3).await;
        browser
            .expect_number("points-total", (70 + 3 * points).into())
            .await;
        browser.find("army-legal").await;
        assert!(
            browser.exists("share-link").await,
            "{faction_id}: the army can be shared"
        );
        browser.screenshot(faction_id).await;
    }
    browser.assert_no_crash().await;
    browser.quit().await;
}
