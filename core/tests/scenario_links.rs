//! Scenarios shared by link: a shipped one by its id, an own file whole,
//! read and checked as a file loaded by hand; a damaged link says why.

use clouds_core::{Catalog, Lang, ScenarioLink, ScenarioLinkError, Scenarios, Side};
use std::sync::OnceLock;

mod common;

fn catalog() -> &'static Catalog {
    static CATALOG: OnceLock<Catalog> = OnceLock::new();
    CATALOG.get_or_init(common::shipped_catalog)
}

fn shipped() -> Scenarios {
    common::shipped_scenarios(catalog())
}

fn file(name: &str) -> String {
    std::fs::read_to_string(common::scenarios_dir().join(name)).expect("a shipped file")
}

#[test]
fn a_shipped_scenario_travels_as_its_id() {
    let link = ScenarioLink::Shipped("river_crossing".into());
    let code = link.code().expect("a code");
    assert_eq!(code, "river_crossing");
    let read = ScenarioLink::parse(&code).expect("reads");
    let scenario = read.resolve(&shipped(), catalog()).expect("found");
    assert_eq!(scenario.id, "river_crossing");
}

#[test]
fn an_own_file_travels_whole_and_comes_back_as_the_same_scenario() {
    let scenarios = shipped();
    for id in ["austerlitz_1805", "hold_the_village"] {
        let text = file(&format!("{id}.json"));
        let code = ScenarioLink::Own(text.clone()).code().expect("a code");
        assert!(
            code.len() < text.len() * 4 / 3,
            "compacted: {} characters",
            code.len()
        );
        assert!(
            code.chars()
                .all(|c| c.is_ascii_alphanumeric() || "~-_".contains(c)),
            "only characters a link keeps"
        );
        let scenario = ScenarioLink::parse(&code)
            .expect("reads")
            .resolve(&scenarios, catalog())
            .expect("passes the checks");
        assert_eq!(Some(&scenario), scenarios.find(id), "{id} is the same");
    }
}

#[test]
fn a_fixed_army_is_a_roster_of_its_faction() {
    let scenarios = shipped();
    let austerlitz = scenarios.find("austerlitz_1805").expect("shipped");
    let french = austerlitz.fixed_roster(Side::A, Lang::En).expect("fixed");
    assert!(!french.units.is_empty());
    let pitched = scenarios.find("pitched_battle").expect("shipped");
    assert_eq!(pitched.fixed_roster(Side::A, Lang::En), None);
}

#[test]
fn a_damaged_link_says_why_in_both_languages() {
    let cases = [
        ("", ScenarioLinkError::Empty),
        ("Hold The Village!", ScenarioLinkError::Garbled),
        ("~not*base64", ScenarioLinkError::Garbled),
        // Bytes that are not UTF-8 text (0xff 0xfe).
        ("~__4", ScenarioLinkError::NotText),
    ];
    for (code, expected) in cases {
        let error = ScenarioLink::parse(code).expect_err(code);
        assert_eq!(error, expected, "{code:?}");
        for lang in [Lang::En, Lang::Ru] {
            let words = error.message(lang);
            assert!(words.len() > 20 && !words.contains("Garbled"), "{words}");
        }
    }
    let unknown = ScenarioLink::parse("waterloo_1815")
        .expect("an id")
        .resolve(&shipped(), catalog())
        .expect_err("not shipped");
    assert_eq!(
        unknown,
        ScenarioLinkError::UnknownScenario {
            id: "waterloo_1815".into()
        }
    );
    assert!(unknown.message(Lang::Ru).contains("waterloo_1815"));
}

#[test]
fn an_own_file_with_errors_is_refused_with_every_problem() {
    let text = file("hold_the_village.json").replace("\"phase\": 8", "\"phase\": 0");
    let code = ScenarioLink::Own(text).code().expect("a code");
    let error = ScenarioLink::parse(&code)
        .expect("reads")
        .resolve(&shipped(), catalog())
        .expect_err("refused");
    let problems = error.problems();
    assert!(!problems.is_empty(), "the problems are listed");
    let lines: Vec<String> = problems.iter().map(|p| p.describe(Lang::En)).collect();
    assert!(
        lines.iter().any(|l| l.contains("phase")),
        "the event at phase 0 is named: {lines:?}"
    );
    assert!(error.message(Lang::En).contains("problem"));
}

#[test]
fn a_file_too_large_is_not_put_in_a_link() {
    let big = format!(
        "{{\"format\": 1, \"id\": \"big\", \"pad\": \"{}\"}}",
        "x".repeat(30_000)
    );
    assert!(matches!(
        ScenarioLink::Own(big).code(),
        Err(ScenarioLinkError::TooLarge { .. })
    ));
}

#[test]
fn a_sheet_says_every_part_of_the_scenario_in_both_languages() {
    let scenarios = shipped();
    let meeting = scenarios.find("meeting_engagement").expect("shipped");
    let sheet = meeting.sheet(catalog(), Lang::En);
    assert_eq!(sheet.name, "Meeting engagement");
    assert!(sheet.briefing.contains("crossroads"));
    assert!(
        sheet
            .events
            .iter()
            .any(|e| e.starts_with("Phase 2: reinforcements")),
        "{:?}",
        sheet.events
    );
    assert!(sheet.events.iter().any(|e| e.contains("starts to count")));
    assert!(sheet.events.last().is_some_and(|e| e.contains("game ends")));
    assert!(!sheet.objectives.is_empty());
    assert!(sheet.victory.len() >= 3, "the rule, the measures, the tie");
    let dawn = scenarios.find("dawn_attack").expect("shipped");
    let conditions = dawn.sheet(catalog(), Lang::Ru).conditions;
    assert!(!conditions.is_empty(), "the dawn attack has a condition");
    for (heading, options) in &conditions {
        assert!(heading.contains('('), "how it is decided: {heading}");
        assert!(options.iter().all(|o| o.contains(" — ")), "{options:?}");
    }
    let austerlitz = scenarios.find("austerlitz_1805").expect("shipped");
    let setting = austerlitz.sheet(catalog(), Lang::En).setting;
    assert!(
        setting[0].starts_with("Blue"),
        "the fixed armies: {setting:?}"
    );
}
