//! Scenario tests of the table: positions and their validation, contacts,
//! formations, arcs and lines of fire, engagement and flanking. The
//! rulebook's own examples are rebuilt here as positions.

mod common;
mod engine_support;

use clouds_core::MoveOrder;
use clouds_core::{
    CombatMarker, Commander, Field, Item, MarkerId, Point, Position, PositionError, PositionParts,
    Shape, ShapeProblem, Side, Table, TableUnit, TerrainKind, UnitSide,
};
use engine_support::*;

// ------------------------------------------------------------------ table

#[test]
fn the_default_table_is_20_by_15_uw_with_a_home_edge_for_each_side() {
    let table = Table::default();
    assert_eq!((table.width, table.depth), (20.0, 15.0));
    assert_eq!(table.towards_own_edge(Side::A), Point::new(0.0, -1.0));
    assert_eq!(table.towards_own_edge(Side::B), Point::new(0.0, 1.0));
}

#[test]
fn a_unit_is_one_uw_wide_and_half_a_uw_deep_unless_it_says_otherwise() {
    let unit = blue(1, 5.0, 5.0, NORTH);
    assert_eq!(unit.depth, 0.5);
    let [fr, fl, rl, _] = unit.corners();
    assert_close(fr.distance(fl), 1.0, "width");
    assert_close(fl.distance(rl), 0.5, "depth");
    let deep = blue(2, 5.0, 5.0, NORTH).with_depth(0.8);
    let [_, fl, rl, _] = deep.corners();
    assert_close(fl.distance(rl), 0.8, "overridden depth");
}

// ------------------------------------------------------------- validation

fn rejected(
    units: Vec<TableUnit>,
    terrain: Vec<clouds_core::TerrainElement>,
    commanders: Vec<Commander>,
    markers: Vec<CombatMarker>,
) -> Vec<PositionError> {
    match Position::new(Table::standard(), terrain, units, commanders, markers) {
        Ok(_) => panic!("an impossible position was accepted"),
        Err(problems) => problems,
    }
}

#[test]
fn overlapping_units_are_rejected_naming_both_and_where() {
    let problems = rejected(
        vec![blue(1, 5.0, 5.0, NORTH), red(2, 5.5, 5.2, SOUTH)],
        vec![],
        vec![],
        vec![],
    );
    assert_eq!(problems.len(), 1);
    let PositionError::UnitsOverlap {
        first,
        second,
        depth,
        at,
    } = problems[0]
    else {
        panic!("{problems:?}");
    };
    assert_eq!((first, second), (id(1), id(2)));
    assert!(depth > 0.2, "{depth}");
    assert_point(at, 5.25, 5.1, "overlap place");
    // Touching is not overlapping.
    position(
        vec![blue(1, 5.0, 5.0, NORTH), red(2, 5.0, 5.5, SOUTH)],
        vec![],
    );
}

#[test]
fn a_unit_off_the_table_is_rejected_with_the_corner_that_is_off() {
    let problems = rejected(vec![blue(7, 0.3, 5.0, NORTH)], vec![], vec![], vec![]);
    let [PositionError::UnitOffTable { unit, corner }] = problems[..] else {
        panic!("{problems:?}");
    };
    assert_eq!(unit, id(7));
    assert_point(corner, -0.2, 5.25, "the front-left corner");
    // Touching the edge is on the table.
    position(vec![blue(7, 0.5, 5.0, NORTH)], vec![]);
}

#[test]
fn numbers_that_are_not_finite_are_rejected_not_a_panic() {
    let nan_x = blue(1, f64::NAN, 5.0, NORTH);
    let infinite_facing = blue(2, 5.0, 5.0, f64::INFINITY);
    let nan_depth = blue(3, 8.0, 5.0, NORTH).with_depth(f64::NAN);
    let commander = Commander::new(1, Side::A, f64::NEG_INFINITY, 1.0);
    let marker = CombatMarker::new(4, 1.0, f64::NAN);
    let problems = rejected(
        vec![nan_x, infinite_facing, nan_depth],
        vec![element(
            TerrainKind::Hill,
            Shape::Circle {
                centre: Point::new(f64::NAN, 1.0),
                radius: 1.0,
            },
        )],
        vec![commander],
        vec![marker],
    );
    let expected = [
        PositionError::BadTerrainShape {
            element: 0,
            problem: ShapeProblem::NotFinite,
        },
        PositionError::NotFinite {
            item: Item::Unit(id(1)),
            field: Field::X,
        },
        PositionError::NotFinite {
            item: Item::Unit(id(2)),
            field: Field::Facing,
        },
        PositionError::NotFinite {
            item: Item::Unit(id(3)),
            field: Field::Depth,
        },
        PositionError::NotFinite {
            item: Item::Commander(clouds_core::CommanderId(1)),
            field: Field::X,
        },
        PositionError::NotFinite {
            item: Item::Marker(MarkerId(4)),
            field: Field::Y,
        },
    ];
    assert_eq!(problems, expected);
    let bad_table = Position::new(Table::new(f64::NAN, 0.0), vec![], vec![], vec![], vec![]);
    assert!(matches!(
        bad_table.err().as_deref(),
        Some([PositionError::NotFinite {
            item: Item::Table,
            field: Field::Width
        }])
    ));
    let flat_table = Position::new(Table::new(20.0, 0.0), vec![], vec![], vec![], vec![]);
    assert!(matches!(
        flat_table.err().as_deref(),
        Some([PositionError::BadTableSize { .. }])
    ));
}

