//! Sets every shipped unit's `points` to what the points model says,
//! editing the list files in place: only the numbers change, every other
//! byte of a file stays as it was.
//!
//!     cargo run -p clouds_core --example reprice             # units without a points note
//!     cargo run -p clouds_core --example reprice -- --all    # also units with a note (the note stays)
//!     cargo run -p clouds_core --example reprice -- --check  # change nothing: list what would change
//!
//! A unit with a `points_note` keeps its price unless `--all` is given:
//! the note says why it costs something else. With `--check` the command
//! fails if any price would change. After a re-pricing, raise `revision`
//! in `army_lists/index.json` and bless that revision's golden links (see
//! `army_lists/README.md`).

use clouds_core::{Catalog, Lang, ReadFailure};

use clouds_core::testing::model_points;
use std::collections::BTreeMap;
use std::path::Path;
use std::process::ExitCode;

/// One member of a JSON object: its key and where its value lies.
struct Member {
    key: String,
    start: usize,
    end: usize,
}

fn skip_space(text: &[u8], mut i: usize) -> usize {
    while i < text.len() && text[i].is_ascii_whitespace() {
        i += 1;
    }
    i
}

/// The end of the string whose opening quote is at `i`.
fn skip_string(text: &[u8], mut i: usize) -> Result<usize, String> {
    i += 1;
    while i < text.len() {
        match text[i] {
            b'\\' => i += 2,
            b'"' => return Ok(i + 1),
            _ => i += 1,
        }
    }
    Err("a string runs to the end of the file".into())
}

/// The end of the value that starts at `i`.
fn skip_value(text: &[u8], i: usize) -> Result<usize, String> {
    match text.get(i) {
        Some(b'"') => skip_string(text, i),
        Some(b'{') | Some(b'[') => {
            let mut depth = 0usize;
            let mut j = i;
            while j < text.len() {
                match text[j] {
                    b'"' => {
                        j = skip_string(text, j)?;
                        continue;
                    }
                    b'{' | b'[' => depth += 1,
                    b'}' | b']' => {
                        depth -= 1;
                        if depth == 0 {
                            return Ok(j + 1);
                        }
                    }
                    _ => {}
                }
                j += 1;
            }
            Err("an object or array is never closed".into())
        }
        Some(_) => {
            let mut j = i;
            while j < text.len() && !matches!(text[j], b',' | b'}' | b']') {
                j += 1;
            }
            while j > i && text[j - 1].is_ascii_whitespace() {
                j -= 1;
            }
            Ok(j)
        }
        None => Err("a value is missing at the end of the file".into()),
    }
}

/// The members of the object whose `{` is at `i`.
fn members(text: &[u8], i: usize) -> Result<Vec<Member>, String> {
    let mut out = Vec::new();
    let mut j = skip_space(text, i + 1);
    if text.get(j) == Some(&b'}') {
        return Ok(out);
    }
    loop {
        let key_end = skip_string(text, j)?;
        let key: String = serde_json::from_slice(&text[j..key_end]).map_err(|e| e.to_string())?;
        j = skip_space(text, key_end);
        if text.get(j) != Some(&b':') {
            return Err(format!("no «:» after the key «{key}»"));
        }
        let start = skip_space(text, j + 1);
        let end = skip_value(text, start)?;
        out.push(Member { key, start, end });
        j = skip_space(text, end);
        match text.get(j) {
            Some(b',') => j = skip_space(text, j + 1),
            Some(b'}') => return Ok(out),
            _ => return Err("an object's members are not separated by «,»".into()),
        }
    }
}

/// Where each element of the array whose `[` is at `i` starts.
fn elements(text: &[u8], i: usize) -> Result<Vec<usize>, String> {
    let mut out = Vec::new();
    let mut j = skip_space(text, i + 1);
    if text.get(j) == Some(&b']') {
        return Ok(out);
    }
    loop {
        out.push(j);
        j = skip_space(text, skip_value(text, j)?);
        match text.get(j) {
            Some(b',') => j = skip_space(text, j + 1),
            Some(b']') => return Ok(out),
            _ => return Err("an array's elements are not separated by «,»".into()),
        }
    }
}

