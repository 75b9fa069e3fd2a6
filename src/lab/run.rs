//! A run of the lab as the page keeps it: its plan, the names of its
//! armies, the games finished so far by series, its times and how it
//! ended.

use clouds_core::{Catalog, GameFigures, LabPlan, Lang, Roster, Text};
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
    /// The worker stopped the run, and said why: a game could not be
    /// played, or the plan's scenario could not be set up.
    Stopped(Text),
}

/// An army's name in both languages, with what tells it from others of
/// the same name ("Waterloo, 1815" is a French, a British and a Prussian
/// sample): its faction and its points, "French Empire, 500".
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ArmyName {
    pub name: Text,
    pub about: Text,
}

impl ArmyName {
    /// `roster`'s name as `name` gives it (a sample's in both languages),
    /// with its faction's name and its points.
    pub fn of(name: Text, roster: &Roster, catalog: &Catalog) -> ArmyName {
        let points = roster.points_limit;
        let about = match catalog.faction(&roster.faction) {
            Some(f) => Text::new(
                format!("{}, {points}", f.name.get(Lang::En)),
                format!("{}, {points}", f.name.get(Lang::Ru)),
            ),
            None => Text::new(points.to_string(), points.to_string()),
        };
        ArmyName { name, about }
    }

    /// The army's own name, as the player chose it, in both languages.
    pub fn own(roster: &Roster, catalog: &Catalog) -> ArmyName {
        let name = Text::new(roster.name.clone(), roster.name.clone());
        ArmyName::of(name, roster, catalog)
    }

    /// "Waterloo, 1815 (French Empire, 500)".
    pub fn full(&self, lang: Lang) -> String {
        format!("{} ({})", self.name.get(lang), self.about.get(lang))
    }
}

/// The names of a run's armies in both languages, so that the results
/// follow the page's language: a sample army is named in each, an army of
/// the player's own by its one name.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct RunNames {
    pub a: ArmyName,
    /// List B: beside list A against the goldfish, or its opponent head to
    /// head.
    pub b: Option<ArmyName>,
    pub target: ArmyName,
    /// A field run's opponents, in the plan's order.
    pub opponents: Vec<ArmyName>,
    /// A run of allies: list A's series is the team of list A and B.
    pub allies: bool,
}

impl RunNames {
    /// The full name of list A (`k` 0) or list B (`k` 1); of allies, the
    /// team's ("A + B").
    pub fn list(&self, k: usize, lang: Lang) -> String {
        let name = if k == 0 {
            Some(&self.a)
        } else {
            self.b.as_ref()
        };
        let full = name.map(|n| n.full(lang)).unwrap_or_default();
        match (self.allies, &self.b) {
            (true, Some(ally)) if k == 0 => format!("{full} + {}", ally.full(lang)),
            _ => full,
        }
    }

    /// The name alone of list A (`k` 0) or list B (`k` 1), for a sentence.
    pub fn name(&self, k: usize, lang: Lang) -> String {
        let name = if k == 0 {
            Some(&self.a)
        } else {
            self.b.as_ref()
        };
        name.map(|n| n.name.get(lang).to_owned())
            .unwrap_or_default()
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
    /// What a run of a scenario plays and how its games end, as the worker
    /// that set them up said (none: the standard game).
    pub about: Option<(Text, Text)>,
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
            about: None,
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
