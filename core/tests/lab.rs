//! The lab: planning a run (and refusing bad ones with every reason at
//! once), playing its games natively, and what the statistics read from
//! real finished games.

#[path = "common/mod.rs"]
mod common;

use clouds_core::{
    compare, plan_lab, play_lab_game, play_plan_game, Catalog, Edit, FactionId, FieldOpponent,
    FieldStats, GameFigures, LabError, LabList, LabMode, LabMsg, LabPlan, LabPlayers, LabRequest,
    LabTable, Lang, ListLosses, MatchLosses, MatchStats, MatchVerdict, PerSide, PlayerId, Roster,
    RunStats, SampleId, Side, Strength, UnitId, VictoryKind, LAB_TURN_LIMIT,
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
        mode: LabMode::Goldfish,
        field: &[],
        scenario: "",
        scenarios: &[],
        side: Side::A,
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
    let stats = RunStats::of(&first, &plan.setups[0].armies[PlayerId::lead(Side::A)]);
    assert_eq!(stats.games, 12);
    assert_eq!(stats.won + stats.lost + stats.drawn, 12);
    // The list's units, in its order, each with its numbers fielded.
    let fielded: u32 = stats.units.iter().map(|u| u.fielded).sum();
    assert_eq!(
        fielded as usize,
        plan.setups[0].armies[PlayerId::lead(Side::A)].units.len()
    );
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

// ------------------------------------------------------------ head to head

fn head_to_head<'a>(a: &'a Roster, b: Option<&'a Roster>, games: &'a str) -> LabRequest<'a> {
    LabRequest {
        mode: LabMode::HeadToHead {
            strength: Strength::Veteran,
        },
        ..request(a, b, a, games)
    }
}

#[test]
fn head_to_head_each_seed_is_played_twice_with_the_sides_swapped() {
    let a = sample("empires_france", "austerlitz_1805");
    let b = sample("empires_britain", "light_division_1810");
    let plan = plan_lab(catalog(), &head_to_head(&a, Some(&b), "101")).expect("a sound plan");
    assert_eq!(plan.games, 102, "rounded up to an even number of games");
    assert_eq!((plan.setups.len(), plan.swapped.len()), (1, 1));
    let strength = Strength::Veteran;
    assert_eq!(plan.players, LabPlayers::Generals { strength });
    assert_eq!(plan.setups[0].army(PlayerId::lead(Side::A)).name, a.name);
    assert_eq!(plan.swapped[0].army(PlayerId::lead(Side::A)).name, b.name);
    assert!(plan.setups[0].options.goldfish.is_none());
    for k in 0..4 {
        let game = plan.game(0, k).expect("a game of the plan");
        assert_eq!(game.seed, 42 + u64::from(k / 2), "game {k}");
        let side = if k % 2 == 0 { Side::A } else { Side::B };
        assert_eq!(game.list_a, side, "game {k}");
    }
    assert!(plan.game(0, 102).is_none() && plan.game(1, 0).is_none());
    let figures = play_plan_game(&plan, 0, 1).expect("the game is played");
    assert_eq!((figures.seed, figures.list_a), (42, Side::B));
}

#[test]
fn a_mirror_match_on_swapped_sides_is_even_to_the_game() {
    // The same army on both sides: the two games of a seed are one game
    // with the lists' places swapped, so each list wins exactly as often.
    let a = sample("empires_france", "austerlitz_1805");
    let plan = plan_lab(catalog(), &head_to_head(&a, Some(&a), "100")).expect("a sound plan");
    let games: Vec<GameFigures> = (0..8)
        .map(|k| play_plan_game(&plan, 0, k).expect("the game is played"))
        .collect();
    let stats = MatchStats::of(&games);
    assert_eq!(stats.games, 8);
    assert_eq!(stats.a.wins, stats.b.wins);
    assert_eq!(stats.a.wins + stats.b.wins + stats.draws, 8);
    assert_eq!(stats.verdict, MatchVerdict::TooClose);
}

#[test]
fn head_to_head_and_field_runs_refuse_what_they_lack() {
    let a = sample("empires_france", "austerlitz_1805");
    let errors = plan_lab(catalog(), &head_to_head(&a, None, "100")).unwrap_err();
    assert_eq!(errors, vec![LabError::NoListB]);
    let field = LabRequest {
        mode: LabMode::Field {
            strength: Strength::Recruit,
        },
        ..request(&a, None, &a, "100")
    };
    let errors = plan_lab(catalog(), &field).unwrap_err();
    assert_eq!(errors, vec![LabError::NoOpponents]);
    let other_era = sample("revolution_sweden", "swedish_brigade_1631");
    let opponents = [
        FieldOpponent {
            id: "light_division_1810",
            army: &a,
        },
        FieldOpponent {
            id: "swedish_brigade_1631",
            army: &other_era,
        },
    ];
    let errors = plan_lab(
        catalog(),
        &LabRequest {
            field: &opponents,
            ..field
        },
    )
    .unwrap_err();
    assert!(
        matches!(
            errors[..],
            [LabError::OtherEra {
                list: LabList::Opponent(1),
                ..
            }]
        ),
        "{errors:?}"
    );
    assert!(errors[0].describe(Lang::En).contains("Opponent 2"));
}

