//! The games kept on the device, on the home screen: their armies, turn
//! and state; a click resumes one on the table's page; a delete can be
//! taken back; a damaged record is shown apart and never spoils the
//! others; a game file can be opened. Only the records' headers are read
//! here: the table's page replays a game, and says if it cannot.

use crate::browser_io::{read_file_text, FileReadError};
use crate::controls::FilePicker;
use crate::damaged_row::{DamagedRow, Record};
use crate::lang::{t, use_lang};
use crate::notices::use_notices;
use crate::route::{open_table, table_href};
use crate::storage::{new_id, DeviceStore, StoredGame};
use clouds_core::{Lang, Mode, SaveError, SavedGameHeader, SetupMsg, Side, TableMsg, VictoryKind};
use leptos::prelude::*;

/// The largest game file read: far above any real game.
const MAX_GAME_FILE_BYTES: usize = 8 * 1024 * 1024;

#[component]
pub fn SavedGames() -> impl IntoView {
    let store = expect_context::<DeviceStore>();
    let games = RwSignal::new(store.games());
    // The deleted game's id and text, to put back.
    let deleted = RwSignal::new(None::<(String, String)>);
    let refresh = {
        let store = store.clone();
        move || games.set(store.games())
    };
    let notices = use_notices();
    let restore = {
        let store = store.clone();
        let refresh = refresh.clone();
        move |_| {
            if let Some((id, text)) = deleted.get_untracked() {
                // Kept for another try if the device could not write it.
                let result = store.save_game_text(&id, &text);
                if result.is_ok() {
                    deleted.set(None);
                }
                notices.wrote(result);
                refresh();
            }
        }
    };
    view! {
        <section class="saved-games" data-testid="saved-games">
            <h2>{t(SetupMsg::SavedGames)}</h2>
            <Show when=move || deleted.with(Option::is_some)>
                <p class="notice" role="status" data-testid="game-deleted">
                    {t(SetupMsg::GameDeleted)}" "
                    <button data-testid="undo-delete-game" on:click=restore.clone()>{t(SetupMsg::UndoDelete)}</button>
                </p>
            </Show>
            <Show when=move || games.with(Vec::is_empty)>
                <p class="hint">{t(SetupMsg::NoSavedGames)}</p>
            </Show>
            <ul class="game-list">
                {
                    let refresh = refresh.clone();
                    move || games.get().into_iter().map(|stored| match stored {
                        StoredGame::Ok { header, text } => view! { <GameRow header=*header text deleted refresh=refresh.clone() /> }.into_any(),
                        StoredGame::Damaged { key, error } => {
                            let refresh = refresh.clone();
                            view! { <DamagedRow record=Record::Game key error refresh=move || refresh() /> }.into_any()
                        }
                    }).collect_view()
                }
            </ul>
            <OpenGameFile />
        </section>
    }
}

