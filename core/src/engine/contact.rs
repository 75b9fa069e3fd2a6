//! How two units touch: which of their sides meet, or only corners.
//!
//! Two sides *meet* when they lie on one line (within [`EPSILON`]), face
//! each other, and share a stretch longer than `EPSILON`. A corner resting
//! on the middle of a side, or two corners touching, is *corner contact*:
//! base contact for combat, but not enough to stand in formation.
//!
//! The rules' names for contacts, as functions of [`Contact`]:
//! - *in formation*: any side meets any side;
//! - *rear contact*: one unit's rear side meets the other's front side
//!   (a column: one unit behind another, both facing the same way);
//! - *flank contact*: a flank side meets a flank side (a line);
//! - *front contact*: front side meets front side (two enemies face to face).
//!
//! *Flanking* is a different question, asked of enemies: a unit flanks an
//! enemy when they touch but it touches neither the enemy's front side nor
//! its front corners (which covers attacks on the flank and on the rear).

use super::geometry::{
    polygon_distance, rectangles_overlap, segment_polygon_distance, Aabb, Extremes, Point, EPSILON,
};
use super::unit::{TableUnit, UnitSide};
use serde::{Deserialize, Serialize};

/// One side of the first unit meeting one side of the second.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct SideTouch {
    pub first: UnitSide,
    pub second: UnitSide,
    /// The length of the shared stretch, in UW.
    pub length: f64,
}

/// How two touching units touch. `sides` is empty for corner contact.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Contact {
    pub sides: Vec<SideTouch>,
}

impl Contact {
    /// Only corners touch: base contact, but not in formation.
    pub fn is_corner_only(&self) -> bool {
        self.sides.is_empty()
    }

    /// Any side meets any side: the units stand "in formation".
    pub fn in_formation(&self) -> bool {
        !self.sides.is_empty()
    }

    fn any(&self, test: impl Fn(UnitSide, UnitSide) -> bool) -> bool {
        self.sides.iter().any(|t| test(t.first, t.second))
    }

    /// Front side meets front side.
    pub fn front_to_front(&self) -> bool {
        self.any(|a, b| a == UnitSide::Front && b == UnitSide::Front)
    }

    /// The first unit's rear side meets the second's front side: the first
    /// stands in front of the second ("it touches its front side with its
    /// rear side").
    pub fn first_is_in_rear_contact(&self) -> bool {
        self.any(|a, b| a == UnitSide::Rear && b == UnitSide::Front)
    }

    /// Either unit's rear side meets the other's front side.
    pub fn rear_contact(&self) -> bool {
        self.any(|a, b| {
            (a == UnitSide::Rear && b == UnitSide::Front)
                || (a == UnitSide::Front && b == UnitSide::Rear)
        })
    }

    /// A flank side meets a flank side.
    pub fn flank_contact(&self) -> bool {
        self.any(|a, b| a.is_flank() && b.is_flank())
    }
}

/// Whether two units touch or overlap (gap at most [`EPSILON`]).
pub(crate) fn touching(a: &TableUnit, b: &TableUnit) -> bool {
    touching_at(a, b, || (a.corners(), b.corners()))
}

/// [`touching`], the units' corners given by `corners` (worked out only
/// if their circles meet).
fn touching_at(
    a: &TableUnit,
    b: &TableUnit,
    corners: impl FnOnce() -> ([Point; 4], [Point; 4]),
) -> bool {
    if a.placement.centre.distance(b.placement.centre) > a.radius() + b.radius() + EPSILON {
        return false;
    }
    let (ca, cb) = corners();
    polygon_distance(&ca, &cb) <= EPSILON
}

/// Whether some side of one unit meets some side of another ("in
/// formation"), the units given by their corners.
pub(crate) fn corners_meet(ca: &[Point; 4], cb: &[Point; 4]) -> bool {
    // Sides that meet have points within EPSILON of each other, so their
    // units' boxes come that close.
    if !Aabb::of_points(ca).near(&Aabb::of_points(cb), 3.0 * EPSILON) {
        return false;
    }
    // Each side's direction is worked out once for the sixteen pairs.
    let (sa, sb) = (Sides::of(ca), Sides::of(cb));
    for i in 0..4 {
        for j in 0..4 {
            if sa.shared_length(i, &sb, j) > EPSILON {
                // Sides that meet touch; overlapping units are not in contact.
                return !rectangles_overlap(ca, cb);
            }
        }
    }
    false
}

