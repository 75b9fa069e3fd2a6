//! How the general plays: the knobs of its heuristics. The veteran plays
//! with [`Style::VETERAN`]; the recruit turns some knobs to a beginner's
//! habits ([`Style::RECRUIT`]); the marshal tries several settings for a
//! turn and keeps the one its look-ahead scores best (`marshal`).

use serde::{Deserialize, Serialize};

/// When the army strikes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Strike {
    /// The veteran's judgement: it closes up to just beyond the enemy's
    /// fire and strikes once half its fighting units can reach the enemy
    /// (or once it is fighting, in the last turns, or against a goldfish).
    Judged,
    /// Now, whatever the army's order.
    Now,
    /// Not this turn (unless the game is in its last turns): every unit
    /// waits beyond the enemy's fire.
    Hold,
}

/// The part of the enemy the army converges on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Focus {
    /// The enemy unit nearest to the middle of the army (the veteran's).
    Middle,
    /// The enemy's wing on the army's left, as the army faces the enemy.
    Left,
    /// The enemy's wing on the army's right.
    Right,
    /// No part: each unit goes for the enemy nearest to it.
    Nearest,
}

/// How the action dice are placed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) enum DiceHabit {
    /// By the veteran's plan (`dice`): the highest die on the main move,
    /// the commander's ride, tactics, a march, the rest on moves.
    Planned,
    /// In the order rolled, every one on the first action of the board.
    AsRolled,
}

/// The knobs of the general's heuristics.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub(crate) struct Style {
    pub(crate) strike: Strike,
    pub(crate) focus: Focus,
    pub(crate) dice: DiceHabit,
    /// Whether dice go on tactics once the enemy is near.
    pub(crate) tactic_dice: bool,
    /// Whether tactics with dice on them are played in combat.
    pub(crate) plays_tactics: bool,
    /// Whether the commander rides to the rally point (a die on moving
    /// the commanders when the army has left him behind).
    pub(crate) rides: bool,
    /// What a charge into an enemy weighs in a unit's move, against a
    /// unit width of ground gained (the veteran: 6).
    pub(crate) charge: f64,
    /// Whether hits go to the steadiest of equally close units (otherwise
    /// to the first in the table's order).
    pub(crate) steady_hits: bool,
    /// Whether a hit unit weighs a retreat against the test (otherwise it
    /// retreats whenever no distance it may roll breaks it).
    pub(crate) weighs_retreats: bool,
}

impl Style {
    /// The veteran: the general as it has always played.
    pub(crate) const VETERAN: Style = Style {
        strike: Strike::Judged,
        focus: Focus::Middle,
        dice: DiceHabit::Planned,
        tactic_dice: true,
        plays_tactics: true,
        rides: true,
        charge: 6.0,
        steady_hits: true,
        weighs_retreats: true,
    };

    /// The recruit's habits (`recruit`): dice in the order rolled on the
    /// first action, no tactics, each unit after its nearest enemy at
    /// once, hits and retreats taken as they come.
    pub(crate) const RECRUIT: Style = Style {
        strike: Strike::Now,
        focus: Focus::Nearest,
        dice: DiceHabit::AsRolled,
        tactic_dice: false,
        plays_tactics: false,
        rides: true,
        charge: 6.0,
        steady_hits: false,
        weighs_retreats: false,
    };
}

impl Default for Style {
    fn default() -> Style {
        Style::VETERAN
    }
}
