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

use super::geometry::{
    circle_circle_intersections, point_polygon_distance, segment_circle_intersections,
    segment_intersection, Aabb, Extremes, Point, RectangleFrame, EPSILON,
};
use super::scene::Scene;
use super::side::{PerSide, Side};
use super::table::Table;
use super::unit::TableUnitId;
use crate::sorting::SortStably;
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

/// The grid of candidate points within 2 UW of the box of any wanted unit
/// (only there can a point bring one in): the 0.25 UW grid, or a coarser
/// one when the boxes together cover more than [`MAX_GRID_POINTS`] of its
/// points.
fn grid_points(scene: &Scene, table: &Table, wanted: &[usize]) -> Grid {
    let areas: Vec<Aabb> = wanted
        .iter()
        .filter_map(|&w| {
            let grown = scene.boxes[w].grown(COMBAT_RADIUS);
            let min = Point::new(grown.min.x.greater(0.0), grown.min.y.greater(0.0));
            let max = Point::new(
                grown.max.x.lesser(table.width),
                grown.max.y.lesser(table.depth),
            );
            (min.x <= max.x && min.y <= max.y).then_some(Aabb { min, max })
        })
        .collect();
    let covered: f64 = areas
        .iter()
        .map(|a| (a.max.x - a.min.x) * (a.max.y - a.min.y))
        .sum();
    let spacing = MARKER_GRID.greater((covered / MAX_GRID_POINTS).sqrt());
    if !spacing.is_finite() {
        return Grid {
            spacing,
            ranges: Vec::new(),
        };
    }
    // Each area's cells as ranges of rows and columns.
    let ranges: Vec<CellRange> = areas
        .iter()
        .map(|area| {
            let rows = (
                (area.min.y / spacing).ceil(),
                (area.max.y / spacing).floor(),
            );
            let columns = (
                (area.min.x / spacing).ceil(),
                (area.max.x / spacing).floor(),
            );
            (
                (rows.0 as i64, rows.1 as i64),
                (columns.0 as i64, columns.1 as i64),
            )
        })
        .collect();
    Grid { spacing, ranges }
}

/// A rectangle of grid cells: its first and last rows, then its first and
/// last columns.
type CellRange = ((i64, i64), (i64, i64));

/// Grid points: the cells covered by any of some rectangles of cells, at
/// `spacing` UW apart. Walked rather than listed: a search's grid holds
/// thousands of points, and most are given up at a glance.
struct Grid {
    spacing: f64,
    ranges: Vec<CellRange>,
}

impl Grid {
    /// Calls `visit` with each point once, row by row and left to right:
    /// the order of sorting them. A row at a time from the rectangles that
    /// cross it, their column ranges merged, so that nothing is sorted
    /// cell by cell.
    fn for_each(&self, mut visit: impl FnMut(Point)) {
        let ranges = &self.ranges;
        let Some(first) = ranges.iter().map(|r| r.0 .0).min() else {
            return;
        };
        let last = ranges.iter().map(|r| r.0 .1).max().unwrap_or(first);
        let mut spans: Vec<(i64, i64)> = Vec::with_capacity(ranges.len());
        for gy in first..=last {
            spans.clear();
            spans.extend(
                ranges
                    .iter()
                    .filter(|(rows, columns)| {
                        rows.0 <= gy && gy <= rows.1 && columns.0 <= columns.1
                    })
                    .map(|(_, columns)| *columns),
            );
            spans.sort_stably();
            let mut next = i64::MIN;
            let y = gy as f64 * self.spacing;
            for &(from, to) in &spans {
                for gx in from.max(next)..=to {
                    visit(Point::new(gx as f64 * self.spacing, y));
                }
                next = next.max(to.saturating_add(1));
            }
        }
    }
}

/// The outline of the area within 2 UW of a rectangle, as the lines and
/// circles it is made of (whole circles: extra crossings only add harmless
/// candidates), with each line's box.
fn outline(corners: &[Point; 4]) -> Outline {
    let mut segments = [(Point::default(), Point::default()); 4];
    let mut boxes = [Aabb::default(); 4];
    for i in 0..4 {
        let (a, b) = (corners[i], corners[(i + 1) % 4]);
        let edge = b - a;
        let outward = Point::new(edge.y, -edge.x).normalized().unwrap_or_default() * COMBAT_RADIUS;
        segments[i] = (a + outward, b + outward);
        boxes[i] = Aabb::of_points(&[a + outward, b + outward]);
    }
    Outline {
        segments,
        boxes,
        circles: *corners,
    }
}

