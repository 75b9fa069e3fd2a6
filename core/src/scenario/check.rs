//! The checks of meaning on a scenario that read: its texts in both
//! languages, its references to the lists, its shapes on its table, its
//! dice and its phases. Every problem is reported, each naming its part.

use super::{
    ConditionEffect, Decided, EventKind, FixedArmy, Measure, Scenario, ScenarioElement, TableSize,
};
use crate::army_list::problem::{EntryKind, EntryRef, ListProblem, ProblemKind, RefKind};
use crate::army_list::validate::Checker;
use crate::army_list::Catalog;
use crate::engine::{PerSide, Rect, Shape, Side, Table, TerrainKind};
use crate::roster::{MAX_POINTS, MIN_POINTS};
use std::collections::BTreeSet;

/// The table sizes the pre-game sequence plays on, in UW.
const TABLE_RANGE: (f64, f64) = (9.0, 100.0);
/// The last phase an event may name: far beyond any game's length.
const MAX_PHASE: i64 = 60;
/// The most of one unit a fixed army may name.
const MAX_COUNT: i64 = 99;

pub(super) fn check_scenario(
    file: &str,
    scenario: &Scenario,
    catalog: &Catalog,
    problems: &mut Vec<ListProblem>,
) {
    let mut check = Checker { file, problems };
    let top = EntryRef::FILE;
    check.id(&top, &scenario.id);
    check.text(&top, "name", &scenario.name);
    check.text(&top, "briefing", &scenario.briefing);
    if let Some(era) = &scenario.era {
        if !catalog.eras().iter().any(|e| &e.id == era) {
            let id = era.as_str().to_owned();
            check.report(
                &top,
                "era",
                ProblemKind::UnknownReference {
                    kind: RefKind::Era,
                    id,
                },
            );
        }
    }
    if let Some(points) = scenario.points {
        let (min, max) = (i64::from(MIN_POINTS), i64::from(MAX_POINTS));
        check.range(&top, "points", i64::from(points), min, max);
    }
    let table = table_of(&mut check, scenario.table);
    check_sides(&mut check, scenario, catalog, &table);
    check_terrain(&mut check, scenario.terrain.fixed_elements(), &table);
    check_conditions(&mut check, scenario);
    check_events(&mut check, scenario);
    check_objectives(&mut check, scenario, &table);
    check_victory(&mut check, scenario);
}

/// The scenario's table, or the standard one when it names none (its
/// shapes are then checked on the standard table).
fn table_of(check: &mut Checker, size: Option<TableSize>) -> Table {
    let Some(size) = size else {
        return Table::standard();
    };
    let (min, max) = TABLE_RANGE;
    for (field, value) in [("table.width", size.width), ("table.depth", size.depth)] {
        if !(value.is_finite() && (min..=max).contains(&value)) {
            let value = if value.is_finite() {
                value.round() as i64
            } else {
                0
            };
            check.report(
                &EntryRef::FILE,
                field,
                ProblemKind::OutOfRange {
                    value,
                    min: min as i64,
                    max: max as i64,
                },
            );
        }
    }
    Table::new(size.width, size.depth)
}

fn side_entry(side: Side) -> EntryRef {
    let (index, id) = match side {
        Side::A => (0, "a"),
        Side::B => (1, "b"),
    };
    EntryRef::new(EntryKind::ScenarioSide, index, Some(id))
}

fn check_sides(check: &mut Checker, scenario: &Scenario, catalog: &Catalog, table: &Table) {
    for (side, part) in scenario.sides.iter() {
        let entry = side_entry(side);
        if let Some(name) = &part.name {
            check.text(&entry, "name", name);
        }
        if let Some(zone) = part.zone {
            if !zone_is_sound(&zone, table) {
                check.report(&entry, "zone", ProblemKind::OffTable);
            }
        }
        if let Some(army) = &part.army {
            check_army(check, &entry, army, scenario, catalog);
        }
    }
    let zones = PerSide::from_fn(|side| {
        let zone = scenario.sides[side].zone;
        zone.unwrap_or_else(|| table.deployment_zone(side))
    });
    if overlap(&zones[Side::A], &zones[Side::B]) {
        check.report(&side_entry(Side::B), "zone", ProblemKind::ZonesOverlap);
    }
}

fn zone_is_sound(zone: &Rect, table: &Table) -> bool {
    let finite = zone
        .corners()
        .iter()
        .all(|p| p.x.is_finite() && p.y.is_finite());
    finite
        && zone.width() > 0.0
        && zone.height() > 0.0
        && table.rect().contains_all(&zone.corners())
}

