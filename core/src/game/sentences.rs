//! Every refusal of the game in words, in both languages, naming what it
//! concerns through [`Names`]: the rules' refusals ([`RuleError`]) and the
//! table's (moves, retreats, impossible positions). Each `describe` is an
//! exhaustive match: a new kind of refusal does not compile without its
//! sentence.

use super::command::StepKind;
use super::error::{PreGameError, RuleError};
use super::names::Names;
use super::pregame::layout::LayoutProblem;
use super::setup::SetupError;
use crate::engine::movement::{MoveInput, MoveLimit};
use crate::engine::position::{Field, Item, PositionError};
use crate::engine::retreat::RetreatError;
use crate::engine::terrain::ShapeProblem;
use crate::engine::{MoveError, Side, TableUnitId};
use crate::i18n::case::lower;
use crate::i18n::table_messages::TableMsg;
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
                format!("На столе нет командира: {}.", n.commander(*commander))
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
                format!("«{}» вне сектора, дальности или линии огня отряда «{}».", unit(target), unit(battery))
            },
            NotClosestToBatteries { unit: u, closest } => if en {
                format!("{} may not retreat for this loss: {} is the closest to the batteries that can.", unit(u), unit(closest))
            } else {
                format!("«{}» не может отступить за эту потерю: ближе всех к батареям из тех, кто может, — «{}».", unit(u), unit(closest))
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
                format!("{given} units are named; this allows {allowed}.")
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

impl PreGameError {
    /// A sentence for the player, naming what it concerns and the rule.
    pub fn describe(&self, names: &Names) -> String {
        use PreGameError::*;
        let n = names;
        let en = n.lang() == Lang::En;
        let unit = |u: &TableUnitId| n.unit(*u);
        match self {
            WrongColumnCount { expected, found } => {
                if en {
                    format!("The army goes into as many columns as its commander's skill level: {expected}, not {found}.")
                } else {
                    format!("Колонн должно быть столько, каков уровень полководца: {expected}, а не {found}.")
                }
            }
            UnitLeftOut { unit: u } => {
                if en {
                    format!("{} is in no column: every unit goes into one.", unit(u))
                } else {
                    format!("Отряд «{}» не попал ни в одну колонну, а каждый отряд должен быть в колонне.", unit(u))
                }
            }
            UnitInTwoColumns { unit: u } => {
                if en {
                    format!(
                        "{} is in two columns: a unit goes into exactly one.",
                        unit(u)
                    )
                } else {
                    format!(
                        "Отряд «{}» стоит в двух колоннах, а может быть только в одной.",
                        unit(u)
                    )
                }
            }
            TooManyScouts { allowed, found } => {
                if en {
                    format!("The army's Scouting assets make {allowed} units scouts, not {found}.")
                } else {
                    format!("Приготовления армии позволяют сделать разведчиками {allowed} отр., а не {found}.")
                }
            }
            KindNotRolled { kind, kinds } => {
                if en {
                    format!(
                        "This element's roll gives {}, not a {}.",
                        n.terrain_kinds(kinds),
                        n.terrain_kind(*kind)
                    )
                } else {
                    format!(
                        "По броску этот элемент — {}, а не {}.",
                        n.terrain_kinds(kinds),
                        n.terrain_kind(*kind)
                    )
                }
            }
            TerrainOutsideQuarter { kind } => {
                if en {
                    format!(
                        "The {} must stand wholly inside its quarter of the table.",
                        n.terrain_kind(*kind)
                    )
                } else {
                    format!(
                        "Элемент «{}» должен целиком стоять в своей четверти стола.",
                        n.terrain_kind(*kind)
                    )
                }
            }
            TerrainOnTerrain { kind, other } => {
                if en {
                    format!(
                        "The {} would overlap the {}: elements stand apart.",
                        n.terrain_kind(*kind),
                        n.terrain_kind(*other)
                    )
                } else {
                    format!(
                        "Элемент «{}» налезает на элемент «{}», а элементы стоят раздельно.",
                        n.terrain_kind(*kind),
                        n.terrain_kind(*other)
                    )
                }
            }
            NotFinite => n
                .pick(
                    "A position or an angle given is not a number.",
                    "Заданное положение или угол — не число.",
                )
                .to_owned(),
            AlreadyEmplaced { unit: u } => {
                if en {
                    format!("{} is already set up in its emplacement.", unit(u))
                } else {
                    format!("Отряд «{}» уже стоит в укреплении.", unit(u))
                }
            }
            OutsideZone { unit: u } => {
                if en {
                    format!("{} must stand wholly inside your deployment zone.", unit(u))
                } else {
                    format!(
                        "Отряд «{}» должен целиком стоять в вашей зоне расстановки.",
                        unit(u)
                    )
                }
            }
            EmplacementOutsideZone { unit: u } => {
                if en {
                    format!(
                        "The emplacement of {} must lie wholly inside your deployment zone.",
                        unit(u)
                    )
                } else {
                    format!(
                        "Укрепление отряда «{}» должно целиком лежать в вашей зоне расстановки.",
                        unit(u)
                    )
                }
            }
            MarkerOutsideZone => n
                .pick(
                    "A column marker goes inside your deployment zone.",
                    "Маркер колонны ставится в вашей зоне расстановки.",
                )
                .to_owned(),
            TooFarFromMarker {
                unit: u,
                column,
                distance,
            } => {
                if en {
                    format!("{} would stand {} from the marker of column {column}: a column's units stand within 2 UW of it.", unit(u), n.distance(*distance))
                } else {
                    format!("Отряд «{}» встал бы в {} от маркера колонны {column}, а отряды колонны стоят не дальше 2 UW от него.", unit(u), n.distance(*distance))
                }
            }
            OnAnotherUnit { unit: u, other } => {
                if en {
                    format!("{} would stand on {}.", unit(u), unit(other))
                } else {
                    format!("Отряд «{}» встал бы на отряд «{}».", unit(u), unit(other))
                }
            }
            OnEmplacement { unit: u } => {
                if en {
                    format!(
                        "{} would stand on an emplacement: each holds only its own unit.",
                        unit(u)
                    )
                } else {
                    format!(
                        "Отряд «{}» встал бы на укрепление, а в нём помещается только его отряд.",
                        unit(u)
                    )
                }
            }
            UnitsNotPlaced { count, unit: u } => {
                if en {
                    format!(
                        "{count} units are still off the table, {} among them.",
                        unit(u)
                    )
                } else {
                    format!(
                        "Ещё не выставлено отрядов: {count}, среди них «{}».",
                        unit(u)
                    )
                }
            }
            CommanderOffTable { commander } => {
                if en {
                    format!(
                        "{} must be placed on the table.",
                        upper_first(&n.commander(*commander))
                    )
                } else {
                    format!(
                        "{} должен стоять на столе.",
                        upper_first(&n.commander(*commander))
                    )
                }
            }
            CommanderOnUnit { commander, unit: u } => {
                if en {
                    format!(
                        "{} cannot stand on {}.",
                        upper_first(&n.commander(*commander)),
                        unit(u)
                    )
                } else {
                    format!(
                        "{} не может стоять на отряде «{}».",
                        upper_first(&n.commander(*commander)),
                        unit(u)
                    )
                }
            }
            CommanderAlreadyPlaced { commander } => {
                if en {
                    format!(
                        "{} is already on the table.",
                        upper_first(&n.commander(*commander))
                    )
                } else {
                    format!("{} уже на столе.", upper_first(&n.commander(*commander)))
                }
            }
        }
    }
}

impl LayoutProblem {
    /// A sentence naming the element and what is wrong with it.
    pub fn describe(&self, lang: Lang) -> String {
        let n = Names::plain(lang);
        let en = lang == Lang::En;
        match self {
            LayoutProblem::NotJson { line, column } => {
                if en {
                    format!(
                        "The terrain layout is not readable data (line {line}, column {column})."
                    )
                } else {
                    format!("Расстановка местности не читается как данные (строка {line}, столбец {column}).")
                }
            }
            LayoutProblem::NotAList => n
                .pick(
                    "A terrain layout is a list of elements.",
                    "Расстановка местности — это список элементов.",
                )
                .to_owned(),
            LayoutProblem::NotAnElement { element } => {
                if en {
                    format!("Element {element} needs a kind and a shape: a polygon's corners, or a circle's centre and radius.")
                } else {
                    format!("Элементу {element} нужны вид и форма: углы многоугольника или центр и радиус круга.")
                }
            }
            LayoutProblem::UnknownKind { element, kind } => {
                if en {
                    format!("Element {element} is of a kind the rules do not have: «{kind}».")
                } else {
                    format!("Элемент {element} неизвестного правилам вида: «{kind}».")
                }
            }
            LayoutProblem::EmplacementInLayout { element } => {
                if en {
                    format!("Element {element} is an emplacement: emplacements come with the armies' assets, not with the table.")
                } else {
                    format!("Элемент {element} — укрепление, а укрепления приходят с приготовлениями армий, а не со столом.")
                }
            }
            LayoutProblem::BadShape { element, problem } => {
                if en {
                    format!(
                        "Element {element} has an impossible outline: {}.",
                        shape_problem(problem, &n)
                    )
                } else {
                    format!(
                        "У элемента {element} невозможный контур: {}.",
                        shape_problem(problem, &n)
                    )
                }
            }
            LayoutProblem::OffTable { element, kind } => {
                if en {
                    format!(
                        "Element {element} ({}) reaches off the table.",
                        n.terrain_kind(*kind)
                    )
                } else {
                    format!(
                        "Элемент {element} ({}) выходит за край стола.",
                        n.terrain_kind(*kind)
                    )
                }
            }
            LayoutProblem::Overlaps {
                element,
                kind,
                other,
                other_kind,
            } => {
                if en {
                    format!(
                        "Element {element} ({}) overlaps element {other} ({}).",
                        n.terrain_kind(*kind),
                        n.terrain_kind(*other_kind)
                    )
                } else {
                    format!(
                        "Элемент {element} ({}) налезает на элемент {other} ({}).",
                        n.terrain_kind(*kind),
                        n.terrain_kind(*other_kind)
                    )
                }
            }
        }
    }
}

/// A step of the turn in a few words.
fn step_name(step: StepKind, n: &Names) -> &'static str {
    match step {
        StepKind::Columns => n.pick("dividing the army into columns", "деление армии на колонны"),
        StepKind::FirstPlayer => n.pick("choosing the first player", "выбор первого игрока"),
        StepKind::Terrain => n.pick("setting up terrain", "расстановка местности"),
        StepKind::Emplacements => n.pick("setting up emplacements", "установка укреплений"),
        StepKind::ColumnMarkers => n.pick("placing column markers", "установка маркеров колонн"),
        StepKind::Deployment => n.pick("setting up the units", "расстановка отрядов"),
        StepKind::Commanders => n.pick("placing the commanders", "установка полководцев"),
        StepKind::Bombardment => n.pick("bombardment", "бомбардировка"),
        StepKind::BombardmentLosses => n.pick("bombardment losses", "потери от бомбардировки"),
        StepKind::RollDice => n.pick("rolling the action dice", "бросок кубиков действий"),
        StepKind::Actions => n.pick("actions", "действия"),
        StepKind::InAction => n.pick("an action in play", "розыгрыш действия"),
        StepKind::StartCombat => n.pick("start combat", "начало боя"),
        StepKind::ChooseCombat => n.pick("choosing the next combat", "выбор следующего боя"),
        StepKind::Tactics => n.pick("tactics", "тактики"),
        StepKind::AllocateHits => n.pick("giving out hits", "распределение попаданий"),
        StepKind::ResolveHits => n.pick("resolving hits", "разбор попаданий"),
        StepKind::RetreatDirection => n.pick("the way of a retreat", "направление отступления"),
        StepKind::Over => n.pick("the end of the game", "конец игры"),
    }
}