#[test]
fn every_problem_of_a_position_is_reported_at_once() {
    let problems = rejected(
        vec![
            blue(1, 5.0, 5.0, NORTH),
            blue(1, 9.0, 5.0, NORTH),
            blue(2, 5.2, 5.0, NORTH),
            blue(3, 12.0, 5.0, NORTH).with_depth(0.0),
            blue(4, 19.9, 14.0, NORTH),
        ],
        vec![
            element(
                TerrainKind::Wood,
                Shape::Polygon {
                    vertices: vec![
                        Point::new(0.0, 0.0),
                        Point::new(2.0, 0.0),
                        Point::new(1.0, 0.5),
                        Point::new(1.0, 2.0),
                    ],
                },
            ),
            element(TerrainKind::Emplacement, rect(14.0, 9.0, 16.5, 10.0)),
        ],
        vec![
            Commander::new(1, Side::A, 4.6, 5.0),
            Commander::new(2, Side::B, 25.0, 5.0),
        ],
        vec![CombatMarker::new(0, -1.0, 3.0)],
    );
    assert!(problems.contains(&PositionError::DuplicateUnit { unit: id(1) }));
    assert!(problems.contains(&PositionError::BadUnitDepth {
        unit: id(3),
        depth: 0.0
    }));
    assert!(problems
        .iter()
        .any(|p| matches!(p, PositionError::UnitsOverlap { first, second, .. } if *first == id(1) && *second == id(2))));
    assert!(problems
        .iter()
        .any(|p| matches!(p, PositionError::UnitOffTable { unit, .. } if *unit == id(4))));
    assert!(problems.iter().any(|p| matches!(
        p,
        PositionError::BadTerrainShape {
            element: 0,
            problem: ShapeProblem::NotConvex { .. }
        }
    )));
    assert!(problems.iter().any(|p| matches!(
        p,
        PositionError::CommanderOnUnit { commander, unit, .. } if commander.0 == 1 && *unit == id(1)
    )));
    assert!(problems.iter().any(
        |p| matches!(p, PositionError::CommanderOffTable { commander, .. } if commander.0 == 2)
    ));
    assert!(problems
        .iter()
        .any(|p| matches!(p, PositionError::MarkerOffTable { marker, .. } if marker.0 == 0)));
    assert_eq!(problems.len(), 8, "{problems:#?}");
}

#[test]
fn an_emplacement_holds_one_unit() {
    let works = element(TerrainKind::Emplacement, rect(4.0, 4.0, 6.5, 5.0));
    let problems = rejected(
        vec![blue(1, 4.6, 4.5, NORTH), blue(2, 5.8, 4.5, NORTH)],
        vec![works.clone()],
        vec![],
        vec![],
    );
    assert_eq!(
        problems,
        vec![PositionError::CrowdedEmplacement {
            element: 0,
            units: vec![id(1), id(2)]
        }]
    );
    position(vec![blue(1, 4.6, 4.5, NORTH)], vec![works]);
}

/// An emplacement stands 0.1 UW clear of its unit, so an enemy in contact
/// with the unit crosses its outline (the lab's games met one square on
/// and one at a slant): it is not in the emplacement, which still holds
/// one unit, and the position stands.
#[test]
fn a_unit_in_contact_with_an_emplaced_unit_is_not_in_its_emplacement() {
    let works = element(TerrainKind::Emplacement, rect(4.4, 4.15, 5.6, 4.85));
    let emplaced = blue(1, 5.0, 4.5, NORTH);
    let square_on = red(2, 5.0, 5.0, SOUTH);
    let slanted = red(3, 4.05, 4.5, EAST + 0.3);
    let built = position(vec![emplaced, square_on, slanted], vec![works]);
    assert!(built.in_emplacement(id(1)));
    assert!(!built.in_emplacement(id(2)) && !built.in_emplacement(id(3)));
}

#[test]
fn duplicate_commanders_and_markers_and_bad_depths_are_named() {
    let problems = rejected(
        vec![blue(1, 5.0, 5.0, NORTH).with_depth(3.5)],
        vec![],
        vec![
            Commander::new(3, Side::A, 1.0, 1.0),
            Commander::new(3, Side::A, 2.0, 1.0),
        ],
        vec![
            CombatMarker::new(1, 3.0, 3.0),
            CombatMarker::new(1, 4.0, 4.0),
        ],
    );
    assert_eq!(
        problems,
        vec![
            PositionError::BadUnitDepth {
                unit: id(1),
                depth: 3.5
            },
            PositionError::DuplicateCommander {
                commander: clouds_core::CommanderId(3)
            },
            PositionError::DuplicateMarker {
                marker: MarkerId(1)
            },
        ]
    );
}

