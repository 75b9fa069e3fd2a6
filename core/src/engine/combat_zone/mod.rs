//! Combat markers: the 2 UW radius, where the next marker goes, which
//! markers make one combat, and how close each unit is to the enemy.
//!
//! - A unit is **in combat** when any part of it is within 2 UW of a
//!   marker's centre.
//! - The **marker placement** must bring the largest number of engaged
//!   units not yet in combat (both sides counted) within 2 UW, with at least
//!   one unit of each side (any unit, already in combat or not) within it.
//! - Markers that share a unit (one unit within 2 UW of both) are **one
//!   combat**, and so on transitively.
//! - A unit's **closeness to the enemy** is its distance to the nearest
//!   enemy unit in its combat; hits go to the closest first, and units
//!   equally close are the owner's choice.
//!
//! How the placement is searched (see `docs/RULES_NOTES.md`): the points
//! within 2 UW of a unit form a rounded rectangle. The best count is reached
//! somewhere where such outlines cross, or inside one, so the candidates are
//! every crossing of two outlines (segments and arcs, taken as whole lines
//! and circles), every unit's centre and corners (where units in contact
//! meet), and a 0.25 UW grid over the ground within 2 UW of a wanted unit
//! (coarser when that ground covers more than 1,250 square UW). Of
//! the candidates with the largest count (and both sides present), the one
//! farthest inside all the counted units' radii wins (so a small slip does
//! not drop a unit out), then the lowest `y`, then the lowest `x`.
//!
//! Its rooms: [`spots`] (where a marker may go, and the engine's choice),
//! [`candidates`] (the points tried: the grid, the outlines and their
//! crossings) and [`search`] (counting the units a point brings in, with
//! the shortcuts that keep the answer as it was).

use super::geometry::{point_polygon_distance, Aabb, Extremes, Point, EPSILON};
use super::scene::Scene;
use super::unit::TableUnitId;
use crate::engine::geometry::polygon_distance;
use crate::sorting::SortStably;
use serde::{Deserialize, Serialize};
pub(crate) use spots::{best_marker, marker_at, marker_spots};

mod candidates;
mod search;
mod spots;

/// Units within this distance of a marker's centre are in its combat.
pub const COMBAT_RADIUS: f64 = 2.0;

/// The spacing of the grid of candidate marker points, in UW.
pub(crate) const MARKER_GRID: f64 = 0.25;

/// The most grid points the search tries; a wider area gets a coarser grid
/// (a 0.25 UW grid covers 1,250 square UW, several standard tables' worth of
/// fighting).
const MAX_GRID_POINTS: f64 = 20_000.0;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct MarkerId(pub u32);

/// A combat marker: a point with a price (1 when placed; retreats raise it).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct CombatMarker {
    pub id: MarkerId,
    pub at: Point,
    pub price: u32,
}

impl CombatMarker {
    pub fn new(id: u32, x: f64, y: f64) -> CombatMarker {
        CombatMarker {
            id: MarkerId(id),
            at: Point::new(x, y),
            price: 1,
        }
    }
}

/// Where the next marker must go, and what it brings into combat.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MarkerPlacement {
    pub at: Point,
    /// The engaged units not yet in combat that it brings in, in position order.
    pub brings_in: Vec<TableUnitId>,
    /// How far inside the radius the least-inside of those units is, in UW.
    pub margin: f64,
}

/// One combat: markers joined by shared units, and every unit in it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Combat {
    pub markers: Vec<MarkerId>,
    /// In position order.
    pub units: Vec<TableUnitId>,
}

/// Whether unit `i` is within the radius of a marker at `at`.
pub(crate) fn within(scene: &Scene, i: usize, at: Point) -> bool {
    // A point farther from the unit's box along x or y than the radius (and
    // a hair) is farther from the unit: no need to measure.
    let (b, reach) = (&scene.boxes[i], COMBAT_RADIUS + EPSILON + 1e-9);
    if at.x < b.min.x - reach
        || at.x > b.max.x + reach
        || at.y < b.min.y - reach
        || at.y > b.max.y + reach
    {
        return false;
    }
    point_polygon_distance(at, &scene.corners[i]) <= COMBAT_RADIUS + EPSILON
}

/// The units in combat with any of `markers`, as indices.
pub(crate) fn in_combat(scene: &Scene, markers: &[CombatMarker]) -> Vec<bool> {
    (0..scene.units.len())
        .map(|i| markers.iter().any(|m| within(scene, i, m.at)))
        .collect()
}

/// The combats: markers that share a unit are merged; ordered by their
/// first marker.
pub(crate) fn combats(scene: &Scene, markers: &[CombatMarker]) -> Vec<Combat> {
    let members: Vec<Vec<usize>> = markers
        .iter()
        .map(|m| {
            (0..scene.units.len())
                .filter(|&i| within(scene, i, m.at))
                .collect()
        })
        .collect();
    let mut group: Vec<usize> = (0..markers.len()).collect();
    fn root(group: &mut [usize], mut i: usize) -> usize {
        while group[i] != i {
            group[i] = group[group[i]];
            i = group[i];
        }
        i
    }
    for a in 0..markers.len() {
        for b in (a + 1)..markers.len() {
            if members[a].iter().any(|u| members[b].contains(u)) {
                let (ra, rb) = (root(&mut group, a), root(&mut group, b));
                if ra != rb {
                    group[ra.max(rb)] = ra.min(rb);
                }
            }
        }
    }
    let mut out: Vec<(usize, Combat, Vec<usize>)> = Vec::new();
    for (m, marker) in markers.iter().enumerate() {
        let r = root(&mut group, m);
        let entry = match out.iter().position(|(root, ..)| *root == r) {
            Some(e) => e,
            None => {
                out.push((
                    r,
                    Combat {
                        markers: Vec::new(),
                        units: Vec::new(),
                    },
                    Vec::new(),
                ));
                out.len() - 1
            }
        };
        out[entry].1.markers.push(marker.id);
        out[entry].2.extend(members[m].iter().copied());
    }
    out.into_iter()
        .map(|(_, mut combat, mut units)| {
            units.sort_stably();
            units.dedup();
            combat.units = units.into_iter().map(|i| scene.units[i].id).collect();
            combat
        })
        .collect()
}

/// How close unit `i` is to the enemy in a combat: the distance to the
/// nearest enemy unit among `members` (indices); `None` if none is there.
/// An enemy whose box is plainly farther (along x or y) than the nearest
/// measured so far is farther than it: it is not measured.
pub(crate) fn closeness(scene: &Scene, i: usize, members: &[usize]) -> Option<f64> {
    let mut nearest: Option<f64> = None;
    for &k in members {
        if scene.units[k].side == scene.units[i].side
            || nearest.is_some_and(|n| box_gap(&scene.boxes[i], &scene.boxes[k]) > n + 1e-9)
        {
            continue;
        }
        let d = polygon_distance(&scene.corners[i], &scene.corners[k]);
        nearest = Some(nearest.map_or(d, |n| n.lesser(d)));
    }
    nearest
}

/// How far apart two boxes are along x or y, whichever is more (0 if
/// they meet): no point of one is nearer than that to the other.
fn box_gap(a: &Aabb, b: &Aabb) -> f64 {
    let x = (a.min.x - b.max.x).greater(b.min.x - a.max.x);
    let y = (a.min.y - b.max.y).greater(b.min.y - a.max.y);
    x.greater(y).greater(0.0)
}