pub(crate) use crate::i18n::case::upper_first;

impl MoveError {
    /// A sentence for the player, naming what it concerns by `names`.
    pub fn describe(&self, names: &Names) -> String {
        use MoveError::*;
        let n = names;
        let en = n.lang() == Lang::En;
        let unit = |u: &TableUnitId| n.unit(*u);
        match self {
            UnknownUnit { unit: u } => {
                if en {
                    format!("There is no {} on the table to move.", unit(u))
                } else {
                    format!("На столе нет отряда «{}».", unit(u))
                }
            }
            UnknownCommander { commander } => {
                if en {
                    format!(
                        "There is no {} on the table to move.",
                        n.commander(*commander)
                    )
                } else {
                    format!("На столе нет командира: {}.", n.commander(*commander))
                }
            }
            NotFinite { input } => {
                if en {
                    format!("The move's {} is not a number.", move_input(*input, n))
                } else {
                    format!("В ходе не число: {}.", move_input(*input, n))
                }
            }
            NegativeDistance { distance } => {
                if en {
                    format!(
                        "A move cannot go a negative distance ({}).",
                        n.distance(*distance)
                    )
                } else {
                    format!(
                        "Нельзя пройти отрицательное расстояние ({}).",
                        n.distance(*distance)
                    )
                }
            }
            NoSimpleMove { unit: u } => {
                if en {
                    format!(
                        "{} has no simple move: it moves only by difficult moves.",
                        unit(u)
                    )
                } else {
                    format!(
                        "У отряда «{}» нет простого движения: он ходит только сложным.",
                        unit(u)
                    )
                }
            }
            TooFar {
                unit: u,
                distance,
                allowed,
                limit,
            } => {
                if en {
                    format!(
                        "{} may go {} here ({}); this move is {}.",
                        unit(u),
                        n.distance(*allowed),
                        move_limit(limit, n),
                        n.distance(*distance)
                    )
                } else {
                    format!(
                        "Отряд «{}» может пройти здесь {} ({}), а этот ход — {}.",
                        unit(u),
                        n.distance(*allowed),
                        move_limit(limit, n),
                        n.distance(*distance)
                    )
                }
            }
            TurnOverlapsEnemy { unit: u, enemy } => {
                if en {
                    format!(
                        "{} cannot turn there: it would stand on {}.",
                        unit(u),
                        unit(enemy)
                    )
                } else {
                    format!(
                        "Отряд «{}» не может так развернуться: он встал бы на «{}».",
                        unit(u),
                        unit(enemy)
                    )
                }
            }
            PassesThroughEnemy { unit: u, enemy } => {
                if en {
                    format!("{} cannot pass through {}.", unit(u), unit(enemy))
                } else {
                    format!(
                        "Отряд «{}» не может пройти сквозь «{}».",
                        unit(u),
                        unit(enemy)
                    )
                }
            }
            EndsOnFriend { unit: u, friend } => {
                if en {
                    format!(
                        "{} would end on {}; a move may pass friends but not stop on them.",
                        unit(u),
                        unit(friend)
                    )
                } else {
                    format!("Отряд «{}» остановился бы на «{}»: сквозь своих проходить можно, вставать на них нельзя.", unit(u), unit(friend))
                }
            }
            EndsInContactWithEnemy { unit: u, enemy } => {
                if en {
                    format!("A difficult move may not end in contact with the enemy: {} would touch {}.", unit(u), unit(enemy))
                } else {
                    format!("Сложное движение не может закончиться в контакте с противником: «{}» коснулся бы «{}».", unit(u), unit(enemy))
                }
            }
            LeavesTable { unit: u, .. } => {
                if en {
                    format!("{} would end partly off the table.", unit(u))
                } else {
                    format!("Отряд «{}» оказался бы частью за краем стола.", unit(u))
                }
            }
            CommanderTooFar {
                commander,
                distance,
                allowed,
            } => {
                if en {
                    format!(
                        "{} may move {}; this move is {}.",
                        upper_first(&n.commander(*commander)),
                        n.distance(*allowed),
                        n.distance(*distance)
                    )
                } else {
                    format!(
                        "{} может переместиться на {}, а этот ход — {}.",
                        upper_first(&n.commander(*commander)),
                        n.distance(*allowed),
                        n.distance(*distance)
                    )
                }
            }
            CommanderOffTable { commander, .. } => {
                if en {
                    format!(
                        "{} would stand off the table.",
                        upper_first(&n.commander(*commander))
                    )
                } else {
                    format!(
                        "{} оказался бы за краем стола.",
                        upper_first(&n.commander(*commander))
                    )
                }
            }
            CommanderOnUnit { commander, unit: u } => {
                if en {
                    format!(
                        "{} cannot stop on {}.",
                        upper_first(&n.commander(*commander)),
                        unit(u)
                    )
                } else {
                    format!(
                        "{} не может остановиться на отряде «{}».",
                        upper_first(&n.commander(*commander)),
                        unit(u)
                    )
                }
            }
            ComesNearEnemy {
                unit: u,
                enemy,
                distance,
                keep_away,
            } => {
                if en {
                    format!("This move keeps {keep_away} UW from the enemy, but {} would come within {} of {}.", unit(u), n.distance(*distance), unit(enemy))
                } else {
                    format!("Этот ход держится не ближе {keep_away} UW к противнику, а «{}» подошёл бы к «{}» на {}.", unit(u), unit(enemy), n.distance(*distance))
                }
            }
        }
    }
}

