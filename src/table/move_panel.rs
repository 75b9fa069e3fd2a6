//! The move being drafted, in words: the distance against the allowance
//! and the engine's verdict, with buttons that do what the keys do, and the
//! units waiting to move (so a move can start without a pointer).

use super::context::use_play;
use super::drag::{Piece, Verdict, KEY_STEP, KEY_TURN_DEGREES};
use super::labels::unit_name;
use super::moves::commit_draft;
use super::moves::start_draft;
use clouds_core::{fixed, MoveKind, TableMsg};
use leptos::prelude::*;

#[component]
pub fn MovePanel() -> impl IntoView {
    let play = use_play();
    let lang = move || play.lang();
    let waiting = Memo::new(move |_| {
        play.with_game(|g| {
            g.action_in_play()
                .map(|a| a.waiting_to_move)
                .unwrap_or_default()
        })
    });
    let nudge = move |f: fn(super::drag::MoveDraft) -> super::drag::MoveDraft| {
        move |_| {
            let lang = play.lang();
            if let Some(draft) = play.draft.get_untracked() {
                let judged = play.with_game_untracked(|g| f(draft).judged(g, lang));
                play.draft.set(Some(judged));
            }
        }
    };
    view! {
        <ul class="choice-list" data-testid="waiting-units">
            {move || waiting.get().into_iter().map(|unit| view! {
                <li><button data-testid="draft-unit" data-unit=unit.0
                    on:click=move |_| start_draft(play, Piece::Unit(unit), play.move_kind.get_untracked())>
                    {TableMsg::MoveUnit.text(lang())}": "{play.with_game(|g| unit_name(g, unit, lang()))}
                </button></li>
            }).collect_view()}
        </ul>
        {move || play.draft.get().map(|draft| {
            let reading = match draft.allowed {
                Some(allowed) => format!("{} / {} UW", fixed(draft.distance, 2), fixed(allowed, 1)),
                None => format!("{} UW", fixed(draft.distance, 2)),
            };
            let verdict = match &draft.verdict {
                Verdict::Legal { .. } => None,
                Verdict::TooFar { message, .. } | Verdict::Refused { message } => Some(message.clone()),
            };
            let difficult = draft.kind == MoveKind::Difficult;
            view! {
                <div class="draft" data-testid="move-draft">
                    <p data-testid="draft-reading">{reading}</p>
                    {verdict.map(|m| view! { <p class="refusal" data-testid="draft-verdict">{m}</p> })}
                    <div class="buttons">
                        <button on:click=nudge(|d| d.lengthen(-KEY_STEP))>"−"</button>
                        <button on:click=nudge(|d| d.lengthen(KEY_STEP))>"+"</button>
                        <button on:click=nudge(|d| d.turn(KEY_TURN_DEGREES))>"⟲"</button>
                        <button on:click=nudge(|d| d.turn(-KEY_TURN_DEGREES))>"⟳"</button>
                        {difficult.then(|| view! {
                            <button title="Q" on:click=nudge(|d| d.turn_facing(KEY_TURN_DEGREES))>"↺"</button>
                            <button title="E" on:click=nudge(|d| d.turn_facing(-KEY_TURN_DEGREES))>"↻"</button>
                        })}
                    </div>
                    <div class="buttons">
                        <button class="primary" data-testid="confirm-move" disabled=!draft.is_legal()
                            on:click=move |_| commit_draft(play)>{TableMsg::ConfirmMove.text(lang())}</button>
                        <button data-testid="cancel-move" on:click=move |_| play.draft.set(None)>
                            {TableMsg::CancelMove.text(lang())}</button>
                    </div>
                </div>
            }
        })}
    }
}
