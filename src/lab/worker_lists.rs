//! What the lab's worker reads to set a scenario's games up: the scenario's
//! file, and the army lists it is read against and the armies are built
//! from, fetched from `army_lists/` beside the page (the browser's cache
//! has them from the page's own load) through the core's loading steps,
//! then the player's own list files the page handed over. A worker has no
//! window, so it fetches through its own scope.

use crate::lists::LIST_ROOT;
use crate::worker_io::worker_scope;
use clouds_core::{Catalog, CatalogLoader, ListProblem, ReadFailure};
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// Fetches a file beside the page, by its path.
pub async fn fetch_file(path: &str) -> Result<String, ReadFailure> {
    let scope = worker_scope().ok_or(ReadFailure::Network)?;
    let fetched = scope.fetch_with_str(path);
    let response = JsFuture::from(fetched)
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

/// Fetches a file of the lists, by its path relative to their root.
async fn fetch_list_file(relative: &str) -> Result<String, ReadFailure> {
    fetch_file(&format!("{LIST_ROOT}/{relative}")).await
}

/// The lists, shipped and the player's own (`custom`: faction id, text); a
/// broken faction file is left out with its problems, as on the page.
pub async fn load_lists(custom: &[(String, String)]) -> Result<Catalog, Vec<ListProblem>> {
    let loader = CatalogLoader::new(LIST_ROOT);
    let index = fetch_list_file(loader.file()).await;
    let glossary = loader.read_index(index)?;
    let common = fetch_list_file(glossary.file()).await;
    let factions = glossary.read_glossary(common)?;
    let files = factions.files();
    let texts = futures::future::join_all(files.iter().map(|file| fetch_list_file(file))).await;
    let mut catalog = factions.finish(texts);
    for (faction_id, text) in custom {
        if let Err(problems) = catalog.add_custom(&format!("{faction_id}.json"), text) {
            catalog.problems.extend(problems);
        }
    }
    Ok(catalog)
}
