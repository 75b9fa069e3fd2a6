//! Commanders at risk. A commander whose base an enemy unit touches rolls a
//! d6 and is taken out of action on a 1 (1–2 if cavalry touches him); then
//! he is moved up to 2 UW towards his own edge, to the first spot where his
//! base is clear of every unit and of enemy contact. A commander who risks a die for a 1 falls if
//! the new die shows 1 ([`super::actions`]).
//!
//! A fallen commander costs his army morale equal to his level and is
//! replaced by a substitute one level lower (never below 2) who may not
//! take risks. A sub-commander who fails a risk from contact is removed
//! from the game instead, at no cost in morale.

use super::error::RuleError;
use super::event::{Event, MoraleCause};
use super::victory::lose_morale;
use super::State;
use crate::engine::commander::{base_overlaps, base_touches};
use crate::engine::{Commander, CommanderId, PlayerId, Point, TableUnitId};

/// The substitute's level: one less, but never worse than 2.
pub fn substitute_level(level: u8) -> u8 {
    level.saturating_sub(1).max(2)
}

/// Risk tests for commanders that enemy units touch: those `by` (the unit
/// whose move or retreat put them at risk) touched or stopped on, even if
/// it has pushed them off its base since, and those enemy units touch
/// where they stand now.
pub(crate) fn contact_risks(
    state: &mut State,
    commanders: &[CommanderId],
    by: Option<TableUnitId>,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let mut seen = Vec::new();
    for id in commanders {
        if seen.contains(id) {
            continue;
        }
        seen.push(*id);
        let Some(commander) = state
            .position
            .commanders()
            .iter()
            .find(|c| c.id == *id)
            .copied()
        else {
            continue;
        };
        let touching: Vec<bool> = state
            .position
            .units()
            .iter()
            .filter(|u| {
                u.side != commander.side
                    && (Some(u.id) == by || base_touches(commander.at, &u.corners()))
            })
            .map(|u| u.is_cavalry())
            .collect();
        if touching.is_empty() {
            continue;
        }
        let falls_on = if touching.iter().any(|c| *c) { 2 } else { 1 };
        let roll = state.dice.d6()?;
        let fell = roll <= falls_on;
        events.push(Event::CommanderAtRisk {
            commander: *id,
            roll,
            falls_on,
            fell,
        });
        if fell {
            fall(state, *id, true, events);
        }
        step_back(state, *id, events);
    }
    Ok(())
}

/// The commander is taken out of action.
pub(crate) fn fall(
    state: &mut State,
    id: CommanderId,
    from_contact: bool,
    events: &mut Vec<Event>,
) {
    let Some(k) = state.commanders.iter().position(|c| c.id == id) else {
        return;
    };
    let commander = state.commanders[k].clone();
    if commander.sub {
        if from_contact {
            state.commanders.remove(k);
            let _ = state.position.remove_commander(id);
            events.push(Event::SubCommanderRemoved {
                side: commander.side,
                commander: id,
            });
        }
        return;
    }
    let new_level = substitute_level(commander.level);
    state.commanders[k].level = new_level;
    state.commanders[k].substitute = true;
    events.push(Event::CommanderFell {
        side: commander.side,
        commander: id,
        new_level,
    });
    lose_morale(
        state,
        PlayerId::new(commander.side, commander.seat),
        u32::from(commander.level),
        MoraleCause::CommanderFell { commander: id },
        events,
    );
}

/// After a risk from contact: up to 2 UW towards his own edge, to the
/// first spot where his base is clear of units and of enemy contact (or,
/// failing that, the first spot where it is clear of units).
fn step_back(state: &mut State, id: CommanderId, events: &mut Vec<Event>) {
    let Some(commander) = state
        .position
        .commanders()
        .iter()
        .find(|c| c.id == id)
        .copied()
    else {
        return;
    };
    let home = state.position.table().towards_own_edge(commander.side);
    let table = *state.position.table();
    let free = |p: Point, strict: bool| {
        table.contains(p)
            && state.position.units().iter().all(|u| {
                let corners = u.corners();
                if strict && u.side != commander.side {
                    !base_touches(p, &corners)
                } else {
                    !base_overlaps(p, &corners)
                }
            })
    };
    let steps: Vec<Point> = (1..=40)
        .map(|k| commander.at + home * (0.05 * f64::from(k)))
        .collect();
    let Some(to) = steps
        .iter()
        .find(|p| free(**p, true))
        .or_else(|| steps.iter().find(|p| free(**p, false)))
        .copied()
    else {
        return;
    };
    if state
        .position
        .place_commander(Commander {
            at: to,
            ..commander
        })
        .is_ok()
    {
        events.push(Event::CommanderDisplaced {
            commander: id,
            from: commander.at,
            to,
        });
    }
}
