//! Automatic games of a scenario, for tests and the benchmark: the random
//! player (side A) against the goldfish (side B), with random armies of
//! the scenario's era at its points where it fixes none.

use crate::army_list::{Catalog, Faction};
use crate::engine::{PerSide, Table};
use crate::game::goldfish::{goldfish_command, random_command, random_roster};
use crate::game::setup::{FirstPlayer, GameOptions};
use crate::game::Game;
use crate::i18n::Lang;
use crate::scenario::Scenario;
use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The points of a random army where the scenario names none.
const DEFAULT_POINTS: u32 = 500;

/// One game of `scenario` from `seed`, played to its end (or the turn
/// cap); `None` if the armies could not be set up.
pub fn play_scenario_game(
    catalog: &Catalog,
    scenario: &Scenario,
    seed: u64,
    turn_limit: u32,
) -> Option<Game> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let factions: Vec<&Faction> = match &scenario.era {
        Some(era) => catalog.factions_of(era).collect(),
        None => catalog.factions().collect(),
    };
    if factions.is_empty() {
        return None;
    }
    let points = scenario.points.unwrap_or(DEFAULT_POINTS);
    let mut army = || {
        let faction = factions[(rng.next_u32() as usize) % factions.len()];
        Some(random_roster(faction, points, &mut rng))
    };
    let players = PerSide::new(army(), army());
    let options = GameOptions {
        goldfish: Some(crate::engine::Side::B),
        first: FirstPlayer::Roll,
        turn_limit: Some(turn_limit),
        ..GameOptions::default()
    };
    let setup = super::scenario_setup(
        catalog,
        scenario,
        players,
        options,
        Table::standard(),
        Lang::En,
    )
    .ok()?;
    let mut game = Game::new(setup, rng.next_u64()).ok()?;
    // Every command moves the game on; the bound only guards against a bug.
    for _ in 0..200_000 {
        if game.is_over() {
            break;
        }
        let command = goldfish_command(&game).or_else(|| random_command(&game, &mut rng))?;
        game.apply(command).ok()?;
    }
    Some(game)
}
