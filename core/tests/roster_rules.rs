//! The list-building rules against the shipped lists: each rule, its edges,
//! and the numbers (points, rating, morale) a player reads.

mod common;

use clouds_core::Lang;
use clouds_core::{advise, unit_status, Advice, UnitStatus};
use clouds_core::{check_roster, is_legal, Concern, DiagnosticKind, Severity};
use clouds_core::{summarize, RatingTerm};
use clouds_core::{AssetId, Catalog, Faction, FactionId, UnitId};
use clouds_core::{Edit, Roster, Skill};
use common::shipped_catalog;

struct Army {
    catalog: Catalog,
    roster: Roster,
}

impl Army {
    fn new(faction: &str, limit: u32) -> Army {
        Army {
            catalog: shipped_catalog(),
            roster: Roster::new(FactionId::new(faction), "Test", limit),
        }
    }

    fn faction(&self) -> &Faction {
        self.catalog
            .faction(&self.roster.faction)
            .expect("shipped faction")
    }

    fn edit(mut self, edit: Edit) -> Army {
        self.roster = self.roster.apply(&edit);
        self
    }

    /// The listed points of one of the faction's units.
    fn price(&self, unit: &str) -> u32 {
        self.faction()
            .unit(&UnitId::new(unit))
            .map(|u| u.points)
            .unwrap_or_else(|| panic!("no unit {unit}"))
    }

    fn units(mut self, unit: &str, n: u32) -> Army {
        for _ in 0..n {
            self.roster = self.roster.apply(&Edit::AddUnit(UnitId::new(unit)));
        }
        self
    }

    fn assets(mut self, asset: &str, n: u32) -> Army {
        for _ in 0..n {
            self.roster = self.roster.apply(&Edit::AddAsset(AssetId::new(asset)));
        }
        self
    }

    fn commander(self, skill: Skill) -> Army {
        self.edit(Edit::SetCommander(Some(skill)))
    }

    fn kinds(&self) -> Vec<DiagnosticKind> {
        check_roster(&self.roster, self.faction(), &self.catalog.glossary)
            .into_iter()
            .map(|d| d.kind)
            .collect()
    }

    fn summary(&self) -> clouds_core::Summary {
        summarize(&self.roster, self.faction(), &self.catalog.glossary)
    }
}

const FRANCE: &str = "empires_france";

#[test]
fn a_sound_army_has_no_diagnostics() {
    let army = Army::new(FRANCE, 500)
        .commander(Skill::Competent)
        .units("line_infantry", 4)
        .units("old_guard", 1);
    assert_eq!(army.kinds(), vec![]);
    let diagnostics = check_roster(&army.roster, army.faction(), &army.catalog.glossary);
    assert!(is_legal(&diagnostics));
}

#[test]
fn points_may_reach_the_limit_but_not_pass_it() {
    // A mediocre commander, ten line infantry and dragoons (at the
    // dragoons' listed price); the limit is then set to exactly that.
    let exactly = Army::new(FRANCE, 200)
        .commander(Skill::Mediocre)
        .units("line_infantry", 10)
        .units("dragoons", 1);
    let dragoons = exactly.price("dragoons");
    let total = exactly.summary().total;
    assert_eq!(total, 30 + 150 + dragoons);
    let exactly = exactly.edit(Edit::SetPointsLimit(total));
    assert!(!exactly
        .kinds()
        .iter()
        .any(|k| matches!(k, DiagnosticKind::OverPoints { .. })));
    let over = exactly.units("line_infantry", 1);
    assert!(over.kinds().contains(&DiagnosticKind::OverPoints {
        total: total + 15,
        limit: total
    }));
    assert_eq!(over.summary().left, -15);
}

#[test]
fn the_commander_must_be_chosen_and_is_paid_for() {
    let army = Army::new(FRANCE, 500).units("line_infantry", 2);
    assert!(army.kinds().contains(&DiagnosticKind::NoCommander));
    assert_eq!(army.summary().action_dice, None);
    for (skill, dice, cost) in [
        (Skill::Mediocre, 3, 30),
        (Skill::Competent, 4, 70),
        (Skill::Glorious, 5, 110),
    ] {
        let army = Army::new(FRANCE, 500)
            .units("line_infantry", 2)
            .commander(skill);
        let summary = army.summary();
        assert_eq!(summary.action_dice, Some(dice));
        assert_eq!(summary.commander_points, cost);
        assert_eq!(summary.total, 30 + cost);
        assert!(!army.kinds().contains(&DiagnosticKind::NoCommander));
    }
}

