//! What the table's page and the general's worker say to each other:
//! JSON strings, read on both ends with the types below.
//!
//! The worker says [`FromGeneral::Ready`] once it listens (a message sent
//! before would be lost); the page holds its question until then. Every
//! question has a ticket, and its answer carries it back, so the page can
//! tell a late answer to a question it has given up on. Both ends write
//! them with `worker_io::to_json`.

use clouds_core::{read_document, Command, Text};
use serde::{Deserialize, Serialize};

/// A question to the general.
#[derive(Debug, Serialize, Deserialize)]
pub struct Question {
    pub ticket: u32,
    /// The game as the device keeps it (a saved game's text).
    pub game: String,
    /// At most this many decisions for the person's side ("decide for
    /// me", "play to the end"); fewer if the game ends first. The general's
    /// own answers, in a game against it, come with them wherever they are
    /// due (with a limit of 0: only those due now).
    pub limit: u32,
}

/// A decision the worker made: for the person's side, or the general's
/// own answer (with why).
#[derive(Debug, Serialize, Deserialize)]
pub struct Made {
    pub command: Command,
    /// Why the general answered so, in words (the worker puts them in
    /// words, so the page carries none of the reasons' code); `None` for a
    /// decision for the person.
    pub said: Option<Text>,
}

#[derive(Debug, Serialize, Deserialize)]
pub enum FromGeneral {
    /// The worker listens.
    Ready,
    /// The decisions made, in order.
    Decided { ticket: u32, decisions: Vec<Made> },
    /// The game could not be read or replayed in the worker.
    Failed { ticket: u32 },
}

impl FromGeneral {
    /// Reads an answer through a JSON document, by the reader of the
    /// page's saved games (`read_document`): the page's bundle then has one
    /// reader of commands, not a second one straight from text (28 KB,
    /// before compression).
    pub fn from_json(text: &str) -> Option<FromGeneral> {
        let document: serde_json::Value = serde_json::from_str(text).ok()?;
        read_document(&document).ok()
    }
}
