//! The page's end of the lab's workers: starts them, hands each its part
//! of the plan once it is listening, passes on what they report, and ends
//! them. A run is shared among one worker per processor (at most
//! [`MOST_WORKERS`]), so a 1,000-game run takes the time of the longest
//! part. A run is cancelled by ending its workers (they read no messages
//! while they play), and each run starts fresh ones.

use super::protocol::{FromWorker, ToWorker};
use clouds_core::LabPlan;
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{ErrorEvent, Event, MessageEvent, Worker};

/// The worker's script: Trunk's loader for the `lab_worker` binary.
const WORKER_SCRIPT: &str = "./lab_worker_loader.js";

/// More workers than this cost memory (each holds the engine) and gain
/// little: the page itself needs a processor too.
const MOST_WORKERS: u32 = 4;

/// The workers of one run; ended when dropped.
pub struct LabWorkers {
    _workers: Vec<LabWorker>,
}

impl LabWorkers {
    /// Starts the workers for `plan`: `report` gets everything they say,
    /// with one `Done` once every part is played; `failed` is called if a
    /// worker itself fails (it cannot load, or it stops with an error).
    /// `None` if the browser cannot start one.
    pub fn start(
        plan: &LabPlan,
        report: impl FnMut(FromWorker) + 'static,
        failed: impl Fn() + Clone + 'static,
    ) -> Option<LabWorkers> {
        let parts = worker_count().min(plan.games.max(1));
        let report = Rc::new(RefCell::new(report));
        let unfinished = Rc::new(Cell::new(parts));
        let workers = (0..parts)
            .map(|part| {
                let report = report.clone();
                let unfinished = unfinished.clone();
                let forward = move |message: FromWorker| {
                    if matches!(message, FromWorker::Done) {
                        unfinished.set(unfinished.get() - 1);
                        if unfinished.get() > 0 {
                            return;
                        }
                    }
                    (report.borrow_mut())(message);
                };
                let run = ToWorker::Run {
                    plan: plan.clone(),
                    part,
                    parts,
                };
                LabWorker::start(&run, forward, failed.clone())
            })
            .collect::<Option<Vec<_>>>()?;
        Some(LabWorkers { _workers: workers })
    }
}

/// One worker per processor the browser reports, within 1..=MOST_WORKERS.
fn worker_count() -> u32 {
    let reported = web_sys::window().map_or(1.0, |w| w.navigator().hardware_concurrency());
    (reported as u32).clamp(1, MOST_WORKERS)
}

/// A running worker; ended when dropped.
struct LabWorker {
    worker: Worker,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(Event)>,
}

impl LabWorker {
    /// Starts a worker that is sent `run` once it listens.
    fn start(
        run: &ToWorker,
        mut report: impl FnMut(FromWorker) + 'static,
        failed: impl Fn() + Clone + 'static,
    ) -> Option<LabWorker> {
        let worker = Worker::new(WORKER_SCRIPT).ok()?;
        let run = run.to_json();
        let sender = worker.clone();
        let failed_to_send = failed.clone();
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            let message = event
                .data()
                .as_string()
                .and_then(|text| serde_json::from_str::<FromWorker>(&text).ok());
            match message {
                Some(FromWorker::Ready)
                    if sender.post_message(&JsValue::from_str(&run)).is_err() =>
                {
                    failed_to_send();
                }
                Some(FromWorker::Ready) => {}
                Some(message) => report(message),
                None => {}
            }
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        // A script that fails to load sends a plain Event, an error inside
        // the worker an ErrorEvent: both end the run.
        let on_error = Closure::<dyn FnMut(Event)>::new(move |event: Event| {
            event.prevent_default();
            if let Some(error) = event.dyn_ref::<ErrorEvent>() {
                web_sys::console::error_1(&error.message().into());
            }
            failed();
        });
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        Some(LabWorker {
            worker,
            _on_message: on_message,
            _on_error: on_error,
        })
    }
}

impl Drop for LabWorker {
    fn drop(&mut self) {
        self.worker.set_onmessage(None);
        self.worker.set_onerror(None);
        self.worker.terminate();
    }
}