#[test]
fn a_position_saves_and_loads_and_a_bad_saved_one_is_refused() {
    let original = full(
        vec![blue(1, 5.0, 5.0, NORTH), red(2, 5.0, 5.5, SOUTH)],
        vec![element(TerrainKind::Village, rect(8.0, 8.0, 10.0, 10.0))],
        vec![Commander::new(1, Side::A, 2.0, 2.0)],
        vec![CombatMarker::new(0, 5.0, 5.0)],
    );
    let text = serde_json::to_string(&original).unwrap();
    let loaded: Position = serde_json::from_str(&text).unwrap();
    assert_eq!(loaded, original);
    let mut parts = PositionParts::from(original);
    parts.units[1].placement.centre.y = 5.3;
    let text = serde_json::to_string(&parts).unwrap();
    let error = serde_json::from_str::<Position>(&text).unwrap_err();
    // The overlap is named by count, never as Debug text (a player may
    // read this inside a damaged game's message).
    let message = error.to_string();
    assert!(
        message.contains("impossible position (1 problem)"),
        "{message}"
    );
    assert!(!message.contains("UnitsOverlap"), "{message}");
}

#[test]
fn edits_keep_the_position_valid() {
    let mut pos = position(vec![blue(1, 5.0, 5.0, NORTH)], vec![]);
    let problems = pos.place_unit(red(2, 5.0, 5.2, SOUTH)).unwrap_err();
    assert!(matches!(problems[..], [PositionError::UnitsOverlap { .. }]));
    assert_eq!(pos.units().len(), 1, "a refused edit changes nothing");
    pos.place_unit(red(2, 5.0, 5.5, SOUTH)).unwrap();
    assert_eq!(pos.units().len(), 2);
    let problems = pos
        .set_placement(id(1), clouds_core::Placement::new(19.9, 5.0, NORTH))
        .unwrap_err();
    assert!(matches!(problems[..], [PositionError::UnitOffTable { .. }]));
    assert!(pos.remove_unit(id(2)).is_ok());
    assert_eq!(
        pos.remove_unit(id(2)),
        Err(PositionError::UnknownUnit { unit: id(2) })
    );
    assert!(pos
        .place_commander(Commander::new(1, Side::A, 5.0, 5.1))
        .is_err());
    pos.place_commander(Commander::new(1, Side::A, 5.0, 6.0))
        .unwrap();
}

/// Placing a commander answers as checking the whole position with it
/// would: placed in the same place, or refused with the same problems.
#[test]
fn a_commander_is_placed_as_a_new_position_would_take_it() {
    let start = full(
        vec![blue(1, 5.0, 5.0, NORTH)],
        vec![],
        vec![Commander::new(2, Side::B, 9.0, 9.0)],
        vec![],
    );
    let places = [
        (1, 5.0, 6.0),      // free ground
        (1, 5.0, 5.1),      // on the unit
        (1, -1.0, 3.0),     // off the table
        (1, f64::NAN, 2.0), // no place at all
        (2, 12.0, 9.0),     // the one already there, moved
        (2, 5.0, 4.9),      // ... onto the unit
    ];
    for (id, x, y) in places {
        let commander = Commander::new(id, Side::B, x, y);
        let mut parts = PositionParts::from(start.clone());
        match parts.commanders.iter_mut().find(|c| c.id == commander.id) {
            Some(existing) => *existing = commander,
            None => parts.commanders.push(commander),
        }
        let expected = Position::new(
            parts.table,
            parts.terrain,
            parts.units,
            parts.commanders,
            parts.markers,
        );
        let mut placed = start.clone();
        match (placed.place_commander(commander), expected) {
            (Ok(()), Ok(expected)) => assert_eq!(placed, expected, "at ({x}, {y})"),
            (Err(got), Err(expected)) => {
                assert_eq!(got, expected, "at ({x}, {y})");
                assert_eq!(placed, start, "a refused commander changes nothing");
            }
            (got, expected) => panic!("at ({x}, {y}): {got:?}, expected {expected:?}"),
        }
    }
}

// --------------------------------------------------------------- contacts

#[test]
fn front_rear_flank_and_corner_contact() {
    let pos = position(
        vec![
            blue(1, 5.0, 5.0, NORTH),
            red(2, 5.0, 5.5, SOUTH),  // face to face with 1
            blue(3, 5.3, 4.5, NORTH), // behind 1
            blue(4, 6.0, 5.0, NORTH), // beside 1
            blue(5, 7.0, 5.5, NORTH), // corner to corner with 4
        ],
        vec![],
    );
    let front = pos.contact(id(1), id(2)).unwrap();
    assert!(front.front_to_front() && !front.rear_contact() && !front.flank_contact());
    let rear = pos.contact(id(1), id(3)).unwrap();
    assert!(rear.first_is_in_rear_contact() && rear.rear_contact() && rear.in_formation());
    assert_close(rear.sides[0].length, 0.7, "shared stretch of the column");
    let flank = pos.contact(id(1), id(4)).unwrap();
    assert!(flank.flank_contact() && flank.in_formation() && !flank.rear_contact());
    let corner = pos.contact(id(4), id(5)).unwrap();
    assert!(corner.is_corner_only() && !corner.in_formation());
    assert!(
        pos.in_base_contact(id(4), id(5)),
        "corner contact is base contact"
    );
    assert!(pos.contact(id(1), id(5)).is_none());
    assert!(!pos.in_base_contact(id(1), id(5)));
}

