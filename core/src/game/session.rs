//! A game as the app plays it: who decides for each side, the record of
//! every decision (so that the game replays exactly and can be kept on the
//! device), the goldfish's automatic answers, and undo.
//!
//! - In a **goldfish** game a person plays one side; the other is the
//!   goldfish target, whose decisions the session makes at once by the
//!   goldfish's policy. Against the **general**, the other side is the
//!   general at the record's strength: the session says when its decision
//!   is due and records its answers (the app asks its worker for them;
//!   natively [`Session::run_general`] plays them). In **hot seat** a
//!   person plays both sides.
//! - Every decision goes into the record with the side that made it and
//!   whether a person or the machine chose it. The opponent's answers (the
//!   goldfish's, the general's) are recorded too, with their reasons, so
//!   that a game replays exactly even if the policy changes later.
//! - **Undo** takes back one decision of a person (made by hand or by
//!   "decide for me") with the opponent's answers that followed it. The
//!   dice are part of the state, so the same decision afterwards rolls the
//!   same dice again: an undo is never a re-roll.

use super::command::Command;
use super::error::RuleError;
use super::event::{Event, GoldfishReason, PassReason};
use super::general::strength::Strength;
use super::goldfish::{goldfish_choice, reason_as_named, GoldfishSetUp};
pub use super::mode::{Mode, Who};
use super::names::Names;
use super::passing::passes_by_itself;
use super::player::AutoPlayer;
use super::setup::GameSetup;
use super::state::State;
use super::Game;
use crate::engine::Side;
use crate::i18n::table_messages::TableMsg;
use crate::i18n::{Lang, Text};
use serde::{Deserialize, Serialize};

/// One decision of the record.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Decision {
    pub side: Side,
    pub command: Command,
    /// Chosen by the machine (the opponent, or "decide for me").
    pub automatic: bool,
    /// An answer of the opponent (the goldfish or the general), which undo
    /// takes back with the person's decision before it. (Saved under its
    /// first name, from when the goldfish was the only opponent.)
    #[serde(rename = "goldfish")]
    pub answer: bool,
    /// Why the goldfish decided so, for the log.
    #[serde(default)]
    pub reason: Option<GoldfishReason>,
    /// Why the general decided so, in words, for the log. (Games saved
    /// before this held `general_reason`, a value that said only "the
    /// rules leave this one choice"; it is read as nothing.)
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub general_said: Option<Text>,
    /// The step passed by itself, and why (see `game::passing`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub passed: Option<PassReason>,
}

/// Everything a game replays from.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SessionRecord {
    pub setup: GameSetup,
    pub seed: u64,
    pub mode: Mode,
    /// The general's strength: the opponent's, and that of "decide for me"
    /// and "play to the end".
    #[serde(default)]
    pub strength: Strength,
    pub decisions: Vec<Decision>,
}

impl SessionRecord {
    /// The record of a game about to start: no decision yet. The goldfish
    /// side is set in the setup's options, as the engine reads it.
    pub fn new(mut setup: GameSetup, seed: u64, mode: Mode) -> SessionRecord {
        setup.options.goldfish = mode.goldfish();
        SessionRecord {
            setup,
            seed,
            mode,
            strength: Strength::default(),
            decisions: Vec::new(),
        }
    }

    /// The same record with the general at `strength`.
    pub fn with_strength(self, strength: Strength) -> SessionRecord {
        SessionRecord { strength, ..self }
    }
}

/// Why a record does not replay.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum ReplayError {
    /// The game could not start from the record's setup.
    Start { error: RuleError },
    /// Decision `index` (from 0) is refused by the rules as they are now.
    Refused { index: usize, error: RuleError },
    /// The record says who plays a number of seats on `side` other than
    /// the armies its setup seats there.
    Seats { side: Side },
}

