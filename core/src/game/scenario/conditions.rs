//! The scenario's conditions that vary (weather, the time of day, a
//! river's state), settled at step 4 of the pre-game sequence, and what
//! their options do to the game: a small closed vocabulary
//! ([`ConditionEffect`]) read here and nowhere else.

use crate::engine::{TableUnitId, TerrainKind, UnitFacts};
use crate::game::setup::GameSetup;
use crate::game::state::State;
use crate::scenario::{Condition, ConditionEffect, Decided};

/// The effects of every option settled so far.
pub(crate) fn effects<'a>(
    setup: &'a GameSetup,
    state: &'a State,
) -> impl Iterator<Item = ConditionEffect> + 'a {
    let conditions = setup.scenario.iter().flat_map(|s| s.conditions.iter());
    conditions
        .zip(&state.settled)
        .filter_map(|(condition, option)| condition.options.get(*option))
        .flat_map(|option| option.effects.iter().copied())
}

/// The condition to settle next, and its place.
pub(crate) fn next<'a>(setup: &'a GameSetup, state: &State) -> Option<(usize, &'a Condition)> {
    let index = state.settled.len();
    let scenario = setup.scenario.as_ref()?;
    scenario.conditions.get(index).map(|c| (index, c))
}

/// The option of a rolled condition that a face of the d6 gives.
pub(crate) fn option_for_face(condition: &Condition, face: u8) -> Option<usize> {
    debug_assert_eq!(condition.decided, Decided::Roll);
    condition.options.iter().position(|o| {
        o.roll
            .is_some_and(|[low, high]| (low..=high).contains(&face))
    })
}

/// The furthest any fire or bombardment reaches, if a condition caps it.
fn range_cap(setup: &GameSetup, state: &State) -> Option<u8> {
    effects(setup, state)
        .filter_map(|e| match e {
            ConditionEffect::RangeAtMost(uw) => Some(uw),
            _ => None,
        })
        .min()
}

/// A unit's facts as it stands on the table under the conditions.
pub(crate) fn facts_in_play(
    setup: &GameSetup,
    state: &State,
    unit: TableUnitId,
) -> Option<UnitFacts> {
    let mut facts = setup.profile(unit)?.facts();
    if let Some(cap) = range_cap(setup, state) {
        facts.fire_range = facts.fire_range.map(|r| r.min(cap));
        facts.bombardment_range = facts.bombardment_range.map(|r| r.min(cap));
    }
    Some(facts)
}

/// The dice each battery rolls fewer under the conditions.
pub(crate) fn bombardment_dice_less(setup: &GameSetup, state: &State) -> u32 {
    effects(setup, state)
        .map(|e| match e {
            ConditionEffect::BombardmentDiceLess(dice) => u32::from(dice),
            _ => 0,
        })
        .sum()
}

/// How many phases later (earlier, if negative) the scenario ends.
pub(crate) fn end_shift(setup: &GameSetup, state: &State) -> i64 {
    effects(setup, state)
        .map(|e| match e {
            ConditionEffect::EndShifted(phases) => i64::from(phases),
            _ => 0,
        })
        .sum()
}

/// As the battle begins: low streams become broken ground, fordable.
pub(crate) fn at_battle_start(setup: &GameSetup, state: &mut State) {
    let low = effects(setup, state).any(|e| e == ConditionEffect::StreamsFordable);
    if !low {
        return;
    }
    let mut terrain = state.position.terrain().to_vec();
    for element in terrain.iter_mut().filter(|e| e.kind == TerrainKind::Stream) {
        element.traits.very_broken = false;
        element.traits.broken = true;
    }
    // The same elements with another trait: nothing new can overlap.
    let _ = state.position.set_terrain(terrain);
}
