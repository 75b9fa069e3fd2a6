//! Loading a list file of the player's own. It goes through the same
//! validation as the shipped lists; a bad file is listed with its problems
//! and changes nothing.

use super::browser_io::{read_file_text, FileReadError};
use super::controls::FilePicker;
use super::lang::{t, use_lang};
use super::lists::Lists;
use super::notices::use_notices;
use super::problems::ProblemList;
use super::storage::DeviceStore;
use clouds_core::Msg;
use clouds_core::{EntryRef, ProblemKind};
use clouds_core::{FactionId, ListProblem, MAX_FILE_BYTES};
use leptos::prelude::*;

#[derive(Clone, PartialEq)]
enum Outcome {
    None,
    Loaded(FactionId),
    Refused(Vec<ListProblem>),
}

/// Reads the chosen file as a list problem would name it.
pub(crate) async fn read_file(file: web_sys::File) -> Result<String, ListProblem> {
    let name = file.name();
    read_file_text(&file, MAX_FILE_BYTES)
        .await
        .map_err(|error| {
            let kind = match error {
                FileReadError::TooLarge { bytes } => ProblemKind::TooLarge {
                    bytes,
                    limit: MAX_FILE_BYTES,
                },
                FileReadError::Unreadable => ProblemKind::Unreadable {
                    reason: clouds_core::ReadFailure::Network,
                },
            };
            ListProblem::new(&name, EntryRef::FILE, "", kind)
        })
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
    let on_file = move |file: web_sys::File| {
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
            <FilePicker testid="custom-list-input" label=Signal::derive(t(Msg::LoadListFile)) on_file />
            <span class="hint">{t(Msg::LoadListFileHint)}</span>
            {move || {
                loaded_name()
                    .map(|name| {
                        view! {
                            <p class="custom-list-ok" role="status" data-testid="custom-list-loaded">
                                {t(Msg::CustomListLoaded)}" "<strong>{name}</strong>
                            </p>
                        }
                    })
            }}
            <Show when=move || !problems.with(Vec::is_empty)>
                <div class="custom-list-problems" role="alert" data-testid="custom-list-problems">
                    <p>{t(Msg::CustomListRefused)}</p>
                    <ProblemList problems />
                </div>
            </Show>
        </div>
    }
}
