//! The faction's units by category: stats, rules, count, and whether one
//! more still fits. For a list whose units carry service years, a year
//! filter hides the units that did not serve in the year chosen (never one
//! the army already holds).

use super::{use_army, ArmyState};
use crate::controls::Stepper;
use crate::lab_link::odds_href;
use crate::lang::{t, use_lang};
use crate::stages::Stages;
use crate::unit_stats::{category_label, rule_names, statline};
use clouds_core::unit_status;
use clouds_core::Concern;
use clouds_core::Edit;
use clouds_core::{Category, Faction, Unit};
use clouds_core::{LabMsg, Msg};
use leptos::prelude::*;

/// Unit rows drawn in each stage of the army's screen: a faction has up to
/// fifty units, each row a dozen reactive views.
const ROWS_PER_STAGE: usize = 4;

/// The stages the rows of `units` units take, from stage 1.
pub fn row_stages(units: usize) -> usize {
    units.div_ceil(ROWS_PER_STAGE)
}

#[component]
pub fn UnitsPanel() -> impl IntoView {
    let army = use_army();
    let stages = expect_context::<Stages>();
    let year = RwSignal::new(None::<u16>);
    move || {
        let faction = army.faction.get()?;
        let mut first_row = 0;
        let sections = Category::ALL
            .into_iter()
            .filter_map(|category| {
                let units: Vec<Unit> = faction
                    .units
                    .iter()
                    .filter(|unit| unit.category == category)
                    .cloned()
                    .collect();
                let rows = units.len();
                let section = (!units.is_empty())
                    .then(|| category_section(army, stages, year, category, units, first_row));
                first_row += rows;
                section
            })
            .collect_view();
        Some(view! {
            <section class="units" data-testid="units">
                <h2>{t(Msg::Units)}</h2>
                {year_filter(army, &faction, year)}
                {sections}
            </section>
        })
    }
}

/// Whether a unit is listed: in service in the year chosen, or already in
/// the army (so it can still be removed).
fn listed(army: ArmyState, year: RwSignal<Option<u16>>, unit: &Unit) -> bool {
    year.get().is_none_or(|y| unit.in_service(y)) || army.roster.with(|r| r.count(&unit.id) > 0)
}

/// A category's heading with its count, and its units' rows, the first
/// of them the faction's row `first_row` (rows come in a few a stage).
fn category_section(
    army: ArmyState,
    stages: Stages,
    year: RwSignal<Option<u16>>,
    category: Category,
    units: Vec<Unit>,
    first_row: usize,
) -> impl IntoView {
    let lang = use_lang();
    let count = move || {
        army.summary
            .with(|s| s.as_ref().map_or(0, |s| s.by_category.get(category)))
    };
    let rows = units
        .into_iter()
        .enumerate()
        .map(|(k, unit)| {
            let drawn = stages.reached(1 + (first_row + k) / ROWS_PER_STAGE);
            let shown = {
                let unit = unit.clone();
                Memo::new(move |_| drawn.get() && listed(army, year, &unit))
            };
            move || shown.get().then(|| view! { <UnitRow unit=unit.clone() /> })
        })
        .collect_view();
    view! {
        <h3>
            {move || category_label(category, lang.get())}
            " · "
            <span data-testid=format!("count-{}", category_code(category))>{count}</span>
        </h3>
        <ul class="unit-list">{rows}</ul>
    }
}

/// For a list whose units carry service years: the year to show, and how
/// many units it hides.
fn year_filter(
    army: ArmyState,
    faction: &Faction,
    year: RwSignal<Option<u16>>,
) -> Option<impl IntoView> {
    let lang = use_lang();
    let dated = faction.units.iter().any(|unit| unit.years.is_some());
    let era_years = army
        .catalog
        .with(|c| c.index.era(&faction.era).map(|era| era.years));
    dated.then(|| {
        let [first, last] = era_years.unwrap_or([1600, 1815]);
        let units = faction.units.clone();
        let hidden = Memo::new(move |_| {
            units
                .iter()
                .filter(|unit| !listed(army, year, unit))
                .count()
        });
        view! {
            <div class="field year-filter">
                <label for="year-filter">{t(Msg::YearFilter)}</label>
                <input
                    id="year-filter"
                    type="number"
                    inputmode="numeric"
                    min=first
                    max=last
                    placeholder=format!("{first}–{last}")
                    title=move || Msg::YearFilterHint.text(lang.get())
                    data-testid="year-filter"
                    prop:value=move || year.get().map(|y| y.to_string()).unwrap_or_default()
                    on:input:target=move |ev| {
                        let text = ev.target().value();
                        year.set(text.trim().parse::<u16>().ok());
                    }
                    on:change:target=move |ev| {
                        let text = ev.target().value();
                        year.set(text.trim().parse::<u16>().ok());
                    }
                />
                <Show when=move || { hidden.get() > 0 }>
                    <span class="year-hidden" data-testid="year-hidden">
                        {move || format!("{} {}", hidden.get(), Msg::OutOfServiceHidden.text(lang.get()))}
                    </span>
                </Show>
            </div>
        }
    })
}

