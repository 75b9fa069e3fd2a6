//! The army lists the app knows: fetched from `army_lists/` at start, plus
//! any list files the player loads. A broken faction file is left out with
//! its problems; only a broken index or glossary stops the app. A page
//! with lists starts them with [`provide_lists`] and shows its screens
//! inside [`ListsGate`].

use super::browser_io::{after_next_paint, now_ms, yield_to_browser};
use super::fetch::{fetch_text, start_fetch, text_of};
use super::frame::load_failure;
use super::lang::t;
use super::problems::ProblemList;
use clouds_core::{Catalog, CatalogLoader, FactionId, ListProblem, Msg, ReadFailure};
use leptos::prelude::*;
use std::sync::Arc;

pub const LIST_ROOT: &str = "army_lists";

/// How long the lists are read before the page gets the main thread back.
const READING_SLICE_MS: f64 = 5.0;

pub enum LoadState {
    Loading,
    Failed(Vec<ListProblem>),
    Ready(Arc<Catalog>),
}

/// Where a page's lists stand.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Phase {
    Loading,
    Failed,
    Ready,
}

/// The loaded lists, shared through context.
#[derive(Clone, Copy)]
pub struct Lists(pub RwSignal<LoadState>);

impl Lists {
    /// The catalog once loaded; an empty one before.
    pub fn catalog(self) -> Signal<Arc<Catalog>> {
        Signal::derive(move || {
            self.0.with(|state| match state {
                LoadState::Ready(catalog) => catalog.clone(),
                _ => Arc::new(Catalog::empty()),
            })
        })
    }

    /// Where the lists stand (tracked).
    pub fn phase(self) -> Phase {
        self.0.with(|state| match state {
            LoadState::Loading => Phase::Loading,
            LoadState::Failed(_) => Phase::Failed,
            LoadState::Ready(_) => Phase::Ready,
        })
    }

    /// Resolves once the lists have finished loading, well or not: for an
    /// action the player can start on a screen that does not wait for them.
    pub async fn settled(self) {
        if self
            .0
            .with_untracked(|state| !matches!(state, LoadState::Loading))
        {
            return;
        }
        let (sender, settled) = futures::channel::oneshot::channel::<()>();
        let mut sender = Some(sender);
        let _watch = Effect::new(move |_| {
            if self.phase() != Phase::Loading {
                if let Some(sender) = sender.take() {
                    // The receiver is awaited just below; if it is gone,
                    // nobody is waiting any more.
                    let _ = sender.send(());
                }
            }
        });
        // A dropped sender (the page going away) also ends the wait.
        let _ = settled.await;
    }

    /// Validates a player's own list file and adds it if sound. A refused
    /// file leaves the lists exactly as they were.
    pub fn add_custom(self, file: &str, text: &str) -> Result<FactionId, Vec<ListProblem>> {
        let current = self.0.with_untracked(|state| match state {
            LoadState::Ready(catalog) => Some(catalog.clone()),
            _ => None,
        });
        let Some(current) = current else {
            return Err(Vec::new());
        };
        let mut next = (*current).clone();
        let id = next.add_custom(file, text)?;
        self.0.set(LoadState::Ready(Arc::new(next)));
        Ok(id)
    }
}

/// The address of a file of the lists, by its path relative to their root.
fn list_url(relative: &str) -> String {
    format!("{LIST_ROOT}/{relative}")
}

/// Fetches a file of the lists, by its path relative to their root.
async fn fetch_list_file(relative: &str) -> Result<String, ReadFailure> {
    fetch_text(&list_url(relative)).await
}

