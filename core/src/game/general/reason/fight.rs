//! The general's reasons in bombardment and combat.

use crate::engine::{MarkerId, RetreatDirection, Side, TableUnitId};
use serde::{Deserialize, Serialize};

/// One battery's shot: its target and the dice it rolls against it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Shot {
    pub battery: TableUnitId,
    pub target: TableUnitId,
    pub dice: u32,
}

/// Why a tactic is played.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum TacticWhy {
    /// It helps the units that fight.
    Helps,
    /// It raises the price where the side expects the better result.
    Ahead { mine: f64, theirs: f64 },
    /// It cancels the enemy's tactic.
    Cancels,
}

/// Why the general bombarded, fought and took its losses as it did.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum CombatReason {
    /// Each battery at the formation it rolls the most dice against.
    Bombards { shots: Vec<Shot> },
    /// A bombardment loss taken as a retreat: no distance it may roll
    /// breaks the unit, and it is not sure to be pushed onto friends.
    FallsBack { unit: TableUnitId },
    /// A bombardment loss taken as a morale point: a retreat could break a
    /// unit or push it onto friends.
    GivesMorale,
    /// A retreat the safest way.
    SafestWay {
        unit: TableUnitId,
        direction: RetreatDirection,
    },
    /// The marker goes where the rules bring the most units in.
    MarkerWhereMost,
    /// The combat where the side expects the best result against the
    /// enemy's, first.
    BestCombatFirst {
        marker: MarkerId,
        mine: f64,
        theirs: f64,
    },
    PlaysTactic {
        side: Side,
        tactic: usize,
        why: TacticWhy,
    },
    /// No tactic left would help.
    Passes,
    /// It never plays tactics (the recruit).
    KeepsTactics,
    /// The hits go to the steadiest of equally close units.
    HitsToSteadiest { units: Vec<TableUnitId> },
    /// The hits go to the first of equally close units as they stand (the
    /// recruit).
    HitsAsTheyStand { units: Vec<TableUnitId> },
    /// A hit unit retreats: the retreat is expected to cost less morale
    /// than the test.
    Retreats {
        unit: TableUnitId,
        retreat: f64,
        test: f64,
    },
    /// A hit unit tests: the test is expected to cost less than the
    /// retreat.
    TestsCheaper {
        unit: TableUnitId,
        test: f64,
        retreat: f64,
    },
    /// A hit unit tests: the test costs less than any retreat could.
    TestsSteady { unit: TableUnitId, test: f64 },
    /// A hit unit tests: it has already retreated in this combat.
    TestsAfterRetreat { unit: TableUnitId },
    /// A hit unit retreats, as it does whenever no distance it may roll
    /// breaks it (the recruit).
    FallsBackWhenever { unit: TableUnitId },
    /// A hit unit tests: a retreat could break it (the recruit).
    TestsRatherThanBreak { unit: TableUnitId },
}
