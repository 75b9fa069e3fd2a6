//! How long the engine takes to check a dropped move on a crowded table:
//! about 60 units among 10 terrain elements (`crowded_session`), a unit
//! of side A activated and waiting to move. The table checks a move once a
//! frame while a unit is dragged, and again when it is dropped.
//!
//! Run with `cargo bench -p clouds_core --bench moves`; the browser build's
//! figure comes from `scripts/bench-browser.sh`. Tests never assert
//! timings.

use clouds_core::{Catalog, Command, MoveOrder, ReadFailure};

use clouds_core::testing::crowded_session;
use std::f64::consts::FRAC_PI_2;
use std::hint::black_box;
use std::path::Path;
use std::time::Instant;

/// The allocator the browser bundles run the engine with (a cache of
/// freed small blocks; see the `small_blocks` crate), so the figures are
/// the engine's as the app runs it.
#[global_allocator]
static ALLOCATOR: small_blocks::PerThread = small_blocks::PerThread;

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../army_lists");
    let catalog = Catalog::load_with("army_lists", |relative| {
        std::fs::read_to_string(root.join(relative)).map_err(|_| ReadFailure::NotFound)
    })
    .expect("the shipped lists load");
    let session = crowded_session(&catalog).expect("the benchmark game");
    let game = session.game();
    let unit = game.action_in_play().expect("an action").waiting_to_move[0];
    // Fan the pointer out over the unit's reach, as a drag does.
    let orders: Vec<MoveOrder> = (0..32)
        .map(|k| MoveOrder::Simple {
            heading: FRAC_PI_2 + (f64::from(k) - 16.0) * 0.05,
            distance: 0.1 * f64::from(k % 20),
        })
        .collect();
    let samples = 31;
    let mut per_check: Vec<f64> = Vec::with_capacity(samples);
    for _ in 0..samples {
        let start = Instant::now();
        for order in &orders {
            black_box(game.plan_move(unit, *order).is_ok());
            black_box(
                game.check(&Command::MoveUnit {
                    unit,
                    order: *order,
                })
                .is_ok(),
            );
        }
        per_check.push(start.elapsed().as_secs_f64() * 1000.0 / (2.0 * orders.len() as f64));
    }
    per_check.sort_by(f64::total_cmp);
    println!(
        "checking a dropped move, {} units, {} terrain: {:.3} ms (median of {samples} samples of {} checks)",
        game.position().units().len(),
        game.position().terrain().len(),
        per_check[samples / 2],
        2 * orders.len(),
    );
}
