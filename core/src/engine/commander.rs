//! Commanders: a figure on a round base. The rules measure the command
//! radius from the figure's head (the base's centre, [`Commander::at`]); an
//! enemy unit that touches the base puts him at risk. A commander moves
//! freely over units and terrain but never stops with his base on a unit;
//! a unit that stops on his base pushes him towards his own table edge.
//!
//! The base: the rules speak of "his base" (000) and "his figure" (003)
//! without a size. The engine gives it a radius of
//! [`COMMANDER_BASE_RADIUS`], a quarter of a unit width (a 30 mm round base
//! beside 60 mm units, 20 mm beside 40 mm).
//!
//! Reading of displacement (FAQ included): the commander slides straight
//! towards its side's own edge until his base is off every unit, and a
//! little further ([`DISPLACEMENT_CLEARANCE`]) so that it does not end up
//! touching the unit it left. If the table edge comes first, he goes
//! instead to the closest free spot, found among the points just off each
//! side and corner of the units around him.

use super::geometry::{
    closest_point_on_segment, point_polygon_distance, Aabb, Extremes, Point, EPSILON,
};
use super::player::{PlayerId, Seat};
use super::side::Side;
use super::table::Table;
use serde::{Deserialize, Serialize};

/// How far past a unit's edge a displaced commander's base is put, in UW.
pub(crate) const DISPLACEMENT_CLEARANCE: f64 = 0.01;

/// The radius of a commander's base, in UW.
pub const COMMANDER_BASE_RADIUS: f64 = 0.25;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct CommanderId(pub u32);

/// A commander (or sub-commander) on the table.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Commander {
    pub id: CommanderId,
    pub side: Side,
    /// The side's player whose commander he is (written only beyond the
    /// first, so a two-player game saves as it did).
    #[serde(default, skip_serializing_if = "Seat::is_first")]
    pub seat: Seat,
    pub at: Point,
}

impl Commander {
    pub fn new(id: u32, side: Side, x: f64, y: f64) -> Commander {
        Commander {
            id: CommanderId(id),
            side,
            seat: Seat::FIRST,
            at: Point::new(x, y),
        }
    }

    /// The commander of the side's player at `seat`.
    pub fn of_seat(mut self, seat: Seat) -> Commander {
        self.seat = seat;
        self
    }

    /// The player whose commander he is.
    pub fn owner(&self) -> PlayerId {
        PlayerId::new(self.side, self.seat)
    }

    /// The radius of his base, in UW ([`COMMANDER_BASE_RADIUS`]), for the
    /// table to draw: an enemy unit touching the base puts him at risk, and
    /// a unit stopping on it pushes him aside.
    pub fn base_radius(&self) -> f64 {
        COMMANDER_BASE_RADIUS
    }
}

/// A commander moved off a unit that stopped on it.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Displacement {
    pub commander: CommanderId,
    pub from: Point,
    pub to: Point,
}

/// How far a commander's base centred at `at` is from the unit rectangle
/// (from its centre), if it might touch it: `None` when the rectangle's
/// box alone is plainly beyond touching (a hair more, for the rounding of
/// the two measures), most units being far from any commander.
pub(crate) fn base_distance(at: Point, rectangle: &[Point; 4]) -> Option<f64> {
    let reach = COMMANDER_BASE_RADIUS + EPSILON + 1e-9;
    if Aabb::of_points(rectangle).distance_to(at) > reach {
        return None;
    }
    Some(point_polygon_distance(at, rectangle))
}

/// Whether a base at distance `d` from a unit (see [`base_distance`])
/// touches it (or overlaps it): the rectangle comes within the radius.
pub(crate) fn touches_at(d: Option<f64>) -> bool {
    d.is_some_and(|d| d <= COMMANDER_BASE_RADIUS + EPSILON)
}

/// Whether a base at distance `d` from a unit (see [`base_distance`])
/// overlaps it (reaches more than touching into it).
pub(crate) fn overlaps_at(d: Option<f64>) -> bool {
    d.is_some_and(|d| d < COMMANDER_BASE_RADIUS - EPSILON)
}

