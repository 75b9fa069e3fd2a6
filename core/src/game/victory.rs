//! The end of the game. An army whose morale falls to 0 loses at once (a
//! decisive victory for its opponent). The app also ends a game whose army
//! has no unit left on the table (it could never win back morale), and a
//! game whose scenario ends: when the scenario phase reaches the phase
//! limit, or the turn limit is played, at the end of that turn. Then the
//! side that has kept the larger share of its starting morale wins a
//! marginal victory; equal shares are a draw.

use super::command::BrokenArmy;
use super::event::{Event, MoraleCause, VictoryKind};
use super::scenario::conditions;
use super::scenario::verdict::{judge, morale_share};
use super::setup::GameSetup;
use super::{Outcome, State};
use crate::engine::{PlayerId, Side};

/// Takes morale from `player`'s army (never below 0); at 0 the game is
/// lost, or in a team the side chooses what becomes of that army.
pub(crate) fn lose_morale(
    state: &mut State,
    player: PlayerId,
    amount: u32,
    cause: MoraleCause,
    events: &mut Vec<Event>,
) {
    if amount == 0 || state.outcome.is_some() {
        return;
    }
    let side = player.side;
    let morale = &mut state.morale[player];
    let lost = amount.min(*morale);
    *morale -= lost;
    let left = *morale;
    events.push(Event::MoraleLost {
        side,
        seat: player.seat,
        amount: lost,
        left,
        cause,
    });
    if left == 0 {
        army_broken(state, player, events);
    }
}

/// `player`'s army morale reached 0. Alone on their side, or on a side
/// that already supported a broken army, the side has lost; in a team, the
/// side is asked to choose (support or forfeit) once the command is done.
fn army_broken(state: &mut State, player: PlayerId, events: &mut Vec<Event>) {
    let side = player.side;
    let others = state.players_in(side).into_iter().any(|p| p != player);
    if !others || state.supported[side] {
        end(state, Some(side.opponent()), VictoryKind::Decisive, events);
    } else if !state.breaking.contains(&player) {
        state.breaking.push(player);
    }
}

/// The team's choice for its broken player, `broken` (see [`BrokenArmy`]).
pub(crate) fn choose_for_broken_army(
    state: &mut State,
    broken: PlayerId,
    choice: BrokenArmy,
    events: &mut Vec<Event>,
) {
    let side = broken.side;
    match choice {
        BrokenArmy::Support => {
            let players = state.players_in(side);
            let total: u32 = players.iter().map(|p| state.morale[*p]).sum();
            let share = total / players.len().max(1) as u32;
            let spare = total as usize % players.len().max(1);
            for (k, player) in players.iter().enumerate() {
                state.morale[*player] = share + u32::from(k < spare);
            }
            state.supported[side] = true;
            let morale = players.iter().map(|p| (*p, state.morale[*p])).collect();
            events.push(Event::ArmySupported { side, morale });
        }
        BrokenArmy::Forfeit => {
            leave_the_battle(state, broken);
            events.push(Event::ArmyForfeited { player: broken });
            check_army_gone(state, events);
        }
    }
}

/// A player who forfeits: their units and commanders leave the table.
fn leave_the_battle(state: &mut State, player: PlayerId) {
    let units: Vec<_> = state
        .position
        .units()
        .iter()
        .filter(|u| u.owner() == player)
        .map(|u| u.id)
        .collect();
    for unit in units {
        let _ = state.position.remove_unit(unit);
    }
    let commanders: Vec<_> = state
        .position
        .commanders()
        .iter()
        .filter(|c| c.owner() == player)
        .map(|c| c.id)
        .collect();
    for commander in commanders {
        let _ = state.position.remove_commander(commander);
    }
    state.out.push(player);
}

/// Ends the game if a side has no unit left on the table.
pub(crate) fn check_army_gone(state: &mut State, events: &mut Vec<Event>) {
    if state.outcome.is_some() {
        return;
    }
    let has = |side: Side| state.position.units().iter().any(|u| u.side == side);
    match (has(Side::A), has(Side::B)) {
        (true, true) => {}
        (false, true) => end(state, Some(Side::B), VictoryKind::ArmyGone, events),
        (true, false) => end(state, Some(Side::A), VictoryKind::ArmyGone, events),
        (false, false) => end(state, None, VictoryKind::Draw, events),
    }
}

fn end(state: &mut State, winner: Option<Side>, kind: VictoryKind, events: &mut Vec<Event>) {
    state.outcome = Some(Outcome { winner, kind });
    events.push(Event::GameEnded { winner, kind });
}

/// Whether the scenario ends with the turn now ending: its phase limit
/// (moved by the conditions) reached, or the turn limit played.
pub(crate) fn scenario_over(setup: &GameSetup, state: &State) -> bool {
    let options = &setup.options;
    let shift = conditions::end_shift(setup, state);
    let phase_limit = options.phase_limit.map(|p| (i64::from(p) + shift).max(2));
    phase_limit.is_some_and(|p| i64::from(state.scenario.phase) >= p)
        || options.turn_limit.is_some_and(|t| state.turn >= t)
}

/// The scenario's end: a scenario's own measures decide; without one, the
/// larger share of starting morale kept wins.
pub(crate) fn end_by_scenario_with(setup: &GameSetup, state: &mut State, events: &mut Vec<Event>) {
    if let Some(scenario) = &setup.scenario {
        let verdict = judge(setup, scenario, state);
        events.push(Event::ScenarioJudged {
            decided_by: verdict.decided_by,
        });
        let kind = match verdict.winner {
            Some(_) => VictoryKind::Marginal,
            None => VictoryKind::Draw,
        };
        end(state, verdict.winner, kind, events);
        return;
    }
    let share = |side: Side| morale_share(setup, state, side);
    let (a, b) = (share(Side::A), share(Side::B));
    let winner = match a.cmp(&b) {
        std::cmp::Ordering::Greater => Some(Side::A),
        std::cmp::Ordering::Less => Some(Side::B),
        std::cmp::Ordering::Equal => None,
    };
    let kind = if winner.is_some() {
        VictoryKind::Marginal
    } else {
        VictoryKind::Draw
    };
    end(state, winner, kind, events);
}
