//! Games saved by the app keep opening after the rules the engine plays
//! change. Each file in `tests/fixtures/saved_games/` is a game file as the
//! app writes it (goldfish and hot seat, an open table and terrain by the
//! rules, mid-game and finished, and a scenario's game just after its
//! reinforcements arrived, which keeps the whole scenario and the armies'
//! profiles, so it opens without the lists), and each must replay to the
//! summary it was saved with. When a later change makes one of an old game's
//! decisions illegal, the game still opens: up to the last decision that
//! holds, naming the one that does not (the second test).
//!
//!     BLESS_SAVED_GAMES=1 cargo test -p clouds_core --test saved_games_golden
//!
//! writes the files that are missing. Existing files are never rewritten:
//! they are what players' saved games look like. When a rule change makes
//! a kept game stop short, its file moves to a folder named for the change
//! (where a test holds it to the decision it now stops at) and today's game
//! is blessed in its place.

mod common;

use clouds_core::{
    pregame_setup, scenario_setup, AutoPlayer, Command, Event, GameOptions, General,
    GoldfishChoice, GoldfishReason, Lang, Mode, MoveOrder, PerSide, ReplayError, RuleError,
    SavedGame, Session, Side, Table, TableUnitId, TerrainChoice,
};
use std::path::{Path, PathBuf};

/// One kept game: its file name, who plays, the table, and how many of
/// the person's decisions it was saved after (`None`: played to the end).
struct Kept {
    name: &'static str,
    mode: Mode,
    terrain: TerrainChoice,
    seed: u64,
    decisions: Option<usize>,
    /// The shipped scenario it plays (the record keeps it whole, with the
    /// armies' profiles, so it opens whatever the lists become); none: the
    /// standard set-up of before scenarios.
    scenario: Option<&'static str>,
}

fn kept_games() -> Vec<Kept> {
    let goldfish = Mode::Goldfish { player: Side::A };
    vec![
        Kept {
            name: "goldfish-open-midgame",
            mode: goldfish.clone(),
            terrain: TerrainChoice::Open,
            seed: 101,
            decisions: Some(120),
            scenario: None,
        },
        Kept {
            name: "goldfish-rules-finished",
            mode: goldfish.clone(),
            terrain: TerrainChoice::ByTheRules,
            seed: 102,
            decisions: None,
            scenario: None,
        },
        Kept {
            name: "hotseat-open-finished",
            mode: Mode::HotSeat,
            terrain: TerrainChoice::Open,
            seed: 103,
            decisions: None,
            scenario: None,
        },
        Kept {
            name: "hotseat-rules-midgame",
            mode: Mode::HotSeat,
            terrain: TerrainChoice::ByTheRules,
            seed: 104,
            decisions: Some(150),
            scenario: None,
        },
        Kept {
            name: "goldfish-meeting-engagement-midgame",
            mode: goldfish,
            terrain: TerrainChoice::Open,
            seed: 105,
            decisions: Some(70),
            scenario: Some("meeting_engagement"),
        },
    ]
}

fn folder() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/saved_games")
}

/// Plays a kept game as today's app would: the person's decisions made
/// by "decide for me" (the general), the goldfish answering by itself.
fn play(kept: &Kept) -> Session {
    let catalog = common::shipped_catalog();
    let samples = common::sample_armies();
    let (a, b) = (&samples[0].1, &samples[1].1);
    let table = Table::from_centimetres(120.0, 90.0, 60.0);
    let setup = match kept.scenario {
        None => pregame_setup(
            &catalog,
            a,
            b,
            GameOptions::default(),
            table,
            kept.terrain.clone(),
        ),
        Some(id) => {
            let scenarios = common::shipped_scenarios(&catalog);
            let scenario = scenarios.find(id).expect("a shipped scenario");
            let players = PerSide::new(Some(a.clone()), Some(b.clone()));
            scenario_setup(
                &catalog,
                scenario,
                players,
                GameOptions::default(),
                table,
                Lang::En,
            )
        }
    }
    .expect("the sample armies set up");
    let mut session = Session::new(setup, kept.seed, kept.mode.clone()).expect("the game starts");
    let mut general = General::new();
    let most = kept.decisions.unwrap_or(usize::MAX);
    for _ in 0..most {
        match session.decide_for_me(&mut general) {
            Ok(Some(_)) => {}
            Ok(None) => break,
            Err(error) => panic!("{}: the general's decision refused: {error:?}", kept.name),
        }
    }
    session
}

