//! The combat odds, against cases worked out by hand: small sums of dice,
//! the rulebook's combat example (38 against 27) and its advantages example
//! (blue rolls 5 dice with an advantage and a disadvantage; red 4 dice,
//! dropping the 2 highest), rebuilt as situations the engine reads.

#[path = "common/mod.rs"]
mod common;

use clouds_core::{
    break_chance, combat_odds, dice_sum, Catalog, CombatOdds, Distribution, FactionId, Lang,
    OddsError, OddsMeeting, OddsPlace, OddsSide, OddsSituation, OddsTactic, OddsUnit, PerSide,
    RuleError, Side, TerrainKind, UnitId, UnitPart, EXACT_MOST_DICE,
};
use std::sync::OnceLock;

fn catalog() -> &'static Catalog {
    static CATALOG: OnceLock<Catalog> = OnceLock::new();
    CATALOG.get_or_init(common::shipped_catalog)
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-12
}

/// Every way `count` d6 can fall, each as its faces.
fn all_rolls(count: usize) -> Vec<Vec<u32>> {
    let mut rolls = vec![Vec::new()];
    for _ in 0..count {
        rolls = rolls
            .into_iter()
            .flat_map(|r| {
                (1..=6).map(move |face| {
                    let mut next = r.clone();
                    next.push(face);
                    next
                })
            })
            .collect();
    }
    rolls
}

/// The chance of each kept sum by counting every roll: `keep` of the dice,
/// the highest or the lowest.
fn by_hand(count: usize, keep: usize, highest: bool) -> Vec<(u32, f64)> {
    let rolls = all_rolls(count);
    let total = rolls.len() as f64;
    let mut sums = vec![0u32; 6 * keep + 1];
    for mut roll in rolls {
        roll.sort_unstable();
        if highest {
            roll.reverse();
        }
        let sum: u32 = roll[..keep].iter().sum();
        sums[sum as usize] += 1;
    }
    sums.iter()
        .enumerate()
        .filter(|(_, n)| **n > 0)
        .map(|(s, n)| (s as u32, f64::from(*n) / total))
        .collect()
}

fn same(d: &Distribution, expected: &[(u32, f64)]) {
    let got: Vec<(u32, f64)> = d.values().collect();
    assert_eq!(got.len(), expected.len(), "{got:?}");
    for ((v, p), (w, q)) in got.iter().zip(expected) {
        assert_eq!(v, w);
        assert!(close(*p, *q), "{v}: {p} against {q}");
    }
    assert!(close(d.chances.iter().sum::<f64>(), 1.0));
}

#[test]
fn two_dice_and_three_keeping_the_highest_or_lowest_two() {
    let two = dice_sum(2, 0, 0);
    assert!(two.exact);
    assert!(close(two.chance_of(7), 6.0 / 36.0));
    assert!(close(two.chance_of(2), 1.0 / 36.0));
    assert!(close(two.chance_of(12), 1.0 / 36.0));
    assert!(close(two.mean(), 7.0));
    same(&two, &by_hand(2, 2, true));
    // One advantage: three dice, the two highest kept. Of the 216 rolls,
    // 16 keep 12, 34 keep 10, 1 keeps 2.
    let best = dice_sum(2, 1, 0);
    assert!(close(best.chance_of(12), 16.0 / 216.0));
    assert!(close(best.chance_of(10), 34.0 / 216.0));
    assert!(close(best.chance_of(2), 1.0 / 216.0));
    same(&best, &by_hand(3, 2, true));
    // One disadvantage: the two lowest kept, the mirror image.
    let worst = dice_sum(2, 0, 1);
    assert!(close(worst.chance_of(2), 16.0 / 216.0));
    same(&worst, &by_hand(3, 2, false));
    // An advantage and a disadvantage cancel.
    assert_eq!(dice_sum(3, 1, 1), dice_sum(3, 0, 0));
    same(&dice_sum(3, 2, 0), &by_hand(5, 3, true));
    assert_eq!(
        dice_sum(0, 2, 0).values().collect::<Vec<_>>(),
        vec![(0, 1.0)]
    );
}

#[test]
fn rolls_beyond_the_exact_limit_are_sampled_and_say_so() {
    let big = dice_sum(EXACT_MOST_DICE, 1, 0);
    assert!(!big.exact);
    // The mean of the best 100 of 101 dice is a little over 350.
    assert!((big.mean() - 351.0).abs() < 2.0, "{}", big.mean());
    assert!(dice_sum(EXACT_MOST_DICE, 0, 0).exact);
}

