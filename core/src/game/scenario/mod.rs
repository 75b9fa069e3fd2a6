//! A scenario in play: the game set up from a scenario file's parts
//! ([`setup`]), the conditions settled before the first player
//! ([`conditions`]), the objectives and who holds each ([`objectives`]),
//! the units held back ([`reserve`]) and their arrival ([`arrivals`]), and who wins when
//! the scenario ends the game ([`verdict`]). The scenario itself rides in
//! the game's setup, so a saved game replays as it was played even if the
//! scenario's file changes later.

pub(crate) mod arrivals;
pub(crate) mod conditions;
pub(crate) mod games;
pub(crate) mod in_play;
pub(crate) mod objectives;
pub(crate) mod reserve;
pub(crate) mod setup;
pub(crate) mod verdict;

pub use arrivals::{reinforcements_from, EDGE_MIDDLE};
pub use games::play_scenario_game;
pub use in_play::ScenarioInPlay;
pub use setup::scenario_setup;

use crate::game::event::Event;
use crate::game::setup::GameSetup;
use crate::game::state::State;
use crate::scenario::EventKind;
use crate::sorting::SortStably;

/// The scenario's phase reached `phase`: objectives that count from it are
/// announced, and units held back until it are due.
pub(crate) fn phase_reached(
    setup: &GameSetup,
    state: &mut State,
    phase: u32,
    events: &mut Vec<Event>,
) {
    let Some(scenario) = &setup.scenario else {
        return;
    };
    for event in scenario.events.iter().filter(|e| e.phase == phase) {
        if let EventKind::ObjectiveActive(objective) = &event.what {
            if let Some(k) = scenario.objectives.iter().position(|o| &o.id == objective) {
                events.push(Event::ObjectiveActivated { objective: k });
            }
        }
    }
    arrivals::phase_reached(state, phase, events);
}

/// An objective as it stands now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ObjectiveStanding {
    /// Its place among the scenario's objectives.
    pub index: usize,
    /// Whether it counts yet.
    pub active: bool,
    pub holder: Option<crate::engine::Side>,
}

/// A scenario event still to come, for the table's list.
#[derive(Clone, Debug, PartialEq)]
pub struct EventToCome {
    pub phase: u32,
    pub what: EventKind,
}

impl crate::game::Game {
    /// The scenario the game plays, if it was set up from one.
    pub fn scenario(&self) -> Option<&ScenarioInPlay> {
        self.setup.scenario.as_deref()
    }

    /// Each objective: whether it counts yet, and who holds it.
    pub fn objectives(&self) -> Vec<ObjectiveStanding> {
        let Some(scenario) = self.scenario() else {
            return Vec::new();
        };
        let phase = self.state.scenario.phase;
        let position = &self.state.position;
        (scenario.objectives.iter().enumerate())
            .map(|(index, o)| ObjectiveStanding {
                index,
                active: objectives::is_active(scenario, o, phase),
                holder: objectives::holder(position, o),
            })
            .collect()
    }

    /// The scenario's events at a phase not reached yet (the game's end
    /// moved by the conditions), soonest first.
    pub fn events_to_come(&self) -> Vec<EventToCome> {
        let Some(scenario) = self.scenario() else {
            return Vec::new();
        };
        let phase = self.state.scenario.phase;
        let shift = conditions::end_shift(&self.setup, &self.state);
        let mut to_come: Vec<EventToCome> = (scenario.events.iter())
            .map(|e| EventToCome {
                phase: match e.what {
                    EventKind::GameEnds => (i64::from(e.phase) + shift).max(2) as u32,
                    _ => e.phase,
                },
                what: e.what.clone(),
            })
            .filter(|e| e.phase > phase)
            .collect();
        to_come.sort_stably_by_key(|e| e.phase);
        to_come
    }

    /// The scenario's condition to settle next, in the pre-game sequence.
    pub fn condition_to_settle(&self) -> Option<&crate::scenario::Condition> {
        conditions::next(&self.setup, &self.state).map(|(_, c)| c)
    }

    /// Each condition settled so far, with the option it turned out as.
    pub fn conditions_settled(
        &self,
    ) -> Vec<(
        &crate::scenario::Condition,
        &crate::scenario::ConditionOption,
    )> {
        let conditions = self
            .scenario()
            .into_iter()
            .flat_map(|s| s.conditions.iter());
        conditions
            .zip(&self.state.settled)
            .filter_map(|(c, option)| c.options.get(*option).map(|o| (c, o)))
            .collect()
    }

    /// The edge the reinforcements due now enter by (the first, if groups
    /// by several edges are due at once).
    pub fn edge_of_due(&self) -> Option<crate::engine::table::Edge> {
        let mut due = self.state.reserves.due(self.state.active);
        due.next().map(|(_, edge)| edge)
    }

    /// The units the scenario still holds back, by side.
    pub fn units_held_back(&self, side: crate::engine::Side) -> Vec<crate::engine::TableUnitId> {
        let groups = self.state.reserves.groups.iter();
        groups
            .filter(|g| g.side == side)
            .flat_map(|g| g.units.iter().copied())
            .collect()
    }
}
