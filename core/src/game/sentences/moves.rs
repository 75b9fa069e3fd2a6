//! Refused moves and retreats, in words.

use super::upper_first;
use crate::engine::movement::{MoveInput, MoveLimit};
use crate::engine::retreat::RetreatError;
use crate::engine::{MoveError, TableUnitId};
use crate::game::names::Names;
use crate::i18n::float_text::shortest;
use crate::i18n::Lang;

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
                    format!(
                        "На столе нет такого полководца: {}.",
                        n.commander(*commander)
                    )
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
                        "Отряд «{}» не может так развернуться: он встал бы на отряд «{}».",
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
                        "Отряд «{}» не может пройти сквозь отряд «{}».",
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
                    format!("Отряд «{}» остановился бы на отряде «{}»: сквозь своих проходить можно, вставать на них нельзя.", unit(u), unit(friend))
                }
            }
            EndsInContactWithEnemy { unit: u, enemy } => {
                if en {
                    format!("A difficult move may not end in contact with the enemy: {} would touch {}.", unit(u), unit(enemy))
                } else {
                    format!("Сложное движение не может закончиться в контакте с противником: отряд «{}» коснулся бы отряда «{}».", unit(u), unit(enemy))
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
                    format!(
                        "This move keeps {} UW from the enemy, but {} would come within {} of {}.",
                        shortest(*keep_away),
                        unit(u),
                        n.distance(*distance),
                        unit(enemy)
                    )
                } else {
                    format!("Этот ход держится не ближе {} UW к противнику, а отряд «{}» подошёл бы к отряду «{}» на {}.", shortest(*keep_away), unit(u), unit(enemy), n.distance(*distance))
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
