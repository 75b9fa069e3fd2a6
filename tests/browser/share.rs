//! Sharing: a copied link opens the same army in a fresh browser; bad
//! links get their messages; text, file export and import work.

use crate::common::{sample_armies, shipped_catalog};
use crate::flows::{add_assets, add_units, new_army};
use crate::harness::{base_url, Browser};
use clouds_core::encode_army;
use clouds_core::UnitId;
use clouds_core::{Roster, UnitCount};

/// The share link of a roster, as the app would make it here.
fn link_for(roster: &Roster) -> String {
    let catalog = shipped_catalog();
    let faction = catalog.faction(&roster.faction).expect("shipped faction");
    format!(
        "#army={}",
        encode_army(roster, faction, catalog.index.revision)
    )
}

#[tokio::test]
async fn a_copied_link_opens_the_same_army_in_a_fresh_browser() {
    let mut sender = Browser::start("share-sender").await;
    new_army(&sender, "age_of_reason", "reason_russia", 500, "Полтава").await;
    sender.select("commander-skill", "competent").await;
    add_units(&sender, "musketeers", 5).await;
    add_units(&sender, "grenadiers", 2).await;
    add_assets(&sender, "field_emplacement", 2).await;
    let total = sender.number("points-total").await;

    // Copy with the button, allowing the page to use the clipboard.
    sender
        .cdp(
            "Browser.grantPermissions",
            serde_json::json!({ "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"] }),
        )
        .await;
    let link_field = sender.find("share-link").await;
    let link = link_field.prop("value").await.unwrap().unwrap_or_default();
    assert!(
        link.starts_with(base_url()) && link.contains("#army="),
        "{link}"
    );
    sender.click("copy-link").await;
    sender
        .wait_text("copy-status", "confirmed the copy", |t| {
            t.contains("Copied")
        })
        .await;
    let copied = sender
        .driver
        .execute_async(
            "const done = arguments[0]; navigator.clipboard.readText().then(done, () => done(''));",
            Vec::new(),
        )
        .await
        .expect("read the clipboard")
        .convert::<String>()
        .unwrap();
    assert_eq!(copied, link, "the clipboard holds the link");
    let qr = sender.find("share-qr").await.inner_html().await.unwrap();
    assert!(qr.starts_with("<svg"), "a QR code is drawn");
    sender.screenshot("sender").await;
    sender.quit().await;

    // A different browser profile, as the opponent's phone would be.
    let mut receiver = Browser::start("share-receiver").await;
    let fragment = &link[link.find('#').unwrap()..];
    receiver.open(&format!("/{fragment}")).await;
    assert_eq!(receiver.text("shared-army-name").await, "Полтава");
    receiver.expect_number("points-total", total).await;
    assert_eq!(receiver.find_all("sheet-unit").await.len(), 2);
    assert!(
        !receiver.exists("add-unit-musketeers").await,
        "read-only until saved"
    );
    receiver.screenshot("received").await;
    receiver.click("save-copy").await;
    receiver.find("builder").await;
    receiver.expect_number("count-unit-musketeers", 5).await;
    receiver
        .expect_number("count-asset-field_emplacement", 2)
        .await;
    receiver.expect_number("points-total", total).await;
    receiver.open("/#armies").await;
    assert_eq!(
        receiver.texts("saved-army-name").await,
        vec!["Полтава".to_owned()]
    );
    receiver.assert_no_crash().await;
    receiver.quit().await;
}

