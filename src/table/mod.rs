//! The table's page (`table.html`): an army tried against a goldfish
//! target, or both sides played, under the full rules. The game is the
//! core's [`clouds_core::Session`]; this module only draws it and passes on
//! the player's decisions. The way in (the setup, the saved games) is on
//! the builder's page.
//!
//! - `shell`: the page's frame;
//! - `play`: the play screen (`#game=<id>`), status bar and panels;
//! - `board`, `terrain`, `overlays`: the SVG table;
//! - `drag`, `moves`, `keys`, `move_panel`: drafting and making moves;
//! - `pregame`: the pre-game sequence's panels, clicks and marks;
//! - `highlights`, `picking`: what is highlighted and what a click on a unit does;
//! - `decisions`, `action_board`, `marker_spots`: the decision due;
//! - `army_boards`: both armies' actions, tactics and assets to read;
//! - `autoplay`, `general_worker`: "decide for me" and "play to the end",
//!   by the general in the table's web worker;
//! - `log`, `outcome`: the log and the end;
//! - `store`: the game kept on the device as it is played.

mod action_board;
mod army_boards;
mod autoplay;
mod board;
mod context;
mod decisions;
mod drag;
pub(crate) mod general_worker;
mod highlights;
mod keys;
mod labels;
mod log;
mod marker_spots;
mod move_panel;
mod moves;
mod outcome;
mod overlays;
mod picking;
mod play;
mod pregame;
mod salvage;
mod scenario_status;
mod store;
mod terrain;
mod viewbox;

mod shell;

pub use shell::{PreGameApp, TableApp};
