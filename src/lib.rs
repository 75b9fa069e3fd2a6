//! The app: Leptos components over the pure core (`clouds_core`).
//! Components read and edit core values and show what core functions
//! compute; they never implement a rule themselves. This is the only crate
//! that touches the browser. See ARCHITECTURE.md.
//!
//! Five pages share these modules, each its own wasm bundle:
//! - the **builder** (`index.html`, [`start_builder`]): saved armies and
//!   games, new army, builder, share, print;
//! - the **game setup** (`setup.html`, [`start_setup`]): a new game's
//!   scenario (the shipped ones, or a file of the player's own), armies
//!   and opponent. The scenarios' reader and checks live here, off the
//!   builder's page;
//! - the **pre-game** (`pregame.html`, [`start_pregame`]): a game's
//!   pre-game sequence, with the rules engine;
//! - the **table** (`table.html`, [`start_table`]): a game played, with the
//!   rules engine. The builder's page does not carry the engine, so its
//!   first screen stays as light as it was;
//! - the **lab** (`lab.html`, [`start_lab`]): many games of a list in a web
//!   worker ([`start_lab_worker`], its own small bundle), their statistics
//!   as charts, A/B of two lists, and the combat odds.

// As in the core: library code handles what can fail (a visible
// message, a fallback or `?`) and does not unwrap; tests may.
#![cfg_attr(not(test), warn(clippy::unwrap_used, clippy::expect_used))]

mod app;
mod army_sheet;
mod browser_io;
mod builder;
mod controls;
mod custom_list;
mod damaged_row;
mod fatal;
mod fetch;
mod frame;
mod game_setup;
mod home;
mod lab;
mod lab_link;
mod lang;
mod lists;
mod new_army;
mod notices;
mod numbers;
mod opponent_army;
mod play_link;
mod print_view;
mod problems;
mod route;
mod saved_games;
mod scenario_choice;
mod scenario_map;
mod scenario_sheet;
mod scenarios;
mod setup_page;
mod shared_scenario;
mod shared_view;
mod stages;
mod static_shell;
mod storage;
mod table;
mod team_seats;
mod unit_stats;
mod worker_io;

/// Talc in place of Rust's default wasm allocator (dlmalloc) for every
/// bundle: the workers' games allocate all the time, and talc plays the
/// lab's games about 5% quicker (node, the same wasm otherwise); it is
/// smaller too (gzipped, the lab's worker by 10 KB, a page by about 1 KB).
/// In front of it, a cache of freed small blocks (the `small_blocks`
/// crate).
#[cfg(target_family = "wasm")]
#[global_allocator]
static ALLOCATOR: small_blocks::SmallBlocks<talc::wasm::WasmDynamicTalc> =
    small_blocks::SmallBlocks::new(talc::wasm::new_wasm_dynamic_allocator());

/// Mounts a page's app a browser task after its code has loaded: the
/// loading's own work (the wasm's compilation finished) and the first
/// drawing are then two tasks, not one long one. The page's static header
/// shows meanwhile.
fn mount_later<F, N>(app: F)
where
    F: FnOnce() -> N + 'static,
    N: leptos::prelude::IntoView + 'static,
{
    fatal::install_panic_hook();
    // Leptos's own spawning works only once something is mounted.
    wasm_bindgen_futures::spawn_local(async move {
        browser_io::yield_to_browser().await;
        static_shell::remove();
        leptos::mount::mount_to_body(app);
    });
}

/// Mounts the builder's page.
pub fn start_builder() {
    mount_later(app::App);
}

/// Mounts the game setup's page.
pub fn start_setup() {
    mount_later(setup_page::SetupApp);
}

/// Mounts the table's page.
pub fn start_table() {
    mount_later(table::TableApp);
}

/// Mounts the lab's page.
pub fn start_lab() {
    mount_later(lab::LabApp);
}

/// Mounts the pre-game sequence's page.
pub fn start_pregame() {
    mount_later(table::PreGameApp);
}

/// Starts the table's web worker: it waits for questions to the general.
pub fn start_table_worker() {
    table::general_worker::worker::start();
}

/// Starts the lab's web worker: it waits for a plan and plays its games.
pub fn start_lab_worker() {
    lab::worker::start();
}
