//! Scenario tests of movement, commanders and retreats, including the
//! rulebook's failed-retreat example.

mod engine_support;

use clouds_core::MoveOrder;
use clouds_core::{
    BreakCause, Commander, CommanderId, ContactMade, Edge, MoveError, MoveKind, MoveLimit, Point,
    PushedOn, RetreatDirection, RetreatError, RetreatOutcome, Shape, Side, TerrainKind, UnitSide,
    COMMANDER_BASE_RADIUS,
};
use engine_support::*;

// ----------------------------------------------------------- simple moves

#[test]
fn a_simple_move_turns_about_the_centre_then_goes_straight_ahead() {
    let mut pos = position(vec![blue(1, 5.0, 5.0, NORTH)], vec![]);
    let moved = pos.make_move(id(1), MoveOrder::simple(EAST, 2.0)).unwrap();
    assert_eq!(moved.kind, MoveKind::Simple);
    assert_point(moved.to.centre, 7.0, 5.0, "two UW east");
    assert_close(moved.to.facing, EAST, "facing");
    assert_close(moved.distance, 2.0, "distance");
    assert_eq!(moved.limit, MoveLimit::Speed { speed: 2.0 });
    assert_eq!(
        pos.unit(id(1)).unwrap().placement,
        moved.to,
        "the move is made"
    );
    let turn = pos
        .plan_move(id(1), MoveOrder::simple(WEST, 0.0), None)
        .unwrap();
    assert_point(turn.to.centre, 7.0, 5.0, "a turn in place");
    assert_close(turn.to.facing, WEST, "turned");
}

#[test]
fn a_simple_move_goes_no_further_than_the_simple_speed() {
    let pos = position(vec![blue(1, 5.0, 5.0, NORTH)], vec![]);
    assert_eq!(
        pos.plan_move(id(1), MoveOrder::simple(EAST, 2.5), None),
        Err(MoveError::TooFar {
            unit: id(1),
            distance: 2.5,
            allowed: 2.0,
            limit: MoveLimit::Speed { speed: 2.0 }
        })
    );
    // An action may set the speed (March: D).
    assert!(pos
        .plan_move(id(1), MoveOrder::simple(EAST, 2.5), Some(3.0))
        .is_ok());
}

#[test]
fn a_move_asked_again_is_planned_from_where_the_unit_stands_now() {
    // A position remembers the last move planned on it; another kind of
    // move with the same numbers, or the same move once the unit has
    // moved, is its own plan.
    let mut pos = position(vec![blue(1, 5.0, 5.0, NORTH)], vec![]);
    let first = pos
        .plan_move(id(1), MoveOrder::simple(EAST, 1.0), None)
        .unwrap();
    assert_point(first.to.centre, 6.0, 5.0, "one UW east");
    assert_eq!(
        pos.plan_move(id(1), MoveOrder::simple(EAST, 1.0), None),
        Ok(first.clone())
    );
    let sideways = pos
        .plan_move(id(1), MoveOrder::difficult(EAST, 1.0, 0.0), None)
        .unwrap();
    assert_eq!(sideways.kind, MoveKind::Difficult);
    pos.make_planned(&first);
    let again = pos
        .plan_move(id(1), MoveOrder::simple(EAST, 1.0), None)
        .unwrap();
    assert_point(again.to.centre, 7.0, 5.0, "one UW further east");
}

#[test]
fn the_road_adds_2_to_a_simple_move_that_starts_and_ends_on_it() {
    let road = || {
        element(
            TerrainKind::Road,
            Shape::strip(Point::new(2.0, 3.0), Point::new(18.0, 3.0), 1.0),
        )
    };
    let along = position(
        vec![unit(1, Side::A, 4.0, 3.0, EAST, horse())],
        vec![road()],
    );
    let moved = along
        .plan_move(id(1), MoveOrder::simple(EAST, 6.0), None)
        .unwrap();
    assert!(moved.road_bonus);
    assert_eq!(moved.limit, MoveLimit::Road { speed: 6.0 });
    assert!(matches!(
        along.plan_move(id(1), MoveOrder::simple(EAST, 6.5), None),
        Err(MoveError::TooFar { allowed, .. }) if allowed == 6.0
    ));
    // Leaving the road: no bonus.
    assert!(matches!(
        along.plan_move(id(1), MoveOrder::simple(NORTH, 5.0), None),
        Err(MoveError::TooFar { allowed, limit: MoveLimit::Speed { .. }, .. }) if allowed == 4.0
    ));
    // Joining the road: no bonus either.
    let joining = position(
        vec![unit(1, Side::A, 4.0, 7.5, SOUTH, horse())],
        vec![road()],
    );
    assert!(matches!(
        joining.plan_move(id(1), MoveOrder::simple(SOUTH, 4.5), None),
        Err(MoveError::TooFar { allowed, .. }) if allowed == 4.0
    ));
    // Difficult moves never get it.
    assert!(along
        .plan_move(id(1), MoveOrder::difficult(EAST, 3.0, EAST), None)
        .is_err());
}