/// Every place the next marker may go, one a set of units it brings in:
/// every set of engaged units not yet in combat that is as large as any
/// point can bring in (with both sides present), each with its best point
/// (the deepest margin, then the lowest `y`, then the lowest `x`). The
/// first is the engine's own choice, the best point of all; the others
/// follow by margin, then height, then left to right. Empty if no marker
/// is needed or none can reach both sides.
pub(crate) fn marker_spots(
    scene: &Scene,
    table: &Table,
    markers: &[CombatMarker],
    engaged: &[(usize, usize)],
) -> Vec<MarkerPlacement> {
    let Some(candidates) = prepare(scene, table, markers, engaged) else {
        return Vec::new();
    };
    // The best point of all (the engine's choice), and the best point of
    // each set of units brought in with the largest count so far.
    let mut best: Option<Best> = None;
    let mut spots: Vec<Best> = Vec::new();
    // One buffer for every candidate's units; a best keeps a copy.
    let mut brought: Vec<usize> = Vec::new();
    candidates.walk(table, |p, bucket| {
        // A point that can only bring in as many units as the best, and
        // whose set already has a spot, is given up once its margin falls
        // clearly below both that spot's and the best's: it would change
        // neither. Any other may still be the best of a new set.
        let floor = |set: &[usize]| match &best {
            Some(b) if set.len() == b.count => spots
                .iter()
                .find(|s| s.brought == set)
                .map_or(f64::NEG_INFINITY, |s| s.margin.lesser(b.margin)),
            _ => f64::NEG_INFINITY,
        };
        let count = best.as_ref().map_or(0, |b| b.count);
        let Some(margin) = candidates
            .search
            .measure(p, bucket, count, &floor, &mut brought)
        else {
            return least_count(&best);
        };
        if best.as_ref().is_some_and(|b| brought.len() > b.count) {
            spots.clear();
        }
        match spots.iter_mut().find(|s| s.brought == brought) {
            Some(spot) => spot.take_if_better(margin, p),
            None => spots.push(Best::new(&brought, margin, p)),
        }
        Best::keep_better(&mut best, &brought, margin, p);
        least_count(&best)
    });
    let Some(best) = best else {
        return Vec::new();
    };
    // The engine's choice first, exactly as found; then the other sets.
    spots.retain(|s| s.brought != best.brought);
    spots.sort_stably_by(|a, b| {
        b.margin
            .total_cmp(&a.margin)
            .then(a.at.y.total_cmp(&b.at.y))
            .then(a.at.x.total_cmp(&b.at.x))
    });
    let search = &candidates.search;
    std::iter::once(best)
        .chain(spots)
        .map(|b| b.placement(search))
        .collect()
}

/// The engine's own choice alone: the first of [`marker_spots`], found by
/// the same walk over the same candidates, but a point is given up as soon
/// as it cannot beat the best so far on its count or, with as many units,
/// on its margin (a margin only falls as units are added). Such a point
/// would not have replaced the best, so the best found is the same.
pub(crate) fn best_marker(
    scene: &Scene,
    table: &Table,
    markers: &[CombatMarker],
    engaged: &[(usize, usize)],
) -> Option<MarkerPlacement> {
    let candidates = prepare(scene, table, markers, engaged)?;
    let mut best: Option<Best> = None;
    let mut brought: Vec<usize> = Vec::new();
    candidates.walk(table, |p, bucket| {
        let count = best.as_ref().map_or(0, |b| b.count);
        let floor = |_: &[usize]| best.as_ref().map_or(f64::NEG_INFINITY, |b| b.margin);
        if let Some(margin) = candidates
            .search
            .measure(p, bucket, count, &floor, &mut brought)
        {
            Best::keep_better(&mut best, &brought, margin, p);
        }
        least_count(&best)
    });
    best.map(|b| b.placement(&candidates.search))
}

/// The fewest units a point must bring in to count against `best`: as
/// many as it (a point with fewer is never measured to the end), and at
/// least one.
fn least_count(best: &Option<Best>) -> usize {
    best.as_ref().map_or(1, |b| b.count.max(1))
}

