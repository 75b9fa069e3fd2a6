//! "Decide for me" and "play to the end": the general decides in its web
//! worker, and the page makes its decisions through the session, as if a
//! person had made them by the general's advice. While the general
//! thinks, the table says so and the automatic buttons wait.

use super::context::{AutoPlay, Play, Thinking};
use super::general_worker::client::{Answer, GeneralWorker};
use super::general_worker::protocol::Question;
use clouds_core::{AutoPlayer, Command, Game, TableMsg};
use leptos::prelude::*;
use std::time::Duration;

/// The pace of "play to the end" when watched: one decision this often.
const WATCH_PACE: Duration = Duration::from_millis(150);
/// A bound on the decisions "at once" asks for: far more than any game
/// needs, so a game that somehow never ends cannot run for ever.
const AT_ONCE_LIMIT: u32 = 20_000;

/// The general's commands, made again on the page one by one.
struct Relayed(std::vec::IntoIter<Command>);

impl AutoPlayer for Relayed {
    fn choose(&mut self, _game: &Game) -> Option<Command> {
        self.0.next()
    }
}

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

    /// Whether the general is thinking (tracked).
    pub fn is_thinking(self) -> bool {
        self.thinking.with(Option::is_some)
    }

    fn ask_general(self, limit: u32) {
        if self.thinking.get_untracked().is_some() {
            return;
        }
        if self.general_broken.get_value() {
            self.general_broken.set_value(false);
            self.general.set_value(None);
        }
        if self.general.with_value(Option::is_none) {
            let worker = GeneralWorker::start(move |answer| self.hear(answer));
            if worker.is_none() {
                self.general_failed();
                return;
            }
            self.general.set_value(worker);
        }
        let ticket = self.tickets.get_value().wrapping_add(1);
        self.tickets.set_value(ticket);
        let decisions = self.session.with_untracked(|s| s.record().decisions.len());
        self.thinking.set(Some(Thinking { ticket, decisions }));
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

    fn hear(self, answer: Answer) {
        let Some(open) = self.thinking.get_untracked() else {
            return;
        };
        match answer {
            Answer::Decided { ticket, commands } if ticket == open.ticket => {
                self.thinking.set(None);
                let current = self.session.with_untracked(|s| s.record().decisions.len());
                let made = current == open.decisions && self.make(commands);
                self.watch_on(made);
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

    /// Makes the general's decisions through the session; whether any was
    /// made (none when the general had nothing to answer).
    fn make(self, commands: Vec<Command>) -> bool {
        let count = commands.len();
        let mut relayed = Relayed(commands.into_iter());
        self.decide_by(&mut relayed, count)
    }

    /// The next watched decision after a pause, unless watching stopped,
    /// the game ended or nothing could be decided.
    fn watch_on(self, made: bool) {
        if self.autoplay.get_untracked() != AutoPlay::Watching {
            return;
        }
        if !made || self.with_game_untracked(Game::is_over) {
            self.autoplay.set(AutoPlay::Off);
            return;
        }
        set_timeout(
            move || {
                if self.autoplay.get_untracked() == AutoPlay::Watching {
                    self.ask_general(1);
                }
            },
            WATCH_PACE,
        );
    }

    fn general_failed(self) {
        self.thinking.set(None);
        self.autoplay.set(AutoPlay::Off);
        self.refusal
            .set(Some(TableMsg::GeneralFailed.text(self.lang()).to_owned()));
    }
}
