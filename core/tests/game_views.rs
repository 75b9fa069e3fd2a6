//! The read-only views the table draws from: the action in play, a move's
//! plan before it is made, and the combat being resolved. Each view must
//! agree with what the command then does.

mod game_support;

use clouds_core::{
    ActionInPlay, CombatStage, Command, Event, Game, MoveOrder, RuleError, Side, Slot, UnitType,
};
use game_support::*;

/// Blue line infantry 1 at (10, 2.5) facing north, within its commander's
/// radius, and red 11 far away; side A
/// has rolled four 3s and plays Move with one of them.
fn moving() -> Game {
    let blue = profile(1, Side::A, UnitType::Infantry, &[]);
    let red = profile(11, Side::B, UnitType::Infantry, &[]);
    let placed = vec![at(&blue, 10.0, 2.5, NORTH), at(&red, 10.0, 12.0, SOUTH)];
    let mut g = game(
        army(vec![blue], &["move"], &[]),
        army(vec![red], &["move"], &[]),
        placed,
        vec![],
        Side::A,
        &[3, 3, 3, 3],
    );
    g.apply(Command::RollActionDice).unwrap();
    g.apply(Command::PlaceDie {
        die: 3,
        slot: Slot::Action(0),
    })
    .unwrap();
    let commander = g.main_commander(Side::A).unwrap().id;
    g.apply(Command::PlayAction {
        action: 0,
        die: 3,
        commander,
    })
    .unwrap();
    g
}

#[test]
fn the_action_in_play_shows_what_it_may_still_do() {
    let mut g = moving();
    let ActionInPlay {
        action,
        die,
        activations_left,
        waiting_to_move,
        ..
    } = g.action_in_play().expect("an action in play");
    assert_eq!((action, die, activations_left), (0, 3, 3));
    assert!(waiting_to_move.is_empty());
    g.apply(Command::Activate { unit: id(1) }).unwrap();
    let after = g.action_in_play().unwrap();
    assert_eq!(after.activations_left, 2);
    assert_eq!(after.waiting_to_move, vec![id(1)]);
    assert!(g.is_activated(id(1)));
}

#[test]
fn a_planned_move_is_what_the_move_then_does() {
    let mut g = moving();
    let order = MoveOrder::Simple {
        heading: NORTH,
        distance: 1.5,
    };
    assert!(matches!(
        g.plan_move(id(1), order),
        Err(RuleError::NotActivated { .. })
    ));
    g.apply(Command::Activate { unit: id(1) }).unwrap();
    let before = g.clone();
    let plan = g.plan_move(id(1), order).unwrap();
    assert_eq!(g, before, "planning changes nothing");
    assert!((plan.to.centre.y - 4.0).abs() < 1e-9);
    let too_far = MoveOrder::Simple {
        heading: NORTH,
        distance: 2.5,
    };
    assert!(matches!(
        g.plan_move(id(1), too_far),
        Err(RuleError::Move { .. })
    ));
    let events = g.apply(Command::MoveUnit { unit: id(1), order }).unwrap();
    let moved_to = events.iter().find_map(|e| match e {
        Event::UnitMoved { to, .. } => Some(*to),
        _ => None,
    });
    assert_eq!(moved_to, Some(plan.to.centre));
    assert_eq!(g.position().unit(id(1)).unwrap().placement, plan.to);
}

#[test]
fn the_combat_in_play_shows_its_stage_hits_and_tactics() {
    // Front to front: side A starts combat at once.
    let blue = profile(1, Side::A, UnitType::Infantry, &[]);
    let red = profile(11, Side::B, UnitType::Infantry, &[]);
    let placed = vec![at(&blue, 5.0, 5.0, NORTH), at(&red, 5.0, 5.5, SOUTH)];
    let mut dice = vec![2, 2, 2, 2];
    // Blue rolls 6, 6 (+1 strength = 13: a hit); red rolls 1, 1 (3).
    dice.extend([6, 6, 1, 1]);
    dice.extend(std::iter::repeat_n(3, 20));
    let mut g = game(
        army(vec![blue], &["move"], &["inspire"]),
        army(vec![red], &["move"], &[]),
        placed,
        vec![],
        Side::A,
        &dice,
    );
    g.apply(Command::RollActionDice).unwrap();
    g.apply(Command::EndActions).unwrap();
    g.apply(Command::StartCombat).unwrap();
    let combat = g.combat_in_play().expect("the combat is being resolved");
    assert_eq!(combat.active, Side::A);
    assert_eq!(combat.markers.len(), 1);
    match combat.stage {
        CombatStage::ResolveHits(side) => {
            assert_eq!(side, Side::B, "only red has hits to resolve");
            assert_eq!(combat.hits, vec![(id(11), 2)]);
        }
        other => panic!("expected red to resolve its hits, got {other:?}"),
    }
}

#[test]
fn the_crowded_benchmark_game_waits_with_a_unit_to_move() {
    let session = clouds_core::testing::crowded_session(catalog()).expect("the benchmark game");
    let game = session.game();
    assert!(
        game.position().units().len() >= 50,
        "{}",
        game.position().units().len()
    );
    assert_eq!(game.position().terrain().len(), 10);
    let action = game.action_in_play().expect("an action in play");
    let unit = action.waiting_to_move[0];
    let order = MoveOrder::Simple {
        heading: NORTH,
        distance: 0.5,
    };
    assert!(game.plan_move(unit, order).is_ok());
}
