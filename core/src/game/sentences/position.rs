//! Impossible positions, in words.

use super::upper_first;
use crate::engine::position::{Field, Item, PositionError};
use crate::engine::TableUnitId;
use crate::game::names::Names;
use crate::i18n::float_text::fixed;
use crate::i18n::Lang;

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
                    format!(
                        "A table of {} × {} UW cannot be played on.",
                        fixed(*width, 1),
                        fixed(*depth, 1)
                    )
                } else {
                    format!(
                        "На столе {} × {} UW играть нельзя.",
                        fixed(*width, 1),
                        fixed(*depth, 1)
                    )
                }
            }
            BadUnitDepth { unit: u, depth } => {
                if en {
                    format!("{} cannot be {} UW deep.", unit(u), fixed(*depth, 2))
                } else {
                    format!(
                        "Глубина отряда «{}» не может быть {} UW.",
                        unit(u),
                        fixed(*depth, 2)
                    )
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
                        "Отряды «{}» и «{}» заходят друг на друга на {}.",
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
                        problem.words(n.lang())
                    )
                } else {
                    format!(
                        "У элемента «{}» невозможный контур: {}.",
                        n.element(*element),
                        problem.words(n.lang())
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
                    format!(
                        "На столе нет такого полководца: {}.",
                        n.commander(*commander)
                    )
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
