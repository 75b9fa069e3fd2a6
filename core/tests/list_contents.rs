//! What the shipped lists say, held to the books, to history and to their
//! own conventions: breadth, the rulebook's anchors, one meaning per id and
//! per name, the strategic rating's terms within reach, and Russian names.

mod common;

use clouds_core::{
    check_roster, summarize, Category, Edit, Faction, Glossary, Lang, RatingTerm, Roster, RuleId,
    Skill, Unit, UnitId,
};
use common::shipped_catalog;
use std::collections::BTreeMap;

fn rule(id: &str) -> RuleId {
    RuleId::new(id)
}

/// A unit's statline and rules, as one comparable value.
fn meaning(unit: &Unit) -> serde_json::Value {
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
    value
}

#[test]
fn there_are_at_least_46_factions_and_14_in_each_era_of_8_to_20_units() {
    // Counting only the factions offered for new armies: a list that
    // others replaced (the English Civil Wars' old list) is not one.
    let catalog = shipped_catalog();
    let offered: usize = catalog
        .eras()
        .iter()
        .map(|era| catalog.factions_of(&era.id).count())
        .sum();
    assert!(offered >= 46, "{offered} factions");
    for era in catalog.eras() {
        let factions: Vec<_> = catalog.factions_of(&era.id).collect();
        assert!(
            factions.len() >= 14,
            "{}: {} factions",
            era.id,
            factions.len()
        );
        for faction in factions {
            assert!(
                (8..=20).contains(&faction.units.len()),
                "{}: {} units",
                faction.id,
                faction.units.len()
            );
            assert!(!faction.actions.is_empty() && !faction.tactics.is_empty());
            assert!(!faction.assets.is_empty(), "{} has assets", faction.id);
        }
    }
}

#[test]
fn every_description_begins_with_its_period_within_the_era() {
    let catalog = shipped_catalog();
    for faction in catalog.factions() {
        let era = catalog.index.era(&faction.era).unwrap();
        let description = faction.description.as_ref().expect("a description");
        for lang in Lang::ALL {
            let text = description.get(lang);
            let period = text.split('.').next().unwrap();
            let years: Vec<u16> = period
                .split('–')
                .map(|y| y.trim().parse().unwrap_or(0))
                .collect();
            assert!(
                years.len() == 2
                    && era.years[0] <= years[0]
                    && years[0] <= years[1]
                    && years[1] <= era.years[1],
                "{} ({lang:?}) names no period within {:?}: {text}",
                faction.id,
                era.years
            );
        }
    }
}

#[test]
fn one_id_means_one_statline_within_an_era() {
    let catalog = shipped_catalog();
    let mut clashes = Vec::new();
    for era in catalog.eras() {
        let mut seen: BTreeMap<&str, (&str, serde_json::Value)> = BTreeMap::new();
        for faction in catalog.factions_of(&era.id) {
            for unit in &faction.units {
                let this = meaning(unit);
                match seen.get(unit.id.as_str()) {
                    Some((other, first)) if *first != this => clashes.push(format!(
                        "{}: «{}» in {} is {} but in {} is {}",
                        era.id, unit.id, other, first, faction.id, this
                    )),
                    Some(_) => {}
                    None => {
                        seen.insert(unit.id.as_str(), (faction.id.as_str(), this));
                    }
                }
            }
        }
    }
    assert!(clashes.is_empty(), "{}", clashes.join("\n"));
}

/// Every action, tactic and asset of every faction as (kind, id, name,
/// what it does).
fn board_entries(
    catalog: &clouds_core::Catalog,
) -> Vec<(String, String, clouds_core::Text, String)> {
    let mut all = Vec::new();
    for faction in catalog.factions() {
        let at = |kind: &str, id: &str| format!("{kind} «{id}» of {}", faction.id);
        for a in &faction.actions {
            let does = serde_json::to_string(&a.effect).unwrap();
            all.push((
                at("action", a.id.as_str()),
                a.id.to_string(),
                a.name.clone(),
                does,
            ));
        }
        for t in &faction.tactics {
            let does = serde_json::to_string(&(&t.effect, &t.turn)).unwrap();
            all.push((
                at("tactic", t.id.as_str()),
                t.id.to_string(),
                t.name.clone(),
                does,
            ));
        }
        for a in &faction.assets {
            let does = serde_json::to_string(&(&a.effect, a.points, a.max_copies)).unwrap();
            all.push((
                at("asset", a.id.as_str()),
                a.id.to_string(),
                a.name.clone(),
                does,
            ));
        }
    }
    all
}

