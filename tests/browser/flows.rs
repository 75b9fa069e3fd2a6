//! Steps many tests share, written once.

use crate::harness::Browser;

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