#[test]
fn any_side_against_any_side_is_in_formation() {
    // 2 faces east with its front against 1's right flank.
    let pos = position(
        vec![blue(1, 5.0, 5.0, NORTH), blue(2, 5.75, 5.0, WEST)],
        vec![],
    );
    let c = pos.contact(id(1), id(2)).unwrap();
    assert!(c.in_formation() && !c.flank_contact() && !c.rear_contact());
    assert_eq!(
        (c.sides[0].first, c.sides[0].second),
        (UnitSide::Right, UnitSide::Front)
    );
    assert_eq!(pos.formations().len(), 1);
}

#[test]
fn touching_an_emplacement_is_contact_with_the_unit_inside() {
    let works = element(TerrainKind::Emplacement, rect(4.3, 4.6, 5.7, 5.4));
    let open = position(
        vec![blue(1, 5.0, 5.0, NORTH), red(2, 5.0, 5.65, SOUTH)],
        vec![],
    );
    assert!(!open.in_base_contact(id(1), id(2)), "a gap of 0.15 UW");
    let guarded = position(
        vec![blue(1, 5.0, 5.0, NORTH), red(2, 5.0, 5.65, SOUTH)],
        vec![works],
    );
    assert!(guarded.in_base_contact(id(1), id(2)));
    assert!(guarded.in_base_contact(id(2), id(1)));
    assert!(guarded.engaged(id(1), id(2)));
    assert!(
        guarded.contact(id(1), id(2)).is_none(),
        "the bases themselves do not touch"
    );
    assert!(!guarded.flanking(id(2), id(1)));
}

/// The emplacement the pre-game sets around a unit at (5, 5) facing north:
/// its base grown by 0.1 UW on every side.
fn works_around_5_5() -> clouds_core::TerrainElement {
    element(
        TerrainKind::Emplacement,
        Shape::oriented_rectangle(Point::new(5.0, 5.0), NORTH, 0.7, 1.2),
    )
}

#[test]
fn a_unit_that_turns_in_its_emplacement_stays_in_it_and_one_that_leaves_does_not() {
    let mut pos = position(vec![blue(1, 5.0, 5.0, NORTH)], vec![works_around_5_5()]);
    assert!(pos.wholly_in(id(1), 0) && pos.in_emplacement(id(1)));
    // A turn where it stands puts its corners outside the outline; it is
    // still in the emplacement (the rulebook's FAQ), whichever way it faces.
    for degrees in [30.0_f64, 90.0, 180.0, -45.0] {
        let heading = NORTH + degrees.to_radians();
        pos.make_move(id(1), MoveOrder::simple(heading, 0.0))
            .unwrap();
        assert!(degrees == 180.0 || !pos.wholly_in(id(1), 0), "{degrees}°");
        assert!(pos.in_emplacement(id(1)), "turned {degrees}°");
    }
    // 1 UW straight ahead takes it out.
    pos.make_move(id(1), MoveOrder::simple(NORTH, 1.0)).unwrap();
    assert!(!pos.in_emplacement(id(1)));
    // Half out (its centre 0.3 UW ahead) is partly in, but not in it; a
    // nudge of 0.1 UW (its base still inside) is in.
    let half = position(vec![blue(1, 5.0, 5.3, NORTH)], vec![works_around_5_5()]);
    assert_eq!(half.terrain_of(id(1)), vec![0]);
    assert!(!half.in_emplacement(id(1)));
    let nudged = position(vec![blue(1, 5.1, 5.0, NORTH)], vec![works_around_5_5()]);
    assert!(nudged.in_emplacement(id(1)));
    // Any other element is no emplacement, however wholly inside.
    let wood = element(TerrainKind::Wood, rect(4.0, 4.0, 6.0, 6.0));
    let in_wood = position(vec![blue(1, 5.0, 5.0, NORTH)], vec![wood]);
    assert!(in_wood.wholly_in(id(1), 0) && !in_wood.in_emplacement(id(1)));
}

// ------------------------------------------------------------- formations

fn formation_ids(pos: &Position) -> Vec<Vec<u32>> {
    pos.formations()
        .iter()
        .map(|f| f.units.iter().map(|u| u.0).collect())
        .collect()
}

#[test]
fn the_rulebook_formation_examples_a_to_d() {
    let pos = position(
        vec![
            // A: one unit.
            blue(1, 3.0, 3.0, NORTH),
            // B: three in a line.
            blue(2, 6.0, 3.0, NORTH),
            blue(3, 7.0, 3.0, NORTH),
            blue(4, 8.0, 3.0, NORTH),
            // C: three in front, two behind them.
            blue(5, 11.0, 3.0, NORTH),
            blue(6, 12.0, 3.0, NORTH),
            blue(7, 13.0, 3.0, NORTH),
            blue(8, 11.5, 2.5, NORTH),
            blue(9, 12.5, 2.5, NORTH),
            // D: three touching only at corners.
            blue(10, 16.0, 3.0, NORTH),
            blue(11, 17.0, 3.5, NORTH),
            blue(12, 18.0, 3.0, NORTH),
        ],
        vec![],
    );
    assert_eq!(
        formation_ids(&pos),
        vec![
            vec![1],
            vec![2, 3, 4],
            vec![5, 6, 7, 8, 9],
            vec![10],
            vec![11],
            vec![12]
        ]
    );
    assert!(pos.formations().iter().all(|f| f.terrain.is_empty()));
    assert_eq!(pos.formation_of(id(9)).unwrap().len(), 5);
}

