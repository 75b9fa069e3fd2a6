//! A game saved by an earlier version whose decision the rules no longer
//! allow: it opens up to the last decision that holds, and this notice
//! says which one does not and why, and offers to go on from there or to
//! download the game file as it was saved (the device keeps that file
//! until the player goes on).

use super::context::use_play;
use crate::browser_io::{download, file_name};
use crate::lang::{t, use_lang};
use clouds_core::{ReplayError, Side, TableMsg};
use leptos::prelude::*;
use std::sync::Arc;

/// What opening a game in part left to tell: the decision refused, and
/// the file as it was saved. (Shared, not copied: a copy of the refusal
/// would bring the code to copy every kind of refusal into the page.)
#[derive(Clone)]
pub struct Salvaged {
    pub refused: Arc<ReplayError>,
    pub original: Arc<str>,
}

#[component]
pub fn SalvageNotice(salvaged: Salvaged) -> impl IntoView {
    let play = use_play();
    let lang = use_lang();
    let shown = RwSignal::new(true);
    let Salvaged { refused, original } = salvaged;
    let why = move || refused.describe(lang.get());
    // Kept as it now stands, and on the page its step is due on (a game
    // whose goldfish set up as it opened waits on the pre-game page).
    let go_on = move |_| {
        play.keep();
        shown.set(false);
        play.go_where_due();
    };
    let save_original = move |_| {
        let name = play.with_game_untracked(|g| g.army(Side::A).name.clone());
        download(
            &file_name(&name, "game.json"),
            "application/json",
            &original,
        );
    };
    view! {
        <section class="salvage-notice" role="alert" data-testid="game-salvaged"
            hidden=move || !shown.get()>
            <p><strong>{t(TableMsg::GameOpenedInPart)}</strong></p>
            <p data-testid="salvage-why">{why}</p>
            <p>{t(TableMsg::GameOpenUpTo)}</p>
            <button data-testid="salvage-go-on" on:click=go_on>{t(TableMsg::GoOnFromHere)}</button>
            " "
            <button data-testid="salvage-download" on:click=save_original>{t(TableMsg::DownloadOriginal)}</button>
        </section>
    }
}
