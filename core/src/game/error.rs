//! Why a command was refused. Every refusal is a value with the facts that
//! explain it; the game is unchanged after one.

use super::command::StepKind;
use crate::engine::table::Edge;
use crate::engine::{
    CommanderId, MarkerId, MoveError, PlayerId, Point, Side, TableUnitId, TerrainKind,
};
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
    /// A choice of the pre-game sequence breaks its rules.
    PreGame {
        error: PreGameError,
    },
    // ------------------------------------------------------- bombardment
    NotABattery {
        unit: TableUnitId,
    },
    BatteryNamedTwice {
        battery: TableUnitId,
    },
    /// The battery is engaged: an enemy in its line of fire, or it in an
    /// enemy's.
    BatteryEngaged {
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
    /// Broken ground crossed this turn caps the unit's movement for the
    /// whole turn: it has moved `already` UW of its `cap`.
    TurnMoveCap {
        unit: TableUnitId,
        already: f64,
        cap: f64,
    },
    CommanderAlreadyMoved {
        commander: CommanderId,
    },
    NotThisAction,
    Move {
        error: MoveError,
    },
    // ------------------------------------------------------ start combat
    /// No engaged unit stands outside every combat (or no point reaches
    /// both sides): there is no marker to place.
    NoMarkerNeeded,
    /// A marker at `at` would bring `brings` engaged units not yet in
    /// combat into combat (0 if it would not reach both sides or is off the
    /// table); it must bring `most`, as many as any point can.
    MarkerNotAtSpot {
        at: Point,
        brings: u32,
        most: u32,
    },
    /// An ally already set up a combat marker with `opponent`'s units this
    /// turn (a game of more than two players).
    AllyFoughtThem {
        opponent: PlayerId,
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

/// Why a choice of the pre-game sequence is refused: each names what it
/// concerns and the rule it breaks.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum PreGameError {
    // ----------------------------------------------------------- columns
    /// As many columns as the commander's skill level.
    WrongColumnCount {
        expected: u8,
        found: usize,
    },
    /// Every unit goes into a column.
    UnitLeftOut {
        unit: TableUnitId,
    },
    UnitInTwoColumns {
        unit: TableUnitId,
    },
    /// More scouts named than the army's Scouting assets allow.
    TooManyScouts {
        allowed: u32,
        found: usize,
    },
    // ----------------------------------------------------------- terrain
    /// The element's roll does not allow that kind.
    KindNotRolled {
        kind: TerrainKind,
        kinds: Vec<TerrainKind>,
    },
    /// An element goes wholly inside its quarter.
    TerrainOutsideQuarter {
        kind: TerrainKind,
    },
    /// Elements do not overlap.
    TerrainOnTerrain {
        kind: TerrainKind,
        other: TerrainKind,
    },
    /// A coordinate or an angle is not a number.
    NotFinite,
    // ------------------------------------------------------- deployment
    AlreadyEmplaced {
        unit: TableUnitId,
    },
    /// Units, emplacements and column markers go in the side's
    /// deployment zone.
    OutsideZone {
        unit: TableUnitId,
    },
    EmplacementOutsideZone {
        unit: TableUnitId,
    },
    MarkerOutsideZone,
    /// A column's units stand within 2 UW of its marker (scouts excepted).
    TooFarFromMarker {
        unit: TableUnitId,
        column: usize,
        distance: f64,
    },
    OnAnotherUnit {
        unit: TableUnitId,
        other: TableUnitId,
    },
    /// An emplacement holds exactly its own unit.
    OnEmplacement {
        unit: TableUnitId,
    },
    /// The deployment is done only when every unit is on the table.
    UnitsNotPlaced {
        count: usize,
        unit: TableUnitId,
    },
    // -------------------------------------------------------- commanders
    CommanderOffTable {
        commander: CommanderId,
    },
    CommanderOnUnit {
        commander: CommanderId,
        unit: TableUnitId,
    },
    CommanderAlreadyPlaced {
        commander: CommanderId,
    },
    // --------------------------------------------------------- scenarios
    /// A condition has no option at that place.
    NoSuchOption {
        option: usize,
        options: usize,
    },
    /// The scenario holds this unit back to arrive later.
    HeldBack {
        unit: TableUnitId,
    },
    /// The unit is not among the reinforcements due now.
    NotDue {
        unit: TableUnitId,
    },
    /// Reinforcements stand wholly within 2 UW of the edge they enter by.
    AwayFromEdge {
        unit: TableUnitId,
        edge: Edge,
    },
    /// A reinforcement may not be set where a commander stands.
    OnCommander {
        unit: TableUnitId,
        commander: CommanderId,
    },
}

impl From<PreGameError> for RuleError {
    fn from(error: PreGameError) -> RuleError {
        RuleError::PreGame { error }
    }
}

impl From<MoveError> for RuleError {
    fn from(error: MoveError) -> RuleError {
        RuleError::Move { error }
    }
}
