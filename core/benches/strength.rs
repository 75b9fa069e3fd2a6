//! The general's three strengths against each other (issue 32): over
//! seeded games of the same random 500-point army on both sides (a
//! faction of any era), the pre-game sequence on an open table, to morale
//! 0 or the 24-turn cap (`core/tests/strength_support`):
//!
//! - the marshal against the veteran, each seed played twice with the
//!   sides swapped (mirrored pairs), with the marshal's decision times;
//! - the veteran against the recruit, and the recruit against the random
//!   player (the measured player side A in even seeds, B in odd ones);
//! - veteran-against-veteran games a second (the lab's head-to-head runs
//!   play them), with a digest of their events (a speed-up of the general
//!   must leave it as it was).
//!
//! Each result is wins over decided games (draws left out) with a 95%
//! Wilson interval.
//!
//!     cargo bench -p clouds_core --bench strength
//!     cargo bench -p clouds_core --bench strength -- marshal 50
//!
//! The optional arguments pick one line (`marshal`, `recruit`, `random`,
//! `speed`) and its number of games (pairs for the marshal). The figures
//! go in the report and README.md; tests never assert timings.

#[path = "../tests/strength_support/mod.rs"]
mod strength_support;

use clouds_core::testing::RandomPlayer;
use clouds_core::{legal_commands, AutoPlayer, Catalog, Command, Game, GeneralReason};
use clouds_core::{PerSide, ReadFailure, Side, Strength};
use std::cell::RefCell;
use std::path::Path;
use std::rc::Rc;
use std::time::{Duration, Instant};
use strength_support::{mirrored_setup, play, POINTS};

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
    let only = args.first().map(String::as_str);
    let count = |default: u64| args.get(1).and_then(|a| a.parse().ok()).unwrap_or(default);
    let start = Instant::now();
    println!("{POINTS}-point random armies, the same on both sides; pre-game sequence, open table, 24-turn cap");
    if only.is_none_or(|o| o == "speed") {
        speed(&catalog, count(400));
    }
    if only.is_none_or(|o| o == "recruit") {
        let games = count(1000);
        alternating(&catalog, "veteran against recruit", games, |seed| {
            (
                Strength::Veteran.player(seed),
                Strength::Recruit.player(seed ^ 0x5eed),
            )
        });
    }
    if only.is_none_or(|o| o == "random") {
        let games = count(1000);
        alternating(&catalog, "recruit against random player", games, |seed| {
            (
                Strength::Recruit.player(seed),
                Box::new(RandomPlayer::new(seed ^ 0x5eed)) as Box<dyn AutoPlayer>,
            )
        });
    }
    if only.is_none_or(|o| o == "marshal") {
        marshal(&catalog, count(200));
    }
    println!("the whole run: {:.0} s", start.elapsed().as_secs_f64());
}

/// Wins over decided games with the 95% Wilson interval, in percent.
fn wilson(wins: u64, decided: u64) -> String {
    if decided == 0 {
        return "no decided game".to_owned();
    }
    let (n, z) = (decided as f64, 1.96);
    let p = wins as f64 / n;
    let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / (1.0 + z * z / n);
    format!(
        "won {wins} of {decided} decided = {:.1}% (95% interval {:.1}–{:.1}%)",
        100.0 * p,
        100.0 * (centre - half),
        100.0 * (centre + half)
    )
}

/// The measured player (the first of `players`) against the other, side
/// A in even seeds and B in odd ones.
fn alternating(
    catalog: &Catalog,
    what: &str,
    games: u64,
    players: impl Fn(u64) -> (Box<dyn AutoPlayer>, Box<dyn AutoPlayer>),
) {
    let start = Instant::now();
    let (mut wins, mut losses, mut draws) = (0u64, 0u64, 0u64);
    for seed in 0..games {
        let (setup, game_seed) = mirrored_setup(catalog, seed, POINTS).expect("the armies");
        let (measured, other) = players(seed);
        let side = if seed % 2 == 0 { Side::A } else { Side::B };
        let both = match side {
            Side::A => PerSide::new(measured, other),
            Side::B => PerSide::new(other, measured),
        };
        let game = play(setup, game_seed, both, |_, _, _, _| {});
        assert!(game.stuck.is_none(), "seed {seed}: {:?}", game.stuck);
        match game.winner() {
            Some(w) if w == side => wins += 1,
            Some(_) => losses += 1,
            None => draws += 1,
        }
    }
    println!(
        "{what}: {games} games, {}, {draws} drawn; {:.0} s",
        wilson(wins, wins + losses),
        start.elapsed().as_secs_f64()
    );
}

