//! The price report of both measures: every unit type's value in whole
//! games (with its interval) beside its value in the duels, the price
//! formula fitted on half of the types and checked on the other half, and
//! the figures file the price report test reads
//! (`core/tests/fixtures/prices/measured.json`).

#![allow(dead_code)] // the example and the tests use different parts

use crate::figures::TOLERANCE;
use crate::figures::{statline_hash, EraCalibration, Figures, Note, UnitFigures};
use crate::fit;
use crate::game_value::{type_value, unit_types, Budget, Calibration, Value};
use crate::value::Measured;
use clouds_core::testing::model_points;
use clouds_core::{Catalog, EraId, FactionId, Unit, UnitId};
use std::collections::BTreeMap;

/// One unit type of the report.
pub struct Row<'c> {
    pub key: String,
    pub units: Vec<(&'c FactionId, &'c Unit)>,
    /// Its value in whole games: the mean over the factions that field it.
    pub battles: Value,
    /// Its value in the duels (plus the model's kept terms).
    pub duels: Option<f64>,
}

impl Row<'_> {
    pub fn unit(&self) -> &Unit {
        self.units[0].1
    }

    pub fn price(&self) -> f64 {
        f64::from(self.unit().points)
    }

    /// (price − value) ÷ value, in whole games.
    pub fn difference(&self) -> f64 {
        (self.price() - self.battles.value) / self.battles.value.max(0.1)
    }

    /// (duel value − battle value) ÷ battle value.
    pub fn disagreement(&self) -> Option<f64> {
        self.duels
            .map(|d| (d - self.battles.value) / self.battles.value.max(0.1))
    }

    pub fn outside(&self) -> bool {
        self.difference().abs() > TOLERANCE
    }

    /// Whether every unit of the type has a points note in its list or
    /// a note of the report.
    pub fn noted(&self, notes: &[Note]) -> bool {
        self.units
            .iter()
            .all(|(f, u)| u.points_note.is_some() || notes.iter().any(|n| n.names(f, &u.id)))
    }

    /// Which half of the types the fit is made on: by a hash of the type,
    /// so the halves mix every kind of unit and stay the same run to run.
    pub fn half(&self) -> usize {
        let mut hash = 0xcbf2_9ce4_8422_2325u64;
        for byte in self.key.bytes() {
            hash ^= u64::from(byte);
            hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
        }
        (hash >> 17) as usize % 2
    }
}

/// The report's rows, by whole-game value: every type whose units have
/// a whole-game value.
pub fn rows<'c>(
    catalog: &'c Catalog,
    values: &BTreeMap<(FactionId, UnitId), Value>,
    duels: &[Measured],
    wanted: impl Fn(&Unit) -> bool,
) -> Vec<Row<'c>> {
    let duel_of = |faction: &FactionId, unit: &UnitId| {
        duels
            .iter()
            .find(|m| &m.faction == faction && &m.unit.id == unit)
            .map(|m| m.value)
    };
    let mut rows: Vec<Row> = unit_types(catalog, wanted)
        .into_iter()
        .filter_map(|(key, units)| {
            let own: Vec<Value> = units
                .iter()
                .filter_map(|(f, u)| values.get(&((*f).clone(), u.id.clone())).copied())
                .collect();
            let battles = type_value(&own)?;
            let duels = units.first().and_then(|(f, u)| duel_of(f, &u.id));
            Some(Row {
                key,
                units,
                battles,
                duels,
            })
        })
        .collect();
    rows.sort_by(|a, b| a.battles.value.total_cmp(&b.battles.value));
    rows
}

/// The fit on one half of the types, checked on the other.
pub struct Fold {
    pub weights: [f64; 18],
    /// RMS relative error and share within 15%, on the half fitted.
    pub in_sample: (f64, f64),
    /// The same on the other half.
    pub out_of_sample: (f64, f64),
    pub fitted: usize,
    pub checked: usize,
}

/// Both folds of the fit to the battle values: fitted on half 0 and
/// checked on half 1, and the reverse.
pub fn folds(rows: &[Row], catalog: &Catalog) -> [Fold; 2] {
    folds_of(rows, catalog, |r| Some(r.battles.value))
}