/// A game's figures as a head-to-head run reads them: `winner` the list
/// that won (`None`: a draw), list A on `list_a`.
fn figures(seed: u64, list_a: Side, winner: Option<bool>, decisive: bool) -> GameFigures {
    let side_of = |a_won: bool| if a_won { list_a } else { list_a.opponent() };
    GameFigures {
        seed,
        winner: winner.map(side_of),
        kind: match (winner, decisive) {
            (None, _) => VictoryKind::Draw,
            (Some(_), true) => VictoryKind::Decisive,
            (Some(_), false) => VictoryKind::Marginal,
        },
        turns: 10,
        broke_on: PerSide::new(None, None),
        morale_start: PerSide::new(20, 20),
        morale_lost: PerSide::new(5, 10),
        broken: PerSide::new(Vec::new(), Vec::new()),
        commander_fell: PerSide::new(false, false),
        list_a,
    }
}

#[test]
fn the_field_s_table_runs_from_the_hardest_matchup_to_the_easiest() {
    // Against "gauls" list A wins 1 of 4, against "romans" 3 of 4 (one of
    // them marginal), against "huns" none (one draw).
    let row = |results: [Option<bool>; 4]| -> Vec<GameFigures> {
        (0..4)
            .map(|k| {
                let side = if k % 2 == 0 { Side::A } else { Side::B };
                figures(k / 2, side, results[k as usize], k != 3)
            })
            .collect()
    };
    let series = vec![
        (
            "gauls".to_owned(),
            row([Some(true), Some(false), Some(false), Some(false)]),
        ),
        (
            "romans".to_owned(),
            row([Some(true), Some(true), Some(false), Some(true)]),
        ),
        (
            "huns".to_owned(),
            row([Some(false), None, Some(false), Some(false)]),
        ),
    ];
    let field = FieldStats::of(&series);
    let order: Vec<&str> = field.rows.iter().map(|r| r.opponent.as_str()).collect();
    assert_eq!(order, ["huns", "gauls", "romans"]);
    let romans = &field.rows[2].stats;
    assert_eq!(
        (romans.a.wins, romans.a.decisive, romans.a.marginal),
        (3, 2, 1)
    );
    assert_eq!((romans.b.wins, romans.draws), (1, 0));
    assert!((romans.a.win_rate.value - 0.75).abs() < 1e-12);
    assert!((romans.a.decisive_rate.value - 0.5).abs() < 1e-12);
    assert!((romans.a.marginal_rate.value - 0.25).abs() < 1e-12);
    assert!(romans.a.marginal_rate.low > 0.0 && romans.a.marginal_rate.high < 1.0);
    let huns = &field.rows[0].stats;
    assert_eq!((huns.a.wins, huns.b.wins, huns.draws), (0, 3, 1));
    // List A's morale: on side A it lost 5 of 20, on side B 10 of 20.
    assert!((romans.a.morale_kept - 0.625).abs() < 1e-12);
    assert_eq!(field.overall.games, 12);
    assert_eq!(field.overall.a.wins, 4);
    let sentence = field.overall.sentence(Lang::En, "The Guard", "the field");
    assert!(sentence.contains("The Guard"), "{sentence}");
}

// ------------------------------------------- what the page is told to show

#[test]
fn the_turn_limit_note_names_the_lab_s_turn_limit() {
    for lang in Lang::ALL {
        let note = LabMsg::TurnLimitNote.text(lang);
        assert!(note.contains(&LAB_TURN_LIMIT.to_string()), "{note}");
    }
    let en = LabMsg::TurnLimitNote.text(Lang::En);
    assert!(
        en.contains("twelve turns a side") && LAB_TURN_LIMIT == 24,
        "{en}"
    );
}

#[test]
fn a_plan_s_games_in_one_row_pair_up_and_mix_the_opponents() {
    let a = sample("empires_france", "austerlitz_1805");
    let b = sample("empires_britain", "light_division_1810");
    let c = sample("empires_russia", "schongrabern_1805");
    let target = sample("empires_austria", "aspern_1809");
    // Against the goldfish, A/B: game k of both lists side by side.
    let goldfish = plan_lab(catalog(), &request(&a, Some(&b), &target, "100")).expect("a plan");
    assert_eq!(goldfish.mode(), LabMode::Goldfish);
    assert_eq!(goldfish.total(), 200);
    let row: Vec<_> = (0..4).map(|n| goldfish.place(n)).collect();
    assert_eq!(
        row,
        [Some((0, 0)), Some((1, 0)), Some((0, 1)), Some((1, 1))]
    );
    assert_eq!(goldfish.place(199), Some((1, 99)));
    assert_eq!(goldfish.place(200), None);
    // Head to head: a seed's two games side by side.
    let strength = Strength::Marshal;
    let duel = plan_lab(
        catalog(),
        &LabRequest {
            mode: LabMode::HeadToHead { strength },
            ..request(&a, Some(&b), &a, "100")
        },
    )
    .expect("a plan");
    assert_eq!(duel.mode(), LabMode::HeadToHead { strength });
    assert_eq!(
        (duel.total(), duel.place(1), duel.place(99)),
        (100, Some((0, 1)), Some((0, 99)))
    );
    // The field: every opponent's game k, then game k + 1.
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
    let field = plan_lab(
        catalog(),
        &LabRequest {
            mode: LabMode::Field { strength },
            field: &opponents,
            ..request(&a, None, &a, "100")
        },
    )
    .expect("a plan");
    assert_eq!(field.mode(), LabMode::Field { strength });
    assert_eq!(
        field.opponents,
        ["light_division_1810", "schongrabern_1805"]
    );
    assert_eq!((field.total(), field.place(3)), (200, Some((1, 1))));
}

