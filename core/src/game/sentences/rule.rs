//! The rules' refusals of a command, in words.

use super::{step_name, units_are, upper_first};
use crate::engine::TableUnitId;
use crate::game::error::RuleError;
use crate::game::names::Names;
use crate::game::teams::seat_name;
use crate::i18n::case::lower;
use crate::i18n::Lang;

impl RuleError {
    /// A sentence for the player, naming what it concerns by `names`.
    pub fn describe(&self, names: &Names) -> String {
        use RuleError::*;
        let n = names;
        let en = n.lang() == Lang::En;
        let unit = |u: &TableUnitId| n.unit(*u);
        match self {
            GameOver => n.pick("The game is over.", "Игра окончена.").to_owned(),
            NotYourTurn { expected } => if en {
                format!("It is {}'s decision now.", n.side(*expected))
            } else {
                format!("Сейчас решают {}.", lower(n.side(*expected)))
            },
            WrongPhase { expected, found } => if en {
                format!("That is done at another step ({}); the game is at this one: {}.", step_name(*expected, n), step_name(*found, n))
            } else {
                format!("Это делается на другом шаге ({}), а сейчас идёт этот: {}.", step_name(*expected, n), step_name(*found, n))
            },
            DiceExhausted => n.pick(
                "The dice prepared for this game have run out.",
                "Заготовленные для этой игры броски кончились.",
            ).to_owned(),
            UnknownUnit { unit: u } => if en {
                format!("There is no {} on the table.", unit(u))
            } else {
                format!("На столе нет отряда «{}».", unit(u))
            },
            NotYourUnit { unit: u } => if en {
                format!("{} belongs to the other side.", unit(u))
            } else {
                format!("Отряд «{}» принадлежит другой стороне.", unit(u))
            },
            UnknownCommander { commander } => if en {
                format!("There is no {} to give orders on the table.", n.commander(*commander))
            } else {
                format!("На столе нет такого полководца: {}.", n.commander(*commander))
            },
            UnknownAction { action } => if en {
                format!("The board has no action number {}.", action + 1)
            } else {
                format!("На планшете нет действия № {}.", action + 1)
            },
            UnknownTactic { tactic } => if en {
                format!("The board has no tactic number {}.", tactic + 1)
            } else {
                format!("На планшете нет тактики № {}.", tactic + 1)
            },
            UnknownMarker { marker } => if en {
                format!("There is no {} on the table.", n.marker(*marker))
            } else {
                format!("На столе нет такого маркера: {}.", n.marker(*marker))
            },
            NotABattery { unit: u } => if en {
                format!("{} cannot bombard.", unit(u))
            } else {
                format!("Отряд «{}» не ведёт бомбардировку.", unit(u))
            },
            BatteryNamedTwice { battery } => if en {
                format!("{} is given two targets; a battery fires at one.", unit(battery))
            } else {
                format!("Отряду «{}» назначены две цели, а батарея стреляет по одной.", unit(battery))
            },
            BatteryEngaged { battery, enemy } => if en {
                format!("{} cannot bombard: it is engaged with {} (one of them has the other in its line of fire).", unit(battery), unit(enemy))
            } else {
                format!("Отряд «{}» не может вести бомбардировку: он в огневом контакте с отрядом «{}».", unit(battery), unit(enemy))
            },
            BatteryInTerrain { battery, element } => if en {
                format!("{} cannot bombard from {}.", unit(battery), n.element(*element))
            } else {
                format!("Отряд «{}» не может вести бомбардировку отсюда: {}.", unit(battery), n.element(*element))
            },
            TargetOutOfReach { battery, target } => if en {
                format!("{} is not within the arc, range and line of fire of {}.", unit(target), unit(battery))
            } else {
                format!("Отряд «{}» вне сектора, дальности или линии огня отряда «{}».", unit(target), unit(battery))
            },
            NotClosestToBatteries { unit: u, closest } => if en {
                format!("{} may not retreat for this loss: {} is the closest to the batteries that can.", unit(u), unit(closest))
            } else {
                format!("Отряд «{}» не может отступить за эту потерю: ближе всех к батареям из тех, кто может, отряд «{}».", unit(u), unit(closest))
            },
            RetreatLimitReached { unit: u, limit } => if en {
                format!("No more units of the formation of {} may retreat: as many as the batteries that targeted it ({limit}) already have.", unit(u))
            } else {
                format!("Из построения отряда «{}» отступить больше нельзя: уже отступило столько, сколько батарей по нему стреляло ({limit}).", unit(u))
            },
            AlreadyRetreated { unit: u } => if en {
                format!("{} has already retreated from this bombardment.", unit(u))
            } else {
                format!("Отряд «{}» уже отступал от этой бомбардировки.", unit(u))
            },
            NotInTargetFormation { unit: u } => if en {
                format!("{} was not in a formation the batteries targeted.", unit(u))
            } else {
                format!("Отряд «{}» не входил в обстрелянное построение.", unit(u))
            },
            RetreatTowardsBatteries { unit: u } => if en {
                format!("{} may not retreat that way: it would go towards the batteries.", unit(u))
            } else {
                format!("Отряд «{}» не может отступить туда: это в сторону батарей.", unit(u))
            },
            DiceAlreadyRolled => n.pick(
                "The action dice have already been rolled this turn.",
                "Кубики действий в этот ход уже брошены.",
            ).to_owned(),
            NoRiskToTake => n.pick(
                "There is no 1 left to risk the commander for, or the commander may not take risks.",
                "Не осталось единиц, ради которых можно рискнуть, или полководцу нельзя рисковать.",
            ).to_owned(),
            DieNotInPool { die } => if en {
                format!("There is no {die} among the dice left to place.")
            } else {
                format!("Среди оставшихся кубиков нет {die}.")
            },
            NoSuchDieOnAction { action, die } => if en {
                format!("There is no {die} on action number {}.", action + 1)
            } else {
                format!("На действии № {} нет кубика {die}.", action + 1)
            },
            NoDieOnTactic { tactic } => if en {
                format!("Tactic number {} has no die on it.", tactic + 1)
            } else {
                format!("На тактике № {} нет кубика.", tactic + 1)
            },
            RiskAfterPlacing => n.pick(
                "The commander takes risks before any die is placed.",
                "Рисковать полководцем можно только до того, как поставлен первый кубик.",
            ).to_owned(),
            UnitAlreadyActivated { unit: u } => if en {
                format!("{} has already been activated this turn.", unit(u))
            } else {
                format!("Отряд «{}» уже активирован в этот ход.", unit(u))
            },
            NoActivationsLeft { .. } => n.pick(
                "This action has no activations left.",
                "У этого действия не осталось активаций.",
            ).to_owned(),
            OutOfCommandRadius { unit: u, commander, radius } => if en {
                format!("{} is beyond the {radius} UW command radius of {}.", unit(u), n.commander(*commander))
            } else {
                format!("Отряд «{}» дальше командного радиуса ({radius} UW): {}.", unit(u), n.commander(*commander))
            },
            DoesNotMatchFilter { unit: u } => if en {
                format!("This action cannot activate {}.", unit(u))
            } else {
                format!("Это действие не может активировать отряд «{}».", unit(u))
            },
            TooCloseToEnemy { unit: u, distance, keep_away } => if en {
                format!("{} is {} from the enemy; this action keeps {keep_away} UW away.", unit(u), n.distance(*distance))
            } else {
                format!("Отряд «{}» в {} от противника, а это действие держится не ближе {keep_away} UW.", unit(u), n.distance(*distance))
            },
            NotActivated { unit: u } => if en {
                format!("{} has not been activated by this action.", unit(u))
            } else {
                format!("Отряд «{}» не активирован этим действием.", unit(u))
            },
            AlreadyMoved { unit: u } => if en {
                format!("{} has already moved this turn.", unit(u))
            } else {
                format!("Отряд «{}» уже двигался в этот ход.", unit(u))
            },
            WrongMovement { unit: u } => if en {
                format!("This action does not allow {} that kind of move.", unit(u))
            } else {
                format!("Это действие не разрешает отряду «{}» такое движение.", unit(u))
            },
            CommanderAlreadyMoved { commander } => if en {
                format!("{} has already moved in this action.", upper_first(&n.commander(*commander)))
            } else {
                format!("{} уже перемещался в этом действии.", upper_first(&n.commander(*commander)))
            },
            NotThisAction => n.pick(
                "That is not what the current step allows.",
                "Сейчас этого делать нельзя.",
            ).to_owned(),
            Move { error } => error.describe(n),
            NoMarkerNeeded => n.pick(
                "No combat marker is needed: no engaged unit stands outside every combat where a marker could reach both sides.",
                "Маркер боя не нужен: нет отрядов в огневом контакте вне боя, до которых маркер дотянулся бы с обеих сторон.",
            ).to_owned(),
            MarkerNotAtSpot { at, brings, most } => if en {
                format!("A combat marker at {} would bring {brings} engaged units not yet in combat into combat with both sides present; it must bring {most}, as many as any spot can.", n.point(*at))
            } else {
                format!("Маркер боя в точке {} втянул бы в бой отрядов в огневом контакте: {brings} (и с обеих сторон); нужно {most}, больше всего из возможного.", n.point(*at))
            },
            AllyFoughtThem { opponent } => if en {
                format!("An ally already set up a combat marker with the units of {} this turn: this marker may not bring them in.", seat_name(*opponent, n.lang()))
            } else {
                format!("Союзник уже ставил в этот ход маркер боя с отрядами игрока «{}»: этот маркер не может их втянуть.", seat_name(*opponent, n.lang()))
            },
            NoCombatHere { marker } => if en {
                format!("{} belongs to no combat waiting to be resolved.", upper_first(&n.marker(*marker)))
            } else {
                format!("{} не относится ни к одному ждущему бою.", upper_first(&n.marker(*marker)))
            },
            TacticNotThisTurn { tactic } => if en {
                format!("Tactic number {} cannot be played in this turn.", tactic + 1)
            } else {
                format!("Тактику № {} нельзя сыграть в этот ход.", tactic + 1)
            },
            TooManyUnits { given, allowed } => if en {
                format!("{} named; this allows {allowed}.", units_are(*given))
            } else {
                format!("Названо отрядов: {given}, а можно {allowed}.")
            },
            NotInThisCombat { unit: u } => if en {
                format!("{} is not in this combat.", unit(u))
            } else {
                format!("Отряд «{}» не участвует в этом бою.", unit(u))
            },
            NamedTwice { unit: u } => if en {
                format!("{} is named twice.", unit(u))
            } else {
                format!("Отряд «{}» назван дважды.", unit(u))
            },
            NoTacticToCancel => n.pick(
                "There is no enemy tactic here to cancel.",
                "Здесь нет тактики противника, которую можно отменить.",
            ).to_owned(),
            WrongTargets => n.pick(
                "This tactic is not played on targets of that kind.",
                "Эта тактика разыгрывается на другие цели.",
            ).to_owned(),
            BadAllocation { group, count } => if en {
                format!("The hits go to {count} of these equally close units: {}.", n.units(group))
            } else {
                format!("Попадания получают {count} из этих одинаково близких отрядов: {}.", n.units(group))
            },
            TurnMoveCap { unit: u, already, cap } => if en {
                format!("{} has crossed broken ground this turn, so it moves at most {} in the turn, and it has already moved {}.", unit(u), n.distance(*cap), n.distance(*already))
            } else {
                format!("Отряд «{}» в этот ход прошёл через трудный ландшафт, поэтому за ход он может пройти не больше {}, а уже прошёл {}.", unit(u), n.distance(*cap), n.distance(*already))
            },
            NoHitOn { unit: u } => if en {
                format!("{} has no hit to resolve.", unit(u))
            } else {
                format!("У отряда «{}» нет попаданий.", unit(u))
            },
            PreGame { error } => error.describe(n),
        }
    }
}