#[test]
fn no_more_rare_units_than_main_units() {
    let even = Army::new(FRANCE, 1000)
        .commander(Skill::Mediocre)
        .units("line_infantry", 2)
        .units("young_guard", 2);
    assert!(!even
        .kinds()
        .iter()
        .any(|k| matches!(k, DiagnosticKind::TooManyRare { .. })));
    let more = even.units("young_guard", 1);
    assert!(more
        .kinds()
        .contains(&DiagnosticKind::TooManyRare { rare: 3, main: 2 }));
    // Special units do not count as main.
    let special = Army::new(FRANCE, 1000)
        .commander(Skill::Mediocre)
        .units("cuirassiers", 5)
        .units("young_guard", 1);
    assert!(special
        .kinds()
        .contains(&DiagnosticKind::TooManyRare { rare: 1, main: 0 }));
}

#[test]
fn one_asset_per_started_two_hundred_points_with_copies_counting_once() {
    let two = |limit| {
        Army::new(FRANCE, limit)
            .commander(Skill::Mediocre)
            .units("line_infantry", 2)
            .assets("reconnaissance", 1)
            .assets("regimental_colours", 1)
    };
    assert!(two(400).kinds().is_empty(), "400 allows 2");
    assert!(two(201).kinds().is_empty(), "201 allows 2");
    assert!(two(200).kinds().contains(&DiagnosticKind::TooManyAssets {
        taken: 2,
        allowed: 1,
        limit: 200
    }));
    let three = two(401).assets("forward_scouts", 1);
    assert!(three.kinds().is_empty(), "401 allows 3");
    let three_at_400 = two(400).assets("forward_scouts", 1);
    assert!(three_at_400
        .kinds()
        .contains(&DiagnosticKind::TooManyAssets {
            taken: 3,
            allowed: 2,
            limit: 400
        }));
    assert!(
        two(450).assets("forward_scouts", 1).kinds().is_empty(),
        "450 allows 3"
    );
    // Three copies of the field emplacement are one asset.
    let copies = two(400)
        .edit(Edit::RemoveAsset(AssetId::new("regimental_colours")))
        .assets("field_emplacement", 3);
    assert_eq!(copies.summary().assets_taken, 2);
    assert!(copies.kinds().is_empty());
}

#[test]
fn copies_beyond_an_asset_s_maximum_are_reported() {
    let army = Army::new(FRANCE, 500)
        .commander(Skill::Mediocre)
        .units("line_infantry", 2)
        .assets("field_emplacement", 4);
    let diagnostics = check_roster(&army.roster, army.faction(), &army.catalog.glossary);
    let copies = diagnostics
        .iter()
        .find(|d| matches!(d.kind, DiagnosticKind::TooManyCopies { .. }))
        .expect("too many copies");
    assert_eq!(
        copies.concern,
        Concern::Asset(AssetId::new("field_emplacement"))
    );
    assert_eq!(
        copies.kind,
        DiagnosticKind::TooManyCopies { copies: 4, max: 3 }
    );
    // A single asset may not be doubled.
    let doubled = Army::new(FRANCE, 500)
        .commander(Skill::Mediocre)
        .units("line_infantry", 2)
        .assets("reconnaissance", 2);
    assert!(doubled
        .kinds()
        .contains(&DiagnosticKind::TooManyCopies { copies: 2, max: 1 }));
}

#[test]
fn the_faction_s_own_limits_hold() {
    // France: at most one Old Guard per started 250 points.
    let at = |limit| {
        Army::new(FRANCE, limit)
            .commander(Skill::Mediocre)
            .units("line_infantry", 3)
            .units("old_guard", 2)
    };
    assert!(at(250).kinds().iter().any(|k| matches!(
        k,
        DiagnosticKind::AboveFactionLimit {
            count: 2,
            max: 1,
            ..
        }
    )));
    assert!(!at(251)
        .kinds()
        .iter()
        .any(|k| matches!(k, DiagnosticKind::AboveFactionLimit { .. })));
}

#[test]
fn the_points_limit_must_be_a_game_format() {
    for (limit, bad) in [
        (149, true),
        (150, false),
        (1000, false),
        (1001, true),
        (0, true),
    ] {
        let army = Army::new(FRANCE, limit)
            .commander(Skill::Mediocre)
            .units("line_infantry", 1);
        assert_eq!(
            army.kinds()
                .contains(&DiagnosticKind::PointsLimitOutOfRange { limit }),
            bad,
            "limit {limit}"
        );
    }
}

