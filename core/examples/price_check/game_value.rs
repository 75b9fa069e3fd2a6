//! From battles to points: the plan of the whole-game measure (how many
//! mirrored pairs each unit plays), the calibration of each era, each
//! unit's value with its interval, and the unit types the report shows.
//! The method is in `army_lists/README.md` ("Prices checked by battles").

#![allow(dead_code)] // the example and the tests use different parts

use crate::figures::statline_key;
use crate::whole_game::{logit, Record, Trial, CALIBRATION, REFERENCE_POINTS};
use clouds_core::{Catalog, EraId, FactionId, Unit, UnitId};
use std::collections::BTreeMap;

/// What a run's records hold: by trial key, the trial, X's record and the
/// pairs played.
pub type Known = BTreeMap<String, (Trial, Record, u32)>;

/// How many mirrored pairs a run plays.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Budget {
    /// Pairs for each unit type, shared among the factions that field it.
    pub type_pairs: u32,
    /// The fewest pairs any one unit of a faction plays.
    pub unit_pairs: u32,
    /// Pairs of each calibration series (each faction, each block).
    pub calibration_pairs: u32,
}

impl Budget {
    /// The full run of the report.
    pub const FULL: Budget = Budget {
        type_pairs: 300,
        unit_pairs: 16,
        calibration_pairs: 60,
    };
    /// `--quick`: about four minutes, for a first look (intervals about
    /// four times as wide; the calibration, which every value leans on,
    /// gets a larger share).
    pub const QUICK: Budget = Budget {
        type_pairs: 16,
        unit_pairs: 1,
        calibration_pairs: 16,
    };
}

/// A unit type: its statline and its price.
pub fn type_key(unit: &Unit) -> String {
    format!("{} {}", unit.points, statline_key(unit))
}

/// Every shipped unit that `wanted` picks, with its faction, grouped by
/// type (in the catalog's order of first appearance).
pub fn unit_types(
    catalog: &Catalog,
    wanted: impl Fn(&Unit) -> bool,
) -> Vec<(String, Vec<(&FactionId, &Unit)>)> {
    let mut types: Vec<(String, Vec<(&FactionId, &Unit)>)> = Vec::new();
    for faction in catalog.factions() {
        for unit in faction.units.iter().filter(|u| wanted(u)) {
            let key = type_key(unit);
            match types.iter_mut().find(|(k, _)| *k == key) {
                Some((_, units)) => units.push((&faction.id, unit)),
                None => types.push((key, vec![(&faction.id, unit)])),
            }
        }
    }
    types
}

/// The trial of a unit: the one recorded already, if any (its block may
/// have been sized at an earlier price), or a new one.
fn trial_of(known: &Known, faction: &FactionId, unit: &Unit) -> Trial {
    known
        .values()
        .map(|(t, _, _)| t)
        .find(|t| matches!(t, Trial::Unit { faction: f, unit: u, .. } if f == faction && *u == unit.id))
        .cloned()
        .unwrap_or_else(|| Trial::of_unit(faction, unit))
}

/// The trials of a run and the pairs each is to have played: each
/// faction's calibration, and each unit's trial.
pub fn plan(
    catalog: &Catalog,
    budget: Budget,
    known: &Known,
    wanted: impl Fn(&Unit) -> bool,
) -> Vec<(Trial, u32)> {
    let mut trials = Vec::new();
    for faction in catalog.factions() {
        for extra in CALIBRATION {
            trials.push((
                Trial::Calibration {
                    faction: faction.id.clone(),
                    extra,
                },
                budget.calibration_pairs,
            ));
        }
    }
    for (_, units) in unit_types(catalog, wanted) {
        let n = units.len() as u32;
        let pairs = budget.type_pairs.div_ceil(n).max(budget.unit_pairs);
        for (faction, unit) in units {
            trials.push((trial_of(known, faction, unit), pairs));
        }
    }
    trials
}

/// An era's calibration: how the logit of the score grows with the
/// points one army has more.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Calibration {
    /// Logit per point.
    pub beta: f64,
    /// Its standard error.
    pub error: f64,
    pub games: u32,
}

