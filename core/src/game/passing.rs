//! Steps that pass by themselves: a step where the rules leave a person
//! nothing to choose (no unit is engaged, so there is no combat to
//! start) is not shown as a decision. The session makes it, records it
//! as any other (so a saved game replays as it was played), and puts in
//! the log why it passed.
//!
//! A bombardment no battery may make is not here: the rules engine has
//! always gone past it without asking (`turn::advance`), so it is no
//! decision and holds no place in a record; the engine only says why in
//! the log (`PassReason::NoBatteryCanBombard`). Making it a decision the
//! session passes would stop every saved game at it on replay.

use super::command::Command;
use super::event::PassReason;
use super::step::Step;
use super::Game;

/// The decision due now, when the rules leave nothing to choose in it,
/// with why.
pub(crate) fn passes_by_itself(game: &Game) -> Option<(Command, PassReason)> {
    let state = &game.state;
    match state.step {
        Step::StartCombat
            if super::combat::engine_marker(&game.setup, state).is_none()
                && super::combat::pending_combats(state).is_empty() =>
        {
            Some((Command::StartCombat, PassReason::NothingEngaged))
        }
        _ => None,
    }
}
