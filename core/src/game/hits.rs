//! Hits: how they are allocated, and what retreats and discipline tests do.
//!
//! - Hits go first to the units closest to the enemy in the combat; a unit
//!   takes a second hit only once every unit of its side in the combat has
//!   taken one, and the second round goes by closeness again. Within a
//!   group of equally close units the owner chooses.
//! - A retreat cancels one hit (once per unit per combat) and raises the
//!   price of the marker nearest to the unit; a retreat that touches an
//!   enemy or the table edge breaks the unit, and one pushed on past a
//!   friend of another formation costs a morale point.
//! - A discipline test is a d6 plus bonuses against the discipline: a
//!   natural 1 always fails. A failed test breaks the unit, and its army
//!   loses twice the unit's morale.

use super::commander::contact_risks;
use super::error::RuleError;
use super::event::{BreakReason, Event, MoraleCause};
use super::setup::GameSetup;
use super::state::State;
use super::victory::{check_army_gone, lose_morale};
use crate::engine::{RetreatDirection, RetreatOutcome, TableUnitId};

/// Hits per unit.
pub(crate) type Allocation = Vec<(TableUnitId, u32)>;
/// A choice the owner must make: `count` units of this group.
pub(crate) type Choice = (Vec<TableUnitId>, u32);

/// Where hits go when the owner's choices within groups are `choices` (one
/// list per group that needed a choice, in the order they came up).
/// `Err((group, count))`: the next choice needed, `count` units of `group`.
pub(crate) fn allocate(
    order: &[Vec<TableUnitId>],
    hits: u32,
    choices: &[Vec<TableUnitId>],
) -> Result<Allocation, Choice> {
    let mut given: Vec<(TableUnitId, u32)> = order.iter().flatten().map(|u| (*u, 0)).collect();
    if given.is_empty() {
        return Ok(given);
    }
    let mut left = hits;
    let mut choice = choices.iter();
    'rounds: while left > 0 {
        for group in order {
            if left == 0 {
                break 'rounds;
            }
            let n = group.len() as u32;
            let chosen: Vec<TableUnitId> = if left >= n {
                group.clone()
            } else {
                match choice.next() {
                    Some(c) => c.clone(),
                    None => return Err((group.clone(), left)),
                }
            };
            for u in &chosen {
                if let Some(entry) = given.iter_mut().find(|(g, _)| g == u) {
                    entry.1 += 1;
                }
            }
            left -= chosen.len() as u32;
        }
    }
    given.retain(|(_, n)| *n > 0);
    Ok(given)
}

/// Breaks a unit: off the table, and its army loses twice its morale.
pub(crate) fn break_unit(
    setup: &GameSetup,
    state: &mut State,
    unit: TableUnitId,
    reason: BreakReason,
    events: &mut Vec<Event>,
) {
    let owner = state.position.unit(unit).map(|u| u.owner());
    let _ = state.position.remove_unit(unit);
    let Some(owner) = owner.or_else(|| setup.profile(unit).map(|p| p.owner())) else {
        return;
    };
    events.push(Event::UnitBroken {
        unit,
        side: owner.side,
        reason,
    });
    let morale = setup.profile(unit).map_or(0, |p| u32::from(p.morale) * 2);
    lose_morale(
        state,
        owner,
        morale,
        MoraleCause::UnitBroken { unit },
        events,
    );
    check_army_gone(state, events);
}

/// What a retreat came to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Retreat {
    Stayed,
    Moved,
    Broken,
}

/// Makes a retreat of `distance` UW and everything that follows from it.
pub(crate) fn perform_retreat(
    setup: &GameSetup,
    state: &mut State,
    unit: TableUnitId,
    direction: RetreatDirection,
    distance: u32,
    events: &mut Vec<Event>,
) -> Result<Retreat, RuleError> {
    let outcome = state
        .position
        .retreat(unit, direction, f64::from(distance))
        .map_err(|_| RuleError::UnknownUnit { unit })?;
    Ok(match outcome {
        RetreatOutcome::Stayed { .. } => {
            events.push(Event::UnitStayed { unit });
            Retreat::Stayed
        }
        RetreatOutcome::Retreated(r) => {
            events.push(Event::UnitRetreated {
                unit,
                direction,
                from: r.from.centre,
                to: r.to.centre,
                distance: r.distance,
            });
            for d in &r.displaced {
                events.push(Event::CommanderDisplaced {
                    commander: d.commander,
                    from: d.from,
                    to: d.to,
                });
            }
            if let Some(pushed) = &r.pushed {
                if pushed.morale_cost > 0 {
                    let owner = state.position.unit(unit).map(|u| u.owner());
                    if let Some(owner) = owner {
                        lose_morale(
                            state,
                            owner,
                            pushed.morale_cost,
                            MoraleCause::PushedOn { unit },
                            events,
                        );
                    }
                }
            }
            contact_risks(state, &r.commanders_at_risk, Some(unit), events)?;
            Retreat::Moved
        }
        RetreatOutcome::Broken { .. } => {
            // The position has already taken it off the table.
            break_unit(setup, state, unit, BreakReason::FailedRetreat, events);
            Retreat::Broken
        }
    })
}

/// Whether a discipline roll passes: the die plus `bonus` reaches
/// `needed`, and a natural 1 always fails. Shared by the test and the odds.
pub(crate) fn passes_discipline(roll: u8, bonus: i32, needed: u8) -> bool {
    roll != 1 && i32::from(roll) + bonus >= i32::from(needed)
}

/// One discipline test: a d6 plus `bonus` against `needed`; a natural 1
/// fails. With `rerolls` left, a failed test is rolled once more.
pub(crate) fn discipline_test(
    state: &mut State,
    unit: TableUnitId,
    needed: u8,
    bonus: i32,
    reroll: bool,
    events: &mut Vec<Event>,
) -> Result<bool, RuleError> {
    let roll = state.dice.d6()?;
    let passed = passes_discipline(roll, bonus, needed);
    events.push(Event::DisciplineTest {
        unit,
        roll,
        bonus,
        needed,
        passed,
        reroll,
    });
    Ok(passed)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ids(v: &[u32]) -> Vec<TableUnitId> {
        v.iter().map(|n| TableUnitId(*n)).collect()
    }

    #[test]
    fn hits_go_closest_first_and_a_second_hit_waits_for_everyone() {
        let order = vec![ids(&[1]), ids(&[2]), ids(&[3])];
        assert_eq!(
            allocate(&order, 4, &[]).unwrap(),
            vec![
                (TableUnitId(1), 2),
                (TableUnitId(2), 1),
                (TableUnitId(3), 1)
            ]
        );
        assert_eq!(
            allocate(&order, 2, &[]).unwrap(),
            vec![(TableUnitId(1), 1), (TableUnitId(2), 1)]
        );
    }

    #[test]
    fn the_owner_chooses_within_an_equally_close_group() {
        let order = vec![ids(&[1, 2, 3]), ids(&[4])];
        assert_eq!(allocate(&order, 2, &[]), Err((ids(&[1, 2, 3]), 2)));
        assert_eq!(
            allocate(&order, 2, &[ids(&[1, 3])]).unwrap(),
            vec![(TableUnitId(1), 1), (TableUnitId(3), 1)]
        );
        // Five hits: a full round of four, then one of the group again.
        assert_eq!(allocate(&order, 5, &[]), Err((ids(&[1, 2, 3]), 1)));
    }
}
