//! Read-only views of a game for the table: what is in play at this step
//! and what a choice would do, worked out by the rules' own code. The UI
//! draws and offers from these and from [`Game::position`]'s geometry, and
//! never re-implements a rule.

use super::actions::{check_commander_move, check_move};
use super::bombardment::{battery_problem, retreat_candidates};
use super::command::{BombardTarget, Command, MoveOrder};
use super::error::RuleError;
use super::event::Event;
use super::state::State;
use super::step::{Stage, Step};
use super::turn;
use super::Game;
use crate::army_list::effect::{ActionEffect, Movement};
use crate::engine::{
    CommanderId, CommanderMoved, MarkerId, MarkerPlacement, Moved, PerSide, Point, Side,
    TableUnitId,
};
use serde::{Deserialize, Serialize};

/// The action being played.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ActionInPlay {
    /// Its place on the acting side's board.
    pub action: usize,
    pub die: u8,
    /// Whose command radius it is played from.
    pub commander: CommanderId,
    /// Formations (or units) it may still activate; 0 for an action that
    /// activates none.
    pub activations_left: u32,
    /// Activated by it and not yet moved.
    pub waiting_to_move: Vec<TableUnitId>,
    /// The kind of move it allows, for an action that activates.
    pub movement: Option<Movement>,
    /// How far each commander may go, for an action that moves commanders.
    pub commander_distance: Option<u32>,
    pub commanders_moved: Vec<CommanderId>,
}

/// A battery of the side bombarding, and whether it may bombard now.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BatteryState {
    pub battery: TableUnitId,
    pub status: BatteryStatus,
}

/// Whether a battery may bombard now.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum BatteryStatus {
    /// It may take any of these targets (each stands for its formation).
    MayBombard { targets: Vec<TableUnitId> },
    /// It may not bombard this turn, and why.
    MayNot { why: BatteryReason },
}

/// Why a battery may not bombard now; `describe` puts it in words.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum BatteryReason {
    /// The rules forbid it where it stands: in a village, very broken
    /// ground or cover, or engaged with an enemy
    /// (`RuleError::BatteryInTerrain`, `BatteryEngaged`, `NotABattery`).
    Refused { error: RuleError },
    /// No enemy formation stands within its arc and `range` (in UW) with a
    /// line of fire to it.
    NothingInReach { battery: TableUnitId, range: u8 },
}

/// The bombardment losses the target side is taking.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LossesInPlay {
    pub target: Side,
    /// Losses still to take (10 points of the roll each).
    pub remaining: u32,
    /// Units that may take the next loss as a retreat.
    pub may_retreat: Vec<TableUnitId>,
    /// A retreat whose distance is rolled and whose direction is awaited.
    pub retreating: Option<(TableUnitId, u32)>,
}

/// Where a combat stands.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum CombatStage {
    /// This side may play a tactic or pass.
    Tactics(Side),
    /// This side picks `count` of the equally close `group` to take hits.
    AllocateHits {
        side: Side,
        group: Vec<TableUnitId>,
        count: u32,
    },
    /// This side resolves its hits one by one.
    ResolveHits(Side),
    /// This unit retreats `distance` UW; its side picks the direction.
    Retreat {
        side: Side,
        unit: TableUnitId,
        distance: u32,
    },
    /// The rules go on by themselves.
    Running,
}

/// A tactic played in the combat.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TacticInPlay {
    pub side: Side,
    /// Its place on that side's board.
    pub tactic: usize,
    pub die: u8,
    pub units: Vec<TableUnitId>,
    pub cancelled: bool,
}

/// The combat being resolved.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CombatInPlay {
    pub markers: Vec<MarkerId>,
    /// The side whose turn it is.
    pub active: Side,
    pub stage: CombatStage,
    pub tactics: Vec<TacticInPlay>,
    /// Hits each side still has to take (A, B).
    pub hits_to_take: PerSide<u32>,
    /// Hits on each unit, not yet resolved.
    pub hits: Vec<(TableUnitId, u32)>,
    /// Units that have retreated in this combat (a unit retreats once).
    pub retreated: Vec<TableUnitId>,
}

/// The active side's batteries on the table, each with its range.
fn batteries_of(state: &State) -> impl Iterator<Item = (TableUnitId, u8)> + '_ {
    state
        .position
        .units()
        .iter()
        .filter(move |u| u.side == state.active)
        .filter_map(|u| Some((u.id, u.facts.bombardment_range?)))
}

impl Game {
    /// The action being played, at the "in action" step.
    pub fn action_in_play(&self) -> Option<ActionInPlay> {
        let a = self.state.step.in_action().ok()?;
        let (movement, commander_distance) = match &a.effect {
            ActionEffect::Activate { movement, .. } => (Some(*movement), None),
            ActionEffect::MoveCommanders { distance } => (None, Some(distance.with_die(a.die))),
        };
        Some(ActionInPlay {
            action: a.action,
            die: a.die,
            commander: a.commander,
            activations_left: a.activations_left,
            waiting_to_move: a.to_move.clone(),
            movement,
            commander_distance,
            commanders_moved: a.commanders_moved.clone(),
        })
    }

    /// Whether `unit` has been activated this turn.
    /// The units that activating `unit` would activate now (the units of
    /// its formation that the action reaches, when it activates
    /// formations), or why it may not be activated.
    pub fn activation_group(&self, unit: TableUnitId) -> Result<Vec<TableUnitId>, RuleError> {
        super::actions::group_for(&self.setup, &self.state, unit)
    }

    pub fn is_activated(&self, unit: TableUnitId) -> bool {
        self.state.activated.contains(&unit)
    }

