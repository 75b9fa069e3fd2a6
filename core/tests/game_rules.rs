//! One focused test for each rule of bombardment and combat that the
//! rulebook's worked examples leave unpinned: where a battery may shoot and
//! from where, its least die, the closest weapon, flanking, the count of
//! hits, retreats and the price, discipline tests, broken units, merged
//! combats, the start combat marker and the end of a combat. Every test
//! scripts its dice and checks the numbers the rules give.

mod game_support;

use clouds_core::UnitType;
use clouds_core::{
    legal_commands, BatteryReason, BatteryState, BatteryStatus, BombardModifier, BombardTarget,
    BreakReason, CombatRoll, Command, Event, Game, GameOptions, GameSetup, Lang, MoraleCause,
    PassReason, PerSide, RuleError, StepKind, UnitProfile,
};
use clouds_core::{Point, RetreatDirection, Shape, Side, TerrainElement, TerrainKind};
use game_support::*;

// ------------------------------------------------------------- helpers

type Placed = (UnitProfile, f64, f64, f64);

fn inf(n: u32, side: Side) -> UnitProfile {
    profile(n, side, UnitType::Infantry, &[])
}

fn guns(n: u32, side: Side) -> UnitProfile {
    profile(n, side, UnitType::Artillery, &["bombardment"])
}

fn rect(kind: TerrainKind, x0: f64, y0: f64, x1: f64, y1: f64) -> TerrainElement {
    TerrainElement::new(
        kind,
        Shape::rectangle(Point::new(x0, y0), Point::new(x1, y1)),
    )
}

/// A game with side A to play first. Both armies get 20 morale, so that a
/// broken unit or a lost combat shows as a change and never ends the game.
fn table(blue: Vec<Placed>, red: Vec<Placed>, terrain: Vec<TerrainElement>, dice: &[u8]) -> Game {
    start(table_setup(blue, red, terrain, &[]), dice)
}

/// The setup of [`table`], with combat markers already down at `markers`.
fn table_setup(
    blue: Vec<Placed>,
    red: Vec<Placed>,
    terrain: Vec<TerrainElement>,
    markers: &[Point],
) -> GameSetup {
    let placed = blue
        .iter()
        .chain(&red)
        .map(|(p, x, y, f)| at(p, *x, *y, *f))
        .collect();
    let mut a = army(blue.into_iter().map(|b| b.0).collect(), &["move"], &[]);
    let mut b = army(red.into_iter().map(|r| r.0).collect(), &["move"], &[]);
    a.morale = 20;
    b.morale = 20;
    setup_with(
        a,
        b,
        placed,
        terrain,
        Side::A,
        GameOptions::default(),
        Vec::new(),
        markers,
    )
}

/// Side A rolls its action dice (four 2s: no risk, no scenario six), plays
/// nothing and starts combat; `dice` come next, then plenty of 3s. The
/// game and the events of the start combat command (the only combat runs
/// on by itself up to its first decision).
fn to_combat(
    blue: Vec<Placed>,
    red: Vec<Placed>,
    terrain: Vec<TerrainElement>,
    dice: &[u8],
) -> (Game, Vec<Event>) {
    let mut all = vec![2, 2, 2, 2];
    all.extend_from_slice(dice);
    all.extend(std::iter::repeat_n(3, 60));
    let mut g = table(blue, red, terrain, &all);
    assert_eq!(g.step_kind(), StepKind::RollDice);
    g.apply(Command::RollActionDice).unwrap();
    g.apply(Command::EndActions).unwrap();
    let events = g.apply(Command::StartCombat).unwrap();
    (g, events)
}

fn roll_of(events: &[Event], side: Side) -> CombatRoll {
    events_of(events, |e| match e {
        Event::CombatRolled(r) if r.side == side => Some(r.clone()),
        _ => None,
    })
    .pop()
    .expect("a combat roll")
}

fn hits_scored(events: &[Event]) -> Vec<(Side, u32)> {
    events_of(events, |e| match e {
        Event::HitsScored { on, hits } => Some((*on, *hits)),
        _ => None,
    })
}

fn morale_lost(events: &[Event]) -> Vec<(Side, u32, MoraleCause)> {
    morale_lost_for(events, |_| true)
}

fn broken_units_cost(events: &[Event]) -> Vec<(Side, u32, MoraleCause)> {
    morale_lost_for(events, |c| matches!(c, MoraleCause::UnitBroken { .. }))
}

fn morale_lost_for(
    events: &[Event],
    cause: impl Fn(&MoraleCause) -> bool,
) -> Vec<(Side, u32, MoraleCause)> {
    events_of(events, |e| match e {
        Event::MoraleLost {
            side,
            amount,
            cause: c,
            ..
        } if cause(c) => Some((*side, *amount, *c)),
        _ => None,
    })
}

fn bombard(battery: u32, target: u32) -> Command {
    Command::Bombard {
        targets: vec![BombardTarget {
            battery: id(battery),
            target: id(target),
        }],
    }
}

// --------------------------------------------------------- bombardment

#[test]
fn a_battery_may_bombard_only_a_target_in_its_arc_and_within_its_range() {
    // Guns at (5, 3) facing north, range 6: their front side runs along
    // y = 3.25 from x = 4.5 to 5.5.
    let battery = guns(1, Side::A);
    let ahead = inf(11, Side::B); // near edge on y = 9.25: exactly 6 UW
    let aside = inf(12, Side::B); // about 4 UW away, but off to the east
    let beyond = inf(13, Side::B); // in the arc, about 6.8 UW away
    let g = table(
        vec![(battery, 5.0, 3.0, NORTH)],
        vec![
            (ahead, 5.0, 9.5, SOUTH),
            (aside, 10.0, 4.0, SOUTH),
            (beyond, 2.0, 10.0, SOUTH),
        ],
        vec![],
        &[1; 12],
    );
    assert_eq!(g.step_kind(), StepKind::Bombardment);
    let check = |t: u32| g.position().bombardment_check(id(1), id(t)).unwrap();

    let ahead = check(11);
    assert!(ahead.in_arc && ahead.in_range, "{ahead:?}");
    assert!(
        (ahead.range - 6.0).abs() < 1e-9,
        "exactly the range is in range"
    );
    assert_eq!(g.check(&bombard(1, 11)), Ok(()));

    let aside = check(12);
    assert!(!aside.in_arc && aside.in_range, "{aside:?}");
    assert_eq!(
        g.check(&bombard(1, 12)),
        Err(RuleError::TargetOutOfReach {
            battery: id(1),
            target: id(12)
        })
    );

    let beyond = check(13);
    assert!(beyond.in_arc && !beyond.in_range, "{beyond:?}");
    assert!(beyond.range > 6.0);
    assert_eq!(
        g.check(&bombard(1, 13)),
        Err(RuleError::TargetOutOfReach {
            battery: id(1),
            target: id(13)
        })
    );
}