#[test]
fn broken_terrain_holds_a_move_to_2_uw_and_very_broken_to_1_uw() {
    let rider = || unit(1, Side::A, 3.0, 5.0, EAST, horse());
    let field = position(
        vec![rider()],
        vec![element(
            TerrainKind::PloughedField,
            rect(6.0, 4.0, 8.0, 6.0),
        )],
    );
    assert_eq!(
        field.plan_move(id(1), MoveOrder::simple(EAST, 4.0), None),
        Err(MoveError::TooFar {
            unit: id(1),
            distance: 4.0,
            allowed: 2.0,
            limit: MoveLimit::Broken { element: 0 }
        })
    );
    assert!(
        field
            .plan_move(id(1), MoveOrder::simple(EAST, 2.8), None)
            .is_err(),
        "ends 0.05 UW in"
    );
    let short = field
        .plan_move(id(1), MoveOrder::simple(EAST, 2.0), None)
        .unwrap();
    assert_eq!(
        short.limit,
        MoveLimit::Speed { speed: 4.0 },
        "never touched the field"
    );
    let wood = position(
        vec![rider()],
        vec![element(TerrainKind::Wood, rect(6.0, 4.0, 8.0, 6.0))],
    );
    assert!(matches!(
        wood.plan_move(id(1), MoveOrder::simple(EAST, 3.0), None),
        Err(MoveError::TooFar { allowed, limit: MoveLimit::VeryBroken { element: 0 }, .. }) if allowed == 1.0
    ));
    assert!(wood
        .plan_move(id(1), MoveOrder::simple(EAST, 2.7), None)
        .is_ok());
    // Crossing a stream on the way counts: the path passes through it.
    let stream = position(
        vec![rider()],
        vec![element(
            TerrainKind::Stream,
            Shape::strip(Point::new(5.0, 3.0), Point::new(5.0, 7.0), 0.3),
        )],
    );
    assert!(matches!(
        stream.plan_move(id(1), MoveOrder::simple(EAST, 4.0), None),
        Err(MoveError::TooFar { allowed, .. }) if allowed == 1.0
    ));
    // Leaving broken terrain counts too, and so do difficult moves.
    let inside = position(
        vec![unit(1, Side::A, 7.0, 5.0, EAST, horse())],
        vec![element(
            TerrainKind::PloughedField,
            rect(6.0, 4.0, 8.0, 6.0),
        )],
    );
    assert!(inside
        .plan_move(id(1), MoveOrder::simple(EAST, 3.0), None)
        .is_err());
    assert!(inside
        .plan_move(id(1), MoveOrder::simple(EAST, 2.0), None)
        .is_ok());
    let in_wood = position(
        vec![unit(1, Side::A, 7.0, 5.0, EAST, horse())],
        vec![element(TerrainKind::Wood, rect(6.0, 4.0, 8.0, 6.0))],
    );
    assert!(matches!(
        in_wood.plan_move(id(1), MoveOrder::difficult(EAST, 2.0, EAST), None),
        Err(MoveError::TooFar { allowed, .. }) if allowed == 1.0
    ));
    assert!(in_wood
        .plan_move(id(1), MoveOrder::difficult(EAST, 1.0, NORTH), None)
        .is_ok());
}

#[test]
fn units_pass_through_friends_but_never_stop_on_them() {
    let pos = position(
        vec![blue(1, 5.0, 5.0, NORTH), blue(2, 5.0, 6.0, NORTH)],
        vec![],
    );
    assert!(pos
        .plan_move(id(1), MoveOrder::simple(NORTH, 2.0), None)
        .is_ok());
    assert_eq!(
        pos.plan_move(id(1), MoveOrder::simple(NORTH, 1.0), None),
        Err(MoveError::EndsOnFriend {
            unit: id(1),
            friend: id(2)
        })
    );
    let riders = position(
        vec![
            unit(1, Side::A, 5.0, 5.0, NORTH, horse()),
            blue(2, 5.0, 6.0, NORTH),
        ],
        vec![],
    );
    assert!(riders
        .plan_move(id(1), MoveOrder::difficult(NORTH, 2.0, NORTH), None)
        .is_ok());
}

