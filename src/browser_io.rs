//! Small browser services: the clipboard, file downloads, and waiting for
//! a paint.

use wasm_bindgen::JsCast;

/// Copies `text` to the clipboard. Returns false if the browser refused
/// (no permission, or not a secure page); the caller then says so.
pub async fn copy_text(text: &str) -> bool {
    let Some(window) = web_sys::window() else {
        return false;
    };
    let promise = window.navigator().clipboard().write_text(text);
    wasm_bindgen_futures::JsFuture::from(promise).await.is_ok()
}

/// Offers `contents` as a file download named `file_name`.
pub fn download(file_name: &str, mime: &str, contents: &str) -> bool {
    let run = || -> Option<()> {
        let document = web_sys::window()?.document()?;
        let parts = js_sys::Array::of1(&contents.into());
        let options = web_sys::BlobPropertyBag::new();
        options.set_type(mime);
        let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).ok()?;
        let url = web_sys::Url::create_object_url_with_blob(&blob).ok()?;
        let anchor: web_sys::HtmlAnchorElement =
            document.create_element("a").ok()?.dyn_into().ok()?;
        anchor.set_href(&url);
        anchor.set_download(file_name);
        anchor.click();
        let _ = web_sys::Url::revoke_object_url(&url);
        Some(())
    };
    run().is_some()
}

/// A file name made from an army's name: letters, digits and dashes.
pub fn file_name(name: &str, extension: &str) -> String {
    let stem: String = name
        .chars()
        .map(|c| if c.is_alphanumeric() { c } else { '-' })
        .collect::<String>()
        .split('-')
        .filter(|part| !part.is_empty())
        .collect::<Vec<_>>()
        .join("-");
    let stem = if stem.is_empty() {
        "army".to_owned()
    } else {
        stem
    };
    format!("{stem}.{extension}")
}

/// Why a chosen file could not be read.
pub enum FileReadError {
    TooLarge { bytes: usize },
    Unreadable,
}

/// The text of a file the player chose, refusing one over `max` bytes
/// before reading it.
pub async fn read_file_text(file: &web_sys::File, max: usize) -> Result<String, FileReadError> {
    let bytes = file.size() as usize;
    if bytes > max {
        return Err(FileReadError::TooLarge { bytes });
    }
    let text = wasm_bindgen_futures::JsFuture::from(file.text())
        .await
        .map_err(|_| FileReadError::Unreadable)?;
    text.as_string().ok_or(FileReadError::Unreadable)
}

/// The first file of a file input's change event, clearing the input so
/// the same file can be chosen again.
pub fn take_chosen_file(event: &web_sys::Event) -> Option<web_sys::File> {
    let input = event
        .target()?
        .dyn_into::<web_sys::HtmlInputElement>()
        .ok()?;
    let file = input.files()?.get(0);
    input.set_value("");
    file
}

/// A fresh seed for a new game, from the browser's randomness; the player
/// may change it. Below 2^53, so every seed is a whole number JavaScript
/// holds exactly.
pub fn new_seed() -> u64 {
    (js_sys::Math::random() * 9_007_199_254_740_992.0) as u64
}

/// Resolves once the browser has painted the page as it stands. A frame
/// callback runs just before a paint, so the second one runs after it.
/// (A hidden tab paints nothing: the wait lasts until it is shown.)
pub async fn after_next_paint() {
    for _ in 0..2 {
        let (painted, frame) = futures::channel::oneshot::channel::<()>();
        leptos::prelude::request_animation_frame(move || {
            // Nobody waiting any more is not a failure.
            let _ = painted.send(());
        });
        let _ = frame.await;
    }
}

/// Resolves in a later task, so the browser can handle input and paint
/// between two pieces of long work.
pub async fn yield_to_browser() {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        let queued = web_sys::window()
            .map(|window| window.set_timeout_with_callback(&resolve).is_ok())
            .unwrap_or(false);
        if !queued {
            // No timer to be had: go on at once rather than never.
            let _ = resolve.call0(&wasm_bindgen::JsValue::NULL);
        }
    });
    // The promise only ever resolves.
    let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
}

/// The page's clock in milliseconds: for rates and time slices, not dates.
pub fn now_ms() -> f64 {
    web_sys::window()
        .and_then(|window| window.performance())
        .map_or_else(js_sys::Date::now, |performance| performance.now())
}
