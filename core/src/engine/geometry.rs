//! Plane geometry in unit widths (UW): points, segments, convex polygons,
//! circles, and the sweep of a polygon along a straight line.
//!
//! Every rule that asks whether two things *touch* uses [`EPSILON`]: two
//! shapes touch when the gap between them is at most `EPSILON`, and they
//! *overlap* only when one reaches more than `EPSILON` into the other. A
//! player's hand cannot tell 0.000001 UW from zero, while floating point
//! rounding on a 20 UW table stays far below it (about 1e-14), so positions
//! computed by the engine (a unit stopped exactly in contact, a unit turned
//! about its centre) keep touching and never overlap by accident.
//!
//! Polygons are slices of vertices in counter-clockwise order, convex. The
//! functions here never panic; a NaN coordinate makes comparisons false,
//! and positions with NaN are rejected before they reach the rules.

use crate::sorting::SortStably;
use serde::{Deserialize, Serialize};
use std::ops::{Add, Mul, Neg, Sub};

/// The tolerance for "touching", in UW: see the module documentation.
pub(crate) const EPSILON: f64 = 1e-6;

/// A point, or a vector, on the table in UW. `x` grows to the east (right
/// as seen from the south edge), `y` to the north.
#[derive(Clone, Copy, Debug, PartialEq, Default, Serialize, Deserialize)]
pub struct Point {
    pub x: f64,
    pub y: f64,
}

/// Sine, cosine and arc tangent from one pure-Rust implementation on every
/// target. The platform's maths library and the browser build's differ in
/// the last bit, and a game replayed on the other one must take the same
/// branches at every near-tie; the rest of the arithmetic is IEEE-exact.
pub(crate) mod trig {
    /// The cosine and the sine, at once: bit for bit `libm::cos` and
    /// `libm::sin`, from one reduction of the angle where they make two.
    pub(crate) fn cos_sin(x: f64) -> (f64, f64) {
        let (sin, cos) = libm::sincos(x);
        (cos, sin)
    }

    /// The arc tangent of `y / x`, a zero `y` or `x` always read as +0.0
    /// (adding +0.0 turns -0.0 into +0.0 and leaves every other value
    /// alone). `atan2(-0.0, -1.0)` is -π but `atan2(+0.0, -1.0)` is +π, and
    /// `atan2(0.0, -0.0)` is π but `atan2(0.0, 0.0)` is 0: a heading must
    /// not hang on a zero's sign, which follows from how a value was
    /// reached (`-forward` of a unit facing east has a y of -0.0), not from
    /// the table, and which `f64::min` and `f64::max` leave open (see
    /// [`super::Extremes`]).
    pub(crate) fn atan2(y: f64, x: f64) -> f64 {
        libm::atan2(y + 0.0, x + 0.0)
    }
}

/// The smaller and the larger of two floats, decided by plain comparison
/// so that every result follows from the arguments alone. The standard
/// `f64::min` and `f64::max` leave open which zero they return for -0.0
/// and +0.0, and the answer changes with inlining and constant folding
/// (and between native code and wasm): a zero's sign then reaches an arc
/// tangent (±π) or a tie broken by `total_cmp`, and a game replays
/// differently under another build. The engine and the players use these
/// instead (and `clamp`, which is plain comparisons too).
pub(crate) trait Extremes {
    /// The smaller of the two; `self` on a tie (either zero), the other
    /// if `self` is NaN (as `f64::min`).
    fn lesser(self, other: f64) -> f64;
    /// The larger of the two; `self` on a tie (either zero), the other if
    /// `self` is NaN (as `f64::max`).
    fn greater(self, other: f64) -> f64;
}

impl Extremes for f64 {
    #[inline]
    fn lesser(self, other: f64) -> f64 {
        if other < self || self.is_nan() {
            other
        } else {
            self
        }
    }

    #[inline]
    fn greater(self, other: f64) -> f64 {
        if other > self || self.is_nan() {
            other
        } else {
            self
        }
    }
}