#[test]
fn a_simple_move_into_an_enemy_stops_in_contact() {
    let mut pos = position(
        vec![blue(1, 5.0, 5.0, NORTH), red(2, 5.0, 6.5, SOUTH)],
        vec![],
    );
    let moved = pos.make_move(id(1), MoveOrder::simple(NORTH, 2.0)).unwrap();
    assert_close(moved.distance, 1.0, "it stops on contact");
    assert_point(moved.to.centre, 5.0, 6.0, "front to front");
    assert_eq!(
        moved.stopped_by,
        Some(ContactMade {
            enemy: id(2),
            enemy_side: Some(UnitSide::Front),
        })
    );
    assert_eq!(moved.enemies_touched, vec![id(2)]);
    let contact = pos.contact(id(1), id(2)).unwrap();
    assert!(contact.front_to_front());
    assert_close(contact.sides[0].length, 1.0, "full width");
    // Into the enemy's flank, likewise.
    let flank = position(
        vec![
            unit(1, Side::A, 3.0, 5.1, EAST, horse()),
            red(2, 6.0, 5.0, NORTH),
        ],
        vec![],
    );
    let moved = flank
        .plan_move(id(1), MoveOrder::simple(EAST, 4.0), None)
        .unwrap();
    assert_close(moved.distance, 2.25, "to the flank");
    assert_eq!(moved.stopped_by.unwrap().enemy_side, Some(UnitSide::Left));
}

#[test]
fn a_move_into_contact_at_a_slant_stays_in_corner_contact() {
    // A simple move turns once, at its start, and then goes straight: it
    // makes no turn when it meets the enemy (the engine used to turn it
    // flush against the enemy's front). Meeting the enemy at a slant, it
    // stops with one front corner on the enemy's front: corner contact.
    let mut pos = position(
        vec![
            unit(1, Side::A, 5.0, 3.0, NORTH, horse()),
            red(2, 5.0, 6.0, SOUTH),
        ],
        vec![],
    );
    let moved = pos
        .make_move(id(1), MoveOrder::simple(NORTH + 0.2, 4.0))
        .unwrap();
    let made = moved.stopped_by.unwrap();
    assert_eq!(made.enemy, id(2));
    assert_eq!(made.enemy_side, Some(UnitSide::Front));
    assert!(
        moved.distance > 2.4 && moved.distance < 2.5,
        "{}",
        moved.distance
    );
    assert_close(moved.to.facing, NORTH + 0.2, "still at its heading");
    let gone = 3.0 + moved.distance * (NORTH + 0.2).sin();
    assert_close(moved.to.centre.y, gone, "straight ahead, no further");
    assert_eq!(moved.enemies_touched, vec![id(2)]);
    let contact = pos.contact(id(1), id(2)).unwrap();
    assert!(contact.is_corner_only(), "{contact:?}");
    assert!(!contact.front_to_front());
    // Squared up first, by the turn at the start, it meets the front flush.
    let mut square = position(
        vec![
            unit(1, Side::A, 4.6, 3.0, NORTH, horse()),
            red(2, 5.0, 6.0, SOUTH),
        ],
        vec![],
    );
    let moved = square
        .make_move(id(1), MoveOrder::simple(NORTH, 4.0))
        .unwrap();
    assert_close(moved.distance, 2.5, "to the enemy's front");
    assert!(square.contact(id(1), id(2)).unwrap().front_to_front());
}

#[test]
fn a_unit_without_simple_speed_makes_only_difficult_moves() {
    let pos = position(vec![unit(1, Side::A, 5.0, 5.0, NORTH, guns(6))], vec![]);
    assert_eq!(
        pos.plan_move(id(1), MoveOrder::simple(NORTH, 0.0), None),
        Err(MoveError::NoSimpleMove { unit: id(1) })
    );
    // Not even when an action sets the speed (March: D, here a 5).
    assert_eq!(
        pos.plan_move(id(1), MoveOrder::simple(NORTH, 1.0), Some(5.0)),
        Err(MoveError::NoSimpleMove { unit: id(1) })
    );
    let moved = pos
        .plan_move(id(1), MoveOrder::difficult(WEST, 1.0, EAST), None)
        .unwrap();
    assert_point(moved.to.centre, 4.0, 5.0, "one UW west");
    assert_close(moved.to.facing, EAST, "then turned");
    assert_eq!(moved.kind, MoveKind::Difficult);
}

