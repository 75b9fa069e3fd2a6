//! Units a scenario holds back, as the game's state keeps them: each
//! event's group, its side, edge and phase, and whether it is due.

use crate::engine::table::Edge;
use crate::engine::{Side, TableUnitId};
use serde::{Deserialize, Serialize};

/// The groups held back, in the scenario's order of events.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub(crate) struct Reserves {
    pub groups: Vec<Reserve>,
}

/// One event's units.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(crate) struct Reserve {
    pub side: Side,
    pub edge: Edge,
    pub phase: u32,
    pub units: Vec<TableUnitId>,
    /// The phase was reached: the side places them at its next turn.
    pub due: bool,
}

impl Reserves {
    /// Whether the unit is held back and not on the table yet.
    pub(crate) fn is_waiting(&self, unit: TableUnitId) -> bool {
        self.groups.iter().any(|g| g.units.contains(&unit))
    }

    /// `side`'s units due to arrive now.
    pub(crate) fn due(&self, side: Side) -> impl Iterator<Item = (TableUnitId, Edge)> + '_ {
        self.groups
            .iter()
            .filter(move |g| g.side == side && g.due)
            .flat_map(|g| g.units.iter().map(move |u| (*u, g.edge)))
    }
}