/// Which number of a move request.
fn move_input(input: MoveInput, n: &Names) -> &'static str {
    match input {
        MoveInput::Heading => n.pick("heading", "направление"),
        MoveInput::Direction => n.pick("direction", "направление"),
        MoveInput::Distance => n.pick("distance", "расстояние"),
        MoveInput::Facing => n.pick("facing", "разворот"),
        MoveInput::Speed => n.pick("speed", "скорость"),
        MoveInput::Destination => n.pick("destination", "точка назначения"),
    }
}

/// What holds a move to its length, in a few words.
fn move_limit(limit: &MoveLimit, n: &Names) -> String {
    match limit {
        MoveLimit::Speed { .. } => n.pick("its speed", "его скорость").to_owned(),
        MoveLimit::Road { .. } => n
            .pick("its speed on the road", "его скорость по дороге")
            .to_owned(),
        MoveLimit::Broken { element } => format!(
            "{} {}",
            n.pick("broken ground:", "пересечённая местность:"),
            n.element(*element)
        ),
        MoveLimit::VeryBroken { element } => format!(
            "{} {}",
            n.pick("very broken ground:", "труднопроходимая местность:"),
            n.element(*element)
        ),
    }
}

impl RetreatError {
    /// A sentence for the player, naming what it concerns by `names`.
    pub fn describe(&self, names: &Names) -> String {
        let n = names;
        match (self, n.lang()) {
            (RetreatError::UnknownUnit { unit }, Lang::En) => {
                format!("There is no {} on the table to retreat.", n.unit(*unit))
            }
            (RetreatError::UnknownUnit { unit }, Lang::Ru) => {
                format!("На столе нет отряда «{}».", n.unit(*unit))
            }
            (RetreatError::NotFinite, _) => n
                .pick(
                    "The retreat's distance is not a number.",
                    "Расстояние отступления — не число.",
                )
                .to_owned(),
            (RetreatError::NegativeDistance { distance }, Lang::En) => format!(
                "A retreat cannot go a negative distance ({}).",
                n.distance(*distance)
            ),
            (RetreatError::NegativeDistance { distance }, Lang::Ru) => format!(
                "Нельзя отступить на отрицательное расстояние ({}).",
                n.distance(*distance)
            ),
        }
    }
}

