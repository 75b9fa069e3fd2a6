//! The page frame: header, language switch, notices, and the screen the
//! URL fragment names — once the army lists have loaded.

use super::builder::Builder;
use super::home::Home;
use super::lang::{tr, CurrentLang};
use super::lists::{load_catalog, Lists, LoadState};
use super::new_army::NewArmy;
use super::notices::{NoticeBar, Notices};
use super::print_view::PrintView;
use super::problems::ProblemList;
use super::route::{use_route, Route};
use super::shared_view::SharedView;
use super::storage::DeviceStore;
use super::table::{GameSetupScreen, TablePage};
use clouds_core::{Lang, Msg};
use leptos::prelude::*;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Phase {
    Loading,
    Failed,
    Ready,
}

#[component]
pub fn App() -> impl IntoView {
    let store = DeviceStore::open();
    let lang = CurrentLang::detect(store.lang().as_deref());
    provide_context(lang);
    provide_context(store.clone());
    let notices = Notices::new(&store);
    provide_context(notices);
    Effect::new(move || {
        let current = lang.get();
        if let Some(root) = document().document_element() {
            root.set_attribute("lang", current.code()).ok();
        }
        document().set_title(Msg::AppTitle.text(current));
    });

    let state = RwSignal::new(LoadState::Loading);
    provide_context(Lists(state));
    let stored_lists = store.custom_lists();
    leptos::task::spawn_local(async move {
        let mut loaded = load_catalog().await;
        if let LoadState::Ready(catalog) = &mut loaded {
            // The player's own lists come back from the device; one that no
            // longer validates is listed with the other problems.
            let catalog = std::sync::Arc::make_mut(catalog);
            for (faction_id, text) in stored_lists {
                let file = format!("{faction_id}.json");
                if let Err(problems) = catalog.add_custom(&file, &text) {
                    catalog.problems.extend(problems);
                }
            }
        }
        state.set(loaded);
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
    let switch_lang = {
        let store = store.clone();
        move |_| {
            let next = if lang.get() == Lang::En {
                Lang::Ru
            } else {
                Lang::En
            };
            lang.0.set(next);
            store.set_lang(next.code());
        }
    };

    view! {
        <header class="app-header">
            <div>
                <a class="home-link" href="#armies">
                    <h1>{tr(Msg::AppTitle)}</h1>
                </a>
                <p class="tagline">{tr(Msg::AppTagline)}</p>
            </div>
            <button class="lang-switch" data-testid="lang-switch" on:click=switch_lang>
                {tr(Msg::Language)}
            </button>
        </header>
        <NoticeBar />
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
        <footer class="app-footer">
            <p data-testid="unofficial-note">{tr(Msg::UnofficialLists)}</p>
        </footer>
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
            Route::Game(id) => view! { <TablePage id /> }.into_any(),
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