/// Both folds of the fit to the values `value` gives (the battles', or
/// the duels').
pub fn folds_of(rows: &[Row], catalog: &Catalog, value: impl Fn(&Row) -> Option<f64>) -> [Fold; 2] {
    let data: Vec<([f64; 18], f64, usize)> = rows
        .iter()
        .filter_map(|r| {
            Some((
                fit::all_features(r.unit(), &catalog.glossary),
                value(r)?,
                r.half(),
            ))
        })
        .collect();
    [0, 1].map(|half| {
        let fitted: Vec<([f64; 18], f64)> = data
            .iter()
            .filter(|d| d.2 == half)
            .map(|d| (d.0, d.1))
            .collect();
        let weights = fit::fit_rows(&fitted);
        let errors = |h: usize| {
            fit::errors(
                data.iter()
                    .filter(|d| d.2 == h)
                    .map(|d| (fit::predict(&weights, &d.0), d.1)),
            )
        };
        Fold {
            weights,
            in_sample: errors(half),
            out_of_sample: errors(1 - half),
            fitted: fitted.len(),
            checked: data.len() - fitted.len(),
        }
    })
}

/// Rounds to one decimal.
fn tenth(x: f64) -> f64 {
    (x * 10.0).round() / 10.0
}

pub fn figures(
    catalog: &Catalog,
    rows: &[Row],
    values: &BTreeMap<(FactionId, UnitId), Value>,
    calibrations: &BTreeMap<EraId, Calibration>,
    budget: Budget,
    folds: &[Fold; 2],
    notes: Vec<Note>,
) -> Figures {
    let mut units = Vec::new();
    for row in rows {
        let (low, high) = row.battles.interval();
        for (faction, unit) in &row.units {
            let own = values
                .get(&((*faction).clone(), unit.id.clone()))
                .map_or(row.battles.value, |v| v.value);
            units.push(UnitFigures {
                faction: faction.to_string(),
                unit: unit.id.to_string(),
                points: unit.points,
                statline: statline_hash(unit),
                value: tenth(row.battles.value),
                low: tenth(low),
                high: tenth(high),
                own: tenth(own),
                duels: row.duels.map(tenth),
            });
        }
    }
    units.sort_by(|a, b| (&a.faction, &a.unit).cmp(&(&b.faction, &b.unit)));
    Figures {
        revision: catalog.index.revision,
        pairs: [
            budget.type_pairs,
            budget.unit_pairs,
            budget.calibration_pairs,
        ],
        calibration: calibrations
            .iter()
            .map(|(era, c)| EraCalibration {
                era: era.to_string(),
                beta: (c.beta * 1e5).round() / 1e5,
                error: (c.error * 1e5).round() / 1e5,
                games: c.games,
            })
            .collect(),
        fit: folds
            .iter()
            .map(|f| {
                [
                    (f.in_sample.0 * 1e3).round() / 1e3,
                    (f.out_of_sample.0 * 1e3).round() / 1e3,
                ]
            })
            .collect(),
        notes,
        units,
    }
}