#[test]
fn turning_into_an_enemy_is_refused_but_about_face_is_fine() {
    let pos = position(
        vec![blue(1, 5.0, 5.0, NORTH), red(2, 5.0, 5.5, SOUTH)],
        vec![],
    );
    assert_eq!(
        pos.plan_move(id(1), MoveOrder::simple(EAST, 0.0), None),
        Err(MoveError::TurnOverlapsEnemy {
            unit: id(1),
            enemy: id(2)
        })
    );
    let about = pos
        .plan_move(id(1), MoveOrder::simple(SOUTH, 0.0), None)
        .unwrap();
    assert_eq!(about.enemies_touched, vec![id(2)]);
}

#[test]
fn moves_stay_on_the_table() {
    let pos = position(vec![blue(1, 1.0, 5.0, WEST)], vec![]);
    let Err(MoveError::LeavesTable { unit, corner }) =
        pos.plan_move(id(1), MoveOrder::simple(WEST, 1.0), None)
    else {
        panic!("off the table");
    };
    assert_eq!(unit, id(1));
    assert!(corner.x < 0.0);
    assert!(
        pos.plan_move(id(1), MoveOrder::simple(WEST, 0.75), None)
            .is_ok(),
        "touching the edge"
    );
}

#[test]
fn bad_move_requests_are_errors_not_panics() {
    let pos = position(vec![blue(1, 5.0, 5.0, NORTH)], vec![]);
    assert!(matches!(
        pos.plan_move(id(1), MoveOrder::simple(f64::NAN, 1.0), None),
        Err(MoveError::NotFinite { .. })
    ));
    assert!(matches!(
        pos.plan_move(id(1), MoveOrder::simple(NORTH, f64::INFINITY), None),
        Err(MoveError::NotFinite { .. })
    ));
    assert_eq!(
        pos.plan_move(id(1), MoveOrder::simple(NORTH, -1.0), None),
        Err(MoveError::NegativeDistance { distance: -1.0 })
    );
    assert_eq!(
        pos.plan_move(id(9), MoveOrder::difficult(NORTH, 1.0, NORTH), None),
        Err(MoveError::UnknownUnit { unit: id(9) })
    );
    assert!(matches!(
        pos.plan_move(id(1), MoveOrder::difficult(NORTH, 1.0, f64::NAN), None),
        Err(MoveError::NotFinite { .. })
    ));
}

// -------------------------------------------------------- difficult moves

#[test]
fn a_difficult_move_goes_any_way_then_turns() {
    let mut pos = position(vec![unit(1, Side::A, 5.0, 3.0, NORTH, horse())], vec![]);
    let moved = pos
        .make_move(id(1), MoveOrder::difficult(EAST, 2.0, SOUTH))
        .unwrap();
    assert_point(moved.to.centre, 7.0, 3.0, "sideways");
    assert_close(moved.to.facing, SOUTH, "then turned");
    assert_eq!(moved.limit, MoveLimit::Speed { speed: 2.0 });
    assert!(pos
        .plan_move(id(1), MoveOrder::difficult(EAST, 2.5, SOUTH), None)
        .is_err());
}

#[test]
fn a_difficult_move_never_passes_through_or_ends_touching_an_enemy() {
    let rider = || unit(1, Side::A, 5.0, 3.0, NORTH, horse());
    let through = position(vec![rider(), red(2, 5.0, 4.5, SOUTH)], vec![]);
    assert_eq!(
        through.plan_move(id(1), MoveOrder::difficult(NORTH, 2.0, NORTH), None),
        Err(MoveError::PassesThroughEnemy {
            unit: id(1),
            enemy: id(2)
        })
    );
    let ahead = position(vec![rider(), red(2, 5.0, 5.0, SOUTH)], vec![]);
    assert_eq!(
        ahead.plan_move(id(1), MoveOrder::difficult(NORTH, 1.5, NORTH), None),
        Err(MoveError::EndsInContactWithEnemy {
            unit: id(1),
            enemy: id(2)
        })
    );
    assert!(ahead
        .plan_move(id(1), MoveOrder::difficult(NORTH, 1.4, NORTH), None)
        .is_ok());
    // The final turn counts too: turning into contact is ending in contact.
    let close = position(vec![rider(), red(2, 5.0, 3.7, SOUTH)], vec![]);
    assert!(close
        .plan_move(id(1), MoveOrder::difficult(NORTH, 0.0, NORTH), None)
        .is_ok());
    assert!(matches!(
        close.plan_move(id(1), MoveOrder::difficult(NORTH, 0.0, EAST), None),
        Err(MoveError::EndsInContactWithEnemy { .. })
    ));
    // Already in contact: a difficult move may leave, but not stay.
    let engaged = position(vec![rider(), red(2, 5.0, 3.5, SOUTH)], vec![]);
    assert!(engaged
        .plan_move(id(1), MoveOrder::difficult(SOUTH, 1.0, NORTH), None)
        .is_ok());
    assert!(matches!(
        engaged.plan_move(id(1), MoveOrder::difficult(SOUTH, 0.0, NORTH), None),
        Err(MoveError::EndsInContactWithEnemy { .. })
    ));
    // A simple move of 0 turns it in place instead.
    assert!(engaged
        .plan_move(id(1), MoveOrder::simple(SOUTH, 0.0), None)
        .is_ok());
}

