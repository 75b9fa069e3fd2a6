//! Why the general made a decision, in one short sentence for the log (as
//! the goldfish's reasons are). Every strength of the general gives one.

use crate::game::names::Names;
use serde::{Deserialize, Serialize};

/// Why the general decided as it did.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum GeneralReason {
    /// The rules leave one choice here, or none that the general weighs.
    NoChoice,
}

impl GeneralReason {
    /// The reason in one sentence, in the names' language.
    pub fn describe(&self, names: &Names) -> String {
        match self {
            GeneralReason::NoChoice => names
                .pick(
                    "the rules leave this one choice",
                    "правила оставляют только этот выбор",
                )
                .to_owned(),
        }
    }
}
