//! The turn's other rules: commanders at risk and their substitutes, the
//! goldfish's policy, the end of the game, the log's sentences, and
//! commands that make no sense.

mod game_support;

use clouds_core::testing::{goldfish_command, random_command};
use clouds_core::Lang;
use clouds_core::UnitType;
use clouds_core::{
    BombardLoss, BombardTarget, Command, Event, GameOptions, MoveOrder, RuleError, Slot, StepKind,
    TacticTargets, VictoryKind,
};
use clouds_core::{CommanderId, MarkerId, Point, Side, TableUnitId, COMMANDER_BASE_RADIUS};
use game_support::*;
use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn lone_armies(
    dice: &[u8],
    options: GameOptions,
    extra: Vec<(Side, Point, u8, bool)>,
) -> clouds_core::Game {
    let blue = profile(1, Side::A, UnitType::Cavalry, &[]);
    let red = profile(11, Side::B, UnitType::Infantry, &[]);
    let placed = vec![at(&blue, 9.0, 2.5, NORTH), at(&red, 15.0, 12.0, SOUTH)];
    let (mut a, mut b) = (
        army(vec![blue], &["move"], &["tenacity"]),
        army(vec![red], &["move"], &[]),
    );
    a.morale = 20;
    b.morale = 20;
    game_with(a, b, placed, vec![], Side::A, dice, options, extra)
}

#[test]
fn a_risked_one_fells_the_commander_and_the_substitute_rolls_fewer_dice() {
    let mut g = lone_armies(&[1, 3, 4, 5, 1], GameOptions::default(), vec![]);
    g.apply(Command::RollActionDice).unwrap();
    let events = g.apply(Command::RiskCommander).unwrap();
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::CommanderFell { new_level: 3, .. })));
    assert!(events.iter().any(|e| matches!(
        e,
        Event::MoraleLost {
            side: Side::A,
            amount: 4,
            ..
        }
    )));
    assert_eq!(g.board(Side::A).pool.len(), 5, "the risked die is kept");
    assert_eq!(
        g.apply(Command::RiskCommander),
        Err(RuleError::NoRiskToTake)
    );
    assert_eq!(g.main_commander(Side::A).unwrap().level, 3);
}

#[test]
fn in_the_hot_seat_each_side_decides_only_its_own_decisions() {
    let mut g = lone_armies(&[2, 3, 4, 5], GameOptions::default(), vec![]);
    assert_eq!(g.decider(), Some(Side::A));
    assert_eq!(
        g.apply_as(Side::B, Command::RollActionDice),
        Err(RuleError::NotYourTurn { expected: Side::A })
    );
    assert!(g.apply_as(Side::A, Command::RollActionDice).is_ok());
    assert!(matches!(
        g.apply(Command::StartCombat),
        Err(RuleError::WrongPhase {
            expected: StepKind::StartCombat,
            found: StepKind::Actions
        })
    ));
}

#[test]
fn risks_come_before_placing_and_only_for_ones() {
    let mut g = lone_armies(&[1, 3, 4, 5, 6], GameOptions::default(), vec![]);
    g.apply(Command::RollActionDice).unwrap();
    g.apply(Command::PlaceDie {
        die: 3,
        slot: Slot::Action(0),
    })
    .unwrap();
    assert_eq!(
        g.apply(Command::RiskCommander),
        Err(RuleError::RiskAfterPlacing)
    );
    let mut g = lone_armies(&[2, 3, 4, 5], GameOptions::default(), vec![]);
    g.apply(Command::RollActionDice).unwrap();
    assert_eq!(
        g.apply(Command::RiskCommander),
        Err(RuleError::NoRiskToTake)
    );
}

#[test]
fn substitutes_are_one_level_lower_but_never_below_two() {
    use clouds_core::testing::substitute_level;
    assert_eq!([5, 4, 3, 2].map(substitute_level), [4, 3, 2, 2]);
}

/// Blue cavalry at (9, 2.5) rides 1.75 UW north onto an enemy commander at
/// (9, 4.5): its front reaches his head, over his base.
fn ride_onto_commander(sub: bool, risk_roll: u8) -> Vec<Event> {
    ride_towards_commander(sub, risk_roll, 1.75)
}

