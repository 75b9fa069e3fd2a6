//! Armies and list files kept on the device, in the browser's local
//! storage. Every record is separate, so one damaged record spoils only
//! itself. When the browser blocks storage (some private modes) the app
//! keeps armies in memory for the session and says so; a full quota is
//! reported, never ignored.

use clouds_core::SortStably;
use clouds_core::{KeptSetup, SaveError, SavedArmy, SavedGame, SavedGameHeader};
use gloo_storage::{errors::StorageError, LocalStorage, Storage};
use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};
use wasm_bindgen::JsCast;

const ARMY_PREFIX: &str = "cos.v1.army.";
const CUSTOM_LIST_PREFIX: &str = "cos.v1.list.";
const GAME_PREFIX: &str = "cos.v1.game.";
const SCENARIO_PREFIX: &str = "cos.v1.scenario.";
pub const LANG_KEY: &str = "cos.v1.lang";

/// Why something could not be stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StoreError {
    /// The browser's storage for this site is full.
    QuotaFull,
    Other(String),
}

/// A stored game as the list finds it: its header and its text (to put
/// back after a delete), or damaged with the reason.
#[derive(Clone, Debug, PartialEq)]
pub enum StoredGame {
    Ok {
        header: Box<SavedGameHeader>,
        text: String,
    },
    Damaged {
        key: String,
        error: SaveError,
    },
}

/// A fresh device-local id for an army or a game: time plus randomness,
/// in base 36.
pub fn new_id() -> String {
    let time = js_sys::Date::now() as u64;
    let noise = (js_sys::Math::random() * 1_679_616.0) as u64; // 36^4
    format!("{}{}", base36(time), base36(noise))
}

fn base36(mut n: u64) -> String {
    const DIGITS: &[u8] = b"0123456789abcdefghijklmnopqrstuvwxyz";
    let mut out = Vec::new();
    loop {
        out.push(DIGITS[(n % 36) as usize]);
        n /= 36;
        if n == 0 {
            break;
        }
    }
    out.reverse();
    String::from_utf8(out).unwrap_or_default()
}

/// A stored army as found: readable, or damaged with the reason.
#[derive(Clone, Debug, PartialEq)]
pub enum StoredArmy {
    Ok(SavedArmy),
    Damaged { key: String, error: SaveError },
}

#[derive(Clone)]
pub struct DeviceStore {
    /// `None` when local storage works; otherwise the session's stand-in.
    memory: Option<Arc<Mutex<BTreeMap<String, String>>>>,
}

impl DeviceStore {
    /// Probes local storage first: gloo-storage panics if it is missing.
    pub fn open() -> DeviceStore {
        let available = web_sys::window()
            .and_then(|window| window.local_storage().ok().flatten())
            .is_some();
        DeviceStore {
            memory: (!available).then(|| Arc::new(Mutex::new(BTreeMap::new()))),
        }
    }

    /// False when armies will only last until the page is closed.
    pub fn is_persistent(&self) -> bool {
        self.memory.is_none()
    }

    fn get_raw(&self, key: &str) -> Option<String> {
        match &self.memory {
            Some(memory) => memory.lock().ok()?.get(key).cloned(),
            None => LocalStorage::raw().get_item(key).ok().flatten(),
        }
    }

    fn remember(&self, key: &str, text: String) -> bool {
        match &self.memory {
            Some(memory) => {
                if let Ok(mut memory) = memory.lock() {
                    memory.insert(key.to_owned(), text);
                }
                true
            }
            None => false,
        }
    }

    /// Stores plain text as it is.
    fn set_raw(&self, key: &str, text: &str) -> Result<(), StoreError> {
        if self.remember(key, text.to_owned()) {
            return Ok(());
        }
        LocalStorage::raw().set_item(key, text).map_err(|error| {
            let name = error
                .dyn_ref::<web_sys::DomException>()
                .map(|exception| exception.name())
                .unwrap_or_default();
            if name.contains("Quota") {
                StoreError::QuotaFull
            } else {
                StoreError::Other(name)
            }
        })
    }

    fn delete(&self, key: &str) {
        match &self.memory {
            Some(memory) => {
                if let Ok(mut memory) = memory.lock() {
                    memory.remove(key);
                }
            }
            None => LocalStorage::delete(key),
        }
    }

    fn keys_with(&self, prefix: &str) -> Vec<String> {
        let keys: Vec<String> = match &self.memory {
            Some(memory) => memory
                .lock()
                .map(|m| m.keys().cloned().collect())
                .unwrap_or_default(),
            None => {
                let raw = LocalStorage::raw();
                let length = raw.length().unwrap_or(0);
                (0..length)
                    .filter_map(|i| raw.key(i).ok().flatten())
                    .collect()
            }
        };
        keys.into_iter()
            .filter(|key| key.starts_with(prefix))
            .collect()
    }

    /// Every stored army, newest first, damaged records last.
    pub fn armies(&self) -> Vec<StoredArmy> {
        let mut found: Vec<StoredArmy> = self
            .keys_with(ARMY_PREFIX)
            .into_iter()
            .map(
                |key| match self.get_raw(&key).map(|text| SavedArmy::decode(&text)) {
                    Some(Ok(saved)) => StoredArmy::Ok(saved),
                    Some(Err(error)) => StoredArmy::Damaged { key, error },
                    None => StoredArmy::Damaged {
                        key,
                        error: SaveError::NotJson { line: 0, column: 0 },
                    },
                },
            )
            .collect();
        found.sort_stably_by(|a, b| match (a, b) {
            (StoredArmy::Ok(a), StoredArmy::Ok(b)) => b.saved_at.total_cmp(&a.saved_at),
            (StoredArmy::Ok(_), _) => std::cmp::Ordering::Less,
            (_, StoredArmy::Ok(_)) => std::cmp::Ordering::Greater,
            _ => std::cmp::Ordering::Equal,
        });
        found
    }

