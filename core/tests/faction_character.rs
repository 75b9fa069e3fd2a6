//! Every faction has a character of its own. Statlines shared across
//! factions are intended (the action board carries the difference), but no
//! two factions of an era may be near-copies:
//!
//! - every faction has at least two tactics or assets of its own: not a
//!   shared entry of `common.json`, used by no other faction of its era,
//!   and doing what no entry of another faction of its era does;
//! - no two tactics with the same effect carry different ids (or names);
//! - for every pair of factions of an era, the closeness (the mean of the
//!   share of their unit statlines and the share of their boards that they
//!   have in common) stays within [`CLOSENESS_BOUND`].
//!
//! A faction that other factions replaced (`replaced_by`, kept so that old
//! armies and links open) is not offered for new armies and is left out.
//! army_lists/README.md ("Character") explains the measure and the bound.

mod common;

use clouds_core::{Catalog, Faction};
use common::shipped_catalog;
use std::collections::{BTreeMap, BTreeSet};

/// The most two factions of an era may have in common. The closest pairs
/// today are listed in army_lists/README.md.
const CLOSENESS_BOUND: f64 = 0.5;

/// A unit's statline and special rules, without its id, name, category,
/// price, note or years.
fn statline(unit: &clouds_core::Unit) -> String {
    let mut value = serde_json::to_value(unit).unwrap();
    let object = value.as_object_mut().unwrap();
    for key in ["id", "name", "category", "points", "points_note", "years"] {
        object.remove(key);
    }
    let rules = object
        .get_mut("special_rules")
        .unwrap()
        .as_array_mut()
        .unwrap();
    rules.sort_by_key(|r| r.to_string());
    value.to_string()
}

/// What a tactic does, whatever it is called and whenever it is played.
fn tactic_effect(tactic: &clouds_core::Tactic) -> String {
    format!("tactic {}", serde_json::to_string(&tactic.effect).unwrap())
}

/// What an asset gives, at what price and how many times.
fn asset_effect(asset: &clouds_core::Asset) -> String {
    format!(
        "asset {} {} {}",
        serde_json::to_string(&asset.effect).unwrap(),
        asset.points,
        asset.max_copies
    )
}

/// The faction's board as what its entries do: tactics and assets.
fn board(faction: &Faction) -> BTreeSet<String> {
    faction
        .tactics
        .iter()
        .map(tactic_effect)
        .chain(faction.assets.iter().map(asset_effect))
        .collect()
}

fn units(faction: &Faction) -> BTreeSet<String> {
    faction.units.iter().map(statline).collect()
}

fn share(a: &BTreeSet<String>, b: &BTreeSet<String>) -> f64 {
    let union = a.union(b).count();
    if union == 0 {
        return 0.0;
    }
    a.intersection(b).count() as f64 / union as f64
}

/// How close two factions are, from 0 (nothing in common) to 1 (the same
/// statlines and the same board): the mean of the share of their unit
/// statlines and the share of their tactics and assets (by effect) that
/// they have in common, each shared over all that either has.
fn closeness(a: &Faction, b: &Faction) -> (f64, f64, f64) {
    let units = share(&units(a), &units(b));
    let board = share(&board(a), &board(b));
    ((units + board) / 2.0, units, board)
}

/// Every pair of offered factions of an era, closest first.
fn pairs(catalog: &Catalog) -> Vec<(f64, f64, f64, String, String)> {
    let mut pairs = Vec::new();
    for era in catalog.eras() {
        let factions: Vec<&Faction> = catalog.factions_of(&era.id).collect();
        for (i, a) in factions.iter().enumerate() {
            for b in &factions[i + 1..] {
                let (close, units, board) = closeness(a, b);
                pairs.push((close, units, board, a.id.to_string(), b.id.to_string()));
            }
        }
    }
    pairs.sort_by(|x, y| y.0.total_cmp(&x.0));
    pairs
}