#[test]
fn no_name_stands_for_two_effects_and_no_board_id_either() {
    let catalog = shipped_catalog();
    let entries = board_entries(&catalog);
    let mut wrong = Vec::new();
    for lang in Lang::ALL {
        let mut by_name: BTreeMap<String, (&str, &str)> = BTreeMap::new();
        for (at, _, name, does) in &entries {
            let key = name.get(lang).to_lowercase();
            match by_name.get(&key) {
                Some((other, first)) if first != does => {
                    wrong.push(format!("«{key}» is both {other} and {at}"))
                }
                Some(_) => {}
                None => {
                    by_name.insert(key, (at, does));
                }
            }
        }
    }
    let mut by_id: BTreeMap<&str, (&str, &str)> = BTreeMap::new();
    for (at, id, _, does) in &entries {
        match by_id.get(id.as_str()) {
            Some((other, first)) if first != does => {
                wrong.push(format!("id «{id}» does two things: {other} and {at}"))
            }
            Some(_) => {}
            None => {
                by_id.insert(id, (at, does));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn tactic_names_follow_the_books() {
    let catalog = shipped_catalog();
    let tactic = |id: &str| {
        catalog
            .glossary
            .tactics
            .iter()
            .find(|t| t.id.as_str() == id)
            .unwrap()
            .name
            .clone()
    };
    // 000 names these in English, 002 in Russian (its France board).
    assert_eq!(tactic("brave_is_safe").en, "Brave is safe");
    assert_eq!(tactic("brave_is_safe").ru, "Кто смел, тот цел");
    assert_eq!(tactic("cover_of_pikes").ru, "Лес пик");
    assert_eq!(tactic("gallop").ru, "Атака галопом");
    assert_eq!(tactic("inspire").ru, "Воодушевление");
    assert_eq!(tactic("tenacity").ru, "Упорство");
    assert_eq!(tactic("caracole").ru, "Караколь");
    assert!(tactic("vive_le_roi").ru.starts_with("Vive le Roi"));
    // 003, the newest text, calls Controlled Volleys «управление огнем».
    assert_eq!(tactic("controlled_volleys").ru, "Управление огнём");
}

#[test]
fn the_military_revolution_france_board_is_the_rulebook_s_printed_example() {
    let catalog = shipped_catalog();
    let france = catalog.faction(&"revolution_france".into()).unwrap();
    let ids = |items: Vec<&str>| items.join(", ");
    assert_eq!(
        ids(france.actions.iter().map(|a| a.id.as_str()).collect()),
        "move, march, move_commanders"
    );
    assert_eq!(
        ids(france.tactics.iter().map(|t| t.id.as_str()).collect()),
        "inspire, tenacity, cover_of_pikes, caracole, vive_le_roi, gallop"
    );
    assert_eq!(france.command_radius, 3);
    // Caracole needs pistol cavalry, and the list has it.
    assert!(france
        .units
        .iter()
        .any(|u| u.has_rule(&rule("cavalry")) && u.has_rule(&rule("pistols"))));
    assert!(france.units.iter().any(|u| u.has_rule(&rule("pikemen"))));
}

#[test]
fn units_the_rulebook_names_keep_its_statline() {
    let catalog = shipped_catalog();
    for faction in catalog.factions() {
        for unit in &faction.units {
            let fire = unit
                .fire
                .as_ref()
                .map(|f| (f.weapon.as_str(), f.range, f.dice));
            if unit.id.as_str() == "line_infantry" {
                // The statline printed in the rulebook, at 15 points.
                assert_eq!(
                    (
                        unit.points,
                        (unit.speed.simple, unit.speed.difficult),
                        unit.retreat.to_string(),
                        unit.strength,
                        unit.morale,
                        unit.discipline,
                        unit.close_combat,
                        fire,
                        unit.special_rules.len()
                    ),
                    (
                        15,
                        (2, 1),
                        "d3".to_owned(),
                        1,
                        2,
                        4,
                        2,
                        Some(("musket", 2, 2)),
                        1
                    ),
                    "{} line infantry",
                    faction.id
                );
            }
            if unit.id.as_str() == "cuirassiers" {
                // The advantage example: cuirassiers roll 3d6 and have Armour.
                assert_eq!(unit.close_combat, 3, "{} cuirassiers", faction.id);
                assert!(unit.has_rule(&rule("armor")), "{} cuirassiers", faction.id);
            }
            let light_artillery =
                unit.has_rule(&rule("artillery")) && unit.name.en.to_lowercase().contains("light");
            if faction.era.as_str() == "age_of_empires" && light_artillery {
                // "Bombardment 6UW – 2d6", the rulebook's example.
                assert_eq!(
                    unit.bombardment(&catalog.glossary),
                    Some((6, 2)),
                    "{} {}",
                    faction.id,
                    unit.id
                );
            }
        }
    }
}

#[test]
fn russian_names_use_the_established_forms() {
    let catalog = shipped_catalog();
    let forms = [
        ("cuirassier", "кирасир"),
        ("dragoon", "драгун"),
        ("jäger", "егер"),
        ("grenadier", "гренадер"),
        ("carabinier", "карабинер"),
        ("hussar", "гусар"),
        ("uhlan", "улан"),
    ];
    let mut wrong = Vec::new();
    for faction in catalog.factions() {
        for unit in &faction.units {
            let (en, ru) = (unit.name.en.to_lowercase(), unit.name.ru.to_lowercase());
            for (english, russian) in forms {
                if en.contains(english) && !ru.contains(russian) {
                    wrong.push(format!("{} {}: «{}»", faction.id, unit.id, unit.name.ru));
                }
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn faction_link_codes_are_unique() {
    let catalog = shipped_catalog();
    for faction in catalog.factions() {
        let roster = Roster::new(faction.id.clone(), "x", 200);
        let payload = clouds_core::encode_army(&roster, faction, catalog.index.revision);
        let shared = clouds_core::decode_army(&payload, &catalog, Lang::En).unwrap();
        assert_eq!(
            shared.roster.faction, faction.id,
            "a link finds its own faction"
        );
    }
}

/// Builds, greedily, a legal army of `faction` at `points` that tries to
/// earn the rating term `is_term` with the units `wanted` picks: it adds the
/// cheapest wanted unit that leaves the army legal, or, when a rare one
/// needs company, a cheap main unit together with it, until the term is
/// earned or nothing more fits.
fn reach(
    faction: &Faction,
    glossary: &Glossary,
    points: u32,
    wanted: &dyn Fn(&Unit) -> bool,
    is_term: fn(&RatingTerm) -> bool,
) -> Roster {
    let mut roster = Roster::new(faction.id.clone(), "reach", points)
        .apply(&Edit::SetCommander(Some(Skill::Mediocre)));
    let legal = |r: &Roster| check_roster(r, faction, glossary).is_empty();
    let earned = |r: &Roster| {
        summarize(r, faction, glossary)
            .rating_terms
            .iter()
            .any(|t| is_term(t) && t.value() > 0)
    };
    let mut by_price: Vec<&Unit> = faction.units.iter().collect();
    by_price.sort_by_key(|u| u.points);
    let wanted_units: Vec<&Unit> = by_price.iter().copied().filter(|u| wanted(u)).collect();
    let mains: Vec<&Unit> = by_price
        .iter()
        .copied()
        .filter(|u| u.category == Category::Main)
        .collect();
    let add = |r: &Roster, u: &Unit| r.apply(&Edit::AddUnit(u.id.clone()));
    for _ in 0..100 {
        if earned(&roster) {
            break;
        }
        let alone = wanted_units
            .iter()
            .map(|w| add(&roster, w))
            .find(|r| legal(r));
        let with_company = || {
            mains.iter().find_map(|m| {
                wanted_units
                    .iter()
                    .map(|w| add(&add(&roster, m), w))
                    .find(|r| legal(r))
            })
        };
        match alone.or_else(with_company) {
            Some(next) => roster = next,
            None => break,
        }
    }
    roster
}

/// A rating term: its name, the units that earn it, and the term itself.
type Term = (
    &'static str,
    Box<dyn Fn(&Unit) -> bool>,
    fn(&RatingTerm) -> bool,
);

#[test]
fn every_faction_can_reach_the_veteran_light_and_cavalry_terms() {
    let catalog = shipped_catalog();
    let glossary = &catalog.glossary;
    let mut missing = Vec::new();
    for faction in catalog.factions() {
        let points = catalog
            .index
            .era(&faction.era)
            .and_then(|e| e.recommended_points)
            .unwrap();
        let terms: [Term; 3] = [
            (
                "veterans",
                Box::new(|u: &Unit| u.has_rule(&rule("veteran"))),
                |t| matches!(t, RatingTerm::Veterans { .. }),
            ),
            (
                "light",
                Box::new(|u: &Unit| u.has_rule(&rule("light"))),
                |t| matches!(t, RatingTerm::Light { .. }),
            ),
            (
                "cavalry",
                Box::new(|u: &Unit| u.has_rule(&rule("cavalry"))),
                |t| matches!(t, RatingTerm::Cavalry { .. }),
            ),
        ];
        for (name, wanted, is_term) in terms {
            let roster = reach(faction, glossary, points, &*wanted, is_term);
            let summary = summarize(&roster, faction, glossary);
            let earned = summary
                .rating_terms
                .iter()
                .any(|t| is_term(t) && t.value() > 0);
            if !earned || !check_roster(&roster, faction, glossary).is_empty() {
                missing.push(format!("{}: {name} ({:?})", faction.id, roster.units));
            }
        }
    }
    assert!(missing.is_empty(), "out of reach:\n{}", missing.join("\n"));
}

#[test]
fn service_years_lie_within_the_era_and_some_lists_use_them() {
    let catalog = shipped_catalog();
    let mut dated = 0;
    for faction in catalog.factions() {
        let era = catalog.index.era(&faction.era).unwrap();
        for unit in &faction.units {
            if let Some([first, last]) = unit.years {
                dated += 1;
                assert!(era.years[0] <= first && first <= last && last <= era.years[1]);
                assert!(unit.in_service(first) && !unit.in_service(last + 1));
            }
        }
    }
    assert!(dated >= 30, "only {dated} units carry service dates");
}

#[test]
fn a_saved_army_with_a_retired_unit_says_what_took_its_place() {
    let catalog = shipped_catalog();
    let empire = catalog.faction(&"revolution_empire".into()).unwrap();
    let mut roster = Roster::new(empire.id.clone(), "old save", 400)
        .apply(&Edit::SetCommander(Some(Skill::Competent)));
    roster = roster.apply(&Edit::AddUnit(UnitId::new("arquebusiers")));
    let diagnostics = check_roster(&roster, empire, &catalog.glossary);
    let en: Vec<_> = diagnostics
        .iter()
        .map(|d| d.message(Lang::En, empire))
        .collect();
    assert!(
        en.iter()
            .any(|m| m.contains("«Arquebusier horse»")
                && m.contains("it is now «Mounted arquebusiers»")),
        "{en:?}"
    );
    let ru: Vec<_> = diagnostics
        .iter()
        .map(|d| d.message(Lang::Ru, empire))
        .collect();
    assert!(
        ru.iter()
            .any(|m| m.contains("теперь это «Конные аркебузиры»")),
        "{ru:?}"
    );
}
