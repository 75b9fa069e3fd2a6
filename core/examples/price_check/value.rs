//! From duels to points: the calibration of `army_lists/README.md`
//! ("Prices checked by the engine").
//!
//! The rules' currency is army morale: an army at 0 loses outright, and at
//! the scenario's end the side that kept the larger share of its starting
//! morale wins. A unit brings its morale to its army and, in each combat it
//! fights, makes both sides lose some. Against line infantry, a unit's
//! quality is what it brings times the rate at which it trades morale:
//!
//!     quality = (morale ÷ 2) × (inflicted ÷ suffered) ÷ (line infantry's inflicted ÷ suffered)
//!
//! (inflicted and suffered: the morale a duel costs the enemy's army and
//! the unit's own, per unit of the side, averaged over the scenarios).
//! Units fight together in combats, where more of them roll more dice and
//! share the hits, so numbers count as in Lanchester's square law: at equal
//! points a force's strength goes with its numbers squared times its
//! quality, and the fair price goes with the square root of the quality:
//!
//!     duel value = 15 × √quality
//!
//! Line infantry comes out at exactly 15. What the duels cannot show
//! (moving about the table, bombardment, scouting, what a veteran gains
//! from its army's tactics, the strategic rating) keeps the points model's
//! own terms ([`clouds_core::kept_points_tenths`]), which are differences
//! from line infantry: the measured value is the duel value plus those.

#![allow(dead_code)] // the example and the tests use different parts

use crate::duel::{self, Scenario, Tally};
use clouds_core::{kept_points_tenths, Action, Catalog, FactionId, RuleEffect, Unit, UnitProfile};
use clouds_core::{Side, TableUnitId};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// How far a price may be from the measured value (15 %).
pub const TOLERANCE: f64 = 0.15;

/// Line infantry's price and morale: the scale.
const LINE_POINTS: f64 = 15.0;
const LINE_MORALE: f64 = 2.0;

/// The references and scenarios of the measurement.
pub struct Method {
    pub references: Vec<UnitProfile>,
    pub scenarios: Vec<Scenario>,
    pub move_action: Action,
}

impl Method {
    /// Line infantry and line cavalry as references, every scenario.
    pub fn standard(move_action: Action) -> Method {
        let references = vec![duel::line_infantry(), duel::line_cavalry()];
        let scenarios = Scenario::all(references.len());
        Method {
            references,
            scenarios,
            move_action,
        }
    }

    pub fn measure(&self, profile: &UnitProfile, games: u32) -> Vec<Tally> {
        duel::measure(
            profile,
            &self.references,
            &self.scenarios,
            &self.move_action,
            games,
        )
    }
}

/// What the duels see of a unit: two units with the same key fight alike.
/// Bombardment, scouting, veterans and the untrained make no difference
/// in a duel (no bombardment, no tactics, no deployment, no rating).
pub fn profile_key(profile: &UnitProfile) -> String {
    let mut effects: Vec<String> = profile
        .effects
        .iter()
        .filter(|e| {
            matches!(
                e,
                RuleEffect::Light | RuleEffect::Armor | RuleEffect::UseCover
            )
        })
        .map(|e| format!("{e:?}"))
        .collect();
    effects.sort();
    format!(
        "{:?} {}-{} retreat {} strength {} morale {} {}+ close {} fire {:?} {}",
        profile.kind,
        profile.speed.simple,
        profile.speed.difficult,
        profile.retreat,
        profile.strength,
        profile.morale,
        profile.discipline,
        profile.close_combat,
        profile.fire,
        effects.join(" ")
    )
}

/// The morale a side's duels cost the enemy and the side itself, per unit,
/// averaged over the scenarios with their weights.
pub fn exchange(scenarios: &[Scenario], tallies: &[Tally]) -> (f64, f64) {
    (
        duel::weighted(scenarios, tallies, Tally::mean_inflicted),
        duel::weighted(scenarios, tallies, Tally::mean_suffered),
    )
}