#[test]
fn units_and_assets_the_list_no_longer_has_are_named() {
    let army = Army::new(FRANCE, 500)
        .commander(Skill::Mediocre)
        .units("line_infantry", 1)
        .units("imperial_elephants", 2)
        .assets("balloon", 1);
    let diagnostics = check_roster(&army.roster, army.faction(), &army.catalog.glossary);
    assert!(diagnostics
        .iter()
        .any(|d| d.kind == DiagnosticKind::UnknownUnit
            && d.concern == Concern::Unit(UnitId::new("imperial_elephants"))));
    assert!(diagnostics
        .iter()
        .any(|d| d.kind == DiagnosticKind::UnknownAsset));
    assert_eq!(army.summary().units, 1, "unknown units count for nothing");
}

#[test]
fn an_empty_army_is_a_warning_not_an_error() {
    let army = Army::new(FRANCE, 500).commander(Skill::Mediocre);
    let diagnostics = check_roster(&army.roster, army.faction(), &army.catalog.glossary);
    assert_eq!(diagnostics.len(), 1);
    assert_eq!(diagnostics[0].severity, Severity::Warning);
    assert!(is_legal(&diagnostics));
}

#[test]
fn every_diagnostic_is_reported_at_once_errors_first() {
    let army = Army::new(FRANCE, 200)
        .units("old_guard", 2)
        .units("young_guard", 1)
        .units("foot_artillery", 4)
        .assets("field_emplacement", 4)
        .assets("reconnaissance", 1);
    let diagnostics = check_roster(&army.roster, army.faction(), &army.catalog.glossary);
    assert_eq!(diagnostics.len(), 6, "{diagnostics:#?}");
    assert!(diagnostics.iter().all(|d| d.severity == Severity::Error));
    for d in &diagnostics {
        let (en, ru) = (
            d.message(Lang::En, army.faction()),
            d.message(Lang::Ru, army.faction()),
        );
        assert!(
            !en.contains("Diagnostic") && !en.contains('{'),
            "every kind has a sentence: {en}"
        );
        assert_ne!(en, ru);
    }
}

#[test]
fn the_strategic_rating_term_by_term() {
    // 12 units: 4 cavalry (a third), 1 veteran, 2 light, 1 artillery; competent.
    let army = Army::new(FRANCE, 500)
        .commander(Skill::Competent)
        .units("line_infantry", 4)
        .units("light_infantry", 2)
        .units("dragoons", 2)
        .units("cuirassiers", 2)
        .units("foot_artillery", 1)
        .units("old_guard", 1);
    let summary = army.summary();
    assert_eq!(summary.units, 12);
    let values: Vec<i32> = summary.rating_terms.iter().map(RatingTerm::value).collect();
    assert_eq!(values, vec![4, 0, 0, 1, 0, 0]);
    assert_eq!(summary.strategic_rating(), 5);

    // Light troops: one per 100 points of a 200 limit is 2.
    let light = Army::new(FRANCE, 200)
        .commander(Skill::Mediocre)
        .units("light_infantry", 2);
    assert!(light.summary().rating_terms.contains(&RatingTerm::Light {
        light: 2,
        needed: 2
    }));
    assert_eq!(light.summary().strategic_rating(), 3 + 1);

    // Veterans a third: +1; untrained a third: −1.
    let guard = Army::new(FRANCE, 500)
        .commander(Skill::Mediocre)
        .units("line_infantry", 2)
        .units("young_guard", 1);
    assert_eq!(guard.summary().strategic_rating(), 3 + 1);
    let conscripts = Army::new(FRANCE, 500)
        .commander(Skill::Mediocre)
        .units("conscripts", 1)
        .units("line_infantry", 2);
    assert_eq!(conscripts.summary().strategic_rating(), 3 - 1);

    // Artillery: at 200 points, 2 allowed; 5 guns cost −3.
    let guns = Army::new(FRANCE, 200)
        .commander(Skill::Mediocre)
        .units("horse_artillery", 5);
    let terms = guns.summary().rating_terms;
    assert!(terms.contains(&RatingTerm::Artillery {
        artillery: 5,
        allowed: 2
    }));
    // Artillery only: no cavalry third; untrained none; −3 for the guns.
    assert_eq!(guns.summary().strategic_rating(), 3 - 3);

    // An asset may add to it.
    let maps = Army::new("empires_austria", 500)
        .commander(Skill::Mediocre)
        .assets("good_maps", 1);
    assert_eq!(maps.summary().strategic_rating(), 3 + 1);
}

