//! Starting a new army: era, then faction (whose units can be browsed with
//! their stats), then points limit and name, or one of the faction's
//! sample armies to start from.

use super::controls::{army_name_field, on_text, PointsLimitField};
use super::custom_list::CustomListLoader;
use super::home::new_army_id;
use super::lang::{t, use_lang};
use super::lists::Lists;
use super::notices::use_notices;
use super::route::{navigate, Route};
use super::storage::DeviceStore;
use super::unit_stats::{category_label, rule_names, statline};
use clouds_core::Msg;
use clouds_core::SavedArmy;
use clouds_core::{EraId, FactionId, SampleId};
use clouds_core::{Roster, MAX_POINTS, MIN_POINTS};
use leptos::ev;
use leptos::prelude::*;

const DEFAULT_POINTS: u32 = 500;

#[component]
pub fn NewArmy() -> impl IntoView {
    let lang = use_lang();
    let catalog = expect_context::<Lists>().catalog();
    let era = RwSignal::new(None::<EraId>);
    let faction = RwSignal::new(None::<FactionId>);
    let limit = RwSignal::new(DEFAULT_POINTS);
    let name = RwSignal::new(String::new());

    let choose_era = move |id: EraId| {
        let points = catalog.with(|c| c.index.era(&id).and_then(|e| e.recommended_points));
        limit.set(points.unwrap_or(DEFAULT_POINTS));
        era.set(Some(id));
        faction.set(None);
    };
    let era_buttons = move || {
        catalog.with(|catalog| {
            catalog
                .eras()
                .iter()
                .map(|item| {
                    let id = item.id.clone();
                    let pressed = {
                        let id = id.clone();
                        move || era.get().as_ref() == Some(&id)
                    };
                    view! {
                        <button
                            class="choice"
                            data-testid=format!("era-{id}")
                            aria-pressed=move || pressed().to_string()
                            on:click={
                                let id = id.clone();
                                move |_| choose_era(id.clone())
                            }
                        >
                            <span class="choice-name">{item.name.get(lang.get()).to_owned()}</span>
                            <span class="choice-years">{format!("{}–{}", item.years[0], item.years[1])}</span>
                        </button>
                    }
                })
                .collect_view()
        })
    };
    let faction_buttons = move || {
        let era_id = era.get()?;
        let buttons = catalog.with(|catalog| {
            catalog
                .factions_of(&era_id)
                .map(|item| {
                    let id = item.id.clone();
                    let custom = catalog.origin(&id) == Some(clouds_core::Origin::Custom);
                    let pressed = {
                        let id = id.clone();
                        move || faction.get().as_ref() == Some(&id)
                    };
                    view! {
                        <button
                            class="choice"
                            data-testid=format!("faction-{id}")
                            aria-pressed=move || pressed().to_string()
                            on:click={
                                let id = id.clone();
                                move |_| faction.set(Some(id.clone()))
                            }
                        >
                            {item.name.get(lang.get()).to_owned()}
                            {custom.then(|| view! { <span class="badge">{t(Msg::CustomBadge)}</span> })}
                        </button>
                    }
                })
                .collect::<Vec<_>>()
        });
        Some(view! {
            <h2>{t(Msg::ChooseFaction)}</h2>
            <div class="choices">{buttons}</div>
        })
    };
    let on_custom_loaded = move |id: FactionId| {
        let era_id = catalog.with(|c| c.faction(&id).map(|f| f.era.clone()));
        if let Some(era_id) = era_id {
            choose_era(era_id);
        }
        faction.set(Some(id));
    };

    view! {
        <section class="new-army" data-testid="new-army-page">
            <h2>{t(Msg::ChooseEra)}</h2>
            <div class="choices">{era_buttons}</div>
            {faction_buttons}
            <CustomListLoader on_loaded=on_custom_loaded />
            {move || faction.get().map(|id| view! { <ArmySetup faction=id limit name /> })}
        </section>
    }
}

