//! What the lab's worker reads to set a scenario's games up: the scenario's
//! file, and the army lists it is read against and the armies are built
//! from, fetched from `army_lists/` beside the page (the browser's cache
//! has them from the page's own load) through the core's loading steps,
//! then the player's own list files the page handed over. A worker has no
//! window: the app's fetch goes through its own scope.

use crate::fetch::fetch_text;
use crate::lists::LIST_ROOT;
use clouds_core::{Catalog, CatalogLoader, ListProblem, ReadFailure};

/// Fetches a file of the lists, by its path relative to their root.
async fn fetch_list_file(relative: &str) -> Result<String, ReadFailure> {
    fetch_text(&format!("{LIST_ROOT}/{relative}")).await
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
