//! A roster: an army built from one faction's list. Rosters are values;
//! every edit returns a new roster, which gives undo and redo for free and
//! makes the share link a plain serialisation.

use crate::army_list::{Faction, FactionId, UnitId};
use serde::{Deserialize, Serialize};

/// How many of one unit profile the army holds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct UnitCount {
    pub unit: UnitId,
    pub count: u32,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Roster {
    pub faction: FactionId,
    /// In the order the player first added them; never a zero count.
    pub units: Vec<UnitCount>,
}

impl Roster {
    pub fn new(faction: FactionId) -> Roster {
        Roster {
            faction,
            units: Vec::new(),
        }
    }

    pub fn count(&self, unit: &UnitId) -> u32 {
        self.units
            .iter()
            .find(|entry| &entry.unit == unit)
            .map_or(0, |entry| entry.count)
    }

    pub fn with_unit_added(&self, unit: &UnitId) -> Roster {
        let mut next = self.clone();
        match next.units.iter_mut().find(|entry| &entry.unit == unit) {
            Some(entry) => entry.count += 1,
            None => next.units.push(UnitCount {
                unit: unit.clone(),
                count: 1,
            }),
        }
        next
    }

    /// Removing a unit the army does not hold changes nothing.
    pub fn with_unit_removed(&self, unit: &UnitId) -> Roster {
        let mut next = self.clone();
        if let Some(entry) = next.units.iter_mut().find(|entry| &entry.unit == unit) {
            entry.count -= 1;
        }
        next.units.retain(|entry| entry.count > 0);
        next
    }

    /// The points of the units the faction knows.
    pub fn units_points(&self, faction: &Faction) -> u32 {
        self.units
            .iter()
            .filter_map(|entry| Some(faction.unit(&entry.unit)?.points * entry.count))
            .sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn adding_and_removing_counts_units() {
        let infantry = UnitId::new("line_infantry");
        let roster = Roster::new(FactionId::new("f"))
            .with_unit_added(&infantry)
            .with_unit_added(&infantry);
        assert_eq!(roster.count(&infantry), 2);
        let roster = roster.with_unit_removed(&infantry);
        assert_eq!(roster.count(&infantry), 1);
        let roster = roster
            .with_unit_removed(&infantry)
            .with_unit_removed(&infantry);
        assert_eq!(roster.count(&infantry), 0);
        assert!(roster.units.is_empty(), "no zero counts are kept");
    }

    #[test]
    fn edits_leave_the_original_untouched() {
        let infantry = UnitId::new("line_infantry");
        let empty = Roster::new(FactionId::new("f"));
        let one = empty.with_unit_added(&infantry);
        assert_eq!(empty.count(&infantry), 0);
        assert_eq!(one.count(&infantry), 1);
    }
}
