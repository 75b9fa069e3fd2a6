//! Clouds of Smoke army builder.
//!
//! The crate is a pure core (everything but [`ui`]) and a thin Leptos UI
//! shell. The core does no I/O and knows nothing of the browser; the
//! `core_boundary` test enforces that. See ARCHITECTURE.md.

pub mod army_list;
pub mod engine;
pub mod game;
pub mod i18n;
pub mod reference;
pub mod roster;
pub mod saved_army;
pub mod share;
pub mod ui;
