//! An army opened from a share link: read-only, with whatever changed since
//! the link was made, until the player saves a copy of their own.

use super::army_sheet::SheetUnits;
use super::builder::{numbers_panel::NumbersPanel, ArmyState};
use super::frame::load_failure;
use super::home::new_army_id;
use super::lab_link::OpenLabLink;
use super::lang::{t, use_lang};
use super::lists::Lists;
use super::notices::use_notices;
use super::play_link::PlaySoloLink;
use super::route::{navigate, Route};
use super::storage::DeviceStore;
use clouds_core::decode_army;
use clouds_core::Msg;
use clouds_core::SavedArmy;
use clouds_core::ShellMsg;
use leptos::prelude::*;
use std::sync::Arc;

#[component]
pub fn SharedView(payload: String) -> impl IntoView {
    let lang = use_lang();
    let catalog = expect_context::<Lists>().catalog();
    // Decoded once, in the language the page opened in: the default name
    // of an army is then fixed, as if the sender had typed it.
    let decoded = catalog.with_untracked(|c| decode_army(&payload, c, lang.now()));
    match decoded {
        Err(error) => load_failure!(
            "link-error",
            heading: { t(Msg::LinkUnreadable) },
            reason: { move || error.message(lang.get()) },
            more: {
                <p>{t(Msg::SavedArmiesUntouched)}" "<a href="#armies">{t(ShellMsg::BackToArmies)}</a></p>
            },
        )
        .into_any(),
        Ok(shared) => {
            let army_payload = payload.clone();
            let army = ArmyState::new(shared.roster.clone(), catalog);
            provide_context(army);
            let store = expect_context::<DeviceStore>();
            let notices = use_notices();
            let roster = shared.roster.clone();
            let save_copy = move |_| {
                let saved = SavedArmy::new(&new_army_id(), roster.clone(), js_sys::Date::now());
                notices.wrote(store.save_army(&saved));
                navigate(&Route::Edit(saved.id));
            };
            let changes = shared.changes.clone();
            let sheet = move || {
                let faction = army.faction.get()?;
                let glossary = catalog.with(|c| Arc::new(c.glossary.clone()));
                let roster = army.roster.get();
                let lang = lang.get();
                let change_items = changes
                    .iter()
                    .map(|change| view! { <li data-testid="link-change">{change.message(lang, &faction)}</li> })
                    .collect_view();
                Some(view! {
                    <div class="shared-head">
                        <h2 data-testid="shared-army-name">{roster.name.clone()}</h2>
                        <p class="hint">{faction.name.get(lang).to_owned()}" · "{Msg::ReadOnly.text(lang)}</p>
                    </div>
                    {(!changes.is_empty()).then(|| view! {
                        <section class="notice warn" data-testid="link-changes">
                            <p>{Msg::ChangedSinceLink.text(lang)}</p>
                            <ul>{change_items}</ul>
                        </section>
                    })}
                    <div class="builder-grid">
                        <div class="builder-main">
                            <SheetUnits roster faction glossary />
                        </div>
                        <aside class="builder-side">
                            <NumbersPanel read_only=true />
                        </aside>
                    </div>
                })
            };
            view! {
                <section class="shared" data-testid="shared-army">
                    <div class="builder-top">
                        <a class="back" href="#armies">"← "{t(ShellMsg::BackToArmies)}</a>
                        <PlaySoloLink payload=Signal::derive({
                            let payload = army_payload.clone();
                            move || Some(payload.clone())
                        }) />
                        <OpenLabLink payload=Signal::derive(move || Some(army_payload.clone())) />
                        <button class="primary" data-testid="save-copy" on:click=save_copy>
                            {t(Msg::SaveCopy)}
                        </button>
                    </div>
                    {sheet}
                </section>
            }
            .into_any()
        }
    }
}