#[test]
fn discipline_tests_break_on_a_natural_1_and_below_the_number() {
    assert!(close(break_chance(4, 0, false), 3.0 / 6.0));
    assert!(close(break_chance(4, 1, false), 2.0 / 6.0));
    assert!(
        close(break_chance(2, 5, false), 1.0 / 6.0),
        "a 1 always fails"
    );
    assert!(close(break_chance(4, 0, true), 0.25), "a reroll squares it");
}

fn unit(id: &str, place: OddsPlace, terrain: Option<TerrainKind>) -> OddsUnit {
    OddsUnit {
        unit: UnitId::new(id),
        place,
        terrain,
        meeting: None,
    }
}

fn side(faction: &str, units: Vec<OddsUnit>) -> OddsSide {
    OddsSide {
        faction: FactionId::new(faction),
        units,
        tactics: Vec::new(),
        extra_advantages: 0,
        extra_disadvantages: 0,
    }
}

fn odds(situation: &OddsSituation) -> CombatOdds {
    combat_odds(catalog(), situation).unwrap_or_else(|e| panic!("{}", e.describe(Lang::En)))
}

fn four_lines() -> OddsSituation {
    let line = || {
        (0..4)
            .map(|_| unit("line_infantry", OddsPlace::Front, None))
            .collect()
    };
    OddsSituation {
        meeting: OddsMeeting::Contact,
        active: Side::A,
        sides: PerSide::new(
            side("empires_france", line()),
            side("empires_france", line()),
        ),
    }
}

#[test]
fn the_combat_example_four_lines_front_to_front() {
    // Four line infantry a side (close combat 2, strength 1): 8 dice and
    // strength 4 each. The rulebook's roll: blue 23 + 4 = 27, red 34 + 4 =
    // 38; red scores 3 + 1 hits, blue 2.
    let o = odds(&four_lines());
    for s in &o.sides {
        assert_eq!(
            (s.dice, s.strength, s.advantages, s.disadvantages),
            (8, 4, 0, 0)
        );
        assert_eq!((s.rolled, s.kept), (8, 8));
        assert!(s.result.exact && s.hits.exact);
        assert_eq!((s.result.lowest(), s.result.highest()), (12, 52));
        assert!(close(s.result.mean(), 32.0));
    }
    // The chance of exactly the rulebook's results, counted by hand: the
    // ways 8d6 make 23 and 34, over 6^8.
    let ways = |sum: u32| {
        let mut counts = vec![1u64];
        for _ in 0..8 {
            let mut next = vec![0u64; counts.len() + 6];
            for (s, n) in counts.iter().enumerate() {
                for face in 1..=6 {
                    next[s + face] += n;
                }
            }
            counts = next;
        }
        counts[sum as usize] as f64 / 6f64.powi(8)
    };
    assert!(close(o.sides[Side::A].result.chance_of(27), ways(23)));
    assert!(close(o.sides[Side::B].result.chance_of(38), ways(34)));
    // Symmetric sides: the same chance to take fewer hits.
    assert!(close(
        o.sides[Side::A].fewer_hits,
        o.sides[Side::B].fewer_hits
    ));
    assert!(close(
        o.sides[Side::A].hits.mean(),
        o.sides[Side::B].hits.mean()
    ));
    // Every unit fights in close combat and breaks on a 1–3 when it tests.
    assert_eq!(o.units.len(), 8);
    for u in &o.units {
        assert_eq!(u.part, UnitPart::CloseCombat);
        assert!(!u.flanking);
        assert!(close(u.break_chance, 0.5));
    }
    // A hand check of the hits: with results of 38 and 27 the rules give
    // 4 hits and 2; the chance of 0 hits is that of a result below 10,
    // which 8 dice and 4 strength cannot roll.
    assert_eq!(o.sides[Side::A].hits.chance_of(0), 0.0);
    assert!(o.sides[Side::A].hits.highest() >= 5);
}

