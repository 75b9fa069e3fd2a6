//! Where the combat marker may go. When the rules leave the active player a
//! choice (several spots bring in as many units as any point can), the
//! core's spots are drawn on the table, numbered, and listed in the panel;
//! a click on one, or its button, places the marker there. The spots and
//! the check are the core's ([`clouds_core::Game::marker_spots`]).

use super::context::{use_play, Play};
use super::labels::unit_label;
use crate::numbers::number;
use clouds_core::{Command, MarkerPlacement, Point, TableMsg, COMBAT_RADIUS};
use leptos::prelude::*;

/// How near a spot (UW) a click on the table chooses it.
const CLICK_REACH: f64 = 0.8;

/// Places the marker at the spot nearest `at`, if one is within reach of
/// the click. Says whether the click was taken.
pub fn click_spot(play: Play, at: Point) -> bool {
    let spots = play.marks.with_untracked(|m| m.marker_spots.clone());
    let nearest = spots
        .iter()
        .map(|s| (s.at.distance(at), s.at))
        .filter(|(d, _)| *d <= CLICK_REACH)
        .min_by(|a, b| a.0.total_cmp(&b.0));
    match nearest {
        Some((_, spot)) => {
            play.decide(Command::PlaceCombatMarker { at: spot });
            true
        }
        None => false,
    }
}

/// The spots on the table: the combat radius dashed, a numbered disc.
#[component]
pub fn MarkerSpotsLayer() -> impl IntoView {
    let play = use_play();
    let spots = Memo::new(move |_| play.marks.with(|m| m.marker_spots.clone()));
    let depth = move || play.view.with(|v| v.depth);
    move || {
        let spots = spots.get();
        (spots.len() > 1).then(|| {
            let glyphs = spots
                .into_iter()
                .enumerate()
                .map(|(k, spot)| {
                    let (x, y) = (number(spot.at.x), number(depth() - spot.at.y));
                    view! {
                        <g class="marker-spot" data-testid="marker-spot"
                            data-x=number(spot.at.x) data-y=number(spot.at.y)>
                            <circle class="marker-spot-radius" cx=x.clone() cy=y.clone() r=number(COMBAT_RADIUS) />
                            <circle class="marker-spot-dot" cx=x.clone() cy=y.clone() r="0.4" />
                            <text class="marker-spot-number" x=x y=y>{k + 1}</text>
                        </g>
                    }
                })
                .collect_view();
            view! { <g class="layer-marker-spots">{glyphs}</g> }
        })
    }
}

/// The spots as buttons, each naming the units it brings into combat.
#[component]
pub fn MarkerSpotChoices() -> impl IntoView {
    let play = use_play();
    let spots = Memo::new(move |_| play.marks.with(|m| m.marker_spots.clone()));
    move || {
        let spots = spots.get();
        (spots.len() > 1).then(|| {
            let buttons = spots
                .into_iter()
                .enumerate()
                .map(|(k, spot)| view! { <li><SpotButton number=k + 1 spot /></li> })
                .collect_view();
            view! {
                <p class="hint">{move || TableMsg::MarkerSpotsChoose.text(play.lang())}</p>
                <ol class="choice-list">{buttons}</ol>
            }
        })
    }
}

#[component]
fn SpotButton(number: usize, spot: MarkerPlacement) -> impl IntoView {
    let play = use_play();
    let at = spot.at;
    let units = move || {
        let lang = play.lang();
        play.with_game(|g| {
            spot.brings_in
                .iter()
                .map(|u| unit_label(g, *u, lang))
                .collect::<Vec<_>>()
                .join(", ")
        })
    };
    view! {
        <button data-testid="marker-spot-choice"
            on:click=move |_| { play.decide(Command::PlaceCombatMarker { at }); }>
            {move || format!(
                "{} {number}: {} {}",
                TableMsg::MarkerSpot.text(play.lang()),
                TableMsg::BringsIn.text(play.lang()),
                units()
            )}
        </button>
    }
}
