//! The lab's 1,000 games natively: the French sample army "Waterloo 1815"
//! (500 points) against the British one as the goldfish target, on an
//! open table, seeds 1 to 1,000, each game played by the lab's player and
//! read into its figures, exactly as the lab's web worker does. The
//! browser's figure for the same plan comes from `scripts/bench-table.sh`
//! (the ignored browser test `bench_lab_thousand_games`).
//!
//!     cargo bench -p clouds_core --bench lab
//!
//! The figures go in README.md's Measurements table; tests never assert
//! timings.

use clouds_core::{
    plan_lab, play_lab_game, sample_roster, Catalog, FactionId, GameFigures, LabRequest, LabTable,
    Lang, ReadFailure, RunStats, SampleId,
};
use std::hint::black_box;
use std::path::Path;
use std::time::Instant;

/// The plan both benchmarks run: list A, the target, games, seed.
const PLAN: (&str, &str, &str, &str, u32, u64) = (
    "empires_france",
    "waterloo_1815_french",
    "empires_britain",
    "waterloo_1815",
    1000,
    1,
);

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../army_lists");
    let catalog = Catalog::load_with("army_lists", |relative| {
        std::fs::read_to_string(root.join(relative)).map_err(|_| ReadFailure::NotFound)
    })
    .expect("the shipped lists load");
    let (a_faction, a_sample, t_faction, t_sample, games, seed) = PLAN;
    let sample = |faction: &str, sample: &str| {
        let faction = catalog
            .faction(&FactionId::new(faction))
            .expect("the faction");
        sample_roster(faction, &SampleId::new(sample), Lang::En).expect("the sample")
    };
    let (a, target) = (sample(a_faction, a_sample), sample(t_faction, t_sample));
    let plan = plan_lab(
        &catalog,
        &LabRequest {
            a: &a,
            b: None,
            target: &target,
            games: &games.to_string(),
            seed: &seed.to_string(),
            table: LabTable::Open,
        },
    )
    .unwrap_or_else(|_| panic!("the plan is accepted"));
    let setup = &plan.setups[0];
    // Warm up, then one timed run of the plan, as the browser runs it once.
    for k in 0..20 {
        black_box(play_lab_game(setup, plan.seed_of(k)).ok());
    }
    let start = Instant::now();
    let figures: Vec<GameFigures> = (0..plan.games)
        .map(|k| {
            let seed = plan.seed_of(k);
            let game = play_lab_game(setup, seed).expect("the game is played");
            GameFigures::of(&game, seed).expect("the game ended")
        })
        .collect();
    let seconds = start.elapsed().as_secs_f64();
    let stats = RunStats::of(&figures, &setup.armies[0]);
    println!(
        "lab, {games} games of {a_sample} against {t_sample}, open table: {:.2} s, {:.0} games/s \
         (won {} of {}, target broken in {})",
        seconds,
        f64::from(plan.games) / seconds,
        stats.won,
        stats.games,
        (stats.target_broken.value * f64::from(stats.games)).round()
    );
}
