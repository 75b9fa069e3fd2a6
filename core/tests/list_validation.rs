//! Each kind of list problem is caught, named with its file, entry and
//! field, and reported together with every other problem of the file.
//! The fixtures are in `tests/fixtures/lists/`.

mod common;

use clouds_core::Lang;
use clouds_core::{Catalog, ListProblem, MAX_FILE_BYTES};
use clouds_core::{EntryKind, ProblemKind, RefKind, ShapeError};
use common::shipped_catalog;
use std::path::Path;

fn fixture(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/lists")
        .join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The problems of a fixture loaded as a player's own list.
fn problems_of(name: &str) -> Vec<ListProblem> {
    let mut catalog = shipped_catalog();
    match catalog.add_custom(name, &fixture(name)) {
        Ok(id) => panic!("{name} loaded as {id} but should have failed"),
        Err(problems) => problems,
    }
}

fn describe(problems: &[ListProblem]) -> String {
    problems
        .iter()
        .map(|p| p.describe(Lang::En))
        .collect::<Vec<_>>()
        .join("\n")
}

fn find<'a>(problems: &'a [ListProblem], entry_id: Option<&str>, field: &str) -> &'a ListProblem {
    problems
        .iter()
        .find(|p| p.entry.id.as_deref() == entry_id && p.field == field)
        .unwrap_or_else(|| {
            panic!(
                "no problem at {entry_id:?}/{field:?} in:\n{}",
                describe(problems)
            )
        })
}

#[test]
fn the_sound_fixture_loads() {
    let mut catalog = shipped_catalog();
    let id = catalog
        .add_custom("sound.json", &fixture("sound.json"))
        .unwrap_or_else(|problems| panic!("{}", describe(&problems)));
    assert_eq!(id.as_str(), "custom_test_army");
    assert!(catalog.faction(&id).is_some());
}

#[test]
fn malformed_json_names_line_and_column() {
    let problems = problems_of("malformed_json.json");
    assert_eq!(problems.len(), 1, "{}", describe(&problems));
    assert_eq!(problems[0].file, "malformed_json.json");
    assert_eq!(
        problems[0].kind,
        ProblemKind::NotJson {
            line: 5,
            column: 21
        }
    );
}

#[test]
fn wrong_types_are_named_per_field() {
    let problems = problems_of("wrong_types.json");
    let points = find(&problems, Some("line"), "points");
    assert_eq!(points.entry.kind, EntryKind::Unit);
    assert!(matches!(
        &points.kind,
        ProblemKind::Shape(ShapeError::WrongType { found, .. }) if found.contains("fifteen")
    ));
    let radius = find(&problems, None, "command_radius");
    assert!(matches!(
        radius.kind,
        ProblemKind::Shape(ShapeError::WrongType { .. })
    ));
}

#[test]
fn unknown_effects_are_rejected() {
    let problems = problems_of("unknown_effect.json");
    let problem = find(&problems, Some("dragons"), "effect.kind");
    assert_eq!(problem.entry.kind, EntryKind::Tactic);
    assert_eq!(
        problem.kind,
        ProblemKind::UnknownEffect {
            found: "summon_dragons".into()
        }
    );
}

#[test]
fn duplicate_ids_are_rejected() {
    let problems = problems_of("duplicate_ids.json");
    let problem = find(&problems, Some("line"), "id");
    assert_eq!(
        problem.entry.index,
        Some(1),
        "the second use is the one reported"
    );
    assert_eq!(problem.kind, ProblemKind::DuplicateId { id: "line".into() });
}

#[test]
fn missing_translations_are_rejected() {
    let problems = problems_of("missing_translation.json");
    let problem = find(&problems, Some("line"), "name");
    assert_eq!(
        problem.kind,
        ProblemKind::MissingTranslation { lang: Lang::Ru }
    );
}

#[test]
fn impossible_statlines_are_rejected() {
    let problems = problems_of("impossible_statline.json");
    assert_eq!(
        find(&problems, Some("line"), "discipline").kind,
        ProblemKind::OutOfRange {
            value: 7,
            min: 2,
            max: 6
        }
    );
    assert_eq!(
        find(&problems, Some("line"), "speed.difficult").kind,
        ProblemKind::OutOfRange {
            value: 0,
            min: 1,
            max: 12
        }
    );
}

