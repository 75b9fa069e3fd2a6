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

use super::fire::engaged_pairs;
use super::geometry::{
    circle_circle_intersections, point_polygon_distance, segment_circle_intersections,
    segment_intersection, Aabb, Point, RectangleFrame, EPSILON,
};
use super::scene::Scene;
use super::table::{Side, Table};
use super::unit::TableUnitId;
use serde::{Deserialize, Serialize};

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
            units.sort_unstable();
            units.dedup();
            combat.units = units.into_iter().map(|i| scene.units[i].id).collect();
            combat
        })
        .collect()
}

/// The grid points within 2 UW of the box of any wanted unit (only there
/// can a point bring one in), each once, on the 0.25 UW grid, or a coarser
/// one when the boxes together cover more than [`MAX_GRID_POINTS`] of them.
fn grid_points(scene: &Scene, table: &Table, wanted: &[usize]) -> Vec<Point> {
    let areas: Vec<Aabb> = wanted
        .iter()
        .filter_map(|&w| {
            let grown = scene.boxes[w].grown(COMBAT_RADIUS);
            let min = Point::new(grown.min.x.max(0.0), grown.min.y.max(0.0));
            let max = Point::new(grown.max.x.min(table.width), grown.max.y.min(table.depth));
            (min.x <= max.x && min.y <= max.y).then_some(Aabb { min, max })
        })
        .collect();
    let covered: f64 = areas
        .iter()
        .map(|a| (a.max.x - a.min.x) * (a.max.y - a.min.y))
        .sum();
    let spacing = MARKER_GRID.max((covered / MAX_GRID_POINTS).sqrt());
    if !spacing.is_finite() {
        return Vec::new();
    }
    let mut cells: Vec<(i64, i64)> = Vec::new();
    for area in &areas {
        let (gx0, gx1) = (
            (area.min.x / spacing).ceil(),
            (area.max.x / spacing).floor(),
        );
        let (gy0, gy1) = (
            (area.min.y / spacing).ceil(),
            (area.max.y / spacing).floor(),
        );
        for gy in gy0 as i64..=gy1 as i64 {
            for gx in gx0 as i64..=gx1 as i64 {
                cells.push((gy, gx));
            }
        }
    }
    cells.sort_unstable();
    cells.dedup();
    cells
        .into_iter()
        .map(|(gy, gx)| Point::new(gx as f64 * spacing, gy as f64 * spacing))
        .collect()
}

/// The outline of the area within 2 UW of a rectangle, as the lines and
/// circles it is made of (whole circles: extra crossings only add harmless
/// candidates).
fn outline(corners: &[Point; 4]) -> ([(Point, Point); 4], [Point; 4]) {
    let mut segments = [(Point::default(), Point::default()); 4];
    for i in 0..4 {
        let (a, b) = (corners[i], corners[(i + 1) % 4]);
        let edge = b - a;
        let outward = Point::new(edge.y, -edge.x).normalized().unwrap_or_default() * COMBAT_RADIUS;
        segments[i] = (a + outward, b + outward);
    }
    (segments, *corners)
}

