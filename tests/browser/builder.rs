//! The army builder: every list rule checked live, the numbers a player
//! needs, saved armies, undo and redo, keyboard use.

use crate::flows::{add_assets, add_units, new_army};
use crate::harness::Browser;

#[tokio::test]
async fn building_an_army_shows_its_numbers() {
    let mut browser = Browser::start("builder-build").await;
    new_army(
        &browser,
        "age_of_empires",
        "empires_france",
        500,
        "Armée du Nord",
    )
    .await;
    browser.select("commander-skill", "competent").await;
    add_units(&browser, "line_infantry", 4).await;
    add_units(&browser, "light_infantry", 2).await;
    add_units(&browser, "dragoons", 2).await;
    add_units(&browser, "cuirassiers", 2).await;
    add_units(&browser, "foot_artillery", 1).await;
    add_units(&browser, "old_guard", 1).await;
    add_assets(&browser, "field_emplacement", 2).await;
    add_assets(&browser, "regimental_colours", 1).await;

    // Units 223 + assets 40 + a competent commander 70.
    browser.expect_number("points-total", 333).await;
    browser.find("army-legal").await;
    browser.expect_count("diagnostic", 0).await;
    // Commander 4, cavalry 4 of 12 units is a third: +1.
    browser.expect_number("strategic-rating", 5).await;
    // Units' morale 23, regimental colours +2.
    browser.expect_number("army-morale", 25).await;
    assert_eq!(browser.number("action-dice").await, 4);
    assert_eq!(browser.number("composition-main").await, 8);
    assert_eq!(browser.number("composition-special").await, 3);
    assert_eq!(browser.number("composition-rare").await, 1);
    assert_eq!(browser.number("composition-infantry").await, 7);
    assert_eq!(browser.number("composition-cavalry").await, 4);
    assert_eq!(browser.number("composition-artillery").await, 1);
    let terms = browser.texts("rating-term").await;
    assert_eq!(
        terms.len(),
        6,
        "every term of the rating is shown: {terms:?}"
    );
    assert!(
        terms
            .iter()
            .any(|t| t.contains("Cavalry") && t.contains("+1")),
        "{terms:?}"
    );
    let advice = browser.text("advice").await;
    assert!(advice.contains("167 points left to spend"), "{advice}");
    browser.screenshot("built").await;
    browser.assert_no_crash().await;
    browser.quit().await;
}

#[tokio::test]
async fn invalid_armies_list_every_problem_and_what_to_do() {
    let mut browser = Browser::start("builder-invalid").await;
    new_army(
        &browser,
        "age_of_empires",
        "empires_france",
        200,
        "Too much",
    )
    .await;
    add_units(&browser, "old_guard", 2).await;
    add_units(&browser, "young_guard", 1).await;
    add_units(&browser, "foot_artillery", 4).await;
    add_assets(&browser, "field_emplacement", 4).await;
    add_assets(&browser, "reconnaissance", 1).await;
    // 68 + 18 + 84 + 40 + 20 = 230 against 200.
    browser.expect_number("points-total", 230).await;
    browser.expect_count("diagnostic", 6).await;
    let shown = browser.text("diagnostics").await;
    browser.screenshot("six-problems").await;
    for expected in [
        "The army costs 230 points — more than its limit of 200 points.",
        "Choose the commander's skill",
        "Rare units: 3",
        "Assets taken: 2; a limit of 200 points allows 1",
        "Copies of «Field emplacement»: 4, at most 3.",
        "Old Guard grenadiers: 2, at most 1.",
    ] {
        assert!(
            shown.contains(expected),
            "missing {expected:?} in:\n{shown}"
        );
    }
    let advice = browser.text("advice").await;
    assert!(
        advice.contains("A 4th rare unit needs another main unit."),
        "{advice}"
    );
    assert!(
        advice.contains("A 3rd asset needs a limit above 400."),
        "{advice}"
    );
    assert!(browser
        .text("unit-note-young_guard")
        .await
        .contains("main unit"));

    // Fixing them one by one clears them one by one.
    browser.select("commander-skill", "mediocre").await;
    browser.expect_count("diagnostic", 5).await;
    browser.click("remove-asset-field_emplacement").await;
    browser.expect_count("diagnostic", 4).await;
    browser.type_into("points-limit", "450").await;
    // 450 allows three assets, the guard twice, and the points now fit.
    browser.expect_count("diagnostic", 1).await;
    add_units(&browser, "line_infantry", 3).await;
    browser.expect_count("diagnostic", 0).await;
    browser.find("army-legal").await;
    browser.screenshot("fixed").await;

    // A limit outside 150–1000 is a problem too.
    browser.type_into("points-limit", "2000").await;
    let shown = browser
        .wait_text("diagnostics", "reported the limit", |t| {
            t.contains("150–1000")
        })
        .await;
    assert!(shown.contains("2000"), "{shown}");
    browser.assert_no_crash().await;
    browser.quit().await;
}

