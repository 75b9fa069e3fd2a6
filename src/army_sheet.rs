//! An army as a sheet to read: its units with counts and full statlines,
//! its assets, and the special rules present explained. Used by the shared
//! (read-only) view and the print view.

use super::lang::use_lang;
use super::unit_stats::{category_label, rule_names, statline};
use clouds_core::Roster;
use clouds_core::RuleId;
use clouds_core::{Faction, Glossary};
use clouds_core::{Lang, Msg};
use leptos::prelude::*;
use std::sync::Arc;

/// The army's units and assets, one row each.
#[component]
pub fn SheetUnits(roster: Roster, faction: Arc<Faction>, glossary: Arc<Glossary>) -> impl IntoView {
    let lang = use_lang();
    move || {
        let lang = lang.get();
        let units = roster
            .units
            .iter()
            .filter_map(|entry| {
                let unit = faction.unit(&entry.unit)?;
                let rules = rule_names(unit, &glossary, lang)
                    .into_iter()
                    .map(|(name, _)| name)
                    .collect::<Vec<_>>()
                    .join(", ");
                Some(view! {
                    <tr class="sheet-unit" data-testid="sheet-unit">
                        <td class="count">{entry.count}" ×"</td>
                        <td>
                            <strong>{unit.name.get(lang).to_owned()}</strong>
                            <span class="category">" · "{category_label(unit.category, lang)}</span>
                            <div class="stats">{statline(unit, &glossary, lang)}</div>
                            <div class="rules">{rules}</div>
                        </td>
                        <td class="points">{unit.points * entry.count}</td>
                    </tr>
                })
            })
            .collect_view();
        let assets = roster
            .assets
            .iter()
            .filter_map(|entry| {
                let asset = faction.asset(&entry.asset)?;
                Some(view! {
                    <tr class="sheet-asset" data-testid="sheet-asset">
                        <td class="count">{entry.copies}" ×"</td>
                        <td>
                            <strong>{asset.name.get(lang).to_owned()}</strong>
                            <div class="stats">{asset.text.get(lang).to_owned()}</div>
                        </td>
                        <td class="points">{asset.points * entry.copies}</td>
                    </tr>
                })
            })
            .collect_view();
        view! {
            <table class="sheet-table">
                <thead>
                    <tr>
                        <th scope="col">"#"</th>
                        <th scope="col">{Msg::Units.text(lang)}</th>
                        <th scope="col" class="points">{Msg::Points.text(lang)}</th>
                    </tr>
                </thead>
                <tbody>{units}</tbody>
                <tbody class="sheet-assets">{assets}</tbody>
            </table>
        }
    }
}

/// The special rules the army's units carry, each explained once.
pub fn rules_present(
    roster: &Roster,
    faction: &Faction,
    glossary: &Glossary,
    lang: Lang,
) -> Vec<(String, String)> {
    let mut seen: Vec<&RuleId> = Vec::new();
    for entry in &roster.units {
        if let Some(unit) = faction.unit(&entry.unit) {
            for rule in &unit.special_rules {
                if !seen.contains(&&rule.id) {
                    seen.push(&rule.id);
                }
            }
        }
    }
    glossary
        .special_rules
        .iter()
        .filter(|rule| seen.contains(&&rule.id))
        .map(|rule| {
            (
                rule.name.get(lang).to_owned(),
                rule.text.get(lang).to_owned(),
            )
        })
        .collect()
}
