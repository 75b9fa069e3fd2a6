//! The legal-command enumerator: a finite, useful set of the commands
//! that are legal now. It does not list every legal command (a move can go
//! any distance in any direction): moves are offered towards the nearest
//! enemy at full and half speed, straight ahead, and, for actions that keep
//! away from the enemy, as far towards it as they may go, for one waiting
//! unit at a time (the first activated), with new activations offered once
//! the group has moved; tactics on as many eligible units as they allow; every choice the rules leave to a
//! player where the choices are few. Every command listed applies without
//! error (the fuzz test checks it).

use super::actions::{activation_terms, matching_units, may_activate, ActivationTerms};
use super::bombardment::{direction_allowed, retreat_candidates};
use super::combat::{members, pending_combats, playable_tactics};
use super::command::{BombardLoss, BombardTarget, Command, MoveOrder, Slot, TacticTargets};
use super::effects::matches_filter;
use super::moves::{move_verdict, plan_move};
use super::pregame;
use super::setup::GameSetup;
use super::state::State;
use super::step::Step;
use super::step::{InAction, MoveTerms, Stage};
use super::Game;
use crate::army_list::effect::{ActionEffect, ActivationTarget, Movement, TacticEffect};
use crate::engine::geometry::Extremes;
use crate::engine::{Point, Position, RetreatDirection, TableUnitId};
use crate::sorting::SortStably;
use std::f64::consts::FRAC_PI_4;

