//! The points a marker search tries: a grid over the ground near wanted
//! units, each unit's centre and corners, and the crossings of the units'
//! 2 UW outlines.

use super::search::{Bar, Search};
use super::{in_combat, CombatMarker, COMBAT_RADIUS, MARKER_GRID, MAX_GRID_POINTS};
use crate::engine::geometry::{
    circle_circle_intersections, segment_circle_intersections, segment_intersection, Aabb,
    Extremes, Point, EPSILON,
};
use crate::engine::scene::Scene;
use crate::engine::table::Table;
use crate::sorting::SortStably;

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
    fn for_each(&self, mut visit: impl FnMut(Point, i64)) {
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
                    visit(Point::new(gx as f64 * self.spacing, y), gy);
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

/// The candidate points of a marker search and what they are measured
/// against. The points are tried in this order: every relevant unit's
/// centre and corners, the crossings of the pairs' outlines pair by pair,
/// then the grid.
pub(super) struct Candidates<'s> {
    pub(super) search: Search<'s>,
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
pub(super) fn prepare<'s>(
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
    /// edges) and its bucket, in order, but for those that cannot count
    /// against the bar `visit` last answered (see [`Bar`]): they would be
    /// given up unmeasured, so the best found is the same. What cannot
    /// count is told from boxes, a bucket, a pair of outlines or a row's
    /// run of grid points in one bucket at a time: a pair's crossings are
    /// worked out only if a point where they can lie may count, and a run
    /// found hopeless at one point is given up (the bar only rises).
    pub(super) fn walk(&self, table: &Table, mut visit: impl FnMut(Point, usize) -> Bar) {
        let mut bar = Bar::any();
        for &p in &self.points {
            self.offer(p, table, &mut bar, &mut visit);
        }
        let mut crossings = Vec::new();
        for &(x, y) in &self.pairs {
            let ((a, outline_a), (b, outline_b)) = (&self.outlines[x], &self.outlines[y]);
            if !self.search.crossings_may_count(*a, *b, table, &bar) {
                continue;
            }
            crossings.clear();
            outline_crossings(outline_a, outline_b, &mut crossings);
            for &p in &crossings {
                self.offer(p, table, &mut bar, &mut visit);
            }
        }
        // The run being walked, and whether it is hopeless.
        let mut run: Option<(i64, usize)> = None;
        let mut hopeless = false;
        self.grid.for_each(|p, row| {
            let Some(p) = on_table(p, table) else {
                return;
            };
            let bucket = self.search.bucket_of(p);
            if run != Some((row, bucket)) {
                run = Some((row, bucket));
                hopeless = !self.search.row_may_count(p.y, bucket, &bar);
            }
            if !hopeless {
                bar = visit(p, bucket);
            }
        });
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
        bar: &mut Bar,
        visit: &mut impl FnMut(Point, usize) -> Bar,
    ) {
        if let Some(p) = on_table(p, table) {
            let bucket = self.search.bucket_of(p);
            if self.search.may_bring(bucket, bar.count) {
                *bar = visit(p, bucket);
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
pub(super) fn wanted(
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

/// The outline of the area within 2 UW of a rectangle: its lines, each
/// line's box, and the centres of its circles.
struct Outline {
    segments: [(Point, Point); 4],
    pub(super) boxes: [Aabb; 4],
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