fn category_code(category: Category) -> &'static str {
    match category {
        Category::Main => "main",
        Category::Special => "special",
        Category::Rare => "rare",
    }
}

#[component]
fn UnitRow(unit: Unit) -> impl IntoView {
    let army = use_army();
    let id = unit.id.clone();
    let count = {
        let id = id.clone();
        Memo::new(move |_| army.roster.with(|r| r.count(&id)))
    };
    let flagged = {
        let id = id.clone();
        move || {
            army.diagnostics.with(|d| {
                d.iter()
                    .any(|d| matches!(&d.concern, Concern::Unit(u) if u == &id))
            })
        }
    };
    let add = {
        let id = id.clone();
        move || army.edit(Edit::AddUnit(id.clone()))
    };
    let remove = {
        let id = id.clone();
        move || army.edit(Edit::RemoveUnit(id.clone()))
    };
    let name = unit.name.clone();
    view! {
        <li class="unit-row" class:flagged=flagged class:chosen=move || { count.get() > 0 }>
            {unit_info(army, unit)}
            <Stepper
                kind="unit"
                id=id.to_string()
                count=count
                name
                on_add=add
                on_remove=remove
            />
        </li>
    }
}

/// A unit's name, points, years, stats and rules, what the list's rules
/// say of one more, and its odds link.
fn unit_info(army: ArmyState, unit: Unit) -> impl IntoView {
    let lang = use_lang();
    let id = unit.id.clone();
    let note = {
        let unit = unit.clone();
        move || {
            let faction = army.faction.get()?;
            army.summary.with(|summary| {
                let summary = summary.as_ref()?;
                let status = army
                    .roster
                    .with(|r| unit_status(r, summary, &faction, &unit));
                status.note(lang.get())
            })
        }
    };
    // Read in place: a row draws three texts from the glossary, and a
    // faction has dozens of rows (copying it each time cost about a third
    // of the army screen's first drawing).
    let stats = {
        let unit = unit.clone();
        move || {
            army.catalog
                .with(|c| statline(&unit, &c.glossary, lang.get()))
        }
    };
    let rules = {
        let unit = unit.clone();
        move || {
            army.catalog
                .with(|c| rule_names(&unit, &c.glossary, lang.get()))
                .into_iter()
                .map(|(name, text)| view! { <li><strong>{name}</strong>" — "{text}</li> })
                .collect_view()
        }
    };
    let rule_summary = {
        let unit = unit.clone();
        move || {
            army.catalog
                .with(|c| rule_names(&unit, &c.glossary, lang.get()))
                .into_iter()
                .map(|(name, _)| name)
                .collect::<Vec<_>>()
                .join(", ")
        }
    };
    let title = unit.name.clone();
    let id_for_odds = id.clone();
    view! {
        <div class="unit-info">
            <span class="unit-name">{move || title.get(lang.get()).to_owned()}</span>
            <span class="unit-points">{unit.points}" "{t(Msg::Points)}</span>
            {unit.years.map(|[first, last]| view! { <span class="choice-years">{format!("{first}–{last}")}</span> })}
            <span class="unit-stats">{stats}</span>
            <details class="unit-rules">
                <summary>{rule_summary}</summary>
                <ul>{rules}</ul>
            </details>
            <span class="unit-note" data-testid=format!("unit-note-{id}")>{note}</span>
            <a class="odds-link" data-testid=format!("odds-{id}")
                href=move || army.roster.with(|r| odds_href(&r.faction, &id_for_odds))
                title=move || LabMsg::OddsLinkTitle.text(lang.get())>
                {move || LabMsg::OddsLink.text(lang.get())}
            </a>
        </div>
    }
}
