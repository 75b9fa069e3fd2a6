//! Everything loaded from `army_lists/`: the eras, the glossary and the
//! factions that passed validation, with the problems of those that did not.

use super::faction::Faction;
use super::files::parse_faction;
use super::glossary::Glossary;
use super::ids::{faction_code, EraId, FactionId};
use super::index::{Era, Index};
use super::problem::{EntryRef, ListProblem, ProblemKind};
use crate::i18n::Text;

/// Where a faction came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    /// Shipped with the app in `army_lists/`.
    Shipped,
    /// Loaded by the player from a file of their own.
    Custom,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Catalog {
    pub index: Index,
    pub glossary: Glossary,
    factions: Vec<(Origin, Faction)>,
    /// Problems of files that could not be used; the rest still load.
    pub problems: Vec<ListProblem>,
}

impl Catalog {
    /// A catalog with no eras, for before anything has loaded.
    pub fn empty() -> Catalog {
        Catalog::new(
            Index {
                data_version: super::index::DATA_VERSION,
                revision: 0,
                common: String::new(),
                eras: Vec::new(),
            },
            Glossary::default(),
        )
    }

    pub fn new(index: Index, glossary: Glossary) -> Catalog {
        Catalog {
            index,
            glossary,
            factions: Vec::new(),
            problems: Vec::new(),
        }
    }

    pub fn eras(&self) -> &[Era] {
        &self.index.eras
    }

    /// An era's name in both languages (its id where the lists lack it).
    pub fn era_name(&self, era: &EraId) -> Text {
        self.index
            .era(era)
            .map_or_else(|| Text::new(era.as_str(), era.as_str()), |e| e.name.clone())
    }

    /// Adds a shipped faction file's result: the faction, or its problems.
    pub fn add_shipped(&mut self, result: Result<Faction, Vec<ListProblem>>) {
        match result {
            Ok(faction) => self.factions.push((Origin::Shipped, faction)),
            Err(problems) => self.problems.extend(problems),
        }
    }

    /// Reads the text of a shipped faction file named under `era` in the index.
    pub fn add_shipped_text(&mut self, file: &str, text: &str, era: &EraId) {
        let result = parse_faction(file, text, &self.glossary, Some(era), &self.index.eras);
        self.add_shipped(result);
    }

    /// Validates a player's own faction file and, if it is sound, adds it.
    /// A custom list may not take the id of a shipped faction, so armies
    /// built from the shipped list keep meaning what they meant; loading a
    /// new version of a custom list replaces the old one.
    pub fn add_custom(&mut self, file: &str, text: &str) -> Result<FactionId, Vec<ListProblem>> {
        let faction = parse_faction(file, text, &self.glossary, None, &self.index.eras)?;
        if self
            .factions
            .iter()
            .any(|(origin, shipped)| *origin == Origin::Shipped && shipped.id == faction.id)
        {
            return Err(vec![ListProblem::new(
                file,
                EntryRef::FILE,
                "id",
                ProblemKind::TakenByShippedFaction {
                    id: faction.id.to_string(),
                },
            )]);
        }
        let code = faction_code(faction.id.as_str());
        if let Some((_, clash)) = self
            .factions
            .iter()
            .find(|(_, other)| other.id != faction.id && faction_code(other.id.as_str()) == code)
        {
            return Err(vec![ListProblem::new(
                file,
                EntryRef::FILE,
                "id",
                ProblemKind::LinkCodeClash {
                    other: clash.id.to_string(),
                },
            )]);
        }
        self.factions.retain(|(_, old)| old.id != faction.id);
        let id = faction.id.clone();
        self.factions.push((Origin::Custom, faction));
        Ok(id)
    }

    /// The faction whose share-link code is `code`.
    pub fn faction_by_code(&self, code: u64) -> Option<&Faction> {
        self.factions()
            .find(|faction| faction_code(faction.id.as_str()) == code)
    }

    pub fn faction(&self, id: &FactionId) -> Option<&Faction> {
        self.factions
            .iter()
            .map(|(_, faction)| faction)
            .find(|faction| &faction.id == id)
    }

    pub fn origin(&self, id: &FactionId) -> Option<Origin> {
        self.factions
            .iter()
            .find(|(_, faction)| &faction.id == id)
            .map(|(origin, _)| *origin)
    }

    /// The factions of an era offered for new armies, shipped ones first in
    /// index order. A list that other factions replaced (`replaced_by`) is
    /// left out: [`Catalog::faction`] and [`Catalog::faction_by_code`] still
    /// find it, so the armies and links made with it open as they were.
    pub fn factions_of<'a>(&'a self, era: &'a EraId) -> impl Iterator<Item = &'a Faction> + 'a {
        self.factions
            .iter()
            .map(|(_, faction)| faction)
            .filter(move |faction| &faction.era == era && !faction.is_replaced())
    }

    pub fn factions(&self) -> impl Iterator<Item = &Faction> {
        self.factions.iter().map(|(_, faction)| faction)
    }
}
