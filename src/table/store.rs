//! Games on the device: a new game is kept as soon as it starts and again
//! after every decision, as its record, so a reload resumes it exactly.

use crate::storage::{DeviceStore, StoreError};
use clouds_core::{SavedGame, Session};

/// Keeps a game that has just started under `id`.
pub fn keep_new_game(
    store: &DeviceStore,
    id: &str,
    session: &Session,
    origin: Option<String>,
) -> Result<(), StoreError> {
    store.save_game(&SavedGame::new(id, session, js_sys::Date::now(), origin))
}