#[test]
fn undefined_special_rules_are_rejected() {
    let problems = problems_of("undefined_special_rule.json");
    let problem = find(&problems, Some("line"), "special_rules[1]");
    assert_eq!(
        problem.kind,
        ProblemKind::UnknownReference {
            kind: RefKind::SpecialRule,
            id: "flying".into()
        }
    );
}

#[test]
fn a_custom_list_must_name_a_known_era() {
    let problems = problems_of("unknown_era.json");
    assert_eq!(
        find(&problems, None, "era").kind,
        ProblemKind::UnknownReference {
            kind: RefKind::Era,
            id: "bronze_age".into()
        }
    );
}

#[test]
fn every_problem_of_a_file_is_reported_at_once() {
    let problems = problems_of("many_problems.json");
    let kinds: Vec<_> = problems.iter().map(|p| &p.kind).collect();
    assert!(kinds.len() >= 5, "{}", describe(&problems));
    find(&problems, Some("line"), "discipline");
    assert_eq!(
        find(&problems, Some("guns"), "name").kind,
        ProblemKind::MissingTranslation { lang: Lang::Ru }
    );
    assert!(matches!(
        find(&problems, Some("guns"), "special_rules[1]").kind,
        ProblemKind::MissingParameter { .. }
    ));
    assert!(matches!(
        find(&problems, Some("no_such_tactic"), "").kind,
        ProblemKind::UnknownReference {
            kind: RefKind::SharedTactic,
            ..
        }
    ));
    assert!(matches!(
        find(&problems, Some("x"), "effect.kind").kind,
        ProblemKind::UnknownEffect { .. }
    ));
}

#[test]
fn a_ten_megabyte_file_is_refused_without_parsing() {
    let mut big = String::from("{\"id\": \"huge\", \"units\": [");
    let unit = fixture("sound.json");
    while big.len() < 10_000_000 {
        big.push_str(&unit);
        big.push(',');
    }
    big.push_str("{}]}");
    let mut catalog = shipped_catalog();
    let problems = catalog.add_custom("huge.json", &big).unwrap_err();
    assert_eq!(problems.len(), 1);
    assert_eq!(
        problems[0].kind,
        ProblemKind::TooLarge {
            bytes: big.len(),
            limit: MAX_FILE_BYTES
        }
    );
}

#[test]
fn markup_in_names_is_kept_as_plain_text() {
    let mut catalog = shipped_catalog();
    let id = catalog
        .add_custom("markup_in_names.json", &fixture("markup_in_names.json"))
        .unwrap_or_else(|problems| panic!("{}", describe(&problems)));
    let faction = catalog.faction(&id).unwrap();
    assert!(
        faction.name.en.contains("<script>"),
        "names are not altered by loading"
    );
}

#[test]
fn a_custom_list_may_not_take_a_shipped_id_and_changes_nothing_when_bad() {
    let mut catalog = shipped_catalog();
    let before = catalog.clone();
    let shipped = catalog.factions().next().unwrap().clone();
    let mut text: serde_json::Value = serde_json::from_str(&fixture("sound.json")).unwrap();
    text["id"] = serde_json::Value::String(shipped.id.to_string());
    let problems = catalog
        .add_custom("copy.json", &text.to_string())
        .unwrap_err();
    assert!(matches!(
        problems[0].kind,
        ProblemKind::TakenByShippedFaction { .. }
    ));
    assert_eq!(
        catalog, before,
        "a refused list leaves the catalog as it was"
    );
    let problems = catalog
        .add_custom("bad.json", &fixture("many_problems.json"))
        .unwrap_err();
    assert!(!problems.is_empty());
    assert_eq!(catalog, before);
}

#[test]
fn reloading_a_custom_list_replaces_the_earlier_version() {
    let mut catalog: Catalog = shipped_catalog();
    let count = catalog.factions().count();
    catalog
        .add_custom("a.json", &fixture("sound.json"))
        .unwrap();
    catalog
        .add_custom("a.json", &fixture("sound.json"))
        .unwrap();
    assert_eq!(catalog.factions().count(), count + 1);
}

#[test]
fn the_shipped_index_and_glossary_fail_loudly_when_broken() {
    let broken = Catalog::load_with("army_lists", |relative| {
        if relative == "index.json" {
            Ok("{\"data_version\": 99, \"common\": \"common.json\", \"eras\": []}".into())
        } else {
            common::read_list_file(relative)
        }
    })
    .unwrap_err();
    assert!(broken.iter().any(|p| p.kind
        == ProblemKind::UnsupportedVersion {
            found: 99,
            supported: 1
        }));
    assert!(broken
        .iter()
        .any(|p| p.field == "eras" && p.kind == ProblemKind::Empty));
}

