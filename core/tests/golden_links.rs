//! Links made under every revision of the lists keep opening. Each file
//! `tests/fixtures/links/revision-<n>.json` holds links made with revision
//! n and the armies they held: from revision 4 on, every sample army of
//! every faction, so that every faction has links. When the lists change,
//! bump `revision` in index.json and add that revision's file with
//!
//!     BLESS_LINKS=1 cargo test -p clouds_core --test golden_links
//!
//! which (re)writes only the current revision's file. Old files are never
//! rewritten: they are what users' links look like.

mod common;

use clouds_core::Lang;
use clouds_core::Roster;
use clouds_core::{decode_army, encode_army, sample_roster, Catalog, LinkChange};
use common::{sample_armies, shipped_catalog};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

#[derive(Serialize, Deserialize)]
struct Golden {
    payload: String,
    army: Roster,
}

fn links_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/links")
}

/// The armies a revision's golden links hold: the armies of
/// `tests/fixtures/armies`, then every sample army of every faction.
fn golden_armies(catalog: &Catalog) -> Vec<Roster> {
    let mut armies: Vec<Roster> = sample_armies().into_iter().map(|(_, army)| army).collect();
    for faction in catalog.factions() {
        for sample in &faction.samples {
            armies.push(sample_roster(faction, &sample.id, Lang::En).unwrap());
        }
    }
    armies
}