#[tokio::test]
async fn undo_and_redo_every_edit_also_by_keyboard() {
    let mut browser = Browser::start("builder-undo").await;
    new_army(&browser, "age_of_reason", "reason_prussia", 400, "Undo").await;
    let unit = "musketeers";
    add_units(&browser, unit, 2).await;
    browser.select("commander-skill", "glorious").await;
    browser
        .expect_number(&format!("count-unit-{unit}"), 2)
        .await;
    browser.click("undo").await;
    browser.click("undo").await;
    browser
        .expect_number(&format!("count-unit-{unit}"), 1)
        .await;
    browser.click("redo").await;
    browser
        .expect_number(&format!("count-unit-{unit}"), 2)
        .await;
    browser.click("redo").await;
    browser.expect_number("action-dice", 5).await;

    // Ctrl+Z and Ctrl+Y from the page.
    let body = browser
        .driver
        .find(thirtyfour::By::Tag("body"))
        .await
        .unwrap();
    body.send_keys(thirtyfour::Key::Control + "z")
        .await
        .unwrap();
    body.send_keys(thirtyfour::Key::Control + "z")
        .await
        .unwrap();
    browser
        .expect_number(&format!("count-unit-{unit}"), 1)
        .await;
    body.send_keys(thirtyfour::Key::Control + "y")
        .await
        .unwrap();
    browser
        .expect_number(&format!("count-unit-{unit}"), 2)
        .await;
    body.send_keys(thirtyfour::Key::Control + "y")
        .await
        .unwrap();
    browser.expect_number("action-dice", 5).await;
    // Renaming and the points limit are edits too.
    browser.type_into("army-name", "Renamed").await;
    browser.type_into("points-limit", "300").await;
    // Two line infantry and a glorious commander.
    browser.expect_number("points-total", 2 * 15 + 110).await;
    browser.click("undo").await;
    browser.click("undo").await;
    let name = browser
        .find("army-name")
        .await
        .prop("value")
        .await
        .unwrap()
        .unwrap_or_default();
    assert_eq!(name, "Undo");
    browser.screenshot("undone").await;
    browser.quit().await;
}

#[tokio::test]
async fn a_reload_keeps_the_army() {
    let mut browser = Browser::start("builder-reload").await;
    new_army(
        &browser,
        "military_revolution",
        "revolution_sweden",
        400,
        "Lützen",
    )
    .await;
    browser.select("commander-skill", "glorious").await;
    add_units(&browser, "musketeers", 3).await;
    add_units(&browser, "pikemen", 2).await;
    add_assets(&browser, "field_emplacement", 1).await;
    let total = browser.number("points-total").await;
    browser.reload().await;
    browser.expect_number("points-total", total).await;
    assert_eq!(browser.number("count-unit-musketeers").await, 3);
    assert_eq!(browser.number("count-unit-pikemen").await, 2);
    assert_eq!(browser.number("action-dice").await, 5);
    browser.screenshot("after-reload").await;
    browser.open("/#armies").await;
    let names = browser.texts("saved-army-name").await;
    assert_eq!(names, vec!["Lützen".to_owned()]);
    browser.quit().await;
}

