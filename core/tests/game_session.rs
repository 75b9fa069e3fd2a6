//! The session the table plays through: the goldfish answers by itself,
//! every decision is recorded, undo takes back one person's decision with
//! the answers that followed, and a record replays exactly.

mod common;

use clouds_core::{
    auto_pre_game_command, legal_commands, legal_turn_commands, pregame_setup, setup_from_rosters,
    Command, Event, GameOptions, GameSetup, GoldfishChoice, GoldfishReason, GoldfishSetUp, Lang,
    Mode, PassReason, ReplayError, RuleError, Seat, Session, SessionRecord, Side, StepKind,
    Strength, Table, TerrainChoice,
};

use clouds_core::testing::RandomPlayer;

fn setup() -> GameSetup {
    let catalog = common::shipped_catalog();
    let samples = common::sample_armies();
    let (a, b) = (&samples[0].1, &samples[0].1);
    setup_from_rosters(&catalog, a, b, GameOptions::default()).expect("the armies deploy")
}

/// Plays the person's side by the random player until `count` decisions
/// of the person are made or the game ends.
fn play(session: &mut Session, count: usize, seed: u64) {
    for k in 0..count {
        if session.game().is_over() {
            return;
        }
        let mut player = RandomPlayer::new(seed + k as u64);
        session
            .decide_for_me(&mut player)
            .expect("a legal command")
            .expect("the random player always has a command");
    }
}

#[test]
fn the_goldfish_answers_by_itself_and_its_answers_are_recorded() {
    let mut session = Session::new(setup(), 11, Mode::Goldfish { player: Side::A }).unwrap();
    play(&mut session, 400, 1);
    let record = session.record();
    let goldfish: Vec<_> = record
        .decisions
        .iter()
        .filter(|d| d.answer && d.passed.is_none())
        .collect();
    assert!(
        !goldfish.is_empty(),
        "in 400 decisions the goldfish had hits or losses to take"
    );
    assert!(goldfish.iter().all(|d| d.side == Side::B && d.automatic));
    assert!(record
        .decisions
        .iter()
        .filter(|d| !d.answer)
        .all(|d| d.side == Side::A));
    // The person is never asked to decide for the goldfish.
    assert_ne!(session.person_to_decide(), Some(Side::B));
    // Each of its decisions is in the log with its reason, in words.
    let reasons: Vec<_> = session
        .game()
        .log()
        .iter()
        .filter(|e| matches!(e, clouds_core::Event::GoldfishDecided { .. }))
        .collect();
    assert_eq!(reasons.len(), goldfish.len());
    for event in reasons {
        for lang in [clouds_core::Lang::En, clouds_core::Lang::Ru] {
            let sentence = event.describe(&session.game().names(lang));
            assert!(sentence.len() > 20 && !sentence.contains('{'), "{sentence}");
        }
    }
}