// ------------------------------------------------------------- commanders

#[test]
fn commanders_move_over_anything_but_never_stop_on_a_unit() {
    let pos = full(
        vec![blue(1, 5.0, 3.5, NORTH), red(2, 8.0, 5.0, NORTH)],
        vec![element(TerrainKind::Wood, rect(4.0, 4.0, 6.0, 5.0))],
        vec![Commander::new(1, Side::A, 5.0, 2.0)],
        vec![],
    );
    let moved = pos
        .plan_commander_move(CommanderId(1), Point::new(5.0, 5.5), 4.0)
        .unwrap();
    assert_point(moved.to, 5.0, 5.5, "over the unit and the wood");
    assert!(moved.touching_enemies.is_empty());
    assert_eq!(
        pos.plan_commander_move(CommanderId(1), Point::new(5.0, 3.5), 4.0),
        Err(MoveError::CommanderOnUnit {
            commander: CommanderId(1),
            unit: id(1)
        })
    );
    assert!(matches!(
        pos.plan_commander_move(CommanderId(1), Point::new(5.0, 8.0), 4.0),
        Err(MoveError::CommanderTooFar { .. })
    ));
    assert!(matches!(
        pos.plan_commander_move(CommanderId(1), Point::new(5.0, -0.5), 4.0),
        Err(MoveError::CommanderOffTable { .. })
    ));
    assert!(matches!(
        pos.plan_commander_move(CommanderId(7), Point::new(5.0, 3.0), 4.0),
        Err(MoveError::UnknownCommander { .. })
    ));
    assert!(matches!(
        pos.plan_commander_move(CommanderId(1), Point::new(f64::NAN, 3.0), 4.0),
        Err(MoveError::NotFinite { .. })
    ));
    // His base against an enemy's edge: allowed, and at risk.
    let risky = pos
        .plan_commander_move(CommanderId(1), Point::new(7.25, 5.0), 4.0)
        .unwrap();
    assert_eq!(risky.touching_enemies, vec![id(2)]);
}

#[test]
fn a_commander_s_base_may_not_stop_on_a_unit() {
    // The base has a radius of a quarter UW: a head 0.1 UW off a unit's
    // edge puts the base on the unit (the engine used to allow it, as the
    // head alone was measured).
    assert_close(COMMANDER_BASE_RADIUS, 0.25, "a quarter of a unit width");
    let pos = full(
        vec![blue(1, 5.0, 5.0, NORTH), red(2, 8.0, 5.0, NORTH)],
        vec![],
        vec![Commander::new(1, Side::A, 5.0, 3.0)],
        vec![],
    );
    assert_eq!(pos.commanders()[0].base_radius(), COMMANDER_BASE_RADIUS);
    for (to, unit) in [((5.0, 4.65), 1), ((7.4, 5.0), 2)] {
        assert_eq!(
            pos.plan_commander_move(CommanderId(1), Point::new(to.0, to.1), 4.0),
            Err(MoveError::CommanderOnUnit {
                commander: CommanderId(1),
                unit: id(unit)
            }),
            "{to:?}"
        );
    }
    // Just clear of a friend; just touching an enemy: at risk.
    let clear = pos
        .plan_commander_move(CommanderId(1), Point::new(5.0, 4.5), 4.0)
        .unwrap();
    assert!(clear.touching_enemies.is_empty());
    let touching = pos
        .plan_commander_move(CommanderId(1), Point::new(8.0, 4.5), 4.0)
        .unwrap();
    assert_eq!(touching.touching_enemies, vec![id(2)]);
    // A whisker further, not touching.
    let apart = pos
        .plan_commander_move(CommanderId(1), Point::new(8.0, 4.49), 4.0)
        .unwrap();
    assert!(apart.touching_enemies.is_empty());
}

