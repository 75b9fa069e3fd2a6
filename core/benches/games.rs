//! How many whole goldfish games a second the engine plays natively: a
//! random player against the goldfish, random 500-point armies of the
//! shipped factions, to the end or the 24-turn cap
//! (`game::play_goldfish_games`, the same function the browser can time),
//! on three tables in one run: the quick automatic deployment, and the
//! pre-game sequence on an open table and with terrain by the rules; then
//! games of two players a side, four random 300-point armies of one era
//! (`play_team_game`), the random player against goldfish targets.
//!
//!     cargo bench -p clouds_core --bench games
//!
//! The figure goes in README.md's Measurements table; tests never assert
//! timings.

use clouds_core::testing::{play_goldfish_games, play_team_game, AutoTable, TeamMatch};
use clouds_core::ReadFailure;
use clouds_core::{Catalog, PerSide};
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

    // The same 400 seeds on each table: the quick automatic deployment
    // (the goldfish table before the pre-game sequence), then the pre-game
    // sequence on an open table and with terrain by the rules.
    for (name, table) in [
        ("quick deployment", AutoTable::QuickDeployment),
        ("open table, pre-game sequence", AutoTable::Open),
        (
            "terrain by the rules, pre-game sequence",
            AutoTable::ByTheRules,
        ),
    ] {
        measure(&catalog, name, table);
    }
    measure_teams(&catalog);
}

/// Times three runs of the same 400 games of two players a side (four
/// 300-point armies) and prints the median rate.
fn measure_teams(catalog: &Catalog) {
    let play = |count: u64, first: u64| {
        (first..first + count)
            .filter_map(|seed| {
                let seats = PerSide::new(2, 2);
                play_team_game(catalog, seats, 300, seed, TeamMatch::RandomVsGoldfish)
            })
            .map(|game| u64::from(game.turn()))
            .collect::<Vec<u64>>()
    };
    black_box(play(20, 1));
    let games = 400;
    let mut rates = Vec::new();
    let mut turns = Vec::new();
    for _ in 0..3 {
        let start = Instant::now();
        turns = black_box(play(games, 1000));
        rates.push(turns.len() as f64 / start.elapsed().as_secs_f64());
    }
    rates.sort_by(f64::total_cmp);
    println!(
        "two against two, 4 × 300 points, random player against the goldfish: {:.0} games/s (median of 3 runs of {games}; {:.0}–{:.0}); {} games set up, {:.1} turns a game",
        rates[1],
        rates[0],
        rates[2],
        turns.len(),
        turns.iter().sum::<u64>() as f64 / turns.len().max(1) as f64,
    );
}

/// Warms up, then times three runs of the same 400 games and prints the
/// median rate and what the games came to.
fn measure(catalog: &Catalog, name: &str, table: AutoTable) {
    black_box(play_goldfish_games(catalog, 20, 1, table));
    let games = 400;
    let mut rates = Vec::new();
    let mut last = None;
    for _ in 0..3 {
        let start = Instant::now();
        let summary = black_box(play_goldfish_games(catalog, games, 1000, table));
        let seconds = start.elapsed().as_secs_f64();
        rates.push(f64::from(summary.games) / seconds);
        last = Some(summary);
    }
    rates.sort_by(f64::total_cmp);
    let summary = last.expect("three samples");
    println!(
        "goldfish games, 500 points, {name}: {:.0} games/s (median of 3 runs of {games}; {:.0}–{:.0})",
        rates[1], rates[0], rates[2]
    );
    println!(
        "  {} games: player won {}, goldfish won {}, drawn {}; {} decisive; {:.1} turns and {:.0} events a game",
        summary.games,
        summary.player_wins,
        summary.goldfish_wins,
        summary.draws,
        summary.decisive,
        summary.turns as f64 / f64::from(summary.games.max(1)),
        summary.events as f64 / f64::from(summary.games.max(1)),
    );
}
