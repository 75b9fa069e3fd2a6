//! A roster: an army built from one faction's list. Rosters are values;
//! every edit returns a new roster, which gives undo and redo (see
//! [`history`]) and makes the share link a plain serialisation.
//!
//! The list-building rules live in [`rules`] (what is wrong), [`summary`]
//! (the numbers) and [`advice`] (what to do next).

pub(crate) mod advice;
pub(crate) mod history;
pub(crate) mod rules;
pub(crate) mod sample;
pub(crate) mod skill;
pub(crate) mod summary;
pub(crate) mod target;

pub(crate) use skill::Skill;

use crate::army_list::{AssetId, FactionId, UnitId};
use serde::{Deserialize, Serialize};

/// The points formats the rulebook allows, and its recommended sizes.
pub const MIN_POINTS: u32 = 150;
pub const MAX_POINTS: u32 = 1000;
pub const QUICK_POINTS: [u32; 3] = [200, 400, 500];
/// The longest army name kept; longer names are cut.
pub const MAX_NAME_CHARS: usize = 60;

/// How many of one unit profile the army holds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct UnitCount {
    pub unit: UnitId,
    pub count: u32,
}

/// How many copies of one asset the army holds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AssetCount {
    pub asset: AssetId,
    pub copies: u32,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Roster {
    pub name: String,
    pub faction: FactionId,
    pub points_limit: u32,
    /// `None` until the player picks one; the rules report it.
    pub commander: Option<Skill>,
    /// In the order the player first added them; never a zero count.
    pub units: Vec<UnitCount>,
    pub assets: Vec<AssetCount>,
}

/// One change a player makes in the builder.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Edit {
    Rename(String),
    SetPointsLimit(u32),
    SetCommander(Option<Skill>),
    AddUnit(UnitId),
    RemoveUnit(UnitId),
    AddAsset(AssetId),
    RemoveAsset(AssetId),
}

impl Roster {
    pub fn new(faction: FactionId, name: &str, points_limit: u32) -> Roster {
        Roster {
            name: clean_name(name),
            faction,
            points_limit,
            commander: None,
            units: Vec::new(),
            assets: Vec::new(),
        }
    }

    pub fn count(&self, unit: &UnitId) -> u32 {
        self.units
            .iter()
            .find(|entry| &entry.unit == unit)
            .map_or(0, |entry| entry.count)
    }

    pub fn copies(&self, asset: &AssetId) -> u32 {
        self.assets
            .iter()
            .find(|entry| &entry.asset == asset)
            .map_or(0, |entry| entry.copies)
    }

    /// The roster after `edit`. The original is untouched.
    pub fn apply(&self, edit: &Edit) -> Roster {
        let mut next = self.clone();
        match edit {
            // A blank name is no name: the army keeps the one it had.
            Edit::Rename(name) => {
                let name = clean_name(name);
                if !name.is_empty() {
                    next.name = name;
                }
            }
            Edit::SetPointsLimit(limit) => next.points_limit = *limit,
            Edit::SetCommander(skill) => next.commander = *skill,
            Edit::AddUnit(unit) => match next.units.iter_mut().find(|e| &e.unit == unit) {
                Some(entry) => entry.count += 1,
                None => next.units.push(UnitCount {
                    unit: unit.clone(),
                    count: 1,
                }),
            },
            Edit::RemoveUnit(unit) => {
                if let Some(entry) = next.units.iter_mut().find(|e| &e.unit == unit) {
                    entry.count -= 1;
                }
                next.units.retain(|entry| entry.count > 0);
            }
            Edit::AddAsset(asset) => match next.assets.iter_mut().find(|e| &e.asset == asset) {
                Some(entry) => entry.copies += 1,
                None => next.assets.push(AssetCount {
                    asset: asset.clone(),
                    copies: 1,
                }),
            },
            Edit::RemoveAsset(asset) => {
                if let Some(entry) = next.assets.iter_mut().find(|e| &e.asset == asset) {
                    entry.copies -= 1;
                }
                next.assets.retain(|entry| entry.copies > 0);
            }
        }
        next
    }

    pub fn total_units(&self) -> u32 {
        self.units.iter().map(|entry| entry.count).sum()
    }
}

/// The name a new army gets when the player gives none: "French Empire 500".
pub fn default_name(
    faction: &crate::army_list::Faction,
    points_limit: u32,
    lang: crate::i18n::Lang,
) -> String {
    clean_name(&format!("{} {points_limit}", faction.name.get(lang)))
}

/// The name of a copy of an army: "Grande Armée 500 (copy)".
pub fn copy_name(name: &str, lang: crate::i18n::Lang) -> String {
    let suffix = crate::i18n::messages::Msg::CopySuffix.text(lang);
    clean_name(&format!("{name} ({suffix})"))
}

/// Names are one line of plain text, trimmed and of bounded length.
pub(crate) fn clean_name(name: &str) -> String {
    let single_line: String = name
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    let trimmed = single_line.split_whitespace().collect::<Vec<_>>().join(" ");
    trimmed.chars().take(MAX_NAME_CHARS).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn roster() -> Roster {
        Roster::new(FactionId::new("f"), "Test", 500)
    }

    #[test]
    fn adding_and_removing_counts_units() {
        let line = UnitId::new("line_infantry");
        let army = roster()
            .apply(&Edit::AddUnit(line.clone()))
            .apply(&Edit::AddUnit(line.clone()));
        assert_eq!(army.count(&line), 2);
        let army = army.apply(&Edit::RemoveUnit(line.clone()));
        assert_eq!(army.count(&line), 1);
        let army = army
            .apply(&Edit::RemoveUnit(line.clone()))
            .apply(&Edit::RemoveUnit(line.clone()));
        assert_eq!(army.count(&line), 0);
        assert!(army.units.is_empty(), "no zero counts are kept");
    }

    #[test]
    fn assets_count_copies() {
        let emplacement = AssetId::new("field_emplacement");
        let army = roster()
            .apply(&Edit::AddAsset(emplacement.clone()))
            .apply(&Edit::AddAsset(emplacement.clone()));
        assert_eq!(army.copies(&emplacement), 2);
        let army = army.apply(&Edit::RemoveAsset(emplacement.clone()));
        assert_eq!(army.copies(&emplacement), 1);
        let army = army.apply(&Edit::RemoveAsset(emplacement.clone()));
        assert!(army.assets.is_empty());
    }

    #[test]
    fn edits_leave_the_original_untouched() {
        let line = UnitId::new("line_infantry");
        let empty = roster();
        let one = empty.apply(&Edit::AddUnit(line.clone()));
        assert_eq!(empty.count(&line), 0);
        assert_eq!(one.count(&line), 1);
    }

    #[test]
    fn the_other_edits() {
        let army = roster()
            .apply(&Edit::Rename("  Grande\nArmée  ".into()))
            .apply(&Edit::SetPointsLimit(400))
            .apply(&Edit::SetCommander(Some(Skill::Glorious)));
        assert_eq!(army.name, "Grande Armée");
        assert_eq!(army.points_limit, 400);
        assert_eq!(army.commander, Some(Skill::Glorious));
        assert_eq!(army.apply(&Edit::Rename("  ".into())).name, "Grande Armée");
    }

    #[test]
    fn names_are_bounded_plain_lines() {
        assert_eq!(clean_name(&"x".repeat(500)).chars().count(), MAX_NAME_CHARS);
        assert_eq!(clean_name("a\tb\u{0}c"), "a b c");
    }
}