/// The goldfish names the choice it takes where its policy takes the
/// first one offered (the marker the rules place, the combat of the
/// lowest marker), and a run of its decisions in one turn never repeats a
/// line: each marker, each loss taken as morale, says which.
#[test]
fn the_goldfish_names_each_choice_and_never_repeats_a_line_of_them() {
    let catalog = common::shipped_catalog();
    let samples = common::sample_armies();
    let mut markers = 0;
    let mut losses = 0;
    for (k, (_, a)) in samples.iter().enumerate() {
        let b = &samples[(k + 1) % samples.len()].1;
        let setup = setup_from_rosters(&catalog, a, b, GameOptions::default()).unwrap();
        let mut session =
            Session::new(setup, 3 + k as u64, Mode::Goldfish { player: Side::A }).unwrap();
        play(&mut session, 2000, 50 * k as u64);
        let game = session.game();
        let (en, ru) = (game.names(Lang::En), game.names(Lang::Ru));
        let mut said_this_turn: Vec<String> = Vec::new();
        for event in game.log() {
            let reason = match event {
                Event::TurnStarted { .. } => {
                    said_this_turn.clear();
                    continue;
                }
                Event::GoldfishDecided { reason, .. } => reason,
                _ => continue,
            };
            assert!(
                !matches!(
                    reason,
                    GoldfishReason::FirstOffered | GoldfishReason::NoSafeRetreat
                ),
                "{reason:?}"
            );
            let line = event.describe(&en);
            if matches!(
                reason,
                GoldfishReason::Took { .. } | GoldfishReason::MoraleForLoss { .. }
            ) {
                assert!(
                    !said_this_turn.contains(&line),
                    "said twice in a turn: {line}"
                );
                said_this_turn.push(line.clone());
            }
            if let GoldfishReason::Took {
                choice: GoldfishChoice::MarkerWhereRulesPlace { marker },
            } = reason
            {
                markers += 1;
                let n = marker.0 + 1;
                assert_eq!(line, format!("The goldfish starts a combat: combat marker {n} goes where the rules place it."));
                assert_eq!(
                    event.describe(&ru),
                    format!("Мишень начинает бой: маркер боя {n} ставится туда, куда его помещают правила.")
                );
            }
            if let GoldfishReason::MoraleForLoss { left } = reason {
                losses += 1;
                let ru_line = event.describe(&ru);
                if *left > 1 {
                    assert!(
                        line.contains(&format!("one of the {left} losses left")),
                        "{line}"
                    );
                    assert!(
                        ru_line.contains(&format!("оставшихся потерь ({left})")),
                        "{ru_line}"
                    );
                } else {
                    assert!(line.contains("for the last loss"), "{line}");
                    assert!(ru_line.contains("за последнюю потерю"), "{ru_line}");
                }
            }
        }
    }
    assert!(
        markers > 0 && losses > 0,
        "{markers} markers, {losses} losses"
    );
}

/// A step that leaves nothing to choose (no unit engaged: no combat to
/// start) is never put to a person: it passes by itself, is recorded as
/// such, and the log says why; the record replays to the same game, and
/// undo takes the pass back with the decision before it.
#[test]
fn a_step_with_nothing_to_choose_passes_by_itself() {
    let mut session = Session::new(setup(), 11, Mode::HotSeat).unwrap();
    let nothing_to_start = |session: &Session| {
        session.game().step_kind() == StepKind::StartCombat
            && session.game().marker_spots().is_empty()
    };
    for k in 0..300 {
        if session.game().is_over() {
            break;
        }
        assert!(
            !nothing_to_start(&session),
            "a person asked to start no combat"
        );
        let mut player = RandomPlayer::new(100 + k);
        session.decide_for_me(&mut player).unwrap().unwrap();
    }
    let passed: Vec<_> = session
        .record()
        .decisions
        .iter()
        .filter(|d| d.passed.is_some())
        .collect();
    assert!(
        passed.len() >= 4,
        "{} passes in 300 decisions",
        passed.len()
    );
    assert!(passed
        .iter()
        .all(|d| d.command == Command::StartCombat && d.answer && d.automatic));
    let why: Vec<_> = session
        .game()
        .log()
        .iter()
        .filter(|e| {
            matches!(
                e,
                Event::PassedByItself {
                    why: PassReason::NothingEngaged,
                    ..
                }
            )
        })
        .collect();
    assert_eq!(why.len(), passed.len());
    let en = why[0].describe(&session.game().names(clouds_core::Lang::En));
    let ru = why[0].describe(&session.game().names(clouds_core::Lang::Ru));
    assert!(en.contains("no unit is engaged"), "{en}");
    assert!(ru.contains("в огневом контакте"), "{ru}");
    let again = Session::replay(session.record().clone()).unwrap();
    assert_eq!(again.game().log(), session.game().log());
    // Undo never stops before a pass: it takes it back with the decision
    // that led to it.
    while session.undo() {
        assert!(!nothing_to_start(&session), "undo stopped before a pass");
    }
}

