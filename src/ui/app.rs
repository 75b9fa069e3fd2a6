//! The page frame: header, language switch, and the loaded lists or why
//! they could not load.

use super::catalog_view::Workspace;
use super::lang::{tr, CurrentLang};
use super::lists::{load_catalog, Lists, LoadState};
use crate::army_list::ListProblem;
use crate::i18n::{Lang, Msg};
use leptos::prelude::*;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Phase {
    Loading,
    Failed,
    Ready,
}

#[component]
pub fn App() -> impl IntoView {
    let lang = CurrentLang::detect();
    provide_context(lang);
    Effect::new(move || {
        let code = lang.get().code();
        if let Some(root) = document().document_element() {
            root.set_attribute("lang", code).ok();
        }
        document().set_title(Msg::AppTitle.text(lang.get()));
    });

    let state = RwSignal::new(LoadState::Loading);
    provide_context(Lists(state));
    leptos::task::spawn_local(async move { state.set(load_catalog().await) });
    // Only the phase decides which branch shows, so later changes to the
    // catalog (a player's own list) do not rebuild the page.
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
        <header class="app-header">
            <div>
                <h1>{tr(Msg::AppTitle)}</h1>
                <p class="tagline">{tr(Msg::AppTagline)}</p>
            </div>
            <button
                class="lang-switch"
                data-testid="lang-switch"
                on:click=move |_| lang.0.update(|l| *l = if *l == Lang::En { Lang::Ru } else { Lang::En })
            >
                {tr(Msg::Language)}
            </button>
        </header>
        <main>
            {move || match phase.get() {
                Phase::Loading => view! { <p class="loading" data-testid="loading">{tr(Msg::Loading)}</p> }.into_any(),
                Phase::Failed => view! { <LoadFailure problems=failures /> }.into_any(),
                Phase::Ready => view! { <Workspace /> }.into_any(),
            }}
        </main>
        <footer class="app-footer">
            <p data-testid="unofficial-note">{tr(Msg::UnofficialLists)}</p>
        </footer>
    }
}

/// The list problems, one per line, in the reader's language.
#[component]
pub fn ProblemList(problems: Signal<Vec<ListProblem>>) -> impl IntoView {
    let lang = super::lang::use_lang();
    view! {
        <ul class="problems" data-testid="list-problems">
            {move || {
                problems
                    .get()
                    .into_iter()
                    .map(|problem| {
                        view! {
                            <li data-testid="list-problem">
                                <code>{problem.file.clone()}</code>
                                " "
                                <span class="where">{problem.location(lang.get())}</span>
                                " — "
                                {problem.message(lang.get())}
                            </li>
                        }
                    })
                    .collect_view()
            }}
        </ul>
    }
}

#[component]
fn LoadFailure(problems: Signal<Vec<ListProblem>>) -> impl IntoView {
    view! {
        <section class="load-failure" role="alert" data-testid="load-failure">
            <h2>{tr(Msg::LoadFailed)}</h2>
            <ProblemList problems />
        </section>
    }
}
