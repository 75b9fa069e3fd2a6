//! How long the whole pre-game sequence takes natively, by the automatic
//! policy, for two 500-point armies (random armies of the shipped
//! factions) on the standard table with terrain by the rules: columns, the
//! first player, the terrain rolled, set up and scattered, emplacements,
//! markers, every unit and the commanders, through `Game::apply`.
//!
//!     cargo bench -p clouds_core --bench pregame
//!
//! The figure goes in README.md's Measurements table; tests never assert
//! timings.

use clouds_core::{
    auto_pre_game_command, pregame_setup, Catalog, Game, GameOptions, ReadFailure, Table,
    TerrainChoice,
};

use clouds_core::testing::random_roster;
use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
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
    let factions: Vec<_> = catalog.factions().collect();
    let mut rng = ChaCha8Rng::seed_from_u64(2026);
    let mut setups = Vec::new();
    while setups.len() < 50 {
        let mut pick = || factions[(rng.next_u32() as usize) % factions.len()];
        let (fa, fb) = (pick(), pick());
        let a = random_roster(fa, 500, &mut rng);
        let b = random_roster(fb, 500, &mut rng);
        let setup = pregame_setup(
            &catalog,
            &a,
            &b,
            GameOptions::default(),
            Table::standard(),
            TerrainChoice::ByTheRules,
        );
        if let Ok(setup) = setup {
            setups.push((setup, rng.next_u64()));
        }
    }
    let mut times = Vec::new();
    let mut units = 0;
    for round in 0..5 {
        for (setup, seed) in &setups {
            let start = Instant::now();
            let mut game = Game::new(setup.clone(), *seed).expect("the game starts");
            while game.step_kind().is_pre_game() {
                let command = auto_pre_game_command(&game).expect("a choice at every step");
                game.apply(command).expect("the policy's choice applies");
            }
            let elapsed = start.elapsed().as_secs_f64();
            black_box(&game);
            if round > 0 {
                times.push(elapsed);
                units += game.position().units().len();
            }
        }
    }
    times.sort_by(f64::total_cmp);
    let at = |q: f64| times[((times.len() - 1) as f64 * q) as usize] * 1000.0;
    println!(
        "pre-game sequence with terrain by the rules, two 500-point armies: median {:.2} ms, 95th percentile {:.2} ms ({} sequences, {:.0} units a table)",
        at(0.5),
        at(0.95),
        times.len(),
        units as f64 / times.len() as f64
    );
}
