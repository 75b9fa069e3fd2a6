//! Moving a unit under an action's or a tactic's terms: the plan (checked,
//! nothing changed) and the move itself with its events and the risks to
//! commanders it brings. Actions and combat (movement tactics) share it.

use super::command::MoveOrder;
use super::commander::contact_risks;
use super::error::RuleError;
use super::event::Event;
use super::state::State;
use crate::army_list::effect::Movement;
use crate::engine::geometry::Extremes;
use crate::engine::{Moved, TableUnitId, EPSILON};

/// Plans a unit's move under an action's (or a tactic's) terms.
pub(crate) fn plan_move(
    state: &State,
    unit: TableUnitId,
    order: MoveOrder,
    movement: Movement,
    speed: Option<u32>,
    keep_away: Option<u8>,
) -> Result<Moved, RuleError> {
    let moved = plan_path(state, unit, order, movement, speed)?;
    if let Some(keep) = keep_away {
        state.position.check_keep_away(&moved, f64::from(keep))?;
    }
    Ok(moved)
}

/// Whether [`plan_move`] would allow the move (`Ok`), and if not, whether
/// only its length is at fault (`Err(Some(allowed))`, the most it may go
/// on that path) or something else (`Err(None)`). For the enumerator,
/// which tries many moves: a move that comes too near the enemy is refused
/// without finding the closest enemy.
pub(crate) fn move_verdict(
    state: &State,
    unit: TableUnitId,
    order: MoveOrder,
    movement: Movement,
    speed: Option<u32>,
    keep_away: Option<u8>,
) -> Result<(), Option<f64>> {
    let moved = plan_path(state, unit, order, movement, speed).map_err(|e| match e {
        RuleError::Move {
            error: crate::engine::MoveError::TooFar { allowed, .. },
        } => Some(allowed),
        RuleError::TurnMoveCap { already, cap, .. } if cap > already + EPSILON => {
            Some(cap - already)
        }
        _ => None,
    })?;
    match keep_away {
        Some(keep) if !state.position.keeps_away(&moved, f64::from(keep)) => Err(None),
        _ => Ok(()),
    }
}

/// Plans the move itself: its path, length and end, before any keeping
/// away from the enemy.
fn plan_path(
    state: &State,
    unit: TableUnitId,
    order: MoveOrder,
    movement: Movement,
    speed: Option<u32>,
) -> Result<Moved, RuleError> {
    let position = &state.position;
    match (order, movement) {
        (MoveOrder::Simple { .. }, Movement::Difficult)
        | (MoveOrder::Difficult { .. }, Movement::Simple) => {
            return Err(RuleError::WrongMovement { unit })
        }
        _ => {}
    }
    let moved = position.plan_move(unit, order, speed.map(f64::from))?;
    check_turn_cap(state, &moved)?;
    Ok(moved)
}

/// Broken ground caps a unit's movement for the whole turn: once any of
/// its moves this turn crossed broken (very broken) ground, all of them
/// together go at most 2 (1) UW.
fn check_turn_cap(state: &State, moved: &Moved) -> Result<(), RuleError> {
    let before = state
        .moved_this_turn
        .get(&moved.unit)
        .copied()
        .unwrap_or_default();
    let this_cap = moved.terrain.map(|t| t.distance());
    let cap = match (before.cap, this_cap) {
        (Some(a), Some(b)) => Some(a.lesser(b)),
        (a, b) => a.or(b),
    };
    match cap {
        Some(cap) if before.distance + moved.distance > cap + EPSILON => {
            Err(RuleError::TurnMoveCap {
                unit: moved.unit,
                already: before.distance,
                cap,
            })
        }
        _ => Ok(()),
    }
}

/// Notes a move for the turn's cap.
fn note_move(state: &mut State, moved: &Moved) {
    let entry = state.moved_this_turn.entry(moved.unit).or_default();
    entry.distance += moved.distance;
    if let Some(t) = moved.terrain {
        entry.cap = Some(entry.cap.map_or(t.distance(), |c| c.lesser(t.distance())));
    }
}

/// Makes a planned move, with its events and any risk to commanders.
pub(crate) fn make_move(
    state: &mut State,
    moved: &Moved,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    state.position.make_planned(moved);
    note_move(state, moved);
    events.push(Event::UnitMoved {
        unit: moved.unit,
        kind: moved.kind,
        from: moved.from.centre,
        to: moved.to.centre,
        facing: moved.to.facing,
        distance: moved.distance,
    });
    for d in &moved.displaced {
        events.push(Event::CommanderDisplaced {
            commander: d.commander,
            from: d.from,
            to: d.to,
        });
    }
    contact_risks(state, &moved.commanders_at_risk, Some(moved.unit), events)
}