/// Two rectangles share more than an edge.
fn overlap(a: &Rect, b: &Rect) -> bool {
    a.min.x < b.max.x && b.min.x < a.max.x && a.min.y < b.max.y && b.min.y < a.max.y
}

fn check_army(
    check: &mut Checker,
    entry: &EntryRef,
    army: &FixedArmy,
    scenario: &Scenario,
    catalog: &Catalog,
) {
    check.text(entry, "army.name", &army.name);
    let Some(faction) = catalog.faction(&army.faction) else {
        let id = army.faction.as_str().to_owned();
        let kind = ProblemKind::UnknownReference {
            kind: RefKind::Faction,
            id,
        };
        check.report(entry, "army.faction", kind);
        return;
    };
    if let Some(era) = scenario.era.as_ref().filter(|era| **era != faction.era) {
        let kind = ProblemKind::EraOfArmy {
            found: faction.era.as_str().to_owned(),
            expected: era.as_str().to_owned(),
        };
        check.report(entry, "army.faction", kind);
    }
    if army.units.is_empty() {
        check.report(entry, "army.units", ProblemKind::Empty);
    }
    for unit in &army.units {
        if faction.unit(&unit.unit).is_none() {
            let id = unit.unit.as_str().to_owned();
            check.report(
                entry,
                "army.units",
                ProblemKind::UnknownReference {
                    kind: RefKind::Unit,
                    id,
                },
            );
        }
        check.range(entry, "army.units", i64::from(unit.count), 1, MAX_COUNT);
    }
    for asset in &army.assets {
        if faction.asset(&asset.asset).is_none() {
            let id = asset.asset.as_str().to_owned();
            check.report(
                entry,
                "army.assets",
                ProblemKind::UnknownReference {
                    kind: RefKind::Asset,
                    id,
                },
            );
        }
        check.range(entry, "army.assets", i64::from(asset.copies), 1, MAX_COUNT);
    }
}

fn check_terrain(check: &mut Checker, elements: &[ScenarioElement], table: &Table) {
    let mut sound: Vec<(usize, Shape)> = Vec::new();
    for (index, element) in elements.iter().enumerate() {
        let entry = EntryRef::new(EntryKind::TerrainElement, index, None);
        if element.kind == TerrainKind::Emplacement {
            check.report(&entry, "kind", ProblemKind::EmplacementInLayout);
            continue;
        }
        let Some(shape) = sound_shape(check, &entry, &element.outline, table) else {
            continue;
        };
        if let Some((other, _)) = sound.iter().find(|(_, s)| s.overlaps_shape(&shape)) {
            check.report(&entry, "", ProblemKind::Overlaps { other: other + 1 });
        }
        sound.push((index, shape));
    }
}

/// The shape, normalized, when it is an outline on the table.
fn sound_shape(
    check: &mut Checker,
    entry: &EntryRef,
    shape: &Shape,
    table: &Table,
) -> Option<Shape> {
    let shape = match shape.normalized() {
        Ok(shape) => shape,
        Err(problem) => {
            check.report(entry, "shape", ProblemKind::BadOutline { problem });
            return None;
        }
    };
    let rect = table.rect();
    if !shape.within(rect.min, rect.max) {
        check.report(entry, "shape", ProblemKind::OffTable);
        return None;
    }
    Some(shape)
}

fn check_conditions(check: &mut Checker, scenario: &Scenario) {
    let mut ids = BTreeSet::new();
    for (index, condition) in scenario.conditions.iter().enumerate() {
        let entry = EntryRef::new(EntryKind::Condition, index, Some(&condition.id));
        check.id(&entry, &condition.id);
        if !ids.insert(condition.id.as_str()) {
            check.report(
                &entry,
                "id",
                ProblemKind::DuplicateId {
                    id: condition.id.clone(),
                },
            );
        }
        check.text(&entry, "name", &condition.name);
        if condition.options.is_empty() {
            check.report(&entry, "options", ProblemKind::Empty);
        }
        let rolled = condition.decided == Decided::Roll;
        let mut faces = [0usize; 6];
        for option in &condition.options {
            check.id(&entry, &option.id);
            check.text(&entry, "options.name", &option.name);
            match (rolled, option.roll) {
                (true, Some([low, high])) => {
                    check.range(&entry, "options.roll", i64::from(low), 1, 6);
                    check.range(&entry, "options.roll", i64::from(high), i64::from(low), 6);
                    for face in low.max(1)..=high.min(6) {
                        faces[usize::from(face) - 1] += 1;
                    }
                }
                (false, None) => {}
                _ => check.report(&entry, "options.roll", ProblemKind::RollMismatch { rolled }),
            }
            for effect in &option.effects {
                check_effect(check, &entry, effect, scenario);
            }
        }
        if rolled {
            for (face, options) in (1u8..).zip(faces).filter(|(_, n)| *n != 1) {
                check.report(
                    &entry,
                    "options.roll",
                    ProblemKind::FaceCount { face, options },
                );
            }
        }
    }
}