#[component]
fn GameRow(
    header: SavedGameHeader,
    text: String,
    deleted: RwSignal<Option<(String, String)>>,
    refresh: impl Fn() + Clone + Send + Sync + 'static,
) -> impl IntoView {
    let store = expect_context::<DeviceStore>();
    let lang = use_lang();
    let id = header.id.clone();
    let summary = header.summary.clone();
    let saved_at = header.saved_at;
    let state = move || {
        let lang = lang.get();
        let mode = match summary.mode {
            Mode::Goldfish { .. } => SetupMsg::AgainstGoldfish,
            Mode::HotSeat => SetupMsg::HotSeat,
            Mode::General { .. } => SetupMsg::AgainstGeneral,
            Mode::Teams { .. } => SetupMsg::TeamGame,
        };
        let end = match summary.outcome {
            None => String::new(),
            Some(o) => match (o.winner, o.kind) {
                (None, _) => format!(" · {}", TableMsg::Draw.text(lang)),
                (Some(side), kind) => format!(
                    " · {} {} ({})",
                    TableMsg::WinnerIs.text(lang),
                    TableMsg::side(side).text(lang),
                    match kind {
                        VictoryKind::Decisive | VictoryKind::ArmyGone =>
                            TableMsg::DecisiveVictory.text(lang),
                        _ => TableMsg::MarginalVictory.text(lang),
                    }
                ),
            },
        };
        format!(
            "{} · {} {} · {} {}–{}{end}",
            mode.text(lang),
            TableMsg::Turn.text(lang),
            summary.turn,
            SetupMsg::Morale.text(lang),
            summary.morale[Side::A],
            summary.morale[Side::B],
        )
    };
    let delete = {
        let id = id.clone();
        move |_| {
            store.delete_game(&id);
            deleted.set(Some((id.clone(), text.clone())));
            refresh();
        }
    };
    view! {
        <li class="saved-game" data-testid="saved-game">
            <a class="button saved-game-open" data-testid="resume-game" href=table_href(&id)>
                <span class="saved-game-armies">{summary.armies[Side::A].clone()}" — "{summary.armies[Side::B].clone()}</span>
                <span class="saved-game-state" data-testid="saved-game-state">{state}</span>
                <span class="saved-game-when" data-testid="saved-game-when">{move || saved_when(saved_at, lang.get())}</span>
            </a>
            <button class="danger" data-testid="delete-game" on:click=delete>{move || clouds_core::Msg::Delete.text(lang.get())}</button>
        </li>
    }
}

/// Where an opened game file goes on this device.
enum Place {
    /// The device keeps this very file already: it opens that game.
    AlreadyKept,
    /// Under this id: the file's own (it came from this device, or the id
    /// is free), or a new one when the device keeps the same game at
    /// another point (both are listed, each with its date and time).
    Free(String),
}

fn place_for(store: &DeviceStore, file_id: &str, text: &str) -> Place {
    let usable = !file_id.is_empty()
        && file_id.len() <= 64
        && file_id
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
    match store.game_text(file_id).filter(|_| usable) {
        Some(kept) if kept == text => Place::AlreadyKept,
        Some(_) => Place::Free(new_id()),
        None if usable => Place::Free(file_id.to_owned()),
        None => Place::Free(new_id()),
    }
}

/// When a game was saved, in the page's language: date and time.
fn saved_when(saved_at: f64, lang: Lang) -> String {
    let date = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(saved_at));
    let locale = match lang {
        Lang::En => "en-GB",
        Lang::Ru => "ru-RU",
    };
    let options = js_sys::Object::new();
    for (key, value) in [("dateStyle", "medium"), ("timeStyle", "short")] {
        // Options the browser does not know are left out, not refused.
        let _ = js_sys::Reflect::set(&options, &key.into(), &value.into());
    }
    String::from(date.to_locale_string(locale, &options))
}

/// "Open a game file…": a downloaded game back on this device.
#[component]
fn OpenGameFile() -> impl IntoView {
    let store = expect_context::<DeviceStore>();
    let notices = use_notices();
    let lang = use_lang();
    let refused = RwSignal::new(None::<String>);
    let on_file = move |file: web_sys::File| {
        let store = store.clone();
        leptos::task::spawn_local(async move {
            let lang = lang.now();
            let text = match read_file_text(&file, MAX_GAME_FILE_BYTES).await {
                Ok(text) => text,
                Err(FileReadError::TooLarge { .. } | FileReadError::Unreadable) => {
                    refused.set(Some(SaveError::NotAGame.message(lang)));
                    return;
                }
            };
            match SavedGameHeader::decode(&text) {
                Ok(header) => {
                    let id = match place_for(&store, &header.id, &text) {
                        Place::AlreadyKept => header.id,
                        Place::Free(id) => {
                            notices.wrote(store.save_game_text(&id, &text));
                            id
                        }
                    };
                    open_table(&id);
                }
                Err(error) => refused.set(Some(error.message(lang))),
            }
        });
    };
    view! {
        <div class="custom-list">
            <FilePicker testid="open-game-input" label=Signal::derive(move || SetupMsg::OpenGameFile.text(lang.get())) on_file />
            {move || refused.get().map(|m| view! { <p class="custom-list-problems" role="alert" data-testid="game-file-refused">{m}</p> })}
        </div>
    }
}
