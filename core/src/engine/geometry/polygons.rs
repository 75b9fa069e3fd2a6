//! Convex polygons: overlap by separating axes, containment, distances,
//! clipping, hulls and sweeps.

use super::segments::{closest_point_on_segment, segment_segment_distance};
use super::{Aabb, Extremes, Point, EPSILON};
use crate::sorting::SortStably;

/// Twice the signed area: positive for counter-clockwise vertices.
pub(crate) fn signed_area2(polygon: &[Point]) -> f64 {
    let n = polygon.len();
    (0..n).map(|i| polygon[i].cross(polygon[(i + 1) % n])).sum()
}

/// The outward normal (length 1) of edge `i` of a counter-clockwise polygon.
fn edge_normal(polygon: &[Point], i: usize) -> Option<Point> {
    let a = polygon[i];
    let b = polygon[(i + 1) % polygon.len()];
    let d = b - a;
    Point::new(d.y, -d.x).normalized()
}

/// The polygon's extent along `axis`.
pub(crate) fn project(polygon: &[Point], axis: Point) -> (f64, f64) {
    let mut lo = f64::INFINITY;
    let mut hi = f64::NEG_INFINITY;
    for p in polygon {
        let v = p.dot(axis);
        lo = lo.lesser(v);
        hi = hi.greater(v);
    }
    (lo, hi)
}

/// How far two convex polygons reach into each other: the smallest overlap
/// of their extents over the edge normals of both (the separating axis
/// test). Positive when their interiors overlap, zero when they touch,
/// negative when there is a gap (the value is then at least the gap along
/// some axis, not necessarily the exact distance).
pub(crate) fn overlap_depth(a: &[Point], b: &[Point]) -> f64 {
    if a.len() < 3 || b.len() < 3 {
        return f64::NEG_INFINITY;
    }
    let mut depth = f64::INFINITY;
    for polygon in [a, b] {
        for i in 0..polygon.len() {
            let Some(axis) = edge_normal(polygon, i) else {
                continue;
            };
            let (a_lo, a_hi) = project(a, axis);
            let (b_lo, b_hi) = project(b, axis);
            let overlap = a_hi.lesser(b_hi) - a_lo.greater(b_lo);
            if overlap.is_nan() {
                return f64::NEG_INFINITY;
            }
            depth = depth.lesser(overlap);
        }
    }
    depth
}

/// Whether the separating-axis overlap of `a` and `b` passes `test` on
/// every axis: the verdict of `test(overlap_depth(a, b))` for a test that
/// holds for the smallest overlap if and only if it holds for all, but
/// stopping at the first axis that fails. Polygons whose boxes are more
/// than `margin` apart are rejected before any axis: a gap `g` between the
/// boxes leaves the polygons at least `g` apart, so some axis shows them
/// apart by a good part of `g`, far beyond the rounding of their
/// coordinates (the tests asked for all fail on a gap).
fn every_axis_overlap(a: &[Point], b: &[Point], margin: f64, test: impl Fn(f64) -> bool) -> bool {
    every_axis_overlap_of((a, Axes::EverySide), (b, Axes::EverySide), margin, test)
}

/// Which sides' normals the separating-axis tests take.
#[derive(Clone, Copy)]
enum Axes {
    /// Every side of each polygon.
    EverySide,
    /// The first two sides of each: for rectangles, whose opposite sides
    /// share a direction (and so show the same overlap along it).
    FirstTwo,
}

impl Axes {
    fn count(self, polygon: &[Point]) -> usize {
        match self {
            Axes::EverySide => polygon.len(),
            Axes::FirstTwo => polygon.len().min(2),
        }
    }
}

