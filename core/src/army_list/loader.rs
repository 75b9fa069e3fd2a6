//! Loading `army_lists/` step by step: the index, then the glossary it
//! names, then every faction file it names. The core does no I/O, so the
//! caller reads each file its own way between the steps (the browser
//! fetches, in parallel for the factions; tests and tools read the disk),
//! and the order, the paths and the problems are the same for all of them.
//!
//! ```text
//! CatalogLoader::new(root) --read_index--> GlossaryStep --read_glossary--> FactionsStep --finish--> Catalog
//! ```

use super::catalog::Catalog;
use super::files::{parse_glossary, parse_index};
use super::ids::EraId;
use super::index::Index;
use super::problem::{EntryRef, ListProblem, ProblemKind, ReadFailure};

impl Catalog {
    /// Loads a whole `army_lists/` tree through `read`, which is given paths
    /// relative to `army_lists/` and returns the file's text. The browser
    /// fetches asynchronously through the same steps ([`CatalogLoader`]);
    /// this serves native callers (tests, tools, benchmarks). Problem file names are
    /// prefixed with `root`. Only a broken index or glossary is an error.
    pub fn load_with(
        root: &str,
        mut read: impl FnMut(&str) -> Result<String, ReadFailure>,
    ) -> Result<Catalog, Vec<ListProblem>> {
        let loader = CatalogLoader::new(root);
        let text = read(loader.file());
        let glossary = loader.read_index(text)?;
        let text = read(glossary.file());
        let factions = glossary.read_glossary(text)?;
        let texts: Vec<_> = factions.files().iter().map(|file| read(file)).collect();
        Ok(factions.finish(texts))
    }
}

/// The index file's path, relative to the lists' root.
const INDEX_FILE: &str = "index.json";

/// The first step: reading the index.
pub struct CatalogLoader {
    root: String,
}

/// The second step: reading the glossary the index names.
pub struct GlossaryStep {
    root: String,
    index: Index,
}

/// The last step: reading every faction file the index names.
pub struct FactionsStep {
    root: String,
    catalog: Catalog,
}

/// A file's path as problems name it: under the lists' root.
fn full_path(root: &str, relative: &str) -> String {
    format!("{root}/{relative}")
}

/// A file that could not be read, as a problem naming it.
fn unreadable(path: &str, reason: ReadFailure) -> ListProblem {
    ListProblem::new(path, EntryRef::FILE, "", ProblemKind::Unreadable { reason })
}

impl CatalogLoader {
    /// Loading the lists under `root` (the folder problems name, such as
    /// `army_lists`).
    pub fn new(root: &str) -> CatalogLoader {
        CatalogLoader {
            root: root.to_owned(),
        }
    }

    /// The index file to read first, relative to the root.
    pub fn file(&self) -> &'static str {
        INDEX_FILE
    }

    /// Reads the index; a broken or unreadable index stops the load.
    pub fn read_index(
        self,
        text: Result<String, ReadFailure>,
    ) -> Result<GlossaryStep, Vec<ListProblem>> {
        let path = full_path(&self.root, INDEX_FILE);
        let text = text.map_err(|reason| vec![unreadable(&path, reason)])?;
        let index = parse_index(&path, &text)?;
        Ok(GlossaryStep {
            root: self.root,
            index,
        })
    }
}

impl GlossaryStep {
    /// The glossary file the index names, relative to the root.
    pub fn file(&self) -> &str {
        &self.index.common
    }

    /// Reads the glossary; a broken or unreadable glossary stops the load.
    pub fn read_glossary(
        self,
        text: Result<String, ReadFailure>,
    ) -> Result<FactionsStep, Vec<ListProblem>> {
        let path = full_path(&self.root, &self.index.common);
        let text = text.map_err(|reason| vec![unreadable(&path, reason)])?;
        let glossary = parse_glossary(&path, &text)?;
        Ok(FactionsStep {
            root: self.root,
            catalog: Catalog::new(self.index, glossary),
        })
    }
}

impl FactionsStep {
    /// Every faction file the index names, relative to the root, in the
    /// index's order: era by era.
    pub fn files(&self) -> Vec<String> {
        self.eras_and_files()
            .into_iter()
            .map(|(_, file)| file)
            .collect()
    }

    fn eras_and_files(&self) -> Vec<(EraId, String)> {
        self.catalog
            .index
            .eras
            .iter()
            .flat_map(|era| era.factions.iter().map(|f| (era.id.clone(), f.clone())))
            .collect()
    }

    /// The catalog, from the texts of [`FactionsStep::files`] in the same
    /// order. A broken or unreadable faction file is left out and its
    /// problems kept; the others load.
    pub fn finish(
        mut self,
        texts: impl IntoIterator<Item = Result<String, ReadFailure>>,
    ) -> Catalog {
        let count = self
            .catalog
            .index
            .eras
            .iter()
            .map(|e| e.factions.len())
            .sum();
        let mut texts = texts.into_iter();
        for file in 0..count {
            // A caller that gave fewer texts than files did not read the rest.
            self.read_faction(file, texts.next().unwrap_or(Err(ReadFailure::NotFound)));
        }
        self.catalog
    }

    /// Reads the `file`-th of [`FactionsStep::files`]: a page reads them
    /// one at a time so that no single task blocks it for long. A broken or
    /// unreadable file is left out and its problems kept.
    pub fn read_faction(&mut self, file: usize, text: Result<String, ReadFailure>) {
        let Some((era, relative)) = self.eras_and_files().into_iter().nth(file) else {
            return;
        };
        let path = full_path(&self.root, &relative);
        match text {
            Ok(text) => self.catalog.add_shipped_text(&path, &text, &era),
            Err(reason) => self.catalog.problems.push(unreadable(&path, reason)),
        }
    }

    /// The catalog, once every file has been read with
    /// [`FactionsStep::read_faction`].
    pub fn into_catalog(self) -> Catalog {
        self.catalog
    }
}
