//! Simple moves: a turn about the centre, then straight ahead, stopping
//! exactly in contact with an enemy met on the way.

use super::{
    distance_ok, end_checks, finite, joined, terrain_limit, touches_road, ContactMade, MoveError,
    MoveInput, MoveKind, MoveLimit, Moved, ROAD_BONUS,
};
use crate::engine::geometry::{
    angle_between, farther_than, rectangles_overlap, segment_segment_distance, sweep_overlap,
    Extremes, Point, EPSILON,
};
use crate::engine::scene::Scene;
use crate::engine::unit::{corners_ahead, corners_at, Placement, TableUnitId, UnitSide};

/// Plans a simple move of unit `id`: turn to `heading`, go `distance`
/// straight ahead, at the unit's simple speed (or `speed`, when an action
/// sets it, as March does).
pub(super) fn plan_simple_move(
    scene: &Scene,
    id: TableUnitId,
    heading: f64,
    distance: f64,
    speed: Option<f64>,
) -> Result<Moved, MoveError> {
    let index = scene
        .index_of(id)
        .ok_or(MoveError::UnknownUnit { unit: id })?;
    let unit = &scene.units()[index];
    let heading = finite(heading, MoveInput::Heading)?;
    let distance = distance_ok(distance)?;
    // A unit whose own simple speed is 0 (heavy guns) never makes a simple
    // move, whatever speed an action gives (March's D does not lend it one).
    if unit.facts.speed.simple == 0 {
        return Err(MoveError::NoSimpleMove { unit: id });
    }
    let speed = match speed {
        Some(s) => finite(s, MoveInput::Speed)?,
        None => f64::from(unit.facts.speed.simple),
    };
    if speed <= 0.0 {
        return Err(MoveError::NoSimpleMove { unit: id });
    }
    let from = unit.placement;
    let turned = Placement {
        centre: from.centre,
        facing: heading,
    };
    let forward = turned.forward();
    let turned_corners = corners_ahead(turned.centre, forward, unit.depth);
    // Turning in place must not put the unit into an enemy; then it goes
    // ahead until it has gone `distance` or runs into an enemy.
    let mut stop = distance;
    let mut stopped_by: Option<usize> = None;
    let reach = scene.radius[index] + distance + 2.0 * EPSILON;
    for (k, other) in scene.units().iter().enumerate() {
        // An enemy beyond the reach of the whole path cannot be met.
        if other.side == unit.side
            || farther_than(other.placement.centre, from.centre, reach + scene.radius[k])
        {
            continue;
        }
        let other_corners = scene.corners[k];
        if rectangles_overlap(&turned_corners, &other_corners) {
            return Err(MoveError::TurnOverlapsEnemy {
                unit: id,
                enemy: other.id,
            });
        }
        let Some((enter, leave)) = sweep_overlap(&turned_corners, forward, &other_corners, EPSILON)
        else {
            continue;
        };
        if enter < distance && leave > 0.0 {
            let touch = sweep_overlap(&turned_corners, forward, &other_corners, 0.0)
                .map_or(enter, |(t, _)| t)
                .greater(0.0);
            if touch < stop {
                stop = touch;
                stopped_by = Some(k);
            }
        }
    }
    let to = Placement {
        centre: from.centre + forward * stop,
        facing: heading,
    };
    let end_corners = corners_ahead(to.centre, forward, unit.depth);
    let road_bonus =
        touches_road(scene, &scene.corners[index]) && touches_road(scene, &end_corners);
    let mut limit = if road_bonus {
        MoveLimit::Road {
            speed: speed + ROAD_BONUS,
        }
    } else {
        MoveLimit::Speed { speed }
    };
    let terrain = (stop > EPSILON)
        .then(|| terrain_limit(scene, &joined(&turned_corners, &end_corners)))
        .flatten();
    if let Some(terrain) = terrain {
        if terrain.distance() < limit.distance() {
            limit = terrain;
        }
    }
    if stop > limit.distance() + EPSILON {
        return Err(MoveError::TooFar {
            unit: id,
            distance: stop,
            allowed: limit.distance(),
            limit,
        });
    }
    let contact = stopped_by.map(|k| ContactMade {
        enemy: scene.units()[k].id,
        enemy_side: side_met(scene, index, &to, k),
    });
    // The corners where it ends are `corners_at(&to, ..)`: it faces its
    // heading there.
    let (enemies_touched, displaced, commanders_at_risk) =
        end_checks(scene, index, &to, end_corners, false)?;
    Ok(Moved {
        unit: id,
        kind: MoveKind::Simple,
        from,
        to,
        distance: stop,
        limit,
        terrain,
        road_bonus,
        stopped_by: contact,
        enemies_touched,
        displaced,
        commanders_at_risk,
    })
}

/// The side of enemy `k` that the front of unit `index`, standing at `at`,
/// touches: of the sides it touches, the one it faces most squarely.
fn side_met(scene: &Scene, index: usize, at: &Placement, k: usize) -> Option<UnitSide> {
    let unit = &scene.units()[index];
    let corners = corners_at(at, unit.depth);
    let (fr, fl) = (corners[0], corners[1]);
    let mut best: Option<(f64, UnitSide)> = None;
    for side in UnitSide::ALL {
        let i = side.index();
        let (a, b) = (scene.corners[k][i], scene.corners[k][(i + 1) % 4]);
        if segment_segment_distance(fr, fl, a, b) > EPSILON {
            continue;
        }
        let edge = b - a;
        let Some(outward) = Point::new(edge.y, -edge.x).normalized() else {
            continue;
        };
        let turn = angle_between(at.facing, (-outward).angle());
        if best.is_none_or(|(t, _)| turn < t) {
            best = Some((turn, side));
        }
    }
    best.map(|(_, side)| side)
}
