//! The general's answer when an army of its team breaks (a game of more
//! than two players): support it while the side's morale, shared out,
//! leaves every player a cushion; otherwise let it go, so that the next
//! army to break does not break the side.

use super::reason::GeneralReason;
use crate::engine::PlayerId;
use crate::game::command::{BrokenArmy, Command};
use crate::game::Game;

/// The morale each player must keep after the sharing out for the general
/// to support: less, and the next loss would break the whole side.
const SUPPORT_SHARE: u32 = 3;

pub(super) fn broken_army(game: &Game, broken: PlayerId) -> (Command, GeneralReason) {
    let players = game.state.players_in(broken.side);
    let total: u32 = players.iter().map(|p| game.state.morale[*p]).sum();
    let share = total / players.len().max(1) as u32;
    let choice = if share >= SUPPORT_SHARE {
        BrokenArmy::Support
    } else {
        BrokenArmy::Forfeit
    };
    (
        Command::ArmyBroken { choice },
        GeneralReason::BrokenArmy { choice, share },
    )
}
