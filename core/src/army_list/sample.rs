//! Sample armies: ready armies a faction file ships, each a legal army of
//! the faction with a name and a line of history, from which a player may
//! start a new army (and which the table may use as goldfish targets).
//! The army itself is built from a sample by `roster::sample`.

use super::ids::{AssetId, SampleId, UnitId};
use crate::i18n::Text;
use crate::roster::Skill;
use serde::{Deserialize, Serialize};

/// How many of one unit a sample holds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SampleUnit {
    pub unit: UnitId,
    pub count: u32,
}

/// How many copies of one asset a sample holds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SampleAsset {
    pub asset: AssetId,
    pub copies: u32,
}

/// A ready army of one faction, as its file gives it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Sample {
    /// Unique among the faction's samples, e.g. `rocroi_1643`.
    pub id: SampleId,
    /// The army's name, shown in the list of samples and given to the army.
    pub name: Text,
    /// One line of history: where and when such an army fought.
    pub description: Text,
    pub points_limit: u32,
    pub commander: Skill,
    /// Unit ids of the faction with their counts, in the order shown.
    pub units: Vec<SampleUnit>,
    /// Asset ids of the faction with their copies.
    #[serde(default)]
    pub assets: Vec<SampleAsset>,
}

impl Sample {
    /// The units in the sample, counting each copy.
    pub fn total_units(&self) -> u32 {
        self.units.iter().map(|entry| entry.count).sum()
    }
}
