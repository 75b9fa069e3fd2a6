//! A position: the table and everything on it, checked for sense when made.
//!
//! A `Position` can only be built through [`Position::new`] (or deserialized
//! through it), which rejects impossible positions with every problem named
//! at once: numbers that are not finite, units off the table or overlapping,
//! commanders on units, malformed terrain. Its parts are read through
//! accessors and changed only through methods that keep it valid (moves,
//! retreats, placing and removing), so every rule can trust its input.
//!
//! The position's rooms:
//! - [`checks`]: building a position and every check it must pass;
//! - [`remembered`]: what it works out once per arrangement of the units
//!   and carries across the changes that cannot alter it;
//! - [`queries`]: terrain, contacts, formations, nearest enemies,
//!   commanders' reach;
//! - [`sight`]: lines of fire, engagement and bombardment;
//! - [`moves`]: unit and commander moves, retreats;
//! - [`markers`]: combat markers and combats;
//! - [`edits`]: placing and removing by hand (deployment, scenarios).

use super::{
    combat_zone::{CombatMarker, MarkerId},
    commander::{Commander, CommanderId},
    scene::{Scene, SceneGeometry},
    table::Table,
    terrain::{ShapeProblem, TerrainElement},
    unit::{TableUnit, TableUnitId},
};
use crate::engine::geometry::Point;
use remembered::{IdIndex, WorkedOut};
use serde::{Deserialize, Serialize};

mod checks;
mod edits;
mod markers;
mod moves;
mod queries;
mod remembered;
mod sight;

/// The largest table side accepted, in UW (a 6 m table at 20 mm bases).
pub(crate) const MAX_TABLE_SIDE: f64 = 300.0;

/// The thing a problem is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Item {
    Table,
    /// A terrain element, by its index in the position's list.
    Terrain(usize),
    Unit(TableUnitId),
    Commander(CommanderId),
    Marker(MarkerId),
}

/// Which number of an item.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Field {
    Width,
    Depth,
    X,
    Y,
    Facing,
}

/// Why a position is impossible.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum PositionError {
    /// NaN or infinite.
    NotFinite {
        item: Item,
        field: Field,
    },
    BadTableSize {
        width: f64,
        depth: f64,
    },
    /// A unit's depth must be more than 0 and at most [`MAX_DEPTH`].
    BadUnitDepth {
        unit: TableUnitId,
        depth: f64,
    },
    DuplicateUnit {
        unit: TableUnitId,
    },
    DuplicateCommander {
        commander: CommanderId,
    },
    DuplicateMarker {
        marker: MarkerId,
    },
    /// `corner` of the unit is off the table.
    UnitOffTable {
        unit: TableUnitId,
        corner: Point,
    },
    /// Two units overlap, by `depth` UW, around `at` (the midpoint of their centres).
    UnitsOverlap {
        first: TableUnitId,
        second: TableUnitId,
        depth: f64,
        at: Point,
    },
    CommanderOffTable {
        commander: CommanderId,
        at: Point,
    },
    CommanderOnUnit {
        commander: CommanderId,
        unit: TableUnitId,
        at: Point,
    },
    MarkerOffTable {
        marker: MarkerId,
        at: Point,
    },
    BadTerrainShape {
        element: usize,
        problem: ShapeProblem,
    },
    /// An emplacement holds exactly one unit.
    CrowdedEmplacement {
        element: usize,
        units: Vec<TableUnitId>,
    },
    /// No unit with this id (for edits of a position).
    UnknownUnit {
        unit: TableUnitId,
    },
    UnknownMarker {
        marker: MarkerId,
    },
    UnknownCommander {
        commander: CommanderId,
    },
}

/// The table and everything on it. See the module documentation.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(try_from = "PositionParts", into = "PositionParts")]
pub struct Position {
    table: Table,
    /// Shared by copies of a position: terrain never changes, and units are
    /// copied only when one of them changes (the game works on a copy of
    /// its state for every command, and most commands move no unit).
    terrain: std::sync::Arc<[TerrainElement]>,
    units: std::sync::Arc<Vec<TableUnit>>,
    commanders: Vec<Commander>,
    markers: Vec<CombatMarker>,
    /// The units' corners, boxes and terrain, and the formations, worked
    /// out at most once per arrangement of the units: the turn asks about
    /// one arrangement many times between two moves.
    worked_out: WorkedOut,
}