/// Blue cavalry at (9, 2.5) rides `distance` UW north towards an enemy
/// commander at (9, 4.5).
fn ride_towards_commander(sub: bool, risk_roll: u8, distance: f64) -> Vec<Event> {
    let mut g = lone_armies(
        &[3, 3, 3, 3, risk_roll],
        GameOptions::default(),
        vec![(Side::B, Point::new(9.0, 4.5), 2, sub)],
    );
    g.apply(Command::RollActionDice).unwrap();
    g.apply(Command::PlaceDie {
        die: 3,
        slot: Slot::Action(0),
    })
    .unwrap();
    g.apply(Command::PlayAction {
        action: 0,
        die: 3,
        commander: CommanderId(1),
    })
    .unwrap();
    g.apply(Command::Activate { unit: id(1) })
        .unwrap_or_else(|e| panic!("{e:?}"));
    g.apply(Command::MoveUnit {
        unit: id(1),
        order: MoveOrder::Simple {
            heading: NORTH,
            distance,
        },
    })
    .unwrap()
}

#[test]
fn an_enemy_touching_the_commander_s_base_puts_him_at_risk() {
    // The cavalry stops a quarter UW short of his head: its front touches
    // his base (the engine used to measure his head alone, and let this
    // pass). Touched, not overrun: he rolls, then steps back.
    let events = ride_towards_commander(false, 1, 1.5);
    let risks: Vec<_> = events
        .iter()
        .filter_map(|e| match e {
            Event::CommanderAtRisk { roll, fell, .. } => Some((*roll, *fell)),
            _ => None,
        })
        .collect();
    assert_eq!(risks, vec![(1, true)]);
    let displaced: Vec<_> = events
        .iter()
        .filter_map(|e| match e {
            Event::CommanderDisplaced { from, to, .. } => Some((*from, *to)),
            _ => None,
        })
        .collect();
    assert_eq!(displaced.len(), 1, "only the step back: {displaced:?}");
    let (from, to) = displaced[0];
    assert_eq!(from, Point::new(9.0, 4.5));
    assert!(
        to.y - 4.25 > COMMANDER_BASE_RADIUS,
        "the base clear of the cavalry: {to:?}"
    );
    // A little shorter, and his base is not touched.
    let events = ride_towards_commander(false, 1, 1.4);
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::CommanderAtRisk { .. })));
}

#[test]
fn an_enemy_touching_a_commander_puts_him_at_risk_cavalry_on_1_or_2() {
    let events = ride_onto_commander(false, 2);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::CommanderAtRisk {
            roll: 2,
            falls_on: 2,
            fell: true,
            ..
        }
    )));
    assert!(events.iter().any(|e| matches!(
        e,
        Event::MoraleLost {
            side: Side::B,
            amount: 4,
            ..
        }
    )));
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::CommanderDisplaced { .. })),
        "he steps back"
    );
    let events = ride_onto_commander(false, 3);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::CommanderAtRisk {
            roll: 3,
            fell: false,
            ..
        }
    )));
}

#[test]
fn only_the_commander_in_chief_risks_himself_for_a_1_not_a_sub_commander() {
    // Blue has a sub-commander; the action dice show a 1 and the risk die
    // another 1: the commander-in-chief falls (blue loses his 4 levels of
    // morale), the sub-commander stays, and the substitute may not risk.
    let mut g = lone_armies(
        &[1, 3, 3, 3, 1],
        GameOptions::default(),
        vec![(Side::A, Point::new(5.0, 1.0), 2, true)],
    );
    g.apply(Command::RollActionDice).unwrap();
    let events = g.apply(Command::RiskCommander).unwrap();
    let main = g.main_commander(Side::A).unwrap().id;
    assert!(events.iter().any(|e| matches!(
        e,
        Event::CommanderFell { side: Side::A, commander, new_level: 3 } if *commander == main
    )));
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::SubCommanderRemoved { .. })));
    let subs: Vec<_> = g.commanders().iter().filter(|c| c.sub).collect();
    assert_eq!(subs.len(), 1, "the sub-commander is still there");
    assert_eq!(
        g.apply(Command::RiskCommander),
        Err(RuleError::NoRiskToTake)
    );
}

#[test]
fn a_sub_commander_who_falls_from_contact_is_removed_at_no_cost() {
    let events = ride_onto_commander(true, 1);
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::SubCommanderRemoved { side: Side::B, .. })));
    assert!(!events.iter().any(|e| matches!(e, Event::MoraleLost { .. })));
}

