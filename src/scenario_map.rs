//! A scenario's map, drawn from its data: the table, each side's
//! deployment zone, the fixed terrain, the objectives, and the edges
//! reinforcements enter by. North is up, as on the table's page.

use crate::numbers::number;
use clouds_core::{
    shortest, Edge, EventKind, Lang, Point, Rect, Scenario, Shape, Side, Table, TerrainKind,
};
use leptos::prelude::*;

/// The map of `scenario` on `table` (the players' table where the
/// scenario names none).
#[component]
pub fn ScenarioMap(scenario: Scenario, table: Table, lang: Lang) -> impl IntoView {
    let (w, d) = (table.width, table.depth);
    let zones = Side::ALL.map(|side| {
        let zone = scenario
            .zone(side)
            .unwrap_or_else(|| table.deployment_zone(side));
        let class = if side == Side::A {
            "map-zone side-a"
        } else {
            "map-zone side-b"
        };
        rect_view(&zone, d, class)
    });
    let terrain = scenario
        .terrain
        .fixed_elements()
        .iter()
        .map(|e| shape_view(&e.outline, d, terrain_class(e.kind)));
    let objectives = scenario.objectives.iter().map(|o| {
        let title = o.name.get(lang).to_owned();
        view! { <g class="map-objective"><title>{title}</title>{shape_view(&o.area, d, "map-objective-shape")}</g> }
    });
    let arrivals = scenario.events.iter().filter_map(|e| match &e.what {
        EventKind::Reinforcements(r) => Some(edge_view(r.edge, r.side, w, d)),
        _ => None,
    });
    view! {
        <svg class="scenario-map" data-testid="scenario-map" viewBox=format!("0 0 {} {}", shortest(w), shortest(d))
            role="img" aria-label=scenario.name.get(lang).to_owned()>
            <rect class="map-table" x="0" y="0" width=number(w) height=number(d) />
            {zones}
            {terrain.collect_view()}
            {objectives.collect_view()}
            {arrivals.collect_view()}
        </svg>
    }
}

fn terrain_class(kind: TerrainKind) -> &'static str {
    match kind {
        TerrainKind::Stream | TerrainKind::Swamp => "map-water",
        TerrainKind::Road => "map-road",
        TerrainKind::Village => "map-village",
        TerrainKind::Hill | TerrainKind::Dune | TerrainKind::Rock => "map-hill",
        _ => "map-cover",
    }
}

/// A rectangle of the table, y turned so north is up.
fn rect_view(rect: &Rect, depth: f64, class: &'static str) -> impl IntoView {
    view! {
        <rect class=class x=number(rect.min.x) y=number(depth - rect.max.y) width=number(rect.width()) height=number(rect.height()) />
    }
}

fn shape_view(shape: &Shape, depth: f64, class: &'static str) -> AnyView {
    match shape {
        Shape::Circle { centre, radius } => {
            view! { <circle class=class cx=number(centre.x) cy=number(depth - centre.y) r=number(*radius) /> }.into_any()
        }
        Shape::Polygon { vertices } => {
            let points = vertices
                .iter()
                .map(|p: &Point| format!("{},{}", shortest(p.x), shortest(depth - p.y)))
                .collect::<Vec<_>>()
                .join(" ");
            view! { <polygon class=class points=points /> }.into_any()
        }
    }
}

/// A thick stroke along the edge a side's reinforcements enter by.
fn edge_view(edge: Edge, side: Side, w: f64, d: f64) -> impl IntoView {
    let (x1, y1, x2, y2) = match edge {
        Edge::South => (0.0, d, w, d),
        Edge::North => (0.0, 0.0, w, 0.0),
        Edge::West => (0.0, 0.0, 0.0, d),
        Edge::East => (w, 0.0, w, d),
    };
    let class = if side == Side::A {
        "map-arrival side-a"
    } else {
        "map-arrival side-b"
    };
    view! { <line class=class x1=number(x1) y1=number(y1) x2=number(x2) y2=number(y2) /> }
}
