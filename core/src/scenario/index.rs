//! The shipped scenarios: `scenarios/index.json` names their files, in the
//! order the picker offers them. Loaded like the lists, step by step, the
//! caller reading each file its own way (the browser fetches, tools read
//! the disk); a broken scenario file is reported and left out, the others
//! still load.

use super::read::parse_scenario;
use super::{Scenario, SCENARIO_FORMAT};
use crate::army_list::parse::{read_object, ObjectReader};
use crate::army_list::problem::{EntryRef, ListProblem, ProblemKind, ReadFailure};
use crate::army_list::Catalog;

/// The index file's path, relative to the scenarios' root.
const INDEX_FILE: &str = "index.json";

/// What `scenarios/index.json` says: the scenario files, relative to it.
#[derive(Clone, Debug, PartialEq)]
pub struct ScenarioIndex {
    pub files: Vec<String>,
}

/// The scenarios that loaded, and the problems of those that did not.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Scenarios {
    pub shipped: Vec<Scenario>,
    pub problems: Vec<ListProblem>,
}

/// Loading the scenarios under a root (the folder problems name).
pub struct ScenarioLoader {
    root: String,
}

impl ScenarioLoader {
    pub fn new(root: &str) -> ScenarioLoader {
        ScenarioLoader {
            root: root.to_owned(),
        }
    }

    /// The index file to read first, relative to the root.
    pub fn file(&self) -> &'static str {
        INDEX_FILE
    }

    /// Reads the index: the files to read next.
    pub fn read_index(
        &self,
        text: Result<String, ReadFailure>,
    ) -> Result<ScenarioIndex, Vec<ListProblem>> {
        let path = format!("{}/{INDEX_FILE}", self.root);
        let text = text.map_err(|reason| vec![unreadable(&path, reason)])?;
        let object = read_object(&path, &text)?;
        let mut problems = Vec::new();
        let mut reader = ObjectReader::new(&path, EntryRef::FILE, &object, &mut problems);
        let format = reader.required::<u32>("format");
        let files = reader.required::<Vec<String>>("scenarios");
        reader.finish();
        if let Some(found) = format.filter(|f| *f != SCENARIO_FORMAT) {
            let kind = ProblemKind::UnsupportedVersion {
                found,
                supported: SCENARIO_FORMAT,
            };
            problems.push(ListProblem::new(&path, EntryRef::FILE, "format", kind));
        }
        match files {
            Some(files) if problems.is_empty() => Ok(ScenarioIndex { files }),
            _ => Err(problems),
        }
    }

    /// Reads the scenario files the index named (their texts in its
    /// order), against the lists they draw on.
    pub fn finish(
        &self,
        index: &ScenarioIndex,
        texts: Vec<Result<String, ReadFailure>>,
        catalog: &Catalog,
    ) -> Scenarios {
        let mut scenarios = Scenarios::default();
        for (file, text) in index.files.iter().zip(texts) {
            let path = format!("{}/{file}", self.root);
            let read = text
                .map_err(|reason| vec![unreadable(&path, reason)])
                .and_then(|text| parse_scenario(&path, &text, catalog));
            match read {
                Ok(scenario) if scenarios.find(&scenario.id).is_none() => {
                    scenarios.shipped.push(scenario)
                }
                Ok(scenario) => scenarios.problems.push(ListProblem::new(
                    &path,
                    EntryRef::FILE,
                    "id",
                    ProblemKind::DuplicateId { id: scenario.id },
                )),
                Err(problems) => scenarios.problems.extend(problems),
            }
        }
        scenarios
    }
}

impl Scenarios {
    /// Loads a whole scenarios folder through `read` (paths relative to
    /// `root`), for native callers: tests, tools, benchmarks.
    pub fn load_with(
        root: &str,
        catalog: &Catalog,
        mut read: impl FnMut(&str) -> Result<String, ReadFailure>,
    ) -> Result<Scenarios, Vec<ListProblem>> {
        let loader = ScenarioLoader::new(root);
        let index = loader.read_index(read(loader.file()))?;
        let texts = index.files.iter().map(|file| read(file)).collect();
        Ok(loader.finish(&index, texts, catalog))
    }

    pub fn find(&self, id: &str) -> Option<&Scenario> {
        self.shipped.iter().find(|s| s.id == id)
    }
}

fn unreadable(path: &str, reason: ReadFailure) -> ListProblem {
    ListProblem::new(path, EntryRef::FILE, "", ProblemKind::Unreadable { reason })
}
