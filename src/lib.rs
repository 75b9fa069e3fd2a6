//! The app: Leptos components over the pure core (`clouds_core`).
//! Components read and edit core values and show what core functions
//! compute; they never implement a rule themselves. This is the only crate
//! that touches the browser. See ARCHITECTURE.md.
//!
//! Two pages share these modules, each its own wasm bundle:
//! - the **builder** (`index.html`, [`start_builder`]): saved armies and
//!   games, new army, builder, share, print, and a game's setup;
//! - the **table** (`table.html`, [`start_table`]): a game played, with the
//!   rules engine. Only this page carries the engine, so the builder's
//!   first screen stays as light as it was.

mod app;
mod army_sheet;
mod browser_io;
mod builder;
mod controls;
mod custom_list;
mod fatal;
mod fetch;
mod frame;
mod game_setup;
mod home;
mod lang;
mod lists;
mod new_army;
mod notices;
mod play_link;
mod print_view;
mod problems;
mod route;
mod saved_games;
mod shared_view;
mod storage;
mod table;
mod unit_stats;

/// Mounts the builder's page.
pub fn start_builder() {
    fatal::install_panic_hook();
    leptos::mount::mount_to_body(app::App);
}

/// Mounts the table's page.
pub fn start_table() {
    fatal::install_panic_hook();
    leptos::mount::mount_to_body(table::TableApp);
}
