//! The table: try an army against a goldfish target, or play both sides,
//! under the full rules. The game is the core's [`clouds_core::Session`];
//! this module only draws it and passes on the player's decisions.
//!
//! - `links`, `setup_screen`: the way in, and the game setup
//!   (`#play=<army payload>[.<saved army id>]`);
//! - `play`: the play screen (`#game=<id>`), status bar and panels;
//! - `board`, `terrain`, `overlays`: the SVG table;
//! - `drag`, `moves`, `keys`, `move_panel`: drafting and making moves;
//! - `picking`: what is highlighted and what a click on a unit does;
//! - `decisions`, `action_board`: the decision due;
//! - `log`, `outcome`: the log and the end;
//! - `store`, `saved_games`: games kept on the device.

mod action_board;
mod board;
mod context;
mod decisions;
mod drag;
mod keys;
mod labels;
mod links;
mod log;
mod move_panel;
mod moves;
mod outcome;
mod overlays;
mod picking;
mod play;
mod saved_games;
mod setup_screen;
mod store;
mod terrain;
mod viewbox;

pub use links::PlaySoloLink;
pub use play::TablePage;
pub use saved_games::SavedGames;
pub use setup_screen::GameSetupScreen;
