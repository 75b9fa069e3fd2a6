//! Loading a list file of the player's own. It goes through the same
//! validation as the shipped lists; a bad file is listed with its problems
//! and changes nothing.

use super::lang::{tr, use_lang};
use super::lists::Lists;
use super::notices::use_notices;
use super::problems::ProblemList;
use super::storage::DeviceStore;
use crate::army_list::problem::{EntryRef, ProblemKind};
use crate::army_list::{FactionId, ListProblem, MAX_FILE_BYTES};
use crate::i18n::Msg;
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

#[derive(Clone, PartialEq)]
enum Outcome {
    None,
    Loaded(FactionId),
    Refused(Vec<ListProblem>),
}

/// Reads the chosen file, refusing an oversized one before reading it.
async fn read_file(file: web_sys::File) -> Result<String, ListProblem> {
    let name = file.name();
    let refuse = |kind| ListProblem::new(&name, EntryRef::FILE, "", kind);
    let size = file.size() as usize;
    if size > MAX_FILE_BYTES {
        return Err(refuse(ProblemKind::TooLarge {
            bytes: size,
            limit: MAX_FILE_BYTES,
        }));
    }
    let unreadable = || {
        refuse(ProblemKind::Unreadable {
            reason: crate::army_list::problem::ReadFailure::Network,
        })
    };
    let text = JsFuture::from(file.text())
        .await
        .map_err(|_| unreadable())?;
    text.as_string().ok_or_else(unreadable)
}

/// The file picker and what became of the last file chosen. `on_loaded`
/// gets the id of a faction that loaded.
#[component]
pub fn CustomListLoader(#[prop(into)] on_loaded: Callback<FactionId>) -> impl IntoView {
    let lists = expect_context::<Lists>();
    let store = expect_context::<DeviceStore>();
    let notices = use_notices();
    let lang = use_lang();
    let outcome = RwSignal::new(Outcome::None);
    let on_change = move |event: web_sys::Event| {
        let Some(input) = event
            .target()
            .and_then(|target| target.dyn_into::<web_sys::HtmlInputElement>().ok())
        else {
            return;
        };
        let Some(file) = input.files().and_then(|files| files.get(0)) else {
            return;
        };
        // Clearing the input lets the same file be chosen again after a fix.
        input.set_value("");
        let store = store.clone();
        leptos::task::spawn_local(async move {
            let name = file.name();
            let result = match read_file(file).await {
                Ok(text) => lists.add_custom(&name, &text).map(|id| (id, text)),
                Err(problem) => Err(vec![problem]),
            };
            match result {
                Ok((id, text)) => {
                    // Kept on the device, so armies built from it still
                    // open after a reload.
                    notices.wrote(store.save_custom_list(id.as_str(), &text));
                    outcome.set(Outcome::Loaded(id.clone()));
                    on_loaded.run(id);
                }
                Err(problems) => outcome.set(Outcome::Refused(problems)),
            }
        });
    };
    let problems = Signal::derive(move || match outcome.get() {
        Outcome::Refused(problems) => problems,
        _ => Vec::new(),
    });
    let loaded_name = move || match outcome.get() {
        Outcome::Loaded(id) => lists.catalog().with(|catalog| {
            catalog
                .faction(&id)
                .map(|f| f.name.get(lang.get()).to_owned())
        }),
        _ => None,
    };
    view! {
        <div class="custom-list">
            <label class="file-button">
                <input
                    type="file"
                    accept=".json,application/json"
                    class="visually-hidden"
                    data-testid="custom-list-input"
                    on:change=on_change
                />
                {tr(Msg::LoadListFile)}
            </label>
            <span class="hint">{tr(Msg::LoadListFileHint)}</span>
            {move || {
                loaded_name()
                    .map(|name| {
                        view! {
                            <p class="custom-list-ok" role="status" data-testid="custom-list-loaded">
                                {tr(Msg::CustomListLoaded)}" "<strong>{name}</strong>
                            </p>
                        }
                    })
            }}
            <Show when=move || !problems.with(Vec::is_empty)>
                <div class="custom-list-problems" role="alert" data-testid="custom-list-problems">
                    <p>{tr(Msg::CustomListRefused)}</p>
                    <ProblemList problems />
                </div>
            </Show>
        </div>
    }
}