#[test]
fn units_partly_in_a_field_form_a_formation_with_each_other_not_with_those_outside() {
    // A line of six along y = 8; the field covers the north half of the
    // line's middle-right part.
    let field = element(TerrainKind::PloughedField, rect(4.0, 8.0, 7.0, 10.0));
    let pos = position(
        (0..6)
            .map(|k| blue(k + 1, 2.0 + f64::from(k), 8.0, NORTH))
            .collect(),
        vec![field],
    );
    assert_eq!(formation_ids(&pos), vec![vec![1, 2], vec![3, 4, 5, 6]]);
    assert_eq!(pos.formations().get(1).unwrap().terrain, [0]);
    assert_eq!(pos.terrain_of(id(3)), vec![0], "only partly in, still in");
    assert!(pos.terrain_of(id(2)).is_empty());
    assert!(!pos.wholly_in(id(3), 0));
}

#[test]
fn a_unit_in_two_elements_stands_only_with_units_in_the_same_two() {
    let field = element(TerrainKind::PloughedField, rect(0.0, 0.0, 10.0, 10.0));
    let road = element(TerrainKind::Road, rect(5.5, 0.0, 6.5, 10.0));
    let pos = position(
        vec![
            blue(1, 4.0, 5.0, NORTH),
            blue(2, 5.0, 5.0, NORTH),
            blue(3, 6.0, 5.0, NORTH), // on the road and in the field
            blue(4, 6.0, 5.5, NORTH), // in front of 3, also on both
        ],
        vec![field, road],
    );
    assert_eq!(formation_ids(&pos), vec![vec![1, 2], vec![3, 4]]);
    assert_eq!(pos.formations().get(1).unwrap().terrain, [0, 1]);
}

#[test]
fn formations_follow_every_change_to_the_units() {
    // The position remembers its formations between changes: each kind of
    // change must make it work them out again.
    let mut pos = position(
        vec![
            blue(1, 5.0, 5.0, NORTH),
            blue(2, 6.0, 5.0, NORTH),
            blue(3, 7.0, 5.0, NORTH),
        ],
        vec![],
    );
    assert_eq!(formation_ids(&pos), vec![vec![1, 2, 3]]);
    pos.make_move(id(3), MoveOrder::simple(NORTH, 1.0)).unwrap();
    assert_eq!(formation_ids(&pos), vec![vec![1, 2], vec![3]], "a move");
    pos.remove_unit(id(2)).unwrap();
    assert_eq!(formation_ids(&pos), vec![vec![1], vec![3]], "a removal");
    pos.place_unit(blue(2, 6.0, 5.0, NORTH)).unwrap();
    assert_eq!(formation_ids(&pos), vec![vec![1, 2], vec![3]], "a placing");
    let copy = pos.clone();
    pos.make_move(id(1), MoveOrder::simple(NORTH, 2.0)).unwrap();
    assert_eq!(formation_ids(&copy), vec![vec![1, 2], vec![3]], "a copy");
    assert_eq!(
        formation_ids(&pos),
        vec![vec![1], vec![3], vec![2]],
        "after the copy"
    );
}

#[test]
fn enemies_are_never_one_formation() {
    let pos = position(
        vec![blue(1, 5.0, 5.0, NORTH), red(2, 6.0, 5.0, NORTH)],
        vec![],
    );
    assert!(pos.contact(id(1), id(2)).unwrap().flank_contact());
    assert_eq!(formation_ids(&pos), vec![vec![1], vec![2]]);
}

// ------------------------------------------------------------ arc of fire

#[test]
fn the_arc_reading_worked_example() {
    // The shooter stands at (10, 5) facing north: its front side runs
    // along y = 5.25 from x = 9.5 to 10.5, and the arc is the area where
    // y >= 5.25 and |x - 10| <= 0.5 + (y - 5.25).
    let pos = position(
        vec![
            blue(1, 10.0, 5.0, NORTH),
            red(2, 12.2, 6.6, SOUTH), // corner (11.7, 6.85): 1.7 <= 0.5 + 1.6
            red(3, 13.0, 6.0, SOUTH), // corner (12.5, 6.25): 2.5 > 0.5 + 1.0
            red(4, 12.05, 5.3, WEST), // alongside, ahead of the front line only by a sliver
            red(5, 10.0, 4.0, SOUTH), // behind
        ],
        vec![],
    );
    let check = |n| pos.fire_check(id(1), id(n)).unwrap();
    assert!(check(2).in_arc);
    assert!(!check(3).in_arc);
    assert!(!check(4).in_arc);
    assert!(!check(5).in_arc);
    assert!(check(2).in_line_of_fire());
}

#[test]
fn range_is_measured_edge_to_edge_from_the_front_side() {
    let pos = position(
        vec![
            blue(1, 10.0, 5.0, NORTH),
            red(2, 10.0, 7.5, SOUTH), // front side at 7.25: 2.0 from 5.25
            red(3, 12.0, 7.6, SOUTH), // corner (11.5, 7.35): dx 1.0, dy 2.1
            red(4, 7.0, 7.51, SOUTH), // 2.01 from the front side's line, but off its end
        ],
        vec![],
    );
    let range = |n| pos.fire_check(id(1), id(n)).unwrap().range;
    assert_close(range(2), 2.0, "straight ahead");
    assert_close(range(3), 1.0f64.hypot(2.1), "to the nearest corner");
    assert!(
        pos.in_line_of_fire(id(1), id(2)),
        "exactly at range is in range"
    );
    assert!(!pos.fire_check(id(1), id(3)).unwrap().in_range);
    assert!(!pos.in_line_of_fire(id(1), id(4)));
}

