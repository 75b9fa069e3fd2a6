//! Scenarios in play: every shipped one plays to an end by its own rules,
//! the standard battle is today's game, and each rule around scenarios
//! (conditions before the first player, a fixed first player, set-up
//! orders, units held back, objectives and the verdict) on a built game.

use clouds_core::{
    auto_pre_game_command, legal_commands, parse_scenario, play_scenario_game, pregame_setup,
    reinforcements_from, scenario_setup, Catalog, Command, Event, Game, GameOptions, Lang, Mode,
    PerSide, PreGameError, Roster, RuleError, SavedGame, Scenario, ScenarioInPlay, Session, Side,
    StepKind, Table, TerrainChoice, VictoryKind, EDGE_MIDDLE,
};
use std::sync::OnceLock;

mod common;

fn catalog() -> &'static Catalog {
    static CATALOG: OnceLock<Catalog> = OnceLock::new();
    CATALOG.get_or_init(common::shipped_catalog)
}

fn shipped() -> &'static [Scenario] {
    static SHIPPED: OnceLock<Vec<Scenario>> = OnceLock::new();
    SHIPPED.get_or_init(|| common::shipped_scenarios(catalog()).shipped)
}

fn scenario(id: &str) -> Scenario {
    shipped()
        .iter()
        .find(|s| s.id == id)
        .cloned()
        .expect("a shipped scenario")
}

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

/// Plays the automatic choices until `stop` or the end of the pre-game.
fn set_up(game: &mut Game) -> Vec<Event> {
    let mut events = Vec::new();
    for _ in 0..400 {
        if !game.step_kind().is_pre_game() {
            break;
        }
        let command = auto_pre_game_command(game).expect("a choice for every step");
        events.extend(game.apply(command).expect("the policy's choice applies"));
    }
    events
}

#[test]
fn every_shipped_scenario_plays_to_an_end_by_its_own_rules() {
    for scenario in shipped() {
        for seed in 0..3 {
            let game = play_scenario_game(catalog(), scenario, seed, 40)
                .unwrap_or_else(|| panic!("{} seed {seed}: no game", scenario.id));
            let outcome = game
                .outcome()
                .unwrap_or_else(|| panic!("{} seed {seed}: not over", scenario.id));
            if scenario.end_phase().is_some()
                && matches!(outcome.kind, VictoryKind::Marginal | VictoryKind::Draw)
            {
                assert!(
                    game.log()
                        .iter()
                        .any(|e| matches!(e, Event::ScenarioJudged { .. })),
                    "{} seed {seed}: ended by the scenario without its judgement",
                    scenario.id
                );
            }
        }
    }
}

#[test]
fn the_pitched_battle_is_the_standard_game() {
    let (a, b) = (armies().0, armies().1);
    let options = GameOptions::default();
    let standard = pregame_setup(
        catalog(),
        &a,
        &b,
        options.clone(),
        Table::standard(),
        TerrainChoice::ByTheRules,
    )
    .unwrap();
    let players = PerSide::new(Some(a), Some(b));
    let named = scenario_setup(
        catalog(),
        &scenario("pitched_battle"),
        players,
        options,
        Table::standard(),
        Lang::En,
    )
    .unwrap();
    assert_eq!(named.position, standard.position);
    assert_eq!(named.options, standard.options);
    let (mut one, mut two) = (
        Game::new(standard, 5).unwrap(),
        Game::new(named, 5).unwrap(),
    );
    assert_eq!(
        set_up(&mut one),
        set_up(&mut two),
        "the same set-up, event for event"
    );
}

/// A scenario read from text on top of the pitched battle's parts.
fn custom(extra: &str) -> Scenario {
    let text = format!(
        r#"{{ "format": 1, "id": "test", "kind": "pitched",
             "name": {{ "en": "Test", "ru": "Проверка" }}, "briefing": {{ "en": "A test.", "ru": "Проверка." }},
             "terrain": "open" {extra} }}"#
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

