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
//! own terms ([`clouds_core::testing::kept_points_tenths`]), which are differences
//! from line infantry: the measured value is the duel value plus those.
//!
//! Every unit also runs the races ([`crate::race`]), where speed counts;
//! they enter the value only with a race weight above 0 (see
//! [`RACE_WEIGHT`]): the quality's rate is then the geometric mean of the
//! duels' and the races' rates. The model's speed term was priced from
//! them (`--speeds`).

#![allow(dead_code)] // the example and the tests use different parts

use crate::duel::{self, Scenario, Tally};
use crate::race::{self, Race};
use clouds_core::testing::kept_points_tenths;
use clouds_core::{Action, Catalog, FactionId, RuleEffect, Unit, UnitProfile};
use clouds_core::{Side, TableUnitId};
use std::collections::BTreeMap;
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
    pub races: Vec<Race>,
    /// The races' weight in a unit's quality; the duels weigh the rest.
    pub race_weight: f64,
    pub move_action: Action,
}

/// The races' weight in the price check's value: none. The duels weigh
/// how a unit fights; the races measure what speed is worth (`--speeds`,
/// where they weigh [`SPEED_RACE_WEIGHT`]), and the points model's speed
/// term is priced from that.
pub const RACE_WEIGHT: f64 = 0.0;

/// The races' weight when `--speeds` measures what speed is worth: a
/// unit's game is as much getting to the fight as the fight itself.
pub const SPEED_RACE_WEIGHT: f64 = 0.5;

/// What one unit's games came to: a tally per duel scenario and per race.
#[derive(Clone, Debug, Default, serde::Serialize, serde::Deserialize)]
pub struct Tallies {
    pub duels: Vec<Tally>,
    pub races: Vec<Tally>,
}

impl Method {
    /// Line infantry and line cavalry as references, every scenario.
    pub fn standard(move_action: Action) -> Method {
        let references = vec![duel::line_infantry(), duel::line_cavalry()];
        let scenarios = Scenario::all(references.len());
        let races = Race::all(references.len());
        Method {
            references,
            scenarios,
            races,
            race_weight: RACE_WEIGHT,
            move_action,
        }
    }

