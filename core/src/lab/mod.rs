//! The lab: many seeded games of a list, to see how the list performs
//! rather than how one game felt: against a goldfish target (with an
//! optional list B on the same seeds), head to head against list B with
//! both lists played by the general, or against the whole field (every
//! opponent head to head, one after another). Head to head, each seed is
//! played twice with the sides swapped, so who deploys and who has the
//! first-player bonus changes with it and neither list gains from the
//! seeds.
//!
//! Every mode plays the standard game or a scenario (its table, zones,
//! terrain, conditions, events, objectives, end and verdict), with the list
//! on the side chosen; head to head the seeds are still played twice, the
//! sides swapped.
//!
//! [`plan_lab`] checks what the player asked for (the number of games, the
//! seed, the lists, the target and the scenario) and refuses it with every
//! reason at once, before any game is played; what it accepts is a
//! [`LabPlan`]: the games' setups and seeds, plain data a web worker can be
//! handed. A plan with a scenario is set up by it in the worker
//! ([`scenario`]: the page's bundle carries no reader of scenarios).
//! [`runner::play_lab_game`] plays one game of it; [`crate::stats`] reads
//! the finished games. Game `k` of a plan is played from seed `seed + k`
//! for every list, so an A/B run pairs its games by seed.

pub(crate) mod benchmark;
pub(crate) mod describe;
pub(crate) mod matchup;
pub(crate) mod runner;
pub(crate) mod scenario;

use crate::army_list::{Catalog, FactionId};
use crate::engine::{Side, Table};
use crate::game::general::strength::Strength;
use crate::game::setup::{pregame_setup, GameSetup, SetupError, TerrainChoice};
use crate::game::teams::TeamProblem;
use crate::i18n::Text;
use crate::roster::rules::{check_roster, error_count};
use crate::roster::Roster;
use scenario::{PlannedScenario, ScenarioSummary, SeriesArmies};
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
    /// An opponent of a field run, by its place in the request's list.
    Opponent(usize),
}

/// The table the games are played on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum LabTable {
    /// The pre-game sequence on a table without terrain.
    Open,
    /// The pre-game sequence with terrain by the rules.
    ByTheRules,
}

/// Why a run of the lab is refused before it starts (or, for a scenario,
/// before the worker plays its first game). Not a message between page and
/// worker: a worker says its refusals in words (the list problems it may
/// hold are not written as data).
#[derive(Clone, Debug, PartialEq)]
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
    /// A head-to-head run needs list B to play against.
    NoListB,
    /// A run of allies needs list B as list A's ally.
    NoAlly,
    /// The team of a run of allies cannot take the table (the deployment,
    /// said as the seats' check says it).
    Team {
        problem: TeamProblem,
    },
    /// A run of allies plays the pitched battle only (teams are deployed
    /// automatically, not through a scenario's set-up).
    AlliesInScenario,
    /// A field run needs at least one opponent.
    NoOpponents,
    /// The scenario named is not among those the lab knows.
    UnknownScenario {
        id: String,
    },
    /// The scenario is for armies of another era (`era`) than list A's.
    ScenarioOtherEra {
        scenario: Text,
        era: Text,
    },
    /// The scenario fixes the armies (a historical battle), so no list can
    /// be tried in it.
    ScenarioFixesArmies {
        scenario: Text,
    },
}

/// What the lab plays.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum LabMode {
    /// List A (and list B, on the same seeds) against a goldfish target,
    /// the lists played by the veteran general.
    #[default]
    Goldfish,
    /// List A against list B, both played by the general at `strength`.
    HeadToHead { strength: Strength },
    /// List A head to head against each opponent in turn.
    Field { strength: Strength },
    /// A game of teams: list A with list B as its ally, both played by the
    /// veteran general, against two goldfish targets (the target twice),
    /// on the standard table deployed automatically.
    Allies,
}

/// Who plays the games of a plan.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum LabPlayers {
    /// The list by the veteran general, side B by the goldfish.
    #[default]
    AgainstGoldfish,
    /// Both sides by the general at this strength.
    Generals { strength: Strength },
}

/// An opponent of a field run: its id (a sample army's, or a saved
/// army's), its army.
#[derive(Clone, Copy, Debug)]
pub struct FieldOpponent<'a> {
    pub id: &'a str,
    pub army: &'a Roster,
}

