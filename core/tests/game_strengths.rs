//! The general's three strengths make only decisions the rules accept, in
//! seeded games of random armies (two factions of any era, 150–250
//! points, through the pre-game sequence on an open table or with terrain
//! by the rules, or deployed at once; 10 turns at most): the recruit and
//! the veteran in some thousand games, against each other, against the
//! random player and against the goldfish; the marshal, its look-ahead cut
//! down, in a few. Every decision is applied; one the rules refuse fails
//! the test, and so does a game that does not end or breaks an invariant
//! (morale 0 ends the game; every unit is on the table or broke, once).
//!
//! How strong each is against the others is measured by the benchmark
//! (`cargo bench -p clouds_core --bench strength`), not here.
//! `STRENGTH_GAMES=n` changes the number of games of each pairing.

mod common;
#[path = "strength_support/mod.rs"]
mod strength_support;

use clouds_core::testing::{random_roster, AutoTable, RandomPlayer};
use clouds_core::{
    pregame_setup, setup_from_rosters, AutoPlayer, Catalog, Event, FirstPlayer, Game, GameOptions,
    GameSetup, Goldfish, PerSide, Side, Strength, Table, TerrainChoice,
};
use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::BTreeSet;

const TURN_LIMIT: u32 = 10;

/// A setup of two random armies of `seed`, on a table of its own; the
/// game's seed; and whether side B is a goldfish.
fn random_setup(catalog: &Catalog, seed: u64, goldfish: bool) -> (GameSetup, u64) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let factions: Vec<_> = catalog.factions().collect();
    let pick = |rng: &mut ChaCha8Rng| factions[(rng.next_u32() as usize) % factions.len()];
    let points = 150 + (rng.next_u32() % 3) * 50;
    let a = random_roster(pick(&mut rng), points, &mut rng);
    let b = random_roster(pick(&mut rng), points, &mut rng);
    let options = GameOptions {
        goldfish: goldfish.then_some(Side::B),
        first: FirstPlayer::Roll,
        turn_limit: Some(TURN_LIMIT),
        ..GameOptions::default()
    };
    let table = [
        AutoTable::Open,
        AutoTable::ByTheRules,
        AutoTable::QuickDeployment,
    ][(seed % 3) as usize];
    let setup = match table {
        AutoTable::QuickDeployment => setup_from_rosters(catalog, &a, &b, options),
        AutoTable::Open => pregame_setup(
            catalog,
            &a,
            &b,
            options,
            Table::standard(),
            TerrainChoice::Open,
        ),
        AutoTable::ByTheRules => pregame_setup(
            catalog,
            &a,
            &b,
            options,
            Table::standard(),
            TerrainChoice::ByTheRules,
        ),
    }
    .expect("random armies deploy");
    (setup, rng.next_u64())
}

fn check_invariants(game: &Game, what: &str) {
    for side in Side::ALL {
        if game.morale(side) == 0 {
            assert!(game.is_over(), "{what}: morale 0 but the game goes on");
        }
    }
    let on_table: BTreeSet<_> = game.position().units().iter().map(|u| u.id).collect();
    let mut broken = BTreeSet::new();
    for event in game.log() {
        if let Event::UnitBroken { unit, .. } = event {
            assert!(broken.insert(*unit), "{what}: {unit:?} broke twice");
        }
    }
    for army in game.setup().armies.values() {
        for unit in &army.units {
            assert!(
                on_table.contains(&unit.id) != broken.contains(&unit.id),
                "{what}: {:?} is neither on the table nor broken (or both)",
                unit.id
            );
        }
    }
}

/// Plays `games` games of the pairing `players` makes for each seed (from
/// `first`), checking every decision and the game's end.
fn fuzz(
    catalog: &Catalog,
    name: &str,
    first: u64,
    games: u64,
    goldfish: bool,
    players: impl Fn(u64) -> PerSide<Box<dyn AutoPlayer>>,
) -> u64 {
    let mut decisions = 0;
    for seed in first..first + games {
        let (setup, game_seed) = random_setup(catalog, seed, goldfish);
        let what = format!("{name}, seed {seed}");
        let mut turn = 0;
        let played = strength_support::play(setup, game_seed, players(seed), |game, _, _, _| {
            if game.turn() != turn {
                turn = game.turn();
                check_invariants(game, &what);
            }
        });
        assert!(played.stuck.is_none(), "{what}: {:?}", played.stuck);
        assert!(played.game.is_over(), "{what}: the game did not end");
        assert!(
            played.game.turn() <= TURN_LIMIT,
            "{what}: played past the limit"
        );
        check_invariants(&played.game, &what);
        decisions += u64::from(played.decisions[Side::A] + played.decisions[Side::B]);
    }
    decisions
}

fn games() -> u64 {
    std::env::var("STRENGTH_GAMES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(800)
}

#[test]
fn the_recruit_and_the_veteran_make_only_legal_decisions() {
    let catalog = common::shipped_catalog();
    let n = games();
    let mut decisions = fuzz(&catalog, "veteran against recruit", 0, n, false, |seed| {
        PerSide::new(
            Strength::Veteran.player(seed),
            Strength::Recruit.player(seed),
        )
    });
    decisions += fuzz(&catalog, "recruit against random", n, n, false, |seed| {
        PerSide::new(
            Strength::Recruit.player(seed),
            Box::new(RandomPlayer::new(seed)) as Box<dyn AutoPlayer>,
        )
    });
    decisions += fuzz(
        &catalog,
        "random against veteran",
        2 * n,
        n,
        false,
        |seed| {
            PerSide::new(
                Box::new(RandomPlayer::new(seed)) as Box<dyn AutoPlayer>,
                Strength::Veteran.player(seed),
            )
        },
    );
    decisions += fuzz(
        &catalog,
        "recruit against goldfish",
        3 * n,
        n / 3,
        true,
        |seed| {
            PerSide::new(
                Strength::Recruit.player(seed),
                Box::new(Goldfish) as Box<dyn AutoPlayer>,
            )
        },
    );
    eprintln!("{decisions} decisions");
}

#[test]
fn the_marshal_makes_only_legal_decisions() {
    let catalog = common::shipped_catalog();
    let marshal = |seed| Strength::Marshal.player_looking_ahead(seed, 1);
    fuzz(&catalog, "marshal against veteran", 0, 3, false, |seed| {
        PerSide::new(marshal(seed), Strength::Veteran.player(seed))
    });
    fuzz(&catalog, "recruit against marshal", 3, 2, false, |seed| {
        PerSide::new(Strength::Recruit.player(seed), marshal(seed))
    });
    fuzz(&catalog, "marshal against goldfish", 5, 1, true, |seed| {
        PerSide::new(marshal(seed), Box::new(Goldfish) as Box<dyn AutoPlayer>)
    });
}