#[test]
fn morale_zero_ends_the_game_at_once() {
    // Blue fights red in contact; red has 2 morale and its unit will break.
    let blue = profile(1, Side::A, UnitType::Infantry, &[]);
    let red = profile(11, Side::B, UnitType::Infantry, &[]);
    let placed = vec![at(&blue, 5.0, 5.0, NORTH), at(&red, 5.0, 5.5, SOUTH)];
    // Action dice; blue 6+6 (+1 = 13: one hit); red 1+1; red's test: 1.
    let mut g = game(
        army(vec![blue], &["move"], &[]),
        army(vec![red], &["move"], &[]),
        placed,
        vec![],
        Side::A,
        &[2, 2, 2, 2, 6, 6, 1, 1, 1],
    );
    g.apply(Command::RollActionDice).unwrap();
    g.apply(Command::EndActions).unwrap();
    g.apply(Command::StartCombat).unwrap();
    assert_eq!(g.decider(), Some(Side::B));
    let events = g
        .apply(Command::ResolveHit {
            unit: id(11),
            retreat: false,
        })
        .unwrap();
    assert!(events.iter().any(|e| matches!(
        e,
        Event::GameEnded {
            winner: Some(Side::A),
            kind: VictoryKind::Decisive
        }
    )));
    assert_eq!(g.morale(Side::B), 0);
    assert!(g.is_over());
    assert_eq!(g.apply(Command::RollActionDice), Err(RuleError::GameOver));
}

#[test]
fn the_turn_limit_ends_the_game_by_the_share_of_morale_kept() {
    let options = GameOptions {
        turn_limit: Some(1),
        ..GameOptions::default()
    };
    let mut g = lone_armies(&[2, 3, 4, 5], options, vec![]);
    g.apply(Command::RollActionDice).unwrap();
    g.apply(Command::EndActions).unwrap();
    let events = g.apply(Command::StartCombat).unwrap();
    assert!(events.iter().any(|e| matches!(
        e,
        Event::GameEnded {
            winner: None,
            kind: VictoryKind::Draw
        }
    )));
}

#[test]
fn at_the_turn_limit_the_side_that_kept_more_of_its_morale_wins_a_marginal_victory() {
    // Blue breaks a red unit in turn 1 and wins the combat (4 + 1 morale
    // of red's 20: red keeps 75 %, blue 100 %); the game ends with the
    // turn: a marginal victory for blue, the project's stand-in for a
    // scenario's ending.
    let blue = profile(1, Side::A, UnitType::Infantry, &[]);
    let red = profile(11, Side::B, UnitType::Infantry, &[]);
    let reserve = profile(12, Side::B, UnitType::Infantry, &[]);
    let placed = vec![
        at(&blue, 5.0, 5.0, NORTH),
        at(&red, 5.0, 5.5, SOUTH),
        at(&reserve, 15.0, 12.0, SOUTH),
    ];
    let mut a = army(vec![blue], &["move"], &[]);
    let mut b = army(vec![red, reserve], &["move"], &[]);
    a.morale = 20;
    b.morale = 20;
    let options = GameOptions {
        turn_limit: Some(1),
        ..GameOptions::default()
    };
    let setup = setup_with(a, b, placed, vec![], Side::A, options, Vec::new(), &[]);
    let mut g = start(setup, &[2, 2, 2, 2, 6, 6, 1, 1, 1]);
    g.apply(Command::RollActionDice).unwrap();
    g.apply(Command::EndActions).unwrap();
    g.apply(Command::StartCombat).unwrap();
    let events = g
        .apply(Command::ResolveHit {
            unit: id(11),
            retreat: false,
        })
        .unwrap();
    assert_eq!(g.morale(Side::B), 15);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::GameEnded {
            winner: Some(Side::A),
            kind: VictoryKind::Marginal
        }
    )));
}

#[test]
fn the_phase_limit_ends_the_game_at_the_end_of_the_turn() {
    let options = GameOptions {
        phase_limit: Some(2),
        ..GameOptions::default()
    };
    let mut g = lone_armies(&[6, 3, 4, 5], options, vec![]);
    g.apply(Command::RollActionDice).unwrap();
    assert!(!g.is_over(), "not before the turn ends");
    g.apply(Command::EndActions).unwrap();
    g.apply(Command::StartCombat).unwrap();
    assert!(g.is_over());
}

