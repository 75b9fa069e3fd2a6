//! The rules engine, part one: the table and what stands on it.
//!
//! The model is the table as players see it, measured in unit widths (UW):
//!
//! - a [`Table`] of some size (20 × 15 UW by default: 120 × 90 cm at 60 mm
//!   bases), whose south edge is side A's own and north edge side B's;
//! - [`TerrainElement`]s: convex polygons or circles with [`Traits`]
//!   (broken, very broken, cover, elevation, blocks sight, road, village,
//!   emplacement), from the website rules' element list;
//! - [`TableUnit`]s: rectangles 1 UW wide and some depth (0.5 UW unless
//!   set), at a centre point with a facing angle, with the statline facts
//!   the geometry needs ([`UnitFacts`]);
//! - [`Commander`]s: a head (a point, where the command radius is measured
//!   from) on a round base of radius `COMMANDER_BASE_RADIUS` (0.25 UW);
//! - [`CombatMarker`]s: points.
//!
//! A [`Position`] holds them, checked when built, so every rule can trust
//! its input: impossible positions are refused with a [`PositionError`]
//! naming the units and places concerned. On a position the engine computes
//! what the rules define by geometry: contacts and formations, arcs and
//! lines of fire, engagement and flanking, simple, difficult and commander
//! moves, retreats, and the combat markers' radius, placement, merging and
//! the closeness of units to the enemy.
//!
//! Every reading of an ambiguous rule is written in `docs/RULES_NOTES.md`
//! ("Readings of the table rules") and in the module that applies it.
//!
//! The engine is pure: no I/O, no clock, no randomness. Distances are `f64`
//! in UW, angles radians counter-clockwise from east, and "touching" means
//! within [`EPSILON`] (1e-6 UW). Results come out in the position's order,
//! so the same position always gives the same answers.

pub(crate) mod combat_zone;
pub(crate) mod commander;
pub(crate) mod contact;
pub(crate) mod fire;
pub(crate) mod formation;
pub(crate) mod geometry;
pub(crate) mod layout;
pub(crate) mod movement;
pub(crate) mod overlay;
pub(crate) mod player;
pub(crate) mod position;
pub(crate) mod retreat;
mod scene;
pub(crate) mod side;
mod sightlines;
pub(crate) mod table;
pub(crate) mod terrain;
pub(crate) mod unit;

pub(crate) use combat_zone::{Combat, MarkerId, MarkerPlacement};
pub(crate) use commander::{Commander, CommanderId};
pub(crate) use geometry::{Point, EPSILON};
pub(crate) use movement::{CommanderMoved, MoveError, MoveKind, Moved};
pub(crate) use player::{PerPlayer, PlayerId, Seat, MAX_SEATS};
pub(crate) use position::{Position, PositionError};
pub(crate) use retreat::{RetreatDirection, RetreatOutcome};
pub(crate) use side::{PerSide, Side};
pub(crate) use table::{Quarter, Rect, Table};
pub(crate) use terrain::{Shape, TerrainElement, TerrainKind};
pub(crate) use unit::{Placement, TableUnit, TableUnitId, UnitFacts};