impl Point {
    pub const fn new(x: f64, y: f64) -> Point {
        Point { x, y }
    }

    /// The unit vector at `angle` radians, counter-clockwise from east.
    pub fn from_angle(angle: f64) -> Point {
        let (cos, sin) = trig::cos_sin(angle);
        Point::new(cos, sin)
    }

    pub fn dot(self, other: Point) -> f64 {
        self.x * other.x + self.y * other.y
    }

    /// The z of the 3D cross product: positive when `other` is
    /// counter-clockwise from `self`.
    pub fn cross(self, other: Point) -> f64 {
        self.x * other.y - self.y * other.x
    }

    /// The plain square root of the squares: on a table of at most 300 UW
    /// there is nothing for `hypot`'s overflow guard to guard against, and
    /// it costs several times as much (the game measures distances a lot).
    pub fn length(self) -> f64 {
        (self.x * self.x + self.y * self.y).sqrt()
    }

    pub fn distance(self, other: Point) -> f64 {
        (self - other).length()
    }

    /// This vector turned a quarter turn counter-clockwise.
    pub fn perp(self) -> Point {
        Point::new(-self.y, self.x)
    }

    /// The vector's direction in radians, counter-clockwise from east.
    pub fn angle(self) -> f64 {
        trig::atan2(self.y, self.x)
    }

    /// The same direction with length 1, or `None` for a (near) zero vector.
    pub fn normalized(self) -> Option<Point> {
        let length = self.length();
        (length > 1e-12 && length.is_finite()).then(|| self * (1.0 / length))
    }

    pub fn is_finite(self) -> bool {
        self.x.is_finite() && self.y.is_finite()
    }
}

impl Add for Point {
    type Output = Point;
    fn add(self, other: Point) -> Point {
        Point::new(self.x + other.x, self.y + other.y)
    }
}

impl Sub for Point {
    type Output = Point;
    fn sub(self, other: Point) -> Point {
        Point::new(self.x - other.x, self.y - other.y)
    }
}

impl Mul<f64> for Point {
    type Output = Point;
    fn mul(self, factor: f64) -> Point {
        Point::new(self.x * factor, self.y * factor)
    }
}

impl Neg for Point {
    type Output = Point;
    fn neg(self) -> Point {
        Point::new(-self.x, -self.y)
    }
}

/// Whether `a` and `b` are more than `limit` apart: exactly
/// `a.distance(b) > limit`, but without the square root when one
/// coordinate alone settles it (a hair over the limit, for the distance's
/// rounding). Pairs of units far apart are skipped this way in every loop
/// over pairs.
pub(crate) fn farther_than(a: Point, b: Point, limit: f64) -> bool {
    (a.x - b.x).abs() > limit + 1e-9 || (a.y - b.y).abs() > limit + 1e-9 || a.distance(b) > limit
}

/// An angle brought into (-π, π].
pub(crate) fn normalize_angle(angle: f64) -> f64 {
    let turn = std::f64::consts::TAU;
    let mut a = angle % turn;
    if a <= -std::f64::consts::PI {
        a += turn;
    } else if a > std::f64::consts::PI {
        a -= turn;
    }
    a
}

/// The smallest absolute difference between two directions, in [0, π].
pub(crate) fn angle_between(a: f64, b: f64) -> f64 {
    normalize_angle(a - b).abs()
}

/// An axis-aligned bounding box, for cheap rejection before exact tests.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Aabb {
    pub min: Point,
    pub max: Point,
}

impl Aabb {
    pub fn of_points(points: &[Point]) -> Aabb {
        let mut min = Point::new(f64::INFINITY, f64::INFINITY);
        let mut max = Point::new(f64::NEG_INFINITY, f64::NEG_INFINITY);
        for p in points {
            min.x = min.x.lesser(p.x);
            min.y = min.y.lesser(p.y);
            max.x = max.x.greater(p.x);
            max.y = max.y.greater(p.y);
        }
        Aabb { min, max }
    }

