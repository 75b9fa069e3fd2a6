//! Share links: short, versioned, exact, and safe against any input.

mod common;

use clouds_core::Lang;
use clouds_core::MAX_PAYLOAD_CHARS;
use clouds_core::{check_roster, is_legal};
use clouds_core::{decode_army, encode_army, LinkChange, LinkError};
use clouds_core::{Catalog, UnitId};
use clouds_core::{Edit, Roster, Skill};
use common::{sample_armies, shipped_catalog};

fn payload_of(catalog: &Catalog, roster: &Roster) -> String {
    let faction = catalog.faction(&roster.faction).expect("sample faction");
    encode_army(roster, faction, catalog.index.revision)
}

#[test]
fn the_sample_armies_are_legal_500_point_armies() {
    let catalog = shipped_catalog();
    let samples = sample_armies();
    assert_eq!(samples.len(), 3, "one sample per era");
    for (era, roster) in &samples {
        let faction = catalog.faction(&roster.faction).unwrap();
        assert_eq!(&faction.era.to_string(), era);
        assert_eq!(roster.points_limit, 500);
        let diagnostics = check_roster(roster, faction, &catalog.glossary);
        assert!(is_legal(&diagnostics), "{era}: {diagnostics:?}");
    }
}

#[test]
fn every_sample_army_round_trips_in_at_most_80_characters() {
    let catalog = shipped_catalog();
    for (era, roster) in sample_armies() {
        let payload = payload_of(&catalog, &roster);
        assert!(
            payload.chars().count() <= 80,
            "{era}: {} chars: {payload}",
            payload.len()
        );
        let shared = decode_army(&payload, &catalog, Lang::En).expect("decodes");
        assert_eq!(shared.roster, roster, "{era}");
        assert!(shared.changes.is_empty(), "{era}: {:?}", shared.changes);
        assert_eq!(shared.revision, catalog.index.revision);
    }
}

#[test]
fn every_faction_and_unit_round_trips() {
    let catalog = shipped_catalog();
    for faction in catalog.factions() {
        let mut roster = Roster::new(faction.id.clone(), "Всё и сразу: 12 × «élite»", 1000)
            .apply(&Edit::SetCommander(Some(Skill::Mediocre)));
        for (i, unit) in faction.units.iter().enumerate() {
            for _ in 0..=(i % 3) {
                roster = roster.apply(&Edit::AddUnit(unit.id.clone()));
            }
        }
        for asset in &faction.assets {
            roster = roster.apply(&Edit::AddAsset(asset.id.clone()));
        }
        let payload = payload_of(&catalog, &roster);
        let shared = decode_army(&payload, &catalog, Lang::Ru).expect("decodes");
        assert_eq!(shared.roster, roster, "{}", faction.id);
    }
}

#[test]
fn a_default_name_costs_nothing_and_follows_the_reader_s_language() {
    let catalog = shipped_catalog();
    let faction = catalog.faction(&"empires_france".into()).unwrap();
    let roster = Roster::new(faction.id.clone(), "French Empire 500", 500);
    let payload = encode_army(&roster, faction, catalog.index.revision);
    let ru = decode_army(&payload, &catalog, Lang::Ru).unwrap();
    assert_eq!(ru.roster.name, "Французская империя 500");
    let named = Roster::new(faction.id.clone(), "Armée du Nord", 500);
    assert!(encode_army(&named, faction, 1).len() > payload.len());
}

#[test]
fn names_in_any_script_survive_and_stay_plain_text() {
    let catalog = shipped_catalog();
    let faction = catalog.faction(&"empires_france".into()).unwrap();
    for name in [
        "<script>alert(1)</script>",
        "Армия 😀 ☃",
        "Łódź — «Kraków»",
        "名前",
    ] {
        let roster = Roster::new(faction.id.clone(), name, 500);
        let shared = decode_army(&encode_army(&roster, faction, 1), &catalog, Lang::En).unwrap();
        assert_eq!(shared.roster.name, name);
    }
}

#[test]
fn bad_links_get_their_own_error() {
    let catalog = shipped_catalog();
    let (_, roster) = sample_armies().remove(0);
    let good = payload_of(&catalog, &roster);
    let decode_err = |text: &str| decode_army(text, &catalog, Lang::En).unwrap_err();
    assert_eq!(decode_err(""), LinkError::Empty);
    assert_eq!(decode_err(&good[..good.len() / 2]), LinkError::CutShort);
    assert_eq!(decode_err(&good[..good.len() - 1]), LinkError::CutShort);
    assert_eq!(decode_err("abc<def"), LinkError::BadCharacter { at: 3 });
    let huge = "A".repeat(100_000);
    assert_eq!(
        decode_err(&huge),
        LinkError::TooLong {
            chars: 100_000,
            max: MAX_PAYLOAD_CHARS
        }
    );
    // A changed character is noticed.
    let mut garbled: Vec<char> = good.chars().collect();
    let middle = garbled.len() / 2;
    garbled[middle] = if garbled[middle] == 'A' { 'B' } else { 'A' };
    let garbled: String = garbled.into_iter().collect();
    assert!(matches!(
        decode_err(&garbled),
        LinkError::Damaged | LinkError::CutShort | LinkError::UnknownFaction
    ));
    // A newer format is named as such.
    let mut future = base64_bytes(&good);
    future[0] = (future[0] & 0x0F) | 0x20;
    assert_eq!(
        decode_err(&to_base64(&future)),
        LinkError::FutureFormat { found: 2 }
    );
}

