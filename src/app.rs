//! The page frame: header, language switch, notices, and the screen the
//! URL fragment names — once the army lists have loaded.

use super::builder::Builder;
use super::frame::{provide_page_contexts, PageFooter, PageHeader};
use super::game_setup::GameSetupScreen;
use super::home::Home;
use super::lang::tr;
use super::lists::{load_with_custom, Lists, LoadState};
use super::new_army::NewArmy;
use super::print_view::PrintView;
use super::problems::ProblemList;
use super::route::open_table;
use super::route::{use_route, Route};
use super::shared_view::SharedView;
use clouds_core::Msg;
use leptos::prelude::*;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Phase {
    Loading,
    Failed,
    Ready,
}

#[component]
pub fn App() -> impl IntoView {
    let store = provide_page_contexts();
    let state = RwSignal::new(LoadState::Loading);
    provide_context(Lists(state));
    let stored_lists = store.custom_lists();
    leptos::task::spawn_local(async move {
        state.set(load_with_custom(stored_lists).await);
    });
    let phase = Memo::new(move |_| {
        state.with(|state| match state {
            LoadState::Loading => Phase::Loading,
            LoadState::Failed(_) => Phase::Failed,
            LoadState::Ready(_) => Phase::Ready,
        })
    });
    let failures = Signal::derive(move || {
        state.with(|state| match state {
            LoadState::Failed(problems) => problems.clone(),
            _ => Vec::new(),
        })
    });
    view! {
        <PageHeader home="#armies" />
        <main>
            {move || match phase.get() {
                Phase::Loading => {
                    view! { <p class="loading" data-testid="loading">{tr(Msg::Loading)}</p> }
                        .into_any()
                }
                Phase::Failed => view! { <LoadFailure problems=failures /> }.into_any(),
                Phase::Ready => view! { <Screens /> }.into_any(),
            }}
        </main>
        <PageFooter />
    }
}

/// The screen for the current route.
#[component]
fn Screens() -> impl IntoView {
    let route = use_route();
    let lists = expect_context::<Lists>();
    let problems = Signal::derive(move || lists.catalog().with(|c| c.problems.clone()));
    view! {
        <Show when=move || !problems.with(Vec::is_empty)>
            <section class="list-warnings" role="status" data-testid="list-warnings">
                <p>{tr(Msg::SomeListsFailed)}</p>
                <ProblemList problems />
            </section>
        </Show>
        {move || match route.get() {
            Route::Armies => view! { <Home /> }.into_any(),
            Route::NewArmy => view! { <NewArmy /> }.into_any(),
            Route::Edit(id) => view! { <Builder id /> }.into_any(),
            Route::Shared(payload) => view! { <SharedView payload /> }.into_any(),
            Route::Print(payload) => view! { <PrintView payload /> }.into_any(),
            Route::PlaySetup(payload) => view! { <GameSetupScreen payload /> }.into_any(),
            Route::Game(id) => {
                // Games are played on the table's page, which carries the engine.
                open_table(&id);
                ().into_any()
            }
        }}
    }
}

#[component]
fn LoadFailure(problems: Signal<Vec<clouds_core::ListProblem>>) -> impl IntoView {
    view! {
        <section class="load-failure" role="alert" data-testid="load-failure">
            <h2>{tr(Msg::LoadFailed)}</h2>
            <ProblemList problems />
        </section>
    }
}
