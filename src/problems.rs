//! A list of army-list problems, one per line, in the reader's language.

use super::lang::use_lang;
use clouds_core::ListProblem;
use leptos::prelude::*;

#[component]
pub fn ProblemList(problems: Signal<Vec<ListProblem>>) -> impl IntoView {
    let lang = use_lang();
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
