//! The engine gives the same games under every build setting: a fixed set
//! of seeded automatic games, hashed event by event with a hash written
//! here (FNV-1a over the events and the final position as JSON, whose
//! floats are printed to the shortest string that reads back to the same
//! bits), must come to one golden digest. A saved game replays from its
//! commands, so a game that came out differently under another optimisation
//! level (or in the next version of the app) would replay differently.
//! See "Floats that replay alike" in docs/RULES_NOTES.md.
//!
//! The digest was checked to come out alike under four builds of the
//! core (each `cargo test -p clouds_core --test game_determinism` plus):
//!
//!     (nothing)          the test profile: opt-level 2, line tables
//!     --release          the release profile: opt-level "z", fat LTO
//!     --profile bench    the benchmarks': opt-level 3, fat LTO
//!     --config 'profile.test.package.clouds_core.opt-level=0'   unoptimised
//!
//! and with `RUSTFLAGS="-C target-cpu=native"` (in its own target folder).
//! With `--nocapture` it prints every game's own digest, and the ignored
//! test below prints those of many more games, to find the first game that
//! differs between two builds.
//!
//! If the engine changes on purpose (a rule, the general's judgement), the
//! digest changes with it: print the new one with `--nocapture`, check it
//! is the same under the builds above, and write it below.

mod common;

use clouds_core::{Catalog, Game};

use clouds_core::testing::{
    play_goldfish_game, play_measured_game, play_team_game, play_team_game_starting, AutoTable,
    Matchup, TeamMatch,
};
use clouds_core::{PerSide, Table, TeamStart, TerrainChoice};

/// The digest of every game below, in order. It changed last when a side
/// whose batteries may not bombard began to have the log say so
/// (`PassedByItself` with `NoBatteryCanBombard`), and before that when the
/// bombardment dice's event began to name its modifiers (a list in place
/// of their sum). Each time every game of the set, and 150 more, were
/// checked to come out alike before and after, with those events left
/// out or read as their sum (the same events otherwise, positions, turns
/// and outcomes).
const GOLDEN_DIGEST: u64 = 0xbdc6_3220_55d4_a710;

/// The tables played, each with its own seeds.
const TABLES: [(AutoTable, &str); 3] = [
    (AutoTable::QuickDeployment, "quick"),
    (AutoTable::Open, "open"),
    (AutoTable::ByTheRules, "rules"),
];

/// Random player against the goldfish: the games benchmark's games (seed
/// 1003 on the quick deployment once came out differently under two
/// builds).
const GOLDFISH_SEEDS: [u64; 6] = [1000, 1001, 1002, 1003, 1004, 1005];

/// The general against the random player (the general side A in even
/// seeds, B in odd ones), and once against the goldfish. Seed 6 on
/// the open table is one whose events changed when the arc tangent began
/// to read -0.0 as +0.0.
const GENERAL_SEEDS: [u64; 5] = [0, 1, 2, 3, 6];

/// FNV-1a, 64 bits: a hash whose value is fixed by its definition, unlike
/// `DefaultHasher`'s.
struct Fnv1a(u64);

impl Fnv1a {
    fn new() -> Fnv1a {
        Fnv1a(0xcbf2_9ce4_8422_2325)
    }

