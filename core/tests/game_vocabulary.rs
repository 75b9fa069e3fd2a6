//! Every term of the army lists' effect vocabulary is executed by the
//! engine. The first test walks the whole vocabulary through
//! `effects::implementation`, whose matches are exhaustive (a new term
//! does not compile until the engine gives it a place); the others show
//! each term changing an outcome.

mod game_support;

use clouds_core::summarize;
use clouds_core::testing::Script;
use clouds_core::testing::{effect_implementation, EffectTerm};
use clouds_core::RuleId;
use clouds_core::{auto_deploy, AssetCopies, PerSide, PlayerId, SetupError};
use clouds_core::{
    ActionEffect, ActivationTarget, Amount, AssetEffect, Modifier, Movement, Opponent, RuleEffect,
    TacticEffect, TurnRestriction, UnitFilter, UnitType,
};
use clouds_core::{
    CombatRoll, Command, Event, Game, GameOptions, GameSetup, MoveOrder, RuleError, StepKind,
    TacticTargets, UnitProfile,
};
use clouds_core::{
    CommanderId, Point, RetreatDirection, Shape, Side, TableUnitId, TerrainElement, TerrainKind,
};
use game_support::*;

// ------------------------------------------------------------- the walk

#[test]
fn every_term_of_the_vocabulary_has_an_implementation() {
    let d = Amount::DIE;
    let filter = UnitFilter::default();
    let actions = [
        ActionEffect::Activate {
            target: ActivationTarget::Formations,
            count: d,
            filter: filter.clone(),
            movement: Movement::Either,
            speed: None,
            keep_away: None,
            anywhere: false,
        },
        ActionEffect::MoveCommanders { distance: d },
    ];
    let modifiers = [
        Modifier::CloseCombatDice {
            amount: 1,
            against: None,
        },
        Modifier::FireDice { amount: 1 },
        Modifier::StrengthMultiplier { factor: 2 },
        Modifier::StrengthBonus { amount: 1 },
        Modifier::DisciplineBonus { amount: 1 },
        Modifier::Advantage { against: None },
        Modifier::RerollDiscipline { count: 1 },
        Modifier::RetreatAfterHits {
            distance: 1,
            only_in_enemy_line_of_fire: true,
            raises_price: false,
        },
        Modifier::IgnoreHits { count: 1 },
    ];
    let tactics = [
        TacticEffect::Units {
            count: d,
            filter: filter.clone(),
            modifiers: modifiers.to_vec(),
        },
        TacticEffect::SideResult { amount: d },
        TacticEffect::RaisePrice { amount: d },
        TacticEffect::CancelEnemyTactic,
        TacticEffect::ImmediateMove {
            count: d,
            filter: filter.clone(),
            movement: Movement::Simple,
            distance: None,
        },
    ];
    let rules = [
        RuleEffect::UnitType {
            unit_type: UnitType::Infantry,
        },
        RuleEffect::Light,
        RuleEffect::Veteran,
        RuleEffect::Untrained,
        RuleEffect::Armor,
        RuleEffect::UseCover,
        RuleEffect::Scouts,
        RuleEffect::Bombardment,
        RuleEffect::Tag,
    ];
    let assets = [
        AssetEffect::Emplacement,
        AssetEffect::SubCommander { command_radius: 2 },
        AssetEffect::DeploymentBonus,
        AssetEffect::StrategicRating { amount: 1 },
        AssetEffect::ArmyMorale { amount: 2 },
        AssetEffect::ExtraTerrain { elements: 1 },
        AssetEffect::Scouting { units: 2 },
    ];
    let mut terms: Vec<EffectTerm> = Vec::new();
    terms.extend(actions.iter().map(EffectTerm::Action));
    terms.extend([ActivationTarget::Formations, ActivationTarget::Units].map(EffectTerm::Target));
    terms.extend(
        [Movement::Simple, Movement::Difficult, Movement::Either].map(EffectTerm::Movement),
    );
    terms.extend(tactics.iter().map(EffectTerm::Tactic));
    terms.extend(modifiers.iter().map(EffectTerm::Modifier));
    terms.extend(
        [
            Opponent::Infantry,
            Opponent::Cavalry,
            Opponent::Artillery,
            Opponent::Fortified,
        ]
        .map(EffectTerm::Opponent),
    );
    terms.push(EffectTerm::Filter(&filter));
    terms.extend(rules.iter().map(EffectTerm::Rule));
    terms.extend(assets.iter().map(EffectTerm::Asset));
    terms.extend(
        [
            TurnRestriction::Any,
            TurnRestriction::Active,
            TurnRestriction::Passive,
        ]
        .map(EffectTerm::Turn),
    );
    let count = terms.len();
    let names: Vec<&str> = terms.into_iter().map(effect_implementation).collect();
    assert_eq!(count, 2 + 2 + 3 + 5 + 9 + 4 + 1 + 9 + 7 + 3);
    assert!(names.iter().all(|n| !n.is_empty()));
    // And every effect the shipped lists use is one of these.
    let catalog = catalog();
    for faction in catalog.factions() {
        for a in &faction.actions {
            assert!(!effect_implementation(EffectTerm::Action(&a.effect)).is_empty());
        }
        for t in &faction.tactics {
            assert!(!effect_implementation(EffectTerm::Tactic(&t.effect)).is_empty());
            assert!(!effect_implementation(EffectTerm::Turn(t.turn)).is_empty());
        }
        for a in &faction.assets {
            assert!(!effect_implementation(EffectTerm::Asset(&a.effect)).is_empty());
        }
    }
}

// ------------------------------------------------------------- helpers

type Placed = (UnitProfile, f64, f64, f64);

fn inf(n: u32, side: Side, rules: &[&str]) -> UnitProfile {
    profile(n, side, UnitType::Infantry, rules)
}

fn cav(n: u32, side: Side, rules: &[&str]) -> UnitProfile {
    profile(n, side, UnitType::Cavalry, rules)
}

/// A combat: units placed, tactic dice on the boards, the active side's
/// actions done and the marker placed. Plenty of 3s follow `dice`.
fn fight(
    blue: Vec<Placed>,
    red: Vec<Placed>,
    tactics: [&[(&str, u8)]; 2],
    terrain: Vec<TerrainElement>,
    active: Side,
    dice: &[u8],
) -> Game {
    fight_with(blue, red, tactics, terrain, active, dice, |_| {})
}

