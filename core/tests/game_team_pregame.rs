//! The pre-game sequence of a game of more than two players: columns,
//! terrain, emplacements, markers, units and commanders seat by seat, each
//! player setting up their own army in their side's zone; the first-player
//! roll a side's; the session asking the seat whose stage it is.

mod game_support;

use clouds_core::testing::RandomPlayer;
use clouds_core::{
    auto_pre_game_command, team_game, team_setup_starting, Command, Event, FirstPlayer, Game,
    GameOptions, GameSetup, PerSide, Placement, PlayerId, PreGameError, RuleError, SavedGame, Seat,
    SeatChoice, Session, SessionRecord, Side, StepKind, Strength, Table, TeamStart, TerrainChoice,
    Who,
};
use game_support::common;

const DENIS: PlayerId = PlayerId::new(Side::A, Seat(0));
const VIKA: PlayerId = PlayerId::new(Side::A, Seat(1));
const LOUIS: PlayerId = PlayerId::new(Side::B, Seat(0));

fn by_the_rules() -> TeamStart {
    TeamStart::PreGame {
        table: Table::standard(),
        terrain: TerrainChoice::ByTheRules,
    }
}

/// Denis and Vika (side A) against Louis (side B), by the rules.
fn two_against_one() -> GameSetup {
    let catalog = common::shipped_catalog();
    let armies = game_support::sample_armies_of_one_era(3);
    let seats = PerSide::new(
        armies[..2].iter().map(Some).collect(),
        armies[2..].iter().map(Some).collect(),
    );
    team_setup_starting(&catalog, seats, GameOptions::default(), by_the_rules())
        .expect("three armies fit the table")
}

/// The player whose pre-game stage is under way.
fn deciding(game: &Game) -> PlayerId {
    game.pre_game().expect("in the pre-game").player
}

/// The automatic choice for whoever decides, until `stop` holds or the
/// pre-game is over: each decision's step and player, and the events.
fn auto_until(
    game: &mut Game,
    stop: impl Fn(&Game) -> bool,
) -> (Vec<(StepKind, PlayerId)>, Vec<Event>) {
    let (mut steps, mut events) = (Vec::new(), Vec::new());
    for _ in 0..400 {
        if !game.step_kind().is_pre_game() || stop(game) {
            break;
        }
        steps.push((game.step_kind(), deciding(game)));
        let command = auto_pre_game_command(game).expect("a choice for every step");
        events.extend(game.apply(command).expect("the policy's choice applies"));
    }
    (steps, events)
}

/// The players who decided a step, each once, in the order they first did.
fn players_at(steps: &[(StepKind, PlayerId)], kind: StepKind) -> Vec<PlayerId> {
    let mut players = Vec::new();
    for (k, player) in steps {
        if *k == kind && players.last() != Some(player) {
            players.push(*player);
        }
    }
    players
}

#[test]
fn each_seat_sets_up_its_own_army_one_after_another() {
    let setup = two_against_one();
    let mut game = Game::new(setup.clone(), 5).unwrap();
    let (steps, events) = auto_until(&mut game, |_| false);
    assert_eq!(game.turn(), 1, "the battle begins");
    assert_eq!(players_at(&steps, StepKind::Columns), [DENIS, VIKA, LOUIS]);
    for kind in [
        StepKind::ColumnMarkers,
        StepKind::Deployment,
        StepKind::Commanders,
    ] {
        let players = players_at(&steps, kind);
        assert_eq!(players.len(), 3, "{kind:?}: {players:?}");
        let a: Vec<PlayerId> = players
            .iter()
            .copied()
            .filter(|p| p.side == Side::A)
            .collect();
        assert_eq!(a, [DENIS, VIKA], "{kind:?}: a team's seats in order");
    }
    // Terrain: each side's quarters are rolled once, in its first seat's
    // stage.
    let rolled = events
        .iter()
        .filter(|e| matches!(e, Event::TerrainCountRolled { .. }))
        .count();
    assert_eq!(rolled, 4);
    assert!(!players_at(&steps, StepKind::Terrain).contains(&VIKA) || has_extra_terrain(&setup));
    for player in [DENIS, VIKA, LOUIS] {
        let level = usize::from(setup.army(player).skill.level());
        let set = events.iter().find_map(|e| match e {
            Event::ColumnsSet {
                side,
                seat,
                columns,
            } if PlayerId::new(*side, *seat) == player => Some(*columns),
            _ => None,
        });
        assert_eq!(set, Some(level), "{player:?}'s columns: their own skill");
        let markers = events
            .iter()
            .filter(|e| matches!(e, Event::ColumnMarkerPlaced { side, seat, .. } if PlayerId::new(*side, *seat) == player))
            .count();
        assert_eq!(markers, level, "{player:?}: a marker for each column");
        let revealed = events
            .iter()
            .filter(|e| matches!(e, Event::ColumnsRevealed { side, seat, .. } if PlayerId::new(*side, *seat) == player))
            .count();
        assert_eq!(revealed, 1);
        let units = game
            .position()
            .units()
            .iter()
            .filter(|u| u.owner() == player)
            .count();
        assert_eq!(units, setup.army(player).units.len(), "{player:?}");
        let commanders = game
            .position()
            .commanders()
            .iter()
            .filter(|c| c.owner() == player)
            .count();
        let own = setup
            .commanders
            .iter()
            .filter(|c| c.side == player.side && c.seat == player.seat)
            .count();
        assert_eq!(commanders, own, "{player:?}'s commanders");
        assert_eq!(game.player_morale(player), setup.army(player).morale);
    }
    // The automatic players keep to their share of the zone: seat 1 at
    // the left as side A looks at the enemy (the west).
    let mean_x = |player| {
        let xs: Vec<f64> = game
            .position()
            .units()
            .iter()
            .filter(|u| u.owner() == player)
            .map(|u| u.placement.centre.x)
            .collect();
        xs.iter().sum::<f64>() / xs.len() as f64
    };
    let half = game.position().table().width / 2.0;
    assert!(mean_x(DENIS) < half && mean_x(VIKA) > half);
}

