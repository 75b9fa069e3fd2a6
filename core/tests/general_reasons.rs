//! Every decision of the general carries a reason, and every reason reads
//! as a sentence in both languages: a fragment in lower case that follows
//! "Blue's general: ", in the project's words, with no program text in it.

mod common;
#[path = "strength_support/mod.rs"]
mod strength_support;

use clouds_core::{GeneralReason, Lang, PerSide, Strength};
use std::collections::BTreeSet;

/// Checks one reason's sentences; returns its kind's name.
fn check(reason: &GeneralReason, names_en: &str, names_ru: &str) {
    for (text, lang) in [(names_en, "en"), (names_ru, "ru")] {
        let first = text.chars().next().expect("a sentence");
        assert!(
            first.is_lowercase(),
            "{lang}: {text:?} does not start in lower case ({reason:?})"
        );
        for bad in ["{", "}", "Some(", "TableUnitId", "::", "  "] {
            assert!(!text.contains(bad), "{lang}: {text:?} holds {bad:?}");
        }
        let words: Vec<&str> = text.split(|c: char| !c.is_alphanumeric()).collect();
        for bad in ["None", "NaN", "inf"] {
            assert!(!words.contains(&bad), "{lang}: {text:?} holds {bad:?}");
        }
        assert!(!text.ends_with('.'), "{lang}: {text:?} is a fragment");
    }
    let latin = names_ru
        .replace("UW", "")
        .chars()
        .any(|c| c.is_ascii_alphabetic());
    assert!(!latin, "ru: {names_ru:?} has English in it");
}

/// The kind of a reason, as its serialised tag (and the tag inside it).
fn kind(reason: &GeneralReason) -> String {
    match serde_json::to_value(reason).expect("a reason serializes") {
        serde_json::Value::String(s) => s,
        serde_json::Value::Object(map) => map
            .iter()
            .map(|(k, v)| match v {
                serde_json::Value::Object(inner) if inner.len() == 1 => {
                    format!("{k}/{}", inner.keys().next().cloned().unwrap_or_default())
                }
                serde_json::Value::String(s) => format!("{k}/{s}"),
                _ => k.clone(),
            })
            .collect(),
        other => other.to_string(),
    }
}

#[test]
fn every_veteran_decision_has_a_reason_in_both_languages() {
    let catalog = common::shipped_catalog();
    let mut kinds = BTreeSet::new();
    for seed in 0..6 {
        let (setup, game_seed) =
            strength_support::mirrored_setup(&catalog, seed, 500).expect("the armies");
        let players = PerSide::new(
            Strength::Veteran.player(seed),
            Strength::Veteran.player(seed),
        );
        let played = strength_support::play(setup, game_seed, players, |game, _, _, reason| {
            let en = reason.describe(&game.names(Lang::En));
            let ru = reason.describe(&game.names(Lang::Ru));
            check(reason, &en, &ru);
            kinds.insert(kind(reason));
        });
        assert!(played.stuck.is_none(), "seed {seed}: {:?}", played.stuck);
    }
    println!("{kinds:#?}");
    assert!(
        !kinds.contains("FirstOffered") && !kinds.contains("NoChoice/"),
        "{kinds:?}"
    );
    assert!(kinds.len() >= 20, "only {} kinds: {kinds:?}", kinds.len());
}

#[test]
fn every_recruit_and_marshal_decision_has_a_reason_in_both_languages() {
    let catalog = common::shipped_catalog();
    let mut kinds = BTreeSet::new();
    for seed in 0..4 {
        let (setup, game_seed) =
            strength_support::mirrored_setup(&catalog, seed, 300).expect("the armies");
        let players = PerSide::new(
            Strength::Recruit.player(seed),
            Strength::Marshal.player_looking_ahead(seed, 1),
        );
        let played = strength_support::play(setup, game_seed, players, |game, _, _, reason| {
            let en = reason.describe(&game.names(Lang::En));
            let ru = reason.describe(&game.names(Lang::Ru));
            check(reason, &en, &ru);
            kinds.insert(kind(reason));
        });
        assert!(played.stuck.is_none(), "seed {seed}: {:?}", played.stuck);
    }
    for wanted in [
        "Hunch",
        "Dice/AsRolled",
        "Move/ChasesNearest",
        "Combat/HitsAsTheyStand",
        "Combat/FallsBackWhenever",
        "Combat/KeepsTactics",
    ] {
        assert!(kinds.contains(wanted), "no {wanted} in {kinds:?}");
    }
    assert!(
        kinds.iter().any(|k| k.starts_with("Planned")),
        "the marshal never planned: {kinds:?}"
    );
}

/// Prints one sentence of each kind, in both languages, from a game of
/// the veteran against the marshal (`-- --ignored --nocapture`).
#[test]
#[ignore]
fn print_reasons() {
    let catalog = common::shipped_catalog();
    let (setup, game_seed) =
        strength_support::mirrored_setup(&catalog, 3, 500).expect("the armies");
    let players = PerSide::new(Strength::Recruit.player(1), Strength::Marshal.player(2));
    let mut seen = BTreeSet::new();
    strength_support::play(setup, game_seed, players, |game, side, _, reason| {
        if seen.insert(kind(reason)) {
            println!(
                "{side:?}: {}\n    {}",
                reason.describe(&game.names(Lang::En)),
                reason.describe(&game.names(Lang::Ru))
            );
        }
    });
}
