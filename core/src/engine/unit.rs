//! A unit on the table: a rectangle 1 UW wide with a depth, a centre and a
//! facing, owned by a side, plus the few statline facts the table rules use.
//!
//! Facing is an angle in radians, counter-clockwise from east (the +x axis):
//! a unit of side A facing the enemy across a standard table faces north,
//! `π/2`. The rectangle's *front* side is the 1 UW side ahead of the centre,
//! the *rear* side the one behind, and the *left* and *right flanks* are as
//! the unit itself sees them.

use super::geometry::Point;
use super::player::{PlayerId, Seat};
use super::side::Side;
use crate::army_list::effect::{RuleEffect, UnitType};
use crate::army_list::unit::Speed;
use crate::army_list::{Glossary, Unit};
use serde::{Deserialize, Serialize};

/// The width of every unit: the unit of length itself.
pub(crate) const UNIT_WIDTH: f64 = 1.0;

/// The depth a unit gets unless it says otherwise: half its width, the
/// proportion of a 60 × 30 mm base (the rulebook only advises a depth no
/// greater than the width).
pub(crate) const DEFAULT_DEPTH: f64 = 0.5;

/// The largest depth a position accepts: deep artillery bases are allowed,
/// a unit three times as deep as wide is surely a mistake.
pub(crate) const MAX_DEPTH: f64 = 3.0;

/// Which unit on the table. The game layer assigns these (a roster entry
/// may be placed as several table units), and they name units in errors.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct TableUnitId(pub u32);

/// The statline facts the table rules read. The game layer fills them from
/// the army list ([`UnitFacts::from_profile`]) or writes them by hand.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct UnitFacts {
    pub kind: UnitType,
    /// Simple and difficult move distances in UW.
    pub speed: Speed,
    /// Fire range in UW; `None` for a unit without fire (no arc of fire).
    pub fire_range: Option<u8>,
    /// Bombardment range in UW, for units with the Bombardment rule.
    pub bombardment_range: Option<u8>,
    /// The Light special rule.
    pub light: bool,
}

impl UnitFacts {
    /// The facts of an army list profile; `None` if the profile names no
    /// unit type (only a profile that failed validation).
    pub fn from_profile(unit: &Unit, glossary: &Glossary) -> Option<UnitFacts> {
        Some(UnitFacts {
            kind: unit.unit_type(glossary)?,
            speed: unit.speed,
            fire_range: unit.fire.as_ref().map(|fire| fire.range),
            bombardment_range: unit.bombardment(glossary).map(|(range, _)| range),
            light: unit.has_effect(glossary, &RuleEffect::Light),
        })
    }
}

/// Where a unit stands: its centre and the direction its front faces.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Placement {
    pub centre: Point,
    /// Radians, counter-clockwise from east.
    pub facing: f64,
}

impl Placement {
    pub fn new(x: f64, y: f64, facing: f64) -> Placement {
        Placement {
            centre: Point::new(x, y),
            facing,
        }
    }

    /// The unit vector the front faces.
    pub fn forward(&self) -> Point {
        Point::from_angle(self.facing)
    }

    /// The unit vector to the unit's own left.
    pub fn left(&self) -> Point {
        self.forward().perp()
    }
}

/// The four sides of a unit's rectangle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum UnitSide {
    Front,
    Left,
    Rear,
    Right,
}

impl UnitSide {
    pub const ALL: [UnitSide; 4] = [
        UnitSide::Front,
        UnitSide::Left,
        UnitSide::Rear,
        UnitSide::Right,
    ];

    pub fn is_flank(self) -> bool {
        matches!(self, UnitSide::Left | UnitSide::Right)
    }

    /// The side's position in [`TableUnit::corners`]: side `i` runs from
    /// corner `i` to corner `i + 1`.
    pub fn index(self) -> usize {
        match self {
            UnitSide::Front => 0,
            UnitSide::Left => 1,
            UnitSide::Rear => 2,
            UnitSide::Right => 3,
        }
    }
}

/// A unit standing on the table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TableUnit {
    pub id: TableUnitId,
    pub side: Side,
    /// Which of the side's players the unit belongs to (written only
    /// beyond the first, so a two-player game saves as it did).
    #[serde(default, skip_serializing_if = "Seat::is_first")]
    pub seat: Seat,
    pub placement: Placement,
    /// Front to rear, in UW.
    pub depth: f64,
    pub facts: UnitFacts,
}

