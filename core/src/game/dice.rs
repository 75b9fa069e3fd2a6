//! The game's dice: a seeded generator kept in the game state (so a saved
//! game goes on rolling exactly as it would have), or a script of values
//! for tests. Both go through the same calls, so a test with scripted dice
//! exercises the very code a real game runs.

use super::error::RuleError;
use crate::army_list::DiceExpr;
use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use std::collections::VecDeque;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(crate) enum Dice {
    /// ChaCha8 seeded from the game's seed; its state travels with the game.
    Seeded(Box<ChaCha8Rng>),
    /// Values 1–6 handed out in order; running out is an error, not a panic.
    Scripted(VecDeque<u8>),
}

impl Dice {
    pub(crate) fn seeded(seed: u64) -> Dice {
        Dice::Seeded(Box::new(ChaCha8Rng::seed_from_u64(seed)))
    }

    /// Scripted dice; values outside 1–6 are clamped into it.
    pub(crate) fn scripted(values: impl IntoIterator<Item = u8>) -> Dice {
        Dice::Scripted(values.into_iter().map(|v| v.clamp(1, 6)).collect())
    }

    /// One d6.
    pub(crate) fn d6(&mut self) -> Result<u8, RuleError> {
        match self {
            Dice::Seeded(rng) => {
                // Rejection sampling keeps the six faces exactly even.
                loop {
                    let byte = (rng.next_u32() & 0xff) as u8;
                    if byte < 252 {
                        return Ok(byte % 6 + 1);
                    }
                }
            }
            Dice::Scripted(values) => values.pop_front().ok_or(RuleError::DiceExhausted),
        }
    }

    /// `count` d6 in the order rolled.
    pub(crate) fn roll(&mut self, count: u32) -> Result<Vec<u8>, RuleError> {
        (0..count).map(|_| self.d6()).collect()
    }

    /// A dice expression of the statline (a retreat of `d3+1`), never below 0.
    pub(crate) fn expr(&mut self, expr: DiceExpr) -> Result<u32, RuleError> {
        let mut total = i32::from(expr.plus);
        for _ in 0..expr.count {
            let die = self.d6()?;
            total += i32::from(match expr.sides {
                3 => die.div_ceil(2),
                _ => die,
            });
        }
        Ok(total.max(0) as u32)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seeded_dice_are_fair_and_repeatable() {
        let mut a = Dice::seeded(7);
        let mut b = Dice::seeded(7);
        let rolls = a.roll(6000).unwrap();
        assert_eq!(rolls, b.roll(6000).unwrap());
        for face in 1..=6u8 {
            let n = rolls.iter().filter(|r| **r == face).count();
            assert!((850..1150).contains(&n), "face {face}: {n}");
        }
    }

    #[test]
    fn scripted_dice_run_out_with_an_error_and_a_d3_halves_up() {
        let d3: DiceExpr = "d3".parse().unwrap();
        let mut dice = Dice::scripted([5, 1, 9]);
        assert_eq!(dice.expr(d3), Ok(3));
        assert_eq!(dice.expr(d3), Ok(1));
        assert_eq!(dice.d6(), Ok(6), "clamped");
        assert_eq!(dice.d6(), Err(RuleError::DiceExhausted));
    }

    #[test]
    fn the_generator_state_survives_serialization() {
        let mut dice = Dice::seeded(3);
        dice.roll(10).unwrap();
        let mut copy: Dice = serde_json::from_str(&serde_json::to_string(&dice).unwrap()).unwrap();
        assert_eq!(dice.roll(20).unwrap(), copy.roll(20).unwrap());
    }
}
