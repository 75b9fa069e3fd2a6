//! Difficult moves: straight in any direction, then a turn to any facing.

use super::{
    distance_ok, end_checks, finite, joined, terrain_limit, MoveError, MoveInput, MoveKind,
    MoveLimit, Moved,
};
use crate::engine::geometry::{farther_than, sweep_overlap, Point, EPSILON};
use crate::engine::scene::Scene;
use crate::engine::unit::{corners_at, Placement, TableUnitId};

/// Plans a difficult move of unit `id`: `distance` UW in the direction
/// `direction` (radians), then a turn to `facing`, at the unit's difficult
/// speed (or `speed`, when an effect gives one: a tactic's immediate move).
pub(super) fn plan_difficult_move(
    scene: &Scene,
    id: TableUnitId,
    direction: f64,
    distance: f64,
    facing: f64,
    speed: Option<f64>,
) -> Result<Moved, MoveError> {
    let index = scene
        .index_of(id)
        .ok_or(MoveError::UnknownUnit { unit: id })?;
    let unit = &scene.units()[index];
    let direction = finite(direction, MoveInput::Direction)?;
    let distance = distance_ok(distance)?;
    let facing = finite(facing, MoveInput::Facing)?;
    let from = unit.placement;
    let way = Point::from_angle(direction);
    let start_corners = scene.corners[index];
    // An enemy beyond the reach of the whole path cannot be passed through
    // (the sweep would find it nowhere on the way): it is not swept.
    let reach = scene.radius[index] + distance + 2.0 * EPSILON + 1e-9;
    for (k, other) in scene.units().iter().enumerate() {
        if other.side == unit.side
            || farther_than(other.placement.centre, from.centre, reach + scene.radius[k])
        {
            continue;
        }
        if let Some((enter, leave)) = sweep_overlap(&start_corners, way, &scene.corners[k], EPSILON)
        {
            if enter < distance && leave > 0.0 {
                return Err(MoveError::PassesThroughEnemy {
                    unit: id,
                    enemy: other.id,
                });
            }
        }
    }
    let moved_corners = start_corners.map(|c| c + way * distance);
    let speed = match speed {
        Some(s) => finite(s, MoveInput::Speed)?,
        None => f64::from(unit.facts.speed.difficult),
    };
    let mut limit = MoveLimit::Speed { speed };
    let terrain = (distance > EPSILON)
        .then(|| terrain_limit(scene, &joined(&start_corners, &moved_corners)))
        .flatten();
    if let Some(terrain) = terrain {
        if terrain.distance() < limit.distance() {
            limit = terrain;
        }
    }
    if distance > limit.distance() + EPSILON {
        return Err(MoveError::TooFar {
            unit: id,
            distance,
            allowed: limit.distance(),
            limit,
        });
    }
    let to = Placement {
        centre: from.centre + way * distance,
        facing,
    };
    let end_corners = corners_at(&to, unit.depth);
    let (enemies_touched, displaced, commanders_at_risk) =
        end_checks(scene, index, &to, end_corners, true)?;
    Ok(Moved {
        unit: id,
        kind: MoveKind::Difficult,
        from,
        to,
        distance,
        limit,
        terrain,
        road_bonus: false,
        stopped_by: None,
        enemies_touched,
        displaced,
        commanders_at_risk,
    })
}
