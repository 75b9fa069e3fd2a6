//! Checks army list files the way the app does and prints every problem,
//! plus each unit whose points differ from the points model.
//!
//!     cargo run -p clouds_core --example check_lists                  # the shipped lists
//!     cargo run -p clouds_core --example check_lists -- my_list.json  # also a file of your own
//!     cargo run -p clouds_core --example check_lists -- --ru ...      # messages in Russian

use clouds_core::testing::model_points;
use clouds_core::Catalog;
use clouds_core::Lang;
use clouds_core::ReadFailure;
use std::path::Path;
use std::process::ExitCode;

fn main() -> ExitCode {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let lang = if args.iter().any(|arg| arg == "--ru") {
        Lang::Ru
    } else {
        Lang::En
    };
    args.retain(|arg| arg != "--ru");
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../army_lists");
    let read = |relative: &str| {
        std::fs::read_to_string(root.join(relative)).map_err(|_| ReadFailure::NotFound)
    };
    let mut catalog = match Catalog::load_with("army_lists", read) {
        Ok(catalog) => catalog,
        Err(problems) => {
            for problem in &problems {
                println!("{}", problem.describe(lang));
            }
            return ExitCode::FAILURE;
        }
    };
    let mut failed = !catalog.problems.is_empty();
    for problem in &catalog.problems {
        println!("{}", problem.describe(lang));
    }
    for file in &args {
        match std::fs::read_to_string(file) {
            Ok(text) => {
                if let Err(problems) = catalog.add_custom(file, &text) {
                    failed = true;
                    for problem in &problems {
                        println!("{}", problem.describe(lang));
                    }
                }
            }
            Err(error) => {
                failed = true;
                println!("{file}: {error}");
            }
        }
    }
    for faction in catalog.factions() {
        for unit in &faction.units {
            let model = model_points(unit, &catalog.glossary);
            if unit.points != model {
                let note = if unit.points_note.is_some() {
                    "explained by points_note"
                } else {
                    failed = true;
                    "NO points_note"
                };
                println!(
                    "{} / {}: listed {} points, model {model} ({note})",
                    faction.source, unit.id, unit.points
                );
            }
        }
    }
    let units: usize = catalog.factions().map(|f| f.units.len()).sum();
    let samples: usize = catalog.factions().map(|f| f.samples.len()).sum();
    println!(
        "{} factions, {units} units, {samples} sample armies checked: {}",
        catalog.factions().count(),
        if failed {
            "problems found"
        } else {
            "all sound"
        }
    );
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
