//! The scenario's objectives on the table: whether each counts yet, and
//! who holds it. A side holds an objective when one of its units is within
//! it, even partly, and no enemy unit is.

use super::in_play::ScenarioInPlay;
use crate::engine::{Position, Shape, Side};
use crate::scenario::{EventKind, Objective};

/// Whether the objective counts at `phase`: from the start, unless an
/// event makes it active at a later phase.
pub(crate) fn is_active(scenario: &ScenarioInPlay, objective: &Objective, phase: u32) -> bool {
    scenario
        .events
        .iter()
        .filter(|e| matches!(&e.what, EventKind::ObjectiveActive(id) if *id == objective.id))
        .all(|e| phase >= e.phase)
}

/// The side holding the objective, if one does.
pub(crate) fn holder(position: &Position, objective: &Objective) -> Option<Side> {
    let mut within = [false, false];
    for unit in position.units() {
        let outline = Shape::Polygon {
            vertices: unit.corners().to_vec(),
        };
        if objective.area.overlaps_shape(&outline) {
            within[usize::from(unit.side == Side::B)] = true;
        }
    }
    match within {
        [true, false] => Some(Side::A),
        [false, true] => Some(Side::B),
        _ => None,
    }
}

/// The value of the active objectives `side` holds at `phase`.
pub(crate) fn held_value(
    scenario: &ScenarioInPlay,
    position: &Position,
    phase: u32,
    side: Side,
) -> u64 {
    scenario
        .objectives
        .iter()
        .filter(|o| is_active(scenario, o, phase) && holder(position, o) == Some(side))
        .map(|o| u64::from(o.value))
        .sum()
}
