//! A faction's units with their statlines, and the running total.

use super::lang::{tr, use_lang};
use super::lists::Lists;
use crate::army_list::{Category, Faction, Unit};
use crate::i18n::{Lang, Msg};
use crate::roster::Roster;
use leptos::prelude::*;

#[component]
pub fn UnitsView(roster: RwSignal<Option<Roster>>) -> impl IntoView {
    let lang = use_lang();
    let catalog = expect_context::<Lists>().catalog();
    let faction = Memo::new(move |_| {
        let id = roster.with(|r| r.as_ref().map(|r| r.faction.clone()))?;
        catalog.with(|catalog| catalog.faction(&id).cloned())
    });
    let total = move || {
        let points = faction.with(|faction| {
            let faction = faction.as_ref()?;
            roster.with(|r| r.as_ref().map(|r| r.units_points(faction)))
        });
        points.unwrap_or(0)
    };

    move || {
        let Some(faction) = faction.get() else {
            return ().into_any();
        };
        let glossary = catalog.with(|catalog| catalog.glossary.clone());
        let sections = Category::ALL
            .into_iter()
            .map(|category| {
                let units: Vec<Unit> = faction
                    .units
                    .iter()
                    .filter(|unit| unit.category == category)
                    .cloned()
                    .collect();
                let glossary = glossary.clone();
                let heading = category_msg(category);
                (!units.is_empty()).then(|| {
                    view! {
                        <h3>{tr(heading)}</h3>
                        <ul class="unit-list">
                            {units
                                .into_iter()
                                .map(|unit| view! { <UnitRow unit glossary=glossary.clone() roster /> })
                                .collect_view()}
                        </ul>
                    }
                })
            })
            .collect_view();
        view! {
            <section class="units" data-testid="units">
                <h2>{faction_title(&faction, lang.get())}" — "{tr(Msg::Units)}</h2>
                {sections}
                <p class="total">
                    {tr(Msg::Total)}": "
                    <strong data-testid="points-total">{total}</strong>
                    " "{tr(Msg::Points)}
                </p>
            </section>
        }
        .into_any()
    }
}

fn faction_title(faction: &Faction, lang: Lang) -> String {
    faction.name.get(lang).to_owned()
}

fn category_msg(category: Category) -> Msg {
    match category {
        Category::Main => Msg::Main,
        Category::Special => Msg::Special,
        Category::Rare => Msg::Rare,
    }
}

#[component]
fn UnitRow(
    unit: Unit,
    glossary: crate::army_list::Glossary,
    roster: RwSignal<Option<Roster>>,
) -> impl IntoView {
    let lang = use_lang();
    let id = unit.id.clone();
    let count = {
        let id = id.clone();
        Memo::new(move |_| roster.with(|r| r.as_ref().map_or(0, |r| r.count(&id))))
    };
    let add = {
        let id = id.clone();
        move |_| roster.update(|r| *r = r.as_ref().map(|r| r.with_unit_added(&id)))
    };
    let remove = {
        let id = id.clone();
        move |_| roster.update(|r| *r = r.as_ref().map(|r| r.with_unit_removed(&id)))
    };
    let name = unit.name.clone();
    let label = {
        let name = unit.name.clone();
        move |msg: Msg| {
            let name = name.clone();
            move || format!("{} {}", msg.text(lang.get()), name.get(lang.get()))
        }
    };
    let statline = {
        let unit = unit.clone();
        move || statline(&unit, &glossary, lang.get())
    };
    view! {
        <li class="unit-row">
            <div class="unit-info">
                <span class="unit-name">{move || name.get(lang.get()).to_owned()}</span>
                <span class="unit-points">{unit.points}" "{tr(Msg::Points)}</span>
                <span class="unit-stats">{statline}</span>
            </div>
            <div class="unit-count">
                <button
                    class="step"
                    data-testid=format!("remove-unit-{id}")
                    aria-label=label(Msg::RemoveUnit)
                    disabled=move || count.get() == 0
                    on:click=remove
                >
                    "−"
                </button>
                <span class="count" data-testid=format!("count-unit-{id}")>{count}</span>
                <button
                    class="step"
                    data-testid=format!("add-unit-{id}")
                    aria-label=label(Msg::AddUnit)
                    on:click=add
                >
                    "+"
                </button>
            </div>
        </li>
    }
}

/// "2-1 · d3 · 1 · 2 (−4) · 4+ · 2d6 · Musket 2 UW 2d6", labelled.
fn statline(unit: &Unit, glossary: &crate::army_list::Glossary, lang: Lang) -> String {
    let mut parts = vec![
        format!(
            "{} {}-{}",
            lang.pick("Speed", "Скорость"),
            unit.speed.simple,
            unit.speed.difficult
        ),
        format!("{} {}", lang.pick("Retreat", "Отступление"), unit.retreat),
        format!("{} {}", lang.pick("Strength", "Сила"), unit.strength),
        format!(
            "{} {} (−{})",
            lang.pick("Morale", "Боевой дух"),
            unit.morale,
            2 * unit.morale
        ),
        format!(
            "{} {}+",
            lang.pick("Discipline", "Дисциплина"),
            unit.discipline
        ),
        format!(
            "{} {}d6",
            lang.pick("Close combat", "Ближний бой"),
            unit.close_combat
        ),
    ];
    if let Some(fire) = &unit.fire {
        let weapon = glossary
            .weapon(&fire.weapon)
            .map_or_else(|| fire.weapon.to_string(), |w| w.name.get(lang).to_owned());
        parts.push(format!("{weapon} {} UW {}d6", fire.range, fire.dice));
    }
    parts.join(" · ")
}
