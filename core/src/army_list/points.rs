//! The points model: what a statline and its special rules are worth.
//!
//! Every term is in tenths of a point so the sum stays exact; the total is
//! rounded half up. The rulebook's one priced profile, line infantry, comes
//! out at 15. A unit whose listed points differ from the model must say why
//! in its `points_note`; a test holds every shipped unit to that.
//! The same table is in `army_lists/README.md`.

use super::effect::RuleEffect;
use super::glossary::Glossary;
use super::unit::Unit;

/// One term of a unit's cost, for showing the workings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Term {
    /// 1 point per UW of simple and of difficult speed.
    Speed,
    /// 1 point per UW of mean retreat beyond the first.
    Retreat,
    /// 2 points per point of strength.
    Strength,
    /// 1 point per point of morale.
    Morale,
    /// 1 point per pip of discipline better than 7+ (4+ is worth 3).
    Discipline,
    /// 1 point per close combat die.
    CloseCombat,
    /// Fire dice × (range + 1) ÷ 3.
    Fire,
    /// Bombardment power × (range + 2) ÷ 2.
    Bombardment,
    /// The special rules' own prices.
    SpecialRules,
}

/// The price of a special rule's effect, in tenths.
fn rule_tenths(effect: &RuleEffect) -> i32 {
    match effect {
        RuleEffect::Light => 20,
        RuleEffect::Veteran => 30,
        RuleEffect::Untrained => -30,
        RuleEffect::Armor => 30,
        RuleEffect::UseCover => 10,
        RuleEffect::Scouts => 10,
        // Priced by the Bombardment term from its parameters.
        RuleEffect::Bombardment => 0,
        RuleEffect::UnitType { .. } | RuleEffect::Tag => 0,
    }
}

/// The model's terms for `unit`, each in tenths of a point.
pub(crate) fn terms(unit: &Unit, glossary: &Glossary) -> Vec<(Term, i32)> {
    let fire = unit.fire.as_ref().map_or(0, |fire| {
        i32::from(fire.dice) * (i32::from(fire.range) + 1) * 10 / 3
    });
    let bombardment = unit.bombardment(glossary).map_or(0, |(range, power)| {
        i32::from(power) * (i32::from(range) + 2) * 10 / 2
    });
    let rules = unit.effects(glossary).map(rule_tenths).sum();
    vec![
        (
            Term::Speed,
            10 * (i32::from(unit.speed.simple) + i32::from(unit.speed.difficult)),
        ),
        (Term::Retreat, unit.retreat.mean_tenths() - 10),
        (Term::Strength, 20 * i32::from(unit.strength)),
        (Term::Morale, 10 * i32::from(unit.morale)),
        (Term::Discipline, 10 * (7 - i32::from(unit.discipline))),
        (Term::CloseCombat, 10 * i32::from(unit.close_combat)),
        (Term::Fire, fire),
        (Term::Bombardment, bombardment),
        (Term::SpecialRules, rules),
    ]
}

/// The points the model gives `unit`, at least 1.
pub fn model_points(unit: &Unit, glossary: &Glossary) -> u32 {
    let tenths: i32 = terms(unit, glossary).iter().map(|(_, tenths)| tenths).sum();
    let rounded = (tenths + 5).div_euclid(10);
    rounded.max(1) as u32
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::army_list::dice::DiceExpr;
    use crate::army_list::glossary::SpecialRule;
    use crate::army_list::ids::{RuleId, UnitId, WeaponId};
    use crate::army_list::unit::{Category, Fire, RuleRef, Speed};
    use crate::army_list::UnitType;
    use crate::i18n::Text;
    use std::collections::BTreeMap;

    fn rule(id: &str, effect: RuleEffect) -> SpecialRule {
        SpecialRule {
            id: RuleId::new(id),
            name: Text::new(id, id),
            text: Text::new(id, id),
            effect,
        }
    }

    fn glossary() -> Glossary {
        Glossary {
            special_rules: vec![
                rule(
                    "infantry",
                    RuleEffect::UnitType {
                        unit_type: UnitType::Infantry,
                    },
                ),
                rule(
                    "artillery",
                    RuleEffect::UnitType {
                        unit_type: UnitType::Artillery,
                    },
                ),
                rule("bombardment", RuleEffect::Bombardment),
                rule("veteran", RuleEffect::Veteran),
            ],
            ..Glossary::default()
        }
    }

    fn line_infantry() -> Unit {
        Unit {
            id: UnitId::new("line_infantry"),
            name: Text::new("Line infantry", "Линейная пехота"),
            category: Category::Main,
            points: 15,
            speed: Speed {
                simple: 2,
                difficult: 1,
            },
            retreat: "d3".parse::<DiceExpr>().unwrap(),
            strength: 1,
            morale: 2,
            discipline: 4,
            close_combat: 2,
            fire: Some(Fire {
                weapon: WeaponId::new("musket"),
                range: 2,
                dice: 2,
            }),
            special_rules: vec![RuleRef {
                id: RuleId::new("infantry"),
                params: BTreeMap::new(),
            }],
            points_note: None,
            years: None,
        }
    }

    #[test]
    fn the_rulebook_s_line_infantry_costs_15() {
        assert_eq!(model_points(&line_infantry(), &glossary()), 15);
    }

    #[test]
    fn each_term_moves_the_price() {
        let glossary = glossary();
        let base = model_points(&line_infantry(), &glossary);
        let mut better = line_infantry();
        better.discipline = 3;
        assert_eq!(model_points(&better, &glossary), base + 1);
        better.strength = 2;
        assert_eq!(model_points(&better, &glossary), base + 3);
        better.special_rules.push(RuleRef {
            id: RuleId::new("veteran"),
            params: BTreeMap::new(),
        });
        assert_eq!(model_points(&better, &glossary), base + 6);
    }

    #[test]
    fn the_age_of_empires_light_artillery_anchor() {
        // Bombardment 6 UW – 2d6 (the rulebook's example), canister 2 UW
        // 2d6, speed 2-1, retreat 1, strength 1, morale 1, 5+, 1d6: 19.
        let mut guns = line_infantry();
        guns.speed = Speed {
            simple: 2,
            difficult: 1,
        };
        guns.retreat = DiceExpr::fixed(1);
        guns.morale = 1;
        guns.discipline = 5;
        guns.close_combat = 1;
        guns.fire = Some(Fire {
            weapon: WeaponId::new("canister"),
            range: 2,
            dice: 2,
        });
        guns.special_rules = vec![
            RuleRef {
                id: RuleId::new("artillery"),
                params: BTreeMap::new(),
            },
            RuleRef {
                id: RuleId::new("bombardment"),
                params: BTreeMap::from([("range".to_owned(), 6), ("power".to_owned(), 2)]),
            },
        ];
        assert_eq!(model_points(&guns, &glossary()), 19);
    }
}
