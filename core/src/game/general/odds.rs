//! The odds the general weighs: a discipline test's chance, and what a
//! retreat risks over the distances it may roll.

use crate::engine::{RetreatDirection, TableUnitId};
use crate::game::Game;

/// The chance a discipline test passes: a d6 plus `bonus` at least
/// `discipline`, a natural 1 failing whatever the bonus; a failed test is
/// rolled again `rerolls` times.
pub(crate) fn discipline_pass(discipline: u8, bonus: i32, rerolls: u32) -> f64 {
    let passing = (2i32..=6)
        .filter(|roll| roll + bonus >= i32::from(discipline))
        .count();
    let once = passing as f64 / 6.0;
    1.0 - power(1.0 - once, rerolls.min(10) + 1)
}

/// `base` to the power `exponent` by multiplying it in, one factor after
/// another. Not `f64::powi`: its precision is left open, and the compiler
/// may fold it to multiplications in one build and call a runtime routine
/// (which squares) in another, so the last bit, and with it a decision of
/// the general's at a near-tie, could differ between builds.
fn power(base: f64, exponent: u32) -> f64 {
    (0..exponent).fold(1.0, |product, _| product * base)
}

/// What a retreat of a unit risks, over the distances its retreat may roll
/// (each distance weighed alike), the direction chosen after the roll as
/// the safest allowed.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct RetreatRisk {
    /// The chance it breaks (no allowed direction keeps it whole).
    pub breaks: f64,
    /// The chance it is pushed past friends of another formation, for a
    /// morale point.
    pub costs_morale: f64,
}

pub(crate) fn retreat_risk(
    game: &Game,
    unit: TableUnitId,
    allowed: &dyn Fn(RetreatDirection) -> bool,
) -> RetreatRisk {
    let no_use = |_: RetreatRisk| false;
    retreat_risk_unless(game, unit, allowed, no_use).unwrap_or(RetreatRisk {
        breaks: 0.0,
        costs_morale: 0.0,
    })
}

/// [`retreat_risk`], given up (`None`) as soon as `no_use` says the least
/// it can come to is of no use: what the distances weighed so far risk,
/// over all of them (each one weighed only adds to it). The distances are
/// weighed longest first, where a retreat breaks most often; the risk is
/// the same in any order.
pub(crate) fn retreat_risk_unless(
    game: &Game,
    unit: TableUnitId,
    allowed: &dyn Fn(RetreatDirection) -> bool,
    no_use: impl Fn(RetreatRisk) -> bool,
) -> Option<RetreatRisk> {
    let Some(p) = game.profile(unit) else {
        return Some(RetreatRisk {
            breaks: 1.0,
            costs_morale: 0.0,
        });
    };
    let (lo, hi) = (p.retreat.min().max(0), p.retreat.max().max(0));
    let n = (lo..=hi).count() as f64;
    if n == 0.0 {
        return Some(RetreatRisk {
            breaks: 0.0,
            costs_morale: 0.0,
        });
    }
    let (mut breaks, mut costs) = (0.0, 0.0);
    for distance in (lo..=hi).rev() {
        let mut best: Option<u32> = None;
        for d in [RetreatDirection::Back, RetreatDirection::TowardsOwnEdge] {
            if !allowed(d) {
                continue;
            }
            let Some(cost) = game
                .position()
                .retreat_morale_cost(unit, d, distance.unsigned_abs())
            else {
                continue;
            };
            best = Some(best.map_or(cost, |b| b.min(cost)));
            // Nothing is cheaper than a retreat that costs nothing: the
            // other way need not be planned (planning is most of the
            // general's time in combat).
            if cost == 0 {
                break;
            }
        }
        match best {
            None => breaks += 1.0,
            Some(c) if c > 0 => costs += 1.0,
            Some(_) => {}
        }
        let least = RetreatRisk {
            breaks: breaks / n,
            costs_morale: costs / n,
        };
        if no_use(least) {
            return None;
        }
    }
    Some(RetreatRisk {
        breaks: breaks / n,
        costs_morale: costs / n,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn discipline_odds_count_the_faces_and_a_natural_one_fails() {
        assert!((discipline_pass(4, 0, 0) - 0.5).abs() < 1e-12);
        assert!((discipline_pass(2, 0, 0) - 5.0 / 6.0).abs() < 1e-12);
        // A bonus never saves a 1.
        assert!((discipline_pass(2, 3, 0) - 5.0 / 6.0).abs() < 1e-12);
        assert!((discipline_pass(6, 1, 0) - 2.0 / 6.0).abs() < 1e-12);
        // One reroll: 1 - (1/2)^2.
        assert!((discipline_pass(4, 0, 1) - 0.75).abs() < 1e-12);
        assert_eq!(discipline_pass(9, 0, 0), 0.0);
    }
}
