//! The general at the table, thinking in its web worker: "decide for me"
//! and "play to the end" for the person's side, and, in a game against
//! the general, its own answers whenever they are due. The page makes every
//! decision the worker sends through its session, so the record, the
//! goldfish's answers and undo are as they would be by hand. The general's
//! answers are shown one at a time, at a pace the eye can follow (a unit
//! glides to its new place), unless the player asks for them at once.

use super::context::{AutoPlay, Play, Thinking};
use super::general_worker::client::{Answer, GeneralWorker};
use super::general_worker::protocol::{Made, Question};
use clouds_core::{Command, Game, TableMsg};
use leptos::prelude::*;
use std::time::Duration;

/// The pace of the general's decisions shown one by one, and of "play to
/// the end" watched: a decision the table shows (a unit glides, a marker
/// or a hit lands) this long, a glide taking a little less; one that
/// changes only the board or the panels (a die placed, an action ended)
/// this long.
const PACE_SEEN: Duration = Duration::from_millis(550);
const PACE_QUICK: Duration = Duration::from_millis(160);
/// A bound on the decisions "at once" asks for: far more than any game
/// needs, so a game that somehow never ends cannot run for ever.
const AT_ONCE_LIMIT: u32 = 20_000;

impl Play {
    /// "Decide for me": the general makes the decision due.
    pub fn decide_for_me(self) {
        self.ask_general(1);
    }

    /// "Play to the end", at once.
    pub fn play_to_end_at_once(self) {
        self.ask_general(AT_ONCE_LIMIT);
    }

    /// "Play to the end", one decision at a time, at a pace the eye can
    /// follow, until the end or a stop.
    pub fn watch_to_end(self) {
        self.autoplay.set(AutoPlay::Watching);
        self.ask_general(1);
    }

    /// In a game against the general, its answers if they are due and it
    /// is not already at work.
    pub fn answer_if_due(self) {
        let due = self.session.with_untracked(|s| s.general_due().is_some());
        if due && !self.is_busy_untracked() && !self.general_stopped.get_untracked() {
            self.ask_general(0);
        }
    }

    /// Whether the general is thinking in its worker (tracked).
    pub fn is_thinking(self) -> bool {
        self.thinking.with(Option::is_some)
    }

    /// Whether the machine is at work: thinking, or its decisions still
    /// being shown one by one (tracked).
    pub fn is_busy(self) -> bool {
        self.is_thinking() || self.showing.with(|left| !left.is_empty())
    }

    /// Whether the machine has the game: at work, or watching "play to
    /// the end" between two decisions (tracked). The buttons that would
    /// decide by hand wait meanwhile.
    pub fn has_the_game(self) -> bool {
        self.is_busy() || self.autoplay.get() == AutoPlay::Watching
    }

    fn is_busy_untracked(self) -> bool {
        self.thinking.get_untracked().is_some() || self.showing.with_untracked(|l| !l.is_empty())
    }

    fn ask_general(self, limit: u32) {
        if self.is_busy_untracked() {
            return;
        }
        if !self.worker_started() {
            self.general_failed();
            return;
        }
        let ticket = self.tickets.get_value().wrapping_add(1);
        self.tickets.set_value(ticket);
        let decisions = self.session.with_untracked(|s| s.record().decisions.len());
        self.thinking.set(Some(Thinking {
            ticket,
            decisions,
            at_once: limit == AT_ONCE_LIMIT,
        }));
        let question = Question {
            ticket,
            game: self.as_file(),
            limit,
        };
        self.general.with_value(|worker| {
            if let Some(worker) = worker {
                worker.ask(&question);
            }
        });
    }

    /// Starts the worker at the first question (afresh after a failure);
    /// false if the browser cannot start one.
    fn worker_started(self) -> bool {
        if self.general_broken.get_value() {
            self.general_broken.set_value(false);
            self.general.set_value(None);
        }
        if self.general.with_value(Option::is_none) {
            let Some(worker) = GeneralWorker::start(move |answer| self.hear(answer)) else {
                return false;
            };
            self.general.set_value(Some(worker));
        }
        true
    }

    fn hear(self, answer: Answer) {
        let Some(open) = self.thinking.get_untracked() else {
            return;
        };
        match answer {
            Answer::Decided { ticket, decisions } if ticket == open.ticket => {
                self.thinking.set(None);
                let current = self.session.with_untracked(|s| s.record().decisions.len());
                // An answer to a game that moved on meanwhile is dropped.
                if current != open.decisions {
                    return;
                }
                if open.at_once || !self.glide.get_untracked() {
                    let made = self.make_machine(decisions);
                    self.carry_on(made);
                } else {
                    self.showing.set(decisions.into());
                    self.show_next();
                }
            }
            Answer::Decided { .. } => {}
            Answer::Failed { ticket } if ticket.is_none_or(|t| t == open.ticket) => {
                if ticket.is_none() {
                    // Replaced at the next question; not dropped here, inside
                    // the worker's own handler.
                    self.general_broken.set_value(true);
                }
                self.general_failed();
            }
            Answer::Failed { .. } => {}
        }
    }

    /// Makes the next decision still to show, and the one after it a pace
    /// later.
    fn show_next(self) {
        let mut next = None;
        self.showing.update(|left| next = left.pop_front());
        let Some(next) = next else {
            return;
        };
        let pace = pace_of(&next.command);
        let made = self.make_machine(vec![next]);
        let more = self.showing.with_untracked(|left| !left.is_empty());
        if made && more {
            set_timeout(move || self.show_next(), pace);
        } else {
            self.showing.set(Default::default());
            set_timeout(move || self.carry_on(made), pace);
        }
    }

    /// After the machine's decisions: the general's next answers if they
    /// are due, or the next watched decision, unless watching stopped, the
    /// game ended or nothing could be decided.
    fn carry_on(self, made: bool) {
        let over = self.with_game_untracked(Game::is_over);
        if self.autoplay.get_untracked() == AutoPlay::Watching && made && !over {
            set_timeout(move || self.ask_general(1), PACE_QUICK);
            return;
        }
        if self.autoplay.get_untracked() == AutoPlay::Watching {
            self.autoplay.set(AutoPlay::Off);
        }
        self.answer_if_due();
    }

    /// The general's work as the worker sent it: each of its decisions
    /// made through the session.
    fn make_machine(self, decisions: Vec<Made>) -> bool {
        self.decide_machine(
            decisions
                .into_iter()
                .map(|made| (made.command, made.said))
                .collect(),
        )
    }

    fn general_failed(self) {
        self.thinking.set(None);
        self.showing.set(Default::default());
        self.autoplay.set(AutoPlay::Off);
        let against = self.session.with_untracked(|s| s.general_due().is_some());
        if against {
            self.general_stopped.set(true);
        } else {
            self.refusal
                .set(Some(TableMsg::GeneralFailed.text(self.lang()).to_owned()));
        }
    }
}

/// How long the table shows a decision: longer for one the eye follows on
/// the table.
fn pace_of(command: &Command) -> Duration {
    match command {
        Command::MoveUnit { .. }
        | Command::MoveCommander { .. }
        | Command::Bombard { .. }
        | Command::PlaceCombatMarker { .. }
        | Command::StartCombat
        | Command::ResolveHit { .. }
        | Command::ChooseRetreat { .. }
        | Command::PlaceUnits { .. }
        | Command::PlaceTerrain { .. } => PACE_SEEN,
        _ => PACE_QUICK,
    }
}
