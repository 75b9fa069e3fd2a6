//! Reading list files: JSON text into typed entries, collecting every shape
//! problem instead of stopping at the first. Each entry of an array is read
//! on its own, so one broken unit does not hide the problems of the next.

use super::problem::{EntryKind, EntryRef, ListProblem, ProblemKind, RefKind, ShapeError};
use crate::json_head::json_kind;
use serde::de::DeserializeOwned;
use serde_json::{Map, Value};

/// Larger files are refused before parsing: a real list is tens of KB.
pub const MAX_FILE_BYTES: usize = 1_000_000;

/// Parses `text` as a JSON object, or names why it is not one (a single
/// problem, in the list form every reader returns).
pub(crate) fn read_object(file: &str, text: &str) -> Result<Map<String, Value>, Vec<ListProblem>> {
    let problem = |kind| vec![ListProblem::new(file, EntryRef::FILE, "", kind)];
    if text.len() > MAX_FILE_BYTES {
        return Err(problem(ProblemKind::TooLarge {
            bytes: text.len(),
            limit: MAX_FILE_BYTES,
        }));
    }
    match serde_json::from_str::<Value>(text) {
        Ok(Value::Object(object)) => Ok(object),
        Ok(other) => Err(problem(ProblemKind::Shape(ShapeError::WrongType {
            found: json_kind(&other).to_owned(),
            expected: "an object".to_owned(),
        }))),
        Err(error) => Err(problem(ProblemKind::NotJson {
            line: error.line(),
            column: error.column(),
        })),
    }
}

/// Reads the fields of one JSON object, recording problems as it goes.
/// Fields never asked for are reported as unknown by [`ObjectReader::finish`].
pub(crate) struct ObjectReader<'o, 'p> {
    file: &'p str,
    entry: EntryRef,
    object: &'o Map<String, Value>,
    asked: Vec<&'static str>,
    problems: &'p mut Vec<ListProblem>,
}

impl<'o, 'p> ObjectReader<'o, 'p> {
    pub(crate) fn new(
        file: &'p str,
        entry: EntryRef,
        object: &'o Map<String, Value>,
        problems: &'p mut Vec<ListProblem>,
    ) -> Self {
        ObjectReader {
            file,
            entry,
            object,
            asked: Vec::new(),
            problems,
        }
    }

    fn report(&mut self, field: &str, kind: ProblemKind) {
        self.problems
            .push(ListProblem::new(self.file, self.entry.clone(), field, kind));
    }

    /// A field that must be present.
    pub(crate) fn required<T: DeserializeOwned>(&mut self, name: &'static str) -> Option<T> {
        self.asked.push(name);
        match self.object.get(name) {
            None => {
                self.report(
                    "",
                    ProblemKind::Shape(ShapeError::MissingField {
                        name: name.to_owned(),
                    }),
                );
                None
            }
            Some(value) => self.decode(name, value),
        }
    }

    /// A field that may be absent or null.
    pub(crate) fn optional<T: DeserializeOwned>(&mut self, name: &'static str) -> Option<T> {
        self.asked.push(name);
        match self.object.get(name) {
            None | Some(Value::Null) => None,
            Some(value) => self.decode(name, value),
        }
    }

