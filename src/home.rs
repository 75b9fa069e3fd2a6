//! The saved armies: open, rename, duplicate, delete (with undo). A damaged
//! record is shown as such and can be removed; it never hides the others.

use super::browser_io::{read_file_text, FileReadError};
use super::controls::FilePicker;
use super::damaged_row::{DamagedRow, Record};
use super::lang::{t, use_lang, CurrentLang};
use super::lists::{Lists, Phase};
use super::notices::{use_notices, Notices};
use super::play_link::PlaySoloLink;
use super::route::{navigate, Route};
use super::saved_games::SavedGames;
use super::stages::{InStage, Stages};
use super::storage::{DeviceStore, StoredArmy};
use clouds_core::summarize;
use clouds_core::SavedArmy;
use clouds_core::ShellMsg;
use clouds_core::{army_from_json, ImportError, MAX_IMPORT_BYTES};
use clouds_core::{check_roster_with, copy_name, is_legal};
use clouds_core::{count_noun, Msg, Noun};
use clouds_core::{Edit, Roster};
use leptos::prelude::*;
use std::sync::Arc;

/// A fresh device-local id for an army.
pub fn new_army_id() -> String {
    super::storage::new_id()
}

#[component]
pub fn Home() -> impl IntoView {
    let store = expect_context::<DeviceStore>();
    let armies = RwSignal::new(store.armies());
    let deleted = RwSignal::new(None::<SavedArmy>);
    let refresh = {
        let store = store.clone();
        move || armies.set(store.armies())
    };

    let undo_delete = {
        let store = store.clone();
        let refresh = refresh.clone();
        let notices = use_notices();
        move |_| {
            if let Some(saved) = deleted.get_untracked() {
                notices.wrote(store.save_army(&saved));
                deleted.set(None);
                refresh();
            }
        }
    };

    let (import_refresh, list_refresh) = (refresh.clone(), refresh.clone());
    Stages::provide(2);
    view! {
        <section class="home" data-testid="home">
            <div class="home-head">
                <h2>{t(Msg::YourArmies)}</h2>
                <button
                    class="primary"
                    data-testid="new-army"
                    on:click=move |_| navigate(&Route::NewArmy)
                >
                    {t(Msg::NewArmy)}
                </button>
            </div>
            {move || {
                deleted
                    .get()
                    .map(|saved| {
                        view! {
                            <div class="toast" role="status" data-testid="deleted-toast">
                                <span>{t(Msg::ArmyDeleted)}" «"{saved.roster.name.clone()}"»"</span>
                                <button data-testid="undo-delete" on:click=undo_delete.clone()>
                                    {t(Msg::Undo)}
                                </button>
                            </div>
                        }
                    })
            }}
            // A first visit's word that there are no armies yet comes right
            // under the way to make one, not below the import and games.
            <Show when=move || armies.with(Vec::is_empty)>
                <p class="empty" data-testid="no-armies">{t(Msg::NoArmiesYet)}</p>
            </Show>
            // The import and the games, then the armies, each in a browser
            // task of their own: drawn with the page's frame, they were its
            // longest task.
            <InStage stage=1>
                <ImportArmy refresh=import_refresh.clone() />
                <SavedGames />
            </InStage>
            <InStage stage=2>
                {saved_armies(armies, deleted, list_refresh.clone())}
                // Last, so that nothing moves when it comes.
                {offline_ready_notice()}
            </InStage>
        </section>
    }
}

/// The saved armies, one row each.
fn saved_armies(
    armies: RwSignal<Vec<StoredArmy>>,
    deleted: RwSignal<Option<SavedArmy>>,
    refresh: impl Fn() + Clone + Send + Sync + 'static,
) -> impl IntoView {
    view! {
        <Show when=move || !armies.with(Vec::is_empty)>
            <ul class="saved-armies" data-testid="saved-armies">
                {
                    let refresh = refresh.clone();
                    move || {
                        armies
                            .get()
                            .into_iter()
                            .map(|stored| match stored {
                                StoredArmy::Ok(saved) => {
                                    view! { <ArmyRow saved deleted refresh=refresh.clone() /> }.into_any()
                                }
                                StoredArmy::Damaged { key, error } => {
                                    let refresh = refresh.clone();
                                    view! { <DamagedRow record=Record::Army key error refresh=move || refresh() /> }.into_any()
                                }
                            })
                            .collect_view()
                    }
                }
            </ul>
        </Show>
    }
}

/// "Ready for offline use", once the service worker keeps the whole app on
/// the device: the page's registration script (index.html) then marks the
/// document (`data-offline="ready"`) and sends `cos-offline-ready`.
fn offline_ready_notice() -> impl IntoView {
    let marked = || {
        document()
            .document_element()
            .and_then(|root| root.get_attribute("data-offline"))
            .is_some_and(|mark| mark == "ready")
    };
    let ready = RwSignal::new(marked());
    let listener = window_event_listener_untyped("cos-offline-ready", move |_| ready.set(true));
    on_cleanup(move || listener.remove());
    move || {
        ready.get().then(|| {
            view! { <p class="hint offline-ready" role="status" data-testid="offline-ready">{t(Msg::OfflineReady)}</p> }
        })
    }
}

