//! The pre-game sequence's refusals and a terrain layout's problems, in
//! words.

use super::{units_are, upper_first};
use crate::engine::layout::LayoutProblem;
use crate::engine::TableUnitId;
use crate::game::error::PreGameError;
use crate::game::names::Names;
use crate::i18n::plural::{count_noun, Noun};
use crate::i18n::Lang;

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
                    format!(
                        "The army's Scouting assets make {} scouts, not {found}.",
                        count_noun(Lang::En, i64::from(*allowed), Noun::Unit)
                    )
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
                        "{} still off the table, {} among them.",
                        units_are(*count),
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
            NoSuchOption { option, options } => {
                if en {
                    format!(
                        "The condition has {options} options; there is no option {}.",
                        option + 1
                    )
                } else {
                    format!(
                        "У условия вариантов: {options}; варианта {} нет.",
                        option + 1
                    )
                }
            }
            HeldBack { unit: u } => {
                if en {
                    format!(
                        "{} is held back by the scenario: it arrives later, by its edge.",
                        unit(u)
                    )
                } else {
                    format!(
                        "Отряд «{}» сценарий держит в резерве: он прибудет позже, со своего края.",
                        unit(u)
                    )
                }
            }
            NotDue { unit: u } => {
                if en {
                    format!("{} is not among the reinforcements due now.", unit(u))
                } else {
                    format!(
                        "Отряда «{}» нет среди подкреплений, прибывающих сейчас.",
                        unit(u)
                    )
                }
            }
            AwayFromEdge { unit: u, edge } => {
                if en {
                    format!(
                        "{} enters by {}: it must stand wholly within 2 UW of it.",
                        unit(u),
                        n.edge(*edge)
                    )
                } else {
                    format!("Отряд «{}» входит через {}: он должен целиком стоять не дальше 2 UW от него.", unit(u), n.edge(*edge))
                }
            }
            OnCommander { unit: u, commander } => {
                if en {
                    format!("{} would stand on {}.", unit(u), n.commander(*commander))
                } else {
                    format!(
                        "Отряд «{}» встал бы на место, где стоит {}.",
                        unit(u),
                        n.commander(*commander)
                    )
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
                        problem.words(lang)
                    )
                } else {
                    format!(
                        "У элемента {element} невозможный контур: {}.",
                        problem.words(lang)
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