/// [`fight`] with a change to the setup before the game starts (a tactic
/// given another effect).
fn fight_with(
    blue: Vec<Placed>,
    red: Vec<Placed>,
    tactics: [&[(&str, u8)]; 2],
    terrain: Vec<TerrainElement>,
    active: Side,
    dice: &[u8],
    change: impl FnOnce(&mut GameSetup),
) -> Game {
    let placed = blue
        .iter()
        .chain(&red)
        .map(|(p, x, y, f)| at(p, *x, *y, *f))
        .collect();
    let mut all = vec![2, 2, 2, 2];
    all.extend_from_slice(dice);
    all.extend(std::iter::repeat_n(3, 60));
    let mut setup = setup_with(
        army(
            blue.into_iter().map(|b| b.0).collect(),
            &["move"],
            &names(tactics[0]),
        ),
        army(
            red.into_iter().map(|r| r.0).collect(),
            &["move"],
            &names(tactics[1]),
        ),
        placed,
        terrain,
        active,
        GameOptions::default(),
        Vec::new(),
        &[],
    );
    change(&mut setup);
    let waiting = |list: &[(&str, u8)]| list.iter().map(|(_, die)| *die).collect();
    let script = Script {
        dice: all,
        tactic_dice: PerSide::new(waiting(tactics[0]), waiting(tactics[1])),
    };
    let mut g = Game::scripted(setup, script).expect("the game starts");
    g.apply(Command::RollActionDice).unwrap();
    g.apply(Command::EndActions).unwrap();
    g.apply(Command::StartCombat).unwrap();
    g
}

fn names<'a>(t: &[(&'a str, u8)]) -> Vec<&'a str> {
    t.iter().map(|(n, _)| *n).collect()
}

fn rolls(events: &[Event]) -> Vec<CombatRoll> {
    events_of(events, |e| match e {
        Event::CombatRolled(r) => Some(r.clone()),
        _ => None,
    })
}

fn roll_of(events: &[Event], side: Side) -> CombatRoll {
    rolls(events)
        .into_iter()
        .find(|r| r.side == side)
        .expect("a combat roll")
}

/// Plays the tactic and passes until the dice are rolled; all events.
fn play(g: &mut Game, commands: Vec<Command>) -> Vec<Event> {
    let mut events = Vec::new();
    for c in commands {
        events.extend(g.apply(c).unwrap());
    }
    while g.step_kind() == StepKind::Tactics && rolls(g.log()).is_empty() {
        events.extend(g.apply(Command::PassTactics).unwrap());
    }
    // The whole log: with nothing to play, the dice were rolled already.
    let _ = events;
    g.log().to_vec()
}

fn units(ids: &[u32]) -> TacticTargets {
    TacticTargets::Units(ids.iter().map(|n| id(*n)).collect())
}

fn duel(blue: UnitProfile, red: UnitProfile) -> (Vec<Placed>, Vec<Placed>) {
    (vec![(blue, 5.0, 5.0, NORTH)], vec![(red, 5.0, 5.5, SOUTH)])
}

// ------------------------------------------------------------- actions

fn action_game(
    blue: Vec<Placed>,
    red: Vec<Placed>,
    actions: &[&str],
    dice: &[u8],
    extra: Vec<(Side, Point, u8, bool)>,
) -> Game {
    action_game_with(blue, red, actions, dice, extra, |_| {})
}

/// [`action_game`] with a change to the setup before the game starts (an
/// action given another effect).
fn action_game_with(
    blue: Vec<Placed>,
    red: Vec<Placed>,
    actions: &[&str],
    dice: &[u8],
    extra: Vec<(Side, Point, u8, bool)>,
    change: impl FnOnce(&mut GameSetup),
) -> Game {
    let placed = blue
        .iter()
        .chain(&red)
        .map(|(p, x, y, f)| at(p, *x, *y, *f))
        .collect();
    let mut setup = setup_with(
        army(blue.into_iter().map(|b| b.0).collect(), actions, &[]),
        army(red.into_iter().map(|r| r.0).collect(), &["move"], &[]),
        placed,
        vec![],
        Side::A,
        GameOptions::default(),
        extra,
        &[],
    );
    change(&mut setup);
    let mut g = start(setup, dice);
    g.apply(Command::RollActionDice).unwrap();
    g
}

fn play_action(g: &mut Game, action: usize, die: u8) {
    g.apply(Command::PlaceDie {
        die,
        slot: clouds_core::Slot::Action(action),
    })
    .unwrap();
    g.apply(Command::PlayAction {
        action,
        die,
        commander: CommanderId(1),
    })
    .unwrap();
}

#[test]
fn activate_moves_d_formations_and_no_more() {
    // Two lone units near the commander (10, 0.1), each its own formation.
    let blue = vec![
        (inf(1, Side::A, &[]), 9.0, 2.0, NORTH),
        (inf(2, Side::A, &[]), 11.5, 2.0, NORTH),
    ];
    let red = vec![(inf(11, Side::B, &[]), 10.0, 13.0, SOUTH)];
    let mut g = action_game(blue, red, &["move"], &[1, 4, 4, 4], vec![]);
    play_action(&mut g, 0, 1);
    g.apply(Command::Activate { unit: id(1) }).unwrap();
    assert!(matches!(
        g.apply(Command::Activate { unit: id(2) }),
        Err(RuleError::NoActivationsLeft { .. })
    ));
    g.apply(Command::MoveUnit {
        unit: id(1),
        order: MoveOrder::Simple {
            heading: NORTH,
            distance: 2.0,
        },
    })
    .unwrap();
    assert!(matches!(
        g.apply(Command::MoveUnit {
            unit: id(1),
            order: MoveOrder::Simple {
                heading: NORTH,
                distance: 1.0
            }
        }),
        Err(RuleError::AlreadyMoved { .. })
    ));
    g.apply(Command::EndAction).unwrap();
    // Another action cannot activate unit 1 again this turn.
    play_action(&mut g, 0, 4);
    assert!(matches!(
        g.apply(Command::Activate { unit: id(1) }),
        Err(RuleError::UnitAlreadyActivated { .. })
    ));
}

#[test]
fn formations_activate_together_and_units_one_by_one() {
    let blue = vec![
        (inf(1, Side::A, &["light"]), 9.5, 2.0, NORTH),
        (inf(2, Side::A, &["light"]), 10.5, 2.0, NORTH),
    ];
    let red = vec![(inf(11, Side::B, &[]), 10.0, 13.0, SOUTH)];
    let mut g = action_game(blue.clone(), red.clone(), &["move"], &[3, 4, 4, 4], vec![]);
    play_action(&mut g, 0, 3);
    let events = g.apply(Command::Activate { unit: id(1) }).unwrap();
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::Activated { units, .. } if units.len() == 2)));
    // light_troops_forward activates units: only the one named.
    let mut g = action_game(blue, red, &["light_troops_forward"], &[3, 4, 4, 4], vec![]);
    play_action(&mut g, 0, 3);
    let events = g.apply(Command::Activate { unit: id(1) }).unwrap();
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::Activated { units, .. } if units == &vec![id(1)])));
}