    pub fn army(&self, id: &str) -> Option<Result<SavedArmy, SaveError>> {
        self.get_raw(&format!("{ARMY_PREFIX}{id}"))
            .map(|text| SavedArmy::decode(&text))
    }

    pub fn save_army(&self, saved: &SavedArmy) -> Result<(), StoreError> {
        let key = format!("{ARMY_PREFIX}{}", saved.id);
        if self.remember(&key, saved.encode()) {
            return Ok(());
        }
        LocalStorage::set(&key, saved).map_err(store_error)
    }

    pub fn delete_army(&self, id: &str) {
        self.delete(&format!("{ARMY_PREFIX}{id}"));
    }

    /// Removes a damaged record by its full key.
    pub fn delete_key(&self, key: &str) {
        if key.starts_with(ARMY_PREFIX) {
            self.delete(key);
        }
    }

    /// Every stored game, last played first, damaged records last. Only
    /// the headers are read: the list needs no more.
    pub fn games(&self) -> Vec<StoredGame> {
        let mut found: Vec<StoredGame> = self
            .keys_with(GAME_PREFIX)
            .into_iter()
            .map(|key| {
                let Some(text) = self.get_raw(&key) else {
                    let error = SaveError::NotJson { line: 0, column: 0 };
                    return StoredGame::Damaged { key, error };
                };
                match SavedGameHeader::decode(&text) {
                    Ok(header) => StoredGame::Ok {
                        header: Box::new(header),
                        text,
                    },
                    Err(error) => StoredGame::Damaged { key, error },
                }
            })
            .collect();
        found.sort_stably_by(|a, b| match (a, b) {
            (StoredGame::Ok { header: a, .. }, StoredGame::Ok { header: b, .. }) => {
                b.saved_at.total_cmp(&a.saved_at)
            }
            (StoredGame::Ok { .. }, _) => std::cmp::Ordering::Less,
            (_, StoredGame::Ok { .. }) => std::cmp::Ordering::Greater,
            _ => std::cmp::Ordering::Equal,
        });
        found
    }

    /// The game kept under `id`, with its setup as read, to keep the game
    /// as it is played.
    pub fn game(&self, id: &str) -> Option<Result<(SavedGame, KeptSetup), SaveError>> {
        self.get_raw(&format!("{GAME_PREFIX}{id}"))
            .map(|text| SavedGame::decode_keeping_setup(&text))
    }

    /// The text kept under `id`, as it is: to give a player the file he
    /// saved, whatever this version makes of it.
    pub fn game_text(&self, id: &str) -> Option<String> {
        self.get_raw(&format!("{GAME_PREFIX}{id}"))
    }

    /// Keeps a game record as it is (a game started, a file opened, a
    /// delete taken back).
    pub fn save_game_text(&self, id: &str, text: &str) -> Result<(), StoreError> {
        self.set_raw(&format!("{GAME_PREFIX}{id}"), text)
    }

    pub fn delete_game(&self, id: &str) {
        self.delete(&format!("{GAME_PREFIX}{id}"));
    }

    /// Removes a damaged game record by its full key.
    pub fn delete_game_key(&self, key: &str) {
        if key.starts_with(GAME_PREFIX) {
            self.delete(key);
        }
    }

    /// The player's own list files, by file name, as loaded.
    pub fn custom_lists(&self) -> Vec<(String, String)> {
        self.keys_with(CUSTOM_LIST_PREFIX)
            .into_iter()
            .filter_map(|key| {
                let text = self.get_raw(&key)?;
                Some((key.trim_start_matches(CUSTOM_LIST_PREFIX).to_owned(), text))
            })
            .collect()
    }

    pub fn save_custom_list(&self, faction_id: &str, text: &str) -> Result<(), StoreError> {
        self.set_raw(&format!("{CUSTOM_LIST_PREFIX}{faction_id}"), text)
    }

    /// The player's own scenario files, by scenario id, as loaded.
    pub fn own_scenarios(&self) -> Vec<(String, String)> {
        self.keys_with(SCENARIO_PREFIX)
            .into_iter()
            .filter_map(|key| {
                let text = self.get_raw(&key)?;
                Some((key.trim_start_matches(SCENARIO_PREFIX).to_owned(), text))
            })
            .collect()
    }

    pub fn save_own_scenario(&self, id: &str, text: &str) -> Result<(), StoreError> {
        self.set_raw(&format!("{SCENARIO_PREFIX}{id}"), text)
    }

    pub fn lang(&self) -> Option<String> {
        self.get_raw(LANG_KEY)
    }

    pub fn set_lang(&self, code: &str) {
        let _ = self.set_raw(LANG_KEY, code);
    }
}

fn store_error(error: StorageError) -> StoreError {
    let text = error.to_string();
    if text.contains("Quota") || text.to_ascii_lowercase().contains("quota") {
        StoreError::QuotaFull
    } else {
        StoreError::Other(text)
    }
}
