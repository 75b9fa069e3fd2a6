//! The action phase: roll the action dice (one per skill level; each 1 may
//! be risked for one more die, before any die is placed), place them
//! (any number on actions, one on each tactic, a tactic's die may be
//! replaced), play actions one at a time, and clear the actions.
//!
//! Playing an action takes one of its dice; `D` in its effect is that
//! die's value. `activate` actions activate formations (or units) within
//! the command radius of the commander the action is played from (any part
//! of the group within the radius will do, as the FAQ says); each unit
//! activates once a turn, and makes one simple or difficult move. Actions
//! that keep away from the enemy need the whole group to start at least
//! that far from every enemy and keep that distance all through each move.

use super::command::{MoveOrder, Slot};
use super::commander::{contact_risks, fall};
use super::error::RuleError;
use super::event::Event;
use super::moves::{make_move, plan_move};
use super::scenario;
use super::setup::GameSetup;
use super::state::State;
use super::step::{InAction, Step};
use crate::army_list::effect::{ActionEffect, ActivationTarget};
use crate::engine::{CommanderId, CommanderMoved, Moved, Point, TableUnitId, EPSILON};

fn sixes_roll(setup: &GameSetup, state: &mut State, dice: &[u8], events: &mut Vec<Event>) {
    let sixes = dice.iter().filter(|d| **d == 6).count() as u32;
    let needed = setup.sixes_for_a_phase();
    for phase in state.scenario.add_sixes(sixes, needed) {
        events.push(Event::ScenarioPhaseAdvanced {
            phase,
            sixes_left: state.scenario.sixes,
        });
        scenario::phase_reached(setup, state, phase, events);
    }
}

pub(crate) fn roll(
    setup: &GameSetup,
    state: &mut State,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let player = state.active_player();
    let side = player.side;
    let commander = state.main_commander(player);
    let count = commander.map_or(2, |c| c.level);
    let may_risk = commander.is_some_and(|c| !c.substitute);
    let dice = state.dice.roll(u32::from(count))?;
    events.push(Event::ActionDiceRolled {
        side,
        seat: player.seat,
        dice: dice.clone(),
    });
    sixes_roll(setup, state, &dice, events);
    let board = &mut state.boards[player];
    board.risks = if may_risk {
        dice.iter().filter(|d| **d == 1).count() as u8
    } else {
        0
    };
    board.pool = dice;
    board.rolled = true;
    state.step = Step::Actions;
    Ok(())
}

pub(crate) fn risk(
    setup: &GameSetup,
    state: &mut State,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let player = state.active_player();
    let side = player.side;
    let board = &state.boards[player];
    if board.placed {
        return Err(RuleError::RiskAfterPlacing);
    }
    let commander = state.main_commander(player).cloned();
    let Some(commander) = commander.filter(|c| !c.substitute && board.risks > 0) else {
        return Err(RuleError::NoRiskToTake);
    };
    let die = state.dice.d6()?;
    events.push(Event::CommanderRisked {
        side,
        seat: player.seat,
        die,
    });
    sixes_roll(setup, state, &[die], events);
    let board = &mut state.boards[player];
    board.risks -= 1;
    board.pool.push(die);
    if die == 1 {
        board.risks = 0;
        fall(state, commander.id, false, events);
    }
    Ok(())
}

pub(crate) fn place(
    setup: &GameSetup,
    state: &mut State,
    die: u8,
    slot: Slot,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let player = state.active_player();
    let side = player.side;
    let army = &setup.armies[player];
    match slot {
        Slot::Action(k) if k >= army.actions.len() => {
            return Err(RuleError::UnknownAction { action: k })
        }
        Slot::Tactic(k) if k >= army.tactics.len() => {
            return Err(RuleError::UnknownTactic { tactic: k })
        }
        _ => {}
    }
    let board = &mut state.boards[player];
    if !board.take_from_pool(die) {
        return Err(RuleError::DieNotInPool { die });
    }
    board.placed = true;
    let replaced = match slot {
        Slot::Action(k) => {
            board.on_actions[k].push(die);
            None
        }
        Slot::Tactic(k) => board.on_tactics[k].replace(die),
    };
    events.push(Event::DiePlaced {
        side,
        seat: player.seat,
        die,
        slot,
        replaced,
    });
    Ok(())
}