impl PositionError {
    /// A sentence for the player, naming what it concerns by `names`.
    pub fn describe(&self, names: &Names) -> String {
        use PositionError::*;
        let n = names;
        let en = n.lang() == Lang::En;
        let unit = |u: &TableUnitId| n.unit(*u);
        match self {
            NotFinite { item, field } => {
                if en {
                    format!(
                        "The {} of {} is not a number.",
                        field_name(*field, n),
                        item_name(*item, n)
                    )
                } else {
                    format!(
                        "{}: {} — не число.",
                        upper_first(&item_name(*item, n)),
                        field_name(*field, n)
                    )
                }
            }
            BadTableSize { width, depth } => {
                if en {
                    format!("A table of {width:.1} × {depth:.1} UW cannot be played on.")
                } else {
                    format!("На столе {width:.1} × {depth:.1} UW играть нельзя.")
                }
            }
            BadUnitDepth { unit: u, depth } => {
                if en {
                    format!("{} cannot be {depth:.2} UW deep.", unit(u))
                } else {
                    format!("Глубина отряда «{}» не может быть {depth:.2} UW.", unit(u))
                }
            }
            DuplicateUnit { unit: u } => {
                if en {
                    format!("{} is on the table twice.", unit(u))
                } else {
                    format!("Отряд «{}» стоит на столе дважды.", unit(u))
                }
            }
            DuplicateCommander { commander } => {
                if en {
                    format!(
                        "{} is on the table twice.",
                        upper_first(&n.commander(*commander))
                    )
                } else {
                    format!(
                        "{} стоит на столе дважды.",
                        upper_first(&n.commander(*commander))
                    )
                }
            }
            DuplicateMarker { marker } => {
                if en {
                    format!("{} is on the table twice.", upper_first(&n.marker(*marker)))
                } else {
                    format!("{} лежит на столе дважды.", upper_first(&n.marker(*marker)))
                }
            }
            UnitOffTable { unit: u, .. } => {
                if en {
                    format!("{} stands partly off the table.", unit(u))
                } else {
                    format!("Отряд «{}» стоит частью за краем стола.", unit(u))
                }
            }
            UnitsOverlap {
                first,
                second,
                depth,
                ..
            } => {
                if en {
                    format!(
                        "{} and {} overlap by {}.",
                        unit(first),
                        unit(second),
                        n.distance(*depth)
                    )
                } else {
                    format!(
                        "«{}» и «{}» заходят друг на друга на {}.",
                        unit(first),
                        unit(second),
                        n.distance(*depth)
                    )
                }
            }
            CommanderOffTable { commander, .. } => {
                if en {
                    format!(
                        "{} stands off the table.",
                        upper_first(&n.commander(*commander))
                    )
                } else {
                    format!(
                        "{} стоит за краем стола.",
                        upper_first(&n.commander(*commander))
                    )
                }
            }
            CommanderOnUnit {
                commander, unit: u, ..
            } => {
                if en {
                    format!(
                        "{} stands on {}.",
                        upper_first(&n.commander(*commander)),
                        unit(u)
                    )
                } else {
                    format!(
                        "{} стоит на отряде «{}».",
                        upper_first(&n.commander(*commander)),
                        unit(u)
                    )
                }
            }
            MarkerOffTable { marker, .. } => {
                if en {
                    format!("{} lies off the table.", upper_first(&n.marker(*marker)))
                } else {
                    format!("{} лежит за краем стола.", upper_first(&n.marker(*marker)))
                }
            }
            BadTerrainShape { element, problem } => {
                if en {
                    format!(
                        "{} has an impossible outline: {}.",
                        upper_first(&n.element(*element)),
                        shape_problem(problem, n)
                    )
                } else {
                    format!(
                        "У элемента «{}» невозможный контур: {}.",
                        n.element(*element),
                        shape_problem(problem, n)
                    )
                }
            }
            CrowdedEmplacement { element, units } => {
                if en {
                    format!(
                        "{} holds one unit, not these: {}.",
                        upper_first(&n.element(*element)),
                        n.units(units)
                    )
                } else {
                    format!(
                        "{} вмещает один отряд, а не эти: {}.",
                        upper_first(&n.element(*element)),
                        n.units(units)
                    )
                }
            }
            UnknownUnit { unit: u } => {
                if en {
                    format!("There is no {} on the table.", unit(u))
                } else {
                    format!("На столе нет отряда «{}».", unit(u))
                }
            }
            UnknownMarker { marker } => {
                if en {
                    format!("There is no {} on the table.", n.marker(*marker))
                } else {
                    format!("На столе нет такого маркера: {}.", n.marker(*marker))
                }
            }
            UnknownCommander { commander } => {
                if en {
                    format!("There is no {} on the table.", n.commander(*commander))
                } else {
                    format!("На столе нет командира: {}.", n.commander(*commander))
                }
            }
        }
    }
}

