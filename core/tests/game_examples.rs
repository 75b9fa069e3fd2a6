//! The rulebook's worked examples, played by the engine with scripted dice:
//! the bombardment example, the advantages example, the combat example and
//! the scenario phases example.

mod game_support;

use clouds_core::Slot;
use clouds_core::UnitType;
use clouds_core::{
    BombardLoss, BombardModifier, BombardTarget, Command, Event, GameOptions, Lang, Names,
    RuleError, ScenarioClock, StepKind, TacticTargets,
};
use clouds_core::{Point, RetreatDirection, Shape, Side, TerrainElement, TerrainKind};
use game_support::*;

// ------------------------------------------------------------ bombardment

/// Blue (side A): formation 1, four infantry in front and two behind in
/// rear contact (ids 1–6); formation 2, two cavalry side by side (7, 8).
/// Red (side B): field guns A (11), B (12) and C (13), 4.5 UW away.
fn bombardment_table(dice: &[u8]) -> clouds_core::Game {
    bombardment_table_with(dice, |_| {})
}

/// [`bombardment_table`] with the units moved by `arrange` before the game
/// starts.
fn bombardment_table_with(
    dice: &[u8],
    arrange: impl FnOnce(&mut Vec<clouds_core::TableUnit>),
) -> clouds_core::Game {
    let mut blue = Vec::new();
    let mut placed = Vec::new();
    for (k, x) in [3.5, 4.5, 5.5, 6.5].iter().enumerate() {
        let p = profile(k as u32 + 1, Side::A, UnitType::Infantry, &[]);
        placed.push(at(&p, *x, 5.0, NORTH));
        blue.push(p);
    }
    for (k, x) in [4.5, 5.5].iter().enumerate() {
        let p = profile(k as u32 + 5, Side::A, UnitType::Infantry, &[]);
        placed.push(at(&p, *x, 4.5, NORTH));
        blue.push(p);
    }
    for (k, x) in [12.5, 13.5].iter().enumerate() {
        let p = profile(k as u32 + 7, Side::A, UnitType::Cavalry, &[]);
        placed.push(at(&p, *x, 5.0, NORTH));
        blue.push(p);
    }
    let mut red = Vec::new();
    for (k, x) in [5.0, 9.0, 13.0].iter().enumerate() {
        let p = profile(
            k as u32 + 11,
            Side::B,
            UnitType::Artillery,
            &["bombardment"],
        );
        placed.push(at(&p, *x, 10.0, SOUTH));
        red.push(p);
    }
    arrange(&mut placed);
    game(
        army(blue, &["move"], &[]),
        army(red, &["move"], &[]),
        placed,
        vec![],
        Side::B,
        dice,
    )
}

