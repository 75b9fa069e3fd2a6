//! Automatic games between automatic players, and what each came to.
//!
//! [`play_automatic_game`] plays a game to its end (or a turn cap) with an
//! [`AutoPlayer`] deciding for each side, and returns the finished game
//! with its [`GameStats`]: the outcome, the turns played, the morale each
//! side lost, the units that broke and whether each commander-in-chief
//! fell. These are the per-game figures the lab's charts are drawn from
//! (win rate, turns to break the target, morale lost, units broken by
//! type, commanders lost). Nothing here keeps time.

use super::command::Command;
use super::event::{Event, VictoryKind};
use super::general::General;
use super::goldfish::{goldfish_command, random_roster, AutoTable, AUTO_TURN_LIMIT};
use super::player::{AutoPlayer, RandomPlayer};
use super::setup::{
    pregame_setup, setup_from_rosters, FirstPlayer, GameOptions, GameSetup, TerrainChoice,
};
use super::state::Outcome;
use super::Game;
use crate::army_list::{Catalog, Faction, UnitId, UnitType};
use crate::engine::{PerSide, Side, Table, TableUnitId};
use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

/// The goldfish target as an automatic player: it makes the decisions the
/// rules leave to it by its fixed policy (`goldfish_command`), and has
/// none to make for a side that is not the game's goldfish.
#[derive(Clone, Copy, Debug, Default)]
pub struct Goldfish;

impl AutoPlayer for Goldfish {
    fn choose(&mut self, game: &Game) -> Option<Command> {
        goldfish_command(game)
    }
}

/// A unit that broke during a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BrokenUnit {
    pub id: TableUnitId,
    pub side: Side,
    /// Its profile in the army list.
    pub unit: UnitId,
    pub kind: UnitType,
}

/// What one automatic game came to.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameStats {
    /// How it ended; `None` if the command bound ran out first (a bug).
    pub outcome: Option<Outcome>,
    /// Player turns begun (both sides' turns count).
    pub turns: u32,
    /// The turn in which a side's morale reached 0 or its last unit left
    /// the table (a decisive end), if the game ended so.
    pub broken_on_turn: Option<u32>,
    /// Starting army morale, side A then side B.
    pub starting_morale: PerSide<u32>,
    /// Army morale lost, side A then side B.
    pub morale_lost: PerSide<u32>,
    /// Every unit that broke, in order.
    pub broken: Vec<BrokenUnit>,
    /// Whether each side's commander-in-chief was taken out of action.
    pub commander_lost: PerSide<bool>,
    /// Commands played by both sides.
    pub commands: u32,
}

impl GameStats {
    /// The winner, if the game had one.
    pub fn winner(&self) -> Option<Side> {
        self.outcome.and_then(|o| o.winner)
    }

    /// Whether `side`'s army was broken (its morale 0, or no unit left).
    pub fn broke(&self, side: Side) -> bool {
        self.outcome.is_some_and(|o| {
            o.winner == Some(side.opponent())
                && matches!(o.kind, VictoryKind::Decisive | VictoryKind::ArmyGone)
        })
    }

    /// How many of `side`'s units of `kind` broke.
    pub fn broken_of(&self, side: Side, kind: UnitType) -> usize {
        self.broken
            .iter()
            .filter(|b| b.side == side && b.kind == kind)
            .count()
    }

    /// The figures of a finished (or stopped) game.
    pub fn of(game: &Game, commands: u32) -> GameStats {
        let setup = game.setup();
        let starting_morale = PerSide::from_fn(|side| setup.starting_morale(side));
        let mut broken = Vec::new();
        let mut commander_lost = PerSide::new(false, false);
        for event in game.log() {
            match event {
                Event::UnitBroken { unit, side, .. } => {
                    if let Some(p) = game.profile(*unit) {
                        broken.push(BrokenUnit {
                            id: *unit,
                            side: *side,
                            unit: p.unit.clone(),
                            kind: p.kind,
                        });
                    }
                }
                Event::CommanderFell { side, .. } => commander_lost[*side] = true,
                _ => {}
            }
        }
        let outcome = game.outcome();
        let decisive = outcome
            .is_some_and(|o| matches!(o.kind, VictoryKind::Decisive | VictoryKind::ArmyGone));
        GameStats {
            outcome,
            turns: game.turn(),
            broken_on_turn: decisive.then(|| game.turn()),
            starting_morale,
            morale_lost: PerSide::from_fn(|side| {
                starting_morale[side].saturating_sub(game.morale(side))
            }),
            broken,
            commander_lost,
            commands,
        }
    }
}

/// The most commands an automatic game plays: every command moves the game
/// on, so this only guards against a bug turning into a hang.
const COMMAND_BOUND: u32 = 200_000;

