//! The army builder: every edit is a core [`Edit`] on an immutable roster,
//! kept in a [`History`] for undo and redo, and saved to the device as it
//! happens. What is shown (points, diagnostics, advice, rating) comes from
//! the core's `summarize`, `check` and `advise`.

mod assets_panel;
pub mod board_panel;
pub mod numbers_panel;
mod settings;
mod share_panel;
mod units_panel;

use super::frame::load_failure;
use super::lab_link::OpenLabLink;
use super::lang::{t, use_lang};
use super::lists::Lists;
use super::notices::use_notices;
use super::play_link::PlaySoloLink;
use super::stages::{InStage, Stages};
use super::storage::DeviceStore;
use clouds_core::Msg;
use clouds_core::SavedArmy;
use clouds_core::ShellMsg;
use clouds_core::{advise, Advice};
use clouds_core::{check_roster_with, Diagnostic};
use clouds_core::{summarize, Summary};
use clouds_core::{Catalog, Faction};
use clouds_core::{Edit, History, Roster};
use leptos::prelude::*;
use std::sync::Arc;

/// Everything the builder's panels read, derived from the history.
#[derive(Clone, Copy)]
pub struct ArmyState {
    pub history: RwSignal<History<Roster>>,
    pub roster: Memo<Roster>,
    pub faction: Memo<Option<Arc<Faction>>>,
    pub catalog: Signal<Arc<Catalog>>,
    pub summary: Memo<Option<Summary>>,
    pub diagnostics: Memo<Vec<Diagnostic>>,
    pub advice: Memo<Vec<Advice>>,
}

impl ArmyState {
    pub fn new(roster: Roster, catalog: Signal<Arc<Catalog>>) -> ArmyState {
        let history = RwSignal::new(History::new(roster));
        let roster = Memo::new(move |_| history.with(|h| h.present().clone()));
        let faction = Memo::new(move |_| {
            let id = roster.with(|r| r.faction.clone());
            catalog.with(|c| c.faction(&id).cloned().map(Arc::new))
        });
        let summary = Memo::new(move |_| {
            let faction = faction.get()?;
            Some(roster.with(|r| catalog.with(|c| summarize(r, &faction, &c.glossary))))
        });
        let diagnostics = Memo::new(move |_| match (faction.get(), summary.get()) {
            (Some(faction), Some(summary)) => {
                roster.with(|r| check_roster_with(r, &faction, &summary))
            }
            _ => Vec::new(),
        });
        let advice = Memo::new(move |_| match (faction.get(), summary.get()) {
            (Some(faction), Some(summary)) => roster.with(|r| advise(r, &summary, &faction)),
            _ => Vec::new(),
        });
        ArmyState {
            history,
            roster,
            faction,
            catalog,
            summary,
            diagnostics,
            advice,
        }
    }

    /// Applies one edit as one undoable step.
    pub fn edit(self, edit: Edit) {
        self.history.update(|history| {
            let next = history.present().apply(&edit);
            history.push(next);
        });
    }

    /// The army's share-link payload, tracked (`None` without a faction).
    pub fn payload(self) -> Option<String> {
        let faction = self.faction.get()?;
        let revision = self.catalog.with(|c| c.index.revision);
        Some(
            self.roster
                .with(|r| clouds_core::encode_army(r, &faction, revision)),
        )
    }

    pub fn undo(self) {
        self.history.update(|history| {
            history.undo();
        });
    }

    pub fn redo(self) {
        self.history.update(|history| {
            history.redo();
        });
    }
}

pub fn use_army() -> ArmyState {
    expect_context::<ArmyState>()
}

/// Opens the saved army `id`, or says why it cannot.
#[component]
pub fn Builder(id: String) -> impl IntoView {
    let store = expect_context::<DeviceStore>();
    let lang = use_lang();
    match store.army(&id) {
        Some(Ok(saved)) => view! { <BuilderPage saved /> }.into_any(),
        Some(Err(error)) => load_failure!(
            "army-unreadable",
            heading: { t(Msg::DamagedArmy) },
            reason: { move || error.message(lang.get()) },
            back: ("#armies", { t(ShellMsg::BackToArmies) }),
        )
        .into_any(),
        None => load_failure!(
            "army-missing",
            heading: { t(Msg::ArmyNotFound) },
            back: ("#armies", { t(ShellMsg::BackToArmies) }),
        )
        .into_any(),
    }
}

impl ArmyState {
    /// Autosave: every change to the roster is written at once.
    fn autosave(self, saved: &SavedArmy) {
        let store = expect_context::<DeviceStore>();
        let notices = use_notices();
        let id = saved.id.clone();
        let first = saved.roster.clone();
        Effect::new(move |_| {
            let roster = self.roster.get();
            if roster != first {
                let record = SavedArmy::new(&id, roster, js_sys::Date::now());
                notices.wrote(store.save_army(&record));
            }
        });
    }

