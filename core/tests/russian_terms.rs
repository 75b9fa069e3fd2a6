//! The Russian of the lists, held to its glossary (`army_lists/GLOSSARY.md`,
//! machine-readable in `tests/fixtures/russian_terms.json`): every
//! recurring English term has one Russian term, everywhere in the lists
//! (names, descriptions, board texts, notes, sample armies), unless the
//! glossary names the entry and says why; and ё is written wherever it is
//! pronounced, the same in every file.

mod common;

use common::{army_lists_dir, read_list_file};
use serde::Deserialize;
use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet};

#[derive(Deserialize)]
struct Glossary {
    terms: Vec<Term>,
    yo: Yo,
}

/// One recurring term. Forms are sequences of word stems, lower case, one
/// per word in a row: `"field gun"` matches "Field guns"; a stem ending in
/// `$` must be the whole word.
#[derive(Deserialize)]
struct Term {
    en: String,
    ru: String,
    /// English that calls for the Russian term.
    en_forms: Vec<String>,
    /// Further English the Russian term may stand for.
    #[serde(default)]
    en_also: Vec<String>,
    /// The Russian term's forms.
    ru_forms: Vec<String>,
    /// Entries allowed another word, each with the reason.
    #[serde(default)]
    except: Vec<Exception>,
}

#[derive(Deserialize)]
struct Exception {
    /// `<file id> <entry id>`: the faction's (or `common`'s, `index`'s) id
    /// and the entry's; the faction's id alone for its own name and
    /// description.
    at: String,
    why: String,
}

#[derive(Deserialize)]
struct Yo {
    /// Stems written with ё that must never be written with е.
    always: Vec<String>,
    /// Words that are another word with ё and with е (все, всё).
    homographs: Vec<String>,
}

