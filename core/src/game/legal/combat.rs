//! What the enumerator offers in a combat: tactics, where hits go, how
//! hits are resolved, and which way a unit retreats.

use super::moves::move_orders;
use crate::army_list::effect::TacticEffect;
use crate::engine::{RetreatDirection, Side, TableUnitId};
use crate::game::combat::{members, playable_tactics, side_player};
use crate::game::command::{Command, TacticTargets};
use crate::game::effects::matches_filter;
use crate::game::moves::plan_move;
use crate::game::step::{CombatState, Stage};
use crate::game::Game;

/// The offers of the combat's stage.
pub(super) fn combat(game: &Game, combat: &CombatState, out: &mut Vec<Command>) {
    let state = &game.state;
    match &combat.stage {
        Stage::Tactics(side) => tactics(game, combat, *side, out),
        Stage::AllocateHits { group, count, .. } => {
            let n = *count as usize;
            out.push(Command::AllocateHits {
                units: group[..n].to_vec(),
            });
            if group.len() > n {
                out.push(Command::AllocateHits {
                    units: group[group.len() - n..].to_vec(),
                });
            }
        }
        Stage::ResolveHits(side) => {
            for (unit, n) in &combat.hits {
                if *n == 0 || state.position.unit(*unit).is_none_or(|u| u.side != *side) {
                    continue;
                }
                out.push(Command::ResolveHit {
                    unit: *unit,
                    retreat: false,
                });
                if !combat.retreated.contains(unit) {
                    out.push(Command::ResolveHit {
                        unit: *unit,
                        retreat: true,
                    });
                }
            }
        }
        Stage::Retreat { .. } => {
            out.push(Command::ChooseRetreat {
                direction: RetreatDirection::Back,
            });
            out.push(Command::ChooseRetreat {
                direction: RetreatDirection::TowardsOwnEdge,
            });
        }
        Stage::Roll | Stage::Allocate(_) | Stage::Finish => {}
    }
}

/// Passing, then each tactic `side` may play, on as many of its units in
/// the combat as the tactic allows.
fn tactics(game: &Game, combat: &CombatState, side: Side, out: &mut Vec<Command>) {
    let (setup, state) = (&game.setup, &game.state);
    out.push(Command::PassTactics);
    let members = members(state, &combat.markers);
    // A tactic touches none of an ally's units: the player's own only.
    let player = side_player(combat, side);
    let own: Vec<TableUnitId> = members
        .iter()
        .copied()
        .filter(|u| {
            setup.profile(*u).is_some_and(|p| p.owner() == player)
                && state.position.unit(*u).is_some()
        })
        .collect();
    for (k, die) in playable_tactics(setup, state, player) {
        let tactic = &setup.armies[player].tactics[k];
        let targets = match &tactic.effect {
            TacticEffect::Units { count, filter, .. } => {
                let eligible: Vec<TableUnitId> = own
                    .iter()
                    .copied()
                    .filter(|u| matches_filter(setup, state, filter, *u, Some(&members)))
                    .take(count.with_die(die) as usize)
                    .collect();
                (!eligible.is_empty()).then_some(TacticTargets::Units(eligible))
            }
            TacticEffect::SideResult { .. } | TacticEffect::RaisePrice { .. } => {
                Some(TacticTargets::None)
            }
            TacticEffect::CancelEnemyTactic => {
                for (n, played) in combat.played.iter().enumerate() {
                    if played.side != side
                        && !played.cancelled
                        && matches!(played.effect, TacticEffect::Units { .. })
                    {
                        out.push(Command::PlayTactic {
                            tactic: k,
                            targets: TacticTargets::Played(n),
                        });
                    }
                }
                None
            }
            TacticEffect::ImmediateMove { .. } => {
                immediate_moves(game, &tactic.effect, die, &own, &members)
            }
        };
        if let Some(targets) = targets {
            out.push(Command::PlayTactic { tactic: k, targets });
        }
    }
}

/// The moves a tactic's immediate move offers: the first move offered to
/// each eligible unit, as many as the tactic allows, each planned where
/// the ones before it left the table.
fn immediate_moves(
    game: &Game,
    effect: &TacticEffect,
    die: u8,
    own: &[TableUnitId],
    members: &[TableUnitId],
) -> Option<TacticTargets> {
    let (setup, state) = (&game.setup, &game.state);
    let TacticEffect::ImmediateMove {
        count,
        filter,
        movement,
        distance,
    } = effect
    else {
        return None;
    };
    let speed = distance.map(|d| d.with_die(die));
    let mut moves = Vec::new();
    // Each move is planned where the ones before it left the table (a
    // copy of the position).
    let mut scratch = state.clone();
    for u in own
        .iter()
        .filter(|u| matches_filter(setup, state, filter, **u, Some(members)))
    {
        if moves.len() as u32 >= count.with_die(die) {
            break;
        }
        if let Some(order) = move_orders(setup, &scratch, *u, *movement, speed, None)
            .into_iter()
            .next()
        {
            if let Ok(moved) = plan_move(&scratch, *u, order, *movement, speed, None) {
                scratch.position.make_planned(&moved);
                moves.push((*u, order));
            }
        }
    }
    (!moves.is_empty()).then_some(TacticTargets::Moves(moves))
}
