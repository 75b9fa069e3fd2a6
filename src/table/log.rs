//! The log: every event in words, in the page's language, grouped by turn,
//! with the dice rolled. Always shown on a desktop; one tap away on a
//! phone. The newest entry stays in view.

use super::context::use_play;
use crate::lang::t;
use clouds_core::{Event, TableMsg};
use leptos::prelude::*;

/// A part of the log: a turn (0 before the battle) and a step of it.
#[derive(Clone, Debug, PartialEq)]
struct Section {
    turn: u32,
    step: Option<TableMsg>,
    lines: Vec<String>,
}

/// The step an event opens, if it opens one: the log is grouped by turn,
/// then by bombardment, actions and combat.
fn opens(event: &Event) -> Option<Option<TableMsg>> {
    match event {
        Event::TurnStarted { .. } => Some(None),
        Event::BombardmentDice { .. } => Some(Some(TableMsg::LogBombardment)),
        Event::ActionDiceRolled { .. } => Some(Some(TableMsg::LogActions)),
        Event::CombatMarkerPlaced { .. } | Event::CombatBegan { .. } => {
            Some(Some(TableMsg::LogCombat))
        }
        Event::GameEnded { .. } => Some(Some(TableMsg::GameOver)),
        _ => None,
    }
}

/// The log's entries grouped by turn and step.
fn grouped(events: &[Event], describe: impl Fn(&Event) -> String) -> Vec<Section> {
    let mut sections = vec![Section {
        turn: 0,
        step: None,
        lines: Vec::new(),
    }];
    for event in events {
        let current = sections.last().map_or((0, None), |s| (s.turn, s.step));
        let next = match (event, opens(event)) {
            (Event::TurnStarted { turn, .. }, _) => Some((*turn, None)),
            (_, Some(step)) if step != current.1 => Some((current.0, step)),
            _ => None,
        };
        if let Some((turn, step)) = next {
            sections.push(Section {
                turn,
                step,
                lines: Vec::new(),
            });
        }
        if let Some(last) = sections.last_mut() {
            last.lines.push(describe(event));
        }
    }
    sections.retain(|s| !s.lines.is_empty());
    sections
}

#[component]
pub fn GameLog() -> impl IntoView {
    let play = use_play();
    let open = RwSignal::new(false);
    let list_ref: NodeRef<leptos::html::Div> = NodeRef::new();
    let groups = Memo::new(move |_| {
        let lang = play.lang();
        play.with_game(|g| {
            let names = g.names(lang);
            grouped(g.log(), |e| e.describe(&names))
        })
    });
    // Keep the newest entry in view after each change, and when the log
    // is opened on a phone (hidden, it had no height to scroll): a frame
    // later, once it is laid out.
    Effect::new(move |_| {
        groups.track();
        open.track();
        request_animation_frame(move || {
            if let Some(list) = list_ref.get_untracked() {
                list.set_scroll_top(list.scroll_height());
            }
        });
    });
    let lang = move || play.lang();
    view! {
        <section class=move || if open.get() { "game-log open" } else { "game-log" } data-testid="game-log-panel">
            <button class="log-toggle" data-testid="log-toggle" aria-expanded=move || open.get().to_string()
                on:click=move |_| open.update(|o| *o = !*o)>
                {move || if open.get() { TableMsg::HideLog.text(lang()) } else { TableMsg::ShowLog.text(lang()) }}
            </button>
            <h3 class="log-title">{t(TableMsg::Log)}</h3>
            <div class="log-entries" node_ref=list_ref data-testid="game-log" aria-live="polite">
                {move || groups.get().into_iter().map(|section| {
                    let heading = match (section.turn, section.step) {
                        (0, _) => TableMsg::LogBeforeBattle.text(lang()).to_owned(),
                        (turn, None) => format!("{} {turn}", TableMsg::Turn.text(lang())),
                        (turn, Some(step)) => format!("{} {turn} · {}", TableMsg::Turn.text(lang()), step.text(lang())),
                    };
                    view! {
                        <div class="log-turn" data-testid="log-section">
                            <h4>{heading}</h4>
                            <ol>
                                {section.lines.into_iter().map(|line| view! { <li data-testid="log-entry">{line}</li> }).collect_view()}
                            </ol>
                        </div>
                    }
                }).collect_view()}
            </div>
        </section>
    }
}
