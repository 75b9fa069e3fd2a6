//! Games of more than two players: each side's seats and their armies,
//! checked all at once, then set up for the table.
//!
//! The seats' table ids run on from side A's first seat to side B's last,
//! so every unit of the game has its own id, as in a two-player game.

use super::mode::{Mode, Who};
use super::setup::{
    army_from_roster, auto_deploy, pregame_from_armies, GameOptions, GameSetup, SetupError,
    TerrainChoice,
};
use crate::army_list::ids::EraId;
use crate::army_list::Catalog;
use crate::engine::{PerPlayer, PerSide, PlayerId, Seat, Side, Table, MAX_SEATS};
use crate::i18n::table_messages::TableMsg;
use crate::i18n::{Lang, Text};
use crate::roster::summary::summarize;
use crate::roster::Roster;

/// Why a seat (or a side's seats) cannot take the table.
#[derive(Clone, Debug, PartialEq)]
pub enum TeamProblem {
    /// A side with no player.
    NoPlayers { side: Side },
    /// A side of more than [`MAX_SEATS`] players.
    TooManyPlayers { side: Side, players: usize },
    /// A seat whose army was not chosen.
    SeatWithoutArmy { player: PlayerId },
    /// A seat's army of another era than the table's (the first army's).
    OtherEra {
        player: PlayerId,
        era: Text,
        table_era: Text,
    },
    /// A seat's army over its own points limit.
    OverPoints {
        player: PlayerId,
        points: u32,
        limit: u32,
    },
    /// A seat's army cannot be set up (no commander, no units, an unknown
    /// faction or unit).
    Army { player: PlayerId, error: SetupError },
    /// The armies do not fit the table together (the deployment names the
    /// sides too crowded).
    Deployment { error: SetupError },
    /// A goldfish seat beside seats that act: a goldfish side is targets
    /// in every seat (the engine holds a whole side still).
    GoldfishBesideOthers { side: Side },
    /// Both sides goldfish targets: nobody would ever act.
    BothSidesTargets,
}

/// How a game of teams begins.
#[derive(Clone, Debug, PartialEq)]
pub enum TeamStart {
    /// Deployed by the automatic deployment on the standard table (the
    /// lab's and the automatic games').
    Deployed,
    /// With the pre-game sequence on `table`: columns, the first player,
    /// terrain and deployment, seat by seat.
    PreGame {
        table: Table,
        terrain: TerrainChoice,
    },
}

/// A game of the players in `seats` (each side's in seat order; `None` a
/// seat whose army is missing), deployed by the automatic deployment on
/// the standard table. Every problem of every seat is reported at once.
pub fn team_setup(
    catalog: &Catalog,
    seats: PerSide<Vec<Option<&Roster>>>,
    options: GameOptions,
) -> Result<GameSetup, Vec<TeamProblem>> {
    team_setup_starting(catalog, seats, options, TeamStart::Deployed)
}

/// A game of the players in `seats`, beginning as `start` says. Every
/// problem of every seat is reported at once.
pub fn team_setup_starting(
    catalog: &Catalog,
    seats: PerSide<Vec<Option<&Roster>>>,
    options: GameOptions,
    start: TeamStart,
) -> Result<GameSetup, Vec<TeamProblem>> {
    let mut problems = seat_counts(&seats);
    let mut table_era: Option<EraId> = None;
    for (side, rosters) in seats.iter() {
        for (k, roster) in rosters.iter().enumerate() {
            let player = PlayerId::new(side, Seat(k as u8));
            match roster {
                None => problems.push(TeamProblem::SeatWithoutArmy { player }),
                Some(roster) => check_seat(catalog, player, roster, &mut table_era, &mut problems),
            }
        }
    }
    if !problems.is_empty() {
        return Err(problems);
    }
    let armies = seat_armies(catalog, &seats)?;
    let players = Side::ALL.map(|side| armies.count(side)).into_iter().max();
    let options = GameOptions {
        players_per_side: players.unwrap_or(1) as u8,
        ..options
    };
    let set_up = match start {
        TeamStart::Deployed => auto_deploy(Table::standard(), armies, options),
        TeamStart::PreGame { table, terrain } => {
            pregame_from_armies(armies, options, table, terrain)
        }
    };
    set_up.map_err(|error| vec![TeamProblem::Deployment { error }])
}

