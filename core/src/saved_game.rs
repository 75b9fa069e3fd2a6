//! How a game is kept on the device and in a downloaded file: one
//! versioned JSON record per game, holding its record (setup, seed, mode,
//! decisions) and a summary for the list of saved games, so the list can
//! be shown without replaying every game. Reading is strict and reports
//! what is wrong; it never panics on any text.

use crate::engine::{PerSide, Side};
use crate::game::general::strength::Strength;
use crate::game::session::{Decision, Mode, Session, SessionRecord};
use crate::game::setup::GameSetup;
use crate::game::state::Outcome;
use crate::json_head::{HeadError, Record};
use crate::saved_army::SaveError;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// The record format written today.
pub(crate) const GAME_FORMAT: u32 = 1;
/// What the record says it is, so that any other JSON file is told apart.
const KIND: &str = "clouds-of-smoke-game";

/// What the list of saved games shows.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameSummary {
    /// The two armies' names, side A's first.
    pub armies: PerSide<String>,
    pub mode: Mode,
    pub turn: u32,
    pub morale: PerSide<u32>,
    pub outcome: Option<Outcome>,
    /// Decisions made so far.
    pub decisions: usize,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedGame {
    pub kind: String,
    pub format: u32,
    /// The device-local id, also the end of the storage key.
    pub id: String,
    /// Milliseconds since 1970, for sorting by last play.
    pub saved_at: f64,
    pub summary: GameSummary,
    /// Where the player came from, as the app's own link (for "back to the
    /// army"); opaque to the core.
    #[serde(default)]
    pub origin: Option<String>,
    pub record: SessionRecord,
}

impl SavedGame {
    pub fn new(id: &str, session: &Session, saved_at: f64, origin: Option<String>) -> SavedGame {
        SavedGame {
            kind: KIND.to_owned(),
            format: GAME_FORMAT,
            id: id.to_owned(),
            saved_at,
            summary: GameSummary::of(session),
            origin,
            record: session.record().clone(),
        }
    }

    /// A game about to start, from its record alone: the builder's page,
    /// which does not carry the engine, starts games this way, and the
    /// table plays it from there.
    pub fn starting(
        id: &str,
        record: SessionRecord,
        saved_at: f64,
        origin: Option<String>,
    ) -> SavedGame {
        SavedGame {
            kind: KIND.to_owned(),
            format: GAME_FORMAT,
            id: id.to_owned(),
            saved_at,
            summary: GameSummary::starting(&record),
            origin,
            record,
        }
    }

    /// The text of [`SavedGame::starting`] (`record` with no decision yet,
    /// whose decisions are left out), the same to the byte, written without
    /// the decisions' types: the builder's page, which starts games, then
    /// carries no writer for commands and the general's reasons.
    pub fn starting_text(
        id: &str,
        record: &SessionRecord,
        saved_at: f64,
        origin: Option<&str>,
    ) -> String {
        /// [`SavedGame`]'s fields, in its order.
        #[derive(Serialize)]
        struct Starting<'a> {
            kind: &'a str,
            format: u32,
            id: &'a str,
            saved_at: f64,
            summary: GameSummary,
            origin: Option<&'a str>,
            record: StartingRecord<'a>,
        }
        /// [`SessionRecord`]'s fields, in its order, with no decision.
        #[derive(Serialize)]
        struct StartingRecord<'a> {
            setup: &'a GameSetup,
            seed: u64,
            mode: &'a Mode,
            strength: Strength,
            decisions: [(); 0],
        }
        let starting = Starting {
            kind: KIND,
            format: GAME_FORMAT,
            id,
            saved_at,
            summary: GameSummary::starting(record),
            origin,
            record: StartingRecord {
                setup: &record.setup,
                seed: record.seed,
                mode: &record.mode,
                strength: record.strength,
                decisions: [],
            },
        };
        serde_json::to_string(&starting).unwrap_or_default()
    }

    pub fn encode(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Reads a stored record or a chosen file, checking that it is a game
    /// of a format this version reads.
    pub fn decode(text: &str) -> Result<SavedGame, SaveError> {
        checked(text)?.read().map_err(|e| SaveError::WrongShape {
            detail: e.to_string(),
        })
    }

    /// Reads a game as [`SavedGame::decode`] does, keeping its setup as it
    /// was read, to write the game again as it is played.
    pub fn decode_keeping_setup(text: &str) -> Result<(SavedGame, KeptSetup), SaveError> {
        let record = checked(text)?;
        let saved: SavedGame = record.read().map_err(|e| SaveError::WrongShape {
            detail: e.to_string(),
        })?;
        let setup = record
            .field(&["record", "setup"])
            .cloned()
            .unwrap_or_default();
        Ok((saved, KeptSetup(setup)))
    }
}

