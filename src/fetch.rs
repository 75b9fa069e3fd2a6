//! Fetching a file next to the page, as text.

use clouds_core::ReadFailure;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

pub async fn fetch_text(url: &str) -> Result<String, ReadFailure> {
    let window = web_sys::window().ok_or(ReadFailure::Network)?;
    let response = JsFuture::from(window.fetch_with_str(url))
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