fn read(name: &str) -> SavedGame {
    read_from(&folder(), name)
}

fn read_from(folder: &Path, name: &str) -> SavedGame {
    let path = folder.join(format!("{name}.json"));
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|_| panic!("{} is missing: bless it", path.display()));
    SavedGame::decode(&text).unwrap_or_else(|e| panic!("{name} does not read: {e:?}"))
}

#[test]
fn saved_games_of_today_replay_to_the_summary_they_were_saved_with() {
    std::fs::create_dir_all(folder()).expect("the fixtures folder");
    for kept in kept_games() {
        let path = folder().join(format!("{}.json", kept.name));
        if std::env::var_os("BLESS_SAVED_GAMES").is_some() && !path.exists() {
            let session = play(&kept);
            let saved = SavedGame::new(kept.name, &session, 1.8e12, None);
            std::fs::write(&path, saved.encode()).expect("the fixture is written");
        }
        let saved = read(kept.name);
        let session = Session::replay(saved.record.clone())
            .unwrap_or_else(|e| panic!("{}: {}", kept.name, e.describe(clouds_core::Lang::En)));
        assert_eq!(
            SavedGame::new(kept.name, &session, 0.0, None).summary,
            saved.summary,
            "{}: the replayed game is not the one saved",
            kept.name
        );
        assert_eq!(
            session.game().is_over(),
            kept.decisions.is_none(),
            "{}",
            kept.name
        );
    }
}

/// The index of the `nth` decision a person made by moving a unit, and
/// the unit: a decision a rule change could make illegal.
fn a_unit_move(saved: &SavedGame, nth: usize) -> Option<usize> {
    saved
        .record
        .decisions
        .iter()
        .enumerate()
        .filter(|(_, d)| !d.answer && matches!(d.command, Command::MoveUnit { .. }))
        .map(|(k, _)| k)
        .nth(nth)
}

#[test]
fn a_game_with_a_decision_the_rules_now_refuse_opens_up_to_the_last_that_holds() {
    for kept in kept_games() {
        let saved = read(kept.name);
        let Some(k) = a_unit_move(&saved, 3) else {
            panic!("{}: the game has too few moves to test", kept.name);
        };
        // As if a rule change had cut the unit's move short: a move far
        // beyond any unit's speed stands for a decision the rules refuse.
        let mut record = saved.record.clone();
        let Command::MoveUnit { unit, order } = record.decisions[k].command.clone() else {
            unreachable!("a_unit_move finds unit moves");
        };
        let far = match order {
            MoveOrder::Simple { heading, .. } => MoveOrder::simple(heading, 500.0),
            MoveOrder::Difficult {
                direction, facing, ..
            } => MoveOrder::difficult(direction, 500.0, facing),
        };
        record.decisions[k].command = Command::MoveUnit { unit, order: far };

        let Err(refused) = Session::replay(record.clone()) else {
            panic!("{}: the changed decision was not refused", kept.name);
        };
        let (mut session, salvage) =
            Session::replay_as_far_as_it_holds(record).expect("the game starts");
        assert_eq!(salvage.as_ref(), Some(&refused), "{}", kept.name);
        let Some(ReplayError::Refused { index, .. }) = salvage else {
            panic!("{}: expected a refused decision", kept.name);
        };
        assert_eq!(index, k, "{}", kept.name);
        let sentence = refused.describe(clouds_core::Lang::En);
        assert!(
            sentence.contains(&format!("Decision {}", k + 1)),
            "{sentence}"
        );
        // Up to the decision before: the same game as the original's, and
        // the person may go on from it.
        let mut before = saved.record.clone();
        before.decisions.truncate(k);
        let original = Session::replay(before).expect("the decisions before hold");
        assert_eq!(session.game(), original.game(), "{}", kept.name);
        assert_eq!(session.record().decisions.len(), k, "{}", kept.name);
        assert!(session.person_to_decide().is_some(), "{}", kept.name);
        let went_on = session.decide_for_me(&mut General::new());
        assert!(matches!(went_on, Ok(Some(_))), "{}: {went_on:?}", kept.name);
    }
}

