//! A run of the lab as the page keeps it: its plan, the games finished so
//! far by list, its times and how it ended.

use clouds_core::{GameFailure, GameFigures, LabPlan};
use std::sync::Arc;

/// How a run ended.
#[derive(Clone, Debug, PartialEq)]
pub enum RunEnd {
    Finished,
    Cancelled,
    /// The worker could not be started.
    WorkerUnavailable,
    /// The worker failed while it ran.
    WorkerFailed,
    /// A game could not be played.
    GameFailed {
        seed: u64,
        failure: GameFailure,
    },
}

/// A run: its plan, the games finished so far by list, and its times.
#[derive(Clone, Debug, PartialEq)]
pub struct Run {
    pub plan: Arc<LabPlan>,
    pub games: [Vec<GameFigures>; 2],
    /// When it started and when the last games came in, in ms.
    pub started: f64,
    pub last: f64,
    pub end: Option<RunEnd>,
}

impl Run {
    /// Games to play, over every list.
    pub fn total(&self) -> u32 {
        self.plan.games * self.plan.setups.len() as u32
    }

    pub fn done(&self) -> u32 {
        (self.games[0].len() + self.games[1].len()) as u32
    }

    pub fn running(&self) -> bool {
        self.end.is_none()
    }

    /// Seconds from the start to the last games in.
    pub fn seconds(&self) -> f64 {
        (self.last - self.started).max(0.0) / 1000.0
    }

    pub fn games_per_second(&self) -> Option<f64> {
        let seconds = self.seconds();
        (seconds > 0.0 && self.done() > 0).then(|| f64::from(self.done()) / seconds)
    }
}
