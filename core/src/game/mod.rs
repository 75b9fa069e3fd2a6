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
pub(crate) mod autoplay;
pub(crate) mod benchmark;
pub(crate) mod board;
pub(crate) mod bombardment;
pub(crate) mod combat;
pub(crate) mod command;
pub(crate) mod commander;
pub(crate) mod dice;
pub(crate) mod effects;
pub(crate) mod error;
pub(crate) mod event;
pub(crate) mod general;
pub(crate) mod goldfish;
pub(crate) mod hits;
pub(crate) mod legal;
pub(crate) mod log_sentences;
pub(crate) mod mode;
pub(crate) mod moves;
pub(crate) mod names;
pub(crate) mod odds;
pub(crate) mod passing;
pub(crate) mod player;
pub(crate) mod pregame;
pub(crate) mod rollback;
pub(crate) mod scenario;
pub(crate) mod sentences;
pub(crate) mod session;
pub(crate) mod setup;
pub(crate) mod state;
pub(crate) mod step;
pub(crate) mod team_games;
pub(crate) mod teams;
pub(crate) mod turn;
pub(crate) mod victory;
pub(crate) mod view;

use crate::engine::{PerSide, PlayerId, Position, Side, TableUnitId};
use board::BoardState;
use command::{Command, StepKind};
use dice::Dice;
use error::RuleError;
use event::Event;
use rollback::WayBack;
use serde::{Deserialize, Serialize};
use setup::{ArmySetup, GameSetup, UnitProfile};
use state::{CommanderState, Outcome, State};
use step::Step;

/// A game: its fixed setup, its changing state and its log.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Game {
    setup: GameSetup,
    state: State,
    /// Every event so far, in order.
    log: Vec<Event>,
    #[serde(skip)]
    way_back: WayBack,
    #[serde(skip)]
    checked: Checked,
}

/// The last command [`Game::check`] found legal, with the state and the
/// events it led to: a player checks a command and then sends it, and
/// [`Game::apply`] then takes that result rather than working it out
/// again. Every change to the game's state goes through `apply` or
/// `restore`, which take or forget it. It takes no part in comparing,
/// printing, copying or saving a game.
#[derive(Default)]
struct Checked(std::sync::Mutex<Option<Box<CheckedCommand>>>);

/// A command checked, and the state and events it led to.
type CheckedCommand = (Command, State, Vec<Event>);

impl Checked {
    /// The kept result, if it was found for `command` (the same to the
    /// bit: the sign of a zero is part of a command), forgotten either way.
    fn take(&mut self, command: &Command) -> Option<(State, Vec<Event>)> {
        let kept = self.0.get_mut().ok()?.take()?;
        let (checked, state, events) = *kept;
        let same = checked == *command
            && serde_json::to_vec(&checked).ok() == serde_json::to_vec(command).ok();
        same.then_some((state, events))
    }
}

impl Clone for Checked {
    fn clone(&self) -> Checked {
        Checked::default()
    }
}

outside_the_game!(Checked);

/// How a scripted game starts (tests and the rulebook's worked examples):
/// its dice in the order they will come up, and the dice each side has
/// waiting on its tactics, by the tactics' order on its board.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Script {
    pub dice: Vec<u8>,
    pub tactic_dice: PerSide<Vec<u8>>,
}

impl Script {
    /// Only scripted dice; no die on any tactic.
    pub fn dice(dice: impl IntoIterator<Item = u8>) -> Script {
        Script {
            dice: dice.into_iter().collect(),
            tactic_dice: PerSide::default(),
        }
    }
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

    /// A new game whose dice come up as `dice`, in order, instead of at
    /// random: tests script the dice this way. Once the script runs out, a
    /// roll is refused with `DiceExhausted`.
    pub fn with_scripted_dice(
        setup: GameSetup,
        dice: impl IntoIterator<Item = u8>,
    ) -> Result<Game, RuleError> {
        Game::scripted(setup, Script::dice(dice))
    }

    /// A new game started from a [`Script`]: scripted dice, and dice already
    /// waiting on tactics (as the rulebook's worked examples begin).
    pub fn scripted(setup: GameSetup, script: Script) -> Result<Game, RuleError> {
        let Script { dice, tactic_dice } = script;
        let (mut state, log) = turn::start(&setup, Dice::scripted(dice))?;
        for (side, dice) in Side::ALL.into_iter().zip(tactic_dice) {
            let board = &mut state.boards[PlayerId::lead(side)];
            for (tactic, die) in dice.into_iter().enumerate() {
                let slot = board
                    .on_tactics
                    .get_mut(tactic)
                    .ok_or(RuleError::UnknownTactic { tactic })?;
                *slot = Some(die.clamp(1, 6));
            }
        }
        Ok(Game {
            setup,
            state,
            log,
            way_back: WayBack::default(),
            checked: Checked::default(),
        })
    }

    fn with_dice(setup: GameSetup, dice: Dice) -> Result<Game, RuleError> {
        let (state, log) = turn::start(&setup, dice)?;
        Ok(Game {
            setup,
            state,
            log,
            way_back: WayBack::default(),
            checked: Checked::default(),
        })
    }