/// The best place for the next marker, or `None` if no engaged unit is out
/// of combat or no point reaches units of both sides.
pub(crate) fn best_marker(
    scene: &Scene,
    table: &Table,
    markers: &[CombatMarker],
) -> Option<MarkerPlacement> {
    let n = scene.units.len();
    let mut engaged = vec![false; n];
    for (i, j) in engaged_pairs(scene) {
        engaged[i] = true;
        engaged[j] = true;
    }
    let busy = in_combat(scene, markers);
    let wanted: Vec<usize> = (0..n).filter(|&i| engaged[i] && !busy[i]).collect();
    if wanted.is_empty() {
        return None;
    }
    let reach = COMBAT_RADIUS * 2.0 + 2.0;
    let near_wanted = |k: usize| {
        wanted
            .iter()
            .any(|&w| scene.boxes[w].near(&scene.boxes[k], reach))
    };
    let relevant: Vec<usize> = (0..n).filter(|&k| near_wanted(k)).collect();

    let mut candidates: Vec<Point> = Vec::new();
    for &k in &relevant {
        candidates.push(scene.units[k].placement.centre);
        candidates.extend(scene.corners[k]);
    }
    let outlines: Vec<_> = relevant
        .iter()
        .map(|&k| outline(&scene.corners[k]))
        .collect();
    for (x, &a) in relevant.iter().enumerate() {
        for (y, &b) in relevant.iter().enumerate().skip(x + 1) {
            if !(wanted.contains(&a) || wanted.contains(&b))
                || !scene.boxes[a].near(&scene.boxes[b], COMBAT_RADIUS * 2.0 + EPSILON)
            {
                continue;
            }
            let (segs_a, circles_a) = &outlines[x];
            let (segs_b, circles_b) = &outlines[y];
            for (p, q) in segs_a {
                for (r, s) in segs_b {
                    candidates.extend(segment_intersection(*p, *q, *r, *s));
                }
                for c in circles_b {
                    candidates.extend(segment_circle_intersections(*p, *q, *c, COMBAT_RADIUS));
                }
            }
            for c in circles_a {
                for (r, s) in segs_b {
                    candidates.extend(segment_circle_intersections(*r, *s, *c, COMBAT_RADIUS));
                }
                for d in circles_b {
                    candidates.extend(circle_circle_intersections(
                        *c,
                        COMBAT_RADIUS,
                        *d,
                        COMBAT_RADIUS,
                    ));
                }
            }
        }
    }
    candidates.extend(grid_points(scene, table, &wanted));

    // Buckets of 2 UW squares over the table, each listing the relevant
    // units whose box, grown by the radius, reaches into it: a candidate
    // looks only at its own bucket's units (in the same order as before).
    let cell = COMBAT_RADIUS;
    let columns = ((table.width / cell).floor().max(0.0) as usize).min(1000) + 1;
    let rows = ((table.depth / cell).floor().max(0.0) as usize).min(1000) + 1;
    let bucket_of = |v: f64, count: usize| ((v / cell).floor().max(0.0) as usize).min(count - 1);
    let mut buckets: Vec<Vec<usize>> = vec![Vec::new(); columns * rows];
    for &k in &relevant {
        let grown = scene.boxes[k].grown(COMBAT_RADIUS + EPSILON);
        let (c0, c1) = (
            bucket_of(grown.min.x, columns),
            bucket_of(grown.max.x, columns),
        );
        let (r0, r1) = (bucket_of(grown.min.y, rows), bucket_of(grown.max.y, rows));
        for r in r0..=r1 {
            for c in c0..=c1 {
                buckets[r * columns + c].push(k);
            }
        }
    }
    let mut frames: Vec<Option<RectangleFrame>> = vec![None; n];
    for &k in &relevant {
        frames[k] = RectangleFrame::of(&scene.corners[k]);
    }
    let mut best: Option<(usize, f64, Point, Vec<usize>)> = None;
    // One buffer for every candidate's units; the best keeps a copy.
    let mut brought: Vec<usize> = Vec::new();
    for p in candidates {
        if !p.is_finite() || !table.contains(p) {
            continue;
        }
        let p = Point::new(p.x.clamp(0.0, table.width), p.y.clamp(0.0, table.depth));
        let bucket = &buckets[bucket_of(p.y, rows) * columns + bucket_of(p.x, columns)];
        // A box farther than the radius holds no point within it.
        let box_reaches = |k: usize| {
            let (b, reach) = (&scene.boxes[k], COMBAT_RADIUS + EPSILON);
            p.x >= b.min.x - reach
                && p.x <= b.max.x + reach
                && p.y >= b.min.y - reach
                && p.y <= b.max.y + reach
        };
        // A point that could not bring in as many units as the best so far
        // cannot beat it: skip it before measuring anything.
        let could_bring = bucket
            .iter()
            .filter(|&&k| engaged[k] && !busy[k] && box_reaches(k))
            .count();
        if could_bring == 0 || best.as_ref().is_some_and(|b| could_bring < b.0) {
            continue;
        }
        let mut sides = [false, false];
        brought.clear();
        let mut margin = f64::INFINITY;
        for &k in bucket {
            if !box_reaches(k) {
                continue;
            }
            let d = match &frames[k] {
                Some(frame) => frame.distance(p),
                None => point_polygon_distance(p, &scene.corners[k]),
            };
            if d > COMBAT_RADIUS + EPSILON {
                continue;
            }
            sides[match scene.units[k].side {
                Side::A => 0,
                Side::B => 1,
            }] = true;
            if engaged[k] && !busy[k] {
                brought.push(k);
                margin = margin.min(COMBAT_RADIUS - d);
            }
        }
        if brought.is_empty() || !(sides[0] && sides[1]) {
            continue;
        }
        // Sides present beyond the relevant units cannot change: any unit
        // within 2 UW of p is within reach of a wanted unit.
        let better = match &best {
            None => true,
            Some((count, best_margin, best_at, _)) => {
                brought.len() > *count
                    || (brought.len() == *count
                        && (margin > best_margin + 1e-9
                            || ((margin - best_margin).abs() <= 1e-9
                                && (p.y < best_at.y - 1e-12
                                    || ((p.y - best_at.y).abs() <= 1e-12 && p.x < best_at.x)))))
            }
        };
        if better {
            best = Some((brought.len(), margin, p, brought.clone()));
        }
    }
    best.map(|(_, margin, at, brought)| MarkerPlacement {
        at,
        brings_in: brought.into_iter().map(|k| scene.units[k].id).collect(),
        margin,
    })
}

/// How close unit `i` is to the enemy in a combat: the distance to the
/// nearest enemy unit among `members` (indices); `None` if none is there.
pub(crate) fn closeness(scene: &Scene, i: usize, members: &[usize]) -> Option<f64> {
    members
        .iter()
        .filter(|&&k| scene.units[k].side != scene.units[i].side)
        .map(|&k| super::geometry::polygon_distance(&scene.corners[i], &scene.corners[k]))
        .min_by(f64::total_cmp)
}
