//! The way back to the state before a command that is refused half-way.
//!
//! A command is carried out on the game's own state, not on a copy: copying
//! the whole state for every command was about a quarter of all the
//! allocations of a game, and most commands are legal (the automatic
//! players choose among legal commands, the table checks a move before it
//! sends it). A rule may refuse a command after it has begun to change the
//! state, so the game keeps a copy of the state from a few commands ago and
//! the commands since; a refusal plays those commands again on that copy.
//! The dice are part of the state, so the replay comes out exactly as the
//! first time.

use super::command::Command;
use super::setup::GameSetup;
use super::state::State;
use super::turn;

/// How many commands are kept before the copy is taken again: a refusal
/// replays at most this many, and a copy is made once per this many.
const SPAN: usize = 16;

/// A game's way back, begun at its first command (and again after an
/// undo). It takes no part in comparing, printing or saving a game.
#[derive(Clone, Default)]
pub(crate) struct WayBack(Option<Rollback>);

impl WayBack {
    /// The way back, begun from `state` if it has not been yet.
    pub(crate) fn from(&mut self, state: &State, log_len: usize) -> &mut Rollback {
        self.0.get_or_insert_with(|| Rollback::from(state, log_len))
    }

    /// Forgets the way back: the game's state was replaced.
    pub(crate) fn forget(&mut self) {
        self.0 = None;
    }
}

outside_the_game!(WayBack);

/// A state some commands ago, how long the log was then, and the commands
/// carried out since.
#[derive(Clone, Debug)]
pub(crate) struct Rollback {
    base: State,
    log_len: usize,
    since: Vec<Command>,
}

impl Rollback {
    /// Starts from `state`, with no command since.
    fn from(state: &State, log_len: usize) -> Rollback {
        Rollback {
            base: state.clone(),
            log_len,
            since: Vec::with_capacity(SPAN),
        }
    }

    /// Notes that `command` was carried out and led to `state`, with the
    /// log `log_len` events long.
    pub(crate) fn record(&mut self, state: &State, log_len: usize, command: Command) {
        if self.since.len() < SPAN {
            self.since.push(command);
        } else {
            *self = Rollback::from(state, log_len);
        }
    }

    /// The state after the recorded commands: the state before the refused
    /// one. The recorded commands were all carried out from this copy
    /// before, so none is refused now. If one were (a bug), the game goes
    /// back to the copy itself, with the log as it was then, so that state
    /// and log still agree; the second part of the answer is then the log's
    /// length to keep.
    pub(crate) fn replay(&mut self, setup: &GameSetup) -> (State, Option<usize>) {
        let mut state = self.base.clone();
        for command in &self.since {
            if turn::apply(setup, &mut state, command.clone()).is_err() {
                debug_assert!(false, "a recorded command was refused on replay");
                self.since.clear();
                return (self.base.clone(), Some(self.log_len));
            }
        }
        (state, None)
    }
}
