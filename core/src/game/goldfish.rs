//! The goldfish target and automatic play.
//!
//! The goldfish never acts in its own turn: no bombardment, no action dice
//! (so no moves, no dice on tactics, and no tactics ever), and it places a
//! combat marker only because the rules force it. It still fights back and
//! makes every decision the rules give it, by a fixed policy
//! ([`goldfish_command`], written out in `docs/RULES_NOTES.md`):
//!
//! - hits: "retreat when it can, otherwise test": a unit with a hit
//!   retreats if it has not yet retreated in this combat and some direction
//!   would not break it even at its longest retreat; otherwise it tests;
//!   units are taken in the order of the table;
//! - retreat direction: one that neither breaks the unit nor costs morale,
//!   else one that does not break it; straight back before towards its edge;
//! - hits among equally close units: the first units in the table's order;
//! - bombardment losses: a retreat by the closest unit that can retreat
//!   without breaking, otherwise a morale point;
//! - combat order: the combat of the lowest-numbered marker.
//!
//! [`play_goldfish_games`] plays whole games of a random player against the
//! goldfish, for the benchmark and the browser's speed check. It has no
//! clock: callers time it.

use super::bombardment::{direction_allowed, retreat_candidates};
use super::command::{BombardLoss, Command};
use super::event::{GoldfishChoice, GoldfishReason, VictoryKind};
use super::legal::{candidates, confirm, first_legal_command, Candidate};
use super::pregame;
use super::setup::{pregame_setup, setup_from_rosters, FirstPlayer, GameOptions, TerrainChoice};
use super::step::Stage;
use super::step::Step;
use super::Game;
use crate::army_list::{Catalog, Category, Faction, Unit};
use crate::engine::{RetreatDirection, Side, Table, TableUnitId};
use crate::roster::{Roster, Skill, UnitCount};
use crate::sorting::SortStably;
use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

/// Whether `unit` can retreat `distance` some way without breaking; the
/// best such direction (no morale cost first, straight back first).
fn safe_direction(
    game: &Game,
    unit: TableUnitId,
    distance: u32,
    allowed: &dyn Fn(RetreatDirection) -> bool,
) -> Option<RetreatDirection> {
    let mut fallback = None;
    for d in [RetreatDirection::Back, RetreatDirection::TowardsOwnEdge] {
        if !allowed(d) {
            continue;
        }
        match game.state.position.retreat_morale_cost(unit, d, distance) {
            None => {}
            Some(0) => return Some(d),
            Some(_) => fallback = fallback.or(Some(d)),
        }
    }
    fallback
}

fn longest_retreat(game: &Game, unit: TableUnitId) -> u32 {
    game.setup
        .profile(unit)
        .map_or(1, |p| p.retreat.max().max(0).unsigned_abs())
}

/// How the goldfish sets up in the pre-game sequence: by its plan (the
/// sequence's policy, `pregame::policy`), or not at all where only the
/// turns are played. A plain function, so that a bundle that never passes
/// [`GoldfishSetUp::BY_PLAN`] never carries the plan: the table's page,
/// which plays the turns, opens only games whose sequence is done (the
/// pre-game page keeps the goldfish's answers before it hands a game
/// over), and its bundle is 6 KB gzipped smaller without it.
#[derive(Clone, Copy, Debug)]
pub struct GoldfishSetUp(Option<fn(&Game) -> Option<Command>>);

impl GoldfishSetUp {
    /// The goldfish sets up by its plan, the pre-game sequence's policy.
    pub const BY_PLAN: GoldfishSetUp = GoldfishSetUp(Some(pregame::policy::auto_command));
    /// The goldfish makes no choice of the pre-game sequence: its choices
    /// there are only those a record already holds.
    pub const AS_RECORDED: GoldfishSetUp = GoldfishSetUp(None);
}

/// The goldfish's decision now, if the decision is the goldfish's.
pub fn goldfish_command(game: &Game) -> Option<Command> {
    goldfish_choice(game, GoldfishSetUp::BY_PLAN).map(|(command, _)| command)
}