/// Veteran-against-veteran games a second (median of three runs), and a
/// digest of the games' events; then the same games spread over every
/// core, as the lab spreads its head-to-head runs over its workers.
fn speed(catalog: &Catalog, games: u64) {
    let mut rates = Vec::new();
    let mut digest = 0xcbf2_9ce4_8422_2325u64;
    for run in 0..3 {
        let start = Instant::now();
        let played: Vec<Game> = (0..games).map(|seed| veteran_game(catalog, seed)).collect();
        rates.push(games as f64 / start.elapsed().as_secs_f64());
        if run == 0 {
            for game in &played {
                for event in game.log() {
                    for byte in serde_json::to_vec(event).expect("an event serializes") {
                        digest ^= u64::from(byte);
                        digest = digest.wrapping_mul(0x0000_0100_0000_01b3);
                    }
                }
            }
        }
    }
    rates.sort_by(f64::total_cmp);
    println!(
        "veteran against veteran, one core: {:.0} games/s (median of 3 runs of {games}: {:.0}, {:.0}, {:.0}); digest of their events {digest:016x}",
        rates[1], rates[0], rates[1], rates[2]
    );
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    let mut rates = Vec::new();
    for _ in 0..3 {
        let start = Instant::now();
        // Each core takes the next seed when it is done with a game, so
        // that none sits idle while another plays out long games.
        let next = std::sync::atomic::AtomicU64::new(0);
        std::thread::scope(|scope| {
            for _ in 0..cores {
                scope.spawn(|| loop {
                    let seed = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    if seed >= games {
                        break;
                    }
                    veteran_game(catalog, seed);
                });
            }
        });
        rates.push(games as f64 / start.elapsed().as_secs_f64());
    }
    rates.sort_by(f64::total_cmp);
    println!(
        "veteran against veteran, {cores} cores: {:.0} games/s (median of 3 runs of {games}: {:.0}, {:.0}, {:.0})",
        rates[1], rates[0], rates[1], rates[2]
    );
}

/// The speed benchmark's game of `seed`: veteran against veteran.
fn veteran_game(catalog: &Catalog, seed: u64) -> Game {
    let (setup, game_seed) = mirrored_setup(catalog, seed, POINTS).expect("the armies");
    let players = PerSide::new(Strength::Veteran.player(1), Strength::Veteran.player(2));
    play(setup, game_seed, players, |_, _, _, _| {}).game
}

/// A player whose decisions are timed: those with more than one legal
/// choice, and among them those where the marshal planned.
struct Timed {
    player: Box<dyn AutoPlayer>,
    times: Rc<RefCell<Times>>,
}

#[derive(Default)]
struct Times {
    choices: Vec<Duration>,
    plans: Vec<Duration>,
}

impl AutoPlayer for Timed {
    fn choose(&mut self, game: &Game) -> Option<Command> {
        self.decide(game).map(|(c, _)| c)
    }

    fn decide(&mut self, game: &Game) -> Option<(Command, GeneralReason)> {
        let choice = legal_commands(game).len() > 1;
        let start = Instant::now();
        let decision = self.player.decide(game);
        let took = start.elapsed();
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

/// The marshal against the veteran, each seed twice with the sides
/// swapped.
fn marshal(catalog: &Catalog, pairs: u64) {
    let start = Instant::now();
    let times = Rc::new(RefCell::new(Times::default()));
    let (mut wins, mut losses, mut draws) = (0u64, 0u64, 0u64);
    for seed in 0..pairs {
        for side in Side::ALL {
            let (setup, game_seed) = mirrored_setup(catalog, seed, POINTS).expect("the armies");
            let marshal: Box<dyn AutoPlayer> = Box::new(Timed {
                player: Strength::Marshal.player(seed),
                times: Rc::clone(&times),
            });
            let veteran = Strength::Veteran.player(seed);
            let both = match side {
                Side::A => PerSide::new(marshal, veteran),
                Side::B => PerSide::new(veteran, marshal),
            };
            let game = play(setup, game_seed, both, |_, _, _, _| {});
            assert!(game.stuck.is_none(), "seed {seed}: {:?}", game.stuck);
            match game.winner() {
                Some(w) if w == side => wins += 1,
                Some(_) => losses += 1,
                None => draws += 1,
            }
        }
    }
    println!(
        "marshal against veteran: {pairs} mirrored pairs, {}, {draws} drawn; {:.0} s",
        wilson(wins, wins + losses),
        start.elapsed().as_secs_f64()
    );
    let mut times = times.borrow_mut();
    let summary = |what: &str, list: &mut Vec<Duration>| {
        list.sort();
        let at = |q: f64| {
            list.get(((list.len() as f64 - 1.0) * q).round() as usize)
                .map_or(0.0, |d| d.as_secs_f64() * 1000.0)
        };
        println!(
            "  the marshal's {what}: {} decisions, median {:.1} ms, 95th percentile {:.1} ms, longest {:.1} ms",
            list.len(),
            at(0.5),
            at(0.95),
            at(1.0)
        );
    };
    summary("decisions with a choice", &mut times.choices);
    summary("planning decisions", &mut times.plans);
}