/// What a position problem is about, in words.
fn item_name(item: Item, n: &Names) -> String {
    match item {
        Item::Table => n.pick("the table", "стол").to_owned(),
        Item::Terrain(element) => n.element(element),
        Item::Unit(unit) => n.unit(unit),
        Item::Commander(commander) => n.commander(commander),
        Item::Marker(marker) => n.marker(marker),
    }
}

fn field_name(field: Field, n: &Names) -> &'static str {
    match field {
        Field::Width => n.pick("width", "ширина"),
        Field::Depth => n.pick("depth", "глубина"),
        Field::X => n.pick("position across", "положение поперёк стола"),
        Field::Y => n.pick("position along", "положение вдоль стола"),
        Field::Facing => n.pick("facing", "разворот"),
    }
}

fn shape_problem(problem: &ShapeProblem, n: &Names) -> String {
    match problem {
        ShapeProblem::TooFewVertices { count } => format!(
            "{} {count}",
            n.pick(
                "it needs at least three corners, not",
                "нужно хотя бы три угла, а не"
            )
        ),
        ShapeProblem::NotFinite => n
            .pick("a number in it is not a number", "в нём есть не число")
            .to_owned(),
        ShapeProblem::NotConvex { vertex } => format!(
            "{} {}",
            n.pick("it is not convex at corner", "он не выпуклый в углу"),
            vertex + 1
        ),
        ShapeProblem::RepeatedVertex { vertex } => format!(
            "{} {}",
            n.pick("it repeats corner", "в нём повторяется угол"),
            vertex + 1
        ),
        ShapeProblem::NoArea => n
            .pick("it encloses no area", "он не охватывает площади")
            .to_owned(),
        ShapeProblem::BadRadius { radius } => format!(
            "{} {radius:.2} UW",
            n.pick(
                "a circle cannot have a radius of",
                "у круга не может быть радиус"
            )
        ),
    }
}