/// The goldfish's decision now and why, if the decision is the goldfish's
/// (in the pre-game sequence, if `set_up` makes one).
pub(crate) fn goldfish_choice(
    game: &Game,
    set_up: GoldfishSetUp,
) -> Option<(Command, GoldfishReason)> {
    let goldfish = game.setup.options.goldfish?;
    if game.decider() != Some(goldfish) {
        return None;
    }
    let state = &game.state;
    let first_legal = || {
        first_legal_command(game).map(|c| {
            let reason = GoldfishReason::Took {
                choice: choice_named(game, &c),
            };
            (c, reason)
        })
    };
    let way = |direction| {
        (
            Command::ChooseRetreat { direction },
            GoldfishReason::SafestWay { direction },
        )
    };
    match &state.step {
        Step::PreGame(_) => {
            let command = set_up.0?(game)?;
            Some((
                command,
                GoldfishReason::SetUpByPlan {
                    step: game.step_kind(),
                },
            ))
        }
        Step::BombardmentLosses(losses) => match &losses.pending_retreat {
            Some(p) => {
                let allowed = |d| direction_allowed(&state.position, losses, p.unit, d);
                let d = safe_direction(game, p.unit, p.distance, &allowed).or_else(|| {
                    [RetreatDirection::Back, RetreatDirection::TowardsOwnEdge]
                        .into_iter()
                        .find(|d| allowed(*d))
                })?;
                Some(way(d))
            }
            None => {
                let unit = retreat_candidates(&state.position, losses)
                    .into_iter()
                    .find(|u| {
                        let allowed = |d| direction_allowed(&state.position, losses, *u, d);
                        safe_direction(game, *u, longest_retreat(game, *u), &allowed).is_some()
                    });
                Some(match unit {
                    Some(unit) => (
                        Command::TakeBombardmentLoss(BombardLoss::Retreat { unit }),
                        GoldfishReason::RetreatIsSafe { unit },
                    ),
                    None => (
                        Command::TakeBombardmentLoss(BombardLoss::Morale),
                        GoldfishReason::MoraleForLoss {
                            left: losses.remaining,
                        },
                    ),
                })
            }
        },
        Step::Combat(combat) => match &combat.stage {
            Stage::AllocateHits { group, count, .. } => {
                let units = group[..*count as usize].to_vec();
                Some((
                    Command::AllocateHits {
                        units: units.clone(),
                    },
                    GoldfishReason::TableOrder { units },
                ))
            }
            Stage::ResolveHits(_) => {
                let mut units: Vec<TableUnitId> = combat
                    .hits
                    .iter()
                    .filter(|(u, n)| {
                        *n > 0 && state.position.unit(*u).is_some_and(|t| t.side == goldfish)
                    })
                    .map(|(u, _)| *u)
                    .collect();
                units
                    .sort_stably_by_key(|u| state.position.units().iter().position(|t| t.id == *u));
                let unit = *units.first()?;
                let reason = if combat.retreated.contains(&unit) {
                    GoldfishReason::AlreadyRetreated { unit }
                } else if safe_direction(game, unit, longest_retreat(game, unit), &|_| true)
                    .is_some()
                {
                    GoldfishReason::RetreatIsSafe { unit }
                } else {
                    GoldfishReason::RetreatWouldBreak { unit }
                };
                let retreat = matches!(reason, GoldfishReason::RetreatIsSafe { .. });
                Some((Command::ResolveHit { unit, retreat }, reason))
            }
            Stage::Retreat { unit, distance, .. } => {
                let d = safe_direction(game, *unit, *distance, &|_| true)
                    .unwrap_or(RetreatDirection::Back);
                Some(way(d))
            }
            _ => first_legal(),
        },
        _ => first_legal(),
    }
}

/// The first choice offered, as the goldfish takes it, named from
/// `command` and the game before it is made.
fn choice_named(game: &Game, command: &Command) -> GoldfishChoice {
    let position = &game.state.position;
    match command {
        Command::StartCombat if position.best_marker().is_some() => {
            GoldfishChoice::MarkerWhereRulesPlace {
                marker: position.next_marker_id(),
            }
        }
        Command::StartCombat => GoldfishChoice::OnToTheCombats,
        Command::ChooseCombat { marker } => GoldfishChoice::LowestMarker { marker: *marker },
        Command::PassTactics => GoldfishChoice::NoTactic,
        _ => GoldfishChoice::FirstAt {
            step: game.step_kind(),
        },
    }
}

