//! What a run plays, by its mode: the lists it checks and plays, who plays
//! them, the games' options, and (head to head) the number of games made
//! even, each seed played twice with the sides swapped.

use super::{FieldOpponent, LabError, LabList, LabMode, LabPlayers, LabRequest, LAB_TURN_LIMIT};
use crate::army_list::Catalog;
use crate::engine::{PerSide, Side};
use crate::game::setup::{FirstPlayer, GameOptions, GameSetup};
use crate::game::teams::{team_setup, TeamProblem};
use crate::roster::Roster;

/// The lists of a request, in the order they are checked and played: list
/// A first; then list B and the target (against the goldfish), list B
/// (head to head), or every opponent (the field).
pub(super) fn lists_of<'a>(
    request: &LabRequest<'a>,
    errors: &mut Vec<LabError>,
) -> Vec<(LabList, &'a Roster)> {
    let mut lists = vec![(LabList::A, request.a)];
    match request.mode {
        LabMode::Goldfish => {
            lists.extend(request.b.map(|b| (LabList::B, b)));
            lists.push((LabList::Target, request.target));
        }
        LabMode::HeadToHead { .. } => match request.b {
            Some(b) => lists.push((LabList::B, b)),
            None => errors.push(LabError::NoListB),
        },
        LabMode::Allies => match request.b {
            Some(b) => lists.extend([(LabList::B, b), (LabList::Target, request.target)]),
            None => errors.push(LabError::NoAlly),
        },
        LabMode::Field { .. } => {
            if request.field.is_empty() {
                errors.push(LabError::NoOpponents);
            }
            let opponents = request.field.iter().enumerate();
            lists.extend(
                opponents.map(|(k, o): (usize, &FieldOpponent)| (LabList::Opponent(k), o.army)),
            );
        }
    }
    lists
}

/// Who plays a mode's games.
pub(super) fn players_of(mode: LabMode) -> LabPlayers {
    match mode {
        LabMode::Goldfish | LabMode::Allies => LabPlayers::AgainstGoldfish,
        LabMode::HeadToHead { strength } | LabMode::Field { strength } => {
            LabPlayers::Generals { strength }
        }
    }
}

/// The options of every game, the list on `side`: against the goldfish,
/// the other side is the goldfish; always the first player rolled for (a
/// scenario may name it), and the game ending at the turn limit (a
/// scenario's own end may come sooner).
pub(super) fn options_of(players: LabPlayers, side: Side) -> GameOptions {
    GameOptions {
        goldfish: (players == LabPlayers::AgainstGoldfish).then_some(side.opponent()),
        first: FirstPlayer::Roll,
        turn_limit: Some(LAB_TURN_LIMIT),
        ..GameOptions::default()
    }
}

/// The games a series plays: head to head, an even number (each seed
/// twice), the player's number rounded up.
pub(super) fn games_of(players: LabPlayers, games: u32) -> u32 {
    match players {
        LabPlayers::AgainstGoldfish => games,
        LabPlayers::Generals { .. } => games + games % 2,
    }
}

/// The game of a run of allies: list A and its ally (list B) on side A,
/// two goldfish targets on side B, deployed automatically. A problem of an
/// army names the list it concerns.
pub(super) fn allies_setup(
    catalog: &Catalog,
    [a, ally, target]: [(LabList, &Roster); 3],
    options: GameOptions,
) -> Result<GameSetup, Vec<LabError>> {
    let seats = PerSide::new(vec![Some(a.1), Some(ally.1)], vec![Some(target.1); 2]);
    let options = GameOptions {
        goldfish: Some(Side::B),
        ..options
    };
    let list_of = |player: crate::engine::PlayerId| match (player.side, player.seat.0) {
        (Side::A, 0) => a.0,
        (Side::A, _) => ally.0,
        (Side::B, _) => target.0,
    };
    team_setup(catalog, seats, options).map_err(|problems| {
        problems
            .into_iter()
            .map(|problem| match problem {
                TeamProblem::Army { player, error } => LabError::Setup {
                    list: list_of(player),
                    error,
                },
                problem => LabError::Team { problem },
            })
            .collect()
    })
}