/// The sides of a rectangle (or any quadrilateral), each with its
/// direction and length, for [`shared_length`] over many pairs of sides.
struct Sides {
    ends: [(Point, Point); 4],
    along: [Option<Point>; 4],
}

impl Sides {
    fn of(corners: &[Point; 4]) -> Sides {
        let ends: [(Point, Point); 4] = std::array::from_fn(|i| (corners[i], corners[(i + 1) % 4]));
        Sides {
            ends,
            along: ends.map(|(a, b)| (b - a).normalized()),
        }
    }

    /// `shared_length(self side i, other side j)`.
    fn shared_length(&self, i: usize, other: &Sides, j: usize) -> f64 {
        match (self.along[i], other.along[j]) {
            (Some(along), Some(t_along)) => {
                shared_length_along(self.ends[i], along, other.ends[j], t_along)
            }
            _ => 0.0,
        }
    }
}

/// How `a` and `b` touch, or `None` if they do not (or overlap, which a
/// valid position never has), their corners `ca` and `cb` given (a
/// position keeps them).
pub(crate) fn contact(
    a: &TableUnit,
    b: &TableUnit,
    ca: &[Point; 4],
    cb: &[Point; 4],
) -> Option<Contact> {
    if !touching_at(a, b, || (*ca, *cb)) {
        return None;
    }
    let (ca, cb) = (*ca, *cb);
    if rectangles_overlap(&ca, &cb) {
        return None;
    }
    let mut sides = Vec::new();
    for first in UnitSide::ALL {
        let i = first.index();
        for second in UnitSide::ALL {
            let j = second.index();
            let length = shared_length((ca[i], ca[(i + 1) % 4]), (cb[j], cb[(j + 1) % 4]));
            if length > EPSILON {
                sides.push(SideTouch {
                    first,
                    second,
                    length,
                });
            }
        }
    }
    Some(Contact { sides })
}

/// The length two sides of counter-clockwise polygons share when they lie
/// on one line facing each other; zero otherwise.
pub(crate) fn shared_length(s: (Point, Point), t: (Point, Point)) -> f64 {
    let Some(along) = (s.1 - s.0).normalized() else {
        return 0.0;
    };
    let Some(t_along) = (t.1 - t.0).normalized() else {
        return 0.0;
    };
    shared_length_along(s, along, t, t_along)
}

/// [`shared_length`] with the sides' unit directions already known.
fn shared_length_along(s: (Point, Point), along: Point, t: (Point, Point), t_along: Point) -> f64 {
    // Sides of counter-clockwise polygons that face each other run in
    // opposite directions.
    if along.dot(t_along) > -0.5 {
        return 0.0;
    }
    let length = (s.1 - s.0).length();
    let (u0, u1) = ((t.0 - s.0).dot(along), (t.1 - s.0).dot(along));
    let (d0, d1) = (along.cross(t.0 - s.0), along.cross(t.1 - s.0));
    if (u1 - u0).abs() <= 1e-12 {
        return 0.0;
    }
    let lo = u0.lesser(u1).greater(0.0);
    let hi = u0.greater(u1).lesser(length);
    if hi - lo <= EPSILON {
        return 0.0;
    }
    let offset_at = |u: f64| d0 + (u - u0) * (d1 - d0) / (u1 - u0);
    if offset_at(lo).abs() <= EPSILON && offset_at(hi).abs() <= EPSILON {
        hi - lo
    } else {
        0.0
    }
}

/// Whether `toucher` touches `unit`'s front side or either front corner.
pub(crate) fn touches_front(toucher: &TableUnit, unit: &TableUnit) -> bool {
    let (fr, fl) = unit.front_edge();
    segment_polygon_distance(fr, fl, &toucher.corners()) <= EPSILON
}