fn has_extra_terrain(setup: &GameSetup) -> bool {
    setup
        .army(VIKA)
        .asset_effects()
        .any(|e| matches!(e, clouds_core::AssetEffect::ExtraTerrain { .. }))
}

#[test]
fn a_player_sets_up_only_their_own_units_and_commanders_anywhere_in_the_zone() {
    let setup = two_against_one();
    let mut game = Game::new(setup.clone(), 5).unwrap();
    let denis_unit = setup.army(DENIS).units[0].id;
    let vika_unit = setup.army(VIKA).units[0].id;
    // Columns: Denis may not put Vika's unit in his columns.
    assert_eq!(deciding(&game), DENIS);
    let Some(Command::SetColumns {
        mut columns,
        scouts,
    }) = auto_pre_game_command(&game)
    else {
        panic!("columns first");
    };
    columns[0].push(vika_unit);
    let refused = game.apply(Command::SetColumns { columns, scouts });
    assert_eq!(refused, Err(RuleError::NotYourUnit { unit: vika_unit }));
    // Vika's first marker: anywhere in the side's zone, even in Denis's
    // share of it; not outside the zone.
    auto_until(&mut game, |g| {
        g.step_kind() == StepKind::ColumnMarkers && deciding(g) == VIKA
    });
    let zone = game.pre_game().unwrap().zone(Side::A);
    let outside = Command::PlaceColumnMarker {
        at: clouds_core::Point::new(3.0, zone.max.y + 2.0),
    };
    assert_eq!(
        game.apply(outside),
        Err(PreGameError::MarkerOutsideZone.into())
    );
    let in_denis_share = clouds_core::Point::new(3.0, (zone.min.y + zone.max.y) / 2.0);
    let marker = game.apply(Command::PlaceColumnMarker { at: in_denis_share });
    assert!(marker.is_ok(), "{marker:?}");
    // Units: Vika may not set up Denis's unit.
    auto_until(&mut game, |g| {
        g.step_kind() == StepKind::Deployment && deciding(g) == VIKA
    });
    let facing = game.position().table().facing_the_enemy(Side::A);
    let spot = Placement {
        centre: in_denis_share,
        facing,
    };
    let refused = game.apply(Command::PlaceUnits {
        placements: vec![(denis_unit, spot)],
    });
    assert_eq!(refused, Err(RuleError::NotYourUnit { unit: denis_unit }));
    // Commanders: Denis may not place Vika's.
    auto_until(&mut game, |g| {
        g.step_kind() == StepKind::Commanders && deciding(g) == DENIS
    });
    let vikas = setup
        .commanders
        .iter()
        .find(|c| c.side == Side::A && c.seat == VIKA.seat)
        .unwrap()
        .id;
    let at = clouds_core::Point::new(20.0, 1.0);
    assert_eq!(
        game.apply(Command::PlaceCommander {
            commander: vikas,
            at
        }),
        Err(RuleError::UnknownCommander { commander: vikas })
    );
}