fn describe(pair: &(f64, f64, f64, String, String)) -> String {
    let (close, units, board, a, b) = pair;
    format!("{close:.2} (statlines {units:.2}, board {board:.2}): {a} / {b}")
}

#[test]
fn no_two_factions_of_an_era_are_near_copies() {
    let catalog = shipped_catalog();
    let pairs = pairs(&catalog);
    let closest: Vec<String> = pairs.iter().take(8).map(describe).collect();
    println!("closest pairs:\n{}", closest.join("\n"));
    let too_close: Vec<String> = pairs
        .iter()
        .filter(|pair| pair.0 > CLOSENESS_BOUND)
        .map(describe)
        .collect();
    assert!(
        too_close.is_empty(),
        "closer than {CLOSENESS_BOUND}:\n{}",
        too_close.join("\n")
    );
}

#[test]
fn every_faction_has_two_tactics_or_assets_of_its_own() {
    let catalog = shipped_catalog();
    let shared: BTreeSet<&str> = catalog
        .glossary
        .tactics
        .iter()
        .map(|t| t.id.as_str())
        .chain(catalog.glossary.assets.iter().map(|a| a.id.as_str()))
        .collect();
    let mut wrong = Vec::new();
    for era in catalog.eras() {
        let factions: Vec<&Faction> = catalog.factions_of(&era.id).collect();
        for faction in &factions {
            let others: Vec<&&Faction> = factions.iter().filter(|f| f.id != faction.id).collect();
            let elsewhere_ids: BTreeSet<&str> = others
                .iter()
                .flat_map(|f| {
                    f.tactics
                        .iter()
                        .map(|t| t.id.as_str())
                        .chain(f.assets.iter().map(|a| a.id.as_str()))
                })
                .collect();
            let elsewhere_effects: BTreeSet<String> =
                others.iter().flat_map(|f| board(f)).collect();
            let own: Vec<&str> = faction
                .tactics
                .iter()
                .map(|t| (t.id.as_str(), tactic_effect(t)))
                .chain(
                    faction
                        .assets
                        .iter()
                        .map(|a| (a.id.as_str(), asset_effect(a))),
                )
                .filter(|(id, effect)| {
                    !shared.contains(id)
                        && !elsewhere_ids.contains(id)
                        && !elsewhere_effects.contains(effect)
                })
                .map(|(id, _)| id)
                .collect();
            if own.len() < 2 {
                wrong.push(format!("{}: {own:?}", faction.id));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "fewer than two tactics or assets of their own:\n{}",
        wrong.join("\n")
    );
}

#[test]
fn no_two_tactics_with_the_same_effect_have_different_ids() {
    let catalog = shipped_catalog();
    let mut by_effect: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let tactics = catalog
        .glossary
        .tactics
        .iter()
        .chain(catalog.factions().flat_map(|f| f.tactics.iter()));
    for tactic in tactics {
        by_effect
            .entry(tactic_effect(tactic))
            .or_default()
            .insert(format!("{} «{}»", tactic.id, tactic.name.en));
    }
    let repeated: Vec<String> = by_effect
        .into_iter()
        .filter(|(_, ids)| ids.len() > 1)
        .map(|(effect, ids)| format!("{ids:?} all do {effect}"))
        .collect();
    assert!(repeated.is_empty(), "{}", repeated.join("\n"));
}

#[test]
fn a_replaced_faction_names_offered_factions_of_its_era() {
    let catalog = shipped_catalog();
    for faction in catalog.factions().filter(|f| f.is_replaced()) {
        for successor in &faction.replaced_by {
            let now = catalog
                .faction(successor)
                .unwrap_or_else(|| panic!("{} names no faction {successor}", faction.id));
            assert_eq!(now.era, faction.era, "{} → {successor}", faction.id);
            assert!(!now.is_replaced(), "{} → {successor}", faction.id);
        }
    }
}