pub(crate) fn play(
    setup: &GameSetup,
    state: &mut State,
    action: usize,
    die: u8,
    commander: CommanderId,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let player = state.active_player();
    let side = player.side;
    let entry = setup.armies[player]
        .actions
        .get(action)
        .ok_or(RuleError::UnknownAction { action })?;
    if !state
        .commanders
        .iter()
        .any(|c| c.id == commander && c.side == side && c.seat == player.seat)
        || !state
            .position
            .commanders()
            .iter()
            .any(|c| c.id == commander)
    {
        return Err(RuleError::UnknownCommander { commander });
    }
    let dice = &mut state.boards[player].on_actions[action];
    let Some(k) = dice.iter().position(|d| *d == die) else {
        return Err(RuleError::NoSuchDieOnAction { action, die });
    };
    dice.remove(k);
    events.push(Event::ActionPlayed {
        side,
        seat: player.seat,
        action,
        die,
        commander,
    });
    let activations_left = match &entry.effect {
        ActionEffect::Activate { count, .. } => count.with_die(die),
        ActionEffect::MoveCommanders { .. } => 0,
    };
    state.step = Step::InAction(Box::new(InAction {
        action,
        die,
        commander,
        effect: entry.effect.clone(),
        activations_left,
        to_move: Vec::new(),
        commanders_moved: Vec::new(),
    }));
    Ok(())
}

/// The units `activate` would activate for `unit`, or why none. (The
/// enumerator judges whole formations at once with the same parts:
/// [`activation_terms`], [`matching_units`], [`may_activate`].)
pub(crate) fn group_for(
    setup: &GameSetup,
    state: &State,
    unit: TableUnitId,
) -> Result<Vec<TableUnitId>, RuleError> {
    let terms = activation_terms(state)?;
    let u = state
        .position
        .unit(unit)
        .ok_or(RuleError::UnknownUnit { unit })?;
    if !setup.may_order(state.active_player(), u.owner()) {
        return Err(RuleError::NotYourUnit { unit });
    }
    if terms.action.activations_left == 0 {
        return Err(RuleError::NoActivationsLeft {
            count: terms.action.activations_left,
        });
    }
    if state.activated.contains(&unit) {
        return Err(RuleError::UnitAlreadyActivated { unit });
    }
    let group: Vec<TableUnitId> = match terms.target {
        ActivationTarget::Units => vec![unit],
        ActivationTarget::Formations => state.position.formation_or_alone(unit),
    };
    let matching = matching_units(setup, state, &terms, &group);
    if !matching.contains(&unit) {
        return Err(RuleError::DoesNotMatchFilter { unit });
    }
    may_activate(state, &terms, &matching, unit)?;
    Ok(matching)
}

/// The terms of the activating action in play.
pub(crate) struct ActivationTerms<'a> {
    pub action: &'a InAction,
    pub target: ActivationTarget,
    filter: &'a crate::army_list::effect::UnitFilter,
    keep_away: Option<u8>,
    anywhere: bool,
}

/// The terms of the action in play, if it activates units.
pub(crate) fn activation_terms(state: &State) -> Result<ActivationTerms<'_>, RuleError> {
    let action = state.step.in_action()?;
    let ActionEffect::Activate {
        target,
        filter,
        keep_away,
        anywhere,
        ..
    } = &action.effect
    else {
        return Err(RuleError::NotThisAction);
    };
    Ok(ActivationTerms {
        action,
        target: *target,
        filter,
        keep_away: *keep_away,
        anywhere: *anywhere,
    })
}

/// The units of `group` the action would activate: those not yet
/// activated that pass its filter, in the group's order.
pub(crate) fn matching_units(
    setup: &GameSetup,
    state: &State,
    terms: &ActivationTerms,
    group: &[TableUnitId],
) -> Vec<TableUnitId> {
    group
        .iter()
        .copied()
        .filter(|g| !state.activated.contains(g))
        .filter(|g| super::effects::matches_filter(setup, state, terms.filter, *g, None))
        .collect()
}