#[test]
fn a_battery_always_rolls_at_least_one_die_however_low_its_modifiers() {
    // A lone cavalry unit wholly inside an emplacement: −1 for the
    // emplacement and −1 for a formation all of cavalry. A battery of power
    // 2 comes to 0 dice and one of power 1 to −1: each still rolls one.
    let mut heavy = guns(1, Side::A);
    heavy.bombardment = Some((6, 2));
    let mut light = guns(2, Side::A);
    light.bombardment = Some((6, 1));
    let horse = profile(11, Side::B, UnitType::Cavalry, &[]);
    let emplacement = rect(TerrainKind::Emplacement, 5.45, 7.7, 6.55, 8.3);
    let mut g = table(
        vec![(heavy, 5.0, 3.0, NORTH), (light, 7.0, 3.0, NORTH)],
        vec![(horse, 6.0, 8.0, SOUTH)],
        vec![emplacement],
        &[6, 5],
    );
    assert!(g.position().wholly_in(id(11), 0));
    let events = g
        .apply(Command::Bombard {
            targets: vec![
                BombardTarget {
                    battery: id(1),
                    target: id(11),
                },
                BombardTarget {
                    battery: id(2),
                    target: id(11),
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
    assert_eq!(dice, vec![(1, 2, -2, 1), (2, 1, -2, 1)]);
    // Each battery's modifiers by name, and the log names them.
    let said: Vec<(Vec<BombardModifier>, String, String)> = events_of(&events, |e| match e {
        Event::BombardmentDice { modifiers, .. } => Some((
            modifiers.clone(),
            e.describe(&g.names(Lang::En)),
            e.describe(&g.names(Lang::Ru)),
        )),
        _ => None,
    });
    let both = vec![
        BombardModifier::AllEmplaced,
        BombardModifier::AllMountedOrGuns,
    ];
    assert_eq!(said[0].0, both);
    assert_eq!(said[1].0, both);
    let name = |lang| g.names(lang).unit(id(1));
    assert_eq!(
        said[0].1,
        format!(
            "{} bombards: power 2, modifiers \u{2212}2 (all in emplacements \u{2212}1, all cavalry or guns \u{2212}1), 1 die.",
            name(Lang::En)
        )
    );
    assert_eq!(
        said[0].2,
        format!(
            "Отряд «{}» ведёт бомбардировку: сила 2, поправки \u{2212}2 (все в укреплениях \u{2212}1, только конница и пушки \u{2212}1), 1 кубик.",
            name(Lang::Ru)
        )
    );
    let rolled: Vec<(Vec<u8>, u32, u32)> = events_of(&events, |e| match e {
        Event::BombardmentRolled {
            rolled,
            total,
            losses,
            ..
        } => Some((rolled.clone(), *total, *losses)),
        _ => None,
    });
    assert_eq!(rolled, vec![(vec![6, 5], 11, 1)], "two dice in all");
}

#[test]
fn a_battery_in_a_village_or_in_very_broken_ground_cannot_bombard() {
    // Three batteries, each with a target 4.5 UW straight ahead. The
    // second stands with its rear half in a village, the third with its
    // rear in a stream (very broken, and not cover): both front corners are
    // outside, so their lines are clear and only the ground stops them.
    let village = rect(TerrainKind::Village, 7.0, 2.0, 9.0, 3.0);
    let stream = rect(TerrainKind::Stream, 12.0, 2.0, 14.0, 2.9);
    let g = table(
        vec![
            (guns(1, Side::A), 3.0, 3.0, NORTH),
            (guns(2, Side::A), 8.0, 3.0, NORTH),
            (guns(3, Side::A), 13.0, 3.0, NORTH),
        ],
        vec![
            (inf(11, Side::B), 3.0, 8.0, SOUTH),
            (inf(12, Side::B), 8.0, 8.0, SOUTH),
            (inf(13, Side::B), 13.0, 8.0, SOUTH),
        ],
        vec![village, stream],
        &[1; 12],
    );
    assert_eq!(g.position().terrain_of(id(2)), vec![0]);
    assert_eq!(g.position().terrain_of(id(3)), vec![1]);
    for (battery, target) in [(2, 12), (3, 13)] {
        let line = g
            .position()
            .bombardment_check(id(battery), id(target))
            .unwrap();
        assert!(line.in_line_of_fire(), "{line:?}");
    }
    assert_eq!(g.check(&bombard(1, 11)), Ok(()));
    assert_eq!(
        g.check(&bombard(2, 12)),
        Err(RuleError::BatteryInTerrain {
            battery: id(2),
            element: 0
        })
    );
    assert_eq!(
        g.check(&bombard(3, 13)),
        Err(RuleError::BatteryInTerrain {
            battery: id(3),
            element: 1
        })
    );
    // Only the battery in the open is offered.
    assert_eq!(g.batteries_ready(), [(id(1), id(11))]);
}

#[test]
fn a_battery_an_enemy_has_in_its_line_of_fire_cannot_bombard() {
    // Guns at (5, 3) facing north with a target 5 UW ahead. Red musketeers
    // at (7.5, 3) face west: the guns stand 1.75 UW ahead of them, in their
    // arc and musket range; they stand outside the guns' arc. Fire contact
    // one way is enough (003): the guns may not bombard. A second battery
    // far off, free to bombard, keeps the step open.
    let g = table(
        vec![
            (guns(1, Side::A), 5.0, 3.0, NORTH),
            (guns(2, Side::A), 15.0, 3.0, NORTH),
        ],
        vec![
            (inf(11, Side::B), 5.0, 8.0, SOUTH),
            (inf(12, Side::B), 7.5, 3.0, WEST),
            (inf(13, Side::B), 15.0, 8.0, SOUTH),
        ],
        vec![],
        &[1; 12],
    );
    assert!(!g.position().in_line_of_fire(id(1), id(12)));
    assert!(g.position().in_line_of_fire(id(12), id(1)));
    assert_eq!(
        g.check(&bombard(1, 11)),
        Err(RuleError::BatteryEngaged {
            battery: id(1),
            enemy: id(12)
        })
    );
    assert_eq!(g.batteries_ready(), [(id(2), id(13))]);
    // Without the musketeers, the same guns bombard.
    let free = table(
        vec![(guns(1, Side::A), 5.0, 3.0, NORTH)],
        vec![(inf(11, Side::B), 5.0, 8.0, SOUTH)],
        vec![],
        &[1; 12],
    );
    assert_eq!(free.check(&bombard(1, 11)), Ok(()));
}

#[test]
fn every_battery_at_the_bombardment_step_says_whether_it_may_bombard_and_why_not() {
    // Four Blue batteries: one free with a target ahead; one in a village;
    // one engaged (Red musketeers beside it have it in their line of
    // fire); one facing its own edge, with no enemy in its arc.
    let village = rect(TerrainKind::Village, 7.0, 2.0, 9.0, 3.0);
    let g = table(
        vec![
            (guns(1, Side::A), 3.0, 3.0, NORTH),
            (guns(2, Side::A), 8.0, 3.0, NORTH),
            (guns(3, Side::A), 13.0, 3.0, NORTH),
            (guns(4, Side::A), 18.0, 3.0, SOUTH),
        ],
        vec![
            (inf(11, Side::B), 3.0, 8.0, SOUTH),
            (inf(12, Side::B), 8.0, 8.0, SOUTH),
            (inf(13, Side::B), 15.5, 3.0, WEST),
        ],
        vec![village],
        &[1; 12],
    );
    assert_eq!(g.step_kind(), StepKind::Bombardment);
    let states = g.battery_states();
    let range = g
        .position()
        .unit(id(4))
        .unwrap()
        .facts
        .bombardment_range
        .unwrap();
    assert_eq!(
        states,
        vec![
            BatteryState {
                battery: id(1),
                status: BatteryStatus::MayBombard {
                    targets: vec![id(11)]
                },
            },
            BatteryState {
                battery: id(2),
                status: BatteryStatus::MayNot {
                    why: BatteryReason::Refused {
                        error: RuleError::BatteryInTerrain {
                            battery: id(2),
                            element: 0
                        }
                    }
                },
            },
            BatteryState {
                battery: id(3),
                status: BatteryStatus::MayNot {
                    why: BatteryReason::Refused {
                        error: RuleError::BatteryEngaged {
                            battery: id(3),
                            enemy: id(13)
                        }
                    }
                },
            },
            BatteryState {
                battery: id(4),
                status: BatteryStatus::MayNot {
                    why: BatteryReason::NothingInReach {
                        battery: id(4),
                        range
                    }
                },
            },
        ]
    );
    // The batteries that may bombard are those the step offers.
    let may: Vec<_> = states
        .iter()
        .filter_map(|s| match &s.status {
            BatteryStatus::MayBombard { targets } => Some((s.battery, targets.clone())),
            BatteryStatus::MayNot { .. } => None,
        })
        .collect();
    assert_eq!(may, g.bombardment_options());
    // Each reason in both languages, naming the battery.
    let BatteryStatus::MayNot { why } = &states[3].status else {
        unreachable!()
    };
    let (en, ru) = (g.names(Lang::En), g.names(Lang::Ru));
    assert_eq!(
        why.describe(&en),
        format!("{} has no target: no enemy formation stands within its arc and range ({range} UW) with a line of fire to it.", en.unit(id(4)))
    );
    assert_eq!(
        why.describe(&ru),
        format!("У отряда «{}» нет цели: в его секторе и в пределах дальности ({range} UW) нет вражеского построения, до которого есть линия огня.", ru.unit(id(4)))
    );
    let BatteryStatus::MayNot { why } = &states[1].status else {
        unreachable!()
    };
    assert!(
        why.describe(&en).contains("cannot bombard from Village"),
        "{}",
        why.describe(&en)
    );
    assert!(
        why.describe(&ru).contains("не может вести бомбардировку"),
        "{}",
        why.describe(&ru)
    );
    // At any other step there is nothing to list.
    let mut later = g.clone();
    later.apply(Command::Bombard { targets: vec![] }).unwrap();
    assert!(later.battery_states().is_empty());
}

#[test]
fn a_side_whose_batteries_may_not_bombard_passes_the_step_and_the_log_says_why() {
    // Blue's only battery stands in a village: the game goes straight on
    // to the action dice (no decision is asked), and the log says why.
    let village = rect(TerrainKind::Village, 7.0, 2.0, 9.0, 3.0);
    let blue = vec![(guns(2, Side::A), 8.0, 3.0, NORTH)];
    let red = vec![(inf(12, Side::B), 8.0, 8.0, SOUTH)];
    let g = table(blue.clone(), red.clone(), vec![village], &[1; 12]);
    assert_eq!(g.step_kind(), StepKind::RollDice);
    let passed: Vec<&Event> = g
        .log()
        .iter()
        .filter(|e| matches!(e, Event::PassedByItself { .. }))
        .collect();
    assert_eq!(
        passed,
        [&Event::PassedByItself {
            side: Side::A,
            why: PassReason::NoBatteryCanBombard
        }]
    );
    let en = passed[0].describe(&g.names(Lang::En));
    let ru = passed[0].describe(&g.names(Lang::Ru));
    assert!(
        en.starts_with("Blue: no battery may bombard this turn"),
        "{en}"
    );
    assert!(
        ru.starts_with("Синие: ни одна батарея не может вести бомбардировку"),
        "{ru}"
    );
    // A side without guns has nothing to explain; nor does a goldfish,
    // which never bombards.
    let no_guns = table(
        vec![(inf(1, Side::A), 8.0, 3.0, NORTH)],
        red.clone(),
        vec![],
        &[1; 12],
    );
    assert!(!no_guns
        .log()
        .iter()
        .any(|e| matches!(e, Event::PassedByItself { .. })));
    let mut setup = table_setup(blue, red, vec![], &[]);
    setup.options.goldfish = Some(Side::A);
    let goldfish = start(setup, &[1; 12]);
    assert!(!goldfish
        .log()
        .iter()
        .any(|e| matches!(e, Event::PassedByItself { .. })));
}

#[test]
fn russian_sentences_put_names_in_apposition_so_none_needs_declining() {
    // A unit whose name is plural ("…полки") takes a singular verb only
    // through «Отряд «…»»; after a preposition it needs a noun in the
    // right case; a commander is «полководец синих», never «полководец
    // стороны Синие» nor «командир».
    let mut musketeers = inf(6, Side::A);
    musketeers.name = clouds_core::Text::new("Musketeer regiments", "Мушкетёрские полки");
    let g = table(
        vec![
            (musketeers, 3.0, 3.0, NORTH),
            (inf(7, Side::A), 6.0, 3.0, NORTH),
        ],
        vec![(inf(11, Side::B), 3.0, 8.0, SOUTH)],
        vec![],
        &[1; 12],
    );
    let ru = g.names(Lang::Ru);
    let moved = Event::UnitMoved {
        unit: id(6),
        kind: clouds_core::MoveKind::Simple,
        from: Point::new(3.0, 3.0),
        to: Point::new(3.0, 5.0),
        facing: 0.0,
        distance: 2.0,
    };
    assert!(
        moved
            .describe(&ru)
            .starts_with("Отряд «Мушкетёрские полки 6» проходит 2.0 UW"),
        "{}",
        moved.describe(&ru)
    );
    let broken = Event::UnitBroken {
        unit: id(6),
        side: Side::A,
        reason: BreakReason::FailedDiscipline,
    };
    assert_eq!(
        broken.describe(&ru),
        "Отряд «Мушкетёрские полки 6» уничтожен."
    );
    let on_friend = clouds_core::MoveError::EndsOnFriend {
        unit: id(7),
        friend: id(6),
    };
    assert!(
        on_friend
            .describe(&ru)
            .contains("остановился бы на отряде «Мушкетёрские полки 6»"),
        "{}",
        on_friend.describe(&ru)
    );
    let commander = g.commanders()[0].id;
    assert_eq!(ru.commander(commander), "полководец синих");
    assert_eq!(
        g.names(Lang::En).commander(commander),
        "the commander of Blue"
    );
    let unknown = RuleError::UnknownCommander {
        commander: clouds_core::CommanderId(99),
    };
    assert_eq!(
        unknown.describe(&ru),
        "На столе нет такого полководца: полководец 99."
    );
}

// ---------------------------------------------------------- emplacements

/// The emplacement the pre-game sets around a unit at (`x`, `y`) facing
/// `facing`: its base grown by 0.1 UW on every side.
fn works_around(x: f64, y: f64, facing: f64) -> TerrainElement {
    TerrainElement::new(
        TerrainKind::Emplacement,
        Shape::oriented_rectangle(Point::new(x, y), facing, 0.7, 1.2),
    )
}

fn turned(facing: f64, degrees: f64) -> f64 {
    facing + degrees.to_radians()
}

/// Blue infantry, emplaced at (5, 5) facing north, stands at `blue_at`
/// facing `facing`; red fires at it from 1.3 UW ahead. Blue rolls 1 + 1
/// (+1 = 3), red 4 + 5 (+1 = 10): one hit on blue. The events of the
/// start of the combat.
fn emplaced_blue_takes_a_hit(blue_at: (f64, f64), facing: f64) -> Vec<Event> {
    let (_, events) = to_combat(
        vec![(inf(1, Side::A), blue_at.0, blue_at.1, facing)],
        vec![(inf(11, Side::B), 5.0, 6.3, SOUTH)],
        vec![works_around(5.0, 5.0, NORTH)],
        &[1, 1, 4, 5],
    );
    assert_eq!(hits_scored(&events), vec![(Side::A, 1), (Side::B, 0)]);
    events
}

fn emplacement_ignored_a_hit(events: &[Event]) -> bool {
    events.iter().any(|e| {
        matches!(
            e,
            Event::HitIgnored {
                emplacement: true,
                ..
            }
        )
    })
}

#[test]
fn a_unit_turned_in_its_emplacement_still_ignores_a_hit_and_one_moved_out_does_not() {
    let in_place = emplaced_blue_takes_a_hit((5.0, 5.0), NORTH);
    assert!(emplacement_ignored_a_hit(&in_place));
    // Turned 30° where it stands: its corners stick out of the outline,
    // and it still ignores the hit (the rulebook's FAQ).
    let turned_in_place = emplaced_blue_takes_a_hit((5.0, 5.0), turned(NORTH, 30.0));
    assert!(emplacement_ignored_a_hit(&turned_in_place));
    // Moved 1 UW aside: still partly in the emplacement, but not in it.
    let moved_out = emplaced_blue_takes_a_hit((6.0, 5.0), NORTH);
    assert!(!emplacement_ignored_a_hit(&moved_out));
}

/// Blue guns at (6, 3) facing north bombard red guns emplaced at (6, 8)
/// facing south, standing at `red_at` facing `facing`: the modifiers the
/// target gives.
fn bombarding_emplaced_guns(red_at: (f64, f64), facing: f64) -> Vec<BombardModifier> {
    let mut g = table(
        vec![(guns(1, Side::A), 6.0, 3.0, NORTH)],
        vec![(guns(11, Side::B), red_at.0, red_at.1, facing)],
        vec![works_around(6.0, 8.0, SOUTH)],
        &[3; 12],
    );
    assert_eq!(g.step_kind(), StepKind::Bombardment);
    let events = g.apply(bombard(1, 11)).unwrap();
    events_of(&events, |e| match e {
        Event::BombardmentDice { modifiers, .. } => Some(modifiers.clone()),
        _ => None,
    })
    .pop()
    .expect("the battery's dice")
}

#[test]
fn guns_turned_in_their_emplacement_still_give_bombardment_minus_one_and_moved_out_do_not() {
    let emplaced = vec![
        BombardModifier::AllEmplaced,
        BombardModifier::AllMountedOrGuns,
    ];
    assert_eq!(bombarding_emplaced_guns((6.0, 8.0), SOUTH), emplaced);
    assert_eq!(
        bombarding_emplaced_guns((6.0, 8.0), turned(SOUTH, 30.0)),
        emplaced
    );
    // 1 UW out, towards the bombarding guns: no −1.
    assert_eq!(
        bombarding_emplaced_guns((6.0, 7.0), SOUTH),
        vec![BombardModifier::AllMountedOrGuns]
    );
}

/// `(x, y)` turned `degrees` about (`cx`, `cy`).
fn turned_about(cx: f64, cy: f64, (x, y): (f64, f64), degrees: f64) -> (f64, f64) {
    let (sin, cos) = degrees.to_radians().sin_cos();
    let (dx, dy) = (x - cx, y - cy);
    (cx + dx * cos - dy * sin, cy + dx * sin + dy * cos)
}

/// Blue guns at (10, 3) facing north, in an emplacement made around them
/// or not; red infantry ahead at (10, 7) and aside at (13.5, 7), facing
/// them. The whole picture but the emplacement is turned `degrees` about
/// the guns (the guns turned where they stand). Whether the guns may
/// bombard the one ahead and the one aside, and whether the one aside is
/// in the guns' arc of fire (for engagement).
fn bombards_ahead_and_aside(emplaced: bool, degrees: f64) -> (bool, bool, bool) {
    let place = |x, y| turned_about(10.0, 3.0, (x, y), degrees);
    let (ahead, aside) = (place(10.0, 7.0), place(13.5, 7.0));
    let facing = turned(NORTH, degrees);
    let terrain = if emplaced {
        vec![works_around(10.0, 3.0, NORTH)]
    } else {
        vec![]
    };
    let g = table(
        vec![(guns(1, Side::A), 10.0, 3.0, facing)],
        vec![
            (inf(11, Side::B), ahead.0, ahead.1, turned(SOUTH, degrees)),
            (inf(12, Side::B), aside.0, aside.1, turned(SOUTH, degrees)),
        ],
        terrain,
        &[3; 12],
    );
    assert_eq!(g.step_kind(), StepKind::Bombardment);
    assert_eq!(g.position().in_emplacement(id(1)), emplaced);
    let in_bombardment_arc = g
        .position()
        .bombardment_check(id(1), id(12))
        .unwrap()
        .in_arc;
    let reaches_aside = g.check(&bombard(1, 12)).is_ok();
    assert_eq!(in_bombardment_arc, reaches_aside);
    let fire_arc = g.position().fire_check(id(1), id(12)).unwrap().in_arc;
    (g.check(&bombard(1, 11)).is_ok(), reaches_aside, fire_arc)
}

#[test]
fn a_battery_in_an_emplacement_bombards_only_in_a_45_degree_arc() {
    // The guns' front side runs along y = 3.25 from x = 9.5 to 10.5. The
    // ordinary arc's rays turn 45° outward from its corners: the target
    // aside (x 13…14, y 6.75…7.25, about 4.3 UW away) is in it where
    // |x − 10| ≤ 0.5 + (y − 3.25). From an emplacement they turn 22.5°:
    // |x − 10| ≤ 0.5 + 0.414 (y − 3.25), at most 2.16 there: not in it.
    assert_eq!(bombards_ahead_and_aside(false, 0.0), (true, true, true));
    assert_eq!(bombards_ahead_and_aside(true, 0.0), (true, false, true));
    // Turned 30° where they stand, the guns are still in the emplacement:
    // the narrower arc, turned with them.
    assert_eq!(bombards_ahead_and_aside(false, 30.0), (true, true, true));
    assert_eq!(bombards_ahead_and_aside(true, 30.0), (true, false, true));
}

// --------------------------------------------------------------- combat

#[test]
fn a_unit_fights_hand_to_hand_in_contact_and_fires_when_not() {
    // Statlines whose close combat and fire dice differ, so the count shows
    // which weapon each unit used.
    let blue = || {
        let mut p = inf(1, Side::A);
        p.close_combat = 4;
        p.fire = Some((2, 1));
        p
    };
    let red = || {
        let mut p = inf(11, Side::B);
        p.close_combat = 3;
        p.fire = Some((2, 2));
        p
    };
    // Front to front: close combat, though each is also in the other's arc
    // and range.
    let (_, events) = to_combat(
        vec![(blue(), 5.0, 5.0, NORTH)],
        vec![(red(), 5.0, 5.5, SOUTH)],
        vec![],
        &[],
    );
    assert_eq!(
        (
            roll_of(&events, Side::A).dice,
            roll_of(&events, Side::B).dice
        ),
        (4, 3)
    );
    // 1 UW apart, within musket range: fire.
    let (_, events) = to_combat(
        vec![(blue(), 5.0, 5.0, NORTH)],
        vec![(red(), 5.0, 6.5, SOUTH)],
        vec![],
        &[],
    );
    assert_eq!(
        (
            roll_of(&events, Side::A).dice,
            roll_of(&events, Side::B).dice
        ),
        (1, 2)
    );
}

#[test]
fn cavalry_in_broken_ground_under_fire_is_a_disadvantage_though_it_rolls_no_dice() {
    // Blue cavalry (no fire weapon) stands in a ploughed field; red
    // musketeers 1.5 UW ahead have it in their line of fire. The cavalry
    // rolls no dice (no contact, nothing to shoot with), but it is engaged
    // and in broken ground: its side has one disadvantage.
    let field = rect(TerrainKind::PloughedField, 4.0, 4.0, 6.0, 6.0);
    let (_, events) = to_combat(
        vec![(profile(1, Side::A, UnitType::Cavalry, &[]), 5.0, 5.0, NORTH)],
        vec![(inf(11, Side::B), 5.0, 7.0, SOUTH)],
        vec![field],
        &[],
    );
    let blue = roll_of(&events, Side::A);
    assert_eq!((blue.dice, blue.disadvantages), (0, 1), "{blue:?}");
    // Out of the field, no disadvantage.
    let (_, events) = to_combat(
        vec![(profile(1, Side::A, UnitType::Cavalry, &[]), 5.0, 5.0, NORTH)],
        vec![(inf(11, Side::B), 5.0, 7.0, SOUTH)],
        vec![],
        &[],
    );
    assert_eq!(roll_of(&events, Side::A).disadvantages, 0);
}

#[test]
fn a_unit_flanking_an_enemy_rolls_one_more_close_combat_die() {
    // The rulebook's flanking example: a red unit at (10, 10) facing north.
    // Blue A against its left flank touches its front-left corner: not
    // flanking. Blue B against its right flank stops short of the front
    // corner: flanking. A unit against its rear flanks it too (the website's
    // "flank or rear").
    let blue_dice = |x: f64, y: f64, facing: f64| {
        let (g, events) = to_combat(
            vec![(inf(1, Side::A), x, y, facing)],
            vec![(inf(11, Side::B), 10.0, 10.0, NORTH)],
            vec![],
            &[],
        );
        (
            g.position().flanking(id(1), id(11)),
            roll_of(&events, Side::A).dice,
        )
    };
    assert_eq!(blue_dice(9.25, 10.0, EAST), (false, 2), "A");
    assert_eq!(blue_dice(10.75, 9.4, WEST), (true, 3), "B");
    assert_eq!(blue_dice(10.0, 9.5, NORTH), (true, 3), "from the rear");
}

/// Four blue and four red infantry front to front, each side rolling its
/// eight close combat dice: the hits each side scores.
fn four_against_four(blue_dice: [u8; 8], red_dice: [u8; 8]) -> (Game, Vec<Event>) {
    let mut blue = Vec::new();
    let mut red = Vec::new();
    for k in 0..4u32 {
        let x = 4.5 + f64::from(k);
        blue.push((inf(k + 1, Side::A), x, 5.0, NORTH));
        red.push((inf(k + 11, Side::B), x, 5.5, SOUTH));
    }
    let mut dice = blue_dice.to_vec();
    dice.extend(red_dice);
    to_combat(blue, red, vec![], &dice)
}

#[test]
fn hits_are_one_per_10_points_and_one_more_per_10_points_of_difference() {
    // (38 against 27 is the rulebook's own example, in game_examples.rs.)
    // 52 against 13: red takes 5 + 3 (a difference of 39), blue takes 1.
    let (mut g, events) = four_against_four([6; 8], [1, 1, 1, 1, 1, 1, 1, 2]);
    assert_eq!(
        (
            roll_of(&events, Side::A).result,
            roll_of(&events, Side::B).result
        ),
        (48 + 4, 9 + 4)
    );
    assert_eq!(hits_scored(&events), vec![(Side::A, 1), (Side::B, 8)]);
    // Blue picks which of its four equally close units takes its one hit;
    // red's eight go round all four units twice, so no choice is needed.
    assert_eq!(g.step_kind(), StepKind::AllocateHits);
    let events = g
        .apply(Command::AllocateHits { units: vec![id(2)] })
        .unwrap();
    let red_hits = events_of(&events, |e| match e {
        Event::HitsAllocated {
            side: Side::B,
            hits,
        } => Some(hits.clone()),
        _ => None,
    });
    assert_eq!(
        red_hits,
        vec![vec![(id(11), 2), (id(12), 2), (id(13), 2), (id(14), 2)]]
    );

    // 20 against 19: a difference under 10 adds nothing: 2 and 1.
    let (_, events) = four_against_four([2; 8], [2, 2, 2, 2, 2, 2, 2, 1]);
    assert_eq!(
        (
            roll_of(&events, Side::A).result,
            roll_of(&events, Side::B).result
        ),
        (20, 19)
    );
    assert_eq!(hits_scored(&events), vec![(Side::A, 1), (Side::B, 2)]);
}

#[test]
fn a_retreat_cancels_one_hit_per_unit_and_each_retreat_raises_the_price_by_one() {
    // Blue rolls 5 + 5 (+1 = 11): one hit on red. Red, with six close
    // combat dice, rolls 19 (+1 = 20): two hits on blue.
    let mut red = inf(11, Side::B);
    red.close_combat = 6;
    let (mut g, events) = to_combat(
        vec![(inf(1, Side::A), 5.0, 5.0, NORTH)],
        vec![(red, 5.0, 5.5, SOUTH)],
        vec![],
        // Both rolls; blue's retreat (d3 = 1) and test (5); red's retreat (1).
        &[5, 5, 4, 4, 4, 4, 2, 1, 1, 5, 1],
    );
    assert_eq!(hits_scored(&events), vec![(Side::A, 2), (Side::B, 1)]);
    let marker = g.position().markers()[0].id;
    assert_eq!(g.position().markers()[0].price, 1);

    // Blue retreats with its unit: one of its two hits is gone, and the
    // price rises to 2.
    let mut log = g
        .apply(Command::ResolveHit {
            unit: id(1),
            retreat: true,
        })
        .unwrap();
    assert!(log.contains(&Event::CombatPriceRaised { marker, price: 2 }));
    log.extend(
        g.apply(Command::ChooseRetreat {
            direction: RetreatDirection::Back,
        })
        .unwrap(),
    );
    // The second hit cannot be retreated away: it is tested.
    assert_eq!(g.decider(), Some(Side::A));
    assert_eq!(
        g.apply(Command::ResolveHit {
            unit: id(1),
            retreat: true
        }),
        Err(RuleError::AlreadyRetreated { unit: id(1) })
    );
    log.extend(
        g.apply(Command::ResolveHit {
            unit: id(1),
            retreat: false,
        })
        .unwrap(),
    );
    let tests = events_of(&log, |e| match e {
        Event::DisciplineTest { unit, roll, .. } => Some((*unit, *roll)),
        _ => None,
    });
    assert_eq!(tests, vec![(id(1), 5)], "one test for two hits");

    // Red's retreat raises the same price again: 3.
    assert_eq!(g.decider(), Some(Side::B));
    let events = g
        .apply(Command::ResolveHit {
            unit: id(11),
            retreat: true,
        })
        .unwrap();
    assert!(events.contains(&Event::CombatPriceRaised { marker, price: 3 }));
    g.apply(Command::ChooseRetreat {
        direction: RetreatDirection::Back,
    })
    .unwrap();
    // Both units stepped back 1 UW and are still within 2 UW: the combat
    // goes on, its marker keeping the price, and no one has lost morale.
    assert_eq!(g.position().markers().len(), 1);
    assert_eq!(g.position().markers()[0].price, 3);
    assert_eq!((g.morale(Side::A), g.morale(Side::B)), (20, 20));
}

/// Blue (side A) takes exactly one hit: it rolls 1 + 1 (+1 = 3), red rolls
/// 4 + 5 (+1 = 10). Blue tests with `roll` and the test's events return.
fn blue_tests_one_hit(blue: UnitProfile, terrain: Vec<TerrainElement>, roll: u8) -> Vec<Event> {
    let spare = inf(2, Side::A);
    let (mut g, events) = to_combat(
        vec![(blue, 5.0, 5.0, NORTH), (spare, 18.0, 2.0, NORTH)],
        vec![(inf(11, Side::B), 5.0, 5.5, SOUTH)],
        terrain,
        &[1, 1, 4, 5, roll],
    );
    assert_eq!(hits_scored(&events), vec![(Side::A, 1), (Side::B, 0)]);
    assert_eq!(g.decider(), Some(Side::A));
    g.apply(Command::ResolveHit {
        unit: id(1),
        retreat: false,
    })
    .unwrap()
}

fn discipline_tests(events: &[Event]) -> Vec<(u8, i32, u8, bool)> {
    events_of(events, |e| match e {
        Event::DisciplineTest {
            roll,
            bonus,
            needed,
            passed,
            ..
        } => Some((*roll, *bonus, *needed, *passed)),
        _ => None,
    })
}

#[test]
fn a_discipline_test_adds_the_village_bonus_but_a_1_always_fails() {
    // Blue infantry wholly inside a village: +1 to its tests.
    let village = || rect(TerrainKind::Village, 3.0, 3.0, 7.0, 5.3);
    // Discipline 4: a 3 passes with the village's +1.
    let events = blue_tests_one_hit(inf(1, Side::A), vec![village()], 3);
    assert_eq!(discipline_tests(&events), vec![(3, 1, 4, true)]);
    // Discipline 2: 1 + 1 would make it, but a natural 1 fails.
    let mut steady = inf(1, Side::A);
    steady.discipline = 2;
    let events = blue_tests_one_hit(steady, vec![village()], 1);
    assert_eq!(discipline_tests(&events), vec![(1, 1, 2, false)]);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::UnitBroken {
            reason: BreakReason::FailedDiscipline,
            ..
        }
    )));
}

#[test]
fn a_broken_unit_costs_its_army_twice_its_morale() {
    // Morale 3, broken by a failed test: 6. (Red, left alone, then also
    // wins the combat's price of 1.)
    let mut blue = inf(1, Side::A);
    blue.morale = 3;
    let events = blue_tests_one_hit(blue, vec![], 2);
    assert_eq!(
        broken_units_cost(&events),
        vec![(Side::A, 6, MoraleCause::UnitBroken { unit: id(1) })]
    );

    // Morale 5, broken by a retreat that reaches its own table edge: 10.
    let mut blue = inf(1, Side::A);
    blue.morale = 5;
    let (mut g, _) = to_combat(
        vec![(blue, 5.0, 0.3, NORTH), (inf(2, Side::A), 18.0, 2.0, NORTH)],
        vec![(inf(11, Side::B), 5.0, 0.8, SOUTH)],
        vec![],
        &[1, 1, 4, 5, 2],
    );
    g.apply(Command::ResolveHit {
        unit: id(1),
        retreat: true,
    })
    .unwrap();
    let events = g
        .apply(Command::ChooseRetreat {
            direction: RetreatDirection::Back,
        })
        .unwrap();
    assert!(events.iter().any(|e| matches!(
        e,
        Event::UnitBroken {
            reason: BreakReason::FailedRetreat,
            ..
        }
    )));
    assert_eq!(
        broken_units_cost(&events),
        vec![(Side::A, 10, MoraleCause::UnitBroken { unit: id(1) })]
    );
}

/// Two fights 5 UW apart, each with a marker already down (2, 5.25) and
/// (6, 5.25); with `bridge`, a blue unit at (4, 4) faces its own edge,
/// engaged with no one but within 2 UW of both markers.
fn two_fights(bridge: bool) -> (Game, Vec<Event>) {
    let mut blue = vec![
        (inf(1, Side::A), 1.5, 5.0, NORTH),
        (inf(3, Side::A), 6.5, 5.0, NORTH),
    ];
    if bridge {
        blue.push((inf(2, Side::A), 4.0, 4.0, SOUTH));
    }
    let red = vec![
        (inf(11, Side::B), 1.5, 5.5, SOUTH),
        (inf(13, Side::B), 6.5, 5.5, SOUTH),
    ];
    let mut all = vec![2, 2, 2, 2];
    all.extend(std::iter::repeat_n(3, 60));
    let markers = [Point::new(2.0, 5.25), Point::new(6.0, 5.25)];
    let mut g = start(table_setup(blue, red, vec![], &markers), &all);
    g.apply(Command::RollActionDice).unwrap();
    g.apply(Command::EndActions).unwrap();
    let events = g.apply(Command::StartCombat).unwrap();
    (g, events)
}

#[test]
fn two_markers_sharing_a_unit_are_one_combat() {
    let (g, events) = two_fights(true);
    let markers: Vec<_> = g.position().markers().iter().map(|m| m.id).collect();
    assert_eq!(markers.len(), 2, "every engaged unit was in combat already");
    let began = events_of(&events, |e| match e {
        Event::CombatBegan { markers, units } => {
            let mut units = units.clone();
            units.sort();
            Some((markers.clone(), units))
        }
        _ => None,
    });
    let mut units = vec![id(1), id(2), id(3), id(11), id(13)];
    units.sort();
    assert_eq!(began, vec![(markers, units)], "one combat, not two");
    // Both fights roll together: two units' close combat dice a side, and
    // the strength of all three blue units.
    let (blue, red) = (roll_of(&events, Side::A), roll_of(&events, Side::B));
    assert_eq!((blue.dice, blue.strength), (4, 3));
    assert_eq!((red.dice, red.strength), (4, 2));

    // Without the unit they share, they are two combats, and the active
    // player chooses which comes first.
    let (g, events) = two_fights(false);
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::CombatBegan { .. })));
    assert_eq!(g.step_kind(), StepKind::ChooseCombat);
    assert_eq!(legal_commands(&g).len(), 2);
}

