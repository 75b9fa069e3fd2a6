//! The browser entry point: mounts the app. Everything else is in the library.

fn main() {
    clouds_of_smoke::ui::start();
}
