//! The table: an army tried against the goldfish, or in hot seat, played by
//! pointer, by keyboard, on a phone; undo, reload, saved games.

use crate::flows::{add_units, new_army};
use crate::harness::Browser;

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
}

#[tokio::test]
async fn an_army_goes_to_the_table_against_a_goldfish() {
    let mut browser = Browser::start("table-goldfish").await;
    army_to_setup(&browser).await;
    browser.screenshot("setup").await;
    browser.click("start-game").await;
    browser.find("game-table").await;
    browser.find("table").await;
    assert!(browser.find_all("table-unit").await.len() >= 24);
    browser.screenshot("table").await;
    browser.assert_no_crash().await;
    browser.quit().await;
}