/// The candidate points of a marker search and what they are measured
/// against. The points are tried in this order: every relevant unit's
/// centre and corners, the crossings of the pairs' outlines pair by pair,
/// then the grid.
struct Candidates<'s> {
    search: Search<'s>,
    /// Every relevant unit's centre and corners (where units in contact
    /// meet).
    points: Vec<Point>,
    /// Each relevant unit's outline, and its position index.
    outlines: Vec<(usize, Outline)>,
    /// The pairs of outlines (indices into `outlines`) whose crossings are
    /// candidates: one of the two units wanted, their boxes within reach.
    pairs: Vec<(usize, usize)>,
    grid: Grid,
}

/// The candidate points of a marker search, in the order they are tried,
/// and what they are measured against; `None` if no marker is needed.
fn prepare<'s>(
    scene: &'s Scene,
    table: &Table,
    markers: &[CombatMarker],
    engaged: &[(usize, usize)],
) -> Option<Candidates<'s>> {
    let n = scene.units.len();
    let wanted_flags = wanted(scene, markers, engaged)?;
    // Lists with room for all at once: growing them step by step costs more.
    let mut wanted = Vec::with_capacity(n);
    wanted.extend((0..n).filter(|&i| wanted_flags[i]));
    let reach = COMBAT_RADIUS * 2.0 + 2.0;
    let near_wanted = |k: usize| {
        wanted
            .iter()
            .any(|&w| scene.boxes[w].near(&scene.boxes[k], reach))
    };
    let mut relevant = Vec::with_capacity(n);
    relevant.extend((0..n).filter(|&k| near_wanted(k)));
    let mut points = Vec::with_capacity(relevant.len() * 5);
    for &k in &relevant {
        points.push(scene.units[k].placement.centre);
        points.extend(scene.corners[k]);
    }
    let outlines: Vec<(usize, Outline)> = relevant
        .iter()
        .map(|&k| (k, outline(&scene.corners[k])))
        .collect();
    let mut pairs = Vec::with_capacity(relevant.len() * 4);
    for (x, &a) in relevant.iter().enumerate() {
        for (y, &b) in relevant.iter().enumerate().skip(x + 1) {
            if (wanted_flags[a] || wanted_flags[b])
                && scene.boxes[a].near(&scene.boxes[b], COMBAT_RADIUS * 2.0 + EPSILON)
            {
                pairs.push((x, y));
            }
        }
    }
    let grid = grid_points(scene, table, &wanted);
    let search = Search::new(scene, table, &relevant, &wanted_flags);
    Some(Candidates {
        search,
        points,
        outlines,
        pairs,
        grid,
    })
}

impl Candidates<'_> {
    /// Calls `visit` with every candidate on the table (held to its
    /// edges) and its bucket, in order, but for those in a bucket that
    /// too few wanted units reach into (they would be given up
    /// unmeasured); `visit` answers the fewest units a point must now
    /// bring in to count (see [`least_count`]). A pair's crossings are
    /// worked out only if enough wanted units reach where they can lie:
    /// the others would each be given up unmeasured, so the best found is
    /// the same.
    fn walk(&self, table: &Table, mut visit: impl FnMut(Point, usize) -> usize) {
        let mut least = 1;
        for &p in &self.points {
            self.offer(p, table, &mut least, &mut visit);
        }
        let mut crossings = Vec::new();
        for &(x, y) in &self.pairs {
            let ((a, outline_a), (b, outline_b)) = (&self.outlines[x], &self.outlines[y]);
            if !self.search.could_bring(*a, *b, table, least) {
                continue;
            }
            crossings.clear();
            outline_crossings(outline_a, outline_b, &mut crossings);
            for &p in &crossings {
                self.offer(p, table, &mut least, &mut visit);
            }
        }
        self.grid
            .for_each(|p| self.offer(p, table, &mut least, &mut visit));
    }

    /// Visits candidate `p` with its bucket (see [`Candidates::walk`]),
    /// if it is on the table and enough wanted units reach into its bucket
    /// for it to count: it would be given up unmeasured, and most points
    /// are. Always inlined: a million candidates a lab run pass here.
    #[inline(always)]
    fn offer(
        &self,
        p: Point,
        table: &Table,
        least: &mut usize,
        visit: &mut impl FnMut(Point, usize) -> usize,
    ) {
        if let Some(p) = on_table(p, table) {
            let bucket = self.search.bucket_of(p);
            if self.search.may_bring(bucket, *least) {
                *least = visit(p, bucket);
            }
        }
    }
}

