//! The general's reasons in the pre-game sequence.

use crate::game::command::StepKind;
use serde::{Deserialize, Serialize};

/// Why the general set its army up as it did.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum SetUpReason {
    /// Its plan's columns: near-equal, cavalry on the wings.
    ColumnsByArm,
    /// Its plan's marker of `column` (from 1): the columns spread along the
    /// whole front.
    MarkerAlongFront { column: usize },
    /// Its plan's places for `units` units: lines with room to fall back.
    UnitsInLines { units: usize },
    /// The commander-in-chief behind the middle of the line.
    CommanderBehindLine,
    /// The documented pre-game policy's choice for the step.
    ByPolicy { step: StepKind },
}
