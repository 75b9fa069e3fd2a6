//! What a player can turn on over the table: arcs of fire and ranges,
//! lines of fire and engagement, formations, command radii and the 2 UW
//! combat radius. Every shape comes from the engine's geometry
//! (`Position::fire_zone`, `fire_lines`, `formations`, `engaged_pairs`).
//! A picked unit always shows its own arc.

use super::context::{use_play, Overlays};
use crate::numbers::number;
use clouds_core::{fixed, Game, Point, COMBAT_RADIUS};
use leptos::prelude::*;

/// A line from one SVG point to another, and whether it is clear.
type Line = ((f64, f64), (f64, f64), bool);

/// Everything the overlays draw, in SVG coordinates.
#[derive(Clone, Debug, Default, PartialEq)]
struct Drawn {
    /// Arc polygons (`points`), fire and bombardment.
    arcs: Vec<(String, bool)>,
    /// Lines of fire: from, to, clear.
    lines: Vec<Line>,
    /// Formations: the centres of their units, joined.
    formations: Vec<String>,
    /// Command radii: centre and radius.
    command: Vec<(f64, f64, f64)>,
    /// Combat radii around markers.
    combat: Vec<(f64, f64)>,
}

fn points(outline: &[Point], depth: f64) -> String {
    outline
        .iter()
        .map(|p| format!("{},{}", fixed(p.x, 3), fixed(depth - p.y, 3)))
        .collect::<Vec<_>>()
        .join(" ")
}

fn draw(
    game: &Game,
    shown: Overlays,
    picked: Option<clouds_core::TableUnitId>,
    commander: Option<clouds_core::CommanderId>,
) -> Drawn {
    let position = game.position();
    let depth = position.table().depth;
    let mut drawn = Drawn::default();
    for unit in position.units() {
        if !(shown.arcs || picked == Some(unit.id)) {
            continue;
        }
        if let Some(range) = unit.facts.fire_range {
            if let Some(zone) = position.fire_zone(unit.id, f64::from(range)) {
                drawn.arcs.push((points(&zone, depth), false));
            }
        }
        if let Some(range) = unit.facts.bombardment_range {
            if let Some(zone) = position.bombardment_zone(unit.id, f64::from(range)) {
                drawn.arcs.push((points(&zone, depth), true));
            }
        }
    }
    if shown.lines {
        for (a, b) in position.engaged_pairs() {
            for (shooter, target) in [(a, b), (b, a)] {
                if !position.in_line_of_fire(shooter, target) {
                    continue;
                }
                if let Some(lines) = position.fire_lines(shooter, target) {
                    for line in lines {
                        drawn.lines.push((
                            (line.from.x, depth - line.from.y),
                            (line.to.x, depth - line.to.y),
                            line.clear,
                        ));
                    }
                }
            }
        }
    }
    if shown.formations {
        for formation in position.formations().iter().filter(|f| f.units.len() > 1) {
            let centres: Vec<Point> = formation
                .units
                .iter()
                .filter_map(|u| position.unit(*u).map(|t| t.placement.centre))
                .collect();
            drawn.formations.push(points(&centres, depth));
        }
    }
    // Every radius when the overlay is on; a picked commander's always.
    for c in position
        .commanders()
        .iter()
        .filter(|c| shown.command || commander == Some(c.id))
    {
        let radius = game
            .commanders()
            .iter()
            .find(|state| state.id == c.id)
            .map_or(0.0, |state| f64::from(state.command_radius));
        drawn.command.push((c.at.x, depth - c.at.y, radius));
    }
    if shown.combat {
        for marker in position.markers() {
            drawn.combat.push((marker.at.x, depth - marker.at.y));
        }
    }
    drawn
}

#[component]
pub fn OverlayLayer() -> impl IntoView {
    let play = use_play();
    let drawn = Memo::new(move |_| {
        let shown = play.overlays.get();
        let picked = play.picked.get();
        let commander = play.picked_commander.get();
        play.with_game(|g| draw(g, shown, picked, commander))
    });
    view! {
        <g class="layer-overlays" data-testid="overlays">
            {move || {
                let d = drawn.get();
                view! {
                    {d.arcs.into_iter().map(|(pts, bombard)| view! {
                        <polygon class=if bombard { "arc bombard" } else { "arc" } points=pts />
                    }).collect_view()}
                    {d.formations.into_iter().map(|pts| view! {
                        <polyline class="formation" points=pts />
                    }).collect_view()}
                    {d.lines.into_iter().map(|(from, to, clear)| view! {
                        <line class=if clear { "fire-line" } else { "fire-line blocked" }
                            x1=number(from.0) y1=number(from.1) x2=number(to.0) y2=number(to.1) />
                    }).collect_view()}
                    {d.command.into_iter().map(|(x, y, r)| view! {
                        <circle class="command-radius" cx=number(x) cy=number(y) r=number(r) />
                    }).collect_view()}
                    {d.combat.into_iter().map(|(x, y)| view! {
                        <circle class="combat-radius" cx=number(x) cy=number(y) r=number(COMBAT_RADIUS) />
                    }).collect_view()}
                }
            }}
        </g>
    }
}
