//! The game setup's page (`setup.html`, its own bundle): a new game's
//! scenario, armies and opponent ([`GameSetupScreen`]), a scenario shared
//! by link, and a scenario's sheet to print. It is a page of its own
//! because the scenarios' reader, checks and maps weigh as much as the
//! builder's whole budget has room for; the builder sends its `#play=`
//! addresses here.
//!
//! - `#play=<army payload>[.<saved army id>][~<scenario id>]`: the setup;
//! - `#scenario=<code>`: a shared scenario (`ScenarioLink`'s code), then
//!   the army to play it with;
//! - `#sheet=<scenario id>[.<army payload>]`: the scenario's sheet, with
//!   the army's sheet (or both fixed armies') beside it.

use crate::frame::{load_failure, provide_page_contexts, PageFooter, PageHeader};
use crate::game_setup::GameSetupScreen;
use crate::lang::t;
use crate::lists::{provide_lists, ListsGate};
use crate::route::{builder_href, Route};
use crate::scenario_sheet::ScenarioSheetScreen;
use crate::scenarios::provide_scenarios;
use crate::shared_scenario::SharedScenario;
use clouds_core::{SetupMsg, ShellMsg};
use leptos::prelude::*;

/// What the page's address asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
enum SetupRoute {
    Play(String),
    SharedScenario(String),
    Sheet {
        scenario: String,
        army: Option<String>,
    },
    Nothing,
}

impl SetupRoute {
    fn parse(hash: &str) -> SetupRoute {
        let fragment = hash.trim_start_matches('#');
        let value = |key: &str| {
            fragment
                .strip_prefix(key)
                .and_then(|rest| rest.strip_prefix('='))
                .filter(|v| !v.is_empty())
                .map(str::to_owned)
        };
        if let Some(payload) = value("play") {
            SetupRoute::Play(payload)
        } else if let Some(code) = value("scenario") {
            SetupRoute::SharedScenario(code)
        } else if let Some(sheet) = value("sheet") {
            let (scenario, army) = match sheet.split_once('.') {
                Some((scenario, army)) if !army.is_empty() => {
                    (scenario.to_owned(), Some(army.to_owned()))
                }
                Some((scenario, _)) => (scenario.to_owned(), None),
                None => (sheet, None),
            };
            SetupRoute::Sheet { scenario, army }
        } else {
            SetupRoute::Nothing
        }
    }
}

fn current_hash() -> String {
    web_sys::window()
        .and_then(|window| window.location().hash().ok())
        .unwrap_or_default()
}

/// The page's route, following the fragment as it changes.
fn use_setup_route() -> ReadSignal<SetupRoute> {
    let (route, set_route) = signal(SetupRoute::parse(&current_hash()));
    let handle = window_event_listener(leptos::ev::hashchange, move |_| {
        set_route.set(SetupRoute::parse(&current_hash()));
    });
    on_cleanup(move || handle.remove());
    route
}

#[component]
pub fn SetupApp() -> impl IntoView {
    let store = provide_page_contexts();
    provide_lists(store.custom_lists());
    let route = use_setup_route();
    view! {
        <PageHeader home="index.html#armies" />
        <main>
            <ListsGate>
                <Screen route />
            </ListsGate>
        </main>
        <PageFooter />
    }
}

/// The screen for the route, once the lists have loaded (the scenarios
/// are read against them).
#[component]
fn Screen(route: ReadSignal<SetupRoute>) -> impl IntoView {
    provide_scenarios();
    move || match route.get() {
        SetupRoute::Play(payload) => view! { <GameSetupScreen payload /> }.into_any(),
        SetupRoute::SharedScenario(code) => view! { <SharedScenario code /> }.into_any(),
        SetupRoute::Sheet { scenario, army } => {
            view! { <ScenarioSheetScreen scenario army /> }.into_any()
        }
        SetupRoute::Nothing => load_failure!(
            "setup-no-army",
            reason: { t(SetupMsg::SetupNeedsArmy) },
            back: ({ builder_href(&Route::Armies) }, { t(ShellMsg::BackToArmies) }),
        )
        .into_any(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_pages_addresses_name_its_screens() {
        assert_eq!(
            SetupRoute::parse("#play=AbC.k1"),
            SetupRoute::Play("AbC.k1".into())
        );
        assert_eq!(
            SetupRoute::parse("#scenario=~eyJ"),
            SetupRoute::SharedScenario("~eyJ".into())
        );
        assert_eq!(
            SetupRoute::parse("#sheet=convoy.AbC"),
            SetupRoute::Sheet {
                scenario: "convoy".into(),
                army: Some("AbC".into())
            }
        );
        assert_eq!(
            SetupRoute::parse("#sheet=convoy"),
            SetupRoute::Sheet {
                scenario: "convoy".into(),
                army: None
            }
        );
        assert_eq!(SetupRoute::parse("#play="), SetupRoute::Nothing);
        assert_eq!(SetupRoute::parse(""), SetupRoute::Nothing);
    }
}