/// The unit's quality against line infantry's (see the module's text).
pub fn quality(morale: u8, scenarios: &[Scenario], tallies: &[Tally], line: &[Tally]) -> f64 {
    let (inflicted, suffered) = exchange(scenarios, tallies);
    let (line_inflicted, line_suffered) = exchange(scenarios, line);
    let rate = |i: f64, s: f64| i / s.max(1e-9);
    f64::from(morale) / LINE_MORALE * rate(inflicted, suffered)
        / rate(line_inflicted, line_suffered)
}

/// The duel value in points: 15 × √quality.
pub fn duel_value(morale: u8, scenarios: &[Scenario], tallies: &[Tally], line: &[Tally]) -> f64 {
    LINE_POINTS * quality(morale, scenarios, tallies, line).max(0.0).sqrt()
}

/// One shipped unit, measured.
pub struct Measured {
    pub faction: FactionId,
    pub unit: Unit,
    pub profile_key: String,
    pub tallies: Vec<Tally>,
    /// The morale its duels cost the enemy and its own army, per unit.
    pub inflicted: f64,
    pub suffered: f64,
    pub duel_value: f64,
    /// The model's terms the duels do not measure (differences from line
    /// infantry).
    pub kept_value: f64,
    pub value: f64,
}

impl Measured {
    /// (price − value) / value.
    pub fn difference(&self) -> f64 {
        (f64::from(self.unit.points) - self.value) / self.value.max(0.1)
    }
}

/// Measures every unit of the catalog that `wanted` picks (each distinct
/// duel profile once, line infantry always), `games` duels a scenario, on
/// `threads` threads.
pub fn measure_catalog(
    catalog: &Catalog,
    method: &Method,
    games: u32,
    threads: usize,
    wanted: impl Fn(&Unit) -> bool,
) -> Vec<Measured> {
    let units: Vec<(FactionId, Unit, UnitProfile)> = catalog
        .factions()
        .flat_map(|f| f.units.iter().map(move |u| (f, u)))
        .filter(|(_, u)| wanted(u))
        .map(|(f, u)| {
            let profile = UnitProfile::from_unit(TableUnitId(0), Side::A, u, catalog);
            (f.id.clone(), u.clone(), profile)
        })
        .collect();
    let line = duel::line_infantry();
    let mut keys: Vec<(String, UnitProfile)> = vec![(profile_key(&line), line)];
    for (_, _, profile) in &units {
        let key = profile_key(profile);
        if !keys.iter().any(|(k, _)| *k == key) {
            keys.push((key, profile.clone()));
        }
    }
    let results: Mutex<Vec<Option<Vec<Tally>>>> = Mutex::new(vec![None; keys.len()]);
    let next = AtomicUsize::new(0);
    std::thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            scope.spawn(|| loop {
                let k = next.fetch_add(1, Ordering::Relaxed);
                let Some((_, profile)) = keys.get(k) else {
                    break;
                };
                let tallies = method.measure(profile, games);
                if let Ok(mut results) = results.lock() {
                    results[k] = Some(tallies);
                }
            });
        }
    });
    let results: Vec<Vec<Tally>> = results
        .into_inner()
        .unwrap_or_default()
        .into_iter()
        .map(Option::unwrap_or_default)
        .collect();
    let line_tallies = &results[0];
    units
        .into_iter()
        .map(|(faction, unit, profile)| {
            let key = profile_key(&profile);
            let k = keys.iter().position(|(k2, _)| *k2 == key).unwrap_or(0);
            let tallies = results[k].clone();
            let duel_value = duel_value(unit.morale, &method.scenarios, &tallies, line_tallies);
            let (inflicted, suffered) = exchange(&method.scenarios, &tallies);
            let kept_value = f64::from(kept_points_tenths(&unit, &catalog.glossary)) / 10.0;
            Measured {
                faction,
                unit,
                profile_key: key,
                tallies,
                inflicted,
                suffered,
                duel_value,
                kept_value,
                value: duel_value + kept_value,
            }
        })
        .collect()
}