// ----------------------------------------------------------- line of fire

/// The rulebook's engagement example: the blue unit is engaged with C (in
/// its arc, in range, seen from both front corners), not with B (a rock
/// hides B from the front-right corner), not with A (in range, but outside
/// the arc).
#[test]
fn the_rulebook_engagement_example() {
    let rock = element(TerrainKind::Rock, rect(9.7, 5.3, 10.3, 5.9));
    let pos = position(
        vec![
            blue(1, 10.0, 5.0, NORTH),
            red(2, 12.6, 5.2, WEST),  // A
            red(3, 8.2, 6.9, SOUTH),  // B
            red(4, 10.2, 6.8, SOUTH), // C
        ],
        vec![rock],
    );
    let c = pos.fire_check(id(1), id(4)).unwrap();
    assert!(c.in_arc && c.in_range && c.left_corner_clear && c.right_corner_clear);
    let b = pos.fire_check(id(1), id(3)).unwrap();
    assert!(b.in_arc && b.in_range && b.left_corner_clear);
    assert!(
        !b.right_corner_clear,
        "the rock hides B from the front-right corner"
    );
    assert!(!b.in_line_of_fire());
    let a = pos.fire_check(id(1), id(2)).unwrap();
    assert!(a.in_range && !a.in_arc);
    assert!(!a.in_line_of_fire());
    assert_eq!(pos.engaged_pairs(), vec![(id(1), id(4))]);
    assert!(pos.engaged(id(4), id(1)));
    assert!(!pos.engaged(id(1), id(3)));
}

/// The rulebook's terrain example: red unit A may draw a line of fire to
/// blue cavalry 1 and not to blue infantry 2, because the lines to 2 pass
/// through a wood, which blocks sight. Rebuilt: A at (10, 10) facing south
/// (its front on y = 9.75); a wood over x 10.2–11.6, y 8.4–9.2 to its
/// front right; the cavalry at (9, 8.5) beside the wood, the infantry at
/// (11, 8) behind it, both within A's 2 UW musket range and its arc.
#[test]
fn the_rulebook_line_of_fire_through_a_wood_example() {
    let wood = || element(TerrainKind::Wood, rect(10.2, 8.4, 11.6, 9.2));
    let units = || {
        vec![
            // A, with muskets; its targets need no weapon.
            unit(1, Side::B, 10.0, 10.0, SOUTH, musket()),
            blue(2, 9.0, 8.5, NORTH),  // cavalry 1
            blue(3, 11.0, 8.0, NORTH), // infantry 2
        ]
    };
    let pos = position(units(), vec![wood()]);
    let cavalry = pos.fire_check(id(1), id(2)).unwrap();
    assert!(cavalry.in_line_of_fire(), "{cavalry:?}");
    let infantry = pos.fire_check(id(1), id(3)).unwrap();
    assert!(infantry.in_arc && infantry.in_range, "{infantry:?}");
    assert!(!infantry.in_line_of_fire(), "the wood hides infantry 2");
    // It is the wood: without it, A sees infantry 2.
    let open = position(units(), vec![]);
    assert!(open.in_line_of_fire(id(1), id(3)));
}

#[test]
fn units_between_block_the_line_but_a_line_past_them_will_do() {
    let target = red(9, 5.0, 6.5, SOUTH);
    let blocked = position(
        vec![
            blue(1, 5.0, 5.0, NORTH),
            blue(2, 5.0, 5.75, NORTH),
            target.clone(),
        ],
        vec![],
    );
    let check = blocked.fire_check(id(1), id(9)).unwrap();
    assert!(!check.left_corner_clear && !check.right_corner_clear);
    // A friend half in the way hides the target from one corner only.
    let half = position(
        vec![
            blue(1, 5.0, 5.0, NORTH),
            blue(2, 5.6, 5.75, NORTH),
            target.clone(),
        ],
        vec![],
    );
    let check = half.fire_check(id(1), id(9)).unwrap();
    assert!(check.left_corner_clear && !check.right_corner_clear);
    assert!(!half.in_line_of_fire(id(1), id(9)));
    // Enemies block as well as friends.
    let enemy_between = position(
        vec![
            blue(1, 5.0, 5.0, NORTH),
            red(2, 5.0, 5.75, NORTH),
            target.clone(),
        ],
        vec![],
    );
    assert!(!enemy_between.in_line_of_fire(id(1), id(9)));
    // Nothing in the way: in the line of fire.
    let open = position(vec![blue(1, 5.0, 5.0, NORTH), target], vec![]);
    assert!(open.in_line_of_fire(id(1), id(9)));
}

