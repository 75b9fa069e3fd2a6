//! The page frame: header, language switch, notices, and the screen the
//! URL fragment names — once the army lists have loaded.

use super::browser_io::yield_to_browser;
use super::builder::Builder;
use super::frame::{provide_page_contexts, PageFooter, PageHeader};
use super::home::Home;
use super::lang::t;
use super::lists::{provide_lists, Lists, ListsFailureNotice, ListsGate};
use super::new_army::NewArmy;
use super::print_view::PrintView;
use super::problems::ProblemList;
use super::route::{open_table, replace_with_setup};
use super::route::{use_route, Route};
use super::shared_view::SharedView;
use clouds_core::Msg;
use leptos::prelude::*;

#[component]
pub fn App() -> impl IntoView {
    let store = provide_page_contexts();
    provide_lists(store.custom_lists());
    view! {
        <PageHeader home="#armies" />
        <main>
            <Screens />
        </main>
        <PageFooter />
    }
}

/// The screen for the current route. The saved armies come first and do
/// not wait for the lists (they fill in their factions and points once the
/// lists arrive), so the first screen is as quick as the page itself;
/// every other screen needs the lists and waits behind [`ListsGate`].
#[component]
fn Screens() -> impl IntoView {
    let route = use_route();
    // The screen a browser task after the page's frame: drawn together,
    // they were one long task.
    let drawn = RwSignal::new(false);
    leptos::task::spawn_local(async move {
        yield_to_browser().await;
        drawn.set(true);
    });
    move || match route.get() {
        _ if !drawn.get() => ().into_any(),
        Route::Armies => view! {
            <ListsFailureNotice />
            <ListWarnings />
            <Home />
        }
        .into_any(),
        route => view! {
            <ListsGate>
                <ListWarnings />
                {screen(route.clone())}
            </ListsGate>
        }
        .into_any(),
    }
}

/// A screen that needs the lists.
fn screen(route: Route) -> AnyView {
    match route {
        Route::Armies => view! { <Home /> }.into_any(),
        Route::NewArmy => view! { <NewArmy /> }.into_any(),
        Route::Edit(id) => view! { <Builder id /> }.into_any(),
        Route::Shared(payload) => view! { <SharedView payload /> }.into_any(),
        Route::Print(payload) => view! { <PrintView payload /> }.into_any(),
        route @ Route::PlaySetup(_) => {
            // The setup has its own page (the scenarios are read there).
            replace_with_setup(&route);
            ().into_any()
        }
        Route::Game(id) => {
            // Games are played on the table's page, which carries the engine.
            open_table(&id);
            ().into_any()
        }
    }
}

/// The faction files that could not be read, above the screen.
#[component]
fn ListWarnings() -> impl IntoView {
    let lists = expect_context::<Lists>();
    let problems = Signal::derive(move || lists.catalog().with(|c| c.problems.clone()));
    view! {
        <Show when=move || !problems.with(Vec::is_empty)>
            <section class="list-warnings" role="status" data-testid="list-warnings">
                <p>{t(Msg::SomeListsFailed)}</p>
                <ProblemList problems />
            </section>
        </Show>
    }
}
