//! Identifiers of list entries. They are stable: saved armies and share links
//! refer to them, so an id is never reused for something else once published.

use serde::{Deserialize, Serialize};
use std::fmt;

macro_rules! id_type {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
        #[serde(transparent)]
        pub struct $name(pub String);

        impl $name {
            pub fn new(id: impl Into<String>) -> Self {
                Self(id.into())
            }

            pub fn as_str(&self) -> &str {
                &self.0
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(&self.0)
            }
        }

        impl From<&str> for $name {
            fn from(id: &str) -> Self {
                Self(id.to_owned())
            }
        }
    };
}

id_type!(
    /// An era, e.g. `age_of_empires`.
    EraId
);
id_type!(
    /// A faction, unique across all eras, e.g. `empires_france`.
    FactionId
);
id_type!(
    /// A unit profile, unique within its faction.
    UnitId
);
id_type!(
    /// An asset, unique within its faction.
    AssetId
);
id_type!(
    /// A sample army, unique within its faction.
    SampleId
);
id_type!(
    /// An action or tactic, unique within its faction's board.
    BoardEntryId
);
id_type!(
    /// A special rule of the glossary.
    RuleId
);
id_type!(
    /// A weapon of the glossary.
    WeaponId
);

/// Ids are lower-case ASCII words joined by underscores, so they survive
/// links, file names and hand editing unchanged.
pub(crate) fn is_well_formed_id(id: &str) -> bool {
    !id.is_empty()
        && id.len() <= 48
        && id.starts_with(|c: char| c.is_ascii_lowercase())
        && id
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
}

/// FNV-1a over the id's bytes: stable across builds and platforms, so that
/// share links made today decode tomorrow.
pub(crate) fn id_hash(id: &str) -> u32 {
    fnv1a(id.as_bytes())
}

/// 32-bit FNV-1a.
pub(crate) fn fnv1a(bytes: &[u8]) -> u32 {
    let mut hash: u32 = 0x811c_9dc5;
    for byte in bytes {
        hash ^= u32::from(*byte);
        hash = hash.wrapping_mul(0x0100_0193);
    }
    hash
}

/// Bits of a faction's code in a share link; unique across the catalog.
pub(crate) const FACTION_CODE_BITS: u32 = 16;
/// Bits of a unit's or asset's code in a share link; unique within its
/// faction, counting retired ids.
pub(crate) const ENTRY_CODE_BITS: u32 = 12;

pub(crate) fn faction_code(id: &str) -> u64 {
    u64::from(id_hash(id)) & ((1 << FACTION_CODE_BITS) - 1)
}

pub(crate) fn entry_code(id: &str) -> u64 {
    u64::from(id_hash(id)) & ((1 << ENTRY_CODE_BITS) - 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn link_codes_are_stable() {
        // Share links depend on these never changing.
        assert_eq!(id_hash(""), 0x811c_9dc5);
        assert_eq!(id_hash("a"), 0xe40c_292c);
        assert_eq!(faction_code("a"), 0x292c);
        assert_eq!(entry_code("a"), 0x92c);
    }

    #[test]
    fn well_formed_ids() {
        assert!(is_well_formed_id("line_infantry"));
        assert!(is_well_formed_id("guard2"));
        assert!(!is_well_formed_id(""));
        assert!(!is_well_formed_id("Line"));
        assert!(!is_well_formed_id("2nd"));
        assert!(!is_well_formed_id("a-b"));
        assert!(!is_well_formed_id("<b>"));
        assert!(!is_well_formed_id(&"a".repeat(49)));
    }
}
