//! Screens are named by the URL fragment, so reload and the back button
//! work and the app runs from any static host:
//!
//! - `#armies` (or nothing): the saved armies
//! - `#new`: a new army
//! - `#edit=<id>`: the builder for a saved army
//! - `#army=<payload>` and `#print=<payload>`: a shared army, read-only or
//!   as its print view (the share-link contract, see `share::link`)
//! - `#play=<payload>`: the game setup for the army of that payload (on
//!   the setup's page, `setup.html`; the builder's page sends it there)
//! - `#game=<id>`: a game kept on the device

use clouds_core::{Fragment, StepKind};
use leptos::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Route {
    Armies,
    NewArmy,
    Edit(String),
    Shared(String),
    Print(String),
    PlaySetup(String),
    Game(String),
}

impl Route {
    pub fn parse(hash: &str) -> Route {
        match Fragment::parse(hash) {
            Some(Fragment::Army(payload)) => return Route::Shared(payload),
            Some(Fragment::Print(payload)) => return Route::Print(payload),
            None => {}
        }
        let fragment = hash.trim_start_matches('#');
        if fragment == "new" {
            Route::NewArmy
        } else if let Some(id) = fragment.strip_prefix("edit=").filter(|id| !id.is_empty()) {
            Route::Edit(id.to_owned())
        } else if let Some(payload) = fragment.strip_prefix("play=").filter(|p| !p.is_empty()) {
            Route::PlaySetup(payload.to_owned())
        } else if let Some(id) = fragment.strip_prefix("game=").filter(|id| !id.is_empty()) {
            Route::Game(id.to_owned())
        } else {
            Route::Armies
        }
    }

    pub fn hash(&self) -> String {
        // One format for the fragments with a value: each `format!` is its
        // own code in every bundle that names a route.
        let (key, value) = match self {
            Route::Armies => return "#armies".to_owned(),
            Route::NewArmy => return "#new".to_owned(),
            Route::Shared(payload) => return Fragment::Army(payload.clone()).hash(),
            Route::Print(payload) => return Fragment::Print(payload.clone()).hash(),
            Route::Edit(id) => ("edit", id),
            Route::PlaySetup(payload) => ("play", payload),
            Route::Game(id) => ("game", id),
        };
        format!("#{key}={value}")
    }
}

fn current_hash() -> String {
    web_sys::window()
        .and_then(|window| window.location().hash().ok())
        .unwrap_or_default()
}

/// The current route, following the fragment as it changes.
pub fn use_route() -> ReadSignal<Route> {
    let (route, set_route) = signal(Route::parse(&current_hash()));
    let handle = window_event_listener(leptos::ev::hashchange, move |_| {
        set_route.set(Route::parse(&current_hash()));
    });
    on_cleanup(move || handle.remove());
    route
}

/// The app's own address, without any fragment: the base of share links.
pub fn app_url() -> String {
    web_sys::window()
        .and_then(|window| window.location().href().ok())
        .map(|href| href.split('#').next().unwrap_or_default().to_owned())
        .unwrap_or_default()
}

/// The two pages a game is played on, each its own bundle: the pre-game
/// sequence's and the turns'. Either page sends a game that is at the
/// other's part on to it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GamePage {
    PreGame,
    Turns,
}

impl GamePage {
    /// The page for a game whose step due is `step`.
    pub fn of(step: StepKind) -> GamePage {
        if step.is_pre_game() {
            GamePage::PreGame
        } else {
            GamePage::Turns
        }
    }

    fn file(self) -> &'static str {
        match self {
            GamePage::PreGame => "pregame.html",
            GamePage::Turns => "table.html",
        }
    }

    /// This page's address for the game `id`.
    pub fn href(self, id: &str) -> String {
        format!("{}{}", self.file(), Route::Game(id.to_owned()).hash())
    }

    /// Opens the game `id` on this page in place of the page shown, so that
    /// Back does not return to a page that would send it on again. A game
    /// being watched to its end goes on being watched there.
    pub fn replace_with(self, id: &str, watching: bool) {
        let query = if watching { WATCHING_QUERY } else { "" };
        let href = format!(
            "{}{query}{}",
            self.file(),
            Route::Game(id.to_owned()).hash()
        );
        if let Some(window) = web_sys::window() {
            let _ = window.location().replace(&href);
        }
    }
}

/// Marks a game page opened while "play to the end" was being watched on
/// the other page: the watching goes on (once, not on a reload).
const WATCHING_QUERY: &str = "?watching";

/// Whether this page was opened to go on watching a game to its end; the
/// mark is taken off the address, so a reload does not start it again.
pub fn take_watching_mark() -> bool {
    let Some(window) = web_sys::window() else {
        return false;
    };
    let location = window.location();
    if location.search().ok().as_deref() != Some(WATCHING_QUERY) {
        return false;
    }
    let plain = format!(
        "{}{}",
        location.pathname().unwrap_or_default(),
        location.hash().unwrap_or_default()
    );
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&plain));
    }
    true
}

/// The table's page for the game `id`, from the builder's page (it sends a
/// game still in its pre-game sequence on to that page).
pub fn table_href(id: &str) -> String {
    GamePage::Turns.href(id)
}

/// The builder's page at `route`, from the table's page.
pub fn builder_href(route: &Route) -> String {
    format!("index.html{}", route.hash())
}

/// The game setup's page at `route` (a `#play=` route): the setup has a
/// page of its own.
pub fn setup_href(route: &Route) -> String {
    format!("setup.html{}", route.hash())
}

/// Opens the game setup's page at `route` in place of the page shown (an
/// old `#play=` address of the builder's page).
pub fn replace_with_setup(route: &Route) {
    if let Some(window) = web_sys::window() {
        let _ = window.location().replace(&setup_href(route));
    }
}

/// Opens the game `id` on the table's page.
pub fn open_table(id: &str) {
    if let Some(window) = web_sys::window() {
        let _ = window.location().set_href(&table_href(id));
    }
}

/// Opens a game that has just started: its pre-game sequence.
pub fn open_new_game(id: &str) {
    if let Some(window) = web_sys::window() {
        let _ = window.location().set_href(&GamePage::PreGame.href(id));
    }
}

/// Goes to `route`, adding a history entry.
pub fn navigate(route: &Route) {
    if let Some(window) = web_sys::window() {
        let _ = window.location().set_hash(&route.hash());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fragments_name_screens() {
        assert_eq!(Route::parse(""), Route::Armies);
        assert_eq!(Route::parse("#"), Route::Armies);
        assert_eq!(Route::parse("#armies"), Route::Armies);
        assert_eq!(Route::parse("#new"), Route::NewArmy);
        assert_eq!(Route::parse("#edit=abc"), Route::Edit("abc".into()));
        assert_eq!(Route::parse("#edit="), Route::Armies);
        assert_eq!(Route::parse("#nonsense"), Route::Armies);
        assert_eq!(Route::parse("#army=Abc-_"), Route::Shared("Abc-_".into()));
        assert_eq!(Route::parse("#print=Abc"), Route::Print("Abc".into()));
        assert_eq!(Route::parse("#play=Abc"), Route::PlaySetup("Abc".into()));
        assert_eq!(Route::parse("#game=g1"), Route::Game("g1".into()));
        assert_eq!(Route::parse("#game="), Route::Armies);
        for route in [
            Route::Armies,
            Route::NewArmy,
            Route::Edit("x1".into()),
            Route::Shared("p".into()),
            Route::Print("q".into()),
            Route::PlaySetup("r".into()),
            Route::Game("s".into()),
        ] {
            assert_eq!(Route::parse(&route.hash()), route);
        }
    }
}
