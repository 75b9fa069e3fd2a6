//! Games of more than two players: every rule of the rulebook's section,
//! each on a built position with scripted dice, and the seats' checks.
//!
//! Side A is Denis (seat 1) and Vika (seat 2), side B Louis and Philippe,
//! as in the rulebook's example of the phases.

mod game_support;

use clouds_core::{
    legal_commands, team_setup, BombardLoss, BombardTarget, BrokenArmy, Command, Event, Game,
    GameOptions, Lang, PerSide, PlayerId, Point, RuleError, Seat, Side, Slot, StepKind,
    TableUnitId, TacticTargets, TeamProblem, UnitProfile, UnitType,
};
use game_support::common;
use game_support::*;

const DENIS: PlayerId = PlayerId::new(Side::A, Seat(0));
const VIKA: PlayerId = PlayerId::new(Side::A, Seat(1));
const LOUIS: PlayerId = PlayerId::new(Side::B, Seat(0));
const PHILIPPE: PlayerId = PlayerId::new(Side::B, Seat(1));

fn inf(n: u32, player: PlayerId) -> UnitProfile {
    profile_of(n, player, UnitType::Infantry, &[])
}

fn guns(n: u32, player: PlayerId) -> UnitProfile {
    profile_of(n, player, UnitType::Artillery, &["bombardment"])
}

/// Two players a side: each side's armies in seat order, from the units
/// given as (unit, x, y, facing).
fn two_a_side(
    units: Vec<(UnitProfile, f64, f64, f64)>,
    tactics: &[&str],
    options: GameOptions,
    dice: &[u8],
) -> Game {
    let placed = units.iter().map(|(u, x, y, f)| at(u, *x, *y, *f)).collect();
    let army_of = |player: PlayerId| {
        let own = units.iter().filter(|(u, ..)| u.owner() == player);
        army(own.map(|(u, ..)| u.clone()).collect(), &["move"], tactics)
    };
    let sides = PerSide::new(
        vec![army_of(DENIS), army_of(VIKA)],
        vec![army_of(LOUIS), army_of(PHILIPPE)],
    );
    start(team_table(sides, placed, Side::A, options), dice)
}

fn id(n: u32) -> TableUnitId {
    TableUnitId(n)
}

/// Plays on with plain choices (no bombardment, no actions, the first
/// offer elsewhere) until `until` holds; panics if it never does.
fn play_until(game: &mut Game, until: impl Fn(&Game) -> bool) {
    for _ in 0..300 {
        if until(game) {
            return;
        }
        let command = match game.step_kind() {
            StepKind::Bombardment => Command::Bombard {
                targets: Vec::new(),
            },
            StepKind::RollDice => Command::RollActionDice,
            StepKind::Actions => Command::EndActions,
            _ => legal_commands(game).into_iter().next().expect("a command"),
        };
        game.apply(command.clone())
            .unwrap_or_else(|e| panic!("{command:?}: {e:?}"));
    }
    panic!("never reached");
}

// ---------------------------------------------------------- formations

#[test]
fn units_of_two_players_side_by_side_are_two_formations() {
    // Denis's and Vika's infantry stand flank to flank; so do two of
    // Louis's: the first pair is two formations, the second one.
    let g = two_a_side(
        vec![
            (inf(1, DENIS), 5.0, 3.0, NORTH),
            (inf(2, VIKA), 6.0, 3.0, NORTH),
            (inf(11, LOUIS), 5.0, 12.0, SOUTH),
            (inf(12, LOUIS), 6.0, 12.0, SOUTH),
            (inf(13, PHILIPPE), 15.0, 12.0, SOUTH),
        ],
        &[],
        GameOptions::default(),
        &[3; 8],
    );
    let formations = g.position().formations();
    let of = |n: u32| formations.iter().find(|f| f.contains(id(n))).unwrap();
    assert_ne!(of(1).index, of(2).index);
    assert_eq!(of(11).index, of(12).index);
    assert_eq!((of(1).owner(), of(2).owner()), (DENIS, VIKA));
}