/// A saved army's row: the army, and what the row's buttons do to it;
/// `refresh` lists the armies again. Shared by the handlers behind an
/// `Arc` (the rename's field is inside a `Show`).
struct RowActions<R> {
    saved: SavedArmy,
    deleted: RwSignal<Option<SavedArmy>>,
    refresh: R,
    store: DeviceStore,
    notices: Notices,
    lang: CurrentLang,
    /// Whether the name is being edited, and the name as typed.
    renaming: RwSignal<bool>,
    draft: RwSignal<String>,
}

impl<R: Fn()> RowActions<R> {
    fn open(&self) {
        navigate(&Route::Edit(self.saved.id.clone()));
    }

    fn commit_rename(&self) {
        let roster = self
            .saved
            .roster
            .apply(&Edit::Rename(self.draft.get_untracked()));
        let renamed = SavedArmy::new(&self.saved.id, roster, js_sys::Date::now());
        self.notices.wrote(self.store.save_army(&renamed));
        self.renaming.set(false);
        (self.refresh)();
    }

    /// Enter keeps the name typed, Escape leaves it as it was.
    fn rename_key(&self, event: leptos::ev::KeyboardEvent) {
        match event.key().as_str() {
            "Enter" => self.commit_rename(),
            "Escape" => self.renaming.set(false),
            _ => {}
        }
    }

    fn duplicate(&self) {
        let name = copy_name(&self.saved.roster.name, self.lang.now());
        let roster = self.saved.roster.apply(&Edit::Rename(name));
        let copy = SavedArmy::new(&new_army_id(), roster, js_sys::Date::now());
        self.notices.wrote(self.store.save_army(&copy));
        (self.refresh)();
    }

    /// Deletes the army, kept aside for the undo.
    fn delete(&self) {
        self.store.delete_army(&self.saved.id);
        self.deleted.set(Some(self.saved.clone()));
        (self.refresh)();
    }
}

#[component]
fn ArmyRow(
    saved: SavedArmy,
    deleted: RwSignal<Option<SavedArmy>>,
    refresh: impl Fn() + Clone + Send + Sync + 'static,
) -> impl IntoView {
    let lang = use_lang();
    let lists = expect_context::<Lists>();
    let facts = army_facts(saved.roster.clone(), lists, lang);
    let payload = {
        let roster = saved.roster.clone();
        let catalog = lists.catalog();
        move || {
            catalog.with(|c| {
                let faction = c.faction(&roster.faction)?;
                Some(clouds_core::encode_army(&roster, faction, c.index.revision))
            })
        }
    };
    let (id, name) = (saved.id.clone(), saved.roster.name.clone());
    let row = Arc::new(RowActions {
        draft: RwSignal::new(saved.roster.name.clone()),
        saved,
        deleted,
        refresh,
        store: expect_context::<DeviceStore>(),
        notices: use_notices(),
        lang,
        renaming: RwSignal::new(false),
    });
    let renaming = row.renaming;
    let (open, duplicate, delete) = (row.clone(), row.clone(), row.clone());
    view! {
        <li class="saved-army" data-testid="saved-army">
            <div class="saved-army-info">
                {name_or_rename(row, name)}
                {move || match facts.get() {
                    // Marked, so that a test waits for the facts: they can
                    // make the row taller, and every row below it moves.
                    None => view! { <span class="saved-army-faction pending">"…"</span> }.into_any(),
                    Some((faction, points, legal)) => view! {
                        <span class="saved-army-faction">{faction}</span>
                        <span class="saved-army-points">{points}</span>
                        <span class=if legal { "legal yes" } else { "legal no" }>
                            {if legal { t(Msg::Legal) } else { t(Msg::NotLegal) }}
                        </span>
                    }
                    .into_any(),
                }}
            </div>
            <div class="saved-army-actions">
                <button class="primary" data-testid="open-army" on:click=move |_| open.open()>{t(Msg::Open)}</button>
                <PlaySoloLink payload=Signal::derive(payload) army_id=id testid="try-on-table" />
                <button data-testid="rename-army" on:click=move |_| renaming.set(true)>{t(Msg::Rename)}</button>
                <button data-testid="duplicate-army" on:click=move |_| duplicate.duplicate()>{t(Msg::Duplicate)}</button>
                <button class="danger" data-testid="delete-army" on:click=move |_| delete.delete()>{t(Msg::Delete)}</button>
            </div>
        </li>
    }
}

