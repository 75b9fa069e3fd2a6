//! The faction's units by category: stats, rules, count, and whether one
//! more still fits.

use super::{category_label, use_army};
use crate::controls::Stepper;
use crate::lang::{tr, use_lang};
use crate::unit_stats::{rule_names, statline};
use clouds_core::unit_status;
use clouds_core::Concern;
use clouds_core::Edit;
use clouds_core::Msg;
use clouds_core::{Category, Unit};
use leptos::prelude::*;

#[component]
pub fn UnitsPanel() -> impl IntoView {
    let army = use_army();
    let lang = use_lang();
    move || {
        let faction = army.faction.get()?;
        let sections = Category::ALL
            .into_iter()
            .filter_map(|category| {
                let units: Vec<Unit> = faction
                    .units
                    .iter()
                    .filter(|unit| unit.category == category)
                    .cloned()
                    .collect();
                (!units.is_empty()).then(|| {
                    let count = move || {
                        army.summary
                            .with(|s| s.as_ref().map_or(0, |s| s.by_category.get(category)))
                    };
                    view! {
                        <h3>
                            {move || category_label(category, lang.get())}
                            " · "
                            <span data-testid=format!("count-{}", category_code(category))>{count}</span>
                        </h3>
                        <ul class="unit-list">
                            {units.into_iter().map(|unit| view! { <UnitRow unit /> }).collect_view()}
                        </ul>
                    }
                })
            })
            .collect_view();
        Some(view! {
            <section class="units" data-testid="units">
                <h2>{tr(Msg::Units)}</h2>
                {sections}
            </section>
        })
    }
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
    let lang = use_lang();
    let id = unit.id.clone();
    let count = {
        let id = id.clone();
        Memo::new(move |_| army.roster.with(|r| r.count(&id)))
    };
    let note = {
        let unit = unit.clone();
        move || {
            let faction = army.faction.get()?;
            let summary = army.summary.get()?;
            let status = army
                .roster
                .with(|r| unit_status(r, &summary, &faction, &unit));
            status.note(lang.get())
        }
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
    let glossary = move || army.catalog.with(|c| c.glossary.clone());
    let stats = {
        let unit = unit.clone();
        move || statline(&unit, &glossary(), lang.get())
    };
    let rules = {
        let unit = unit.clone();
        move || {
            rule_names(&unit, &glossary(), lang.get())
                .into_iter()
                .map(|(name, text)| view! { <li><strong>{name}</strong>" — "{text}</li> })
                .collect_view()
        }
    };
    let rule_summary = {
        let unit = unit.clone();
        move || {
            rule_names(&unit, &glossary(), lang.get())
                .into_iter()
                .map(|(name, _)| name)
                .collect::<Vec<_>>()
                .join(", ")
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
    let title = unit.name.clone();
    view! {
        <li class="unit-row" class:flagged=flagged class:chosen=move || { count.get() > 0 }>
            <div class="unit-info">
                <span class="unit-name">{move || title.get(lang.get()).to_owned()}</span>
                <span class="unit-points">{unit.points}" "{tr(Msg::Points)}</span>
                <span class="unit-stats">{stats}</span>
                <details class="unit-rules">
                    <summary>{rule_summary}</summary>
                    <ul>{rules}</ul>
                </details>
                <span class="unit-note" data-testid=format!("unit-note-{id}")>{note}</span>
            </div>
            <Stepper
                kind="unit"
                id=id.to_string()
                count=count
                name=unit.name.clone()
                on_add=add
                on_remove=remove
            />
        </li>
    }
}