/// The chosen faction's profile and the form that creates the army.
#[component]
fn ArmySetup(faction: FactionId, limit: RwSignal<u32>, name: RwSignal<String>) -> impl IntoView {
    let lang = use_lang();
    let catalog = expect_context::<Lists>().catalog();
    let store = expect_context::<DeviceStore>();
    let notices = use_notices();
    let limit_ok = move || (MIN_POINTS..=MAX_POINTS).contains(&limit.get());
    let faction_for_preview = faction.clone();
    let preview = move || {
        catalog.with(|catalog| {
            let faction = catalog.faction(&faction_for_preview)?;
            let lang = lang.get();
            let glossary = &catalog.glossary;
            let units = faction
                .units
                .iter()
                .map(|unit| {
                    let rules = rule_names(unit, glossary, lang)
                        .into_iter()
                        .map(|(name, _)| name)
                        .collect::<Vec<_>>()
                        .join(", ");
                    view! {
                        <li class="preview-unit">
                            <span class="unit-name">{unit.name.get(lang).to_owned()}</span>
                            <span class="unit-points">{unit.points}" "{Msg::Points.text(lang)}</span>
                            <span class="unit-category">{category_label(unit.category, lang)}</span>
                            <span class="unit-stats">{statline(unit, glossary, lang)}</span>
                            <span class="unit-rules">{rules}</span>
                        </li>
                    }
                })
                .collect_view();
            Some(view! {
                <section class="faction-preview" data-testid="faction-preview">
                    <h3>{faction.name.get(lang).to_owned()}</h3>
                    {faction.description.as_ref().map(|d| view! { <p class="description">{d.get(lang).to_owned()}</p> })}
                    <details>
                        <summary>{Msg::BrowseUnits.text(lang)}" ("{faction.units.len()}")"</summary>
                        <ul class="preview-units">{units}</ul>
                    </details>
                </section>
            })
        })
    };
    let from_sample = {
        let store = store.clone();
        let faction = faction.clone();
        move |id: SampleId| {
            let roster = catalog.with(|c| {
                c.faction(&faction)
                    .and_then(|f| clouds_core::sample_roster(f, &id, lang.now()))
            });
            let Some(roster) = roster else {
                return;
            };
            let saved = SavedArmy::new(&new_army_id(), roster, js_sys::Date::now());
            notices.wrote(store.save_army(&saved));
            navigate(&Route::Edit(saved.id));
        }
    };
    let faction_for_samples = faction.clone();
    let samples = move || {
        catalog.with(|catalog| {
            let faction = catalog.faction(&faction_for_samples)?;
            if faction.samples.is_empty() {
                return None;
            }
            let lang = lang.get();
            let items = faction
                .samples
                .iter()
                .map(|sample| {
                    let id = sample.id.clone();
                    let start = from_sample.clone();
                    view! {
                        <button
                            type="button"
                            class="choice sample"
                            data-testid=format!("start-from-sample-{id}")
                            on:click=move |_| start(id.clone())
                        >
                            <span class="choice-name">
                                {sample.name.get(lang).to_owned()}" · "{sample.points_limit}" "
                                {Msg::Points.text(lang)}
                            </span>
                            <span class="choice-years">{sample.description.get(lang).to_owned()}</span>
                        </button>
                    }
                })
                .collect_view();
            Some(view! {
                <section class="samples" data-testid="samples">
                    <h3>{Msg::StartFromSample.text(lang)}</h3>
                    <div class="choices">{items}</div>
                </section>
            })
        })
    };
    let create = move |_| {
        if !limit_ok() {
            return;
        }
        let default_name = catalog.with(|c| {
            c.faction(&faction)
                .map(|f| clouds_core::default_name(f, limit.get_untracked(), lang.now()))
                .unwrap_or_default()
        });
        let chosen = name.get_untracked();
        let chosen = if chosen.trim().is_empty() {
            default_name
        } else {
            chosen
        };
        let roster = Roster::new(faction.clone(), &chosen, limit.get_untracked());
        let saved = SavedArmy::new(&new_army_id(), roster, js_sys::Date::now());
        notices.wrote(store.save_army(&saved));
        navigate(&Route::Edit(saved.id));
    };

    view! {
        {preview}
        <form class="army-setup" on:submit=|ev| ev.prevent_default()>
            <PointsLimitField
                value=limit
                on_commit=move |points| limit.set(points)
                live=true
            />
            {army_name_field(
                move || name.get(),
                move || Msg::ArmyNamePlaceholder.text(lang.get()),
                on_text(ev::input, move |text| name.set(text)),
            )}
            <button
                type="submit"
                class="primary"
                data-testid="create-army"
                disabled=move || !limit_ok()
                on:click=create
            >
                {t(Msg::CreateArmy)}
            </button>
        </form>
        {samples}
    }
}