// ------------------------------------------------- bombardment, morale

/// Denis's two batteries facing Louis's and Philippe's infantry.
fn batteries_facing_both() -> Vec<(UnitProfile, f64, f64, f64)> {
    vec![
        (guns(1, DENIS), 8.0, 4.0, NORTH),
        (guns(2, DENIS), 12.0, 4.0, NORTH),
        (inf(3, VIKA), 17.0, 2.0, NORTH),
        (inf(11, LOUIS), 8.0, 8.5, SOUTH),
        (inf(12, PHILIPPE), 12.0, 8.5, SOUTH),
    ]
}

fn bombard_both() -> Command {
    Command::Bombard {
        targets: vec![
            BombardTarget {
                battery: id(1),
                target: id(11),
            },
            BombardTarget {
                battery: id(2),
                target: id(12),
            },
        ],
    }
}

#[test]
fn each_target_player_rolls_apart_and_each_morale_is_counted_apart() {
    // Two dice a battery: Louis's roll 5 + 5 is one loss, Philippe's
    // 6 + 6 one more. Each takes it as morale from his own army (2 each).
    let mut g = two_a_side(
        batteries_facing_both(),
        &[],
        GameOptions::default(),
        &[5, 5, 6, 6],
    );
    assert_eq!(g.step_kind(), StepKind::Bombardment);
    let events = g.apply(bombard_both()).unwrap();
    let rolls: Vec<_> = events
        .iter()
        .filter_map(|e| match e {
            Event::BombardmentRolled {
                target,
                total,
                losses,
                ..
            } => Some((*target, *total, *losses)),
            _ => None,
        })
        .collect();
    assert_eq!(
        rolls,
        [(Some(LOUIS), 10, 1), (Some(PHILIPPE), 12, 1)],
        "one roll for each target player"
    );
    assert_eq!(g.step_kind(), StepKind::BombardmentLosses);
    assert_eq!(g.player_for(Side::B), LOUIS);
    g.apply(Command::TakeBombardmentLoss(BombardLoss::Morale))
        .unwrap();
    assert_eq!(g.player_for(Side::B), PHILIPPE);
    g.apply(Command::TakeBombardmentLoss(BombardLoss::Morale))
        .unwrap();
    assert_eq!(g.player_morale(LOUIS), 1);
    assert_eq!(g.player_morale(PHILIPPE), 1);
    assert_eq!((g.player_morale(DENIS), g.player_morale(VIKA)), (4, 2));
    assert_eq!(g.morale(Side::B), 2, "a side's morale is its players'");
    assert_eq!(g.step_kind(), StepKind::RollDice);
}

#[test]
fn one_target_player_is_one_roll_as_in_a_two_player_game() {
    let mut g = two_a_side(
        batteries_facing_both(),
        &[],
        GameOptions::default(),
        &[5, 5, 6, 6],
    );
    let targets = vec![BombardTarget {
        battery: id(1),
        target: id(11),
    }];
    let events = g.apply(Command::Bombard { targets }).unwrap();
    assert!(events.iter().any(|e| matches!(
        e,
        Event::BombardmentRolled {
            target: None,
            losses: 1,
            ..
        }
    )));
}

// ------------------------------------------------------------- turns

