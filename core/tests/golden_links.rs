//! Links made under every revision of the lists keep opening. Each file
//! `tests/fixtures/links/revision-<n>.json` holds links made with revision
//! n and the armies they held. When the lists change, bump `revision` in
//! index.json and add that revision's file with
//!
//!     BLESS_LINKS=1 cargo test -p clouds_core --test golden_links
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
        assert_eq!(
            shared.changes.len(),
            link.changes.len(),
            "{:?}",
            shared.changes
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
