//! Why the general made a decision, for the log (as the goldfish's reasons
//! are): the reasons as values. Their sentences are in [`super::reason_words`],
//! which names units and sides (the log's events hold these values, and
//! the names are read from the game).

use serde::{Deserialize, Serialize};

/// Why the general decided as it did.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum GeneralReason {
    /// The rules leave one choice here, or none that the general weighs.
    NoChoice,
}