#[tokio::test]
async fn bad_links_give_their_messages_and_touch_nothing() {
    let mut browser = Browser::start("share-bad").await;
    new_army(
        &browser,
        "age_of_empires",
        "empires_prussia",
        500,
        "Keep me",
    )
    .await;
    let (_, sample) = sample_armies().remove(0);
    let good = link_for(&sample);
    let payload = good.trim_start_matches("#army=").to_owned();

    let mut garbled: Vec<char> = payload.chars().collect();
    let middle = garbled.len() / 2;
    garbled[middle] = if garbled[middle] == 'x' { 'y' } else { 'x' };
    let garbled: String = garbled.into_iter().collect();
    let mut enormous = sample.clone();
    enormous.units.push(UnitCount {
        unit: UnitId::new("line_infantry"),
        count: 4_000_000,
    });
    let future = {
        use base64::Engine;
        let engine = base64::engine::general_purpose::URL_SAFE_NO_PAD;
        let mut bytes = engine.decode(&payload).unwrap();
        bytes[0] = (bytes[0] & 0x0F) | 0x70;
        engine.encode(bytes)
    };
    let cases = [
        (
            format!("#army={}", &payload[..payload.len() / 2]),
            "cut short",
        ),
        (format!("#army={garbled}"), "damaged"),
        (format!("#army={future}"), "newer version"),
        (format!("#army={}", "A".repeat(100_000)), "far too long"),
        (
            format!("#army={}", payload.replace('A', "<")),
            "character that cannot be in it",
        ),
        (link_for(&enormous), "no army can have"),
        ("#army=".to_owned(), "holds no army"),
    ];
    for (i, (fragment, expected)) in cases.iter().enumerate() {
        browser.open(&format!("/{fragment}")).await;
        browser.reload().await;
        let shown = browser.text("link-error").await;
        assert!(
            shown.contains(expected),
            "case {i}: expected {expected:?} in {shown:?}"
        );
        assert!(shown.contains("saved armies are untouched"), "{shown}");
        browser.assert_no_crash().await;
    }
    browser.screenshot("bad-link").await;

    // Markup in a name is shown as text and never runs.
    let mut hostile = sample.clone();
    hostile.name = "<img src=x onerror=\"window.hacked=1\">".to_owned();
    browser.open(&format!("/{}", link_for(&hostile))).await;
    browser.reload().await;
    assert_eq!(browser.text("shared-army-name").await, hostile.name);
    let hacked = browser.script("return window.hacked === undefined;").await;
    assert_eq!(hacked, serde_json::json!(true));

    browser.open("/#armies").await;
    assert_eq!(
        browser.texts("saved-army-name").await,
        vec!["Keep me".to_owned()]
    );
    browser.quit().await;
}

#[tokio::test]
async fn the_army_exports_as_text_and_as_a_file_that_imports_back() {
    let mut browser = Browser::start("share-export").await;
    new_army(
        &browser,
        "military_revolution",
        "revolution_spain",
        400,
        "Rocroi",
    )
    .await;
    browser.select("commander-skill", "mediocre").await;
    add_units(&browser, "pikemen", 2).await;
    add_assets(&browser, "field_emplacement", 1).await;
    let total = browser.number("points-total").await;
    let summary = browser.find("share").await;
    let details = summary
        .find(thirtyfour::By::Css("details summary"))
        .await
        .unwrap();
    browser.click_element(&details, "the text's summary").await;
    let text = browser
        .find("share-text")
        .await
        .prop("value")
        .await
        .unwrap()
        .unwrap_or_default();
    assert!(text.starts_with("Rocroi — "), "{text}");
    assert!(text.contains("Commander: Mediocre"), "{text}");
    assert!(
        text.contains("#army="),
        "the text ends with the link: {text}"
    );

    browser.click("download-json").await;
    let file = browser.downloaded().await;
    assert_eq!(file.file_name().unwrap().to_string_lossy(), "Rocroi.json");
    let json = std::fs::read_to_string(&file).unwrap();
    let catalog = shipped_catalog();
    let (roster, changes) = clouds_core::army_from_json(&json, &catalog).unwrap();
    assert!(changes.is_empty());
    assert_eq!(roster.count(&UnitId::new("pikemen")), 2);

    // Import it back as a second army; and refuse a file that is not one.
    browser.open("/#armies").await;
    let input = browser.find("import-army-input").await;
    input.send_keys(file.display().to_string()).await.unwrap();
    browser.find("import-done").await;
    browser.expect_count("saved-army", 2).await;
    let junk = browser.downloads.join("junk.json");
    std::fs::write(&junk, "{\"hello\": 1}").unwrap();
    browser
        .find("import-army-input")
        .await
        .send_keys(junk.display().to_string())
        .await
        .unwrap();
    let refused = browser.text("import-refused").await;
    assert!(refused.contains("not an army"), "{refused}");
    browser.expect_count("saved-army", 2).await;
    browser.click("open-army").await;
    browser.expect_number("points-total", total).await;
    browser.screenshot("imported").await;
    browser.quit().await;
}
