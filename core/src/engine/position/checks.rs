//! Building a position: every check a position must pass, each problem
//! named, all of them at once.

use super::{remembered::WorkedOut, Field, Item, Position, PositionError, MAX_TABLE_SIDE};
use crate::engine::combat_zone::CombatMarker;
use crate::engine::commander::Commander;
use crate::engine::geometry::{contains_point, overlap_depth, rectangles_overlap, Point, EPSILON};
use crate::engine::scene::stands_in;
use crate::engine::table::Table;
use crate::engine::terrain::TerrainElement;
use crate::engine::unit::{TableUnit, TableUnitId, MAX_DEPTH};

pub(super) fn check_finite(
    errors: &mut Vec<PositionError>,
    item: Item,
    values: &[(f64, Field)],
) -> bool {
    let mut ok = true;
    for (value, field) in values {
        if !value.is_finite() {
            errors.push(PositionError::NotFinite {
                item,
                field: *field,
            });
            ok = false;
        }
    }
    ok
}

/// A commander's own checks, into `errors`: its numbers, on the table
/// (when the table is sound), and off every sound unit (`units`: their ids
/// and corners).
pub(super) fn check_commander<'a>(
    errors: &mut Vec<PositionError>,
    commander: &Commander,
    table: Option<&Table>,
    units: impl Iterator<Item = (TableUnitId, &'a [Point; 4])>,
) {
    let at = commander.at;
    if !check_finite(
        errors,
        Item::Commander(commander.id),
        &[(at.x, Field::X), (at.y, Field::Y)],
    ) {
        return;
    }
    if table.is_some_and(|t| !t.contains(at)) {
        errors.push(PositionError::CommanderOffTable {
            commander: commander.id,
            at,
        });
    }
    for (unit, corners) in units {
        if contains_point(&corners[..], at, -EPSILON) {
            errors.push(PositionError::CommanderOnUnit {
                commander: commander.id,
                unit,
                at,
            });
        }
    }
}

impl Position {
    /// Checks and builds a position; on failure, every problem found.
    pub fn new(
        table: Table,
        terrain: Vec<TerrainElement>,
        units: Vec<TableUnit>,
        commanders: Vec<Commander>,
        markers: Vec<CombatMarker>,
    ) -> Result<Position, Vec<PositionError>> {
        let mut errors = Vec::new();
        let sound_table = check_table(&mut errors, &table).then_some(&table);
        let (terrain, terrain_ok) = check_terrain(&mut errors, terrain);
        let corners: Vec<[Point; 4]> = units.iter().map(TableUnit::corners).collect();
        let sound = check_units(&mut errors, &units, &corners, sound_table);
        check_overlaps(&mut errors, &units, &corners, &sound);
        if terrain_ok {
            check_emplacements(&mut errors, &terrain, &units, &corners, &sound);
        }
        for (i, commander) in commanders.iter().enumerate() {
            if commanders[..i].iter().any(|c| c.id == commander.id) {
                errors.push(PositionError::DuplicateCommander {
                    commander: commander.id,
                });
            }
            let sound_units = units
                .iter()
                .zip(&corners)
                .zip(&sound)
                .filter(|(_, ok)| **ok)
                .map(|((u, c), _)| (u.id, c));
            check_commander(&mut errors, commander, sound_table, sound_units);
        }
        check_markers(&mut errors, &markers, sound_table);
        if !errors.is_empty() {
            return Err(errors);
        }
        Ok(Position {
            table,
            terrain: terrain.into(),
            units: std::sync::Arc::new(units),
            commanders,
            markers,
            worked_out: WorkedOut::default(),
        })
    }
}

/// The table's numbers and size; whether it is sound (the checks on the
/// table's edges need one).
fn check_table(errors: &mut Vec<PositionError>, table: &Table) -> bool {
    let finite = check_finite(
        errors,
        Item::Table,
        &[(table.width, Field::Width), (table.depth, Field::Depth)],
    );
    let in_range = |side: f64| side > 0.0 && side <= MAX_TABLE_SIDE;
    if finite && !(in_range(table.width) && in_range(table.depth)) {
        errors.push(PositionError::BadTableSize {
            width: table.width,
            depth: table.depth,
        });
        return false;
    }
    finite
}