#[test]
fn the_first_player_roll_is_the_sides_with_its_best_rating() {
    let mut setup = two_against_one();
    setup.options.first = FirstPlayer::Roll;
    setup.armies[DENIS].strategic_rating = 1;
    setup.armies[VIKA].strategic_rating = 4;
    setup.armies[LOUIS].strategic_rating = 2;
    let mut game = Game::new(setup, 9).unwrap();
    let (steps, events) = auto_until(&mut game, |g| g.step_kind() == StepKind::Terrain);
    let rolls: Vec<(i32, i32)> = events
        .iter()
        .filter_map(|e| match e {
            Event::FirstPlayerRolled {
                rating_a, rating_b, ..
            } => Some((*rating_a, *rating_b)),
            _ => None,
        })
        .collect();
    assert!(!rolls.is_empty());
    assert!(rolls.iter().all(|r| *r == (4, 2)), "{rolls:?}");
    // The winning side's first seat chooses.
    let chooser = steps
        .iter()
        .find(|(k, _)| *k == StepKind::FirstPlayer)
        .map(|(_, p)| *p)
        .unwrap();
    assert!(chooser.seat == Seat(0), "{chooser:?}");
}

/// A person (A1) and the general (A2) against two goldfish targets, with
/// the pre-game sequence by the rules.
fn person_and_general_set_up() -> Session {
    let catalog = common::shipped_catalog();
    let armies = game_support::sample_armies_of_one_era(4);
    let seat = |k: usize, who| SeatChoice {
        army: Some(&armies[k]),
        who,
    };
    let chosen = PerSide::new(
        vec![seat(0, Who::Person), seat(1, Who::General)],
        vec![seat(2, Who::Goldfish), seat(3, Who::Goldfish)],
    );
    let (setup, mode) =
        team_game(&catalog, &chosen, GameOptions::default(), by_the_rules()).unwrap();
    let record = SessionRecord::new(setup, 13, mode).with_strength(Strength::Veteran);
    Session::replay(record).unwrap()
}

#[test]
fn the_session_asks_each_seat_for_its_own_stages() {
    let mut session = person_and_general_set_up();
    assert!(session.game().step_kind().is_pre_game());
    let mut person = RandomPlayer::new(4);
    let (mut persons, mut generals) = (Vec::new(), Vec::new());
    let mut saved_midway = None;
    for k in 0..2_000 {
        if !session.game().step_kind().is_pre_game() {
            break;
        }
        if k == 6 {
            saved_midway = Some(SavedGame::new("t", &session, 1.0e12, None).encode());
        }
        if let Some((side, _)) = session.general_due() {
            generals.push(session.game().player_for(side));
            let mut general = Strength::Veteran.player(2);
            session.run_general(general.as_mut()).unwrap();
        } else {
            let side = session.person_to_decide().expect("a person is due");
            persons.push(session.game().player_for(side));
            session.decide_for_me(&mut person).unwrap();
        }
    }
    assert_eq!(session.game().turn(), 1, "the battle begins");
    assert!(persons.iter().all(|p| *p == DENIS), "{persons:?}");
    assert!(generals.iter().all(|p| *p == VIKA), "{generals:?}");
    assert!(!persons.is_empty() && !generals.is_empty());
    // The goldfish set up both its seats by itself.
    let b_units = session
        .game()
        .position()
        .units()
        .iter()
        .filter(|u| u.side == Side::B)
        .count();
    let b_armies: usize = session
        .game()
        .setup()
        .players_of(Side::B)
        .map(|p| session.game().setup().army(p).units.len())
        .sum();
    assert_eq!(b_units, b_armies);
    // The log names each seat's own setting up and commander.
    let names = session.game().names(clouds_core::Lang::En);
    let log: Vec<String> = session
        .game()
        .log()
        .iter()
        .map(|e| e.describe(&names))
        .collect();
    for line in [
        "Blue (seat 2) divide their army into columns",
        "Red (seat 2) set up ",
        "The commander of Blue (seat 2) takes his place",
    ] {
        assert!(log.iter().any(|l| l.starts_with(line)), "{line}: {log:?}");
    }
    // A game saved in the middle of the pre-game reads back at the same
    // stage, with the same seat to decide.
    let text = saved_midway.expect("saved during the pre-game");
    let back = Session::replay(SavedGame::decode(&text).unwrap().record).unwrap();
    assert!(back.game().step_kind().is_pre_game());
    assert!(back.game().pre_game().is_some());
}
