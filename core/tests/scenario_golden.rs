//! Golden games of three scenarios, stored in
//! `tests/fixtures/scenario_games/`: the game's record (its setup with the
//! scenario inside, the seed, the commands), the events and the end. The
//! test replays each record and demands the same events to the last
//! number, so a change to how scenarios play shows in review. One has
//! reinforcements and an objective that starts to count (the meeting
//! engagement), one is held by objectives (the village), one is historical
//! with its armies fixed (Austerlitz).
//!
//! When the engine changes on purpose, re-bless with
//! `BLESS_SCENARIO_GAMES=1 cargo test -p clouds_core --test scenario_golden`
//! and review the diff.

mod common;

use clouds_core::testing::{goldfish_command, random_command};
use clouds_core::{
    scenario_setup, Event, FirstPlayer, GameOptions, GameRecord, Lang, PerSide, Side, Table,
};
use rand_chacha::rand_core::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use std::path::PathBuf;

#[derive(Debug, Serialize, Deserialize)]
struct GoldenScenarioGame {
    record: GameRecord,
    events: Vec<Event>,
    turn: u32,
    phase: u32,
    morale: [u32; 2],
}

/// The scenarios played, each with its seed.
const CASES: [(&str, u64); 3] = [
    ("meeting_engagement", 7),
    ("hold_the_village", 3),
    ("austerlitz_1805", 11),
];

fn path(id: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/scenario_games")
        .join(format!("{id}.json"))
}

/// Plays the case afresh: the sample armies of the Age of Empires (where
/// the scenario fixes none), the random player against the goldfish.
fn play(id: &str, seed: u64) -> GoldenScenarioGame {
    let catalog = common::shipped_catalog();
    let scenarios = common::shipped_scenarios(&catalog);
    let scenario = scenarios.find(id).expect("a shipped scenario");
    let samples = common::sample_armies();
    let army = samples
        .iter()
        .find(|(e, _)| e == "age_of_empires")
        .map(|(_, r)| r.clone());
    let options = GameOptions {
        goldfish: Some(Side::B),
        first: FirstPlayer::Roll,
        turn_limit: Some(30),
        ..GameOptions::default()
    };
    let players = PerSide::new(army.clone(), army);
    let setup = scenario_setup(
        &catalog,
        scenario,
        players,
        options,
        Table::standard(),
        Lang::En,
    )
    .expect("the scenario sets up");
    let mut game = clouds_core::Game::new(setup.clone(), seed).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut commands = Vec::new();
    while !game.is_over() {
        let command = goldfish_command(&game)
            .or_else(|| random_command(&game, &mut rng))
            .expect("a command");
        game.apply(command.clone()).unwrap();
        commands.push(command);
    }
    GoldenScenarioGame {
        record: GameRecord {
            setup,
            seed,
            commands,
        },
        events: game.log().to_vec(),
        turn: game.turn(),
        phase: game.scenario_phase(),
        morale: [game.morale(Side::A), game.morale(Side::B)],
    }
}

#[test]
fn scenario_games_replay_as_they_were_played() {
    let blessing = std::env::var("BLESS_SCENARIO_GAMES").is_ok_and(|v| v == "1");
    for (id, seed) in CASES {
        if blessing {
            let golden = play(id, seed);
            std::fs::create_dir_all(path(id).parent().unwrap()).unwrap();
            std::fs::write(
                path(id),
                serde_json::to_string_pretty(&golden).unwrap() + "\n",
            )
            .unwrap();
        }
        let text = std::fs::read_to_string(path(id)).unwrap_or_else(|_| {
            panic!("{id}: missing; run BLESS_SCENARIO_GAMES=1 cargo test -p clouds_core --test scenario_golden")
        });
        let golden: GoldenScenarioGame = serde_json::from_str(&text).unwrap();
        let game = golden
            .record
            .replay()
            .unwrap_or_else(|(k, e)| panic!("{id}: command {k} refused: {e:?}"));
        for (k, (expected, got)) in golden.events.iter().zip(game.log()).enumerate() {
            assert_eq!(
                expected, got,
                "{id}: event {k} differs (re-bless if the change is meant)"
            );
        }
        assert_eq!(
            golden.events.len(),
            game.log().len(),
            "{id}: the number of events"
        );
        assert_eq!(
            (golden.turn, golden.phase),
            (game.turn(), game.scenario_phase()),
            "{id}"
        );
        assert_eq!(
            golden.morale,
            [game.morale(Side::A), game.morale(Side::B)],
            "{id}"
        );
        assert!(game.is_over(), "{id}: the game ends");
        let kinds = |f: fn(&Event) -> bool| golden.events.iter().any(f);
        match id {
            "meeting_engagement" => {
                assert!(
                    kinds(|e| matches!(e, Event::ReinforcementsArrived { .. })),
                    "reinforcements arrive"
                );
            }
            "austerlitz_1805" => {
                assert!(
                    kinds(|e| matches!(e, Event::ConditionSettled { roll: Some(_), .. })),
                    "the fog is rolled"
                );
            }
            _ => {}
        }
    }
}