#[test]
fn a_sides_players_play_their_parts_of_its_turn_in_seat_order() {
    let mut g = two_a_side(
        vec![
            (inf(1, DENIS), 5.0, 3.0, NORTH),
            (inf(2, VIKA), 15.0, 3.0, NORTH),
            (inf(11, LOUIS), 5.0, 12.0, SOUTH),
            (inf(12, PHILIPPE), 15.0, 12.0, SOUTH),
        ],
        &[],
        GameOptions::default(),
        &[3; 40],
    );
    assert_eq!(g.player_for(Side::A), DENIS);
    g.apply(Command::RollActionDice).unwrap();
    g.apply(Command::EndActions).unwrap();
    let events = g.apply(Command::StartCombat).unwrap();
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::PartStarted { player } if *player == VIKA)));
    assert_eq!((g.active(), g.player_for(Side::A)), (Side::A, VIKA));
    assert_eq!(g.step_kind(), StepKind::RollDice);
    g.apply(Command::RollActionDice).unwrap();
    g.apply(Command::EndActions).unwrap();
    g.apply(Command::StartCombat).unwrap();
    assert_eq!((g.active(), g.player_for(Side::B)), (Side::B, LOUIS));
    assert_eq!(g.turn(), 2);
}

#[test]
fn phases_move_on_with_as_many_sixes_as_players_a_side_and_leftovers_count() {
    // The rulebook's example: two players a side need two sixes. Denis
    // rolls two and Vika one: phase 2, one six kept. Louis rolls one: the
    // kept six makes two, and phase 3 begins.
    let mut g = two_a_side(
        vec![
            (inf(1, DENIS), 5.0, 3.0, NORTH),
            (inf(2, VIKA), 15.0, 3.0, NORTH),
            (inf(11, LOUIS), 5.0, 12.0, SOUTH),
            (inf(12, PHILIPPE), 15.0, 12.0, SOUTH),
        ],
        &[],
        GameOptions::default(),
        &[6, 6, 2, 3, 6, 2, 3, 4, 6, 2, 3, 4],
    );
    let roll_and_end = |g: &mut Game| {
        g.apply(Command::RollActionDice).unwrap();
        g.apply(Command::EndActions).unwrap();
        g.apply(Command::StartCombat).unwrap();
    };
    roll_and_end(&mut g);
    assert_eq!((g.scenario_phase(), g.scenario_sixes()), (2, 0));
    roll_and_end(&mut g);
    assert_eq!((g.scenario_phase(), g.scenario_sixes()), (2, 1));
    g.apply(Command::RollActionDice).unwrap();
    assert_eq!(g.player_for(Side::B), LOUIS);
    assert_eq!((g.scenario_phase(), g.scenario_sixes()), (3, 0));
}

// ---------------------------------------------------------- activation

/// Denis's commander (at (3, 0.1), radius 3) near Vika's infantry.
fn vikas_unit_near_denis(options: GameOptions) -> Game {
    let mut g = two_a_side(
        vec![
            (inf(1, DENIS), 2.0, 2.0, NORTH),
            (inf(2, VIKA), 4.5, 2.0, NORTH),
            (inf(11, LOUIS), 5.0, 12.0, SOUTH),
            (inf(12, PHILIPPE), 15.0, 12.0, SOUTH),
        ],
        &[],
        options,
        &[3, 3, 3, 3],
    );
    g.apply(Command::RollActionDice).unwrap();
    g.apply(Command::PlaceDie {
        die: 3,
        slot: Slot::Action(0),
    })
    .unwrap();
    g.apply(Command::PlayAction {
        action: 0,
        die: 3,
        commander: clouds_core::CommanderId(1),
    })
    .unwrap();
    g
}

#[test]
fn a_player_activates_an_allys_units_only_if_the_allies_agreed_to() {
    let g = vikas_unit_near_denis(GameOptions::default());
    assert_eq!(
        g.check(&Command::Activate { unit: id(2) }),
        Err(RuleError::NotYourUnit { unit: id(2) })
    );
    assert_eq!(g.check(&Command::Activate { unit: id(1) }), Ok(()));
    let agreed = GameOptions {
        allies_share_command: true,
        ..GameOptions::default()
    };
    let g = vikas_unit_near_denis(agreed);
    assert_eq!(g.check(&Command::Activate { unit: id(2) }), Ok(()));
}

