//! The general's reasons for its orders: the action dice, the actions
//! played, the activations, the units' moves and the commanders' rides.

use crate::engine::{CommanderId, Side, TableUnitId};
use serde::{Deserialize, Serialize};

/// Why the general placed a die, or played an action, as it did.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum DiceReason {
    /// The highest die on the main move: the most formations move.
    MainMove { side: Side, action: usize, die: u8 },
    /// The lowest die on moving the commanders: the army has left its
    /// commander behind.
    Ride { side: Side, action: usize, die: u8 },
    /// A die on a tactic: the enemy is near.
    Tactic { side: Side, tactic: usize, die: u8 },
    /// The highest die left on a march: `far` formations are still far
    /// from the enemy.
    March {
        side: Side,
        action: usize,
        die: u8,
        far: usize,
    },
    /// A die left over, on the main move again.
    MoreMoves { side: Side, action: usize, die: u8 },
    /// The first die of the pool as rolled, on the board's first action
    /// (the recruit's habit).
    AsRolled { side: Side, action: usize, die: u8 },
    /// The commanders ride first: none of the units waiting for orders is
    /// within reach.
    RidesFirst { side: Side, action: usize, die: u8 },
    /// A move, the highest die first.
    PlaysMove { side: Side, action: usize, die: u8 },
    /// A march, for the formations still far off.
    PlaysMarch { side: Side, action: usize, die: u8 },
    /// Another action that moves units.
    PlaysOther { side: Side, action: usize, die: u8 },
    /// The commanders follow the army, last.
    FollowsArmy { side: Side, action: usize, die: u8 },
    /// Nothing left worth playing.
    EndsActions,
}

/// Why the general activated, moved or rode as it did.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum MoveReason {
    /// The formation of `unit`, the nearest to the enemy.
    Activates { unit: TableUnitId, distance: f64 },
    /// Every formation left is fighting, or its guns have a target.
    EndsAction,
    /// A charge into `enemies` (in the flank or rear if `flank`), with the
    /// close combat dice of each side's units in it.
    Charges {
        unit: TableUnitId,
        enemies: Vec<TableUnitId>,
        flank: bool,
        dice: u32,
        against: u32,
    },
    /// Ground gained towards `towards`, on the part of the enemy the army
    /// converges on.
    Advances {
        unit: TableUnitId,
        towards: Option<TableUnitId>,
    },
    /// Ground gained towards the enemy nearest to it (no part of the
    /// enemy chosen: the recruit).
    ChasesNearest {
        unit: TableUnitId,
        towards: Option<TableUnitId>,
    },
    /// Closing up to just beyond the enemy's fire: the army waits until
    /// half its units can reach.
    ClosesUp { unit: TableUnitId },
    /// Waiting beyond the enemy's fire: the turn's plan holds back.
    HoldsBack { unit: TableUnitId },
    /// Staying in a fight already joined.
    StaysInFight { unit: TableUnitId },
    /// The move its formation's first unit made: the line stays in order.
    KeepsLine { unit: TableUnitId },
    /// Guns close to their bombardment range less a unit width and stop.
    GunsToRange { unit: TableUnitId },
    /// A commander rides to the rally point.
    RidesToRally { commander: CommanderId },
    /// A commander rides towards the middle of the army.
    RidesToArmy { commander: CommanderId },
}