/// The faction's name, the points and whether the army is legal; none
/// while the lists are still loading (the row shows its name at once).
fn army_facts(
    roster: Roster,
    lists: Lists,
    lang: CurrentLang,
) -> Memo<Option<(String, String, bool)>> {
    let catalog = lists.catalog();
    Memo::new(move |_| {
        if lists.phase() == Phase::Loading {
            return None;
        }
        catalog.with(|catalog| {
            let lang = lang.get();
            let Some(faction) = catalog.faction(&roster.faction) else {
                return Some((
                    Msg::UnknownFaction.text(lang).to_owned(),
                    String::new(),
                    false,
                ));
            };
            let summary = summarize(&roster, faction, &catalog.glossary);
            let legal = is_legal(&check_roster_with(&roster, faction, &summary));
            let points = format!(
                "{} / {}",
                summary.total,
                count_noun(lang, summary.limit.into(), Noun::Point)
            );
            Some((faction.name.get(lang).to_owned(), points, legal))
        })
    })
}

/// The army's name, or while it is renamed the field and its button.
fn name_or_rename<R: Fn() + Send + Sync + 'static>(
    row: Arc<RowActions<R>>,
    name: String,
) -> impl IntoView {
    let (renaming, draft, lang) = (row.renaming, row.draft, row.lang);
    let keys = row.clone();
    view! {
        <Show
            when=move || renaming.get()
            fallback=move || view! { <span class="saved-army-name" data-testid="saved-army-name">{name.clone()}</span> }
        >
            <input
                class="rename"
                data-testid="rename-input"
                aria-label=move || Msg::ArmyName.text(lang.get())
                prop:value=move || draft.get()
                on:input:target=move |ev| draft.set(ev.target().value())
                on:keydown={
                    let keys = keys.clone();
                    move |event| keys.rename_key(event)
                }
            />
            <button data-testid="rename-save" on:click={
                let row = row.clone();
                move |_| row.commit_rename()
            }>{t(Msg::Save)}</button>
        </Show>
    }
}

/// What became of the last army file imported.
#[derive(Clone)]
enum Imported {
    None,
    Done { name: String, changes: Vec<String> },
    Refused(String),
}

/// "Import an army file…": an exported army back into the saved armies,
/// checked as carefully as a link; changes since export are listed.
#[component]
fn ImportArmy(refresh: impl Fn() + Clone + Send + Sync + 'static) -> impl IntoView {
    let store = expect_context::<DeviceStore>();
    let notices = use_notices();
    let lang = use_lang();
    let lists = expect_context::<Lists>();
    let catalog = lists.catalog();
    let outcome = RwSignal::new(Imported::None);
    let on_file = move |file: web_sys::File| {
        let store = store.clone();
        let refresh = refresh.clone();
        leptos::task::spawn_local(async move {
            // The saved armies show before the lists arrive; an army read
            // against lists that are not there yet would be refused.
            lists.settled().await;
            let lang = lang.now();
            let text = match read_file_text(&file, MAX_IMPORT_BYTES).await {
                Ok(text) => text,
                Err(FileReadError::TooLarge { bytes }) => {
                    let error = ImportError::TooLarge {
                        bytes,
                        max: MAX_IMPORT_BYTES,
                    };
                    outcome.set(Imported::Refused(error.message(lang)));
                    return;
                }
                Err(FileReadError::Unreadable) => {
                    outcome.set(Imported::Refused(
                        ShellMsg::StorageFailed.text(lang).to_owned(),
                    ));
                    return;
                }
            };
            let result = catalog.with_untracked(|c| {
                army_from_json(&text, c).map(|(roster, changes)| {
                    let faction = c.faction(&roster.faction).cloned();
                    let changes: Vec<String> = faction
                        .map(|f| {
                            changes
                                .iter()
                                .map(|change| change.message(lang, &f))
                                .collect()
                        })
                        .unwrap_or_default();
                    (roster, changes)
                })
            });
            match result {
                Ok((roster, changes)) => {
                    let name = roster.name.clone();
                    let saved = SavedArmy::new(&new_army_id(), roster, js_sys::Date::now());
                    notices.wrote(store.save_army(&saved));
                    outcome.set(Imported::Done { name, changes });
                    refresh();
                }
                Err(error) => outcome.set(Imported::Refused(error.message(lang))),
            }
        });
    };
    view! {
        <div class="custom-list">
            <FilePicker testid="import-army-input" label=Signal::derive(t(Msg::ImportArmyFile)) on_file />
            {move || match outcome.get() {
                Imported::None => ().into_any(),
                Imported::Done { name, changes } => view! {
                    <div class="custom-list-ok" role="status" data-testid="import-done">
                        <p>{t(Msg::ImportedArmy)}" «"{name}"»"</p>
                        <ul>{changes.into_iter().map(|c| view! { <li data-testid="link-change">{c}</li> }).collect_view()}</ul>
                    </div>
                }
                .into_any(),
                Imported::Refused(message) => view! {
                    <p class="custom-list-problems" role="alert" data-testid="import-refused">{message}</p>
                }
                .into_any(),
            }}
        </div>
    }
}
