//! Games on the device: a new game is kept as soon as it starts and again
//! after every decision, as its record, so a reload resumes it exactly.

use crate::storage::{DeviceStore, StoreError};
use clouds_core::{KeptSetup, Session};

/// Keeps a game under `id`, from the setup `kept`, as `session` has it: a
/// game just started, or one set up further as it was opened.
pub fn keep_game(
    store: &DeviceStore,
    kept: &KeptSetup,
    id: &str,
    session: &Session,
    origin: Option<&str>,
) -> Result<(), StoreError> {
    store.save_game_text(id, &kept.encode(id, session, js_sys::Date::now(), origin))
}
