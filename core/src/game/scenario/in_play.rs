//! The part of a scenario a game plays, as its setup keeps it: what the
//! engine reads once the game is set up (the conditions, the events, the
//! objectives, the victory rules, how the armies set up) and the names
//! the log and the table show. What only the set-up reads (the briefing,
//! the era and points, the table, the terrain, the fixed armies and zones,
//! the first player) has done its work by then: the armies, table, terrain
//! and first player are in the setup itself.
//!
//! Every page that opens a saved game reads this record, so it is kept
//! small: reading the whole scenario cost the game pages several KB
//! (gzipped). Games saved with the whole scenario read the same, its other
//! fields passed over (this type does not refuse unknown fields).

use crate::engine::{PerSide, Side};
use crate::i18n::Text;
use crate::scenario::{Condition, Objective, Scenario, ScenarioEvent, SetUp, VictoryRules};
use serde::{Deserialize, Serialize};

/// The scenario a game plays, as far as the game reads it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ScenarioInPlay {
    pub id: String,
    pub name: Text,
    /// What the scenario calls each side ("the defender"), if it does.
    #[serde(default)]
    pub side_names: PerSide<Option<Text>>,
    pub set_up: SetUp,
    /// Conditions determined before the first player (step 4).
    pub conditions: Vec<Condition>,
    /// What happens when the scenario's phase reaches a number.
    pub events: Vec<ScenarioEvent>,
    pub objectives: Vec<Objective>,
    pub victory: VictoryRules,
}

impl ScenarioInPlay {
    /// The part of `scenario` a game set up from it plays.
    pub fn of(scenario: &Scenario) -> ScenarioInPlay {
        ScenarioInPlay {
            id: scenario.id.clone(),
            name: scenario.name.clone(),
            side_names: PerSide::new(
                scenario.sides[Side::A].name.clone(),
                scenario.sides[Side::B].name.clone(),
            ),
            set_up: scenario.set_up,
            conditions: scenario.conditions.clone(),
            events: scenario.events.clone(),
            objectives: scenario.objectives.clone(),
            victory: scenario.victory.clone(),
        }
    }
}

impl ScenarioInPlay {
    /// The phase at which the game ends, if an event ends it.
    pub fn end_phase(&self) -> Option<u32> {
        crate::scenario::end_phase_of(&self.events)
    }
}
