//! The lab plays a scenario: the page's summary of each scenario file
//! agrees with the scenarios' own reader; a plan names the scenario and the
//! list's side, and the worker's half sets its games up by the scenario,
//! which then end by its own rules (its phase, its verdict) in every mode;
//! and every choice of a scenario a list cannot play is refused, with the
//! form's other problems, at once.

#[path = "common/mod.rs"]
mod common;

use clouds_core::{
    plan_lab, play_head_to_head, play_lab_game, Catalog, Event, FactionId, FieldOpponent, Game,
    GameFigures, LabError, LabMode, LabMsg, LabPlan, LabRequest, LabTable, Lang, PlayerId, Roster,
    RunStats, SampleId, ScenarioRefusal, ScenarioSummary, Side, Strength, VictoryKind,
    LAB_TURN_LIMIT,
};
use std::sync::OnceLock;

fn catalog() -> &'static Catalog {
    static CATALOG: OnceLock<Catalog> = OnceLock::new();
    CATALOG.get_or_init(common::shipped_catalog)
}

/// Every shipped scenario as the lab's page reads it: its summary.
fn summaries() -> &'static [ScenarioSummary] {
    static SUMMARIES: OnceLock<Vec<ScenarioSummary>> = OnceLock::new();
    SUMMARIES.get_or_init(|| {
        let files =
            ScenarioSummary::index_files(&scenario_file("index.json")).expect("the index's files");
        (files.iter())
            .map(|file| {
                ScenarioSummary::read(file, &scenario_file(file))
                    .expect("a summary of every shipped scenario")
            })
            .collect()
    })
}

/// A file of the shipped scenarios, by its path in their folder.
fn scenario_file(file: &str) -> String {
    std::fs::read_to_string(common::scenarios_dir().join(file)).expect("a shipped file")
}

fn sample(faction: &str, sample: &str) -> Roster {
    let faction = catalog()
        .faction(&FactionId::new(faction))
        .expect("a shipped faction");
    clouds_core::sample_roster(faction, &SampleId::new(sample), Lang::En).expect("a sample")
}

/// A goldfish run of `a` against `target` in `scenario`, the list on `side`.
fn request<'a>(a: &'a Roster, target: &'a Roster, scenario: &'a str, side: Side) -> LabRequest<'a> {
    LabRequest {
        a,
        b: None,
        target,
        games: "100",
        seed: "7",
        table: LabTable::Open,
        mode: LabMode::Goldfish,
        field: &[],
        scenario,
        scenarios: summaries(),
        side,
    }
}

/// The plan as the worker has it: set up by its scenario, read from the
/// file the plan names.
fn in_the_worker(plan: &LabPlan) -> LabPlan {
    let mut worker = plan.clone();
    let text = plan
        .scenario
        .as_ref()
        .map_or_else(String::new, |p| scenario_file(&p.file));
    worker
        .set_up_scenario(catalog(), &text)
        .unwrap_or_else(|errors| panic!("{}", errors[0].describe(Lang::En)));
    worker
}

/// Asserts that `game` was played and ended by the scenario `id`: over by
/// its turn, and judged by the scenario whenever no army broke.
fn ended_by_the_scenario(game: &Game, id: &str) {
    assert_eq!(game.scenario().map(|s| s.id.as_str()), Some(id));
    let outcome = game.outcome().expect("the game is over");
    assert!(game.turn() <= LAB_TURN_LIMIT);
    if matches!(outcome.kind, VictoryKind::Marginal | VictoryKind::Draw) {
        assert!(
            game.log()
                .iter()
                .any(|e| matches!(e, Event::ScenarioJudged { .. })),
            "a game not decided by morale is judged by the scenario"
        );
    }
}

/// Whether `game` ended at the scenario's own end (its phase), before the
/// lab's turn limit.
fn ended_by_its_phase(game: &Game) -> bool {
    let judged = (game.log().iter()).any(|e| matches!(e, Event::ScenarioJudged { .. }));
    judged && game.turn() < LAB_TURN_LIMIT
}

// ------------------------------------------------------------ the summary

