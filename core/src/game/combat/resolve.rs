//! Resolving hits: a discipline test or a retreat for each hit, and the
//! retreat's direction.

use super::terms::modifiers_of;
use crate::army_list::effect::{Modifier, UnitType};
use crate::engine::{RetreatDirection, TableUnitId};
use crate::game::error::RuleError;
use crate::game::event::{BreakReason, Event};
use crate::game::hits::{break_unit, discipline_test, perform_retreat, Retreat};
use crate::game::setup::GameSetup;
use crate::game::state::State;
use crate::game::step::{CombatState, Stage};

/// The discipline bonus of a unit: tactics, and +1 for infantry wholly in a village.
pub(crate) fn discipline_bonus(
    setup: &GameSetup,
    state: &State,
    combat: &CombatState,
    unit: TableUnitId,
) -> i32 {
    let mut bonus: i32 = modifiers_of(combat, unit)
        .iter()
        .map(|m| match m {
            Modifier::DisciplineBonus { amount } => i32::from(*amount),
            _ => 0,
        })
        .sum();
    let infantry = setup
        .profile(unit)
        .is_some_and(|p| p.kind == UnitType::Infantry);
    let in_village = state
        .position
        .terrain()
        .iter()
        .enumerate()
        .any(|(k, e)| e.traits.village && state.position.wholly_in(unit, k));
    if infantry && in_village {
        bonus += 1;
    }
    bonus
}

pub(crate) fn resolve_hit(
    setup: &GameSetup,
    state: &mut State,
    unit: TableUnitId,
    retreat: bool,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let combat = state.step.combat()?.clone();
    let Stage::ResolveHits(side) = combat.stage else {
        return Err(RuleError::NotThisAction);
    };
    if setup.profile(unit).map(|p| p.side) != Some(side) || state.position.unit(unit).is_none() {
        return Err(RuleError::NotYourUnit { unit });
    }
    if combat.hits_on(unit) == 0 {
        return Err(RuleError::NoHitOn { unit });
    }
    if retreat {
        if combat.retreated.contains(&unit) {
            return Err(RuleError::AlreadyRetreated { unit });
        }
        let expr = setup
            .profile(unit)
            .map(|p| p.retreat)
            .ok_or(RuleError::UnknownUnit { unit })?;
        let distance = state.dice.expr(expr)?;
        events.push(Event::RetreatRolled { unit, distance });
        raise_nearest(state, unit, events);
        if let Ok(c) = state.step.combat_mut() {
            c.retreated.push(unit);
            c.add_hits(unit, -1);
            if distance > 0 {
                c.stage = Stage::Retreat {
                    side,
                    unit,
                    distance,
                };
            }
        }
        if distance == 0 {
            events.push(Event::UnitStayed { unit });
        }
        return Ok(());
    }
    let p = setup.profile(unit).ok_or(RuleError::UnknownUnit { unit })?;
    let bonus = discipline_bonus(setup, state, &combat, unit);
    let mut passed = discipline_test(state, unit, p.discipline, bonus, false, events)?;
    if !passed {
        let rerolls: u32 = modifiers_of(&combat, unit)
            .iter()
            .map(|m| match m {
                Modifier::RerollDiscipline { count } => u32::from(*count),
                _ => 0,
            })
            .sum();
        let used = combat
            .rerolls_used
            .iter()
            .find(|(u, _)| *u == unit)
            .map_or(0, |(_, n)| u32::from(*n));
        if used < rerolls {
            if let Ok(c) = state.step.combat_mut() {
                match c.rerolls_used.iter_mut().find(|(u, _)| *u == unit) {
                    Some(entry) => entry.1 += 1,
                    None => c.rerolls_used.push((unit, 1)),
                }
            }
            passed = discipline_test(state, unit, p.discipline, bonus, true, events)?;
        }
    }
    if passed {
        if let Ok(c) = state.step.combat_mut() {
            c.add_hits(unit, -1);
        }
    } else {
        if let Ok(c) = state.step.combat_mut() {
            c.add_hits(unit, -i64::from(u32::MAX));
        }
        break_unit(setup, state, unit, BreakReason::FailedDiscipline, events);
    }
    Ok(())
}

/// A retreat raises the price of the marker nearest to the unit.
pub(super) fn raise_nearest(state: &mut State, unit: TableUnitId, events: &mut Vec<Event>) {
    if let Some(marker) = state.position.closest_marker(unit) {
        if let Ok(price) = state.position.raise_price(marker) {
            events.push(Event::CombatPriceRaised { marker, price });
        }
    }
}

pub(crate) fn retreat(
    setup: &GameSetup,
    state: &mut State,
    direction: RetreatDirection,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let combat = state.step.combat()?;
    let Stage::Retreat {
        side,
        unit,
        distance,
    } = combat.stage
    else {
        return Err(RuleError::NotThisAction);
    };
    let outcome = perform_retreat(setup, state, unit, direction, distance, events)?;
    if let Ok(c) = state.step.combat_mut() {
        if outcome == Retreat::Broken {
            c.add_hits(unit, -i64::from(u32::MAX));
        }
        c.stage = Stage::ResolveHits(side);
    }
    Ok(())
}
