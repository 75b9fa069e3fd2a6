//! The lab: planning a run (and refusing bad ones with every reason at
//! once), playing its games natively, and what the statistics read from
//! real finished games.

#[path = "common/mod.rs"]
mod common;

use clouds_core::{
    compare, plan_lab, play_lab_game, Catalog, Edit, FactionId, GameFigures, LabError, LabList,
    LabPlan, LabRequest, LabTable, Lang, Roster, RunStats, SampleId, Side, UnitId, LAB_TURN_LIMIT,
};
use std::sync::OnceLock;

fn catalog() -> &'static Catalog {
    static CATALOG: OnceLock<Catalog> = OnceLock::new();
    CATALOG.get_or_init(common::shipped_catalog)
}

fn sample(faction: &str, sample: &str) -> Roster {
    let faction = catalog()
        .faction(&FactionId::new(faction))
        .expect("a shipped faction");
    clouds_core::sample_roster(faction, &SampleId::new(sample), Lang::En).expect("a sample")
}

fn request<'a>(
    a: &'a Roster,
    b: Option<&'a Roster>,
    target: &'a Roster,
    games: &'a str,
) -> LabRequest<'a> {
    LabRequest {
        a,
        b,
        target,
        games,
        seed: "42",
        table: LabTable::Open,
    }
}

fn play(plan: &LabPlan, list: usize, games: u32) -> Vec<GameFigures> {
    (0..games)
        .map(|k| {
            let seed = plan.seed_of(k);
            let game = play_lab_game(&plan.setups[list], seed)
                .unwrap_or_else(|e| panic!("{}", e.describe(seed, Lang::En)));
            GameFigures::of(&game, seed).expect("the game is over")
        })
        .collect()
}

#[test]
fn a_plan_holds_one_setup_a_list_and_games_replay_exactly_from_their_seed() {
    let a = sample("empires_france", "austerlitz_1805");
    let b = sample("empires_britain", "light_division_1810");
    let target = sample("empires_russia", "schongrabern_1805");
    let plan = plan_lab(catalog(), &request(&a, Some(&b), &target, "100")).expect("a sound plan");
    assert_eq!((plan.games, plan.seed, plan.setups.len()), (100, 42, 2));
    assert_eq!(plan.seed_of(3), 45, "game k is played from seed + k");
    for setup in &plan.setups {
        assert_eq!(setup.options.goldfish, Some(Side::B));
        assert_eq!(setup.options.turn_limit, Some(LAB_TURN_LIMIT));
    }
    // The plan travels to the worker as JSON and comes back the same.
    let json = serde_json::to_string(&plan).unwrap();
    assert_eq!(serde_json::from_str::<LabPlan>(&json).unwrap(), plan);

    let first = play(&plan, 0, 12);
    assert_eq!(first, play(&plan, 0, 12), "the same seeds, the same games");
    for g in &first {
        assert!(g.turns >= 1 && g.turns <= LAB_TURN_LIMIT, "{g:?}");
        if let Some(turn) = g.broke_on[Side::B] {
            assert!(turn <= g.turns);
            assert_eq!(g.winner, Some(Side::A), "a broken target loses");
            assert_eq!(g.morale_lost[Side::B], g.morale_start[Side::B]);
        }
        assert!(g.morale_lost[Side::A] <= g.morale_start[Side::A]);
    }
    let stats = RunStats::of(&first, &plan.setups[0].armies[Side::A]);
    assert_eq!(stats.games, 12);
    assert_eq!(stats.won + stats.lost + stats.drawn, 12);
    // The list's units, in its order, each with its numbers fielded.
    let fielded: u32 = stats.units.iter().map(|u| u.fielded).sum();
    assert_eq!(fielded as usize, plan.setups[0].armies[Side::A].units.len());
    let broken: u32 = first
        .iter()
        .flat_map(|g| g.broken[Side::A].iter().map(|(_, n)| n))
        .sum();
    assert_eq!(stats.units.iter().map(|u| u.broken).sum::<u32>(), broken);
    for unit in &stats.units {
        assert!((0.0..=1.0).contains(&unit.share));
    }
    // List B's games pair with list A's by seed.
    let second = play(&plan, 1, 12);
    let c = compare(&first, &second);
    assert_eq!(c.pairs.total(), 12);
    assert!(!c.sentence(Lang::Ru).is_empty());
}

#[test]
fn bad_requests_are_refused_with_every_reason_at_once() {
    let a = sample("empires_france", "austerlitz_1805");
    let other_era = sample("reason_britain", "minden_1759");
    let target = sample("empires_russia", "schongrabern_1805");
    // Too few games, a list B of another era.
    let errors = plan_lab(catalog(), &request(&a, Some(&other_era), &target, "50")).unwrap_err();
    assert!(errors.contains(&LabError::GamesOutOfRange {
        games: 50,
        min: 100,
        max: 10_000
    }));
    assert!(errors.iter().any(|e| matches!(
        e,
        LabError::OtherEra {
            list: LabList::B,
            ..
        }
    )));
    // Every refusal is a sentence in both languages, never Debug text.
    for e in &errors {
        for lang in Lang::ALL {
            let text = e.describe(lang);
            assert!(!text.contains("{") && !text.contains("OtherEra"), "{text}");
        }
    }
    let en: Vec<String> = errors.iter().map(|e| e.describe(Lang::En)).collect();
    assert!(
        en.iter().any(|t| t.contains("50 games is out of range")),
        "{en:?}"
    );
    assert!(
        en.iter().any(|t| t.starts_with("List B is of another era")),
        "{en:?}"
    );

    // Too many games, and no number at all.
    let errors = plan_lab(catalog(), &request(&a, None, &target, "10001")).unwrap_err();
    assert!(matches!(
        errors[..],
        [LabError::GamesOutOfRange { games: 10_001, .. }]
    ));
    let errors = plan_lab(catalog(), &request(&a, None, &target, "lots")).unwrap_err();
    assert!(matches!(&errors[..], [LabError::GamesNotANumber { .. }]));
    assert!(plan_lab(catalog(), &request(&a, None, &target, "10 000")).is_ok());

    // An army with list problems: too many points for its limit.
    let mut heavy = a.clone();
    for _ in 0..20 {
        heavy = heavy.apply(&Edit::AddUnit(UnitId::new("line_infantry")));
    }
    let errors = plan_lab(catalog(), &request(&heavy, None, &target, "100")).unwrap_err();
    assert!(
        matches!(&errors[..], [LabError::ListProblems { list: LabList::A, problems }] if *problems > 0),
        "{errors:?}"
    );
    assert!(errors[0]
        .describe(Lang::Ru)
        .starts_with("Список A нарушает правила списка"));
    // A bad seed.
    let mut bad_seed = request(&a, None, &target, "100");
    bad_seed.seed = "-1";
    assert!(matches!(
        &plan_lab(catalog(), &bad_seed).unwrap_err()[..],
        [LabError::SeedNotANumber { .. }]
    ));
}

#[test]
fn the_benchmarks_plan_is_the_waterloo_samples_on_an_open_table_from_seed_one() {
    let plan = clouds_core::testing::waterloo_plan(catalog(), 1000).expect("the shipped samples");
    let by_hand = plan_lab(
        catalog(),
        &LabRequest {
            seed: "1",
            ..request(
                &sample("empires_france", "waterloo_1815_french"),
                None,
                &sample("empires_britain", "waterloo_1815"),
                "1000",
            )
        },
    )
    .expect("a sound plan");
    assert_eq!(plan, by_hand);
    assert_eq!((plan.games, plan.seed, plan.setups.len()), (1000, 1, 1));
}
