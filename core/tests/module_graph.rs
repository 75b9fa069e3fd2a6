//! Dependencies between modules go one way: no module uses, directly or
//! through others, a module that uses it. This reads the sources of both
//! crates (the core and the app), finds every `crate::…` and `super::…`
//! path outside comments and tests, resolves it to the module file it
//! names, and looks for cycles. A module using its own parent (`super::X`
//! from a child) is how Rust nests modules and is not counted.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// A module by its path from the crate root: `["game", "turn"]`.
type Module = Vec<String>;

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("a source folder") {
        let path = entry.expect("a folder entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

fn module_of(root: &Path, file: &Path) -> Module {
    let relative = file.strip_prefix(root).expect("a file under the root");
    let mut parts: Module = relative
        .with_extension("")
        .iter()
        .map(|p| p.to_string_lossy().into_owned())
        .collect();
    if matches!(
        parts.last().map(String::as_str),
        Some("mod" | "lib" | "main")
    ) {
        parts.pop();
    }
    parts
}

/// The source without comments and without a trailing `#[cfg(test)]` module.
fn code_of(text: &str) -> String {
    let text = match text.find("#[cfg(test)]\nmod tests") {
        Some(at) => &text[..at],
        None => text,
    };
    text.lines()
        .map(|line| match line.find("//") {
            Some(at) => &line[..at],
            None => line,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Every path that starts with `crate::` or `super::`, expanded over one
/// level of braces (`use super::{a, b::c}` gives `super::a`, `super::b::c`).
fn paths_in(code: &str) -> Vec<Vec<String>> {
    let mut paths = Vec::new();
    for start in ["crate::", "super::"] {
        let mut rest = code;
        while let Some(at) = rest.find(start) {
            let before = rest[..at].chars().last();
            rest = &rest[at..];
            let word_start = !before.is_some_and(|c| c.is_alphanumeric() || c == '_');
            let head: String = rest
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == ':')
                .collect();
            let after = &rest[head.len()..];
            if word_start {
                let segments: Vec<String> = head
                    .split("::")
                    .filter(|s| !s.is_empty())
                    .map(str::to_owned)
                    .collect();
                if after.starts_with('{') {
                    let inner = &after[1..after.find('}').unwrap_or(after.len())];
                    for item in inner.split(',') {
                        let mut path = segments.clone();
                        path.extend(
                            item.trim()
                                .split("::")
                                .map(|s| s.trim().to_owned())
                                .filter(|s| !s.is_empty() && s != "{" && s != "self"),
                        );
                        paths.push(path);
                    }
                } else {
                    paths.push(segments);
                }
            }
            rest = &rest[start.len()..];
        }
    }
    paths
}

/// The absolute path (from the crate root) a `crate::` or `super::` path
/// stands for, seen from module `from`.
fn absolute(path: &[String], from: &Module) -> Option<Vec<String>> {
    let mut absolute: Module = Vec::new();
    let mut segments = path.iter().peekable();
    match segments.peek().map(|s| s.as_str()) {
        Some("crate") => {
            segments.next();
        }
        Some("super") => {
            absolute = from.clone();
            while segments.peek().map(|s| s.as_str()) == Some("super") {
                segments.next();
                absolute.pop();
            }
        }
        _ => return None,
    }
    absolute.extend(segments.cloned());
    Some(absolute)
}

/// The module an absolute path names: the longest known module it starts with.
fn module_named(absolute: &[String], modules: &BTreeSet<Module>) -> Option<Module> {
    (1..=absolute.len())
        .rev()
        .map(|n| absolute[..n].to_vec())
        .find(|m| modules.contains(m))
}

/// The module a path names, seen from `from`.
fn resolve(path: &[String], from: &Module, modules: &BTreeSet<Module>) -> Option<Module> {
    module_named(&absolute(path, from)?, modules)
}

/// The items a module re-exports from its children (`pub(crate) use
/// child::{A, B};` in a `mod.rs`), by name: a path to the parent's item is
/// a path to the child that defines it.
fn re_exports(code: &str, module: &Module) -> BTreeMap<String, Module> {
    let mut found = BTreeMap::new();
    for line in code.lines() {
        let line = line.trim();
        let Some(rest) = ["pub(crate) use ", "pub use "]
            .iter()
            .find_map(|p| line.strip_prefix(p))
        else {
            continue;
        };
        let rest = rest.trim_end_matches(';');
        let (head, items) = match rest.split_once("::{") {
            Some((head, items)) => (head, items.trim_end_matches('}').to_owned()),
            None => match rest.rsplit_once("::") {
                Some((head, item)) => (head, item.to_owned()),
                None => continue,
            },
        };
        if head.starts_with("crate") || head.starts_with("super") {
            continue;
        }
        let mut child = module.clone();
        child.extend(head.split("::").map(str::to_owned));
        for item in items.split(',') {
            let name = item.split(" as ").last().unwrap_or(item).trim();
            if !name.is_empty() {
                found.insert(name.to_owned(), child.clone());
            }
        }
    }
    found
}

fn graph_of(root: &Path) -> BTreeMap<Module, BTreeSet<Module>> {
    let mut files = Vec::new();
    rust_files(root, &mut files);
    let modules: BTreeSet<Module> = files.iter().map(|f| module_of(root, f)).collect();
    let codes: BTreeMap<Module, String> = files
        .iter()
        .map(|file| {
            let text = std::fs::read_to_string(file).expect("a source file");
            (module_of(root, file), code_of(&text))
        })
        .collect();
    let exported: BTreeMap<Module, BTreeMap<String, Module>> = codes
        .iter()
        .map(|(module, code)| (module.clone(), re_exports(code, module)))
        .collect();
    let mut graph = BTreeMap::new();
    for (from, code) in &codes {
        let uses: BTreeSet<Module> = paths_in(code)
            .iter()
            .filter_map(|path| {
                let full = absolute(path, from)?;
                let target = module_named(&full, &modules)?;
                // `crate::parent::Item` re-exported from `parent::child`.
                let through = full
                    .get(target.len())
                    .and_then(|item| exported.get(&target)?.get(item).cloned());
                Some(through.unwrap_or(target))
            })
            // Its own parents and itself are not dependencies.
            .filter(|target| !from.starts_with(target))
            .collect();
        graph.insert(from.clone(), uses);
    }
    graph
}

/// Groups of modules that reach one another (strongly connected, more than one).
fn cycles(graph: &BTreeMap<Module, BTreeSet<Module>>) -> Vec<Vec<Module>> {
    let reach = |start: &Module| -> BTreeSet<Module> {
        let mut seen = BTreeSet::new();
        let mut todo: Vec<Module> = graph[start].iter().cloned().collect();
        while let Some(m) = todo.pop() {
            if seen.insert(m.clone()) {
                todo.extend(graph.get(&m).into_iter().flatten().cloned());
            }
        }
        seen
    };
    let reaches: BTreeMap<&Module, BTreeSet<Module>> =
        graph.keys().map(|m| (m, reach(m))).collect();
    let mut found: Vec<Vec<Module>> = Vec::new();
    for (m, reached) in &reaches {
        if !reached.contains(*m) || found.iter().any(|c| c.contains(m)) {
            continue;
        }
        let group: Vec<Module> = reached
            .iter()
            .filter(|other| reaches[other].contains(*m))
            .cloned()
            .collect();
        found.push(group);
    }
    found
}

fn show(group: &[Module]) -> String {
    group
        .iter()
        .map(|m| m.join("::"))
        .collect::<Vec<_>>()
        .join(" ↔ ")
}

#[test]
fn no_module_of_the_core_depends_on_itself_through_others() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let graph = graph_of(&root);
    assert!(graph.len() > 50, "the core's modules were read");
    let found: Vec<String> = cycles(&graph).iter().map(|c| show(c)).collect();
    assert!(found.is_empty(), "import cycles in the core: {found:#?}");
}

#[test]
fn no_module_of_the_app_depends_on_itself_through_others() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../src");
    let graph = graph_of(&root);
    assert!(graph.len() > 20, "the app's modules were read");
    let found: Vec<String> = cycles(&graph).iter().map(|c| show(c)).collect();
    assert!(found.is_empty(), "import cycles in the app: {found:#?}");
}

#[test]
fn the_check_sees_a_cycle_through_a_third_module() {
    let m = |s: &str| -> Module { s.split("::").map(str::to_owned).collect() };
    let modules: BTreeSet<Module> = ["game", "game::turn", "game::combat", "game::hits"]
        .into_iter()
        .map(m)
        .collect();
    let code =
        "use super::{combat::Combat, hits};\nfn f() { crate::game::turn::run(); } // crate::x";
    let uses: BTreeSet<Module> = paths_in(&code_of(code))
        .iter()
        .filter_map(|p| resolve(p, &m("game::hits"), &modules))
        .collect();
    assert_eq!(
        uses,
        [m("game::combat"), m("game::hits"), m("game::turn")].into()
    );
    let graph: BTreeMap<Module, BTreeSet<Module>> = [
        (m("game::turn"), [m("game::combat")].into()),
        (m("game::combat"), [m("game::hits")].into()),
        (m("game::hits"), [m("game::turn")].into()),
        (m("game"), BTreeSet::new()),
    ]
    .into();
    assert_eq!(
        cycles(&graph),
        vec![vec![m("game::combat"), m("game::hits"), m("game::turn")]]
    );
}

#[test]
fn a_path_to_a_re_exported_item_names_the_module_that_defines_it() {
    let m = |s: &str| -> Module { s.split("::").map(str::to_owned).collect() };
    let exported = re_exports(
        "pub(crate) use faction::Faction;\npub(crate) use ids::{AssetId, UnitId as Unit};",
        &m("army_list"),
    );
    assert_eq!(exported.get("Faction"), Some(&m("army_list::faction")));
    assert_eq!(exported.get("Unit"), Some(&m("army_list::ids")));
    assert_eq!(exported.get("AssetId"), Some(&m("army_list::ids")));
    let full = absolute(
        &["crate", "army_list", "Faction"].map(str::to_owned),
        &m("roster"),
    )
    .unwrap();
    assert_eq!(full, ["army_list", "Faction"].map(str::to_owned));
}
