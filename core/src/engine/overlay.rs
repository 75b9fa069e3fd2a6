//! Shapes the table draws on demand, from the same geometry the rules
//! read: a unit's arc of fire cut at its range, and the lines of fire from
//! its front corners. Drawing only: no rule decides anything from these.

use super::fire::{ARC_HALF_ANGLE, EMPLACED_ARC_HALF_ANGLE};
use super::geometry::{closest_point_on_segment, Point};
use super::position::Position;
use super::unit::TableUnitId;
use serde::{Deserialize, Serialize};

/// How many points draw each rounded corner of a range outline.
const ROUNDING_STEPS: usize = 6;

/// A line of fire from one front corner of a shooter to the nearest point
/// of its target, and whether the rules find it clear.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct FireLine {
    pub from: Point,
    pub to: Point,
    pub clear: bool,
}

impl Position {
    /// The area a unit reaches within `range` UW: its arc of fire (45° out
    /// from each front corner), out to `range` from its front side. A
    /// polygon, counter-clockwise; `None` for an unknown unit.
    pub fn fire_zone(&self, id: TableUnitId, range: f64) -> Option<Vec<Point>> {
        self.zone(id, range, ARC_HALF_ANGLE)
    }

    /// The area a battery bombards within `range` UW: its
    /// [`Position::fire_zone`], or from an emplacement the narrower arc
    /// (22.5° out from each front corner).
    pub fn bombardment_zone(&self, id: TableUnitId, range: f64) -> Option<Vec<Point>> {
        let half_angle = if self.in_emplacement(id) {
            EMPLACED_ARC_HALF_ANGLE
        } else {
            ARC_HALF_ANGLE
        };
        self.zone(id, range, half_angle)
    }

    /// The arc whose rays turn `half_angle` outward, out to `range`.
    fn zone(&self, id: TableUnitId, range: f64, half_angle: f64) -> Option<Vec<Point>> {
        let unit = self.unit(id)?;
        let (fr, fl) = unit.front_edge();
        let facing = unit.placement.facing;
        // Right corner: from the outward ray round to straight ahead; then
        // the far edge; then the left corner from straight ahead outward.
        let mut outline = vec![fr];
        for k in 0..=ROUNDING_STEPS {
            let t = k as f64 / ROUNDING_STEPS as f64;
            let angle = facing - half_angle * (1.0 - t);
            outline.push(fr + Point::from_angle(angle) * range);
        }
        for k in 0..=ROUNDING_STEPS {
            let t = k as f64 / ROUNDING_STEPS as f64;
            let angle = facing + half_angle * t;
            outline.push(fl + Point::from_angle(angle) * range);
        }
        outline.push(fl);
        Some(outline)
    }

    /// The two lines of fire from `shooter`'s front corners to the nearest
    /// point of `target`, right corner first, each marked clear or not by
    /// the line-of-fire rule. `None` for unknown units or a shooter without
    /// fire.
    pub fn fire_lines(&self, shooter: TableUnitId, target: TableUnitId) -> Option<[FireLine; 2]> {
        let check = self.fire_check(shooter, target)?;
        if !check.has_fire && !check.base_contact {
            return None;
        }
        let (fr, fl) = self.unit(shooter)?.front_edge();
        let corners = self.unit(target)?.corners();
        let nearest = |eye: Point| {
            (0..4)
                .map(|k| closest_point_on_segment(eye, corners[k], corners[(k + 1) % 4]))
                .min_by(|a, b| eye.distance(*a).total_cmp(&eye.distance(*b)))
                .unwrap_or(eye)
        };
        Some([
            FireLine {
                from: fr,
                to: nearest(fr),
                clear: check.right_corner_clear || check.base_contact,
            },
            FireLine {
                from: fl,
                to: nearest(fl),
                clear: check.left_corner_clear || check.base_contact,
            },
        ])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::army_list::effect::UnitType;
    use crate::army_list::unit::Speed;
    use crate::engine::geometry::Extremes;
    use crate::engine::{Placement, Side, Table, TableUnit, UnitFacts};

    fn infantry(id: u32, side: Side, x: f64, y: f64, facing: f64) -> TableUnit {
        let facts = UnitFacts {
            kind: UnitType::Infantry,
            speed: Speed {
                simple: 2,
                difficult: 1,
            },
            fire_range: Some(2),
            bombardment_range: None,
            light: false,
        };
        TableUnit::new(id, side, Placement::new(x, y, facing), facts)
    }

    #[test]
    fn the_fire_zone_reaches_its_range_straight_ahead_and_at_45_degrees() {
        let north = std::f64::consts::FRAC_PI_2;
        let unit = infantry(1, Side::A, 5.0, 5.0, north);
        let position =
            Position::new(Table::standard(), vec![], vec![unit], vec![], vec![]).unwrap();
        let zone = position.fire_zone(TableUnitId(1), 2.0).unwrap();
        let far = zone.iter().map(|p| p.y).fold(f64::MIN, f64::greater);
        // The front side is at y = 5.25; straight ahead the zone ends 2 UW on.
        assert!((far - 7.25).abs() < 1e-9, "{far}");
        // The outermost points lie on the 45° rays: 2 UW from the corners.
        let right = zone[1];
        assert!((right.x - (5.5 + 2.0 * (0.5f64).sqrt())).abs() < 1e-9);
        assert!((right.y - (5.25 + 2.0 * (0.5f64).sqrt())).abs() < 1e-9);
    }

    #[test]
    fn an_emplaced_batterys_zone_opens_22_5_degrees_from_each_corner() {
        use crate::engine::{Shape, TerrainElement, TerrainKind};
        let north = std::f64::consts::FRAC_PI_2;
        let mut guns = infantry(1, Side::A, 5.0, 5.0, north);
        guns.facts.bombardment_range = Some(6);
        let works = TerrainElement::new(
            TerrainKind::Emplacement,
            Shape::oriented_rectangle(Point::new(5.0, 5.0), north, 0.7, 1.2),
        );
        let open = Position::new(
            Table::standard(),
            vec![],
            vec![guns.clone()],
            vec![],
            vec![],
        )
        .unwrap();
        let dug_in =
            Position::new(Table::standard(), vec![works], vec![guns], vec![], vec![]).unwrap();
        let outermost = |p: &Position| p.bombardment_zone(TableUnitId(1), 6.0).unwrap()[1];
        assert_eq!(
            outermost(&open),
            open.fire_zone(TableUnitId(1), 6.0).unwrap()[1]
        );
        let (sin, cos) = std::f64::consts::FRAC_PI_8.sin_cos();
        let right = outermost(&dug_in);
        assert!((right.x - (5.5 + 6.0 * sin)).abs() < 1e-9, "{right:?}");
        assert!((right.y - (5.25 + 6.0 * cos)).abs() < 1e-9, "{right:?}");
    }

    #[test]
    fn lines_of_fire_run_from_both_front_corners_to_the_target() {
        let north = std::f64::consts::FRAC_PI_2;
        let shooter = infantry(1, Side::A, 5.0, 5.0, north);
        let target = infantry(2, Side::B, 5.0, 6.5, -north);
        let position = Position::new(
            Table::standard(),
            vec![],
            vec![shooter, target],
            vec![],
            vec![],
        )
        .unwrap();
        let [right, left] = position.fire_lines(TableUnitId(1), TableUnitId(2)).unwrap();
        assert!(right.clear && left.clear);
        assert!((right.from.x - 5.5).abs() < 1e-9 && (left.from.x - 4.5).abs() < 1e-9);
        assert!((right.to.y - 6.25).abs() < 1e-9, "the target's near side");
    }
}
