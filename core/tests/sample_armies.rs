//! The sample armies the lists ship: at least two a faction, one of about
//! 200 points and one of the era's club size, each a legal army with not a
//! single diagnostic, named and described in both languages.

mod common;

use clouds_core::{check_roster, sample_roster, summarize, Lang};
use common::shipped_catalog;

#[test]
fn every_sample_of_every_faction_has_zero_diagnostics() {
    let catalog = shipped_catalog();
    let mut wrong = Vec::new();
    for faction in catalog.factions() {
        for sample in &faction.samples {
            for lang in Lang::ALL {
                let roster = sample_roster(faction, &sample.id, lang).unwrap();
                assert_eq!(roster.name, sample.name.get(lang));
                assert_eq!(roster.faction, faction.id);
                for diagnostic in check_roster(&roster, faction, &catalog.glossary) {
                    wrong.push(format!(
                        "{} / {}: {}",
                        faction.id,
                        sample.id,
                        diagnostic.message(Lang::En, faction)
                    ));
                }
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn every_faction_has_a_200_point_sample_and_a_club_sized_one() {
    let catalog = shipped_catalog();
    let mut samples = 0;
    for faction in catalog.factions() {
        let club = catalog
            .index
            .era(&faction.era)
            .and_then(|era| era.recommended_points)
            .expect("each era recommends a club size");
        assert!(
            faction.samples.len() >= 2,
            "{}: {} samples",
            faction.id,
            faction.samples.len()
        );
        for size in [200, club] {
            let sample = faction
                .samples
                .iter()
                .find(|s| s.points_limit == size)
                .unwrap_or_else(|| panic!("{}: no sample of {size} points", faction.id));
            let roster = sample_roster(faction, &sample.id, Lang::En).unwrap();
            let total = summarize(&roster, faction, &catalog.glossary).total;
            assert!(
                total * 10 >= size * 9 && total <= size,
                "{} / {}: {total} points of {size}",
                faction.id,
                sample.id
            );
        }
        for sample in &faction.samples {
            assert!(
                sample.description.en.len() <= 200,
                "{}: one line",
                sample.id
            );
        }
        samples += faction.samples.len();
    }
    assert!(samples >= 92, "{samples} samples");
}