/// Fetches and reads the whole of `army_lists/` through the core's loading
/// steps, faction files in parallel.
pub async fn load_catalog() -> LoadState {
    let loader = CatalogLoader::new(LIST_ROOT);
    let text = fetch_list_file(loader.file()).await;
    let glossary = match loader.read_index(text) {
        Ok(step) => step,
        Err(problems) => return LoadState::Failed(problems),
    };
    let text = fetch_list_file(glossary.file()).await;
    let mut factions = match glossary.read_glossary(text) {
        Ok(step) => step,
        Err(problems) => return LoadState::Failed(problems),
    };
    let files = factions.files();
    // Started one a task: starting a fetch costs the page from one to a
    // dozen milliseconds (more with developer tools attached), and 35 at
    // once were the longest task of the builder's load.
    let mut fetching = Vec::with_capacity(files.len());
    for file in &files {
        fetching.push(start_fetch(&list_url(file)));
        yield_to_browser().await;
    }
    let texts = futures::future::join_all(fetching.into_iter().map(text_of)).await;
    // Read in slices of a few milliseconds: all at once would be one long
    // task while the player may already be clicking, and a task per file
    // would wait on the browser's timers 35 times. (The slice is short
    // because a file read may overrun it, and Lighthouse's phone counts
    // each task four times as long as it took on the machine.)
    let mut slice_start = now_ms();
    for (file, text) in texts.into_iter().enumerate() {
        factions.read_faction(file, text);
        if now_ms() - slice_start > READING_SLICE_MS {
            yield_to_browser().await;
            slice_start = now_ms();
        }
    }
    // Checking the lists as a whole is a task of its own.
    yield_to_browser().await;
    LoadState::Ready(Arc::new(factions.into_catalog()))
}

/// [`load_catalog`], then the player's own lists kept on the device; one
/// that no longer validates is listed with the other problems.
pub async fn load_with_custom(stored_lists: Vec<(String, String)>) -> LoadState {
    let mut loaded = load_catalog().await;
    if let LoadState::Ready(catalog) = &mut loaded {
        let catalog = Arc::make_mut(catalog);
        for (faction_id, text) in stored_lists {
            let file = format!("{faction_id}.json");
            if let Err(problems) = catalog.add_custom(&file, &text) {
                catalog.problems.extend(problems);
            }
        }
    }
    loaded
}

/// Starts loading the lists (the shipped ones, then the player's own kept
/// on the device) and shares them through context. Every page with lists
/// begins so.
pub fn provide_lists(stored_lists: Vec<(String, String)>) -> Lists {
    let state = RwSignal::new(LoadState::Loading);
    provide_context(Lists(state));
    leptos::task::spawn_local(async move {
        // The first screen paints before 35 files crowd the network: the
        // saved armies need none of them.
        after_next_paint().await;
        let loaded = load_with_custom(stored_lists).await;
        // And so is drawing the screens the lists open.
        yield_to_browser().await;
        state.set(loaded);
    });
    Lists(state)
}

/// A page's screens once the lists have loaded: until then a line that
/// says they are loading, and if they cannot load, why.
#[component]
pub fn ListsGate(children: ChildrenFn) -> impl IntoView {
    let lists = expect_context::<Lists>();
    let phase = Memo::new(move |_| lists.phase());
    move || match phase.get() {
        Phase::Loading => {
            view! { <p class="loading" data-testid="loading">{t(Msg::Loading)}</p> }.into_any()
        }
        Phase::Failed => view! { <LoadFailure /> }.into_any(),
        Phase::Ready => children().into_any(),
    }
}

/// For a screen that works without the lists (the saved armies): nothing
/// while they load or once they have, and why if they cannot load.
#[component]
pub fn ListsFailureNotice() -> impl IntoView {
    let lists = expect_context::<Lists>();
    move || (lists.phase() == Phase::Failed).then(|| view! { <LoadFailure /> })
}

/// Why the lists could not load.
#[component]
fn LoadFailure() -> impl IntoView {
    let lists = expect_context::<Lists>();
    let problems = Signal::derive(move || {
        lists.0.with(|state| match state {
            LoadState::Failed(problems) => problems.clone(),
            _ => Vec::new(),
        })
    });
    load_failure!(
        "load-failure",
        heading: { t(Msg::LoadFailed) },
        more: { <ProblemList problems /> },
    )
}
