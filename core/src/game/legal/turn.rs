//! What the enumerator offers at the turn's steps outside actions and
//! combats: bombardment, its losses, the action dice, and starting and
//! choosing combats.

use crate::engine::RetreatDirection;
use crate::game::bombardment::{direction_allowed, retreat_candidates};
use crate::game::combat::{ally_fought, pending_combats};
use crate::game::command::{BombardLoss, BombardTarget, Command, Slot};
use crate::game::state::State;
use crate::game::step::Losses;
use crate::game::Game;
use crate::sorting::SortStably;

/// Bombarding with nothing, then with every battery that may.
pub(super) fn bombardments(state: &State, out: &mut Vec<Command>) {
    out.push(Command::Bombard {
        targets: Vec::new(),
    });
    let targets: Vec<BombardTarget> = state
        .batteries_ready
        .iter()
        .map(|(battery, target)| BombardTarget {
            battery: *battery,
            target: *target,
        })
        .collect();
    if !targets.is_empty() {
        out.push(Command::Bombard { targets });
    }
}

/// A bombardment loss taken as morale or as a unit's retreat; or, once a
/// retreat's distance is rolled, the ways it may go.
pub(super) fn bombardment_losses(state: &State, losses: &Losses, out: &mut Vec<Command>) {
    if let Some(p) = &losses.pending_retreat {
        for d in [RetreatDirection::Back, RetreatDirection::TowardsOwnEdge] {
            if direction_allowed(&state.position, losses, p.unit, d) {
                out.push(Command::ChooseRetreat { direction: d });
            }
        }
    } else {
        out.push(Command::TakeBombardmentLoss(BombardLoss::Morale));
        for unit in retreat_candidates(&state.position, losses) {
            out.push(Command::TakeBombardmentLoss(BombardLoss::Retreat { unit }));
        }
    }
}

/// The action step: risking the commander, every die on every slot, every
/// action with a die on it by every commander on the table, and ending.
pub(super) fn action_dice(game: &Game, out: &mut Vec<Command>) {
    let (setup, state) = (&game.setup, &game.state);
    let player = state.active_player();
    let board = &state.boards[player];
    let army = &setup.armies[player];
    let may_risk = !board.placed
        && board.risks > 0
        && state.main_commander(player).is_some_and(|c| !c.substitute);
    if may_risk {
        out.push(Command::RiskCommander);
    }
    let mut values = board.pool.clone();
    values.sort_stably();
    values.dedup();
    // Room for every die on every slot at once: the list is long, and
    // growing it step by step copies it again and again.
    out.reserve(values.len() * (army.actions.len() + army.tactics.len()) + 1);
    for die in &values {
        for k in 0..army.actions.len() {
            out.push(Command::PlaceDie {
                die: *die,
                slot: Slot::Action(k),
            });
        }
        for k in 0..army.tactics.len() {
            out.push(Command::PlaceDie {
                die: *die,
                slot: Slot::Tactic(k),
            });
        }
    }
    let commanders: Vec<_> = state
        .commanders
        .iter()
        .filter(|c| {
            c.side == player.side
                && c.seat == player.seat
                && state.position.commanders().iter().any(|p| p.id == c.id)
        })
        .map(|c| c.id)
        .collect();
    for (k, dice) in board.on_actions.iter().enumerate() {
        let mut values = dice.clone();
        values.sort_stably();
        values.dedup();
        for die in values {
            for commander in &commanders {
                out.push(Command::PlayAction {
                    action: k,
                    die,
                    commander: *commander,
                });
            }
        }
    }
    out.push(Command::EndActions);
}

/// The engine's choice of where the next combat marker goes, then every
/// other set of units a marker may bring in, at its best point.
pub(super) fn combat_starts(game: &Game, out: &mut Vec<Command>) {
    let (setup, state) = (&game.setup, &game.state);
    out.push(Command::StartCombat);
    let spots = state.position.marker_spots();
    if !setup.armies.has_teams() {
        let others = spots.iter().skip(1);
        out.extend(others.map(|spot| Command::PlaceCombatMarker { at: spot.at }));
        return;
    }
    // In a team game the engine's own spot is the best the acting player
    // may set up, and only those are offered.
    let allowed = spots
        .iter()
        .filter(|spot| ally_fought(state, spot).is_none());
    out.extend(
        allowed
            .skip(1)
            .map(|spot| Command::PlaceCombatMarker { at: spot.at }),
    );
}

/// Each combat still to fight, by its first marker.
pub(super) fn combat_choices(state: &State, out: &mut Vec<Command>) {
    for c in pending_combats(state) {
        out.push(Command::ChooseCombat {
            marker: c.markers[0],
        });
    }
}