#[test]
fn an_action_filter_refuses_units_that_do_not_match() {
    let blue = vec![(inf(1, Side::A, &[]), 9.0, 2.0, NORTH)];
    let red = vec![(inf(11, Side::B, &[]), 10.0, 13.0, SOUTH)];
    let mut g = action_game(blue, red, &["light_troops_forward"], &[3, 4, 4, 4], vec![]);
    play_action(&mut g, 0, 3);
    assert!(matches!(
        g.apply(Command::Activate { unit: id(1) }),
        Err(RuleError::DoesNotMatchFilter { .. })
    ));
}

#[test]
fn march_is_simple_only_at_speed_d_and_keeps_away() {
    let blue = vec![
        (inf(1, Side::A, &[]), 9.0, 2.0, NORTH),
        (inf(2, Side::A, &[]), 12.0, 2.0, NORTH),
    ];
    let red = vec![(inf(11, Side::B, &[]), 12.0, 5.3, SOUTH)];
    let mut g = action_game(blue, red, &["march"], &[5, 5, 4, 4], vec![]);
    play_action(&mut g, 0, 5);
    // Unit 2 starts 2.8 UW from the enemy (edge to edge): too close.
    assert!(matches!(
        g.apply(Command::Activate { unit: id(2) }),
        Err(RuleError::TooCloseToEnemy { .. })
    ));
    g.apply(Command::Activate { unit: id(1) }).unwrap();
    assert!(matches!(
        g.check(&Command::MoveUnit {
            unit: id(1),
            order: MoveOrder::Difficult {
                direction: NORTH,
                distance: 1.0,
                facing: NORTH
            }
        }),
        Err(RuleError::WrongMovement { .. })
    ));
    // Speed D = 5, beyond its own 2...
    assert!(g
        .check(&Command::MoveUnit {
            unit: id(1),
            order: MoveOrder::Simple {
                heading: WEST,
                distance: 5.0
            }
        })
        .is_ok());
    // ...but never within 3 UW of the enemy on the way.
    assert!(matches!(
        g.check(&Command::MoveUnit {
            unit: id(1),
            order: MoveOrder::Simple {
                heading: 0.2,
                distance: 5.0
            }
        }),
        Err(RuleError::Move { .. })
    ));
}

#[test]
fn an_action_may_be_difficult_only_and_move_either_allows_both() {
    let blue = vec![(inf(1, Side::A, &[]), 9.0, 2.0, NORTH)];
    let red = vec![(inf(11, Side::B, &[]), 10.0, 13.0, SOUTH)];
    let mut g = action_game(blue.clone(), red.clone(), &["move"], &[3, 4, 4, 4], vec![]);
    play_action(&mut g, 0, 3);
    g.apply(Command::Activate { unit: id(1) }).unwrap();
    assert!(g
        .check(&Command::MoveUnit {
            unit: id(1),
            order: MoveOrder::Difficult {
                direction: EAST,
                distance: 1.0,
                facing: NORTH
            }
        })
        .is_ok());
    assert!(g
        .check(&Command::MoveUnit {
            unit: id(1),
            order: MoveOrder::Simple {
                heading: NORTH,
                distance: 2.0
            }
        })
        .is_ok());
    let mut g = action_game_with(blue, red, &["move"], &[3, 4, 4, 4], vec![], |setup| {
        setup.armies[PlayerId::lead(Side::A)].actions[0].effect = ActionEffect::Activate {
            target: ActivationTarget::Formations,
            count: Amount::DIE,
            filter: UnitFilter::default(),
            movement: Movement::Difficult,
            speed: None,
            keep_away: None,
            anywhere: false,
        };
    });
    play_action(&mut g, 0, 3);
    g.apply(Command::Activate { unit: id(1) }).unwrap();
    assert!(matches!(
        g.check(&Command::MoveUnit {
            unit: id(1),
            order: MoveOrder::Simple {
                heading: NORTH,
                distance: 2.0
            }
        }),
        Err(RuleError::WrongMovement { .. })
    ));
}

#[test]
fn reserve_move_reaches_anywhere_where_move_needs_the_command_radius() {
    let blue = vec![(inf(1, Side::A, &[]), 2.0, 3.0, NORTH)];
    let red = vec![(inf(11, Side::B, &[]), 18.0, 13.0, SOUTH)];
    let mut g = action_game(blue.clone(), red.clone(), &["move"], &[3, 4, 4, 4], vec![]);
    play_action(&mut g, 0, 3);
    assert!(matches!(
        g.apply(Command::Activate { unit: id(1) }),
        Err(RuleError::OutOfCommandRadius { .. })
    ));
    let mut g = action_game(blue, red, &["reserve_move"], &[3, 4, 4, 4], vec![]);
    play_action(&mut g, 0, 3);
    assert!(g.apply(Command::Activate { unit: id(1) }).is_ok());
}

#[test]
fn move_commanders_rides_up_to_d_plus_2() {
    let blue = vec![(inf(1, Side::A, &[]), 2.0, 3.0, NORTH)];
    let red = vec![(inf(11, Side::B, &[]), 18.0, 13.0, SOUTH)];
    let mut g = action_game(blue, red, &["move_commanders"], &[3, 4, 4, 4], vec![]);
    play_action(&mut g, 0, 3);
    assert!(g
        .check(&Command::MoveCommander {
            commander: CommanderId(1),
            to: Point::new(10.0, 5.1)
        })
        .is_ok());
    assert!(matches!(
        g.check(&Command::MoveCommander {
            commander: CommanderId(1),
            to: Point::new(10.0, 5.2)
        }),
        Err(RuleError::Move { .. })
    ));
}

#[test]
fn a_sub_commander_gives_actions_a_second_radius() {
    let blue = vec![(inf(1, Side::A, &[]), 2.0, 3.0, NORTH)];
    let red = vec![(inf(11, Side::B, &[]), 18.0, 13.0, SOUTH)];
    let sub = vec![(Side::A, Point::new(2.0, 1.0), 2, true)];
    let mut g = action_game(blue, red, &["move"], &[3, 4, 4, 4], sub);
    g.apply(Command::PlaceDie {
        die: 3,
        slot: clouds_core::Slot::Action(0),
    })
    .unwrap();
    g.apply(Command::PlayAction {
        action: 0,
        die: 3,
        commander: CommanderId(3),
    })
    .unwrap();
    assert!(
        g.apply(Command::Activate { unit: id(1) }).is_ok(),
        "within the sub-commander's 2 UW"
    );
}

// ------------------------------------------------------------- tactics

