//! A run of the lab as the page keeps it: its plan, the names of its
//! armies, the games finished so far by series, its times and how it
//! ended.

use clouds_core::{GameFailure, GameFigures, LabPlan, Lang, Text};
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

/// The names of a run's armies in both languages, so that the results
/// follow the page's language: a sample army is named in each, an army of
/// the player's own by its one name.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct RunNames {
    pub a: Text,
    /// List B: beside list A against the goldfish, or its opponent head to
    /// head.
    pub b: Option<Text>,
    pub target: Text,
    /// A field run's opponents, in the plan's order.
    pub opponents: Vec<Text>,
}

impl RunNames {
    /// The name of list A (`k` 0) or list B (`k` 1).
    pub fn list(&self, k: usize, lang: Lang) -> String {
        let name = if k == 0 {
            Some(&self.a)
        } else {
            self.b.as_ref()
        };
        name.map(|n| n.get(lang).to_owned()).unwrap_or_default()
    }
}

/// A run: its plan, the games finished so far by series, and its times.
#[derive(Clone, Debug, PartialEq)]
pub struct Run {
    pub plan: Arc<LabPlan>,
    pub names: Arc<RunNames>,
    /// Each series' games: against the goldfish list A's and list B's;
    /// head to head one; against the field one an opponent.
    pub games: Vec<Vec<GameFigures>>,
    /// When it started and when the last games came in, in ms.
    pub started: f64,
    pub last: f64,
    pub end: Option<RunEnd>,
}

impl Run {
    /// A run of `plan` starting at `now`, no game played yet.
    pub fn new(plan: Arc<LabPlan>, names: RunNames, now: f64) -> Run {
        Run {
            games: vec![Vec::new(); plan.series()],
            plan,
            names: Arc::new(names),
            started: now,
            last: now,
            end: None,
        }
    }

    /// Games to play, over every series.
    pub fn total(&self) -> u32 {
        self.plan.total()
    }

    pub fn done(&self) -> u32 {
        self.games.iter().map(Vec::len).sum::<usize>() as u32
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