    pub fn measure(&self, profile: &UnitProfile, games: u32) -> Tallies {
        Tallies {
            duels: duel::measure(
                profile,
                &self.references,
                &self.scenarios,
                &self.move_action,
                games,
            ),
            races: race::measure(
                profile,
                &self.references,
                &self.races,
                &self.move_action,
                games,
            ),
        }
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

/// The same for the races, each counted alike.
pub fn race_exchange(tallies: &[Tally]) -> (f64, f64) {
    let n = tallies.len().max(1) as f64;
    (
        tallies.iter().map(Tally::mean_inflicted).sum::<f64>() / n,
        tallies.iter().map(Tally::mean_suffered).sum::<f64>() / n,
    )
}

/// The rate at which a unit trades morale: inflicted ÷ suffered.
fn rate((inflicted, suffered): (f64, f64)) -> f64 {
    inflicted / suffered.max(1e-9)
}

/// How a unit trades morale in the duels, against line infantry's rate.
pub fn duel_rate(method: &Method, tallies: &Tallies, line: &Tallies) -> f64 {
    rate(exchange(&method.scenarios, &tallies.duels))
        / rate(exchange(&method.scenarios, &line.duels))
}

/// How its side trades morale in the races, against line infantry's.
pub fn race_rate(tallies: &Tallies, line: &Tallies) -> f64 {
    rate(race_exchange(&tallies.races)) / rate(race_exchange(&line.races))
}

/// The unit's quality against line infantry's (see the module's text):
/// its morale ÷ 2 times the geometric mean of its two rates, the races
/// weighing [`Method::race_weight`].
pub fn quality(morale: u8, method: &Method, tallies: &Tallies, line: &Tallies) -> f64 {
    let w = method.race_weight;
    f64::from(morale) / LINE_MORALE
        * duel_rate(method, tallies, line).max(0.0).powf(1.0 - w)
        * race_rate(tallies, line).max(0.0).powf(w)
}

/// The engine's value in points: 15 × √quality.
pub fn engine_value(morale: u8, method: &Method, tallies: &Tallies, line: &Tallies) -> f64 {
    LINE_POINTS * quality(morale, method, tallies, line).max(0.0).sqrt()
}

/// One shipped unit, measured.
pub struct Measured {
    pub faction: FactionId,
    pub unit: Unit,
    pub profile_key: String,
    pub tallies: Tallies,
    /// The morale its duels cost the enemy and its own army, per unit.
    pub inflicted: f64,
    pub suffered: f64,
    /// The same in the races, per unit of its side.
    pub race_inflicted: f64,
    pub race_suffered: f64,
    /// Its rates against line infantry's, in the duels and the races.
    pub duel_rate: f64,
    pub race_rate: f64,
    /// What the engine measures, in points.
    pub engine_value: f64,
    /// The model's terms the engine does not measure (differences from
    /// line infantry).
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
/// profile once, line infantry always), `games` games a scenario and a
/// race, on `threads` threads.
pub fn measure_catalog(
    catalog: &Catalog,
    method: &Method,
    games: u32,
    threads: usize,
    wanted: impl Fn(&Unit) -> bool,
) -> Vec<Measured> {
    measure_catalog_with(
        catalog,
        method,
        games,
        threads,
        wanted,
        &mut BTreeMap::new(),
    )
}

/// [`measure_catalog`], taking the tallies of profiles already in `known`
/// (by [`profile_key`]) from there and adding the others to it.
pub fn measure_catalog_with(
    catalog: &Catalog,
    method: &Method,
    games: u32,
    threads: usize,
    wanted: impl Fn(&Unit) -> bool,
    known: &mut BTreeMap<String, Tallies>,
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
    let cache: &BTreeMap<String, Tallies> = known;
    let results: Mutex<Vec<Option<Tallies>>> = Mutex::new(vec![None; keys.len()]);
    let next = AtomicUsize::new(0);
    std::thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            scope.spawn(|| loop {
                let k = next.fetch_add(1, Ordering::Relaxed);
                let Some((key, profile)) = keys.get(k) else {
                    break;
                };
                let tallies = match cache.get(key) {
                    Some(tallies) => tallies.clone(),
                    None => method.measure(profile, games),
                };
                if let Ok(mut results) = results.lock() {
                    results[k] = Some(tallies);
                }
            });
        }
    });
    let results: Vec<Tallies> = results
        .into_inner()
        .unwrap_or_default()
        .into_iter()
        .map(Option::unwrap_or_default)
        .collect();
    for ((key, _), tallies) in keys.iter().zip(&results) {
        known.insert(key.clone(), tallies.clone());
    }
    let line_tallies = &results[0];
    units
        .into_iter()
        .map(|(faction, unit, profile)| {
            let key = profile_key(&profile);
            let k = keys.iter().position(|(k2, _)| *k2 == key).unwrap_or(0);
            let tallies = results[k].clone();
            let engine_value = engine_value(unit.morale, method, &tallies, line_tallies);
            let (inflicted, suffered) = exchange(&method.scenarios, &tallies.duels);
            let (race_inflicted, race_suffered) = race_exchange(&tallies.races);
            let kept_value = f64::from(kept_points_tenths(&unit, &catalog.glossary)) / 10.0;
            Measured {
                faction,
                unit,
                profile_key: key,
                inflicted,
                suffered,
                race_inflicted,
                race_suffered,
                duel_rate: duel_rate(method, &tallies, line_tallies),
                race_rate: race_rate(&tallies, line_tallies),
                tallies,
                engine_value,
                kept_value,
                value: engine_value + kept_value,
            }
        })
        .collect()
}