#[test]
fn army_morale_is_the_units_morale_plus_assets() {
    let army = Army::new(FRANCE, 500)
        .commander(Skill::Mediocre)
        .units("line_infantry", 3)
        .units("foot_artillery", 2);
    assert_eq!(army.summary().army_morale(), 3 * 2 + 2);
    let colours = army.assets("regimental_colours", 1);
    assert_eq!(colours.summary().army_morale(), 8 + 2);
}

#[test]
fn composition_by_category_and_type() {
    let army = Army::new(FRANCE, 500)
        .units("line_infantry", 2)
        .units("hussars", 3)
        .units("foot_artillery", 1)
        .units("guard_lancers", 1);
    let summary = army.summary();
    assert_eq!(
        (
            summary.by_category.main,
            summary.by_category.special,
            summary.by_category.rare
        ),
        (2, 4, 1)
    );
    assert_eq!(
        (
            summary.by_type.infantry,
            summary.by_type.cavalry,
            summary.by_type.artillery
        ),
        (2, 4, 1)
    );
}

#[test]
fn advice_names_what_fits_and_what_the_next_step_unlocks() {
    let army = Army::new(FRANCE, 400)
        .commander(Skill::Glorious)
        .units("line_infantry", 1)
        .units("old_guard", 1)
        .assets("reconnaissance", 1)
        .assets("regimental_colours", 1);
    let summary = army.summary();
    let advice = advise(&army.roster, &summary, army.faction());
    assert!(
        advice.contains(&Advice::RareNeedsMain { next: 2 }),
        "{advice:?}"
    );
    assert!(
        advice.contains(&Advice::AssetNeedsLimit {
            next: 3,
            above: 400
        }),
        "{advice:?}"
    );
    assert!(advice.contains(&Advice::PointsLeft {
        left: 400 - 110 - 15 - i64::from(army.price("old_guard")) - 40
    }));
    let young_guard = army.faction().unit(&UnitId::new("young_guard")).unwrap();
    assert_eq!(
        unit_status(&army.roster, &summary, army.faction(), young_guard),
        UnitStatus::NeedsMainUnit
    );
    // One rare unit to one main: the next rare unit waits for a main one.
    let old_guard = army.faction().unit(&UnitId::new("old_guard")).unwrap();
    assert_eq!(
        unit_status(&army.roster, &summary, army.faction(), old_guard),
        UnitStatus::NeedsMainUnit
    );
    // At 250 points one Old Guard is the list's limit.
    let capped = Army::new(FRANCE, 250)
        .commander(Skill::Mediocre)
        .units("line_infantry", 3)
        .units("old_guard", 1);
    let capped_summary = capped.summary();
    assert_eq!(
        unit_status(&capped.roster, &capped_summary, capped.faction(), old_guard),
        UnitStatus::AtFactionLimit { max: 1 }
    );
    let line = army.faction().unit(&UnitId::new("line_infantry")).unwrap();
    assert_eq!(
        unit_status(&army.roster, &summary, army.faction(), line),
        UnitStatus::Fits
    );
    let poor = Army::new(FRANCE, 150)
        .commander(Skill::Glorious)
        .units("line_infantry", 2);
    let summary = poor.summary();
    let guns = poor
        .faction()
        .unit(&UnitId::new("reserve_artillery"))
        .unwrap();
    assert_eq!(
        unit_status(&poor.roster, &summary, poor.faction(), guns),
        UnitStatus::TooExpensive {
            short_by: poor.price("reserve_artillery") - 10
        }
    );
}

#[test]
fn a_copy_is_named_after_its_original_in_the_reader_s_language() {
    use clouds_core::{copy_name, Lang};
    assert_eq!(
        copy_name("Grande Armée 500", Lang::En),
        "Grande Armée 500 (copy)"
    );
    assert_eq!(
        copy_name("Grande Armée 500", Lang::Ru),
        "Grande Armée 500 (копия)"
    );
    // A copy of a copy of a long name stays one bounded line.
    let long = "x".repeat(500);
    assert!(
        copy_name(&copy_name(&long, Lang::En), Lang::En)
            .chars()
            .count()
            <= 80
    );
}