impl ReplayError {
    pub fn describe(&self, lang: Lang) -> String {
        let why = match self {
            ReplayError::Start { error } | ReplayError::Refused { error, .. } => {
                error.describe(&Names::plain(lang))
            }
            ReplayError::Seats { side } => {
                let side = TableMsg::side(*side).text(lang);
                lang.pick(
                    format!("It names who plays each seat, but not the seats of {side}'s armies."),
                    format!("В ней сказано, кто играет на каждом месте, но места армий стороны «{side}» другие."),
                )
            }
        };
        let what = match (self, lang) {
            (ReplayError::Start { .. } | ReplayError::Seats { .. }, Lang::En) => {
                "The game cannot be set up again by this version of the app.".to_owned()
            }
            (ReplayError::Start { .. } | ReplayError::Seats { .. }, Lang::Ru) => {
                "Эта версия приложения не может заново расставить эту игру.".to_owned()
            }
            (ReplayError::Refused { index, .. }, Lang::En) => format!(
                "Decision {} of the game is no longer allowed by the rules as this version of the app plays them.",
                index + 1
            ),
            (ReplayError::Refused { index, .. }, Lang::Ru) => format!(
                "Решение № {} этой игры больше не допускается правилами в этой версии приложения.",
                index + 1
            ),
        };
        format!("{what} {why}")
    }
}

/// The game just before a person's decision, to go back to.
#[derive(Clone, Debug)]
struct UndoPoint {
    decisions: usize,
    state: State,
    log_len: usize,
}

/// A game being played, with its record and its undo history.
#[derive(Clone, Debug)]
pub struct Session {
    record: SessionRecord,
    game: Game,
    undo: Vec<UndoPoint>,
    /// How the goldfish sets up in the pre-game sequence.
    set_up: GoldfishSetUp,
    /// Whether the goldfish has set up by its plan in this session, rather
    /// than as the record it replayed said.
    set_up_here: bool,
}

impl Session {
    /// Starts a game; the goldfish makes its decisions at once.
    pub fn new(setup: GameSetup, seed: u64, mode: Mode) -> Result<Session, ReplayError> {
        Session::replay(SessionRecord::new(setup, seed, mode))
    }

    /// Plays a record again from its start; then the goldfish answers if
    /// it is due (a record that has just begun).
    pub fn replay(record: SessionRecord) -> Result<Session, ReplayError> {
        Session::replay_with(record, GoldfishSetUp::BY_PLAN)
    }

    /// [`Session::replay`], the goldfish setting up as `set_up` says.
    pub fn replay_with(
        record: SessionRecord,
        set_up: GoldfishSetUp,
    ) -> Result<Session, ReplayError> {
        match Session::replay_as_far_as_it_holds_with(record, set_up)? {
            (session, None) => Ok(session),
            (_, Some(refused)) => Err(refused),
        }
    }

    /// Plays a record again as far as the rules as they are now allow: the
    /// game up to the first decision they refuse (a rule changed since it
    /// was saved), with that refusal; the goldfish then answers if it is
    /// due. Only a record whose game cannot even start is an error.
    pub fn replay_as_far_as_it_holds(
        record: SessionRecord,
    ) -> Result<(Session, Option<ReplayError>), ReplayError> {
        Session::replay_as_far_as_it_holds_with(record, GoldfishSetUp::BY_PLAN)
    }

    /// [`Session::replay_as_far_as_it_holds`], the goldfish setting up as
    /// `set_up` says. With [`GoldfishSetUp::AS_RECORDED`], a game whose
    /// record stops where the goldfish is due to set up stays there.
    pub fn replay_as_far_as_it_holds_with(
        record: SessionRecord,
        set_up: GoldfishSetUp,
    ) -> Result<(Session, Option<ReplayError>), ReplayError> {
        if let Some(side) = Side::ALL.into_iter().find(|side| {
            matches!(record.mode, Mode::Teams { .. })
                && record.mode.players(*side) != record.setup.armies.count(*side)
        }) {
            return Err(ReplayError::Seats { side });
        }
        let game = Game::new(record.setup.clone(), record.seed)
            .map_err(|error| ReplayError::Start { error })?;
        let mut session = Session {
            record: SessionRecord {
                decisions: Vec::new(),
                ..record.clone()
            },
            game,
            undo: Vec::new(),
            set_up,
            set_up_here: false,
        };
        let mut refused = None;
        for (index, decision) in record.decisions.into_iter().enumerate() {
            if let Err(error) = session.replay_one(&decision) {
                refused = Some(ReplayError::Refused { index, error });
                break;
            }
            session.record.decisions.push(decision);
        }
        let index = session.record.decisions.len();
        if let Err(error) = session.run_on() {
            refused.get_or_insert(ReplayError::Refused { index, error });
        }
        Ok((session, refused))
    }

