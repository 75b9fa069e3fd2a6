//! The price report against the shipped lists, without playing a game:
//! `core/tests/fixtures/prices/measured.json` holds every unit's value in
//! whole games between generals and in the duels, as
//! `cargo run --release -p clouds_core --example price_check -- --battles --figures`
//! measured them (about half an hour; army_lists/README.md, "Prices
//! checked by battles"). Every shipped unit must have been measured at its
//! statline of today, and every price must lie within 15% of the unit's
//! value in whole games, or carry a note saying why: a `points_note` in its
//! list, or a note of the report that names it.

mod common;

#[path = "../examples/price_check/figures.rs"]
mod figures;

use common::shipped_catalog;
use figures::{statline_hash, Figures, TOLERANCE};
use std::path::Path;

fn figures() -> Figures {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(figures::FIGURES);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn every_unit_was_measured_at_its_statline_of_today() {
    let catalog = shipped_catalog();
    let figures = figures();
    let mut stale = Vec::new();
    for faction in catalog.factions() {
        for unit in &faction.units {
            let measured = figures
                .units
                .iter()
                .find(|u| u.faction == faction.id.as_str() && u.unit == unit.id.as_str());
            match measured {
                None => stale.push(format!("{} / {}: not measured", faction.id, unit.id)),
                Some(m) if m.statline != statline_hash(unit) => stale.push(format!(
                    "{} / {}: its statline changed since it was measured",
                    faction.id, unit.id
                )),
                Some(_) => {}
            }
        }
    }
    assert!(
        stale.is_empty(),
        "measure these units again (price_check --battles --figures):\n{}",
        stale.join("\n")
    );
}

#[test]
fn every_price_lies_within_15_percent_of_its_value_in_battles_or_says_why() {
    let catalog = shipped_catalog();
    let figures = figures();
    let mut unexplained = Vec::new();
    for faction in catalog.factions() {
        for unit in &faction.units {
            let Some(m) = figures
                .units
                .iter()
                .find(|u| u.faction == faction.id.as_str() && u.unit == unit.id.as_str())
            else {
                continue; // the test above names it
            };
            let difference = m.difference(unit.points);
            let noted = unit.points_note.is_some()
                || figures.notes.iter().any(|n| n.names(&faction.id, &unit.id));
            if difference.abs() > TOLERANCE && !noted {
                unexplained.push(format!(
                    "{} / {}: {} points, worth {:.1} in battles ({:+.0}%)",
                    faction.id,
                    unit.id,
                    unit.points,
                    m.value,
                    difference * 100.0
                ));
            }
        }
    }
    assert!(
        unexplained.is_empty(),
        "prices more than 15% from their value in battles, with no note:\n{}",
        unexplained.join("\n")
    );
}

#[test]
fn every_note_of_the_report_names_shipped_units_and_says_something() {
    let catalog = shipped_catalog();
    let figures = figures();
    for note in &figures.notes {
        assert!(note.note.trim().len() > 20, "a note too short: {note:?}");
        for name in &note.units {
            let found = catalog.factions().any(|f| {
                f.units.iter().any(|u| match name.split_once('/') {
                    Some((faction, unit)) => f.id.as_str() == faction && u.id.as_str() == unit,
                    None => u.id.as_str() == name,
                })
            });
            assert!(found, "the report's note names «{name}», which no list has");
        }
    }
}

#[test]
fn the_figures_hold_their_intervals_and_the_fit_s_errors() {
    let figures = figures();
    assert!(!figures.calibration.is_empty());
    for era in &figures.calibration {
        assert!(era.beta > 0.0 && era.error >= 0.0, "{era:?}");
    }
    assert_eq!(figures.fit.len(), 2, "both folds of the fit");
    for unit in &figures.units {
        assert!(
            unit.low <= unit.value && unit.value <= unit.high,
            "{}/{}: {} outside {}–{}",
            unit.faction,
            unit.unit,
            unit.value,
            unit.low,
            unit.high
        );
    }
}

// ------------------------------------------------- inversions a player sees

use clouds_core::{Catalog, Faction, Glossary, RuleEffect, Unit};

/// Whether `a` is at least as good as `b` in every number and rule: the
/// same kind, as fast, as short a retreat, as much strength, morale and
/// close combat, as good a discipline, a fire weapon reaching as far with
/// as many dice (if `b` has one), every rule of `b` that helps (light,
/// veteran, armour, cover, scouts, pikes, pistols, lance), untrained only
/// if `b` is, and bombardment as far and as hard (if `b` bombards).
fn at_least_as_good(a: &Unit, b: &Unit, glossary: &Glossary) -> bool {
    let effects = |u: &Unit| u.effects(glossary).cloned().collect::<Vec<RuleEffect>>();
    let (ea, eb) = (effects(a), effects(b));
    let helps = [
        RuleEffect::Light,
        RuleEffect::Veteran,
        RuleEffect::Armor,
        RuleEffect::UseCover,
        RuleEffect::Scouts,
    ];
    let tags_of = |u: &Unit| {
        u.special_rules
            .iter()
            .filter(|r| {
                glossary
                    .rule(&r.id)
                    .is_some_and(|g| g.effect == RuleEffect::Tag)
            })
            .map(|r| r.id.clone())
            .collect::<Vec<_>>()
    };
    let fire = match (&a.fire, &b.fire) {
        (_, None) => true,
        (None, Some(_)) => false,
        (Some(fa), Some(fb)) => fa.range >= fb.range && fa.dice >= fb.dice,
    };
    let bombardment = match (a.bombardment(glossary), b.bombardment(glossary)) {
        (_, None) => true,
        (None, Some(_)) => false,
        (Some((ra, pa)), Some((rb, pb))) => ra >= rb && pa >= pb,
    };
    a.unit_type(glossary) == b.unit_type(glossary)
        && a.speed.simple >= b.speed.simple
        && a.speed.difficult >= b.speed.difficult
        && a.retreat.mean_tenths() <= b.retreat.mean_tenths()
        && a.strength >= b.strength
        && a.morale >= b.morale
        && a.close_combat >= b.close_combat
        && a.discipline <= b.discipline
        && fire
        && bombardment
        && helps.iter().all(|h| !eb.contains(h) || ea.contains(h))
        && (!ea.contains(&RuleEffect::Untrained) || eb.contains(&RuleEffect::Untrained))
        && tags_of(b).iter().all(|t| tags_of(a).contains(t))
}

/// Every pair of units of a faction, the cheaper first.
fn cheaper_pairs(faction: &Faction) -> impl Iterator<Item = (&Unit, &Unit)> {
    faction.units.iter().flat_map(move |a| {
        faction
            .units
            .iter()
            .filter(move |b| a.points < b.points)
            .map(move |b| (a, b))
    })
}

fn offered(catalog: &Catalog) -> impl Iterator<Item = &Faction> {
    catalog
        .factions()
        .filter(|f| catalog.factions_of(&f.era).any(|o| o.id == f.id))
}

#[test]
fn no_unit_costs_less_than_one_it_matches_in_everything() {
    let catalog = shipped_catalog();
    let mut inverted = Vec::new();
    for faction in offered(&catalog) {
        for (a, b) in cheaper_pairs(faction) {
            if at_least_as_good(a, b, &catalog.glossary) {
                inverted.push(format!(
                    "{}: {} ({}) is at least as good as {} ({}) in everything",
                    faction.id, a.id, a.points, b.id, b.points
                ));
            }
        }
    }
    assert!(inverted.is_empty(), "{}", inverted.join("\n"));
}

#[test]
fn a_gun_cheaper_than_one_it_outbombards_says_why() {
    // The rocket troop once cost 10 beside the Royal Horse Artillery's 16,
    // though its rockets reach farther: a player sees that at once.
    let catalog = shipped_catalog();
    let mut unexplained = Vec::new();
    for faction in offered(&catalog) {
        for (a, b) in cheaper_pairs(faction) {
            let (Some((ra, pa)), Some((rb, pb))) = (
                a.bombardment(&catalog.glossary),
                b.bombardment(&catalog.glossary),
            ) else {
                continue;
            };
            let as_fast =
                a.speed.simple >= b.speed.simple && a.speed.difficult >= b.speed.difficult;
            if ra >= rb && pa >= pb && as_fast && a.points_note.is_none() {
                unexplained.push(format!(
                    "{}: {} ({}) bombards as far and as hard as {} ({}), as fast, with no note",
                    faction.id, a.id, a.points, b.id, b.points
                ));
            }
        }
    }
    assert!(unexplained.is_empty(), "{}", unexplained.join("\n"));
}

#[test]
fn no_foot_that_outranges_line_infantry_costs_less_than_it_unexplained() {
    // British riflemen once cost 13 beside line infantry's 15.
    let catalog = shipped_catalog();
    let line = |u: &Unit| {
        u.fire.as_ref().is_some_and(|f| f.range == 2 && f.dice == 2)
            && (u.speed.simple, u.speed.difficult) == (2, 1)
            && (u.strength, u.morale, u.discipline, u.close_combat) == (1, 2, 4, 2)
            && u.special_rules.len() == 1
            && u.unit_type(&catalog.glossary) == Some(clouds_core::UnitType::Infantry)
    };
    let mut unexplained = Vec::new();
    let mut compared = 0;
    for faction in offered(&catalog) {
        for (a, b) in cheaper_pairs(faction).filter(|(_, b)| line(b)) {
            compared += 1;
            let outranges = a.fire.as_ref().is_some_and(|f| f.range > 2 && f.dice >= 2);
            if outranges && a.points_note.is_none() {
                unexplained.push(format!(
                    "{}: {} ({}) outranges {} ({}) and costs less, with no note",
                    faction.id, a.id, a.points, b.id, b.points
                ));
            }
        }
    }
    assert!(compared > 0, "no faction has line infantry");
    assert!(unexplained.is_empty(), "{}", unexplained.join("\n"));
}

#[test]
fn every_unit_at_the_floor_of_5_says_why() {
    // No unit that brings a point of morale costs less than the cheapest
    // levies, 5 (army_lists/README.md): every unit at that floor says
    // whether it is worth it, by both measures.
    let catalog = shipped_catalog();
    for faction in offered(&catalog) {
        for unit in faction.units.iter().filter(|u| u.points <= 5) {
            assert!(
                unit.points_note.is_some(),
                "{} / {} costs {} with no note",
                faction.id,
                unit.id,
                unit.points
            );
        }
    }
}
