//! The goldfish target built by rule is legal for every shipped faction at
//! every usual size, and spends most of its points.

mod common;

use clouds_core::{check_roster, summarize, target_army, Severity};

#[test]
fn every_faction_gets_a_legal_target_that_uses_its_points() {
    let catalog = common::shipped_catalog();
    for faction in catalog.factions() {
        for points in [200, 400, 500, 1000] {
            let roster = target_army(faction, &catalog.glossary, points, "target");
            let errors: Vec<_> = check_roster(&roster, faction, &catalog.glossary)
                .into_iter()
                .filter(|d| d.severity == Severity::Error)
                .collect();
            assert!(errors.is_empty(), "{} at {points}: {errors:?}", faction.id);
            let total = summarize(&roster, faction, &catalog.glossary).total;
            assert!(
                total * 10 >= points * 8,
                "{} at {points} spends only {total}",
                faction.id
            );
        }
    }
}

#[test]
fn the_rule_takes_main_units_first_and_is_repeatable() {
    let catalog = common::shipped_catalog();
    let faction = catalog.factions().next().unwrap();
    let a = target_army(faction, &catalog.glossary, 400, "x");
    let b = target_army(faction, &catalog.glossary, 400, "x");
    assert_eq!(a, b);
    let first = faction
        .units
        .iter()
        .find(|u| u.category == clouds_core::Category::Main)
        .unwrap();
    assert_eq!(a.units[0].unit, first.id);
}
