//! The army lists the app knows: fetched from `army_lists/` at start, plus
//! any list files the player loads. A broken faction file is left out with
//! its problems; only a broken index or glossary stops the app.

use super::fetch::fetch_text;
use clouds_core::{parse_glossary, parse_index, Catalog, FactionId, ListProblem};
use clouds_core::{EntryRef, ProblemKind};
use leptos::prelude::*;
use std::sync::Arc;

pub const LIST_ROOT: &str = "army_lists";

pub enum LoadState {
    Loading,
    Failed(Vec<ListProblem>),
    Ready(Arc<Catalog>),
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

async fn fetch_file(path: &str) -> Result<String, ListProblem> {
    fetch_text(path).await.map_err(|reason| {
        ListProblem::new(path, EntryRef::FILE, "", ProblemKind::Unreadable { reason })
    })
}

/// Fetches and reads the whole of `army_lists/`, faction files in parallel.
pub async fn load_catalog() -> LoadState {
    let index_path = format!("{LIST_ROOT}/index.json");
    let index = match fetch_file(&index_path).await {
        Ok(text) => parse_index(&index_path, &text),
        Err(problem) => Err(vec![problem]),
    };
    let index = match index {
        Ok(index) => index,
        Err(problems) => return LoadState::Failed(problems),
    };
    let common_path = format!("{LIST_ROOT}/{}", index.common);
    let glossary = match fetch_file(&common_path).await {
        Ok(text) => parse_glossary(&common_path, &text),
        Err(problem) => Err(vec![problem]),
    };
    let glossary = match glossary {
        Ok(glossary) => glossary,
        Err(problems) => return LoadState::Failed(problems),
    };
    let mut catalog = Catalog::new(index.clone(), glossary);
    let files: Vec<_> = index
        .eras
        .iter()
        .flat_map(|era| era.factions.iter().map(move |file| (era.id.clone(), file)))
        .collect();
    let texts = futures::future::join_all(files.iter().map(|(_, file)| {
        let path = format!("{LIST_ROOT}/{file}");
        async move { (fetch_file(&path).await, path) }
    }))
    .await;
    for ((era, _), (text, path)) in files.iter().zip(texts) {
        match text {
            Ok(text) => catalog.add_shipped_text(&path, &text, era),
            Err(problem) => catalog.problems.push(problem),
        }
    }
    LoadState::Ready(Arc::new(catalog))
}