#[test]
fn units_tactics_give_modifiers_inspire_doubles_strength() {
    let (b, r) = duel(inf(1, Side::A, &[]), inf(11, Side::B, &[]));
    let mut g = fight(
        b.clone(),
        r.clone(),
        [&[("inspire", 2)], &[]],
        vec![],
        Side::A,
        &[],
    );
    let events = play(
        &mut g,
        vec![Command::PlayTactic {
            tactic: 0,
            targets: units(&[1]),
        }],
    );
    assert_eq!(roll_of(&events, Side::A).strength, 2);
    let mut g = fight(b, r, [&[("inspire", 2)], &[]], vec![], Side::A, &[]);
    let events = play(&mut g, vec![]);
    assert_eq!(roll_of(&events, Side::A).strength, 1, "without it");
}

#[test]
fn a_tactic_gives_no_more_units_than_its_count_and_only_its_own() {
    let (b, r) = duel(inf(1, Side::A, &[]), inf(11, Side::B, &[]));
    let g = fight(b, r, [&[("tenacity", 2)], &[]], vec![], Side::A, &[]);
    assert!(matches!(
        g.check(&Command::PlayTactic {
            tactic: 0,
            targets: units(&[1, 11])
        }),
        Err(RuleError::TooManyUnits { .. })
    ));
    assert!(matches!(
        g.check(&Command::PlayTactic {
            tactic: 0,
            targets: units(&[11])
        }),
        Err(RuleError::NotYourUnit { .. })
    ));
}

#[test]
fn side_result_adds_d_to_the_result() {
    let (b, r) = duel(inf(1, Side::A, &[]), inf(11, Side::B, &[]));
    let mut g = fight(b, r, [&[("brave_is_safe", 5)], &[]], vec![], Side::A, &[]);
    let events = play(
        &mut g,
        vec![Command::PlayTactic {
            tactic: 0,
            targets: TacticTargets::None,
        }],
    );
    let roll = roll_of(&events, Side::A);
    assert_eq!(roll.bonus, 5);
    assert_eq!(
        roll.result,
        roll.kept.iter().map(|d| u32::from(*d)).sum::<u32>() + 1 + 5
    );
}

#[test]
fn raise_price_raises_the_combat_price() {
    let (b, r) = duel(inf(1, Side::A, &[]), inf(11, Side::B, &[]));
    let mut g = fight(b, r, [&[("holy_war", 4)], &[]], vec![], Side::A, &[]);
    let events = g
        .apply(Command::PlayTactic {
            tactic: 0,
            targets: TacticTargets::None,
        })
        .unwrap();
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::CombatPriceRaised { price: 3, .. })));
}

#[test]
fn providence_cancels_an_enemy_tactic_on_units() {
    let (b, r) = duel(inf(1, Side::A, &[]), inf(11, Side::B, &[]));
    let mut g = fight(
        b,
        r,
        [&[("inspire", 2)], &[("providence", 1)]],
        vec![],
        Side::A,
        &[],
    );
    // Blue plays its only tactic (and so passes); red answers.
    g.apply(Command::PlayTactic {
        tactic: 0,
        targets: units(&[1]),
    })
    .unwrap();
    assert_eq!(g.decider(), Some(Side::B));
    let events = play(
        &mut g,
        vec![Command::PlayTactic {
            tactic: 0,
            targets: TacticTargets::Played(0),
        }],
    );
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::TacticCancelled { side: Side::A, .. })));
    assert_eq!(roll_of(&events, Side::A).strength, 1, "inspire is gone");
}

#[test]
fn an_immediate_move_charges_before_the_dice() {
    // Blue cavalry 2 UW from a red unit that blue infantry is already fighting.
    let blue = vec![
        (inf(1, Side::A, &[]), 5.0, 5.0, NORTH),
        (cav(2, Side::A, &[]), 6.3, 5.9, WEST),
    ];
    let red = vec![(inf(11, Side::B, &[]), 5.0, 5.5, SOUTH)];
    let mut g = fight(
        blue,
        red,
        [&[("cavalry_onslaught", 2)], &[]],
        vec![],
        Side::A,
        &[],
    );
    let charge = TacticTargets::Moves(vec![(
        id(2),
        MoveOrder::Simple {
            heading: WEST,
            distance: 2.0,
        },
    )]);
    let events = play(
        &mut g,
        vec![Command::PlayTactic {
            tactic: 0,
            targets: charge,
        }],
    );
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::UnitMoved { unit, .. } if *unit == id(2))));
    // Cavalry in contact on red's flank: 3 dice + 1 flanking, infantry 2.
    assert_eq!(roll_of(&events, Side::A).dice, 2 + 3 + 1);
}

// ----------------------------------------------------------- modifiers

#[test]
fn close_combat_dice_count_only_against_the_named_opponent() {
    let (b, r) = duel(cav(1, Side::A, &[]), cav(11, Side::B, &[]));
    let mut g = fight(b, r, [&[("gallop", 2)], &[]], vec![], Side::A, &[]);
    let events = play(
        &mut g,
        vec![Command::PlayTactic {
            tactic: 0,
            targets: units(&[1]),
        }],
    );
    assert_eq!(roll_of(&events, Side::A).dice, 4, "against cavalry");
    let (b, r) = duel(cav(1, Side::A, &[]), inf(11, Side::B, &[]));
    let mut g = fight(b, r, [&[("gallop", 2)], &[]], vec![], Side::A, &[]);
    let events = play(
        &mut g,
        vec![Command::PlayTactic {
            tactic: 0,
            targets: units(&[1]),
        }],
    );
    assert_eq!(roll_of(&events, Side::A).dice, 3, "not against infantry");
    let (b, r) = duel(cav(1, Side::A, &[]), inf(11, Side::B, &[]));
    let mut g = fight(
        b,
        r,
        [&[("maison_du_roi_charge", 2)], &[]],
        vec![],
        Side::A,
        &[],
    );
    let events = play(
        &mut g,
        vec![Command::PlayTactic {
            tactic: 0,
            targets: units(&[1]),
        }],
    );
    assert_eq!(roll_of(&events, Side::A).dice, 4, "against infantry");
}

#[test]
fn an_advantage_against_artillery_needs_artillery() {
    let (b, r) = duel(
        inf(1, Side::A, &[]),
        profile(11, Side::B, UnitType::Artillery, &[]),
    );
    let against_artillery = |setup: &mut GameSetup| {
        setup.armies[PlayerId::lead(Side::A)].tactics[0].effect = TacticEffect::Units {
            count: Amount::DIE,
            filter: UnitFilter::default(),
            modifiers: vec![Modifier::Advantage {
                against: Some(Opponent::Artillery),
            }],
        };
    };
    let mut g = fight_with(
        b,
        r,
        [&[("tenacity", 2)], &[]],
        vec![],
        Side::A,
        &[],
        against_artillery,
    );
    let events = play(
        &mut g,
        vec![Command::PlayTactic {
            tactic: 0,
            targets: units(&[1]),
        }],
    );
    assert_eq!(roll_of(&events, Side::A).advantages, 1);
}

