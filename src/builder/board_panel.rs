//! The faction's action board, to read while building.

use super::use_army;
use crate::lang::{t, use_lang};
use clouds_core::Msg;
use clouds_core::TurnRestriction;
use leptos::prelude::*;

pub fn turn_label(turn: TurnRestriction, lang: clouds_core::Lang) -> Option<&'static str> {
    match turn {
        TurnRestriction::Any => None,
        TurnRestriction::Active => Some(Msg::ActivePlayer.text(lang)),
        TurnRestriction::Passive => Some(Msg::PassivePlayer.text(lang)),
    }
}

#[component]
pub fn BoardPanel() -> impl IntoView {
    let army = use_army();
    let lang = use_lang();
    move || {
        let faction = army.faction.get()?;
        let lang = lang.get();
        let actions = faction
            .actions
            .iter()
            .map(|action| {
                view! {
                    <li>
                        <strong>{action.name.get(lang).to_owned()}</strong>
                        " — "
                        {action.text.get(lang).to_owned()}
                    </li>
                }
            })
            .collect_view();
        let tactics = faction
            .tactics
            .iter()
            .map(|tactic| {
                view! {
                    <li>
                        <strong>{tactic.name.get(lang).to_owned()}</strong>
                        {turn_label(tactic.turn, lang).map(|t| view! { <em>" ("{t}")"</em> })}
                        " — "
                        {tactic.text.get(lang).to_owned()}
                    </li>
                }
            })
            .collect_view();
        Some(view! {
            <section class="board" data-testid="board">
                <details>
                    <summary>
                        <h2>{t(Msg::ActionBoard)}</h2>
                    </summary>
                    <p>{Msg::CommandRadius.text(lang)}": "{faction.command_radius}" UW"</p>
                    <h3>{t(Msg::Actions)}</h3>
                    <ul>{actions}</ul>
                    <h3>{t(Msg::Tactics)}</h3>
                    <ul>{tactics}</ul>
                </details>
            </section>
        })
    }
}