/// What the player asks the lab for, as typed.
#[derive(Clone, Copy, Debug)]
pub struct LabRequest<'a> {
    pub a: &'a Roster,
    /// List B: beside list A against the target, or its opponent head to
    /// head.
    pub b: Option<&'a Roster>,
    pub target: &'a Roster,
    pub games: &'a str,
    pub seed: &'a str,
    pub table: LabTable,
    pub mode: LabMode,
    /// The opponents of a field run.
    pub field: &'a [FieldOpponent<'a>],
    /// The scenario's id; empty or the pitched battle's: the standard game.
    pub scenario: &'a str,
    /// The scenarios the lab knows, to find it among.
    pub scenarios: &'a [ScenarioSummary],
    /// The side list A plays (head to head, in the even games).
    pub side: Side,
}

/// A run the lab has accepted: the games to play and their setups.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LabPlan {
    /// Games of each series (head to head, an even number: each seed twice).
    pub games: u32,
    pub seed: u64,
    /// One setup a series: list A against the target, then list B against
    /// it if there is one; or list A (side A) against list B, or against
    /// each opponent of the field.
    pub setups: Vec<GameSetup>,
    /// Head to head: each series' setup with the sides swapped (list A on
    /// side B); empty against the goldfish.
    #[serde(default)]
    pub swapped: Vec<GameSetup>,
    #[serde(default)]
    pub players: LabPlayers,
    /// A field run's opponents, one a series: their ids.
    #[serde(default)]
    pub opponents: Vec<String>,
    /// The side each series' list plays in `setups` (in `swapped`, the
    /// other).
    #[serde(default = "side_a")]
    pub side: Side,
    /// The scenario played; none: the standard game. Its setups are made in
    /// the worker ([`LabPlan::set_up_scenario`]); until then `setups` and
    /// `swapped` hold the standard game's, which give the page the armies.
    #[serde(default)]
    pub scenario: Option<PlannedScenario>,
}

fn side_a() -> Side {
    Side::A
}

/// One game of a plan: its setup, its seed, and the side its series' list
/// plays (list A's, or list B's against the goldfish).
#[derive(Clone, Copy, Debug)]
pub struct LabGame<'p> {
    pub setup: &'p GameSetup,
    pub seed: u64,
    pub list_a: Side,
}

impl LabPlan {
    /// The seed of game `k` (from 0), the same for every list: head to
    /// head, games `2n` and `2n + 1` share seed `seed + n`.
    pub fn seed_of(&self, k: u32) -> u64 {
        match self.players {
            LabPlayers::AgainstGoldfish => self.seed.wrapping_add(u64::from(k)),
            LabPlayers::Generals { .. } => self.seed.wrapping_add(u64::from(k / 2)),
        }
    }

    /// How many series the plan plays (each `games` games).
    pub fn series(&self) -> usize {
        self.setups.len()
    }

    /// What the plan plays: against the goldfish, head to head, or against
    /// the field (a plan with opponents).
    pub fn mode(&self) -> LabMode {
        match self.players {
            LabPlayers::AgainstGoldfish if self.is_allies() => LabMode::Allies,
            LabPlayers::AgainstGoldfish => LabMode::Goldfish,
            LabPlayers::Generals { strength } if self.opponents.is_empty() => {
                LabMode::HeadToHead { strength }
            }
            LabPlayers::Generals { strength } => LabMode::Field { strength },
        }
    }

    /// Whether the plan plays list A and its ally as a team.
    pub fn is_allies(&self) -> bool {
        self.setups
            .first()
            .is_some_and(|setup| setup.armies.has_teams())
    }

    /// Games over every series.
    pub fn total(&self) -> u32 {
        self.games.saturating_mul(self.series() as u32)
    }

    /// The plan's games in one row, `0..total()`, as they are handed out
    /// and played: game `k` of every series, then game `k + 1`. The `n`th
    /// is game `k` of series `series`: `(series, k)`; `None` past the end.
    /// So a share of the row holds the paired games of every list (A/B
    /// against the goldfish: game `k` of both; head to head: a seed's two
    /// games side by side) and a field run's opponents fill in together.
    pub fn place(&self, n: u32) -> Option<(usize, u32)> {
        let series = self.series() as u32;
        (n < self.total()).then(|| ((n % series) as usize, n / series))
    }

