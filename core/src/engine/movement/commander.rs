//! Commanders' moves: over anything, never stopping on a unit.

use super::{finite, CommanderMoved, MoveError, MoveInput};
use crate::engine::commander::{base_distance, overlaps_at, touches_at, CommanderId};
use crate::engine::geometry::{Point, EPSILON};
use crate::engine::scene::Scene;

/// Plans a commander's move to `to`, at most `allowed` UW (the Move
/// Commanders action gives D+2). Commanders pass over anything but never
/// stop with their base on a unit (touching one is allowed; touching an
/// enemy puts him at risk).
pub(crate) fn plan_commander_move(
    scene: &Scene,
    id: CommanderId,
    to: Point,
    allowed: f64,
) -> Result<CommanderMoved, MoveError> {
    let commander = scene
        .commanders()
        .iter()
        .find(|c| c.id == id)
        .ok_or(MoveError::UnknownCommander { commander: id })?;
    if !to.is_finite() {
        return Err(MoveError::NotFinite {
            input: MoveInput::Destination,
        });
    }
    let allowed = finite(allowed, MoveInput::Distance)?;
    let distance = commander.at.distance(to);
    if distance > allowed + EPSILON {
        return Err(MoveError::CommanderTooFar {
            commander: id,
            distance,
            allowed,
        });
    }
    if !scene.table().contains(to) {
        return Err(MoveError::CommanderOffTable {
            commander: id,
            at: to,
        });
    }
    let mut touching_enemies = Vec::new();
    for (unit, corners) in scene.units().iter().zip(scene.corners) {
        let d = base_distance(to, corners);
        if overlaps_at(d) {
            return Err(MoveError::CommanderOnUnit {
                commander: id,
                unit: unit.id,
            });
        }
        if unit.side != commander.side && touches_at(d) {
            touching_enemies.push(unit.id);
        }
    }
    Ok(CommanderMoved {
        commander: id,
        from: commander.at,
        to,
        touching_enemies,
    })
}
