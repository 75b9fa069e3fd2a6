//! The pre-game sequence: columns, the first player, terrain by the rules,
//! emplacements, column markers, the units around them and the commanders,
//! played by commands and by the automatic policy, with every refusal.

mod common;

use clouds_core::{
    legal_commands, pregame_setup, Command, Event, FirstPlayer, Game, GameOptions, GameSetup, Lang,
    Mode, Placement, PlayerId, Point, PreGameError, Quarter, Roster, RuleError, Session, Side,
    StepKind, Table, TableUnitId, TerrainChoice, TerrainKind,
};

use clouds_core::testing::goldfish_command;
use std::f64::consts::FRAC_PI_2;

fn armies() -> (Roster, Roster) {
    let samples = common::sample_armies();
    let by_era = |era: &str| {
        samples
            .iter()
            .find(|(e, _)| e == era)
            .map(|(_, r)| r.clone())
            .unwrap()
    };
    (by_era("age_of_empires"), by_era("age_of_reason"))
}

fn setup(first: FirstPlayer, terrain: TerrainChoice) -> GameSetup {
    let catalog = common::shipped_catalog();
    let (a, b) = armies();
    let options = GameOptions {
        first,
        ..GameOptions::default()
    };
    pregame_setup(&catalog, &a, &b, options, Table::standard(), terrain).unwrap()
}

/// The automatic choice for whoever decides, applied until `stop` holds
/// (or the pre-game sequence is over).
fn auto_until(game: &mut Game, stop: impl Fn(&Game) -> bool) -> Vec<Event> {
    let mut events = Vec::new();
    for _ in 0..200 {
        if stop(game) || !game.step_kind().is_pre_game() {
            break;
        }
        let command = clouds_core::auto_pre_game_command(game).expect("a choice for every step");
        events.extend(game.apply(command).expect("the policy's choice applies"));
    }
    events
}

#[test]
fn the_automatic_policy_takes_two_armies_through_the_whole_sequence() {
    let mut game = Game::new(setup(FirstPlayer::Roll, TerrainChoice::ByTheRules), 7).unwrap();
    assert_eq!(game.step_kind(), StepKind::Columns);
    assert_eq!(game.decider(), Some(Side::A));
    let events = auto_until(&mut game, |_| false);
    assert!(!game.step_kind().is_pre_game(), "at {:?}", game.step_kind());
    assert_eq!(game.turn(), 1);
    // Every unit and commander is on the table, the terrain was rolled.
    let units = game.army(Side::A).units.len() + game.army(Side::B).units.len();
    assert_eq!(game.position().units().len(), units);
    assert_eq!(game.position().commanders().len(), game.commanders().len());
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::FirstPlayerRolled { .. })));
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::ColumnMarkersRemoved)));
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::GameStarted { .. })));
    let rolled = events
        .iter()
        .filter(|e| matches!(e, Event::TerrainCountRolled { .. }))
        .count();
    assert_eq!(rolled, 4, "one count roll for each quarter");
    let placed = events
        .iter()
        .filter(|e| matches!(e, Event::TerrainPlaced { .. }))
        .count();
    let removed = events
        .iter()
        .filter(|e| matches!(e, Event::TerrainRemoved { .. }))
        .count();
    let rolled_terrain = game
        .position()
        .terrain()
        .iter()
        .filter(|e| e.kind != TerrainKind::Emplacement)
        .count();
    assert_eq!(rolled_terrain, placed - removed);
    // Each side's units stand in its zone, facing the enemy.
    for unit in game.position().units() {
        let zone = game.position().table().deployment_zone(unit.side);
        assert!(
            zone.contains_all(&unit.corners()),
            "{:?} outside its zone",
            unit.id
        );
    }
}

#[test]
fn the_same_seed_sets_up_the_same_table() {
    let play = |seed| {
        let mut game =
            Game::new(setup(FirstPlayer::Roll, TerrainChoice::ByTheRules), seed).unwrap();
        auto_until(&mut game, |_| false);
        game.position().clone()
    };
    assert_eq!(play(11), play(11));
    assert_ne!(play(11).terrain(), play(12).terrain());
}

#[test]
fn every_decision_of_the_sequence_is_offered_by_the_enumerator() {
    let mut game = Game::new(setup(FirstPlayer::Roll, TerrainChoice::ByTheRules), 3).unwrap();
    for _ in 0..200 {
        if !game.step_kind().is_pre_game() {
            break;
        }
        let offered = legal_commands(&game);
        assert!(
            !offered.is_empty(),
            "nothing offered at {:?}",
            game.step_kind()
        );
        for command in &offered {
            assert!(
                game.check(command).is_ok(),
                "{command:?} offered but refused"
            );
        }
        game.apply(offered[0].clone()).unwrap();
    }
    assert_eq!(game.turn(), 1);
}

