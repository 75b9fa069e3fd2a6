//! `index.json`: the data version and the eras with their faction files.

use super::ids::EraId;
use crate::i18n::Text;
use serde::{Deserialize, Serialize};

/// The `data_version` this build of the app reads.
pub(crate) const DATA_VERSION: u32 = 1;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Era {
    pub id: EraId,
    pub name: Text,
    /// First and last year, e.g. `[1789, 1815]`.
    pub years: [u16; 2],
    /// Faction files, relative to `army_lists/`.
    pub factions: Vec<String>,
    /// The points limit a new army of this era starts with.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub recommended_points: Option<u32>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Index {
    /// The schema version of these files.
    pub data_version: u32,
    /// Counts changes to the lists' content; share links record it.
    pub revision: u32,
    /// The shared glossary file, relative to `army_lists/`.
    pub common: String,
    pub eras: Vec<Era>,
}

impl Index {
    pub fn era(&self, id: &EraId) -> Option<&Era> {
        self.eras.iter().find(|era| &era.id == id)
    }
}
