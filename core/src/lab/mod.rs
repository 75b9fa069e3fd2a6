//! The lab: many seeded games of a list against a goldfish target, to see
//! how the list performs rather than how one game felt.
//!
//! [`plan_lab`] checks what the player asked for (the number of games, the
//! seed, the lists and the target) and refuses it with every reason at
//! once, before any game is played; what it accepts is a [`LabPlan`]: the
//! games' setups and seeds, plain data a web worker can be handed.
//! [`runner::play_lab_game`] plays one game of it; [`crate::stats`] reads
//! the finished games. Game `k` of a plan is played from seed `seed + k`
//! for every list, so an A/B run pairs its games by seed.

pub(crate) mod benchmark;
pub(crate) mod describe;
pub(crate) mod runner;

use crate::army_list::ids::EraId;
use crate::army_list::{Catalog, FactionId};
use crate::engine::{Side, Table};
use crate::game::setup::{
    pregame_setup, FirstPlayer, GameOptions, GameSetup, SetupError, TerrainChoice,
};
use crate::i18n::Text;
use crate::roster::rules::{check_roster, error_count};
use crate::roster::Roster;
use crate::stats::TARGET;
use serde::{Deserialize, Serialize};

/// The fewest games a run may have: fewer say little.
pub(crate) const MIN_GAMES: u32 = 100;
/// The most games a run may have.
pub(crate) const MAX_GAMES: u32 = 10_000;
/// Player turns after which a game of the lab ends by the scenario (each
/// side's turn counts one, so twelve turns each).
pub const LAB_TURN_LIMIT: u32 = 24;

/// Which army of the lab something concerns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum LabList {
    A,
    B,
    Target,
}

/// The table the games are played on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum LabTable {
    /// The pre-game sequence on a table without terrain.
    Open,
    /// The pre-game sequence with terrain by the rules.
    ByTheRules,
}

/// Why a run of the lab is refused before it starts.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum LabError {
    GamesNotANumber {
        text: String,
    },
    GamesOutOfRange {
        games: u64,
        min: u32,
        max: u32,
    },
    SeedNotANumber {
        text: String,
    },
    /// The list's faction is not among the lists loaded.
    UnknownFaction {
        list: LabList,
        faction: FactionId,
    },
    /// List B or the target is of another era than list A.
    OtherEra {
        list: LabList,
        era: Text,
        expected: Text,
    },
    /// The army breaks `problems` list rules.
    ListProblems {
        list: LabList,
        problems: usize,
    },
    /// The game cannot be set up with this army.
    Setup {
        list: LabList,
        error: SetupError,
    },
}

/// What the player asks the lab for, as typed.
#[derive(Clone, Copy, Debug)]
pub struct LabRequest<'a> {
    pub a: &'a Roster,
    pub b: Option<&'a Roster>,
    pub target: &'a Roster,
    pub games: &'a str,
    pub seed: &'a str,
    pub table: LabTable,
}

/// A run the lab has accepted: the games to play and their setups.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LabPlan {
    pub games: u32,
    pub seed: u64,
    /// List A against the target, then list B against it if there is one.
    pub setups: Vec<GameSetup>,
}

impl LabPlan {
    /// The seed of game `k` (from 0), the same for every list.
    pub fn seed_of(&self, k: u32) -> u64 {
        self.seed.wrapping_add(u64::from(k))
    }
}

/// Reads the number of games: a whole number from [`MIN_GAMES`] to
/// [`MAX_GAMES`] (spaces between digits allowed: "1 000").
pub(crate) fn parse_games(text: &str) -> Result<u32, LabError> {
    let digits: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    let games: u64 = digits.parse().map_err(|_| LabError::GamesNotANumber {
        text: text.trim().to_owned(),
    })?;
    if games < u64::from(MIN_GAMES) || games > u64::from(MAX_GAMES) {
        return Err(LabError::GamesOutOfRange {
            games,
            min: MIN_GAMES,
            max: MAX_GAMES,
        });
    }
    Ok(games as u32)
}

/// Reads a seed: a whole number that fits 64 bits.
pub(crate) fn parse_seed(text: &str) -> Result<u64, LabError> {
    text.trim().parse().map_err(|_| LabError::SeedNotANumber {
        text: text.trim().to_owned(),
    })
}

/// The options of every game of the lab: side B is the goldfish, the
/// first player is rolled for, and the scenario ends at the turn limit.
pub(crate) fn lab_options() -> GameOptions {
    GameOptions {
        goldfish: Some(TARGET),
        first: FirstPlayer::Roll,
        turn_limit: Some(LAB_TURN_LIMIT),
        ..GameOptions::default()
    }
}

/// Checks a request and, if nothing is wrong, plans its games; otherwise
/// every reason it is refused.
pub fn plan_lab(catalog: &Catalog, request: &LabRequest) -> Result<LabPlan, Vec<LabError>> {
    let mut errors = Vec::new();
    let games = parse_games(request.games).map_err(|e| errors.push(e)).ok();
    let seed = parse_seed(request.seed).map_err(|e| errors.push(e)).ok();
    let mut lists = vec![(LabList::A, request.a)];
    lists.extend(request.b.map(|b| (LabList::B, b)));
    lists.push((LabList::Target, request.target));
    let era_of = |roster: &Roster| catalog.faction(&roster.faction).map(|f| f.era.clone());
    let expected = era_of(request.a);
    let era_name = |era: &EraId| {
        catalog
            .index
            .era(era)
            .map_or_else(|| Text::new(era.as_str(), era.as_str()), |e| e.name.clone())
    };
    let mut sound = true;
    for (list, roster) in &lists {
        let Some(faction) = catalog.faction(&roster.faction) else {
            errors.push(LabError::UnknownFaction {
                list: *list,
                faction: roster.faction.clone(),
            });
            sound = false;
            continue;
        };
        if let Some(expected) = expected.as_ref().filter(|e| **e != faction.era) {
            errors.push(LabError::OtherEra {
                list: *list,
                era: era_name(&faction.era),
                expected: era_name(expected),
            });
            sound = false;
        }
        let problems = error_count(&check_roster(roster, faction, &catalog.glossary));
        if problems > 0 {
            errors.push(LabError::ListProblems {
                list: *list,
                problems,
            });
            sound = false;
        }
    }
    let mut setups = Vec::new();
    if sound {
        let terrain = match request.table {
            LabTable::Open => TerrainChoice::Open,
            LabTable::ByTheRules => TerrainChoice::ByTheRules,
        };
        for (list, roster) in lists.iter().filter(|(l, _)| *l != LabList::Target) {
            match pregame_setup(
                catalog,
                roster,
                request.target,
                lab_options(),
                Table::standard(),
                terrain.clone(),
            ) {
                Ok(setup) => setups.push(setup),
                Err(error) => errors.push(LabError::Setup {
                    list: if error_side(&error) == Some(TARGET) {
                        LabList::Target
                    } else {
                        *list
                    },
                    error,
                }),
            }
        }
    }
    match (games, seed) {
        (Some(games), Some(seed)) if errors.is_empty() => Ok(LabPlan {
            games,
            seed,
            setups,
        }),
        _ => Err(errors),
    }
}

/// The side a setup error concerns, where it names one.
fn error_side(error: &SetupError) -> Option<Side> {
    match error {
        SetupError::NoCommander { side }
        | SetupError::NoUnits { side }
        | SetupError::UnknownUnit { side, .. } => Some(*side),
        SetupError::ZoneFull { sides } => sides.first().map(|(side, _)| *side),
        _ => None,
    }
}