    /// Game `k` of series `series`, if there is one: head to head, the odd
    /// games swap the sides.
    pub fn game(&self, series: usize, k: u32) -> Option<LabGame<'_>> {
        let swap = self.players != LabPlayers::AgainstGoldfish && k % 2 == 1;
        let setup = if swap {
            self.swapped.get(series)?
        } else {
            self.setups.get(series)?
        };
        (k < self.games).then_some(LabGame {
            setup,
            seed: self.seed_of(k),
            list_a: if swap {
                self.side.opponent()
            } else {
                self.side
            },
        })
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

/// Checks a request and, if nothing is wrong, plans its games; otherwise
/// every reason it is refused.
pub fn plan_lab(catalog: &Catalog, request: &LabRequest) -> Result<LabPlan, Vec<LabError>> {
    let mut errors = Vec::new();
    let games = parse_games(request.games).map_err(|e| errors.push(e)).ok();
    let seed = parse_seed(request.seed).map_err(|e| errors.push(e)).ok();
    let lists = matchup::lists_of(request, &mut errors);
    let sound = check_lists(catalog, &lists, &mut errors);
    let era = catalog.faction(&request.a.faction).map(|f| &f.era);
    let chosen = scenario::chosen(request, era, |e| catalog.era_name(e), &mut errors);
    let terrain = match request.table {
        LabTable::Open => TerrainChoice::Open,
        LabTable::ByTheRules => TerrainChoice::ByTheRules,
    };
    let players = matchup::players_of(request.mode);
    let options = matchup::options_of(players, request.side);
    let (mut setups, mut swapped, mut armies) = (Vec::new(), Vec::new(), Vec::new());
    if request.mode == LabMode::Allies && chosen.is_some() {
        errors.push(LabError::AlliesInScenario);
    }
    if request.mode == LabMode::Allies {
        if let (true, true, [a, b, target]) = (sound, errors.is_empty(), lists.as_slice()) {
            match matchup::allies_setup(catalog, [*a, *b, *target], options.clone()) {
                Ok(setup) => setups.push(setup),
                Err(problems) => errors.extend(problems),
            }
        }
    } else if sound && errors.is_empty() {
        for (list, other) in series_of(request, &lists, players) {
            // The standard game's setups: the plan's games when it plays no
            // scenario, and the armies the page names the results by.
            let set_up = |list_side: Side| {
                let (a, b) = if list_side == Side::A {
                    (list, other)
                } else {
                    (other, list)
                };
                let table = Table::standard();
                pregame_setup(catalog, a.1, b.1, options.clone(), table, terrain.clone()).map_err(
                    |error| LabError::Setup {
                        list: if error_side(&error) == Some(Side::B) {
                            b.0
                        } else {
                            a.0
                        },
                        error,
                    },
                )
            };
            match set_up(request.side) {
                Ok(setup) => setups.push(setup),
                Err(error) => errors.push(error),
            }
            if players != LabPlayers::AgainstGoldfish {
                match set_up(request.side.opponent()) {
                    Ok(setup) => swapped.push(setup),
                    Err(error) => errors.push(error),
                }
            }
            armies.push(SeriesArmies {
                list: (list.0, list.1.clone()),
                other: (other.0, other.1.clone()),
            });
        }
    }
    match (games, seed) {
        (Some(games), Some(seed)) if errors.is_empty() => Ok(LabPlan {
            games: matchup::games_of(players, games),
            seed,
            setups,
            swapped,
            players,
            opponents: request.field.iter().map(|o| o.id.to_owned()).collect(),
            side: request.side,
            scenario: chosen.map(|summary| PlannedScenario {
                id: summary.id.clone(),
                file: summary.file.clone(),
                armies,
                table: request.table,
            }),
        }),
        _ => Err(errors),
    }
}

/// An army of a run, with the name the lab gives it.
type Named<'a> = (LabList, &'a Roster);

/// The series a request plays, each its list and the army it meets: against
/// the goldfish each list against the target; otherwise list A against
/// each of the others.
fn series_of<'a>(
    request: &LabRequest<'a>,
    lists: &[Named<'a>],
    players: LabPlayers,
) -> Vec<(Named<'a>, Named<'a>)> {
    match (players, lists.split_first()) {
        (LabPlayers::AgainstGoldfish, _) => lists
            .iter()
            .filter(|(l, _)| *l != LabList::Target)
            .map(|list| (*list, (LabList::Target, request.target)))
            .collect(),
        (LabPlayers::Generals { .. }, Some((a, rest))) => {
            rest.iter().map(|other| (*a, *other)).collect()
        }
        (LabPlayers::Generals { .. }, None) => Vec::new(),
    }
}

/// Checks every list: its faction loaded, the era of list A, no list
/// problems; whether all of them are sound.
fn check_lists(catalog: &Catalog, lists: &[Named], errors: &mut Vec<LabError>) -> bool {
    let era_of = |roster: &Roster| catalog.faction(&roster.faction).map(|f| f.era.clone());
    let expected = lists.first().and_then(|(_, a)| era_of(a));
    let mut sound = true;
    for (list, roster) in lists {
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
                era: catalog.era_name(&faction.era),
                expected: catalog.era_name(expected),
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
    sound
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
