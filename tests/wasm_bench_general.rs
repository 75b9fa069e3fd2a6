//! The general's time to decide in a browser's web worker, as the table's
//! worker runs it: headless Chromium, a dedicated worker, the table
//! worker's build (the `worker` profile: built for speed). Run by
//! `scripts/bench-browser.sh`, which prints the figures; nothing here
//! asserts a time.
//!
//! The games are the strength benchmark's (`core/benches/strength.rs`):
//! the same random 500-point army on both sides, the pre-game sequence on
//! an open table; the marshal against the veteran with the sides swapped,
//! and the recruit against the veteran. Only decisions with more than one
//! legal choice are timed.
#![cfg(target_arch = "wasm32")]

// The app's own crate, for its wasm allocator (src/lib.rs).
extern crate clouds_of_smoke;

#[path = "wasm_support/shipped.rs"]
mod shipped;
#[path = "../core/tests/strength_support/mod.rs"]
mod strength_support;

use clouds_core::{legal_commands, AutoPlayer, Command, Game, GeneralReason, PerSide, Side};
use clouds_core::{SortStably, Strength};
use std::cell::RefCell;
use std::rc::Rc;
use strength_support::{mirrored_setup, play, POINTS};
use wasm_bindgen::prelude::wasm_bindgen;
use wasm_bindgen_test::{console_log, wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_dedicated_worker);

#[wasm_bindgen]
extern "C" {
    /// The worker's clock (it has no window), in milliseconds.
    #[wasm_bindgen(js_namespace = performance, js_name = now)]
    fn now_ms() -> f64;
}

/// A player whose decisions with a choice are timed, in milliseconds.
struct Timed {
    player: Box<dyn AutoPlayer>,
    times: Rc<RefCell<Times>>,
}

/// The times of decisions with a choice, and of those among them where
/// the marshal planned its turn.
#[derive(Default)]
struct Times {
    choices: Vec<f64>,
    plans: Vec<f64>,
}

impl AutoPlayer for Timed {
    fn choose(&mut self, game: &Game) -> Option<Command> {
        self.decide(game).map(|(command, _)| command)
    }

    fn decide(&mut self, game: &Game) -> Option<(Command, GeneralReason)> {
        let choice = legal_commands(game).len() > 1;
        let start = now_ms();
        let decision = self.player.decide(game);
        let took = now_ms() - start;
        let mut times = self.times.borrow_mut();
        if choice {
            times.choices.push(took);
        }
        if matches!(decision, Some((_, GeneralReason::Planned { .. }))) {
            times.plans.push(took);
        }
        decision
    }
}

/// `strength` against the veteran over `pairs` seeds, each played with
/// the sides swapped; the times of `strength`'s decisions.
fn timed_games(strength: Strength, pairs: u64) -> Times {
    let catalog = shipped::catalog();
    let times = Rc::new(RefCell::new(Times::default()));
    for seed in 0..pairs {
        for side in Side::ALL {
            let (setup, game_seed) = mirrored_setup(&catalog, seed, POINTS).expect("the armies");
            let timed: Box<dyn AutoPlayer> = Box::new(Timed {
                player: strength.player(seed),
                times: Rc::clone(&times),
            });
            let veteran = Strength::Veteran.player(seed);
            let players = match side {
                Side::A => PerSide::new(timed, veteran),
                Side::B => PerSide::new(veteran, timed),
            };
            let game = play(setup, game_seed, players, |_, _, _, _| {});
            assert!(game.stuck.is_none(), "seed {seed}: {:?}", game.stuck);
        }
    }
    times.take()
}

/// The median, 95th percentile and longest of `times`, in words.
fn spread(mut times: Vec<f64>) -> String {
    times.sort_stably_by(f64::total_cmp);
    let at = |q: f64| {
        times
            .get(((times.len() as f64 - 1.0) * q).round() as usize)
            .copied()
            .unwrap_or(0.0)
    };
    format!(
        "median {:.1} ms, 95th percentile {:.1} ms, longest {:.1} ms ({} decisions)",
        at(0.5),
        at(0.95),
        at(1.0),
        times.len()
    )
}

fn report(strength: Strength, pairs: u64) {
    let times = timed_games(strength, pairs);
    let games = pairs * 2;
    console_log!(
        "BENCH the {strength:?} in a browser worker, {games} games against the veteran: decisions with a choice {}",
        spread(times.choices)
    );
    if !times.plans.is_empty() {
        console_log!(
            "BENCH the {strength:?} in a browser worker: turns planned {}",
            spread(times.plans)
        );
    }
}

#[wasm_bindgen_test]
fn the_marshals_decisions() {
    report(Strength::Marshal, 2);
}

#[wasm_bindgen_test]
fn the_veterans_and_recruits_decisions() {
    report(Strength::Veteran, 3);
    report(Strength::Recruit, 3);
}
