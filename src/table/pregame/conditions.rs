//! A scenario's condition left to a side: its options as buttons. A
//! rolled condition settles by itself and is only read in the log.

use super::super::context::use_play;
use super::super::labels::side_name;
use crate::lang::t;
use clouds_core::{Command, PreGameMsg};
use leptos::prelude::*;

#[component]
pub fn ConditionsPanel() -> impl IntoView {
    let play = use_play();
    let due = Memo::new(move |_| {
        let lang = play.lang();
        play.with_game(|g| {
            g.condition_to_settle().map(|c| {
                // Each option with what it does, so the choice is informed.
                let options: Vec<String> = c
                    .options
                    .iter()
                    .map(|o| {
                        let effects: Vec<String> = o
                            .effects
                            .iter()
                            .map(|e| e.words(lang, |side| side_name(g, side, lang)))
                            .collect();
                        if effects.is_empty() {
                            o.name.get(lang).to_owned()
                        } else {
                            format!("{}: {}", o.name.get(lang), effects.join("; "))
                        }
                    })
                    .collect();
                (c.name.get(lang).to_owned(), options)
            })
        })
    });
    let buttons = move || {
        let options = due.get().map(|(_, o)| o).unwrap_or_default();
        options
            .into_iter()
            .enumerate()
            .map(|(option, name)| {
                let testid = format!("condition-option-{option}");
                view! {
                    <button data-testid=testid class=if option == 0 { "primary" } else { "" }
                        on:click=move |_| { play.decide(Command::ChooseCondition { option }); }>
                        {name}
                    </button>
                }
            })
            .collect_view()
    };
    view! {
        <div class="decision" data-testid="conditions-panel">
            <h3>{move || due.get().map(|(name, _)| name)}</h3>
            <p class="hint">{t(PreGameMsg::ConditionChooseHint)}</p>
            <div class="buttons">{buttons}</div>
        </div>
    }
}
