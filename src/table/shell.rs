//! The table page's frame: the shared header and footer around the game
//! its address names (`#game=<id>`); any other address leads back to the
//! saved armies.

use super::play::TablePage;
use crate::frame::{provide_page_contexts, PageFooter, PageHeader};
use crate::lang::tt;
use crate::route::{builder_href, use_route, Route};
use clouds_core::TableMsg;
use leptos::prelude::*;

#[component]
pub fn TableApp() -> impl IntoView {
    provide_page_contexts();
    let route = use_route();
    view! {
        <PageHeader home="index.html#armies" />
        <main>
            {move || match route.get() {
                Route::Game(id) => view! { <TablePage id /> }.into_any(),
                _ => view! {
                    <section class="load-failure" role="alert" data-testid="game-unreadable">
                        <p>{tt(TableMsg::GameNotFound)}</p>
                        <a href=builder_href(&Route::Armies)>{tt(TableMsg::BackToGames)}</a>
                    </section>
                }
                .into_any(),
            }}
        </main>
        <PageFooter />
    }
}
