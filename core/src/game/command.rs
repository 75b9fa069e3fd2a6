//! Commands: what a player decides. Each is small and names things by id;
//! the engine works out everything the rules compute.

pub(crate) use crate::engine::movement::MoveOrder;
use crate::engine::{
    CommanderId, MarkerId, Placement, Point, RetreatDirection, Side, TableUnitId, TerrainKind,
};
use serde::{Deserialize, Serialize};

/// One battery's choice of target: the formation of `target`.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct BombardTarget {
    pub battery: TableUnitId,
    pub target: TableUnitId,
}

/// How the target player takes one loss of a bombardment.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub enum BombardLoss {
    Morale,
    /// This unit of a target formation retreats (its distance is rolled,
    /// then the direction chosen).
    Retreat {
        unit: TableUnitId,
    },
}

/// Where a die goes on the action board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Slot {
    /// An action, by its place on the board.
    Action(usize),
    /// A tactic, by its place on the board (one die each).
    Tactic(usize),
}

/// What a tactic is played on.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum TacticTargets {
    /// A tactic that targets no units (a side result, a price).
    None,
    /// The units that gain the modifiers.
    Units(Vec<TableUnitId>),
    /// The units that move at once, and how.
    Moves(Vec<(TableUnitId, MoveOrder)>),
    /// The enemy tactic to cancel, by its place among the tactics played
    /// in this combat.
    Played(usize),
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Command {
    // -------------------------------------------------- pre-game sequence
    /// This side's units in columns, as many columns as its commander's
    /// level (a column may be empty), and the units its Scouting assets
    /// make scouts.
    SetColumns {
        columns: Vec<Vec<TableUnitId>>,
        scouts: Vec<TableUnitId>,
    },
    /// The side a scenario's condition leaves to choose takes its option
    /// (by its place among the condition's options).
    ChooseCondition {
        option: usize,
    },
    /// The winner of the first-player roll says who goes first.
    ChooseFirstPlayer {
        first: Side,
    },
    /// Sets up the next terrain element as one of the kinds it may be,
    /// centred on `at`, its long side turned to `facing` (radians).
    PlaceTerrain {
        kind: TerrainKind,
        at: Point,
        facing: f64,
    },
    /// Sets up an emplacement with `unit` inside it, standing at `at`.
    PlaceEmplacement {
        unit: TableUnitId,
        at: Placement,
    },
    /// Places the marker of the next column, in the deployment zone.
    PlaceColumnMarker {
        at: Point,
    },
    /// Sets these units on the table (again, for one already set).
    PlaceUnits {
        placements: Vec<(TableUnitId, Placement)>,
    },
    /// Every unit of this side is set up.
    EndDeployment,
    /// Places a commander anywhere on the table.
    PlaceCommander {
        commander: CommanderId,
        at: Point,
    },
    // ---------------------------------------------------- reinforcements
    /// Sets the reinforcements due on the table by their edge: every unit
    /// due, at once.
    PlaceReinforcements {
        placements: Vec<(TableUnitId, Placement)>,
    },
    // ------------------------------------------------------- bombardment
    /// The active player's batteries and their targets; empty for none.
    Bombard {
        targets: Vec<BombardTarget>,
    },
    /// The target player takes the next loss.
    TakeBombardmentLoss(BombardLoss),
    // ------------------------------------------------------------ actions
    RollActionDice,
    /// For an unused 1 among the action dice, roll one more die.
    RiskCommander,
    PlaceDie {
        die: u8,
        slot: Slot,
    },
    /// Take die `die` off action `action` and play it, measuring the
    /// command radius from `commander`.
    PlayAction {
        action: usize,
        die: u8,
        commander: CommanderId,
    },
    /// Activate the formation of `unit` (or the unit, for actions that
    /// activate units).
    Activate {
        unit: TableUnitId,
    },
    MoveUnit {
        unit: TableUnitId,
        order: MoveOrder,
    },
    MoveCommander {
        commander: CommanderId,
        to: Point,
    },
    /// The action being played is done.
    EndAction,
    /// Clear the actions and go on to start combat.
    EndActions,
    // ------------------------------------------------------ start combat
    /// Place the combat marker where the engine chooses among the places
    /// the rules allow (the first of `Game::marker_spots`), if the rules
    /// require one, and go on to combat.
    StartCombat,
    /// Place the combat marker at `at`, a point that brings as many
    /// engaged units not yet in combat into combat as any point can (one of
    /// `Game::marker_spots`, or any point bringing in as many), and go on
    /// to combat.
    PlaceCombatMarker {
        at: Point,
    },
    // ------------------------------------------------------------- combat
    /// Resolve the combat this marker belongs to next.
    ChooseCombat {
        marker: MarkerId,
    },
    PlayTactic {
        tactic: usize,
        targets: TacticTargets,
    },
    /// No more tactics from this player in this combat.
    PassTactics,
    /// Which units of an equally close group take the hits.
    AllocateHits {
        units: Vec<TableUnitId>,
    },
    /// Resolve one hit on `unit`: retreat (cancelling it) or test discipline.
    ResolveHit {
        unit: TableUnitId,
        retreat: bool,
    },
    /// The direction of the retreat whose distance was just rolled.
    ChooseRetreat {
        direction: RetreatDirection,
    },
    /// A team's answer to one of its players' morale reaching 0.
    ArmyBroken {
        choice: BrokenArmy,
    },
}