#[test]
fn an_enemy_reaching_a_commander_s_base_puts_him_at_risk_and_pushes_him_back() {
    // Red commanders 0.2 and 0.25 UW ahead of where blue units stop: the
    // first base is overrun (at risk, and pushed north, towards red's own
    // edge, until the base is clear), the second only touched (at risk,
    // not moved). The head alone would have been touched by neither.
    let mut pos = full(
        vec![blue(1, 5.0, 5.0, NORTH), blue(2, 8.0, 5.0, NORTH)],
        vec![],
        vec![
            Commander::new(1, Side::B, 5.0, 6.45),
            Commander::new(2, Side::B, 8.0, 6.5),
        ],
        vec![],
    );
    let moved = pos.make_move(id(1), MoveOrder::simple(NORTH, 1.0)).unwrap();
    assert_eq!(moved.commanders_at_risk, vec![CommanderId(1)]);
    assert_eq!(moved.displaced.len(), 1);
    assert_point(
        moved.displaced[0].to,
        5.0,
        6.25 + COMMANDER_BASE_RADIUS + 0.01,
        "the base just clear of the unit's front",
    );
    let moved = pos.make_move(id(2), MoveOrder::simple(NORTH, 1.0)).unwrap();
    assert_eq!(moved.commanders_at_risk, vec![CommanderId(2)]);
    assert!(moved.displaced.is_empty(), "touched, not overrun");
    // Units pass over a commander freely: a move through him and beyond
    // leaves him where he stands.
    let mut through = full(
        vec![blue(1, 5.0, 3.0, NORTH)],
        vec![],
        vec![Commander::new(1, Side::B, 5.0, 4.0)],
        vec![],
    );
    let moved = through
        .make_move(id(1), MoveOrder::simple(NORTH, 2.0))
        .unwrap();
    assert!(moved.displaced.is_empty() && moved.commanders_at_risk.is_empty());
    assert_point(through.commanders()[0].at, 5.0, 4.0, "passed over");
}

#[test]
fn a_unit_stopping_on_a_commander_pushes_it_towards_its_own_edge() {
    let mut pos = full(
        vec![
            blue(1, 5.0, 5.0, NORTH),
            blue(3, 8.0, 5.0, NORTH),
            blue(4, 11.0, 5.0, NORTH),
        ],
        vec![],
        vec![
            Commander::new(1, Side::A, 5.0, 6.0),
            Commander::new(2, Side::B, 8.0, 6.0),
            Commander::new(3, Side::B, 11.0, 6.5),
        ],
        vec![],
    );
    // A's own commander goes south, off the unit's rear edge.
    let moved = pos.make_move(id(1), MoveOrder::simple(NORTH, 1.0)).unwrap();
    assert_eq!(moved.displaced.len(), 1);
    assert_point(
        moved.displaced[0].to,
        5.0,
        5.49,
        "the base just past the rear edge",
    );
    assert!(moved.commanders_at_risk.is_empty());
    assert_point(
        pos.commanders()[0].at,
        5.0,
        5.49,
        "the displacement is made",
    );
    // An enemy commander goes north, and is at risk.
    let moved = pos.make_move(id(3), MoveOrder::simple(NORTH, 1.0)).unwrap();
    assert_point(moved.displaced[0].to, 8.0, 6.51, "towards B's edge");
    assert_eq!(moved.commanders_at_risk, vec![CommanderId(2)]);
    // Touching an enemy commander's base without covering it: at risk, not
    // moved.
    let moved = pos.make_move(id(4), MoveOrder::simple(NORTH, 1.0)).unwrap();
    assert!(moved.displaced.is_empty());
    assert_eq!(moved.commanders_at_risk, vec![CommanderId(3)]);
}

#[test]
fn with_no_room_towards_its_edge_a_commander_goes_to_the_closest_free_spot() {
    let pos = full(
        vec![blue(1, 15.0, 1.2, SOUTH)],
        vec![],
        vec![Commander::new(1, Side::A, 15.0, 0.25)],
        vec![],
    );
    let moved = pos
        .plan_move(id(1), MoveOrder::simple(SOUTH, 0.95), None)
        .unwrap();
    assert_point(moved.displaced[0].to, 15.0, 0.76, "off the unit's far side");
}

// --------------------------------------------------------------- retreats

fn retreated(outcome: RetreatOutcome) -> clouds_core::Retreated {
    match outcome {
        RetreatOutcome::Retreated(r) => r,
        other => panic!("expected a retreat, got {other:?}"),
    }
}

#[test]
fn a_retreat_goes_straight_back_and_ends_facing_the_way_it_went() {
    let mut pos = position(vec![blue(1, 5.0, 5.0, NORTH)], vec![]);
    let r = retreated(pos.retreat(id(1), RetreatDirection::Back, 2.0).unwrap());
    assert_point(r.to.centre, 5.0, 3.0, "two UW back");
    assert_close(r.to.facing, SOUTH, "facing away from where it faced");
    assert!(r.pushed.is_none());
    assert_eq!(pos.unit(id(1)).unwrap().placement, r.to);
}

