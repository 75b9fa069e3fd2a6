//! Small controls used in several places: the unit and asset stepper,
//! the file picker, and the army's name and points limit fields (a new
//! army's form and the builder's settings).

use super::browser_io::take_chosen_file;
use super::lang::{t, use_lang};
use clouds_core::{Msg, Text, MAX_POINTS, MIN_POINTS, QUICK_POINTS};
use leptos::html::{HtmlElement, Input};
use leptos::prelude::*;
use leptos::tachys::html::attribute::{Attribute, AttributeValue};
use leptos::tachys::html::event::{on_target, EventDescriptor};

/// The longest army name the core keeps (it cuts longer ones when it
/// cleans a name), as the input's limit.
const ARMY_NAME_MAX_CHARS: u32 = clouds_core::MAX_NAME_CHARS as u32;

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

/// The army's name, held to the length the core keeps. `placeholder` is
/// the hint of a name left blank, or `()` for none; `listen` is the
/// field's event listener: a new army's form takes every keystroke
/// (`input`), the builder a rename when the field is left (`change`), so
/// that a rename is one undo step.
///
/// A plain function over the caller's own closures, not a `#[component]`
/// with a signal and a callback: that cost the builder's bundle 2.4 to
/// 4.6 KB (uncompressed) more than the two fields written out.
pub fn army_name_field(
    name: impl Fn() -> String + Send + Sync + 'static,
    placeholder: impl AttributeValue,
    listen: impl Attribute,
) -> impl IntoView {
    view! {
        <label class="field">
            <span>{t(Msg::ArmyName)}</span>
            <input
                type="text"
                data-testid="army-name"
                maxlength=ARMY_NAME_MAX_CHARS
                placeholder=placeholder
                prop:value={name}
                {..listen}
            />
        </label>
    }
}

/// A text field's listener for `event`, handed the field's text: what
/// the view's `on:<event>:target` makes, for a field built by a function.
pub fn on_text<E>(event: E, mut take: impl FnMut(String) + 'static) -> impl Attribute
where
    E: EventDescriptor<EventType = web_sys::Event> + Send + 'static,
{
    on_target::<E, HtmlElement<Input, (), ()>, _>(event, move |ev| take(ev.target().value()))
}

/// The points limit: a number field with the rulebook's quick picks.
/// `live` commits on every keystroke; otherwise on Enter or leaving the
/// field, so that typing "450" is one undo step in the builder.
#[component]
pub fn PointsLimitField(
    #[prop(into)] value: Signal<u32>,
    #[prop(into)] on_commit: Callback<u32>,
    #[prop(optional)] live: bool,
) -> impl IntoView {
    let lang = use_lang();
    let out_of_range = move || !(MIN_POINTS..=MAX_POINTS).contains(&value.get());
    view! {
        <div class="field points-limit">
            <label for="points-limit">{t(Msg::PointsLimit)}</label>
            <div class="points-limit-row">
                <input
                    id="points-limit"
                    type="number"
                    inputmode="numeric"
                    min=MIN_POINTS
                    max=MAX_POINTS
                    step="10"
                    data-testid="points-limit"
                    aria-invalid=move || out_of_range().to_string()
                    prop:value=move || value.get().to_string()
                    on:input:target=move |ev| {
                        if live {
                            if let Ok(points) = ev.target().value().trim().parse::<u32>() {
                                on_commit.run(points);
                            }
                        }
                    }
                    on:change:target=move |ev| {
                        if let Ok(points) = ev.target().value().trim().parse::<u32>() {
                            on_commit.run(points);
                        }
                    }
                />
                {QUICK_POINTS
                    .into_iter()
                    .map(|points| {
                        view! {
                            <button
                                type="button"
                                class="quick"
                                data-testid=format!("points-quick-{points}")
                                aria-pressed=move || (value.get() == points).to_string()
                                on:click=move |_| on_commit.run(points)
                            >
                                {points}
                            </button>
                        }
                    })
                    .collect_view()}
            </div>
            <Show when=out_of_range>
                <p class="field-error" role="alert">
                    {move || format!("{} {MIN_POINTS}–{MAX_POINTS}.", Msg::PointsLimitRange.text(lang.get()))}
                </p>
            </Show>
        </div>
    }
}