#[test]
fn the_loading_steps_name_each_file_and_keep_going_past_a_missing_faction() {
    use clouds_core::{CatalogLoader, ReadFailure};
    let loader = CatalogLoader::new("army_lists");
    assert_eq!(loader.file(), "index.json");
    let glossary = loader
        .read_index(common::read_list_file("index.json"))
        .unwrap();
    assert_eq!(glossary.file(), "common.json");
    let factions = glossary
        .read_glossary(common::read_list_file("common.json"))
        .unwrap();
    let files = factions.files();
    assert!(
        files.len() >= 18,
        "every faction file of the index: {files:?}"
    );
    // The first file cannot be read, and the caller gives no text for the last.
    let texts: Vec<_> = files
        .iter()
        .enumerate()
        .take(files.len() - 1)
        .map(|(k, file)| match k {
            0 => Err(ReadFailure::HttpStatus(500)),
            _ => common::read_list_file(file),
        })
        .collect();
    let catalog = factions.finish(texts);
    assert_eq!(catalog.factions().count(), files.len() - 2);
    let unreadable: Vec<_> = catalog
        .problems
        .iter()
        .filter(|p| matches!(p.kind, ProblemKind::Unreadable { .. }))
        .map(|p| p.file.clone())
        .collect();
    assert_eq!(
        unreadable,
        [
            format!("army_lists/{}", files[0]),
            format!("army_lists/{}", files[files.len() - 1])
        ]
    );
}

#[test]
fn an_unreadable_index_is_a_problem_naming_it() {
    use clouds_core::{CatalogLoader, ReadFailure};
    let problems = CatalogLoader::new("army_lists")
        .read_index(Err(ReadFailure::Network))
        .err()
        .unwrap();
    assert_eq!(problems.len(), 1);
    assert_eq!(problems[0].file, "army_lists/index.json");
}

/// The sound fixture with a change, loaded as a player's own list.
fn load_changed(change: impl FnOnce(&mut serde_json::Value)) -> Result<Catalog, Vec<ListProblem>> {
    let mut value: serde_json::Value = serde_json::from_str(&fixture("sound.json")).unwrap();
    change(&mut value);
    let mut catalog = shipped_catalog();
    catalog
        .add_custom("changed.json", &value.to_string())
        .map(|_| catalog)
}

#[test]
fn service_years_must_lie_within_the_era_and_run_forwards() {
    let problems = load_changed(|list| {
        list["units"][0]["years"] = serde_json::json!([1700, 1720]);
        list["units"][1]["years"] = serde_json::json!([1810, 1800]);
    })
    .unwrap_err();
    assert_eq!(
        find(&problems, Some("line"), "years").kind,
        ProblemKind::YearsOutsideEra {
            first: 1700,
            last: 1720,
            era_first: 1789,
            era_last: 1815
        }
    );
    assert_eq!(
        find(&problems, Some("guns"), "years").kind,
        ProblemKind::YearsReversed {
            first: 1810,
            last: 1800
        }
    );
    let en = describe(&problems);
    assert!(en.contains("1789–1815"), "{en}");
    let ru: Vec<_> = problems.iter().map(|p| p.describe(Lang::Ru)).collect();
    assert!(ru[0].contains("годы службы"), "{ru:?}");

    let catalog = load_changed(|list| {
        list["units"][0]["years"] = serde_json::json!([1805, 1815]);
    })
    .unwrap_or_else(|problems| panic!("{}", describe(&problems)));
    let faction = catalog.faction(&"custom_test_army".into()).unwrap();
    let line = faction.unit(&"line".into()).unwrap();
    assert!(line.in_service(1805) && line.in_service(1815));
    assert!(!line.in_service(1804));
    assert!(
        faction.unit(&"guns".into()).unwrap().in_service(1790),
        "no dates: always"
    );
}

fn sample(id: &str, points: u32, units: serde_json::Value) -> serde_json::Value {
    serde_json::json!({
        "id": id,
        "name": {"en": format!("Sample {id}"), "ru": format!("Армия {id}")},
        "description": {"en": "A line of history.", "ru": "Строка истории."},
        "points_limit": points,
        "commander": "competent",
        "units": units,
    })
}

