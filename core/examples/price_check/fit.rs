//! The points model's measured terms fitted to the engine's values: the
//! `--fit` report of the price check, from which the weights of
//! `core/src/army_list/points.rs` were rounded.
//!
//! Every term is a difference from line infantry's statline, as in the
//! model. The fit is weighted least squares on the relative error, since
//! the tolerance is relative: it minimises the sum over shipped units of
//! ((fit − engine value) ÷ engine value)², so a unit shared by many lists
//! counts as often as it is shipped. The floors of the model (no weapon is
//! worth less than none; the measured terms never sum below 0) are left
//! out of the fit.

#![allow(dead_code)] // the example and the tests use different parts

use crate::value::Measured;
use clouds_core::{Glossary, RuleEffect, Unit, UnitType};

/// The terms fitted, in the order of [`features`].
pub const TERMS: [&str; 14] = [
    "close combat die",
    "strength",
    "morale",
    "discipline pip",
    "fire die",
    "fire range UW",
    "no fire weapon",
    "retreat UW (mean)",
    "cavalry",
    "artillery",
    "armour",
    "use cover",
    "light",
    "speed UW",
];

/// A unit's differences from line infantry, one per term of [`TERMS`].
pub fn features(unit: &Unit, glossary: &Glossary) -> [f64; 14] {
    let effects: Vec<&RuleEffect> = unit.effects(glossary).collect();
    let has = |e: RuleEffect| f64::from(u8::from(effects.contains(&&e)));
    let (dice, range, none) = match &unit.fire {
        Some(fire) => (f64::from(fire.dice) - 2.0, f64::from(fire.range) - 2.0, 0.0),
        None => (0.0, 0.0, 1.0),
    };
    let kind = unit.unit_type(glossary);
    [
        f64::from(unit.close_combat) - 2.0,
        f64::from(unit.strength) - 1.0,
        f64::from(unit.morale) - 2.0,
        4.0 - f64::from(unit.discipline),
        dice,
        range,
        none,
        f64::from(unit.retreat.mean_tenths()) / 10.0 - 2.0,
        f64::from(u8::from(kind == Some(UnitType::Cavalry))),
        f64::from(u8::from(kind == Some(UnitType::Artillery))),
        has(RuleEffect::Armor),
        has(RuleEffect::UseCover),
        has(RuleEffect::Light),
        f64::from(unit.speed.simple) + f64::from(unit.speed.difficult) - 3.0,
    ]
}

/// The fitted weight of each term, in points: the engine value ≈ 15 +
/// Σ weight × difference.
pub fn fit(measured: &[Measured], glossary: &Glossary) -> [f64; 14] {
    const N: usize = 14;
    let mut a = [[0.0f64; N]; N];
    let mut b = [0.0f64; N];
    for m in measured {
        let x = features(&m.unit, glossary);
        let y = m.engine_value - 15.0;
        let w = 1.0 / m.engine_value.max(1.0).powi(2);
        for i in 0..N {
            for j in 0..N {
                a[i][j] += w * x[i] * x[j];
            }
            b[i] += w * x[i] * y;
        }
    }
    // A little ridge keeps a term no shipped unit varies at 0.
    for (i, row) in a.iter_mut().enumerate() {
        row[i] += 1e-6;
    }
    solve(a, b)
}

/// Gaussian elimination with partial pivoting.
fn solve<const N: usize>(mut a: [[f64; N]; N], mut b: [f64; N]) -> [f64; N] {
    for col in 0..N {
        let pivot = (col..N)
            .max_by(|i, j| a[*i][col].abs().total_cmp(&a[*j][col].abs()))
            .unwrap_or(col);
        a.swap(col, pivot);
        b.swap(col, pivot);
        let p = a[col][col];
        if p.abs() < 1e-12 {
            continue;
        }
        let pivot_row = a[col];
        for (row, a_row) in a.iter_mut().enumerate() {
            if row != col {
                let f = a_row[col] / p;
                for (x, y) in a_row.iter_mut().zip(pivot_row).skip(col) {
                    *x -= f * y;
                }
                b[row] -= f * b[col];
            }
        }
    }
    let mut x = [0.0; N];
    for i in 0..N {
        if a[i][i].abs() > 1e-12 {
            x[i] = b[i] / a[i][i];
        }
    }
    x
}