#[test]
fn start_combat_places_a_marker_that_brings_the_engaged_units_in() {
    // One blue unit front to front with two red ones, and another fight far
    // off. One marker a turn: it goes where it brings in the most.
    let blue = vec![
        (inf(1, Side::A), 5.0, 5.0, NORTH),
        (inf(2, Side::A), 15.0, 5.0, NORTH),
    ];
    let red = vec![
        (inf(11, Side::B), 5.0, 5.5, SOUTH),
        (inf(12, Side::B), 6.0, 5.5, SOUTH),
        (inf(13, Side::B), 15.0, 5.5, SOUTH),
    ];
    let mut all = vec![2, 2, 2, 2];
    all.extend(std::iter::repeat_n(3, 60));
    let mut g = table(blue, red, vec![], &all);
    g.apply(Command::RollActionDice).unwrap();
    g.apply(Command::EndActions).unwrap();
    assert!(g.position().markers().is_empty());
    let events = g.apply(Command::StartCombat).unwrap();
    let placed = events_of(&events, |e| match e {
        Event::CombatMarkerPlaced {
            marker,
            at,
            brings_in,
        } => Some((*marker, *at, brings_in.clone())),
        _ => None,
    });
    assert_eq!(placed.len(), 1, "one marker");
    let (marker, at, mut brought) = placed[0].clone();
    brought.sort();
    assert_eq!(brought, vec![id(1), id(11), id(12)]);
    let on_table = g.position().markers();
    assert_eq!(on_table.len(), 1);
    assert_eq!(
        (on_table[0].id, on_table[0].at, on_table[0].price),
        (marker, at, 1)
    );
    // Those it named fight; the far pair waits for another turn's marker.
    let began = events_of(&events, |e| match e {
        Event::CombatBegan { units, .. } => {
            let mut units = units.clone();
            units.sort();
            Some(units)
        }
        _ => None,
    });
    assert_eq!(began, vec![vec![id(1), id(11), id(12)]]);
    assert_eq!(
        g.position().engaged_out_of_combat(),
        vec![id(2), id(13)],
        "still engaged, not in combat"
    );
}