#[test]
fn the_page_s_summary_of_each_scenario_agrees_with_its_reader() {
    let scenarios = common::shipped_scenarios(catalog());
    assert!(scenarios.problems.is_empty());
    assert_eq!(summaries().len(), scenarios.shipped.len());
    for (summary, scenario) in summaries().iter().zip(&scenarios.shipped) {
        let id = &scenario.id;
        assert_eq!(&summary.id, id);
        assert_eq!(summary.name, scenario.name, "{id}");
        assert_eq!(summary.era, scenario.era, "{id}");
        let fixed = scenario.sides.values().any(|s| s.army.is_some());
        assert_eq!(summary.fixes_armies, fixed, "{id}");
        assert_eq!(summary.file, format!("{id}.json"));
    }
    // The historical battles fix their armies; the others leave them open.
    let fixing: Vec<&str> = (summaries().iter())
        .filter(|s| s.fixes_armies)
        .map(|s| s.id.as_str())
        .collect();
    assert_eq!(fixing, ["rocroi_1643", "fontenoy_1745", "austerlitz_1805"]);
    // The names a scenario gives its sides, where it gives them.
    let village = summaries().iter().find(|s| s.id == "hold_the_village");
    let names =
        village.map(|s| (s.side_names.clone()).map(|n| n.map(|n| n.get(Lang::En).to_owned())));
    assert_eq!(
        names,
        Some(clouds_core::PerSide::new(
            Some("The attacker".to_owned()),
            Some("The defender".to_owned())
        ))
    );
    assert_eq!(ScenarioSummary::read("x.json", "not json"), None);
    let no_name = r#"{"id": "x", "name": {"en": "X"}}"#;
    assert_eq!(
        ScenarioSummary::read("x.json", no_name),
        None,
        "a name in both"
    );
    assert_eq!(
        ScenarioSummary::index_files(r#"{"format": 2, "scenarios": []}"#),
        None
    );
}

#[test]
fn the_scenarios_offered_are_those_plan_lab_accepts() {
    let a = sample("empires_france", "austerlitz_1805");
    let target = sample("empires_russia", "schongrabern_1805");
    let era = catalog().faction(&a.faction).map(|f| &f.era);
    for summary in summaries() {
        let planned = plan_lab(catalog(), &request(&a, &target, &summary.id, Side::A));
        assert_eq!(summary.open_to(era), planned.is_ok(), "{}", summary.id);
    }
    let open = summaries().iter().filter(|s| s.open_to(era)).count();
    assert_eq!(
        open,
        summaries().len() - 3,
        "all but the historical battles"
    );
}

// ---------------------------------------------------- games of a scenario

#[test]
fn against_the_goldfish_the_list_on_side_b_holds_the_village_by_its_rules() {
    let a = sample("empires_france", "austerlitz_1805");
    let target = sample("empires_russia", "schongrabern_1805");
    let plan = plan_lab(
        catalog(),
        &request(&a, &target, "hold_the_village", Side::B),
    )
    .expect("a sound plan");
    assert_eq!(plan.side, Side::B);
    let planned = plan.scenario.as_ref().expect("the scenario travels");
    assert_eq!(
        (planned.id.as_str(), planned.file.as_str()),
        ("hold_the_village", "hold_the_village.json")
    );
    // The page's plan holds the standard game's setups, with the list on
    // side B; the worker's, the scenario's.
    assert!(plan.setups[0].scenario.is_none());
    assert_eq!(plan.setups[0].army(PlayerId::lead(Side::B)).name, a.name);
    let worker = in_the_worker(&plan);
    let setup = &worker.setups[0];
    let id = setup.scenario.as_ref().map(|s| s.id.as_str());
    assert_eq!(id, Some("hold_the_village"));
    assert_eq!(
        setup.army(PlayerId::lead(Side::B)).name,
        a.name,
        "the list holds the village"
    );
    assert_eq!(setup.army(PlayerId::lead(Side::A)).name, target.name);
    assert_eq!(setup.options.goldfish, Some(Side::A));
    assert_eq!(setup.options.phase_limit, Some(8), "the scenario's end");
    assert_eq!(setup.options.turn_limit, Some(LAB_TURN_LIMIT));
    // Its own table, not the standard one.
    assert_eq!(setup.position.table().width, 20.0);

    let mut figures = Vec::new();
    for k in 0..6 {
        let game = worker.game(0, k).expect("a game of the plan");
        assert_eq!(game.list_a, Side::B);
        let played = play_lab_game(game.setup, game.seed).expect("the game is played");
        ended_by_the_scenario(&played, "hold_the_village");
        let f = GameFigures::of(&played, game.seed).expect("figures");
        let f = GameFigures {
            list_a: game.list_a,
            ..f
        };
        assert_eq!(f, clouds_core::play_plan_game(&worker, 0, k).unwrap());
        figures.push(f);
    }
    // The statistics read the list on side B as the list.
    let stats = RunStats::of(&figures, &plan.setups[0].armies[PlayerId::lead(plan.side)]);
    let won = figures.iter().filter(|f| f.winner == Some(Side::B)).count();
    assert_eq!(stats.won as usize, won);
    let fielded: u32 = stats.units.iter().map(|u| u.fielded).sum();
    assert_eq!(
        fielded as usize,
        plan.setups[0].army(PlayerId::lead(Side::B)).units.len()
    );
    // The same seeds, the same games.
    let again = clouds_core::play_plan_game(&in_the_worker(&plan), 0, 0).unwrap();
    assert_eq!(again, figures[0]);
}

#[test]
fn against_the_goldfish_a_meeting_engagement_ends_at_its_phase() {
    // The general breaks a goldfish quickly, so most games end by morale;
    // those that last end at the scenario's phase 8, judged by it.
    let a = sample("empires_russia", "schongrabern_1805");
    let target = sample("empires_france", "austerlitz_1805");
    let plan = plan_lab(
        catalog(),
        &request(&a, &target, "meeting_engagement", Side::B),
    )
    .expect("a sound plan");
    let worker = in_the_worker(&plan);
    let mut by_phase = None;
    for k in 0..24 {
        let game = worker.game(0, k).expect("a game of the plan");
        let played = play_lab_game(game.setup, game.seed).expect("the game is played");
        ended_by_the_scenario(&played, "meeting_engagement");
        if ended_by_its_phase(&played) {
            by_phase = Some(played);
            break;
        }
    }
    let played = by_phase.expect("a game within 24 ends at the scenario's phase");
    assert!(played.scenario_phase() >= 2, "the scenario's clock ran");
}

#[test]
fn head_to_head_the_meeting_engagement_swaps_the_sides_of_each_seed() {
    let a = sample("empires_france", "austerlitz_1805");
    let b = sample("empires_britain", "light_division_1810");
    let strength = Strength::Recruit;
    let plan = plan_lab(
        catalog(),
        &LabRequest {
            b: Some(&b),
            mode: LabMode::HeadToHead { strength },
            ..request(&a, &a, "meeting_engagement", Side::B)
        },
    )
    .expect("a sound plan");
    let worker = in_the_worker(&plan);
    assert_eq!((worker.setups.len(), worker.swapped.len()), (1, 1));
    assert_eq!(worker.setups[0].army(PlayerId::lead(Side::B)).name, a.name);
    assert_eq!(worker.swapped[0].army(PlayerId::lead(Side::A)).name, a.name);
    for setup in [&worker.setups[0], &worker.swapped[0]] {
        assert_eq!(
            setup.scenario.as_ref().map(|s| s.id.as_str()),
            Some("meeting_engagement")
        );
        assert!(setup.options.goldfish.is_none());
    }
    let mut by_phase = 0;
    for k in 0..4 {
        let game = worker.game(0, k).expect("a game of the plan");
        let side = if k % 2 == 0 { Side::B } else { Side::A };
        assert_eq!((game.list_a, game.seed), (side, 7 + u64::from(k / 2)));
        let played = play_head_to_head(game.setup, game.seed, strength).expect("played");
        ended_by_the_scenario(&played, "meeting_engagement");
        by_phase += usize::from(ended_by_its_phase(&played));
        assert_eq!(played.army(side).name, a.name);
    }
    assert!(by_phase > 0, "some games end at the scenario's phase");
}

#[test]
fn against_the_field_every_opponent_meets_the_list_in_the_scenario() {
    let a = sample("empires_france", "austerlitz_1805");
    let b = sample("empires_britain", "light_division_1810");
    let c = sample("empires_russia", "schongrabern_1805");
    let opponents = [
        FieldOpponent {
            id: "light_division_1810",
            army: &b,
        },
        FieldOpponent {
            id: "schongrabern_1805",
            army: &c,
        },
    ];
    let strength = Strength::Recruit;
    let plan = plan_lab(
        catalog(),
        &LabRequest {
            mode: LabMode::Field { strength },
            field: &opponents,
            ..request(&a, &a, "river_crossing", Side::A)
        },
    )
    .expect("a sound plan");
    let worker = in_the_worker(&plan);
    assert_eq!((worker.setups.len(), worker.swapped.len()), (2, 2));
    for (setup, opponent) in worker.setups.iter().zip([&b, &c]) {
        assert_eq!(setup.army(PlayerId::lead(Side::A)).name, a.name);
        assert_eq!(setup.army(PlayerId::lead(Side::B)).name, opponent.name);
        assert_eq!(
            setup.scenario.as_ref().map(|s| s.id.as_str()),
            Some("river_crossing")
        );
    }
    let game = worker.game(1, 0).expect("a game of the plan");
    let played = play_head_to_head(game.setup, game.seed, strength).expect("played");
    ended_by_the_scenario(&played, "river_crossing");
}

#[test]
fn the_standard_game_is_the_plan_of_old_and_side_b_swaps_its_armies() {
    let a = sample("empires_france", "austerlitz_1805");
    let target = sample("empires_russia", "schongrabern_1805");
    let old = plan_lab(
        catalog(),
        &LabRequest {
            scenarios: &[],
            ..request(&a, &target, "", Side::A)
        },
    )
    .unwrap();
    let pitched = plan_lab(catalog(), &request(&a, &target, "pitched_battle", Side::A)).unwrap();
    assert_eq!(pitched, old, "the pitched battle is the standard game");
    assert!(old.scenario.is_none());
    assert_eq!(in_the_worker(&old), old, "nothing to set up in the worker");
    let on_b = plan_lab(catalog(), &request(&a, &target, "", Side::B)).unwrap();
    assert_eq!(on_b.setups[0].army(PlayerId::lead(Side::B)).name, a.name);
    assert_eq!(on_b.setups[0].options.goldfish, Some(Side::A));
    let game = on_b.game(0, 0).unwrap();
    assert_eq!(game.list_a, Side::B);
    let figures = clouds_core::play_plan_game(&on_b, 0, 0).unwrap();
    assert_eq!(figures.list_a, Side::B);
}

// -------------------------------------------------------------- refusals

#[test]
fn a_scenario_a_list_cannot_play_is_refused_with_every_other_reason() {
    let a = sample("empires_france", "austerlitz_1805");
    let target = sample("empires_russia", "schongrabern_1805");
    // Unknown, with a bad number of games beside it.
    let errors = plan_lab(
        catalog(),
        &LabRequest {
            games: "5",
            ..request(&a, &target, "siege_of_troy", Side::A)
        },
    )
    .unwrap_err();
    assert!(matches!(
        errors[0],
        LabError::GamesOutOfRange { games: 5, .. }
    ));
    assert_eq!(
        errors[1],
        LabError::UnknownScenario {
            id: "siege_of_troy".into()
        }
    );
    assert_eq!(errors.len(), 2);
    // Known to the lists but not to the lab: the page had not read it.
    let errors = plan_lab(
        catalog(),
        &LabRequest {
            scenarios: &[],
            ..request(&a, &target, "hold_the_village", Side::A)
        },
    )
    .unwrap_err();
    assert!(matches!(errors[..], [LabError::UnknownScenario { .. }]));
    // A battle of the Empires, with its own armies.
    let errors =
        plan_lab(catalog(), &request(&a, &target, "austerlitz_1805", Side::B)).unwrap_err();
    assert!(
        matches!(&errors[..], [LabError::ScenarioFixesArmies { scenario }] if scenario.en.contains("Austerlitz"))
    );
    // A battle of another era, with its own armies: both said.
    let errors = plan_lab(catalog(), &request(&a, &target, "rocroi_1643", Side::A)).unwrap_err();
    assert!(
        matches!(
            &errors[..],
            [
                LabError::ScenarioFixesArmies { .. },
                LabError::ScenarioOtherEra { era, .. }
            ] if era.en.contains("Revolution")
        ),
        "{errors:?}"
    );
    for error in &errors {
        let (en, ru) = (error.describe(Lang::En), error.describe(Lang::Ru));
        assert!(
            en.contains("Rocroi") && ru.contains("Рокруа"),
            "{en} / {ru}"
        );
    }
}

#[test]
fn a_scenario_that_does_not_read_in_the_worker_is_refused_there() {
    let a = sample("empires_france", "austerlitz_1805");
    let target = sample("empires_russia", "schongrabern_1805");
    let plan = plan_lab(
        catalog(),
        &request(&a, &target, "hold_the_village", Side::A),
    )
    .expect("the page does not read the file whole");
    let broken = scenario_file("hold_the_village.json").replace("\"events\"", "\"happenings\"");
    let mut worker = plan.clone();
    let errors = worker.set_up_scenario(catalog(), &broken).unwrap_err();
    assert!(matches!(&errors[..], [ScenarioRefusal::NotRead { problems }] if !problems.is_empty()));
    assert_eq!(worker, plan, "a refused plan is left as it was");
    let sentence = errors[0].describe(Lang::Ru);
    assert!(sentence.contains("happenings"), "{sentence}");
    // Every refusal of the worker has its sentences.
    let refusals = [
        ScenarioRefusal::Setup {
            list: clouds_core::LabList::A,
            error: clouds_core::SetupError::ZoneFull {
                sides: vec![(Side::B, 46)],
            },
        },
        errors[0].clone(),
    ];
    for refusal in &refusals {
        let (en, ru) = (refusal.describe(Lang::En), refusal.describe(Lang::Ru));
        assert!(!en.is_empty() && !ru.is_empty() && en != ru);
    }
    assert!(refusals[0].describe(Lang::En).starts_with("List A"));
}

// --------------------------------------------- what the results say of it

#[test]
fn the_results_say_the_scenario_its_side_and_its_own_end() {
    let a = sample("empires_france", "austerlitz_1805");
    let target = sample("empires_russia", "schongrabern_1805");
    let planned = plan_lab(
        catalog(),
        &request(&a, &target, "hold_the_village", Side::B),
    )
    .unwrap();
    let plan = in_the_worker(&planned);
    for lang in Lang::ALL {
        let (played, ending) = (plan.played(lang), plan.ending(lang));
        let name = plan.scenario_played().unwrap().name.get(lang);
        assert!(played.contains(&format!("«{name}»")), "{played}");
        assert!(
            ending.contains(" 8") && ending.contains(&LAB_TURN_LIMIT.to_string()),
            "{ending}"
        );
        assert_ne!(ending, LabMsg::TurnLimitNote.text(lang));
        // Until the worker sets it up, the plan is the standard game's.
        assert_eq!(planned.ending(lang), LabMsg::TurnLimitNote.text(lang));
    }
    let (en, ru) = (plan.played(Lang::En), plan.played(Lang::Ru));
    assert!(
        en.contains("Red (side B") && en.contains("The defender"),
        "{en}"
    );
    assert!(
        ru.contains("за красных") && ru.contains("Обороняющийся"),
        "{ru}"
    );
    let en = plan.ending(Lang::En);
    assert!(en.contains("objectives") && en.contains("morale"), "{en}");
    // The rearguard: objectives only, and the rearguard wins when level.
    let rearguard =
        in_the_worker(&plan_lab(catalog(), &request(&a, &target, "rearguard", Side::A)).unwrap());
    assert!(rearguard.ending(Lang::En).contains("Red wins"));
    assert!(rearguard.ending(Lang::Ru).contains("побеждают красные"));
    // The standard game says the lab's turn limit, as before.
    let standard = plan_lab(catalog(), &request(&a, &target, "", Side::A)).unwrap();
    assert_eq!(
        standard.ending(Lang::Ru),
        LabMsg::TurnLimitNote.text(Lang::Ru)
    );
    assert!(standard
        .played(Lang::En)
        .contains(LabMsg::StandardGame.text(Lang::En)));
}

/// Every scenario a list can play, its games against the goldfish with the
/// list on either side, played to their end: none stops on a refusal (the
/// reinforcements' placement once picked spots the rules then refused).
#[test]
fn every_open_scenario_plays_its_seeded_games_to_their_end() {
    let a = sample("empires_russia", "schongrabern_1805");
    let target = sample("empires_france", "austerlitz_1805");
    let era = catalog().faction(&a.faction).map(|f| &f.era);
    let mut failures = Vec::new();
    for summary in summaries().iter().filter(|s| s.open_to(era)) {
        for side in [Side::A, Side::B] {
            let plan = plan_lab(
                catalog(),
                &LabRequest {
                    seed: "9",
                    ..request(&a, &target, &summary.id, side)
                },
            )
            .expect("a sound plan");
            let worker = in_the_worker(&plan);
            for k in 0..GAMES_EACH {
                if let Err(failure) = clouds_core::play_plan_game(&worker, 0, k) {
                    failures.push(format!("{} {side:?} game {k}: {failure:?}", summary.id));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
}

/// Games of each scenario and side: enough that the convoy's seed 9 met a
/// held emplacement by its edge several times.
const GAMES_EACH: u32 = 30;

#[test]
fn a_run_of_allies_is_refused_in_a_scenario_with_a_sentence() {
    let a = sample("empires_france", "austerlitz_1805");
    let target = sample("empires_russia", "schongrabern_1805");
    let allies = LabRequest {
        mode: LabMode::Allies,
        b: Some(&a),
        ..request(&a, &target, "hold_the_village", Side::A)
    };
    let errors = plan_lab(catalog(), &allies).unwrap_err();
    assert_eq!(errors, vec![LabError::AlliesInScenario]);
    assert!(errors[0].describe(Lang::En).contains("pitched battle"));
    assert!(errors[0]
        .describe(Lang::Ru)
        .contains("генеральное сражение"));
}
