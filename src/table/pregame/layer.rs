//! The pre-game sequence's marks on the table: both deployment zones, the
//! quarters the next terrain element may go in, the column markers (the
//! other side's numbers only once revealed) with their 2 UW reach, and the
//! ghost of a unit dragged to a new place.

use super::super::context::use_play;
use super::super::labels::side_code;
use super::super::viewbox::svg_degrees;
use super::tools::use_tools;
use crate::numbers::number;
use clouds_core::{fixed, shortest, Game, PreGameMsg, Rect, Side, StepKind};
use leptos::prelude::*;

/// A marker as drawn: where, whose, its number if shown, its reach if shown.
#[derive(Clone, Debug, PartialEq)]
struct MarkerMark {
    x: f64,
    y: f64,
    side: Side,
    number: Option<usize>,
    reach: Option<f64>,
}

/// Everything the layer draws, in table coordinates.
#[derive(Clone, Debug, PartialEq)]
struct Marks {
    zones: Vec<(Side, Rect)>,
    quarters: Vec<Rect>,
    markers: Vec<MarkerMark>,
}

fn marks(game: &Game) -> Option<Marks> {
    let view = game.pre_game()?;
    let deciding = view.side;
    let zones = Side::ALL.iter().map(|s| (*s, view.zone(*s))).collect();
    let quarters = view
        .next_element
        .as_ref()
        .map(|(q, _)| q.clone())
        .unwrap_or_default();
    let near_deployment = matches!(view.step, StepKind::ColumnMarkers | StepKind::Deployment);
    let mut markers = Vec::new();
    for (player, placed) in view.markers.iter() {
        // A side sees its own players' numbers; the other side's once
        // revealed. The reach is drawn for the deciding player's markers.
        let shown = player.side == deciding || view.revealed(player);
        let reaching = player == view.player && near_deployment;
        for (k, at) in placed.iter().enumerate() {
            markers.push(MarkerMark {
                x: at.x,
                y: at.y,
                side: player.side,
                number: shown.then_some(k + 1),
                reach: reaching.then_some(view.marker_reach),
            });
        }
    }
    Some(Marks {
        zones,
        quarters,
        markers,
    })
}

fn rect_attrs(r: &Rect, depth: f64) -> (f64, f64, f64, f64) {
    (r.min.x, depth - r.max.y, r.width(), r.height())
}

#[component]
pub fn PreGameLayer() -> impl IntoView {
    let play = use_play();
    let drawn = Memo::new(move |_| play.with_game(marks));
    let depth = move || play.view.with(|v| v.depth);
    let lang = move || play.lang();
    move || {
        drawn.get().map(|m| {
            let d = depth();
            view! {
                <g class="layer-pregame">
                    {m.zones.iter().map(|(side, r)| {
                        let (x, y, w, h) = rect_attrs(r, d);
                        view! {
                            <rect class=format!("zone side-{}", side_code(*side)) data-testid="deployment-zone"
                                data-side=side_code(*side) x=number(x) y=number(y) width=number(w) height=number(h)>
                                <title>{PreGameMsg::DeploymentZone.text(lang())}</title>
                            </rect>
                        }
                    }).collect_view()}
                    {m.quarters.iter().map(|r| {
                        let (x, y, w, h) = rect_attrs(r, d);
                        let centre = r.centre();
                        view! {
                            <rect class="quarter-allowed" data-testid="terrain-quarter"
                                data-x=number(centre.x) data-y=number(centre.y) x=number(x) y=number(y) width=number(w) height=number(h) />
                        }
                    }).collect_view()}
                    {m.markers.iter().map(|mark| {
                        let (x, y) = (mark.x, d - mark.y);
                        view! {
                            <g class=format!("column-marker side-{}", side_code(mark.side)) data-testid="column-marker"
                                data-side=side_code(mark.side) data-column=mark.number.unwrap_or(0)>
                                {mark.reach.map(|r| view! { <circle class="marker-reach" cx=number(x) cy=number(y) r=number(r) /> })}
                                <rect class="marker-tile" x=number(x - 0.3) y=number(y - 0.3) width="0.6" height="0.6" />
                                <text class="marker-number" x=number(x) y=number(y)>{mark.number.map(|n| n.to_string()).unwrap_or_else(|| "?".to_owned())}</text>
                                <title>{PreGameMsg::ColumnMarker.text(lang())}</title>
                            </g>
                        }
                    }).collect_view()}
                    <PlacingGhostView />
                </g>
            }
        })
    }
}

/// The unit being dragged to a new place, red while the core refuses it.
#[component]
fn PlacingGhostView() -> impl IntoView {
    let play = use_play();
    let tools = use_tools();
    let depth = move || play.view.with(|v| v.depth);
    move || {
        tools.ghost.get().map(|ghost| {
            let (x, y) = (ghost.at.centre.x, depth() - ghost.at.centre.y);
            let class = if ghost.refusal.is_some() {
                "ghost refused"
            } else {
                "ghost legal"
            };
            view! {
                <g class=class data-testid="placing-ghost">
                    <g transform=format!("translate({} {}) rotate({})", fixed(x, 4), fixed(y, 4), fixed(svg_degrees(ghost.at.facing), 3))>
                        <rect class="base" x="-0.25" y="-0.5" width="0.5" height="1" />
                        <line class="front" x1="0.25" y1="-0.5" x2="0.25" y2="0.5" />
                    </g>
                    {ghost.refusal.map(|r| view! { <title>{r}</title> })}
                </g>
            }
        })
    }
}

/// The keyboard's cursor: where Enter places the next thing, once an arrow
/// key has moved it.
#[component]
pub fn KeyCursor() -> impl IntoView {
    let play = use_play();
    let tools = use_tools();
    let depth = move || play.view.with(|v| v.depth);
    let lang = move || play.lang();
    move || {
        tools.cursor.get().map(|at| {
            let (x, y) = (at.x, depth() - at.y);
            view! {
                <g class="key-cursor" data-testid="table-cursor" data-x=number(at.x) data-y=number(at.y)>
                    <circle cx=number(x) cy=number(y) r="0.3" />
                    <path d=format!("M{} {}H{}M{} {}V{}", shortest(x - 0.5), shortest(y), shortest(x + 0.5), shortest(x), shortest(y - 0.5), shortest(y + 0.5)) />
                    <title>{PreGameMsg::KeyCursor.text(lang())}</title>
                </g>
            }
        })
    }
}