fn game_of(scenario: &Scenario, seed: u64) -> Game {
    let (a, b) = armies();
    let players = PerSide::new(Some(a), Some(b));
    let setup = scenario_setup(
        catalog(),
        scenario,
        players,
        GameOptions::default(),
        Table::standard(),
        Lang::En,
    )
    .unwrap();
    Game::new(setup, seed).unwrap()
}

#[test]
fn conditions_are_settled_before_the_first_player_and_a_named_first_player_skips_the_roll() {
    let scenario = custom(
        r#", "conditions": [ { "id": "dawn", "name": { "en": "Dawn", "ru": "Рассвет" }, "decided": "chosen_by_b",
              "options": [ { "id": "surprise", "name": { "en": "Surprise", "ru": "Внезапность" },
                             "effects": [ { "first_player": "b" }, { "range_at_most": 1 } ] },
                           { "id": "none", "name": { "en": "None", "ru": "Нет" } } ] } ]"#,
    );
    let mut game = game_of(&scenario, 3);
    let columns = |g: &mut Game| {
        for _ in 0..2 {
            let c = auto_pre_game_command(g).unwrap();
            g.apply(c).unwrap();
        }
    };
    columns(&mut game);
    assert_eq!(
        game.step_kind(),
        StepKind::Conditions,
        "step 4 comes before the first player"
    );
    assert_eq!(game.decider(), Some(Side::B));
    let refused = game
        .apply(Command::ChooseCondition { option: 2 })
        .unwrap_err();
    assert_eq!(
        refused,
        RuleError::PreGame {
            error: PreGameError::NoSuchOption {
                option: 2,
                options: 2
            }
        }
    );
    let events = game.apply(Command::ChooseCondition { option: 0 }).unwrap();
    assert!(events.iter().any(|e| matches!(
        e,
        Event::ConditionSettled {
            condition: 0,
            option: 0,
            roll: None
        }
    )));
    let rest = set_up(&mut game);
    assert!(
        !rest
            .iter()
            .any(|e| matches!(e, Event::FirstPlayerRolled { .. })),
        "no roll"
    );
    assert_eq!(game.active(), Side::B, "the condition's first player");
    // Fog of one UW: every unit's fire reaches 1 UW at most.
    for unit in game.position().units() {
        assert!(
            unit.facts.fire_range.is_none_or(|r| r <= 1),
            "{:?}",
            unit.facts
        );
        assert!(unit.facts.bombardment_range.is_none_or(|r| r <= 1));
    }
}

#[test]
fn a_rolled_condition_takes_the_option_of_its_face() {
    let scenario = scenario("river_crossing");
    for seed in 0..6 {
        let mut game = game_of(&scenario, seed);
        let events = set_up(&mut game);
        let (face, option) = events
            .iter()
            .find_map(|e| match e {
                Event::ConditionSettled {
                    roll: Some(face),
                    option,
                    ..
                } => Some((*face, *option)),
                _ => None,
            })
            .expect("the river rolled for");
        assert_eq!(option, usize::from((face - 1) / 2), "faces 1-2, 3-4, 5-6");
        let streams = game
            .position()
            .terrain()
            .iter()
            .filter(|e| e.kind == clouds_core::TerrainKind::Stream);
        for stream in streams {
            assert_eq!(
                stream.traits.very_broken,
                option != 0,
                "low water fords the river"
            );
        }
    }
}

/// Plays on by legal commands drawn from a fixed sequence until a side
/// begins a turn with reinforcements due.
fn to_the_reinforcements(game: &mut Game) {
    let mut rng_seed = 0u64;
    while game.step_kind() != StepKind::Reinforcements {
        assert!(
            !game.is_over(),
            "the game ended before the reinforcements came"
        );
        let commands = legal_commands(game);
        rng_seed = rng_seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let command = commands[(rng_seed >> 33) as usize % commands.len()].clone();
        game.apply(command).unwrap();
    }
}

/// The game once its reinforcements are set: no longer their step.
fn one_turn_later(game: &Game) -> Game {
    let mut later = game.clone();
    let command = legal_commands(&later).remove(0);
    later.apply(command).expect("the policy's placement");
    later
}