    /// Makes one recorded decision again, with its undo point and the
    /// goldfish's reason; on a refusal the game is as it was.
    fn replay_one(&mut self, decision: &Decision) -> Result<(), RuleError> {
        let point = (!decision.answer).then(|| self.undo_point());
        let log_len = self.game.log.len();
        if let Some(reason) = &decision.reason {
            let named = reason_as_named(&self.game, reason, &decision.command);
            self.note_reason(decision.side, named);
        }
        if let Some(said) = &decision.general_said {
            self.game.log.push(Event::GeneralDecided {
                side: decision.side,
                said: said.clone(),
            });
        }
        if let Some(why) = decision.passed {
            self.game.log.push(Event::PassedByItself {
                side: decision.side,
                why,
            });
        }
        if let Err(error) = self.game.apply_as(decision.side, decision.command.clone()) {
            self.game.log.truncate(log_len);
            return Err(error);
        }
        self.undo.extend(point);
        Ok(())
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn record(&self) -> &SessionRecord {
        &self.record
    }

    pub fn mode(&self) -> &Mode {
        &self.record.mode
    }

    /// Whether the goldfish has made a choice of the pre-game sequence in
    /// this session by its plan, not replayed from the record: a page that
    /// plays only the turns needs the game kept with it.
    pub fn goldfish_set_up_here(&self) -> bool {
        self.set_up_here
    }

    /// The side a person must decide for now; `None` when the game is over.
    pub fn person_to_decide(&self) -> Option<Side> {
        self.game
            .decider()
            .filter(|side| self.record.mode.is_person(self.game.player_for(*side)))
    }

    /// A person's decision for the side due: refused, changing nothing, if
    /// it is not legal now. The goldfish then answers where it must.
    pub fn decide(&mut self, command: Command) -> Result<Vec<Event>, RuleError> {
        self.decide_as(command, false)
    }

    /// "Decide for me": `player` makes the decision due for the person.
    /// It is recorded as the person's (so undo takes it back) and marked
    /// automatic. `Ok(None)` when the player has nothing to offer.
    pub fn decide_for_me(
        &mut self,
        player: &mut dyn AutoPlayer,
    ) -> Result<Option<Vec<Event>>, RuleError> {
        if self.person_to_decide().is_none() {
            return Ok(None);
        }
        match player.choose(&self.game) {
            Some(command) => self.decide_as(command, true).map(Some),
            None => Ok(None),
        }
    }

    /// "Decide for me" when the automatic player decided elsewhere (the
    /// app's worker): the person's decision, marked automatic.
    pub fn decide_as_machine(&mut self, command: Command) -> Result<Vec<Event>, RuleError> {
        self.decide_as(command, true)
    }

    fn decide_as(&mut self, command: Command, automatic: bool) -> Result<Vec<Event>, RuleError> {
        let side = match self.game.decider() {
            None => return Err(RuleError::GameOver),
            Some(side) if !self.record.mode.is_person(self.game.player_for(side)) => {
                return Err(RuleError::NotYourTurn { expected: side })
            }
            Some(side) => side,
        };
        let point = self.undo_point();
        let mut events = self.game.apply(command.clone())?;
        self.undo.push(point);
        self.record.decisions.push(Decision {
            side,
            command,
            automatic,
            answer: false,
            reason: None,
            general_said: None,
            passed: None,
        });
        events.extend(self.run_on()?);
        Ok(events)
    }

    /// The steps that pass by themselves and the goldfish's decisions, as
    /// long as either is due.
    fn run_on(&mut self) -> Result<Vec<Event>, RuleError> {
        let mut events = Vec::new();
        // Each decision moves the game on; the bound guards against a bug.
        for _ in 0..10_000 {
            match self.pass_by_itself()? {
                Some(passed) => events.extend(passed),
                None => match self.goldfish_once()? {
                    Some(answered) => events.extend(answered),
                    None => break,
                },
            }
        }
        Ok(events)
    }

    /// Makes the decision due if the rules leave nothing to choose in it,
    /// with why in the log; `None` if they do.
    fn pass_by_itself(&mut self) -> Result<Option<Vec<Event>>, RuleError> {
        let Some(side) = self.game.decider() else {
            return Ok(None);
        };
        let Some((command, why)) = passes_by_itself(&self.game) else {
            return Ok(None);
        };
        let decision = Decision {
            side,
            command,
            automatic: true,
            answer: true,
            reason: None,
            general_said: None,
            passed: Some(why),
        };
        let log_len = self.game.log.len();
        self.replay_one(&decision)?;
        self.record.decisions.push(decision);
        Ok(Some(self.game.log[log_len..].to_vec()))
    }

    /// The goldfish's decision, if one is due.
    fn goldfish_once(&mut self) -> Result<Option<Vec<Event>>, RuleError> {
        let Some(goldfish) = self.record.mode.goldfish() else {
            return Ok(None);
        };
        if self.game.decider() != Some(goldfish) {
            return Ok(None);
        }
        let Some((command, reason)) = goldfish_choice(&self.game, self.set_up) else {
            return Ok(None);
        };
        let set_up = matches!(reason, GoldfishReason::SetUpByPlan { .. });
        let decision = Decision {
            side: goldfish,
            command,
            automatic: true,
            answer: true,
            reason: Some(reason),
            general_said: None,
            passed: None,
        };
        let log_len = self.game.log.len();
        self.replay_one(&decision)?;
        self.record.decisions.push(decision);
        self.set_up_here |= set_up;
        Ok(Some(self.game.log[log_len..].to_vec()))
    }

    /// From here on a person plays both sides (the general's worker could
    /// not answer, and the player takes its side over). What was decided
    /// stays as it was.
    pub fn play_on_in_hot_seat(&mut self) {
        self.record.mode = Mode::HotSeat;
    }

    /// The general's side and strength, when its decision is due.
    pub fn general_due(&self) -> Option<(Side, Strength)> {
        let side = self.game.decider()?;
        let general = self.record.mode.who(self.game.player_for(side)) == Who::General;
        general.then_some((side, self.record.strength))
    }

    /// The general's decision, with why, as it made it (in the app's
    /// worker): recorded as an answer, which undo takes back with the
    /// person's decision before it. Refused, changing nothing, if it is not
    /// the general's to make or the rules refuse it.
    pub fn answer_as_general(
        &mut self,
        command: Command,
        said: Text,
    ) -> Result<Vec<Event>, RuleError> {
        let Some((side, _)) = self.general_due() else {
            return Err(match self.game.decider() {
                None => RuleError::GameOver,
                Some(expected) => RuleError::NotYourTurn { expected },
            });
        };
        let decision = Decision {
            side,
            command,
            automatic: true,
            answer: true,
            reason: None,
            general_said: Some(said),
            passed: None,
        };
        let log_len = self.game.log.len();
        self.replay_one(&decision)?;
        self.record.decisions.push(decision);
        self.run_on()?;
        Ok(self.game.log[log_len..].to_vec())
    }

    /// Plays the general's decisions while they are due, by `player` (the
    /// general at the record's strength): for games played natively (the
    /// lab, tests), where no worker answers for it.
    pub fn run_general(&mut self, player: &mut dyn AutoPlayer) -> Result<Vec<Event>, RuleError> {
        let mut events = Vec::new();
        // Each decision moves the game on; the bound guards against a bug.
        for _ in 0..100_000 {
            if self.general_due().is_none() {
                break;
            }
            let Some((command, reason)) = player.decide(&self.game) else {
                break;
            };
            let said = reason.in_words(&self.game);
            events.extend(self.answer_as_general(command, said)?);
        }
        Ok(events)
    }

    /// Puts the goldfish's reason in the log, before what it brings about.
    fn note_reason(&mut self, side: Side, reason: GoldfishReason) {
        self.game.log.push(Event::GoldfishDecided { side, reason });
    }

    fn undo_point(&self) -> UndoPoint {
        UndoPoint {
            decisions: self.record.decisions.len(),
            state: self.game.state.clone(),
            log_len: self.game.log.len(),
        }
    }

    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    /// Takes back the last decision of a person and the goldfish's answers
    /// to it. False when there is nothing to take back.
    pub fn undo(&mut self) -> bool {
        let Some(point) = self.undo.pop() else {
            return false;
        };
        self.record.decisions.truncate(point.decisions);
        self.game.restore(point.state, point.log_len);
        true
    }

    /// How many decisions a person can still take back.
    pub fn undo_depth(&self) -> usize {
        self.undo.len()
    }
}