/// Plays a game from `setup` (with its turn limit, if any) to its end:
/// `players[0]` decides for side A, `players[1]` for side B (give the
/// goldfish side [`Goldfish`]). Stops early, with the game as it stands,
/// if a player has no command to offer or offers one the rules refuse.
pub(crate) fn play_automatic_game(
    setup: GameSetup,
    seed: u64,
    mut players: PerSide<&mut dyn AutoPlayer>,
) -> Option<(Game, GameStats)> {
    let mut game = Game::new(setup, seed).ok()?;
    let mut commands = 0;
    while commands < COMMAND_BOUND && !game.is_over() {
        let Some(side) = game.decider() else {
            break;
        };
        let Some(command) = players[side].choose(&game) else {
            break;
        };
        if game.apply(command).is_err() {
            break;
        }
        commands += 1;
    }
    let stats = GameStats::of(&game, commands);
    Some((game, stats))
}

/// Who plays whom in a measured game (the general's figures).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Matchup {
    /// The general against the random player, with the same army: a
    /// random 500-point army on both sides, the general side A in even
    /// seeds and side B in odd ones.
    GeneralVsRandom,
    /// The general (side A) against a goldfish target (side B), each with
    /// its own random 500-point army.
    GeneralVsGoldfish,
    /// The random player (side A) against the goldfish, as
    /// [`GeneralVsGoldfish`](Matchup::GeneralVsGoldfish): the yardstick.
    RandomVsGoldfish,
}

/// A measured game: the side the measured player (the general, or the
/// random player against the goldfish) took, and what the game came to.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MeasuredGame {
    pub player: Side,
    pub stats: GameStats,
}

/// The points of each army in measured games.
pub(crate) const MEASURED_POINTS: u32 = 500;

/// Plays one measured game of `matchup` from `seed` on `table` (to the
/// end or the 24-turn cap): the armies, the side and the dice all follow
/// from the seed. `None` if the armies could not be set up.
pub fn measured_game(
    catalog: &Catalog,
    seed: u64,
    matchup: Matchup,
    table: AutoTable,
) -> Option<MeasuredGame> {
    play_measured_game(catalog, seed, matchup, table).map(|(_, measured)| measured)
}

/// [`measured_game`], with the game as it ended (for tests that look at
/// more than its figures).
pub fn play_measured_game(
    catalog: &Catalog,
    seed: u64,
    matchup: Matchup,
    table: AutoTable,
) -> Option<(Game, MeasuredGame)> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let factions: Vec<&Faction> = catalog.factions().collect();
    if factions.is_empty() {
        return None;
    }
    let pick = |rng: &mut ChaCha8Rng| factions[(rng.next_u32() as usize) % factions.len()];
    let a = random_roster(pick(&mut rng), MEASURED_POINTS, &mut rng);
    let (b, goldfish, player) = match matchup {
        Matchup::GeneralVsRandom => {
            let side = if seed.is_multiple_of(2) {
                Side::A
            } else {
                Side::B
            };
            (a.clone(), None, side)
        }
        Matchup::GeneralVsGoldfish | Matchup::RandomVsGoldfish => (
            random_roster(pick(&mut rng), MEASURED_POINTS, &mut rng),
            Some(Side::B),
            Side::A,
        ),
    };
    let options = GameOptions {
        goldfish,
        first: FirstPlayer::Roll,
        turn_limit: Some(AUTO_TURN_LIMIT),
        ..GameOptions::default()
    };
    let setup = match table {
        AutoTable::QuickDeployment => setup_from_rosters(catalog, &a, &b, options).ok()?,
        AutoTable::Open => pregame_setup(
            catalog,
            &a,
            &b,
            options,
            Table::standard(),
            TerrainChoice::Open,
        )
        .ok()?,
        AutoTable::ByTheRules => pregame_setup(
            catalog,
            &a,
            &b,
            options,
            Table::standard(),
            TerrainChoice::ByTheRules,
        )
        .ok()?,
    };
    let game_seed = rng.next_u64();
    let mut general = General::new();
    let mut random = RandomPlayer::new(game_seed ^ 0x5eed);
    let mut fish = Goldfish;
    let players: PerSide<&mut dyn AutoPlayer> = match (matchup, player) {
        (Matchup::GeneralVsRandom, Side::A) => PerSide::new(&mut general, &mut random),
        (Matchup::GeneralVsRandom, Side::B) => PerSide::new(&mut random, &mut general),
        (Matchup::GeneralVsGoldfish, _) => PerSide::new(&mut general, &mut fish),
        (Matchup::RandomVsGoldfish, _) => PerSide::new(&mut random, &mut fish),
    };
    let (game, stats) = play_automatic_game(setup, game_seed, players)?;
    Some((game, MeasuredGame { player, stats }))
}
