//! A record of the device that cannot be read (a saved army or a kept
//! game), listed on the home screen apart from the others: what it was,
//! why it cannot be read, and a button that removes it alone.

use super::lang::{t, use_lang};
use super::storage::DeviceStore;
use clouds_core::{Msg, SaveError, TableMsg};
use leptos::prelude::*;

/// Which kind of record is damaged: each lists its own way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Record {
    Army,
    Game,
}

/// The row of the damaged record kept under `key`; `refresh` lists the
/// records again once it is removed.
#[component]
pub fn DamagedRow(
    record: Record,
    key: String,
    error: SaveError,
    #[prop(into)] refresh: Callback<()>,
) -> impl IntoView {
    let store = expect_context::<DeviceStore>();
    let lang = use_lang();
    let message = move || error.message(lang.get());
    let remove = {
        let key = key.clone();
        move |_| {
            match record {
                Record::Army => store.delete_key(&key),
                Record::Game => store.delete_game_key(&key),
            }
            refresh.run(());
        }
    };
    let (testid, remove_testid) = match record {
        Record::Army => ("damaged-army", "remove-damaged"),
        Record::Game => ("damaged-game", "remove-damaged-game"),
    };
    let button = view! {
        <button class="danger" data-testid=remove_testid on:click=remove>{t(Msg::Remove)}</button>
    };
    match record {
        Record::Army => view! {
            <li class="saved-army damaged" data-testid=testid>
                <div class="saved-army-info">
                    <span class="saved-army-name">{t(Msg::DamagedArmy)}</span>
                    <code>{key}</code>
                    <span>{message}</span>
                </div>
                <div class="saved-army-actions">{button}</div>
            </li>
        }
        .into_any(),
        Record::Game => view! {
            <li class="saved-game damaged" data-testid=testid>
                <span>{t(TableMsg::DamagedGame)}": "{message}</span>
                {button}
            </li>
        }
        .into_any(),
    }
}