impl SetupError {
    /// A sentence for the player: why these armies cannot take the table.
    pub fn describe(&self, lang: Lang) -> String {
        let n = Names::plain(lang);
        let side = |side: &Side| TableMsg::side(*side).text(lang);
        match (self, lang) {
            (SetupError::UnknownFaction { faction }, Lang::En) => {
                format!("The army lists have no faction «{faction}».")
            }
            (SetupError::UnknownFaction { faction }, Lang::Ru) => {
                format!("В списках армий нет фракции «{faction}».")
            }
            (SetupError::NoCommander { side: s }, Lang::En) => {
                format!("The army of {} has no commander: choose his skill in the builder.", side(s))
            }
            (SetupError::NoCommander { side: s }, Lang::Ru) => {
                format!("У армии стороны «{}» нет полководца: выберите его умение в сборщике.", side(s))
            }
            (SetupError::NoUnits { side: s }, Lang::En) => format!("The army of {} has no units.", side(s)),
            (SetupError::NoUnits { side: s }, Lang::Ru) => format!("В армии стороны «{}» нет отрядов.", side(s)),
            (SetupError::UnknownUnit { side: s, unit }, Lang::En) => format!(
                "The army of {} has a unit its list no longer has («{unit}»): open it in the builder.",
                side(s)
            ),
            (SetupError::UnknownUnit { side: s, unit }, Lang::Ru) => format!(
                "В армии стороны «{}» есть отряд, которого больше нет в списке («{unit}»): откройте её в сборщике.",
                side(s)
            ),
            (SetupError::ZoneFull { sides }, _) => {
                let crowded = sides
                    .iter()
                    .map(|(s, units)| format!("{} ({units})", side(s)))
                    .collect::<Vec<_>>()
                    .join(", ");
                format!(
                    "{} {crowded}.",
                    n.pick(
                        "Too many units to deploy on this table:",
                        "Слишком много отрядов, чтобы расставить их на этом столе:"
                    )
                )
            }
            (SetupError::TerrainLayout { problems }, _) => format!(
                "{} {}",
                n.pick("The terrain layout cannot be used:", "Эту расстановку местности нельзя использовать:"),
                problems
                    .iter()
                    .map(|p| p.describe(lang))
                    .collect::<Vec<_>>()
                    .join(" ")
            ),
            (SetupError::TableSize { width, depth }, Lang::En) => format!(
                "A table of {width:.1} × {depth:.1} UW is too small or too large: the pre-game sequence needs 9 to 100 UW each way."
            ),
            (SetupError::TableSize { width, depth }, Lang::Ru) => format!(
                "Стол {width:.1} × {depth:.1} UW слишком мал или слишком велик: для подготовки к игре нужно от 9 до 100 UW в каждую сторону."
            ),
            (SetupError::Deployment { problems }, _) => format!(
                "{} {}",
                n.pick("The deployment came out impossible:", "Расстановка не получилась:"),
                problems
                    .iter()
                    .map(|p| p.describe(&n))
                    .collect::<Vec<_>>()
                    .join(" ")
            ),
        }
    }
}
