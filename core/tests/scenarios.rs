//! Scenario files: the shipped ones read without a problem, and a broken
//! one is refused with every problem named, in both languages.

use clouds_core::{parse_scenario, Catalog, Lang, ListProblem, Scenario, PITCHED_BATTLE};
use std::sync::OnceLock;

mod common;

fn catalog() -> &'static Catalog {
    static CATALOG: OnceLock<Catalog> = OnceLock::new();
    CATALOG.get_or_init(common::shipped_catalog)
}

fn shipped() -> Vec<Scenario> {
    let scenarios = common::shipped_scenarios(catalog());
    let lines: Vec<_> = scenarios
        .problems
        .iter()
        .map(|p| p.describe(Lang::En))
        .collect();
    assert!(
        lines.is_empty(),
        "shipped scenarios with problems:\n{}",
        lines.join("\n")
    );
    scenarios.shipped
}

#[test]
fn every_shipped_scenario_reads_and_the_index_names_every_file() {
    let scenarios = shipped();
    let mut on_disk: Vec<String> = std::fs::read_dir(common::scenarios_dir())
        .expect("the scenarios folder")
        .map(|e| {
            e.expect("an entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .filter(|name| name.ends_with(".json") && name != "index.json")
        .collect();
    on_disk.sort();
    assert_eq!(
        scenarios.len(),
        on_disk.len(),
        "the index names every file once"
    );
    assert_eq!(
        scenarios[0].id, PITCHED_BATTLE,
        "the standard game comes first"
    );
}

/// A scenario with the five mistakes the issue names, each in its own part.
const BROKEN: &str = r#"{
  "format": 1,
  "id": "broken",
  "kind": "river",
  "name": { "en": "Broken", "ru": "Сломанный" },
  "briefing": { "en": "A test.", "ru": "Проверка." },
  "sides": {
    "a": { "zone": { "min": { "x": 0, "y": 0 }, "max": { "x": 25, "y": 5 } } },
    "b": { "army": { "faction": "empires_france", "name": { "en": "French", "ru": "Французы" },
                      "commander": "competent",
                      "units": [ { "unit": "line_infantry", "count": 4 }, { "unit": "war_elephants", "count": 1 } ] } }
  },
  "terrain": { "fixed": [
    { "kind": "wood", "outline": { "shape": "circle", "centre": { "x": 5, "y": 7 }, "radius": 1 } },
    { "kind": "hill", "outline": { "shape": "circle", "centre": { "x": 5.5, "y": 7 }, "radius": 1 } }
  ] },
  "events": [
    { "phase": 0, "what": "game_ends" },
    { "phase": 3, "what": { "reinforcements": { "side": "b", "column": 2 } } }
  ]
}"#;

fn problems_of(text: &str) -> Vec<ListProblem> {
    parse_scenario("scenarios/broken.json", text, catalog()).expect_err("a broken scenario")
}

#[test]
fn a_broken_scenario_is_refused_with_every_problem_named() {
    let problems = problems_of(BROKEN);
    let lines: Vec<String> = problems.iter().map(|p| p.describe(Lang::En)).collect();
    let has = |part: &str, words: &str| {
        assert!(
            lines.iter().any(|l| l.contains(part) && l.contains(words)),
            "no problem of {part} saying «{words}» in:\n{}",
            lines.join("\n")
        )
    };
    has("side #2 «b»", "unit «war_elephants» is not defined");
    has("side #1 «a», field «zone»", "reaches off the table");
    has("event #1", "0 is impossible here");
    has("event #2", "missing field «edge»");
    has("terrain element #2", "lies on terrain element 1");
    assert_eq!(problems.len(), 5, "{}", lines.join("\n"));
    for problem in &problems {
        let ru = problem.describe(Lang::Ru);
        assert!(
            !ru.is_empty() && !ru.contains("Some(") && !ru.contains('{'),
            "{ru}"
        );
        assert_ne!(ru, problem.describe(Lang::En));
    }
}

#[test]
fn a_scenario_file_that_is_not_json_says_where() {
    let problems = problems_of("{ \"format\": 1, ");
    assert_eq!(problems.len(), 1);
    assert!(problems[0].describe(Lang::En).contains("line 1"));
}

#[test]
fn a_rolled_condition_must_give_every_face_one_option() {
    let text = BROKEN.replace(
        r#""events": ["#,
        r#""conditions": [ { "id": "weather", "name": { "en": "Weather", "ru": "Погода" }, "decided": "roll",
             "options": [ { "id": "clear", "name": { "en": "Clear", "ru": "Ясно" }, "roll": [1, 4] },
                          { "id": "fog", "name": { "en": "Fog", "ru": "Туман" }, "roll": [4, 5],
                            "effects": [ { "range_at_most": 3 } ] } ] } ],
           "events": ["#,
    );
    let lines: Vec<String> = problems_of(&text)
        .iter()
        .map(|p| p.describe(Lang::En))
        .collect();
    assert!(
        lines.iter().any(|l| l.contains("face 4 gives 2 options")),
        "{lines:?}"
    );
    assert!(
        lines.iter().any(|l| l.contains("face 6 gives 0 options")),
        "{lines:?}"
    );
}

#[test]
fn units_may_arrive_only_from_a_fixed_army_and_no_more_than_it_has() {
    let text = BROKEN.replace(
        r#"{ "phase": 3, "what": { "reinforcements": { "side": "b", "column": 2 } } }"#,
        r#"{ "phase": 3, "what": { "reinforcements": { "side": "b", "edge": "west", "units": [ { "unit": "line_infantry", "count": 5 } ] } } },
           { "phase": 4, "what": { "reinforcements": { "side": "a", "edge": "east", "units": [ { "unit": "line_infantry", "count": 1 } ] } } },
           { "phase": 5, "what": { "objective_active": "bridge" } }"#,
    );
    let lines: Vec<String> = problems_of(&text)
        .iter()
        .map(|p| p.describe(Lang::En))
        .collect();
    assert!(
        lines
            .iter()
            .any(|l| l.contains("5 of «line_infantry» are to arrive, but the side's army has 4")),
        "{lines:?}"
    );
    assert!(
        lines
            .iter()
            .any(|l| l.contains("event #3") && l.contains("only for a side whose army")),
        "{lines:?}"
    );
    assert!(
        lines
            .iter()
            .any(|l| l.contains("objective «bridge» is not defined")),
        "{lines:?}"
    );
}