/// A bombardment no battery may make passes by the rules alone (the game
/// never stops at it): the log says why, the record holds no decision for
/// it, and the record replays to the same log. A bombardment a person
/// declined by hand (with a battery that could fire) stays a decision of
/// its own and is not said to have passed.
#[test]
fn a_bombardment_no_battery_may_make_passes_with_why_in_the_log_only() {
    // The Age of Reason sample: two batteries, often out of reach.
    let catalog = common::shipped_catalog();
    let reason = &common::sample_armies()[1].1;
    let setup = setup_from_rosters(&catalog, reason, reason, GameOptions::default()).unwrap();
    let mut session = Session::new(setup, 11, Mode::HotSeat).unwrap();
    // The person declines every bombardment offered, by hand.
    for k in 0..300 {
        if session.game().is_over() {
            break;
        }
        if session.game().step_kind() == StepKind::Bombardment {
            session
                .decide(Command::Bombard { targets: vec![] })
                .unwrap();
        } else {
            let mut player = RandomPlayer::new(7 + k);
            session.decide_for_me(&mut player).unwrap().unwrap();
        }
    }
    let passed = |session: &Session| {
        session
            .game()
            .log()
            .iter()
            .filter(|e| {
                matches!(
                    e,
                    Event::PassedByItself {
                        why: PassReason::NoBatteryCanBombard,
                        ..
                    }
                )
            })
            .count()
    };
    assert!(passed(&session) >= 2, "{} passes", passed(&session));
    assert!(session
        .record()
        .decisions
        .iter()
        .all(|d| d.passed != Some(PassReason::NoBatteryCanBombard)));
    let declined = session
        .record()
        .decisions
        .iter()
        .filter(|d| !d.answer && d.command == (Command::Bombard { targets: vec![] }))
        .count();
    assert!(declined >= 1, "the random player declined no bombardment");
    let again = Session::replay(session.record().clone()).unwrap();
    assert_eq!(again.game().log(), session.game().log());
    assert_eq!(passed(&again), passed(&session));
}

#[test]
fn a_record_replays_to_the_same_game() {
    let mut session = Session::new(setup(), 5, Mode::Goldfish { player: Side::A }).unwrap();
    play(&mut session, 150, 2);
    let json = serde_json::to_string(session.record()).unwrap();
    let record = serde_json::from_str(&json).unwrap();
    let again = Session::replay(record).unwrap();
    assert_eq!(again.game(), session.game());
    assert_eq!(again.undo_depth(), session.undo_depth());
}

#[test]
fn undo_takes_back_one_decision_and_is_not_a_reroll() {
    let mut session = Session::new(setup(), 7, Mode::HotSeat).unwrap();
    play(&mut session, 30, 3);
    let before = session.game().clone();
    let decisions = session.record().decisions.len();
    // The next decision, whatever it is, then undo.
    let command = legal_commands(session.game()).pop().unwrap();
    let first = session.decide(command.clone()).unwrap();
    assert!(session.undo());
    assert_eq!(session.game(), &before, "undo restores the game exactly");
    assert_eq!(session.record().decisions.len(), decisions);
    // The same decision again: the same dice, the same events.
    let second = session.decide(command).unwrap();
    assert_eq!(first, second);
}

#[test]
fn undo_goes_back_to_the_start_one_decision_at_a_time() {
    let mut session = Session::new(setup(), 9, Mode::Goldfish { player: Side::A }).unwrap();
    let start = session.game().clone();
    // The goldfish may have had decisions before the person's first one.
    let at_start = session.record().decisions.len();
    play(&mut session, 40, 4);
    let depth = session.undo_depth();
    assert_eq!(
        depth,
        session
            .record()
            .decisions
            .iter()
            .filter(|d| !d.answer)
            .count()
    );
    for _ in 0..depth {
        assert!(session.undo());
    }
    assert!(!session.undo(), "nothing left to take back");
    assert_eq!(session.game(), &start);
    assert_eq!(session.record().decisions.len(), at_start);
}

