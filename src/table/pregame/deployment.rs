//! Setting up the armies: emplacements with their units, the column
//! markers, the units around their markers and the commanders. Each is
//! placed by a click on the table (or a drag, for a unit already set), or
//! the core's automatic choice.

use super::super::context::use_play;
use super::super::labels::{commander_name, unit_name};
use super::tools::use_tools;
use super::AutoButton;
use crate::lang::t;
use clouds_core::{auto_pre_game_command, Command, PreGameMsg, TableUnitId};
use leptos::prelude::*;

#[component]
pub fn EmplacementsPanel() -> impl IntoView {
    let play = use_play();
    let tools = use_tools();
    let lang = move || play.lang();
    let left =
        Memo::new(move |_| play.with_game(|g| g.pre_game().map_or(0, |v| v.emplacements_left)));
    let units = Memo::new(move |_| {
        play.with_game(|g| {
            let side = g.decider()?;
            Some(
                g.army(side)
                    .units
                    .iter()
                    .filter(|u| g.position().unit(u.id).is_none())
                    .map(|u| (u.id, unit_name(g, u.id, lang())))
                    .collect::<Vec<_>>(),
            )
        })
        .unwrap_or_default()
    });
    // The automatic choice's unit until the player picks another.
    let suggested = move || match play.with_game(auto_pre_game_command) {
        Some(Command::PlaceEmplacement { unit, .. }) => Some(unit),
        _ => None,
    };
    let picked = move || tools.unit.get().or_else(suggested);
    view! {
        <div class="decision" data-testid="emplacements-panel">
            <h3>{t(PreGameMsg::EmplacementsTitle)}</h3>
            <p>{t(PreGameMsg::EmplacementsLeft)}": "{move || left.get()}</p>
            <label class="field">
                <span>{t(PreGameMsg::EmplacementUnit)}</span>
                <select data-testid="emplacement-unit"
                    on:change:target=move |ev| tools.unit.set(ev.target().value().parse().ok().map(TableUnitId))>
                    {move || units.get().into_iter().map(|(id, name)| view! {
                        <option value=id.0 selected=move || picked() == Some(id)>{name}</option>
                    }).collect_view()}
                </select>
            </label>
            <p class="hint">{t(PreGameMsg::EmplacementHint)}</p>
            <div class="buttons">
                <AutoButton testid="emplacements-auto" label=PreGameMsg::PlaceAutomatically />
            </div>
        </div>
    }
}

#[component]
pub fn MarkersPanel() -> impl IntoView {
    let play = use_play();
    let next = Memo::new(move |_| {
        play.with_game(|g| g.pre_game().map_or(1, |v| v.markers_of(v.player).len() + 1))
    });
    view! {
        <div class="decision" data-testid="markers-panel">
            <h3>{t(PreGameMsg::MarkersTitle)}</h3>
            <p class="hint">{t(PreGameMsg::MarkerHint)}" "<strong data-testid="next-marker">{move || next.get()}</strong>"."</p>
            <div class="buttons">
                <AutoButton testid="markers-auto" label=PreGameMsg::PlaceAutomatically />
            </div>
        </div>
    }
}

#[component]
pub fn DeploymentPanel() -> impl IntoView {
    let play = use_play();
    let tools = use_tools();
    let lang = move || play.lang();
    let waiting = Memo::new(move |_| {
        play.with_game(|g| g.pre_game().map(|v| v.units_waiting).unwrap_or_default())
    });
    let arrange = move |_| {
        let command = play.with_game_untracked(auto_pre_game_command);
        if let Some(command @ Command::PlaceUnits { .. }) = command {
            play.decide(command);
        }
    };
    let done = move |_| {
        play.decide(Command::EndDeployment);
    };
    view! {
        <div class="decision" data-testid="deployment-panel">
            <h3>{t(PreGameMsg::DeploymentTitle)}</h3>
            <p class="hint">{t(PreGameMsg::DeploymentHint)}</p>
            <Show when=move || !waiting.get().is_empty()>
                <p>{t(PreGameMsg::UnitsWaiting)}":"</p>
                <ul class="choice-list">
                    {move || waiting.get().into_iter().map(|unit| view! {
                        <li><button data-testid="unit-to-place" data-unit=unit.0
                            aria-pressed=move || (tools.unit.get() == Some(unit)).to_string()
                            on:click=move |_| tools.unit.set(Some(unit))>
                            {move || play.with_game(|g| unit_name(g, unit, lang()))}
                        </button></li>
                    }).collect_view()}
                </ul>
            </Show>
            <div class="buttons">
                <button data-testid="deploy-auto" disabled=move || waiting.get().is_empty() on:click=arrange>
                    {t(PreGameMsg::ArrangeAutomatically)}
                </button>
                <button class="primary" data-testid="deploy-done" disabled=move || !waiting.get().is_empty() on:click=done>
                    {t(PreGameMsg::DeploymentDone)}
                </button>
            </div>
        </div>
    }
}

#[component]
pub fn CommandersPanel() -> impl IntoView {
    let play = use_play();
    let lang = move || play.lang();
    let next = Memo::new(move |_| {
        play.with_game(|g| {
            let id = *g.pre_game()?.commanders_waiting.first()?;
            Some(commander_name(g, id, lang()))
        })
    });
    view! {
        <div class="decision" data-testid="commanders-panel">
            <h3>{t(PreGameMsg::CommandersTitle)}</h3>
            <p class="hint">{t(PreGameMsg::CommanderHint)}": "<strong>{move || next.get()}</strong></p>
            <div class="buttons">
                <AutoButton testid="commanders-auto" label=PreGameMsg::PlaceAutomatically />
            </div>
        </div>
    }
}
