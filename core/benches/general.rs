//! The general's figures (issue 15): over 1,000 seeded games each,
//! - the general against the random player, equal random 500-point armies
//!   (the same army on both sides, the general side A in even seeds and B
//!   in odd ones): its wins, losses and draws;
//! - the general against a goldfish target, each side a random 500-point
//!   army: how often it breaks the target (morale 0, or no unit left) and
//!   the median turn it does so in;
//! - the random player against the same goldfish games, the yardstick.
//!
//! Games start with the pre-game sequence on an open table and end at
//! morale 0 or the 24-turn cap (`measured_game`).
//!
//!     cargo bench -p clouds_core --bench general
//!     cargo bench -p clouds_core --bench general -- 200 rules
//!
//! The optional arguments set the number of games and the table (`open`,
//! `rules` for terrain by the rules, `quick` for the quick deployment
//! without the sequence). With `GENERAL_LOST=1` in the environment it also
//! lists the seeds of the games the general did not win (to study them). The figures go in README.md's Measurements
//! table; tests never assert timings.

use clouds_core::{Catalog, ReadFailure, Side};

use clouds_core::testing::{measured_game, AutoTable, Matchup};
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
    // `cargo bench` passes `--bench`; the other arguments are ours.
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with("--"))
        .collect();
    let games: u64 = args.first().and_then(|a| a.parse().ok()).unwrap_or(1000);
    let (table, name) = match args.get(1).map(String::as_str) {
        Some("rules") => (AutoTable::ByTheRules, "terrain by the rules"),
        Some("quick") => (AutoTable::QuickDeployment, "quick deployment"),
        _ => (AutoTable::Open, "open table"),
    };
    println!("{games} games a line, 500-point armies, pre-game sequence unless quick; {name}");
    for matchup in [
        Matchup::GeneralVsRandom,
        Matchup::GeneralVsGoldfish,
        Matchup::RandomVsGoldfish,
    ] {
        measure(&catalog, matchup, table, games);
    }
}

fn measure(catalog: &Catalog, matchup: Matchup, table: AutoTable, games: u64) {
    let start = Instant::now();
    let (mut played, mut wins, mut losses, mut draws) = (0u64, 0u64, 0u64, 0u64);
    let mut broke_on: Vec<u32> = Vec::new();
    let mut not_won: Vec<String> = Vec::new();
    for seed in 0..games {
        let Some(game) = measured_game(catalog, seed, matchup, table) else {
            continue;
        };
        played += 1;
        match game.stats.winner() {
            Some(side) if side == game.player => wins += 1,
            Some(_) => {
                losses += 1;
                not_won.push(describe(seed, &game));
            }
            None => {
                draws += 1;
                not_won.push(describe(seed, &game));
            }
        }
        if game.stats.broke(game.player.opponent()) {
            broke_on.push(game.stats.turns);
        }
    }
    let seconds = start.elapsed().as_secs_f64();
    broke_on.sort_unstable();
    let median = broke_on
        .get(broke_on.len().saturating_sub(1) / 2)
        .map_or("-".to_string(), u32::to_string);
    let percent = |n: u64| 100.0 * n as f64 / played.max(1) as f64;
    let who = match matchup {
        Matchup::GeneralVsRandom => "general against the random player",
        Matchup::GeneralVsGoldfish => "general against the goldfish",
        Matchup::RandomVsGoldfish => "random player against the goldfish",
    };
    println!(
        "{who}: {played} games: won {wins} ({:.1}%), lost {losses}, drawn {draws}; \
         broke the enemy in {} ({:.1}%), median turn {median}; {:.1} s",
        percent(wins),
        broke_on.len(),
        percent(broke_on.len() as u64),
        seconds
    );
    if std::env::var_os("GENERAL_LOST").is_some() && matchup == Matchup::GeneralVsRandom {
        for line in &not_won {
            println!("  not won: {line}");
        }
    }
}

/// A game the general did not win, in one line: its seed, the general's
/// side, the turns, each side's morale lost of its starting morale, the
/// units each side lost and how it ended.
fn describe(seed: u64, game: &clouds_core::testing::MeasuredGame) -> String {
    let s = &game.stats;
    let lost = |side: clouds_core::Side| s.broken.iter().filter(|b| b.side == side).count();
    format!(
        "seed {seed}: general {:?}, {} turns, morale lost A {}/{} B {}/{}, units lost A {} B {}, {:?}",
        game.player,
        s.turns,
        s.morale_lost[Side::A],
        s.starting_morale[Side::A],
        s.morale_lost[Side::B],
        s.starting_morale[Side::B],
        lost(clouds_core::Side::A),
        lost(clouds_core::Side::B),
        s.outcome.map(|o| o.kind)
    )
}