/// The mode of a game of teams, checked: each side one to three seats,
/// a goldfish side all goldfish, and not both sides targets. Every
/// problem is reported.
pub fn team_mode(seats: PerSide<Vec<Who>>) -> Result<Mode, Vec<TeamProblem>> {
    let mut problems = Vec::new();
    for side in Side::ALL {
        match seats[side].len() {
            0 => problems.push(TeamProblem::NoPlayers { side }),
            players if players > MAX_SEATS => {
                problems.push(TeamProblem::TooManyPlayers { side, players })
            }
            _ => {}
        }
    }
    let targets = Side::ALL.map(|side| {
        let goldfish = seats[side].iter().filter(|w| **w == Who::Goldfish).count();
        if goldfish > 0 && goldfish < seats[side].len() {
            problems.push(TeamProblem::GoldfishBesideOthers { side });
        }
        goldfish > 0
    });
    if targets == [true, true] {
        problems.push(TeamProblem::BothSidesTargets);
    }
    match problems.is_empty() {
        true => Ok(Mode::Teams { seats }),
        false => Err(problems),
    }
}

/// One seat as the game's setup chooses it: its army (`None` until one is
/// chosen) and who plays it.
#[derive(Clone, Copy, Debug)]
pub struct SeatChoice<'a> {
    pub army: Option<&'a Roster>,
    pub who: Who,
}

/// A game of teams ready to start: its setup (as [`team_setup`]) and who
/// plays each seat (as [`Mode::teams`]). Every problem of both is reported
/// at once, each once.
pub fn team_game(
    catalog: &Catalog,
    seats: &PerSide<Vec<SeatChoice>>,
    options: GameOptions,
    start: TeamStart,
) -> Result<(GameSetup, Mode), Vec<TeamProblem>> {
    let armies = seats.as_ref().map(|s| s.iter().map(|c| c.army).collect());
    let players = seats.as_ref().map(|s| s.iter().map(|c| c.who).collect());
    let setup = team_setup_starting(catalog, armies, options, start);
    match (setup, team_mode(players)) {
        (Ok(setup), Ok(mode)) => Ok((setup, mode)),
        (setup, mode) => {
            let mut problems = setup.err().unwrap_or_default();
            for problem in mode.err().unwrap_or_default() {
                if !problems.contains(&problem) {
                    problems.push(problem);
                }
            }
            Err(problems)
        }
    }
}

/// Each side has one to [`MAX_SEATS`] seats.
fn seat_counts(seats: &PerSide<Vec<Option<&Roster>>>) -> Vec<TeamProblem> {
    let mut problems = Vec::new();
    for (side, rosters) in seats.iter() {
        if rosters.is_empty() {
            problems.push(TeamProblem::NoPlayers { side });
        } else if rosters.len() > MAX_SEATS {
            problems.push(TeamProblem::TooManyPlayers {
                side,
                players: rosters.len(),
            });
        }
    }
    problems
}

/// One seat's army: of the table's era (the first army's) and within its
/// own points limit.
fn check_seat(
    catalog: &Catalog,
    player: PlayerId,
    roster: &Roster,
    table_era: &mut Option<EraId>,
    problems: &mut Vec<TeamProblem>,
) {
    let Some(faction) = catalog.faction(&roster.faction) else {
        let error = SetupError::UnknownFaction {
            faction: roster.faction.clone(),
        };
        problems.push(TeamProblem::Army { player, error });
        return;
    };
    let era = table_era.get_or_insert_with(|| faction.era.clone());
    if faction.era != *era {
        problems.push(TeamProblem::OtherEra {
            player,
            era: catalog.era_name(&faction.era),
            table_era: catalog.era_name(era),
        });
    }
    let summary = summarize(roster, faction, &catalog.glossary);
    if summary.over_limit() {
        problems.push(TeamProblem::OverPoints {
            player,
            points: summary.total,
            limit: summary.limit,
        });
    }
}