#[test]
fn a_player_rides_only_their_own_commander() {
    let mut g = vikas_unit_near_denis(GameOptions::default());
    g.apply(Command::EndAction).unwrap();
    // Vika's commander is number 2: Denis may not play an action with him.
    let refused = g.check(&Command::PlayAction {
        action: 0,
        die: 3,
        commander: clouds_core::CommanderId(2),
    });
    assert!(refused.is_err(), "{refused:?}");
}

// ------------------------------------------------------------- tactics

#[test]
fn no_tactic_touches_an_allys_units() {
    // Denis and Vika both fight Louis; Denis holds a 4 on Tenacity.
    let mut g = two_a_side(
        vec![
            (inf(1, DENIS), 5.0, 5.0, NORTH),
            (inf(2, VIKA), 6.0, 5.0, NORTH),
            (inf(11, LOUIS), 5.5, 5.5, SOUTH),
            (inf(12, PHILIPPE), 15.0, 12.0, SOUTH),
        ],
        &["tenacity"],
        GameOptions::default(),
        &[[2, 2, 3, 3].as_slice(), &[3; 40]].concat(),
    );
    g.apply(Command::RollActionDice).unwrap();
    g.apply(Command::PlaceDie {
        die: 3,
        slot: Slot::Tactic(0),
    })
    .unwrap();
    g.apply(Command::EndActions).unwrap();
    g.apply(Command::StartCombat).unwrap();
    assert_eq!(g.step_kind(), StepKind::Tactics);
    assert_eq!(g.player_for(Side::A), DENIS);
    let on = |unit: u32| Command::PlayTactic {
        tactic: 0,
        targets: TacticTargets::Units(vec![id(unit)]),
    };
    assert_eq!(g.check(&on(2)), Err(RuleError::NotYourUnit { unit: id(2) }));
    assert_eq!(g.check(&on(1)), Ok(()));
}

// ------------------------------------------------------- combat markers

/// Denis fights Louis in the west; in the east Vika's infantry is engaged
/// with `east` (Louis's or Philippe's).
fn two_fights(east: PlayerId) -> Game {
    let mut g = two_a_side(
        vec![
            (inf(1, DENIS), 3.0, 5.0, NORTH),
            (inf(11, LOUIS), 3.0, 5.5, SOUTH),
            (inf(2, VIKA), 16.0, 5.0, NORTH),
            (inf(12, east), 16.0, 5.5, SOUTH),
            (inf(13, PHILIPPE), 10.0, 13.0, SOUTH),
            (inf(14, LOUIS), 12.0, 13.0, SOUTH),
        ],
        &[],
        GameOptions::default(),
        &[2; 200],
    );
    play_until(&mut g, |g| {
        g.player_for(Side::A) == VIKA && g.step_kind() == StepKind::StartCombat
    });
    g
}

#[test]
fn a_player_may_not_bring_in_an_opponent_an_ally_fought_this_turn() {
    let mut g = two_fights(LOUIS);
    let east = Point::new(16.0, 5.25);
    assert_eq!(
        g.check(&Command::PlaceCombatMarker { at: east }),
        Err(RuleError::AllyFoughtThem { opponent: LOUIS })
    );
    let events = g.apply(Command::StartCombat).unwrap();
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::CombatMarkerPlaced { .. })),
        "the engine places no marker Vika may not set up"
    );
}

#[test]
fn another_opponent_may_still_be_fought() {
    let mut g = two_fights(PHILIPPE);
    let events = g.apply(Command::StartCombat).unwrap();
    assert!(events.iter().any(|e| matches!(
        e,
        Event::CombatMarkerPlaced { brings_in, .. } if brings_in.contains(&id(2))
    )));
}

// ------------------------------------------------- support and forfeit

/// Denis's batteries take all of Philippe's morale (2) with one roll of
/// 20: the side must choose.
fn philippe_broken() -> Game {
    philippe_broken_with(GameOptions::default())
}

fn philippe_broken_with(options: GameOptions) -> Game {
    philippe_broken_among(batteries_facing_both(), options)
}

