//! The core stays pure: no browser crate is among its dependencies, direct
//! or indirect. The compiler holds the edge (core code cannot name a crate
//! it does not depend on); this test holds the dependency list itself, read
//! from the workspace's Cargo.lock, so that nobody adds one by accident.
//! I/O is kept out by clippy (core/clippy.toml's disallowed methods).

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// Crates that would tie the core to the browser.
const BROWSER_CRATES: &[&str] = &["leptos", "web-sys", "js-sys", "gloo", "wasm-bindgen"];

/// Each package in Cargo.lock with the names of its dependencies.
fn lock_graph() -> BTreeMap<String, Vec<String>> {
    let lock = Path::new(env!("CARGO_MANIFEST_DIR")).join("../Cargo.lock");
    let text = std::fs::read_to_string(&lock).expect("the workspace's Cargo.lock");
    let mut graph = BTreeMap::new();
    for package in text.split("[[package]]").skip(1) {
        let name = package
            .lines()
            .find_map(|l| l.strip_prefix("name = "))
            .expect("a package name")
            .trim_matches('"')
            .to_owned();
        let dependencies = package
            .split_once("dependencies = [")
            .map(|(_, rest)| rest.split(']').next().unwrap_or(""))
            .unwrap_or("")
            .lines()
            .map(|l| l.trim().trim_end_matches(',').trim_matches('"'))
            .filter(|l| !l.is_empty())
            // "name version" when the lock holds two versions of a crate.
            .map(|l| l.split(' ').next().unwrap_or(l).to_owned())
            .collect();
        graph.insert(name, dependencies);
    }
    graph
}

fn reachable_from(graph: &BTreeMap<String, Vec<String>>, root: &str) -> BTreeSet<String> {
    let mut seen = BTreeSet::new();
    let mut todo = vec![root.to_owned()];
    while let Some(name) = todo.pop() {
        if seen.insert(name.clone()) {
            todo.extend(graph.get(&name).into_iter().flatten().cloned());
        }
    }
    seen
}

fn is_browser_crate(name: &str) -> bool {
    BROWSER_CRATES
        .iter()
        .any(|forbidden| name == *forbidden || name.starts_with(&format!("{forbidden}-")))
}

#[test]
fn the_core_depends_on_no_browser_crate() {
    let graph = lock_graph();
    let core = reachable_from(&graph, "clouds_core");
    assert!(core.contains("serde"), "the lock file was read: {core:?}");
    let browser: Vec<_> = core.iter().filter(|n| is_browser_crate(n)).collect();
    assert!(browser.is_empty(), "the core reaches {browser:?}");
}

#[test]
fn the_check_would_see_a_browser_crate() {
    // The app does depend on them, so the same walk finds them there.
    let graph = lock_graph();
    let app = reachable_from(&graph, "clouds_of_smoke");
    for name in ["leptos", "web-sys", "wasm-bindgen", "gloo-storage"] {
        assert!(app.contains(name), "{name} not found under the app");
        assert!(is_browser_crate(name));
    }
}
