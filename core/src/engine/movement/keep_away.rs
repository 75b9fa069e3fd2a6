//! How close a planned move comes to the enemy: the checks of actions
//! that must keep away from it (March, Reserve Move).

use super::{MoveError, Moved};
use crate::engine::geometry::{convex_hull, Point, EPSILON};
use crate::engine::scene::Scene;
use crate::engine::side::Side;
use crate::engine::unit::{corners_ahead, corners_at, TableUnitId};

/// The closest the unit of a planned move comes to any enemy on its way,
/// and which enemy: measured from the area it covers where it stood, where
/// it turned to and where it stops (the convex hull of the three
/// rectangles; a straight slide of a rectangle covers exactly the hull of
/// its two ends, and the hull also takes in the turn at the start).
/// `None` if there is no enemy.
fn closest_approach(scene: &Scene, hull: &[Point], side: Side) -> Option<(f64, TableUnitId)> {
    let hull_box = crate::engine::geometry::Aabb::of_points(hull);
    let mut closest: Option<(f64, TableUnitId)> = None;
    let enemies = scene.units().iter().enumerate();
    for (k, other) in enemies.filter(|(_, o)| o.side != side) {
        // An enemy whose centre is farther from the path's box than the
        // closest so far, plus its own reach, cannot be closer: skip the
        // exact measure (the first of equally close enemies still wins).
        let at_least = hull_box.distance_to(other.placement.centre) - other.radius();
        if closest.is_some_and(|(best, _)| at_least > best + EPSILON) {
            continue;
        }
        let distance = crate::engine::geometry::polygon_distance(hull, &scene.corners[k]);
        if closest.is_none_or(|(best, _)| distance < best) {
            closest = Some((distance, other.id));
        }
    }
    closest
}

/// The area the unit of a planned move covers on its way (see
/// [`closest_approach`]), and its side.
fn swept_area(scene: &Scene, moved: &Moved) -> Option<(Vec<Point>, Side)> {
    let unit = scene.unit(moved.unit)?;
    let start = corners_at(&moved.from, unit.depth);
    // The turned and the end rectangles share the new facing.
    let ahead = moved.to.forward();
    let turned = corners_ahead(moved.from.centre, ahead, unit.depth);
    let end = corners_ahead(moved.to.centre, ahead, unit.depth);
    Some((convex_hull(&[start, turned, end].concat()), unit.side))
}

/// Whether any enemy of `side` comes nearer than `limit` to the convex
/// `area`: only enemies whose boxes come that near are measured (the gap
/// between the boxes is never more than the distance).
fn enemy_within(scene: &Scene, area: &[Point], side: Side, limit: f64) -> bool {
    let area_box = crate::engine::geometry::Aabb::of_points(area);
    scene.units().iter().enumerate().any(|(k, other)| {
        other.side != side
            && area_box.gap_to(&scene.boxes[k]) < limit + 1e-9
            && crate::engine::geometry::polygon_distance(area, &scene.corners[k]) < limit
    })
}

/// Whether every enemy is surely at least `keep_away` from the area a
/// planned move covers: its centre farther from the box of the area than
/// `keep_away` and its own radius (and a hair, for rounding). Then no enemy
/// is measured exactly.
fn clear_of_enemies(scene: &Scene, moved: &Moved, keep_away: f64) -> bool {
    let Some(index) = scene.index_of(moved.unit) else {
        return false;
    };
    let depth = scene.units()[index].depth;
    let ahead = moved.to.forward();
    let box_of = |corners: [Point; 4]| crate::engine::geometry::Aabb::of_points(&corners);
    let area = box_of(corners_at(&moved.from, depth))
        .union(&box_of(corners_ahead(moved.from.centre, ahead, depth)))
        .union(&box_of(corners_ahead(moved.to.centre, ahead, depth)));
    let side = scene.units()[index].side;
    scene.units().iter().enumerate().all(|(k, other)| {
        other.side == side
            || area.distance_to(other.placement.centre) - scene.radius[k] > keep_away + 1e-9
    })
}

/// Checks that a planned move never comes within `keep_away` UW of an
/// enemy (the actions that march "never within N UW of an enemy"); if it
/// does, the error names the closest enemy.
pub(crate) fn check_keep_away(
    scene: &Scene,
    moved: &Moved,
    keep_away: f64,
) -> Result<(), MoveError> {
    if keeps_away(scene, moved, keep_away) {
        return Ok(());
    }
    let closest =
        swept_area(scene, moved).and_then(|(area, side)| closest_approach(scene, &area, side));
    match closest {
        Some((distance, enemy)) if distance < keep_away - EPSILON => {
            Err(MoveError::ComesNearEnemy {
                unit: moved.unit,
                enemy,
                distance,
                keep_away,
            })
        }
        _ => Ok(()),
    }
}

/// Whether a planned move keeps at least `keep_away` (less the tolerance)
/// from every enemy all the way: the verdict of [`check_keep_away`],
/// without finding which enemy is closest when one is too near.
pub(crate) fn keeps_away(scene: &Scene, moved: &Moved, keep_away: f64) -> bool {
    // Enemies whose centres are beyond reach of the whole path are skipped
    // before anything is measured.
    let Some(unit) = scene.unit(moved.unit) else {
        return true;
    };
    let reach = moved.from.centre.distance(moved.to.centre) + unit.radius() + keep_away;
    let near = scene.units().iter().any(|other| {
        other.side != unit.side
            && other.placement.centre.distance(moved.from.centre) <= reach + other.radius()
    });
    if !near || clear_of_enemies(scene, moved, keep_away) {
        return true;
    }
    let Some((area, side)) = swept_area(scene, moved) else {
        return true;
    };
    !enemy_within(scene, &area, side, keep_away - EPSILON)
}