/// "dragoons (sweden, empire), reiters (muscovy)"
pub fn names(units: &[(&FactionId, &Unit)]) -> String {
    let mut names: Vec<(&str, Vec<&str>)> = Vec::new();
    for (faction, unit) in units {
        let faction = faction
            .as_str()
            .split_once('_')
            .map_or(faction.as_str(), |(_, rest)| rest);
        match names.iter_mut().find(|(id, _)| *id == unit.id.as_str()) {
            Some((_, factions)) if !factions.contains(&faction) => factions.push(faction),
            Some(_) => {}
            None => names.push((unit.id.as_str(), vec![faction])),
        }
    }
    names
        .iter()
        .map(|(id, factions)| format!("{id} ({})", factions.join(", ")))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The report's last column.
fn mark(row: &Row, notes: &[Note]) -> String {
    let mut marks = Vec::new();
    if row.outside() {
        marks.push(if row.noted(notes) { "noted" } else { "OUT" });
    } else if row.units.iter().all(|(_, u)| u.points_note.is_some()) {
        marks.push("note");
    }
    if row.disagreement().is_some_and(|d| d.abs() > TOLERANCE) {
        marks.push("measures differ");
    }
    marks.join(", ")
}

/// The report as `army_lists/README.md` prints it.
pub fn print_markdown(
    rows: &[Row],
    catalog: &Catalog,
    calibrations: &BTreeMap<EraId, Calibration>,
    folds: &[Fold; 2],
    budget: Budget,
    notes: &[Note],
) {
    println!(
        "{} unit types ({} units). Price: the listed points; model: the points model; battles: \
         the value in whole games with its 95% interval; diff: price against it (far above: a value under 1 point); duels: the value \
         by the duels (plus the model's kept terms); measures differ: the two values more than 15% \
         apart; noted: outside 15% of the battle value, with a note saying why (the unit's points note or a note of the report).\n",
        rows.len(),
        rows.iter().map(|r| r.units.len()).sum::<usize>()
    );
    println!("| units (faction) | price | model | battles | 95% | diff | duels | |");
    println!("|---|--:|--:|--:|--:|--:|--:|---|");
    for row in rows {
        let (low, high) = row.battles.interval();
        // A value near 0 or below makes a percentage meaningless.
        let difference = if row.battles.value < 1.0 {
            "far above".to_owned()
        } else {
            format!("{:+.0}%", row.difference() * 100.0)
        };
        println!(
            "| {} | {} | {} | {:.1} | {:.1}–{:.1} | {} | {} | {} |",
            names(&row.units),
            row.unit().points,
            model_points(row.unit(), &catalog.glossary),
            row.battles.value,
            low,
            high,
            difference,
            row.duels.map_or("–".to_owned(), |d| format!("{d:.1}")),
            mark(row, notes)
        );
    }
    println!();
    print_summary(rows, catalog, calibrations, folds, budget, notes);
}

/// The calibration, the fit and the counts.
pub fn print_summary(
    rows: &[Row],
    catalog: &Catalog,
    calibrations: &BTreeMap<EraId, Calibration>,
    folds: &[Fold; 2],
    budget: Budget,
    notes: &[Note],
) {
    let units = |f: &dyn Fn(&Row) -> bool| {
        rows.iter()
            .filter(|r| f(r))
            .map(|r| r.units.len())
            .sum::<usize>()
    };
    let types = |f: &dyn Fn(&Row) -> bool| rows.iter().filter(|r| f(r)).count();
    println!(
        "Pairs: {} a type (at least {} a unit), {} a calibration series.",
        budget.type_pairs, budget.unit_pairs, budget.calibration_pairs
    );
    for (era, c) in calibrations {
        let name = catalog
            .index
            .era(era)
            .map_or(era.to_string(), |e| e.name.en.clone());
        println!(
            "Calibration, {name}: logit(score) = {:.4} ± {:.4} a point ({} games): 15 points more win {:.0}% of games.",
            c.beta,
            1.96 * c.error,
            c.games,
            100.0 / (1.0 + (-15.0 * c.beta).exp())
        );
    }
    let duel_folds = folds_of(rows, catalog, |r| r.duels);
    for (what, folds) in [("battle", folds), ("duel", &duel_folds)] {
        for (k, fold) in folds.iter().enumerate() {
            print_fold(what, k, fold);
        }
    }
    let model = fit::errors(rows.iter().map(|r| {
        (
            f64::from(model_points(r.unit(), &catalog.glossary)),
            r.battles.value,
        )
    }));
    let prices = fit::errors(rows.iter().map(|r| (r.price(), r.battles.value)));
    let duels = fit::errors(
        rows.iter()
            .filter_map(|r| r.duels.map(|d| (d, r.battles.value))),
    );
    println!(
        "Against the battle values, RMS error: the points model {:.1}% ({:.0}% within 15%), the listed prices {:.1}% ({:.0}%), the duel values {:.1}% ({:.0}%).",
        model.0 * 100.0,
        model.1 * 100.0,
        prices.0 * 100.0,
        prices.1 * 100.0,
        duels.0 * 100.0,
        duels.1 * 100.0
    );
    println!(
        "{} types ({} units) priced within 15% of their battle value; {} ({} units) outside it with a note saying why, {} ({} units) without one. The measures differ by more than 15% on {} types ({} units).",
        types(&|r| !r.outside()),
        units(&|r| !r.outside()),
        types(&|r| r.outside() && r.noted(notes)),
        units(&|r| r.outside() && r.noted(notes)),
        types(&|r| r.outside() && !r.noted(notes)),
        units(&|r| r.outside() && !r.noted(notes)),
        types(&|r| r.disagreement().is_some_and(|d| d.abs() > TOLERANCE)),
        units(&|r| r.disagreement().is_some_and(|d| d.abs() > TOLERANCE)),
    );
}

/// One fold's errors.
fn print_fold(what: &str, k: usize, fold: &Fold) {
    println!(
        "Fit to the {what} values on half {k} ({} types), checked on half {} ({} types): RMS error \
         {:.1}% in sample ({:.0}% of types within 15%), {:.1}% out of sample ({:.0}% within 15%).",
        fold.fitted,
        1 - k,
        fold.checked,
        fold.in_sample.0 * 100.0,
        fold.in_sample.1 * 100.0,
        fold.out_of_sample.0 * 100.0,
        fold.out_of_sample.1 * 100.0
    );
}

/// The fitted weights of both folds, term by term.
pub fn print_weights(folds: &[Fold; 2]) {
    println!("Weights fitted to the battle values (points per difference from line infantry):");
    for (k, term) in fit::ALL_TERMS.iter().enumerate() {
        println!(
            "  {term:<38} {:>+7.2} {:>+7.2}",
            folds[0].weights[k], folds[1].weights[k]
        );
    }
}