/// The commands offered now (empty once the game is over).
pub fn legal_commands(game: &Game) -> Vec<Command> {
    let setup = &game.setup;
    let state = &game.state;
    let side = state.active;
    // Room for the usual handful at once: growing the list from nothing
    // copies it again and again.
    let mut out = Vec::with_capacity(16);
    match &state.step {
        Step::Over => {}
        Step::PreGame(_) => out.extend(pregame::policy::offered(game)),
        Step::Bombardment => {
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
        Step::BombardmentLosses(losses) => {
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
        Step::RollDice => out.push(Command::RollActionDice),
        Step::Actions => {
            let board = &state.boards[side];
            let army = &setup.armies[side];
            let may_risk = !board.placed
                && board.risks > 0
                && state.main_commander(side).is_some_and(|c| !c.substitute);
            if may_risk {
                out.push(Command::RiskCommander);
            }
            let mut values = board.pool.clone();
            values.sort_stably();
            values.dedup();
            // Room for every die on every slot at once: the list is long,
            // and growing it step by step copies it again and again.
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
                    c.side == side && state.position.commanders().iter().any(|p| p.id == c.id)
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
        Step::InAction(action) => {
            match &action.effect {
                ActionEffect::Activate {
                    movement,
                    speed,
                    keep_away,
                    ..
                } => {
                    // One group at a time: while activated units wait to
                    // move, the enumerator offers the first one's moves
                    // (and ending the action), not new activations.
                    if action.activations_left > 0 && action.to_move.is_empty() {
                        out.extend(
                            activations(game)
                                .into_iter()
                                .map(|unit| Command::Activate { unit }),
                        );
                    }
                    let speed = speed.map(|s| s.with_die(action.die));
                    for unit in action.to_move.iter().take(1) {
                        for order in move_orders(setup, state, *unit, *movement, speed, *keep_away)
                        {
                            out.push(Command::MoveUnit { unit: *unit, order });
                        }
                    }
                }
                ActionEffect::MoveCommanders { distance } => {
                    let allowed = f64::from(distance.with_die(action.die));
                    for c in state
                        .position
                        .commanders()
                        .iter()
                        .filter(|c| c.side == side)
                    {
                        if action.commanders_moved.contains(&c.id) {
                            continue;
                        }
                        for target in commander_targets(game, c.at, side) {
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
            }
            out.push(Command::EndAction);
        }
        Step::StartCombat => {
            // The engine's choice, then every other set of units a marker
            // may bring in, at its best point.
            out.push(Command::StartCombat);
            let spots = state.position.marker_spots();
            out.extend(
                spots
                    .iter()
                    .skip(1)
                    .map(|spot| Command::PlaceCombatMarker { at: spot.at }),
            );
        }
        Step::ChooseCombat => {
            for c in pending_combats(state) {
                out.push(Command::ChooseCombat {
                    marker: c.markers[0],
                });
            }
        }
        Step::Combat(combat) => match &combat.stage {
            Stage::Tactics(side) => {
                out.push(Command::PassTactics);
                let members = members(state, &combat.markers);
                let own: Vec<TableUnitId> = members
                    .iter()
                    .copied()
                    .filter(|u| {
                        setup.profile(*u).is_some_and(|p| p.side == *side)
                            && state.position.unit(*u).is_some()
                    })
                    .collect();
                for (k, die) in playable_tactics(setup, state, *side) {
                    let tactic = &setup.armies[*side].tactics[k];
                    match &tactic.effect {
                        TacticEffect::Units { count, filter, .. } => {
                            let eligible: Vec<TableUnitId> = own
                                .iter()
                                .copied()
                                .filter(|u| {
                                    matches_filter(setup, state, filter, *u, Some(&members))
                                })
                                .take(count.with_die(die) as usize)
                                .collect();
                            if !eligible.is_empty() {
                                out.push(Command::PlayTactic {
                                    tactic: k,
                                    targets: TacticTargets::Units(eligible),
                                });
                            }
                        }
                        TacticEffect::SideResult { .. } | TacticEffect::RaisePrice { .. } => out
                            .push(Command::PlayTactic {
                                tactic: k,
                                targets: TacticTargets::None,
                            }),
                        TacticEffect::CancelEnemyTactic => {
                            for (n, played) in combat.played.iter().enumerate() {
                                if played.side != *side
                                    && !played.cancelled
                                    && matches!(played.effect, TacticEffect::Units { .. })
                                {
                                    out.push(Command::PlayTactic {
                                        tactic: k,
                                        targets: TacticTargets::Played(n),
                                    });
                                }
                            }
                        }
                        TacticEffect::ImmediateMove {
                            count,
                            filter,
                            movement,
                            distance,
                        } => {
                            let speed = distance.map(|d| d.with_die(die));
                            let mut moves = Vec::new();
                            // Each move is planned where the ones before
                            // it left the table (a copy of the position).
                            let mut scratch = state.clone();
                            for u in own.iter().filter(|u| {
                                matches_filter(setup, state, filter, **u, Some(&members))
                            }) {
                                if moves.len() as u32 >= count.with_die(die) {
                                    break;
                                }
                                if let Some(order) =
                                    move_orders(setup, &scratch, *u, *movement, speed, None)
                                        .into_iter()
                                        .next()
                                {
                                    if let Ok(moved) =
                                        plan_move(&scratch, *u, order, *movement, speed, None)
                                    {
                                        scratch.position.make_planned(&moved);
                                        moves.push((*u, order));
                                    }
                                }
                            }
                            if !moves.is_empty() {
                                out.push(Command::PlayTactic {
                                    tactic: k,
                                    targets: TacticTargets::Moves(moves),
                                });
                            }
                        }
                    }
                }
            }
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
        },
    }
    out
}

/// The first command [`legal_commands`] offers, for a player that always
/// takes it (the goldfish): the same command, without listing the rest
/// where that costs (every marker spot is searched for the others).
pub(crate) fn first_legal_command(game: &Game) -> Option<Command> {
    match &game.state.step {
        Step::StartCombat => Some(Command::StartCombat),
        _ => legal_commands(game).into_iter().next(),
    }
}

/// A command [`legal_commands`] may offer, not yet checked where checking
/// costs: for a player who draws one at random and checks only what it
/// draws (the random player), instead of checking every one to list them.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Candidate {
    /// Offered as it is: no check needed.
    Offered(Command),
    /// Activating this unit's group, if it may (see [`judge_activation`]).
    Activation(TableUnitId),
    /// Moving the unit by this order, or as far as terrain lets it, if
    /// either may be made.
    Move { unit: TableUnitId, order: MoveOrder },
}

/// Every command [`legal_commands`] offers now, as candidates: confirmed
/// one by one ([`confirm`]) they give its commands, in its order (except
/// that two moves checked down to the same shorter move count twice).
pub(crate) fn candidates(game: &Game) -> Vec<Candidate> {
    let Some((action, terms)) = activation_moves(&game.state) else {
        return offered(game);
    };
    let may_activate = action.activations_left > 0 && action.to_move.is_empty();
    let activations = match may_activate.then(|| activation_terms(&game.state)) {
        Some(Ok(terms)) => activation_candidates(game, &terms),
        _ => Vec::new(),
    };
    // Only the first unit still to move moves next.
    let mover = action.to_move.first().copied();
    let orders = mover.map_or_else(Vec::new, |unit| {
        candidate_move_orders(
            &game.setup,
            &game.state.position,
            unit,
            terms.movement,
            terms.speed,
            terms.keep_away,
        )
    });
    // Room for all at once: growing the list step by step costs more.
    let mut out = Vec::with_capacity(activations.len() + orders.len() + 1);
    out.extend(activations.into_iter().map(Candidate::Activation));
    if let Some(unit) = mover {
        out.extend(
            orders
                .into_iter()
                .map(|order| Candidate::Move { unit, order }),
        );
    }
    out.push(Candidate::Offered(Command::EndAction));
    out
}

/// The action under way and how its units move, if it activates units.
fn activation_moves(state: &State) -> Option<(&InAction, MoveTerms)> {
    let action = state.step.in_action().ok()?;
    Some((action, action.move_terms()?))
}

fn offered(game: &Game) -> Vec<Candidate> {
    legal_commands(game)
        .into_iter()
        .map(Candidate::Offered)
        .collect()
}

/// The command `candidate` stands for, if it is legal now.
pub(crate) fn confirm(game: &Game, candidate: &Candidate) -> Option<Command> {
    match candidate {
        Candidate::Offered(command) => Some(command.clone()),
        Candidate::Activation(unit) => {
            let terms = activation_terms(&game.state).ok()?;
            let unit = judge_activation(game, &terms, *unit)?;
            Some(Command::Activate { unit })
        }
        Candidate::Move { unit, order } => {
            let (_, terms) = activation_moves(&game.state)?;
            let order = checked_order(
                &game.state,
                *unit,
                *order,
                terms.movement,
                terms.speed,
                terms.keep_away,
            )?;
            Some(Command::MoveUnit { unit: *unit, order })
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
fn activation_candidates(game: &Game, terms: &ActivationTerms) -> Vec<TableUnitId> {
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
    for u in position.units() {
        if u.side != state.active || state.activated.contains(&u.id) {
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
fn judge_activation(
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

/// Points a commander might ride towards: the middle of his army, and his
/// unit nearest to the enemy.
fn commander_targets(game: &Game, at: Point, side: crate::engine::Side) -> Vec<Point> {
    let own: Vec<Point> = game
        .state
        .position
        .units()
        .iter()
        .filter(|u| u.side == side)
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
        .filter(|u| u.side == side)
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

/// A handful of moves for a unit: towards its nearest enemy at full and
/// half speed, straight ahead and turned 45° either way, and for keep-away
/// actions as far towards the enemy as the distance allows; all checked.
pub(crate) fn move_orders(
    setup: &GameSetup,
    state: &State,
    unit: TableUnitId,
    movement: Movement,
    speed: Option<u32>,
    keep_away: Option<u8>,
) -> Vec<MoveOrder> {
    let orders = candidate_move_orders(setup, &state.position, unit, movement, speed, keep_away);
    checked(state, unit, orders, movement, speed, keep_away)
}

/// The moves [`move_orders`] offers, before they are checked: for a
/// player that checks (or plans) each one itself anyway.
pub(crate) fn candidate_move_orders(
    setup: &GameSetup,
    position: &Position,
    unit: TableUnitId,
    movement: Movement,
    speed: Option<u32>,
    keep_away: Option<u8>,
) -> Vec<MoveOrder> {
    let Some(u) = position.unit(unit) else {
        return Vec::new();
    };
    let Some(p) = setup.profile(unit) else {
        return Vec::new();
    };
    let facing = u.placement.facing;
    let nearest = position.nearest_enemy(unit);
    let towards = nearest
        .and_then(|(_, e)| position.unit(e))
        .map(|e| (e.placement.centre - u.placement.centre).angle());
    // Room for every kind of order at once (at most eight).
    let mut orders = Vec::with_capacity(8);
    let simple = f64::from(speed.unwrap_or(u32::from(p.speed.simple)));
    let difficult = f64::from(speed.unwrap_or(u32::from(p.speed.difficult)));
    if movement != Movement::Difficult && simple > 0.0 {
        if let Some(h) = towards {
            orders.push(MoveOrder::Simple {
                heading: h,
                distance: simple,
            });
            orders.push(MoveOrder::Simple {
                heading: h,
                distance: simple / 2.0,
            });
            if let (Some(keep), Some((d, _))) = (keep_away, nearest) {
                let room = d - f64::from(keep) - 0.05;
                if room > 0.1 {
                    orders.push(MoveOrder::Simple {
                        heading: h,
                        distance: room.lesser(simple),
                    });
                }
            }
        }
        for turn in [0.0, FRAC_PI_4, -FRAC_PI_4] {
            orders.push(MoveOrder::Simple {
                heading: facing + turn,
                distance: simple,
            });
        }
    }
    if movement != Movement::Simple && difficult > 0.0 {
        if let Some(h) = towards {
            orders.push(MoveOrder::Difficult {
                direction: h,
                distance: difficult,
                facing: h,
            });
        }
        orders.push(MoveOrder::Difficult {
            direction: facing,
            distance: difficult,
            facing,
        });
    }
    orders
}

/// The orders that apply, each as given, or shortened to as far as terrain
/// lets it go on its path; repeats next to each other left out.
fn checked(
    state: &State,
    unit: TableUnitId,
    orders: Vec<MoveOrder>,
    movement: Movement,
    speed: Option<u32>,
    keep_away: Option<u8>,
) -> Vec<MoveOrder> {
    let mut valid = Vec::new();
    for order in orders {
        if let Some(order) = checked_order(state, unit, order, movement, speed, keep_away) {
            valid.push(order);
        }
    }
    valid.dedup();
    valid
}

/// The move `order` offers once checked: the order itself, or as far as
/// terrain lets the unit go that way; `None` if neither may be made.
fn checked_order(
    state: &State,
    unit: TableUnitId,
    order: MoveOrder,
    movement: Movement,
    speed: Option<u32>,
    keep_away: Option<u8>,
) -> Option<MoveOrder> {
    match move_verdict(state, unit, order, movement, speed, keep_away) {
        Ok(()) => Some(order),
        Err(Some(allowed)) => {
            // Terrain held it shorter: go as far as it may.
            let shorter = order.with_distance(allowed);
            move_verdict(state, unit, shorter, movement, speed, keep_away)
                .is_ok()
                .then_some(shorter)
        }
        Err(None) => None,
    }
}

/// More moves for a unit, for players who aim somewhere (the general):
/// towards `target` at full speed, half speed and just up to it, sideways
/// or back towards it keeping the unit's facing (a difficult move keeps a
/// line in order), straight ahead at half speed, and standing still (a
/// simple move of 0 turns to nothing). Unchecked, as
/// [`candidate_move_orders`]: the player plans each one itself.
pub(crate) fn candidate_moves_towards(
    setup: &GameSetup,
    position: &Position,
    unit: TableUnitId,
    target: Point,
    movement: Movement,
    speed: Option<u32>,
) -> Vec<MoveOrder> {
    let (Some(u), Some(p)) = (position.unit(unit), setup.profile(unit)) else {
        return Vec::new();
    };
    let facing = u.placement.facing;
    let way = target - u.placement.centre;
    let (heading, length) = (way.angle(), way.length());
    let simple = f64::from(speed.unwrap_or(u32::from(p.speed.simple)));
    let difficult = f64::from(speed.unwrap_or(u32::from(p.speed.difficult)));
    let mut orders = Vec::new();
    if movement != Movement::Difficult && simple > 0.0 {
        for distance in [simple, simple / 2.0, length.lesser(simple)] {
            orders.push(MoveOrder::Simple { heading, distance });
        }
        orders.push(MoveOrder::Simple {
            heading: facing,
            distance: simple / 2.0,
        });
        orders.push(MoveOrder::Simple {
            heading: facing,
            distance: 0.0,
        });
    }
    if movement != Movement::Simple && difficult > 0.0 {
        for distance in [difficult, length.lesser(difficult)] {
            orders.push(MoveOrder::Difficult {
                direction: heading,
                distance,
                facing,
            });
        }
        orders.push(MoveOrder::Difficult {
            direction: facing,
            distance: 0.0,
            facing,
        });
    }
    orders
}