#[test]
fn the_active_player_chooses_among_the_marker_spots() {
    // Two fights of two units each, 10 UW apart: a marker brings in two
    // units either way, so the rules leave the choice to the active player
    // (the engine used to place it by its own tie-break, on the left).
    let blue = vec![
        (inf(1, Side::A), 5.0, 5.0, NORTH),
        (inf(2, Side::A), 15.0, 5.0, NORTH),
    ];
    let red = vec![
        (inf(11, Side::B), 5.0, 5.5, SOUTH),
        (inf(13, Side::B), 15.0, 5.5, SOUTH),
    ];
    let mut all = vec![2, 2, 2, 2];
    all.extend(std::iter::repeat_n(3, 60));
    let mut g = table(blue, red, vec![], &all);
    g.apply(Command::RollActionDice).unwrap();
    assert!(g.marker_spots().is_empty(), "no spots before start combat");
    g.apply(Command::EndActions).unwrap();
    assert_eq!(g.step_kind(), StepKind::StartCombat);

    // One spot for each set of units, not every point of each fight; the
    // engine's own choice (what StartCombat does) first.
    let spots = g.marker_spots();
    let sets: Vec<_> = spots.iter().map(|s| s.brings_in.clone()).collect();
    assert_eq!(sets, vec![vec![id(1), id(11)], vec![id(2), id(13)]]);
    let right = spots[1].at;
    assert!((right.x - 15.0).abs() <= 0.5 && (right.y - 5.25).abs() < 1e-9);
    // The enumerator offers the engine's choice and the other spot.
    let offered = legal_commands(&g);
    assert_eq!(
        offered,
        vec![
            Command::StartCombat,
            Command::PlaceCombatMarker { at: right }
        ]
    );

    // A point that brings in fewer units is refused, and nothing changes.
    for (at, brings) in [(Point::new(10.0, 5.25), 0), (Point::new(17.2, 4.0), 0)] {
        assert_eq!(
            g.apply(Command::PlaceCombatMarker { at }),
            Err(RuleError::MarkerNotAtSpot {
                at,
                brings,
                most: 2
            })
        );
    }
    assert!(g.position().markers().is_empty());
    // Any point bringing in as many is the player's to choose, not only
    // the spot offered.
    let mut elsewhere = g.clone();
    elsewhere
        .apply(Command::PlaceCombatMarker {
            at: Point::new(15.3, 4.9),
        })
        .unwrap();
    assert_eq!(elsewhere.position().markers()[0].at, Point::new(15.3, 4.9));

    // The right-hand fight, as chosen.
    let events = g.apply(Command::PlaceCombatMarker { at: right }).unwrap();
    let placed = events_of(&events, |e| match e {
        Event::CombatMarkerPlaced { at, brings_in, .. } => Some((*at, brings_in.clone())),
        _ => None,
    });
    assert_eq!(placed, vec![(right, vec![id(2), id(13)])]);
    assert_eq!(g.position().markers().len(), 1);
    assert_eq!(g.position().markers()[0].at, right);
    let began = events_of(&events, |e| match e {
        Event::CombatBegan { units, .. } => Some(units.clone()),
        _ => None,
    });
    assert_eq!(began, vec![vec![id(2), id(13)]]);
}

