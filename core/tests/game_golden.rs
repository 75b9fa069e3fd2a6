//! Golden games: whole turns of real armies, stored as files in
//! `tests/fixtures/games/`: the two rosters and the game's options, the
//! seed, the command script, and the events and final state the engine
//! produced. The test replays every file and demands the same events and
//! state to the last number.
//!
//! When the engine changes on purpose, re-bless the files with
//! `BLESS_GAMES=1 cargo test -p clouds_core --test game_golden`: that plays each case
//! again (the random player and the goldfish choose the commands, from
//! the case's seed) and rewrites its file. Review the diff before
//! committing it. When only what the events say changed (a field added
//! to an event), `BLESS_GAMES=events` keeps each file's commands and
//! rewrites only its events and final state from replaying them: the
//! random player has changed since the files were made, so playing again
//! would change the commands too.

mod common;

use clouds_core::testing::{goldfish_command, random_command};
use clouds_core::Roster;
use clouds_core::Side;
use clouds_core::{setup_from_rosters, Command, Event, FirstPlayer, Game, GameOptions, GameRecord};
use rand_chacha::rand_core::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use std::path::PathBuf;

/// What the final state is compared on.
#[derive(Debug, PartialEq, Serialize, Deserialize)]
struct Final {
    turn: u32,
    active: Side,
    morale: [u32; 2],
    scenario_phase: u32,
    /// Units still on the table: id, x, y, facing.
    units: Vec<(u32, f64, f64, f64)>,
    markers: Vec<(u32, f64, f64, u32)>,
    over: bool,
}

#[derive(Debug, Serialize, Deserialize)]
struct GoldenGame {
    about: String,
    a: Roster,
    b: Roster,
    options: GameOptions,
    seed: u64,
    commands: Vec<Command>,
    events: Vec<Event>,
    last: Final,
}

struct Case {
    name: &'static str,
    about: &'static str,
    a: &'static str,
    b: &'static str,
    goldfish: bool,
    turns: u32,
    seed: u64,
}

const CASES: [Case; 3] = [
    Case {
        name: "empires_against_a_goldfish",
        about:
            "Age of Empires sample army against the Age of Reason sample as a goldfish: four turns.",
        a: "age_of_empires",
        b: "age_of_reason",
        goldfish: true,
        turns: 4,
        seed: 11,
    },
    Case {
        name: "hot_seat_revolution_and_reason",
        about: "Two human sides, Military Revolution against Age of Reason: eight turns.",
        a: "military_revolution",
        b: "age_of_reason",
        goldfish: false,
        turns: 8,
        seed: 5,
    },
    Case {
        name: "reason_against_a_goldfish_to_the_end",
        about:
            "Age of Reason against an Age of Empires goldfish, played to its end (12-turn limit).",
        a: "age_of_reason",
        b: "age_of_empires",
        goldfish: true,
        turns: 12,
        seed: 3,
    },
];

fn path(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/games")
        .join(format!("{name}.json"))
}

fn last(game: &Game) -> Final {
    Final {
        turn: game.turn(),
        active: game.active(),
        morale: [game.morale(Side::A), game.morale(Side::B)],
        scenario_phase: game.scenario_phase(),
        units: game
            .position()
            .units()
            .iter()
            .map(|u| {
                (
                    u.id.0,
                    u.placement.centre.x,
                    u.placement.centre.y,
                    u.placement.facing,
                )
            })
            .collect(),
        markers: game
            .position()
            .markers()
            .iter()
            .map(|m| (m.id.0, m.at.x, m.at.y, m.price))
            .collect(),
        over: game.is_over(),
    }
}

fn roster(era: &str) -> Roster {
    common::sample_armies()
        .into_iter()
        .find(|(e, _)| e == era)
        .map(|(_, r)| r)
        .unwrap_or_else(|| panic!("no sample army for {era}"))
}

