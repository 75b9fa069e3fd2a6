//! A JSON record (a saved army, a saved game, an army file) as read: the
//! text parsed once into a document, its kind and format fields looked at
//! first, then the record itself read from that document.
//!
//! Every record type is read from the document (`&Value`) and from nothing
//! else, so each type's reader is compiled once into the browser build.
//! Reading the records straight from the text beside the document (which
//! the format check needs anyway) compiled a second reader for many of
//! them: the table's bundle was 7.4 KB gzipped larger that way.

use serde::de::DeserializeOwned;
use serde_json::Value;

/// A parsed record, not yet read as any type.
pub(crate) struct Record(Value);

/// Why a text is not a record.
pub(crate) enum HeadError {
    /// Not JSON at all: where it stops making sense.
    NotJson { line: usize, column: usize },
    /// JSON, but not an object.
    NotAnObject { detail: String },
}

impl Record {
    pub(crate) fn parse(text: &str) -> Result<Record, HeadError> {
        let value: Value = serde_json::from_str(text).map_err(|e| HeadError::NotJson {
            line: e.line(),
            column: e.column(),
        })?;
        if !value.is_object() {
            return Err(HeadError::NotAnObject {
                detail: format!("expected a JSON object, found {}", json_kind(&value)),
            });
        }
        Ok(Record(value))
    }

    /// A text field, if it is one.
    pub(crate) fn text(&self, field: &str) -> Option<&str> {
        self.0.get(field).and_then(Value::as_str)
    }

    /// A whole-number field, if it is one.
    pub(crate) fn number(&self, field: &str) -> Option<u64> {
        self.0.get(field).and_then(Value::as_u64)
    }

    /// The value at a path of fields, if there is one.
    pub(crate) fn field(&self, path: &[&str]) -> Option<&Value> {
        path.iter().try_fold(&self.0, |value, name| value.get(name))
    }

    /// The record as a `T`.
    pub(crate) fn read<T: DeserializeOwned>(&self) -> Result<T, serde_json::Error> {
        T::deserialize(&self.0)
    }
}

/// What a JSON value is, in a message's words ("an array").
pub(crate) fn json_kind(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}
