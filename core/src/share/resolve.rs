//! What became of a unit or asset that a link or an army file names: still
//! there (perhaps at a new price), renamed or replaced, removed, or unknown.
//! Links and files name entries differently (a code, an id), so the caller
//! says how to match; the fate and its report are the same.

use super::payload::LinkChange;
use crate::army_list::faction::Retired;
use crate::army_list::{AssetId, Faction, UnitId};
use crate::i18n::Text;

/// How to report each fate of one kind of entry.
pub(super) struct Reports<Id> {
    repriced: fn(Id) -> LinkChange,
    replaced: fn(Id, Text, Id, u32) -> LinkChange,
    removed: fn(Id, Text, u32) -> LinkChange,
    unknown: fn(u32) -> LinkChange,
}

pub(super) const UNITS: Reports<UnitId> = Reports {
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

pub(super) const ASSETS: Reports<AssetId> = Reports {
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
pub(super) fn unit_entries(faction: &Faction) -> (Vec<(&str, u32)>, &[Retired]) {
    let current = faction
        .units
        .iter()
        .map(|u| (u.id.as_str(), u.points))
        .collect();
    (current, &faction.retired_units)
}

pub(super) fn asset_entries(faction: &Faction) -> (Vec<(&str, u32)>, &[Retired]) {
    let current = faction
        .assets
        .iter()
        .map(|a| (a.id.as_str(), a.points))
        .collect();
    (current, &faction.retired_assets)
}

/// Finds the entry `matches` names among `current` and `retired`, notes
/// any change in `changes`, and returns the id the army should now hold.
/// `same_price` tells whether the price recorded then matches today's.
#[allow(clippy::too_many_arguments)]
pub(super) fn resolve<Id: for<'a> From<&'a str>>(
    (current, retired): (Vec<(&str, u32)>, &[Retired]),
    matches: impl Fn(&str) -> bool,
    same_price: impl Fn(u32) -> bool,
    count: u32,
    reports: &Reports<Id>,
    changes: &mut Vec<LinkChange>,
) -> Option<Id> {
    if let Some((id, points)) = current.iter().find(|(id, _)| matches(id)) {
        if !same_price(*points) {
            changes.push((reports.repriced)(Id::from(id)));
        }
        return Some(Id::from(id));
    }
    match retired.iter().find(|entry| matches(&entry.id)) {
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