fn bless(case: &Case) {
    let catalog = common::shipped_catalog();
    let (a, b) = (roster(case.a), roster(case.b));
    let options = GameOptions {
        goldfish: case.goldfish.then_some(Side::B),
        first: FirstPlayer::Roll,
        turn_limit: Some(case.turns),
        ..GameOptions::default()
    };
    let setup = setup_from_rosters(&catalog, &a, &b, options.clone()).unwrap();
    let mut game = Game::new(setup, case.seed).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(case.seed);
    let mut commands = Vec::new();
    while !game.is_over() {
        let command = goldfish_command(&game)
            .or_else(|| random_command(&game, &mut rng))
            .expect("a command");
        game.apply(command.clone()).unwrap();
        commands.push(command);
    }
    let golden = GoldenGame {
        about: case.about.to_owned(),
        a,
        b,
        options,
        seed: case.seed,
        commands,
        events: game.log().to_vec(),
        last: last(&game),
    };
    std::fs::create_dir_all(path(case.name).parent().unwrap()).unwrap();
    std::fs::write(
        path(case.name),
        serde_json::to_string_pretty(&golden).unwrap() + "\n",
    )
    .unwrap();
}

#[test]
fn golden_games_replay_exactly() {
    let blessing = std::env::var("BLESS_GAMES").is_ok_and(|v| v == "1");
    let catalog = common::shipped_catalog();
    for case in &CASES {
        if blessing {
            bless(case);
        }
        let text = std::fs::read_to_string(path(case.name)).unwrap_or_else(|_| {
            panic!(
                "{}: missing; run BLESS_GAMES=1 cargo test -p clouds_core --test game_golden",
                case.name
            )
        });
        let events_only = std::env::var("BLESS_GAMES").is_ok_and(|v| v == "events");
        let mut file: serde_json::Value = serde_json::from_str(&text).unwrap();
        if events_only {
            // The old events may no longer read: they are replaced below.
            file["events"] = serde_json::Value::Array(Vec::new());
        }
        let mut golden: GoldenGame = serde_json::from_value(file).unwrap();
        let setup =
            setup_from_rosters(&catalog, &golden.a, &golden.b, golden.options.clone()).unwrap();
        let record = GameRecord {
            setup,
            seed: golden.seed,
            commands: golden.commands.clone(),
        };
        let game = record
            .replay()
            .unwrap_or_else(|(k, e)| panic!("{}: command {k} is refused now: {e:?}", case.name));
        if events_only {
            golden.events = game.log().to_vec();
            golden.last = last(&game);
            let text = serde_json::to_string_pretty(&golden).unwrap() + "\n";
            std::fs::write(path(case.name), text).unwrap();
        }
        let first_difference = golden
            .events
            .iter()
            .zip(game.log())
            .position(|(expected, got)| expected != got);
        if let Some(k) = first_difference {
            panic!(
                "{}: event {k} differs:\nexpected {:?}\n     got {:?}\n(re-bless with BLESS_GAMES=1 if the change is meant)",
                case.name, golden.events[k], game.log()[k]
            );
        }
        assert_eq!(
            golden.events.len(),
            game.log().len(),
            "{}: number of events",
            case.name
        );
        assert_eq!(golden.last, last(&game), "{}: final state", case.name);
        assert!(
            !golden.commands.is_empty() && game.turn() >= 3,
            "{}: whole turns",
            case.name
        );
    }
}

#[test]
fn a_saved_game_goes_on_exactly_as_the_original() {
    // Serialize a game mid-way (dice state included) and play both on.
    let catalog = common::shipped_catalog();
    let options = GameOptions {
        goldfish: Some(Side::B),
        turn_limit: Some(6),
        ..GameOptions::default()
    };
    let setup = setup_from_rosters(
        &catalog,
        &roster("age_of_empires"),
        &roster("age_of_reason"),
        options,
    )
    .unwrap();
    let mut game = Game::new(setup, 99).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(99);
    for _ in 0..40 {
        let Some(c) = goldfish_command(&game).or_else(|| random_command(&game, &mut rng)) else {
            break;
        };
        game.apply(c).unwrap();
    }
    let mut copy: Game = serde_json::from_str(&serde_json::to_string(&game).unwrap()).unwrap();
    let mut rng_copy = rng.clone();
    for _ in 0..200 {
        if game.is_over() {
            break;
        }
        let c = goldfish_command(&game)
            .or_else(|| random_command(&game, &mut rng))
            .unwrap();
        let d = goldfish_command(&copy)
            .or_else(|| random_command(&copy, &mut rng_copy))
            .unwrap();
        assert_eq!(c, d);
        assert_eq!(game.apply(c).unwrap(), copy.apply(d).unwrap());
    }
    assert_eq!(
        serde_json::to_string(&game).unwrap(),
        serde_json::to_string(&copy).unwrap()
    );
}
