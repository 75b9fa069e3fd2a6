//! One game of the lab: the list (side A) played by an automatic player
//! against the goldfish target (side B), from a seed, to its end.
//!
//! [`lab_player`] is the one place that says which automatic player plays
//! the list: the general, the best the core has (a random player is no
//! measure of a list). Every run of the lab, in the worker and natively,
//! follows it.

use crate::game::error::RuleError;
use crate::game::general::General;
use crate::game::goldfish::goldfish_command;
use crate::game::player::AutoPlayer;
use crate::game::setup::GameSetup;
use crate::game::Game;
use serde::{Deserialize, Serialize};

/// The most decisions one game may take: every decision moves the game
/// on, so the bound only guards against a bug.
const MOST_DECISIONS: usize = 200_000;

/// The automatic player of the list.
///
/// Swap the player here: it must choose only among the engine's legal
/// commands and be deterministic for a given game (the general decides by
/// the game alone; the game's own dice carry the seed).
pub(crate) fn lab_player() -> impl AutoPlayer {
    General::new()
}

/// Why a game of the lab could not be played to its end.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum GameFailure {
    /// The game did not start from its setup.
    Start { error: RuleError },
    /// The engine refused a decision the players made (a bug in a player).
    Refused { decision: usize, error: RuleError },
    /// A decision was due and no one made it.
    NoDecision { decision: usize },
    /// The game went on past any sensible length.
    TooLong,
}

/// Plays the game of `seed` from `setup` (whose options name the goldfish
/// side) to its end: the goldfish decides for its side, [`lab_player`]
/// for the other.
pub fn play_lab_game(setup: &GameSetup, seed: u64) -> Result<Game, GameFailure> {
    let mut game = Game::new(setup.clone(), seed).map_err(|error| GameFailure::Start { error })?;
    let mut player = lab_player();
    for decision in 0..MOST_DECISIONS {
        if game.is_over() {
            return Ok(game);
        }
        let command = goldfish_command(&game)
            .or_else(|| player.choose(&game))
            .ok_or(GameFailure::NoDecision { decision })?;
        game.apply(command)
            .map_err(|error| GameFailure::Refused { decision, error })?;
    }
    if game.is_over() {
        Ok(game)
    } else {
        Err(GameFailure::TooLong)
    }
}
