//! Every file in `army_lists/` loads and validates with zero problems, and
//! every unit's points agree with the points model or say why not.

mod common;

use clouds_core::testing::model_points;
use clouds_core::Lang;
use common::shipped_catalog;
use std::path::Path;

#[test]
fn every_shipped_file_validates_without_problems() {
    let catalog = shipped_catalog();
    let lines: Vec<_> = catalog
        .problems
        .iter()
        .map(|problem| problem.describe(Lang::En))
        .collect();
    assert!(lines.is_empty(), "problems:\n{}", lines.join("\n"));
    let listed: usize = catalog.eras().iter().map(|era| era.factions.len()).sum();
    assert_eq!(catalog.factions().count(), listed);
}

#[test]
fn every_json_file_in_army_lists_is_listed() {
    // A faction file that index.json forgets would silently never load.
    let catalog = shipped_catalog();
    let mut listed: Vec<String> = catalog
        .eras()
        .iter()
        .flat_map(|era| era.factions.iter().cloned())
        .collect();
    listed.push(catalog.index.common.clone());
    listed.push("index.json".into());
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../army_lists");
    let mut stack = vec![root.clone()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|ext| ext == "json") {
                let relative = path
                    .strip_prefix(&root)
                    .unwrap()
                    .to_string_lossy()
                    .replace('\\', "/");
                assert!(
                    listed.contains(&relative),
                    "{relative} is not named in index.json"
                );
            }
        }
    }
}

#[test]
fn every_unit_costs_what_the_points_model_says_or_explains_why() {
    let catalog = shipped_catalog();
    let mut wrong = Vec::new();
    for faction in catalog.factions() {
        for unit in &faction.units {
            let model = model_points(unit, &catalog.glossary);
            if unit.points != model && unit.points_note.is_none() {
                wrong.push(format!(
                    "{} / {}: listed {}, model {model}",
                    faction.id, unit.id, unit.points
                ));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "units off the points model:\n{}",
        wrong.join("\n")
    );
}