    /// An array field, whose entries the caller reads one by one.
    pub(crate) fn array(&mut self, name: &'static str, required: bool) -> &'o [Value] {
        self.asked.push(name);
        match self.object.get(name) {
            Some(Value::Array(items)) => items,
            None if !required => &[],
            None => {
                self.report(
                    "",
                    ProblemKind::Shape(ShapeError::MissingField {
                        name: name.to_owned(),
                    }),
                );
                &[]
            }
            Some(other) => {
                self.report(
                    name,
                    ProblemKind::Shape(ShapeError::WrongType {
                        found: json_kind(other).to_owned(),
                        expected: "an array".to_owned(),
                    }),
                );
                &[]
            }
        }
    }

    fn decode<T: DeserializeOwned>(&mut self, name: &str, value: &Value) -> Option<T> {
        match serde_path_to_error::deserialize::<_, T>(value) {
            Ok(decoded) => Some(decoded),
            Err(error) => {
                let problem = shape_problem(self.file, self.entry.clone(), name, error);
                self.problems.push(problem);
                None
            }
        }
    }

    /// Reports every field of the object that nobody asked for.
    pub(crate) fn finish(self) {
        for key in self.object.keys() {
            if !self.asked.contains(&key.as_str()) {
                self.problems.push(ListProblem::new(
                    self.file,
                    self.entry.clone(),
                    "",
                    ProblemKind::Shape(ShapeError::UnknownField { name: key.clone() }),
                ));
            }
        }
    }
}

/// Reads each value of an array as one entry of `kind`. Entries that fail
/// are reported and left out; the rest are returned with their index.
pub(crate) fn read_entries<T: DeserializeOwned>(
    file: &str,
    kind: EntryKind,
    values: &[Value],
    problems: &mut Vec<ListProblem>,
) -> Vec<(usize, T)> {
    let mut entries = Vec::with_capacity(values.len());
    for (index, value) in values.iter().enumerate() {
        let entry = EntryRef::new(kind, index, entry_id(value));
        match serde_path_to_error::deserialize::<_, T>(value) {
            Ok(decoded) => entries.push((index, decoded)),
            Err(error) => problems.push(shape_problem(file, entry, "", error)),
        }
    }
    entries
}

/// Reads board entries that are either the id of a shared entry of the
/// glossary (a string) or the faction's own entry (an object).
pub(super) fn read_board_entries<T: DeserializeOwned + Clone>(
    file: &str,
    kind: EntryKind,
    values: &[Value],
    shared: impl Fn(&str) -> Option<T>,
    ref_kind: RefKind,
    problems: &mut Vec<ListProblem>,
) -> Vec<(usize, T)> {
    let mut entries = Vec::with_capacity(values.len());
    for (index, value) in values.iter().enumerate() {
        if let Value::String(id) = value {
            match shared(id) {
                Some(found) => entries.push((index, found)),
                None => problems.push(ListProblem::new(
                    file,
                    EntryRef::new(kind, index, Some(id)),
                    "",
                    ProblemKind::UnknownReference {
                        kind: ref_kind,
                        id: id.clone(),
                    },
                )),
            }
        } else {
            let own = read_entries::<T>(file, kind, std::slice::from_ref(value), problems);
            entries.extend(own.into_iter().map(|(_, entry)| (index, entry)));
            if let Some(problem) = problems.last_mut() {
                if problem.entry.kind == kind && problem.entry.index == Some(0) {
                    problem.entry.index = Some(index);
                }
            }
        }
    }
    entries
}

fn entry_id(value: &Value) -> Option<&str> {
    value.get("id").and_then(Value::as_str)
}

/// Turns a deserialisation error into a problem naming the field's path.
fn shape_problem(
    file: &str,
    entry: EntryRef,
    prefix: &str,
    error: serde_path_to_error::Error<serde_json::Error>,
) -> ListProblem {
    let path = error.path().to_string();
    let mut field = match (prefix, path.as_str()) {
        (prefix, ".") => prefix.to_owned(),
        ("", path) => path.to_owned(),
        (prefix, path) => format!("{prefix}.{path}"),
    };
    let message = error.inner().to_string();
    let kind = classify(&message, &mut field);
    ListProblem::new(file, entry, field, kind)
}

/// Sorts serde's fixed message forms into structured problems.
fn classify(message: &str, field: &mut String) -> ProblemKind {
    let quoted = |text: &str| text.split('`').nth(1).unwrap_or_default().to_owned();
    let after = |text: &str, marker: &str| text.split_once(marker).map(|(_, rest)| rest.to_owned());
    if let Some(rest) = message.strip_prefix("missing field ") {
        return ProblemKind::Shape(ShapeError::MissingField { name: quoted(rest) });
    }
    if let Some(rest) = message.strip_prefix("unknown field ") {
        return ProblemKind::Shape(ShapeError::UnknownField { name: quoted(rest) });
    }
    if let Some(rest) = message.strip_prefix("unknown variant ") {
        let found = quoted(rest);
        // An internally tagged effect reports its unknown tag at `effect.kind`.
        let is_effect = field == "effect.kind" || field.ends_with(".effect.kind");
        if is_effect {
            return ProblemKind::UnknownEffect { found };
        }
        let expected = after(rest, ", expected ").unwrap_or_default();
        return ProblemKind::Shape(ShapeError::WrongValue { found, expected });
    }
    for (prefix, wrong_type) in [("invalid type: ", true), ("invalid value: ", false)] {
        if let Some(rest) = message.strip_prefix(prefix) {
            let (found, expected) = rest.split_once(", expected ").unwrap_or((rest, ""));
            let (found, expected) = (found.to_owned(), expected.to_owned());
            return ProblemKind::Shape(if wrong_type {
                ShapeError::WrongType { found, expected }
            } else {
                ShapeError::WrongValue { found, expected }
            });
        }
    }
    ProblemKind::Shape(ShapeError::Other {
        detail: message.to_owned(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::army_list::unit::Unit;

    #[test]
    fn oversized_text_is_refused_before_parsing() {
        let text = " ".repeat(MAX_FILE_BYTES + 1);
        let problems = read_object("big.json", &text).unwrap_err();
        assert!(matches!(problems[0].kind, ProblemKind::TooLarge { .. }));
    }

    #[test]
    fn syntax_errors_give_line_and_column() {
        let problems = read_object("bad.json", "{\n  \"id\": \n}").unwrap_err();
        assert_eq!(
            problems[0].kind,
            ProblemKind::NotJson { line: 3, column: 1 }
        );
    }

    #[test]
    fn a_non_object_file_is_a_shape_problem() {
        let problems = read_object("list.json", "[1, 2]").unwrap_err();
        assert!(matches!(
            problems[0].kind,
            ProblemKind::Shape(ShapeError::WrongType { .. })
        ));
    }

    #[test]
    fn each_broken_entry_is_reported_with_its_field() {
        let values: Vec<Value> = serde_json::from_str(
            r#"[
                {"id": "a", "points": "fifteen"},
                {"id": "b", "name": {"en": "B", "ru": "Б"}, "category": "main", "points": 15,
                 "speed": {"simple": 2, "difficult": 1}, "retreat": "d3", "strength": 1,
                 "morale": 2, "discipline": 4, "close_combat": 2, "fire": {"weapon": "musket", "range": "far", "dice": 2}}
            ]"#,
        )
        .unwrap();
        let mut problems = Vec::new();
        let units = read_entries::<Unit>("f.json", EntryKind::Unit, &values, &mut problems);
        assert!(units.is_empty());
        assert_eq!(problems.len(), 2, "{problems:#?}");
        assert_eq!(problems[0].entry.id.as_deref(), Some("a"));
        assert_eq!(problems[1].entry.index, Some(1));
        assert_eq!(problems[1].field, "fire.range");
        assert!(matches!(
            problems[1].kind,
            ProblemKind::Shape(ShapeError::WrongType { .. })
        ));
    }
}