impl TableUnit {
    /// A unit of the default depth.
    pub fn new(id: u32, side: Side, placement: Placement, facts: UnitFacts) -> TableUnit {
        TableUnit {
            id: TableUnitId(id),
            side,
            seat: Seat::FIRST,
            placement,
            depth: DEFAULT_DEPTH,
            facts,
        }
    }

    /// The unit of the side's player at `seat`.
    pub fn of_seat(mut self, seat: Seat) -> TableUnit {
        self.seat = seat;
        self
    }

    /// The player the unit belongs to.
    pub fn owner(&self) -> PlayerId {
        PlayerId::new(self.side, self.seat)
    }

    pub fn with_depth(mut self, depth: f64) -> TableUnit {
        self.depth = depth;
        self
    }

    /// The rectangle's corners counter-clockwise: front-right, front-left,
    /// rear-left, rear-right. Side `i` joins corner `i` to corner `i + 1`
    /// (front, left flank, rear, right flank).
    pub fn corners(&self) -> [Point; 4] {
        corners_at(&self.placement, self.depth)
    }

    /// The front side as (front-right, front-left).
    pub fn front_edge(&self) -> (Point, Point) {
        let c = self.corners();
        (c[0], c[1])
    }

    /// The side's two ends, in the counter-clockwise order of the corners.
    pub fn side_segment(&self, side: UnitSide) -> (Point, Point) {
        let c = self.corners();
        let i = side.index();
        (c[i], c[(i + 1) % 4])
    }

    /// Half the diagonal: no part of the unit is farther from its centre.
    pub fn radius(&self) -> f64 {
        let (half_width, half_depth) = (UNIT_WIDTH / 2.0, self.depth / 2.0);
        (half_width * half_width + half_depth * half_depth).sqrt()
    }

    pub fn is_artillery(&self) -> bool {
        self.facts.kind == UnitType::Artillery
    }

    pub fn is_cavalry(&self) -> bool {
        self.facts.kind == UnitType::Cavalry
    }
}

/// The corners of a unit rectangle of `depth` at `placement`, in the order
/// of [`TableUnit::corners`].
pub(crate) fn corners_at(placement: &Placement, depth: f64) -> [Point; 4] {
    // One sine and cosine for both axes: corners are asked for often.
    corners_ahead(placement.centre, placement.forward(), depth)
}

/// [`corners_at`] for a unit centred on `c` whose front faces the unit
/// vector `ahead` (`Placement::forward`), when that is already known.
pub(crate) fn corners_ahead(c: Point, ahead: Point, depth: f64) -> [Point; 4] {
    let forward = ahead * (depth / 2.0);
    let left = ahead.perp() * (UNIT_WIDTH / 2.0);
    [
        c + forward - left,
        c + forward + left,
        c - forward + left,
        c - forward - left,
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::geometry::signed_area2;
    use std::f64::consts::FRAC_PI_2;

    fn facts() -> UnitFacts {
        UnitFacts {
            kind: UnitType::Infantry,
            speed: Speed {
                simple: 2,
                difficult: 1,
            },
            fire_range: Some(2),
            bombardment_range: None,
            light: false,
        }
    }

    #[test]
    fn a_unit_facing_north_has_its_front_to_the_north() {
        let unit = TableUnit::new(1, Side::A, Placement::new(5.0, 5.0, FRAC_PI_2), facts());
        let [fr, fl, rl, rr] = unit.corners();
        let close = |p: Point, x: f64, y: f64| (p.x - x).abs() < 1e-12 && (p.y - y).abs() < 1e-12;
        assert!(close(fr, 5.5, 5.25), "{fr:?}");
        assert!(close(fl, 4.5, 5.25), "{fl:?}");
        assert!(close(rl, 4.5, 4.75), "{rl:?}");
        assert!(close(rr, 5.5, 4.75), "{rr:?}");
        assert!(
            signed_area2(&unit.corners()) > 0.0,
            "corners are counter-clockwise"
        );
        let (a, b) = unit.side_segment(UnitSide::Left);
        assert!(close(a, 4.5, 5.25) && close(b, 4.5, 4.75));
        assert!((unit.radius() - 0.559_016_994).abs() < 1e-6);
    }

    #[test]
    fn depth_can_be_set_per_unit() {
        let deep =
            TableUnit::new(2, Side::B, Placement::new(0.0, 0.0, 0.0), facts()).with_depth(1.0);
        let [fr, _, rl, _] = deep.corners();
        assert!((fr.x - 0.5).abs() < 1e-12 && (rl.x + 0.5).abs() < 1e-12);
    }
}