#[test]
fn no_marker_to_place_is_refused() {
    // Nobody engaged: start combat goes on, a placed marker is refused.
    let blue = vec![(inf(1, Side::A), 5.0, 3.0, NORTH)];
    let red = vec![(inf(11, Side::B), 5.0, 12.0, SOUTH)];
    let mut all = vec![2, 2, 2, 2];
    all.extend(std::iter::repeat_n(3, 60));
    let mut g = table(blue, red, vec![], &all);
    g.apply(Command::RollActionDice).unwrap();
    g.apply(Command::EndActions).unwrap();
    assert_eq!(g.step_kind(), StepKind::StartCombat);
    assert!(g.marker_spots().is_empty());
    assert_eq!(legal_commands(&g), vec![Command::StartCombat]);
    assert_eq!(
        g.apply(Command::PlaceCombatMarker {
            at: Point::new(5.0, 7.5)
        }),
        Err(RuleError::NoMarkerNeeded)
    );
}

#[test]
fn a_combat_one_side_leaves_is_won_at_its_price_as_it_stands_then() {
    // Blue rolls 6 + 5 (+1 = 12): one hit on red; red rolls 1 + 1 (+1 = 3).
    // Red retreats 3 UW (a 6 on its d3), out of the marker's reach; its
    // retreat has raised the price to 2, and that is what red loses.
    let (mut g, events) = to_combat(
        vec![(inf(1, Side::A), 5.0, 5.0, NORTH)],
        vec![
            (inf(11, Side::B), 5.0, 5.5, SOUTH),
            (inf(12, Side::B), 18.0, 13.0, SOUTH),
        ],
        vec![],
        &[6, 5, 1, 1, 6],
    );
    assert_eq!(hits_scored(&events), vec![(Side::A, 0), (Side::B, 1)]);
    let marker = g.position().markers()[0];
    g.apply(Command::ResolveHit {
        unit: id(11),
        retreat: true,
    })
    .unwrap();
    let events = g
        .apply(Command::ChooseRetreat {
            direction: RetreatDirection::Back,
        })
        .unwrap();
    let red = g.position().unit(id(11)).unwrap();
    let reach = clouds_core::point_polygon_distance(marker.at, &red.corners());
    assert!(reach > 2.0, "red is {reach} UW from the marker");
    assert!(events.contains(&Event::CombatWon {
        winner: Side::A,
        markers: vec![marker.id],
        price: 2,
    }));
    assert_eq!(
        morale_lost(&events),
        vec![(Side::B, 2, MoraleCause::CombatLost { marker: marker.id })]
    );
    assert_eq!((g.morale(Side::A), g.morale(Side::B)), (20, 18));
    assert!(g.position().markers().is_empty());
}

