//! `#sheet=`: a scenario's sheet to print (its map, briefing, setting,
//! conditions, events, objectives and how it is won), with the army sheet
//! of the player's army beside it, or of both armies a scenario fixes.

use crate::frame::load_failure;
use crate::lang::{t, use_lang};
use crate::lists::Lists;
use crate::print_view::ArmySheet;
use crate::route::app_url;
use crate::scenario_map::ScenarioMap;
use crate::scenarios::use_scenarios;
use clouds_core::{
    decode_army, encode_army, share_link, Catalog, Lang, Msg, Roster, Scenario, ScenarioLinkError,
    SetupMsg, Side, Table, TableMsg,
};
use leptos::prelude::*;
use std::sync::Arc;

/// The table a scenario without its own is drawn on: the rulebook's, in
/// 60 mm unit widths.
fn map_table(scenario: &Scenario) -> Table {
    scenario.table.map_or_else(
        || Table::from_centimetres(120.0, 90.0, 60.0),
        |size| Table::new(size.width, size.depth),
    )
}

/// The builder's address, where army links open.
fn builder_url() -> String {
    let here = app_url();
    match here.rsplit_once('/') {
        Some((folder, _)) => format!("{folder}/index.html"),
        None => here,
    }
}

#[component]
pub fn ScenarioSheetScreen(scenario: String, army: Option<String>) -> impl IntoView {
    let lang = use_lang();
    let shelf = use_scenarios();
    let catalog = expect_context::<Lists>().catalog();
    let print_now = |_| {
        if let Some(window) = web_sys::window() {
            let _ = window.print();
        }
    };
    let id = scenario;
    move || {
        let offered = shelf.offered()?;
        let Some(scenario) = offered.into_iter().find(|s| s.id == id) else {
            let error = ScenarioLinkError::UnknownScenario { id: id.clone() };
            return Some(
                load_failure!(
                    "scenario-sheet-missing",
                    reason: { move || error.message(lang.get()) },
                )
                .into_any(),
            );
        };
        let armies = catalog.with(|c| sheet_armies(&scenario, army.as_deref(), c, lang.get()));
        Some(
            view! {
                <div class="print-controls no-print">
                    <button class="primary" data-testid="print-now" on:click=print_now>{t(Msg::Print)}</button>
                    <span class="hint">{t(SetupMsg::SheetPrintHint)}</span>
                </div>
                <div class="print-view" data-testid="print-view">
                    {move || view! { <SheetPage scenario=scenario.clone() lang=lang.get() /> }}
                    {move || {
                        let lang = lang.get();
                        let catalog = catalog.get();
                        armies.iter().map(|(roster, link)| view! {
                            <ArmySheet roster=roster.clone() catalog=catalog.clone() link=link.clone() lang />
                        }).collect_view()
                    }}
                </div>
            }
            .into_any(),
        )
    }
}

/// The armies printed beside the scenario, each with its share link: both
/// fixed ones, or the player's (a link that does not read is left out).
fn sheet_armies(
    scenario: &Scenario,
    army: Option<&str>,
    catalog: &Arc<Catalog>,
    lang: Lang,
) -> Vec<(Roster, String)> {
    let link = |roster: &Roster| {
        let faction = catalog.faction(&roster.faction)?;
        let payload = encode_army(roster, faction, catalog.index.revision);
        Some(share_link(&builder_url(), &payload))
    };
    let rosters: Vec<Roster> = if scenario.fixes_armies() {
        Side::ALL
            .into_iter()
            .filter_map(|side| scenario.fixed_roster(side, lang))
            .collect()
    } else {
        army.and_then(|payload| decode_army(payload, catalog, lang).ok())
            .map(|shared| shared.roster)
            .into_iter()
            .collect()
    };
    rosters
        .into_iter()
        .filter_map(|roster| link(&roster).map(|l| (roster, l)))
        .collect()
}

/// The scenario's own page of the sheet.
#[component]
fn SheetPage(scenario: Scenario, lang: Lang) -> impl IntoView {
    let catalog = expect_context::<Lists>().catalog();
    let sheet = catalog.with_untracked(|c| scenario.sheet(c, lang));
    let list = |lines: Vec<String>| {
        view! { <ul>{lines.into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}</ul> }
    };
    let conditions = (!sheet.conditions.is_empty()).then(|| {
        view! {
            <h3>{TableMsg::Conditions.text(lang)}</h3>
            {sheet.conditions.into_iter().map(|(heading, options)| view! {
                <p><strong>{heading}</strong></p>
                {list(options)}
            }).collect_view()}
        }
    });
    let events = (!sheet.events.is_empty()).then(|| {
        view! { <h3>{SetupMsg::SheetEvents.text(lang)}</h3>{list(sheet.events)} }
    });
    let objectives = (!sheet.objectives.is_empty()).then(|| {
        view! { <h3>{TableMsg::Objectives.text(lang)}</h3>{list(sheet.objectives)} }
    });
    let table = map_table(&scenario);
    view! {
        <section class="print-page scenario-sheet" data-testid="scenario-sheet">
            <h2>{sheet.name}</h2>
            <p class="scenario-briefing">{sheet.briefing}</p>
            <ScenarioMap scenario=scenario.clone() table lang />
            <h3>{SetupMsg::SheetSetting.text(lang)}</h3>
            {list(sheet.setting)}
            {conditions}
            {events}
            {objectives}
            <h3>{SetupMsg::SheetVictory.text(lang)}</h3>
            {list(sheet.victory)}
        </section>
    }
}