/// A candidate on the table, held to its edges. (A point with a NaN or
/// infinite coordinate is not on the table: it fails the comparisons.)
#[inline]
fn on_table(p: Point, table: &Table) -> Option<Point> {
    table.contains(p).then(|| {
        Point::new(
            p.x.greater(0.0).lesser(table.width),
            p.y.greater(0.0).lesser(table.depth),
        )
    })
}

/// The engaged units not yet in combat, as flags by position index; `None`
/// if there are none (no marker is needed). `engaged` holds every engaged
/// pair of enemies (`fire::engaged_pairs`).
fn wanted(
    scene: &Scene,
    markers: &[CombatMarker],
    engaged: &[(usize, usize)],
) -> Option<Vec<bool>> {
    let mut wanted_flags = vec![false; scene.units.len()];
    for &(i, j) in engaged {
        wanted_flags[i] = true;
        wanted_flags[j] = true;
    }
    let busy = in_combat(scene, markers);
    for (flag, busy) in wanted_flags.iter_mut().zip(busy) {
        *flag = *flag && !busy;
    }
    wanted_flags.contains(&true).then_some(wanted_flags)
}

/// What a marker at `at` would bring into combat: the engaged units not
/// yet in combat within its radius and the margin of the least inside of
/// them; `None` if it is off the table, brings in none, or does not reach
/// units of both sides.
pub(crate) fn marker_at(
    scene: &Scene,
    table: &Table,
    markers: &[CombatMarker],
    engaged: &[(usize, usize)],
    at: Point,
) -> Option<MarkerPlacement> {
    if !at.is_finite() || !table.contains(at) {
        return None;
    }
    let wanted_flags = wanted(scene, markers, engaged)?;
    let mut sides = PerSide::new(false, false);
    let mut brings_in = Vec::new();
    let mut margin = f64::INFINITY;
    for (i, unit) in scene.units.iter().enumerate() {
        if !within(scene, i, at) {
            continue;
        }
        sides[unit.side] = true;
        if wanted_flags[i] {
            brings_in.push(unit.id);
            let d = point_polygon_distance(at, &scene.corners[i]);
            margin = margin.lesser(COMBAT_RADIUS - d);
        }
    }
    (sides.both() && !brings_in.is_empty()).then_some(MarkerPlacement {
        at,
        brings_in,
        margin,
    })
}

/// The outline of the area within 2 UW of a rectangle: its lines, each
/// line's box, and the centres of its circles.
struct Outline {
    segments: [(Point, Point); 4],
    boxes: [Aabb; 4],
    circles: [Point; 4],
}

/// How near two pieces of outline must come for a crossing to be worked
/// out: a crossing lies in both pieces' boxes, up to rounding far smaller
/// than this. Most pairs of pieces are farther apart, and are skipped.
const CROSSING_SLACK: f64 = 1e-6;

/// Where two outlines cross, added to `out`, in the same order as working
/// out every pair of pieces would give them.
fn outline_crossings(a: &Outline, b: &Outline, out: &mut Vec<Point>) {
    let circle_near = |c: Point, piece: &Aabb| {
        piece.near(&Aabb { min: c, max: c }, COMBAT_RADIUS + CROSSING_SLACK)
    };
    for ((p, q), box_a) in a.segments.iter().zip(&a.boxes) {
        for ((r, s), box_b) in b.segments.iter().zip(&b.boxes) {
            if box_a.near(box_b, CROSSING_SLACK) {
                out.extend(segment_intersection(*p, *q, *r, *s));
            }
        }
        for c in &b.circles {
            if circle_near(*c, box_a) {
                out.extend(segment_circle_intersections(*p, *q, *c, COMBAT_RADIUS));
            }
        }
    }
    // Circles whose centres are more than two radii apart do not meet.
    let reach = 2.0 * COMBAT_RADIUS + CROSSING_SLACK;
    let reach2 = reach * reach;
    for c in &a.circles {
        for ((r, s), box_b) in b.segments.iter().zip(&b.boxes) {
            if circle_near(*c, box_b) {
                out.extend(segment_circle_intersections(*r, *s, *c, COMBAT_RADIUS));
            }
        }
        for d in &b.circles {
            let between = *d - *c;
            if between.dot(between) <= reach2 {
                out.extend(circle_circle_intersections(
                    *c,
                    COMBAT_RADIUS,
                    *d,
                    COMBAT_RADIUS,
                ));
            }
        }
    }
}

