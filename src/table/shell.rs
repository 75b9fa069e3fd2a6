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
use clouds_core::{GoldfishSetUp, TableMsg};
use leptos::prelude::*;

/// The turns' page (`table.html`). The goldfish's choices of the pre-game
/// sequence are in the record of every game it plays (the pre-game page
/// keeps them before it hands a game over), so it does not carry the plan
/// they are made by.
#[component]
pub fn TableApp() -> impl IntoView {
    TurnPanels::provide();
    view! { <GameFrame page=GamePage::Turns set_up=GoldfishSetUp::AS_RECORDED /> }
}

/// The pre-game sequence's page (`pregame.html`): the same table, with the
/// sequence's panels, marks and placing, and the goldfish setting up by
/// its plan.
#[component]
pub fn PreGameApp() -> impl IntoView {
    PreGameHooks::provide();
    view! { <GameFrame page=GamePage::PreGame set_up=GoldfishSetUp::BY_PLAN /> }
}

#[component]
fn GameFrame(page: GamePage, set_up: GoldfishSetUp) -> impl IntoView {
    provide_page_contexts();
    let route = use_route();
    view! {
        <PageHeader home="index.html#armies" compact=true />
        <main>
            {move || match route.get() {
                Route::Game(id) => view! { <TablePage id page set_up /> }.into_any(),
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
