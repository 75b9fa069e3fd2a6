//! Scenario tests of combat markers: the 2 UW radius, where the next marker
//! must go, merged combats, and who is closest to the enemy.

mod engine_support;

use clouds_core::UnitType;
use clouds_core::{Combat, CombatMarker, MarkerId, Point, PositionError, Side, COMBAT_RADIUS};
use engine_support::*;

fn ids(list: &[u32]) -> Vec<clouds_core::TableUnitId> {
    list.iter().map(|n| id(*n)).collect()
}

#[test]
fn a_unit_is_in_combat_when_any_part_is_within_2_uw_of_a_marker() {
    let pos = full(
        vec![
            blue(1, 5.0, 7.24, NORTH), // nearest point 1.99 from the marker
            red(2, 8.0, 5.0, NORTH),   // 2.5
            red(3, 6.9, 6.9, NORTH),   // nearest corner 2.16
            blue(4, 5.0, 2.75, NORTH), // exactly 2.0
        ],
        vec![],
        vec![],
        vec![CombatMarker::new(0, 5.0, 5.0)],
    );
    assert_eq!(COMBAT_RADIUS, 2.0);
    assert!(pos.in_combat(id(1)));
    assert!(!pos.in_combat(id(2)));
    assert!(!pos.in_combat(id(3)));
    assert!(pos.in_combat(id(4)));
    assert_eq!(pos.units_in_combat(), ids(&[1, 4]));
}

#[test]
fn the_marker_goes_where_it_brings_the_most_engaged_units_into_combat() {
    let mut pos = position(
        vec![
            // Three units in contact at one corner...
            blue(1, 5.0, 5.0, NORTH),
            red(2, 5.0, 5.5, SOUTH),
            red(3, 6.0, 5.5, SOUTH),
            // ...and a pair far away.
            blue(4, 15.0, 5.0, NORTH),
            red(5, 15.0, 5.5, SOUTH),
        ],
        vec![],
    );
    assert_eq!(pos.engaged_out_of_combat(), ids(&[1, 2, 3, 4, 5]));
    let best = pos.best_marker().unwrap();
    assert_eq!(best.brings_in, ids(&[1, 2, 3]));
    // Of all such points, the one deepest inside every radius: the corner
    // the three units share.
    assert_point(best.at, 5.5, 5.25, "the shared corner");
    assert_close(best.margin, 2.0, "margin");
    let first = pos.place_marker(best.at).unwrap();
    assert_eq!(first, MarkerId(0));
    assert_eq!(pos.engaged_out_of_combat(), ids(&[4, 5]));
    let next = pos.best_marker().unwrap();
    assert_eq!(next.brings_in, ids(&[4, 5]));
    pos.place_marker(next.at).unwrap();
    assert!(pos.engaged_out_of_combat().is_empty());
    assert_eq!(pos.best_marker(), None, "nothing left to bring into combat");
}

#[test]
fn the_marker_search_prefers_two_fights_it_can_join_over_one() {
    let pos = position(
        vec![
            blue(1, 2.0, 5.0, NORTH),
            red(2, 2.0, 5.5, SOUTH),
            blue(3, 6.5, 5.0, NORTH),
            red(4, 6.5, 5.5, SOUTH),
            // Two fights 1.5 UW apart: one marker between them takes both.
            blue(5, 11.0, 5.0, NORTH),
            red(6, 11.0, 5.5, SOUTH),
            blue(7, 13.5, 5.0, NORTH),
            red(8, 13.5, 5.5, SOUTH),
        ],
        vec![],
    );
    let best = pos.best_marker().unwrap();
    assert_eq!(best.brings_in, ids(&[5, 6, 7, 8]));
    for n in [5, 6, 7, 8] {
        let corners = pos.unit(id(n)).unwrap().corners();
        let near = clouds_core::point_polygon_distance(best.at, &corners);
        assert!(near <= 2.0 + 1e-6, "unit {n} is {near} away");
    }
}

#[test]
fn a_marker_needs_a_unit_of_each_side_within_its_radius() {
    let long_gun = facts(UnitType::Artillery, 0, 1, Some(6));
    let lonely = full(
        vec![
            unit(1, Side::A, 5.0, 3.0, NORTH, long_gun),
            red(2, 5.0, 8.5, SOUTH), // 5 UW away: engaged by the guns
        ],
        vec![],
        vec![],
        vec![CombatMarker::new(0, 5.0, 10.5)], // red 2 is already in combat
    );
    assert!(lonely.engaged(id(1), id(2)));
    assert_eq!(lonely.engaged_out_of_combat(), ids(&[1]));
    assert_eq!(lonely.best_marker(), None, "no point reaches an enemy too");
    // An enemy nearby, even one not engaged, makes a placement possible.
    let with_neighbour = full(
        vec![
            unit(1, Side::A, 5.0, 3.0, NORTH, long_gun),
            red(2, 5.0, 8.5, SOUTH),
            red(3, 8.0, 3.0, EAST),
        ],
        vec![],
        vec![],
        vec![CombatMarker::new(0, 5.0, 10.5)],
    );
    assert!(!with_neighbour.engaged(id(1), id(3)));
    let best = with_neighbour.best_marker().unwrap();
    assert_eq!(best.brings_in, ids(&[1]));
    let corners = with_neighbour.unit(id(3)).unwrap().corners();
    let near = clouds_core::point_polygon_distance(best.at, &corners);
    assert!(
        near <= 2.0 + 1e-6,
        "the red unit is within the radius: {near}"
    );
}

