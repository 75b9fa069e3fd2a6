//! The action board of the side deciding: its dice to place, its actions
//! with the dice on them, its tactics with their die. A die is placed by
//! picking it then a slot, or by dragging it onto the slot; a die on an
//! action is played from the commander chosen beside it.

use super::context::{use_play, Play};
use super::labels::commander_name;
use crate::lang::t;
use clouds_core::{
    die_terms, legal_turn_commands, Command, CommanderId, Game, Side, Slot, TableMsg,
};
use leptos::prelude::*;

/// What the board shows.
#[derive(Clone, Debug, PartialEq)]
struct BoardLook {
    side: Side,
    pool: Vec<u8>,
    actions: Vec<SlotLook>,
    tactics: Vec<SlotLook>,
    may_risk: bool,
    /// Commanders an action may be played from.
    commanders: Vec<(CommanderId, String)>,
}

fn look(game: &Game, lang: clouds_core::Lang) -> BoardLook {
    let side = game.decider().unwrap_or(game.active());
    let board = game.board(side);
    let army = game.army(side);
    let legal = legal_turn_commands(game);
    BoardLook {
        side,
        pool: board.pool.clone(),
        actions: army
            .actions
            .iter()
            .zip(&board.on_actions)
            .map(|(a, dice)| SlotLook {
                name: a.name.get(lang).to_owned(),
                text: a.text.get(lang).to_owned(),
                dice: dice.clone(),
            })
            .collect(),
        tactics: army
            .tactics
            .iter()
            .zip(&board.on_tactics)
            .map(|(t, die)| SlotLook {
                name: t.name.get(lang).to_owned(),
                text: t.text.get(lang).to_owned(),
                dice: die.iter().copied().collect(),
            })
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

/// An action or a tactic: its name, what it does (the list's text), and
/// the dice on it.
#[derive(Clone, Debug, PartialEq)]
struct SlotLook {
    name: String,
    text: String,
    dice: Vec<u8>,
}

/// The board as the player works it: the look of the side deciding, the
/// commander chosen for actions, and what a click or a drop does.
#[derive(Clone, Copy)]
struct Dice {
    play: Play,
    board: Memo<BoardLook>,
    commander: RwSignal<Option<CommanderId>>,
    /// The slot whose text is open (one at a time).
    open: RwSignal<Option<Slot>>,
}

impl Dice {
    /// Places the die picked on `slot`.
    fn place(self, slot: Slot) {
        if let Some(die) = self.play.die.get_untracked() {
            self.play.decide(Command::PlaceDie { die, slot });
        }
    }

    /// A die dragged from the pool and dropped on `slot`.
    fn drop_on(self, slot: Slot, ev: web_sys::DragEvent) {
        ev.prevent_default();
        let die = ev
            .data_transfer()
            .and_then(|d| d.get_data("text/plain").ok())
            .and_then(|t| t.parse::<u8>().ok());
        if let Some(die) = die {
            self.play.die.set(Some(die));
            self.place(slot);
        }
    }

    /// Opens `slot`'s text, or closes it.
    fn toggle_text(self, slot: Slot) {
        let open = self.open;
        open.set((open.get_untracked() != Some(slot)).then_some(slot));
    }

    /// Picks the pool's `die`, or puts it back.
    fn pick(self, die: u8) {
        let die_now = self.play.die;
        die_now.set(if die_now.get_untracked() == Some(die) {
            None
        } else {
            Some(die)
        });
    }

    /// The commander actions are played from; his radius shows on the
    /// table while he is chosen.
    fn choose_commander(self, value: &str) {
        let picked = value.parse().ok().map(CommanderId);
        self.commander.set(picked);
        self.play.picked_commander.set(picked);
    }

    /// Plays action `k` with `die`, from the commander chosen (or the
    /// first).
    fn play_action(self, k: usize, die: u8) {
        let chosen = self
            .commander
            .get_untracked()
            .or_else(|| self.board.get_untracked().commanders.first().map(|c| c.0));
        if let Some(commander) = chosen {
            self.play.decide(Command::PlayAction {
                action: k,
                die,
                commander,
            });
        }
    }
}

#[component]
pub fn ActionBoard() -> impl IntoView {
    let play = use_play();
    let dice = Dice {
        play,
        board: Memo::new(move |_| play.with_game(|g| look(g, play.lang()))),
        commander: RwSignal::new(None),
        open: RwSignal::new(None),
    };
    let board = dice.board;
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
                        on:click=move |_| dice.pick(die)>
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
                    on:change:target=move |ev| dice.choose_commander(&ev.target().value())>
                    {move || board.get().commanders.into_iter().map(|(id, name)| view! {
                        <option value=id.0>{name}</option>
                    }).collect_view()}
                </select>
            </label>
            <ul class="slots">{move || action_slots(dice)}</ul>
            <h3>{t(TableMsg::Tactics)}</h3>
            <ul class="slots">{move || tactic_slots(dice)}</ul>
            <button class="primary" data-testid="end-actions" on:click=move |_| { play.decide(Command::EndActions); }>
                {t(TableMsg::EndActions)}
            </button>
        </div>
    }
}

/// The actions, each a slot to place a die on, with the dice on it to play.
fn action_slots(dice: Dice) -> impl IntoView {
    let play = dice.play;
    let lang = move || play.lang();
    dice.board
        .get()
        .actions
        .into_iter()
        .enumerate()
        .map(|(k, look)| {
            let slot = Slot::Action(k);
            let SlotLook {
                name,
                text,
                dice: placed,
            } = look;
            let first = placed.first().copied();
            view! {
                <li class="slot" data-testid="action-slot" data-slot=k
                    on:dragover=|ev: web_sys::DragEvent| ev.prevent_default()
                    on:drop=move |ev| dice.drop_on(slot, ev)>
                    <button class="slot-name" data-testid="place-on-action" title=text.clone()
                        disabled=move || play.die.get().is_none()
                        on:click=move |_| dice.place(slot)>{name}</button>
                    <InfoButton dice=dice place=slot />
                    <span class="dice">
                        {placed.into_iter().map(|die| view! {
                            <button class="die placed" data-testid="play-action" data-die=die
                                on:click=move |_| dice.play_action(k, die)>
                                {TableMsg::PlayAction.text(lang())}" "{die}
                            </button>
                        }).collect_view()}
                    </span>
                    <SlotText dice=dice place=slot text=text die=first />
                </li>
            }
        })
        .collect_view()
}

/// The tactics, each a slot to place a die on, with its die.
fn tactic_slots(dice: Dice) -> impl IntoView {
    let play = dice.play;
    dice.board
        .get()
        .tactics
        .into_iter()
        .enumerate()
        .map(|(k, look)| {
            let slot = Slot::Tactic(k);
            let SlotLook {
                name,
                text,
                dice: on_it,
            } = look;
            let die = on_it.first().copied();
            view! {
                <li class="slot" data-testid="tactic-slot" data-slot=k
                    on:dragover=|ev: web_sys::DragEvent| ev.prevent_default()
                    on:drop=move |ev| dice.drop_on(slot, ev)>
                    <button class="slot-name" data-testid="place-on-tactic" title=text.clone()
                        disabled=move || play.die.get().is_none()
                        on:click=move |_| dice.place(slot)>{name}</button>
                    <InfoButton dice=dice place=slot />
                    {die.map(|d| view! { <span class="die placed">{d}</span> })}
                    <SlotText dice=dice place=slot text=text die=die />
                </li>
            }
        })
        .collect_view()
}

/// The button that opens a slot's text (for a tap or the keyboard; a
/// pointer sees it on hover too). (`place`, not `slot`: the view macro
/// reads an attribute named `slot` as a slot of the parent.)
#[component]
fn InfoButton(dice: Dice, place: Slot) -> impl IntoView {
    let open = move || dice.open.get() == Some(place);
    view! {
        <button class="slot-info" data-testid="slot-info" type="button"
            aria-label=move || TableMsg::WhatItDoes.text(dice.play.lang())
            title=move || TableMsg::WhatItDoes.text(dice.play.lang())
            aria-expanded=move || open().to_string()
            on:click=move |_| dice.toggle_text(place)>
            "?"
        </button>
    }
}

/// A slot's text when it is open, with what the die on it (or the die
/// picked to place) makes of each term of D.
#[component]
fn SlotText(dice: Dice, place: Slot, text: String, die: Option<u8>) -> impl IntoView {
    let play = dice.play;
    move || {
        (dice.open.get() == Some(place)).then(|| {
            let die = die.or_else(|| play.die.get());
            let terms = die
                .map(|d| die_terms(&text, d))
                .unwrap_or_default()
                .into_iter()
                .map(|(term, value)| format!("{term} = {value}"))
                .collect::<Vec<_>>()
                .join(", ");
            view! {
                <p class="slot-text" data-testid="slot-text">
                    {text.clone()}
                    {(!terms.is_empty()).then(|| view! {
                        <span class="die-terms" data-testid="die-terms">
                            " "{TableMsg::WithTheDie.text(play.lang())}" "{terms.clone()}
                        </span>
                    })}
                </p>
            }
        })
    }
}