/// Each element's shape, normalised where it can be; whether every shape
/// is sound.
fn check_terrain(
    errors: &mut Vec<PositionError>,
    terrain: Vec<TerrainElement>,
) -> (Vec<TerrainElement>, bool) {
    let mut sound = true;
    let mut checked = Vec::with_capacity(terrain.len());
    for (index, element) in terrain.into_iter().enumerate() {
        match element.shape.normalized() {
            Ok(shape) => checked.push(TerrainElement { shape, ..element }),
            Err(problem) => {
                errors.push(PositionError::BadTerrainShape {
                    element: index,
                    problem,
                });
                sound = false;
                checked.push(element);
            }
        }
    }
    (checked, sound)
}

/// Each unit's numbers, depth, id and place on the (sound) table; which
/// units are sound enough to check against the others.
fn check_units(
    errors: &mut Vec<PositionError>,
    units: &[TableUnit],
    corners: &[[Point; 4]],
    table: Option<&Table>,
) -> Vec<bool> {
    let mut sound = vec![false; units.len()];
    for (i, unit) in units.iter().enumerate() {
        let mut ok = check_finite(
            errors,
            Item::Unit(unit.id),
            &[
                (unit.placement.centre.x, Field::X),
                (unit.placement.centre.y, Field::Y),
                (unit.placement.facing, Field::Facing),
                (unit.depth, Field::Depth),
            ],
        );
        if ok && !(unit.depth > EPSILON && unit.depth <= MAX_DEPTH) {
            errors.push(PositionError::BadUnitDepth {
                unit: unit.id,
                depth: unit.depth,
            });
            ok = false;
        }
        if units[..i].iter().any(|u| u.id == unit.id) {
            errors.push(PositionError::DuplicateUnit { unit: unit.id });
        }
        let off_table = table
            .filter(|_| ok)
            .and_then(|table| corners[i].iter().find(|c| !table.contains(**c)));
        if let Some(corner) = off_table {
            errors.push(PositionError::UnitOffTable {
                unit: unit.id,
                corner: *corner,
            });
        }
        sound[i] = ok;
    }
    sound
}

/// Every pair of sound units that overlap.
fn check_overlaps(
    errors: &mut Vec<PositionError>,
    units: &[TableUnit],
    corners: &[[Point; 4]],
    sound: &[bool],
) {
    for i in 0..units.len() {
        for j in (i + 1)..units.len() {
            if !(sound[i] && sound[j]) {
                continue;
            }
            let (a, b) = (&units[i], &units[j]);
            if a.placement.centre.distance(b.placement.centre) > a.radius() + b.radius() {
                continue;
            }
            if rectangles_overlap(&corners[i], &corners[j]) {
                errors.push(PositionError::UnitsOverlap {
                    first: a.id,
                    second: b.id,
                    depth: overlap_depth(&corners[i], &corners[j]),
                    at: (a.placement.centre + b.placement.centre) * 0.5,
                });
            }
        }
    }
}

/// Every emplacement that more than one sound unit stands in, read as the
/// rules read a unit in one (`Scene::in_emplacement`): a unit in contact
/// with an emplaced unit crosses the emplacement's outline, and is not in
/// it.
fn check_emplacements(
    errors: &mut Vec<PositionError>,
    terrain: &[TerrainElement],
    units: &[TableUnit],
    corners: &[[Point; 4]],
    sound: &[bool],
) {
    for (index, element) in terrain.iter().enumerate() {
        if !element.traits.emplacement {
            continue;
        }
        let inside: Vec<TableUnitId> = units
            .iter()
            .zip(corners)
            .zip(sound)
            .filter(|((u, c), ok)| {
                **ok && stands_in(u.placement.centre, u.radius(), c, &element.shape)
            })
            .map(|((u, _), _)| u.id)
            .collect();
        if inside.len() > 1 {
            errors.push(PositionError::CrowdedEmplacement {
                element: index,
                units: inside,
            });
        }
    }
}

/// Each marker's id, numbers and place on the (sound) table.
fn check_markers(errors: &mut Vec<PositionError>, markers: &[CombatMarker], table: Option<&Table>) {
    for (i, marker) in markers.iter().enumerate() {
        if markers[..i].iter().any(|m| m.id == marker.id) {
            errors.push(PositionError::DuplicateMarker { marker: marker.id });
        }
        let finite = check_finite(
            errors,
            Item::Marker(marker.id),
            &[(marker.at.x, Field::X), (marker.at.y, Field::Y)],
        );
        if finite && table.is_some_and(|t| !t.contains(marker.at)) {
            errors.push(PositionError::MarkerOffTable {
                marker: marker.id,
                at: marker.at,
            });
        }
    }
}