#[test]
fn a_held_back_column_arrives_by_its_edge_at_its_phase() {
    let scenario = custom(
        r#", "first_player": "a", "events": [ { "phase": 2, "what": { "reinforcements": { "side": "a", "edge": "west", "column": 1 } } } ]"#,
    );
    let mut game = game_of(&scenario, 11);
    set_up(&mut game);
    let held = game.units_held_back(Side::A);
    assert!(!held.is_empty(), "column 1 is held back");
    for unit in &held {
        assert!(game.position().unit(*unit).is_none(), "not deployed");
    }
    // Play on with the automatic players until the phase turns and side A
    // begins a turn with its reinforcements due.
    to_the_reinforcements(&mut game);
    assert!(game.scenario_phase() >= 2);
    assert_eq!(game.active(), Side::A);
    let unit = held[0];
    let far = clouds_core::Placement {
        centre: clouds_core::Point::new(6.0, 7.0),
        facing: 0.0,
    };
    let refused = game
        .apply(Command::PlaceReinforcements {
            placements: vec![(unit, far)],
        })
        .unwrap_err();
    assert!(
        matches!(
            refused,
            RuleError::PreGame {
                error: PreGameError::AwayFromEdge { .. }
            }
        ),
        "{refused:?}"
    );
    let Command::PlaceReinforcements { placements } = legal_commands(&game).remove(0) else {
        panic!("the policy's placement")
    };
    assert!(placements.len() >= 2, "a column of several units");
    // The owner's choice of where along the edge: the policy's is its
    // middle; from the south end, every unit stands nearer that end.
    assert_eq!(
        reinforcements_from(&game, EDGE_MIDDLE),
        Some(Command::PlaceReinforcements {
            placements: placements.clone()
        })
    );
    let Some(Command::PlaceReinforcements { placements: south }) = reinforcements_from(&game, 0.0)
    else {
        panic!("a placement from the south end")
    };
    assert_eq!(south.len(), placements.len(), "every unit has a place");
    let depth = game.position().table().depth;
    assert!(
        south.iter().all(|(_, at)| at.centre.y < depth / 2.0),
        "all in the southern half: {south:?}"
    );
    game.clone()
        .apply(Command::PlaceReinforcements { placements: south })
        .expect("a placement the rules accept");
    assert_eq!(reinforcements_from(&one_turn_later(&game), 0.5), None);
    // One set now, the others wait for the next turn.
    let mut one_now = game.clone();
    let first = vec![placements[0]];
    one_now
        .apply(Command::PlaceReinforcements { placements: first })
        .unwrap();
    assert_eq!(
        one_now.units_held_back(Side::A).len(),
        held.len() - 1,
        "the rest wait"
    );
    let events = game
        .apply(Command::PlaceReinforcements { placements })
        .unwrap();
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::ReinforcementsArrived { side: Side::A, .. })));
    for unit in &held {
        let placed = game.position().unit(*unit).expect("on the table");
        assert!(
            placed.corners().iter().all(|c| c.x <= 2.0 + 1e-9),
            "within 2 UW of the west edge"
        );
    }
    assert!(game.units_held_back(Side::A).is_empty());
}

/// A commander by the edge (set there in the deployment): a reinforcement
/// set on it is refused by name, and the policy's places keep clear of it.
#[test]
fn a_reinforcement_may_not_stand_on_a_commander() {
    let scenario = custom(
        r#", "first_player": "a", "events": [ { "phase": 2, "what": { "reinforcements": { "side": "a", "edge": "west", "column": 1 } } } ]"#,
    );
    let mut game = game_of(&scenario, 11);
    let by_the_edge = clouds_core::Point::new(0.4, game.position().table().depth / 2.0);
    for _ in 0..400 {
        if !game.step_kind().is_pre_game() {
            break;
        }
        let mut command = auto_pre_game_command(&game).expect("a choice for every step");
        if let Command::PlaceCommander { at, .. } = &mut command {
            if game.active() == Side::A {
                *at = by_the_edge;
            }
        }
        game.apply(command).expect("the choice applies");
    }
    to_the_reinforcements(&mut game);
    let commander = (game.position().commanders().iter())
        .find(|c| c.side == Side::A && c.at.x < 1.0)
        .expect("side A's commander still by the west edge");
    let on_it = clouds_core::Placement {
        centre: commander.at,
        facing: 0.0,
    };
    let unit = game.units_held_back(Side::A)[0];
    let refused = (game.clone())
        .apply(Command::PlaceReinforcements {
            placements: vec![(unit, on_it)],
        })
        .unwrap_err();
    assert_eq!(
        refused,
        RuleError::PreGame {
            error: PreGameError::OnCommander {
                unit,
                commander: commander.id
            }
        }
    );
    let Command::PlaceReinforcements { placements } = legal_commands(&game).remove(0) else {
        panic!("the policy's placement")
    };
    assert_eq!(placements.len(), game.units_held_back(Side::A).len());
    game.apply(Command::PlaceReinforcements { placements })
        .expect("the policy's places are clear of the commander");
}