#[test]
fn fire_dice_add_to_a_firing_unit() {
    let blue = vec![(inf(1, Side::A, &[]), 5.0, 5.0, NORTH)];
    let red = vec![(inf(11, Side::B, &[]), 5.0, 6.5, SOUTH)];
    let mut g = fight(
        blue,
        red,
        [&[("two_deep_line", 2)], &[]],
        vec![],
        Side::B,
        &[],
    );
    // Red, active, has no tactics and passes at once.
    let events = play(
        &mut g,
        vec![Command::PlayTactic {
            tactic: 0,
            targets: units(&[1]),
        }],
    );
    assert_eq!(roll_of(&events, Side::A).dice, 3, "2 musket dice + 1");
}

#[test]
fn strength_bonus_for_infantry_in_formation_with_pikemen() {
    let blue = vec![
        (inf(1, Side::A, &[]), 5.0, 5.0, NORTH),
        (inf(2, Side::A, &["pikemen"]), 6.0, 5.0, NORTH),
    ];
    let red = vec![(inf(11, Side::B, &[]), 5.0, 5.5, SOUTH)];
    let mut g = fight(
        blue,
        red,
        [&[("tilly_battalia", 2)], &[]],
        vec![],
        Side::A,
        &[],
    );
    let events = play(
        &mut g,
        vec![Command::PlayTactic {
            tactic: 0,
            targets: units(&[1]),
        }],
    );
    assert_eq!(roll_of(&events, Side::A).strength, 2 + 1);
}

/// Blue takes exactly one hit (red scores 10), blue scores nothing.
fn one_hit_on_blue(
    tactics: &[(&str, u8)],
    test_rolls: &[u8],
    commands: Vec<Command>,
) -> (Game, Vec<Event>) {
    let (b, r) = duel(inf(1, Side::A, &[]), inf(11, Side::B, &[]));
    // Blue's two dice 1 + 1 (+1 strength = 3); red's 4 + 5 (+1 = 10).
    let mut dice = vec![1, 1, 4, 5];
    dice.extend_from_slice(test_rolls);
    let mut g = fight(b, r, [tactics, &[]], vec![], Side::A, &dice);
    let mut events = play(&mut g, commands);
    if g.step_kind() == StepKind::ResolveHits && g.decider() == Some(Side::A) {
        events.extend(
            g.apply(Command::ResolveHit {
                unit: id(1),
                retreat: false,
            })
            .unwrap(),
        );
    }
    (g, events)
}

#[test]
fn discipline_bonus_is_added_to_the_test() {
    let (_, events) = one_hit_on_blue(
        &[("inspire", 1)],
        &[3],
        vec![Command::PlayTactic {
            tactic: 0,
            targets: units(&[1]),
        }],
    );
    assert!(events.iter().any(|e| matches!(
        e,
        Event::DisciplineTest {
            roll: 3,
            bonus: 1,
            passed: true,
            ..
        }
    )));
    let (_, events) = one_hit_on_blue(&[], &[3], vec![]);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::DisciplineTest {
            roll: 3,
            bonus: 0,
            passed: false,
            ..
        }
    )));
}

#[test]
fn reroll_discipline_rolls_a_failed_test_again() {
    let (g, events) = one_hit_on_blue(
        &[("tenacity", 1)],
        &[2, 5],
        vec![Command::PlayTactic {
            tactic: 0,
            targets: units(&[1]),
        }],
    );
    assert!(events.iter().any(|e| matches!(
        e,
        Event::DisciplineTest {
            roll: 5,
            reroll: true,
            passed: true,
            ..
        }
    )));
    assert!(g.position().unit(id(1)).is_some());
}

#[test]
fn ignore_hits_ignores_a_hit() {
    let (_, events) = one_hit_on_blue(
        &[("stand_to_the_death", 1)],
        &[],
        vec![Command::PlayTactic {
            tactic: 0,
            targets: units(&[1]),
        }],
    );
    assert!(events.iter().any(|e| matches!(
        e,
        Event::HitIgnored {
            emplacement: false,
            ..
        }
    )));
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::DisciplineTest { .. })));
}

#[test]
fn an_advantage_drops_the_lowest_die() {
    let blue = vec![(inf(1, Side::A, &[]), 5.0, 5.0, NORTH)];
    let red = vec![(inf(11, Side::B, &[]), 5.0, 6.5, SOUTH)];
    let mut g = fight(
        blue,
        red,
        [&[("controlled_volleys", 2)], &[]],
        vec![],
        Side::A,
        &[1, 4, 6],
    );
    let events = play(
        &mut g,
        vec![Command::PlayTactic {
            tactic: 0,
            targets: units(&[1]),
        }],
    );
    let roll = roll_of(&events, Side::A);
    assert_eq!(
        (roll.dice, roll.advantages, roll.kept.clone()),
        (2, 1, vec![4, 6])
    );
}

#[test]
fn an_advantage_against_the_fortified_needs_an_enemy_in_a_village_or_emplacement() {
    let village = TerrainElement::new(
        TerrainKind::Village,
        Shape::rectangle(Point::new(4.0, 5.5), Point::new(6.0, 7.0)),
    );
    let (b, r) = duel(inf(1, Side::A, &[]), inf(11, Side::B, &[]));
    let mut g = fight(
        b.clone(),
        r.clone(),
        [&[("vive_le_roi", 2)], &[]],
        vec![village],
        Side::A,
        &[],
    );
    let events = play(
        &mut g,
        vec![Command::PlayTactic {
            tactic: 0,
            targets: units(&[1]),
        }],
    );
    assert_eq!(roll_of(&events, Side::A).advantages, 1);
    assert_eq!(
        roll_of(&events, Side::A).dice,
        3,
        "and a die against infantry"
    );
    let mut g = fight(b, r, [&[("vive_le_roi", 2)], &[]], vec![], Side::A, &[]);
    let events = play(
        &mut g,
        vec![Command::PlayTactic {
            tactic: 0,
            targets: units(&[1]),
        }],
    );
    assert_eq!(roll_of(&events, Side::A).advantages, 0);
}

#[test]
fn caracole_falls_back_after_hits_without_raising_the_price() {
    // Pistol cavalry firing? It has no fire here: give it carbines.
    let mut horse = cav(1, Side::A, &["pistols"]);
    horse.fire = Some((1, 1));
    let blue = vec![(horse, 5.0, 5.0, NORTH)];
    let red = vec![(inf(11, Side::B, &[]), 5.0, 6.0, SOUTH)];
    let mut g = fight(blue, red, [&[("caracole", 2)], &[]], vec![], Side::A, &[]);
    let before = g.position().unit(id(1)).unwrap().placement.centre;
    let events = play(
        &mut g,
        vec![Command::PlayTactic {
            tactic: 0,
            targets: units(&[1]),
        }],
    );
    let mut events = events;
    while g.step_kind() == StepKind::ResolveHits {
        let unit = if g.decider() == Some(Side::A) {
            id(1)
        } else {
            id(11)
        };
        events.extend(
            g.apply(Command::ResolveHit {
                unit,
                retreat: false,
            })
            .unwrap(),
        );
    }
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::UnitRetreated { unit, .. } if *unit == id(1))));
    if let Some(u) = g.position().unit(id(1)) {
        assert!(u.placement.centre.distance(before) > 0.99);
    }
}

