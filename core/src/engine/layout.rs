//! A fixed terrain layout given as data (a scenario's table, or one a
//! player wants to play again): a JSON list of elements, each a `kind` and
//! a shape, for example
//!
//! ```json
//! [
//!   { "kind": "wood", "shape": "circle", "centre": { "x": 5, "y": 7 }, "radius": 1 },
//!   { "kind": "village", "shape": "polygon",
//!     "vertices": [ { "x": 12, "y": 6 }, { "x": 13.5, "y": 6 }, { "x": 13.5, "y": 7.5 }, { "x": 12, "y": 7.5 } ] }
//! ]
//! ```
//!
//! Every element is checked and every problem reported at once, each naming
//! its element: an unknown kind, a shape that is not a convex polygon or a
//! circle, an element off the table, elements on top of each other.
//! Emplacements come with the armies' assets, not with the table.

use super::terrain::ShapeProblem;
use super::{Shape, Table, TerrainElement, TerrainKind};
use crate::sorting::SortStably;
use serde::{Deserialize, Serialize};

/// What is wrong with a terrain layout; elements are counted from 1.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum LayoutProblem {
    /// The text is not JSON.
    NotJson {
        line: usize,
        column: usize,
    },
    /// The JSON is not a list of elements.
    NotAList,
    /// An element without a kind and a shape of the expected form.
    NotAnElement {
        element: usize,
    },
    UnknownKind {
        element: usize,
        kind: String,
    },
    EmplacementInLayout {
        element: usize,
    },
    BadShape {
        element: usize,
        problem: ShapeProblem,
    },
    OffTable {
        element: usize,
        kind: TerrainKind,
    },
    Overlaps {
        element: usize,
        kind: TerrainKind,
        other: usize,
        other_kind: TerrainKind,
    },
}

#[derive(Deserialize)]
struct RawElement {
    kind: String,
    #[serde(flatten)]
    shape: Shape,
}

fn kind_named(name: &str) -> Option<TerrainKind> {
    TerrainKind::ALL.into_iter().find(|k| {
        serde_json::to_value(k)
            .ok()
            .and_then(|v| v.as_str().map(|s| s == name))
            .unwrap_or(false)
    })
}

/// Reads a layout and checks it against the table.
pub fn parse_terrain_layout(
    text: &str,
    table: &Table,
) -> Result<Vec<TerrainElement>, Vec<LayoutProblem>> {
    let value: serde_json::Value = serde_json::from_str(text).map_err(|e| {
        vec![LayoutProblem::NotJson {
            line: e.line(),
            column: e.column(),
        }]
    })?;
    let Some(items) = value.as_array() else {
        return Err(vec![LayoutProblem::NotAList]);
    };
    let mut problems = Vec::new();
    let mut elements = Vec::new();
    for (k, item) in items.iter().enumerate() {
        let element = k + 1;
        let Ok(raw) = serde_json::from_value::<RawElement>(item.clone()) else {
            problems.push(LayoutProblem::NotAnElement { element });
            continue;
        };
        match kind_named(&raw.kind) {
            Some(kind) => elements.push((element, TerrainElement::new(kind, raw.shape))),
            None => problems.push(LayoutProblem::UnknownKind {
                element,
                kind: raw.kind.chars().take(40).collect(),
            }),
        }
    }
    problems.extend(check_numbered(&elements, table));
    problems.sort_stably_by_key(LayoutProblem::element);
    if problems.is_empty() {
        Ok(normalized(elements.into_iter().map(|(_, e)| e).collect()))
    } else {
        Err(problems)
    }
}

impl LayoutProblem {
    /// The element it concerns, from 1 (0 for the whole layout).
    pub fn element(&self) -> usize {
        match self {
            LayoutProblem::NotJson { .. } | LayoutProblem::NotAList => 0,
            LayoutProblem::NotAnElement { element }
            | LayoutProblem::UnknownKind { element, .. }
            | LayoutProblem::EmplacementInLayout { element }
            | LayoutProblem::BadShape { element, .. }
            | LayoutProblem::OffTable { element, .. }
            | LayoutProblem::Overlaps { element, .. } => *element,
        }
    }
}

fn normalized(elements: Vec<TerrainElement>) -> Vec<TerrainElement> {
    elements
        .into_iter()
        .map(|mut e| {
            if let Ok(shape) = e.shape.normalized() {
                e.shape = shape;
            }
            e
        })
        .collect()
}

/// Checks elements already read: sound shapes, on the table, apart.
pub(crate) fn check_terrain_layout(
    elements: &[TerrainElement],
    table: &Table,
) -> Result<(), Vec<LayoutProblem>> {
    let numbered: Vec<(usize, TerrainElement)> = elements
        .iter()
        .enumerate()
        .map(|(k, e)| (k + 1, e.clone()))
        .collect();
    let problems = check_numbered(&numbered, table);
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems)
    }
}

/// The problems of elements numbered as the layout numbers them.
fn check_numbered(elements: &[(usize, TerrainElement)], table: &Table) -> Vec<LayoutProblem> {
    let mut problems = Vec::new();
    let mut sound: Vec<(usize, &TerrainElement, Shape)> = Vec::new();
    for (element, e) in elements {
        let element = *element;
        if e.kind == TerrainKind::Emplacement {
            problems.push(LayoutProblem::EmplacementInLayout { element });
            continue;
        }
        let shape = match e.shape.normalized() {
            Ok(shape) => shape,
            Err(problem) => {
                problems.push(LayoutProblem::BadShape { element, problem });
                continue;
            }
        };
        let rect = table.rect();
        if !shape.within(rect.min, rect.max) {
            problems.push(LayoutProblem::OffTable {
                element,
                kind: e.kind,
            });
            continue;
        }
        if let Some((other, o, _)) = sound.iter().find(|(_, _, s)| s.overlaps_shape(&shape)) {
            problems.push(LayoutProblem::Overlaps {
                element,
                kind: e.kind,
                other: *other,
                other_kind: o.kind,
            });
        }
        sound.push((element, e, shape));
    }
    problems
}