/// [`every_axis_overlap`] along the sides of each polygon its [`Axes`]
/// pick.
fn every_axis_overlap_of(
    (a, a_axes): (&[Point], Axes),
    (b, b_axes): (&[Point], Axes),
    margin: f64,
    test: impl Fn(f64) -> bool,
) -> bool {
    if a.len() < 3 || b.len() < 3 {
        return test(f64::NEG_INFINITY);
    }
    if !Aabb::of_points(a).near(&Aabb::of_points(b), margin) {
        return false;
    }
    for (polygon, axes) in [(a, a_axes), (b, b_axes)] {
        for i in 0..axes.count(polygon) {
            let Some(axis) = edge_normal(polygon, i) else {
                continue;
            };
            let (a_lo, a_hi) = project(a, axis);
            let (b_lo, b_hi) = project(b, axis);
            let overlap = a_hi.lesser(b_hi) - a_lo.greater(b_lo);
            // A NaN makes the depth -∞ (see `overlap_depth`).
            let overlap = if overlap.is_nan() {
                f64::NEG_INFINITY
            } else {
                overlap
            };
            if !test(overlap) {
                return false;
            }
        }
    }
    test(f64::INFINITY)
}

/// Whether the interiors of two convex polygons overlap (by more than
/// [`EPSILON`]): `overlap_depth(a, b) > EPSILON`, the quick way.
pub(crate) fn polygons_overlap(a: &[Point], b: &[Point]) -> bool {
    every_axis_overlap(a, b, 0.0, |overlap| overlap > EPSILON)
}

/// [`polygons_overlap`] of two rectangles (units' corners), each of whose
/// two directions is asked once rather than twice.
pub(crate) fn rectangles_overlap(a: &[Point; 4], b: &[Point; 4]) -> bool {
    every_axis_overlap_of((a, Axes::FirstTwo), (b, Axes::FirstTwo), 0.0, |overlap| {
        overlap > EPSILON
    })
}

/// [`polygons_overlap`] of a convex polygon and a rectangle (a unit's
/// corners), the rectangle's two directions asked once rather than twice.
pub(crate) fn polygon_rectangle_overlap(polygon: &[Point], rectangle: &[Point; 4]) -> bool {
    every_axis_overlap_of(
        (polygon, Axes::EverySide),
        (rectangle, Axes::FirstTwo),
        0.0,
        |overlap| overlap > EPSILON,
    )
}

/// Whether two convex polygons touch or overlap by the separating-axis
/// test: `overlap_depth(a, b) >= 0.0`, the quick way. Boxes apart by more
/// than 1e-9 UW cannot meet even with rounding.
pub(crate) fn polygons_meet(a: &[Point], b: &[Point]) -> bool {
    every_axis_overlap(a, b, 1e-9, |overlap| overlap >= 0.0)
}

/// Whether two rectangles (or hulls of rectangles, whose corners are never
/// sharper than a right angle) come within `EPSILON` by the separating-
/// axis test: `overlap_depth(a, b) >= -EPSILON`, the quick way. Such
/// polygons whose boxes are `g` apart are apart by more than `g / 2` on
/// some axis, so boxes more than `4 * EPSILON` apart are rejected at once.
pub(crate) fn polygons_nearly_meet(a: &[Point], b: &[Point]) -> bool {
    every_axis_overlap(a, b, EPSILON * 4.0, |overlap| overlap >= -EPSILON)
}

/// Whether `p` lies inside a counter-clockwise convex polygon, allowing it
/// to be up to `tolerance` outside (a negative tolerance asks for a point
/// at least that far inside).
pub(crate) fn contains_point(polygon: &[Point], p: Point, tolerance: f64) -> bool {
    let n = polygon.len();
    if n < 3 {
        return false;
    }
    (0..n).all(|i| {
        let a = polygon[i];
        let b = polygon[(i + 1) % n];
        let edge = b - a;
        if tolerance == 0.0 {
            // Only the sign matters: no root, no division.
            return edge.dot(edge) > 0.0 && edge.cross(p - a) >= 0.0;
        }
        let length = edge.length();
        length > 0.0 && edge.cross(p - a) / length >= -tolerance
    })
}

/// The distance from `p` to a convex polygon: zero inside it.
pub fn point_polygon_distance(p: Point, polygon: &[Point]) -> f64 {
    if contains_point(polygon, p, 0.0) {
        return 0.0;
    }
    // The nearest edge by squared distance, then one square root: the same
    // value as the smallest distance (the root is monotonic and correctly
    // rounded) at a quarter of the roots. The marker search calls this
    // thousands of times a turn.
    let mut nearest = f64::INFINITY;
    for i in 0..polygon.len() {
        nearest = nearest.lesser(squared_distance_to_side(p, polygon, i));
    }
    nearest.sqrt()
}