#[test]
fn a_goldfish_sets_itself_up_and_the_player_decides_his_own_steps() {
    let mut session = Session::new(
        setup(FirstPlayer::Roll, TerrainChoice::ByTheRules),
        5,
        Mode::Goldfish { player: Side::A },
    )
    .unwrap();
    // The player's columns first; the goldfish answers with its own.
    assert_eq!(session.person_to_decide(), Some(Side::A));
    let columns = clouds_core::auto_pre_game_command(session.game()).unwrap();
    session.decide(columns).unwrap();
    assert!(session
        .game()
        .log()
        .iter()
        .any(|e| matches!(e, Event::ColumnsSet { side: Side::B, .. })));
    while session.game().step_kind().is_pre_game() {
        assert_eq!(session.person_to_decide(), Some(Side::A));
        assert!(goldfish_command(session.game()).is_none());
        let command = clouds_core::auto_pre_game_command(session.game()).unwrap();
        session.decide(command).unwrap();
    }
    assert_eq!(session.game().turn(), 1);
    // The goldfish let the player go first, and said why.
    assert_eq!(session.game().active(), Side::A);
    let reasons: Vec<String> = session
        .game()
        .log()
        .iter()
        .filter(|e| matches!(e, Event::GoldfishDecided { .. }))
        .map(|e| e.describe(&session.game().names(Lang::En)))
        .collect();
    assert!(
        reasons.iter().any(|r| r.contains("columns by arm")),
        "{reasons:?}"
    );
}

// ----------------------------------------------------------------- columns

fn own_units(game: &Game, side: Side) -> Vec<TableUnitId> {
    game.army(side).units.iter().map(|u| u.id).collect()
}

fn pre_game_error(result: Result<Vec<Event>, RuleError>) -> PreGameError {
    match result {
        Err(RuleError::PreGame { error }) => error,
        other => panic!("expected a pre-game refusal, got {other:?}"),
    }
}

#[test]
fn columns_are_as_many_as_the_commander_s_level_and_hold_every_unit_once() {
    let mut game = Game::new(setup(FirstPlayer::Fixed(Side::A), TerrainChoice::Open), 1).unwrap();
    let level = usize::from(game.army(Side::A).skill.level());
    let units = own_units(&game, Side::A);
    let mut columns = vec![Vec::new(); level];
    columns[0] = units.clone();
    // Too few columns.
    let error = pre_game_error(game.apply(Command::SetColumns {
        columns: vec![units.clone()],
        scouts: Vec::new(),
    }));
    assert_eq!(
        error,
        PreGameError::WrongColumnCount {
            expected: level as u8,
            found: 1
        }
    );
    // A unit left out, a unit twice.
    let mut short = columns.clone();
    let left_out = short[0].pop().unwrap();
    let error = pre_game_error(game.apply(Command::SetColumns {
        columns: short,
        scouts: Vec::new(),
    }));
    assert_eq!(error, PreGameError::UnitLeftOut { unit: left_out });
    let mut twice = columns.clone();
    twice[1].push(units[0]);
    let error = pre_game_error(game.apply(Command::SetColumns {
        columns: twice,
        scouts: Vec::new(),
    }));
    assert_eq!(error, PreGameError::UnitInTwoColumns { unit: units[0] });
    // Scouts only as many as the Scouting assets allow (none here).
    let error = pre_game_error(game.apply(Command::SetColumns {
        columns: columns.clone(),
        scouts: vec![units[0]],
    }));
    assert_eq!(
        error,
        PreGameError::TooManyScouts {
            allowed: 0,
            found: 1
        }
    );
    // Everything in one column and the others empty is allowed.
    let events = game
        .apply(Command::SetColumns {
            columns,
            scouts: Vec::new(),
        })
        .unwrap();
    assert!(matches!(
        events[0],
        Event::ColumnsSet { side: Side::A, columns, .. } if columns == level
    ));
    assert_eq!(game.decider(), Some(Side::B));
}

// ------------------------------------------------------------ first player

