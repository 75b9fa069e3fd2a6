//! How an army is kept on the device: one versioned JSON record per army,
//! so a corrupted record spoils only itself. Reading is strict and reports
//! what is wrong; it never panics on any text.

use crate::army_list::{AssetId, UnitId};
use crate::i18n::Lang;
use crate::json_head::{HeadError, Record};
use crate::roster::{clean_name, Roster};
use serde::{Deserialize, Serialize};

/// The record format written today.
pub(crate) const SAVE_FORMAT: u32 = 1;
/// More of one unit or asset than any table could hold: a sign of damage.
pub(crate) const MAX_COUNT: u32 = 999;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedArmy {
    pub format: u32,
    /// The device-local id, also the end of the storage key.
    pub id: String,
    /// Milliseconds since 1970, for sorting by last change.
    pub saved_at: f64,
    pub roster: Roster,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveError {
    NotJson {
        line: usize,
        column: usize,
    },
    WrongShape {
        detail: String,
    },
    FutureFormat {
        found: u32,
    },
    CountTooLarge {
        what: String,
        count: u32,
    },
    /// Some other JSON: not a game this app saved.
    NotAGame,
}

impl SaveError {
    pub fn message(&self, lang: Lang) -> String {
        match self {
            SaveError::NotJson { line, column } => format!(
                "{} {line}:{column}",
                lang.pick(
                    "the record is not valid JSON at",
                    "запись — некорректный JSON в позиции"
                )
            ),
            SaveError::WrongShape { detail } => format!(
                "{}: {detail}",
                lang.pick(
                    "the record has the wrong shape",
                    "у записи неверная структура"
                )
            ),
            SaveError::FutureFormat { found } => format!(
                "{} {found}; {}",
                lang.pick("the record uses format", "запись в формате"),
                lang.pick(
                    "a newer version of the app wrote it",
                    "её сохранила более новая версия приложения"
                )
            ),
            SaveError::CountTooLarge { what, count } => format!(
                "«{what}» × {count}: {}",
                lang.pick("an impossible count", "невозможное количество")
            ),
            SaveError::NotAGame => lang
                .pick(
                    "this is not a game saved by this app",
                    "это не игра, сохранённая этим приложением",
                )
                .to_owned(),
        }
    }
}

impl SavedArmy {
    pub fn new(id: &str, roster: Roster, saved_at: f64) -> SavedArmy {
        SavedArmy {
            format: SAVE_FORMAT,
            id: id.to_owned(),
            saved_at,
            roster,
        }
    }

    pub fn encode(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Reads a stored record, checking everything a damaged one could get wrong.
    pub fn decode(text: &str) -> Result<SavedArmy, SaveError> {
        let record = Record::parse(text).map_err(|e| match e {
            HeadError::NotJson { line, column } => SaveError::NotJson { line, column },
            HeadError::NotAnObject { detail } => SaveError::WrongShape { detail },
        })?;
        if let Some(found) = record.number("format") {
            if found > u64::from(SAVE_FORMAT) {
                return Err(SaveError::FutureFormat {
                    found: u32::try_from(found).unwrap_or(u32::MAX),
                });
            }
        }
        let mut saved: SavedArmy = record.read().map_err(|e| SaveError::WrongShape {
            detail: e.to_string(),
        })?;
        check_counts(&saved.roster)?;
        saved.roster.name = clean_name(&saved.roster.name);
        Ok(saved)
    }
}

/// Counts must be sane, and never zero (a zero entry is not kept).
pub(crate) fn check_counts(roster: &Roster) -> Result<(), SaveError> {
    let units = roster.units.iter().map(|e| (e.unit.as_str(), e.count));
    let assets = roster.assets.iter().map(|e| (e.asset.as_str(), e.copies));
    for (what, count) in units.chain(assets) {
        if count == 0 || count > MAX_COUNT {
            return Err(SaveError::CountTooLarge {
                what: what.to_owned(),
                count,
            });
        }
    }
    let unique_units: std::collections::BTreeSet<&UnitId> =
        roster.units.iter().map(|e| &e.unit).collect();
    let unique_assets: std::collections::BTreeSet<&AssetId> =
        roster.assets.iter().map(|e| &e.asset).collect();
    if unique_units.len() != roster.units.len() || unique_assets.len() != roster.assets.len() {
        return Err(SaveError::WrongShape {
            detail: "an entry appears twice".to_owned(),
        });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::army_list::FactionId;
    use crate::roster::{Edit, Skill};

    fn sample() -> SavedArmy {
        let roster = Roster::new(FactionId::new("empires_france"), "Grande Armée", 500)
            .apply(&Edit::SetCommander(Some(Skill::Competent)))
            .apply(&Edit::AddUnit(UnitId::new("line_infantry")));
        SavedArmy::new("a1", roster, 1_700_000_000_000.0)
    }

    #[test]
    fn a_record_round_trips() {
        let saved = sample();
        assert_eq!(SavedArmy::decode(&saved.encode()).unwrap(), saved);
    }

    #[test]
    fn damaged_records_are_named_not_panicked_on() {
        let text = sample().encode();
        assert!(matches!(
            SavedArmy::decode(&text[..text.len() / 2]),
            Err(SaveError::NotJson { .. })
        ));
        assert!(matches!(
            SavedArmy::decode("[]"),
            Err(SaveError::WrongShape { .. })
        ));
        assert!(matches!(
            SavedArmy::decode(""),
            Err(SaveError::NotJson { .. })
        ));
        let future = text.replace("\"format\":1", "\"format\":7");
        assert_eq!(
            SavedArmy::decode(&future),
            Err(SaveError::FutureFormat { found: 7 })
        );
        let huge = text.replace("\"count\":1", "\"count\":4294967295");
        assert!(matches!(
            SavedArmy::decode(&huge),
            Err(SaveError::CountTooLarge { .. })
        ));
        let zero = text.replace("\"count\":1", "\"count\":0");
        assert!(matches!(
            SavedArmy::decode(&zero),
            Err(SaveError::CountTooLarge { .. })
        ));
    }

    #[test]
    fn every_truncation_of_a_record_is_handled() {
        let text = sample().encode();
        for end in 0..text.len() {
            if text.is_char_boundary(end) {
                let _ = SavedArmy::decode(&text[..end]);
            }
        }
    }
}