// ---------------------------------------------------------------- goldfish

#[test]
fn the_goldfish_never_acts_in_its_own_turn() {
    let blue = profile(1, Side::A, UnitType::Infantry, &[]);
    let red = profile(11, Side::B, UnitType::Artillery, &["bombardment"]);
    let placed = vec![at(&blue, 5.0, 5.0, NORTH), at(&red, 5.0, 9.0, SOUTH)];
    let options = GameOptions {
        goldfish: Some(Side::B),
        ..GameOptions::default()
    };
    let g = game_with(
        army(vec![blue], &["move"], &[]),
        army(vec![red], &["move"], &[]),
        placed,
        vec![],
        Side::B,
        &[],
        options,
        vec![],
    );
    // Its battery could bombard, but its turn goes straight to start combat.
    assert_eq!(g.step_kind(), StepKind::StartCombat);
    assert_eq!(goldfish_command(&g), Some(Command::StartCombat));
    assert!(!g.log().iter().any(|e| matches!(
        e,
        Event::ActionDiceRolled { .. } | Event::BombardmentRolled { .. }
    )));
}

/// A goldfish unit with a hit, in front of (or backed against) its edge.
fn goldfish_with_a_hit(red_y: f64) -> clouds_core::Game {
    let blue = profile(1, Side::A, UnitType::Infantry, &[]);
    let red = profile(11, Side::B, UnitType::Infantry, &[]);
    let placed = vec![
        at(&blue, 5.0, red_y - 0.5, NORTH),
        at(&red, 5.0, red_y, SOUTH),
    ];
    let options = GameOptions {
        goldfish: Some(Side::B),
        ..GameOptions::default()
    };
    let mut g = game_with(
        army(vec![blue], &["move"], &[]),
        army(vec![red], &["move"], &[]),
        placed,
        vec![],
        Side::A,
        &[2, 2, 2, 2, 6, 6, 1, 1, 3, 4, 4],
        options,
        vec![],
    );
    g.apply(Command::RollActionDice).unwrap();
    g.apply(Command::EndActions).unwrap();
    g.apply(Command::StartCombat).unwrap();
    g
}

#[test]
fn the_goldfish_retreats_when_it_can_otherwise_tests() {
    let g = goldfish_with_a_hit(6.0);
    assert_eq!(g.decider(), Some(Side::B));
    assert_eq!(
        goldfish_command(&g),
        Some(Command::ResolveHit {
            unit: id(11),
            retreat: true
        })
    );
    // Backed against its own edge (the north edge, 0.25 UW behind): any
    // retreat would break it, so it tests.
    let g = goldfish_with_a_hit(14.5);
    assert_eq!(
        goldfish_command(&g),
        Some(Command::ResolveHit {
            unit: id(11),
            retreat: false
        })
    );
}

#[test]
fn the_goldfish_takes_bombardment_losses_as_retreats_while_it_safely_can() {
    let guns = profile(1, Side::A, UnitType::Artillery, &["bombardment"]);
    let red = profile(11, Side::B, UnitType::Infantry, &[]);
    let placed = vec![at(&guns, 5.0, 3.0, NORTH), at(&red, 5.0, 8.0, SOUTH)];
    let options = GameOptions {
        goldfish: Some(Side::B),
        ..GameOptions::default()
    };
    let mut g = game_with(
        army(vec![guns], &["move"], &[]),
        army(vec![red], &["move"], &[]),
        placed,
        vec![],
        Side::A,
        &[6, 6, 3],
        options,
        vec![],
    );
    g.apply(Command::Bombard {
        targets: vec![BombardTarget {
            battery: id(1),
            target: id(11),
        }],
    })
    .unwrap();
    assert_eq!(g.step_kind(), StepKind::BombardmentLosses);
    assert_eq!(
        goldfish_command(&g),
        Some(Command::TakeBombardmentLoss(BombardLoss::Retreat {
            unit: id(11)
        }))
    );
}