#[test]
fn the_higher_roll_plus_rating_chooses_who_goes_first_and_ties_roll_again() {
    let s = setup(FirstPlayer::Roll, TerrainChoice::Open);
    let (ra, rb) = (s.strategic_rating(Side::A), s.strategic_rating(Side::B));
    // A tie first (dice that make the totals equal), then B wins.
    let pairs = || (1..=6u8).flat_map(|a| (1..=6u8).map(move |b| (a, b)));
    let total = |die: u8, rating: i32| i32::from(die) + rating;
    let (tie_a, tie_b) = pairs()
        .find(|(a, b)| total(*a, ra) == total(*b, rb))
        .unwrap();
    let (win_a, win_b) = pairs()
        .find(|(a, b)| total(*a, ra) < total(*b, rb))
        .unwrap();
    let mut game = Game::with_scripted_dice(s, [tie_a, tie_b, win_a, win_b]).unwrap();
    auto_until(&mut game, |g| g.step_kind() == StepKind::FirstPlayer);
    assert_eq!(game.step_kind(), StepKind::FirstPlayer);
    assert_eq!(game.decider(), Some(Side::B), "B won the roll and chooses");
    let rolls = game
        .log()
        .iter()
        .filter(|e| matches!(e, Event::FirstPlayerRolled { .. }))
        .count();
    assert_eq!(rolls, 2, "the tie was rolled again");
    // B lets A go first.
    let events = game
        .apply(Command::ChooseFirstPlayer { first: Side::A })
        .unwrap();
    assert!(events.contains(&Event::FirstPlayerChosen {
        by: Side::B,
        first: Side::A
    }));
    assert_eq!(game.pre_game().unwrap().first, Some(Side::A));
}

// ----------------------------------------------------------------- terrain

/// A game at its first terrain step, with dice scripted from the roll for
/// the first player on (A wins with 6 against 1 and goes first).
fn at_terrain(dice: &[u8]) -> Game {
    let mut all = vec![6, 1];
    all.extend_from_slice(dice);
    let mut game =
        Game::with_scripted_dice(setup(FirstPlayer::Roll, TerrainChoice::ByTheRules), all).unwrap();
    auto_until(&mut game, |g| g.step_kind() == StepKind::FirstPlayer);
    if game.decider() == Some(Side::B) {
        panic!("side A should have won the roll");
    }
    game.apply(Command::ChooseFirstPlayer { first: Side::A })
        .unwrap();
    game
}

#[test]
fn each_quarter_gets_d3_elements_from_the_website_terrain_table() {
    // South-west: die 3 → 2 elements: 1+1 (rock, stream, ravine or swamp)
    // and 3+4 (nothing). North-east: die 1 → 1 element: 5+6 (wooded hill
    // or dune).
    let game = at_terrain(&[3, 1, 1, 3, 4, 1, 5, 6]);
    assert_eq!(game.step_kind(), StepKind::Terrain);
    let counts: Vec<(Quarter, u8)> = game
        .log()
        .iter()
        .filter_map(|e| match e {
            Event::TerrainCountRolled {
                quarter, elements, ..
            } => Some((*quarter, *elements)),
            _ => None,
        })
        .collect();
    assert_eq!(
        counts,
        vec![(Quarter::SouthWest, 2), (Quarter::NorthEast, 1)]
    );
    let kinds: Vec<Vec<TerrainKind>> = game
        .log()
        .iter()
        .filter_map(|e| match e {
            Event::TerrainRolled { kinds, .. } => Some(kinds.clone()),
            _ => None,
        })
        .collect();
    use TerrainKind::*;
    assert_eq!(
        kinds,
        vec![
            vec![Rock, Stream, Ravine, Swamp],
            vec![],
            vec![WoodedHill, Dune]
        ]
    );
    let view = game.pre_game().unwrap();
    assert_eq!(view.elements_waiting, 2, "the 7 gave nothing");
    let (quarters, allowed) = view.next_element.unwrap();
    assert_eq!(
        quarters,
        vec![Table::standard().quarter(Quarter::SouthWest)]
    );
    assert_eq!(allowed, vec![Rock, Stream, Ravine, Swamp]);
}

#[test]
fn an_element_goes_wholly_in_its_quarter_as_its_roll_allows_and_apart_from_others() {
    let mut game = at_terrain(&[1, 1, 1, 1, 6, 6]);
    // South-west: one element, 1+1; north-east: one element, 6+6.
    let refused = |game: &mut Game, kind, x, y| {
        pre_game_error(game.apply(Command::PlaceTerrain {
            kind,
            at: Point::new(x, y),
            facing: 0.0,
        }))
    };
    assert_eq!(
        refused(&mut game, TerrainKind::Wood, 5.0, 4.0),
        PreGameError::KindNotRolled {
            kind: TerrainKind::Wood,
            kinds: vec![
                TerrainKind::Rock,
                TerrainKind::Stream,
                TerrainKind::Ravine,
                TerrainKind::Swamp
            ]
        }
    );
    // A swamp (1 UW radius) centred 0.5 UW from the quarter's east side.
    assert_eq!(
        refused(&mut game, TerrainKind::Swamp, 9.5, 4.0),
        PreGameError::TerrainOutsideQuarter {
            kind: TerrainKind::Swamp
        }
    );
    game.apply(Command::PlaceTerrain {
        kind: TerrainKind::Swamp,
        at: Point::new(5.0, 4.0),
        facing: 0.0,
    })
    .unwrap();
    assert_eq!(game.position().terrain().len(), 1);
    // The wooded hill goes in the north-east quarter.
    assert_eq!(
        refused(&mut game, TerrainKind::WoodedHill, 5.0, 10.0),
        PreGameError::TerrainOutsideQuarter {
            kind: TerrainKind::WoodedHill
        }
    );
}

