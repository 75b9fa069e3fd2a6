//! The faction's assets, with copies where the list allows them.

use super::use_army;
use crate::controls::Stepper;
use crate::lang::{t, use_lang};
use clouds_core::Asset;
use clouds_core::Concern;
use clouds_core::Edit;
use clouds_core::{count_noun, Msg, Noun};
use leptos::prelude::*;

#[component]
pub fn AssetsPanel() -> impl IntoView {
    let army = use_army();
    let lang = use_lang();
    let used = move || {
        army.summary.with(|s| {
            s.as_ref().map_or(String::new(), |s| {
                format!(
                    "{} / {}",
                    s.assets_taken,
                    count_noun(lang.get(), s.assets_allowed.into(), Noun::Asset)
                )
            })
        })
    };
    move || {
        let faction = army.faction.get()?;
        let rows = faction
            .assets
            .iter()
            .cloned()
            .map(|asset| view! { <AssetRow asset /> })
            .collect_view();
        Some(view! {
            <section class="assets" data-testid="assets">
                <h2>{t(Msg::Assets)}" · "<span data-testid="assets-used">{used}</span></h2>
                <p class="hint">{t(Msg::AssetsRule)}</p>
                <ul class="unit-list">{rows}</ul>
            </section>
        })
    }
}

#[component]
fn AssetRow(asset: Asset) -> impl IntoView {
    let army = use_army();
    let lang = use_lang();
    let id = asset.id.clone();
    let copies = {
        let id = id.clone();
        Memo::new(move |_| army.roster.with(|r| r.copies(&id)))
    };
    let flagged = {
        let id = id.clone();
        move || {
            army.diagnostics.with(|d| {
                d.iter()
                    .any(|d| matches!(&d.concern, Concern::Asset(a) if a == &id))
            })
        }
    };
    let max = asset.max_copies;
    let copies_note =
        move || (max > 1).then(|| format!("{} {max}", Msg::UpToCopies.text(lang.get())));
    let name = asset.name.clone();
    let text = asset.text.clone();
    let add = {
        let id = id.clone();
        move || army.edit(Edit::AddAsset(id.clone()))
    };
    let remove = {
        let id = id.clone();
        move || army.edit(Edit::RemoveAsset(id.clone()))
    };
    view! {
        <li class="unit-row" class:flagged=flagged class:chosen=move || { copies.get() > 0 }>
            <div class="unit-info">
                <span class="unit-name">{move || name.get(lang.get()).to_owned()}</span>
                <span class="unit-points">{asset.points}" "{t(Msg::Points)}</span>
                <span class="unit-stats">{move || text.get(lang.get()).to_owned()}</span>
                <span class="unit-note">{copies_note}</span>
            </div>
            <Stepper
                kind="asset"
                id=id.to_string()
                count=copies
                name=asset.name.clone()
                on_add=add
                on_remove=remove
            />
        </li>
    }
}
