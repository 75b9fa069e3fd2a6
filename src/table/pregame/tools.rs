//! What the player has picked for the next placement of the pre-game
//! sequence: the kind and turn of the next terrain element, the unit to
//! dig in or to set up, the unit being dragged to a new place, and the
//! keyboard's cursor on the table.

use clouds_core::{Placement, Point, TableUnitId, TerrainKind};
use leptos::prelude::*;

/// A unit dragged during the deployment: where it would stand, and the
/// core's refusal if it may not stand there.
#[derive(Clone, Debug, PartialEq)]
pub struct PlacingGhost {
    pub unit: TableUnitId,
    pub at: Placement,
    pub refusal: Option<String>,
}

#[derive(Clone, Copy)]
pub struct SetUpTools {
    /// The kind chosen for the next terrain element (its roll's first
    /// kind when none is chosen).
    pub kind: RwSignal<Option<TerrainKind>>,
    /// How far the next element is turned, in radians.
    pub facing: RwSignal<f64>,
    /// The unit picked to dig in, or to set up by a click on the table.
    pub unit: RwSignal<Option<TableUnitId>>,
    pub ghost: RwSignal<Option<PlacingGhost>>,
    /// Where Enter places the next thing, moved by the arrow keys while
    /// the table has the focus; `None` when it has not.
    pub cursor: RwSignal<Option<Point>>,
}

impl SetUpTools {
    pub fn provide() -> SetUpTools {
        let tools = SetUpTools {
            kind: RwSignal::new(None),
            facing: RwSignal::new(0.0),
            unit: RwSignal::new(None),
            ghost: RwSignal::new(None),
            cursor: RwSignal::new(None),
        };
        provide_context(tools);
        tools
    }

    /// Forgets the picks once the step they were for is done.
    pub fn clear(self) {
        self.kind.set(None);
        self.facing.set(0.0);
        self.unit.set(None);
        self.ghost.set(None);
    }
}

pub fn use_tools() -> SetUpTools {
    expect_context::<SetUpTools>()
}