#[test]
fn elements_scatter_d3_uw_in_one_of_36_directions_and_a_6_removes_one() {
    // A: SW 1 element (1+1), NE 1 element (6+6). B: SE 1 element (4+4),
    // NW none (die 1 → 1 element, 3+4 = nothing).
    let place = |game: &mut Game, kind, x, y| {
        game.apply(Command::PlaceTerrain {
            kind,
            at: Point::new(x, y),
            facing: 0.0,
        })
        .unwrap()
    };
    // A: SW one element (1+1), NE one element (6+6). B: SE one element
    // (4+4), NW one element (3+4 = nothing). Then the scatter, in the
    // order set up: the swamp 4 → 2 UW at 0° (dice 1, 1); the dune 6 →
    // removed; the field 3 → 2 UW at 90° (dice 2, 4: (1 × 6 + 3) × 10).
    let game = {
        let mut dice = vec![6, 1, 1, 1, 1, 1, 6, 6, 1, 4, 4, 1, 3, 4];
        dice.extend([4, 1, 1, 6, 3, 2, 4]);
        let mut g =
            Game::with_scripted_dice(setup(FirstPlayer::Roll, TerrainChoice::ByTheRules), dice)
                .unwrap();
        auto_until(&mut g, |g| g.step_kind() == StepKind::FirstPlayer);
        g.apply(Command::ChooseFirstPlayer { first: Side::A })
            .unwrap();
        place(&mut g, TerrainKind::Swamp, 5.0, 4.0);
        place(&mut g, TerrainKind::Dune, 15.0, 11.0);
        place(&mut g, TerrainKind::PloughedField, 15.0, 4.0);
        g
    };
    let scattered: Vec<(TerrainKind, u16, f64)> = game
        .log()
        .iter()
        .filter_map(|e| match e {
            Event::TerrainScattered {
                kind,
                direction,
                from,
                to,
                ..
            } => Some((*kind, *direction, from.distance(*to))),
            _ => None,
        })
        .collect();
    assert_eq!(scattered.len(), 2);
    assert_eq!((scattered[0].0, scattered[0].1), (TerrainKind::Swamp, 0));
    assert!((scattered[0].2 - 2.0).abs() < 1e-9);
    assert_eq!(
        (scattered[1].0, scattered[1].1),
        (TerrainKind::PloughedField, 90)
    );
    assert!((scattered[1].2 - 2.0).abs() < 1e-9);
    assert!(game.log().iter().any(|e| matches!(
        e,
        Event::TerrainRemoved {
            kind: TerrainKind::Dune,
            ..
        }
    )));
    let kinds: Vec<TerrainKind> = game.position().terrain().iter().map(|e| e.kind).collect();
    assert_eq!(kinds, vec![TerrainKind::Swamp, TerrainKind::PloughedField]);
    let swamp = &game.position().terrain()[0].shape;
    assert!((swamp.centre().x - 7.0).abs() < 1e-9 && (swamp.centre().y - 4.0).abs() < 1e-9);
}

// -------------------------------------------------------------- deployment

/// A game at side A's unit deployment, on an open table, A first, both
/// sides' markers placed by the policy.
fn at_deployment() -> Game {
    let mut game = Game::new(setup(FirstPlayer::Fixed(Side::A), TerrainChoice::Open), 2).unwrap();
    auto_until(&mut game, |g| g.step_kind() == StepKind::Deployment);
    assert_eq!(game.decider(), Some(Side::A));
    game
}

#[test]
fn markers_go_in_the_zone_and_columns_are_revealed_once_both_are_down() {
    let mut game = Game::new(setup(FirstPlayer::Fixed(Side::A), TerrainChoice::Open), 2).unwrap();
    auto_until(&mut game, |g| g.step_kind() == StepKind::ColumnMarkers);
    let error = pre_game_error(game.apply(Command::PlaceColumnMarker {
        at: Point::new(10.0, 7.5),
    }));
    assert_eq!(error, PreGameError::MarkerOutsideZone);
    auto_until(&mut game, |g| g.step_kind() == StepKind::Deployment);
    let revealed: Vec<Side> = game
        .log()
        .iter()
        .filter_map(|e| match e {
            Event::ColumnsRevealed { side, .. } => Some(*side),
            _ => None,
        })
        .collect();
    assert_eq!(revealed, vec![Side::A, Side::B]);
}

