//! What changed in an army since it was shared or exported: the lists it
//! was made with were newer, or some of its entries were renamed, removed
//! or repriced. Links and army files report the same changes, so the type
//! stands apart from both readers.

use crate::army_list::{AssetId, UnitId};
use crate::i18n::Text;

/// Something that changed since the army was shared or exported. The army still opens;
/// the player is told.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkChange {
    /// The link was made with newer lists than the app has.
    NewerLists {
        link: u32,
        app: u32,
    },
    /// The unit was renamed or replaced; the army now has its successor.
    UnitReplaced {
        old: UnitId,
        old_name: Text,
        now: UnitId,
        count: u32,
    },
    /// The unit was taken out of the list; these are left out.
    UnitRemoved {
        old: UnitId,
        old_name: Text,
        count: u32,
    },
    /// A unit the list has no record of.
    UnitUnknown {
        count: u32,
    },
    /// Its price is no longer what it was when the link was made.
    UnitPointsChanged {
        unit: UnitId,
    },
    AssetReplaced {
        old: AssetId,
        old_name: Text,
        now: AssetId,
        copies: u32,
    },
    AssetRemoved {
        old: AssetId,
        old_name: Text,
        copies: u32,
    },
    AssetUnknown {
        copies: u32,
    },
    AssetPointsChanged {
        asset: AssetId,
    },
}
