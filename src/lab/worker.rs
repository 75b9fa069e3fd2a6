//! The lab's web worker (`lab_worker`, built by Trunk as a worker): it
//! plays the chunks of a plan's games it is handed, off the page's thread,
//! through the core's `play_plan_game` whatever the run's mode (against
//! the goldfish, head to head, against the field), and posts the finished
//! games in batches a few times a second.
//! It carries the engine and the statistics' per-game figures, and no UI.

use super::protocol::{FromWorker, ToWorker};
use crate::worker_io::{post, worker_scope};
use clouds_core::{play_plan_game, LabPlan};
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

/// Plays the plan's games `chunk` (places in the plan's row of games,
/// `LabPlan::place`), posting them in batches, then `Played` (or `Failed`
/// at the first game that cannot be played).
fn play(scope: &DedicatedWorkerGlobalScope, plan: &LabPlan, chunk: Range<u32>) {
    let mut batch = Vec::new();
    let mut last_post = js_sys::Date::now();
    for (series, k) in chunk.map_while(|n| plan.place(n)) {
        match play_plan_game(plan, series, k) {
            Ok(figures) => batch.push((series, figures)),
            Err(failure) => {
                post(scope, &FromWorker::Games(std::mem::take(&mut batch)));
                let seed = plan.seed_of(k);
                post(
                    scope,
                    &FromWorker::Failed {
                        series,
                        seed,
                        failure,
                    },
                );
                return;
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
