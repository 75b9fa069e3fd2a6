//! The general's web worker (`table_worker`): it answers the table's
//! questions with the general's decisions. It carries the engine and the
//! general, and no UI.

use super::protocol::{FromGeneral, Question};
use crate::worker_io::{post, worker_scope};
use clouds_core::{Command, General, SavedGame, Session};
use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use web_sys::MessageEvent;

/// The general and the game it last decided in (by its seed). The general
/// remembers how its group's first unit moved, so it is kept from one
/// question to the next of the same game, as it was when it ran on the
/// page, and started afresh for another game.
struct Memory {
    seed: Option<u64>,
    general: General,
}

/// Starts listening for questions, and says so.
pub fn start() {
    let Some(scope) = worker_scope() else {
        return;
    };
    let memory = RefCell::new(Memory {
        seed: None,
        general: General::new(),
    });
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        let question = event
            .data()
            .as_string()
            .and_then(|text| serde_json::from_str::<Question>(&text).ok());
        let (Some(question), Some(scope)) = (question, worker_scope()) else {
            return;
        };
        let answer = match decide(&question, &mut memory.borrow_mut()) {
            Some(commands) => FromGeneral::Decided {
                ticket: question.ticket,
                commands,
            },
            None => FromGeneral::Failed {
                ticket: question.ticket,
            },
        };
        post(&scope, &answer);
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    on_message.forget();
    post(&scope, &FromGeneral::Ready);
}

/// The general's decisions for the person's side, up to the question's
/// limit or the game's end; `None` if the game does not replay.
fn decide(question: &Question, memory: &mut Memory) -> Option<Vec<Command>> {
    let saved = SavedGame::decode(&question.game).ok()?;
    let seed = saved.record.seed;
    let mut session = Session::replay(saved.record).ok()?;
    if memory.seed != Some(seed) {
        *memory = Memory {
            seed: Some(seed),
            general: General::new(),
        };
    }
    let mut commands = Vec::new();
    while commands.len() < question.limit as usize && !session.game().is_over() {
        let made = session.record().decisions.len();
        match session.decide_for_me(&mut memory.general) {
            Ok(Some(_)) => commands.push(session.record().decisions[made].command.clone()),
            Ok(None) | Err(_) => break,
        }
    }
    Some(commands)
}