impl GameSummary {
    /// A game's summary before its first decision.
    fn starting(record: &SessionRecord) -> GameSummary {
        let setup = &record.setup;
        GameSummary {
            armies: PerSide::from_fn(|side| team_name(setup, side)),
            mode: record.mode.clone(),
            turn: 0,
            morale: PerSide::from_fn(|side| setup.starting_morale(side)),
            outcome: None,
            decisions: 0,
        }
    }

    fn of(session: &Session) -> GameSummary {
        let game = session.game();
        GameSummary {
            armies: PerSide::from_fn(|side| team_name(game.setup(), side)),
            mode: session.mode().clone(),
            turn: game.turn(),
            morale: PerSide::from_fn(|side| game.morale(side)),
            outcome: game.outcome(),
            decisions: session.record().decisions.len(),
        }
    }
}

/// A side's army's name, or a team's names joined.
fn team_name(setup: &GameSetup, side: Side) -> String {
    let names: Vec<&str> = setup
        .armies
        .side(side)
        .iter()
        .map(|a| a.name.as_str())
        .collect();
    names.join(" + ")
}

/// A game's setup as it was read, to write the game again and again as it
/// is played. A setup never changes during a game, so the table writes it
/// back as the JSON it was read from: the table's bundle then carries no
/// writer for setups, armies and their rules (about 5 KB gzipped).
#[derive(Clone, Debug, PartialEq)]
pub struct KeptSetup(Value);

impl KeptSetup {
    /// The game `session` (which must have been started from this setup)
    /// as a saved game's text, the same record [`SavedGame::new`] writes.
    pub fn encode(
        &self,
        id: &str,
        session: &Session,
        saved_at: f64,
        origin: Option<&str>,
    ) -> String {
        let record = session.record();
        let written = GameWritten {
            kind: KIND,
            format: GAME_FORMAT,
            id,
            saved_at,
            summary: GameSummary::of(session),
            origin,
            record: RecordWritten {
                setup: &self.0,
                seed: record.seed,
                mode: &record.mode,
                strength: record.strength,
                decisions: &record.decisions,
            },
        };
        serde_json::to_string(&written).unwrap_or_default()
    }
}

/// [`SavedGame`] as [`KeptSetup`] writes it: the same fields, with the
/// setup as it was read.
#[derive(Serialize)]
struct GameWritten<'a> {
    kind: &'static str,
    format: u32,
    id: &'a str,
    saved_at: f64,
    summary: GameSummary,
    origin: Option<&'a str>,
    record: RecordWritten<'a>,
}

/// [`SessionRecord`] with the setup as it was read.
#[derive(Serialize)]
struct RecordWritten<'a> {
    setup: &'a Value,
    seed: u64,
    mode: &'a Mode,
    strength: Strength,
    decisions: &'a [Decision],
}

/// What the list of saved games reads of a record: everything but the
/// record itself, so the list needs neither the engine nor the record's
/// shape.
#[derive(Clone, Debug, PartialEq, Deserialize)]
pub struct SavedGameHeader {
    pub id: String,
    pub saved_at: f64,
    pub summary: GameSummary,
    #[serde(default)]
    pub origin: Option<String>,
}

impl SavedGameHeader {
    /// Reads the header of a stored record or a chosen file, checking that
    /// it is a game of a format this version reads.
    pub fn decode(text: &str) -> Result<SavedGameHeader, SaveError> {
        checked(text)?.read().map_err(|e| SaveError::WrongShape {
            detail: e.to_string(),
        })
    }
}

/// Checks that a text is a game record of a format this version reads.
fn checked(text: &str) -> Result<Record, SaveError> {
    let record = match Record::parse(text) {
        Ok(record) => record,
        Err(HeadError::NotJson { line, column }) => {
            return Err(SaveError::NotJson { line, column })
        }
        Err(HeadError::NotAnObject { .. }) => return Err(SaveError::NotAGame),
    };
    if record.text("kind") != Some(KIND) {
        return Err(SaveError::NotAGame);
    }
    if let Some(found) = record.number("format") {
        if found > u64::from(GAME_FORMAT) {
            return Err(SaveError::FutureFormat {
                found: u32::try_from(found).unwrap_or(u32::MAX),
            });
        }
    }
    Ok(record)
}