fn glossary() -> Glossary {
    let path =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/russian_terms.json");
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

/// A text a player reads: where it is, and both languages.
struct Found {
    at: String,
    field: String,
    en: String,
    ru: String,
}

fn collect(value: &Value, file: &str, entry: &str, field: &str, out: &mut Vec<Found>) {
    match value {
        Value::Object(map) => {
            if let (Some(Value::String(en)), Some(Value::String(ru))) =
                (map.get("en"), map.get("ru"))
            {
                let at = if entry.is_empty() {
                    file.to_owned()
                } else {
                    format!("{file} {entry}")
                };
                out.push(Found {
                    at,
                    field: field.to_owned(),
                    en: en.clone(),
                    ru: ru.clone(),
                });
                return;
            }
            let id = ["id", "unit", "asset"]
                .iter()
                .find_map(|key| map.get(*key).and_then(Value::as_str));
            let inner = match (entry.is_empty(), id) {
                (_, Some(id)) if !field.is_empty() => id.to_owned(),
                _ => entry.to_owned(),
            };
            for (key, value) in map {
                collect(value, file, &inner, key, out);
            }
        }
        Value::Array(items) => {
            for item in items {
                collect(item, file, entry, field, out);
            }
        }
        _ => {}
    }
}

/// Every text of the shipped lists: the index, the glossary of common.json
/// and each faction file the index names.
fn texts() -> Vec<Found> {
    let read = |file: &str| -> Value {
        serde_json::from_str(&read_list_file(file).unwrap_or_else(|_| panic!("{file}"))).unwrap()
    };
    let index = read("index.json");
    let mut out = Vec::new();
    collect(&index, "index", "", "", &mut out);
    collect(&read("common.json"), "common", "", "", &mut out);
    for era in index["eras"].as_array().unwrap() {
        for file in era["factions"].as_array().unwrap() {
            let faction = read(file.as_str().unwrap());
            let id = faction["id"].as_str().unwrap().to_owned();
            collect(&faction, &id, "", "", &mut out);
        }
    }
    out
}

fn words(text: &str) -> Vec<String> {
    text.to_lowercase()
        .split(|c: char| !(c.is_alphabetic() || c == '-'))
        .map(|w| w.trim_matches('-').to_owned())
        .filter(|w| !w.is_empty())
        .collect()
}

/// Whether a word (or, in a hyphenated word, one of its parts) is the
/// stem's: begins with it, or is it exactly when the stem ends in `$`.
fn stem_matches(stem: &str, word: &str) -> bool {
    let is = |part: &str| match stem.strip_suffix('$') {
        Some(whole) => part == whole,
        None => part.starts_with(stem),
    };
    is(word) || word.split('-').skip(1).any(is)
}

/// Whether the words hold the form: its stems, one a word, in a row.
fn holds(words: &[String], form: &str) -> bool {
    let stems: Vec<&str> = form.split_whitespace().collect();
    words.windows(stems.len()).any(|run| {
        run.iter()
            .zip(&stems)
            .all(|(word, stem)| stem_matches(stem, word))
    })
}

fn holds_any(words: &[String], forms: &[String]) -> bool {
    forms.iter().any(|form| holds(words, form))
}

#[test]
fn every_recurring_term_has_one_russian_term() {
    let glossary = glossary();
    let mut wrong = Vec::new();
    let mut used: BTreeSet<String> = BTreeSet::new();
    for found in texts() {
        let (en, ru) = (words(&found.en), words(&found.ru));
        for term in &glossary.terms {
            let excepted = term.except.iter().any(|e| e.at == found.at);
            if excepted {
                used.insert(format!("{} / {}", term.en, found.at));
                continue;
            }
            let english = holds_any(&en, &term.en_forms);
            let russian = holds_any(&ru, &term.ru_forms);
            if english && !russian {
                wrong.push(format!(
                    "{} ({}): «{}» should be «{}»: {}",
                    found.at, found.field, term.en, term.ru, found.ru
                ));
            }
            let accepted = english || holds_any(&en, &term.en_also);
            if russian && !accepted {
                wrong.push(format!(
                    "{} ({}): «{}» stands for «{}», which the English does not say: {} / {}",
                    found.at, found.field, term.ru, term.en, found.en, found.ru
                ));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    // An exception that no longer excuses anything is stale.
    let stale: Vec<String> = glossary
        .terms
        .iter()
        .flat_map(|term| {
            term.except
                .iter()
                .map(move |e| (format!("{} / {}", term.en, e.at), e))
        })
        .filter(|(key, e)| !used.contains(key) || e.why.trim().is_empty())
        .map(|(key, _)| key)
        .collect();
    assert!(
        stale.is_empty(),
        "exceptions without a text or a reason: {stale:?}"
    );
}

#[test]
fn yo_is_written_wherever_it_is_pronounced() {
    let glossary = glossary();
    let all = texts();
    let mut with_yo: BTreeMap<String, String> = BTreeMap::new();
    for found in &all {
        for word in words(&found.ru) {
            if word.contains('ё') {
                with_yo.insert(word.replace('ё', "е"), word.clone());
            }
        }
    }
    let mut wrong = BTreeSet::new();
    for found in &all {
        for word in words(&found.ru) {
            if word.contains('ё') || glossary.yo.homographs.contains(&word) {
                continue;
            }
            if let Some(spelled) = with_yo.get(&word) {
                wrong.insert(format!("{}: «{word}», elsewhere «{spelled}»", found.at));
            }
            for stem in &glossary.yo.always {
                let plain = stem.replace('ё', "е");
                if stem_matches(&plain, &word) {
                    wrong.insert(format!("{}: «{word}» is written with ё ({stem})", found.at));
                }
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "{}",
        wrong.into_iter().collect::<Vec<_>>().join("\n")
    );
}

#[test]
fn the_glossary_document_shows_every_term_and_the_yo_rule() {
    let doc = std::fs::read_to_string(army_lists_dir().join("GLOSSARY.md")).unwrap();
    let glossary = glossary();
    for term in &glossary.terms {
        let row = format!("| {} | {} |", term.en, term.ru);
        assert!(doc.contains(&row), "GLOSSARY.md has no row «{row}»");
        for exception in &term.except {
            assert!(
                doc.contains(&format!("`{}`", exception.at)),
                "GLOSSARY.md does not name the exception {} of «{}»",
                exception.at,
                term.en
            );
        }
    }
    for stem in &glossary.yo.always {
        assert!(
            doc.contains(stem.trim_end_matches('$')),
            "GLOSSARY.md: ё in «{stem}»"
        );
    }
}