/// A position's parts, unchecked: what is saved and loaded.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PositionParts {
    pub table: Table,
    pub terrain: Vec<TerrainElement>,
    pub units: Vec<TableUnit>,
    #[serde(default)]
    pub commanders: Vec<Commander>,
    #[serde(default)]
    pub markers: Vec<CombatMarker>,
}

impl TryFrom<PositionParts> for Position {
    type Error = PositionErrors;
    fn try_from(parts: PositionParts) -> Result<Position, PositionErrors> {
        Position::rebuilt(parts).map_err(PositionErrors)
    }
}

impl From<Position> for PositionParts {
    fn from(position: Position) -> PositionParts {
        PositionParts {
            table: position.table,
            terrain: position.terrain.to_vec(),
            units: std::sync::Arc::unwrap_or_clone(position.units),
            commanders: position.commanders,
            markers: position.markers,
        }
    }
}

/// Every problem of a rejected position (serde needs one error type that
/// displays).
#[derive(Clone, Debug, PartialEq)]
pub struct PositionErrors(pub Vec<PositionError>);

impl std::fmt::Display for PositionErrors {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // A count, not the errors themselves: this text can reach a player
        // (inside a damaged file's message), and Debug text must not.
        match self.0.len() {
            1 => write!(f, "an impossible position (1 problem)"),
            n => write!(f, "an impossible position ({n} problems)"),
        }
    }
}

impl Position {
    /// An empty standard table.
    pub fn empty() -> Position {
        Position {
            table: Table::standard(),
            terrain: Vec::new().into(),
            units: std::sync::Arc::default(),
            commanders: Vec::new(),
            markers: Vec::new(),
            worked_out: WorkedOut::default(),
        }
    }

    pub fn table(&self) -> &Table {
        &self.table
    }

    pub fn terrain(&self) -> &[TerrainElement] {
        &self.terrain
    }

    pub fn units(&self) -> &[TableUnit] {
        &self.units
    }

    pub fn commanders(&self) -> &[Commander] {
        &self.commanders
    }

    pub fn markers(&self) -> &[CombatMarker] {
        &self.markers
    }

    pub fn unit(&self, id: TableUnitId) -> Option<&TableUnit> {
        self.index_of(id).map(|i| &self.units[i])
    }

    /// The position index of unit `id`: the first unit with that id.
    pub(crate) fn index_of(&self, id: TableUnitId) -> Option<usize> {
        self.worked_out
            .0
            .ids
            .get_or_init(|| std::sync::Arc::new(IdIndex::of(&self.units)))
            .find(&self.units, id)
    }

    pub(super) fn scene(&self) -> Scene<'_> {
        let geometry = self
            .worked_out
            .0
            .geometry
            .get_or_init(|| SceneGeometry::new(&self.units, &self.terrain));
        Scene::new(
            &self.table,
            &self.commanders,
            &self.units,
            &self.terrain,
            geometry,
        )
    }

    pub(super) fn pair(&self, a: TableUnitId, b: TableUnitId) -> Option<(usize, usize)> {
        let (i, j) = (self.index_of(a)?, self.index_of(b)?);
        (i != j).then_some((i, j))
    }

    pub(super) fn ids(&self, indices: impl IntoIterator<Item = usize>) -> Vec<TableUnitId> {
        // Room for as many as there may be at once (the indices are mostly
        // a filtered list of every unit, which would grow step by step).
        let indices = indices.into_iter();
        let mut ids = Vec::with_capacity(indices.size_hint().1.unwrap_or(0));
        ids.extend(indices.map(|i| self.units[i].id));
        ids
    }

    /// The same position with its parts rebuilt and checked again.
    pub(super) fn rebuilt(parts: PositionParts) -> Result<Position, Vec<PositionError>> {
        Position::new(
            parts.table,
            parts.terrain,
            parts.units,
            parts.commanders,
            parts.markers,
        )
    }
}