/// Every seat's army, its units marked with their seat and numbered on
/// from the seat before.
fn seat_armies(
    catalog: &Catalog,
    seats: &PerSide<Vec<Option<&Roster>>>,
) -> Result<PerPlayer<super::setup::ArmySetup>, Vec<TeamProblem>> {
    let mut next_id = 1;
    let mut problems = Vec::new();
    let mut sides = PerSide::new(Vec::new(), Vec::new());
    for (side, rosters) in seats.iter() {
        for (k, roster) in rosters.iter().flatten().enumerate() {
            let player = PlayerId::new(side, Seat(k as u8));
            match army_from_roster(catalog, roster, side, next_id) {
                Ok(mut army) => {
                    next_id += army.units.len() as u32;
                    for unit in &mut army.units {
                        unit.seat = player.seat;
                    }
                    sides[side].push(army);
                }
                Err(error) => problems.push(TeamProblem::Army { player, error }),
            }
        }
    }
    if !problems.is_empty() {
        return Err(problems);
    }
    PerPlayer::teams(sides).map_err(|_| problems)
}

/// A seat as players name it: its side and its number.
pub fn seat_name(player: PlayerId, lang: Lang) -> String {
    let side = TableMsg::side(player.side).text(lang);
    let n = player.seat.number();
    lang.pick(format!("{side}, seat {n}"), format!("{side}, место {n}"))
}

impl TeamProblem {
    /// A sentence for the player, naming the seat or side it concerns.
    pub fn describe(&self, lang: Lang) -> String {
        let seat = |player: &PlayerId| seat_name(*player, lang);
        let side = |side: &Side| TableMsg::side(*side).text(lang);
        match self {
            TeamProblem::NoPlayers { side: s } => lang.pick(
                format!("{} has no player: a side needs one to three.", side(s)),
                format!(
                    "У стороны «{}» нет игроков: нужно от одного до трёх.",
                    side(s)
                ),
            ),
            TeamProblem::TooManyPlayers { side: s, players } => lang.pick(
                format!(
                    "{} has {players} players: a side may have at most three.",
                    side(s)
                ),
                format!(
                    "У стороны «{}» игроков: {players}, а можно не больше трёх.",
                    side(s)
                ),
            ),
            TeamProblem::SeatWithoutArmy { player } => lang.pick(
                format!("{}: choose an army for this seat.", seat(player)),
                format!("{}: выберите армию для этого места.", seat(player)),
            ),
            TeamProblem::OtherEra {
                player,
                era,
                table_era,
            } => lang.pick(
                format!(
                    "{}: the army is of {}, the table of {}; all armies must be of one era.",
                    seat(player),
                    era.get(lang),
                    table_era.get(lang)
                ),
                format!(
                    "{}: армия эпохи «{}», а стол — эпохи «{}»; все армии должны быть одной эпохи.",
                    seat(player),
                    era.get(lang),
                    table_era.get(lang)
                ),
            ),
            TeamProblem::OverPoints {
                player,
                points,
                limit,
            } => lang.pick(
                format!(
                    "{}: the army costs {points} points, over its limit of {limit}.",
                    seat(player)
                ),
                format!(
                    "{}: армия стоит {points} очков, больше своего предела в {limit}.",
                    seat(player)
                ),
            ),
            TeamProblem::Army { player, error } => {
                format!("{}: {}", seat(player), error.describe(lang))
            }
            TeamProblem::Deployment { error } => error.describe(lang),
            TeamProblem::GoldfishBesideOthers { side: s } => lang.pick(
                format!(
                    "{}: the goldfish plays a whole side or none of it; choose it for every seat of the side, or for none.",
                    side(s)
                ),
                format!(
                    "{}: мишень играет за всю сторону или не играет вовсе; выберите её для всех мест стороны или ни для одного.",
                    side(s)
                ),
            ),
            TeamProblem::BothSidesTargets => lang.pick(
                "Both sides are goldfish targets: nobody would act. Let a person or the general play at least one seat.".to_owned(),
                "Обе стороны — мишени: никто не будет действовать. Пусть хотя бы за одно место играет человек или генерал.".to_owned(),
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_crowded_table_is_said_as_the_deployment_says_it_not_as_a_seats_problem() {
        let error = SetupError::ZoneFull {
            sides: vec![(Side::B, 40)],
        };
        let problem = TeamProblem::Deployment {
            error: error.clone(),
        };
        for lang in [Lang::En, Lang::Ru] {
            assert_eq!(problem.describe(lang), error.describe(lang));
            assert!(
                !problem.describe(lang).contains("seat")
                    && !problem.describe(lang).contains("место")
            );
        }
    }
}
