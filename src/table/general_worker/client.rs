//! The page's end of the general's worker: started at the first question,
//! kept for the page's life. A question asked before the worker listens
//! waits for it; a worker that cannot start or fails answers every
//! question still open with a failure, so the page never waits for ever.

use super::protocol::{FromGeneral, Made, Question};
use crate::worker_io::to_json;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{ErrorEvent, Event, MessageEvent, Worker};

/// The worker's script: Trunk's loader for the `table_worker` binary.
const WORKER_SCRIPT: &str = "./table_worker_loader.js";

/// What the page hears back about a question.
pub enum Answer {
    Decided {
        ticket: u32,
        decisions: Vec<Made>,
    },
    /// The question has no answer: the worker could not start, failed, or
    /// could not replay the game.
    Failed {
        ticket: Option<u32>,
    },
}

/// The running worker; ended when dropped.
pub struct GeneralWorker {
    worker: Worker,
    waiting: Rc<RefCell<Waiting>>,
    hear: Rc<dyn Fn(Answer)>,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(Event)>,
}

/// Whether the worker listens yet, and the question held until it does.
enum Waiting {
    NotReady(Option<String>),
    Ready,
}

impl GeneralWorker {
    /// Starts the worker; `hear` gets every answer. `None` if the browser
    /// cannot start one.
    pub fn start(hear: impl Fn(Answer) + 'static) -> Option<GeneralWorker> {
        let worker = Worker::new(WORKER_SCRIPT).ok()?;
        let waiting = Rc::new(RefCell::new(Waiting::NotReady(None)));
        let hear: Rc<dyn Fn(Answer)> = Rc::new(hear);
        let on_message = {
            let (worker, waiting, hear) = (worker.clone(), waiting.clone(), hear.clone());
            Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
                let message = event
                    .data()
                    .as_string()
                    .and_then(|text| FromGeneral::from_json(&text));
                match message {
                    Some(FromGeneral::Ready) => {
                        let held = std::mem::replace(&mut *waiting.borrow_mut(), Waiting::Ready);
                        if let Waiting::NotReady(Some(question)) = held {
                            send(&worker, &question, &*hear);
                        }
                    }
                    Some(FromGeneral::Decided { ticket, decisions }) => {
                        hear(Answer::Decided { ticket, decisions })
                    }
                    Some(FromGeneral::Failed { ticket }) => hear(Answer::Failed {
                        ticket: Some(ticket),
                    }),
                    None => {}
                }
            })
        };
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        // A script that fails to load sends a plain Event, an error inside
        // the worker an ErrorEvent: either way no answer is coming.
        let on_error = {
            let hear = hear.clone();
            Closure::<dyn FnMut(Event)>::new(move |event: Event| {
                event.prevent_default();
                if let Some(error) = event.dyn_ref::<ErrorEvent>() {
                    web_sys::console::warn_1(&error.message().into());
                }
                hear(Answer::Failed { ticket: None });
            })
        };
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        Some(GeneralWorker {
            worker,
            waiting,
            hear,
            _on_message: on_message,
            _on_error: on_error,
        })
    }

    /// Asks `question`, now if the worker listens, else as soon as it does
    /// (a later question replaces one still waiting). A question that
    /// cannot be written is answered as a failure of the worker.
    pub fn ask(&self, question: &Question) {
        let Ok(text) = to_json(question) else {
            (self.hear)(Answer::Failed { ticket: None });
            return;
        };
        match &mut *self.waiting.borrow_mut() {
            Waiting::NotReady(held) => *held = Some(text),
            Waiting::Ready => send(&self.worker, &text, &*self.hear),
        }
    }
}

fn send(worker: &Worker, question: &str, hear: &dyn Fn(Answer)) {
    if worker.post_message(&JsValue::from_str(question)).is_err() {
        hear(Answer::Failed { ticket: None });
    }
}

impl Drop for GeneralWorker {
    fn drop(&mut self) {
        self.worker.set_onmessage(None);
        self.worker.set_onerror(None);
        self.worker.terminate();
    }
}
