//! The first player: both sides' dice with their strategic ratings (ties
//! rolled again), and the winner's choice.

use super::super::context::use_play;
use super::super::labels::side_name;
use crate::lang::t;
use clouds_core::{Command, PreGameMsg, Side};
use leptos::prelude::*;

#[component]
pub fn FirstPlayerPanel() -> impl IntoView {
    let play = use_play();
    let lang = move || play.lang();
    let view_now = Memo::new(move |_| play.with_game(|g| g.pre_game()));
    let rolls = move || {
        let Some(v) = view_now.get() else {
            return Vec::new();
        };
        let count = v.first_player_rolls.len();
        v.first_player_rolls
            .iter()
            .enumerate()
            .map(|(k, dice)| {
                let line = |side: Side, die: u8, rating: i32| {
                    format!(
                        "{} {die} + {} {rating} = {}",
                        play.with_game(|g| side_name(g, side, lang())),
                        PreGameMsg::RatingWord.text(lang()),
                        i32::from(die) + rating
                    )
                };
                let tie = k + 1 < count;
                view! {
                    <li data-testid="first-player-roll">
                        <span class="die side-a">{dice[0]}</span>" "{line(Side::A, dice[0], v.ratings[Side::A])}
                        <br />
                        <span class="die side-b">{dice[1]}</span>" "{line(Side::B, dice[1], v.ratings[Side::B])}
                        {tie.then(|| view! { <em>" — "{PreGameMsg::RollAgainTie.text(lang())}</em> })}
                    </li>
                }
            })
            .collect_view()
    };
    let winner = move || view_now.get().map(|v| v.side).unwrap_or(Side::A);
    let choose = move |first: Side| play.decide(Command::ChooseFirstPlayer { first });
    view! {
        <div class="decision" data-testid="first-player-panel">
            <h3>{t(PreGameMsg::FirstPlayerTitle)}</h3>
            <ul class="choice-list">{rolls}</ul>
            <p>{move || format!("{} {}", play.with_game(|g| side_name(g, winner(), lang())), PreGameMsg::WonTheRoll.text(lang()))}</p>
            <div class="buttons">
                <button class="primary" data-testid="go-first" on:click=move |_| { choose(winner()); }>
                    {t(PreGameMsg::GoFirst)}
                </button>
                <button data-testid="go-second" on:click=move |_| { choose(winner().opponent()); }>
                    {t(PreGameMsg::GoSecond)}
                </button>
            </div>
        </div>
    }
}