#[test]
fn a_retreat_towards_the_own_edge_goes_straight_at_it() {
    let pos = position(
        vec![blue(1, 5.0, 5.0, EAST), red(2, 10.0, 5.0, WEST)],
        vec![],
    );
    let r = retreated(
        pos.plan_retreat(id(1), RetreatDirection::TowardsOwnEdge, 1.5)
            .unwrap(),
    );
    assert_point(r.to.centre, 5.0, 3.5, "south for side A");
    assert_close(r.to.facing, SOUTH, "facing south");
    let r = retreated(
        pos.plan_retreat(id(2), RetreatDirection::TowardsOwnEdge, 1.5)
            .unwrap(),
    );
    assert_point(r.to.centre, 10.0, 6.5, "north for side B");
    assert_close(r.to.facing, NORTH, "facing north");
}

#[test]
fn a_retreat_of_zero_neither_moves_nor_turns() {
    let pos = position(vec![blue(1, 5.0, 5.0, EAST)], vec![]);
    assert_eq!(
        pos.plan_retreat(id(1), RetreatDirection::Back, 0.0),
        Ok(RetreatOutcome::Stayed { unit: id(1) })
    );
}

#[test]
fn touching_the_table_edge_on_a_retreat_breaks_the_unit() {
    let mut pos = position(vec![blue(1, 5.0, 1.0, NORTH)], vec![]);
    let outcome = pos.retreat(id(1), RetreatDirection::Back, 1.0).unwrap();
    let RetreatOutcome::Broken { unit, cause, after } = outcome else {
        panic!("{outcome:?}");
    };
    assert_eq!(unit, id(1));
    assert_eq!(cause, BreakCause::TableEdge { edge: Edge::South });
    assert!((after - 0.75).abs() < 1e-5, "{after}");
    assert!(pos.unit(id(1)).is_none(), "a broken unit leaves the table");
}

#[test]
fn touching_an_enemy_on_a_retreat_breaks_the_unit() {
    let pos = position(
        vec![blue(1, 5.0, 5.0, NORTH), red(2, 5.0, 3.2, NORTH)],
        vec![],
    );
    let outcome = pos
        .plan_retreat(id(1), RetreatDirection::Back, 2.0)
        .unwrap();
    let RetreatOutcome::Broken { cause, after, .. } = outcome else {
        panic!("{outcome:?}");
    };
    assert_eq!(cause, BreakCause::Enemy { enemy: id(2) });
    assert!((after - 1.3).abs() < 1e-5, "{after}");
    // Stopping just short of it is fine.
    assert!(matches!(
        pos.plan_retreat(id(1), RetreatDirection::Back, 1.2),
        Ok(RetreatOutcome::Retreated(_))
    ));
}

#[test]
fn leaving_or_sliding_along_the_enemy_it_fights_does_not_break_it() {
    let face_to_face = position(
        vec![blue(1, 5.0, 5.0, NORTH), red(2, 5.0, 5.5, SOUTH)],
        vec![],
    );
    retreated(
        face_to_face
            .plan_retreat(id(1), RetreatDirection::Back, 1.0)
            .unwrap(),
    );
    let side_by_side = position(
        vec![blue(1, 5.0, 5.0, EAST), red(2, 5.5, 5.0, WEST)],
        vec![],
    );
    let r = retreated(
        side_by_side
            .plan_retreat(id(1), RetreatDirection::TowardsOwnEdge, 1.0)
            .unwrap(),
    );
    assert_point(r.to.centre, 5.0, 4.0, "slid south along the enemy's front");
}

/// The rulebook's failed-retreat example: A retreats 1 UW onto friend B of
/// another formation, is pushed on along its line until clear of B, and
/// the army loses 1 morale.
#[test]
fn the_rulebook_failed_retreat_example() {
    let mut pos = position(
        vec![blue(1, 5.0, 5.0, NORTH), blue(2, 5.0, 4.0, NORTH)],
        vec![],
    );
    assert_ne!(pos.formation_of(id(1)), pos.formation_of(id(2)));
    let outcome = pos.retreat(id(1), RetreatDirection::Back, 1.0).unwrap();
    assert_eq!(outcome.morale_cost(), 1);
    let r = retreated(outcome);
    assert_point(r.to.centre, 5.0, 3.5, "just clear of B");
    assert_close(r.distance, 1.5, "pushed half a UW further");
    assert_eq!(
        r.pushed,
        Some(PushedOn {
            past: vec![id(2)],
            extra: r.distance - 1.0,
            morale_cost: 1
        })
    );
    assert!(pos.contact(id(1), id(2)).is_some(), "it ends touching B");
}

