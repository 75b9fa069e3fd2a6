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
//!
//! Points, angles and boxes are here; [`segments`] and [`polygons`] hold
//! the rest.

mod polygons;
mod segments;
#[cfg(test)]
mod tests;

pub use polygons::point_polygon_distance;
pub(crate) use polygons::{
    clip_segment, contains_point, convex_hull, overlap_depth, polygon_distance,
    polygon_rectangle_overlap, polygons_nearly_meet, polygons_overlap, polygons_within,
    rectangles_overlap, segment_polygon_distance, signed_area2, sweep_overlap, RectangleFrame,
};
pub(crate) use segments::{
    circle_circle_intersections, closest_point_on_segment, point_segment_distance,
    segment_circle_intersections, segment_intersection, segment_segment_distance,
};
use serde::{Deserialize, Serialize};
use std::ops::{Add, Mul, Neg, Sub};

/// `x.clamp(min, max)`, as std computes it (a NaN stays NaN), without
/// std's message when `min > max`: it writes the floats with `Debug`, which
/// keeps std's float formatting in the browser build (about 15 KB).
pub fn clamp_f64(x: f64, min: f64, max: f64) -> f64 {
    assert!(min <= max, "min > max, or either was NaN");
    if x < min {
        min
    } else if x > max {
        max
    } else {
        x
    }
}

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
        self.squared_distance_to(p).sqrt()
    }

    /// [`Aabb::distance_to`] squared, for comparing without a root.
    pub fn squared_distance_to(&self, p: Point) -> f64 {
        let dx = (self.min.x - p.x).greater(p.x - self.max.x).greater(0.0);
        let dy = (self.min.y - p.y).greater(p.y - self.max.y).greater(0.0);
        dx * dx + dy * dy
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