    /// Carries out `command` if it is legal now: the events, or why not
    /// (and then nothing has changed).
    pub fn apply(&mut self, command: Command) -> Result<Vec<Event>, RuleError> {
        let way_back = self.way_back.from(&self.state, self.log.len());
        let outcome = match self.checked.take(&command) {
            Some((state, events)) => {
                self.state = state;
                Ok(events)
            }
            None => turn::apply(&self.setup, &mut self.state, command.clone()),
        };
        match outcome {
            Ok(events) => {
                self.log.extend(events.iter().cloned());
                way_back.record(&self.state, self.log.len(), command);
                Ok(events)
            }
            Err(error) => {
                let (state, log_len) = way_back.replay(&self.setup);
                self.state = state;
                if let Some(len) = log_len {
                    self.log.truncate(len);
                }
                Err(error)
            }
        }
    }

    /// Puts the game back to `state`, with the log cut to `log_len` events
    /// (an undo).
    pub(crate) fn restore(&mut self, state: State, log_len: usize) {
        self.state = state;
        self.log.truncate(log_len);
        self.way_back.forget();
        self.checked = Checked::default();
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
    /// The state and events it leads to are kept for an `apply` of the
    /// same command next.
    pub fn check(&self, command: &Command) -> Result<(), RuleError> {
        let mut scratch = self.state.clone();
        let events = turn::apply(&self.setup, &mut scratch, command.clone())?;
        if let Ok(mut kept) = self.checked.0.lock() {
            *kept = Some(Box::new((command.clone(), scratch, events)));
        }
        Ok(())
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
        self.setup.profile(unit)
    }

    /// The army of the player who decides for `side` now (see
    /// [`Game::player_for`]).
    pub fn army(&self, side: Side) -> &ArmySetup {
        self.setup.army(self.player_for(side))
    }

    /// The player who decides for `side` now: its only player in a
    /// two-player game; in a team, the one whose pre-game stage is under
    /// way, the one acting in its turn, the one who
    /// plays its tactics in the combat being fought, or else its first.
    pub fn player_for(&self, side: Side) -> PlayerId {
        let state = &self.state;
        if self.setup.armies.count(side) == 1 {
            return PlayerId::lead(side);
        }
        if let Step::PreGame(pre) = &state.step {
            let deciding = pre.player().filter(|p| p.side == side);
            return deciding.unwrap_or(PlayerId::lead(side));
        }
        if side == state.active {
            return state.active_player();
        }
        match &state.step {
            Step::Combat(combat) => combat::side_player(combat, side),
            Step::BombardmentLosses(losses) if losses.target == side => {
                PlayerId::new(side, losses.seat)
            }
            _ => state
                .players_in(side)
                .first()
                .copied()
                .unwrap_or(PlayerId::lead(side)),
        }
    }

    /// A player's army morale now (in a team, each player's is apart).
    pub fn player_morale(&self, player: PlayerId) -> u32 {
        self.state.morale[player]
    }

    /// A player's action board.
    pub fn player_board(&self, player: PlayerId) -> &BoardState {
        self.state.board(player)
    }

    /// What the game started from.
    pub fn setup(&self) -> &GameSetup {
        &self.setup
    }

    /// Every event so far, in order.
    pub fn log(&self) -> &[Event] {
        &self.log
    }

    /// Player turns begun, from 1.
    pub fn turn(&self) -> u32 {
        self.state.turn
    }

    /// The side whose turn it is (the decider may be the other side, for
    /// bombardment losses and combat).
    pub fn active(&self) -> Side {
        self.state.active
    }

    /// A side's army morale now: its players' together.
    pub fn morale(&self, side: Side) -> u32 {
        self.state.morale(side)
    }

    /// The action board of the player who decides for `side` now: the
    /// dice in its pool, on actions and on tactics.
    pub fn board(&self, side: Side) -> &BoardState {
        self.state.board(self.player_for(side))
    }

    /// Every commander and sub-commander, with his standing.
    pub fn commanders(&self) -> &[CommanderState] {
        &self.state.commanders
    }

    /// The commander-in-chief (not a sub-commander) of the player who
    /// decides for `side` now.
    pub fn main_commander(&self, side: Side) -> Option<&CommanderState> {
        self.state.main_commander(self.player_for(side))
    }

    /// The scenario's phase (it starts at 1; sixes on action dice move it).
    pub fn scenario_phase(&self) -> u32 {
        self.state.scenario.phase
    }

    /// The sixes rolled towards the scenario's next phase (left over, in a
    /// game of more than two players, from the last phase reached).
    pub fn scenario_sixes(&self) -> u32 {
        self.state.scenario.sixes
    }

    /// The players who forfeited: their armies have left the table.
    pub fn players_out(&self) -> &[PlayerId] {
        &self.state.out
    }

    /// At the bombardment step: each battery that may bombard, with its
    /// nearest target.
    pub fn batteries_ready(&self) -> &[(TableUnitId, TableUnitId)] {
        &self.state.batteries_ready
    }
}