#[test]
fn a_unit_stands_in_its_zone_within_2_uw_of_its_marker_and_on_nothing() {
    let mut game = at_deployment();
    let view = game.pre_game().unwrap();
    let column = view.columns[PlayerId::lead(Side::A)].clone().unwrap();
    let (first_column, marker) = column
        .iter()
        .zip(&view.markers[PlayerId::lead(Side::A)])
        .find(|(units, _)| units.len() >= 2)
        .unwrap();
    let (u, v) = (first_column[0], first_column[1]);
    let place = |game: &mut Game, unit, x: f64, y: f64| {
        game.apply(Command::PlaceUnits {
            placements: vec![(unit, Placement::new(x, y, FRAC_PI_2))],
        })
    };
    // Towards the middle of the table, so the tests stay on it.
    let inward = if marker.x < 10.0 { 1.0 } else { -1.0 };
    // Outside the zone (the zone ends at y = 5).
    assert_eq!(
        pre_game_error(place(&mut game, u, marker.x, 5.5)),
        PreGameError::OutsideZone { unit: u }
    );
    // 2.5 UW beside the marker: its nearest side is 2 UW away: allowed.
    place(&mut game, u, marker.x + 2.5 * inward, marker.y).unwrap();
    // 3.6 UW beside (3.1 UW from its nearest side): too far, and the
    // sentence names the column.
    let error = pre_game_error(place(&mut game, v, marker.x + 3.6 * inward, marker.y));
    let column_number = column.iter().position(|c| c.contains(&v)).unwrap() + 1;
    match &error {
        PreGameError::TooFarFromMarker {
            unit,
            column,
            distance,
        } => {
            assert_eq!((*unit, *column), (v, column_number));
            assert!((distance - 3.1).abs() < 1e-9);
        }
        other => panic!("{other:?}"),
    }
    let sentence = RuleError::PreGame { error }.describe(&game.names(Lang::En));
    assert!(sentence.contains("2 UW") && sentence.contains(&format!("column {column_number}")));
    // On the unit already there.
    assert_eq!(
        pre_game_error(place(&mut game, v, marker.x + 2.2 * inward, marker.y)),
        PreGameError::OnAnotherUnit { unit: v, other: u }
    );
    // The deployment is not done while units are off the table.
    let error = pre_game_error(game.apply(Command::EndDeployment));
    assert!(matches!(error, PreGameError::UnitsNotPlaced { .. }));
    // Moving a unit already set is another placement.
    place(&mut game, u, marker.x, marker.y).unwrap();
    assert_eq!(
        game.position().unit(u).unwrap().placement.centre,
        Point::new(marker.x, marker.y)
    );
}

#[test]
fn a_refused_placement_changes_nothing() {
    let mut game = at_deployment();
    let before = game.position().clone();
    let view = game.pre_game().unwrap();
    let unit = view.units_waiting[0];
    let other = view.units_waiting[1];
    let result = game.apply(Command::PlaceUnits {
        placements: vec![
            (
                unit,
                Placement::new(view.markers[PlayerId::lead(Side::A)][0].x, 2.0, FRAC_PI_2),
            ),
            (
                other,
                Placement::new(view.markers[PlayerId::lead(Side::A)][0].x, 9.0, FRAC_PI_2),
            ),
        ],
    });
    assert!(result.is_err());
    assert_eq!(game.position(), &before);
}

#[test]
fn the_commander_is_placed_anywhere_on_the_table_but_not_on_a_unit() {
    let mut game = Game::new(setup(FirstPlayer::Fixed(Side::A), TerrainChoice::Open), 2).unwrap();
    auto_until(&mut game, |g| g.step_kind() == StepKind::Commanders);
    let commander = game.pre_game().unwrap().commanders_waiting[0];
    let unit = game.position().units()[0].clone();
    let error = pre_game_error(game.apply(Command::PlaceCommander {
        commander,
        at: unit.placement.centre,
    }));
    assert_eq!(
        error,
        PreGameError::CommanderOnUnit {
            commander,
            unit: unit.id
        }
    );
    // Nor with his base on one: his head 0.1 UW off the unit's side.
    let off_side = unit.placement.centre + unit.placement.forward().perp() * 0.6;
    let error = pre_game_error(game.apply(Command::PlaceCommander {
        commander,
        at: off_side,
    }));
    assert!(
        matches!(error, PreGameError::CommanderOnUnit { .. }),
        "{error:?}"
    );
    let error = pre_game_error(game.apply(Command::PlaceCommander {
        commander,
        at: Point::new(30.0, 1.0),
    }));
    assert_eq!(error, PreGameError::CommanderOffTable { commander });
    // In the middle of the table, far from his army: allowed.
    game.apply(Command::PlaceCommander {
        commander,
        at: Point::new(10.0, 7.5),
    })
    .unwrap();
}

