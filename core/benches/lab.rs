//! The lab's games natively, exactly as the lab's web worker plays them
//! (`play_plan_game`, each game read into its figures):
//!
//! - 1,000 games of the French sample army "Waterloo 1815" (500 points)
//!   against the British one as the goldfish target, on an open table,
//!   seeds 1 to 1,000, the list played by the lab's player;
//! - 1,000 head-to-head games of the same two armies, both played by the
//!   veteran general, seeds 1 to 500 each played twice with the sides
//!   swapped; then the same on every core, each taking the next game as
//!   it finishes one, as the lab's workers do.
//!
//! The browser's figures for the same plans come from
//! `scripts/bench-table.sh` (the ignored browser tests `bench_lab_*`).
//!
//!     cargo bench -p clouds_core --bench lab
//!
//! The figures go in README.md's Measurements table; tests never assert
//! timings.

use clouds_core::testing::{waterloo_head_to_head_plan, waterloo_plan};
use clouds_core::{
    play_plan_game, Catalog, GameFigures, LabPlan, MatchStats, ReadFailure, RunStats, Side,
    Strength,
};
use std::hint::black_box;
use std::path::Path;
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::Instant;

/// The allocator the browser bundles run the engine with (a cache of
/// freed small blocks; see the `small_blocks` crate), so the figures are
/// the engine's as the app runs it.
#[global_allocator]
static ALLOCATOR: small_blocks::PerThread = small_blocks::PerThread;

/// How many games each benchmark plays, as the lab's page does.
const GAMES: u32 = 1000;

/// Plays every game of the plan's first series after 20 to warm up, once,
/// as the browser runs it; the figures and the seconds taken.
fn timed(plan: &LabPlan) -> (Vec<GameFigures>, f64) {
    for k in 0..20 {
        black_box(play_plan_game(plan, 0, k).ok());
    }
    let start = Instant::now();
    let figures: Vec<GameFigures> = (0..plan.games)
        .map(|k| play_plan_game(plan, 0, k).expect("the game is played"))
        .collect();
    (figures, start.elapsed().as_secs_f64())
}

/// The plan's first series played on every core, each core taking the
/// next game as it finishes one (as the lab hands games to its workers):
/// the cores and the seconds taken.
fn timed_on_every_core(plan: &LabPlan) -> (usize, f64) {
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    let next = AtomicU32::new(0);
    let start = Instant::now();
    std::thread::scope(|scope| {
        for _ in 0..cores {
            scope.spawn(|| loop {
                let k = next.fetch_add(1, Ordering::Relaxed);
                if k >= plan.games {
                    break;
                }
                black_box(play_plan_game(plan, 0, k).expect("the game is played"));
            });
        }
    });
    (cores, start.elapsed().as_secs_f64())
}

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../army_lists");
    let catalog = Catalog::load_with("army_lists", |relative| {
        std::fs::read_to_string(root.join(relative)).map_err(|_| ReadFailure::NotFound)
    })
    .expect("the shipped lists load");
    let only = std::env::args().skip(1).find(|a| !a.starts_with('-'));
    let wanted = |name: &str| only.as_deref().is_none_or(|o| name.contains(o));

    if wanted("goldfish") {
        let plan = waterloo_plan(&catalog, GAMES).expect("the shipped samples make the plan");
        let (figures, seconds) = timed(&plan);
        let stats = RunStats::of(
            &figures,
            &plan.setups[0].armies[clouds_core::PlayerId::lead(Side::A)],
        );
        println!(
            "lab goldfish, {GAMES} games of Waterloo 1815 (French) against Waterloo 1815 (British), open table: {:.2} s, {:.0} games/s \
             (won {} of {}, target broken in {})",
            seconds,
            f64::from(plan.games) / seconds,
            stats.won,
            stats.games,
            (stats.target_broken.value * f64::from(stats.games)).round()
        );
    }
    if wanted("head") {
        let plan = waterloo_head_to_head_plan(&catalog, GAMES, Strength::Veteran)
            .expect("the shipped samples make the plan");
        let (figures, seconds) = timed(&plan);
        let stats = MatchStats::of(&figures);
        println!(
            "lab head to head, {GAMES} games of Waterloo 1815 (French) against Waterloo 1815 (British), veteran against veteran, \
             open table: {:.2} s, {:.0} games/s (French won {}, British {}, drawn {}; {:.1} turns a game)",
            seconds,
            f64::from(plan.games) / seconds,
            stats.a.wins,
            stats.b.wins,
            stats.draws,
            stats.mean_turns
        );
        let (cores, seconds) = timed_on_every_core(&plan);
        println!(
            "the same on {cores} cores: {seconds:.2} s, {:.0} games/s",
            f64::from(plan.games) / seconds
        );
    }
}
