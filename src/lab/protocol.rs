//! What the lab's page and its worker say to each other: JSON strings, so
//! that both ends read them with the types below and nothing else.
//!
//! A worker says it is [`FromWorker::Ready`] (a message sent before its
//! handler is in place would be lost); the page then sends it the
//! [`ToWorker::Plan`] and chunks of games to [`ToWorker::Play`], one
//! ahead of the one being played so that the worker never waits for the
//! page. The worker answers with batches of finished games as they come,
//! so the charts fill in, and [`FromWorker::Played`] after each chunk (or
//! `Failed`). Cancelling is the page ending the worker: a worker busy
//! playing games reads no messages. Both ends write them with
//! `worker_io::to_json`.

use clouds_core::{GameFailure, GameFigures, LabPlan};
use serde::{Deserialize, Serialize};

#[derive(Debug, Serialize, Deserialize)]
pub enum ToWorker {
    /// The run's plan, sent once, before any chunk.
    Plan(LabPlan),
    /// Play games `from..to` of the plan's row of games (`LabPlan::place`:
    /// game k of every series, then game k + 1).
    Play { from: u32, to: u32 },
}

#[derive(Debug, Serialize, Deserialize)]
pub enum FromWorker {
    /// The worker listens.
    Ready,
    /// Games finished since the last batch, each with its series in the
    /// plan (against the goldfish 0: list A, 1: list B; head to head 0;
    /// against the field, the opponent's place).
    Games(Vec<(usize, GameFigures)>),
    /// A game could not be played; the run stops there.
    Failed {
        series: usize,
        seed: u64,
        failure: GameFailure,
    },
    /// Every game of the last chunk is played and posted.
    Played,
}
