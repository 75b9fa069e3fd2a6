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
pub enum Term {
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
pub fn terms(unit: &Unit, glossary: &Glossary) -> Vec<(Term, i32)> {
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
