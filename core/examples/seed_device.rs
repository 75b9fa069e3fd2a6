//! Prints a script that puts a saved army (`lh`) and a game in play (`lh`)
//! in the browser's local storage, as the app keeps them: the builder and
//! the table can then be opened straight away (`#edit=lh`, `#game=lh`).
//! `scripts/lighthouse.sh` uses it to audit those screens.
//!
//!     cargo run -p clouds_core --example seed_device > seed.js

use clouds_core::{target_army, Catalog, ReadFailure, SavedArmy, SavedGame};

use clouds_core::testing::crowded_session;
use std::path::Path;
use std::process::ExitCode;

fn main() -> ExitCode {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../army_lists");
    let read = |relative: &str| {
        std::fs::read_to_string(root.join(relative)).map_err(|_| ReadFailure::NotFound)
    };
    let Ok(catalog) = Catalog::load_with("army_lists", read) else {
        eprintln!(
            "the shipped lists do not load: run `cargo run -p clouds_core --example check_lists`"
        );
        return ExitCode::FAILURE;
    };
    let (Some(faction), Some(session)) = (catalog.factions().next(), crowded_session(&catalog))
    else {
        eprintln!("no faction to build from");
        return ExitCode::FAILURE;
    };
    let roster = target_army(faction, &catalog.glossary, 500, "Lighthouse");
    let army = SavedArmy::new("lh", roster, 0.0).encode();
    let game = SavedGame::new("lh", &session, 0.0, Some("#edit=lh".to_owned())).encode();
    let quoted = |text: &str| serde_json::to_string(text).unwrap_or_default();
    println!("localStorage.setItem('cos.v1.army.lh', {});", quoted(&army));
    println!("localStorage.setItem('cos.v1.game.lh', {});", quoted(&game));
    ExitCode::SUCCESS
}