#[test]
fn enormous_counts_are_refused() {
    let catalog = shipped_catalog();
    let faction = catalog.faction(&"empires_france".into()).unwrap();
    let mut roster = Roster::new(faction.id.clone(), "Horde", 500);
    roster.units.push(clouds_core::UnitCount {
        unit: UnitId::new("line_infantry"),
        count: 5_000_000,
    });
    let payload = encode_army(&roster, faction, 1);
    assert_eq!(
        decode_army(&payload, &catalog, Lang::En).unwrap_err(),
        LinkError::ImpossibleCount { count: 5_000_000 }
    );
}

fn base64_bytes(payload: &str) -> Vec<u8> {
    use base64::Engine;
    base64::engine::general_purpose::URL_SAFE_NO_PAD
        .decode(payload)
        .unwrap()
}

fn to_base64(bytes: &[u8]) -> String {
    use base64::Engine;
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes)
}

/// A small deterministic generator, so the fuzz run is the same every time.
struct XorShift(u64);

impl XorShift {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

#[test]
fn a_hundred_thousand_random_and_mutated_payloads_never_panic() {
    const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    let catalog = shipped_catalog();
    let seeds: Vec<String> = sample_armies()
        .iter()
        .map(|(_, roster)| payload_of(&catalog, roster))
        .collect();
    let mut rng = XorShift(0x5eed_c0de_1234_5678);
    let (mut decoded, mut refused) = (0, 0);
    for round in 0..100_000 {
        let text: String = if round % 2 == 0 {
            // Random: any length, mostly link characters, some anything.
            let len = rng.below(120);
            (0..len)
                .map(|_| {
                    if rng.below(20) == 0 {
                        char::from_u32(rng.below(0x3000) as u32).unwrap_or('?')
                    } else {
                        ALPHABET[rng.below(ALPHABET.len())] as char
                    }
                })
                .collect()
        } else {
            // Mutated: a good payload with bits flipped, cut, or grown.
            let mut bytes = base64_bytes(&seeds[rng.below(seeds.len())]);
            for _ in 0..=rng.below(3) {
                match rng.below(4) {
                    0 if !bytes.is_empty() => {
                        let i = rng.below(bytes.len());
                        bytes[i] ^= 1 << rng.below(8);
                    }
                    1 => bytes.truncate(rng.below(bytes.len() + 1)),
                    2 => bytes.push(rng.next() as u8),
                    _ => {
                        let i = rng.below(bytes.len().max(1));
                        if i < bytes.len() {
                            bytes[i] = rng.next() as u8;
                        }
                    }
                }
            }
            to_base64(&bytes)
        };
        match decode_army(&text, &catalog, Lang::En) {
            Ok(shared) => {
                decoded += 1;
                // Whatever decodes is a sane roster the rules can check.
                let faction = catalog.faction(&shared.roster.faction).unwrap();
                let _ = check_roster(&shared.roster, faction, &catalog.glossary);
                assert!(shared
                    .roster
                    .units
                    .iter()
                    .all(|u| u.count >= 1 && u.count <= 999));
            }
            Err(_) => refused += 1,
        }
    }
    assert_eq!(decoded + refused, 100_000);
    assert!(
        refused > 90_000,
        "nearly all damage is caught: {decoded} decoded"
    );
}

#[test]
fn a_link_made_before_a_list_changed_says_what_changed() {
    // Version 1 of a player's list, a link made with it, then version 2
    // with a unit renamed, one removed, and a price changed.
    let v1 = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/lists/sound.json"),
    )
    .unwrap();
    let mut catalog = shipped_catalog();
    let id = catalog.add_custom("v1.json", &v1).unwrap();
    let faction = catalog.faction(&id).unwrap().clone();
    let roster = Roster::new(id.clone(), "Before", 400)
        .apply(&Edit::AddUnit("line".into()))
        .apply(&Edit::AddUnit("line".into()))
        .apply(&Edit::AddUnit("guns".into()))
        .apply(&Edit::AddAsset("field_emplacement".into()));
    let payload = encode_army(&roster, &faction, 1);