/// The geometry of flanking: `a` touches `b` but neither `b`'s front side
/// nor its front corners. Whether they are enemies is the caller's question.
pub(crate) fn flanks(a: &TableUnit, b: &TableUnit) -> bool {
    touching(a, b) && !touches_front(a, b)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::army_list::effect::UnitType;
    use crate::army_list::unit::Speed;
    use crate::engine::side::Side;
    use crate::engine::unit::{Placement, UnitFacts};
    use std::f64::consts::{FRAC_PI_2, PI};

    /// How two units touch, their corners worked out afresh.
    fn contact_of(a: &TableUnit, b: &TableUnit) -> Option<Contact> {
        contact(a, b, &a.corners(), &b.corners())
    }

    fn unit(id: u32, x: f64, y: f64, facing: f64) -> TableUnit {
        let facts = UnitFacts {
            kind: UnitType::Infantry,
            speed: Speed {
                simple: 2,
                difficult: 1,
            },
            fire_range: None,
            bombardment_range: None,
            light: false,
        };
        TableUnit::new(id, Side::A, Placement::new(x, y, facing), facts)
    }

    #[test]
    fn shared_length_needs_one_line_and_opposite_runs() {
        let s = (Point::new(0.0, 0.0), Point::new(1.0, 0.0));
        let t = (Point::new(1.5, 0.0), Point::new(0.5, 0.0));
        assert!((shared_length(s, t) - 0.5).abs() < 1e-12);
        let apart = (Point::new(1.5, 0.1), Point::new(0.5, 0.1));
        assert_eq!(shared_length(s, apart), 0.0);
        let tilted = (Point::new(1.5, 0.05), Point::new(0.5, -0.05));
        assert_eq!(shared_length(s, tilted), 0.0);
        let end_to_end = (Point::new(2.0, 0.0), Point::new(1.0, 0.0));
        assert_eq!(shared_length(s, end_to_end), 0.0);
    }

    #[test]
    fn neighbours_in_a_line_are_in_flank_contact() {
        let a = unit(1, 5.0, 5.0, FRAC_PI_2);
        let b = unit(2, 6.0, 5.0, FRAC_PI_2);
        let c = contact_of(&a, &b).unwrap();
        assert!(c.flank_contact() && c.in_formation() && !c.rear_contact());
        assert_eq!(c.sides.len(), 1);
        assert_eq!(
            (c.sides[0].first, c.sides[0].second),
            (UnitSide::Right, UnitSide::Left)
        );
        assert!((c.sides[0].length - 0.5).abs() < 1e-9);
    }

    #[test]
    fn a_column_is_in_rear_contact_and_enemies_face_to_face_in_front_contact() {
        let front = unit(1, 5.0, 5.5, FRAC_PI_2);
        let behind = unit(2, 5.3, 5.0, FRAC_PI_2);
        let c = contact_of(&front, &behind).unwrap();
        assert!(c.first_is_in_rear_contact() && c.rear_contact() && !c.flank_contact());
        assert!((c.sides[0].length - 0.7).abs() < 1e-9);
        let reverse = contact_of(&behind, &front).unwrap();
        assert!(!reverse.first_is_in_rear_contact() && reverse.rear_contact());
        let facing_us = unit(3, 5.0, 6.0, -FRAC_PI_2);
        let c = contact_of(&front, &facing_us).unwrap();
        assert!(c.front_to_front() && !c.rear_contact());
    }

    #[test]
    fn corners_touching_are_contact_but_not_formation() {
        let a = unit(1, 5.0, 5.0, FRAC_PI_2);
        let diagonal = unit(2, 6.0, 5.5, FRAC_PI_2);
        let c = contact_of(&a, &diagonal).unwrap();
        assert!(c.is_corner_only() && !c.in_formation());
        // A corner resting on the middle of a side: still corner contact.
        let turned = unit(3, 0.0, 0.0, PI * 0.75);
        let lowest = turned
            .corners()
            .into_iter()
            .min_by(|p, q| p.y.total_cmp(&q.y))
            .unwrap();
        let resting = unit(3, 5.0 - lowest.x, 5.25 - lowest.y, PI * 0.75);
        let c = contact_of(&a, &resting).unwrap();
        assert!(c.is_corner_only());
        assert!(contact_of(&a, &unit(4, 7.0, 5.0, 0.0)).is_none());
    }

    #[test]
    fn flanking_is_touching_without_front_side_or_front_corners() {
        let enemy = unit(1, 10.0, 10.0, FRAC_PI_2);
        let on_rear = unit(2, 10.0, 9.5, FRAC_PI_2);
        assert!(flanks(&on_rear, &enemy));
        let face_to_face = unit(3, 10.0, 10.5, -FRAC_PI_2);
        assert!(!flanks(&face_to_face, &enemy));
        assert!(
            !flanks(&unit(4, 12.0, 10.0, 0.0), &enemy),
            "not touching at all"
        );
    }
}