#[test]
fn the_bombardment_example_rolls_9_dice_for_3_losses() {
    // 32 on nine dice, then a d3 for each retreat.
    let mut game = bombardment_table(&[6, 6, 5, 4, 3, 3, 2, 2, 1, 3, 3, 3]);
    assert_eq!(game.step_kind(), StepKind::Bombardment);
    let events = game
        .apply(Command::Bombard {
            targets: vec![
                BombardTarget {
                    battery: id(11),
                    target: id(2),
                },
                BombardTarget {
                    battery: id(13),
                    target: id(7),
                },
                BombardTarget {
                    battery: id(12),
                    target: id(2),
                },
            ],
        })
        .unwrap();
    let dice: Vec<(u32, u8, i32, u32)> = events_of(&events, |e| match e {
        Event::BombardmentDice {
            battery,
            power,
            modifiers,
            dice,
            ..
        } => Some((battery.0, *power, BombardModifier::total(modifiers), *dice)),
        _ => None,
    });
    // A: 2d6, +1 rear contact, +1 more than 5 units: 4 dice. C: 2d6 −1 all
    // cavalry: 1 die. B: 4 dice at formation 1.
    assert_eq!(dice, vec![(11, 2, 2, 4), (13, 2, -1, 1), (12, 2, 2, 4)]);
    let named: Vec<Vec<BombardModifier>> = events_of(&events, |e| match e {
        Event::BombardmentDice { modifiers, .. } => Some(modifiers.clone()),
        _ => None,
    });
    let a = vec![
        BombardModifier::Contact,
        BombardModifier::MoreThan { units: 5 },
    ];
    assert_eq!(
        named,
        vec![a.clone(), vec![BombardModifier::AllMountedOrGuns], a]
    );
    let plain: Vec<String> = events
        .iter()
        .filter(|e| matches!(e, Event::BombardmentDice { .. }))
        .map(|e| e.describe(&Names::plain(Lang::En)))
        .collect();
    assert_eq!(
        plain[0],
        "unit 11 bombards: power 2, modifiers +2 (units in contact +1, more than 5 units +1), 4 dice."
    );
    let rolled = events_of(&events, |e| match e {
        Event::BombardmentRolled {
            total,
            losses,
            rolled,
            ..
        } => Some((rolled.len(), *total, *losses)),
        _ => None,
    });
    assert_eq!(rolled, vec![(9, 32, 3)]);
    assert_eq!(game.step_kind(), StepKind::BombardmentLosses);
    assert_eq!(game.decider(), Some(Side::A), "the target player decides");

    // The rear rank is not closest to the guns: the front must go first.
    assert!(matches!(
        game.apply(Command::TakeBombardmentLoss(BombardLoss::Retreat { unit: id(5) })),
        Err(RuleError::NotClosestToBatteries { unit, .. }) if unit == id(5)
    ));
    // Two retreats from formation 1 (two batteries targeted it)...
    for unit in [2, 3] {
        game.apply(Command::TakeBombardmentLoss(BombardLoss::Retreat {
            unit: id(unit),
        }))
        .unwrap();
        game.apply(Command::ChooseRetreat {
            direction: RetreatDirection::Back,
        })
        .unwrap();
    }
    // ...and no third, though the unit is now the closest.
    assert!(matches!(
        game.apply(Command::TakeBombardmentLoss(BombardLoss::Retreat {
            unit: id(1)
        })),
        Err(RuleError::RetreatLimitReached { limit: 2, .. })
    ));
    // One from formation 2.
    game.apply(Command::TakeBombardmentLoss(BombardLoss::Retreat {
        unit: id(7),
    }))
    .unwrap();
    game.apply(Command::ChooseRetreat {
        direction: RetreatDirection::Back,
    })
    .unwrap();
    assert_eq!(game.morale(Side::A), 16, "retreats cost no morale");
    assert_eq!(game.step_kind(), StepKind::RollDice, "all losses taken");
}

#[test]
fn bombardment_losses_can_be_taken_as_morale() {
    let mut game = bombardment_table(&[6, 6, 5, 4, 3, 3, 2, 2, 1]);
    game.apply(Command::Bombard {
        targets: vec![
            BombardTarget {
                battery: id(11),
                target: id(2),
            },
            BombardTarget {
                battery: id(13),
                target: id(7),
            },
            BombardTarget {
                battery: id(12),
                target: id(2),
            },
        ],
    })
    .unwrap();
    for _ in 0..3 {
        game.apply(Command::TakeBombardmentLoss(BombardLoss::Morale))
            .unwrap();
    }
    assert_eq!(game.morale(Side::A), 13);
}

#[test]
fn a_battery_with_an_enemy_in_its_line_of_fire_cannot_bombard() {
    // A blue unit 1.5 UW in front of gun A (its canister reaches 2 UW).
    let game = bombardment_table_with(&[], |placed| {
        let unit = placed.iter_mut().find(|u| u.id == id(8)).unwrap();
        unit.placement.centre = Point::new(5.0, 8.0);
        unit.placement.facing = NORTH;
    });
    assert!(matches!(
        game.check(&Command::Bombard {
            targets: vec![BombardTarget { battery: id(11), target: id(2) }],
        }),
        Err(RuleError::BatteryEngaged { battery, .. }) if battery == id(11)
    ));
}

// ------------------------------------------------------ advantages example