// ------------------------------------------------------------- filters

#[test]
fn every_filter_condition_is_checked() {
    // unit_type: gallop is for cavalry.
    let (b, r) = duel(inf(1, Side::A, &[]), inf(11, Side::B, &[]));
    let g = fight(b, r, [&[("gallop", 2)], &[]], vec![], Side::A, &[]);
    assert!(matches!(
        g.check(&Command::PlayTactic {
            tactic: 0,
            targets: units(&[1])
        }),
        Err(RuleError::DoesNotMatchFilter { .. })
    ));
    // has_rule: caracole needs pistols.
    let (b, r) = duel(cav(1, Side::A, &[]), inf(11, Side::B, &[]));
    let g = fight(b, r, [&[("caracole", 2)], &[]], vec![], Side::A, &[]);
    assert!(matches!(
        g.check(&Command::PlayTactic {
            tactic: 0,
            targets: units(&[1])
        }),
        Err(RuleError::DoesNotMatchFilter { .. })
    ));
    // in_formation_with: tilly_battalia needs pikemen alongside.
    let (b, r) = duel(inf(1, Side::A, &[]), inf(11, Side::B, &[]));
    let g = fight(b, r, [&[("tilly_battalia", 2)], &[]], vec![], Side::A, &[]);
    assert!(matches!(
        g.check(&Command::PlayTactic {
            tactic: 0,
            targets: units(&[1])
        }),
        Err(RuleError::DoesNotMatchFilter { .. })
    ));
    // firing: controlled volleys is refused to a unit in contact.
    let (b, r) = duel(inf(1, Side::A, &[]), inf(11, Side::B, &[]));
    let g = fight(
        b,
        r,
        [&[("controlled_volleys", 2)], &[]],
        vec![],
        Side::A,
        &[],
    );
    assert!(matches!(
        g.check(&Command::PlayTactic {
            tactic: 0,
            targets: units(&[1])
        }),
        Err(RuleError::DoesNotMatchFilter { .. })
    ));
    // in_contact: bayonet_fine_fellow is refused to a unit firing.
    let blue = vec![(inf(1, Side::A, &[]), 5.0, 5.0, NORTH)];
    let red = vec![(inf(11, Side::B, &[]), 5.0, 6.5, SOUTH)];
    let g = fight(
        blue,
        red,
        [&[("bayonet_fine_fellow", 2)], &[]],
        vec![],
        Side::A,
        &[],
    );
    assert!(matches!(
        g.check(&Command::PlayTactic {
            tactic: 0,
            targets: units(&[1])
        }),
        Err(RuleError::DoesNotMatchFilter { .. })
    ));
    // engaged: inspire is refused to a unit in the combat but engaged with no one.
    let blue = vec![
        (inf(1, Side::A, &[]), 5.0, 5.0, NORTH),
        (inf(2, Side::A, &[]), 5.0, 3.9, SOUTH),
    ];
    let red = vec![(inf(11, Side::B, &[]), 5.0, 5.5, SOUTH)];
    let g = fight(blue, red, [&[("inspire", 2)], &[]], vec![], Side::A, &[]);
    assert!(matches!(
        g.check(&Command::PlayTactic {
            tactic: 0,
            targets: units(&[2])
        }),
        Err(RuleError::DoesNotMatchFilter { .. })
    ));
    assert!(g
        .check(&Command::PlayTactic {
            tactic: 0,
            targets: units(&[1])
        })
        .is_ok());
}

// --------------------------------------------------------------- turns

#[test]
fn turn_restrictions_hold_tactics_to_their_turn() {
    let (b, r) = duel(cav(1, Side::A, &[]), cav(11, Side::B, &[]));
    // gallop is for the active player; reserve_cavalry for the passive.
    let g = fight(
        b.clone(),
        r.clone(),
        [
            &[("gallop", 2), ("reserve_cavalry", 2), ("tenacity", 2)],
            &[],
        ],
        vec![],
        Side::A,
        &[],
    );
    assert!(g
        .check(&Command::PlayTactic {
            tactic: 0,
            targets: units(&[1])
        })
        .is_ok());
    assert!(matches!(
        g.check(&Command::PlayTactic {
            tactic: 1,
            targets: units(&[1])
        }),
        Err(RuleError::TacticNotThisTurn { .. })
    ));
    assert!(
        g.check(&Command::PlayTactic {
            tactic: 2,
            targets: units(&[1])
        })
        .is_ok(),
        "any turn"
    );
    let mut g = fight(
        b,
        r,
        [
            &[("gallop", 2), ("reserve_cavalry", 2), ("tenacity", 2)],
            &[],
        ],
        vec![],
        Side::B,
        &[],
    );
    if g.decider() == Some(Side::B) {
        g.apply(Command::PassTactics).unwrap();
    }
    assert!(matches!(
        g.check(&Command::PlayTactic {
            tactic: 0,
            targets: units(&[1])
        }),
        Err(RuleError::TacticNotThisTurn { .. })
    ));
    assert!(g
        .check(&Command::PlayTactic {
            tactic: 1,
            targets: units(&[1])
        })
        .is_ok());
}

// ------------------------------------------------------- special rules

#[test]
fn cavalry_in_broken_ground_and_non_light_units_in_very_broken_ground_have_disadvantages() {
    let wood = || {
        TerrainElement::new(
            TerrainKind::Wood,
            Shape::rectangle(Point::new(3.0, 3.0), Point::new(7.0, 5.2)),
        )
    };
    let (b, r) = duel(inf(1, Side::A, &[]), inf(11, Side::B, &[]));
    let mut g = fight(b, r, [&[], &[]], vec![wood()], Side::A, &[]);
    let events = play(&mut g, vec![]);
    assert_eq!(roll_of(&events, Side::A).disadvantages, 1, "not light");
    let (b, r) = duel(inf(1, Side::A, &["light"]), inf(11, Side::B, &[]));
    let mut g = fight(b, r, [&[], &[]], vec![wood()], Side::A, &[]);
    let events = play(&mut g, vec![]);
    assert_eq!(roll_of(&events, Side::A).disadvantages, 0, "light");
    let (b, r) = duel(cav(1, Side::A, &["light"]), inf(11, Side::B, &[]));
    let mut g = fight(b, r, [&[], &[]], vec![wood()], Side::A, &[]);
    let events = play(&mut g, vec![]);
    assert_eq!(
        roll_of(&events, Side::A).disadvantages,
        1,
        "cavalry, even light"
    );
}