fn philippe_broken_among(units: Vec<(UnitProfile, f64, f64, f64)>, options: GameOptions) -> Game {
    let mut g = two_a_side(units, &[], options, &[5; 100]);
    let both_on_philippe = vec![
        BombardTarget {
            battery: id(1),
            target: id(12),
        },
        BombardTarget {
            battery: id(2),
            target: id(12),
        },
    ];
    g.apply(Command::Bombard {
        targets: both_on_philippe,
    })
    .unwrap();
    g.apply(Command::TakeBombardmentLoss(BombardLoss::Morale))
        .unwrap();
    g.apply(Command::TakeBombardmentLoss(BombardLoss::Morale))
        .unwrap();
    g
}

#[test]
fn a_broken_army_in_a_team_asks_its_side_to_support_or_forfeit() {
    let g = philippe_broken();
    assert_eq!(g.player_morale(PHILIPPE), 0);
    assert!(!g.is_over(), "a team goes on");
    assert_eq!(g.step_kind(), StepKind::ArmyBroken);
    assert_eq!(g.decider(), Some(Side::B));
    assert_eq!(
        legal_commands(&g),
        [BrokenArmy::Support, BrokenArmy::Forfeit].map(|choice| Command::ArmyBroken { choice })
    );
}

#[test]
fn support_shares_the_sides_morale_and_the_next_break_breaks_the_side() {
    let mut g = philippe_broken();
    let events = g
        .apply(Command::ArmyBroken {
            choice: BrokenArmy::Support,
        })
        .unwrap();
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::ArmySupported { side: Side::B, .. })));
    // Louis's 2 and Philippe's 0 shared out: 1 each.
    assert_eq!((g.player_morale(LOUIS), g.player_morale(PHILIPPE)), (1, 1));
    assert_eq!(g.step_kind(), StepKind::RollDice, "the turn goes on");
    assert!(g.position().unit(id(12)).is_some(), "his army stays");
    // Next turn Denis takes Louis's last point: the side is broken.
    play_until(&mut g, |g| {
        g.active() == Side::A && g.step_kind() == StepKind::Bombardment
    });
    g.apply(Command::Bombard {
        targets: vec![BombardTarget {
            battery: id(1),
            target: id(11),
        }],
    })
    .unwrap_or_else(|e| panic!("{e:?}"));
    if g.step_kind() == StepKind::BombardmentLosses {
        g.apply(Command::TakeBombardmentLoss(BombardLoss::Morale))
            .unwrap();
    }
    assert!(g.is_over());
    assert_eq!(g.outcome().and_then(|o| o.winner), Some(Side::A));
}

#[test]
fn forfeit_takes_the_broken_army_off_and_the_side_plays_on() {
    let mut g = philippe_broken();
    let events = g
        .apply(Command::ArmyBroken {
            choice: BrokenArmy::Forfeit,
        })
        .unwrap();
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::ArmyForfeited { player } if *player == PHILIPPE)));
    assert!(g.position().unit(id(12)).is_none(), "his units leave");
    assert!(g
        .position()
        .commanders()
        .iter()
        .all(|c| c.owner() != PHILIPPE));
    assert_eq!(g.players_out(), [PHILIPPE]);
    assert!(!g.is_over());
    // Side B's turn is Louis's alone.
    play_until(&mut g, |g| g.active() == Side::B);
    assert_eq!(g.player_for(Side::B), LOUIS);
    play_until(&mut g, |g| g.active() == Side::A);
    assert!(!g
        .log()
        .iter()
        .any(|e| matches!(e, Event::PartStarted { player } if *player == PHILIPPE)));
}