#[test]
fn the_advantages_example_blue_rolls_5_dice_and_red_4_dropping_the_2_highest() {
    // Blue cuirassiers (1) in a ploughed field fight red cavalry (11), also
    // in the field; blue infantry (2) fire at it with Controlled Volleys.
    let cuirassiers = profile(1, Side::A, UnitType::Cavalry, &["armor"]);
    let infantry = profile(2, Side::A, UnitType::Infantry, &[]);
    let horse = {
        let mut p = profile(11, Side::B, UnitType::Cavalry, &[]);
        p.close_combat = 2;
        p
    };
    let placed = vec![
        at(&cuirassiers, 4.0, 5.5, NORTH),
        at(&infantry, 6.5, 6.0, WEST),
        at(&horse, 4.0, 6.0, SOUTH),
    ];
    let field = TerrainElement::new(
        TerrainKind::PloughedField,
        Shape::rectangle(Point::new(2.0, 4.0), Point::new(8.0, 8.0)),
    );
    // Action dice, then blue's 5 and red's 4 combat dice, then spares.
    let mut game = game(
        army(
            vec![cuirassiers, infantry],
            &["move"],
            &["controlled_volleys"],
        ),
        army(vec![horse], &["move"], &[]),
        placed,
        vec![field],
        Side::A,
        &[2, 3, 4, 5, 6, 6, 6, 5, 5, 1, 2, 5, 6],
    );
    game.apply(Command::RollActionDice).unwrap();
    game.apply(Command::PlaceDie {
        die: 3,
        slot: Slot::Tactic(0),
    })
    .unwrap();
    game.apply(Command::EndActions).unwrap();
    let started = game.apply(Command::StartCombat).unwrap();
    assert_eq!(game.step_kind(), StepKind::Tactics, "{started:#?}");
    // With no tactic left to play, both sides pass at once and roll.
    let events = game
        .apply(Command::PlayTactic {
            tactic: 0,
            targets: TacticTargets::Units(vec![id(2)]),
        })
        .unwrap();
    let rolls: Vec<_> = events_of(&events, |e| match e {
        Event::CombatRolled(r) => Some(r.clone()),
        _ => None,
    });
    let (blue, red) = (&rolls[0], &rolls[1]);
    assert_eq!((blue.dice, blue.advantages, blue.disadvantages), (5, 1, 1));
    assert_eq!(blue.rolled.len(), 5, "they cancel: five dice");
    assert_eq!(blue.kept.len(), 5);
    assert_eq!((red.dice, red.advantages, red.disadvantages), (2, 0, 2));
    assert_eq!(red.rolled, vec![1, 2, 5, 6], "four dice");
    assert_eq!(red.kept, vec![1, 2], "the two highest dropped");
    assert_eq!(red.result, 1 + 2 + 1, "dice and strength");
}

// --------------------------------------------------------- combat example

#[test]
fn the_combat_example_38_against_27() {
    // Four blue infantry (1–4) front to front with four red (11–14).
    let mut blue = Vec::new();
    let mut red = Vec::new();
    let mut placed = Vec::new();
    for k in 0..4u32 {
        let x = 4.5 + f64::from(k);
        let b = profile(k + 1, Side::A, UnitType::Infantry, &[]);
        let r = profile(k + 11, Side::B, UnitType::Infantry, &[]);
        placed.push(at(&b, x, 5.0, NORTH));
        placed.push(at(&r, x, 5.5, SOUTH));
        blue.push(b);
        red.push(r);
    }
    // Action dice (4), blue's 8 dice: 23 (+4 strength = 27), red's 8 dice:
    // 34 (+4 = 38).
    let mut dice = vec![2, 3, 4, 5];
    dice.extend([3, 3, 3, 3, 3, 3, 3, 2]);
    dice.extend([5, 5, 4, 4, 4, 4, 4, 4]);
    // Then blue's three retreats (d3 = 2 each) and its test (5), and red's.
    dice.extend([3, 3, 3, 5, 4, 1]);
    let mut game = game(
        army(blue, &["move"], &[]),
        army(red, &["move"], &[]),
        placed,
        vec![],
        Side::A,
        &dice,
    );
    game.apply(Command::RollActionDice).unwrap();
    game.apply(Command::EndActions).unwrap();
    let events = game.apply(Command::StartCombat).unwrap();
    let results: Vec<(Side, u32)> = events_of(&events, |e| match e {
        Event::CombatRolled(r) => Some((r.side, r.result)),
        _ => None,
    });
    assert_eq!(results, vec![(Side::A, 27), (Side::B, 38)]);
    let hits: Vec<(Side, u32)> = events_of(&events, |e| match e {
        Event::HitsScored { on, hits } => Some((*on, *hits)),
        _ => None,
    });
    assert_eq!(
        hits,
        vec![(Side::A, 4), (Side::B, 2)],
        "3 + 1 on blue, 2 on red"
    );
    // All four red units are equally close: red chooses who takes the two.
    assert_eq!(game.step_kind(), StepKind::AllocateHits);
    assert_eq!(game.decider(), Some(Side::B));
    assert!(game
        .apply(Command::AllocateHits {
            units: vec![id(11)]
        })
        .is_err());
    game.apply(Command::AllocateHits {
        units: vec![id(11), id(12)],
    })
    .unwrap();
    // Blue resolves first: three retreats (d3 = 2 each) and one test (5).
    assert_eq!(game.step_kind(), StepKind::ResolveHits);
    assert_eq!(game.decider(), Some(Side::A));
    for unit in [1, 2, 3] {
        game.apply(Command::ResolveHit {
            unit: id(unit),
            retreat: true,
        })
        .unwrap();
        game.apply(Command::ChooseRetreat {
            direction: RetreatDirection::Back,
        })
        .unwrap();
    }
    let test = game
        .apply(Command::ResolveHit {
            unit: id(4),
            retreat: false,
        })
        .unwrap();
    assert!(test.iter().any(|e| matches!(
        e,
        Event::DisciplineTest {
            passed: true,
            roll: 5,
            ..
        }
    )));
    // Red tests twice: a 4 passes, a 1 always fails.
    assert_eq!(game.decider(), Some(Side::B));
    game.apply(Command::ResolveHit {
        unit: id(11),
        retreat: false,
    })
    .unwrap();
    let last = game
        .apply(Command::ResolveHit {
            unit: id(12),
            retreat: false,
        })
        .unwrap();
    assert!(last
        .iter()
        .any(|e| matches!(e, Event::UnitBroken { unit, .. } if *unit == id(12))));
    assert!(last.iter().any(|e| matches!(
        e,
        Event::MoraleLost {
            side: Side::B,
            amount: 4,
            ..
        }
    )));
    let price = game.position().markers().iter().map(|m| m.price).max();
    assert_eq!(
        price,
        Some(4),
        "three retreats raised the price from 1 to 4"
    );
    assert_eq!(game.morale(Side::B), 4);
}

