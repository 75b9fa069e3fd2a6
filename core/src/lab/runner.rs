//! One game of the lab: the list (side A) played by an automatic player
//! against the goldfish target (side B), from a seed, to its end.
//!
//! [`lab_player`] is the one place that says which automatic player plays
//! the list. Today it is the random player; a better one plugs in here,
//! and every run of the lab, in the worker and natively, follows.

use crate::game::error::RuleError;
use crate::game::goldfish::goldfish_command;
use crate::game::player::{AutoPlayer, RandomPlayer};
use crate::game::setup::GameSetup;
use crate::game::Game;
use serde::{Deserialize, Serialize};

/// Mixed into the seed of the player's own choices, so that its generator
/// and the dice do not run in step.
const PLAYER_SEED_MIX: u64 = 0x9E37_79B9_7F4A_7C15;

/// The most decisions one game may take: every decision moves the game
/// on, so the bound only guards against a bug.
const MOST_DECISIONS: usize = 200_000;

/// The automatic player of the list in the game of seed `seed`.
///
/// Swap the player here: it must choose only among the engine's legal
/// commands and be deterministic for a given seed.
pub fn lab_player(seed: u64) -> impl AutoPlayer {
    RandomPlayer::new(seed ^ PLAYER_SEED_MIX)
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
    let mut player = lab_player(seed);
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
