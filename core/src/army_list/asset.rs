//! Assets: what an army buys besides units, such as a field emplacement or a
//! sub-commander. An army may hold one per started 200 points of its limit;
//! copies of one asset count once.

use super::effect::AssetEffect;
use super::ids::AssetId;
use crate::i18n::Text;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Asset {
    pub id: AssetId,
    pub name: Text,
    pub text: Text,
    /// Points per copy.
    pub points: u32,
    /// How many copies an army may take; 1 means the asset is single.
    #[serde(default = "one")]
    pub max_copies: u8,
    pub effect: AssetEffect,
}

fn one() -> u8 {
    1
}

impl Asset {
    pub fn allows_copies(&self) -> bool {
        self.max_copies > 1
    }
}
