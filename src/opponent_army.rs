//! Where an opponent's army (or a team seat's) comes from, in the game
//! setup: a mirror of the player's army, a sample army of the era, or an
//! army saved on the device.

use crate::lang::{t, use_lang};
use crate::storage::{DeviceStore, StoredArmy};
use clouds_core::{sample_roster, Catalog, Lang, Roster, SetupMsg};
use leptos::prelude::*;
use std::sync::Arc;

/// Where the opponent's army (or a seat's) comes from.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum OpponentArmy {
    Mirror,
    Saved(String),
    /// One of a faction's sample armies, by faction and sample id.
    Sample(String, String),
}

impl OpponentArmy {
    pub(crate) fn value(&self) -> String {
        match self {
            OpponentArmy::Mirror => "mirror".to_owned(),
            OpponentArmy::Saved(id) => format!("saved:{id}"),
            OpponentArmy::Sample(faction, sample) => format!("sample:{faction}:{sample}"),
        }
    }

    pub(crate) fn parse(value: &str) -> OpponentArmy {
        if let Some(id) = value.strip_prefix("saved:") {
            OpponentArmy::Saved(id.to_owned())
        } else if let Some((faction, sample)) = value
            .strip_prefix("sample:")
            .and_then(|rest| rest.split_once(':'))
        {
            OpponentArmy::Sample(faction.to_owned(), sample.to_owned())
        } else {
            OpponentArmy::Mirror
        }
    }

    /// The roster it stands for, against `mine`.
    pub(crate) fn roster(
        &self,
        mine: &Roster,
        catalog: &Catalog,
        store: &DeviceStore,
        lang: Lang,
    ) -> Option<Roster> {
        match self {
            OpponentArmy::Mirror => Some(mine.clone()),
            OpponentArmy::Saved(id) => store.army(id)?.ok().map(|saved| saved.roster),
            OpponentArmy::Sample(faction, sample) => {
                let faction = catalog.factions().find(|f| f.id.as_str() == faction)?;
                sample_roster(faction, &sample.as_str().into(), lang)
            }
        }
    }
}

/// The choices of the opponent's army: a mirror, the saved armies, and a
/// target of every faction of the player's era; `chosen`, if given, is
/// shown selected (a seat's row made again keeps its choice).
#[component]
pub(crate) fn OpponentOptions(
    mine: Roster,
    catalog: Signal<Arc<Catalog>>,
    #[prop(optional)] chosen: Option<RwSignal<OpponentArmy>>,
) -> impl IntoView {
    let is_chosen = move |army: &OpponentArmy| chosen.is_some_and(|c| c.with(|c| c == army));
    let lang = use_lang();
    let store = expect_context::<DeviceStore>();
    let saved: Vec<(String, String)> = store
        .armies()
        .into_iter()
        .filter_map(|stored| match stored {
            StoredArmy::Ok(saved) => Some((saved.id, saved.roster.name)),
            StoredArmy::Damaged { .. } => None,
        })
        .collect();
    let era = catalog.with_untracked(|c| c.faction(&mine.faction).map(|f| f.era.clone()));
    // Every faction's sample armies of the player's era, by faction (a
    // list other factions replaced is not offered).
    let samples = move || {
        let lang = lang.get();
        catalog.with(|c| {
            c.factions()
                .filter(|f| Some(&f.era) == era.as_ref() && !f.is_replaced())
                .flat_map(|f| {
                    f.samples.iter().map(move |s| {
                        let label = format!(
                            "{} — {} ({})",
                            f.name.get(lang),
                            s.name.get(lang),
                            s.points_limit
                        );
                        (
                            OpponentArmy::Sample(f.id.to_string(), s.id.to_string()),
                            label,
                        )
                    })
                })
                .collect::<Vec<_>>()
        })
    };
    view! {
        <option value=OpponentArmy::Mirror.value() selected=is_chosen(&OpponentArmy::Mirror)>{t(SetupMsg::MirrorArmy)}</option>
        <optgroup label=t(SetupMsg::SampleArmies)>
            {move || samples().into_iter().map(|(army, label)| view! {
                <option value=army.value() selected=is_chosen(&army)>{label}</option>
            }).collect_view()}
        </optgroup>
        {(!saved.is_empty()).then(|| view! {
            <optgroup label=t(SetupMsg::SavedArmies)>
                {saved.into_iter().map(|(id, name)| {
                    let army = OpponentArmy::Saved(id);
                    view! { <option value=army.value() selected=is_chosen(&army)>{name}</option> }
                }).collect_view()}
            </optgroup>
        })}
    }
}
