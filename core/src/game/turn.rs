//! The turn's steps and how the game runs from one decision to the next.
//!
//! A player turn: bombardment, actions (roll, place, play, clear), start
//! combat, combat; then the other side's turn. After each command the game
//! runs on by itself through everything the rules decide alone (a
//! bombardment nobody can make, a goldfish's empty turn, the only combat
//! left, a side without tactics to play) and stops where a player must
//! decide.

use super::actions;
use super::board::BoardState;
use super::bombardment;
use super::combat;
use super::command::Command;
use super::dice::Dice;
use super::error::RuleError;
use super::event::{Event, PassReason};
use super::pregame::{self, Progress};
use super::scenario::{arrivals, conditions};
use super::setup::{FirstPlayer, GameSetup, Start};
use super::state::{CommanderState, ScenarioClock, State};
use super::step::{ArmyBroken, Step};
use super::victory;
use crate::engine::{PerSide, PlayerId, Seat, Side};
use std::collections::{BTreeMap, BTreeSet};

/// Whose decision is due.
pub(crate) fn decider(state: &State) -> Option<Side> {
    match &state.step {
        Step::Over => None,
        Step::PreGame(pre) => pre.decider(),
        Step::BombardmentLosses(_) => Some(state.active.opponent()),
        Step::Combat(c) => Some(c.decider()),
        Step::ArmyBroken(broken) => Some(broken.player.side),
        _ => Some(state.active),
    }
}

/// The state at the start: the pre-game sequence, or (on a table already
/// deployed) who goes first; the commanders, the morale.
pub(crate) fn start(setup: &GameSetup, mut dice: Dice) -> Result<(State, Vec<Event>), RuleError> {
    let mut events = Vec::new();
    if setup.start != Start::Deployed {
        let step = Step::PreGame(Box::new(pregame::begin(setup)));
        let mut state = new_state(setup, dice, step);
        advance(setup, &mut state, &mut events)?;
        return Ok((state, events));
    }
    let first = match setup.options.first {
        FirstPlayer::Fixed(side) => side,
        FirstPlayer::Roll => {
            let rating = |side: Side| setup.strategic_rating(side);
            let mut first = Side::A;
            // Ties roll again; a hundred ties in a row is beyond belief.
            for _ in 0..100 {
                let (a, b) = (dice.d6()?, dice.d6()?);
                events.push(Event::FirstPlayerRolled {
                    a,
                    b,
                    rating_a: rating(Side::A),
                    rating_b: rating(Side::B),
                });
                let (ta, tb) = (
                    i32::from(a) + rating(Side::A),
                    i32::from(b) + rating(Side::B),
                );
                if ta != tb {
                    first = if ta > tb { Side::A } else { Side::B };
                    break;
                }
            }
            first
        }
    };
    let mut state = new_state(setup, dice, Step::Bombardment);
    start_battle(&mut state, first, &mut events);
    advance(setup, &mut state, &mut events)?;
    Ok((state, events))
}

/// The state before the first turn: the setup's table, its commanders at
/// their levels, the armies' morale and boards.
fn new_state(setup: &GameSetup, dice: Dice, step: Step) -> State {
    let commanders = setup
        .commanders
        .iter()
        .map(|c| CommanderState {
            id: c.id,
            side: c.side,
            seat: c.seat,
            command_radius: c.command_radius,
            sub: c.sub,
            level: setup.armies[PlayerId::new(c.side, c.seat)].skill.level(),
            substitute: false,
        })
        .collect();
    State {
        position: setup.position.clone(),
        dice,
        turn: 0,
        active: Side::A,
        seat: Seat::FIRST,
        step,
        morale: setup.armies.as_ref().map(|army| army.morale),
        commanders,
        boards: setup.armies.as_ref().map(BoardState::new),
        scenario: ScenarioClock::default(),
        settled: Vec::new(),
        reserves: arrivals::named_from_the_start(setup),
        activated: BTreeSet::new(),
        moved_this_turn: BTreeMap::new(),
        emplacement_used: BTreeSet::new(),
        combats_done: Vec::new(),
        batteries_ready: Vec::new(),
        outcome: None,
        breaking: Vec::new(),
        marked_this_turn: Vec::new(),
        losses_to_come: Vec::new(),
        out: Vec::new(),
        supported: PerSide::default(),
    }
}

