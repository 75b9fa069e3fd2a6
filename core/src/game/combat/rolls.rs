//! The combat's roll: each side's dice and result, the hits each takes,
//! and their allocation by closeness.

use super::members;
use super::terms::{hits_scored, modifiers_of, roll_with, side_bonus, side_terms};
use crate::army_list::effect::Modifier;
use crate::engine::{Combat, MarkerId, PerSide, Side, TableUnitId};
use crate::game::error::RuleError;
use crate::game::event::{CombatRoll, Event};
use crate::game::hits::allocate as allocate_hits;
use crate::game::setup::GameSetup;
use crate::game::state::State;
use crate::game::step::Stage;

pub(super) fn roll_results(
    setup: &GameSetup,
    state: &mut State,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let combat = state.step.combat()?.clone();
    let members = members(state, &combat.markers);
    let mut results = PerSide::new(0u32, 0);
    for side in [combat.active, combat.active.opponent()] {
        let total = side_terms(setup, state, &combat, &members, side);
        let bonus = side_bonus(&combat, side);
        let (rolled, kept) = roll_with(state, total.dice, total.advantages, total.disadvantages)?;
        let result = kept.iter().map(|d| u32::from(*d)).sum::<u32>() + total.strength + bonus;
        results[side] = result;
        events.push(Event::CombatRolled(CombatRoll {
            side,
            dice: total.dice,
            advantages: total.advantages,
            disadvantages: total.disadvantages,
            rolled,
            kept,
            strength: total.strength,
            bonus,
            result,
        }));
    }
    let hits_on = |taker: Side| hits_scored(results[taker.opponent()], results[taker]);
    let active = combat.active;
    let mut to_take = PerSide::new(0, 0);
    for side in [active, active.opponent()] {
        to_take[side] = hits_on(side);
        events.push(Event::HitsScored {
            on: side,
            hits: hits_on(side),
        });
    }
    if let Ok(c) = state.step.combat_mut() {
        c.hits_to_take = to_take;
        c.stage = Stage::Allocate(active);
    }
    Ok(())
}

/// Hits `side`'s units take before resolving: the order of closeness.
pub(super) fn hit_order(state: &State, markers: &[MarkerId], side: Side) -> Vec<Vec<TableUnitId>> {
    let combat = Combat {
        markers: markers.to_vec(),
        units: members(state, markers),
    };
    state.position.hit_order(&combat, side)
}

pub(super) fn run_allocation(
    setup: &GameSetup,
    state: &mut State,
    side: Side,
    events: &mut Vec<Event>,
) -> Result<bool, RuleError> {
    let combat = state.step.combat()?.clone();
    let order = hit_order(state, &combat.markers, side);
    match allocate_hits(&order, combat.hits_to_take[side], &combat.choices[side]) {
        Err((group, count)) => {
            if let Ok(c) = state.step.combat_mut() {
                c.stage = Stage::AllocateHits { side, group, count };
            }
            Ok(false)
        }
        Ok(given) => {
            if !given.is_empty() {
                events.push(Event::HitsAllocated {
                    side,
                    hits: given.clone(),
                });
            }
            let mut ignored = Vec::new();
            for (unit, n) in &given {
                let mut n = *n;
                // An emplacement ignores one hit a turn.
                let emplaced = state.position.in_emplacement(*unit);
                if n > 0 && emplaced && !state.emplacement_used.contains(unit) {
                    state.emplacement_used.insert(*unit);
                    n -= 1;
                    events.push(Event::HitIgnored {
                        unit: *unit,
                        emplacement: true,
                    });
                }
                let ignore: u32 = modifiers_of(&combat, *unit)
                    .iter()
                    .map(|m| match m {
                        Modifier::IgnoreHits { count } => u32::from(*count),
                        _ => 0,
                    })
                    .sum();
                for _ in 0..ignore.min(n) {
                    n -= 1;
                    events.push(Event::HitIgnored {
                        unit: *unit,
                        emplacement: false,
                    });
                }
                ignored.push((*unit, n));
            }
            let active = combat.active;
            if let Ok(c) = state.step.combat_mut() {
                for (unit, n) in ignored {
                    c.add_hits(unit, i64::from(n));
                }
                c.stage = if side == active {
                    Stage::Allocate(active.opponent())
                } else {
                    Stage::ResolveHits(active)
                };
            }
            let _ = setup;
            Ok(true)
        }
    }
}

pub(crate) fn allocate(
    setup: &GameSetup,
    state: &mut State,
    units: Vec<TableUnitId>,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let combat = state.step.combat()?;
    let Stage::AllocateHits { side, group, count } = &combat.stage else {
        return Err(RuleError::NotThisAction);
    };
    let (side, group, count) = (*side, group.clone(), *count);
    let distinct = units
        .iter()
        .enumerate()
        .all(|(k, u)| !units[..k].contains(u));
    if units.len() as u32 != count || !distinct || !units.iter().all(|u| group.contains(u)) {
        return Err(RuleError::BadAllocation { group, count });
    }
    if let Ok(c) = state.step.combat_mut() {
        c.choices[side].push(units);
        c.stage = Stage::Allocate(side);
    }
    let _ = (setup, events);
    Ok(())
}
