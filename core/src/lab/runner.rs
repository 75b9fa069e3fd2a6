//! One game of the lab, from a seed, to its end: the list played by an
//! automatic player against the goldfish target (on the other side); or,
//! head to head, both sides played by the general at the plan's strength.
//!
//! [`lab_player`] is the one place that says which automatic player plays
//! the list: the general, the best the core has (a random player is no
//! measure of a list). Every run of the lab, in the worker and natively,
//! follows it.

use crate::engine::PerSide;
use crate::game::error::RuleError;
use crate::game::general::strength::Strength;
use crate::game::general::General;
use crate::game::goldfish::goldfish_command;
use crate::game::player::AutoPlayer;
use crate::game::setup::GameSetup;
use crate::game::Game;
use crate::lab::{LabPlan, LabPlayers};
use crate::stats::game::GameFigures;
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
    /// The plan has no such game (a worker asked for one beyond it).
    NoSuchGame { series: usize, game: u32 },
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

/// Plays game `k` of series `series` of `plan` and reads its figures (list
/// A's side noted in them).
pub fn play_plan_game(plan: &LabPlan, series: usize, k: u32) -> Result<GameFigures, GameFailure> {
    let game = plan
        .game(series, k)
        .ok_or(GameFailure::NoSuchGame { series, game: k })?;
    let played = match plan.players {
        LabPlayers::AgainstGoldfish => play_lab_game(game.setup, game.seed)?,
        LabPlayers::Generals { strength } => play_head_to_head(game.setup, game.seed, strength)?,
    };
    let figures = GameFigures::of(&played, game.seed).ok_or(GameFailure::TooLong)?;
    Ok(GameFigures {
        list_a: game.list_a,
        ..figures
    })
}

/// Plays the game of `seed` from `setup` to its end with both sides played
/// by the general at `strength`, each side's player with a seed of its own
/// drawn from the game's (never from its dice).
pub fn play_head_to_head(
    setup: &GameSetup,
    seed: u64,
    strength: Strength,
) -> Result<Game, GameFailure> {
    let mut game = Game::new(setup.clone(), seed).map_err(|error| GameFailure::Start { error })?;
    let mut players = PerSide::new(
        strength.player(seed ^ 0x5a5a_0001),
        strength.player(seed ^ 0x5a5a_0002),
    );
    for decision in 0..MOST_DECISIONS {
        let Some(side) = game.decider() else {
            return Ok(game);
        };
        let command = players[side]
            .choose(&game)
            .ok_or(GameFailure::NoDecision { decision })?;
        game.apply(command)
            .map_err(|error| GameFailure::Refused { decision, error })?;
    }
    match game.is_over() {
        true => Ok(game),
        false => Err(GameFailure::TooLong),
    }
}