/// The battle begins: the first player's first turn.
fn start_battle(state: &mut State, first: Side, events: &mut Vec<Event>) {
    events.push(Event::GameStarted {
        first,
        morale: state.morale.clone(),
    });
    begin_turn(state, first, events);
}

fn begin_turn(state: &mut State, active: Side, events: &mut Vec<Event>) {
    state.turn += 1;
    state.active = active;
    let first = state.players_in(active).first().map(|p| p.seat);
    state.seat = first.unwrap_or(Seat::FIRST);
    state.step = if state.reserves.due(active).next().is_some() {
        Step::Reinforcements
    } else {
        Step::Bombardment
    };
    state.activated.clear();
    state.marked_this_turn.clear();
    state.moved_this_turn.clear();
    state.emplacement_used.clear();
    state.combats_done.clear();
    for board in state.boards.values_mut() {
        board.new_turn();
    }
    events.push(Event::TurnStarted {
        turn: state.turn,
        active,
    });
}

/// A team's player's morale reached 0: the step in hand waits while the
/// side chooses (true when it must).
fn ask_for_broken_army(state: &mut State) -> bool {
    let Some(&player) = state.breaking.first() else {
        return false;
    };
    if !matches!(state.step, Step::ArmyBroken(_)) {
        let resume = std::mem::replace(&mut state.step, Step::Over);
        state.step = Step::ArmyBroken(Box::new(ArmyBroken { player, resume }));
    }
    true
}

/// The acting player's part of the side's turn is over: the next of the
/// side's players still in the battle plays theirs, from the bombardment
/// on; after the last, the turn ends.
fn end_part(setup: &GameSetup, state: &mut State, events: &mut Vec<Event>) {
    let after = state.seat;
    let next = state
        .players_in(state.active)
        .into_iter()
        .find(|p| p.seat > after);
    let Some(next) = next else {
        end_turn(setup, state, events);
        return;
    };
    let next = next.seat;
    state.seat = next;
    state.step = Step::Bombardment;
    events.push(Event::PartStarted {
        player: state.active_player(),
    });
}

fn end_turn(setup: &GameSetup, state: &mut State, events: &mut Vec<Event>) {
    if victory::scenario_over(setup, state) {
        victory::end_by_scenario_with(setup, state, events);
        return;
    }
    let next = state.active.opponent();
    begin_turn(state, next, events);
}

