//! Setting up terrain: the side's rolls for its two quarters, the element
//! waiting (one of the kinds its roll allows, turned as the player likes),
//! set up by a click inside its quarter, or automatically.

use super::super::context::{use_play, Play};
use super::tools::use_tools;
use super::AutoButton;
use crate::lang::t;
use clouds_core::{PreGameMsg, TableMsg, TerrainKind, TerrainRoll};
use leptos::prelude::*;
use std::f64::consts::FRAC_PI_6;

#[component]
pub fn TerrainPanel() -> impl IntoView {
    let play = use_play();
    let tools = use_tools();
    let lang = move || play.lang();
    let view_now = Memo::new(move |_| play.with_game(|g| g.pre_game()));
    let rolls = move || {
        let now = view_now.get();
        roll_lines(play, now.as_ref().map_or(&[], |v| &v.terrain_rolls))
    };
    let kinds = move || {
        view_now
            .get()
            .and_then(|v| v.next_element)
            .map(|(_, kinds)| kinds)
            .unwrap_or_default()
    };
    let chosen = move || {
        tools
            .kind
            .get()
            .filter(|k| kinds().contains(k))
            .or_else(|| kinds().first().copied())
    };
    view! {
        <div class="decision" data-testid="terrain-panel">
            <h3>{t(PreGameMsg::TerrainTitle)}</h3>
            <ul class="choice-list">{rolls}</ul>
            <p>{t(PreGameMsg::ElementsLeft)}": "{move || view_now.get().map_or(0, |v| v.elements_waiting)}</p>
            <label class="field">
                <span>{t(PreGameMsg::TerrainKindLabel)}</span>
                <select data-testid="terrain-kind"
                    on:change:target=move |ev| {
                        let picked = ev.target().value().parse::<usize>().ok().and_then(|i| kinds().get(i).copied());
                        tools.kind.set(picked);
                    }>
                    {move || kinds().into_iter().enumerate().map(|(i, k)| view! {
                        <option value=i selected=move || chosen() == Some(k)>
                            {TableMsg::terrain(k).text(lang())}
                        </option>
                    }).collect_view()}
                </select>
            </label>
            <p class="hint">{t(PreGameMsg::TerrainPlaceHint)}</p>
            <div class="buttons">
                <button data-testid="terrain-turn"
                    on:click=move |_| tools.facing.update(|f| *f = (*f + FRAC_PI_6) % std::f64::consts::PI)>
                    {t(PreGameMsg::TurnElement)}
                </button>
                <AutoButton testid="terrain-auto" label=PreGameMsg::PlaceAutomatically />
            </div>
        </div>
    }
}

/// The side's terrain rolls, a line a quarter: its d3, then each element's
/// 2d6 and the kinds it allows.
fn roll_lines(play: Play, rolls: &[TerrainRoll]) -> impl IntoView {
    let lang = move || play.lang();
    let names =
        move |kinds: &[TerrainKind]| play.with_game(|g| g.names(lang()).terrain_kinds(kinds));
    rolls
        .iter()
        .map(|roll| {
            let elements = roll
                .elements
                .iter()
                .map(|(dice, kinds)| {
                    let what = if kinds.is_empty() {
                        PreGameMsg::NothingWord.text(lang()).to_owned()
                    } else {
                        names(kinds)
                    };
                    format!("{} + {} = {}: {what}", dice[0], dice[1], dice[0] + dice[1])
                })
                .collect::<Vec<_>>()
                .join("; ");
            let quarter = play.with_game(|g| g.names(lang()).quarter(roll.quarter));
            view! {
                <li data-testid="terrain-roll">
                    {format!("{quarter} — d3 ({}) → {}", roll.die, roll.elements.len())}
                    <br />{elements}
                </li>
            }
        })
        .collect_view()
}