#[test]
fn a_side_that_sets_up_first_sets_up_its_whole_army_before_the_other_begins() {
    // Side B sets up first although side A is the first player: its
    // markers and units all come before any of side A's.
    let scenario = custom(r#", "first_player": "a", "set_up": { "side_first": "b" }"#);
    let mut game = game_of(&scenario, 5);
    let events = set_up(&mut game);
    let placed_by = |e: &Event| match e {
        Event::ColumnMarkerPlaced { side, .. } | Event::UnitsPlaced { side, .. } => Some(*side),
        _ => None,
    };
    let order: Vec<Side> = events.iter().filter_map(placed_by).collect();
    let first_a = order
        .iter()
        .position(|s| *s == Side::A)
        .expect("side A sets up");
    assert!(order[..first_a].iter().all(|s| *s == Side::B), "{order:?}");
    assert!(
        !order[first_a..].contains(&Side::B),
        "side B was done first: {order:?}"
    );
    assert_eq!(game.active(), Side::A, "side A still goes first");
}

/// A game keeps only the part of its scenario it plays (`ScenarioInPlay`);
/// games saved while it kept the whole scenario open and play the same,
/// and the table writes their setup back as it was read.
#[test]
fn a_game_saved_with_the_whole_scenario_opens_and_plays_the_same() {
    let scenario = scenario("meeting_engagement");
    let (a, b) = armies();
    let setup = scenario_setup(
        catalog(),
        &scenario,
        PerSide::new(Some(a), Some(b)),
        GameOptions::default(),
        Table::standard(),
        Lang::En,
    )
    .unwrap();
    assert_eq!(
        setup.scenario.as_deref(),
        Some(&ScenarioInPlay::of(&scenario))
    );
    let mut session = Session::new(setup, 5, Mode::Goldfish { player: Side::A }).unwrap();
    for _ in 0..60 {
        let Some(command) = legal_commands(session.game()).into_iter().next() else {
            break;
        };
        session.decide(command).unwrap();
    }
    assert!(
        !session.game().step_kind().is_pre_game(),
        "the game reached its turns"
    );
    // The game as it was saved with the whole scenario in its setup.
    let text = SavedGame::new("game", &session, 0.0, None).encode();
    let mut old: serde_json::Value = serde_json::from_str(&text).unwrap();
    old["record"]["setup"]["scenario"] = serde_json::to_value(&scenario).unwrap();
    let old_text = old.to_string();
    assert!(old_text.contains("briefing") && !text.contains("briefing"));
    let (saved, kept) = SavedGame::decode_keeping_setup(&old_text).expect("the old game opens");
    let replayed = Session::replay(saved.record).expect("it replays");
    assert_eq!(replayed.game().log(), session.game().log());
    assert_eq!(replayed.game().position(), session.game().position());
    assert_eq!(replayed.game().scenario(), session.game().scenario());
    assert_eq!(replayed.game().objectives(), session.game().objectives());
    assert_eq!(
        replayed.game().events_to_come(),
        session.game().events_to_come()
    );
    let written: serde_json::Value =
        serde_json::from_str(&kept.encode("game", &replayed, 0.0, None)).unwrap();
    assert_eq!(
        written["record"]["setup"], old["record"]["setup"],
        "the setup is written back as it was read, the whole scenario in it"
    );
}