/// The best marker point so far.
struct Best {
    count: usize,
    margin: f64,
    at: Point,
    /// The units it brings in, as indices of the search's members.
    brought: Vec<usize>,
}

impl Best {
    fn new(brought: &[usize], margin: f64, at: Point) -> Best {
        Best {
            count: brought.len(),
            margin,
            at,
            brought: brought.to_vec(),
        }
    }

    /// Keeps in `slot` the better of the point it holds and one bringing
    /// in `brought` with `margin` at `at` (see [`Best::beaten_by`]).
    fn keep_better(slot: &mut Option<Best>, brought: &[usize], margin: f64, at: Point) {
        if slot
            .as_ref()
            .is_none_or(|b| b.beaten_by(brought.len(), margin, at))
        {
            *slot = Some(Best::new(brought, margin, at));
        }
    }

    /// Takes the point bringing in the same units with `margin` at `at`,
    /// if it is better (see [`Best::beaten_by`]).
    fn take_if_better(&mut self, margin: f64, at: Point) {
        if self.beaten_by(self.count, margin, at) {
            self.margin = margin;
            self.at = at;
        }
    }

    fn placement(self, search: &Search) -> MarkerPlacement {
        MarkerPlacement {
            at: self.at,
            brings_in: self
                .brought
                .into_iter()
                .map(|m| search.scene.units[search.members[m].index].id)
                .collect(),
            margin: self.margin,
        }
    }

    /// Whether a point bringing in `count` units with `margin` at `at` is
    /// better: more units, then a deeper margin, then lower, then further
    /// left (near-equal margins and heights count as equal).
    fn beaten_by(&self, count: usize, margin: f64, at: Point) -> bool {
        count > self.count
            || (count == self.count
                && (margin > self.margin + 1e-9
                    || ((margin - self.margin).abs() <= 1e-9
                        && (at.y < self.at.y - 1e-12
                            || ((at.y - self.at.y).abs() <= 1e-12 && at.x < self.at.x)))))
    }
}

/// What the search measures candidate points against: buckets of 2 UW
/// squares over the table, each listing the relevant units whose box,
/// grown by the radius, reaches into it (and, apart, the wanted ones among
/// them), so that a candidate looks only at its own bucket's units, in the
/// position's order. Each relevant unit's facts sit together in
/// [`Member`]s, where a candidate reads them.
struct Search<'s> {
    scene: &'s Scene<'s>,
    columns: usize,
    rows: usize,
    /// The relevant units, in position order; the buckets list indices
    /// into it.
    members: Vec<Member>,
    buckets: BucketLists,
    wanted_buckets: BucketLists,
    /// Each unit's index in `members`, by position index (`usize::MAX`
    /// for a unit that is not relevant).
    member_of: Vec<usize>,
}

/// What a candidate asks of a relevant unit.
struct Member {
    /// The unit's box grown by the radius: a point outside it is farther
    /// than the radius from the unit.
    reach: Aabb,
    frame: Option<RectangleFrame>,
    /// The unit's position index.
    index: usize,
    /// 0 for side A, 1 for side B.
    side: Side,
    wanted: bool,
}

impl Member {
    fn reaches(&self, p: Point) -> bool {
        let b = &self.reach;
        p.x >= b.min.x && p.x <= b.max.x && p.y >= b.min.y && p.y <= b.max.y
    }
}

/// The side of a bucket, in UW.
const BUCKET: f64 = COMBAT_RADIUS;

// `as u32` truncates, and takes negatives and NaN to 0: for the
// quotients here that is `floor().max(0.0)`, without calling `floor`.
// (There are at most 1,001 rows and columns, so saturating at `u32::MAX`
// rather than `usize::MAX` ends at the same last one; and the conversion
// to `u32` takes fewer instructions than to `usize`.)
/// The column of buckets `x` falls in, of `columns`.
#[inline]
fn column(x: f64, columns: usize) -> usize {
    ((x / BUCKET) as u32 as usize).min(columns - 1)
}