/// A price changed: the unit's id, its points as written before, now.
pub type Change = (String, String, u32);

/// `text` with each unit's points set by `price` (unit id → new points);
/// the changes made.
pub fn reprice(text: &str, price: &BTreeMap<String, u32>) -> Result<(String, Vec<Change>), String> {
    let bytes = text.as_bytes();
    let root = skip_space(bytes, 0);
    if bytes.get(root) != Some(&b'{') {
        return Err("the file is not a JSON object".into());
    }
    let Some(units) = members(bytes, root)?.into_iter().find(|m| m.key == "units") else {
        return Ok((text.to_owned(), Vec::new()));
    };
    let mut edits = Vec::new();
    for start in elements(bytes, units.start)? {
        if bytes.get(start) != Some(&b'{') {
            continue;
        }
        let unit = members(bytes, start)?;
        let id = unit
            .iter()
            .find(|m| m.key == "id")
            .and_then(|m| serde_json::from_slice::<String>(&bytes[m.start..m.end]).ok());
        let points = unit.iter().find(|m| m.key == "points");
        if let (Some(id), Some(points)) = (id, points) {
            let old = &text[points.start..points.end];
            if let Some(new) = price.get(&id) {
                if old.parse::<u32>().ok() != Some(*new) {
                    edits.push((points.start, points.end, id, old.to_owned(), *new));
                }
            }
        }
    }
    let mut out = text.to_owned();
    let mut changes = Vec::new();
    for (start, end, id, old, new) in edits.into_iter().rev() {
        out.replace_range(start..end, &new.to_string());
        changes.push((id, old, new));
    }
    changes.reverse();
    Ok((out, changes))
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let all = args.iter().any(|a| a == "--all");
    let check = args.iter().any(|a| a == "--check");
    if let Some(other) = args.iter().find(|a| *a != "--all" && *a != "--check") {
        eprintln!("unknown argument {other}");
        return ExitCode::FAILURE;
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../army_lists");
    let read = |relative: &str| {
        std::fs::read_to_string(root.join(relative)).map_err(|_| ReadFailure::NotFound)
    };
    let catalog = match Catalog::load_with("army_lists", read) {
        Ok(catalog) => catalog,
        Err(problems) => {
            for problem in &problems {
                eprintln!("{}", problem.describe(Lang::En));
            }
            return ExitCode::FAILURE;
        }
    };
    if !catalog.problems.is_empty() {
        for problem in &catalog.problems {
            eprintln!("{}", problem.describe(Lang::En));
        }
        eprintln!("fix the lists first: nothing was changed");
        return ExitCode::FAILURE;
    }
    let mut changed = 0;
    let mut kept = 0;
    for faction in catalog.factions() {
        let mut price = BTreeMap::new();
        for unit in &faction.units {
            let model = model_points(unit, &catalog.glossary);
            if unit.points_note.is_some() && !all {
                if unit.points != model {
                    kept += 1;
                }
                continue;
            }
            price.insert(unit.id.as_str().to_owned(), model);
        }
        let relative = faction
            .source
            .strip_prefix("army_lists/")
            .unwrap_or(&faction.source);
        let path = root.join(relative);
        let text = match std::fs::read_to_string(&path) {
            Ok(text) => text,
            Err(e) => {
                eprintln!("{}: {e}", faction.source);
                return ExitCode::FAILURE;
            }
        };
        let (new_text, changes) = match reprice(&text, &price) {
            Ok(result) => result,
            Err(e) => {
                eprintln!("{}: {e}", faction.source);
                return ExitCode::FAILURE;
            }
        };
        for (id, old, new) in &changes {
            println!("{}: {id} {old} → {new}", faction.source);
        }
        changed += changes.len();
        if !check && !changes.is_empty() {
            if let Err(e) = std::fs::write(&path, new_text) {
                eprintln!("{}: {e}", faction.source);
                return ExitCode::FAILURE;
            }
        }
    }
    let verb = if check { "would change" } else { "changed" };
    println!("{changed} prices {verb}; {kept} units keep their own price with a points note.");
    if check && changed > 0 {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
