//! Head-to-head games between automatic players, for the strengths'
//! tests and their benchmark (`core/benches/strength.rs` includes this
//! file): the same random 500-point army on both sides, drawn from every
//! era's factions by the seed, the pre-game sequence on an open table,
//! played to morale 0 or the 24-turn cap.

#![allow(dead_code)] // not every includer uses every helper

use clouds_core::testing::random_roster;
use clouds_core::{
    pregame_setup, AutoPlayer, Catalog, Command, FirstPlayer, Game, GameOptions, GameSetup,
    GeneralReason, PerSide, Side, Table, TerrainChoice,
};
use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The turn cap of measured games (both sides' turns count).
pub const TURN_LIMIT: u32 = 24;

/// The army points of measured games.
pub const POINTS: u32 = 500;

/// The setup and the game's own seed that `seed` draws: one random army
/// of `points` (a faction of any era), on both sides.
pub fn mirrored_setup(catalog: &Catalog, seed: u64, points: u32) -> Option<(GameSetup, u64)> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let factions: Vec<_> = catalog.factions().collect();
    if factions.is_empty() {
        return None;
    }
    let faction = factions[(rng.next_u32() as usize) % factions.len()];
    let army = random_roster(faction, points, &mut rng);
    let options = GameOptions {
        first: FirstPlayer::Roll,
        turn_limit: Some(TURN_LIMIT),
        ..GameOptions::default()
    };
    let setup = pregame_setup(
        catalog,
        &army,
        &army,
        options,
        Table::standard(),
        TerrainChoice::Open,
    )
    .ok()?;
    Some((setup, rng.next_u64()))
}

/// How a head-to-head game went.
#[derive(Clone, Debug)]
pub struct HeadToHead {
    pub game: Game,
    /// Decisions each side's player made.
    pub decisions: PerSide<u32>,
    /// A player had no decision or made one the rules refused: the game
    /// stopped there (a bug).
    pub stuck: Option<String>,
}

impl HeadToHead {
    pub fn winner(&self) -> Option<Side> {
        self.game.outcome().and_then(|o| o.winner)
    }
}

/// Plays `setup` from `game_seed` with `players` (side A's, side B's) to
/// its end. Every decision is checked against the rules before it is
/// made: a refused one stops the game with its description in `stuck`.
/// `watch` sees each decision with its reason before it is made, with
/// the game as it stands and the decider.
pub fn play(
    setup: GameSetup,
    game_seed: u64,
    mut players: PerSide<Box<dyn AutoPlayer>>,
    mut watch: impl FnMut(&Game, Side, &Command, &GeneralReason),
) -> HeadToHead {
    let mut game = Game::new(setup, game_seed).expect("the game starts");
    let mut decisions = PerSide::new(0, 0);
    let mut stuck = None;
    for _ in 0..200_000 {
        let Some(side) = game.decider() else {
            break;
        };
        let Some((command, reason)) = players[side].decide(&game) else {
            stuck = Some(format!(
                "{side:?} had no decision at {:?}",
                game.step_kind()
            ));
            break;
        };
        watch(&game, side, &command, &reason);
        if let Err(e) = game.apply(command.clone()) {
            stuck = Some(format!(
                "{side:?}'s {command:?} was refused at {:?}: {e:?}",
                game.step_kind()
            ));
            break;
        }
        decisions[side] += 1;
    }
    HeadToHead {
        game,
        decisions,
        stuck,
    }
}