#[test]
fn the_advantages_example_five_dice_against_four_dropping_two() {
    // Blue cuirassiers (armour) in a ploughed field and blue line infantry
    // against red hussars in the field. Blue: 3 + 2 dice, a disadvantage
    // (cavalry in broken ground) and the advantage the rulebook's blue
    // had from its volleys, added by hand: five dice. Red: 2 dice, with
    // the armour and the broken ground against it: four dice, the two
    // highest dropped, plus its strength of 1.
    let mut blue = side(
        "empires_france",
        vec![
            unit(
                "cuirassiers",
                OddsPlace::Front,
                Some(TerrainKind::PloughedField),
            ),
            unit("line_infantry", OddsPlace::Front, None),
        ],
    );
    blue.extra_advantages = 1;
    let red = side(
        "empires_france",
        vec![unit(
            "hussars",
            OddsPlace::Front,
            Some(TerrainKind::PloughedField),
        )],
    );
    let o = odds(&OddsSituation {
        meeting: OddsMeeting::Contact,
        active: Side::A,
        sides: PerSide::new(blue, red),
    });
    let (b, r) = (&o.sides[Side::A], &o.sides[Side::B]);
    assert_eq!((b.dice, b.advantages, b.disadvantages), (5, 1, 1));
    assert_eq!((b.rolled, b.kept), (5, 5), "they cancel: five dice");
    assert_eq!((r.dice, r.advantages, r.disadvantages), (2, 0, 2));
    assert_eq!((r.rolled, r.kept), (4, 2), "four dice, two kept");
    // Red's result: 1 + the lowest two of four dice, counted by hand; the
    // rulebook's roll (1, 2, 5, 6 keeping 1 and 2) makes 4.
    let expected: Vec<(u32, f64)> = by_hand(4, 2, false)
        .into_iter()
        .map(|(s, p)| (s + 1, p))
        .collect();
    same(&r.result, &expected);
    assert!(r.result.chance_of(4) > 0.0);
    same(
        &b.result,
        &by_hand(5, 5, true)
            .into_iter()
            .map(|(s, p)| (s + 2, p))
            .collect::<Vec<_>>(),
    );
}

#[test]
fn flanks_fire_villages_emplacements_and_rear_ranks_as_the_engine_reads_them() {
    // A flanker gains a close combat die; a unit behind its line adds its
    // strength only.
    let mut s = four_lines();
    s.sides[Side::A]
        .units
        .push(unit("hussars", OddsPlace::Flank, None));
    s.sides[Side::A]
        .units
        .push(unit("line_infantry", OddsPlace::Rear, None));
    let o = odds(&s);
    let flanker = &o.units[4];
    assert_eq!(flanker.part, UnitPart::CloseCombat);
    assert!(flanker.flanking);
    assert_eq!(flanker.dice, 3, "hussars' 2 and 1 for the flank");
    assert_eq!(o.units[5].part, UnitPart::StrengthOnly);
    assert_eq!((o.units[5].dice, o.units[5].strength), (0, 1));
    assert_eq!(o.sides[Side::A].dice, 8 + 3);
    assert_eq!(o.sides[Side::A].strength, 6);

    // Lines 1 UW apart: the muskets fire, the horse only adds strength.
    let fire = OddsSituation {
        meeting: OddsMeeting::Fire { gap: 1 },
        active: Side::A,
        sides: PerSide::new(
            side(
                "empires_france",
                vec![unit("line_infantry", OddsPlace::Front, None)],
            ),
            side(
                "empires_france",
                vec![unit("hussars", OddsPlace::Front, None)],
            ),
        ),
    };
    let o = odds(&fire);
    assert_eq!((o.units[0].part, o.units[0].dice), (UnitPart::Fire, 2));
    assert_eq!(
        (o.units[1].part, o.units[1].dice),
        (UnitPart::StrengthOnly, 0)
    );

    // Infantry in a village tests at +1; in an emplacement it ignores a hit.
    let mut s = four_lines();
    s.sides[Side::B].units[0].terrain = Some(TerrainKind::Village);
    s.sides[Side::B].units[1].terrain = Some(TerrainKind::Emplacement);
    let o = odds(&s);
    let village = &o.units[4];
    assert_eq!(village.discipline_bonus, 1);
    assert!(close(village.break_chance, 2.0 / 6.0));
    assert_eq!(o.units[5].ignores, 1);

    // Horse 2 UW apart never meet: no combat, said in words.
    let apart = OddsSituation {
        meeting: OddsMeeting::Fire { gap: 2 },
        active: Side::A,
        sides: PerSide::new(
            side(
                "empires_france",
                vec![unit("hussars", OddsPlace::Front, None)],
            ),
            side(
                "empires_france",
                vec![unit("hussars", OddsPlace::Front, None)],
            ),
        ),
    };
    let error = combat_odds(catalog(), &apart).unwrap_err();
    assert_eq!(error, OddsError::NoCombat);
    assert!(error.describe(Lang::Ru).contains("боя нет"));
}