/// The fit's value for a unit: 15 + Σ weight × difference.
pub fn fitted(weights: &[f64; 14], unit: &Unit, glossary: &Glossary) -> f64 {
    15.0 + features(unit, glossary)
        .iter()
        .zip(weights)
        .map(|(x, w)| x * w)
        .sum::<f64>()
}

/// The terms of the whole-game fit: the measured terms of [`TERMS`], and
/// what only whole games see.
pub const ALL_TERMS: [&str; 18] = [
    "close combat die",
    "strength",
    "morale",
    "discipline pip",
    "fire die",
    "fire range UW",
    "no fire weapon",
    "retreat UW (mean)",
    "cavalry",
    "artillery",
    "armour",
    "use cover",
    "light",
    "speed UW",
    "bombardment power × (range + 2) ÷ 2",
    "scouts",
    "veteran",
    "untrained",
];

/// A unit's differences from line infantry, one per term of
/// [`ALL_TERMS`].
pub fn all_features(unit: &Unit, glossary: &Glossary) -> [f64; 18] {
    let f = features(unit, glossary);
    let effects: Vec<&RuleEffect> = unit.effects(glossary).collect();
    let has = |e: RuleEffect| f64::from(u8::from(effects.contains(&&e)));
    let bombardment = unit.bombardment(glossary).map_or(0.0, |(range, power)| {
        f64::from(power) * (f64::from(range) + 2.0) / 2.0
    });
    let mut all = [0.0; 18];
    all[..14].copy_from_slice(&f);
    all[14] = bombardment;
    all[15] = has(RuleEffect::Scouts);
    all[16] = has(RuleEffect::Veteran);
    all[17] = has(RuleEffect::Untrained);
    all
}

/// The denominator of a relative error: a value, but never below the
/// price floor of 5 (a unit measured near nothing would weigh without
/// bound).
pub fn scale(value: f64) -> f64 {
    value.max(5.0)
}

/// Weighted least squares of `value − 15` on the features, each row
/// weighing 1 ÷ scale(value)² (the relative error), with a little ridge
/// so that a term no row varies stays at 0.
pub fn fit_rows<const N: usize>(rows: &[([f64; N], f64)]) -> [f64; N] {
    let mut a = [[0.0f64; N]; N];
    let mut b = [0.0f64; N];
    for (x, value) in rows {
        let w = 1.0 / scale(*value).powi(2);
        for i in 0..N {
            for j in 0..N {
                a[i][j] += w * x[i] * x[j];
            }
            b[i] += w * x[i] * (value - 15.0);
        }
    }
    for (i, row) in a.iter_mut().enumerate() {
        row[i] += 1e-6;
    }
    solve(a, b)
}

/// 15 + Σ weight × difference.
pub fn predict<const N: usize>(weights: &[f64; N], x: &[f64; N]) -> f64 {
    15.0 + x.iter().zip(weights).map(|(x, w)| x * w).sum::<f64>()
}

/// The root mean square of the relative errors (prediction − value) ÷
/// scale(value), and the share of rows within the tolerance.
pub fn errors(pairs: impl IntoIterator<Item = (f64, f64)>) -> (f64, f64) {
    let (mut sum, mut within, mut n) = (0.0, 0usize, 0usize);
    for (predicted, value) in pairs {
        let e = (predicted - value) / scale(value);
        sum += e * e;
        within += usize::from(e.abs() <= crate::value::TOLERANCE);
        n += 1;
    }
    let n = n.max(1) as f64;
    ((sum / n).sqrt(), within as f64 / n)
}