#[test]
fn a_refused_decision_changes_nothing() {
    let mut session = Session::new(setup(), 3, Mode::HotSeat).unwrap();
    let before = session.game().clone();
    let wrong = match session.game().step_kind() {
        StepKind::RollDice => Command::EndActions,
        _ => Command::RollActionDice,
    };
    assert!(matches!(
        session.decide(wrong),
        Err(RuleError::WrongPhase { .. })
    ));
    assert_eq!(session.game(), &before);
    assert!(!session.can_undo());
}

#[test]
fn a_record_that_no_longer_replays_names_the_decision() {
    let mut session = Session::new(setup(), 13, Mode::HotSeat).unwrap();
    play(&mut session, 10, 5);
    let mut record = session.record().clone();
    record.decisions[4].command = Command::ChooseRetreat {
        direction: clouds_core::RetreatDirection::Back,
    };
    match Session::replay(record) {
        Err(error @ ReplayError::Refused { index: 4, .. }) => {
            let en = error.describe(clouds_core::Lang::En);
            assert!(en.contains("Decision 5"), "{en}");
        }
        other => panic!("expected the fifth decision refused, got {other:?}"),
    }
}

#[test]
fn a_saved_game_reads_back_and_resumes_at_the_same_decision() {
    let mut session = Session::new(setup(), 17, Mode::Goldfish { player: Side::A }).unwrap();
    play(&mut session, 60, 6);
    let saved = clouds_core::SavedGame::new("g1", &session, 1.0e12, Some("#edit=abc".into()));
    assert_eq!(saved.summary.turn, session.game().turn());
    let back = clouds_core::SavedGame::decode(&saved.encode()).unwrap();
    assert_eq!(back, saved);
    let resumed = Session::replay(back.record).unwrap();
    assert_eq!(resumed.game(), session.game());
    assert_eq!(resumed.person_to_decide(), session.person_to_decide());
}

#[test]
fn a_game_written_with_its_setup_as_read_is_the_same_saved_game() {
    use clouds_core::SavedGame;
    let mut session = Session::new(setup(), 29, Mode::Goldfish { player: Side::B }).unwrap();
    let start = SavedGame::new("g4", &session, 2.0, Some("#edit=k".into())).encode();
    let (_, kept) = SavedGame::decode_keeping_setup(&start).unwrap();
    play(&mut session, 40, 8);
    let written = kept.encode("g4", &session, 3.0, Some("#edit=k"));
    let expected = SavedGame::new("g4", &session, 3.0, Some("#edit=k".into()));
    assert_eq!(SavedGame::decode(&written).unwrap(), expected);
    // The same setup played again with another seed ("play again").
    let again = Session::new(expected.record.setup.clone(), 31, session.mode().clone()).unwrap();
    let written = kept.encode("g5", &again, 4.0, None);
    assert_eq!(
        SavedGame::decode(&written).unwrap(),
        SavedGame::new("g5", &again, 4.0, None)
    );
}

#[test]
fn damaged_or_foreign_game_files_are_named_not_panicked_on() {
    use clouds_core::{SaveError, SavedGame};
    let session = Session::new(setup(), 19, Mode::HotSeat).unwrap();
    let text = SavedGame::new("g2", &session, 0.0, None).encode();
    assert_eq!(
        SavedGame::decode("{\"units\": []}"),
        Err(SaveError::NotAGame)
    );
    assert!(matches!(
        SavedGame::decode("not json"),
        Err(SaveError::NotJson { .. })
    ));
    let future = text.replace("\"format\":1", "\"format\":9");
    assert_eq!(
        SavedGame::decode(&future),
        Err(SaveError::FutureFormat { found: 9 })
    );
    let army = clouds_core::SavedArmy::new("a", common::sample_armies()[0].1.clone(), 0.0);
    assert_eq!(SavedGame::decode(&army.encode()), Err(SaveError::NotAGame));
    // Every cut of the file is refused with a reason.
    for end in (0..text.len()).step_by(97) {
        if text.is_char_boundary(end) {
            assert!(SavedGame::decode(&text[..end]).is_err());
        }
    }
}