#[test]
fn tactics_are_played_through_the_combat_s_own_rules() {
    // Inspire on a die of 2: two of blue's units double their strength.
    let mut s = four_lines();
    s.sides[Side::A]
        .tactics
        .push(OddsTactic { tactic: 0, die: 2 });
    let o = odds(&s);
    assert_eq!(o.sides[Side::A].strength, 4 + 2);
    // Tenacity: one unit may roll a failed test again.
    let mut s = four_lines();
    s.sides[Side::B]
        .tactics
        .push(OddsTactic { tactic: 1, die: 1 });
    let o = odds(&s);
    let rerolling: Vec<_> = o.units.iter().filter(|u| u.rerolls > 0).collect();
    assert_eq!(rerolling.len(), 1);
    assert!(close(rerolling[0].break_chance, 0.25));
    // Vive l'Empereur is for the active side's turn: red, passive, may not.
    let mut s = four_lines();
    s.sides[Side::B]
        .tactics
        .push(OddsTactic { tactic: 3, die: 3 });
    let error = combat_odds(catalog(), &s).unwrap_err();
    assert!(
        matches!(
            &error,
            OddsError::Tactic {
                side: Side::B,
                error: RuleError::TacticNotThisTurn { .. },
                ..
            }
        ),
        "{error:?}"
    );
    assert!(!error.describe(Lang::En).contains("TacticNotThisTurn"));
    // Blue, active, may: +1 close combat die against infantry for each of
    // three units.
    let mut s = four_lines();
    s.sides[Side::A]
        .tactics
        .push(OddsTactic { tactic: 3, die: 3 });
    assert_eq!(odds(&s).sides[Side::A].dice, 8 + 3);
    // A side result adds to the result, not to the dice.
    // Nonsense is refused, not panicked on.
    let mut s = four_lines();
    s.sides[Side::A]
        .tactics
        .push(OddsTactic { tactic: 40, die: 3 });
    assert!(matches!(
        combat_odds(catalog(), &s),
        Err(OddsError::UnknownTactic { .. })
    ));
    let mut s = four_lines();
    s.sides[Side::A]
        .tactics
        .push(OddsTactic { tactic: 0, die: 9 });
    assert!(matches!(
        combat_odds(catalog(), &s),
        Err(OddsError::BadDie { die: 9, .. })
    ));
    let mut s = four_lines();
    s.sides[Side::B].units.clear();
    assert!(matches!(
        combat_odds(catalog(), &s),
        Err(OddsError::NoUnits { side: Side::B })
    ));
}

#[test]
fn the_rulebook_s_mixed_combat_cuirassiers_in_contact_infantry_firing() {
    // The advantages example: blue cuirassiers in a ploughed field fight
    // red cavalry in contact, while the blue infantry beside them fires
    // (1 UW away) with Controlled volleys. One combat, two meetings.
    let field = Some(TerrainKind::PloughedField);
    let mut cuirassiers = unit("cuirassiers", OddsPlace::Front, field);
    cuirassiers.meeting = Some(OddsMeeting::Contact);
    let mut blue = side(
        "empires_austria",
        vec![cuirassiers, unit("german_line", OddsPlace::Front, None)],
    );
    let volleys = 2;
    blue.tactics.push(OddsTactic {
        tactic: volleys,
        die: 3,
    });
    let situation = OddsSituation {
        meeting: OddsMeeting::Fire { gap: 1 },
        active: Side::A,
        sides: PerSide::new(
            blue,
            side(
                "empires_austria",
                vec![unit("dragoons", OddsPlace::Front, field)],
            ),
        ),
    };
    let o = odds(&situation);
    assert_eq!(
        (o.units[0].part, o.units[0].dice),
        (UnitPart::CloseCombat, 3)
    );
    assert_eq!((o.units[1].part, o.units[1].dice), (UnitPart::Fire, 2));
    assert_eq!(o.units[2].part, UnitPart::CloseCombat);
    let (blue, red) = (&o.sides[Side::A], &o.sides[Side::B]);
    assert_eq!(blue.dice, 5, "3 in close combat and 2 firing");
    assert_eq!(
        (blue.advantages, blue.disadvantages),
        (1, 1),
        "volleys; horse in broken ground"
    );
    assert_eq!((blue.rolled, blue.kept), (5, 5), "they cancel out");
    assert_eq!(red.dice, 2);
    assert_eq!(red.disadvantages, 2, "armour; horse in broken ground");
    assert_eq!(
        (red.rolled, red.kept),
        (4, 2),
        "4 dice, the 2 highest dropped"
    );

    // The same lines with one meeting for the whole combat cannot be the
    // example: all in contact, the infantry fights hand to hand.
    let mut all_contact = situation.clone();
    all_contact.meeting = OddsMeeting::Contact;
    let o = odds(&all_contact);
    assert_eq!(o.units[1].part, UnitPart::CloseCombat);
}