    let mut v2: serde_json::Value = serde_json::from_str(&v1).unwrap();
    v2["units"][0]["id"] = "line_foot".into();
    v2["units"][1]["points"] = 20.into();
    v2["units"][1]["points_note"] = serde_json::json!({"en": "dearer", "ru": "дороже"});
    v2["retired_units"] = serde_json::json!([
        {"id": "line", "name": {"en": "Line", "ru": "Линия"}, "replaced_by": "line_foot"}
    ]);
    let mut catalog = shipped_catalog();
    catalog.add_custom("v2.json", &v2.to_string()).unwrap();
    let shared = decode_army(&payload, &catalog, Lang::En).unwrap();
    assert_eq!(
        shared.roster.count(&"line_foot".into()),
        2,
        "the renamed unit is kept"
    );
    assert!(shared.changes.contains(&LinkChange::UnitReplaced {
        old: "line".into(),
        old_name: clouds_core::Text::new("Line", "Линия"),
        now: "line_foot".into(),
        count: 2,
    }));
    assert!(shared.changes.contains(&LinkChange::UnitPointsChanged {
        unit: "guns".into()
    }));

    // Version 3 removes the guns altogether.
    let mut v3 = v2.clone();
    v3["units"].as_array_mut().unwrap().remove(1);
    v3["retired_units"]
        .as_array_mut()
        .unwrap()
        .push(serde_json::json!(
            {"id": "guns", "name": {"en": "Guns", "ru": "Пушки"}}
        ));
    let mut catalog = shipped_catalog();
    catalog.add_custom("v3.json", &v3.to_string()).unwrap();
    let shared = decode_army(&payload, &catalog, Lang::En).unwrap();
    assert!(shared.changes.contains(&LinkChange::UnitRemoved {
        old: "guns".into(),
        old_name: clouds_core::Text::new("Guns", "Пушки"),
        count: 1,
    }));
    assert_eq!(shared.roster.count(&"guns".into()), 0);
}

#[test]
fn text_export_reads_like_a_list() {
    let catalog = shipped_catalog();
    let (_, roster) = sample_armies().remove(0);
    let faction = catalog.faction(&roster.faction).unwrap();
    let text = clouds_core::army_text(&roster, faction, &catalog.glossary, Lang::En, "LINK");
    let total = clouds_core::summarize(&roster, faction, &catalog.glossary).total;
    assert!(
        text.starts_with(&format!(
            "Великая армия — French Empire\nPoints: {total} / 500 points\n"
        )),
        "{text}"
    );
    assert!(
        text.contains("Commander: Competent (4 dice, 70 points)"),
        "{text}"
    );
    assert!(
        text.contains("  6 × Line infantry (15) = 90 points"),
        "{text}"
    );
    assert!(
        text.contains("  2 × Field emplacement (10) = 20 points"),
        "{text}"
    );
    assert!(text.contains("Strategic rating: "), "{text}");
    assert!(text.ends_with("LINK\n"));
    let ru = clouds_core::army_text(&roster, faction, &catalog.glossary, Lang::Ru, "L");
    assert!(
        ru.contains("Линейная пехота") && ru.contains("очков"),
        "{ru}"
    );
}

#[test]
fn json_export_imports_back_and_bad_files_are_refused() {
    use clouds_core::{army_from_json, army_to_json, ImportError};
    let catalog = shipped_catalog();
    for (_, roster) in sample_armies() {
        let faction = catalog.faction(&roster.faction).unwrap();
        let json = army_to_json(&roster, faction, catalog.index.revision);
        let (back, changes) = army_from_json(&json, &catalog).unwrap();
        assert_eq!(back, roster);
        assert!(changes.is_empty());
    }
    let (_, roster) = sample_armies().remove(0);
    let faction = catalog.faction(&roster.faction).unwrap();
    let json = army_to_json(&roster, faction, 1);
    assert!(matches!(
        army_from_json(&json[..40], &catalog),
        Err(ImportError::NotJson { .. })
    ));
    assert_eq!(
        army_from_json("{\"x\": 1}", &catalog),
        Err(ImportError::NotAnArmy)
    );
    let future = json.replace("\"clouds_of_smoke_army\": 1", "\"clouds_of_smoke_army\": 9");
    assert_eq!(
        army_from_json(&future, &catalog),
        Err(ImportError::FutureFormat { found: 9 })
    );
    let stranger = json.replace("empires_france", "empires_atlantis");
    assert!(matches!(
        army_from_json(&stranger, &catalog),
        Err(ImportError::UnknownFaction { .. })
    ));
    let huge = json.replace("\"count\": 6", "\"count\": 100000");
    assert!(matches!(
        army_from_json(&huge, &catalog),
        Err(ImportError::ImpossibleCount { .. })
    ));
    let wrong = json.replace("\"count\": 6", "\"count\": \"six\"");
    assert!(matches!(
        army_from_json(&wrong, &catalog),
        Err(ImportError::WrongShape { .. })
    ));
    let big = format!("{json}{}", " ".repeat(200_000));
    assert!(matches!(
        army_from_json(&big, &catalog),
        Err(ImportError::TooLarge { .. })
    ));
    // A price changed since export is named; the army still loads.
    let repriced = json.replace("\"points\": 15", "\"points\": 14");
    let (_, changes) = army_from_json(&repriced, &catalog).unwrap();
    assert!(changes.contains(&LinkChange::UnitPointsChanged {
        unit: "line_infantry".into()
    }));
}