#[test]
fn the_choice_and_the_new_steps_are_said_in_both_languages() {
    let mut g = philippe_broken();
    let events = g
        .apply(Command::ArmyBroken {
            choice: BrokenArmy::Support,
        })
        .unwrap();
    let supported = events
        .iter()
        .find(|e| matches!(e, Event::ArmySupported { .. }))
        .unwrap();
    let (en, ru) = (
        supported.describe(&g.names(Lang::En)),
        supported.describe(&g.names(Lang::Ru)),
    );
    assert!(en.contains("1 for seat 2"), "{en}");
    assert!(ru.contains("1 у места 2"), "{ru}");
    assert_ne!(en, ru);
}

// ------------------------------------------------------------- seats

#[test]
fn every_seats_problem_is_named_at_once() {
    let catalog = common::shipped_catalog();
    let samples = common::sample_armies();
    let era = |roster: &clouds_core::Roster| catalog.faction(&roster.faction).unwrap().era.clone();
    let (_, first) = &samples[0];
    let (_, other_era) = samples
        .iter()
        .find(|(_, r)| era(r) != era(first))
        .expect("samples of two eras");
    let mut over = first.clone();
    over.points_limit = 100;
    let seats = PerSide::new(
        vec![Some(first), None, Some(&over)],
        vec![Some(first), Some(other_era)],
    );
    let problems = team_setup(&catalog, seats, GameOptions::default()).unwrap_err();
    assert!(matches!(problems[0], TeamProblem::SeatWithoutArmy { player } if player == VIKA));
    assert!(matches!(
        problems[1],
        TeamProblem::OverPoints { player, limit: 100, .. } if player == PlayerId::new(Side::A, Seat(2))
    ));
    assert!(matches!(problems[2], TeamProblem::OtherEra { player, .. } if player == PHILIPPE));
    assert_eq!(problems.len(), 3, "{problems:?}");
    let en: Vec<String> = problems.iter().map(|p| p.describe(Lang::En)).collect();
    let ru: Vec<String> = problems.iter().map(|p| p.describe(Lang::Ru)).collect();
    assert!(en[0].starts_with("Blue, seat 2"), "{}", en[0]);
    assert!(ru[0].contains("место 2"), "{}", ru[0]);
    assert!(en[1].contains("over its limit of 100"), "{}", en[1]);
    assert!(en[2].starts_with("Red, seat 2"), "{}", en[2]);
    for text in en.iter().chain(&ru) {
        assert!(!text.contains('{') && !text.contains("Seat("), "{text}");
    }
}

#[test]
fn a_side_of_four_players_or_of_none_is_refused() {
    let catalog = common::shipped_catalog();
    let samples = common::sample_armies();
    let (_, roster) = &samples[0];
    let four = PerSide::new(vec![Some(roster); 4], vec![]);
    let problems = team_setup(&catalog, four, GameOptions::default()).unwrap_err();
    assert_eq!(
        problems,
        [
            TeamProblem::TooManyPlayers {
                side: Side::A,
                players: 4
            },
            TeamProblem::NoPlayers { side: Side::B },
        ]
    );
    assert!(problems[0].describe(Lang::En).contains("at most three"));
    assert!(problems[1].describe(Lang::Ru).contains("нет игроков"));
}

#[test]
fn seats_are_set_up_with_their_own_units_ids_and_commanders() {
    let catalog = common::shipped_catalog();
    let samples = common::sample_armies();
    let same_era: Vec<&clouds_core::Roster> = {
        let era = |r: &clouds_core::Roster| catalog.faction(&r.faction).unwrap().era.clone();
        let first = &samples[0].1;
        samples
            .iter()
            .map(|(_, r)| r)
            .filter(|r| era(r) == era(first))
            .cycle()
            .take(3)
            .collect()
    };
    let seats = PerSide::new(
        vec![Some(same_era[0]), Some(same_era[1])],
        vec![Some(same_era[2])],
    );
    let setup = team_setup(&catalog, seats, GameOptions::default()).expect("three armies deploy");
    assert_eq!(setup.options.players_per_side, 2);
    assert_eq!(setup.sixes_for_a_phase(), 2);
    let game = Game::new(setup.clone(), 7).unwrap();
    for unit in game.position().units() {
        let profile = setup.profile(unit.id).unwrap();
        assert_eq!(unit.owner(), profile.owner());
    }
    let vikas = setup.army(VIKA).units.len();
    assert!(
        game.position()
            .units()
            .iter()
            .filter(|u| u.owner() == VIKA)
            .count()
            == vikas
    );
    assert_eq!(game.player_morale(VIKA), setup.army(VIKA).morale);
    let commanders: Vec<PlayerId> = game
        .position()
        .commanders()
        .iter()
        .map(|c| c.owner())
        .collect();
    assert!(
        commanders.contains(&DENIS) && commanders.contains(&VIKA) && commanders.contains(&LOUIS)
    );
}