#[test]
fn a_line_through_the_join_of_two_touching_units_is_no_line() {
    // Two friends side by side ahead, their join straight ahead of the
    // shooter's front-left corner: the only line between them has no width.
    let pos = position(
        vec![
            blue(1, 5.0, 5.0, NORTH),
            blue(2, 4.0, 5.75, NORTH),
            blue(3, 5.0, 5.75, NORTH),
            red(9, 4.5, 6.75, SOUTH),
        ],
        vec![],
    );
    let check = pos.fire_check(id(1), id(9)).unwrap();
    assert!(check.in_arc && check.in_range);
    assert!(!check.left_corner_clear);
    assert!(!pos.in_line_of_fire(id(1), id(9)));
    // Move one friend aside and the gap opens.
    let gap = position(
        vec![
            blue(1, 5.0, 5.0, NORTH),
            blue(2, 3.9, 5.75, NORTH),
            blue(3, 5.0, 5.75, NORTH),
            red(9, 4.5, 6.75, SOUTH),
        ],
        vec![],
    );
    assert!(gap.fire_check(id(1), id(9)).unwrap().left_corner_clear);
}

#[test]
fn sight_blocking_terrain_hides_what_is_beyond_it_not_what_is_in_it() {
    let wood = || element(TerrainKind::Wood, rect(3.0, 6.0, 7.0, 6.8));
    let shooter = || blue(1, 5.0, 5.0, NORTH);
    let behind = position(vec![shooter(), red(2, 5.0, 7.3, SOUTH)], vec![wood()]);
    assert!(!behind.in_line_of_fire(id(1), id(2)));
    let partly_in = position(vec![shooter(), red(2, 5.0, 6.9, SOUTH)], vec![wood()]);
    assert!(partly_in.in_line_of_fire(id(1), id(2)));
    let touching_beyond = position(vec![shooter(), red(2, 5.0, 7.05, SOUTH)], vec![wood()]);
    assert!(!touching_beyond.in_line_of_fire(id(1), id(2)));
    // From inside the wood (front corners in it), the view out is open.
    let from_inside = position(
        vec![blue(1, 5.0, 6.3, NORTH), red(2, 5.0, 7.5, SOUTH)],
        vec![wood()],
    );
    assert!(from_inside.in_line_of_fire(id(1), id(2)));
    // A hill blocks sight too; a field does not.
    let hill = element(TerrainKind::Hill, rect(3.0, 6.0, 7.0, 6.8));
    let over_hill = position(vec![shooter(), red(2, 5.0, 7.3, SOUTH)], vec![hill]);
    assert!(!over_hill.in_line_of_fire(id(1), id(2)));
    let field = element(TerrainKind::PloughedField, rect(3.0, 6.0, 7.0, 6.8));
    let over_field = position(vec![shooter(), red(2, 5.0, 7.3, SOUTH)], vec![field]);
    assert!(over_field.in_line_of_fire(id(1), id(2)));
    // The vineyard does not block sight in the website rules.
    let vines = element(TerrainKind::Vineyard, rect(3.0, 6.0, 7.0, 6.8));
    let over_vines = position(vec![shooter(), red(2, 5.0, 7.3, SOUTH)], vec![vines]);
    assert!(over_vines.in_line_of_fire(id(1), id(2)));
}

#[test]
fn base_contact_is_always_in_the_line_of_fire_and_engaged() {
    // Cavalry without fire, touching an enemy's flank: engaged both ways.
    let pos = position(
        vec![
            red(1, 5.0, 5.0, NORTH),
            unit(2, Side::A, 5.75, 5.0, WEST, horse()),
        ],
        vec![],
    );
    assert!(pos.in_line_of_fire(id(1), id(2)));
    assert!(pos.in_line_of_fire(id(2), id(1)));
    assert!(pos.engaged(id(1), id(2)));
    let check = pos.fire_check(id(1), id(2)).unwrap();
    assert!(check.base_contact && !check.has_fire);
    // Corner to corner is base contact too.
    let corners = position(
        vec![
            red(1, 5.0, 5.0, NORTH),
            unit(2, Side::A, 6.0, 5.5, NORTH, horse()),
        ],
        vec![],
    );
    assert!(corners.engaged(id(1), id(2)));
}

#[test]
fn one_way_line_of_fire_engages_both_units_and_friends_never_engage() {
    // 1 shoots at 2's flank; 2 has no fire and faces away.
    let pos = position(
        vec![
            blue(1, 5.0, 5.0, NORTH),
            red(2, 5.0, 6.5, EAST),
            blue(3, 8.0, 5.0, NORTH),
            blue(4, 8.0, 6.5, SOUTH),
        ],
        vec![],
    );
    assert!(pos.in_line_of_fire(id(1), id(2)));
    assert!(!pos.in_line_of_fire(id(2), id(1)));
    assert!(pos.engaged(id(2), id(1)));
    assert!(pos.in_line_of_fire(id(3), id(4)), "geometry alone");
    assert!(!pos.engaged(id(3), id(4)), "but friends are never engaged");
    assert_eq!(pos.engaged_pairs(), vec![(id(1), id(2))]);
    assert_eq!(pos.engaged_units(), vec![id(1), id(2)]);
}

