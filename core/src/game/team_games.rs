//! Automatic games of more than two players, for the tests and the games
//! benchmark: random armies of one era, one for each seat.

use super::autoplay::play_automatic_game;
use super::autoplay::Goldfish;
use super::general::General;
use super::goldfish::{random_roster, AUTO_TURN_LIMIT};
use super::player::{AutoPlayer, RandomPlayer};
use super::setup::{FirstPlayer, GameOptions};
use super::teams::{team_setup_starting, TeamStart};
use super::Game;
use crate::army_list::{Catalog, Faction};
use crate::engine::{PerSide, Side};
use crate::roster::Roster;
use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Who plays each side of an automatic team game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TeamMatch {
    /// The random player (side A) against goldfish targets (side B).
    RandomVsGoldfish,
    /// The veteran general (side A) against the random player (side B).
    GeneralVsRandom,
}

/// Plays one automatic team game to its end (or the 24-turn cap): `seats`
/// players a side, each with a random army of `points` of one era; the
/// armies and the dice follow from `seed`. `None` if they could not be set
/// up (e.g. too many units for a seat's share of the zone).
pub fn play_team_game(
    catalog: &Catalog,
    seats: PerSide<usize>,
    points: u32,
    seed: u64,
    matchup: TeamMatch,
) -> Option<Game> {
    play_team_game_starting(catalog, seats, points, seed, matchup, TeamStart::Deployed)
}

/// [`play_team_game`], beginning as `start` says (the pre-game sequence
/// played seat by seat, by the automatic players).
pub fn play_team_game_starting(
    catalog: &Catalog,
    seats: PerSide<usize>,
    points: u32,
    seed: u64,
    matchup: TeamMatch,
    start: TeamStart,
) -> Option<Game> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let rosters = team_rosters(catalog, seats, points, &mut rng)?;
    let seats = PerSide::from_fn(|side| rosters[side].iter().map(Some).collect());
    let options = GameOptions {
        goldfish: (matchup == TeamMatch::RandomVsGoldfish).then_some(Side::B),
        first: FirstPlayer::Roll,
        turn_limit: Some(AUTO_TURN_LIMIT),
        ..GameOptions::default()
    };
    let setup = team_setup_starting(catalog, seats, options, start).ok()?;
    let game_seed = rng.next_u64();
    let mut random = RandomPlayer::new(game_seed ^ 0x5eed);
    let (mut general, mut fish) = (General::new(), Goldfish);
    let players: PerSide<&mut dyn AutoPlayer> = match matchup {
        TeamMatch::RandomVsGoldfish => PerSide::new(&mut random, &mut fish),
        TeamMatch::GeneralVsRandom => PerSide::new(&mut general, &mut random),
    };
    play_automatic_game(setup, game_seed, players).map(|(game, _)| game)
}

/// A random army of `points` for every seat, all of one era (the first
/// faction drawn chooses it).
fn team_rosters(
    catalog: &Catalog,
    seats: PerSide<usize>,
    points: u32,
    rng: &mut ChaCha8Rng,
) -> Option<PerSide<Vec<Roster>>> {
    let factions: Vec<&Faction> = catalog.factions().collect();
    let first = *factions.get(rng.next_u32() as usize % factions.len().max(1))?;
    let of_era: Vec<&Faction> = factions
        .into_iter()
        .filter(|f| f.era == first.era)
        .collect();
    let pick = |rng: &mut ChaCha8Rng| of_era[rng.next_u32() as usize % of_era.len()];
    Some(PerSide::from_fn(|side| {
        (0..seats[side])
            .map(|_| random_roster(pick(rng), points, rng))
            .collect()
    }))
}
