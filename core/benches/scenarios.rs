//! The scenarios natively: how long reading and checking every shipped
//! scenario against the lists takes, and how many whole games of each a
//! second the engine plays (the random player against the goldfish, the
//! armies random where the scenario fixes none, to its end or 24 turns),
//! with the average over the scenarios.
//!
//!     cargo bench -p clouds_core --bench scenarios
//!
//! The figures go in README.md's Measurements table; tests never assert
//! timings.

use clouds_core::{play_scenario_game, Catalog, ReadFailure, Scenarios};
use std::hint::black_box;
use std::path::Path;
use std::time::Instant;

/// The allocator the browser bundles run the engine with, so the figures
/// are the engine's as the app runs it.
#[global_allocator]
static ALLOCATOR: small_blocks::PerThread = small_blocks::PerThread;

/// The turn cap of the games timed, as the lab's.
const TURN_LIMIT: u32 = 24;

fn main() {
    let workspace = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let read_from = |folder: &'static str| {
        let root = workspace.join(folder);
        move |relative: &str| {
            std::fs::read_to_string(root.join(relative)).map_err(|_| ReadFailure::NotFound)
        }
    };
    let start = Instant::now();
    let catalog =
        Catalog::load_with("army_lists", read_from("army_lists")).expect("the shipped lists load");
    let lists = start.elapsed().as_secs_f64();
    // The files read once, so the timing is the reading and checking.
    let root = workspace.join("scenarios");
    let mut texts = std::collections::BTreeMap::new();
    let index = std::fs::read_to_string(root.join("index.json")).expect("the index");
    texts.insert("index.json".to_owned(), index);
    for entry in std::fs::read_dir(&root).expect("the scenarios") {
        let name = entry
            .expect("an entry")
            .file_name()
            .to_string_lossy()
            .into_owned();
        if name.ends_with(".json") {
            let text = std::fs::read_to_string(root.join(&name)).expect("a scenario");
            texts.insert(name, text);
        }
    }
    let read = |relative: &str| texts.get(relative).cloned().ok_or(ReadFailure::NotFound);
    let runs = 50;
    let start = Instant::now();
    let mut scenarios = Scenarios::default();
    for _ in 0..runs {
        scenarios =
            black_box(Scenarios::load_with("scenarios", &catalog, read).expect("the index"));
    }
    let each = start.elapsed().as_secs_f64() / f64::from(runs);
    assert!(
        scenarios.problems.is_empty(),
        "the shipped scenarios have problems"
    );
    println!(
        "reading and checking all {} scenarios: {:.2} ms; with the lists read from disk first: {:.1} ms",
        scenarios.shipped.len(),
        each * 1000.0,
        (lists + each) * 1000.0
    );

    let games = 200;
    let mut rates = Vec::new();
    for scenario in &scenarios.shipped {
        black_box(play_scenario_game(&catalog, scenario, 0, TURN_LIMIT));
        let start = Instant::now();
        let played = (0..games)
            .filter_map(|seed| black_box(play_scenario_game(&catalog, scenario, seed, TURN_LIMIT)))
            .count();
        let rate = played as f64 / start.elapsed().as_secs_f64();
        println!("{:24} {rate:7.0} games/s ({played} games)", scenario.id);
        rates.push(rate);
    }
    let mean = rates.iter().sum::<f64>() / rates.len() as f64;
    println!("average over the scenarios: {mean:.0} games/s");
}