    /// Whether the boxes come within `margin` of each other.
    pub fn near(&self, other: &Aabb, margin: f64) -> bool {
        self.min.x <= other.max.x + margin
            && other.min.x <= self.max.x + margin
            && self.min.y <= other.max.y + margin
            && other.min.y <= self.max.y + margin
    }

    pub fn grown(&self, margin: f64) -> Aabb {
        Aabb {
            min: Point::new(self.min.x - margin, self.min.y - margin),
            max: Point::new(self.max.x + margin, self.max.y + margin),
        }
    }

    /// The distance from `p` to the box: zero inside it. No point of the
    /// box's contents is nearer to `p`.
    pub fn distance_to(&self, p: Point) -> f64 {
        let dx = (self.min.x - p.x).greater(p.x - self.max.x).greater(0.0);
        let dy = (self.min.y - p.y).greater(p.y - self.max.y).greater(0.0);
        (dx * dx + dy * dy).sqrt()
    }

    /// The distance between two boxes: zero where they touch or overlap.
    /// No point of one box's contents is nearer to the other's.
    pub fn gap_to(&self, other: &Aabb) -> f64 {
        let dx = (self.min.x - other.max.x)
            .greater(other.min.x - self.max.x)
            .greater(0.0);
        let dy = (self.min.y - other.max.y)
            .greater(other.min.y - self.max.y)
            .greater(0.0);
        (dx * dx + dy * dy).sqrt()
    }

    pub fn union(&self, other: &Aabb) -> Aabb {
        Aabb {
            min: Point::new(
                self.min.x.lesser(other.min.x),
                self.min.y.lesser(other.min.y),
            ),
            max: Point::new(
                self.max.x.greater(other.max.x),
                self.max.y.greater(other.max.y),
            ),
        }
    }
}

// ---------------------------------------------------------------- segments

/// The point of segment `a`–`b` closest to `p`.
pub(crate) fn closest_point_on_segment(p: Point, a: Point, b: Point) -> Point {
    let ab = b - a;
    let length2 = ab.dot(ab);
    if length2 <= 0.0 || !length2.is_finite() {
        return a;
    }
    let t = ((p - a).dot(ab) / length2).clamp(0.0, 1.0);
    a + ab * t
}

pub(crate) fn point_segment_distance(p: Point, a: Point, b: Point) -> f64 {
    p.distance(closest_point_on_segment(p, a, b))
}

/// Where segments `a1`–`b1` and `a2`–`b2` cross, if they cross at one
/// point (parallel segments give `None`).
pub(crate) fn segment_intersection(a1: Point, b1: Point, a2: Point, b2: Point) -> Option<Point> {
    let d1 = b1 - a1;
    let d2 = b2 - a2;
    let denominator = d1.cross(d2);
    if denominator.abs() < 1e-15 {
        return None;
    }
    let t = (a2 - a1).cross(d2) / denominator;
    let u = (a2 - a1).cross(d1) / denominator;
    let slack = 1e-12;
    ((-slack..=1.0 + slack).contains(&t) && (-slack..=1.0 + slack).contains(&u))
        .then(|| a1 + d1 * t)
}

/// The shortest distance between two segments.
pub(crate) fn segment_segment_distance(a1: Point, b1: Point, a2: Point, b2: Point) -> f64 {
    if segment_intersection(a1, b1, a2, b2).is_some() {
        return 0.0;
    }
    point_segment_distance(a1, a2, b2)
        .lesser(point_segment_distance(b1, a2, b2))
        .lesser(point_segment_distance(a2, a1, b1))
        .lesser(point_segment_distance(b2, a1, b1))
}

/// Up to two points where lines and circles meet, kept without a heap
/// allocation (the marker search asks for thousands a turn).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub(crate) struct Meets {
    points: [Point; 2],
    count: usize,
}