#[test]
fn a_combat_both_sides_leave_is_removed_and_costs_no_one_morale() {
    // Each side rolls 6 + 6 (+1 = 13): one hit each. Both retreat 3 UW out
    // of reach; the price rose to 3, but no one is left to win it.
    let (mut g, events) = to_combat(
        vec![
            (inf(1, Side::A), 5.0, 5.0, NORTH),
            (inf(2, Side::A), 18.0, 2.0, NORTH),
        ],
        vec![
            (inf(11, Side::B), 5.0, 5.5, SOUTH),
            (inf(12, Side::B), 18.0, 13.0, SOUTH),
        ],
        vec![],
        &[6, 6, 6, 6, 6, 6],
    );
    assert_eq!(hits_scored(&events), vec![(Side::A, 1), (Side::B, 1)]);
    let marker = g.position().markers()[0].id;
    let mut log = Vec::new();
    for unit in [1, 11] {
        log.extend(
            g.apply(Command::ResolveHit {
                unit: id(unit),
                retreat: true,
            })
            .unwrap(),
        );
        log.extend(
            g.apply(Command::ChooseRetreat {
                direction: RetreatDirection::Back,
            })
            .unwrap(),
        );
    }
    assert!(log.contains(&Event::CombatPriceRaised { marker, price: 3 }));
    assert!(log.contains(&Event::CombatDissolved {
        markers: vec![marker]
    }));
    assert!(morale_lost(&log).is_empty());
    assert_eq!((g.morale(Side::A), g.morale(Side::B)), (20, 20));
    assert!(g.position().markers().is_empty());
}