/// The reason the log gives for a recorded goldfish decision: a reason
/// saved before the goldfish named its choices is named now, from the
/// command and the game before it, as the goldfish would name it today.
pub(crate) fn reason_as_named(
    game: &Game,
    reason: &GoldfishReason,
    command: &Command,
) -> GoldfishReason {
    match (reason, &game.state.step) {
        (GoldfishReason::FirstOffered, _) => GoldfishReason::Took {
            choice: choice_named(game, command),
        },
        (GoldfishReason::NoSafeRetreat, Step::BombardmentLosses(losses)) => {
            GoldfishReason::MoraleForLoss {
                left: losses.remaining,
            }
        }
        _ => reason.clone(),
    }
}

/// A player who picks among the legal commands at random, leaning towards
/// doing things over ending steps, so games move on: each command is drawn
/// with its [`weight`] over the sum of the legal ones'. Moves and
/// activations are checked only when drawn (a drawn one that is not legal
/// is set aside and another drawn), which gives the same odds as checking
/// them all first, at a fraction of the cost.
pub fn random_command(game: &Game, rng: &mut ChaCha8Rng) -> Option<Command> {
    let mut candidates = candidates(game);
    loop {
        let k = weighted_pick(&candidates, candidate_weight, rng)?;
        match confirm(game, &candidates[k]) {
            Some(command) => return Some(command),
            None => {
                candidates.remove(k);
            }
        }
    }
}

/// The random player's pick among `commands` (see [`random_command`]).
pub fn random_choice(mut commands: Vec<Command>, rng: &mut ChaCha8Rng) -> Option<Command> {
    let k = weighted_pick(&commands, weight, rng)?;
    Some(commands.swap_remove(k))
}

/// How strongly the random player leans towards a command.
fn weight(command: &Command) -> u32 {
    match command {
        Command::EndAction | Command::EndActions | Command::PassTactics => 1,
        Command::Bombard { targets } if targets.is_empty() => 1,
        Command::PlaceDie {
            slot: super::command::Slot::Tactic(_),
            ..
        } => 2,
        Command::MoveUnit { .. } | Command::Activate { .. } | Command::PlayAction { .. } => 12,
        _ => 4,
    }
}

fn candidate_weight(candidate: &Candidate) -> u32 {
    match candidate {
        Candidate::Offered(command) => weight(command),
        Candidate::Activation(_) | Candidate::Move { .. } => ACTING_WEIGHT,
    }
}

/// The weight of moves and activations (see [`weight`]).
const ACTING_WEIGHT: u32 = 12;

/// The index of one of `items`, drawn with the odds of their weights;
/// `None` if they weigh nothing.
fn weighted_pick<T>(
    items: &[T],
    weight: impl Fn(&T) -> u32,
    rng: &mut ChaCha8Rng,
) -> Option<usize> {
    let total: u32 = items.iter().map(&weight).sum();
    if total == 0 {
        return None;
    }
    let mut pick = rng.next_u32() % total;
    items.iter().position(|item| {
        let w = weight(item);
        let here = pick < w;
        pick = pick.wrapping_sub(w);
        here
    })
}

/// A random army of a faction: a competent commander and units that fit
/// `points`, no more rare than main units.
pub fn random_roster(faction: &Faction, points: u32, rng: &mut ChaCha8Rng) -> Roster {
    let mut roster = Roster::new(faction.id.clone(), "random", points);
    roster.commander = Some(Skill::Competent);
    let mut left = points.saturating_sub(Skill::Competent.points());
    let (mut main, mut rare) = (0, 0);
    for _ in 0..200 {
        // The units that fit, counted and then the one picked found again
        // (rather than listed at every pick).
        let fits = |u: &&Unit| u.points <= left && (u.category != Category::Rare || rare < main);
        let count = faction.units.iter().filter(fits).count();
        if count == 0 {
            break;
        }
        let pick = (rng.next_u32() as usize) % count;
        let Some(unit) = faction.units.iter().filter(fits).nth(pick) else {
            break;
        };
        left -= unit.points;
        match unit.category {
            Category::Main => main += 1,
            Category::Rare => rare += 1,
            Category::Special => {}
        }
        match roster.units.iter_mut().find(|e| e.unit == unit.id) {
            Some(e) => e.count += 1,
            None => roster.units.push(UnitCount {
                unit: unit.id.clone(),
                count: 1,
            }),
        }
    }
    roster
}

