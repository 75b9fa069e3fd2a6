//! Core code compiled to wasm and timed inside headless Chromium — the
//! browser build's own speed. Run by `scripts/bench-browser.sh`, which
//! prints the figures; nothing here asserts a time.
#![cfg(target_arch = "wasm32")]

// The app's own crate, for its wasm allocator (src/lib.rs): the games are
// timed with the allocator the pages and workers ship with.
extern crate clouds_of_smoke;

use clouds_core::advise;
use clouds_core::check_roster_with;
use clouds_core::summarize;
use clouds_core::testing::{play_goldfish_games, AutoTable};
use clouds_core::FactionId;
use clouds_core::SortStably;
use clouds_core::{Edit, Roster, Skill};
use std::hint::black_box;
use wasm_bindgen_test::{console_log, wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

#[path = "wasm_support/shipped.rs"]
mod shipped;
use shipped::catalog;

fn now_ms() -> f64 {
    web_sys::window()
        .and_then(|window| window.performance())
        .map_or_else(js_sys::Date::now, |performance| performance.now())
}

#[wasm_bindgen_test]
fn revalidating_a_1000_point_army() {
    let catalog = catalog();
    let faction_id = FactionId::new("empires_france");
    let faction = catalog.faction(&faction_id).expect("France loads");
    let mut roster = Roster::new(faction_id, "Benchmark", 1000)
        .apply(&Edit::SetCommander(Some(Skill::Glorious)));
    'fill: loop {
        for unit in &faction.units {
            let next = roster.apply(&Edit::AddUnit(unit.id.clone()));
            if summarize(&next, faction, &catalog.glossary).total > 1000 {
                break 'fill;
            }
            roster = next;
        }
    }
    let runs = 20_000;
    let start = now_ms();
    for _ in 0..runs {
        let summary = summarize(black_box(&roster), faction, &catalog.glossary);
        black_box(check_roster_with(&roster, faction, &summary));
        black_box(advise(&roster, &summary, faction));
    }
    let per_run_us = (now_ms() - start) * 1000.0 / f64::from(runs);
    console_log!("BENCH revalidate a 1000-point army in the browser: {per_run_us:.2} µs");
}

#[wasm_bindgen_test]
fn goldfish_games_a_second() {
    let catalog = catalog();
    assert_eq!(catalog.factions().count(), 47, "every shipped faction");
    // The native benchmark's games and method (benches/games.rs): warm up,
    // then the same 400 games from seed 1000, three times, and the median.
    // The first run is the slowest: the browser is still compiling the
    // engine's busiest functions into its optimised code.
    black_box(play_goldfish_games(&catalog, 20, 1, AutoTable::Open));
    let games = 400;
    let mut rates = Vec::new();
    let mut last = None;
    for _ in 0..3 {
        let start = now_ms();
        let summary = black_box(play_goldfish_games(&catalog, games, 1000, AutoTable::Open));
        let seconds = (now_ms() - start) / 1000.0;
        rates.push(f64::from(summary.games) / seconds);
        last = Some(summary);
    }
    let first = rates[0];
    rates.sort_stably_by(f64::total_cmp);
    let summary = last.expect("three runs");
    console_log!(
        "BENCH goldfish games, 500 points, in the browser: {:.0} games/s (median of 3 runs of {games}; {:.0}–{:.0}; the first {:.0}) ({} games: player won {}, goldfish won {}, drawn {}; {:.1} turns a game)",
        rates[1],
        rates[0],
        rates[2],
        first,
        summary.games,
        summary.player_wins,
        summary.goldfish_wins,
        summary.draws,
        summary.turns as f64 / f64::from(summary.games.max(1)),
    );
}

#[wasm_bindgen_test]
fn checking_a_dropped_move_on_a_crowded_table() {
    use clouds_core::testing::crowded_session;
    use clouds_core::{Command, MoveOrder};
    let catalog = catalog();
    let session = crowded_session(&catalog).expect("the benchmark game");
    let game = session.game();
    let unit = game.action_in_play().expect("an action").waiting_to_move[0];
    let orders: Vec<MoveOrder> = (0..32)
        .map(|k| MoveOrder::Simple {
            heading: std::f64::consts::FRAC_PI_2 + (f64::from(k) - 16.0) * 0.05,
            distance: 0.1 * f64::from(k % 20),
        })
        .collect();
    let rounds = 20;
    let start = now_ms();
    for _ in 0..rounds {
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
    }
    let per_check_ms = (now_ms() - start) / f64::from(rounds * 2 * orders.len() as u32);
    console_log!(
        "BENCH checking a dropped move in the browser, {} units, {} terrain: {per_check_ms:.3} ms",
        game.position().units().len(),
        game.position().terrain().len(),
    );
}
