//! `#scenario=<code>`: a scenario shared by link. It is read and checked
//! as a file loaded by hand; a link that cannot be opened says why (and
//! lists a refused file's problems). One that opens shows its briefing and
//! map, is kept on the device (an own file), and asks for the army to
//! play it with: the player's saved armies and the sample armies of its
//! era, or none when the scenario brings both armies.

use crate::frame::load_failure;
use crate::lang::{t, use_lang};
use crate::lists::Lists;
use crate::play_link::setup_route_with;
use crate::problems::ProblemList;
use crate::route::{builder_href, navigate, Route};
use crate::scenario_map::ScenarioMap;
use crate::scenarios::use_scenarios;
use crate::storage::{DeviceStore, StoredArmy};
use clouds_core::{
    encode_army, sample_roster, Catalog, Lang, Roster, Scenario, SetupMsg, ShellMsg, Side, Table,
};
use leptos::prelude::*;
use std::sync::Arc;

#[component]
pub fn SharedScenario(code: String) -> impl IntoView {
    let lang = use_lang();
    let shelf = use_scenarios();
    let opened = Memo::new(move |_| shelf.open_link(&code));
    // Kept once read: the setup then offers it like a file loaded by hand.
    Effect::new(move || {
        if let Some(Ok((scenario, link))) = opened.get() {
            shelf.keep_linked(&scenario, &link);
        }
    });
    move || match opened.get()? {
        Err(error) => {
            let problems = Signal::derive({
                let error = error.clone();
                move || error.problems().to_vec()
            });
            Some(
                load_failure!(
                    "scenario-link-error",
                    heading: { t(SetupMsg::ScenarioLinkBroken) },
                    reason: { move || error.message(lang.get()) },
                    more: { <ProblemList problems /> },
                    back: ({ builder_href(&Route::Armies) }, { t(ShellMsg::BackToArmies) }),
                )
                .into_any(),
            )
        }
        Ok((scenario, _)) => Some(view! { <OpenedScenario scenario /> }.into_any()),
    }
}

/// A shared scenario that opened: what it is, and the army to play it
/// with.
#[component]
fn OpenedScenario(scenario: Scenario) -> impl IntoView {
    let lang = use_lang();
    let table = scenario.table.map_or_else(
        || Table::from_centimetres(120.0, 90.0, 60.0),
        |size| Table::new(size.width, size.depth),
    );
    let name = scenario.name.clone();
    let briefing = scenario.briefing.clone();
    let for_map = scenario.clone();
    view! {
        <section class="game-setup" data-testid="shared-scenario">
            <h2>{t(SetupMsg::SharedScenarioTitle)}</h2>
            <h3 data-testid="shared-scenario-name">{move || name.get(lang.get()).to_owned()}</h3>
            <p class="scenario-briefing" data-testid="scenario-briefing">{move || briefing.get(lang.get()).to_owned()}</p>
            {move || view! { <ScenarioMap scenario=for_map.clone() table lang=lang.get() /> }}
            <p class="hint">{t(SetupMsg::ScenarioKept)}</p>
            <ArmyForScenario scenario />
        </section>
    }
}

/// An army the scenario may be played with: its label, roster and, for a
/// saved army, its id.
#[derive(Clone)]
struct Candidate {
    label: String,
    roster: Roster,
    saved_id: Option<String>,
}

/// The player's saved armies and the sample armies that fit the
/// scenario's era (all eras if it names none).
fn candidates(
    scenario: &Scenario,
    catalog: &Catalog,
    store: &DeviceStore,
    lang: Lang,
) -> Vec<Candidate> {
    let fits = |faction: &clouds_core::FactionId| {
        let era = catalog.faction(faction).map(|f| &f.era);
        era.is_some()
            && scenario
                .era
                .as_ref()
                .is_none_or(|wanted| Some(wanted) == era)
    };
    let saved = store
        .armies()
        .into_iter()
        .filter_map(|stored| match stored {
            StoredArmy::Ok(saved) if fits(&saved.roster.faction) => Some(Candidate {
                label: saved.roster.name.clone(),
                roster: saved.roster,
                saved_id: Some(saved.id),
            }),
            _ => None,
        });
    let samples = catalog
        .factions()
        .filter(|f| !f.is_replaced() && fits(&f.id))
        .flat_map(|f| {
            f.samples.iter().filter_map(move |s| {
                Some(Candidate {
                    label: format!(
                        "{} — {} ({})",
                        f.name.get(lang),
                        s.name.get(lang),
                        s.points_limit
                    ),
                    roster: sample_roster(f, &s.id, lang)?,
                    saved_id: None,
                })
            })
        });
    saved.chain(samples).collect()
}

/// The army choice and "Set up a game of it", which opens the setup with
/// this scenario chosen.
#[component]
fn ArmyForScenario(scenario: Scenario) -> impl IntoView {
    let lang = use_lang();
    let catalog: Signal<Arc<Catalog>> = expect_context::<Lists>().catalog();
    let store = expect_context::<DeviceStore>();
    let fixed = scenario.fixes_armies();
    let armies = if fixed {
        let roster = scenario.fixed_roster(Side::A, lang.now());
        roster
            .map(|roster| Candidate {
                label: String::new(),
                roster,
                saved_id: None,
            })
            .into_iter()
            .collect()
    } else {
        catalog.with_untracked(|c| candidates(&scenario, c, &store, lang.now()))
    };
    let have_saved = armies.iter().any(|a| a.saved_id.is_some());
    let chosen = RwSignal::new(0_usize);
    let id = scenario.id.clone();
    let armies = StoredValue::new(armies);
    let set_up = move |_| {
        let Some(army) = armies.with_value(|a| a.get(chosen.get_untracked()).cloned()) else {
            return;
        };
        let payload = catalog.with_untracked(|c| {
            let faction = c.faction(&army.roster.faction)?;
            Some(encode_army(&army.roster, faction, c.index.revision))
        });
        if let Some(payload) = payload {
            navigate(&setup_route_with(&payload, army.saved_id.as_deref(), &id));
        }
    };
    let choice = (!fixed).then(|| {
        view! {
            {(!have_saved).then(|| view! { <p class="hint">{t(SetupMsg::NoArmyOfEra)}</p> })}
            <label class="field">
                <span>{t(SetupMsg::ScenarioPlayWith)}</span>
                <select data-testid="scenario-army"
                    on:change:target=move |ev| chosen.set(ev.target().value().parse().unwrap_or(0))>
                    {armies.with_value(|a| a.iter().enumerate().map(|(k, army)| view! {
                        <option value=k.to_string()>{army.label.clone()}</option>
                    }).collect_view())}
                </select>
            </label>
        }
    });
    view! {
        {fixed.then(|| view! { <p class="hint">{t(SetupMsg::ScenarioBringsArmies)}</p> })}
        {choice}
        <button class="primary" data-testid="scenario-set-up" on:click=set_up>
            {t(SetupMsg::SetUpThisScenario)}
        </button>
    }
}
