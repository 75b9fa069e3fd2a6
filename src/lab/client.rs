//! The page's end of the lab's workers: starts them, hands them the
//! plan's games in [`Chunks`] as they finish the ones before, passes on
//! what they report, and ends them. A run is shared among one worker per
//! processor (at most [`MOST_WORKERS`]). A run is cancelled by ending its
//! workers (they read no messages while they play), and each run starts
//! fresh ones.

use super::chunks::Chunks;
use super::protocol::{texts_of, FromWorker, ToWorker};
use crate::worker_io::to_json;
use clouds_core::{GameFigures, LabPlan, Text};
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

/// Chunks a worker holds at once: the one it plays and the next, so it
/// never waits for the page (which may be busy drawing the charts).
const CHUNKS_AHEAD: u32 = 2;

/// What the run's workers report, together.
#[derive(Debug)]
pub enum LabNews {
    /// Games finished, each with its series in the plan.
    Games(Vec<(usize, GameFigures)>),
    /// The plan's games are set up by its scenario: what they play and how
    /// they end.
    SetUp { played: Text, ending: Text },
    /// The run cannot go on, and why.
    Stopped(Text),
    /// Every game of the plan is played and reported.
    Finished,
}

/// Why a run's workers did not start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotStarted {
    /// The browser cannot start a worker.
    Unavailable,
    /// The plan could not be written for them: a failure of the workers.
    PlanUnwritable,
}

/// The workers of one run; ended when dropped.
pub struct LabWorkers {
    _workers: Vec<LabWorker>,
}

/// What the workers of one run share on the page's side.
struct Dispatch {
    plan: String,
    chunks: RefCell<Chunks>,
    /// Chunks handed out and not yet played, over every worker.
    in_flight: Cell<u32>,
    report: RefCell<Box<dyn FnMut(LabNews)>>,
}

impl Dispatch {
    fn tell(&self, news: LabNews) {
        (self.report.borrow_mut())(news);
    }

    /// Hands `worker` its next chunk, if any is left; `false` if the
    /// message could not be written or sent.
    fn hand_out(&self, worker: &Worker) -> bool {
        let Some(chunk) = self.chunks.borrow_mut().take() else {
            return true;
        };
        self.in_flight.set(self.in_flight.get() + 1);
        let play = ToWorker::Play {
            from: chunk.start,
            to: chunk.end,
        };
        to_json(&play).is_ok_and(|text| send(worker, &text))
    }

    /// Handles one message of `worker`; `false` if the worker could not be
    /// sent its next message.
    fn receive(&self, worker: &Worker, message: FromWorker) -> bool {
        match message {
            FromWorker::Ready => {
                send(worker, &self.plan) && (0..CHUNKS_AHEAD).all(|_| self.hand_out(worker))
            }
            FromWorker::Games(games) => {
                self.tell(LabNews::Games(games));
                true
            }
            FromWorker::SetUp(words) => {
                if let [played, ending] = &texts_of(&words)[..] {
                    self.tell(LabNews::SetUp {
                        played: played.clone(),
                        ending: ending.clone(),
                    });
                }
                true
            }
            FromWorker::Stopped(words) => {
                let why = texts_of(&words).into_iter().next().unwrap_or_default();
                self.tell(LabNews::Stopped(why));
                true
            }
            FromWorker::Played => {
                self.in_flight.set(self.in_flight.get().saturating_sub(1));
                let sent = self.hand_out(worker);
                if self.in_flight.get() == 0 {
                    self.tell(LabNews::Finished);
                }
                sent
            }
        }
    }
}

fn send(worker: &Worker, text: &str) -> bool {
    worker.post_message(&JsValue::from_str(text)).is_ok()
}

impl LabWorkers {
    /// Starts the workers for `plan` (`lists`: the player's own list
    /// files, for a scenario's set-up): `report` gets what they find, with
    /// one `Finished` once every game is played; `failed` is called if a
    /// worker itself fails (it cannot load, or it stops with an error).
    pub fn start(
        plan: &LabPlan,
        lists: Vec<(String, String)>,
        report: impl FnMut(LabNews) + 'static,
        failed: impl Fn() + Clone + 'static,
    ) -> Result<LabWorkers, NotStarted> {
        let count = worker_count().min(plan.total().max(1));
        let message = ToWorker::Plan {
            plan: plan.clone(),
            lists,
        };
        let plan_text = to_json(&message).map_err(|_| NotStarted::PlanUnwritable)?;
        let dispatch = Rc::new(Dispatch {
            plan: plan_text,
            chunks: RefCell::new(Chunks::new(plan.total(), count)),
            in_flight: Cell::new(0),
            report: RefCell::new(Box::new(report)),
        });
        let workers = (0..count)
            .map(|_| LabWorker::start(dispatch.clone(), failed.clone()))
            .collect::<Option<Vec<_>>>()
            .ok_or(NotStarted::Unavailable)?;
        Ok(LabWorkers { _workers: workers })
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
    /// Starts a worker of the run that `dispatch` shares out.
    fn start(dispatch: Rc<Dispatch>, failed: impl Fn() + Clone + 'static) -> Option<LabWorker> {
        let worker = Worker::new(WORKER_SCRIPT).ok()?;
        let sender = worker.clone();
        let failed_to_send = failed.clone();
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            let message = event.data().as_string().and_then(|text| {
                clouds_core::read_document(&serde_json::from_str(&text).ok()?).ok()
            });
            if let Some(message) = message {
                if !dispatch.receive(&sender, message) {
                    failed_to_send();
                }
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
