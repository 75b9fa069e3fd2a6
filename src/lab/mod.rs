//! The lab's page (`lab.html`, its own bundle): many seeded games of a
//! list, played in web workers so that the page stays usable: against a
//! goldfish target (with an A/B comparison of two lists on the same
//! seeds), head to head against list B, or against the field (every
//! army ticked, head to head); with the results as charts, tables and
//! CSV; and the combat odds.
//!
//! - `route`: the page's fragments (`#lab=…`, `#odds=…`);
//! - `armies`: the armies offered as list B, the target and opponents;
//! - `run`: a run as the page keeps it (its plan, names, games);
//! - `run_panel`: the run's form, its checks (the core's `plan_lab`), the
//!   progress and cancel; `form_fields`: the form's fields;
//!   `scenario_field`: the scenario and the list's side, with the
//!   scenarios' summaries it offers;
//! - `client`, `chunks`, `protocol`, `worker`, `worker_lists`: the
//!   workers from the page's end, how the games are shared among them, the
//!   messages, and the worker's own end (the `lab_worker` binary), which
//!   loads the lists itself to set a scenario's games up;
//! - `results` (which results a run shows), `results_goldfish` (against
//!   the goldfish), `results_match` (head to head), `results_field`
//!   (against the field), `results_parts` (what they share), `charts`:
//!   the figures as SVG charts, tables and CSV;
//! - `odds_panel`: the combat odds calculator (the core's `combat_odds`).
//!
//! Every figure comes from the core (`RunStats`, `compare`, `MatchStats`,
//! `FieldStats`, the odds); the page draws them.

mod armies;
mod charts;
mod chunks;
mod client;
mod form_fields;
mod odds_panel;
pub(crate) mod protocol;
mod results;
mod results_field;
mod results_goldfish;
mod results_match;
mod results_parts;
mod route;
mod run;
mod run_panel;
mod scenario_field;
pub(crate) mod worker;
mod worker_lists;

use crate::frame::{load_failure, provide_page_contexts, PageFooter, PageHeader};
use crate::lang::{t, use_lang};
use crate::lists::{provide_lists, Lists, ListsGate};
use crate::route::{builder_href, Route};
use clouds_core::{decode_army, FactionId, LabMsg, SetupMsg, Side, UnitId};
use leptos::prelude::*;
use odds_panel::OddsPanel;
use route::LabRoute;
use run_panel::RunPanel;

fn current_hash() -> String {
    web_sys::window()
        .and_then(|window| window.location().hash().ok())
        .unwrap_or_default()
}

/// The page's route, following the fragment as it changes.
fn use_lab_route() -> ReadSignal<LabRoute> {
    let (route, set_route) = signal(LabRoute::parse(&current_hash()));
    let handle = window_event_listener(leptos::ev::hashchange, move |_| {
        set_route.set(LabRoute::parse(&current_hash()));
    });
    on_cleanup(move || handle.remove());
    route
}

#[component]
pub fn LabApp() -> impl IntoView {
    let store = provide_page_contexts();
    provide_lists(store.custom_lists());
    let route = use_lab_route();
    view! {
        <PageHeader home="index.html#armies" />
        <main>
            <ListsGate>
                {move || view! { <LabScreen route=route.get() /> }}
            </ListsGate>
        </main>
        <PageFooter />
    }
}

#[component]
fn LabScreen(route: LabRoute) -> impl IntoView {
    let back = builder_href(&match &route {
        LabRoute::Lab {
            army_id: Some(id), ..
        } => Route::Edit(id.clone()),
        LabRoute::Lab { payload, .. } => Route::Shared(payload.clone()),
        _ => Route::Armies,
    });
    // From a unit's odds link the way back is the page it came from.
    let back_in_history = matches!(route, LabRoute::Odds { .. });
    let go_back = move |ev: leptos::ev::MouseEvent| {
        let history = web_sys::window().and_then(|w| w.history().ok());
        if let Some(history) = history.filter(|h| back_in_history && h.length().unwrap_or(0) > 1) {
            ev.prevent_default();
            let _ = history.back();
        }
    };
    let (many_games, odds) = match route {
        LabRoute::Lab {
            payload,
            scenario,
            side,
            ..
        } => {
            let faction = faction_of(&payload);
            let chosen = (scenario, side);
            (
                Some(view! { <ManyGames payload chosen /> }.into_any()),
                view! { <OddsPanel faction unit=None /> },
            )
        }
        LabRoute::Odds { faction, unit } => (
            None,
            view! { <OddsPanel faction=Some(FactionId::new(faction.as_str())) unit=Some(UnitId::new(unit.as_str())) /> },
        ),
        LabRoute::Plain => (
            Some(
                view! { <p class="hint" data-testid="lab-no-army">{t(LabMsg::NoArmyGiven)}</p> }
                    .into_any(),
            ),
            view! { <OddsPanel faction=None unit=None /> },
        ),
    };
    let odds_first = many_games.is_none();
    view! {
        <section class="lab" data-testid="lab">
            <div class="builder-top">
                <a class="back" href=back data-testid="lab-back" on:click=go_back>
                    "← "{t(if odds_first { LabMsg::Back } else { LabMsg::BackToArmy })}
                </a>
            </div>
            <h2>{t(if odds_first { LabMsg::CombatOdds } else { LabMsg::LabTitle })}</h2>
            {many_games.map(|games| view! {
                <p class="hint">{t(LabMsg::LabIntro)}</p>
                <h2>{t(LabMsg::ManyGames)}</h2>
                {games}
                <h2 id="odds">{t(LabMsg::CombatOdds)}</h2>
            })}
            {odds}
        </section>
    }
}

/// The faction of the army of `payload`, for the odds to open on.
fn faction_of(payload: &str) -> Option<FactionId> {
    let lang = use_lang();
    let catalog = expect_context::<Lists>().catalog();
    catalog
        .with_untracked(|c| decode_army(payload, c, lang.now()).ok())
        .map(|shared| shared.roster.faction)
}

/// Many games with the army of `payload` as list A, the scenario and side
/// `chosen` (from the address) to start with.
#[component]
fn ManyGames(payload: String, chosen: (Option<String>, Side)) -> impl IntoView {
    let lang = use_lang();
    let catalog = expect_context::<Lists>().catalog();
    let decoded = catalog.with_untracked(|c| decode_army(&payload, c, lang.now()));
    match decoded {
        Err(error) => load_failure!(
            "link-error",
            subheading: { move || SetupMsg::ArmyLinkBroken.text(lang.get()) },
            reason: { move || error.message(lang.get()) },
        )
        .into_any(),
        Ok(shared) => view! { <RunPanel a=shared.roster chosen /> }.into_any(),
    }
}
