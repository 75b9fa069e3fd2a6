//! An army as plain text for chats and forums, and as a JSON file that can
//! be imported again — checked as carefully as a link.

use super::change::LinkChange;
use super::resolve::{rebuild, EntryName, RecordedEntry, RecordedPrice};
use crate::army_list::{Catalog, Faction, Glossary};
use crate::i18n::{count_noun, Lang, Noun};
use crate::json_head::{HeadError, Record};
use crate::roster::summary::summarize;
use crate::roster::{clean_name, Edit, Roster, Skill};
use crate::saved_army::MAX_COUNT;
use serde::{Deserialize, Serialize};

/// The export format written today.
pub(crate) const EXPORT_FORMAT: u32 = 1;
/// Larger files are refused unread: an army file is well under 10 KB.
pub const MAX_IMPORT_BYTES: usize = 100_000;

/// The army as a few lines a person reads, in `lang`, ending with the link.
pub fn army_text(
    roster: &Roster,
    faction: &Faction,
    glossary: &Glossary,
    lang: Lang,
    link: &str,
) -> String {
    let summary = summarize(roster, faction, glossary);
    let pts = |n: u32| count_noun(lang, n.into(), Noun::Point);
    let mut out = format!(
        "{} — {}\n{}: {} / {}\n",
        roster.name,
        faction.name.get(lang),
        lang.pick("Points", "Очки"),
        summary.total,
        pts(roster.points_limit)
    );
    let commander = match roster.commander {
        Some(skill) => format!(
            "{} ({}, {})",
            skill.name(lang),
            count_noun(lang, skill.action_dice().into(), Noun::Die),
            pts(skill.points())
        ),
        None => lang.pick("not chosen", "не выбран").to_owned(),
    };
    out.push_str(&format!(
        "{}: {commander}\n",
        lang.pick("Commander", "Полководец")
    ));
    out.push_str(&format!(
        "{}: {} · {}: {}\n",
        lang.pick("Strategic rating", "Стратегический рейтинг"),
        summary.strategic_rating(),
        lang.pick("Army morale", "Боевой дух армии"),
        summary.army_morale()
    ));
    out.push_str(&format!("{}:\n", lang.pick("Units", "Отряды")));
    for entry in &roster.units {
        if let Some(unit) = faction.unit(&entry.unit) {
            out.push_str(&format!(
                "  {} × {} ({}) = {}\n",
                entry.count,
                unit.name.get(lang),
                unit.points,
                pts(unit.points * entry.count)
            ));
        }
    }
    if !roster.assets.is_empty() {
        out.push_str(&format!("{}:\n", lang.pick("Assets", "Приготовления")));
        for entry in &roster.assets {
            if let Some(asset) = faction.asset(&entry.asset) {
                out.push_str(&format!(
                    "  {} × {} ({}) = {}\n",
                    entry.copies,
                    asset.name.get(lang),
                    asset.points,
                    pts(asset.points * entry.copies)
                ));
            }
        }
    }
    out.push_str(link);
    out.push('\n');
    out
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct ExportedUnit {
    pub id: String,
    pub count: u32,
    /// The price when exported, so an import can say what changed.
    pub points: u32,
}

/// The JSON file of an army.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct ExportedArmy {
    /// Marks the file as an army and gives its format.
    pub clouds_of_smoke_army: u32,
    pub revision: u32,
    pub faction: String,
    pub name: String,
    pub points_limit: u32,
    pub commander: Option<Skill>,
    pub units: Vec<ExportedUnit>,
    pub assets: Vec<ExportedUnit>,
}

pub fn army_to_json(roster: &Roster, faction: &Faction, revision: u32) -> String {
    let exported = ExportedArmy {
        clouds_of_smoke_army: EXPORT_FORMAT,
        revision,
        faction: roster.faction.to_string(),
        name: roster.name.clone(),
        points_limit: roster.points_limit,
        commander: roster.commander,
        units: roster
            .units
            .iter()
            .map(|e| ExportedUnit {
                id: e.unit.to_string(),
                count: e.count,
                points: faction.unit(&e.unit).map_or(0, |u| u.points),
            })
            .collect(),
        assets: roster
            .assets
            .iter()
            .map(|e| ExportedUnit {
                id: e.asset.to_string(),
                count: e.copies,
                points: faction.asset(&e.asset).map_or(0, |a| a.points),
            })
            .collect(),
    };
    serde_json::to_string_pretty(&exported).unwrap_or_default()
}

/// Why an army file could not be imported.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ImportError {
    TooLarge { bytes: usize, max: usize },
    NotJson { line: usize, column: usize },
    NotAnArmy,
    WrongShape { detail: String },
    FutureFormat { found: u32 },
    UnknownFaction { id: String },
    ImpossibleCount { id: String, count: u32 },
}

/// Reads an army file against the lists the app has, noting every change
/// since it was exported (renamed, removed, repriced entries).
pub fn army_from_json(
    text: &str,
    catalog: &Catalog,
) -> Result<(Roster, Vec<LinkChange>), ImportError> {
    if text.len() > MAX_IMPORT_BYTES {
        return Err(ImportError::TooLarge {
            bytes: text.len(),
            max: MAX_IMPORT_BYTES,
        });
    }
    let record = match Record::parse(text) {
        Ok(record) => record,
        Err(HeadError::NotJson { line, column }) => {
            return Err(ImportError::NotJson { line, column })
        }
        Err(HeadError::NotAnObject { .. }) => return Err(ImportError::NotAnArmy),
    };
    let Some(format) = record.number("clouds_of_smoke_army") else {
        return Err(ImportError::NotAnArmy);
    };
    if format > u64::from(EXPORT_FORMAT) {
        return Err(ImportError::FutureFormat {
            found: u32::try_from(format).unwrap_or(u32::MAX),
        });
    }
    let army: ExportedArmy = record.read().map_err(|e| ImportError::WrongShape {
        detail: e.to_string(),
    })?;
    let faction = catalog
        .faction(&army.faction.as_str().into())
        .ok_or_else(|| ImportError::UnknownFaction {
            id: army.faction.clone(),
        })?;
    for entry in army.units.iter().chain(&army.assets) {
        if entry.count == 0 || entry.count > MAX_COUNT {
            return Err(ImportError::ImpossibleCount {
                id: entry.id.clone(),
                count: entry.count,
            });
        }
    }
    let mut changes = Vec::new();
    if army.revision > catalog.index.revision {
        changes.push(LinkChange::NewerLists {
            link: army.revision,
            app: catalog.index.revision,
        });
    }
    let recorded = |entries: &[ExportedUnit]| -> Vec<RecordedEntry> {
        entries
            .iter()
            .map(|entry| RecordedEntry {
                name: EntryName::Id(entry.id.clone()),
                count: entry.count,
                price: RecordedPrice::Points(entry.points),
            })
            .collect()
    };
    let roster = rebuild(
        Roster::new(
            faction.id.clone(),
            &clean_name(&army.name),
            army.points_limit,
        )
        .apply(&Edit::SetCommander(army.commander)),
        faction,
        &recorded(&army.units),
        &recorded(&army.assets),
        &mut changes,
    );
    Ok((roster, changes))
}