// ---------------------------------------------------- the failed retreat

/// The rulebook's failed-retreat example, played: blue A fights red in
/// contact, blue B stands 0.5 UW behind A (another formation). A takes a
/// hit and retreats 1 UW straight back, onto B: it is pushed on past B and
/// blue loses 1 morale for it.
#[test]
fn the_failed_retreat_example_costs_a_morale_point() {
    let a = profile(1, Side::A, UnitType::Infantry, &[]);
    let b = profile(2, Side::A, UnitType::Infantry, &[]);
    let red = profile(11, Side::B, UnitType::Infantry, &[]);
    let placed = vec![
        at(&a, 5.0, 5.0, NORTH),
        at(&b, 5.0, 4.0, NORTH),
        at(&red, 5.0, 5.5, SOUTH),
    ];
    // Action dice 2s; blue rolls 1, 1 (2 + strength 2 = 4), red 6, 6
    // (12 + 1 = 13): one hit on blue, on A, the closest; A's retreat d3: 1.
    let mut game = game(
        army(vec![a, b], &["move"], &[]),
        army(vec![red], &["move"], &[]),
        placed,
        vec![],
        Side::A,
        &[2, 2, 2, 2, 1, 1, 6, 6, 1],
    );
    game.apply(Command::RollActionDice).unwrap();
    game.apply(Command::EndActions).unwrap();
    game.apply(Command::StartCombat).unwrap();
    let before = game.morale(Side::A);
    game.apply(Command::ResolveHit {
        unit: id(1),
        retreat: true,
    })
    .unwrap();
    let events = game
        .apply(Command::ChooseRetreat {
            direction: RetreatDirection::Back,
        })
        .unwrap();
    assert!(events.iter().any(|e| matches!(
        e,
        Event::MoraleLost {
            side: Side::A,
            amount: 1,
            cause: clouds_core::MoraleCause::PushedOn { unit },
            ..
        } if *unit == id(1)
    )));
    assert_eq!(game.morale(Side::A), before - 1);
    let a_now = game.position().unit(id(1)).unwrap().placement;
    assert!((a_now.centre.y - 3.5).abs() < 1e-9, "pushed on to y = 3.5");
}

// ------------------------------------------------------- scenario phases