#[tokio::test]
async fn armies_can_be_renamed_duplicated_deleted_and_the_delete_undone() {
    let mut browser = Browser::start("builder-saved").await;
    new_army(
        &browser,
        "age_of_empires",
        "empires_britain",
        500,
        "Peninsula",
    )
    .await;
    add_units(&browser, "line_infantry", 2).await;
    browser.open("/#armies").await;
    browser.click("duplicate-army").await;
    browser.expect_count("saved-army", 2).await;
    let names = browser.texts("saved-army-name").await;
    assert!(names.contains(&"Peninsula (copy)".to_owned()), "{names:?}");

    // Rename the first one listed.
    browser.click("rename-army").await;
    browser.type_into("rename-input", "Waterloo").await;
    browser.click("rename-save").await;
    browser
        .wait_text("saved-armies", "showed the new name", |t| {
            t.contains("Waterloo")
        })
        .await;

    browser.click("delete-army").await;
    browser.expect_count("saved-army", 1).await;
    browser.find("deleted-toast").await;
    browser.screenshot("deleted").await;
    browser.click("undo-delete").await;
    browser.expect_count("saved-army", 2).await;
    browser.reload().await;
    browser.expect_count("saved-army", 2).await;
    browser.screenshot("restored").await;
    browser.quit().await;
}

#[tokio::test]
async fn a_damaged_saved_army_is_shown_and_spoils_nothing_else() {
    let mut browser = Browser::start("builder-damaged").await;
    new_army(
        &browser,
        "age_of_empires",
        "empires_russia",
        500,
        "Borodino",
    )
    .await;
    add_units(&browser, "line_infantry", 1).await;
    browser
        .script("localStorage.setItem('cos.v1.army.broken', '{\"format\":1,\"id\":\"broken\",\"roster\":'); return true;")
        .await;
    browser.open("/#armies").await;
    browser.reload().await;
    browser.expect_count("saved-army", 1).await;
    let damaged = browser.text("damaged-army").await;
    assert!(
        damaged.contains("cannot be read") && damaged.contains("not valid JSON"),
        "{damaged}"
    );
    browser.screenshot("damaged").await;
    browser.click("remove-damaged").await;
    browser.expect_count("damaged-army", 0).await;
    browser.expect_count("saved-army", 1).await;
    browser.assert_no_crash().await;
    browser.quit().await;
}

#[tokio::test]
async fn a_full_storage_quota_is_reported() {
    let mut browser = Browser::start("builder-quota").await;
    new_army(&browser, "age_of_empires", "empires_austria", 500, "Wagram").await;
    // Fill the site's storage to the brim.
    let filled = browser
        .script(
            "let n = 0;\
             for (const size of [262144, 16384, 1024, 64, 8, 1]) {\
               const chunk = 'x'.repeat(size);\
               try { for (;; n++) localStorage.setItem('filler' + n, chunk); } catch (e) { n++; }\
             }\
             return n;",
        )
        .await;
    assert!(
        filled.as_u64().unwrap_or(0) > 0,
        "the storage filled up: {filled}"
    );
    add_units(&browser, "german_line", 1).await;
    let error = browser.text("storage-error").await;
    assert!(error.contains("full"), "{error}");
    browser.screenshot("quota").await;
    browser.script("localStorage.clear(); return true;").await;
    browser.assert_no_crash().await;
    browser.quit().await;
}