fn check_effect(
    check: &mut Checker,
    entry: &EntryRef,
    effect: &ConditionEffect,
    scenario: &Scenario,
) {
    let field = "options.effects";
    match *effect {
        ConditionEffect::RangeAtMost(uw) => check.range(entry, field, i64::from(uw), 1, 30),
        ConditionEffect::BombardmentDiceLess(dice) => {
            check.range(entry, field, i64::from(dice), 1, 6)
        }
        ConditionEffect::EndShifted(phases) => {
            check.range(entry, field, i64::from(phases), -10, 10);
            if scenario.end_phase().is_none() {
                check.report(entry, field, ProblemKind::NoEndToShift);
            }
        }
        ConditionEffect::StreamsFordable | ConditionEffect::FirstPlayer { .. } => {}
    }
}

fn check_events(check: &mut Checker, scenario: &Scenario) {
    let mut ends = 0;
    for (index, event) in scenario.events.iter().enumerate() {
        let entry = EntryRef::new(EntryKind::ScenarioEvent, index, None);
        check.range(&entry, "phase", i64::from(event.phase), 2, MAX_PHASE);
        match &event.what {
            EventKind::Reinforcements(r) => {
                check_reinforcements(check, &entry, scenario, r.side, r.column, &r.units);
            }
            EventKind::ObjectiveActive(objective) => {
                if !scenario.objectives.iter().any(|o| &o.id == objective) {
                    let kind = ProblemKind::UnknownReference {
                        kind: RefKind::Objective,
                        id: objective.clone(),
                    };
                    check.report(&entry, "objective", kind);
                }
            }
            EventKind::GameEnds => {
                ends += 1;
                if ends > 1 {
                    check.report(&entry, "event", ProblemKind::TwoEnds);
                }
            }
        }
    }
}

fn check_reinforcements(
    check: &mut Checker,
    entry: &EntryRef,
    scenario: &Scenario,
    side: Side,
    column: Option<u8>,
    units: &[crate::army_list::sample::SampleUnit],
) {
    match (column, units.is_empty()) {
        (Some(column), true) => check.range(entry, "column", i64::from(column), 1, 5),
        (None, false) => {
            let Some(army) = &scenario.sides[side].army else {
                check.report(entry, "units", ProblemKind::UnitsOfOwnArmy);
                return;
            };
            for unit in units {
                let has: u32 = army
                    .units
                    .iter()
                    .filter(|u| u.unit == unit.unit)
                    .map(|u| u.count)
                    .sum();
                if unit.count > has || unit.count == 0 {
                    let kind = ProblemKind::MoreThanTheArmy {
                        unit: unit.unit.as_str().to_owned(),
                        asked: unit.count,
                        has,
                    };
                    check.report(entry, "units", kind);
                }
            }
        }
        _ => check.report(entry, "", ProblemKind::ReinforcementsWhat),
    }
}

fn check_objectives(check: &mut Checker, scenario: &Scenario, table: &Table) {
    let mut ids = BTreeSet::new();
    for (index, objective) in scenario.objectives.iter().enumerate() {
        let entry = EntryRef::new(EntryKind::Objective, index, Some(&objective.id));
        check.id(&entry, &objective.id);
        if !ids.insert(objective.id.as_str()) {
            check.report(
                &entry,
                "id",
                ProblemKind::DuplicateId {
                    id: objective.id.clone(),
                },
            );
        }
        check.text(&entry, "name", &objective.name);
        check.range(&entry, "value", i64::from(objective.value), 1, 10);
        sound_shape(check, &entry, &objective.area, table);
    }
}

fn check_victory(check: &mut Checker, scenario: &Scenario) {
    let measures = &scenario.victory.measures;
    let mut seen = BTreeSet::new();
    for measure in measures {
        if !seen.insert(format!("{measure:?}")) {
            let value = serde_json::to_string(measure).unwrap_or_default();
            check.report(
                &EntryRef::FILE,
                "victory.measures",
                ProblemKind::Repeated { value },
            );
        }
    }
    if measures.contains(&Measure::Objectives) && scenario.objectives.is_empty() {
        check.report(
            &EntryRef::FILE,
            "victory.measures",
            ProblemKind::NoObjectives,
        );
    }
}
