//! Small controls used in several places.

use super::browser_io::take_chosen_file;
use super::lang::use_lang;
use clouds_core::{Msg, Text};
use leptos::prelude::*;

/// The − count + control of a unit or asset row. Its test ids are
/// `remove-<kind>-<id>`, `count-<kind>-<id>` and `add-<kind>-<id>`.
#[component]
pub fn Stepper(
    kind: &'static str,
    id: String,
    #[prop(into)] count: Signal<u32>,
    name: Text,
    #[prop(into)] on_add: Callback<()>,
    #[prop(into)] on_remove: Callback<()>,
) -> impl IntoView {
    let lang = use_lang();
    let label = move |msg: Msg| {
        let name = name.clone();
        move || format!("{} {}", msg.text(lang.get()), name.get(lang.get()))
    };
    view! {
        <div class="unit-count">
            <button
                class="step"
                data-testid=format!("remove-{kind}-{id}")
                aria-label=label(Msg::RemoveUnit)
                disabled=move || count.get() == 0
                on:click=move |_| on_remove.run(())
            >
                "−"
            </button>
            <span class="count" data-testid=format!("count-{kind}-{id}") aria-live="polite">
                {move || count.get()}
            </span>
            <button
                class="step"
                data-testid=format!("add-{kind}-{id}")
                aria-label=label(Msg::AddUnit)
                on:click=move |_| on_add.run(())
            >
                "+"
            </button>
        </div>
    }
}

/// A button-like label that opens the file chooser for a JSON file; its
/// text is an interface message of the app's or of the table's.
#[component]
pub fn FilePicker(
    testid: &'static str,
    #[prop(into)] label: Signal<&'static str>,
    #[prop(into)] on_file: Callback<web_sys::File>,
) -> impl IntoView {
    view! {
        <label class="file-button">
            <input
                type="file"
                accept=".json,application/json"
                class="visually-hidden"
                data-testid=testid
                on:change=move |event| {
                    if let Some(file) = take_chosen_file(&event) {
                        on_file.run(file);
                    }
                }
            />
            {move || label.get()}
        </label>
    }
}
