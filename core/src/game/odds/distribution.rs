//! The chances of dice: sums of kept dice (counted exactly, or sampled
//! beyond [`EXACT_MOST_DICE`]), the hits two results make, and a unit's
//! chance to break when it tests.

use super::{EXACT_MOST_DICE, SAMPLED_ROLLS};
use crate::game::combat::{dice_rolled, hits_scored, kept_dice, Keep};
use crate::game::dice::Dice;
use crate::game::hits::passes_discipline;
use serde::{Deserialize, Serialize};

/// A chance for each whole value from `first` on.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Distribution {
    pub first: u32,
    pub chances: Vec<f64>,
    /// Counted exactly from the dice (otherwise sampled).
    pub exact: bool,
}

impl Distribution {
    /// A value for certain.
    fn certain(value: u32) -> Distribution {
        Distribution {
            first: value,
            chances: vec![1.0],
            exact: true,
        }
    }

    /// The values with a chance above 0, and their chances.
    pub fn values(&self) -> impl Iterator<Item = (u32, f64)> + '_ {
        self.chances
            .iter()
            .enumerate()
            .filter(|(_, p)| **p > 0.0)
            .map(move |(k, p)| (self.first + k as u32, *p))
    }

    pub fn chance_of(&self, value: u32) -> f64 {
        value
            .checked_sub(self.first)
            .and_then(|k| self.chances.get(k as usize))
            .copied()
            .unwrap_or(0.0)
    }

    pub fn mean(&self) -> f64 {
        self.values().map(|(v, p)| f64::from(v) * p).sum()
    }

    pub fn lowest(&self) -> u32 {
        self.values().next().map_or(self.first, |(v, _)| v)
    }

    pub fn highest(&self) -> u32 {
        self.values().last().map_or(self.first, |(v, _)| v)
    }

    /// The same shifted up by `by`.
    pub(super) fn plus(mut self, by: u32) -> Distribution {
        self.first += by;
        self
    }

    fn from_counts(first: u32, counts: Vec<f64>, exact: bool) -> Distribution {
        let total: f64 = counts.iter().sum();
        let chances = if total > 0.0 {
            counts.iter().map(|c| c / total).collect()
        } else {
            vec![1.0]
        };
        Distribution {
            first,
            chances,
            exact,
        }
    }
}

/// The distribution of the sum of the dice a side keeps when it has
/// `dice` dice and these advantages and disadvantages: exact up to
/// [`EXACT_MOST_DICE`] dice rolled, sampled beyond.
pub fn dice_sum(dice: u32, advantages: u32, disadvantages: u32) -> Distribution {
    let (rolled, keep) = dice_rolled(dice, advantages, disadvantages);
    if rolled <= EXACT_MOST_DICE {
        exact_kept_sum(rolled, dice, keep)
    } else {
        sampled_kept_sum(rolled, dice, keep, 0)
    }
}

/// Binomial coefficients C(n, k) for n up to `n`, as floating point.
fn binomials(n: usize) -> Vec<Vec<f64>> {
    let mut rows: Vec<Vec<f64>> = vec![vec![1.0]];
    for m in 1..=n {
        let previous = &rows[m - 1];
        let mut row = vec![1.0; m + 1];
        for k in 1..m {
            row[k] = previous[k - 1] + previous[k];
        }
        rows.push(row);
    }
    rows
}

/// The exact distribution of the kept sum. The faces are taken in the
/// order the dice are kept (highest first when keeping the highest, lowest
/// first otherwise); for each face, how many of the dice still unplaced
/// show it, weighted by the ways to choose them. The first `dice` dice
/// placed are the kept ones.
fn exact_kept_sum(rolled: u32, dice: u32, keep: Keep) -> Distribution {
    let n = rolled as usize;
    let k = dice as usize;
    if k == 0 {
        return Distribution::certain(0);
    }
    let choose = binomials(n);
    let faces: [u32; 6] = match keep {
        Keep::Highest => [6, 5, 4, 3, 2, 1],
        Keep::All | Keep::Lowest => [1, 2, 3, 4, 5, 6],
    };
    let most = 6 * k;
    // weights[placed][sum]
    let mut weights = vec![vec![0.0f64; most + 1]; n + 1];
    weights[0][0] = 1.0;
    let sixth = 1.0 / 6.0;
    for face in faces {
        let mut next = vec![vec![0.0f64; most + 1]; n + 1];
        for (placed, row) in weights.iter().enumerate() {
            for (sum, &w) in row.iter().enumerate() {
                if w == 0.0 {
                    continue;
                }
                let mut power = 1.0;
                for showing in 0..=(n - placed) {
                    let kept = showing.min(k.saturating_sub(placed));
                    let s = sum + kept * face as usize;
                    next[placed + showing][s] += w * choose[n - placed][showing] * power;
                    power *= sixth;
                }
            }
        }
        weights = next;
    }
    Distribution::from_counts(0, weights[n].clone(), true)
}

/// The kept sum over [`SAMPLED_ROLLS`] rolls of the engine's seeded dice.
fn sampled_kept_sum(rolled: u32, dice: u32, keep: Keep, seed: u64) -> Distribution {
    let mut counts = vec![0.0f64; 6 * dice as usize + 1];
    let mut generator = Dice::seeded(seed);
    for _ in 0..SAMPLED_ROLLS {
        let Ok(roll) = generator.roll(rolled) else {
            break;
        };
        let sum: u32 = kept_dice(&roll, dice, keep)
            .iter()
            .map(|d| u32::from(*d))
            .sum();
        if let Some(slot) = counts.get_mut(sum as usize) {
            *slot += 1.0;
        }
    }
    Distribution::from_counts(0, counts, false)
}

/// The hits a side takes, from its result and the other side's.
pub(super) fn hits_taken(mine: &Distribution, theirs: &Distribution) -> Distribution {
    let mut counts: Vec<f64> = Vec::new();
    for (t, pt) in theirs.values() {
        for (m, pm) in mine.values() {
            let hits = hits_scored(t, m) as usize;
            if counts.len() <= hits {
                counts.resize(hits + 1, 0.0);
            }
            counts[hits] += pt * pm;
        }
    }
    Distribution::from_counts(0, counts, mine.exact && theirs.exact)
}

/// The chance a discipline test (with `bonus`, against `needed`) fails,
/// taking a reroll if the unit has one.
pub fn break_chance(needed: u8, bonus: i32, reroll: bool) -> f64 {
    let fails = (1..=6u8)
        .filter(|roll| !passes_discipline(*roll, bonus, needed))
        .count() as f64
        / 6.0;
    if reroll {
        fails * fails
    } else {
        fails
    }
}