    /// Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y, except while typing in a text field,
    /// where the browser's own undo belongs to the field.
    fn listen_for_undo_keys(self) {
        let keys = window_event_listener(leptos::ev::keydown, move |event| {
            if !(event.ctrl_key() || event.meta_key()) || typing_in_field(&event) {
                return;
            }
            match (event.key().to_ascii_lowercase().as_str(), event.shift_key()) {
                ("z", false) => {
                    event.prevent_default();
                    self.undo();
                }
                ("z", true) | ("y", _) => {
                    event.prevent_default();
                    self.redo();
                }
                _ => {}
            }
        });
        on_cleanup(move || keys.remove());
    }
}

#[component]
fn BuilderPage(saved: SavedArmy) -> impl IntoView {
    let catalog = expect_context::<Lists>().catalog();
    let army = ArmyState::new(saved.roster.clone(), catalog);
    provide_context(army);
    army.autosave(&saved);
    army.listen_for_undo_keys();

    // The units first, then the panels below and beside them, so that
    // nothing drawn moves down as the rest comes in.
    let units = army
        .faction
        .with_untracked(|f| f.as_ref().map_or(0, |f| f.units.len()));
    let after_units = units_panel::row_stages(units);
    Stages::provide(after_units + 4);

    let faction_missing = move || army.faction.with(Option::is_none);
    view! {
        <section class="builder" data-testid="builder">
            {builder_top(army, saved.id)}
            <Show
                when=move || !faction_missing()
                fallback=move || {
                    view! {
                        {load_failure!(
                            "faction-missing",
                            more: {
                                {t(Msg::FactionNotAvailable)}" «"{move || army.roster.with(|r| r.faction.to_string())}"»"
                            },
                        )}
                    }
                }
            >
                <div class="builder-grid">
                    <div class="builder-main">
                        <settings::Settings />
                        <units_panel::UnitsPanel />
                        <InStage stage=after_units + 1><assets_panel::AssetsPanel /></InStage>
                        <InStage stage=after_units + 2><board_panel::BoardPanel /></InStage>
                    </div>
                    <aside class="builder-side">
                        <InStage stage=after_units + 3><numbers_panel::NumbersPanel /></InStage>
                        <InStage stage=after_units + 4><share_panel::SharePanel /></InStage>
                    </aside>
                </div>
            </Show>
        </section>
    }
}

/// The bar above the builder: back to the armies, the total, the ways to
/// the table and the lab, undo and redo.
fn builder_top(army: ArmyState, army_id: String) -> impl IntoView {
    let lang = use_lang();
    view! {
        <div class="builder-top">
            <a
                class="back"
                href="#armies"
                data-testid="back-to-armies"
                aria-label=move || ShellMsg::BackToArmies.text(lang.get())
            >
                "← "<span class="wide-only">{t(ShellMsg::BackToArmies)}</span>
            </a>
            <MiniTotal />
            <PlaySoloLink payload=Signal::derive(move || army.payload()) army_id=army_id.clone() />
            <OpenLabLink payload=Signal::derive(move || army.payload()) army_id />
            <div class="undo-redo">
                <button
                    data-testid="undo"
                    title=move || format!("{} (Ctrl+Z)", Msg::Undo.text(lang.get()))
                    aria-label=move || Msg::Undo.text(lang.get())
                    disabled=move || !army.history.with(History::can_undo)
                    on:click=move |_| army.undo()
                >
                    "↶"<span class="wide-only">" "{t(Msg::Undo)}</span>
                </button>
                <button
                    data-testid="redo"
                    title=move || format!("{} (Ctrl+Y)", Msg::Redo.text(lang.get()))
                    aria-label=move || Msg::Redo.text(lang.get())
                    disabled=move || !army.history.with(History::can_redo)
                    on:click=move |_| army.redo()
                >
                    "↷"<span class="wide-only">" "{t(Msg::Redo)}</span>
                </button>
            </div>
        </div>
    }
}

/// Points and problem count, always in view while scrolling the units;
/// pressing it shows the list-rule checks.
#[component]
fn MiniTotal() -> impl IntoView {
    let army = use_army();
    let lang = use_lang();
    let text = move || {
        let lang = lang.get();
        let (total, limit) = army
            .summary
            .with(|s| s.as_ref().map_or((0, 0), |s| (s.total, s.limit)));
        let errors = army.diagnostics.with(|d| clouds_core::error_count(d));
        let state = if errors == 0 {
            "✓".to_owned()
        } else {
            format!(
                "⚠ {}",
                clouds_core::count_noun(lang, errors as i64, clouds_core::Noun::Problem)
            )
        };
        format!("{total} / {limit} {} · {state}", Msg::Points.text(lang))
    };
    // Jumps to the checks, which sit below the units on a phone.
    let show_checks = |_| {
        if let Some(checks) = document().get_element_by_id("checks") {
            checks.scroll_into_view();
        }
    };
    view! {
        <button class="mini-total" data-testid="mini-total" on:click=show_checks>
            {text}
        </button>
    }
}

fn typing_in_field(event: &web_sys::KeyboardEvent) -> bool {
    use wasm_bindgen::JsCast;
    event
        .target()
        .and_then(|target| target.dyn_into::<web_sys::Element>().ok())
        .is_some_and(|element| {
            let tag = element.tag_name().to_ascii_lowercase();
            let kind = element.get_attribute("type").unwrap_or_default();
            tag == "textarea" || (tag == "input" && kind != "number" && kind != "checkbox")
        })
}