/// What a team does when one of its players' army morale reaches 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum BrokenArmy {
    /// The side's morale is shared out equally among its players; the
    /// side breaks when one of them reaches 0 again.
    Support,
    /// The broken army leaves the table, and its player the battle.
    Forfeit,
}

impl Command {
    /// The step a command belongs to, for `WrongPhase` errors.
    pub fn step(&self) -> StepKind {
        use Command::*;
        match self {
            SetColumns { .. } => StepKind::Columns,
            ChooseCondition { .. } => StepKind::Conditions,
            ChooseFirstPlayer { .. } => StepKind::FirstPlayer,
            PlaceTerrain { .. } => StepKind::Terrain,
            PlaceEmplacement { .. } => StepKind::Emplacements,
            PlaceColumnMarker { .. } => StepKind::ColumnMarkers,
            PlaceUnits { .. } | EndDeployment => StepKind::Deployment,
            PlaceCommander { .. } => StepKind::Commanders,
            PlaceReinforcements { .. } => StepKind::Reinforcements,
            Bombard { .. } => StepKind::Bombardment,
            TakeBombardmentLoss(_) => StepKind::BombardmentLosses,
            RollActionDice => StepKind::RollDice,
            RiskCommander | PlaceDie { .. } | PlayAction { .. } | EndActions => StepKind::Actions,
            Activate { .. } | MoveUnit { .. } | MoveCommander { .. } | EndAction => {
                StepKind::InAction
            }
            StartCombat | PlaceCombatMarker { .. } => StepKind::StartCombat,
            ChooseCombat { .. } => StepKind::ChooseCombat,
            PlayTactic { .. } | PassTactics => StepKind::Tactics,
            AllocateHits { .. } => StepKind::AllocateHits,
            ResolveHit { .. } => StepKind::ResolveHits,
            ChooseRetreat { .. } => StepKind::RetreatDirection,
            ArmyBroken { .. } => StepKind::ArmyBroken,
        }
    }
}

/// The steps of the game at which a decision is awaited.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum StepKind {
    // The pre-game sequence.
    Columns,
    /// A scenario's condition that a side chooses.
    Conditions,
    FirstPlayer,
    Terrain,
    Emplacements,
    ColumnMarkers,
    Deployment,
    Commanders,
    // The turn.
    /// A scenario's reinforcements arrive by their edge.
    Reinforcements,
    Bombardment,
    BombardmentLosses,
    RollDice,
    Actions,
    InAction,
    StartCombat,
    ChooseCombat,
    Tactics,
    AllocateHits,
    ResolveHits,
    RetreatDirection,
    /// A team chooses: support its broken player's army, or let it go.
    ArmyBroken,
    Over,
}

impl StepKind {
    /// Whether the step belongs to the pre-game sequence.
    pub fn is_pre_game(self) -> bool {
        use StepKind::*;
        matches!(
            self,
            Columns
                | Conditions
                | FirstPlayer
                | Terrain
                | Emplacements
                | ColumnMarkers
                | Deployment
                | Commanders
        )
    }
}
