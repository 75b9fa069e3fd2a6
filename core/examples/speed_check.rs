//! Plays the benchmarks' games without timing them and prints one digest
//! of all of them (FNV-1a over every event and final position as JSON):
//! a speed-up must leave it unchanged. Small enough to run under
//! callgrind, which counts instructions steadily where the benchmarks'
//! clock does not:
//!
//!     CARGO_PROFILE_BENCH_DEBUG=true cargo build --profile bench -p clouds_core --example speed_check
//!     valgrind --tool=callgrind target/release/examples/speed_check lab 50
//!
//! Arguments: `games` (random player against the goldfish, the games
//! benchmark's seeds on its three tables; `quick`, `open` or `rules` for
//! one of them), `lab` (the lab benchmark's plan) or `head` (the first
//! games of the lab benchmark's head-to-head plan, veteran against
//! veteran), `strength` (the strength benchmark's `speed` games: random
//! 500-point armies, veteran against veteran, the seeds from 0), then how
//! many games of each.

use clouds_core::{play_head_to_head, play_lab_game, Catalog, Game, ReadFailure, Strength};

use clouds_core::testing::{
    play_goldfish_game, waterloo_head_to_head_plan, waterloo_plan, AutoTable,
};
use std::path::Path;

#[path = "../tests/strength_support/mod.rs"]
mod strength_support;

/// The allocator the browser bundles run the engine with (a cache of
/// freed small blocks; see the `small_blocks` crate), so the figures are
/// the engine's as the app runs it.
#[global_allocator]
static ALLOCATOR: small_blocks::PerThread = small_blocks::PerThread;

/// FNV-1a, 64 bits, as the determinism test's.
struct Fnv1a(u64);

impl Fnv1a {
    fn write(&mut self, bytes: &[u8]) {
        for byte in bytes {
            self.0 ^= u64::from(*byte);
            self.0 = self.0.wrapping_mul(0x0000_0100_0000_01b3);
        }
    }

    fn game(&mut self, game: &Game) {
        for event in game.log() {
            self.write(&serde_json::to_vec(event).expect("an event serializes"));
        }
        self.write(&serde_json::to_vec(game.position()).expect("the position serializes"));
        self.write(&game.turn().to_le_bytes());
        self.write(format!("{:?}", game.outcome()).as_bytes());
    }
}

fn main() {
    let mut args = std::env::args().skip(1);
    let mode = args.next().unwrap_or_else(|| "games".to_owned());
    let count: u32 = args.next().and_then(|n| n.parse().ok()).unwrap_or(20);
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../army_lists");
    let catalog = Catalog::load_with("army_lists", |relative| {
        std::fs::read_to_string(root.join(relative)).map_err(|_| ReadFailure::NotFound)
    })
    .expect("the shipped lists load");
    let mut hash = Fnv1a(0xcbf2_9ce4_8422_2325);
    match mode.as_str() {
        "games" | "quick" | "open" | "rules" => {
            let tables = match mode.as_str() {
                "quick" => vec![AutoTable::QuickDeployment],
                "open" => vec![AutoTable::Open],
                "rules" => vec![AutoTable::ByTheRules],
                _ => vec![
                    AutoTable::QuickDeployment,
                    AutoTable::Open,
                    AutoTable::ByTheRules,
                ],
            };
            for table in tables {
                for k in 0..count {
                    if let Some(game) =
                        play_goldfish_game(&catalog, 500, 1000 + u64::from(k), 24, table)
                    {
                        hash.game(&game);
                    }
                }
            }
        }
        "lab" => {
            let plan = waterloo_plan(&catalog, count).expect("the shipped samples make the plan");
            let setup = &plan.setups[0];
            for k in 0..plan.games {
                let game = play_lab_game(setup, plan.seed_of(k)).expect("the game is played");
                hash.game(&game);
            }
        }
        "head" => {
            // The benchmark's plan of 1,000 games (a plan has at least
            // 100), of which the first `count`.
            let plan = waterloo_head_to_head_plan(&catalog, 1000, Strength::Veteran)
                .expect("the shipped samples make the plan");
            for k in 0..count {
                let planned = plan.game(0, k).expect("the plan has the game");
                let game = play_head_to_head(planned.setup, planned.seed, Strength::Veteran)
                    .expect("the game is played");
                hash.game(&game);
            }
        }
        "strength" => {
            for seed in 0..u64::from(count) {
                let (setup, game_seed) =
                    strength_support::mirrored_setup(&catalog, seed, strength_support::POINTS)
                        .expect("the armies");
                let players = clouds_core::PerSide::new(
                    Strength::Veteran.player(1),
                    Strength::Veteran.player(2),
                );
                let played = strength_support::play(setup, game_seed, players, |_, _, _, _| {});
                hash.game(&played.game);
            }
        }
        other => {
            panic!("unknown mode {other}: games (or one table: quick, open, rules), lab, head or strength")
        }
    }
    println!("{mode} x{count}: digest {:#018x}", hash.0);
}
