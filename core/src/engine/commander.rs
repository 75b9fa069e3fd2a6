//! Commanders: points on the table (the rules measure from the figure's
//! head). A commander moves freely over units and terrain but never stops on
//! a unit; a unit that stops on one pushes it towards its own table edge.
//!
//! Reading of displacement (FAQ included): the commander slides straight
//! towards its side's own edge until it is off every unit, and a little
//! further ([`DISPLACEMENT_CLEARANCE`]) so that it does not end up touching
//! the unit it left. If the table edge comes first, it goes instead to the
//! closest free spot, found among the points just off each side and corner
//! of the units around it.

use super::geometry::{closest_point_on_segment, contains_point, Point, EPSILON};
use super::table::{Side, Table};
use serde::{Deserialize, Serialize};

/// How far past a unit's edge a displaced commander is put, in UW.
pub(crate) const DISPLACEMENT_CLEARANCE: f64 = 0.01;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct CommanderId(pub u32);

/// A commander (or sub-commander) on the table.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Commander {
    pub id: CommanderId,
    pub side: Side,
    pub at: Point,
}

impl Commander {
    pub fn new(id: u32, side: Side, x: f64, y: f64) -> Commander {
        Commander {
            id: CommanderId(id),
            side,
            at: Point::new(x, y),
        }
    }
}

/// A commander moved off a unit that stopped on it.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Displacement {
    pub commander: CommanderId,
    pub from: Point,
    pub to: Point,
}

/// Whether `p` is inside a unit rectangle (more than touching its edge).
pub(crate) fn covered(p: Point, rectangles: &[[Point; 4]]) -> Option<usize> {
    rectangles
        .iter()
        .position(|r| contains_point(&r[..], p, -EPSILON))
}

/// Where a commander at `at` of `side` goes when units cover it.
pub(crate) fn displace(at: Point, side: Side, table: &Table, rectangles: &[[Point; 4]]) -> Point {
    let home = table.towards_own_edge(side);
    let mut p = at;
    // Each step leaves one rectangle for good (the direction never changes),
    // so one step per rectangle is enough.
    for _ in 0..=rectangles.len() {
        let Some(k) = covered(p, rectangles) else {
            break;
        };
        p = p + home * (exit_distance(p, home, &rectangles[k]) + DISPLACEMENT_CLEARANCE);
    }
    if covered(p, rectangles).is_none() && table.contains(p) {
        return p;
    }
    closest_free_spot(at, table, rectangles).unwrap_or(at)
}

/// How far from `p` along `direction` the ray leaves a convex rectangle.
fn exit_distance(p: Point, direction: Point, rectangle: &[Point; 4]) -> f64 {
    let mut best = f64::INFINITY;
    for i in 0..4 {
        let (a, b) = (rectangle[i], rectangle[(i + 1) % 4]);
        let edge = b - a;
        let outward = Point::new(edge.y, -edge.x);
        let rate = direction.dot(outward);
        if rate > 1e-15 {
            let t = (a - p).dot(outward) / rate;
            if t >= 0.0 {
                best = best.min(t);
            }
        }
    }
    if best.is_finite() {
        best
    } else {
        0.0
    }
}

/// The free point on the table nearest to `at`: candidates are the points
/// just outside each side of each rectangle (the foot of the perpendicular
/// from `at`) and just outside each corner.
fn closest_free_spot(at: Point, table: &Table, rectangles: &[[Point; 4]]) -> Option<Point> {
    let mut candidates = Vec::new();
    for r in rectangles {
        let centre = (r[0] + r[2]) * 0.5;
        for i in 0..4 {
            let (a, b) = (r[i], r[(i + 1) % 4]);
            let edge = b - a;
            let Some(outward) = Point::new(edge.y, -edge.x).normalized() else {
                continue;
            };
            let foot = closest_point_on_segment(at, a, b);
            candidates.push(foot + outward * DISPLACEMENT_CLEARANCE);
            if let Some(away) = (a - centre).normalized() {
                candidates.push(a + away * DISPLACEMENT_CLEARANCE * 2.0);
            }
        }
    }
    candidates
        .into_iter()
        .filter(|p| table.contains(*p) && covered(*p, rectangles).is_none())
        .min_by(|p, q| p.distance(at).total_cmp(&q.distance(at)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rect(x0: f64, y0: f64, x1: f64, y1: f64) -> [Point; 4] {
        [
            Point::new(x0, y0),
            Point::new(x1, y0),
            Point::new(x1, y1),
            Point::new(x0, y1),
        ]
    }

    #[test]
    fn a_commander_slides_home_past_every_unit_in_the_way() {
        let table = Table::standard();
        let units = [rect(4.0, 4.0, 6.0, 5.0), rect(4.0, 3.0, 6.0, 4.0)];
        let to = displace(Point::new(5.0, 4.5), Side::A, &table, &units);
        assert!((to.x - 5.0).abs() < 1e-12);
        assert!(
            (to.y - (3.0 - DISPLACEMENT_CLEARANCE)).abs() < 1e-9,
            "{to:?}"
        );
        let to = displace(Point::new(5.0, 4.5), Side::B, &table, &units);
        assert!(
            (to.y - (5.0 + DISPLACEMENT_CLEARANCE)).abs() < 1e-9,
            "{to:?}"
        );
    }

    #[test]
    fn with_no_room_towards_home_it_goes_to_the_closest_free_spot() {
        let table = Table::standard();
        // A unit against the south edge: no room south of it.
        let units = [rect(4.0, 0.0, 6.0, 1.0)];
        let to = displace(Point::new(5.8, 0.5), Side::A, &table, &units);
        assert!(
            (to.x - (6.0 + DISPLACEMENT_CLEARANCE)).abs() < 1e-9,
            "{to:?}"
        );
        assert!((to.y - 0.5).abs() < 1e-9);
    }

    #[test]
    fn a_free_commander_stays_put() {
        let table = Table::standard();
        let at = Point::new(1.0, 1.0);
        assert_eq!(
            displace(at, Side::A, &table, &[rect(4.0, 4.0, 5.0, 5.0)]),
            at
        );
    }
}
