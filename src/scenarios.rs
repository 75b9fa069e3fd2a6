//! The scenarios a page offers: the shipped ones, fetched from
//! `scenarios/` and read through the core's loading steps against the
//! lists already loaded (a file that does not read is left out with its
//! problems kept), then the player's own, kept on the device and checked
//! again as they are read. One [`ScenarioShelf`] a page, as a context.

use crate::fetch::{fetch_text, start_fetch, text_of};
use crate::lists::Lists;
use crate::notices::{use_notices, Notices};
use crate::storage::DeviceStore;
use clouds_core::{
    parse_scenario, Catalog, EntryRef, ListProblem, ProblemKind, Scenario, ScenarioLink,
    ScenarioLinkError, ScenarioLoader, Scenarios,
};
use leptos::prelude::*;
use std::sync::Arc;

/// The folder the build copies the scenarios into, beside the page.
const ROOT: &str = "scenarios";

/// Fetches and reads every shipped scenario; a broken index is its one
/// problem.
async fn load_scenarios(catalog: Arc<Catalog>) -> Result<Scenarios, Vec<ListProblem>> {
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

/// A scenario of the player's own: as read, and its file (what a link
/// carries).
#[derive(Clone, Debug, PartialEq)]
pub struct OwnScenario {
    pub scenario: Scenario,
    pub text: String,
}

/// The shipped scenarios and the player's own.
#[derive(Clone, Copy)]
pub struct ScenarioShelf {
    /// `None` while they load; `Some(None)` if they could not.
    shipped: Memo<Option<Option<Scenarios>>>,
    own: RwSignal<Vec<OwnScenario>>,
    /// The own scenarios kept on the device that no longer pass the checks
    /// (the lists changed): not offered, still kept.
    pub kept_problems: RwSignal<Vec<ListProblem>>,
    catalog: Signal<Arc<Catalog>>,
    store: StoredValue<DeviceStore, LocalStorage>,
    notices: Notices,
}

/// Starts loading the shipped scenarios and reads the device's own; needs
/// the lists ([`Lists`]) and the device store as contexts.
pub fn provide_scenarios() -> ScenarioShelf {
    let catalog = expect_context::<Lists>().catalog();
    let store = expect_context::<DeviceStore>();
    let loaded = LocalResource::new(move || load_scenarios(catalog.get()));
    let shipped = Memo::new(move |_| loaded.get().map(|r| r.ok()));
    let mut own = Vec::new();
    let mut kept_problems = Vec::new();
    for (id, text) in store.own_scenarios() {
        let file = format!("{id}.json");
        match catalog.with_untracked(|c| parse_scenario(&file, &text, c)) {
            Ok(scenario) => own.push(OwnScenario { scenario, text }),
            Err(problems) => kept_problems.extend(problems),
        }
    }
    let shelf = ScenarioShelf {
        shipped,
        own: RwSignal::new(own),
        kept_problems: RwSignal::new(kept_problems),
        catalog,
        store: StoredValue::new_local(store),
        notices: use_notices(),
    };
    provide_context(shelf);
    shelf
}

pub fn use_scenarios() -> ScenarioShelf {
    expect_context::<ScenarioShelf>()
}

impl ScenarioShelf {
    /// Every scenario offered, the shipped ones first; `None` while the
    /// shipped ones load.
    pub fn offered(&self) -> Option<Vec<Scenario>> {
        let shipped = self.shipped.get()?;
        let mut all: Vec<Scenario> = shipped.map(|s| s.shipped).unwrap_or_default();
        self.own
            .with(|own| all.extend(own.iter().map(|o| o.scenario.clone())));
        Some(all)
    }

    /// Whether the shipped scenarios could not be loaded.
    pub fn failed(&self) -> bool {
        matches!(self.shipped.get(), Some(None))
    }

    /// Whether `id` is one of the player's own.
    pub fn is_own(&self, id: &str) -> bool {
        self.own.with(|own| own.iter().any(|o| o.scenario.id == id))
    }

    /// The scenario `id` as a link carries it: shipped by id, own whole.
    pub fn link_of(&self, id: &str) -> ScenarioLink {
        self.own.with_untracked(|own| {
            own.iter().find(|o| o.scenario.id == id).map_or_else(
                || ScenarioLink::Shipped(id.to_owned()),
                |o| ScenarioLink::Own(o.text.clone()),
            )
        })
    }

    /// Reads and checks a file of the player's own (named `file`); kept on
    /// the device in place of an own scenario of the same id. A shipped
    /// scenario's id is refused: links name shipped scenarios by id.
    pub fn add_own(&self, file: &str, text: String) -> Result<Scenario, Vec<ListProblem>> {
        let scenario = self
            .catalog
            .with_untracked(|c| parse_scenario(file, &text, c))?;
        let shipped_id = self.shipped.with_untracked(|s| {
            s.iter()
                .flatten()
                .any(|shipped| shipped.find(&scenario.id).is_some())
        });
        if shipped_id {
            let kind = ProblemKind::DuplicateId {
                id: scenario.id.clone(),
            };
            return Err(vec![ListProblem::new(file, EntryRef::FILE, "id", kind)]);
        }
        self.keep(scenario.clone(), text);
        Ok(scenario)
    }

    /// The scenario a link stands for, once the shipped ones have loaded,
    /// with the link as read.
    pub fn open_link(
        &self,
        code: &str,
    ) -> Option<Result<(Scenario, ScenarioLink), ScenarioLinkError>> {
        let shipped = self.shipped.get()?.unwrap_or_default();
        Some(ScenarioLink::parse(code).and_then(|link| {
            let scenario = self.catalog.with_untracked(|c| link.resolve(&shipped, c))?;
            Ok((scenario, link))
        }))
    }

    /// Keeps a scenario that came by link: an own file goes on the device,
    /// in place of an own scenario of the same id, so the setup offers it.
    pub fn keep_linked(&self, scenario: &Scenario, link: &ScenarioLink) {
        if let ScenarioLink::Own(text) = link {
            self.keep(scenario.clone(), text.clone());
        }
    }

    fn keep(&self, scenario: Scenario, text: String) {
        self.notices.wrote(
            self.store
                .with_value(|s| s.save_own_scenario(&scenario.id, &text)),
        );
        self.own.update(|own| {
            own.retain(|o| o.scenario.id != scenario.id);
            own.push(OwnScenario { scenario, text });
        });
    }
}