#[tokio::test]
async fn the_builder_works_by_keyboard_alone() {
    use thirtyfour::Key;
    let mut browser = Browser::start("builder-keyboard").await;
    new_army(&browser, "age_of_empires", "empires_prussia", 500, "Keys").await;
    // Tab to the first unit's add button and press Enter and Space.
    let add = browser.find("add-unit-line_infantry").await;
    let body = browser
        .driver
        .find(thirtyfour::By::Tag("body"))
        .await
        .unwrap();
    body.click().await.unwrap();
    let mut reached = false;
    for _ in 0..60 {
        body.send_keys(Key::Tab).await.unwrap();
        let active = browser.driver.active_element().await.unwrap();
        if active.attr("data-testid").await.unwrap().as_deref() == Some("add-unit-line_infantry") {
            reached = true;
            break;
        }
    }
    assert!(reached, "Tab reaches the add button");
    let active = browser.driver.active_element().await.unwrap();
    active.send_keys(Key::Enter).await.unwrap();
    active.send_keys(" ").await.unwrap();
    browser.expect_number("count-unit-line_infantry", 2).await;
    let _ = add;
    // The commander by keyboard: focus the select and pick with arrows.
    let select = browser.find("commander-skill").await;
    select.send_keys(Key::Down).await.unwrap();
    select.send_keys(Key::Down).await.unwrap();
    browser.expect_number("action-dice", 4).await;
    browser.screenshot("keyboard").await;
    browser.quit().await;
}

#[tokio::test]
async fn a_new_army_can_start_from_a_sample_of_its_faction() {
    let catalog = crate::common::shipped_catalog();
    let mut browser = Browser::start("builder-from-sample").await;
    for (era, faction_id, _, sample) in crate::flows::NEW_FACTIONS {
        let faction = catalog.faction(&faction_id.into()).unwrap();
        let roster =
            clouds_core::sample_roster(faction, &sample.into(), clouds_core::Lang::En).unwrap();
        let total = clouds_core::summarize(&roster, faction, &catalog.glossary).total;
        browser.open("/#new").await;
        browser.click(&format!("era-{era}")).await;
        browser.click(&format!("faction-{faction_id}")).await;
        browser.find("samples").await;
        browser.screenshot(&format!("{faction_id}-samples")).await;
        browser.click(&format!("start-from-sample-{sample}")).await;
        browser.find("builder").await;
        browser.expect_number("points-total", total.into()).await;
        browser.find("army-legal").await;
        browser.expect_count("diagnostic", 0).await;
        for entry in &roster.units {
            let row = browser.text(&format!("count-unit-{}", entry.unit)).await;
            assert_eq!(
                crate::harness::first_number(&row),
                Some(entry.count.into()),
                "{sample}: {}",
                entry.unit
            );
        }
        browser.screenshot(sample).await;
    }
    browser.assert_no_crash().await;
    browser.quit().await;
}

#[tokio::test]
async fn the_year_filter_hides_units_out_of_service_but_not_those_taken() {
    let mut browser = Browser::start("builder-year-filter").await;
    new_army(&browser, "age_of_reason", "reason_sweden", 500, "1757").await;
    add_units(&browser, "carolean_cavalry", 1).await;
    assert!(browser.exists("add-unit-drabants").await);
    browser.type_into("year-filter", "1757").await;
    // Charles XII's Drabants (1700–1718) are gone; the line of the later
    // wars and the hussars (from 1757) stay; the Carolean horse already
    // taken stays so that it can be removed.
    browser
        .wait_text("year-hidden", "counts the hidden units", |t| {
            crate::harness::first_number(t) == Some(5)
        })
        .await;
    assert!(!browser.exists("add-unit-drabants").await);
    assert!(!browser.exists("add-unit-carolean_infantry").await);
    assert!(browser.exists("add-unit-line_infantry").await);
    assert!(browser.exists("add-unit-hussars").await);
    assert!(browser.exists("remove-unit-carolean_cavalry").await);
    browser.screenshot("1757").await;
    browser.type_into("year-filter", "").await;
    browser.find("add-unit-drabants").await;
    assert!(!browser.exists("year-hidden").await);
    browser.assert_no_crash().await;
    browser.quit().await;
}