#[test]
fn a_fixed_layout_is_on_the_table_from_the_start_and_a_bad_one_names_its_elements() {
    let table = Table::standard();
    let good = r#"[
        { "kind": "wood", "shape": "circle", "centre": { "x": 5, "y": 7 }, "radius": 1 },
        { "kind": "village", "shape": "polygon", "vertices": [
            { "x": 12, "y": 6 }, { "x": 13.5, "y": 6 }, { "x": 13.5, "y": 7.5 }, { "x": 12, "y": 7.5 } ] }
    ]"#;
    let elements = clouds_core::parse_terrain_layout(good, &table).unwrap();
    let game = Game::new(setup(FirstPlayer::Roll, TerrainChoice::Layout(elements)), 1).unwrap();
    assert_eq!(game.position().terrain().len(), 2);

    let bad = r#"[
        { "kind": "volcano", "shape": "circle", "centre": { "x": 5, "y": 7 }, "radius": 1 },
        { "kind": "wood", "shape": "circle", "centre": { "x": 19.5, "y": 7 }, "radius": 1 },
        { "kind": "hill", "shape": "circle", "centre": { "x": 8, "y": 8 }, "radius": 1 },
        { "kind": "grove", "shape": "circle", "centre": { "x": 8.5, "y": 8 }, "radius": 1 },
        { "kind": "rock" }
    ]"#;
    use clouds_core::LayoutProblem::*;
    let problems = clouds_core::parse_terrain_layout(bad, &table).unwrap_err();
    assert_eq!(
        problems,
        vec![
            UnknownKind {
                element: 1,
                kind: "volcano".into()
            },
            OffTable {
                element: 2,
                kind: TerrainKind::Wood
            },
            Overlaps {
                element: 4,
                kind: TerrainKind::Grove,
                other: 3,
                other_kind: TerrainKind::Hill
            },
            NotAnElement { element: 5 },
        ]
    );
    let sentences: Vec<String> = problems.iter().map(|p| p.describe(Lang::Ru)).collect();
    assert!(
        sentences[0].contains("volcano")
            && sentences[2].contains('4')
            && sentences[3].contains('5')
    );
}

#[test]
fn the_default_table_is_120_by_90_cm_at_the_player_s_unit_width() {
    let catalog = common::shipped_catalog();
    let (a, b) = armies();
    let table = Table::from_centimetres(120.0, 90.0, 40.0);
    let s = pregame_setup(
        &catalog,
        &a,
        &b,
        GameOptions::default(),
        table,
        TerrainChoice::Open,
    )
    .unwrap();
    assert_eq!(s.position.table().width, 30.0);
    let tiny = Table::from_centimetres(40.0, 30.0, 60.0);
    let error = pregame_setup(
        &catalog,
        &a,
        &b,
        GameOptions::default(),
        tiny,
        TerrainChoice::Open,
    )
    .unwrap_err();
    assert!(matches!(error, clouds_core::SetupError::TableSize { .. }));
    assert!(error.describe(Lang::En).contains("9 to 100 UW"));
}

// ------------------------------------------- emplacements and the bonus

fn with_assets(roster: &Roster, assets: &[&str]) -> Roster {
    let mut roster = roster.clone();
    roster.assets.clear();
    for asset in assets {
        roster = roster.apply(&clouds_core::Edit::AddAsset((*asset).into()));
    }
    roster
}

fn setup_with_assets(a: &[&str], b: &[&str], first: Side) -> GameSetup {
    let catalog = common::shipped_catalog();
    let (ra, rb) = armies();
    let options = GameOptions {
        first: FirstPlayer::Fixed(first),
        ..GameOptions::default()
    };
    pregame_setup(
        &catalog,
        &with_assets(&ra, a),
        &with_assets(&rb, b),
        options,
        Table::standard(),
        TerrainChoice::Open,
    )
    .unwrap()
}

/// The steps of the sequence, with the side deciding each, in order.
fn stages(setup: GameSetup) -> Vec<(StepKind, Side)> {
    let mut game = Game::new(setup, 4).unwrap();
    let mut seen: Vec<(StepKind, Side)> = Vec::new();
    for _ in 0..300 {
        if !game.step_kind().is_pre_game() {
            break;
        }
        let here = (game.step_kind(), game.decider().unwrap());
        if seen.last() != Some(&here) {
            seen.push(here);
        }
        let command = clouds_core::auto_pre_game_command(&game).unwrap();
        game.apply(command).unwrap();
    }
    seen
}