/// The squared distance from `p` to side `i` of `polygon` (from its vertex
/// `i` to the next): squared, so the nearest of many takes one root.
fn squared_distance_to_side(p: Point, polygon: &[Point], i: usize) -> f64 {
    let d = p - closest_point_on_segment(p, polygon[i], polygon[(i + 1) % polygon.len()]);
    d.dot(d)
}

/// A rectangle as its centre, two unit axes and half extents, for asking
/// many points their distance to it: two projections and one root, where
/// [`point_polygon_distance`] walks four edges.
#[derive(Clone, Copy, Debug)]
pub(crate) struct RectangleFrame {
    centre: Point,
    along: Point,
    across: Point,
    half_along: f64,
    half_across: f64,
}

impl RectangleFrame {
    /// The frame of a rectangle given by its corners in order; `None` when
    /// a side has no length.
    pub(crate) fn of(corners: &[Point; 4]) -> Option<RectangleFrame> {
        let across = corners[1] - corners[0];
        let along = corners[1] - corners[2];
        let (width, length) = (across.length(), along.length());
        Some(RectangleFrame {
            centre: (corners[0] + corners[2]) * 0.5,
            along: along.normalized()?,
            across: across.normalized()?,
            half_along: length / 2.0,
            half_across: width / 2.0,
        })
    }

    /// The distance from `p` to the rectangle: zero inside it.
    pub(crate) fn distance(&self, p: Point) -> f64 {
        let d = p - self.centre;
        let out_along = (d.dot(self.along).abs() - self.half_along).greater(0.0);
        let out_across = (d.dot(self.across).abs() - self.half_across).greater(0.0);
        (out_along * out_along + out_across * out_across).sqrt()
    }
}

/// The shortest distance between two convex polygons: zero when they touch
/// or overlap.
pub(crate) fn polygon_distance(a: &[Point], b: &[Point]) -> f64 {
    if polygons_meet(a, b) {
        return 0.0;
    }
    // The nearest vertex-to-edge pair by squared distance, then one square
    // root: the root is monotonic and correctly rounded, so this is exactly
    // the smallest of the distances, at an eighth of the roots.
    let mut best = f64::INFINITY;
    for (from, to) in [(a, b), (b, a)] {
        let to_box = Aabb::of_points(to);
        for p in from {
            // No edge of `to` is nearer to `p` than its box: a vertex
            // plainly farther from the box than the best pair so far (by
            // far more than the rounding of either) has no nearer pair.
            if to_box.squared_distance_to(*p) > best * (1.0 + 1e-9) + 1e-12 {
                continue;
            }
            for i in 0..to.len() {
                best = best.lesser(squared_distance_to_side(*p, to, i));
            }
        }
    }
    best.sqrt()
}

/// Whether `near` holds of the shortest distance between two convex
/// polygons ([`polygon_distance`]), for a `near` that holds of every
/// distance less than one it holds of and not of an infinite one ("within
/// a reach"): the answer is known at the first pair of a vertex and an
/// edge that is near, since the root is monotonic, and the rest are not
/// measured.
pub(crate) fn polygons_within(a: &[Point], b: &[Point], near: impl Fn(f64) -> bool) -> bool {
    if polygons_meet(a, b) {
        return near(0.0);
    }
    [(a, b), (b, a)].into_iter().any(|(from, to)| {
        from.iter()
            .any(|&p| (0..to.len()).any(|i| near(squared_distance_to_side(p, to, i).sqrt())))
    })
}

/// The shortest distance between a segment and a convex polygon.
pub(crate) fn segment_polygon_distance(a: Point, b: Point, polygon: &[Point]) -> f64 {
    if clip_segment(a, b, polygon).is_some() {
        return 0.0;
    }
    let n = polygon.len();
    let mut best = f64::INFINITY;
    for i in 0..n {
        best = best.lesser(segment_segment_distance(
            a,
            b,
            polygon[i],
            polygon[(i + 1) % n],
        ));
    }
    best
}

