//! Confidence intervals for shares of games: the Wilson score interval for
//! one share, and Newcombe's interval for the difference of two shares
//! measured on the same seeds (paired games).
//!
//! Both stay inside [0, 1] (or [−1, 1]) and behave at 0 and at n, where
//! the textbook "p ± 1.96·√(p(1−p)/n)" collapses to a point: a list that
//! won 100 of 100 games has not been shown to win every game.

use crate::engine::geometry::Extremes;
use serde::{Deserialize, Serialize};

/// The normal quantile for a two-sided 95% interval.
pub(crate) const Z_95: f64 = 1.959_963_984_540_054;

/// A share with its 95% interval, each between 0 and 1 (or −1 and 1 for a
/// difference).
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Estimate {
    pub value: f64,
    pub low: f64,
    pub high: f64,
}

impl Estimate {
    /// Whether the interval leaves out `x` (for a difference: 0, "no
    /// difference").
    pub fn excludes(&self, x: f64) -> bool {
        x < self.low || x > self.high
    }
}

/// `count` of `total`, with its Wilson score interval at `z`. No games:
/// nothing is known, the interval is all of [0, 1].
pub(crate) fn wilson(count: u32, total: u32, z: f64) -> Estimate {
    if total == 0 {
        return Estimate {
            value: 0.0,
            low: 0.0,
            high: 1.0,
        };
    }
    let n = f64::from(total);
    let p = f64::from(count.min(total)) / n;
    let z2 = z * z;
    let denominator = 1.0 + z2 / n;
    let centre = (p + z2 / (2.0 * n)) / denominator;
    let half = z * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / denominator;
    // At 0 and at n the interval's edge is exactly 0 or 1 (rounding
    // would leave it a hair inside).
    let count = count.min(total);
    Estimate {
        value: p,
        low: if count == 0 {
            0.0
        } else {
            (centre - half).greater(0.0)
        },
        high: if count == total {
            1.0
        } else {
            (centre + half).lesser(1.0)
        },
    }
}

/// How paired games came out, as a two-by-two table: `both` won with
/// either list, `only_first` with the first list only, `only_second` with
/// the second only, `neither` with neither.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pairs {
    pub both: u32,
    pub only_first: u32,
    pub only_second: u32,
    pub neither: u32,
}

impl Pairs {
    pub fn total(&self) -> u32 {
        self.both + self.only_first + self.only_second + self.neither
    }
}

/// The difference of the first share and the second (first − second) over
/// paired games, with Newcombe's hybrid score interval for paired data
/// (his method 10): the Wilson intervals of the two shares, combined
/// through the correlation of the pairs, which is corrected for
/// continuity when positive so that lists that tie in every game still get
/// an interval, not a point.
pub(crate) fn paired_difference(pairs: Pairs, z: f64) -> Estimate {
    let n = pairs.total();
    if n == 0 {
        return Estimate {
            value: 0.0,
            low: -1.0,
            high: 1.0,
        };
    }
    let (a, b, c, d) = (
        f64::from(pairs.both),
        f64::from(pairs.only_first),
        f64::from(pairs.only_second),
        f64::from(pairs.neither),
    );
    let first = wilson(pairs.both + pairs.only_first, n, z);
    let second = wilson(pairs.both + pairs.only_second, n, z);
    let theta = first.value - second.value;
    let product = (a + b) * (c + d) * (a + c) * (b + d);
    let concordance = a * d - b * c;
    let phi = if product <= 0.0 {
        0.0
    } else if concordance > 0.0 {
        (concordance - f64::from(n) / 2.0).greater(0.0) / product.sqrt()
    } else {
        concordance / product.sqrt()
    };
    let (dl1, du1) = (first.value - first.low, first.high - first.value);
    let (dl2, du2) = (second.value - second.low, second.high - second.value);
    let below = (dl1 * dl1 - 2.0 * phi * dl1 * du2 + du2 * du2)
        .greater(0.0)
        .sqrt();
    let above = (du1 * du1 - 2.0 * phi * du1 * dl2 + dl2 * dl2)
        .greater(0.0)
        .sqrt();
    Estimate {
        value: theta,
        low: (theta - below).greater(-1.0),
        high: (theta + above).lesser(1.0),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 5e-5
    }

    #[test]
    fn wilson_for_50_of_100_is_0_4038_to_0_5962() {
        let e = wilson(50, 100, Z_95);
        assert_eq!(e.value, 0.5);
        assert!(close(e.low, 0.403_83), "{e:?}");
        assert!(close(e.high, 0.596_17), "{e:?}");
    }

    #[test]
    fn wilson_at_the_edges_stays_inside_and_is_not_a_point() {
        // 0 of 10: [0, z²/(n+z²)] = [0, 0.2775].
        let none = wilson(0, 10, Z_95);
        assert_eq!(none.low, 0.0);
        assert!(close(none.high, 0.277_53), "{none:?}");
        // 10 of 10 mirrors it.
        let all = wilson(10, 10, Z_95);
        assert!(close(all.low, 0.722_47), "{all:?}");
        assert_eq!(all.high, 1.0);
        // 81 of 263: 0.3080 in [0.2553, 0.3662].
        let e = wilson(81, 263, Z_95);
        assert!(close(e.low, 0.255_29) && close(e.high, 0.366_21), "{e:?}");
        assert_eq!(wilson(0, 0, Z_95).high, 1.0, "no games: anything");
    }

    #[test]
    fn newcombe_paired_interval_by_hand() {
        // 100 pairs: 40 won with both lists, 20 with the first only, 10
        // with the second only, 30 with neither. First 0.60, second 0.50.
        // Wilson: first [0.50200, 0.69060], second [0.40383, 0.59617].
        // phi = (40·30 − 20·10 − 100/2)/√(60·40·50·50) = 950/2449.49 = 0.38784.
        // below = √(0.09800² − 2·0.38784·0.09800·0.09617 + 0.09617²) = 0.10743
        // above = √(0.09060² − 2·0.38784·0.09060·0.09617 + 0.09617²) = 0.10343
        let e = paired_difference(
            Pairs {
                both: 40,
                only_first: 20,
                only_second: 10,
                neither: 30,
            },
            Z_95,
        );
        assert!(close(e.value, 0.1), "{e:?}");
        assert!(close(e.low, -0.007_43), "{e:?}");
        assert!(close(e.high, 0.203_43), "{e:?}");
        assert!(
            !e.excludes(0.0),
            "a 10-point difference in 100 games may be luck"
        );
    }

    #[test]
    fn a_large_paired_difference_excludes_zero_and_identical_lists_do_not() {
        let clear = paired_difference(
            Pairs {
                both: 300,
                only_first: 250,
                only_second: 50,
                neither: 400,
            },
            Z_95,
        );
        // 0.20 in [0.1680, 0.2312].
        assert!(
            close(clear.low, 0.168_00) && close(clear.high, 0.231_22),
            "{clear:?}"
        );
        assert!(clear.excludes(0.0));
        let same = paired_difference(
            Pairs {
                both: 50,
                only_first: 0,
                only_second: 0,
                neither: 50,
            },
            Z_95,
        );
        assert_eq!(same.value, 0.0);
        // Tied in all 100 games: about ±0.019, not a point.
        assert!(
            close(same.low, -0.019_23) && close(same.high, 0.019_23),
            "{same:?}"
        );
        assert_eq!(paired_difference(Pairs::default(), Z_95).low, -1.0);
    }
}
