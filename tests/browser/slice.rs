//! The thin slice: pick an era and a faction, add and remove units, and
//! see the total follow.

use crate::flows::new_army;
use crate::harness::{Browser, Viewport};

#[tokio::test]
async fn picking_a_faction_and_adding_units_updates_the_total() {
    let mut browser = Browser::start("slice").await;
    browser.open("/").await;
    browser.screenshot("start").await;
    browser.click("new-army").await;
    browser.click("era-age_of_empires").await;
    browser.click("faction-empires_france").await;
    browser.screenshot("faction-chosen").await;
    browser.click("create-army").await;
    browser.expect_number("points-total", 0).await;

    browser.click("add-unit-line_infantry").await;
    browser.click("add-unit-cuirassiers").await;
    // Line infantry 15 + cuirassiers 24.
    browser.expect_number("points-total", 39).await;
    browser.screenshot("two-units").await;

    browser.click("remove-unit-line_infantry").await;
    browser.expect_number("points-total", 24).await;
    assert_eq!(browser.number("count-unit-line_infantry").await, 0);
    assert_eq!(browser.number("count-unit-cuirassiers").await, 1);
    browser.screenshot("one-removed").await;
    browser.assert_no_crash().await;
    browser.quit().await;
}

#[tokio::test]
async fn the_builder_fits_a_phone_screen() {
    let mut browser = Browser::start_with("slice-phone", Viewport::Phone).await;
    new_army(
        &browser,
        "age_of_empires",
        "empires_france",
        500,
        "Phone army",
    )
    .await;
    browser.click("add-unit-foot_artillery").await;
    browser.expect_number("points-total", 21).await;
    browser.assert_no_horizontal_scroll().await;
    browser.screenshot("phone-builder").await;
    // Below the units on a phone, the checks are one press away.
    browser.click("mini-total").await;
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    let in_view = browser
        .script("const r = document.getElementById('checks').getBoundingClientRect(); return r.top >= 0 && r.top < window.innerHeight;")
        .await;
    assert_eq!(
        in_view,
        serde_json::json!(true),
        "the checks are scrolled into view"
    );
    browser.screenshot("phone-checks").await;
    browser.open("/#armies").await;
    browser.find("saved-army").await;
    browser.assert_no_horizontal_scroll().await;
    browser.screenshot("phone-armies").await;
    browser.quit().await;
}
