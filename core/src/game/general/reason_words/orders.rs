//! The general's reasons, in words, for its orders: the action dice, the actions

use super::{unit, units, units_named};
use crate::engine::{Side, TableUnitId};
use crate::game::general::reason::{DiceReason, MoveReason};
use crate::game::names::Names;
use crate::i18n::plural::{count_noun, Noun};

impl DiceReason {
    pub(super) fn describe(&self, names: &Names) -> String {
        let lang = names.lang();
        let on = |side: &Side, action: &usize| names.action(names.deciding(*side), *action);
        match self {
            DiceReason::MainMove { side, action, die } => lang.pick(
                format!("puts the highest die, {die}, on {}: the most formations move", on(side, action)),
                format!("кладёт старший кубик, {die}, на {}: так двинется больше всего построений", on(side, action)),
            ),
            DiceReason::Ride { side, action, die } => lang.pick(
                format!("puts the lowest die, {die}, on {}: the commander must ride up to the units waiting for orders", on(side, action)),
                format!("кладёт младший кубик, {die}, на {}: полководцу нужно подъехать к отрядам, ждущим приказа", on(side, action)),
            ),
            DiceReason::Tactic { side, tactic, die } => lang.pick(
                format!("keeps a {die} on {}: the enemy is within 5 UW", names.tactic(names.deciding(*side), *tactic)),
                format!("кладёт {die} на {}: враг ближе 5 UW", names.tactic(names.deciding(*side), *tactic)),
            ),
            DiceReason::March { side, action, die, far } => lang.pick(
                format!(
                    "puts {die} on {}: {} still far from the enemy",
                    on(side, action),
                    if *far == 1 { "one formation is".to_owned() } else { format!("{far} formations are") }
                ),
                format!("кладёт {die} на {}: построения вдали от врага (их {far}) подтянутся маршем", on(side, action)),
            ),
            DiceReason::MoreMoves { side, action, die } => lang.pick(
                format!("puts {die} on {} as well: more formations move", on(side, action)),
                format!("кладёт {die} ещё и на {}: двинется больше построений", on(side, action)),
            ),
            DiceReason::AsRolled { side, action, die } => lang.pick(
                format!("puts the next die rolled, {die}, on {}, the first action on the board", on(side, action)),
                format!("кладёт следующий выпавший кубик, {die}, на {}, первое действие на планшете", on(side, action)),
            ),
            DiceReason::RidesFirst { side, action, .. } => lang.pick(
                format!("plays {} first: none of the units waiting for orders is within the commander's reach", on(side, action)),
                format!("сначала играет {}: ни один отряд, ждущий приказа, не в радиусе полководца", on(side, action)),
            ),
            DiceReason::PlaysMove { side, action, die } => lang.pick(
                format!("plays {} with the {die}: the highest die first", on(side, action)),
                format!("играет {} с кубиком {die}: сначала старший", on(side, action)),
            ),
            DiceReason::PlaysMarch { side, action, die } => lang.pick(
                format!("plays {} with the {die}: to bring on the formations still far off", on(side, action)),
                format!("играет {} с кубиком {die}, чтобы подтянуть дальние построения", on(side, action)),
            ),
            DiceReason::PlaysOther { side, action, die } => lang.pick(
                format!("plays {} with the {die}: more units move", on(side, action)),
                format!("играет {} с кубиком {die}: двинется больше отрядов", on(side, action)),
            ),
            DiceReason::FollowsArmy { side, action, .. } => lang.pick(
                format!("plays {} last: the commander follows the army", on(side, action)),
                format!("играет {} последним: полководец следует за армией", on(side, action)),
            ),
            DiceReason::EndsActions => names
                .pick("ends its actions: nothing left is worth playing", "завершает действия: играть больше нечего")
                .to_owned(),
        }
    }
}

impl MoveReason {
    pub(super) fn describe(&self, names: &Names) -> String {
        let lang = names.lang();
        let u = |id: &TableUnitId| unit(names, *id);
        match self {
            MoveReason::Activates { unit, distance } => lang.pick(
                format!("activates the formation of {}: the nearest to the enemy ({})", u(unit), names.distance(*distance)),
                format!("активирует построение, где {}: оно ближе всех к врагу ({})", u(unit), names.distance(*distance)),
            ),
            MoveReason::EndsAction => names
                .pick(
                    "ends the action: the formations left are fighting, or their guns have a target",
                    "завершает действие: остальные построения в бою или их пушкам есть цель",
                )
                .to_owned(),
            MoveReason::Charges { unit, enemies, flank, dice, against } => {
                let side = if *flank { lang.pick(" in the flank", " во фланг") } else { "" };
                let dice = count_noun(lang, i64::from(*dice), Noun::Die);
                lang.pick(
                    format!("sends {} in a charge on {}{side}: {dice} against {against}", u(unit), units(names, enemies)),
                    format!("бросает {} в атаку на {}{side}: {dice} против {against}", u(unit), units_named(names, enemies)),
                )
            }
            MoveReason::Advances { unit, towards } => match towards {
                Some(enemy) => lang.pick(
                    format!("moves {} on {}, the part of the enemy the army converges on", u(unit), u(enemy)),
                    format!("ведёт {} на {}: армия сходится на этом участке врага", u(unit), u(enemy)),
                ),
                None => lang.pick(format!("moves {} forward", u(unit)), format!("ведёт вперёд {}", u(unit))),
            },
            MoveReason::ChasesNearest { unit, towards } => match towards {
                Some(enemy) => lang.pick(
                    format!("sends {} at the nearest enemy, {}", u(unit), u(enemy)),
                    format!("ведёт {} на ближайшего врага, {}", u(unit), u(enemy)),
                ),
                None => lang.pick(
                    format!("sends {} at the nearest enemy", u(unit)),
                    format!("ведёт {} на ближайшего врага", u(unit)),
                ),
            },
            MoveReason::ClosesUp { unit } => lang.pick(
                format!("brings {} up to just beyond the enemy's fire: the army holds the line until half its units can reach", u(unit)),
                format!("подводит {} к самой границе вражеского огня: армия держит линию, пока половина отрядов не сможет дотянуться до врага", u(unit)),
            ),
            MoveReason::HoldsBack { unit } => lang.pick(
                format!("keeps {} beyond the enemy's fire: the plan holds back this turn", u(unit)),
                format!("держит {} за границей вражеского огня: по плану в этот ход армия выжидает", u(unit)),
            ),
            MoveReason::StaysInFight { unit } => lang.pick(
                format!("keeps {} in its fight", u(unit)),
                format!("оставляет {} в бою", u(unit)),
            ),
            MoveReason::KeepsLine { unit } => lang.pick(
                format!("moves {} as its formation's first unit moved: the line stays in order", u(unit)),
                format!("ведёт {} так же, как первый отряд построения: линия сохраняет порядок", u(unit)),
            ),
            MoveReason::GunsToRange { unit } => lang.pick(
                format!("brings {} to its bombardment range less a unit width, and no nearer", u(unit)),
                format!("подводит {} на дальность обстрела без одной ширины отряда, и не ближе", u(unit)),
            ),
            MoveReason::RidesToRally { commander } => lang.pick(
                format!("sends {} to the rally point, where he reaches the most units waiting for orders", names.commander(*commander)),
                "отправляет полководца к точке сбора, откуда тот достаёт до большинства отрядов, ждущих приказа".to_owned(),
            ),
            MoveReason::RidesToArmy { commander } => lang.pick(
                format!("sends {} towards the middle of the army", names.commander(*commander)),
                format!("отправляет к середине армии: {}", names.commander(*commander)),
            ),
        }
    }
}
