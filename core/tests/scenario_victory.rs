//! Who wins when a scenario ends the game, each rule on a built position:
//! the objectives held (only those that count yet), the share of morale
//! kept, the enemy units broken, and the side the scenario names when
//! everything is level; the log says which measure decided.

mod game_support;

use clouds_core::{
    parse_scenario, Command, Event, Game, GameOptions, Lang, Measure, PerSide, Scenario,
    ScenarioInPlay, Side, UnitType, VictoryKind,
};
use game_support::*;

/// A scenario with an objective, a circle of radius 1 around (5, 7), and
/// `victory` (JSON) and `events` (JSON, without the brackets).
fn scenario(victory: &str, events: &str) -> Scenario {
    let text = format!(
        r#"{{ "format": 1, "id": "test", "kind": "village",
             "name": {{ "en": "Test", "ru": "Проверка" }}, "briefing": {{ "en": "A test.", "ru": "Проверка." }},
             "objectives": [ {{ "id": "village", "name": {{ "en": "the village", "ru": "деревня" }},
                               "area": {{ "shape": "circle", "centre": {{ "x": 5, "y": 7 }}, "radius": 1 }} }} ],
             "events": [ {events} ],
             "victory": {victory} }}"#
    );
    parse_scenario("test.json", &text, catalog()).unwrap_or_else(|p| {
        panic!(
            "{}",
            p.iter()
                .map(|p| p.describe(Lang::En))
                .collect::<Vec<_>>()
                .join("\n")
        )
    })
}

/// Blue's two units and Red's two, placed where given (`None`: broken,
/// off the table), in a game that ends with its first turn.
fn game_of(
    scenario: Scenario,
    blue: [Option<(f64, f64)>; 2],
    red: [Option<(f64, f64)>; 2],
) -> Game {
    let profiles =
        |side: Side, first: u32| [0, 1].map(|k| profile(first + k, side, UnitType::Infantry, &[]));
    let (a, b) = (profiles(Side::A, 1), profiles(Side::B, 11));
    let mut placed = Vec::new();
    for (units, spots, facing) in [(&a, blue, NORTH), (&b, red, SOUTH)] {
        for (unit, spot) in units.iter().zip(spots) {
            if let Some((x, y)) = spot {
                placed.push(at(unit, x, y, facing));
            }
        }
    }
    let options = GameOptions {
        turn_limit: Some(1),
        ..GameOptions::default()
    };
    let (a, b) = (
        army(a.to_vec(), &["move"], &[]),
        army(b.to_vec(), &["move"], &[]),
    );
    let mut setup = setup_with(a, b, placed, vec![], Side::A, options, Vec::new(), &[]);
    setup.scenario = Some(Box::new(ScenarioInPlay::of(&scenario)));
    start(setup, &[2, 2, 2, 2, 2, 2])
}

/// Plays the first (and last) turn with nothing done; the verdict's events.
fn to_the_end(mut game: Game) -> (Game, Vec<Event>) {
    let mut events = game.apply(Command::RollActionDice).unwrap();
    events.extend(game.apply(Command::EndActions).unwrap());
    events.extend(game.apply(Command::StartCombat).unwrap());
    assert!(game.is_over(), "the turn limit ends the game");
    (game, events)
}

fn judged(events: &[Event]) -> Option<(Measure, PerSide<u64>)> {
    events.iter().find_map(|e| match e {
        Event::ScenarioJudged { decided_by } => Some(*decided_by),
        _ => None,
    })?
}

/// The same game with the two units in the objective facing away from
/// each other (blue south, red north).
fn turned_away(game: Game) -> Game {
    let mut setup = game.setup().clone();
    let mut parts = setup.position.clone();
    for (id, facing) in [(1, SOUTH), (11, NORTH)] {
        let unit = parts.unit(clouds_core::TableUnitId(id)).unwrap().clone();
        let mut placement = unit.placement;
        placement.facing = facing;
        parts.set_placement(unit.id, placement).unwrap();
    }
    setup.position = parts;
    start(setup, &[2, 2, 2, 2, 2, 2])
}

const FAR_BLUE: Option<(f64, f64)> = Some((15.0, 3.0));
const FAR_RED: Option<(f64, f64)> = Some((15.0, 12.0));

#[test]
fn the_side_holding_the_objective_wins_a_marginal_victory() {
    let s = scenario(r#"{ "measures": ["objectives", "morale_kept"] }"#, "");
    let game = game_of(
        s,
        [Some((5.0, 6.5)), FAR_BLUE],
        [FAR_RED, Some((18.0, 12.0))],
    );
    assert_eq!(
        game.objectives()[0].holder,
        Some(Side::A),
        "blue stands in it, red nowhere near"
    );
    let (game, events) = to_the_end(game);
    assert_eq!(
        judged(&events),
        Some((Measure::Objectives, PerSide::new(1, 0)))
    );
    let outcome = game.outcome().unwrap();
    assert_eq!(
        (outcome.winner, outcome.kind),
        (Some(Side::A), VictoryKind::Marginal)
    );
    let said = events
        .iter()
        .find(|e| matches!(e, Event::ScenarioJudged { .. }))
        .unwrap();
    assert_eq!(
        said.describe(&game.names(Lang::En)),
        "The scenario ends: objectives held, worth 1 to Blue and 0 to Red."
    );
}

#[test]
fn a_contested_objective_is_nobodys_and_the_named_side_wins_when_all_is_level() {
    let s = scenario(
        r#"{ "measures": ["objectives", "morale_kept"], "otherwise": "b" }"#,
        "",
    );
    let mut game = game_of(s, [Some((5.0, 6.3)), FAR_BLUE], [Some((5.0, 7.7)), FAR_RED]);
    // Back to back, so neither is engaged with the other.
    game = turned_away(game);
    assert_eq!(game.objectives()[0].holder, None, "both sides within it");
    let (game, events) = to_the_end(game);
    assert_eq!(judged(&events), None, "no measure differs");
    let outcome = game.outcome().unwrap();
    assert_eq!(
        (outcome.winner, outcome.kind),
        (Some(Side::B), VictoryKind::Marginal)
    );
}

#[test]
fn an_objective_counts_only_from_the_phase_that_makes_it_active() {
    let s = scenario(
        r#"{ "measures": ["objectives"] }"#,
        r#"{ "phase": 3, "what": { "objective_active": "village" } }"#,
    );
    let game = game_of(
        s,
        [Some((5.0, 6.5)), FAR_BLUE],
        [FAR_RED, Some((18.0, 12.0))],
    );
    assert!(!game.objectives()[0].active, "phase 1: not yet");
    let (game, _) = to_the_end(game);
    let outcome = game.outcome().unwrap();
    assert_eq!((outcome.winner, outcome.kind), (None, VictoryKind::Draw));
}

#[test]
fn the_side_that_broke_more_enemy_units_wins_by_units_broken() {
    let s = scenario(r#"{ "measures": ["units_broken"] }"#, "");
    // One of Red's units is gone from the table: broken.
    let game = game_of(s, [FAR_BLUE, Some((12.0, 3.0))], [FAR_RED, None]);
    let (game, events) = to_the_end(game);
    assert_eq!(
        judged(&events),
        Some((Measure::UnitsBroken, PerSide::new(1, 0)))
    );
    assert_eq!(game.outcome().unwrap().winner, Some(Side::A));
}
