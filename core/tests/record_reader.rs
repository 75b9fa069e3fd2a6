//! The reader of records (`read_document`: saved games and armies, army
//! files, the general's answers) reads a document as serde_json's own
//! reader of a `Value` does, with one difference: a struct is read only
//! from an object, never from an array of its fields (no record is written
//! so, and that second way in was compiled into every struct's reader).

use clouds_core::{read_document, GameRecord, SavedGame};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::fmt::Debug;
use std::path::{Path, PathBuf};

fn fixtures(folder: &str) -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
    let mut files = Vec::new();
    let mut folders = vec![root.join(folder)];
    while let Some(dir) = folders.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|e| e == "json") {
                files.push(path);
            }
        }
    }
    assert!(!files.is_empty(), "fixtures in {folder}");
    files
}

/// Both readers read `document` alike: the same value, or both refuse it
/// with the same message.
fn read_alike<T: DeserializeOwned + PartialEq + Debug>(document: &Value, what: &str) {
    let ours = read_document::<T>(document).map_err(|e| e.to_string());
    let serde_json = T::deserialize(document).map_err(|e| e.to_string());
    assert_eq!(ours, serde_json, "{what}");
}

#[test]
fn saved_games_and_game_records_read_as_serde_json_reads_them() {
    for path in fixtures("saved_games") {
        let document: Value =
            serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
        read_alike::<SavedGame>(&document, &path.display().to_string());
        assert!(read_document::<SavedGame>(&document).is_ok(), "{path:?}");
    }
    #[derive(Debug, PartialEq, Deserialize)]
    struct Golden {
        record: GameRecord,
    }
    for folder in ["games", "scenario_games"] {
        for path in fixtures(folder) {
            let text = std::fs::read_to_string(&path).unwrap();
            let document: Value = serde_json::from_str(&text).unwrap();
            read_alike::<Golden>(&document, &path.display().to_string());
        }
    }
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Inner {
    x: f64,
    #[serde(default)]
    tag: Option<String>,
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
enum Shape {
    Unit,
    Newtype(u8),
    Tuple(i32, u32),
    Struct { inner: Inner, list: Vec<u16> },
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
struct Outer {
    shapes: Vec<Shape>,
    pair: (u8, i64),
    maybe: Option<Box<Inner>>,
    flag: bool,
    letter: char,
    nothing: (),
}

#[test]
fn every_shape_reads_alike_and_so_does_every_refusal() {
    let good = r#"{ "shapes": ["Unit", {"Unit": null}, {"Newtype": 7}, {"Tuple": [-3, 4]},
                    {"Struct": {"inner": {"x": 1.5}, "list": [1, 2]}}],
                    "pair": [255, -9007199254740993], "maybe": {"x": 2, "tag": "t"},
                    "flag": true, "letter": "ё", "nothing": null, "ignored": [1] }"#;
    let document: Value = serde_json::from_str(good).unwrap();
    read_alike::<Outer>(&document, "good");
    assert!(read_document::<Outer>(&document).is_ok());
    let mut bad: Vec<Value> = Vec::new();
    for (field, value) in [
        ("shapes", r#"["Nothing"]"#),
        ("shapes", r#"[{"Unit": 1}]"#),
        ("shapes", r#"[{"Newtype": 256}]"#),
        ("shapes", r#"["Newtype"]"#),
        ("shapes", r#"[{"Tuple": [1]}]"#),
        ("shapes", r#"[{"Tuple": [1, 2, 3]}]"#),
        ("shapes", r#"[{"Struct": [1]}]"#),
        (
            "shapes",
            r#"[{"Struct": {"inner": {"x": 1, "y": 2}, "list": []}}]"#,
        ),
        ("shapes", r#"[{"Unit": null, "Newtype": 1}]"#),
        ("shapes", r#"[{}]"#),
        ("shapes", "[3]"),
        ("shapes", "{}"),
        ("pair", "[1, 2, 3]"),
        ("pair", "[-1, 2]"),
        ("maybe", r#"{"x": "one"}"#),
        ("maybe", r#"{"tag": "t"}"#),
        ("flag", "1"),
        ("letter", r#""ab""#),
        ("nothing", "0"),
    ] {
        let mut document: Value = serde_json::from_str(good).unwrap();
        document[field] = serde_json::from_str(value).unwrap();
        bad.push(document);
    }
    for document in &bad {
        read_alike::<Outer>(document, &document.to_string());
        assert!(read_document::<Outer>(document).is_err(), "{document}");
    }
}

#[test]
fn a_struct_is_read_from_an_object_only() {
    let document: Value = serde_json::from_str(r#"[1.5, null]"#).unwrap();
    assert_eq!(
        Inner::deserialize(&document).unwrap(),
        Inner { x: 1.5, tag: None },
        "serde_json's own reader takes an array of the fields"
    );
    let refused = read_document::<Inner>(&document).unwrap_err();
    assert_eq!(
        refused.to_string(),
        "invalid type: sequence, expected struct Inner"
    );
}
