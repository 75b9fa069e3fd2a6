//! Dividing an army into columns: as many as the commander's skill level,
//! every unit in exactly one, a column may be empty. Units the army's
//! Scouting assets name are scouts too (they deploy anywhere in the zone).

use super::super::error::{PreGameError, RuleError};
use super::super::event::Event;
use super::super::setup::{ArmySetup, GameSetup};
use super::super::step::PreGame;
use crate::army_list::effect::AssetEffect;
use crate::engine::{PlayerId, TableUnitId};
use std::collections::BTreeSet;

/// How many units the army's Scouting assets make scouts.
pub(crate) fn scouts_allowed(army: &ArmySetup) -> u32 {
    army.asset_effects()
        .map(|e| match e {
            AssetEffect::Scouting { units } => u32::from(*units),
            _ => 0,
        })
        .sum()
}

/// Checks a division into columns: the count, every unit once, the scouts.
pub(crate) fn check(
    army: &ArmySetup,
    columns: &[Vec<TableUnitId>],
    scouts: &[TableUnitId],
) -> Result<(), RuleError> {
    let expected = army.skill.level();
    if columns.len() != usize::from(expected) {
        return Err(PreGameError::WrongColumnCount {
            expected,
            found: columns.len(),
        }
        .into());
    }
    // Sets built by insertion, not `collect` (see `sorting`).
    let mut own = BTreeSet::new();
    own.extend(army.units.iter().map(|u| u.id));
    let mut seen = BTreeSet::new();
    for &unit in columns.iter().flatten() {
        if !own.contains(&unit) {
            return Err(RuleError::NotYourUnit { unit });
        }
        if !seen.insert(unit) {
            return Err(PreGameError::UnitInTwoColumns { unit }.into());
        }
    }
    if let Some(unit) = own.iter().find(|u| !seen.contains(u)) {
        return Err(PreGameError::UnitLeftOut { unit: *unit }.into());
    }
    let allowed = scouts_allowed(army);
    let mut named: BTreeSet<&TableUnitId> = BTreeSet::new();
    named.extend(scouts);
    if let Some(unit) = scouts.iter().find(|u| !own.contains(u)) {
        return Err(RuleError::NotYourUnit { unit: *unit });
    }
    if named.len() != scouts.len() || scouts.len() > allowed as usize {
        return Err(PreGameError::TooManyScouts {
            allowed,
            found: scouts.len(),
        }
        .into());
    }
    Ok(())
}

pub(crate) fn set(
    setup: &GameSetup,
    pre: &mut PreGame,
    player: PlayerId,
    columns: Vec<Vec<TableUnitId>>,
    scouts: Vec<TableUnitId>,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    check(setup.army(player), &columns, &scouts)?;
    events.push(Event::ColumnsSet {
        side: player.side,
        seat: player.seat,
        columns: columns.len(),
    });
    pre.columns[player] = Some(columns);
    pre.scouts[player] = scouts;
    Ok(())
}

/// The column of its player's a unit is in, from 0.
pub(crate) fn column_of(pre: &PreGame, player: PlayerId, unit: TableUnitId) -> Option<usize> {
    pre.columns[player]
        .as_ref()?
        .iter()
        .position(|column| column.contains(&unit))
}