#[test]
fn a_game_started_from_its_record_alone_is_the_same_game() {
    use clouds_core::{SavedGame, SavedGameHeader, SessionRecord};
    let record = SessionRecord::new(setup(), 23, Mode::Goldfish { player: Side::A });
    let text = SavedGame::starting_text("g3", &record, 5.0, Some("#edit=x"));
    let saved = SavedGame::starting("g3", record, 5.0, Some("#edit=x".into()));
    assert_eq!(text, saved.encode(), "the text of the same record");
    let header = SavedGameHeader::decode(&text).unwrap();
    assert_eq!((header.id.as_str(), header.summary.turn), ("g3", 0));
    assert_eq!(header.origin.as_deref(), Some("#edit=x"));
    let from_record = Session::replay(saved.record).unwrap();
    let started = Session::new(setup(), 23, Mode::Goldfish { player: Side::A }).unwrap();
    assert_eq!(from_record.game(), started.game());
    assert_eq!(from_record.record(), started.record());
}

#[test]
fn the_two_fights_fixture_leaves_the_marker_to_the_player() {
    // The table's browser test of the marker choice starts from this game.
    let catalog = common::shipped_catalog();
    let session = clouds_core::testing::two_fights_session(&catalog).expect("the two-fights game");
    let game = session.game();
    assert_eq!(game.step_kind(), clouds_core::StepKind::StartCombat);
    let spots = game.marker_spots();
    assert_eq!(spots.len(), 2, "{spots:?}");
    assert!(spots.iter().all(|s| s.brings_in.len() == 2), "{spots:?}");
}

/// Plays a game against the general: the person's side by the random
/// player, the general's answers by the general itself (as the app's worker
/// gives them), up to `count` decisions of the person.
fn play_against_the_general(session: &mut Session, count: usize) {
    let mut general = Strength::Veteran.player(7);
    for k in 0..count {
        session
            .run_general(general.as_mut())
            .expect("the general's answers apply");
        if session.game().is_over() {
            return;
        }
        let mut player = RandomPlayer::new(100 + k as u64);
        session
            .decide_for_me(&mut player)
            .expect("a legal command")
            .expect("the random player always has a command");
    }
}

#[test]
fn against_the_general_its_answers_are_recorded_with_why_and_replay() {
    let mode = Mode::General { player: Side::A };
    let mut session = Session::new(setup(), 21, mode).unwrap();
    assert_eq!(session.record().strength, Strength::Veteran);
    play_against_the_general(&mut session, 300);
    let record = session.record().clone();
    let answers: Vec<_> = record
        .decisions
        .iter()
        .filter(|d| d.answer && d.passed.is_none())
        .collect();
    assert!(!answers.is_empty(), "the general answered");
    for d in &answers {
        assert_eq!(d.side, Side::B);
        assert!(d.automatic && d.general_said.is_some() && d.reason.is_none());
    }
    let said = session
        .game()
        .log()
        .iter()
        .filter(|e| matches!(e, Event::GeneralDecided { side: Side::B, .. }))
        .count();
    assert_eq!(said, answers.len(), "each answer says why in the log");
    // The general never decides for the person, nor the person for it.
    assert!(record
        .decisions
        .iter()
        .filter(|d| !d.answer)
        .all(|d| d.side == Side::A));
    let replayed = Session::replay(record).expect("it replays");
    assert_eq!(replayed.game(), session.game());
}

