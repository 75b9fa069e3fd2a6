//! Where the turn stands: the step, and the data of a step under way (a
//! bombardment's losses, an action being played, a combat being resolved).
//! Plain data that the phases read and change; it depends on none of them,
//! so every phase can use it and the turn can dispatch to every phase.

use super::command::StepKind;
use super::error::RuleError;
use crate::army_list::effect::{ActionEffect, Movement, TacticEffect};
use crate::engine::{
    CommanderId, MarkerId, PerPlayer, PerSide, PlayerId, Point, Quarter, Seat, Side, TableUnitId,
    TerrainKind,
};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeSet, VecDeque};

/// Where the game stands.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(crate) enum Step {
    /// The pre-game sequence, before the first turn.
    PreGame(Box<PreGame>),
    /// The active side's reinforcements are due.
    Reinforcements,
    Bombardment,
    BombardmentLosses(Box<Losses>),
    RollDice,
    Actions,
    InAction(Box<InAction>),
    StartCombat,
    ChooseCombat,
    Combat(Box<CombatState>),
    /// A team's player's morale reached 0: the side chooses, then the step
    /// it interrupted goes on.
    ArmyBroken(Box<ArmyBroken>),
    Over,
}

/// The data of one step, for the handlers of its commands: the step's own
/// data, or `NotThisAction` when the game stands at another step. (The
/// turn's dispatcher has already checked the command's kind against the
/// step; this is the one place that reads the data out.)
macro_rules! step_data {
    ($read:ident, $variant:ident, $data:ty) => {
        pub(crate) fn $read(&self) -> Result<&$data, RuleError> {
            match self {
                Step::$variant(data) => Ok(data),
                _ => Err(RuleError::NotThisAction),
            }
        }
    };
    ($read:ident, $write:ident, $variant:ident, $data:ty) => {
        step_data!($read, $variant, $data);

        pub(crate) fn $write(&mut self) -> Result<&mut $data, RuleError> {
            match self {
                Step::$variant(data) => Ok(data),
                _ => Err(RuleError::NotThisAction),
            }
        }
    };
}

impl Step {
    step_data!(pre_game, PreGame, PreGame);
    step_data!(losses, losses_mut, BombardmentLosses, Losses);
    step_data!(in_action, in_action_mut, InAction, InAction);
    step_data!(combat, combat_mut, Combat, CombatState);

    pub(crate) fn kind(&self) -> StepKind {
        match self {
            Step::PreGame(p) => p.kind(),
            Step::Reinforcements => StepKind::Reinforcements,
            Step::Bombardment => StepKind::Bombardment,
            Step::BombardmentLosses(l) if l.pending_retreat.is_some() => StepKind::RetreatDirection,
            Step::BombardmentLosses(_) => StepKind::BombardmentLosses,
            Step::RollDice => StepKind::RollDice,
            Step::Actions => StepKind::Actions,
            Step::InAction(_) => StepKind::InAction,
            Step::StartCombat => StepKind::StartCombat,
            Step::ChooseCombat => StepKind::ChooseCombat,
            Step::Combat(c) => c.kind(),
            Step::ArmyBroken(_) => StepKind::ArmyBroken,
            Step::Over => StepKind::Over,
        }
    }
}

// --------------------------------------------------------------- pre-game

/// One stage of the pre-game sequence, and who decides in it: a side's
/// choices are its first seat's; a player's stages are each seat's own (a
/// game of more than two players plays one stage for every seat).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) enum PreGameStage {
    Columns(PlayerId),
    /// The scenario's condition at `index`, chosen by `side` (or rolled).
    Condition {
        side: Side,
        index: u8,
    },
    /// The winner of the first-player roll chooses.
    FirstPlayer(Side),
    /// The side's quarters (rolled in its first seat's stage) and the
    /// elements the player's Extra terrain assets give.
    Terrain(PlayerId),
    Emplacements(PlayerId),
    Markers(PlayerId),
    Units(PlayerId),
    Commanders(PlayerId),
}

impl PreGameStage {
    pub(crate) fn side(self) -> Side {
        self.player().side
    }