/// The part of segment `a`–`b` inside a convex polygon, as parameters
/// `(t0, t1)` along it (0 at `a`, 1 at `b`), or `None` if it misses
/// (Cyrus–Beck clipping).
pub(crate) fn clip_segment(a: Point, b: Point, polygon: &[Point]) -> Option<(f64, f64)> {
    let n = polygon.len();
    if n < 3 {
        return None;
    }
    let d = b - a;
    let mut t0: f64 = 0.0;
    let mut t1: f64 = 1.0;
    for i in 0..n {
        let normal = edge_normal(polygon, i)?;
        let offset = (a - polygon[i]).dot(normal);
        let rate = d.dot(normal);
        if rate.abs() < 1e-15 {
            if offset > 0.0 {
                return None;
            }
            continue;
        }
        let t = -offset / rate;
        if rate < 0.0 {
            t0 = t0.greater(t);
        } else {
            t1 = t1.lesser(t);
        }
        if t0 > t1 {
            return None;
        }
    }
    (t0 <= t1 && t0.is_finite() && t1.is_finite()).then_some((t0, t1))
}

/// The convex hull of some points, counter-clockwise (Andrew's monotone
/// chain). Used for the area a unit sweeps while moving straight.
pub(crate) fn convex_hull(points: &[Point]) -> Vec<Point> {
    // Room for every point at once (a filtered list would grow step by step).
    let mut sorted: Vec<Point> = Vec::with_capacity(points.len());
    sorted.extend(points.iter().copied().filter(|p| p.is_finite()));
    sorted.sort_stably_by(|a, b| a.x.total_cmp(&b.x).then(a.y.total_cmp(&b.y)));
    sorted.dedup();
    if sorted.len() < 3 {
        return sorted;
    }
    let mut hull: Vec<Point> = Vec::with_capacity(sorted.len() * 2);
    half_hull(&mut hull, sorted.iter());
    half_hull(&mut hull, sorted.iter().rev());
    hull
}

/// One pass of the monotone chain: the points in order, each turning left
/// of the last two kept, appended to `hull` (the pass's last point left
/// off: the next pass starts from it).
fn half_hull<'p>(hull: &mut Vec<Point>, points: impl Iterator<Item = &'p Point>) {
    let start = hull.len();
    for &p in points {
        while hull.len() >= start + 2 {
            let a = hull[hull.len() - 2];
            let b = hull[hull.len() - 1];
            if (b - a).cross(p - a) <= 0.0 {
                hull.pop();
            } else {
                break;
            }
        }
        hull.push(p);
    }
    hull.pop();
}

/// When a convex polygon moving along `direction` (a unit vector), by `t`
/// UW, overlaps another one: the open interval of `t` in which they reach
/// into each other by more than `threshold`. `None` if never; the ends may
/// be infinite. The moving polygon keeps its orientation, so the separating
/// axes stay the edge normals of the two polygons all along the way.
pub(crate) fn sweep_overlap(
    moving: &[Point],
    direction: Point,
    other: &[Point],
    threshold: f64,
) -> Option<(f64, f64)> {
    if moving.len() < 3 || other.len() < 3 {
        return None;
    }
    let mut lo = f64::NEG_INFINITY;
    let mut hi = f64::INFINITY;
    for polygon in [moving, other] {
        for i in 0..polygon.len() {
            let Some(axis) = edge_normal(polygon, i) else {
                continue;
            };
            let (m_lo, m_hi) = project(moving, axis);
            let (o_lo, o_hi) = project(other, axis);
            if m_hi - m_lo <= threshold || o_hi - o_lo <= threshold {
                return None;
            }
            let rate = direction.dot(axis);
            // Overlap on this axis: m_hi + t·rate - o_lo > threshold and
            // o_hi - m_lo - t·rate > threshold.
            for (constant, slope) in [(m_hi - o_lo, rate), (o_hi - m_lo, -rate)] {
                let need = threshold - constant;
                if slope.abs() < 1e-15 {
                    if 0.0 <= need {
                        return None;
                    }
                } else if slope > 0.0 {
                    lo = lo.greater(need / slope);
                } else {
                    hi = hi.lesser(need / slope);
                }
            }
            if lo >= hi || lo.is_nan() || hi.is_nan() {
                return None;
            }
        }
    }
    Some((lo, hi))
}