/// The row of buckets `y` falls in, of `rows`.
#[inline]
fn row(y: f64, rows: usize) -> usize {
    ((y / BUCKET) as u32 as usize).min(rows - 1)
}

/// Every bucket's list of units in one list, bucket after bucket: one
/// allocation rather than one for each bucket that holds a unit (a search
/// fills a few hundred, and most of its candidates are soon given up).
struct BucketLists {
    /// Where each bucket's units start in `units`, and after the last,
    /// where they all end.
    starts: Vec<usize>,
    units: Vec<usize>,
}

impl BucketLists {
    /// The lists of `count` buckets from `entries`, (bucket, unit) pairs:
    /// each bucket's units in the order of the pairs.
    fn new(count: usize, entries: &[(usize, usize)]) -> BucketLists {
        let mut starts = vec![0; count + 1];
        for &(bucket, _) in entries {
            starts[bucket + 1] += 1;
        }
        for bucket in 0..count {
            starts[bucket + 1] += starts[bucket];
        }
        let mut next = starts.clone();
        let mut units = vec![0; entries.len()];
        for &(bucket, unit) in entries {
            units[next[bucket]] = unit;
            next[bucket] += 1;
        }
        BucketLists { starts, units }
    }

    fn of(&self, bucket: usize) -> &[usize] {
        &self.units[self.starts[bucket]..self.starts[bucket + 1]]
    }
}

