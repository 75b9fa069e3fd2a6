//! Everything that changes during a game: the position, the dice, the
//! turn and its step, morale, commanders, the action boards, the scenario's
//! clock and the outcome. The phases change it; nothing outside the game
//! module sees its fields (the game's read-only views are on `Game`).

use super::board::BoardState;
use super::dice::Dice;
use super::event::VictoryKind;
use super::scenario::reserve::Reserves;
use super::step::{Losses, Step};
use crate::engine::{
    CommanderId, MarkerId, PerPlayer, PerSide, PlayerId, Position, Seat, Side, TableUnitId,
};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};

/// The scenario's phases: the game starts in phase 1; each time the sixes
/// rolled on action dice reach the number of players per side, the phase
/// moves on, and sixes left over count towards the next.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScenarioClock {
    pub phase: u32,
    /// Sixes rolled towards the next phase.
    pub sixes: u32,
}

impl Default for ScenarioClock {
    fn default() -> ScenarioClock {
        ScenarioClock { phase: 1, sixes: 0 }
    }
}

impl ScenarioClock {
    /// Adds the sixes of one roll; returns the phases reached.
    pub fn add_sixes(&mut self, sixes: u32, needed: u32) -> Vec<u32> {
        let needed = needed.max(1);
        self.sixes += sixes;
        let mut reached = Vec::new();
        while self.sixes >= needed {
            self.sixes -= needed;
            self.phase += 1;
            reached.push(self.phase);
        }
        reached
    }
}

/// A commander's standing in the game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CommanderState {
    pub id: CommanderId,
    pub side: Side,
    #[serde(default, skip_serializing_if = "Seat::is_first")]
    pub seat: Seat,
    pub command_radius: u8,
    /// A sub-commander from an asset (rolls no dice, is removed if he falls).
    pub sub: bool,
    /// Skill level, read as the action dice (3, 4, 5; a substitute 2–4).
    pub level: u8,
    /// A substitute took over: he may not take risks.
    pub substitute: bool,
}

/// A unit's moves this turn, for the terrain's cap on a turn's movement.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub(crate) struct MovedThisTurn {
    pub distance: f64,
    /// The lowest cap of the broken ground its moves crossed, in UW.
    pub cap: Option<f64>,
}

/// How the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    pub winner: Option<Side>,
    pub kind: VictoryKind,
}

/// Everything that changes during a game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(crate) struct State {
    pub position: Position,
    pub dice: Dice,
    /// Player turns begun, from 1.
    pub turn: u32,
    pub active: Side,
    /// Which of the active side's players is acting: a side's players
    /// play their parts of its turn one after another, in seat order.
    #[serde(default, skip_serializing_if = "Seat::is_first")]
    pub seat: Seat,
    pub step: Step,
    /// Each player's army morale, counted apart.
    pub morale: PerPlayer<u32>,
    pub commanders: Vec<CommanderState>,
    pub boards: PerPlayer<BoardState>,
    pub scenario: ScenarioClock,
    /// The option each of the scenario's conditions settled on, in order.
    #[serde(default)]
    pub settled: Vec<usize>,
    /// Units the scenario holds back, until they arrive.
    #[serde(default)]
    pub reserves: Reserves,
    /// Units activated this turn.
    pub activated: BTreeSet<TableUnitId>,
    /// How far each unit has moved this turn, and the cap of the broken
    /// ground any of its moves crossed (it holds for the whole turn).
    #[serde(default)]
    pub moved_this_turn: BTreeMap<TableUnitId, MovedThisTurn>,
    /// Units whose emplacement has ignored its hit this turn.
    pub emplacement_used: BTreeSet<TableUnitId>,
    /// Markers whose combat was resolved this turn.
    pub combats_done: Vec<MarkerId>,
    /// At the bombardment step: each battery that may bombard and its
    /// nearest target, worked out once when the step begins (nothing moves
    /// until the bombardment is declared).
    #[serde(default)]
    pub batteries_ready: Vec<(TableUnitId, TableUnitId)>,
    pub outcome: Option<Outcome>,
    /// A team's players whose morale reached 0, waiting for their side's
    /// choice (support or forfeit), in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub breaking: Vec<PlayerId>,
    /// In a team game, the markers set up this turn: the acting player's
    /// seat, and an opponent whose units the marker brought in.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub marked_this_turn: Vec<(Seat, PlayerId)>,
    /// Bombardment losses of further target players, each taken after
    /// the one in hand (each target player rolls apart).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub losses_to_come: Vec<Losses>,
    /// Players who forfeited: their armies have left the table.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub out: Vec<PlayerId>,
    /// Sides that chose to support a broken army: the next of their
    /// players to reach 0 breaks the side.
    #[serde(default)]
    pub supported: PerSide<bool>,
}

impl State {
    /// A side's army morale: its players' together (its player's alone
    /// in a two-player game).
    pub(crate) fn morale(&self, side: Side) -> u32 {
        self.morale.side(side).iter().sum()
    }

    /// `side`'s players still in the battle, in seat order.
    pub(crate) fn players_in(&self, side: Side) -> Vec<PlayerId> {
        let seats = self.morale.players_of(side);
        seats.filter(|p| !self.out.contains(p)).collect()
    }

    /// The player acting in the active side's turn.
    pub(crate) fn active_player(&self) -> PlayerId {
        PlayerId::new(self.active, self.seat)
    }

    pub(crate) fn board(&self, player: PlayerId) -> &BoardState {
        &self.boards[player]
    }

    pub(crate) fn main_commander(&self, player: PlayerId) -> Option<&CommanderState> {
        self.commanders
            .iter()
            .find(|c| c.side == player.side && c.seat == player.seat && !c.sub)
    }
}