#[test]
fn emplacements_come_first_then_markers_then_units_first_player_first() {
    use StepKind::*;
    let order = stages(setup_with_assets(
        &["field_emplacement"],
        &["field_emplacement"],
        Side::B,
    ));
    assert_eq!(
        order,
        vec![
            (Columns, Side::A),
            (Columns, Side::B),
            (Emplacements, Side::B),
            (Emplacements, Side::A),
            (ColumnMarkers, Side::B),
            (ColumnMarkers, Side::A),
            (Deployment, Side::B),
            (Deployment, Side::A),
            (Commanders, Side::B),
            (Commanders, Side::A),
        ]
    );
}

#[test]
fn with_a_deployment_bonus_the_other_side_sets_up_everything_first() {
    use StepKind::*;
    // B goes first, but A holds the bonus: B does all of its setting up,
    // then A (the FAQ's order).
    let order = stages(setup_with_assets(
        &["reconnaissance", "field_emplacement"],
        &["field_emplacement"],
        Side::A,
    ));
    assert_eq!(
        &order[2..8],
        &[
            (Emplacements, Side::B),
            (ColumnMarkers, Side::B),
            (Deployment, Side::B),
            (Emplacements, Side::A),
            (ColumnMarkers, Side::A),
            (Deployment, Side::A),
        ]
    );
}

#[test]
fn an_emplacement_holds_its_unit_inside_the_zone_and_no_other_unit_may_stand_on_it() {
    let mut game = Game::new(setup_with_assets(&["field_emplacement"], &[], Side::A), 4).unwrap();
    auto_until(&mut game, |g| g.step_kind() == StepKind::Emplacements);
    let unit = own_units(&game, Side::A)[0];
    let error = pre_game_error(game.apply(Command::PlaceEmplacement {
        unit,
        at: Placement::new(10.0, 4.8, FRAC_PI_2),
    }));
    assert_eq!(error, PreGameError::EmplacementOutsideZone { unit });
    game.apply(Command::PlaceEmplacement {
        unit,
        at: Placement::new(10.0, 4.0, FRAC_PI_2),
    })
    .unwrap();
    let emplacement = game
        .position()
        .terrain()
        .iter()
        .find(|e| e.kind == TerrainKind::Emplacement)
        .unwrap();
    assert!(emplacement
        .shape
        .contains_polygon(&game.position().unit(unit).unwrap().corners()));
    auto_until(&mut game, |g| g.step_kind() == StepKind::Deployment);
    let other = game.pre_game().unwrap().units_waiting[0];
    let error = pre_game_error(game.apply(Command::PlaceUnits {
        placements: vec![(other, Placement::new(10.0, 3.6, FRAC_PI_2))],
    }));
    assert!(
        matches!(
            error,
            PreGameError::OnEmplacement { .. } | PreGameError::OnAnotherUnit { .. }
        ),
        "{error:?}"
    );
    let error = pre_game_error(game.apply(Command::PlaceUnits {
        placements: vec![(unit, Placement::new(10.0, 2.0, FRAC_PI_2))],
    }));
    assert_eq!(error, PreGameError::AlreadyEmplaced { unit });
}

#[test]
fn scouts_stand_anywhere_in_the_zone_and_the_others_near_their_marker() {
    let mut game = Game::new(setup_with_assets(&["forward_scouts"], &[], Side::A), 4).unwrap();
    let units = own_units(&game, Side::A);
    let level = usize::from(game.army(Side::A).skill.level());
    let mut columns = vec![Vec::new(); level];
    columns[0] = units.clone();
    game.apply(Command::SetColumns {
        columns,
        scouts: vec![units[0], units[1]],
    })
    .unwrap();
    auto_until(&mut game, |g| g.step_kind() == StepKind::ColumnMarkers);
    // Column 1's marker on the far left of the zone.
    game.apply(Command::PlaceColumnMarker {
        at: Point::new(2.0, 2.5),
    })
    .unwrap();
    auto_until(&mut game, |g| {
        g.step_kind() == StepKind::Deployment && g.decider() == Some(Side::A)
    });
    // A scout on the far right, 15 UW from its marker: allowed.
    game.apply(Command::PlaceUnits {
        placements: vec![(units[0], Placement::new(17.0, 4.5, FRAC_PI_2))],
    })
    .unwrap();
    let error = pre_game_error(game.apply(Command::PlaceUnits {
        placements: vec![(units[2], Placement::new(15.0, 4.5, FRAC_PI_2))],
    }));
    assert!(
        matches!(error, PreGameError::TooFarFromMarker { unit, column: 1, .. } if unit == units[2])
    );
}

