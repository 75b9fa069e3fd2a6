//! What became of a unit or asset that a link or an army file names: still
//! there (perhaps at a new price), renamed or replaced, removed, or unknown.
//! Links and files name entries differently (a code, an id) and record
//! prices differently (a fingerprint, the points), so each entry says which;
//! the fate, its report and the rebuilt army are the same for both.

use super::change::LinkChange;
use super::code::points_fingerprint;
use crate::army_list::faction::Retired;
use crate::army_list::ids::entry_code;
use crate::army_list::{AssetId, Faction, UnitId};
use crate::i18n::Text;
use crate::roster::{Edit, Roster};

/// How a link or file names an entry.
pub(super) enum EntryName {
    /// A link's short code of the id.
    Code(u64),
    /// A file's id.
    Id(String),
}

impl EntryName {
    fn matches(&self, id: &str) -> bool {
        match self {
            EntryName::Code(code) => entry_code(id) == *code,
            EntryName::Id(name) => name == id,
        }
    }
}

/// The price a link or file recorded for an entry.
pub(super) enum RecordedPrice {
    /// A link's fingerprint of the points.
    Fingerprint(u64),
    /// A file's points.
    Points(u32),
}

impl RecordedPrice {
    fn is(&self, points: u32) -> bool {
        match self {
            RecordedPrice::Fingerprint(f) => points_fingerprint(points) == *f,
            RecordedPrice::Points(p) => *p == points,
        }
    }
}

/// A unit or asset as a link or file recorded it.
pub(super) struct RecordedEntry {
    pub(super) name: EntryName,
    pub(super) count: u32,
    pub(super) price: RecordedPrice,
}

/// Adds the recorded units and assets to `roster` as the faction has them
/// today, noting in `changes` everything that became of them.
pub(super) fn rebuild(
    mut roster: Roster,
    faction: &Faction,
    units: &[RecordedEntry],
    assets: &[RecordedEntry],
    changes: &mut Vec<LinkChange>,
) -> Roster {
    for entry in units {
        if let Some(id) = resolve(unit_entries(faction), entry, &UNITS, changes) {
            for _ in 0..entry.count {
                roster = roster.apply(&Edit::AddUnit(UnitId::clone(&id)));
            }
        }
    }
    for entry in assets {
        if let Some(id) = resolve(asset_entries(faction), entry, &ASSETS, changes) {
            for _ in 0..entry.count {
                roster = roster.apply(&Edit::AddAsset(AssetId::clone(&id)));
            }
        }
    }
    roster
}

/// How to report each fate of one kind of entry.
struct Reports<Id> {
    repriced: fn(Id) -> LinkChange,
    replaced: fn(Id, Text, Id, u32) -> LinkChange,
    removed: fn(Id, Text, u32) -> LinkChange,
    unknown: fn(u32) -> LinkChange,
}

const UNITS: Reports<UnitId> = Reports {
    repriced: |unit| LinkChange::UnitPointsChanged { unit },
    replaced: |old, old_name, now, count| LinkChange::UnitReplaced {
        old,
        old_name,
        now,
        count,
    },
    removed: |old, old_name, count| LinkChange::UnitRemoved {
        old,
        old_name,
        count,
    },
    unknown: |count| LinkChange::UnitUnknown { count },
};

const ASSETS: Reports<AssetId> = Reports {
    repriced: |asset| LinkChange::AssetPointsChanged { asset },
    replaced: |old, old_name, now, copies| LinkChange::AssetReplaced {
        old,
        old_name,
        now,
        copies,
    },
    removed: |old, old_name, copies| LinkChange::AssetRemoved {
        old,
        old_name,
        copies,
    },
    unknown: |copies| LinkChange::AssetUnknown { copies },
};

/// The current entries of a faction as (id, points), and its retired ones.
fn unit_entries(faction: &Faction) -> (Vec<(&str, u32)>, &[Retired]) {
    let current = faction
        .units
        .iter()
        .map(|u| (u.id.as_str(), u.points))
        .collect();
    (current, &faction.retired_units)
}

fn asset_entries(faction: &Faction) -> (Vec<(&str, u32)>, &[Retired]) {
    let current = faction
        .assets
        .iter()
        .map(|a| (a.id.as_str(), a.points))
        .collect();
    (current, &faction.retired_assets)
}

/// Finds the recorded entry among `current` and `retired`, notes any
/// change in `changes`, and returns the id the army should now hold.
fn resolve<Id: for<'a> From<&'a str>>(
    (current, retired): (Vec<(&str, u32)>, &[Retired]),
    entry: &RecordedEntry,
    reports: &Reports<Id>,
    changes: &mut Vec<LinkChange>,
) -> Option<Id> {
    let count = entry.count;
    if let Some((id, points)) = current.iter().find(|(id, _)| entry.name.matches(id)) {
        if !entry.price.is(*points) {
            changes.push((reports.repriced)(Id::from(id)));
        }
        return Some(Id::from(id));
    }
    match retired
        .iter()
        .find(|retired| entry.name.matches(&retired.id))
    {
        Some(entry) => match &entry.replaced_by {
            Some(now) => {
                let old = Id::from(entry.id.as_str());
                changes.push((reports.replaced)(
                    old,
                    entry.name.clone(),
                    Id::from(now),
                    count,
                ));
                Some(Id::from(now.as_str()))
            }
            None => {
                let old = Id::from(entry.id.as_str());
                changes.push((reports.removed)(old, entry.name.clone(), count));
                None
            }
        },
        None => {
            changes.push((reports.unknown)(count));
            None
        }
    }
}
