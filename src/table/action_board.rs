//! The action board of the side deciding: its dice to place, its actions
//! with the dice on them, its tactics with their die. A die is placed by
//! picking it then a slot, or by dragging it onto the slot; a die on an
//! action is played from the commander chosen beside it.

use super::context::{use_play, Play};
use super::labels::commander_name;
use crate::lang::t;
use clouds_core::{legal_commands, Command, CommanderId, Game, Side, Slot, TableMsg};
use leptos::prelude::*;

/// What the board shows.
#[derive(Clone, Debug, PartialEq)]
struct BoardLook {
    side: Side,
    pool: Vec<u8>,
    actions: Vec<(String, Vec<u8>)>,
    tactics: Vec<(String, Option<u8>)>,
    may_risk: bool,
    /// Commanders an action may be played from.
    commanders: Vec<(CommanderId, String)>,
}

fn look(game: &Game, lang: clouds_core::Lang) -> BoardLook {
    let side = game.decider().unwrap_or(game.active());
    let board = game.board(side);
    let army = game.army(side);
    let legal = legal_commands(game);
    BoardLook {
        side,
        pool: board.pool.clone(),
        actions: army
            .actions
            .iter()
            .zip(&board.on_actions)
            .map(|(a, dice)| (a.name.get(lang).to_owned(), dice.clone()))
            .collect(),
        tactics: army
            .tactics
            .iter()
            .zip(&board.on_tactics)
            .map(|(t, die)| (t.name.get(lang).to_owned(), *die))
            .collect(),
        may_risk: legal.contains(&Command::RiskCommander),
        commanders: game
            .commanders()
            .iter()
            .filter(|c| c.side == side)
            .filter(|c| game.position().commanders().iter().any(|p| p.id == c.id))
            .map(|c| (c.id, commander_name(game, c.id, lang)))
            .collect(),
    }
}

fn place(play: Play, slot: Slot) {
    if let Some(die) = play.die.get_untracked() {
        play.decide(Command::PlaceDie { die, slot });
    }
}

#[component]
pub fn ActionBoard() -> impl IntoView {
    let play = use_play();
    let lang = move || play.lang();
    let board = Memo::new(move |_| play.with_game(|g| look(g, play.lang())));
    let commander = RwSignal::new(None::<CommanderId>);
    let drop_on = move |slot: Slot| {
        move |ev: web_sys::DragEvent| {
            ev.prevent_default();
            let die = ev
                .data_transfer()
                .and_then(|d| d.get_data("text/plain").ok())
                .and_then(|t| t.parse::<u8>().ok());
            if let Some(die) = die {
                play.die.set(Some(die));
                place(play, slot);
            }
        }
    };
    let allow_drop = |ev: web_sys::DragEvent| ev.prevent_default();
    view! {
        <div class="action-board" data-testid="action-board">
            <h3>{t(TableMsg::DicePool)}</h3>
            <p class="hint">{t(TableMsg::PickDieHint)}</p>
            <div class="dice" data-testid="dice-pool">
                {move || board.get().pool.into_iter().map(|die| view! {
                    <button class="die" data-testid="pool-die" data-die=die draggable="true"
                        aria-pressed=move || (play.die.get() == Some(die)).to_string()
                        on:dragstart=move |ev: web_sys::DragEvent| {
                            if let Some(d) = ev.data_transfer() { let _ = d.set_data("text/plain", &die.to_string()); }
                        }
                        on:click=move |_| play.die.set(if play.die.get_untracked() == Some(die) { None } else { Some(die) })>
                        {die}
                    </button>
                }).collect_view()}
            </div>
            <Show when=move || board.get().may_risk>
                <button data-testid="risk-commander" on:click=move |_| { play.decide(Command::RiskCommander); }>
                    {t(TableMsg::RiskCommander)}
                </button>
            </Show>
            <h3>{t(TableMsg::Actions)}</h3>
            <label class="field">
                <span>{t(TableMsg::FromCommander)}</span>
                <select data-testid="action-commander"
                    on:change:target=move |ev| {
                        let picked = ev.target().value().parse().ok().map(CommanderId);
                        commander.set(picked);
                        // His radius shows on the table while he is chosen.
                        play.picked_commander.set(picked);
                    }>
                    {move || board.get().commanders.into_iter().map(|(id, name)| view! {
                        <option value=id.0>{name}</option>
                    }).collect_view()}
                </select>
            </label>
            <ul class="slots">
                {move || board.get().actions.into_iter().enumerate().map(|(k, (name, dice))| {
                    let slot = Slot::Action(k);
                    view! {
                        <li class="slot" data-testid="action-slot" data-slot=k
                            on:dragover=allow_drop on:drop=drop_on(slot)>
                            <button class="slot-name" data-testid="place-on-action"
                                disabled=move || play.die.get().is_none()
                                on:click=move |_| place(play, slot)>{name}</button>
                            <span class="dice">
                                {dice.into_iter().map(|die| view! {
                                    <button class="die placed" data-testid="play-action" data-die=die
                                        on:click=move |_| {
                                            let chosen = commander.get_untracked().or_else(|| board.get_untracked().commanders.first().map(|c| c.0));
                                            if let Some(commander) = chosen {
                                                play.decide(Command::PlayAction { action: k, die, commander });
                                            }
                                        }>
                                        {TableMsg::PlayAction.text(lang())}" "{die}
                                    </button>
                                }).collect_view()}
                            </span>
                        </li>
                    }
                }).collect_view()}
            </ul>
            <h3>{t(TableMsg::Tactics)}</h3>
            <ul class="slots">
                {move || board.get().tactics.into_iter().enumerate().map(|(k, (name, die))| {
                    let slot = Slot::Tactic(k);
                    view! {
                        <li class="slot" data-testid="tactic-slot" data-slot=k
                            on:dragover=allow_drop on:drop=drop_on(slot)>
                            <button class="slot-name" data-testid="place-on-tactic"
                                disabled=move || play.die.get().is_none()
                                on:click=move |_| place(play, slot)>{name}</button>
                            {die.map(|d| view! { <span class="die placed">{d}</span> })}
                        </li>
                    }
                }).collect_view()}
            </ul>
            <button class="primary" data-testid="end-actions" on:click=move |_| { play.decide(Command::EndActions); }>
                {t(TableMsg::EndActions)}
            </button>
        </div>
    }
}
