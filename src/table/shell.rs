//! The game pages' frame: the shared header and footer around the game
//! its address names (`#game=<id>`); any other address leads back to the
//! saved armies. Both game pages (the turns' and the pre-game sequence's)
//! are this frame; the pre-game page adds the sequence's hooks.

use super::decisions::TurnPanels;
use super::play::TablePage;
use super::pregame::hooks::PreGameHooks;
use crate::frame::{load_failure, provide_page_contexts, PageFooter, PageHeader};
use crate::lang::t;
use crate::route::{builder_href, use_route, GamePage, Route};
use clouds_core::TableMsg;
use leptos::prelude::*;

/// The turns' page (`table.html`).
#[component]
pub fn TableApp() -> impl IntoView {
    TurnPanels::provide();
    view! { <GameFrame page=GamePage::Turns /> }
}

/// The pre-game sequence's page (`pregame.html`): the same table, with the
/// sequence's panels, marks and placing.
#[component]
pub fn PreGameApp() -> impl IntoView {
    PreGameHooks::provide();
    view! { <GameFrame page=GamePage::PreGame /> }
}

#[component]
fn GameFrame(page: GamePage) -> impl IntoView {
    provide_page_contexts();
    let route = use_route();
    view! {
        <PageHeader home="index.html#armies" compact=true />
        <main>
            {move || match route.get() {
                Route::Game(id) => view! { <TablePage id page /> }.into_any(),
                _ => load_failure!(
                    "game-unreadable",
                    reason: { t(TableMsg::GameNotFound) },
                    back: ({ builder_href(&Route::Armies) }, { t(TableMsg::BackToGames) }),
                )
                .into_any(),
            }}
        </main>
        <PageFooter />
    }
}
