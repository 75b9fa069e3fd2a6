//! Games on the device: a new game is kept as soon as it starts and again
//! after every decision, as its record, so a reload resumes it exactly.

use crate::storage::{DeviceStore, StoreError};
use clouds_core::{SavedGame, Session};

/// A fresh seed for a new game: the player may change it.
pub fn new_seed() -> u64 {
    // 2^53: every seed shown is a whole number JavaScript can hold exactly.
    (js_sys::Math::random() * 9_007_199_254_740_992.0) as u64
}

/// Keeps a game that has just started under `id`.
pub fn keep_new_game(
    store: &DeviceStore,
    id: &str,
    session: &Session,
    origin: Option<String>,
) -> Result<(), StoreError> {
    store.save_game(&SavedGame::new(id, session, js_sys::Date::now(), origin))
}
