//! The rules engine, part one: the table and what stands on it.
//!
//! Distances are `f64` in unit widths (UW), angles radians
//! counter-clockwise from east, and "touching" means within [`EPSILON`]
//! (1e-6 UW). The engine is pure: no I/O, no clock, no randomness.

pub mod geometry;
pub mod table;
pub mod terrain;
pub mod unit;

pub use geometry::{Point, EPSILON};
pub use table::{Edge, Side, Table};
pub use terrain::{Shape, ShapeProblem, TerrainElement, TerrainKind, Traits};
pub use unit::{Placement, TableUnit, TableUnitId, UnitFacts, UnitSide, DEFAULT_DEPTH};
