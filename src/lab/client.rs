//! The page's end of the lab's worker: starts it, hands it the plan once
//! it is listening, passes on what it reports, and ends it. A run is
//! cancelled by ending its worker (it reads no messages while it plays),
//! and each run starts a fresh one.

use super::protocol::{FromWorker, ToWorker};
use clouds_core::LabPlan;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{ErrorEvent, Event, MessageEvent, Worker};

/// The worker's script: Trunk's loader for the `lab_worker` binary.
const WORKER_SCRIPT: &str = "./lab_worker_loader.js";

/// A running worker; ended when dropped.
pub struct LabWorker {
    worker: Worker,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(Event)>,
}

impl LabWorker {
    /// Starts a worker for `plan`: `report` gets everything it says,
    /// `failed` is called if the worker itself fails (it cannot load, or
    /// it stops with an error). `None` if the browser cannot start one.
    pub fn start(
        plan: &LabPlan,
        mut report: impl FnMut(FromWorker) + 'static,
        failed: impl Fn() + Clone + 'static,
    ) -> Option<LabWorker> {
        let worker = Worker::new(WORKER_SCRIPT).ok()?;
        let run = ToWorker::Run(plan.clone()).to_json();
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
