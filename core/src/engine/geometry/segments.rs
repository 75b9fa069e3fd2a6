//! Segments: closest points, crossings, and crossings with circles.

use super::{clamp_f64, Extremes, Point};

/// The point of segment `a`–`b` closest to `p`.
pub(crate) fn closest_point_on_segment(p: Point, a: Point, b: Point) -> Point {
    let ab = b - a;
    let length2 = ab.dot(ab);
    if length2 <= 0.0 || !length2.is_finite() {
        return a;
    }
    let t = clamp_f64((p - a).dot(ab) / length2, 0.0, 1.0);
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
