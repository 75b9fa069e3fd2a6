//! Links made under every revision of the lists keep opening. Each file
//! `tests/fixtures/links/revision-<n>.json` holds links made with revision
//! n and the armies they held. When the lists change, bump `revision` in
//! index.json and add that revision's file with
//!
//!     BLESS_LINKS=1 cargo test --test golden_links
//!
//! which (re)writes only the current revision's file. Old files are never
//! rewritten: they are what users' links look like.

mod common;

use clouds_core::Lang;
use clouds_core::Roster;
use clouds_core::{decode_army, encode_army, LinkChange};
use common::{sample_armies, shipped_catalog};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

#[derive(Serialize, Deserialize)]
struct Golden {
    payload: String,
    army: Roster,
}

fn links_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/links")
}

#[test]
fn golden_links_of_every_revision_open() {
    let catalog = shipped_catalog();
    let current = catalog.index.revision;
    let current_file = links_dir().join(format!("revision-{current}.json"));
    if std::env::var_os("BLESS_LINKS").is_some() {
        let golden: Vec<Golden> = sample_armies()
            .into_iter()
            .map(|(_, army)| {
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
        "no golden links for revision {current}: run BLESS_LINKS=1 cargo test --test golden_links"
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

#[test]
fn links_from_before_the_re_pricing_name_the_units_whose_price_changed() {
    // Revision 3 re-priced the lists by the engine's price check. A link
    // made under revision 1 still opens, says which of its units cost
    // something else now, and is silent about those that do not: the
    // rulebook's line infantry stayed at 15, and so did cuirassiers.
    let catalog = shipped_catalog();
    let text = std::fs::read_to_string(links_dir().join("revision-1.json")).unwrap();
    let golden: Vec<Golden> = serde_json::from_str(&text).unwrap();
    let mut repriced = Vec::new();
    for link in &golden {
        let shared = decode_army(&link.payload, &catalog, Lang::En).unwrap();
        for change in &shared.changes {
            if let LinkChange::UnitPointsChanged { unit } = change {
                assert!(link.army.count(unit) > 0, "{unit} is not in the army");
                repriced.push(unit.as_str().to_owned());
            }
        }
    }
    for unit in ["pikemen", "grenadiers", "old_guard", "hussars"] {
        assert!(repriced.iter().any(|u| u == unit), "{repriced:?}");
    }
    for unit in ["line_infantry", "musketeers", "cuirassiers"] {
        assert!(!repriced.iter().any(|u| u == unit), "{repriced:?}");
    }
}