/// The games kept before an emplaced battery bombarded in a 45° arc (the
/// quick reference's, see "Emplacement arc" in docs/RULES_NOTES.md): each
/// with the decision it now stops at, an emplaced battery's bombardment
/// of a target outside that arc (inside the ordinary 90° one).
const BEFORE_THE_EMPLACEMENT_ARC: [(&str, usize, u32, u32); 4] = [
    ("goldfish-open-midgame", 22, 15, 20),
    ("goldfish-rules-finished", 29, 15, 20),
    ("hotseat-open-finished", 54, 16, 19),
    ("hotseat-rules-midgame", 28, 15, 31),
];

#[test]
fn games_saved_before_the_emplacement_arc_open_up_to_the_bombardment_it_refuses() {
    let older = folder().join("before_the_emplacement_arc");
    for (name, stops_at, battery, target) in BEFORE_THE_EMPLACEMENT_ARC {
        let saved = read_from(&older, name);
        let (session, salvage) =
            Session::replay_as_far_as_it_holds(saved.record.clone()).expect("the game starts");
        let Some(ReplayError::Refused { index, error }) = salvage else {
            panic!("{name}: expected a refused decision, got {salvage:?}");
        };
        assert_eq!(index, stops_at, "{name}");
        assert_eq!(
            error,
            RuleError::TargetOutOfReach {
                battery: TableUnitId(battery),
                target: TableUnitId(target),
            },
            "{name}"
        );
        let position = session.game().position();
        assert!(position.in_emplacement(TableUnitId(battery)), "{name}");
        let fire = position
            .fire_check(TableUnitId(battery), TableUnitId(target))
            .expect("both on the table");
        assert!(fire.in_arc, "{name}: in the ordinary arc");
        assert_eq!(session.record().decisions.len(), stops_at, "{name}");
    }
}

#[test]
fn the_general_decides_from_the_saved_games_as_from_a_fresh_one() {
    // A salvaged game is a game like any other to the automatic players.
    let saved = read("hotseat-rules-midgame");
    let session = Session::replay(saved.record).expect("it replays");
    let mut general = General::new();
    assert!(general.choose(session.game()).is_some());
}

#[test]
fn a_goldfish_reason_saved_before_it_named_its_choice_is_named_in_the_log() {
    // Games saved when the goldfish said only "the choice the rules leave
    // it" (FirstOffered) and took every bombardment loss as morale with the
    // same line (NoSafeRetreat). The kept one of them stops before its
    // first such line since the emplacement arc, so today's game stands in,
    // its reasons put back to those two. The record keeps them; the log
    // names each choice from the command made.
    let mut saved = read("goldfish-rules-finished");
    for decision in &mut saved.record.decisions {
        decision.reason = match decision.reason.take() {
            Some(GoldfishReason::Took { .. }) => Some(GoldfishReason::FirstOffered),
            Some(GoldfishReason::MoraleForLoss { .. }) => Some(GoldfishReason::NoSafeRetreat),
            other => other,
        };
    }
    let held = |pick: fn(&GoldfishReason) -> bool| {
        saved
            .record
            .decisions
            .iter()
            .filter(|d| d.reason.as_ref().is_some_and(pick))
            .count()
    };
    let first_offered = held(|r| matches!(r, GoldfishReason::FirstOffered));
    let no_safe_retreat = held(|r| matches!(r, GoldfishReason::NoSafeRetreat));
    assert!(first_offered > 0 && no_safe_retreat > 0);
    let session = Session::replay(saved.record.clone()).expect("it replays");
    assert_eq!(
        session.record(),
        &saved.record,
        "the record is kept as saved"
    );
    let reasons: Vec<&GoldfishReason> = session
        .game()
        .log()
        .iter()
        .filter_map(|e| match e {
            Event::GoldfishDecided { reason, .. } => Some(reason),
            _ => None,
        })
        .collect();
    assert!(!reasons.iter().any(|r| matches!(
        r,
        GoldfishReason::FirstOffered | GoldfishReason::NoSafeRetreat
    )));
    let took = reasons
        .iter()
        .filter(|r| matches!(r, GoldfishReason::Took { .. }))
        .count();
    let morale = reasons
        .iter()
        .filter(|r| matches!(r, GoldfishReason::MoraleForLoss { .. }))
        .count();
    assert_eq!((took, morale), (first_offered, no_safe_retreat));
    let markers = reasons.iter().any(|r| {
        matches!(
            r,
            GoldfishReason::Took {
                choice: GoldfishChoice::MarkerWhereRulesPlace { .. }
            }
        )
    });
    assert!(markers, "{reasons:?}");
}