#[test]
fn armor_gives_the_enemy_a_disadvantage_and_use_cover_an_advantage() {
    let (b, r) = duel(inf(1, Side::A, &[]), cav(11, Side::B, &["armor"]));
    let mut g = fight(b, r, [&[], &[]], vec![], Side::A, &[]);
    let events = play(&mut g, vec![]);
    assert_eq!(roll_of(&events, Side::A).disadvantages, 1);
    let vineyard = TerrainElement::new(
        TerrainKind::Vineyard,
        Shape::rectangle(Point::new(3.0, 3.0), Point::new(7.0, 5.2)),
    );
    let (b, r) = duel(inf(1, Side::A, &["use_cover"]), inf(11, Side::B, &[]));
    let mut g = fight(b, r, [&[], &[]], vec![vineyard], Side::A, &[]);
    let events = play(&mut g, vec![]);
    assert_eq!(roll_of(&events, Side::A).advantages, 1);
}

#[test]
fn veterans_gain_their_own_tactics_beyond_the_count() {
    let blue = vec![
        (inf(1, Side::A, &[]), 5.0, 5.0, NORTH),
        (inf(2, Side::A, &["veteran"]), 6.0, 5.0, NORTH),
    ];
    let red = vec![(inf(11, Side::B, &[]), 5.5, 5.5, SOUTH)];
    let mut g = fight(blue, red, [&[("inspire", 1)], &[]], vec![], Side::A, &[]);
    let events = play(
        &mut g,
        vec![Command::PlayTactic {
            tactic: 0,
            targets: units(&[1]),
        }],
    );
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::TacticPlayed { units, .. } if units == &vec![id(1), id(2)])));
    assert_eq!(roll_of(&events, Side::A).strength, 4, "both doubled");
}

#[test]
fn a_battery_bombards_and_other_units_do_not() {
    let guns = profile(1, Side::A, UnitType::Artillery, &["bombardment"]);
    let foot = inf(2, Side::A, &[]);
    let red = inf(11, Side::B, &[]);
    let placed = vec![
        at(&guns, 5.0, 3.0, NORTH),
        at(&foot, 8.0, 3.0, NORTH),
        at(&red, 5.0, 8.0, SOUTH),
    ];
    let g = game(
        army(vec![guns, foot], &["move"], &[]),
        army(vec![red], &["move"], &[]),
        placed,
        vec![],
        Side::A,
        &[3, 3, 3, 3],
    );
    assert_eq!(g.step_kind(), StepKind::Bombardment);
    use clouds_core::BombardTarget;
    assert!(g
        .check(&Command::Bombard {
            targets: vec![BombardTarget {
                battery: id(1),
                target: id(11)
            }]
        })
        .is_ok());
    assert!(matches!(
        g.check(&Command::Bombard {
            targets: vec![BombardTarget {
                battery: id(2),
                target: id(11)
            }]
        }),
        Err(RuleError::NotABattery { .. })
    ));
}

// -------------------------------------------------------------- assets

fn with_assets(assets: &[&str], rules: &[&str]) -> clouds_core::GameSetup {
    let mut a = army(
        (1..=8)
            .map(|n| inf(n, Side::A, if n == 1 { rules } else { &[] }))
            .collect(),
        &["move"],
        &[],
    );
    a.assets = assets
        .iter()
        .map(|n| AssetCopies {
            asset: asset(n),
            copies: 1,
        })
        .collect();
    let b = army(
        (11..=18).map(|n| inf(n, Side::B, &[])).collect(),
        &["move"],
        &[],
    );
    auto_deploy(
        clouds_core::Table::standard(),
        PerSide::new(a, b).into(),
        GameOptions::default(),
    )
    .unwrap()
}

#[test]
fn deployment_assets_shape_the_table() {
    let plain = with_assets(&[], &[]);
    // An emplacement around a unit of the forward line.
    let fortified = with_assets(&["field_emplacement"], &[]);
    let emplacements = |s: &clouds_core::GameSetup| {
        s.position
            .terrain()
            .iter()
            .filter(|e| e.traits.emplacement)
            .count()
    };
    assert_eq!((emplacements(&plain), emplacements(&fortified)), (0, 1));
    // Extra terrain: a hill of the army's choosing.
    let guided = with_assets(&["local_guides"], &[]);
    assert_eq!(
        guided.position.terrain().len(),
        plain.position.terrain().len() + 1
    );
    // Scouts (rule) and scouting (asset) stand in the forward line.
    let forward = |s: &clouds_core::GameSetup| {
        s.position
            .units()
            .iter()
            .filter(|u| u.side == Side::A && u.placement.centre.y > 4.0)
            .count()
    };
    assert_eq!(forward(&plain), 0);
    assert_eq!(forward(&with_assets(&[], &["scouts"])), 1);
    assert_eq!(forward(&with_assets(&["forward_scouts"], &[])), 2);
    // Deployment bonus: the holder deploys last.
    assert_eq!(plain.deployed_first, Side::A);
    assert_eq!(
        with_assets(&["reconnaissance"], &[]).deployed_first,
        Side::B
    );
    // A sub-commander is a second commander.
    let sub = with_assets(&["sub_commander"], &[]);
    assert_eq!(
        sub.commanders
            .iter()
            .filter(|c| c.side == Side::A && c.sub)
            .count(),
        1
    );
}

#[test]
fn scouts_beyond_the_room_of_the_forward_line_stand_with_the_main_body() {
    // Fourteen scouts and two emplacements (each holding one of them, at
    // x 10 and 8): of the forward line's ten scout places 2 UW apart, the
    // ones at x 7, 9 and 11 would touch an emplacement, so seven of the
    // twelve other scouts go forward and five join the main body; the
    // position is valid (no unit overlaps another or an emplacement).
    let mut a = army(
        (1..=16)
            .map(|n| inf(n, Side::A, if n <= 14 { &["scouts"] } else { &[] }))
            .collect(),
        &["move"],
        &[],
    );
    a.assets = vec![AssetCopies {
        asset: asset("field_emplacement"),
        copies: 2,
    }];
    let b = army(vec![inf(20, Side::B, &[])], &["move"], &[]);
    let setup = auto_deploy(
        clouds_core::Table::standard(),
        PerSide::new(a, b).into(),
        GameOptions::default(),
    )
    .expect("a crowded army still deploys");
    let forward: Vec<f64> = setup
        .position
        .units()
        .iter()
        .filter(|u| u.side == Side::A && u.placement.centre.y > 4.0)
        .map(|u| u.placement.centre.x)
        .collect();
    assert_eq!(forward.len(), 2 + 7, "two emplaced units and seven scouts");
    for x in [7.0, 9.0, 11.0] {
        assert!(
            !forward.contains(&x),
            "no scout beside an emplacement at {x}"
        );
    }
    assert_eq!(
        setup
            .position
            .units()
            .iter()
            .filter(|u| u.side == Side::A)
            .count(),
        16,
        "every unit is on the table"
    );
}