#[test]
fn the_general_answers_only_when_its_decision_is_due() {
    let mode = Mode::General { player: Side::B };
    let mut session = Session::new(setup(), 22, mode).unwrap();
    // Side A is the general's: find a moment when the person (B) is due.
    let mut general = Strength::Veteran.player(1);
    session.run_general(general.as_mut()).unwrap();
    assert_eq!(session.general_due(), None);
    assert_eq!(session.person_to_decide(), Some(Side::B));
    let before = session.game().clone();
    let offer = legal_commands(session.game())[0].clone();
    let refused = session.answer_as_general(offer, clouds_core::Text::new("", ""));
    assert!(matches!(refused, Err(RuleError::NotYourTurn { .. })));
    assert_eq!(session.game(), &before);
}

#[test]
fn undo_against_the_general_takes_back_its_answers_too() {
    let mut session = Session::new(setup(), 23, Mode::General { player: Side::A }).unwrap();
    play_against_the_general(&mut session, 60);
    let mut general = Strength::Veteran.player(7);
    session.run_general(general.as_mut()).unwrap();
    let person_decisions = session
        .record()
        .decisions
        .iter()
        .filter(|d| !d.answer)
        .count();
    assert_eq!(session.undo_depth(), person_decisions);
    assert!(session.undo());
    let last = session.record().decisions.last().expect("decisions left");
    // What is left ends with a decision before the one taken back: either
    // the person's or the general's answer to an earlier one, and the
    // person decides again.
    assert!(last.side == Side::A || last.answer);
    assert_eq!(session.person_to_decide(), Some(Side::A));
}

#[test]
fn a_game_saved_before_the_general_reads_as_the_veteran_against_nobody() {
    // Records written before the strength and the general's reasons were
    // saved read with the veteran and no reasons.
    let mut session = Session::new(setup(), 24, Mode::Goldfish { player: Side::A }).unwrap();
    play(&mut session, 10, 9);
    let saved = clouds_core::SavedGame::new("old", &session, 1.0e12, None);
    let mut json: serde_json::Value = serde_json::from_str(&saved.encode()).unwrap();
    json["record"].as_object_mut().unwrap().remove("strength");
    let back = clouds_core::SavedGame::decode(&json.to_string()).unwrap();
    assert_eq!(back.record.strength, Strength::Veteran);
    assert!(back
        .record
        .decisions
        .iter()
        .all(|d| d.general_said.is_none()));
    assert_eq!(Session::replay(back.record).unwrap().game(), session.game());
}

/// Counts in the log agree with their nouns: one hit, one die, one loss,
/// in English; the actions' end says what came off the board, if anything.
#[test]
fn the_logs_counts_agree_with_their_nouns() {
    let session = Session::new(setup(), 11, Mode::HotSeat).unwrap();
    let en = session.game().names(clouds_core::Lang::En);
    let ru = session.game().names(clouds_core::Lang::Ru);
    let one_hit = Event::HitsScored {
        on: Side::A,
        hits: 1,
    };
    assert!(one_hit.describe(&en).ends_with("take 1 hit."));
    let losses = |losses| Event::BombardmentRolled {
        side: Side::A,
        target: None,
        rolled: vec![5, 6],
        total: 11,
        losses,
    };
    assert!(losses(1).describe(&en).contains(": 1 loss to take."));
    assert!(losses(2).describe(&en).contains(": 2 losses to take."));
    let cleared = |dice| Event::ActionsCleared {
        side: Side::A,
        seat: Seat::FIRST,
        dice,
    };
    assert_eq!(cleared(0).describe(&en), "The actions end.");
    assert_eq!(cleared(0).describe(&ru), "Действия окончены.");
    assert!(cleared(1).describe(&en).ends_with("cleared of 1 die."));
    assert!(cleared(3).describe(&en).ends_with("cleared of 3 dice."));
}

