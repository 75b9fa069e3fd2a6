//! The general's deployment plan: a pure function from an army, its side,
//! the table, the terrain and the deployment zone to columns, their
//! markers, every unit's placement and the commander's place. The pre-game
//! sequence (columns, column markers, units within 2 UW of their marker,
//! the commander anywhere) can play it out.
//!
//! The plan:
//! - **Cavalry on the wings.** The cavalry is split between the two end
//!   columns.
//! - **Infantry lines in the centre**, in lines one unit deep side by side
//!   (a formation), further ranks behind.
//! - **Artillery with fields of fire**: guns stand in the front rank of
//!   the centre, nothing of their own ahead of them.
//! - **A reserve**: with four or more columns, one stands behind the
//!   centre with a share of the infantry.
//!
//! Every unit of a column stands within 2 UW (edge to edge) of its marker,
//! inside the zone, facing the enemy, on no other unit and out of terrain
//! that would slow or hamper it (broken, very broken, emplacements). A unit
//! for which its column has no room goes to the next column with room;
//! one no column has room for is listed as unplaced.

use crate::army_list::UnitType;
use crate::engine::geometry::point_polygon_distance;
use crate::engine::unit::{corners_at, DEFAULT_DEPTH};
use crate::engine::{Placement, Point, Side, Table, TableUnitId, TerrainElement};
use crate::game::setup::ArmySetup;
use crate::sorting::SortStably;
use serde::{Deserialize, Serialize};

/// A rectangular deployment zone on the table.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Zone {
    pub min: Point,
    pub max: Point,
}

impl Zone {
    fn contains(&self, p: Point) -> bool {
        p.x >= self.min.x - 1e-9
            && p.x <= self.max.x + 1e-9
            && p.y >= self.min.y - 1e-9
            && p.y <= self.max.y + 1e-9
    }
}

/// How far from its column's marker (edge to edge) a unit may stand.
pub const COLUMN_REACH: f64 = 2.0;

/// A side's deployment.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DeploymentPlan {
    /// The units of each column.
    pub columns: Vec<Vec<TableUnitId>>,
    /// Each column's marker.
    pub markers: Vec<Point>,
    /// Where every placed unit stands.
    pub placements: Vec<(TableUnitId, Placement)>,
    /// Where the commander-in-chief stands.
    pub commander: Point,
    /// Units no column had room for (none for an army its zone can hold).
    pub unplaced: Vec<TableUnitId>,
}

/// The deployment frame: the way the side faces and the way across it.
#[derive(Clone, Copy, Debug)]
struct Frame {
    ahead: Point,
    across: Point,
    facing: f64,
}

/// The general's deployment (see the module documentation). `columns` is
/// the number of columns the commander's level allows (at least one).
pub fn plan_deployment(
    army: &ArmySetup,
    side: Side,
    table: &Table,
    terrain: &[TerrainElement],
    zone: Zone,
    columns: usize,
) -> DeploymentPlan {
    let ahead = -table.towards_own_edge(side);
    let frame = Frame {
        ahead,
        across: Point::new(ahead.y, -ahead.x),
        facing: ahead.angle(),
    };
    let groups = assign(army, columns.max(1));
    let markers = marker_points(&zone, &frame, &groups);
    let mut plan = DeploymentPlan {
        columns: vec![Vec::new(); groups.len()],
        markers,
        placements: Vec::new(),
        commander: Point::default(),
        unplaced: Vec::new(),
    };
    for (k, group) in groups.iter().enumerate() {
        for (unit, _) in group {
            let depth = DEFAULT_DEPTH;
            let placed = (0..groups.len())
                .map(|j| (k + j) % groups.len())
                .find_map(|c| {
                    let slot = free_slot(&plan, c, depth, &frame, table, terrain, &zone)?;
                    Some((c, slot))
                });
            match placed {
                Some((c, at)) => {
                    plan.columns[c].push(*unit);
                    plan.placements.push((*unit, at));
                }
                None => plan.unplaced.push(*unit),
            }
        }
    }
    plan.commander = commander_point(&plan, &frame, table, army);
    plan
}

/// The units of each column, in the order they are placed (guns first,
/// then foot, then horse), each with its kind. See the module
/// documentation for who goes where.
fn assign(army: &ArmySetup, columns: usize) -> Vec<Vec<(TableUnitId, UnitType)>> {
    let of = |kind: UnitType| -> Vec<(TableUnitId, UnitType)> {
        army.units
            .iter()
            .filter(|u| u.kind == kind)
            .map(|u| (u.id, u.kind))
            .collect()
    };
    let guns = of(UnitType::Artillery);
    let mut foot = of(UnitType::Infantry);
    let horse = of(UnitType::Cavalry);
    let mut groups: Vec<Vec<(TableUnitId, UnitType)>> = vec![Vec::new(); columns];
    let wings = columns >= 3 && !horse.is_empty();
    let reserve = columns >= 4;
    // The columns of the line, left to right; the reserve last.
    let line: Vec<usize> = (0..columns - usize::from(reserve)).collect();
    let centre: Vec<usize> = if wings {
        line[1..line.len() - 1].to_vec()
    } else {
        line.clone()
    };
    if reserve {
        let share = foot.len() / 4;
        groups[columns - 1].extend(foot.drain(foot.len() - share..));
    }
    deal(&mut groups, &centre, guns);
    deal(&mut groups, &centre, foot);
    if wings {
        let (left, right) = (line[0], line[line.len() - 1]);
        deal(&mut groups, &[left, right], horse);
    } else {
        deal(&mut groups, &centre, horse);
    }
    groups
}