impl<'s> Search<'s> {
    fn new(scene: &'s Scene, table: &Table, relevant: &[usize], wanted: &[bool]) -> Search<'s> {
        let columns = ((table.width / BUCKET).floor().greater(0.0) as usize).min(1000) + 1;
        let rows = ((table.depth / BUCKET).floor().greater(0.0) as usize).min(1000) + 1;
        let bucket_of = |x: f64, y: f64| (row(y, rows), column(x, columns));
        let mut member_of = vec![usize::MAX; scene.units.len()];
        let mut members = Vec::with_capacity(relevant.len());
        // Each relevant unit's buckets, unit by unit in position order.
        let mut entries = Vec::with_capacity(relevant.len() * 9);
        for (m, &k) in relevant.iter().enumerate() {
            let reach = scene.boxes[k].grown(COMBAT_RADIUS + EPSILON);
            let (r0, c0) = bucket_of(reach.min.x, reach.min.y);
            let (r1, c1) = bucket_of(reach.max.x, reach.max.y);
            for r in r0..=r1 {
                entries.extend((c0..=c1).map(|c| (r * columns + c, m)));
            }
            member_of[k] = m;
            members.push(Member {
                reach,
                frame: RectangleFrame::of(&scene.corners[k]),
                index: k,
                side: scene.units[k].side,
                wanted: wanted[k],
            });
        }
        let count = columns * rows;
        let buckets = BucketLists::new(count, &entries);
        entries.retain(|&(_, m)| members[m].wanted);
        Search {
            scene,
            columns,
            rows,
            members,
            buckets,
            wanted_buckets: BucketLists::new(count, &entries),
            member_of,
        }
    }

    fn column(&self, x: f64) -> usize {
        column(x, self.columns)
    }

    fn row(&self, y: f64) -> usize {
        row(y, self.rows)
    }

    /// The bucket point `p` falls in.
    fn bucket_of(&self, p: Point) -> usize {
        self.row(p.y) * self.columns + self.column(p.x)
    }

    /// Whether a point in `bucket` may bring in `least` wanted units: as
    /// many reach into the bucket.
    fn may_bring(&self, bucket: usize, least: usize) -> bool {
        self.wanted_buckets.of(bucket).len() >= least
    }

    /// Whether a crossing of the outlines of units `a` and `b` (position
    /// indices) might bring in `least` wanted units: every such point lies
    /// within both units' reach (the outlines are 2 UW from them, the
    /// reach a hair more; a hundredth more again for the rounding of a
    /// crossing nearly a tangent), and held to the table's edges within
    /// that box held to them, so only the wanted units whose reach meets
    /// that box can count there.
    fn could_bring(&self, a: usize, b: usize, table: &Table, least: usize) -> bool {
        let reach = |k: usize| self.members[self.member_of[k]].reach.grown(0.01);
        let (ra, rb) = (reach(a), reach(b));
        let held = |v: f64, edge: f64| v.clamp(0.0, edge);
        let (min, max) = (
            Point::new(
                held(ra.min.x.greater(rb.min.x), table.width),
                held(ra.min.y.greater(rb.min.y), table.depth),
            ),
            Point::new(
                held(ra.max.x.lesser(rb.max.x), table.width),
                held(ra.max.y.lesser(rb.max.y), table.depth),
            ),
        );
        if min.x > max.x || min.y > max.y {
            return false;
        }
        let area = Aabb { min, max };
        self.members
            .iter()
            .filter(|m| m.wanted && m.reach.near(&area, 0.0))
            .take(least)
            .count()
            >= least
    }

    /// How far point `p` is from a member, if within the radius.
    fn within(&self, member: &Member, p: Point) -> Option<f64> {
        let d = match &member.frame {
            Some(frame) => frame.distance(p),
            None => point_polygon_distance(p, &self.scene.corners[member.index]),
        };
        (d <= COMBAT_RADIUS + EPSILON).then_some(d)
    }

    /// The wanted members of `bucket` whose reach holds `p`, in position
    /// order, into `reaching`, if there are at least `least` of them:
    /// given up (`false`) as soon as too few are left to make that many,
    /// most points being hopeless.
    fn gather_reaching(
        &self,
        bucket: usize,
        p: Point,
        least: usize,
        reaching: &mut Vec<usize>,
    ) -> bool {
        let wanted = self.wanted_buckets.of(bucket);
        reaching.clear();
        if wanted.len() < least {
            return false;
        }
        for (n, &m) in wanted.iter().enumerate() {
            if self.members[m].reaches(p) {
                reaching.push(m);
            } else if reaching.len() + (wanted.len() - n - 1) < least {
                return false;
            }
        }
        reaching.len() >= least
    }

    /// The wanted units point `p` (in `bucket`) brings in (into `brought`,
    /// as member indices, in position order) and the margin of the least
    /// inside of them, if it brings in any and reaches both sides. A point
    /// that cannot beat the best so far, which brings in `count` units
    /// (0 for none yet), is given up as soon as that is known: when it
    /// cannot bring in as many units (first on the units' boxes, then unit
    /// by unit as they are measured), or cannot bring in more and its
    /// margin has already fallen clearly below the one it must reach (a
    /// margin only falls as units are added): `floor` answers that margin
    /// for the units within reach of `p`. `brought` is left as it happens
    /// to be when the point is given up.
    fn measure(
        &self,
        p: Point,
        bucket: usize,
        count: usize,
        floor: &dyn Fn(&[usize]) -> f64,
        brought: &mut Vec<usize>,
    ) -> Option<f64> {
        // At first only the count can make a point hopeless: fewer than
        // this many units within reach.
        if !self.gather_reaching(bucket, p, count.max(1), brought) {
            return None;
        }
        let floor = floor(brought);
        let hopeless = |could_bring: usize, margin: f64| {
            could_bring == 0
                || could_bring < count
                || (could_bring == count && margin < floor - 1e-9)
        };
        let mut could_bring = brought.len();
        let mut sides = PerSide::new(false, false);
        let mut margin = f64::INFINITY;
        // The members within reach are measured in order; those within
        // the radius are kept at the front of `brought`.
        let mut kept = 0;
        for next in 0..brought.len() {
            let m = brought[next];
            let member = &self.members[m];
            match self.within(member, p) {
                Some(d) => {
                    sides[member.side] = true;
                    brought[kept] = m;
                    kept += 1;
                    margin = margin.lesser(COMBAT_RADIUS - d);
                }
                None => could_bring -= 1,
            }
            if hopeless(could_bring, margin) {
                return None;
            }
        }
        brought.truncate(kept);
        // A side still missing may be there among the other units. Sides
        // present beyond the relevant units cannot change: any unit within
        // 2 UW of p is within reach of a wanted unit.
        for &m in self.buckets.of(bucket) {
            if sides.both() {
                break;
            }
            let member = &self.members[m];
            if !member.wanted && !sides[member.side] && member.reaches(p) {
                sides[member.side] = self.within(member, p).is_some();
            }
        }
        sides.both().then_some(margin)
    }
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
        let d = super::geometry::polygon_distance(&scene.corners[i], &scene.corners[k]);
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
