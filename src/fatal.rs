//! The last line of defence: if the app ever panics, the page says so in
//! both languages instead of going blank. Saved armies live in the
//! browser's storage and are untouched by a crash.

use wasm_bindgen::JsCast;

pub fn install_panic_hook() {
    std::panic::set_hook(Box::new(|info| {
        web_sys::console::error_1(&info.to_string().into());
        show_crash_notice();
    }));
}

fn show_crash_notice() {
    let Some(document) = web_sys::window().and_then(|window| window.document()) else {
        return;
    };
    let Ok(notice) = document.create_element("div") else {
        return;
    };
    notice.set_attribute("class", "crash-notice").ok();
    notice.set_attribute("role", "alert").ok();
    notice.set_attribute("data-testid", "crash-notice").ok();
    notice.set_text_content(Some(
        "Something went wrong inside the app. Your saved armies are safe: reload the page to continue. \
         / В приложении произошла ошибка. Сохранённые армии не пострадали: обновите страницу.",
    ));
    if let Some(body) = document.body() {
        body.dyn_ref::<web_sys::Node>()
            .map(|node| node.insert_before(&notice, body.first_child().as_ref()));
    }
}