    /// The player deciding: the stage's own, or its side's first seat.
    pub(crate) fn player(self) -> PlayerId {
        match self {
            PreGameStage::Columns(p)
            | PreGameStage::Terrain(p)
            | PreGameStage::Emplacements(p)
            | PreGameStage::Markers(p)
            | PreGameStage::Units(p)
            | PreGameStage::Commanders(p) => p,
            PreGameStage::FirstPlayer(s) | PreGameStage::Condition { side: s, .. } => {
                PlayerId::lead(s)
            }
        }
    }

    pub(crate) fn kind(self) -> StepKind {
        match self {
            PreGameStage::Columns(_) => StepKind::Columns,
            PreGameStage::Condition { .. } => StepKind::Conditions,
            PreGameStage::FirstPlayer(_) => StepKind::FirstPlayer,
            PreGameStage::Terrain(_) => StepKind::Terrain,
            PreGameStage::Emplacements(_) => StepKind::Emplacements,
            PreGameStage::Markers(_) => StepKind::ColumnMarkers,
            PreGameStage::Units(_) => StepKind::Deployment,
            PreGameStage::Commanders(_) => StepKind::Commanders,
        }
    }
}

/// A team's player whose army morale reached 0, and the step their side's
/// choice interrupted.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(crate) struct ArmyBroken {
    pub player: PlayerId,
    pub resume: Step,
}

/// A terrain element rolled (or granted by an asset), waiting to be set up.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(crate) struct PendingElement {
    /// The quarters it may go in: the one it was rolled for, or either of
    /// its owner's for an element of his choice.
    pub quarters: Vec<Quarter>,
    /// The kinds it may be (the terrain table's line, or any kind).
    pub kinds: Vec<TerrainKind>,
}

/// The pre-game sequence under way.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(crate) struct PreGame {
    /// The stages still to come; the first is under way.
    pub stages: VecDeque<PreGameStage>,
    /// Whether the stage under way has begun (its dice rolled).
    pub begun: bool,
    /// Who goes first, once chosen (or fixed by the game's options).
    pub first: Option<Side>,
    /// Each player's columns, once set.
    pub columns: PerPlayer<Option<Vec<Vec<TableUnitId>>>>,
    /// The units each player's Scouting assets make scouts.
    pub scouts: PerPlayer<Vec<TableUnitId>>,
    /// Each player's column markers, column 1 first.
    pub markers: PerPlayer<Vec<Point>>,
    /// Whether each player's columns have been revealed.
    pub revealed: PerPlayer<bool>,
    /// Elements waiting to be set up in the terrain stage under way.
    pub terrain_queue: VecDeque<PendingElement>,
    /// Elements set up in the terrain stages, by their place on the table,
    /// to scatter once both players have set theirs.
    pub to_scatter: Vec<usize>,
    /// Units set up in emplacements.
    pub emplaced: Vec<TableUnitId>,
    /// Emplacements each player has still to set up.
    pub emplacements_left: PerPlayer<u32>,
    /// Whether each player has finished setting up their units.
    pub deployed: PerPlayer<bool>,
}

impl PreGame {
    pub(crate) fn kind(&self) -> StepKind {
        self.stages
            .front()
            .map_or(StepKind::Columns, |stage| stage.kind())
    }

    pub(crate) fn decider(&self) -> Option<Side> {
        self.stages.front().map(|stage| stage.side())
    }

    /// The player deciding the stage under way.
    pub(crate) fn player(&self) -> Option<PlayerId> {
        self.stages.front().map(|stage| stage.player())
    }
}

// ------------------------------------------------------------ bombardment

/// A formation that was bombarded, and by whom.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(crate) struct TargetFormation {
    pub units: Vec<TableUnitId>,
    pub batteries: Vec<TableUnitId>,
    pub retreated: u32,
}

/// A retreat whose distance is rolled, waiting for its direction.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(crate) struct PendingRetreat {
    pub unit: TableUnitId,
    pub distance: u32,
}

/// The losses the target player still has to take.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(crate) struct Losses {
    pub target: Side,
    /// The target side's player who takes them (each target player rolls
    /// apart in a game of more than two players).
    #[serde(default)]
    pub seat: Seat,
    pub remaining: u32,
    pub formations: Vec<TargetFormation>,
    pub retreated: BTreeSet<TableUnitId>,
    pub pending_retreat: Option<PendingRetreat>,
}

