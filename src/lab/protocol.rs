//! What the lab's page and its worker say to each other: JSON strings, so
//! that both ends read them with the types below and nothing else.
//!
//! The page sends one [`ToWorker::Run`] once the worker says it is
//! [`FromWorker::Ready`] (a message sent before the worker's handler is in
//! place would be lost). A run is shared among several workers, one per
//! processor the browser reports: each plays its own part of the games. The worker answers with batches of finished games
//! as they come, so the charts fill in, and then `Done` or `Failed`.
//! Cancelling is the page ending the worker: a worker busy playing games
//! reads no messages.

use clouds_core::{GameFailure, GameFigures, LabPlan};
use serde::{Deserialize, Serialize};

#[derive(Debug, Serialize, Deserialize)]
pub enum ToWorker {
    /// Play game `k` of the plan for every `k` that is `part` modulo
    /// `parts` (parts of the same size, whatever the plan's length).
    Run {
        plan: LabPlan,
        part: u32,
        parts: u32,
    },
}

#[derive(Debug, Serialize, Deserialize)]
pub enum FromWorker {
    /// The worker listens.
    Ready,
    /// Games finished since the last batch, each with its list's place in
    /// the plan (0: list A, 1: list B).
    Games(Vec<(usize, GameFigures)>),
    /// A game could not be played; the run stops there.
    Failed {
        list: usize,
        seed: u64,
        failure: GameFailure,
    },
    /// Every game of this worker's part of the plan is played.
    Done,
}

impl ToWorker {
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }
}

impl FromWorker {
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }
}
