//! The games kept on the device, on the home screen: their armies, turn
//! and state; a click resumes one; a delete can be taken back; a damaged
//! record is shown apart and never spoils the others; a game file can be
//! opened.

use crate::lang::tt;
use crate::browser_io::{read_file_text, FileReadError};
use crate::controls::FilePicker;
use crate::home::new_army_id;
use crate::lang::use_lang;
use crate::notices::use_notices;
use crate::route::{navigate, Route};
use crate::storage::{DeviceStore, StoredGame};
use clouds_core::{Mode, SaveError, SavedGame, TableMsg, VictoryKind};
use leptos::prelude::*;

/// The largest game file read: far above any real game.
const MAX_GAME_FILE_BYTES: usize = 8 * 1024 * 1024;

#[component]
pub fn SavedGames() -> impl IntoView {
    let store = expect_context::<DeviceStore>();
    let games = RwSignal::new(store.games());
    let deleted = RwSignal::new(None::<SavedGame>);
    let refresh = {
        let store = store.clone();
        move || games.set(store.games())
    };
    let restore = {
        let store = store.clone();
        let refresh = refresh.clone();
        move |_| {
            if let Some(saved) = deleted.get_untracked() {
                let _ = store.save_game(&saved);
                deleted.set(None);
                refresh();
            }
        }
    };
    view! {
        <section class="saved-games" data-testid="saved-games">
            <h2>{tt(TableMsg::SavedGames)}</h2>
            <Show when=move || deleted.with(Option::is_some)>
                <p class="notice" role="status" data-testid="game-deleted">
                    {tt(TableMsg::GameDeleted)}" "
                    <button data-testid="undo-delete-game" on:click=restore.clone()>{tt(TableMsg::UndoDelete)}</button>
                </p>
            </Show>
            <Show when=move || games.with(Vec::is_empty)>
                <p class="hint">{tt(TableMsg::NoSavedGames)}</p>
            </Show>
            <ul class="game-list">
                {
                    let refresh = refresh.clone();
                    move || games.get().into_iter().map(|stored| match stored {
                        StoredGame::Ok(saved) => view! { <GameRow saved=*saved deleted refresh=refresh.clone() /> }.into_any(),
                        StoredGame::Damaged { key, error } => view! { <DamagedGameRow key error refresh=refresh.clone() /> }.into_any(),
                    }).collect_view()
                }
            </ul>
            <OpenGameFile />
        </section>
    }
}

#[component]
fn GameRow(
    saved: SavedGame,
    deleted: RwSignal<Option<SavedGame>>,
    refresh: impl Fn() + Clone + Send + Sync + 'static,
) -> impl IntoView {
    let store = expect_context::<DeviceStore>();
    let lang = use_lang();
    let id = saved.id.clone();
    let summary = saved.summary.clone();
    let state = move || {
        let lang = lang.get();
        let mode = match summary.mode {
            Mode::Goldfish { .. } => TableMsg::AgainstGoldfish,
            Mode::HotSeat => TableMsg::HotSeat,
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
            TableMsg::Morale.text(lang),
            summary.morale[0],
            summary.morale[1],
        )
    };
    let resume = {
        let id = id.clone();
        move |_| navigate(&Route::Game(id.clone()))
    };
    let delete = move |_| {
        store.delete_game(&saved.id);
        deleted.set(Some(saved.clone()));
        refresh();
    };
    view! {
        <li class="saved-game" data-testid="saved-game">
            <button class="saved-game-open" data-testid="resume-game" on:click=resume>
                <span class="saved-game-armies">{summary.armies[0].clone()}" — "{summary.armies[1].clone()}</span>
                <span class="saved-game-state" data-testid="saved-game-state">{state}</span>
            </button>
            <button class="danger" data-testid="delete-game" on:click=delete>{move || clouds_core::Msg::Delete.text(lang.get())}</button>
        </li>
    }
}

#[component]
fn DamagedGameRow(
    key: String,
    error: SaveError,
    refresh: impl Fn() + Clone + Send + Sync + 'static,
) -> impl IntoView {
    let store = expect_context::<DeviceStore>();
    let lang = use_lang();
    let remove = {
        let key = key.clone();
        move |_| {
            store.delete_game_key(&key);
            refresh();
        }
    };
    view! {
        <li class="saved-game damaged" data-testid="damaged-game">
            <span>{tt(TableMsg::DamagedGame)}": "{move || error.message(lang.get())}</span>
            <button class="danger" data-testid="remove-damaged-game" on:click=remove>
                {move || clouds_core::Msg::Remove.text(lang.get())}
            </button>
        </li>
    }
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
            match SavedGame::decode(&text) {
                Ok(mut saved) => {
                    saved.id = new_army_id();
                    notices.wrote(store.save_game(&saved));
                    navigate(&Route::Game(saved.id));
                }
                Err(error) => refused.set(Some(error.message(lang))),
            }
        });
    };
    view! {
        <div class="custom-list">
            <FilePicker testid="open-game-input" label=Signal::derive(move || TableMsg::OpenGameFile.text(lang.get())) on_file />
            {move || refused.get().map(|m| view! { <p class="custom-list-problems" role="alert" data-testid="game-file-refused">{m}</p> })}
        </div>
    }
}
