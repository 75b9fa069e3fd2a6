//! The general's reasons, in words, in bombardment and combat.

use super::{points, unit, units};
use crate::engine::{RetreatDirection, TableUnitId};
use crate::game::general::reason::{CombatReason, Shot, TacticWhy};
use crate::game::names::Names;
use crate::i18n::plural::{count_noun, Noun};

impl CombatReason {
    pub(super) fn describe(&self, names: &Names) -> String {
        let lang = names.lang();
        let u = |id: &TableUnitId| unit(names, *id);
        let way = |d: &RetreatDirection| match d {
            RetreatDirection::Back => names.pick("straight back", "прямо назад"),
            RetreatDirection::TowardsOwnEdge => {
                names.pick("towards its own edge", "к своему краю стола")
            }
        };
        match self {
            CombatReason::Bombards { shots } => bombards(shots, names),
            CombatReason::FallsBack { unit } => lang.pick(
                format!("pulls {} back: no distance it may roll breaks it, where a morale point would be lost for certain", u(unit)),
                format!("отводит {}: ни одна выпавшая дистанция его не погубит, а очко боевого духа было бы потеряно наверняка", u(unit)),
            ),
            CombatReason::GivesMorale => names
                .pick(
                    "gives up a morale point: a retreat could break a unit or push it onto friends",
                    "отдаёт очко боевого духа: отступление может погубить отряд или вытолкнуть его на своих",
                )
                .to_owned(),
            CombatReason::SafestWay { unit, direction } => lang.pick(
                format!("sends {} {}: the safest way", u(unit), way(direction)),
                format!("отводит {} {}: так безопаснее всего", u(unit), way(direction)),
            ),
            CombatReason::MarkerWhereMost => names
                .pick(
                    "leaves the marker where it brings the most units into the fight",
                    "ставит маркер туда, где в бой вступает больше всего отрядов",
                )
                .to_owned(),
            CombatReason::BestCombatFirst { marker, mine, theirs } => lang.pick(
                format!("fights at {} first: it expects {} against {} there, its best", names.marker(*marker), points(names, *mine), points(names, *theirs)),
                format!("сначала ведёт бой, где {}: там ожидает {} против {}, лучше всего", names.marker(*marker), points(names, *mine), points(names, *theirs)),
            ),
            CombatReason::PlaysTactic { side, tactic, why } => {
                let tactic = names.tactic(names.deciding(*side), *tactic);
                match why {
                    TacticWhy::Helps => lang.pick(
                        format!("plays {tactic}: it helps the units that fight"),
                        format!("играет {tactic}: она помогает отрядам в бою"),
                    ),
                    TacticWhy::Ahead { mine, theirs } => lang.pick(
                        format!("plays {tactic} to raise the price: it expects {} against {}", points(names, *mine), points(names, *theirs)),
                        format!("играет {tactic}, чтобы поднять цену: ожидает {} против {}", points(names, *mine), points(names, *theirs)),
                    ),
                    TacticWhy::Cancels => lang.pick(
                        format!("plays {tactic} to cancel the enemy's tactic"),
                        format!("играет {tactic}, чтобы отменить тактику врага"),
                    ),
                }
            }
            CombatReason::Passes => names
                .pick("passes: no tactic left would help", "пасует: ни одна оставшаяся тактика не поможет")
                .to_owned(),
            CombatReason::KeepsTactics => names
                .pick("passes: it leaves its tactics alone", "пасует: тактики он не трогает")
                .to_owned(),
            CombatReason::HitsToSteadiest { units: hit } => lang.pick(
                format!("gives the hits to the steadiest: {}", units(names, hit)),
                format!("отдаёт попадания самым стойким: {}", units(names, hit)),
            ),
            CombatReason::HitsAsTheyStand { units: hit } => lang.pick(
                format!("gives the hits to the first units it sees: {}", units(names, hit)),
                format!("отдаёт попадания первым попавшимся: {}", units(names, hit)),
            ),
            CombatReason::Retreats { unit, retreat, test } => lang.pick(
                format!("pulls {} back: a retreat costs less morale than the test ({} against {})", u(unit), points(names, *retreat), points(names, *test)),
                format!("отводит {}: отступление дешевле проверки ({} против {} очка боевого духа)", u(unit), points(names, *retreat), points(names, *test)),
            ),
            CombatReason::TestsCheaper { unit, test, retreat } => lang.pick(
                format!("has {} stand and test: the test costs less morale than a retreat ({} against {})", u(unit), points(names, *test), points(names, *retreat)),
                format!("оставляет {} на месте и проверяет дисциплину: проверка дешевле отступления ({} против {} очка боевого духа)", u(unit), points(names, *test), points(names, *retreat)),
            ),
            CombatReason::TestsSteady { unit, test } => lang.pick(
                format!("has {} stand and test: the test costs only {} morale, less than any retreat", u(unit), points(names, *test)),
                format!("оставляет {} на месте и проверяет дисциплину: проверка стоит лишь {} очка боевого духа, меньше любого отступления", u(unit), points(names, *test)),
            ),
            CombatReason::TestsAfterRetreat { unit } => lang.pick(
                format!("tests {}: it has already retreated in this combat", u(unit)),
                format!("проверяет дисциплину: {} уже отступал в этом бою", u(unit)),
            ),
            CombatReason::FallsBackWhenever { unit } => lang.pick(
                format!("pulls {} back, as it does whenever a retreat cannot break a unit", u(unit)),
                format!("отводит {}, как всегда, когда отступление не может погубить отряд", u(unit)),
            ),
            CombatReason::TestsRatherThanBreak { unit } => lang.pick(
                format!("tests {}: a retreat could break it", u(unit)),
                format!("проверяет дисциплину: отступление может погубить {}", u(unit)),
            ),
        }
    }
}

/// Every battery's shot, in one sentence.
fn bombards(shots: &[Shot], names: &Names) -> String {
    let lang = names.lang();
    let each: Vec<String> = shots
        .iter()
        .map(|s| {
            let dice = count_noun(lang, i64::from(s.dice), Noun::Die);
            lang.pick(
                format!(
                    "{} at {} ({dice})",
                    names.unit(s.battery),
                    names.unit(s.target)
                ),
                format!(
                    "«{}» по отряду «{}» ({dice})",
                    names.unit(s.battery),
                    names.unit(s.target)
                ),
            )
        })
        .collect();
    lang.pick(
        format!(
            "bombards where each battery rolls the most dice: {}",
            each.join(", ")
        ),
        format!(
            "обстреливает цели, по которым каждая батарея бросает больше всего кубиков: {}",
            each.join(", ")
        ),
    )
}