/// What a batch of games came to.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct GamesSummary {
    pub games: u32,
    /// Won by the random player (side A), by the goldfish (side B), drawn.
    pub player_wins: u32,
    pub goldfish_wins: u32,
    pub draws: u32,
    /// Games ended by morale 0 or an army gone.
    pub decisive: u32,
    pub turns: u64,
    pub commands: u64,
    pub events: u64,
}

/// The table automatic games are played on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum AutoTable {
    /// The quick automatic deployment on an open table, without the
    /// pre-game sequence (the goldfish table before the sequence existed).
    QuickDeployment,
    /// The pre-game sequence on an open table.
    Open,
    /// The pre-game sequence with terrain by the rules.
    ByTheRules,
}

/// The turn cap of the automatic games.
pub(crate) const AUTO_TURN_LIMIT: u32 = 24;

/// Plays one automatic game to its end: the random player (side A, seeded
/// from `seed`) against the goldfish. Returns the finished game.
pub fn play_goldfish_game(
    catalog: &Catalog,
    points: u32,
    seed: u64,
    turn_limit: u32,
    table: AutoTable,
) -> Option<Game> {
    play_counted(catalog, points, seed, turn_limit, table).map(|(game, _)| game)
}

/// [`play_goldfish_game`], with the number of commands played.
fn play_counted(
    catalog: &Catalog,
    points: u32,
    seed: u64,
    turn_limit: u32,
    table: AutoTable,
) -> Option<(Game, u64)> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let factions: Vec<&Faction> = catalog.factions().collect();
    if factions.is_empty() {
        return None;
    }
    let pick = |rng: &mut ChaCha8Rng| factions[(rng.next_u32() as usize) % factions.len()];
    let a = random_roster(pick(&mut rng), points, &mut rng);
    let b = random_roster(pick(&mut rng), points, &mut rng);
    let options = GameOptions {
        goldfish: Some(Side::B),
        first: FirstPlayer::Roll,
        turn_limit: Some(turn_limit),
        ..GameOptions::default()
    };
    let terrain = match table {
        AutoTable::QuickDeployment => None,
        AutoTable::Open => Some(TerrainChoice::Open),
        AutoTable::ByTheRules => Some(TerrainChoice::ByTheRules),
    };
    let setup = match terrain {
        None => setup_from_rosters(catalog, &a, &b, options).ok()?,
        Some(terrain) => {
            pregame_setup(catalog, &a, &b, options, Table::standard(), terrain).ok()?
        }
    };
    let mut game = Game::new(setup, rng.next_u64()).ok()?;
    let mut commands = 0;
    // Every command moves the game on; the bound only guards against a bug.
    for _ in 0..200_000 {
        if game.is_over() {
            break;
        }
        let command = goldfish_command(&game).or_else(|| random_command(&game, &mut rng))?;
        game.apply(command).ok()?;
        commands += 1;
    }
    Some((game, commands))
}

/// Plays `count` automatic games of 500-point armies from `seed`.
pub fn play_goldfish_games(
    catalog: &Catalog,
    count: u32,
    seed: u64,
    table: AutoTable,
) -> GamesSummary {
    let mut summary = GamesSummary::default();
    for k in 0..count {
        let Some(game) = play_goldfish_game(
            catalog,
            500,
            seed.wrapping_add(u64::from(k)),
            AUTO_TURN_LIMIT,
            table,
        ) else {
            continue;
        };
        summary.games += 1;
        summary.turns += u64::from(game.state.turn);
        summary.events += game.log.len() as u64;
        if let Some(outcome) = game.outcome() {
            match outcome.winner {
                Some(Side::A) => summary.player_wins += 1,
                Some(Side::B) => summary.goldfish_wins += 1,
                None => summary.draws += 1,
            }
            if matches!(outcome.kind, VictoryKind::Decisive | VictoryKind::ArmyGone) {
                summary.decisive += 1;
            }
        }
    }
    summary
}
