//! The browser benchmarks build every shipped list into themselves (they
//! have no server; `tests/wasm_support/shipped.rs`): this checks natively
//! that it names them all, so that their games stay the native
//! benchmarks' games as lists are added.

use clouds_core::SortStably;
use std::path::Path;

#[test]
fn the_browser_benchmark_builds_in_every_shipped_list() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let bench = std::fs::read_to_string(root.join("tests/wasm_support/shipped.rs"))
        .expect("the browser benchmark's source is readable");
    let mut missing = Vec::new();
    let mut folders = vec![root.join("army_lists")];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).expect("the lists' folder is readable") {
            let path = entry.expect("a folder entry").path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|e| e == "json") {
                let relative = path
                    .strip_prefix(root.join("army_lists"))
                    .expect("inside the lists' folder")
                    .to_string_lossy()
                    .replace('\\', "/");
                if !bench.contains(&format!("\"{relative}\"")) {
                    missing.push(relative);
                }
            }
        }
    }
    missing.sort_stably();
    assert!(
        missing.is_empty(),
        "tests/wasm_support/shipped.rs does not build in: {missing:?}"
    );
}
