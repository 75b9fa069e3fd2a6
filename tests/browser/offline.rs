//! Offline from the first visit: after one visit to the home page with a
//! network, the service worker keeps every page and its code, and the app
//! works with none: an army built, tried on the table (its worker too), a
//! lab run. A page it does not keep, or whose code is missing, says so.
//!
//! Each test serves the build itself and switches its server off
//! ([`OwnSite`]), since Chromium's network emulation leaves the service
//! worker online.

use crate::flows::{add_units, new_army};
use crate::harness::{Browser, OwnSite, Viewport};
use crate::lab::sample_lab_path;
use std::time::{Duration, Instant};

/// Waits until the home screen says the app is ready for offline use.
async fn wait_offline_ready(browser: &Browser) -> String {
    let deadline = Instant::now() + Duration::from_secs(90);
    while !browser.exists("offline-ready").await {
        assert!(
            Instant::now() < deadline,
            "the home screen never said the app was ready offline"
        );
        tokio::time::sleep(Duration::from_millis(250)).await;
    }
    browser.text("offline-ready").await
}

#[tokio::test]
async fn after_one_visit_the_app_works_with_no_network() {
    let mut site = OwnSite::start();
    let mut browser = Browser::start("offline").await;
    browser.use_site(&site);
    browser.open("/").await;
    let notice = wait_offline_ready(&browser).await;
    assert!(notice.contains("offline"), "{notice}");
    browser.screenshot("ready").await;

    site.go_offline();
    // The home page itself, loaded again from the device.
    browser.reload().await;
    browser.find("home").await;

    // An army built offline, tried on the table: the game's pages and the
    // general's worker come from the device.
    new_army(&browser, "age_of_empires", "empires_france", 500, "Offline").await;
    browser.select("commander-skill", "competent").await;
    add_units(&browser, "line_infantry", 6).await;
    add_units(&browser, "light_infantry", 2).await;
    add_units(&browser, "dragoons", 2).await;
    add_units(&browser, "foot_artillery", 2).await;
    browser.click("play-solo").await;
    browser.find("game-setup").await;
    browser.click("start-game").await;
    browser.find("game-table").await;
    let step = browser.text("game-step").await;
    browser.click("auto-step").await;
    browser
        .wait_text("game-step", "moved on after a decision", |now| now != step)
        .await;
    browser.screenshot("table").await;

    // The lab, with its workers: a short run.
    browser
        .open(&sample_lab_path("empires_france", "waterloo_1815_french"))
        .await;
    browser.find("lab").await;
    browser.type_into("lab-games", "100").await;
    browser.click("lab-run").await;
    let deadline = Instant::now() + Duration::from_secs(120);
    while !browser.exists("lab-status").await {
        assert!(Instant::now() < deadline, "the lab's run never ended");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(browser.text("lab-status").await, "Done.");
    browser.find("lab-results").await;
    browser.screenshot("lab").await;
    browser.assert_no_crash().await;
    browser.quit().await;
}

/// Takes `path` (a page) and, from the other files, those whose address
/// ends in `ending` out of the service worker's cache.
const FORGET: &str = r#"
const [path, ending, done] = arguments;
caches.keys()
  .then((names) => caches.open(names.find((name) => name.startsWith("cos-"))))
  .then((cache) => cache.keys().then((keys) => Promise.all(
    keys.filter((r) => r.url.endsWith("/" + path) || r.url.endsWith(ending)).map((r) => cache.delete(r)))))
  .then((gone) => done(gone.length), () => done(0));
"#;

/// The ready notice, then a page the device does not keep and a page whose
/// code it does not keep, with no network: each says so, in `lang`.
async fn what_cannot_load_offline_says_so(name: &str, viewport: Viewport, russian: bool) {
    let mut site = OwnSite::start();
    let mut browser = Browser::start_with(name, viewport).await;
    browser.use_site(&site);
    browser.open("/").await;
    if russian {
        browser.click("lang-switch").await;
    }
    let notice = wait_offline_ready(&browser).await;
    let expected = if russian {
        "без сети"
    } else {
        "offline"
    };
    assert!(notice.contains(expected), "{notice}");
    browser.screenshot("ready").await;

    let forgotten = browser
        .driver
        .execute_async(
            FORGET,
            vec![serde_json::json!("lab.html"), serde_json::json!("_bg.wasm")],
        )
        .await
        .expect("the cache edited")
        .convert::<u64>()
        .unwrap_or_default();
    assert!(
        forgotten >= 2,
        "the lab's page and the code were in the cache"
    );
    site.go_offline();

    // A page not kept: the service worker's own page, in both languages.
    let base = site.base.clone();
    browser
        .driver
        .goto(&format!("{base}lab.html"))
        .await
        .expect("open the lab");
    let page = browser.text("page-not-kept").await;
    assert!(
        page.contains("not kept") && page.contains("не сохранена"),
        "{page}"
    );
    browser.screenshot("page-not-kept").await;

    // A page kept without its code: the page says the app did not load.
    browser
        .driver
        .goto(&format!("{base}table.html"))
        .await
        .expect("open the table");
    let failed = browser.find_css("#load-failed:not([hidden])").await;
    let text = failed.text().await.unwrap_or_default();
    let expected = if russian {
        "не загрузилось"
    } else {
        "could not be loaded"
    };
    assert!(text.contains(expected), "{text}");
    browser.screenshot("not-loaded").await;
    browser.quit().await;
}

#[tokio::test]
async fn what_cannot_load_offline_says_so_on_a_desktop_in_english() {
    what_cannot_load_offline_says_so("offline-desktop", Viewport::Desktop, false).await;
}

#[tokio::test]
async fn what_cannot_load_offline_says_so_on_a_phone_in_russian() {
    what_cannot_load_offline_says_so("offline-phone-ru", Viewport::Phone, true).await;
}
