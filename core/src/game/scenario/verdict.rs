//! Who wins when the scenario ends the game: its measures compared in
//! order, the first that differs giving its leader a marginal victory;
//! all equal, the side the scenario names, or a draw.

use super::in_play::ScenarioInPlay;
use super::objectives::held_value;
use crate::engine::{PerSide, Side};
use crate::game::setup::GameSetup;
use crate::game::state::State;
use crate::scenario::Measure;

/// The scenario's judgement: the winner, and the measure that decided (none
/// when every measure was equal), with both sides' figures by it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Verdict {
    pub winner: Option<Side>,
    pub decided_by: Option<(Measure, PerSide<u64>)>,
}

pub(crate) fn judge(setup: &GameSetup, scenario: &ScenarioInPlay, state: &State) -> Verdict {
    for &measure in &scenario.victory.measures {
        let figures = PerSide::from_fn(|side| figure(setup, scenario, state, measure, side));
        if figures[Side::A] != figures[Side::B] {
            let leader = if figures[Side::A] > figures[Side::B] {
                Side::A
            } else {
                Side::B
            };
            return Verdict {
                winner: Some(leader),
                decided_by: Some((measure, figures)),
            };
        }
    }
    Verdict {
        winner: scenario.victory.otherwise,
        decided_by: None,
    }
}

/// One side's figure by a measure; larger is better.
fn figure(
    setup: &GameSetup,
    scenario: &ScenarioInPlay,
    state: &State,
    measure: Measure,
    side: Side,
) -> u64 {
    match measure {
        Measure::Objectives => held_value(scenario, &state.position, state.scenario.phase, side),
        Measure::MoraleKept => morale_share(setup, state, side),
        Measure::UnitsBroken => units_broken(setup, state, side.opponent()),
    }
}

/// The share of its starting morale a side kept, in millionths.
pub(crate) fn morale_share(setup: &GameSetup, state: &State, side: Side) -> u64 {
    let start = u64::from(setup.starting_morale(side).max(1));
    u64::from(state.morale(side)) * 1_000_000 / start
}

/// `side`'s units that are neither on the table nor still to arrive.
fn units_broken(setup: &GameSetup, state: &State, side: Side) -> u64 {
    let gone = setup
        .armies
        .side(side)
        .iter()
        .flat_map(|army| &army.units)
        .filter(|u| state.position.unit(u.id).is_none() && !state.reserves.is_waiting(u.id))
        .count();
    gone as u64
}