#[test]
fn markers_sharing_a_unit_are_one_combat() {
    let pos = full(
        vec![
            blue(1, 6.75, 5.0, NORTH), // 1.25 from both of the first two markers
            red(2, 3.5, 5.0, NORTH),
            red(3, 10.0, 5.0, NORTH),
            red(4, 16.0, 5.0, NORTH),
        ],
        vec![],
        vec![],
        vec![
            CombatMarker::new(0, 5.0, 5.0),
            CombatMarker::new(1, 8.5, 5.0),
            CombatMarker::new(2, 16.0, 5.0),
            CombatMarker::new(3, 16.0, 12.0),
        ],
    );
    assert_eq!(
        pos.combats(),
        vec![
            Combat {
                markers: vec![MarkerId(0), MarkerId(1)],
                units: ids(&[1, 2, 3])
            },
            Combat {
                markers: vec![MarkerId(2)],
                units: ids(&[4])
            },
            Combat {
                markers: vec![MarkerId(3)],
                units: vec![]
            },
        ]
    );
}

#[test]
fn hits_go_to_the_units_closest_to_the_enemy_with_ties_left_to_the_owner() {
    let pos = full(
        vec![
            blue(1, 5.0, 5.0, NORTH),
            blue(2, 6.0, 5.0, NORTH),
            blue(3, 5.0, 4.5, NORTH), // the rear rank
            red(4, 5.0, 5.5, SOUTH),
            red(5, 6.0, 5.5, SOUTH),
            red(6, 7.2, 6.3, SOUTH), // in combat, not in contact
        ],
        vec![],
        vec![],
        vec![
            CombatMarker::new(0, 5.0, 5.5),
            CombatMarker::new(1, 15.0, 5.0),
        ],
    );
    let combats = pos.combats();
    let combat = &combats[0];
    assert_eq!(combat.units, ids(&[1, 2, 3, 4, 5, 6]));
    assert_eq!(pos.closeness_to_enemy(combat, id(1)), Some(0.0));
    assert_close(
        pos.closeness_to_enemy(combat, id(3)).unwrap(),
        0.5,
        "rear rank",
    );
    assert_close(
        pos.closeness_to_enemy(combat, id(6)).unwrap(),
        0.2f64.hypot(0.8),
        "to blue 2's corner",
    );
    assert_eq!(
        pos.hit_order(combat, Side::A),
        vec![ids(&[1, 2]), ids(&[3])]
    );
    assert_eq!(
        pos.hit_order(combat, Side::B),
        vec![ids(&[4, 5]), ids(&[6])]
    );
    assert_eq!(pos.closest_marker(id(3)), Some(MarkerId(0)));
    assert_eq!(
        pos.closeness_to_enemy(&combats[1], id(1)),
        None,
        "not in that combat"
    );
}

#[test]
fn markers_are_placed_priced_and_removed() {
    let mut pos = position(vec![blue(1, 5.0, 5.0, NORTH)], vec![]);
    assert!(matches!(
        pos.place_marker(Point::new(25.0, 5.0)),
        Err(PositionError::MarkerOffTable { .. })
    ));
    assert!(matches!(
        pos.place_marker(Point::new(f64::NAN, 5.0)),
        Err(PositionError::NotFinite { .. })
    ));
    let m = pos.place_marker(Point::new(5.0, 6.0)).unwrap();
    assert_eq!(pos.markers()[0].price, 1);
    assert_eq!(pos.raise_price(m), Ok(2));
    let second = pos.place_marker(Point::new(9.0, 6.0)).unwrap();
    assert_eq!(second, MarkerId(1));
    assert_eq!(pos.remove_marker(m).unwrap().price, 2);
    assert_eq!(
        pos.remove_marker(m),
        Err(PositionError::UnknownMarker { marker: m })
    );
    assert_eq!(pos.closest_marker(id(1)), Some(second));
}

#[test]
fn the_marker_search_stays_bounded_on_a_huge_table() {
    use clouds_core::{Position, Table};
    // Two fights at opposite corners of a 300 UW table: the grid between
    // them coarsens, and the crossings still find each fight exactly.
    let position = Position::new(
        Table::new(300.0, 300.0),
        vec![],
        vec![
            blue(1, 5.0, 5.0, NORTH),
            red(2, 5.0, 5.5, SOUTH),
            blue(3, 290.0, 290.0, NORTH),
            red(4, 290.0, 290.5, SOUTH),
            red(5, 291.0, 290.5, SOUTH),
        ],
        vec![],
        vec![],
    )
    .unwrap();
    let best = position.best_marker().unwrap();
    assert_eq!(best.brings_in, ids(&[3, 4, 5]));
    assert!(best.margin > 1.9, "{}", best.margin);
}