/// Whether `matching` (asked for through `unit`) may activate: some part
/// of it within the commander's radius (unless the action reaches
/// anywhere), and all of it far enough from the enemy for an action that
/// keeps away.
pub(crate) fn may_activate(
    state: &State,
    terms: &ActivationTerms,
    matching: &[TableUnitId],
    unit: TableUnitId,
) -> Result<(), RuleError> {
    if !terms.anywhere {
        let commander = state
            .commanders
            .iter()
            .find(|c| c.id == terms.action.commander)
            .ok_or(RuleError::UnknownCommander {
                commander: terms.action.commander,
            })?;
        let radius = f64::from(commander.command_radius);
        let within = matching.iter().any(|g| {
            state
                .position
                .commander_reaches(commander.id, *g, radius + EPSILON)
        });
        if !within {
            return Err(RuleError::OutOfCommandRadius {
                unit,
                commander: commander.id,
                radius: commander.command_radius,
            });
        }
    }
    if let Some(keep) = terms.keep_away {
        let keep_away = f64::from(keep) - EPSILON;
        for g in matching {
            if state.position.plainly_clear_of_enemies(*g, keep_away) {
                continue;
            }
            if let Some((distance, _)) = state.position.nearest_enemy(*g) {
                if distance < f64::from(keep) - EPSILON {
                    return Err(RuleError::TooCloseToEnemy {
                        unit: *g,
                        distance,
                        keep_away: keep,
                    });
                }
            }
        }
    }
    Ok(())
}

pub(crate) fn activate(
    setup: &GameSetup,
    state: &mut State,
    unit: TableUnitId,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let group = group_for(setup, state, unit)?;
    state.activated.extend(group.iter().copied());
    if let Ok(a) = state.step.in_action_mut() {
        a.activations_left -= 1;
        a.to_move.extend(group.iter().copied());
    }
    events.push(Event::Activated {
        side: state.active,
        units: group,
    });
    Ok(())
}

/// Checks a move of `unit` under the action in play and plans it, changing
/// nothing: what the move would do, or why it may not be made.
pub(crate) fn check_move(
    state: &State,
    unit: TableUnitId,
    order: MoveOrder,
) -> Result<Moved, RuleError> {
    let action = state.step.in_action()?;
    let ActionEffect::Activate {
        movement,
        speed,
        keep_away,
        ..
    } = &action.effect
    else {
        return Err(RuleError::NotThisAction);
    };
    if !action.to_move.contains(&unit) {
        return Err(if state.activated.contains(&unit) {
            RuleError::AlreadyMoved { unit }
        } else {
            RuleError::NotActivated { unit }
        });
    }
    let speed = speed.map(|s| s.with_die(action.die));
    plan_move(state, unit, order, *movement, speed, *keep_away)
}

pub(crate) fn move_unit(
    state: &mut State,
    unit: TableUnitId,
    order: MoveOrder,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let moved = check_move(state, unit, order)?;
    if let Ok(a) = state.step.in_action_mut() {
        a.to_move.retain(|u| *u != unit);
    }
    make_move(state, &moved, events)
}

/// How far `commander` may move under the action in play, if he may.
fn commander_allowance(state: &State, commander: CommanderId) -> Result<f64, RuleError> {
    let action = state.step.in_action()?;
    let ActionEffect::MoveCommanders { distance } = &action.effect else {
        return Err(RuleError::NotThisAction);
    };
    if !state
        .commanders
        .iter()
        .any(|c| c.id == commander && c.side == state.active && c.seat == state.seat)
    {
        return Err(RuleError::UnknownCommander { commander });
    }
    if action.commanders_moved.contains(&commander) {
        return Err(RuleError::CommanderAlreadyMoved { commander });
    }
    Ok(f64::from(distance.with_die(action.die)))
}

/// Checks a commander's move under the action in play, changing nothing.
pub(crate) fn check_commander_move(
    state: &State,
    commander: CommanderId,
    to: Point,
) -> Result<CommanderMoved, RuleError> {
    let allowed = commander_allowance(state, commander)?;
    Ok(state.position.plan_commander_move(commander, to, allowed)?)
}

pub(crate) fn move_commander(
    state: &mut State,
    commander: CommanderId,
    to: Point,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let allowed = commander_allowance(state, commander)?;
    let moved = state.position.commander_move(commander, to, allowed)?;
    if let Ok(a) = state.step.in_action_mut() {
        a.commanders_moved.push(commander);
    }
    events.push(Event::CommanderMoved {
        commander,
        from: moved.from,
        to: moved.to,
    });
    if !moved.touching_enemies.is_empty() {
        contact_risks(state, &[commander], None, events)?;
    }
    Ok(())
}

pub(crate) fn end_action(state: &mut State) -> Result<(), RuleError> {
    state.step.in_action()?;
    state.step = Step::Actions;
    Ok(())
}

pub(crate) fn end_actions(state: &mut State, events: &mut Vec<Event>) {
    let player = state.active_player();
    let side = player.side;
    let dice = state.boards[player].clear_actions();
    events.push(Event::ActionsCleared {
        side,
        seat: player.seat,
        dice,
    });
    state.step = Step::StartCombat;
}