#[test]
fn random_play_against_the_goldfish_reaches_an_end() {
    let catalog = catalog();
    let summary = clouds_core::testing::play_goldfish_games(
        catalog,
        3,
        7,
        clouds_core::testing::AutoTable::QuickDeployment,
    );
    assert_eq!(summary.games, 3);
    assert_eq!(
        summary.player_wins + summary.goldfish_wins + summary.draws,
        3
    );
    assert!(summary.turns >= 3);
}

// --------------------------------------------------------------- the log

#[test]
fn every_event_has_a_sentence_in_both_languages() {
    let catalog = catalog();
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..6 {
        let game = clouds_core::testing::play_goldfish_game(
            catalog,
            300,
            seed,
            12,
            clouds_core::testing::AutoTable::QuickDeployment,
        )
        .unwrap();
        let (en_names, ru_names) = (game.names(Lang::En), game.names(Lang::Ru));
        for event in game.log() {
            let en = event.describe(&en_names);
            let ru = event.describe(&ru_names);
            assert!(!en.trim().is_empty() && !ru.trim().is_empty(), "{event:?}");
            assert_ne!(en, ru, "{event:?}");
            seen.insert(
                format!("{event:?}")
                    .split([' ', '('])
                    .next()
                    .unwrap()
                    .to_owned(),
            );
        }
    }
    assert!(seen.len() >= 15, "a varied log: {seen:?}");
}

// ------------------------------------------------------------ nonsense

#[test]
fn nonsense_commands_are_refused_and_change_nothing() {
    let catalog = catalog();
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let junk = |rng: &mut ChaCha8Rng| {
        let n = rng.next_u32();
        let unit = TableUnitId(n % 60);
        let f = [f64::NAN, f64::INFINITY, -3.0, 0.0, 1e9, 2.5][(n % 6) as usize];
        match n % 12 {
            0 => Command::MoveUnit {
                unit,
                order: MoveOrder::Simple {
                    heading: f,
                    distance: f,
                },
            },
            1 => Command::MoveUnit {
                unit,
                order: MoveOrder::Difficult {
                    direction: f,
                    distance: 1.0,
                    facing: f,
                },
            },
            2 => Command::PlaceDie {
                die: (n % 9) as u8,
                slot: Slot::Tactic((n % 20) as usize),
            },
            3 => Command::PlayAction {
                action: (n % 7) as usize,
                die: 3,
                commander: CommanderId(n % 5),
            },
            4 => Command::Activate { unit },
            5 => Command::MoveCommander {
                commander: CommanderId(n % 4),
                to: Point::new(f, 2.0),
            },
            6 => Command::ChooseCombat {
                marker: MarkerId(n % 3),
            },
            7 => Command::PlayTactic {
                tactic: (n % 6) as usize,
                targets: TacticTargets::Units(vec![unit, unit]),
            },
            8 => Command::AllocateHits { units: vec![unit] },
            9 => Command::ResolveHit {
                unit,
                retreat: n.is_multiple_of(2),
            },
            10 => Command::Bombard {
                targets: vec![BombardTarget {
                    battery: unit,
                    target: TableUnitId(n % 7),
                }],
            },
            _ => Command::TakeBombardmentLoss(BombardLoss::Retreat { unit }),
        }
    };
    let mut refused = 0;
    for seed in 0..40 {
        let Some(mut game) = clouds_core::testing::play_goldfish_game(
            catalog,
            200,
            seed,
            1,
            clouds_core::testing::AutoTable::QuickDeployment,
        ) else {
            continue;
        };
        // Play a fresh game of the same setup, trying junk at every step.
        game = clouds_core::Game::new(game.setup().clone(), seed).unwrap();
        let mut steps = 0;
        while !game.is_over() && steps < 300 {
            steps += 1;
            for _ in 0..3 {
                let before = game.clone();
                if game.apply(junk(&mut rng)).is_err() {
                    refused += 1;
                    assert_eq!(game, before);
                }
            }
            if game.is_over() {
                break;
            }
            let c = goldfish_command(&game)
                .or_else(|| random_command(&game, &mut rng))
                .unwrap();
            game.apply(c).unwrap();
        }
    }
    assert!(refused > 500, "{refused}");
}

// ------------------------------------------------------ board and combat

