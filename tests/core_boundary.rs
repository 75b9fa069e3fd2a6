//! The pure core never touches the browser or the outside world. Every file
//! under `src/` except the UI shell and `main.rs` is scanned for the crates
//! and std modules that would break that.

use std::path::{Path, PathBuf};

/// Names whose use in the core would tie it to the browser or to I/O.
const FORBIDDEN: &[&str] = &[
    "leptos",
    "web_sys",
    "js_sys",
    "gloo",
    "wasm_bindgen",
    "std::fs",
    "std::net",
    "std::io",
    "std::process",
    "std::env",
    "std::time::SystemTime",
    "std::time::Instant",
    "std::thread",
    "tokio",
    "reqwest",
    "thread_rng",
];

/// Where the UI shell lives, relative to `src/`; the only place allowed them.
const SHELL: &[&str] = &["ui", "main.rs"];

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            out.push(path);
        }
    }
}

/// The forbidden names used in `source`, ignoring line comments.
fn violations(source: &str) -> Vec<(usize, &'static str)> {
    let mut found = Vec::new();
    for (number, line) in source.lines().enumerate() {
        let code = line.split("//").next().unwrap_or("");
        for name in FORBIDDEN {
            let hit = code.match_indices(name).any(|(at, _)| {
                let before = code[..at].chars().next_back();
                let after = code[at + name.len()..].chars().next();
                let is_word = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_');
                !is_word(before) && !is_word(after)
            });
            if hit {
                found.push((number + 1, *name));
            }
        }
    }
    found
}

#[test]
fn the_core_uses_no_browser_or_io_crates() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let mut core_files = 0;
    let mut problems = Vec::new();
    for file in files {
        let relative = file.strip_prefix(&src).unwrap();
        let first = relative
            .components()
            .next()
            .unwrap()
            .as_os_str()
            .to_string_lossy();
        if SHELL.contains(&first.as_ref()) {
            continue;
        }
        core_files += 1;
        let source = std::fs::read_to_string(&file).unwrap();
        for (line, name) in violations(&source) {
            problems.push(format!("src/{}:{line} uses {name}", relative.display()));
        }
    }
    assert!(
        core_files >= 10,
        "only {core_files} core files found: is the scan looking in the right place?"
    );
    assert!(
        problems.is_empty(),
        "the pure core crossed its boundary:\n{}",
        problems.join("\n")
    );
}

#[test]
fn the_scan_catches_what_it_should_and_nothing_else() {
    assert_eq!(violations("use leptos::prelude::*;"), vec![(1, "leptos")]);
    assert_eq!(
        violations("let x = web_sys::window();"),
        vec![(1, "web_sys")]
    );
    assert_eq!(violations("std::fs::read(\"x\")"), vec![(1, "std::fs")]);
    assert_eq!(violations("use gloo::storage;"), vec![(1, "gloo")]);
    assert!(violations("// leptos is only named in a comment").is_empty());
    assert!(violations("let gloomy = 1; let leptos_like = 2;").is_empty());
}

#[test]
fn the_library_exposes_the_shell_only_as_ui() {
    // Core modules must not reach into the shell either.
    let lib =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("src/lib.rs")).unwrap();
    assert!(lib.contains("pub mod ui;"));
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    for file in files {
        let relative = file.strip_prefix(&src).unwrap();
        let first = relative
            .components()
            .next()
            .unwrap()
            .as_os_str()
            .to_string_lossy();
        if SHELL.contains(&first.as_ref()) {
            continue;
        }
        let source = std::fs::read_to_string(&file).unwrap();
        assert!(
            !source.contains("crate::ui"),
            "src/{} uses the UI shell",
            relative.display()
        );
    }
}