/// The logit of a record's score and its standard error.
fn logit_of(record: &Record) -> (f64, f64) {
    let n = record.games();
    let y = logit(record.score(), n);
    let p = 1.0 / (1.0 + (-y).exp());
    (y, record.score_error() / (p * (1.0 - p)))
}

/// Each era's calibration from the calibration series recorded: the
/// weighted least-squares slope through 0 of logit(score) on the points
/// more, its error widened by the series' scatter beyond their own errors.
pub fn calibrate(catalog: &Catalog, known: &Known) -> BTreeMap<EraId, Calibration> {
    let mut by_era: BTreeMap<EraId, Vec<(f64, f64, f64, u32)>> = BTreeMap::new();
    for (trial, record, _) in known.values() {
        if let Trial::Calibration { faction, extra } = trial {
            let Some(era) = catalog.faction(faction).map(|f| f.era.clone()) else {
                continue;
            };
            if record.games() == 0 {
                continue;
            }
            let (y, e) = logit_of(record);
            let x = f64::from(*extra) * REFERENCE_POINTS;
            by_era
                .entry(era)
                .or_default()
                .push((x, y, e, record.games()));
        }
    }
    by_era
        .into_iter()
        .map(|(era, series)| {
            let sxx: f64 = series.iter().map(|(x, _, e, _)| x * x / (e * e)).sum();
            let sxy: f64 = series.iter().map(|(x, y, e, _)| x * y / (e * e)).sum();
            let beta = sxy / sxx.max(1e-12);
            let chi2: f64 = series
                .iter()
                .map(|(x, y, e, _)| ((y - beta * x) / e).powi(2))
                .sum();
            let df = (series.len() as f64 - 1.0).max(1.0);
            let error = (1.0 / sxx.max(1e-12)).sqrt() * (chi2 / df).sqrt().max(1.0);
            let games = series.iter().map(|s| s.3).sum();
            (era, Calibration { beta, error, games })
        })
        .collect()
}

/// A value in points with its standard error.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Value {
    pub value: f64,
    pub error: f64,
    pub games: u32,
}

impl Value {
    /// The 95% interval.
    pub fn interval(&self) -> (f64, f64) {
        (
            self.value - 1.96 * self.error,
            self.value + 1.96 * self.error,
        )
    }
}

/// One unit's value from its trial's record: its block is worth the
/// reference units' points plus logit(score) ÷ β, a unit that divided by
/// the block's copies.
pub fn unit_value(trial: &Trial, record: &Record, calibration: &Calibration) -> Option<Value> {
    let Trial::Unit {
        copies, references, ..
    } = trial
    else {
        return None;
    };
    if record.games() == 0 || calibration.beta <= 0.0 {
        return None;
    }
    let (y, e) = logit_of(record);
    let b = calibration.beta;
    let block = f64::from(*references) * REFERENCE_POINTS + y / b;
    let error = ((e / b).powi(2) + (y * calibration.error / (b * b)).powi(2)).sqrt();
    let k = f64::from(*copies);
    Some(Value {
        value: block / k,
        error: error / k,
        games: record.games(),
    })
}

/// Every unit's own value (in its faction), by faction and unit.
pub fn unit_values(
    catalog: &Catalog,
    known: &Known,
    calibrations: &BTreeMap<EraId, Calibration>,
) -> BTreeMap<(FactionId, UnitId), Value> {
    let mut values = BTreeMap::new();
    for (trial, record, _) in known.values() {
        let Trial::Unit { faction, unit, .. } = trial else {
            continue;
        };
        let Some(era) = catalog.faction(faction).map(|f| &f.era) else {
            continue;
        };
        let Some(calibration) = calibrations.get(era) else {
            continue;
        };
        if let Some(v) = unit_value(trial, record, calibration) {
            values.insert((faction.clone(), unit.clone()), v);
        }
    }
    values
}

/// A type's value: the mean of its units' values (one for each faction
/// that fields it), with the error of that mean.
pub fn type_value(values: &[Value]) -> Option<Value> {
    if values.is_empty() {
        return None;
    }
    let n = values.len() as f64;
    Some(Value {
        value: values.iter().map(|v| v.value).sum::<f64>() / n,
        error: values.iter().map(|v| v.error * v.error).sum::<f64>().sqrt() / n,
        games: values.iter().map(|v| v.games).sum(),
    })
}
