//! Choosing an era and a faction, then the faction's units.

use super::app::ProblemList;
use super::custom_list::CustomListLoader;
use super::lang::{tr, use_lang};
use super::lists::Lists;
use super::units_view::UnitsView;
use crate::army_list::{EraId, FactionId, Origin};
use crate::i18n::Msg;
use crate::roster::Roster;
use leptos::prelude::*;

#[component]
pub fn Workspace() -> impl IntoView {
    let lang = use_lang();
    let catalog = expect_context::<Lists>().catalog();
    let era = RwSignal::new(None::<EraId>);
    let roster = RwSignal::new(None::<Roster>);
    let problems = Signal::derive(move || catalog.with(|catalog| catalog.problems.clone()));

    let era_buttons = move || {
        catalog.with(|catalog| {
            catalog
                .eras()
                .iter()
                .map(|item| {
                    let id = item.id.clone();
                    let testid = format!("era-{id}");
                    let label = item.name.get(lang.get()).to_owned();
                    let years = format!("{}–{}", item.years[0], item.years[1]);
                    let pressed = {
                        let id = id.clone();
                        move || era.get().as_ref() == Some(&id)
                    };
                    view! {
                        <button
                            class="choice"
                            data-testid=testid
                            aria-pressed=move || pressed().to_string()
                            on:click=move |_| {
                                era.set(Some(id.clone()));
                                roster.set(None);
                            }
                        >
                            <span class="choice-name">{label}</span>
                            <span class="choice-years">{years}</span>
                        </button>
                    }
                })
                .collect_view()
        })
    };

    let faction_buttons = move || {
        let Some(era_id) = era.get() else {
            return ().into_any();
        };
        catalog.with(|catalog| {
            let buttons: Vec<_> = catalog
                .factions_of(&era_id)
                .map(|faction| {
                    let id = faction.id.clone();
                    let testid = format!("faction-{id}");
                    let label = faction.name.get(lang.get()).to_owned();
                    let custom = catalog.origin(&id) == Some(Origin::Custom);
                    let pressed = {
                        let id = id.clone();
                        move || roster.with(|r| r.as_ref().map(|r| &r.faction) == Some(&id))
                    };
                    view! {
                        <button
                            class="choice"
                            data-testid=testid
                            aria-pressed=move || pressed().to_string()
                            on:click=move |_| roster.set(Some(Roster::new(id.clone())))
                        >
                            {label}
                            {custom.then(|| view! { <span class="badge">{tr(Msg::CustomBadge)}</span> })}
                        </button>
                    }
                })
                .collect();
            if buttons.is_empty() {
                view! { <p class="empty">{tr(Msg::NoFactionsInEra)}</p> }.into_any()
            } else {
                view! {
                    <h2>{tr(Msg::ChooseFaction)}</h2>
                    <div class="choices">{buttons}</div>
                }
                .into_any()
            }
        })
    };

    let on_custom_loaded = move |id: FactionId| {
        let era_id = catalog.with(|catalog| catalog.faction(&id).map(|f| f.era.clone()));
        era.set(era_id);
        roster.set(Some(Roster::new(id)));
    };

    view! {
        <Show when=move || !problems.with(Vec::is_empty)>
            <section class="list-warnings" role="status" data-testid="list-warnings">
                <p>{tr(Msg::SomeListsFailed)}</p>
                <ProblemList problems />
            </section>
        </Show>
        <section class="pickers">
            <h2>{tr(Msg::ChooseEra)}</h2>
            <div class="choices">{era_buttons}</div>
            {faction_buttons}
            <CustomListLoader on_loaded=on_custom_loaded />
        </section>
        <UnitsView roster />
    }
}