    fn write(&mut self, bytes: &[u8]) {
        for byte in bytes {
            self.0 ^= u64::from(*byte);
            self.0 = self.0.wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
}

/// A game's own digest: its events, its final position, turn and outcome.
fn game_digest(game: &Game) -> u64 {
    let mut hash = Fnv1a::new();
    for event in game.log() {
        hash.write(&serde_json::to_vec(event).expect("an event serializes"));
    }
    hash.write(&serde_json::to_vec(game.position()).expect("the position serializes"));
    hash.write(&game.turn().to_le_bytes());
    hash.write(format!("{:?}", game.outcome()).as_bytes());
    hash.0
}

/// A game of the general against the random player or the goldfish,
/// from `seed`, as the general's benchmark plays it, kept whole for its
/// digest.
fn general_game(catalog: &Catalog, seed: u64, table: AutoTable, goldfish: bool) -> Game {
    let matchup = if goldfish {
        Matchup::GeneralVsGoldfish
    } else {
        Matchup::GeneralVsRandom
    };
    let (game, _) = play_measured_game(catalog, seed, matchup, table).expect("the game is played");
    game
}

/// Every game of the set with its name, in a fixed order.
fn games(catalog: &Catalog) -> Vec<(String, Game)> {
    let mut games = Vec::new();
    for (table, name) in TABLES {
        for seed in GOLDFISH_SEEDS {
            let game = play_goldfish_game(catalog, 500, seed, 24, table).expect("the game");
            games.push((format!("{name} goldfish {seed}"), game));
        }
        for seed in GENERAL_SEEDS {
            games.push((
                format!("{name} general {seed}"),
                general_game(catalog, seed, table, false),
            ));
        }
        games.push((
            format!("{name} general against the goldfish 5"),
            general_game(catalog, 5, table, true),
        ));
    }
    games
}

#[test]
fn seeded_games_come_out_the_same_under_every_build() {
    let catalog = common::shipped_catalog();
    let mut total = Fnv1a::new();
    for (name, game) in games(&catalog) {
        assert!(game.is_over(), "{name}: the game ended");
        let digest = game_digest(&game);
        println!(
            "{name}: {digest:016x} ({} turns, {} events)",
            game.turn(),
            game.log().len()
        );
        total.write(&digest.to_le_bytes());
    }
    println!("digest of every game: {:#018x}", total.0);
    assert_eq!(
        total.0, GOLDEN_DIGEST,
        "the seeded games came out differently: {:#018x}",
        total.0
    );
}

/// Many more games, each digest printed, to compare two builds line by
/// line: `WIDE_GAMES=400 cargo test -p clouds_core --test game_determinism
/// -- --ignored --nocapture > a.txt`, again under another build, then diff.
#[test]
#[ignore]
fn print_the_digests_of_many_games() {
    let catalog = common::shipped_catalog();
    let count: u64 = std::env::var("WIDE_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(100);
    for (table, name) in TABLES {
        for seed in 1000..1000 + count {
            let game = play_goldfish_game(&catalog, 500, seed, 24, table).expect("the game");
            println!("{name} goldfish {seed}: {:016x}", game_digest(&game));
        }
        for seed in 0..count {
            for goldfish in [false, true] {
                let game = general_game(&catalog, seed, table, goldfish);
                println!(
                    "{name} general {goldfish} {seed}: {:016x}",
                    game_digest(&game)
                );
            }
        }
    }
}

/// The digest of the team games below (`TEAM_GAMES`), pinned when teams
/// came: a change to it is a change to how team games are played.
const TEAM_DIGEST: u64 = 0x9dfd_6a40_91f4_d5e5;

/// Team games: two a side, the random player against goldfish targets;
/// and one against two, the general against the random player.
const TEAM_GAMES: [(usize, usize, u64, TeamMatch); 4] = [
    (2, 2, 1, TeamMatch::RandomVsGoldfish),
    (2, 2, 2, TeamMatch::RandomVsGoldfish),
    (1, 2, 3, TeamMatch::GeneralVsRandom),
    (1, 2, 4, TeamMatch::GeneralVsRandom),
];

#[test]
fn seeded_team_games_come_out_the_same_under_every_build() {
    let catalog = common::shipped_catalog();
    let mut total = Fnv1a::new();
    for (a, b, seed, matchup) in TEAM_GAMES {
        let game = play_team_game(&catalog, PerSide::new(a, b), 300, seed, matchup)
            .expect("the team game is set up");
        assert!(
            game.is_over(),
            "{a} against {b}, seed {seed}: the game ended"
        );
        let digest = game_digest(&game);
        println!(
            "{a} against {b}, {matchup:?} {seed}: {digest:016x} ({} turns, {} events)",
            game.turn(),
            game.log().len()
        );
        total.write(&digest.to_le_bytes());
    }
    println!("digest of every team game: {:#018x}", total.0);
    assert_eq!(
        total.0, TEAM_DIGEST,
        "the team games came out differently: {:#018x}",
        total.0
    );
}

/// The digest of the team games set up by the pre-game sequence, seat by
/// seat (`TEAM_PREGAME_GAMES`), pinned when teams began to play it.
const TEAM_PREGAME_DIGEST: u64 = 0xb19a_2748_50b7_3779;

/// Two against two and one against two, terrain by the rules.
const TEAM_PREGAME_GAMES: [(usize, usize, u64, TeamMatch); 2] = [
    (2, 2, 5, TeamMatch::RandomVsGoldfish),
    (1, 2, 6, TeamMatch::GeneralVsRandom),
];

#[test]
fn seeded_team_games_with_the_pre_game_come_out_the_same_under_every_build() {
    let catalog = common::shipped_catalog();
    let mut total = Fnv1a::new();
    for (a, b, seed, matchup) in TEAM_PREGAME_GAMES {
        let start = TeamStart::PreGame {
            table: Table::standard(),
            terrain: TerrainChoice::ByTheRules,
        };
        let seats = PerSide::new(a, b);
        let game = play_team_game_starting(&catalog, seats, 300, seed, matchup, start)
            .expect("the team game is set up");
        assert!(
            game.is_over(),
            "{a} against {b}, seed {seed}: the game ended"
        );
        let set_up = game
            .log()
            .iter()
            .filter(|e| matches!(e, clouds_core::Event::ColumnsSet { .. }))
            .count();
        assert_eq!(set_up, a + b, "every seat divided its army");
        let digest = game_digest(&game);
        println!(
            "{a} against {b} from the pre-game, {matchup:?} {seed}: {digest:016x} ({} turns)",
            game.turn()
        );
        total.write(&digest.to_le_bytes());
    }
    println!(
        "digest of the team games from the pre-game: {:#018x}",
        total.0
    );
    assert_eq!(
        total.0, TEAM_PREGAME_DIGEST,
        "the team games from the pre-game came out differently: {:#018x}",
        total.0
    );
}