/// Whether a commander's base centred at `at` touches the unit rectangle
/// (or overlaps it): the rectangle comes within the base's radius.
pub(crate) fn base_touches(at: Point, rectangle: &[Point; 4]) -> bool {
    touches_at(base_distance(at, rectangle))
}

/// Whether a commander's base centred at `at` overlaps the unit rectangle
/// (reaches more than touching into it).
pub(crate) fn base_overlaps(at: Point, rectangle: &[Point; 4]) -> bool {
    overlaps_at(base_distance(at, rectangle))
}

/// The first rectangle that a commander's base at `p` overlaps.
pub(crate) fn covered(p: Point, rectangles: &[[Point; 4]]) -> Option<usize> {
    rectangles.iter().position(|r| base_overlaps(p, r))
}

/// Where a commander at `at` of `side` goes when units cover his base.
pub(crate) fn displace(at: Point, side: Side, table: &Table, rectangles: &[[Point; 4]]) -> Point {
    let home = table.towards_own_edge(side);
    let mut p = at;
    // Each step leaves one rectangle, grown by the base's radius, for good
    // (the direction never changes), so one step per rectangle is enough.
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

/// How far from `p` along `direction` the ray leaves a convex rectangle
/// grown by the base's radius on every side (its sides pushed out, so the
/// grown shape holds every point within the radius of the rectangle).
fn exit_distance(p: Point, direction: Point, rectangle: &[Point; 4]) -> f64 {
    let mut best = f64::INFINITY;
    for i in 0..4 {
        let (a, b) = (rectangle[i], rectangle[(i + 1) % 4]);
        let edge = b - a;
        let Some(outward) = Point::new(edge.y, -edge.x).normalized() else {
            continue;
        };
        let a = a + outward * COMMANDER_BASE_RADIUS;
        let rate = direction.dot(outward);
        if rate > 1e-15 {
            let t = (a - p).dot(outward) / rate;
            if t >= 0.0 {
                best = best.lesser(t);
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
/// a base's radius (and a little) outside each side of each rectangle (off
/// the foot of the perpendicular from `at`) and outside each corner.
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
            let off = COMMANDER_BASE_RADIUS + DISPLACEMENT_CLEARANCE;
            candidates.push(foot + outward * off);
            if let Some(away) = (a - centre).normalized() {
                candidates.push(a + away * (off + DISPLACEMENT_CLEARANCE));
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
        let off = COMMANDER_BASE_RADIUS + DISPLACEMENT_CLEARANCE;
        assert!((to.y - (3.0 - off)).abs() < 1e-9, "{to:?}");
        let to = displace(Point::new(5.0, 4.5), Side::B, &table, &units);
        assert!((to.y - (5.0 + off)).abs() < 1e-9, "{to:?}");
    }

    #[test]
    fn with_no_room_towards_home_it_goes_to_the_closest_free_spot() {
        let table = Table::standard();
        // A unit against the south edge: no room south of it.
        let units = [rect(4.0, 0.0, 6.0, 1.0)];
        let to = displace(Point::new(5.8, 0.5), Side::A, &table, &units);
        let off = COMMANDER_BASE_RADIUS + DISPLACEMENT_CLEARANCE;
        assert!((to.x - (6.0 + off)).abs() < 1e-9, "{to:?}");
        assert!((to.y - 0.5).abs() < 1e-9);
    }

    #[test]
    fn a_base_that_a_unit_only_grazes_is_pushed_clear() {
        // The head is 0.1 UW off the unit, but the base reaches into it.
        let table = Table::standard();
        let units = [rect(4.0, 4.0, 6.0, 5.0)];
        let to = displace(Point::new(5.0, 3.9), Side::A, &table, &units);
        let off = COMMANDER_BASE_RADIUS + DISPLACEMENT_CLEARANCE;
        assert!((to.y - (4.0 - off)).abs() < 1e-9, "{to:?}");
        assert!(!base_touches(to, &units[0]));
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