impl Meets {
    fn push(&mut self, p: Point) {
        if self.count < 2 {
            self.points[self.count] = p;
            self.count += 1;
        }
    }
}

impl std::ops::Deref for Meets {
    type Target = [Point];
    fn deref(&self) -> &[Point] {
        &self.points[..self.count]
    }
}

impl IntoIterator for Meets {
    type Item = Point;
    type IntoIter = std::iter::Take<std::array::IntoIter<Point, 2>>;
    fn into_iter(self) -> Self::IntoIter {
        self.points.into_iter().take(self.count)
    }
}

/// The points where segment `a`–`b` meets the circle (0, 1 or 2 points).
pub(crate) fn segment_circle_intersections(
    a: Point,
    b: Point,
    centre: Point,
    radius: f64,
) -> Meets {
    let d = b - a;
    let f = a - centre;
    let qa = d.dot(d);
    let qb = 2.0 * f.dot(d);
    let qc = f.dot(f) - radius * radius;
    let mut out = Meets::default();
    if qa <= 0.0 {
        return out;
    }
    let discriminant = qb * qb - 4.0 * qa * qc;
    if discriminant < 0.0 || !discriminant.is_finite() {
        return out;
    }
    let root = discriminant.sqrt();
    for t in [(-qb - root) / (2.0 * qa), (-qb + root) / (2.0 * qa)] {
        if (0.0..=1.0).contains(&t) {
            out.push(a + d * t);
        }
    }
    out
}

/// The points where two circles meet (0, 1 or 2 points).
pub(crate) fn circle_circle_intersections(c1: Point, r1: f64, c2: Point, r2: f64) -> Meets {
    let mut out = Meets::default();
    let between = c2 - c1;
    let d = between.length();
    if d <= 1e-12 || d > r1 + r2 || d < (r1 - r2).abs() || !d.is_finite() {
        return out;
    }
    let along = (r1 * r1 - r2 * r2 + d * d) / (2.0 * d);
    let h2 = r1 * r1 - along * along;
    let unit = between * (1.0 / d);
    let base = c1 + unit * along;
    if h2 <= 0.0 {
        out.push(base);
        return out;
    }
    let h = h2.sqrt();
    out.push(base + unit.perp() * h);
    out.push(base - unit.perp() * h);
    out
}