/// Checks and carries out one command, then runs on to the next decision.
pub(crate) fn apply(
    setup: &GameSetup,
    state: &mut State,
    command: Command,
) -> Result<Vec<Event>, RuleError> {
    if state.outcome.is_some() {
        return Err(RuleError::GameOver);
    }
    let found = state.step.kind();
    if command.step() != found {
        return Err(RuleError::WrongPhase {
            expected: command.step(),
            found,
        });
    }
    let mut events = Vec::new();
    let ev = &mut events;
    match command {
        Command::SetColumns { .. }
        | Command::ChooseCondition { .. }
        | Command::ChooseFirstPlayer { .. }
        | Command::PlaceTerrain { .. }
        | Command::PlaceEmplacement { .. }
        | Command::PlaceColumnMarker { .. }
        | Command::PlaceUnits { .. }
        | Command::EndDeployment
        | Command::PlaceCommander { .. } => pregame::apply(setup, state, command, ev)?,
        Command::PlaceReinforcements { placements } => {
            arrivals::place(setup, state, &placements, ev)?;
            state.step = Step::Bombardment;
        }
        Command::Bombard { targets } => bombardment::declare(setup, state, &targets, ev)?,
        Command::TakeBombardmentLoss(loss) => bombardment::take_loss(setup, state, loss, ev)?,
        Command::RollActionDice => actions::roll(setup, state, ev)?,
        Command::RiskCommander => actions::risk(setup, state, ev)?,
        Command::PlaceDie { die, slot } => actions::place(setup, state, die, slot, ev)?,
        Command::PlayAction {
            action,
            die,
            commander,
        } => actions::play(setup, state, action, die, commander, ev)?,
        Command::Activate { unit } => actions::activate(setup, state, unit, ev)?,
        Command::MoveUnit { unit, order } => actions::move_unit(state, unit, order, ev)?,
        Command::MoveCommander { commander, to } => {
            actions::move_commander(state, commander, to, ev)?
        }
        Command::EndAction => actions::end_action(state)?,
        Command::EndActions => actions::end_actions(state, ev),
        Command::StartCombat => combat::start_combat(setup, state, ev)?,
        Command::PlaceCombatMarker { at } => combat::place_combat_marker(setup, state, at, ev)?,
        Command::ChooseCombat { marker } => combat::choose(setup, state, marker, ev)?,
        Command::PlayTactic { tactic, targets } => {
            combat::play_tactic(setup, state, tactic, targets, ev)?
        }
        Command::PassTactics => combat::pass(state)?,
        Command::AllocateHits { units } => combat::allocate(setup, state, units, ev)?,
        Command::ResolveHit { unit, retreat } => {
            combat::resolve_hit(setup, state, unit, retreat, ev)?
        }
        Command::ArmyBroken { choice } => {
            let Step::ArmyBroken(broken) = std::mem::replace(&mut state.step, Step::Over) else {
                return Err(RuleError::NotThisAction);
            };
            let ArmyBroken { player, resume } = *broken;
            state.breaking.retain(|p| *p != player);
            state.step = resume;
            victory::choose_for_broken_army(state, player, choice, ev);
        }
        Command::ChooseRetreat { direction } => match &state.step {
            Step::BombardmentLosses(_) => bombardment::retreat(setup, state, direction, ev)?,
            _ => combat::retreat(setup, state, direction, ev)?,
        },
    }
    advance(setup, state, ev)?;
    Ok(events)
}

/// Runs the game on through what needs no decision.
pub(crate) fn advance(
    setup: &GameSetup,
    state: &mut State,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    // Every pass either stops or moves the turn on; the bound only guards
    // against a mistake turning into a hang.
    for _ in 0..10_000 {
        if state.outcome.is_some() {
            state.step = Step::Over;
            return Ok(());
        }
        if ask_for_broken_army(state) {
            return Ok(());
        }
        let goldfish = setup.options.goldfish == Some(state.active);
        match &state.step {
            Step::PreGame(_) => match pregame::advance(setup, state, events)? {
                Progress::Waiting => return Ok(()),
                Progress::Done { first } => {
                    conditions::at_battle_start(setup, state);
                    start_battle(state, first, events)
                }
            },
            Step::Reinforcements => {
                if !goldfish {
                    return Ok(());
                }
                let placements = arrivals::by_policy(state);
                arrivals::place(setup, state, &placements, events)?;
                state.step = Step::Bombardment;
            }
            Step::Bombardment => {
                state.batteries_ready = if goldfish {
                    Vec::new()
                } else {
                    bombardment::nearest_targets(setup, state)
                };
                if state.batteries_ready.is_empty() {
                    // Say why a side with guns does not bombard; the
                    // goldfish never does, and a side without guns has
                    // nothing to explain.
                    if !goldfish && bombardment::has_batteries(state) {
                        events.push(Event::PassedByItself {
                            side: state.active,
                            why: PassReason::NoBatteryCanBombard,
                        });
                    }
                    state.step = Step::RollDice;
                } else {
                    return Ok(());
                }
            }
            Step::RollDice => {
                if goldfish {
                    state.step = Step::StartCombat;
                } else {
                    return Ok(());
                }
            }
            Step::ChooseCombat => {
                let pending = combat::pending_combats(state);
                match pending.len() {
                    0 => end_part(setup, state, events),
                    1 => combat::begin(setup, state, pending[0].markers[0], events)?,
                    _ => return Ok(()),
                }
            }
            Step::Combat(_) => {
                if !combat::advance(setup, state, events)? {
                    return Ok(());
                }
            }
            Step::BombardmentLosses(_) => {
                if !bombardment::advance(setup, state, events)? {
                    return Ok(());
                }
            }
            Step::Actions
            | Step::InAction(_)
            | Step::StartCombat
            | Step::ArmyBroken(_)
            | Step::Over => return Ok(()),
        }
    }
    Ok(())
}
