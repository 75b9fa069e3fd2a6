//! A scenario in play, as the table shows it: the phase track, the events
//! still to come and when, the conditions settled, each objective and who
//! holds it (drawn on the table too), and, when reinforcements are due,
//! the panel that sets them by their edge. Nothing of it shows in a game
//! without a scenario.

use super::context::{use_play, Play};
use super::labels::{side_code, side_name};
use super::terrain::{outline, Outline};
use crate::lang::t;
use crate::numbers::number;
use clouds_core::{reinforcements_from, Edge, EventKind, Game, Lang, TableMsg};
use leptos::prelude::*;

/// The phase, what is to come, the conditions and the objectives, in one
/// short block under the status bar.
#[component]
pub fn ScenarioStatus() -> impl IntoView {
    let play = use_play();
    let shown = Memo::new(move |_| {
        let lang = play.lang();
        // A scenario with nothing tied to its phases (the standard battle)
        // shows nothing: the status bar stays one line shorter.
        let shown = |g: &Game| {
            g.scenario().is_some_and(|s| {
                !(s.events.is_empty() && s.objectives.is_empty() && s.conditions.is_empty())
            })
        };
        play.with_game(|g| shown(g).then(|| status_lines(g, lang)))
    });
    move || {
        shown.get().map(|(phase, to_come, conditions, objectives)| {
            // Folded to its phase line: on a phone the table comes first.
            view! {
                <details class="scenario-status">
                    <summary><span class="phase" data-testid="phase-track">{t(TableMsg::PhaseWord)}" "{phase}</span></summary>
                    <p data-testid="scenario-events">{t(TableMsg::EventsToCome)}": "{to_come}</p>
                    {(!conditions.is_empty()).then(|| view! { <p>{t(TableMsg::Conditions)}": "{conditions}</p> })}
                    {(!objectives.is_empty()).then(|| view! { <p data-testid="objective-list">{t(TableMsg::Objectives)}": "{objectives}</p> })}
                </details>
            }
        })
    }
}

/// The phase, then each part of the block as one line of text.
fn status_lines(game: &Game, lang: Lang) -> (u32, String, String, String) {
    let names = game.names(lang);
    let to_come = game
        .events_to_come()
        .iter()
        .map(|e| {
            format!(
                "{} {} — {}",
                TableMsg::PhaseWord.text(lang),
                e.phase,
                event_words(game, &e.what, lang)
            )
        })
        .collect::<Vec<_>>()
        .join("; ");
    let conditions = game
        .conditions_settled()
        .iter()
        .map(|(c, o)| format!("{}: {}", c.name.get(lang), o.name.get(lang)))
        .collect::<Vec<_>>()
        .join("; ");
    let objectives = game
        .objectives()
        .iter()
        .map(|o| {
            let holder = match (o.active, o.holder) {
                (false, _) => TableMsg::NotYetCounting.text(lang).to_owned(),
                (true, Some(side)) => side_name(game, side, lang),
                (true, None) => TableMsg::HeldByNobody.text(lang).to_owned(),
            };
            format!("{} ({holder})", names.objective(o.index))
        })
        .collect::<Vec<_>>()
        .join("; ");
    (game.scenario_phase(), to_come, conditions, objectives)
}

fn event_words(game: &Game, what: &EventKind, lang: Lang) -> String {
    let names = game.names(lang);
    match what {
        EventKind::Reinforcements(r) => format!(
            "{} ({}, {})",
            TableMsg::Reinforcements.text(lang),
            side_name(game, r.side, lang),
            names.edge(r.edge)
        ),
        EventKind::ObjectiveActive(objective) => {
            let scenario = game.scenario();
            let index = scenario.and_then(|s| s.objectives.iter().position(|o| &o.id == objective));
            format!(
                "{} {}",
                index.map(|k| names.objective(k)).unwrap_or_default(),
                TableMsg::ObjectiveCountsFrom.text(lang)
            )
        }
        EventKind::GameEnds => TableMsg::GameEndsAtPhase.text(lang).to_owned(),
    }
}

/// The objectives on the table: a dashed outline each, with who holds it.
#[component]
pub fn ObjectivesLayer() -> impl IntoView {
    let play = use_play();
    let drawn = Memo::new(move |_| {
        play.with_game(|g| {
            let Some(scenario) = g.scenario() else {
                return Vec::new();
            };
            let depth = g.position().table().depth;
            g.objectives()
                .iter()
                .map(|o| {
                    let holder = o.holder.map(side_code).unwrap_or("");
                    (holder, outline(&scenario.objectives[o.index].area, depth))
                })
                .collect::<Vec<_>>()
        })
    });
    view! {
        <g class="layer-objectives">
            {move || drawn.get().into_iter().map(|(holder, shape)| view! {
                <g data-testid="objective" data-holder=holder>{objective_view(shape)}</g>
            }).collect_view()}
        </g>
    }
}

/// An objective's outline, dashed over the terrain.
fn objective_view(outline: Outline) -> AnyView {
    match outline {
        Outline::Circle(cx, cy, r) => {
            view! { <circle class="objective-shape" cx=number(cx) cy=number(cy) r=number(r) /> }
                .into_any()
        }
        Outline::Polygon(points) => {
            view! { <polygon class="objective-shape" points=points /> }.into_any()
        }
    }
}

/// Reinforcements due: where they enter, and the button that sets them.
#[component]
pub fn ReinforcementsPanel() -> impl IntoView {
    let play = use_play();
    // Percent of the edge's length, from its west (or south) end.
    let along = RwSignal::new(50_u32);
    let ends = play.with_game_untracked(|g| match g.edge_of_due() {
        Some(Edge::West | Edge::East) => (TableMsg::SouthEnd, TableMsg::NorthEnd),
        _ => (TableMsg::WestEnd, TableMsg::EastEnd),
    });
    view! {
        <div class="decision" data-testid="reinforcements-panel">
            <h3>{t(TableMsg::Reinforcements)}</h3>
            <p class="hint">{t(TableMsg::ReinforcementsArrive)}</p>
            <label class="field">
                <span>{t(TableMsg::WhereAlongEdge)}</span>
                <span class="range-ends">
                    {t(ends.0)}
                    <input type="range" min="0" max="100" step="5" data-testid="reinforcements-along"
                        prop:value=move || along.get().to_string()
                        on:input:target=move |ev| along.set(ev.target().value().parse().unwrap_or(50)) />
                    {t(ends.1)}
                </span>
            </label>
            <button class="primary" data-testid="place-reinforcements"
                on:click=move |_| place(play, along.get_untracked())>
                {t(TableMsg::PlaceReinforcements)}
            </button>
        </div>
    }
}

/// Sets the reinforcements along their edge from the point chosen, as the
/// core places them.
fn place(play: Play, percent: u32) {
    let share = f64::from(percent) / 100.0;
    if let Some(command) = play.with_game_untracked(|g| reinforcements_from(g, share)) {
        play.decide(command);
    }
}
