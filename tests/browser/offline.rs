//! After one visit the app works with no network: the service worker
//! answers from the cache.

use crate::flows::shipped_france_still_builds;
use crate::harness::Browser;
use std::time::{Duration, Instant};

#[tokio::test]
async fn the_app_works_offline_after_the_first_visit() {
    let mut browser = Browser::start("offline").await;
    browser.open("/").await;
    // Wait until the first visit's files are in the cache.
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let cached = browser
            .driver
            .execute_async(
                "const done = arguments[0];\
                 caches.open('cos-v1').then(c => c.keys()).then(k => done(k.map(r => r.url)), () => done([]));",
                Vec::new(),
            )
            .await
            .expect("read the cache")
            .convert::<Vec<String>>()
            .unwrap_or_default();
        let has = |suffix: &str| cached.iter().any(|url| url.ends_with(suffix));
        if has(".wasm") && has("army_lists/index.json") && has("age_of_empires/france.json") {
            break;
        }
        assert!(
            Instant::now() < deadline,
            "the first visit was never cached: {cached:?}"
        );
        tokio::time::sleep(Duration::from_millis(250)).await;
    }

    browser.cdp("Network.enable", serde_json::json!({})).await;
    browser
        .cdp(
            "Network.emulateNetworkConditions",
            serde_json::json!({ "offline": true, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1 }),
        )
        .await;
    browser.reload().await;
    browser.click("new-army").await;
    shipped_france_still_builds(&browser).await;
    assert!(
        !browser.exists("list-warnings").await,
        "every list came from the cache"
    );
    browser.screenshot("offline").await;
    browser.quit().await;
}
