//! The price check (`core/examples/price_check`) at a small scale: its
//! duels run under the rules without a refused command, line infantry
//! measures exactly 15, a close combat die more shows, and the races see
//! speed; one mirrored pair of the whole-game measure is played. Also
//! the re-pricing command's file edit (`core/examples/reprice.rs`).

mod common;

#[path = "../examples/price_check/duel.rs"]
mod duel;
#[path = "../examples/price_check/race.rs"]
mod race;
#[allow(dead_code)]
#[path = "../examples/reprice.rs"]
mod reprice;
#[path = "../examples/price_check/value.rs"]
mod value;
#[path = "../examples/price_check/whole_game.rs"]
mod whole_game;

use clouds_core::{BoardEntryId, Side, TableUnitId, UnitProfile};
use common::shipped_catalog;
use value::Method;

fn method() -> Method {
    let catalog = shipped_catalog();
    let move_action = catalog
        .glossary
        .action(&BoardEntryId::new("move"))
        .cloned()
        .expect("the shared Move action");
    Method::standard(move_action)
}

#[test]
fn a_few_duels_measure_line_infantry_at_15_and_a_die_more_above_it() {
    let method = method();
    let games = 8;
    let line = duel::line_infantry();
    let line_tallies = method.measure(&line, games);
    let mut fierce = duel::line_infantry();
    fierce.close_combat = 3;
    let fierce_tallies = method.measure(&fierce, games);
    for tally in [&line_tallies, &fierce_tallies]
        .into_iter()
        .flat_map(|t| t.duels.iter().chain(&t.races))
    {
        assert_eq!(tally.games, games);
    }
    let line_value = value::engine_value(2, &method, &line_tallies, &line_tallies);
    assert!((line_value - 15.0).abs() < 1e-9, "{line_value}");
    let fierce_value = value::engine_value(2, &method, &fierce_tallies, &line_tallies);
    // 200 duels a scenario measure it near 23.5; eight already show it.
    assert!(fierce_value > 16.0, "{fierce_value}");
}

#[test]
fn the_races_see_speed() {
    // The races weigh the model's speed term: line infantry that cannot
    // make a simple move trades morale far worse than at 5-1.
    let method = method();
    let games = 8;
    let line = duel::line_infantry();
    let mut slow = duel::line_infantry();
    slow.speed.simple = 0;
    let mut fast = duel::line_infantry();
    fast.speed.simple = 5;
    let rate = |p: &UnitProfile| {
        let tallies = race::measure(
            p,
            &method.references,
            &method.races,
            &method.move_action,
            games,
        );
        let line = race::measure(
            &line,
            &method.references,
            &method.races,
            &method.move_action,
            games,
        );
        value::race_rate(
            &value::Tallies {
                duels: Vec::new(),
                races: tallies,
            },
            &value::Tallies {
                duels: Vec::new(),
                races: line,
            },
        )
    };
    let (slow, fast) = (rate(&slow), rate(&fast));
    // 200 races each measure them near 0.34 and 1.79.
    assert!(slow < 1.0 && 1.0 < fast, "{slow} {fast}");
}

#[test]
fn the_duels_measure_shipped_units_by_their_fighting_profile() {
    // Two shipped units that fight alike share a measurement; the
    // bombardment of guns does not enter a duel.
    let catalog = shipped_catalog();
    let units: Vec<UnitProfile> = catalog
        .factions()
        .flat_map(|f| f.units.iter())
        .map(|u| UnitProfile::from_unit(TableUnitId(0), Side::A, u, &catalog))
        .collect();
    let guns = units
        .iter()
        .find(|p| p.bombardment.is_some())
        .expect("some guns");
    let mut quiet = guns.clone();
    quiet.bombardment = None;
    quiet
        .effects
        .retain(|e| *e != clouds_core::RuleEffect::Bombardment);
    assert_eq!(value::profile_key(guns), value::profile_key(&quiet));
    assert_ne!(
        value::profile_key(&duel::line_infantry()),
        value::profile_key(&duel::line_cavalry())
    );
}

#[test]
fn a_duel_of_guns_against_cavalry_is_played_out() {
    // Guns that cannot charge, against horse that must: every duel of the
    // pair runs to its end or its cap without a command refused.
    let method = method();
    let catalog = shipped_catalog();
    let guns = catalog
        .factions()
        .flat_map(|f| f.units.iter())
        .find(|u| u.bombardment(&catalog.glossary).is_some())
        .map(|u| UnitProfile::from_unit(TableUnitId(0), Side::A, u, &catalog))
        .expect("some guns");
    for (s, scenario) in method.scenarios.iter().enumerate() {
        if scenario.reference == 1 {
            let outcome = duel::play(
                &guns,
                &method.references[1],
                *scenario,
                &method.move_action,
                duel::seed(s, 0),
            );
            assert!(outcome.inflicted >= 0.0 && outcome.suffered >= 0.0);
        }
    }
}

#[test]
fn repricing_changes_only_the_numbers() {
    let text = "{\n  \"id\": \"x\",\n  \"assets\": [{\"id\": \"a\", \"points\": 10}],\n  \"units\": [\n    {\n      \"id\": \"a\",\n      \"name\": {\"en\": \"A \\\" b\", \"ru\": \"}\"},\n      \"points\": 15\n    },\n    { \"id\": \"b\", \"points\": 7 }\n  ]\n}\n";
    let price = std::collections::BTreeMap::from([("a".to_owned(), 16), ("b".to_owned(), 7)]);
    let (out, changes) = reprice::reprice(text, &price).unwrap();
    assert_eq!(out, text.replace("\"points\": 15", "\"points\": 16"));
    assert_eq!(changes, vec![("a".to_owned(), "15".to_owned(), 16)]);
}

#[test]
fn a_trial_s_armies_differ_only_in_the_block_and_a_mirrored_pair_is_played() {
    // The whole-game measure (`price_check --battles`): the faction's
    // club-size sample plus a block of the unit, against the same sample
    // plus as many points of reference line infantry, the block first in
    // both; each seed played twice, the sides swapped.
    let catalog = shipped_catalog();
    let measuring = whole_game::measuring_catalog(&catalog);
    let faction = catalog
        .faction(&clouds_core::FactionId::new("empires_britain"))
        .expect("Britain and her allies");
    let rockets = faction
        .units
        .iter()
        .find(|u| u.id.as_str() == "rocket_troop")
        .expect("the rocket troop");
    let trial = whole_game::Trial::of_unit(&faction.id, rockets);
    let whole_game::Trial::Unit {
        copies, references, ..
    } = &trial
    else {
        panic!("a unit's trial");
    };
    // About 90 points of rockets, against as many points of line infantry
    // as near as 15-point units come.
    let block = copies * rockets.points;
    assert!((60..=120).contains(&block), "{copies} × {}", rockets.points);
    assert!(
        block.abs_diff(references * 15) <= 8,
        "{block} against {references} × 15"
    );
    let (x, y) = trial.armies(&measuring).expect("the armies");
    assert_eq!(x.units[1..], y.units[1..]);
    assert_eq!(x.units[0].unit.as_str(), "rocket_troop");
    assert_eq!(y.units[0].unit.as_str(), whole_game::REFERENCE);
    let record = whole_game::play_pair(&measuring, &trial, &x, &y, 0);
    assert_eq!(record.failed, 0, "{record:?}");
    assert_eq!(record.games(), 2);
    assert_eq!(record.pairs.iter().sum::<u32>(), 1);
}