#[test]
fn a_tactic_holds_one_die_which_may_be_replaced_and_survives_the_clearing() {
    let mut g = lone_armies(&[2, 3, 4, 5], GameOptions::default(), vec![]);
    g.apply(Command::RollActionDice).unwrap();
    g.apply(Command::PlaceDie {
        die: 2,
        slot: Slot::Tactic(0),
    })
    .unwrap();
    let events = g
        .apply(Command::PlaceDie {
            die: 5,
            slot: Slot::Tactic(0),
        })
        .unwrap();
    assert!(events.iter().any(|e| matches!(
        e,
        Event::DiePlaced {
            die: 5,
            replaced: Some(2),
            ..
        }
    )));
    g.apply(Command::PlaceDie {
        die: 3,
        slot: Slot::Action(0),
    })
    .unwrap();
    let events = g.apply(Command::EndActions).unwrap();
    // The 3 on the action and the unplaced 4 go; the tactic keeps its 5.
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::ActionsCleared { dice: 2, .. })));
    assert_eq!(g.board(Side::A).on_tactics, vec![Some(5)]);
    assert!(g.board(Side::A).on_actions.iter().all(|d| d.is_empty()));
}

#[test]
fn the_active_player_chooses_the_order_of_combats() {
    // Two fights far apart; the western one has a marker from before.
    let b1 = profile(1, Side::A, UnitType::Infantry, &[]);
    let b2 = profile(2, Side::A, UnitType::Infantry, &[]);
    let r1 = profile(11, Side::B, UnitType::Infantry, &[]);
    let r2 = profile(12, Side::B, UnitType::Infantry, &[]);
    let placed = vec![
        at(&b1, 3.0, 5.0, NORTH),
        at(&r1, 3.0, 5.5, SOUTH),
        at(&b2, 16.0, 5.0, NORTH),
        at(&r2, 16.0, 5.5, SOUTH),
    ];
    let setup = setup_with(
        army(vec![b1, b2], &["move"], &[]),
        army(vec![r1, r2], &["move"], &[]),
        placed,
        vec![],
        Side::A,
        GameOptions::default(),
        Vec::new(),
        &[Point::new(3.0, 5.25)],
    );
    let mut g = start(setup, &[2; 40]);
    g.apply(Command::RollActionDice).unwrap();
    g.apply(Command::EndActions).unwrap();
    g.apply(Command::StartCombat).unwrap();
    assert_eq!(g.step_kind(), StepKind::ChooseCombat);
    let offered = clouds_core::legal_commands(&g);
    assert_eq!(offered.len(), 2);
    let events = g
        .apply(Command::ChooseCombat {
            marker: MarkerId(1),
        })
        .unwrap();
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::CombatBegan { markers, .. } if markers == &vec![MarkerId(1)])));
}

#[test]
fn a_side_left_alone_in_a_combat_wins_its_price() {
    let blue = profile(1, Side::A, UnitType::Infantry, &[]);
    let red = profile(11, Side::B, UnitType::Infantry, &[]);
    let placed = vec![at(&blue, 5.0, 5.0, NORTH), at(&red, 5.0, 5.5, SOUTH)];
    let (a, mut b) = (
        army(vec![blue], &["move"], &[]),
        army(vec![red], &["move"], &[]),
    );
    b.morale = 10;
    let other = profile(12, Side::B, UnitType::Infantry, &[]);
    let mut placed = placed;
    placed.push(at(&other, 15.0, 13.0, SOUTH));
    b.units.push(other);
    let mut g = game(a, b, placed, vec![], Side::A, &[2, 2, 2, 2, 6, 6, 1, 1, 1]);
    g.apply(Command::RollActionDice).unwrap();
    g.apply(Command::EndActions).unwrap();
    g.apply(Command::StartCombat).unwrap();
    let events = g
        .apply(Command::ResolveHit {
            unit: id(11),
            retreat: false,
        })
        .unwrap();
    assert!(events.iter().any(|e| matches!(
        e,
        Event::CombatWon {
            winner: Side::A,
            price: 1,
            ..
        }
    )));
    assert!(events.iter().any(|e| matches!(
        e,
        Event::MoraleLost {
            side: Side::B,
            amount: 1,
            cause: clouds_core::MoraleCause::CombatLost { .. },
            ..
        }
    )));
    assert_eq!(g.morale(Side::B), 10 - 4 - 1);
    assert!(g.position().markers().is_empty());
}
