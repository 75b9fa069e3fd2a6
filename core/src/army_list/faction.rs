//! A faction's army list: its units, action board, command radius, assets
//! and any limits on what may be taken.

use super::asset::Asset;
use super::board::{Action, Tactic};
use super::ids::{AssetId, EraId, FactionId, UnitId};
use super::sample::Sample;
use super::unit::Unit;
use crate::i18n::Text;
use serde::{Deserialize, Serialize};

/// A limit on how many of some units an army may take. `max` (and `min`)
/// count all the named units together. With `per_points` the maximum is
/// granted once per started `per_points` of the army's points limit, the
/// same way assets are.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Limit {
    pub units: Vec<UnitId>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub min: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub per_points: Option<u32>,
}

impl Limit {
    /// The most of the named units an army of `points_limit` may hold.
    pub fn max_for(&self, points_limit: u32) -> Option<u32> {
        let max = self.max?;
        Some(match self.per_points {
            Some(per) if per > 0 => max * points_limit.div_ceil(per),
            _ => max,
        })
    }
}

/// A unit or asset that a faction no longer offers. Share links and saved
/// armies made before still name it; keeping its name (and what replaced
/// it) lets the app say what changed instead of dropping it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Retired {
    pub id: String,
    pub name: Text,
    /// The id that took its place, for a rename or a replacement.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub replaced_by: Option<String>,
}

/// A faction with every board entry resolved against the glossary.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Faction {
    pub id: FactionId,
    pub era: EraId,
    pub name: Text,
    pub description: Option<Text>,
    /// In UW, measured from the commander's head.
    pub command_radius: u8,
    pub units: Vec<Unit>,
    pub actions: Vec<Action>,
    pub tactics: Vec<Tactic>,
    pub assets: Vec<Asset>,
    pub limits: Vec<Limit>,
    pub retired_units: Vec<Retired>,
    pub retired_assets: Vec<Retired>,
    /// Ready armies of this faction, each legal under the list rules.
    pub samples: Vec<Sample>,
    /// The factions that took this list's place, when it was split or
    /// replaced. Such a list is no longer offered for new armies
    /// ([`super::Catalog::factions_of`]), but it still opens the armies and
    /// links made with it, unchanged.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub replaced_by: Vec<FactionId>,
    /// The file it was loaded from, relative to `army_lists/`.
    pub source: String,
}

impl Faction {
    pub fn unit(&self, id: &UnitId) -> Option<&Unit> {
        self.units.iter().find(|unit| &unit.id == id)
    }

    pub fn asset(&self, id: &AssetId) -> Option<&Asset> {
        self.assets.iter().find(|asset| &asset.id == id)
    }

    /// Whether other factions took this list's place (see `replaced_by`).
    pub fn is_replaced(&self) -> bool {
        !self.replaced_by.is_empty()
    }

    /// The retired entry of a unit the list no longer offers.
    pub fn retired_unit(&self, id: &UnitId) -> Option<&Retired> {
        self.retired_units.iter().find(|r| r.id == id.as_str())
    }

    /// The retired entry of an asset the list no longer offers.
    pub fn retired_asset(&self, id: &AssetId) -> Option<&Retired> {
        self.retired_assets.iter().find(|r| r.id == id.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn per_points_limits_grow_with_each_started_block() {
        let limit = Limit {
            units: vec![],
            min: None,
            max: Some(1),
            per_points: Some(200),
        };
        assert_eq!(limit.max_for(200), Some(1));
        assert_eq!(limit.max_for(201), Some(2));
        assert_eq!(limit.max_for(500), Some(3));
        let flat = Limit {
            per_points: None,
            ..limit
        };
        assert_eq!(flat.max_for(1000), Some(1));
    }
}
