//! The lab's web worker (`lab_worker`, built by Trunk as a worker): it
//! plays the chunks of a plan's games it is handed, off the page's thread,
//! game `k` of every list in turn, and posts the finished games in
//! batches a few times a second.
//! It carries the engine and the statistics' per-game figures, and no UI.

use super::protocol::{FromWorker, ToWorker};
use crate::worker_io::{post, worker_scope};
use clouds_core::{play_lab_game, GameFigures, LabPlan};
use std::ops::Range;
use wasm_bindgen::prelude::*;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

/// How often, at most, a batch of games goes to the page.
const BATCH_MS: f64 = 120.0;

/// Starts listening for a plan and its chunks, and says so.
pub fn start() {
    let Some(scope) = worker_scope() else {
        return;
    };
    let mut plan = None::<LabPlan>;
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        let Some(text) = event.data().as_string() else {
            return;
        };
        match serde_json::from_str::<ToWorker>(&text) {
            Ok(ToWorker::Plan(given)) => plan = Some(given),
            Ok(ToWorker::Play { from, to }) => {
                if let (Some(plan), Some(scope)) = (plan.as_ref(), worker_scope()) {
                    play(&scope, plan, from..to);
                }
            }
            Err(_) => {}
        }
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    on_message.forget();
    post(&scope, &FromWorker::Ready);
}

/// Plays the plan's games `chunk`, posting them in batches, then `Played`
/// (or `Failed` at the first game that cannot be played).
fn play(scope: &DedicatedWorkerGlobalScope, plan: &LabPlan, chunk: Range<u32>) {
    let mut batch = Vec::new();
    let mut last_post = js_sys::Date::now();
    for k in chunk.take_while(|&k| k < plan.games) {
        let seed = plan.seed_of(k);
        for (list, setup) in plan.setups.iter().enumerate() {
            let figures = play_lab_game(setup, seed)
                .map_err(|failure| (list, failure))
                .and_then(|game| {
                    GameFigures::of(&game, seed).ok_or((list, clouds_core::GameFailure::TooLong))
                });
            match figures {
                Ok(figures) => batch.push((list, figures)),
                Err((list, failure)) => {
                    post(scope, &FromWorker::Games(std::mem::take(&mut batch)));
                    post(
                        scope,
                        &FromWorker::Failed {
                            list,
                            seed,
                            failure,
                        },
                    );
                    return;
                }
            }
        }
        let now = js_sys::Date::now();
        if now - last_post >= BATCH_MS {
            post(scope, &FromWorker::Games(std::mem::take(&mut batch)));
            last_post = now;
        }
    }
    post(scope, &FromWorker::Games(batch));
    post(scope, &FromWorker::Played);
}