/// A game that starts with the pre-game sequence, terrain by the rules.
fn pre_game_setup() -> GameSetup {
    let catalog = common::shipped_catalog();
    let samples = common::sample_armies();
    let (a, b) = (&samples[0].1, &samples[1].1);
    let table = Table::standard();
    pregame_setup(
        &catalog,
        a,
        b,
        GameOptions::default(),
        table,
        TerrainChoice::ByTheRules,
    )
    .expect("the armies set up")
}

/// The goldfish sets up by its plan only in a session that carries it
/// (`GoldfishSetUp::BY_PLAN`, the pre-game page's): one replayed
/// `AS_RECORDED` (the turns' page's) stops where the goldfish is due to set
/// up, and a record kept with the goldfish's choices replays so to the
/// same game. The table's page relies on it: it opens only games kept so.
#[test]
fn the_goldfish_sets_up_only_where_its_plan_is_carried() {
    // The person plays side B: the goldfish's columns come first.
    let record = SessionRecord::new(pre_game_setup(), 9, Mode::Goldfish { player: Side::B });
    let waiting = Session::replay_with(record.clone(), GoldfishSetUp::AS_RECORDED).unwrap();
    assert_eq!(waiting.game().step_kind(), StepKind::Columns);
    assert_eq!(waiting.game().decider(), Some(Side::A));
    assert_eq!(waiting.person_to_decide(), None);
    assert!(waiting.record().decisions.is_empty());
    assert!(!waiting.goldfish_set_up_here());
    let mut session = Session::replay(record).unwrap();
    assert!(session.goldfish_set_up_here());
    assert_eq!(session.person_to_decide(), Some(Side::B));
    // The person sets up by the policy; the goldfish answers as it must.
    let mut last_own = 0;
    while session.game().step_kind().is_pre_game() {
        last_own = session.record().decisions.len();
        let command = auto_pre_game_command(session.game()).unwrap();
        session.decide(command).unwrap();
    }
    assert_eq!(session.game().turn(), 1);
    let again = Session::replay_with(session.record().clone(), GoldfishSetUp::AS_RECORDED).unwrap();
    assert!(!again.goldfish_set_up_here());
    assert_eq!(again.game(), session.game());
    assert_eq!(again.record(), session.record());
    // Stopped after the person's last choice of the sequence, the record
    // leaves the goldfish's last (its commanders) to make.
    let mut cut = session.record().clone();
    cut.decisions.truncate(last_own + 1);
    assert!(session.record().decisions[last_own + 1..]
        .iter()
        .any(|d| matches!(d.reason, Some(GoldfishReason::SetUpByPlan { .. }))));
    let waiting = Session::replay_with(cut.clone(), GoldfishSetUp::AS_RECORDED).unwrap();
    assert!(waiting.game().step_kind().is_pre_game());
    assert_eq!(waiting.game().decider(), Some(Side::A));
    assert!(!waiting.goldfish_set_up_here());
    let done = Session::replay(cut).unwrap();
    assert!(done.goldfish_set_up_here());
    assert_eq!(done.game(), session.game());
    assert_eq!(done.record(), session.record());
}

/// The legal commands of a turn are the enumerator's own; in the pre-game
/// sequence there are none (the table's page, which asks for them, plays
/// only the turns).
#[test]
fn the_turns_legal_commands_are_the_enumerator_s_in_a_turn_and_none_before() {
    let mut session = Session::new(pre_game_setup(), 4, Mode::HotSeat).unwrap();
    while session.game().step_kind().is_pre_game() {
        assert!(!legal_commands(session.game()).is_empty());
        assert!(legal_turn_commands(session.game()).is_empty());
        let command = auto_pre_game_command(session.game()).unwrap();
        session.decide(command).unwrap();
    }
    play(&mut session, 200, 8);
    let mut game = session.game().clone();
    for k in 0..300 {
        if game.is_over() {
            break;
        }
        let offered = legal_commands(&game);
        assert_eq!(
            legal_turn_commands(&game),
            offered,
            "at {:?}",
            game.step_kind()
        );
        game.apply(offered[k % offered.len()].clone()).unwrap();
    }
}