/// `units` dealt in turn to the columns `to`, in blocks so each column
/// holds neighbours.
fn deal(
    groups: &mut [Vec<(TableUnitId, UnitType)>],
    to: &[usize],
    units: Vec<(TableUnitId, UnitType)>,
) {
    if to.is_empty() {
        return;
    }
    let per = units.len().div_ceil(to.len()).max(1);
    for (k, u) in units.into_iter().enumerate() {
        groups[to[(k / per).min(to.len() - 1)]].push(u);
    }
}

/// The columns' markers: the line's columns spread evenly across the zone,
/// 1 UW behind its front; a reserve (a fourth or later column after the
/// line) 2.5 UW behind the middle of the line.
fn marker_points(
    zone: &Zone,
    frame: &Frame,
    groups: &[Vec<(TableUnitId, UnitType)>],
) -> Vec<Point> {
    let corners = [
        zone.min,
        Point::new(zone.max.x, zone.min.y),
        zone.max,
        Point::new(zone.min.x, zone.max.y),
    ];
    let extent = |axis: Point| {
        corners
            .iter()
            .map(|c| c.dot(axis))
            .fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), v| {
                (lo.min(v), hi.max(v))
            })
    };
    let (back, front) = extent(frame.ahead);
    let (left, right) = extent(frame.across);
    let reserve = groups.len() >= 4;
    let line = groups.len() - usize::from(reserve);
    let depth_at = (front - 1.25).max(back + 0.5);
    let point = |across: f64, ahead: f64| frame.across * across + frame.ahead * ahead;
    let spacing = (right - left) / line as f64;
    let mut markers: Vec<Point> = (0..line)
        .map(|k| point(left + spacing * (k as f64 + 0.5), depth_at))
        .collect();
    if reserve {
        markers.push(point(
            (left + right) / 2.0,
            (depth_at - 2.5).max(back + 0.5),
        ));
    }
    markers
}

/// The first free place for a unit of `depth` in column `c`: places on a
/// grid around the marker (1 UW across, the unit's depth front to back),
/// the front rank first and the middle out, that keep the unit within
/// [`COLUMN_REACH`] of the marker, inside the zone and the table, off
/// other units and out of terrain to avoid.
fn free_slot(
    plan: &DeploymentPlan,
    c: usize,
    depth: f64,
    frame: &Frame,
    table: &Table,
    terrain: &[TerrainElement],
    zone: &Zone,
) -> Option<Placement> {
    let marker = *plan.markers.get(c)?;
    let ranks = (-4..=4).map(|r| -f64::from(r) * depth).collect::<Vec<_>>();
    let mut files: Vec<f64> = (-3..=3).map(f64::from).collect();
    files.sort_stably_by(|a, b| a.abs().total_cmp(&b.abs()).then(a.total_cmp(b)));
    let mut ranks_front_first = ranks;
    ranks_front_first.sort_stably_by(|a, b| b.total_cmp(a));
    for ahead in ranks_front_first {
        for across in &files {
            let centre = marker + frame.across * *across + frame.ahead * ahead;
            let placement = Placement {
                centre,
                facing: frame.facing,
            };
            if fits(plan, placement, depth, marker, table, terrain, zone) {
                return Some(placement);
            }
        }
    }
    None
}

/// Whether a unit at `placement` may stand there (see [`free_slot`]).
fn fits(
    plan: &DeploymentPlan,
    placement: Placement,
    depth: f64,
    marker: Point,
    table: &Table,
    terrain: &[TerrainElement],
    zone: &Zone,
) -> bool {
    let corners = corners_at(&placement, depth);
    let near_marker = point_polygon_distance(marker, &corners) <= COLUMN_REACH - 1e-9;
    let inside = corners
        .iter()
        .all(|p| zone.contains(*p) && table.contains(*p));
    let clear = plan.placements.iter().all(|(_, other)| {
        let theirs = corners_at(other, DEFAULT_DEPTH);
        !crate::engine::geometry::polygons_overlap(&corners, &theirs)
    });
    let avoided = terrain.iter().any(|e| {
        let t = e.traits;
        (t.broken || t.very_broken || t.emplacement) && e.shape.overlaps_polygon(&corners)
    });
    near_marker && inside && clear && !avoided
}

/// The commander's place: 1 UW behind the middle of the line's rear, or
/// the nearest point towards the front clear of every unit, on the table.
fn commander_point(plan: &DeploymentPlan, frame: &Frame, table: &Table, army: &ArmySetup) -> Point {
    let _ = army;
    let line: Vec<Point> = plan.placements.iter().map(|(_, p)| p.centre).collect();
    let middle = if line.is_empty() {
        Point::new(table.width / 2.0, table.depth / 2.0)
    } else {
        line.iter().fold(Point::default(), |s, p| s + *p) * (1.0 / line.len() as f64)
    };
    let rear = line
        .iter()
        .map(|p| (*p - middle).dot(frame.ahead))
        .fold(0.0, f64::min);
    let clear = |p: Point| {
        table.contains(p)
            && plan.placements.iter().all(|(_, u)| {
                let corners = corners_at(u, DEFAULT_DEPTH);
                point_polygon_distance(p, &corners) > 0.05
            })
    };
    (0..40)
        .map(|k| middle + frame.ahead * (rear - 1.0 + 0.25 * f64::from(k)))
        .find(|p| clear(*p))
        .unwrap_or(middle)
}
