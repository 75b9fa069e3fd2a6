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
pub fn is_well_formed_id(id: &str) -> bool {
    !id.is_empty()
        && id.len() <= 48
        && id.starts_with(|c: char| c.is_ascii_lowercase())
        && id
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
}

#[cfg(test)]
mod tests {
    use super::*;

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
