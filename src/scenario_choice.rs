//! The game setup's first choice, the scenario: a list of the shipped
//! scenarios (the standard battle first), the chosen one's briefing and
//! map, and what it fixes (its armies, its table, its points). Offered once
//! the scenarios have loaded; if they cannot load, the setup says so and
//! plays the standard battle as before.

use crate::lang::{t, use_lang};
use crate::scenario_map::ScenarioMap;
use crate::scenarios::use_scenarios;
use clouds_core::{Catalog, EraId, Scenario, TableMsg, TerrainSpec, PITCHED_BATTLE};
use leptos::prelude::*;
use std::sync::Arc;

/// The scenario chosen and the scenarios offered.
#[derive(Clone, Copy)]
pub struct ScenarioChoice {
    pub id: RwSignal<String>,
    /// The chosen scenario, once the scenarios have loaded (`None` while
    /// they load or if they failed: the standard battle then).
    pub chosen: Memo<Option<Scenario>>,
    offered: Memo<Option<Vec<Scenario>>>,
}

impl ScenarioChoice {
    pub fn new(catalog: Signal<Arc<Catalog>>) -> ScenarioChoice {
        let loaded = use_scenarios(catalog);
        let offered = Memo::new(move |_| loaded.get().and_then(|r| r.ok()).map(|s| s.shipped));
        let id = RwSignal::new(PITCHED_BATTLE.to_owned());
        let chosen = Memo::new(move |_| {
            let id = id.get();
            offered.with(|o| o.as_ref()?.iter().find(|s| s.id == id).cloned())
        });
        ScenarioChoice {
            id,
            chosen,
            offered,
        }
    }
}

/// The scenario as it will be played: one whose terrain is the rulebook's
/// takes the player's choice of an open table.
pub fn as_played(mut scenario: Scenario, by_the_rules: bool) -> Scenario {
    if scenario.terrain == TerrainSpec::ByTheRules && !by_the_rules {
        scenario.terrain = TerrainSpec::Open;
    }
    scenario
}

/// Whether the player's army (of `era`) may play `scenario`'s side A.
pub fn fits_era(scenario: &Scenario, era: Option<&EraId>) -> bool {
    scenario.sides[clouds_core::Side::A].army.is_some()
        || scenario
            .era
            .as_ref()
            .is_none_or(|wanted| Some(wanted) == era)
}

/// The scenario field of the setup.
#[component]
pub fn ScenarioField(choice: ScenarioChoice, table: Memo<clouds_core::Table>) -> impl IntoView {
    let lang = use_lang();
    let options = move || {
        let lang = lang.get();
        choice.offered.with(|o| {
            o.iter().flatten().map(|s| {
                let id = s.id.clone();
                let selected = choice.id.with_untracked(|c| *c == id);
                view! { <option value=id selected=selected>{s.name.get(lang).to_owned()}</option> }
            }).collect_view()
        })
    };
    let details = move || {
        let lang = lang.get();
        choice.chosen.get().map(|s| {
            let table = s.table.map_or_else(|| table.get(), |size| clouds_core::Table::new(size.width, size.depth));
            let fixed = s.fixes_armies().then(|| view! { <p class="hint">{t(TableMsg::ScenarioArmiesFixed)}</p> });
            let own_table = s.table.map(|size| view! {
                <p class="hint">{t(TableMsg::ScenarioOwnTable)}": "{format!("{} × {} UW", size.width, size.depth)}</p>
            });
            let points = s.points.map(|p| view! { <p class="hint">{t(TableMsg::ScenarioPoints)}" "{p}</p> });
            view! {
                <p class="scenario-briefing" data-testid="scenario-briefing">{s.briefing.get(lang).to_owned()}</p>
                {fixed}{own_table}{points}
                <ScenarioMap scenario=s.clone() table lang />
            }
        })
    };
    let failed = move || choice.offered.with(Option::is_none);
    view! {
        <fieldset class="scenario-choice">
            <legend>{t(TableMsg::Scenario)}</legend>
            <select data-testid="scenario" aria-label=t(TableMsg::Scenario)
                on:change:target=move |ev| choice.id.set(ev.target().value())>
                {options}
            </select>
            {details}
            {move || failed().then(|| view! { <p class="hint">{t(TableMsg::ScenariosNotLoaded)}</p> })}
        </fieldset>
    }
}
