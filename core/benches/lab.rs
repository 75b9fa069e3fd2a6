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

use clouds_core::{play_lab_game, Catalog, GameFigures, ReadFailure, RunStats, Side};

use clouds_core::testing::waterloo_plan;
use std::hint::black_box;
use std::path::Path;
use std::time::Instant;

/// The allocator the browser bundles run the engine with (a cache of
/// freed small blocks; see the `small_blocks` crate), so the figures are
/// the engine's as the app runs it.
#[global_allocator]
static ALLOCATOR: small_blocks::PerThread = small_blocks::PerThread;

/// How many games the benchmark plays, as the lab's page does.
const GAMES: u32 = 1000;

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../army_lists");
    let catalog = Catalog::load_with("army_lists", |relative| {
        std::fs::read_to_string(root.join(relative)).map_err(|_| ReadFailure::NotFound)
    })
    .expect("the shipped lists load");
    let plan = waterloo_plan(&catalog, GAMES).expect("the shipped samples make the plan");
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
    let stats = RunStats::of(&figures, &setup.armies[Side::A]);
    println!(
        "lab, {GAMES} games of Waterloo 1815 (French) against Waterloo 1815 (British), open table: {:.2} s, {:.0} games/s \
         (won {} of {}, target broken in {})",
        seconds,
        f64::from(plan.games) / seconds,
        stats.won,
        stats.games,
        (stats.target_broken.value * f64::from(stats.games)).round()
    );
}