#[test]
fn each_list_s_losses_head_to_head_whichever_side_it_played() {
    let a = sample("empires_france", "austerlitz_1805");
    let b = sample("empires_britain", "light_division_1810");
    let plan = plan_lab(catalog(), &head_to_head(&a, Some(&b), "100")).expect("a plan");
    let games: Vec<GameFigures> = (0..6)
        .map(|k| play_plan_game(&plan, 0, k).expect("the game is played"))
        .collect();
    let armies = &plan.setups[0].armies;
    let losses = MatchLosses::of(
        &games,
        &armies[PlayerId::lead(Side::A)],
        &armies[PlayerId::lead(Side::B)],
    );
    let stats = MatchStats::of(&games);
    // Each list's units are its own, whichever side it played.
    let names = |l: &ListLosses| l.units.iter().map(|u| u.unit.clone()).collect::<Vec<_>>();
    assert!(names(&losses.a)
        .iter()
        .all(|u| armies[PlayerId::lead(Side::A)]
            .units
            .iter()
            .any(|p| &p.unit == u)));
    assert!(names(&losses.b)
        .iter()
        .all(|u| armies[PlayerId::lead(Side::B)]
            .units
            .iter()
            .any(|p| &p.unit == u)));
    for (record, l, is_a) in [(&stats.a, &losses.a, true), (&stats.b, &losses.b, false)] {
        let broken: u32 = l.units.iter().map(|u| u.broken).sum();
        assert!((f64::from(broken) / 6.0 - record.units_broken).abs() < 1e-9);
        let lost: u32 = games
            .iter()
            .map(|g| {
                let side = if is_a { g.list_a } else { g.list_a.opponent() };
                g.morale_lost[side]
            })
            .sum();
        assert!((l.morale.mean_lost - f64::from(lost) / 6.0).abs() < 1e-9);
        assert_eq!(l.morale.bins.iter().sum::<u32>(), 6);
    }
    // The games' lengths add up to the games.
    assert_eq!(stats.lengths.iter().sum::<u32>(), 6);
    assert_eq!(
        stats.lengths.len() as u32,
        games.iter().map(|g| g.turns).max().unwrap()
    );
}

// -------------------------------------------------------------- allies

#[test]
fn a_run_of_allies_plays_list_a_and_its_ally_against_two_targets() {
    let a = sample("empires_france", "austerlitz_1805");
    let ally = sample("empires_france", "waterloo_1815_french");
    let target = sample("empires_britain", "waterloo_1815");
    let allies = LabRequest {
        mode: LabMode::Allies,
        ..request(&a, Some(&ally), &target, "100")
    };
    let plan = plan_lab(catalog(), &allies).unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(plan.mode(), LabMode::Allies);
    assert_eq!(plan.series(), 1, "one team, one series");
    let setup = &plan.setups[0];
    assert_eq!(
        (setup.armies.count(Side::A), setup.armies.count(Side::B)),
        (2, 2)
    );
    assert_eq!(setup.army(PlayerId::lead(Side::A)).name, a.name);
    assert_eq!(setup.options.goldfish, Some(Side::B));
    for k in 0..3 {
        let figures = play_plan_game(&plan, 0, k).unwrap_or_else(|e| panic!("{e:?}"));
        assert_eq!(figures.list_a, Side::A);
        let again = play_plan_game(&plan, 0, k).unwrap();
        assert_eq!(figures, again, "a game replays from its seed");
    }
}

#[test]
fn a_run_of_allies_needs_an_ally() {
    let a = sample("empires_france", "austerlitz_1805");
    let alone = LabRequest {
        mode: LabMode::Allies,
        ..request(&a, None, &a, "100")
    };
    assert_eq!(
        plan_lab(catalog(), &alone).unwrap_err(),
        vec![LabError::NoAlly]
    );
    let en = LabError::NoAlly.describe(Lang::En);
    assert!(en.contains("ally"), "{en}");
    assert!(LabError::NoAlly.describe(Lang::Ru).contains("союзник"));
}