    /// At the bombardment step: each battery of the active side that may
    /// bombard, with every target it may choose (a target stands for its
    /// formation).
    pub fn bombardment_options(&self) -> Vec<(TableUnitId, Vec<TableUnitId>)> {
        if !matches!(self.state.step, Step::Bombardment) {
            return Vec::new();
        }
        let position = &self.state.position;
        position
            .units()
            .iter()
            .filter(|u| u.side == self.state.active && u.facts.bombardment_range.is_some())
            .filter(|u| battery_problem(&self.setup, &self.state, u.id).is_none())
            .map(|u| (u.id, position.bombardment_targets(u.id)))
            .filter(|(_, targets)| !targets.is_empty())
            .collect()
    }

    /// At the bombardment step: every battery of the active side, in the
    /// table's order, with its targets or why it may not bombard (a
    /// battery missing from [`Game::bombardment_options`] is here with its
    /// reason). Empty at other steps.
    pub fn battery_states(&self) -> Vec<BatteryState> {
        if !matches!(self.state.step, Step::Bombardment) {
            return Vec::new();
        }
        batteries_of(&self.state)
            .map(|(battery, range)| BatteryState {
                battery,
                status: self.battery_status(battery, range),
            })
            .collect()
    }

    /// One battery's status, by the rules' own checks.
    fn battery_status(&self, battery: TableUnitId, range: u8) -> BatteryStatus {
        if let Some(error) = battery_problem(&self.setup, &self.state, battery) {
            return BatteryStatus::MayNot {
                why: BatteryReason::Refused { error },
            };
        }
        let targets = self.state.position.bombardment_targets(battery);
        if targets.is_empty() {
            BatteryStatus::MayNot {
                why: BatteryReason::NothingInReach { battery, range },
            }
        } else {
            BatteryStatus::MayBombard { targets }
        }
    }

    /// How many dice a bombardment with these targets would roll, or why
    /// it may not be made. Worked out by declaring it on a copy of the
    /// game; nothing of the roll is shown.
    pub fn bombardment_dice(&self, targets: &[BombardTarget]) -> Result<u32, RuleError> {
        let events = self.preview(Command::Bombard {
            targets: targets.to_vec(),
        })?;
        Ok(events
            .iter()
            .map(|e| match e {
                Event::BombardmentDice { dice, .. } => *dice,
                _ => 0,
            })
            .sum())
    }

    /// The bombardment losses being taken, at their step.
    pub fn losses_in_play(&self) -> Option<LossesInPlay> {
        let losses = self.state.step.losses().ok()?;
        Some(LossesInPlay {
            target: losses.target,
            remaining: losses.remaining,
            may_retreat: retreat_candidates(&self.state.position, losses),
            retreating: losses
                .pending_retreat
                .as_ref()
                .map(|p| (p.unit, p.distance)),
        })
    }

    /// The combat being resolved, at the combat steps.
    pub fn combat_in_play(&self) -> Option<CombatInPlay> {
        let c = self.state.step.combat().ok()?;
        let stage = match &c.stage {
            Stage::Tactics(side) => CombatStage::Tactics(*side),
            Stage::AllocateHits { side, group, count } => CombatStage::AllocateHits {
                side: *side,
                group: group.clone(),
                count: *count,
            },
            Stage::ResolveHits(side) => CombatStage::ResolveHits(*side),
            Stage::Retreat {
                side,
                unit,
                distance,
            } => CombatStage::Retreat {
                side: *side,
                unit: *unit,
                distance: *distance,
            },
            Stage::Roll | Stage::Allocate(_) | Stage::Finish => CombatStage::Running,
        };
        Some(CombatInPlay {
            markers: c.markers.clone(),
            active: c.active,
            stage,
            tactics: c
                .played
                .iter()
                .map(|t| TacticInPlay {
                    side: t.side,
                    tactic: t.tactic,
                    die: t.die,
                    units: t.units.clone(),
                    cancelled: t.cancelled,
                })
                .collect(),
            hits_to_take: c.hits_to_take,
            hits: c.hits.iter().filter(|(_, n)| *n > 0).copied().collect(),
            retreated: c.retreated.clone(),
        })
    }

    /// At the start combat step, every place the active player may put the
    /// combat marker: one point for each set of engaged units not yet in
    /// combat that a marker may bring in (each set as large as any point
    /// can bring in, with both sides within the radius), the engine's own
    /// choice (what `Command::StartCombat` does) first. Send
    /// `Command::PlaceCombatMarker { at }` with one of them; any other point
    /// that brings in as many units is accepted too. Empty at other steps
    /// and when no marker is needed.
    pub fn marker_spots(&self) -> Vec<MarkerPlacement> {
        match self.state.step {
            Step::StartCombat => self.state.position.marker_spots(),
            _ => Vec::new(),
        }
    }

    /// What moving `unit` by `order` would do under the action in play
    /// (where it ends, how far it went and what held it), or why it may not
    /// be made. Nothing changes.
    pub fn plan_move(&self, unit: TableUnitId, order: MoveOrder) -> Result<Moved, RuleError> {
        check_move(&self.state, unit, order)
    }

    /// What moving `commander` to `to` would do under the action in play,
    /// or why not. Nothing changes.
    pub fn plan_commander_move(
        &self,
        commander: CommanderId,
        to: Point,
    ) -> Result<CommanderMoved, RuleError> {
        check_commander_move(&self.state, commander, to)
    }

    /// The events `command` would bring about, worked out on a copy.
    fn preview(&self, command: Command) -> Result<Vec<Event>, RuleError> {
        let mut scratch = self.state.clone();
        turn::apply(&self.setup, &mut scratch, command)
    }
}