#[test]
fn an_army_too_big_for_the_table_is_refused_naming_each_side_that_overflows() {
    // A competent commander's four columns in up to six ranks hold 72
    // units with a spare UW at each edge; a bigger army closes up into
    // fewer columns, at the most one column of six ranks of 20 across the
    // 20 UW table: 120 units, no more.
    let deploy = |a: usize, b: usize| {
        auto_deploy(
            clouds_core::Table::standard(),
            PerSide::new(
                army(
                    (1..=a as u32).map(|n| inf(n, Side::A, &[])).collect(),
                    &["move"],
                    &[],
                ),
                army(
                    (1..=b as u32)
                        .map(|n| inf(1000 + n, Side::B, &[]))
                        .collect(),
                    &["move"],
                    &[],
                ),
            )
            .into(),
            GameOptions::default(),
        )
    };
    let fits = deploy(100, 120).expect("100 and 120 units fit");
    let ranks_of = |side: Side| {
        let mut ys: Vec<i64> = fits
            .position
            .units()
            .iter()
            .filter(|u| u.side == side)
            .map(|u| (u.placement.centre.y * 4.0).round() as i64)
            .collect();
        ys.sort_unstable();
        ys.dedup();
        ys.len()
    };
    assert_eq!((ranks_of(Side::A), ranks_of(Side::B)), (6, 6));
    match deploy(121, 130) {
        Err(SetupError::ZoneFull { sides }) => {
            assert_eq!(sides, vec![(Side::A, 121), (Side::B, 130)]);
        }
        other => panic!("expected ZoneFull, got {other:?}"),
    }
    match deploy(120, 130) {
        Err(SetupError::ZoneFull { sides }) => assert_eq!(sides, vec![(Side::B, 130)]),
        other => panic!("expected ZoneFull, got {other:?}"),
    }
}

#[test]
fn an_emplaced_unit_ignores_one_hit_a_turn() {
    let emplacement = TerrainElement::new(
        TerrainKind::Emplacement,
        Shape::rectangle(Point::new(4.45, 4.7), Point::new(5.55, 5.25)),
    );
    let (b, r) = duel(inf(1, Side::A, &[]), inf(11, Side::B, &[]));
    let dice = [1, 1, 4, 5];
    let mut g = fight(b, r, [&[], &[]], vec![emplacement], Side::A, &dice);
    let events = play(&mut g, vec![]);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::HitIgnored {
            emplacement: true,
            ..
        }
    )));
}

#[test]
fn morale_and_rating_assets_count() {
    let cat = catalog();
    let faction = cat
        .factions()
        .find(|f| {
            f.asset(&"good_maps".into()).is_some()
                && f.asset(&"regimental_colours".into()).is_some()
        })
        .unwrap();
    let mut roster = clouds_core::Roster::new(faction.id.clone(), "t", 500);
    roster.commander = Some(clouds_core::Skill::Competent);
    roster.units.push(clouds_core::UnitCount {
        unit: faction.units[0].id.clone(),
        count: 3,
    });
    let plain = clouds_core::army_from_roster(cat, &roster, Side::A, 1).unwrap();
    let mut richer = roster.clone();
    for a in ["good_maps", "regimental_colours"] {
        richer.assets.push(clouds_core::AssetCount {
            asset: a.into(),
            copies: 1,
        });
    }
    let rich = clouds_core::army_from_roster(cat, &richer, Side::A, 1).unwrap();
    assert_eq!(rich.morale, plain.morale + 2);
    assert_eq!(rich.strategic_rating, plain.strategic_rating + 1);
    // The rating decides the first player: A rolls 3 and B 4, but A's +1 ties, then...
    let summary = summarize(&richer, faction, &cat.glossary);
    assert_eq!(summary.strategic_rating(), rich.strategic_rating);
}

#[test]
fn the_strategic_rating_decides_who_goes_first_and_untrained_lowers_it() {
    let (b, r) = duel(inf(1, Side::A, &[]), inf(11, Side::B, &[]));
    let placed = vec![at(&b[0].0, 5.0, 2.0, NORTH), at(&r[0].0, 5.0, 13.0, SOUTH)];
    let mut a = army(vec![b[0].0.clone()], &["move"], &[]);
    let bb = army(vec![r[0].0.clone()], &["move"], &[]);
    a.strategic_rating = 6;
    let options = GameOptions::default();
    let mut setup = setup_with(a.clone(), bb, placed, vec![], Side::A, options, vec![], &[]);
    setup.options.first = clouds_core::FirstPlayer::Roll;
    let started = Game::with_scripted_dice(setup.clone(), [3, 4, 2, 2, 2, 2]).unwrap();
    assert_eq!(started.active(), Side::A, "3 + 6 beats 4 + 4");
    a.strategic_rating = 3;
    setup.armies[PlayerId::lead(Side::A)] = a;
    let started = Game::with_scripted_dice(setup, [3, 4, 2, 2, 2, 2]).unwrap();
    assert_eq!(started.active(), Side::B);
    // Untrained: a third of the army lowers the rating by one.
    let cat = catalog();
    let faction = cat
        .factions()
        .find(|f| {
            f.units
                .iter()
                .any(|u| u.has_rule(&RuleId::new("untrained")))
        })
        .unwrap();
    let untrained = faction
        .units
        .iter()
        .find(|u| u.has_rule(&RuleId::new("untrained")))
        .unwrap();
    let other = faction
        .units
        .iter()
        .find(|u| {
            !u.has_rule(&RuleId::new("untrained"))
                && !u.has_rule(&RuleId::new("veteran"))
                && !u.has_rule(&RuleId::new("light"))
                && u.unit_type(&cat.glossary) == Some(UnitType::Infantry)
        })
        .unwrap();
    let mut roster = clouds_core::Roster::new(faction.id.clone(), "t", 500);
    roster.commander = Some(clouds_core::Skill::Competent);
    roster.units.push(clouds_core::UnitCount {
        unit: other.id.clone(),
        count: 6,
    });
    let before = clouds_core::army_from_roster(cat, &roster, Side::A, 1)
        .unwrap()
        .strategic_rating;
    roster.units.push(clouds_core::UnitCount {
        unit: untrained.id.clone(),
        count: 3,
    });
    let after = clouds_core::army_from_roster(cat, &roster, Side::A, 1)
        .unwrap()
        .strategic_rating;
    assert_eq!(after, before - 1);
    let _ = (TableUnitId(0), RetreatDirection::Back);
}