#[test]
fn a_sound_sample_loads_and_becomes_a_roster() {
    let catalog = load_changed(|list| {
        let mut good = sample(
            "good",
            200,
            serde_json::json!([{"unit": "line", "count": 5}, {"unit": "guns", "count": 2}]),
        );
        good["assets"] = serde_json::json!([{"asset": "field_emplacement", "copies": 1}]);
        list["samples"] = serde_json::json!([good]);
    })
    .unwrap_or_else(|problems| panic!("{}", describe(&problems)));
    let faction = catalog.faction(&"custom_test_army".into()).unwrap();
    assert_eq!(faction.samples.len(), 1);
    let roster = clouds_core::sample_roster(faction, &"good".into(), Lang::Ru).unwrap();
    assert_eq!(roster.name, "Армия good");
    assert_eq!(roster.points_limit, 200);
    assert_eq!(roster.count(&"line".into()), 5);
    assert_eq!(roster.copies(&"field_emplacement".into()), 1);
    assert!(clouds_core::check_roster(&roster, faction, &catalog.glossary).is_empty());
    assert!(clouds_core::sample_roster(faction, &"absent".into(), Lang::En).is_none());
}

#[test]
fn a_bad_sample_is_named_with_its_faction_sample_and_field() {
    let problems = load_changed(|list| {
        let mut ghost = sample(
            "ghost",
            200,
            serde_json::json!([{"unit": "ghosts", "count": 2}]),
        );
        ghost["assets"] = serde_json::json!([{"asset": "lost_asset", "copies": 1}]);
        let mut untranslated = sample(
            "untranslated",
            200,
            serde_json::json!([{"unit": "line", "count": 1}]),
        );
        untranslated["name"]["ru"] = serde_json::json!("");
        list["samples"] = serde_json::json!([
            sample(
                "too_dear",
                200,
                serde_json::json!([{"unit": "line", "count": 20}])
            ),
            ghost,
            untranslated,
            sample(
                "tiny",
                100,
                serde_json::json!([{"unit": "line", "count": 1}])
            ),
            sample(
                "tiny",
                200,
                serde_json::json!([{"unit": "line", "count": 0}])
            ),
        ]);
    })
    .unwrap_err();
    let over = find(&problems, Some("too_dear"), "units");
    assert_eq!(over.entry.kind, EntryKind::Sample);
    assert_eq!(over.entry.index, Some(0));
    assert!(matches!(
        &over.kind,
        ProblemKind::SampleBreaksRule { diagnostic }
            if matches!(diagnostic.kind, clouds_core::DiagnosticKind::OverPoints { .. })
    ));
    let en = over.describe(Lang::En);
    assert!(
        en.starts_with("changed.json — sample army #1 «too_dear», field «units»: the sample army breaks a list-building rule: The army costs"),
        "{en}"
    );
    let ru = over.describe(Lang::Ru);
    assert!(
        ru.contains("готовая армия #1 «too_dear», поле «units»"),
        "{ru}"
    );
    assert!(ru.contains("Армия стоит"), "{ru}");
    assert_eq!(
        find(&problems, Some("ghost"), "units[0].unit").kind,
        ProblemKind::UnknownReference {
            kind: RefKind::Unit,
            id: "ghosts".into()
        }
    );
    assert_eq!(
        find(&problems, Some("ghost"), "assets[0].asset").kind,
        ProblemKind::UnknownReference {
            kind: RefKind::Asset,
            id: "lost_asset".into()
        }
    );
    assert_eq!(
        find(&problems, Some("untranslated"), "name").kind,
        ProblemKind::MissingTranslation { lang: Lang::Ru }
    );
    assert!(matches!(
        find(&problems, Some("tiny"), "points_limit").kind,
        ProblemKind::OutOfRange { value: 100, .. }
    ));
    assert!(matches!(
        find(&problems, Some("tiny"), "units[0].count").kind,
        ProblemKind::OutOfRange { value: 0, .. }
    ));
    assert!(matches!(
        find(&problems, Some("tiny"), "id").kind,
        ProblemKind::DuplicateId { .. }
    ));
    // Each problem is said once: a sample with unknown entries is not
    // also run through the list rules.
    assert_eq!(
        problems
            .iter()
            .filter(|p| p.entry.id.as_deref() == Some("ghost"))
            .count(),
        2,
        "{}",
        describe(&problems)
    );
}
