//! Why the general made a decision, in one short sentence for the log (as
//! the goldfish's reasons are). Every strength of the general gives one.
//!
//! A sentence is a fragment in lower case that follows the side's name
//! ("Blue's general: places the highest die, 5, on «Move»: the most
//! formations move"), written in the project's own words in English and
//! Russian. The reasons of each part of the game are in a module of their
//! own: [`set_up`] (the pre-game sequence), [`orders`] (the action dice,
//! activations, moves and rides), [`fight`] (bombardment and combat).

mod fight;
mod orders;
mod set_up;

pub use fight::{CombatReason, Shot, TacticWhy};
pub use orders::{DiceReason, MoveReason};
pub use set_up::SetUpReason;

use super::style::{Focus, Strike};
use crate::game::command::BrokenArmy;
use serde::{Deserialize, Serialize};

/// Why the general decided as it did.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum GeneralReason {
    /// The rules leave one choice here, or none that the general weighs.
    NoChoice,
    /// Nothing it built was accepted: the first choice the rules offer.
    FirstOffered,
    /// A step of the pre-game sequence.
    SetUp(SetUpReason),
    /// The action dice and the actions played.
    Dice(DiceReason),
    /// An activation, a unit's move or a commander's ride.
    Move(MoveReason),
    /// Bombardment and combat.
    Combat(CombatReason),
    /// The marshal chose its plan for the turn by looking ahead, and this
    /// is the plan's first decision.
    Planned {
        plan: PlanReason,
        then: Box<GeneralReason>,
    },
    /// The recruit acted on a hunch: a choice the rules offer, at random.
    Hunch,
    /// A team's answer to its broken army: support while the side's morale,
    /// shared out, leaves each player `share`; otherwise let it go.
    BrokenArmy { choice: BrokenArmy, share: u32 },
}

/// The plan the marshal chose for its turn, and how it chose it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlanReason {
    pub strike: Strike,
    pub focus: Focus,
    /// Whether dice go on tactics.
    pub tactic_dice: bool,
    /// The plans weighed.
    pub plans: u32,
    /// How many times each was played out to the end of the enemy's
    /// reply.
    pub looks: u32,
    /// How much better it came out than the veteran's own way, in morale
    /// points kept (each side's share of its starting morale, as points
    /// of the general's own army); 0 when the veteran's way was chosen.
    pub gain: f64,
}
