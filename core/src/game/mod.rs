//! Rules engine II: the whole turn. A [`Game`] starts from two built armies
//! and their deployment ([`setup`]); its dice are a seeded generator kept
//! in the game state ([`dice`]). Everything a player decides is a
//! [`Command`]; [`Game::apply`] checks it, carries it out and returns the
//! [`Event`]s, or a [`RuleError`] and leaves the game as it was. The game
//! then runs on by itself until the next decision is due, and
//! [`Game::decider`] says whose it is. [`legal_commands`] lists a finite,
//! useful set of the commands that are legal now: random play and the
//! goldfish target's policy ([`goldfish`]) both choose from it.
//!
//! The turn: bombardment ([`bombardment`]), actions ([`actions`], with the
//! action board in [`board`]), start combat and combat ([`combat`], hits
//! in [`hits`], tactics and the rest of the effect vocabulary in
//! [`effects`]), commanders at risk ([`commander`]), and the end of the game
//! ([`victory`]). The turn's steps are in [`turn`].
//!
//! A game replays exactly from its setup, its seed and its commands
//! ([`GameRecord`]). Readings of the rules are in `docs/RULES_NOTES.md`
//! ("Readings of the turn rules").

pub(crate) mod actions;
pub(crate) mod board;
pub(crate) mod bombardment;
pub(crate) mod combat;
pub(crate) mod command;
pub(crate) mod commander;
pub(crate) mod dice;
pub(crate) mod effects;
pub(crate) mod error;
pub(crate) mod event;
pub(crate) mod goldfish;
pub(crate) mod hits;
pub(crate) mod legal;
pub(crate) mod setup;
pub(crate) mod turn;
pub(crate) mod victory;

pub(crate) use command::{Command, Slot, StepKind};
pub(crate) use dice::Dice;
pub(crate) use error::RuleError;
pub(crate) use event::{Event, VictoryKind};
pub(crate) use setup::{ArmySetup, GameSetup, UnitProfile};
pub(crate) use turn::{ScenarioClock, Step};

use crate::engine::{CommanderId, Position, Side, TableUnitId};
use board::BoardState;
use serde::{Deserialize, Serialize};
use setup::index;
use std::collections::BTreeSet;

/// A commander's standing in the game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CommanderState {
    pub id: CommanderId,
    pub side: Side,
    pub command_radius: u8,
    /// A sub-commander from an asset (rolls no dice, is removed if he falls).
    pub sub: bool,
    /// Skill level, read as the action dice (3, 4, 5; a substitute 2–4).
    pub level: u8,
    /// A substitute took over: he may not take risks.
    pub substitute: bool,
}

/// How the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    pub winner: Option<Side>,
    pub kind: VictoryKind,
}

/// Everything that changes during a game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct State {
    pub position: Position,
    pub dice: Dice,
    /// Player turns begun, from 1.
    pub turn: u32,
    pub active: Side,
    pub step: Step,
    pub morale: [u32; 2],
    pub commanders: Vec<CommanderState>,
    pub boards: [BoardState; 2],
    pub scenario: ScenarioClock,
    /// Units activated this turn.
    pub activated: BTreeSet<TableUnitId>,
    /// Units whose emplacement has ignored its hit this turn.
    pub emplacement_used: BTreeSet<TableUnitId>,
    /// Markers whose combat was resolved this turn.
    pub combats_done: Vec<crate::engine::MarkerId>,
    /// At the bombardment step: each battery that may bombard and its
    /// nearest target, worked out once when the step begins (nothing moves
    /// until the bombardment is declared).
    #[serde(default)]
    pub batteries_ready: Vec<(TableUnitId, TableUnitId)>,
    pub outcome: Option<Outcome>,
}

impl State {
    pub fn morale(&self, side: Side) -> u32 {
        self.morale[index(side)]
    }

    pub fn board(&self, side: Side) -> &BoardState {
        &self.boards[index(side)]
    }

    pub fn main_commander(&self, side: Side) -> Option<&CommanderState> {
        self.commanders.iter().find(|c| c.side == side && !c.sub)
    }
}

/// A game: its fixed setup, its changing state and its log.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Game {
    pub setup: GameSetup,
    pub state: State,
    /// Every event so far, in order.
    pub log: Vec<Event>,
}

/// What a game is saved as: it replays exactly from this.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameRecord {
    pub setup: GameSetup,
    pub seed: u64,
    pub commands: Vec<Command>,
}

impl GameRecord {
    /// Plays the record's commands again from the start.
    pub fn replay(&self) -> Result<Game, (usize, RuleError)> {
        let mut game = Game::new(self.setup.clone(), self.seed).map_err(|e| (0, e))?;
        for (k, command) in self.commands.iter().enumerate() {
            game.apply(command.clone()).map_err(|e| (k, e))?;
        }
        Ok(game)
    }
}

impl Game {
    /// A new game with dice seeded from `seed`.
    pub fn new(setup: GameSetup, seed: u64) -> Result<Game, RuleError> {
        Game::with_dice(setup, Dice::seeded(seed))
    }

    /// A new game rolling the given dice (tests script them).
    pub fn with_dice(setup: GameSetup, dice: Dice) -> Result<Game, RuleError> {
        let (state, log) = turn::start(&setup, dice)?;
        Ok(Game { setup, state, log })
    }

    /// Carries out `command` if it is legal now: the events, or why not
    /// (and then nothing has changed).
    pub fn apply(&mut self, command: Command) -> Result<Vec<Event>, RuleError> {
        let mut next = self.state.clone();
        let events = turn::apply(&self.setup, &mut next, command)?;
        self.state = next;
        self.log.extend(events.iter().cloned());
        Ok(events)
    }

    /// [`Game::apply`] for a player who says which side he is: refused
    /// with `NotYourTurn` when the decision is the other side's (the hot
    /// seat's two players, or a player and the goldfish).
    pub fn apply_as(&mut self, side: Side, command: Command) -> Result<Vec<Event>, RuleError> {
        match self.decider() {
            None => Err(RuleError::GameOver),
            Some(expected) if expected != side => Err(RuleError::NotYourTurn { expected }),
            Some(_) => self.apply(command),
        }
    }

    /// Whether `command` is legal now, without changing the game.
    pub fn check(&self, command: &Command) -> Result<(), RuleError> {
        let mut scratch = self.state.clone();
        turn::apply(&self.setup, &mut scratch, command.clone()).map(|_| ())
    }

    /// Whose decision is due; `None` once the game is over.
    pub fn decider(&self) -> Option<Side> {
        turn::decider(&self.state)
    }

    /// The kind of decision due.
    pub fn step_kind(&self) -> StepKind {
        self.state.step.kind()
    }

    pub fn is_over(&self) -> bool {
        self.state.outcome.is_some()
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.state.outcome
    }

    pub fn position(&self) -> &Position {
        &self.state.position
    }

    /// The profile of a table unit (broken units included).
    pub fn profile(&self, unit: TableUnitId) -> Option<&UnitProfile> {
        profile(&self.setup, unit)
    }

    pub fn army(&self, side: Side) -> &ArmySetup {
        &self.setup.armies[index(side)]
    }
}

pub(crate) fn profile(setup: &GameSetup, unit: TableUnitId) -> Option<&UnitProfile> {
    setup
        .armies
        .iter()
        .flat_map(|a| a.units.iter())
        .find(|u| u.id == unit)
}
