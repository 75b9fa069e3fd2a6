//! The general's reasons in words: one short sentence each, in English and
//! Russian, that follows "Blue general: " in the log.

use super::reason::GeneralReason;
use crate::game::names::Names;

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
