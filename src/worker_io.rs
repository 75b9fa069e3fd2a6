//! What a page and its web workers post to each other is JSON text (the
//! lab's `protocol`, the general's `protocol`): the one writer of those
//! messages, and the worker's end of posting them.
//!
//! A message that cannot be written is never sent empty: the page reports
//! it as the worker's failure, and a worker throws, which the page hears
//! as the worker failing (its `error` event).

use serde::Serialize;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::DedicatedWorkerGlobalScope;

/// `message` as the JSON text posted; an error if it cannot be written.
pub fn to_json<T: Serialize>(message: &T) -> Result<String, serde_json::Error> {
    serde_json::to_string(message)
}

/// The worker's own scope, when this code runs in a worker.
pub fn worker_scope() -> Option<DedicatedWorkerGlobalScope> {
    js_sys::global().dyn_into().ok()
}

/// Posts `message` from a worker to its page. One that cannot be written
/// ends the worker's task with an error, which the page's `error` handler
/// reports as the worker failing.
pub fn post<T: Serialize>(scope: &DedicatedWorkerGlobalScope, message: &T) {
    match to_json(message) {
        Ok(text) => {
            let _ = scope.post_message(&JsValue::from_str(&text));
        }
        Err(_) => wasm_bindgen::throw_str("a message to the page could not be written"),
    }
}
