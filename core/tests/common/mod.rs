//! Helpers shared by the native integration tests.

use clouds_core::{Catalog, Lang, ReadFailure, SortStably};
use std::path::{Path, PathBuf};

/// The workspace's root, whichever package's tests include this file (the
/// core's, or the app's browser tests).
fn workspace() -> PathBuf {
    let package = Path::new(env!("CARGO_MANIFEST_DIR"));
    if package.join("army_lists").is_dir() {
        package.to_path_buf()
    } else {
        package.join("..")
    }
}

pub fn army_lists_dir() -> PathBuf {
    workspace().join("army_lists")
}

pub fn read_list_file(relative: &str) -> Result<String, ReadFailure> {
    std::fs::read_to_string(army_lists_dir().join(relative)).map_err(|_| ReadFailure::NotFound)
}

#[allow(dead_code)]
pub fn scenarios_dir() -> PathBuf {
    workspace().join("scenarios")
}

/// The shipped scenarios, loaded as the app loads them, with every
/// problem of every file.
#[allow(dead_code)]
pub fn shipped_scenarios(catalog: &Catalog) -> clouds_core::Scenarios {
    let read = |relative: &str| {
        std::fs::read_to_string(scenarios_dir().join(relative)).map_err(|_| ReadFailure::NotFound)
    };
    clouds_core::Scenarios::load_with("scenarios", catalog, read).unwrap_or_else(|problems| {
        let lines: Vec<_> = problems.iter().map(|p| p.describe(Lang::En)).collect();
        panic!("the scenarios' index does not load:\n{}", lines.join("\n"))
    })
}

/// The shipped lists, loaded as the app loads them.
#[allow(dead_code)] // not every test binary uses every helper
pub fn shipped_catalog() -> Catalog {
    Catalog::load_with("army_lists", read_list_file).unwrap_or_else(|problems| {
        let lines: Vec<_> = problems.iter().map(|p| p.describe(Lang::En)).collect();
        panic!("the shipped lists do not load:\n{}", lines.join("\n"))
    })
}

/// The sample armies of `tests/fixtures/armies/`, one per era, by era id.
#[allow(dead_code)]
pub fn sample_armies() -> Vec<(String, clouds_core::Roster)> {
    let dir = workspace().join("core/tests/fixtures/armies");
    let mut samples: Vec<_> = std::fs::read_dir(&dir)
        .expect("the sample armies folder")
        .map(|entry| entry.expect("a sample army").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "json"))
        .map(|path| {
            let era = path.file_stem().unwrap().to_string_lossy().into_owned();
            let text = std::fs::read_to_string(&path).unwrap();
            let roster =
                serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            (era, roster)
        })
        .collect();
    samples.sort_stably_by(|a, b| a.0.cmp(&b.0));
    samples
}