// ---------------------------------------------------------- convex polygons

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
    if a.len() < 3 || b.len() < 3 {
        return test(f64::NEG_INFINITY);
    }
    if !Aabb::of_points(a).near(&Aabb::of_points(b), margin) {
        return false;
    }
    for polygon in [a, b] {
        for i in 0..polygon.len() {
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
    for (i, &a) in polygon.iter().enumerate() {
        let b = polygon[(i + 1) % polygon.len()];
        let d = p - closest_point_on_segment(p, a, b);
        nearest = nearest.lesser(d.dot(d));
    }
    nearest.sqrt()
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
        let n = to.len();
        for p in from {
            for i in 0..n {
                let d = *p - closest_point_on_segment(*p, to[i], to[(i + 1) % n]);
                best = best.lesser(d.dot(d));
            }
        }
    }
    best.sqrt()
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The cosine and sine worked out at once are those worked out apart,
    /// to the bit: on both sides of each threshold where the maths library
    /// changes method (tiny angles, a quarter turn, large ones), negative,
    /// and not numbers at all.
    #[test]
    fn cosine_and_sine_at_once_are_the_same_bits() {
        let mut angles = vec![0.0, -0.0, f64::NAN, f64::INFINITY, f64::NEG_INFINITY];
        // The maths library's thresholds, as the high words it compares:
        // about 2^-27·√2, 2^-26 and π/4; then a large angle.
        let thresholds =
            [0x3e46_a09e_u64, 0x3e50_0000, 0x3fe9_21fb].map(|high| f64::from_bits(high << 32));
        for edge in thresholds.into_iter().chain([1e9]) {
            let mut below = edge;
            for _ in 0..4 {
                below = f64::from_bits(below.to_bits() - 1);
                angles.extend([below, -below]);
            }
            let mut above = edge;
            for _ in 0..4 {
                above = f64::from_bits(above.to_bits() + 1);
                angles.extend([above, -above]);
            }
        }
        angles.extend((0..20_000).map(|k| f64::from(k) * 0.001 - 10.0));
        for angle in angles {
            let (cos, sin) = trig::cos_sin(angle);
            assert_eq!(cos.to_bits(), libm::cos(angle).to_bits(), "cos {angle:e}");
            assert_eq!(sin.to_bits(), libm::sin(angle).to_bits(), "sin {angle:e}");
        }
    }

    fn square(x: f64, y: f64, size: f64) -> Vec<Point> {
        vec![
            Point::new(x, y),
            Point::new(x + size, y),
            Point::new(x + size, y + size),
            Point::new(x, y + size),
        ]
    }

    #[test]
    fn overlap_depth_tells_overlap_touch_and_gap_apart() {
        let a = square(0.0, 0.0, 1.0);
        assert!((overlap_depth(&a, &square(0.5, 0.0, 1.0)) - 0.5).abs() < 1e-12);
        assert!(overlap_depth(&a, &square(1.0, 0.0, 1.0)).abs() < 1e-12);
        assert!(overlap_depth(&a, &square(1.5, 0.0, 1.0)) < -0.4);
        assert!(!polygons_overlap(&a, &square(1.0, 0.3, 1.0)));
        assert!(polygons_overlap(&a, &square(0.9, 0.3, 1.0)));
    }

    #[test]
    fn distances_between_polygons_points_and_segments() {
        let a = square(0.0, 0.0, 1.0);
        let b = square(2.0, 2.0, 1.0);
        assert!((polygon_distance(&a, &b) - 2f64.sqrt()).abs() < 1e-12);
        assert_eq!(polygon_distance(&a, &square(1.0, 0.0, 1.0)), 0.0);
        assert_eq!(point_polygon_distance(Point::new(0.5, 0.5), &a), 0.0);
        assert!((point_polygon_distance(Point::new(3.0, 0.5), &a) - 2.0).abs() < 1e-12);
        let d = segment_polygon_distance(Point::new(-1.0, 3.0), Point::new(2.0, 3.0), &a);
        assert!((d - 2.0).abs() < 1e-12);
        let crossing = segment_polygon_distance(Point::new(-1.0, 0.5), Point::new(2.0, 0.5), &a);
        assert_eq!(crossing, 0.0);
    }

    #[test]
    fn a_rectangle_frame_measures_as_the_polygon_does() {
        // A 1 x 0.5 rectangle turned 30 degrees, asked from a ring of points
        // inside, on and around it.
        let (sin, cos) = 0.5f64.sin_cos();
        let (forward, left) = (Point::new(cos, sin) * 0.25, Point::new(-sin, cos) * 0.5);
        let c = Point::new(4.0, 3.0);
        let corners = [
            c + forward - left,
            c + forward + left,
            c - forward + left,
            c - forward - left,
        ];
        let frame = RectangleFrame::of(&corners).unwrap();
        for step in 0..72 {
            let angle = f64::from(step) * 5f64.to_radians();
            for reach in [0.0, 0.2, 0.26, 0.6, 1.3, 3.0] {
                let p = c + Point::from_angle(angle) * reach;
                let exact = point_polygon_distance(p, &corners);
                assert!(
                    (frame.distance(p) - exact).abs() < 1e-12,
                    "{p:?}: {} against {exact}",
                    frame.distance(p)
                );
            }
        }
        let flat = [c, c, c + left, c + left];
        assert!(RectangleFrame::of(&flat).is_none(), "a side of no length");
    }

    #[test]
    fn a_box_is_as_far_as_its_nearest_edge_or_corner() {
        let b = Aabb::of_points(&square(0.0, 0.0, 2.0));
        assert_eq!(b.distance_to(Point::new(1.0, 1.0)), 0.0);
        assert!((b.distance_to(Point::new(5.0, 1.0)) - 3.0).abs() < 1e-12);
        assert!((b.distance_to(Point::new(-3.0, -4.0)) - 5.0).abs() < 1e-12);
    }

    #[test]
    fn clipping_a_segment_to_a_square() {
        let a = square(0.0, 0.0, 1.0);
        let (t0, t1) = clip_segment(Point::new(-1.0, 0.5), Point::new(3.0, 0.5), &a).unwrap();
        assert!((t0 - 0.25).abs() < 1e-12 && (t1 - 0.5).abs() < 1e-12);
        assert!(clip_segment(Point::new(-1.0, 2.0), Point::new(3.0, 2.0), &a).is_none());
    }

    #[test]
    fn containment_respects_the_tolerance() {
        let a = square(0.0, 0.0, 1.0);
        assert!(contains_point(&a, Point::new(1.0, 0.5), 0.0));
        assert!(contains_point(&a, Point::new(1.0 + 1e-9, 0.5), EPSILON));
        assert!(!contains_point(&a, Point::new(1.0, 0.5), -EPSILON));
        assert!(!contains_point(&a, Point::new(f64::NAN, 0.5), EPSILON));
    }

    #[test]
    fn sweeping_a_square_into_another_finds_the_contact_time() {
        let moving = square(0.0, 0.0, 1.0);
        let other = square(3.0, 0.0, 1.0);
        let (lo, hi) = sweep_overlap(&moving, Point::new(1.0, 0.0), &other, 0.0).unwrap();
        assert!((lo - 2.0).abs() < 1e-12 && (hi - 4.0).abs() < 1e-12);
        // Sliding along a side never overlaps.
        let beside = square(0.0, 1.0, 1.0);
        assert!(sweep_overlap(&moving, Point::new(1.0, 0.0), &beside, EPSILON).is_none());
        // Moving away: the overlap lies in the past.
        let (_, hi) = sweep_overlap(&moving, Point::new(-1.0, 0.0), &other, 0.0).unwrap();
        assert!(hi < 0.0);
    }

    #[test]
    fn hull_of_two_squares_is_a_hexagon() {
        let mut points = square(0.0, 0.0, 1.0);
        points.extend(square(2.0, 2.0, 1.0));
        let hull = convex_hull(&points);
        assert_eq!(hull.len(), 6);
        assert!(signed_area2(&hull) > 0.0);
    }

    #[test]
    fn circles_and_segments_meet_where_expected() {
        let hits = segment_circle_intersections(
            Point::new(-3.0, 0.0),
            Point::new(3.0, 0.0),
            Point::new(0.0, 0.0),
            2.0,
        );
        assert_eq!(hits.len(), 2);
        assert!((hits[0].x + 2.0).abs() < 1e-12 && (hits[1].x - 2.0).abs() < 1e-12);
        let both =
            circle_circle_intersections(Point::new(0.0, 0.0), 2.0, Point::new(2.0, 0.0), 2.0);
        assert_eq!(both.len(), 2);
        assert!(both.iter().all(|p| (p.x - 1.0).abs() < 1e-12));
        assert!(
            circle_circle_intersections(Point::new(0.0, 0.0), 1.0, Point::new(5.0, 0.0), 1.0)
                .is_empty()
        );
    }

    #[test]
    fn angles_normalize_into_one_turn() {
        use std::f64::consts::PI;
        assert!((normalize_angle(3.0 * PI) - PI).abs() < 1e-12);
        assert!((normalize_angle(-3.5 * PI) - 0.5 * PI).abs() < 1e-12);
        assert!((angle_between(0.1, 2.0 * PI - 0.1) - 0.2).abs() < 1e-12);
    }
}