#[test]
fn the_scenario_phases_example_two_players_a_side_need_two_sixes() {
    let mut clock = ScenarioClock::default();
    assert_eq!(clock.phase, 1);
    // Dennis rolls two sixes and Victoria one: phase 2, one six left over.
    assert_eq!(clock.add_sixes(2 + 1, 2), vec![2]);
    assert_eq!(clock.sixes, 1);
    // Louis rolls one: with the leftover, phase 3.
    assert_eq!(clock.add_sixes(1, 2), vec![3]);
    assert_eq!(clock.sixes, 0);
}

#[test]
fn sixes_on_the_action_dice_move_the_scenario_on() {
    let blue = profile(1, Side::A, UnitType::Infantry, &[]);
    let red = profile(11, Side::B, UnitType::Infantry, &[]);
    let placed = vec![at(&blue, 5.0, 2.0, NORTH), at(&red, 5.0, 13.0, SOUTH)];
    let options = GameOptions {
        players_per_side: 2,
        ..GameOptions::default()
    };
    let mut game = game_with(
        army(vec![blue], &["move"], &[]),
        army(vec![red], &["move"], &[]),
        placed,
        vec![],
        Side::A,
        &[6, 6, 6, 2],
        options,
        vec![],
    );
    let events = game.apply(Command::RollActionDice).unwrap();
    assert!(events.iter().any(|e| matches!(
        e,
        Event::ScenarioPhaseAdvanced {
            phase: 2,
            sixes_left: 1
        }
    )));
    assert_eq!(game.scenario_phase(), 2);
}

/// The scenario phases example played through the turns: two players a
/// side, so two sixes move the phase on. The engine plays one player a
/// side, so Dennis's two sixes and Victoria's one are one roll of side A's
/// (6, 6, 6, 2): phase 2, a six left over. Then side B's turn: Louis's one
/// six, with the leftover, makes phase 3.
#[test]
fn the_scenario_phases_example_played_turn_by_turn() {
    let blue = profile(1, Side::A, UnitType::Infantry, &[]);
    let red = profile(11, Side::B, UnitType::Infantry, &[]);
    let placed = vec![at(&blue, 5.0, 2.0, NORTH), at(&red, 5.0, 13.0, SOUTH)];
    let options = GameOptions {
        players_per_side: 2,
        ..GameOptions::default()
    };
    let mut game = game_with(
        army(vec![blue], &["move"], &[]),
        army(vec![red], &["move"], &[]),
        placed,
        vec![],
        Side::A,
        &[6, 6, 6, 2, 6, 2, 2, 2],
        options,
        vec![],
    );
    game.apply(Command::RollActionDice).unwrap();
    assert_eq!(game.scenario_phase(), 2);
    game.apply(Command::EndActions).unwrap();
    game.apply(Command::StartCombat).unwrap();
    assert_eq!((game.turn(), game.active()), (2, Side::B));
    let events = game.apply(Command::RollActionDice).unwrap();
    assert!(events.iter().any(|e| matches!(
        e,
        Event::ScenarioPhaseAdvanced {
            phase: 3,
            sixes_left: 0
        }
    )));
    assert_eq!(game.scenario_phase(), 3);
}

#[test]
fn the_table_sees_the_examples_nine_dice_before_the_roll() {
    let game = bombardment_table(&[6, 6, 5, 4, 3, 3, 2, 2, 1, 3, 3, 3]);
    let options = game.bombardment_options();
    let batteries: Vec<u32> = options.iter().map(|(b, _)| b.0).collect();
    assert_eq!(batteries, vec![11, 12, 13]);
    assert!(options.iter().all(|(_, targets)| !targets.is_empty()));
    let targets = [(11, 2), (13, 7), (12, 2)].map(|(battery, target)| BombardTarget {
        battery: id(battery),
        target: id(target),
    });
    assert_eq!(game.bombardment_dice(&targets), Ok(9));
    // A target out of reach is refused with the rule's reason.
    let wrong = [BombardTarget {
        battery: id(11),
        target: id(11),
    }];
    assert!(game.bombardment_dice(&wrong).is_err());
    // Previewing rolled nothing: the real bombardment gets the scripted dice.
    let mut game = game;
    game.apply(Command::Bombard {
        targets: targets.to_vec(),
    })
    .unwrap();
    let losses = game.losses_in_play().expect("losses to take");
    assert_eq!((losses.target, losses.remaining), (Side::A, 3));
    assert!(!losses.may_retreat.is_empty());
}