#[test]
fn extra_terrain_from_an_asset_is_of_the_owner_s_choice_in_one_of_his_quarters() {
    use rand_chacha::rand_core::SeedableRng;
    let catalog = common::shipped_catalog();
    let austria = catalog.faction(&"empires_austria".into()).unwrap();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1);
    let guided = with_assets(
        &clouds_core::testing::random_roster(austria, 300, &mut rng),
        &["local_guides"],
    );
    let (_, b) = armies();
    let options = GameOptions {
        first: FirstPlayer::Fixed(Side::A),
        ..GameOptions::default()
    };
    let setup = pregame_setup(
        &catalog,
        &guided,
        &b,
        options,
        Table::standard(),
        TerrainChoice::Open,
    )
    .unwrap();
    let mut game = Game::new(setup, 4).unwrap();
    auto_until(&mut game, |g| g.step_kind() == StepKind::Terrain);
    let view = game.pre_game().unwrap();
    assert_eq!(view.side, Side::A);
    let (quarters, kinds) = view.next_element.unwrap();
    assert_eq!(quarters.len(), 2, "either of the owner's quarters");
    assert!(kinds.contains(&TerrainKind::Village) && !kinds.contains(&TerrainKind::Emplacement));
    game.apply(Command::PlaceTerrain {
        kind: TerrainKind::Village,
        at: Point::new(15.0, 11.0),
        facing: 0.3,
    })
    .unwrap();
    assert!(game.log().iter().any(|e| matches!(
        e,
        Event::TerrainScattered {
            kind: TerrainKind::Village,
            ..
        }
    ) || matches!(
        e,
        Event::TerrainRemoved {
            kind: TerrainKind::Village,
            ..
        }
    )));
}

#[test]
fn every_event_of_the_sequence_is_told_in_both_languages() {
    let mut session = Session::new(
        setup(FirstPlayer::Roll, TerrainChoice::ByTheRules),
        9,
        Mode::Goldfish { player: Side::B },
    )
    .unwrap();
    while session.game().step_kind().is_pre_game() {
        let command = clouds_core::auto_pre_game_command(session.game()).unwrap();
        session.decide(command).unwrap();
    }
    let game = session.game();
    let (en, ru) = (game.names(Lang::En), game.names(Lang::Ru));
    let mut kinds = std::collections::BTreeSet::new();
    for event in game.log() {
        let (e, r) = (event.describe(&en), event.describe(&ru));
        for sentence in [&e, &r] {
            assert!(!sentence.trim().is_empty(), "{event:?}");
            for trace in ["{", "}", "::", "Some(", "None", "TableUnitId"] {
                assert!(!sentence.contains(trace), "{sentence}");
            }
        }
        assert!(r.chars().any(|c| ('а'..='я').contains(&c)), "{r}");
        let name = format!("{event:?}");
        kinds.insert(name.split([' ', '(', '{']).next().unwrap().to_owned());
    }
    for kind in [
        "ColumnsSet",
        "FirstPlayerRolled",
        "FirstPlayerChosen",
        "TerrainCountRolled",
        "TerrainRolled",
        "TerrainPlaced",
        "ColumnMarkerPlaced",
        "ColumnsRevealed",
        "UnitsPlaced",
        "DeploymentEnded",
        "CommanderPlaced",
        "ColumnMarkersRemoved",
        "GoldfishDecided",
        "GameStarted",
    ] {
        assert!(kinds.contains(kind), "no {kind} in {kinds:?}");
    }
}

#[test]
fn the_policy_sets_up_every_army_the_setup_accepts() {
    use rand_chacha::rand_core::{RngCore, SeedableRng};
    let catalog = common::shipped_catalog();
    let factions: Vec<_> = catalog.factions().collect();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(99);
    let mut played = 0;
    for k in 0..36 {
        let points = [300, 500, 1000][k % 3];
        let width = [40.0, 60.0, 100.0][(k / 3) % 3];
        let mut pick = || factions[(rng.next_u32() as usize) % factions.len()];
        let (fa, fb) = (pick(), pick());
        let a = clouds_core::testing::random_roster(fa, points, &mut rng);
        let b = clouds_core::testing::random_roster(fb, points, &mut rng);
        let table = Table::from_centimetres(120.0, 90.0, width);
        let Ok(setup) = pregame_setup(
            &catalog,
            &a,
            &b,
            GameOptions::default(),
            table,
            TerrainChoice::ByTheRules,
        ) else {
            continue;
        };
        let mut game = Game::new(setup, rng.next_u64()).unwrap();
        auto_until(&mut game, |_| false);
        assert_eq!(
            game.turn(),
            1,
            "{points} points at {width} mm: stuck at {:?}",
            game.step_kind()
        );
        played += 1;
    }
    assert!(played >= 24, "only {played} armies fitted their tables");
}