fn golden(revision: u32) -> Vec<Golden> {
    let path = links_dir().join(format!("revision-{revision}.json"));
    serde_json::from_str(&std::fs::read_to_string(&path).unwrap())
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn the_current_revision_has_golden_links_of_every_faction() {
    let catalog = shipped_catalog();
    let golden = golden(catalog.index.revision);
    let covered: BTreeSet<&str> = golden.iter().map(|g| g.army.faction.as_str()).collect();
    let missing: Vec<&str> = catalog
        .factions()
        .map(|f| f.id.as_str())
        .filter(|id| !covered.contains(id))
        .collect();
    assert!(
        missing.is_empty(),
        "no golden link of revision {} for {missing:?}: bless them",
        catalog.index.revision
    );
}

#[test]
fn golden_links_of_every_revision_open() {
    let catalog = shipped_catalog();
    let current = catalog.index.revision;
    let current_file = links_dir().join(format!("revision-{current}.json"));
    if std::env::var_os("BLESS_LINKS").is_some() {
        let golden: Vec<Golden> = golden_armies(&catalog)
            .into_iter()
            .map(|army| {
                let faction = catalog.faction(&army.faction).unwrap();
                Golden {
                    payload: encode_army(&army, faction, current),
                    army,
                }
            })
            .collect();
        let text = serde_json::to_string_pretty(&golden).unwrap() + "\n";
        std::fs::write(&current_file, text).unwrap();
    }
    assert!(
        current_file.is_file(),
        "no golden links for revision {current}: run BLESS_LINKS=1 cargo test -p clouds_core --test golden_links"
    );

    let mut opened = 0;
    for entry in std::fs::read_dir(links_dir()).unwrap() {
        let path = entry.unwrap().path();
        let Some(revision) = path.file_stem().and_then(|stem| {
            stem.to_str()?
                .strip_prefix("revision-")?
                .parse::<u32>()
                .ok()
        }) else {
            continue;
        };
        let golden: Vec<Golden> =
            serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
        assert!(!golden.is_empty(), "{}", path.display());
        for link in golden {
            let shared = decode_army(&link.payload, &catalog, Lang::En).unwrap_or_else(|e| {
                panic!("{}: {} does not open: {e:?}", path.display(), link.payload)
            });
            assert_eq!(shared.revision, revision);
            if revision == current {
                assert_eq!(shared.roster, link.army, "{}", link.payload);
                assert!(shared.changes.is_empty(), "{:?}", shared.changes);
            } else {
                // Whatever differs from the army as it was is explained.
                for entry in &link.army.units {
                    let kept = shared.roster.count(&entry.unit) == entry.count;
                    let explained = shared.changes.iter().any(|change| match change {
                        LinkChange::UnitReplaced { old, .. }
                        | LinkChange::UnitRemoved { old, .. } => old == &entry.unit,
                        LinkChange::UnitUnknown { count } => *count == entry.count,
                        _ => false,
                    });
                    assert!(
                        kept || explained,
                        "{}: {} changed silently",
                        link.payload,
                        entry.unit
                    );
                }
            }
            opened += 1;
        }
    }
    assert!(opened >= 3, "only {opened} golden links found");
}

/// A change revision 2 made, as `changed-in-revision-2.json` expects it.
#[derive(Deserialize)]
struct Expected {
    #[serde(default)]
    replaced: Option<String>,
    #[serde(default)]
    now: Option<String>,
    #[serde(default)]
    repriced: Option<String>,
}

#[derive(Deserialize)]
struct Changed {
    payload: String,
    army: Roster,
    changes: Vec<Expected>,
}

/// Links made under revision 1 with the units revision 2 retired (ids that
/// meant two things in one era) or repriced: they open, take the successor,
/// and say so.
#[test]
fn revision_1_links_to_retired_and_repriced_units_say_what_changed() {
    let catalog = shipped_catalog();
    let path = links_dir().join("changed-in-revision-2.json");
    let links: Vec<Changed> =
        serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    assert!(links.len() >= 7);
    for link in links {
        let shared = decode_army(&link.payload, &catalog, Lang::En)
            .unwrap_or_else(|e| panic!("{} does not open: {e:?}", link.payload));
        assert_eq!(shared.revision, 1);
        let faction = catalog.faction(&link.army.faction).unwrap();
        for expected in &link.changes {
            let found = shared
                .changes
                .iter()
                .any(|change| match (change, expected) {
                    (
                        LinkChange::UnitReplaced {
                            old, now, count, ..
                        },
                        Expected {
                            replaced: Some(was),
                            now: Some(is),
                            ..
                        },
                    ) => {
                        old.as_str() == was
                            && now.as_str() == is
                            && *count == link.army.count(old)
                            && shared.roster.count(now) == *count
                    }
                    (
                        LinkChange::UnitPointsChanged { unit },
                        Expected {
                            repriced: Some(id), ..
                        },
                    ) => unit.as_str() == id,
                    _ => false,
                });
            assert!(
                found,
                "{}: not reported: {:?}",
                link.payload, shared.changes
            );
        }
        // Whatever else is reported is a unit whose price changed since
        // revision 1: the units revision 2 repriced and those revision 3
        // re-priced, exactly as the price lists of those revisions tell.
        for expected in &link.changes {
            if let Some(id) = &expected.repriced {
                assert!(
                    was_repriced(1, 2, &link.army.faction, id),
                    "{id} did not change its price in revision 2"
                );
            }
        }
        let replaced = link.changes.iter().filter(|c| c.replaced.is_some()).count();
        assert_eq!(
            shared.changes.len() - replaced,
            repriced_since(1, &link.army, &catalog).len(),
            "{:?}",
            shared.changes
        );
        assert_eq!(
            reported_repricings(&shared.changes),
            repriced_since(1, &link.army, &catalog)
        );
        // The report reads as a sentence in both languages.
        for change in &shared.changes {
            for lang in [Lang::En, Lang::Ru] {
                assert!(!change.message(lang, faction).is_empty());
            }
        }
        // Nothing else moved.
        for entry in &link.army.units {
            let touched = link
                .changes
                .iter()
                .any(|c| c.replaced.as_deref() == Some(entry.unit.as_str()));
            if !touched {
                assert_eq!(shared.roster.count(&entry.unit), entry.count);
            }
        }
    }
}

/// Each unit's price under revision `revision` of the lists, by faction
/// (`prices-revision-<n>.json`, written when that revision was replaced).
fn prices(revision: u32) -> BTreeMap<String, BTreeMap<String, u32>> {
    let path = links_dir().join(format!("prices-revision-{revision}.json"));
    serde_json::from_str(&std::fs::read_to_string(&path).unwrap())
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// A link records a price by its last four bits: it notices a change
/// unless the price moved by a multiple of 16.
fn noticed(old: u32, new: u32) -> bool {
    old % 16 != new % 16
}

fn was_repriced(from: u32, to: u32, faction: &clouds_core::FactionId, unit: &str) -> bool {
    let price = |revision| prices(revision)[faction.as_str()][unit];
    price(from) != price(to)
}

/// The units of `army` (as made under `revision`) that are still in the
/// lists and whose price a link of that revision sees changed today.
fn repriced_since(
    revision: u32,
    army: &Roster,
    catalog: &clouds_core::Catalog,
) -> BTreeSet<String> {
    let then = &prices(revision)[army.faction.as_str()];
    let faction = catalog.faction(&army.faction).unwrap();
    army.units
        .iter()
        .filter_map(|entry| {
            let now = faction.unit(&entry.unit)?.points;
            let was = then[entry.unit.as_str()];
            noticed(was, now).then(|| entry.unit.as_str().to_owned())
        })
        .collect()
}

fn reported_repricings(changes: &[LinkChange]) -> BTreeSet<String> {
    changes
        .iter()
        .filter_map(|change| match change {
            LinkChange::UnitPointsChanged { unit } => Some(unit.as_str().to_owned()),
            _ => None,
        })
        .collect()
}

#[test]
fn links_from_before_the_re_pricing_name_the_units_whose_price_changed() {
    // Revision 3 re-priced the lists by the engine's price check. A link
    // made under an earlier revision still opens and names exactly the
    // units that cost something else now, by the price lists of its own
    // revision; the rulebook's line infantry stayed at 15.
    let catalog = shipped_catalog();
    let current = catalog.index.revision;
    let mut repriced = BTreeSet::new();
    for revision in 1..current {
        let path = links_dir().join(format!("revision-{revision}.json"));
        let golden: Vec<Golden> =
            serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
        for link in &golden {
            let shared = decode_army(&link.payload, &catalog, Lang::En).unwrap();
            let reported = reported_repricings(&shared.changes);
            assert_eq!(
                reported,
                repriced_since(revision, &link.army, &catalog),
                "revision {revision}: {}",
                link.army.name
            );
            repriced.extend(reported);
        }
    }
    assert!(!repriced.contains("line_infantry"), "{repriced:?}");
    assert!(repriced.len() >= 5, "{repriced:?}");
}

/// A change revision 4 made, as `changed-in-revision-4.json` expects it.
#[derive(Deserialize)]
struct Expected4 {
    #[serde(default)]
    replaced: Option<String>,
    #[serde(default)]
    asset_replaced: Option<String>,
    #[serde(default)]
    now: Option<String>,
    #[serde(default)]
    asset_removed: Option<String>,
}

#[derive(Deserialize)]
struct Changed4 {
    payload: String,
    army: Roster,
    changes: Vec<Expected4>,
}

/// Links made under revision 3 to what revision 4 changed: armies of the
/// English Civil Wars' single list, which revision 4 split into Royalists,
/// Parliament and Covenanters, open unchanged in the old list, which names
/// its successors and is no longer offered for new armies; the unit and
/// the assets revision 4 retired are taken as their successors or left
/// out, and said so. Nothing else changes.
#[test]
fn revision_3_links_to_what_revision_4_changed_say_so() {
    let catalog = shipped_catalog();
    let path = links_dir().join("changed-in-revision-4.json");
    let links: Vec<Changed4> =
        serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let mut split = 0;
    for link in &links {
        let shared = decode_army(&link.payload, &catalog, Lang::En)
            .unwrap_or_else(|e| panic!("{} does not open: {e:?}", link.payload));
        assert_eq!(shared.revision, 3);
        assert_eq!(shared.roster.faction, link.army.faction);
        let faction = catalog.faction(&link.army.faction).unwrap();
        if faction.is_replaced() {
            split += 1;
            assert_eq!(shared.roster, link.army, "{}", link.payload);
            assert!(shared.changes.is_empty(), "{:?}", shared.changes);
            assert!(!catalog
                .factions_of(&faction.era)
                .any(|f| f.id == faction.id));
            for successor in &faction.replaced_by {
                assert!(catalog
                    .factions_of(&faction.era)
                    .any(|f| &f.id == successor));
            }
        }
        assert_eq!(
            shared.changes.len(),
            link.changes.len(),
            "{:?}",
            shared.changes
        );
        for expected in &link.changes {
            let found = shared.changes.iter().any(|change| match change {
                LinkChange::UnitReplaced {
                    old, now, count, ..
                } => {
                    expected.replaced.as_deref() == Some(old.as_str())
                        && expected.now.as_deref() == Some(now.as_str())
                        && *count == link.army.count(old)
                        && shared.roster.count(now) == *count
                }
                LinkChange::AssetReplaced { old, now, .. } => {
                    expected.asset_replaced.as_deref() == Some(old.as_str())
                        && expected.now.as_deref() == Some(now.as_str())
                        && shared.roster.assets.iter().any(|a| &a.asset == now)
                }
                LinkChange::AssetRemoved { old, .. } => {
                    expected.asset_removed.as_deref() == Some(old.as_str())
                        && !shared.roster.assets.iter().any(|a| &a.asset == old)
                }
                _ => false,
            });
            assert!(
                found,
                "{}: not reported: {:?}",
                link.payload, shared.changes
            );
        }
        for change in &shared.changes {
            for lang in [Lang::En, Lang::Ru] {
                assert!(!change.message(lang, faction).is_empty());
            }
        }
        // Every unit not replaced is still there, as many as before.
        for entry in &link.army.units {
            if !link
                .changes
                .iter()
                .any(|c| c.replaced.as_deref() == Some(entry.unit.as_str()))
            {
                assert_eq!(shared.roster.count(&entry.unit), entry.count);
            }
        }
    }
    assert!(split >= 2, "links of the English Civil Wars' old list");
}
