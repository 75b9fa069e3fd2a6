//! Fetching a file next to the page (or the web worker), as text.

use clouds_core::ReadFailure;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// Fetches `url` and reads it as text.
pub async fn fetch_text(url: &str) -> Result<String, ReadFailure> {
    text_of(start_fetch(url)).await
}

/// A fetch of `url` under way: the request goes out now, not when it is
/// awaited, so a page can start many in the tasks it chooses.
pub struct Fetching(Result<js_sys::Promise, ReadFailure>);

pub fn start_fetch(url: &str) -> Fetching {
    // A page fetches through its window; a web worker has none, and
    // fetches through its own scope.
    let promise = match web_sys::window() {
        Some(window) => Some(window.fetch_with_str(url)),
        None => crate::worker_io::worker_scope().map(|scope| scope.fetch_with_str(url)),
    };
    Fetching(promise.ok_or(ReadFailure::Network))
}

/// The text of a fetch started before.
pub async fn text_of(fetching: Fetching) -> Result<String, ReadFailure> {
    let response = JsFuture::from(fetching.0?)
        .await
        .map_err(|_| ReadFailure::Network)?;
    let response: web_sys::Response = response.dyn_into().map_err(|_| ReadFailure::Network)?;
    match response.status() {
        200..=299 => {}
        404 => return Err(ReadFailure::NotFound),
        status => return Err(ReadFailure::HttpStatus(status)),
    }
    let text = response.text().map_err(|_| ReadFailure::Network)?;
    let text = JsFuture::from(text)
        .await
        .map_err(|_| ReadFailure::Network)?;
    text.as_string().ok_or(ReadFailure::Network)
}
