//! Why a command was refused. Every refusal is a value with the facts that
//! explain it; the game is unchanged after one.

use super::command::StepKind;
use crate::engine::{CommanderId, MarkerId, MoveError, Side, TableUnitId};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum RuleError {
    /// The game has ended.
    GameOver,
    /// The other side must decide now.
    NotYourTurn {
        expected: Side,
    },
    /// The command belongs to another step of the turn.
    WrongPhase {
        expected: StepKind,
        found: StepKind,
    },
    /// Scripted dice ran out (tests only).
    DiceExhausted,
    UnknownUnit {
        unit: TableUnitId,
    },
    NotYourUnit {
        unit: TableUnitId,
    },
    UnknownCommander {
        commander: CommanderId,
    },
    UnknownAction {
        action: usize,
    },
    UnknownTactic {
        tactic: usize,
    },
    UnknownMarker {
        marker: MarkerId,
    },
    // ------------------------------------------------------- bombardment
    NotABattery {
        unit: TableUnitId,
    },
    BatteryNamedTwice {
        battery: TableUnitId,
    },
    /// An enemy stands in the battery's own line of fire.
    EnemyInLineOfFire {
        battery: TableUnitId,
        enemy: TableUnitId,
    },
    /// A battery in a village, very broken ground or cover cannot bombard.
    BatteryInTerrain {
        battery: TableUnitId,
        element: usize,
    },
    /// The target is not an enemy in the battery's arc, range and line.
    TargetOutOfReach {
        battery: TableUnitId,
        target: TableUnitId,
    },
    /// Only the closest unit of a formation that can retreat may retreat.
    NotClosestToBatteries {
        unit: TableUnitId,
        closest: TableUnitId,
    },
    /// As many units of a formation retreat as batteries targeted it.
    RetreatLimitReached {
        unit: TableUnitId,
        limit: u32,
    },
    AlreadyRetreated {
        unit: TableUnitId,
    },
    NotInTargetFormation {
        unit: TableUnitId,
    },
    /// That way would bring the unit closer to the batteries.
    RetreatTowardsBatteries {
        unit: TableUnitId,
    },
    // ------------------------------------------------------------ actions
    DiceAlreadyRolled,
    /// There is no unused 1 to risk, or the commander may not risk.
    NoRiskToTake,
    DieNotInPool {
        die: u8,
    },
    NoSuchDieOnAction {
        action: usize,
        die: u8,
    },
    NoDieOnTactic {
        tactic: usize,
    },
    /// Risks come before any die is placed.
    RiskAfterPlacing,
    UnitAlreadyActivated {
        unit: TableUnitId,
    },
    NoActivationsLeft {
        count: u32,
    },
    OutOfCommandRadius {
        unit: TableUnitId,
        commander: CommanderId,
        radius: u8,
    },
    DoesNotMatchFilter {
        unit: TableUnitId,
    },
    TooCloseToEnemy {
        unit: TableUnitId,
        distance: f64,
        keep_away: u8,
    },
    NotActivated {
        unit: TableUnitId,
    },
    AlreadyMoved {
        unit: TableUnitId,
    },
    /// The action allows only this kind of movement.
    WrongMovement {
        unit: TableUnitId,
    },
    CommanderAlreadyMoved {
        commander: CommanderId,
    },
    NotThisAction,
    Move {
        error: MoveError,
    },
    // ------------------------------------------------------------- combat
    NoCombatHere {
        marker: MarkerId,
    },
    TacticNotThisTurn {
        tactic: usize,
    },
    TooManyUnits {
        given: usize,
        allowed: u32,
    },
    NotInThisCombat {
        unit: TableUnitId,
    },
    NamedTwice {
        unit: TableUnitId,
    },
    NoTacticToCancel,
    WrongTargets,
    /// Hits must be given to this many units of this group.
    BadAllocation {
        group: Vec<TableUnitId>,
        count: u32,
    },
    NoHitOn {
        unit: TableUnitId,
    },
}

impl From<MoveError> for RuleError {
    fn from(error: MoveError) -> RuleError {
        RuleError::Move { error }
    }
}
