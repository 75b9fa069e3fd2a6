//! Terrain on the table: each element's outline filled by its kind (a
//! colour and a pattern a player tells apart), and the legend.

use super::context::use_play;
use crate::lang::t;
use crate::numbers::number;
use clouds_core::SortStably;
use clouds_core::{fixed, Shape, TableMsg, TerrainKind};
use leptos::prelude::*;

/// The CSS class that paints a kind: similar kinds share a look.
pub fn terrain_class(kind: TerrainKind) -> &'static str {
    match kind {
        TerrainKind::Stream => "terrain water",
        TerrainKind::Ravine => "terrain ravine",
        TerrainKind::Swamp => "terrain swamp",
        TerrainKind::Road => "terrain road",
        TerrainKind::Village => "terrain village",
        TerrainKind::Hill => "terrain hill",
        TerrainKind::WoodedHill => "terrain wooded-hill",
        TerrainKind::Dune => "terrain dune",
        TerrainKind::Rock => "terrain rock",
        TerrainKind::Wood => "terrain wood",
        TerrainKind::Grove => "terrain grove",
        TerrainKind::Vineyard => "terrain vineyard",
        TerrainKind::Bocage => "terrain bocage",
        TerrainKind::PloughedField => "terrain field",
        TerrainKind::Emplacement => "terrain emplacement",
    }
}

#[component]
pub fn TerrainLayer() -> impl IntoView {
    let play = use_play();
    let elements = Memo::new(move |_| {
        play.with_game(|g| {
            let depth = g.position().table().depth;
            g.position()
                .terrain()
                .iter()
                .map(|e| (e.kind, outline(&e.shape, depth)))
                .collect::<Vec<_>>()
        })
    });
    view! {
        <g class="layer-terrain">
            <TerrainPatterns />
            {move || {
                let lang = play.lang();
                elements
                    .get()
                    .into_iter()
                    .map(|(kind, shape)| {
                        let name = TableMsg::terrain(kind).text(lang);
                        match shape {
                            Outline::Polygon(points) => view! {
                                <polygon class=terrain_class(kind) points=points data-testid="terrain">
                                    <title>{name}</title>
                                </polygon>
                            }
                            .into_any(),
                            Outline::Circle(cx, cy, r) => view! {
                                <circle class=terrain_class(kind) cx=number(cx) cy=number(cy) r=number(r) data-testid="terrain">
                                    <title>{name}</title>
                                </circle>
                            }
                            .into_any(),
                        }
                    })
                    .collect_view()
            }}
        </g>
    }
}

/// A shape of the table as SVG draws it (north up).
#[derive(Clone, Debug, PartialEq)]
pub(super) enum Outline {
    /// The `points` attribute, in SVG coordinates.
    Polygon(String),
    Circle(f64, f64, f64),
}

pub(super) fn outline(shape: &Shape, depth: f64) -> Outline {
    match shape {
        Shape::Polygon { vertices } => Outline::Polygon(
            vertices
                .iter()
                .map(|p| format!("{},{}", fixed(p.x, 3), fixed(depth - p.y, 3)))
                .collect::<Vec<_>>()
                .join(" "),
        ),
        Shape::Circle { centre, radius } => Outline::Circle(centre.x, depth - centre.y, *radius),
    }
}

/// Hatchings and dots that tell kinds apart without colour alone.
#[component]
fn TerrainPatterns() -> impl IntoView {
    view! {
        <defs>
            <pattern id="pat-trees" width="0.5" height="0.5" patternUnits="userSpaceOnUse">
                <circle cx="0.25" cy="0.25" r="0.12" class="pat-tree" />
            </pattern>
            <pattern id="pat-rows" width="0.3" height="0.3" patternUnits="userSpaceOnUse" patternTransform="rotate(30)">
                <line x1="0" y1="0" x2="0" y2="0.3" class="pat-line" />
            </pattern>
            <pattern id="pat-marsh" width="0.4" height="0.3" patternUnits="userSpaceOnUse">
                <path d="M0 0.2h0.15M0.2 0.1h0.15" class="pat-line" />
            </pattern>
            <pattern id="pat-houses" width="0.6" height="0.6" patternUnits="userSpaceOnUse">
                <rect x="0.1" y="0.1" width="0.25" height="0.2" class="pat-house" />
            </pattern>
        </defs>
    }
}

/// The legend: every kind on this table, with its look and its name.
#[component]
pub fn TerrainLegend() -> impl IntoView {
    let play = use_play();
    let kinds = Memo::new(move |_| {
        play.with_game(|g| {
            let mut kinds: Vec<TerrainKind> =
                g.position().terrain().iter().map(|e| e.kind).collect();
            kinds.sort_stably();
            kinds.dedup();
            kinds
        })
    });
    view! {
        <Show when=move || !kinds.with(Vec::is_empty)>
            <div class="legend" data-testid="terrain-legend">
                <h3>{t(TableMsg::Legend)}</h3>
                <ul>
                    {move || kinds.get().into_iter().map(|kind| view! {
                        <li>
                            <svg class="legend-swatch" viewBox="0 0 1 1" aria-hidden="true">
                                <rect class=terrain_class(kind) x="0" y="0" width="1" height="1" />
                            </svg>
                            {TableMsg::terrain(kind).text(play.lang())}
                        </li>
                    }).collect_view()}
                </ul>
            </div>
        </Show>
    }
}
