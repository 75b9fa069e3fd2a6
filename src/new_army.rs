//! Starting a new army: era, then faction (whose units can be browsed with
//! their stats), then points limit and name, or one of the faction's
//! sample armies to start from.

use super::controls::{army_name_field, on_text, PointsLimitField};
use super::custom_list::CustomListLoader;
use super::home::new_army_id;
use super::lang::{t, use_lang, CurrentLang};
use super::lists::Lists;
use super::notices::{use_notices, Notices};
use super::route::{navigate, Route};
use super::storage::DeviceStore;
use super::unit_stats::{category_label, rule_names, statline};
use clouds_core::Msg;
use clouds_core::SavedArmy;
use clouds_core::{Catalog, EraId, FactionId, SampleId};
use clouds_core::{Roster, MAX_POINTS, MIN_POINTS};
use leptos::ev;
use leptos::prelude::*;
use std::sync::Arc;

const DEFAULT_POINTS: u32 = 500;

/// What the new army's form holds as the player chooses: the era, the
/// faction, the points limit and the name.
#[derive(Clone, Copy)]
struct Choices {
    catalog: Signal<Arc<Catalog>>,
    lang: CurrentLang,
    era: RwSignal<Option<EraId>>,
    faction: RwSignal<Option<FactionId>>,
    limit: RwSignal<u32>,
    name: RwSignal<String>,
}

impl Choices {
    /// An era: its recommended points limit, and a faction to choose again.
    fn choose_era(self, id: EraId) {
        let points = self
            .catalog
            .with(|c| c.index.era(&id).and_then(|e| e.recommended_points));
        self.limit.set(points.unwrap_or(DEFAULT_POINTS));
        self.era.set(Some(id));
        self.faction.set(None);
    }

    /// A list file of the player's own, loaded: its era and faction chosen.
    fn custom_loaded(self, id: FactionId) {
        let era_id = self.catalog.with(|c| c.faction(&id).map(|f| f.era.clone()));
        if let Some(era_id) = era_id {
            self.choose_era(era_id);
        }
        self.faction.set(Some(id));
    }
}

#[component]
pub fn NewArmy() -> impl IntoView {
    let choices = Choices {
        catalog: expect_context::<Lists>().catalog(),
        lang: use_lang(),
        era: RwSignal::new(None),
        faction: RwSignal::new(None),
        limit: RwSignal::new(DEFAULT_POINTS),
        name: RwSignal::new(String::new()),
    };
    let Choices {
        faction,
        limit,
        name,
        ..
    } = choices;
    view! {
        <section class="new-army" data-testid="new-army-page">
            <h2>{t(Msg::ChooseEra)}</h2>
            <div class="choices">{move || era_buttons(choices)}</div>
            {move || faction_buttons(choices)}
            <CustomListLoader on_loaded=move |id| choices.custom_loaded(id) />
            {move || faction.get().map(|id| view! { <ArmySetup faction=id limit name /> })}
        </section>
    }
}

/// A button for each era.
fn era_buttons(choices: Choices) -> impl IntoView {
    let (era, lang) = (choices.era, choices.lang);
    choices.catalog.with(|catalog| {
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
                            move |_| choices.choose_era(id.clone())
                        }
                    >
                        <span class="choice-name">{item.name.get(lang.get()).to_owned()}</span>
                        <span class="choice-years">{format!("{}–{}", item.years[0], item.years[1])}</span>
                    </button>
                }
            })
            .collect_view()
    })
}

/// Once an era is chosen, a button for each of its factions.
fn faction_buttons(choices: Choices) -> Option<impl IntoView> {
    let (faction, lang) = (choices.faction, choices.lang);
    let era_id = choices.era.get()?;
    let buttons = choices.catalog.with(|catalog| {
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
}

/// Creating the army of the chosen faction: from the form, or from one of
/// the faction's sample armies. Shared by the handlers behind an `Arc`.
struct Creation {
    faction: FactionId,
    limit: RwSignal<u32>,
    name: RwSignal<String>,
    catalog: Signal<Arc<Catalog>>,
    lang: CurrentLang,
    store: DeviceStore,
    notices: Notices,
}

impl Creation {
    fn limit_ok(&self) -> bool {
        (MIN_POINTS..=MAX_POINTS).contains(&self.limit.get())
    }

    /// Saves `roster` as a new army and opens it in the builder.
    fn save_and_open(&self, roster: Roster) {
        let saved = SavedArmy::new(&new_army_id(), roster, js_sys::Date::now());
        self.notices.wrote(self.store.save_army(&saved));
        navigate(&Route::Edit(saved.id));
    }

    fn start_from_sample(&self, id: &SampleId) {
        let roster = self.catalog.with(|c| {
            c.faction(&self.faction)
                .and_then(|f| clouds_core::sample_roster(f, id, self.lang.now()))
        });
        if let Some(roster) = roster {
            self.save_and_open(roster);
        }
    }

    /// The army of the form, named by the player or else by default.
    fn create(&self) {
        if !self.limit_ok() {
            return;
        }
        let limit = self.limit.get_untracked();
        let default_name = self.catalog.with(|c| {
            c.faction(&self.faction)
                .map(|f| clouds_core::default_name(f, limit, self.lang.now()))
                .unwrap_or_default()
        });
        let chosen = self.name.get_untracked();
        let chosen = if chosen.trim().is_empty() {
            default_name
        } else {
            chosen
        };
        self.save_and_open(Roster::new(self.faction.clone(), &chosen, limit));
    }
}

/// The chosen faction's profile and the form that creates the army.
#[component]
fn ArmySetup(faction: FactionId, limit: RwSignal<u32>, name: RwSignal<String>) -> impl IntoView {
    let lang = use_lang();
    let catalog = expect_context::<Lists>().catalog();
    let creation = Arc::new(Creation {
        faction: faction.clone(),
        limit,
        name,
        catalog,
        lang,
        store: expect_context::<DeviceStore>(),
        notices: use_notices(),
    });
    let (ok, create) = (creation.clone(), creation.clone());
    let samples = {
        let faction = faction.clone();
        move || sample_buttons(&creation, &faction)
    };
    view! {
        {move || faction_preview(catalog, &faction, lang)}
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
                disabled=move || !ok.limit_ok()
                on:click=move |_| create.create()
            >
                {t(Msg::CreateArmy)}
            </button>
        </form>
        {samples}
    }
}

/// The faction's description and its units with their stats, to browse.
fn faction_preview(
    catalog: Signal<Arc<Catalog>>,
    faction: &FactionId,
    lang: CurrentLang,
) -> Option<impl IntoView> {
    catalog.with(|catalog| {
        let faction = catalog.faction(faction)?;
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
}

/// The faction's sample armies, each a button that starts from it.
fn sample_buttons(creation: &Arc<Creation>, faction: &FactionId) -> Option<impl IntoView> {
    let lang = creation.lang;
    creation.catalog.with(|catalog| {
        let faction = catalog.faction(faction)?;
        if faction.samples.is_empty() {
            return None;
        }
        let lang = lang.get();
        let items = faction
            .samples
            .iter()
            .map(|sample| {
                let id = sample.id.clone();
                let start = creation.clone();
                view! {
                    <button
                        type="button"
                        class="choice sample"
                        data-testid=format!("start-from-sample-{id}")
                        on:click=move |_| start.start_from_sample(&id)
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
}
