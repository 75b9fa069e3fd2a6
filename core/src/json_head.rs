//! The first look at a JSON record (a saved army, a saved game, an army
//! file): its kind and format fields, read without building the whole
//! record, so that the record itself is then read straight from the text.
//! Reading records through `serde_json::Value` would compile every record
//! type's reader twice into the browser build; this keeps one.

use serde::Deserialize;
use serde_json::Value;

/// The fields that say what a record is.
#[derive(Default, Deserialize)]
pub(crate) struct Head {
    #[serde(default)]
    pub(crate) kind: Option<Value>,
    #[serde(default)]
    pub(crate) format: Option<Value>,
    #[serde(default)]
    pub(crate) clouds_of_smoke_army: Option<Value>,
}

/// Why a text has no head.
pub(crate) enum HeadError {
    /// Not JSON at all: where it stops making sense.
    NotJson { line: usize, column: usize },
    /// JSON, but not an object.
    NotAnObject { detail: String },
}

impl Head {
    pub(crate) fn read(text: &str) -> Result<Head, HeadError> {
        serde_json::from_str(text).map_err(|e| {
            if e.is_data() {
                HeadError::NotAnObject {
                    detail: e.to_string(),
                }
            } else {
                HeadError::NotJson {
                    line: e.line(),
                    column: e.column(),
                }
            }
        })
    }

    /// A whole-number field, if it is one.
    pub(crate) fn number(field: &Option<Value>) -> Option<u64> {
        field.as_ref().and_then(Value::as_u64)
    }
}
