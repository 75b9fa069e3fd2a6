//! The app: Leptos components over the pure core (`clouds_core`).
//! Components read and edit core values and show what core functions
//! compute; they never implement a rule themselves. This is the only crate
//! that touches the browser. See ARCHITECTURE.md.

mod app;
mod army_sheet;
mod browser_io;
mod builder;
mod controls;
mod custom_list;
mod fatal;
mod fetch;
mod home;
mod lang;
mod lists;
mod new_army;
mod notices;
mod print_view;
mod problems;
mod route;
mod shared_view;
mod storage;
mod table;
mod unit_stats;

/// Mounts the app on the page's body.
fn main() {
    fatal::install_panic_hook();
    leptos::mount::mount_to_body(app::App);
}
