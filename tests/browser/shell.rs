//! The app shell: it installs as a web app (a manifest with icons), has a
//! favicon, and a clean load logs no error to the console.

use crate::harness::Browser;

/// Records console errors and uncaught errors from the first script on.
const ERROR_HOOK: &str = r#"
window.__errors = [];
const keep = (what) => window.__errors.push(String(what));
const error = console.error.bind(console);
console.error = (...args) => { keep(args.join(" ")); error(...args); };
window.addEventListener("error", (e) => keep(e.message || e.type));
window.addEventListener("unhandledrejection", (e) => keep(e.reason));
"#;

#[tokio::test]
async fn the_app_installs_as_a_web_app_and_loads_without_console_errors() {
    let mut browser = Browser::start("shell").await;
    browser
        .cdp(
            "Page.addScriptToEvaluateOnNewDocument",
            serde_json::json!({ "source": ERROR_HOOK }),
        )
        .await;
    browser.open("/").await;
    browser.find("home").await;
    let errors = browser.script("return window.__errors;").await;
    assert_eq!(
        errors,
        serde_json::json!([]),
        "console errors on a clean load"
    );

    // The manifest names icons that load, at the sizes installers need.
    let manifest = browser
        .script(
            r#"const link = document.querySelector('link[rel="manifest"]');
               const manifest = await (await fetch(link.href)).json();
               const sizes = [];
               for (const icon of manifest.icons) {
                 const ok = (await fetch(new URL(icon.src, link.href))).ok;
                 sizes.push([icon.sizes, ok]);
               }
               return { name: manifest.name, display: manifest.display, start: manifest.start_url, sizes };"#,
        )
        .await;
    assert_eq!(manifest["display"], "standalone");
    assert_eq!(manifest["start"], "./");
    for size in ["192x192", "512x512"] {
        assert!(
            manifest["sizes"]
                .as_array()
                .unwrap()
                .iter()
                .any(|s| s[0] == size && s[1] == true),
            "a {size} icon that loads: {manifest}"
        );
    }
    let favicon = browser
        .script(
            r#"const link = document.querySelector('link[rel="icon"]');
               return link ? (await fetch(link.href)).ok : false;"#,
        )
        .await;
    assert_eq!(favicon, serde_json::json!(true), "a favicon");
    browser.screenshot("home").await;
    browser.quit().await;
}