// ------------------------------------------------------------ saving

#[test]
fn a_saved_team_game_reads_back_and_resumes_at_the_same_decision() {
    use clouds_core::testing::RandomPlayer;
    use clouds_core::{Mode, SavedGame, Session};
    let catalog = common::shipped_catalog();
    let samples = common::sample_armies();
    let roster = &samples[0].1;
    let seats = PerSide::new(
        vec![Some(roster), Some(roster)],
        vec![Some(roster), Some(roster)],
    );
    let setup = team_setup(&catalog, seats, GameOptions::default()).expect("four armies deploy");
    let mut session = Session::new(setup, 23, Mode::HotSeat).unwrap();
    for k in 0..150 {
        let mut player = RandomPlayer::new(k);
        session.decide_for_me(&mut player).unwrap();
    }
    assert!(session.game().turn() >= 2, "both sides have played");
    let saved = SavedGame::new("teams", &session, 1.0e12, None);
    let text = saved.encode();
    assert!(text.contains(r#""seat":1"#), "the second seats are written");
    let back = SavedGame::decode(&text).unwrap();
    assert_eq!(back, saved);
    let resumed = Session::replay(back.record).unwrap();
    assert_eq!(resumed.game(), session.game());
    assert_eq!(resumed.game().setup().armies.count(Side::A), 2);
    assert!(
        saved.summary.armies[Side::A].contains(" + "),
        "a team's names joined"
    );
}

// ------------------------------------------------------------ the general

#[test]
fn the_general_in_a_seat_orders_that_seats_units() {
    use clouds_core::Strength;
    // Denis's infantry stands nearer the enemy; in Vika's part the general
    // playing her activates her own unit, not his.
    let mut g = two_a_side(
        vec![
            (inf(1, DENIS), 9.0, 5.0, NORTH),
            (inf(2, VIKA), 11.0, 2.0, NORTH),
            (inf(11, LOUIS), 9.0, 12.0, SOUTH),
            (inf(12, PHILIPPE), 15.0, 12.0, SOUTH),
        ],
        &[],
        GameOptions::default(),
        &[4; 40],
    );
    play_until(&mut g, |g| {
        g.player_for(Side::A) == VIKA && g.step_kind() == StepKind::RollDice
    });
    g.apply(Command::RollActionDice).unwrap();
    g.apply(Command::PlaceDie {
        die: 4,
        slot: Slot::Action(0),
    })
    .unwrap();
    g.apply(Command::PlayAction {
        action: 0,
        die: 4,
        commander: clouds_core::CommanderId(2),
    })
    .unwrap();
    let mut general = Strength::Veteran.player(1);
    let (command, why) = general.decide(&g).expect("a decision");
    assert!(
        !matches!(why, clouds_core::GeneralReason::FirstOffered),
        "{why:?}"
    );
    assert_eq!(command, Command::Activate { unit: id(2) });
}

#[test]
fn the_generals_reasons_name_the_deciding_players_board() {
    use clouds_core::Strength;
    // Denis's board is Move, March; Vika's March, Move. In Vika's part
    // the general puts its highest die on her Move (her second action).
    let units = [
        (inf(1, DENIS), 5.0, 3.0, NORTH),
        (inf(2, VIKA), 15.0, 3.0, NORTH),
        (inf(11, LOUIS), 5.0, 12.0, SOUTH),
        (inf(12, PHILIPPE), 15.0, 12.0, SOUTH),
    ];
    let placed = units.iter().map(|(u, x, y, f)| at(u, *x, *y, *f)).collect();
    let of = |player: PlayerId, actions: &[&str]| {
        let own = units.iter().filter(|(u, ..)| u.owner() == player);
        army(own.map(|(u, ..)| u.clone()).collect(), actions, &[])
    };
    let sides = PerSide::new(
        vec![of(DENIS, &["move", "march"]), of(VIKA, &["march", "move"])],
        vec![of(LOUIS, &["move"]), of(PHILIPPE, &["move"])],
    );
    let mut g = start(
        team_table(sides, placed, Side::A, GameOptions::default()),
        &[4; 40],
    );
    play_until(&mut g, |g| {
        g.player_for(Side::A) == VIKA && g.step_kind() == StepKind::RollDice
    });
    g.apply(Command::RollActionDice).unwrap();
    let mut general = Strength::Veteran.player(1);
    let (command, why) = general.decide(&g).expect("a decision");
    assert_eq!(
        command,
        Command::PlaceDie {
            die: 4,
            slot: Slot::Action(1)
        }
    );
    let words = why.in_words(&g);
    let (moving, marching) = (action("move").name, action("march").name);
    assert!(words.en.contains(&moving.en), "{}", words.en);
    assert!(!words.en.contains(&marching.en), "{}", words.en);
    assert!(words.ru.contains(&moving.ru), "{}", words.ru);
}

#[test]
fn the_general_lets_a_broken_army_go_when_sharing_would_leave_too_little() {
    use clouds_core::GeneralReason;
    // Louis's 2 and Philippe's 0 would be 1 each: too little to share.
    let g = philippe_broken();
    let (command, why) = generals_answer(&g);
    assert_eq!(
        command,
        Command::ArmyBroken {
            choice: BrokenArmy::Forfeit
        }
    );
    assert!(
        matches!(why, GeneralReason::BrokenArmy { share: 1, .. }),
        "{why:?}"
    );
}

/// The veteran general's decision now, with why.
fn generals_answer(g: &Game) -> (Command, clouds_core::GeneralReason) {
    clouds_core::Strength::Veteran
        .player(1)
        .decide(g)
        .expect("a decision")
}

#[test]
fn the_general_supports_a_broken_army_when_sharing_leaves_three_each() {
    use clouds_core::GeneralReason;
    // Two more of Louis's units far off: his 6 and Philippe's 0 make 3 each.
    let mut units = batteries_facing_both();
    units.push((inf(13, LOUIS), 2.0, 13.0, SOUTH));
    units.push((inf(14, LOUIS), 18.0, 13.0, SOUTH));
    let g = philippe_broken_among(units, GameOptions::default());
    let (command, why) = generals_answer(&g);
    assert_eq!(
        command,
        Command::ArmyBroken {
            choice: BrokenArmy::Support
        }
    );
    assert!(
        matches!(why, GeneralReason::BrokenArmy { share: 3, .. }),
        "{why:?}"
    );
}

#[test]
fn goldfish_targets_support_their_broken_army() {
    use clouds_core::testing::goldfish_command;
    let goldfish = GameOptions {
        goldfish: Some(Side::B),
        ..GameOptions::default()
    };
    let g = philippe_broken_with(goldfish);
    assert_eq!(g.step_kind(), StepKind::ArmyBroken);
    assert_eq!(
        goldfish_command(&g),
        Some(Command::ArmyBroken {
            choice: BrokenArmy::Support
        })
    );
    assert_eq!(
        goldfish_command(&philippe_broken()),
        None,
        "no goldfish here"
    );
}
