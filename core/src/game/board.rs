//! The action board during a game: the dice rolled this turn and not yet
//! placed, the dice on actions (cleared before start combat) and the one
//! die each tactic may hold (kept from turn to turn until played).

use super::setup::ArmySetup;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BoardState {
    /// Rolled this turn and not yet placed.
    pub pool: Vec<u8>,
    /// The dice on each action, in the board's order.
    pub on_actions: Vec<Vec<u8>>,
    /// The die on each tactic, if any.
    pub on_tactics: Vec<Option<u8>>,
    /// Whether the action dice were rolled this turn.
    pub rolled: bool,
    /// 1s rolled this turn that have not yet been risked.
    pub risks: u8,
    /// A die has been placed this turn (risks come before).
    pub placed: bool,
}

impl BoardState {
    pub(crate) fn new(army: &ArmySetup) -> BoardState {
        BoardState {
            pool: Vec::new(),
            on_actions: vec![Vec::new(); army.actions.len()],
            on_tactics: vec![None; army.tactics.len()],
            rolled: false,
            risks: 0,
            placed: false,
        }
    }

    pub(crate) fn new_turn(&mut self) {
        self.pool.clear();
        self.rolled = false;
        self.risks = 0;
        self.placed = false;
    }

    /// Takes one die of value `die` from the pool.
    pub(crate) fn take_from_pool(&mut self, die: u8) -> bool {
        match self.pool.iter().position(|d| *d == die) {
            Some(k) => {
                self.pool.remove(k);
                true
            }
            None => false,
        }
    }

    /// Clears the actions (tactic dice stay); how many dice went.
    pub(crate) fn clear_actions(&mut self) -> u32 {
        let mut cleared = 0;
        for dice in &mut self.on_actions {
            cleared += dice.len() as u32;
            dice.clear();
        }
        // Dice never placed are gone too.
        cleared += self.pool.len() as u32;
        self.pool.clear();
        cleared
    }
}