#[test]
fn elevation_lets_bombardment_pass_over_low_units_and_reach_2_uw_further() {
    let hill = || element(TerrainKind::Hill, rect(2.0, 2.0, 8.0, 4.2));
    let battery = |y| unit(1, Side::A, 5.0, y, NORTH, guns(4));
    // A screen of friends below the hill, the target just beyond it.
    let screened = position(
        vec![
            battery(3.5),
            blue(2, 5.0, 4.6, NORTH),
            red(9, 5.0, 5.6, SOUTH),
        ],
        vec![hill()],
    );
    let fire = screened.fire_check(id(1), id(9)).unwrap();
    assert!(
        fire.in_range && !fire.in_line_of_fire(),
        "the screen blocks ordinary fire"
    );
    let bombard = screened.bombardment_check(id(1), id(9)).unwrap();
    assert!(
        bombard.in_line_of_fire(),
        "but not bombardment from the hill: {bombard:?}"
    );
    // The target's front is 5 UW from the guns' front: beyond 4, within 4 + 2.
    let far = position(vec![battery(3.5), red(9, 5.0, 9.0, SOUTH)], vec![hill()]);
    let check = far.bombardment_check(id(1), id(9)).unwrap();
    assert_close(check.max_range, 6.0, "bombardment range from the hill");
    assert_close(check.range, 5.0, "range");
    assert!(check.in_line_of_fire(), "{check:?}");
    // A unit partly on the elevation still blocks.
    let high_screen = position(
        vec![
            battery(3.5),
            blue(2, 5.0, 4.05, NORTH),
            red(9, 5.0, 5.6, SOUTH),
        ],
        vec![hill()],
    );
    assert!(!high_screen
        .bombardment_check(id(1), id(9))
        .unwrap()
        .in_line_of_fire());
    // Partly off the hill: no bonus, no exception.
    let half_on = position(
        vec![
            battery(2.1),
            blue(2, 5.0, 4.6, NORTH),
            red(9, 5.0, 5.6, SOUTH),
        ],
        vec![hill()],
    );
    let check = half_on.bombardment_check(id(1), id(9)).unwrap();
    assert_close(check.max_range, 4.0, "no elevation bonus");
    assert!(check.in_range && !check.in_line_of_fire());
    // A unit without the rule cannot bombard.
    let muskets = position(
        vec![blue(1, 5.0, 3.5, NORTH), red(9, 5.0, 5.6, SOUTH)],
        vec![hill()],
    );
    assert!(!muskets.bombardment_check(id(1), id(9)).unwrap().has_fire);
}

// --------------------------------------------------------------- flanking

/// The rulebook's flanking example: A touches the red unit's front corner
/// and is not flanking; B touches only its flank and is.
#[test]
fn the_rulebook_flanking_example() {
    let pos = position(
        vec![
            red(1, 10.0, 10.0, NORTH),
            unit(2, Side::A, 9.25, 10.0, EAST, horse()), // A, on the left flank, reaching the front corner
            unit(3, Side::A, 10.75, 9.4, WEST, horse()), // B, on the right flank, behind the front corner
        ],
        vec![],
    );
    assert!(pos.in_base_contact(id(2), id(1)) && pos.in_base_contact(id(3), id(1)));
    assert!(!pos.flanking(id(2), id(1)));
    assert!(pos.flanking(id(3), id(1)));
}

#[test]
fn rear_attacks_flank_and_frontal_or_friendly_contact_does_not() {
    let pos = position(
        vec![
            red(1, 10.0, 10.0, NORTH),
            unit(2, Side::A, 10.0, 9.5, NORTH, horse()), // on its rear
            unit(3, Side::A, 10.0, 10.5, SOUTH, horse()), // face to face
            red(4, 11.0, 10.0, NORTH),                   // a friend alongside
            unit(5, Side::A, 9.0, 10.5, NORTH, horse()), // only its corner on the front-left corner
        ],
        vec![],
    );
    assert!(pos.flanking(id(2), id(1)));
    assert!(!pos.flanking(id(3), id(1)));
    assert!(!pos.flanking(id(4), id(1)));
    assert!(!pos.flanking(id(1), id(4)));
    assert!(!pos.flanking(id(5), id(1)), "touching the front corner");
    assert!(!pos.flanking(id(1), id(99)));
}

// ------------------------------------------------ facts from army lists

#[test]
fn unit_facts_come_from_the_shipped_army_lists() {
    use clouds_core::UnitFacts;
    use clouds_core::{RuleEffect, UnitType};
    let catalog = common::shipped_catalog();
    let (mut guns, mut light, mut without_fire) = (0, 0, 0);
    for faction in catalog.factions() {
        for profile in &faction.units {
            let facts = UnitFacts::from_profile(profile, &catalog.glossary)
                .unwrap_or_else(|| panic!("{} has no unit type", profile.id.as_str()));
            assert_eq!(facts.speed, profile.speed);
            assert_eq!(facts.fire_range, profile.fire.as_ref().map(|f| f.range));
            if let Some(range) = facts.bombardment_range {
                assert_eq!(facts.kind, UnitType::Artillery);
                assert_eq!(
                    Some(range),
                    profile.bombardment(&catalog.glossary).map(|(r, _)| r)
                );
                guns += 1;
            }
            assert_eq!(
                facts.light,
                profile.has_effect(&catalog.glossary, &RuleEffect::Light)
            );
            light += usize::from(facts.light);
            without_fire += usize::from(facts.fire_range.is_none());
        }
    }
    assert!(
        guns > 0 && light > 0 && without_fire > 0,
        "{guns} {light} {without_fire}"
    );
}
