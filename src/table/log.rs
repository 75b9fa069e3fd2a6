//! The log: every event in words, in the page's language, grouped by turn,
//! with the dice rolled. Always shown on a desktop; one tap away on a
//! phone. The newest entry stays in view.

use super::context::use_play;
use super::labels::unit_name;
use crate::lang::tt;
use clouds_core::{Event, TableMsg};
use leptos::prelude::*;

/// The log's entries grouped by turn: (turn, sentences).
fn grouped(events: &[Event], describe: impl Fn(&Event) -> String) -> Vec<(u32, Vec<String>)> {
    let mut groups: Vec<(u32, Vec<String>)> = vec![(0, Vec::new())];
    for event in events {
        if let Event::TurnStarted { turn, .. } = event {
            groups.push((*turn, Vec::new()));
        }
        if let Some(last) = groups.last_mut() {
            last.1.push(describe(event));
        }
    }
    groups.retain(|(_, lines)| !lines.is_empty());
    groups
}

#[component]
pub fn GameLog() -> impl IntoView {
    let play = use_play();
    let open = RwSignal::new(false);
    let list_ref: NodeRef<leptos::html::Div> = NodeRef::new();
    let groups = Memo::new(move |_| {
        let lang = play.lang();
        play.with_game(|g| grouped(g.log(), |e| e.describe(lang, &|u| unit_name(g, u, lang))))
    });
    // Keep the newest entry in view after each change.
    Effect::new(move |_| {
        groups.track();
        if let Some(list) = list_ref.get() {
            list.set_scroll_top(list.scroll_height());
        }
    });
    let lang = move || play.lang();
    view! {
        <section class=move || if open.get() { "game-log open" } else { "game-log" } data-testid="game-log-panel">
            <button class="log-toggle" data-testid="log-toggle" aria-expanded=move || open.get().to_string()
                on:click=move |_| open.update(|o| *o = !*o)>
                {move || if open.get() { TableMsg::HideLog.text(lang()) } else { TableMsg::ShowLog.text(lang()) }}
            </button>
            <h3 class="log-title">{tt(TableMsg::Log)}</h3>
            <div class="log-entries" node_ref=list_ref data-testid="game-log" aria-live="polite">
                {move || groups.get().into_iter().map(|(turn, lines)| view! {
                    <div class="log-turn">
                        {(turn > 0).then(|| view! { <h4>{TableMsg::Turn.text(lang())}" "{turn}</h4> })}
                        <ol>
                            {lines.into_iter().map(|line| view! { <li data-testid="log-entry">{line}</li> }).collect_view()}
                        </ol>
                    </div>
                }).collect_view()}
            </div>
        </section>
    }
}