// ---------------------------------------------------------------- moves

#[test]
fn broken_ground_caps_a_unit_s_movement_for_the_whole_turn() {
    // Blue cavalry moves 1.5 UW north through a ploughed field in its
    // action phase; in the combat that follows, Cavalry onslaught would
    // move it on. Through broken ground it goes at most 2 UW in the turn:
    // 1 UW more is refused, 0.5 UW is allowed.
    let field = rect(TerrainKind::PloughedField, 10.5, 2.5, 12.5, 4.0);
    let cav = profile(1, Side::A, UnitType::Cavalry, &[]);
    let blue = vec![
        (cav.clone(), 11.5, 2.0, NORTH),
        (inf(2, Side::A), 11.5, 5.0, NORTH),
    ];
    let red = vec![(inf(11, Side::B), 11.5, 5.5, SOUTH)];
    let placed = blue
        .iter()
        .chain(&red)
        .map(|(p, x, y, f)| at(p, *x, *y, *f))
        .collect();
    let setup = setup_with(
        army(
            blue.into_iter().map(|b| b.0).collect(),
            &["move"],
            &["cavalry_onslaught"],
        ),
        army(red.into_iter().map(|r| r.0).collect(), &["move"], &[]),
        placed,
        vec![field],
        Side::A,
        GameOptions::default(),
        Vec::new(),
        &[],
    );
    let mut dice = vec![2, 2, 2, 2];
    dice.extend(std::iter::repeat_n(3, 60));
    let mut g = Game::scripted(
        setup,
        clouds_core::testing::Script {
            dice,
            tactic_dice: PerSide::new(vec![2], vec![]),
        },
    )
    .unwrap();
    g.apply(Command::RollActionDice).unwrap();
    g.apply(Command::PlaceDie {
        die: 2,
        slot: clouds_core::Slot::Action(0),
    })
    .unwrap();
    let commander = g.main_commander(Side::A).unwrap().id;
    g.apply(Command::PlayAction {
        action: 0,
        die: 2,
        commander,
    })
    .unwrap();
    g.apply(Command::Activate { unit: id(1) }).unwrap();
    g.apply(Command::MoveUnit {
        unit: id(1),
        order: clouds_core::MoveOrder::Simple {
            heading: NORTH,
            distance: 1.5,
        },
    })
    .unwrap();
    g.apply(Command::EndAction).unwrap();
    g.apply(Command::EndActions).unwrap();
    g.apply(Command::StartCombat).unwrap();
    assert_eq!(g.step_kind(), StepKind::Tactics);
    let charge = |distance| Command::PlayTactic {
        tactic: 0,
        targets: clouds_core::TacticTargets::Moves(vec![(
            id(1),
            clouds_core::MoveOrder::Simple {
                heading: WEST,
                distance,
            },
        )]),
    };
    assert_eq!(
        g.check(&charge(1.0)),
        Err(RuleError::TurnMoveCap {
            unit: id(1),
            already: 1.5,
            cap: 2.0
        })
    );
    assert_eq!(g.check(&charge(0.5)), Ok(()));
}
