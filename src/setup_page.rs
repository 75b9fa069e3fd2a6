//! The game setup's page (`setup.html`, its own bundle): a new game's
//! scenario, armies and opponent ([`GameSetupScreen`]). It is a page of its
//! own because the scenarios' reader, checks and maps weigh as much as the
//! builder's whole budget has room for; the builder sends its `#play=`
//! addresses here.

use crate::frame::{load_failure, provide_page_contexts, PageFooter, PageHeader};
use crate::game_setup::GameSetupScreen;
use crate::lang::t;
use crate::lists::{provide_lists, ListsGate};
use crate::route::{builder_href, use_route, Route};
use clouds_core::{ShellMsg, TableMsg};
use leptos::prelude::*;

#[component]
pub fn SetupApp() -> impl IntoView {
    let store = provide_page_contexts();
    provide_lists(store.custom_lists());
    let route = use_route();
    view! {
        <PageHeader home="index.html#armies" />
        <main>
            <ListsGate>
                {move || match route.get() {
                    Route::PlaySetup(payload) => view! { <GameSetupScreen payload /> }.into_any(),
                    _ => load_failure!(
                        "setup-no-army",
                        reason: { t(TableMsg::SetupNeedsArmy) },
                        back: ({ builder_href(&Route::Armies) }, { t(ShellMsg::BackToArmies) }),
                    )
                    .into_any(),
                }}
            </ListsGate>
        </main>
        <PageFooter />
    }
}
