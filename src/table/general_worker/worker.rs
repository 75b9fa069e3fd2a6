//! The general's web worker (`table_worker`): it answers the table's
//! questions with the general's decisions. It carries the engine and the
//! general, and no UI.

use super::protocol::{FromGeneral, Made, Question};
use crate::worker_io::{post, worker_scope};
use clouds_core::{AutoPlayer, PerSide, SavedGame, Session, Side, Strength};
use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use web_sys::MessageEvent;

/// The players and the game they last decided in (by its seed and the
/// general's strength). The general remembers how its group's first unit
/// moved (and the marshal its plan for the turn), so they are kept from one
/// question to the next of the same game, and started afresh for another.
struct Memory {
    game: Option<(u64, Strength)>,
    players: PerSide<Box<dyn AutoPlayer>>,
}

impl Memory {
    fn new() -> Memory {
        Memory::of(0, Strength::default())
    }

    /// Players of `strength` for each side, with seeds of their own drawn
    /// from the game's seed (never from its dice).
    fn of(seed: u64, strength: Strength) -> Memory {
        Memory {
            game: Some((seed, strength)),
            players: PerSide::from_fn(|side| {
                strength.player(seed ^ if side == Side::A { 0x0a } else { 0x0b })
            }),
        }
    }
}

/// Starts listening for questions, and says so.
pub fn start() {
    let Some(scope) = worker_scope() else {
        return;
    };
    let memory = RefCell::new(Memory::new());
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        let question = event
            .data()
            .as_string()
            .and_then(|text| serde_json::from_str::<Question>(&text).ok());
        let (Some(question), Some(scope)) = (question, worker_scope()) else {
            return;
        };
        let answer = match decide(&question, &mut memory.borrow_mut()) {
            Some(decisions) => FromGeneral::Decided {
                ticket: question.ticket,
                decisions,
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

/// The decisions for the person's side, up to the question's limit or the
/// game's end, with the general's own answers wherever they are due; `None`
/// if the game does not replay.
fn decide(question: &Question, memory: &mut Memory) -> Option<Vec<Made>> {
    let saved = SavedGame::decode(&question.game).ok()?;
    let game = (saved.record.seed, saved.record.strength);
    let mut session = Session::replay(saved.record).ok()?;
    if memory.game != Some(game) {
        *memory = Memory::of(game.0, game.1);
    }
    let mut made = Vec::new();
    let mut for_person = 0;
    loop {
        if let Some((side, _)) = session.general_due() {
            let (command, reason) = memory.players[side].decide(session.game())?;
            session
                .answer_as_general(command.clone(), reason.clone())
                .ok()?;
            made.push(Made {
                command,
                reason: Some(reason),
            });
            continue;
        }
        let side = session.person_to_decide();
        let (Some(side), true) = (side, for_person < question.limit) else {
            return Some(made);
        };
        let count = session.record().decisions.len();
        match session.decide_for_me(memory.players[side].as_mut()) {
            Ok(Some(_)) => made.push(Made {
                command: session.record().decisions[count].command.clone(),
                reason: None,
            }),
            Ok(None) | Err(_) => return Some(made),
        }
        for_person += 1;
    }
}