#[test]
fn a_friend_of_the_same_formation_in_the_way_pushes_it_on_for_free() {
    let pos = position(
        vec![blue(1, 5.0, 5.0, NORTH), blue(2, 5.0, 4.5, NORTH)],
        vec![],
    );
    assert_eq!(pos.formation_of(id(1)), pos.formation_of(id(2)));
    let outcome = pos
        .plan_retreat(id(1), RetreatDirection::Back, 0.5)
        .unwrap();
    assert_eq!(outcome.morale_cost(), 0);
    let r = retreated(outcome);
    assert_point(r.to.centre, 5.0, 4.0, "clear of its rear rank");
    assert_eq!(r.pushed.unwrap().past, vec![id(2)]);
}

#[test]
fn a_push_that_reaches_the_table_edge_breaks_the_unit() {
    let pos = position(
        vec![blue(1, 5.0, 1.6, NORTH), blue(2, 5.0, 0.75, NORTH)],
        vec![],
    );
    let outcome = pos
        .plan_retreat(id(1), RetreatDirection::Back, 0.8)
        .unwrap();
    let RetreatOutcome::Broken { cause, after, .. } = outcome else {
        panic!("{outcome:?}");
    };
    assert_eq!(cause, BreakCause::TableEdge { edge: Edge::South });
    assert!((after - 1.35).abs() < 1e-5, "{after}");
}

#[test]
fn bad_retreat_requests_are_errors() {
    let pos = position(vec![blue(1, 5.0, 5.0, NORTH)], vec![]);
    assert_eq!(
        pos.plan_retreat(id(2), RetreatDirection::Back, 1.0),
        Err(RetreatError::UnknownUnit { unit: id(2) })
    );
    assert_eq!(
        pos.plan_retreat(id(1), RetreatDirection::Back, f64::NAN),
        Err(RetreatError::NotFinite)
    );
    assert_eq!(
        pos.plan_retreat(id(1), RetreatDirection::Back, -1.0),
        Err(RetreatError::NegativeDistance { distance: -1.0 })
    );
}

// --------------------------------------------- helpers for the game layer

#[test]
fn the_command_radius_is_measured_from_the_head_to_the_nearest_part_of_a_unit() {
    let pos = full(
        vec![blue(1, 5.0, 5.0, NORTH)],
        vec![],
        vec![Commander::new(1, Side::A, 5.0, 2.0)],
        vec![],
    );
    // The unit's rear side is at y = 4.75: 2.75 UW from the head.
    assert_close(
        pos.commander_distance(CommanderId(1), id(1)).unwrap(),
        2.75,
        "distance",
    );
    assert_eq!(pos.commander_distance(CommanderId(9), id(1)), None);
}

#[test]
fn a_keep_away_move_may_not_pass_near_an_enemy_even_if_it_ends_far() {
    // Blue turns east and marches along y = 5, its flank reaching y = 5.5;
    // red stands at (8, 7.5), its front at y = 7.25. Passing it comes within
    // 1.75 UW.
    let pos = position(
        vec![blue(1, 2.0, 5.0, NORTH), red(2, 8.0, 7.5, SOUTH)],
        vec![],
    );
    let past = pos
        .plan_move(id(1), MoveOrder::simple(EAST, 12.0), Some(12.0))
        .unwrap();
    match pos.check_keep_away(&past, 3.0) {
        Err(MoveError::ComesNearEnemy {
            unit,
            enemy,
            distance,
            keep_away,
        }) => {
            assert_eq!((unit, enemy), (id(1), id(2)));
            assert_close(distance, 1.75, "closest approach");
            assert_close(keep_away, 3.0, "keep away");
        }
        other => panic!("expected ComesNearEnemy, got {other:?}"),
    }
    assert!(pos.check_keep_away(&past, 1.5).is_ok());
    // A move that stops at x = 3 stays more than 3 UW away (4.5 UW east of
    // it to red's corner, 2 UW north).
    let short = pos
        .plan_move(id(1), MoveOrder::simple(EAST, 1.0), Some(12.0))
        .unwrap();
    assert!(pos.check_keep_away(&short, 3.0).is_ok());
    let (start, nearest) = pos.nearest_enemy(id(1)).unwrap();
    assert_eq!(nearest, id(2));
    assert_close(start, 5.0_f64.hypot(2.0), "distance at the start");
}