// ---------------------------------------------------------------- actions

/// An action being played.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(crate) struct InAction {
    pub action: usize,
    pub die: u8,
    pub commander: CommanderId,
    pub effect: ActionEffect,
    /// Formations (or units) it may still activate.
    pub activations_left: u32,
    /// Activated by this action and not yet moved.
    pub to_move: Vec<TableUnitId>,
    pub commanders_moved: Vec<CommanderId>,
}

/// How the units of an activating action move: its movement, its speed
/// with the action's die, and how far from the enemy they must stay.
pub(crate) struct MoveTerms {
    pub movement: Movement,
    pub speed: Option<u32>,
    pub keep_away: Option<u8>,
}

impl InAction {
    /// How its units move, if it activates units.
    pub(crate) fn move_terms(&self) -> Option<MoveTerms> {
        let ActionEffect::Activate {
            movement,
            speed,
            keep_away,
            ..
        } = &self.effect
        else {
            return None;
        };
        Some(MoveTerms {
            movement: *movement,
            speed: speed.map(|s| s.with_die(self.die)),
            keep_away: *keep_away,
        })
    }
}

// ----------------------------------------------------------------- combat

/// A tactic played in a combat.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(crate) struct PlayedTactic {
    pub side: Side,
    pub seat: Seat,
    pub tactic: usize,
    pub die: u8,
    pub effect: TacticEffect,
    /// The units that gained it (veterans included).
    pub units: Vec<TableUnitId>,
    pub cancelled: bool,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(crate) enum Stage {
    Tactics(Side),
    Roll,
    Allocate(Side),
    AllocateHits {
        side: Side,
        group: Vec<TableUnitId>,
        count: u32,
    },
    ResolveHits(Side),
    Retreat {
        side: Side,
        unit: TableUnitId,
        distance: u32,
    },
    Finish,
}

/// A combat being resolved.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(crate) struct CombatState {
    pub markers: Vec<MarkerId>,
    pub active: Side,
    /// Each side's player in the combat, fixed as it begins: who plays the
    /// side's tactics and pays the price if it loses (see
    /// `combat::side_player`).
    #[serde(default)]
    pub seats: PerSide<Seat>,
    pub stage: Stage,
    pub played: Vec<PlayedTactic>,
    /// Hits each side takes (A, B).
    pub hits_to_take: PerSide<u32>,
    /// The owners' choices within equally close groups.
    pub choices: PerSide<Vec<Vec<TableUnitId>>>,
    /// Hits still on each unit.
    pub hits: Vec<(TableUnitId, u32)>,
    /// Units that retreated in this combat (one hit each).
    pub retreated: Vec<TableUnitId>,
    /// Rerolls of discipline tests used, per unit.
    pub rerolls_used: Vec<(TableUnitId, u8)>,
}

impl CombatState {
    pub(crate) fn kind(&self) -> StepKind {
        match self.stage {
            Stage::AllocateHits { .. } => StepKind::AllocateHits,
            Stage::ResolveHits(_) => StepKind::ResolveHits,
            Stage::Retreat { .. } => StepKind::RetreatDirection,
            _ => StepKind::Tactics,
        }
    }

    pub(crate) fn decider(&self) -> Side {
        match &self.stage {
            Stage::Tactics(s) | Stage::Allocate(s) | Stage::ResolveHits(s) => *s,
            Stage::AllocateHits { side, .. } | Stage::Retreat { side, .. } => *side,
            Stage::Roll | Stage::Finish => self.active,
        }
    }

    /// The hits left on `unit`.
    pub(crate) fn hits_on(&self, unit: TableUnitId) -> u32 {
        self.hits
            .iter()
            .find(|(u, _)| *u == unit)
            .map_or(0, |(_, n)| *n)
    }

    pub(crate) fn add_hits(&mut self, unit: TableUnitId, delta: i64) {
        if let Some(entry) = self.hits.iter_mut().find(|(u, _)| *u == unit) {
            entry.1 = (i64::from(entry.1) + delta).max(0) as u32;
        }
    }
}
