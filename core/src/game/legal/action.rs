//! What the enumerator offers while an action is under way: activations,
//! the moves of the units it activated, and the rides of commanders.

use super::moves::move_orders;
use crate::army_list::effect::{ActionEffect, ActivationTarget};
use crate::engine::geometry::Extremes;
use crate::engine::{PlayerId, Point, TableUnitId};
use crate::game::actions::{activation_terms, matching_units, may_activate, ActivationTerms};
use crate::game::command::Command;
use crate::game::step::InAction;
use crate::game::Game;
use crate::sorting::SortStably;

/// The offers of the action under way, ending it last.
pub(super) fn in_action(game: &Game, action: &InAction, out: &mut Vec<Command>) {
    match &action.effect {
        ActionEffect::Activate {
            movement,
            speed,
            keep_away,
            ..
        } => {
            // One group at a time: while activated units wait to move, the
            // enumerator offers the first one's moves (and ending the
            // action), not new activations.
            if action.activations_left > 0 && action.to_move.is_empty() {
                out.extend(
                    activations(game)
                        .into_iter()
                        .map(|unit| Command::Activate { unit }),
                );
            }
            let speed = speed.map(|s| s.with_die(action.die));
            for unit in action.to_move.iter().take(1) {
                let orders = move_orders(
                    &game.setup,
                    &game.state,
                    *unit,
                    *movement,
                    speed,
                    *keep_away,
                );
                for order in orders {
                    out.push(Command::MoveUnit { unit: *unit, order });
                }
            }
        }
        ActionEffect::MoveCommanders { distance } => {
            let allowed = f64::from(distance.with_die(action.die));
            commander_rides(game, action, allowed, out);
        }
    }
    out.push(Command::EndAction);
}

/// Each of the active side's commanders not yet moved, riding towards
/// each of [`commander_targets`] as far as `allowed`, where he may.
fn commander_rides(game: &Game, action: &InAction, allowed: f64, out: &mut Vec<Command>) {
    let state = &game.state;
    for c in state
        .position
        .commanders()
        .iter()
        .filter(|c| c.owner() == state.active_player())
    {
        if action.commanders_moved.contains(&c.id) {
            continue;
        }
        for target in commander_targets(game, c.at, state.active_player()) {
            let way = target - c.at;
            let length = way.length();
            if length < 1e-6 {
                continue;
            }
            let to = c.at + way * (allowed.lesser(length) / length);
            if state
                .position
                .plan_commander_move(c.id, to, allowed)
                .is_ok()
            {
                out.push(Command::MoveCommander {
                    commander: c.id,
                    to,
                });
            }
        }
    }
}

/// The units to offer activation through, in the position's order: for
/// each group that may activate, its first unit. A formation is one group
/// whichever of its units is asked for (the units that activate are its
/// units not yet activated that pass the filter, and the radius and the
/// distance from the enemy are checked on them all), so each formation is
/// judged once and offered through its first matching unit, as asking
/// `actions::group_for` of every unit in turn would.
fn activations(game: &Game) -> Vec<TableUnitId> {
    let Ok(terms) = activation_terms(&game.state) else {
        return Vec::new();
    };
    let mut offers = Vec::new();
    for unit in activation_candidates(game, &terms) {
        if let Some(offer) = judge_activation(game, &terms, unit) {
            offers.push(offer);
        }
    }
    if terms.target == ActivationTarget::Formations {
        // A formation's first matching unit may stand after another
        // formation's: offers go in the position's order.
        let position = &game.state.position;
        offers.sort_stably_by_key(|id| position.index_of(*id));
    }
    offers
}

/// The units to judge for activation, in the position's order: every own
/// unit not yet activated, or, when the action activates formations, the
/// first such unit of each formation.
pub(super) fn activation_candidates(game: &Game, terms: &ActivationTerms) -> Vec<TableUnitId> {
    let state = &game.state;
    let position = &state.position;
    let by_formation = terms.target == ActivationTarget::Formations;
    let mut judged = vec![
        false;
        if by_formation {
            position.formations().len()
        } else {
            0
        }
    ];
    let mut out = Vec::with_capacity(position.units().len());
    let acting = state.active_player();
    for u in position.units() {
        let ordered = u.side == state.active && game.setup.may_order(acting, u.owner());
        if !ordered || state.activated.contains(&u.id) {
            continue;
        }
        if by_formation {
            match position.formation_of(u.id).map(|f| f.index) {
                Some(k) if !std::mem::replace(&mut judged[k], true) => {}
                _ => continue,
            }
        }
        out.push(u.id);
    }
    out
}

/// The unit to offer activation through for `candidate` (see
/// [`activation_candidates`]), if its group may activate: the unit
/// itself, or its formation's first matching unit.
pub(super) fn judge_activation(
    game: &Game,
    terms: &ActivationTerms,
    candidate: TableUnitId,
) -> Option<TableUnitId> {
    let (setup, state) = (&game.setup, &game.state);
    let position = &state.position;
    let matching = if terms.target == ActivationTarget::Formations {
        let formation = position.formation_of(candidate)?;
        matching_units(setup, state, terms, formation.units)
    } else {
        matching_units(setup, state, terms, &[candidate])
    };
    let offered = if terms.target == ActivationTarget::Formations {
        *matching.first()?
    } else {
        candidate
    };
    (!matching.is_empty() && may_activate(state, terms, &matching, offered).is_ok())
        .then_some(offered)
}

/// Points a commander might ride towards: the middle of his player's
/// army, and its unit nearest to the enemy.
fn commander_targets(game: &Game, at: Point, player: PlayerId) -> Vec<Point> {
    let side = player.side;
    let own: Vec<Point> = game
        .state
        .position
        .units()
        .iter()
        .filter(|u| u.owner() == player)
        .map(|u| u.placement.centre)
        .collect();
    if own.is_empty() {
        return Vec::new();
    }
    let centre = own.iter().fold(Point::default(), |s, p| s + *p) * (1.0 / own.len() as f64);
    let mut targets = vec![centre];
    // The own unit whose centre is nearest an enemy's centre.
    let enemies: Vec<Point> = game
        .state
        .position
        .units()
        .iter()
        .filter(|u| u.side != side)
        .map(|u| u.placement.centre)
        .collect();
    let forward = game
        .state
        .position
        .units()
        .iter()
        .filter(|u| u.owner() == player)
        .filter_map(|u| {
            let d = enemies
                .iter()
                .map(|e| e.distance(u.placement.centre))
                .min_by(f64::total_cmp)?;
            Some((d, u))
        })
        .min_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, u)| u.placement.centre - u.placement.forward() * (u.depth / 2.0 + 0.3));
    targets.extend(forward);
    targets.retain(|p| p.distance(at) > 1e-6);
    targets
}
