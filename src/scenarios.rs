//! The shipped scenarios, fetched from `scenarios/` when a page asks for
//! them (the game setup), read through the core's loading steps against
//! the lists already loaded. A scenario file that does not read is left
//! out with its problems kept; the others are offered.

use crate::fetch::{fetch_text, start_fetch, text_of};
use clouds_core::{Catalog, ListProblem, ScenarioLoader, Scenarios};
use leptos::prelude::*;
use std::sync::Arc;

/// The folder the build copies the scenarios into, beside the page.
const ROOT: &str = "scenarios";

/// Fetches and reads every shipped scenario; a broken index is its one
/// problem.
pub async fn load_scenarios(catalog: Arc<Catalog>) -> Result<Scenarios, Vec<ListProblem>> {
    let loader = ScenarioLoader::new(ROOT);
    let index = loader.read_index(fetch_text(&format!("{ROOT}/{}", loader.file())).await)?;
    let fetching: Vec<_> = index
        .files
        .iter()
        .map(|file| start_fetch(&format!("{ROOT}/{file}")))
        .collect();
    let mut texts = Vec::with_capacity(fetching.len());
    for fetch in fetching {
        texts.push(text_of(fetch).await);
    }
    Ok(loader.finish(&index, texts, &catalog))
}

/// The scenarios as a resource of the page: `None` while they load.
pub fn use_scenarios(
    catalog: Signal<Arc<Catalog>>,
) -> LocalResource<Result<Scenarios, Vec<ListProblem>>> {
    LocalResource::new(move || load_scenarios(catalog.get()))
}
