//! The three kinds of list file: `index.json`, `common.json` and faction
//! files. Each reader returns the typed file, or every problem found in it.

use super::asset::Asset;
use super::board::{Action, Tactic};
use super::faction::{Faction, Limit, Retired};
use super::glossary::{Glossary, SpecialRule, Weapon};
use super::ids::{EraId, FactionId};
use super::index::{Era, Index, DATA_VERSION};
use super::parse::{read_board_entries, read_entries, read_object, ObjectReader};
use super::problem::{EntryKind, EntryRef, ListProblem, ProblemKind, RefKind};
use super::sample::Sample;
use super::unit::Unit;
use super::validate::Checker;
use crate::i18n::Text;
use serde_json::{Map, Value};

fn done<T>(value: Option<T>, problems: Vec<ListProblem>) -> Result<T, Vec<ListProblem>> {
    match value {
        Some(value) if problems.is_empty() => Ok(value),
        _ => Err(problems),
    }
}

fn entries_only<T>(entries: Vec<(usize, T)>) -> Vec<T> {
    entries.into_iter().map(|(_, entry)| entry).collect()
}

/// Reads `index.json`.
pub(crate) fn parse_index(file: &str, text: &str) -> Result<Index, Vec<ListProblem>> {
    let object = read_object(file, text)?;
    let mut problems = Vec::new();
    let mut reader = ObjectReader::new(file, EntryRef::FILE, &object, &mut problems);
    let data_version = reader.required::<u32>("data_version");
    let revision = reader.required::<u32>("revision");
    let common = reader.required::<String>("common");
    let era_values = reader.array("eras", true);
    reader.finish();

    if let Some(found) = data_version.filter(|found| *found != DATA_VERSION) {
        problems.push(ListProblem::new(
            file,
            EntryRef::FILE,
            "data_version",
            ProblemKind::UnsupportedVersion {
                found,
                supported: DATA_VERSION,
            },
        ));
    }
    let eras = read_entries::<Era>(file, EntryKind::Era, era_values, &mut problems);
    let mut check = Checker {
        file,
        problems: &mut problems,
    };
    check.non_empty("eras", era_values);
    check.unique_ids(
        EntryKind::Era,
        eras.iter().map(|(i, era)| (*i, era.id.as_str())),
    );
    for (index, era) in &eras {
        let entry = EntryRef::new(EntryKind::Era, *index, Some(era.id.as_str()));
        check.id(&entry, era.id.as_str());
        check.text(&entry, "name", &era.name);
        check.range(
            &entry,
            "years[0]",
            era.years[0].into(),
            1500,
            i64::from(era.years[1]),
        );
        check.non_empty("factions", &era.factions);
        if let Some(points) = era.recommended_points {
            check.range(&entry, "recommended_points", points.into(), 150, 1000);
        }
    }
    let index = match (data_version, revision, common) {
        (Some(data_version), Some(revision), Some(common)) => Some(Index {
            data_version,
            revision,
            common,
            eras: entries_only(eras),
        }),
        _ => None,
    };
    done(index, problems)
}

/// Reads `common.json`: the glossary of special rules and weapons, and the
/// shared actions, tactics and assets.
pub(crate) fn parse_glossary(file: &str, text: &str) -> Result<Glossary, Vec<ListProblem>> {
    let object = read_object(file, text)?;
    let mut problems = Vec::new();
    let mut reader = ObjectReader::new(file, EntryRef::FILE, &object, &mut problems);
    let rule_values = reader.array("special_rules", true);
    let weapon_values = reader.array("weapons", true);
    let action_values = reader.array("actions", false);
    let tactic_values = reader.array("tactics", false);
    let asset_values = reader.array("assets", false);
    reader.finish();

    let rules =
        read_entries::<SpecialRule>(file, EntryKind::SpecialRule, rule_values, &mut problems);
    let weapons = read_entries::<Weapon>(file, EntryKind::Weapon, weapon_values, &mut problems);
    let actions = read_entries::<Action>(file, EntryKind::Action, action_values, &mut problems);
    let tactics = read_entries::<Tactic>(file, EntryKind::Tactic, tactic_values, &mut problems);
    let assets = read_entries::<Asset>(file, EntryKind::Asset, asset_values, &mut problems);

    let mut check = Checker {
        file,
        problems: &mut problems,
    };
    check.unique_ids(
        EntryKind::SpecialRule,
        rules.iter().map(|(i, r)| (*i, r.id.as_str())),
    );
    check.unique_ids(
        EntryKind::Weapon,
        weapons.iter().map(|(i, w)| (*i, w.id.as_str())),
    );
    for (index, rule) in &rules {
        let entry = EntryRef::new(EntryKind::SpecialRule, *index, Some(rule.id.as_str()));
        check.id(&entry, rule.id.as_str());
        check.text(&entry, "name", &rule.name);
        check.text(&entry, "text", &rule.text);
    }
    for (index, weapon) in &weapons {
        let entry = EntryRef::new(EntryKind::Weapon, *index, Some(weapon.id.as_str()));
        check.id(&entry, weapon.id.as_str());
        check.text(&entry, "name", &weapon.name);
    }
    // Board entries may name special rules in their filters, so they are
    // checked against the rules read above.
    let glossary = Glossary {
        special_rules: entries_only(rules),
        weapons: entries_only(weapons),
        ..Glossary::default()
    };
    check_board(&mut check, &actions, &tactics, &assets, &glossary);
    let glossary = Glossary {
        actions: entries_only(actions),
        tactics: entries_only(tactics),
        assets: entries_only(assets),
        ..glossary
    };
    done(Some(glossary), problems)
}

fn check_board(
    check: &mut Checker,
    actions: &[(usize, Action)],
    tactics: &[(usize, Tactic)],
    assets: &[(usize, Asset)],
    glossary: &Glossary,
) {
    let board_ids = actions
        .iter()
        .map(|(i, a)| (*i, a.id.as_str()))
        .chain(tactics.iter().map(|(i, t)| (*i, t.id.as_str())));
    check.unique_ids(EntryKind::Tactic, board_ids);
    check.unique_ids(
        EntryKind::Asset,
        assets.iter().map(|(i, a)| (*i, a.id.as_str())),
    );
    for (index, action) in actions {
        check.action(*index, action, glossary);
    }
    for (index, tactic) in tactics {
        check.tactic(*index, tactic, glossary);
    }
    for (index, asset) in assets {
        check.asset(*index, asset);
    }
}

/// Reads a faction file. `era` is the era whose list names the file in
/// `index.json`, or `None` for a player's own file, which may belong to any
/// era of `eras`.
pub(crate) fn parse_faction(
    file: &str,
    text: &str,
    glossary: &Glossary,
    era: Option<&EraId>,
    eras: &[Era],
) -> Result<Faction, Vec<ListProblem>> {
    let object = read_object(file, text)?;
    let mut problems = Vec::new();
    let head = FactionHead::read(file, &object, &mut problems);
    let entries = FactionEntries::read(file, &head, glossary, &mut problems);
    let mut check = Checker {
        file,
        problems: &mut problems,
    };
    head.check(&mut check, era, eras);
    let faction = entries.check(&mut check, &head, glossary, eras);
    let faction = head.into_faction(file, faction, &mut check, glossary);
    done(faction, problems)
}

/// A faction file's own fields, and its arrays still to read.
struct FactionHead<'o> {
    id: Option<FactionId>,
    era: Option<EraId>,
    name: Option<Text>,
    description: Option<Text>,
    command_radius: Option<u8>,
    /// The factions that took this list's place, if it was split.
    replaced_by: Vec<FactionId>,
    units: &'o [Value],
    actions: &'o [Value],
    tactics: &'o [Value],
    assets: &'o [Value],
    limits: &'o [Value],
    retired_units: &'o [Value],
    retired_assets: &'o [Value],
    samples: &'o [Value],
}

/// A faction file's entries, each with its place in its array.
struct FactionEntries {
    units: Vec<(usize, Unit)>,
    actions: Vec<(usize, Action)>,
    tactics: Vec<(usize, Tactic)>,
    assets: Vec<(usize, Asset)>,
    limits: Vec<(usize, Limit)>,
    retired_units: Vec<(usize, Retired)>,
    retired_assets: Vec<(usize, Retired)>,
    samples: Vec<(usize, Sample)>,
}

impl<'o> FactionHead<'o> {
    fn read(
        file: &str,
        object: &'o Map<String, Value>,
        problems: &mut Vec<ListProblem>,
    ) -> FactionHead<'o> {
        let mut reader = ObjectReader::new(file, EntryRef::FILE, object, problems);
        let head = FactionHead {
            id: reader.required::<FactionId>("id"),
            era: reader.required::<EraId>("era"),
            name: reader.required::<Text>("name"),
            description: reader.optional::<Text>("description"),
            command_radius: reader.required::<u8>("command_radius"),
            units: reader.array("units", true),
            actions: reader.array("actions", true),
            tactics: reader.array("tactics", true),
            assets: reader.array("assets", true),
            limits: reader.array("limits", false),
            retired_units: reader.array("retired_units", false),
            retired_assets: reader.array("retired_assets", false),
            samples: reader.array("samples", false),
            replaced_by: reader
                .optional::<Vec<FactionId>>("replaced_by")
                .unwrap_or_default(),
        };
        reader.finish();
        head
    }

    /// The file's own fields: the id, the texts, the radius, and the era
    /// (the one that names the file, or, for a player's own file, a known
    /// one).
    fn check(&self, check: &mut Checker, era: Option<&EraId>, eras: &[Era]) {
        let file_entry = EntryRef::FILE;
        if let Some(id) = &self.id {
            check.id(&file_entry, id.as_str());
        }
        for successor in &self.replaced_by {
            check.id(&file_entry, successor.as_str());
        }
        if let Some(name) = &self.name {
            check.text(&file_entry, "name", name);
        }
        if let Some(description) = &self.description {
            check.text(&file_entry, "description", description);
        }
        if let Some(radius) = self.command_radius {
            check.range(&file_entry, "command_radius", radius.into(), 1, 12);
        }
        let Some(in_file) = &self.era else {
            return;
        };
        match era {
            Some(in_index) if in_index != in_file => check.report(
                &file_entry,
                "era",
                ProblemKind::EraMismatch {
                    in_file: in_file.to_string(),
                    in_index: in_index.to_string(),
                },
            ),
            None if !eras.iter().any(|known| &known.id == in_file) => check.report(
                &file_entry,
                "era",
                ProblemKind::UnknownReference {
                    kind: RefKind::Era,
                    id: in_file.to_string(),
                },
            ),
            _ => {}
        }
    }

    /// The faction, if its own fields could be read; its samples are
    /// checked against it as read (a sample is an army of the faction: its
    /// entries exist and it breaks no list rule).
    fn into_faction(
        self,
        file: &str,
        entries: FactionEntries,
        check: &mut Checker,
        glossary: &Glossary,
    ) -> Option<Faction> {
        let (Some(id), Some(era), Some(name), Some(command_radius)) =
            (self.id, self.era, self.name, self.command_radius)
        else {
            return None;
        };
        let mut faction = Faction {
            id,
            era,
            name,
            description: self.description,
            command_radius,
            units: entries_only(entries.units),
            actions: entries_only(entries.actions),
            tactics: entries_only(entries.tactics),
            assets: entries_only(entries.assets),
            limits: entries_only(entries.limits),
            retired_units: entries_only(entries.retired_units),
            retired_assets: entries_only(entries.retired_assets),
            samples: Vec::new(),
            replaced_by: self.replaced_by,
            source: file.to_owned(),
        };
        for (index, sample) in &entries.samples {
            check.sample(*index, sample, &faction, glossary);
        }
        faction.samples = entries_only(entries.samples);
        Some(faction)
    }
}

impl FactionEntries {
    fn read(
        file: &str,
        head: &FactionHead,
        glossary: &Glossary,
        problems: &mut Vec<ListProblem>,
    ) -> FactionEntries {
        FactionEntries {
            units: read_entries::<Unit>(file, EntryKind::Unit, head.units, problems),
            actions: read_board_entries(
                file,
                EntryKind::Action,
                head.actions,
                |id| shared(&glossary.actions, id, |a| a.id.as_str()),
                RefKind::SharedAction,
                problems,
            ),
            tactics: read_board_entries(
                file,
                EntryKind::Tactic,
                head.tactics,
                |id| shared(&glossary.tactics, id, |t| t.id.as_str()),
                RefKind::SharedTactic,
                problems,
            ),
            assets: read_board_entries(
                file,
                EntryKind::Asset,
                head.assets,
                |id| shared(&glossary.assets, id, |a| a.id.as_str()),
                RefKind::SharedAsset,
                problems,
            ),
            limits: read_entries::<Limit>(file, EntryKind::Limit, head.limits, problems),
            retired_units: read_entries::<Retired>(
                file,
                EntryKind::Retired,
                head.retired_units,
                problems,
            ),
            retired_assets: read_entries::<Retired>(
                file,
                EntryKind::Retired,
                head.retired_assets,
                problems,
            ),
            samples: read_entries::<Sample>(file, EntryKind::Sample, head.samples, problems),
        }
    }

    /// The entries' checks, each against the others and the glossary: the
    /// units (with their service dates against the file's own era's years),
    /// the board, retired entries and link codes, limits, sample ids.
    fn check(
        self,
        check: &mut Checker,
        head: &FactionHead,
        glossary: &Glossary,
        eras: &[Era],
    ) -> FactionEntries {
        check.non_empty("units", head.units);
        check.non_empty("actions", head.actions);
        check.unique_ids(
            EntryKind::Unit,
            self.units.iter().map(|(i, u)| (*i, u.id.as_str())),
        );
        let era_years = head
            .era
            .as_ref()
            .and_then(|id| eras.iter().find(|known| &known.id == id))
            .map(|era| era.years);
        for (index, unit) in &self.units {
            check.unit(*index, unit, glossary);
            check.service_years(*index, unit, era_years);
        }
        check_board(check, &self.actions, &self.tactics, &self.assets, glossary);
        let current_units: Vec<&str> = self.units.iter().map(|(_, u)| u.id.as_str()).collect();
        let current_assets: Vec<&str> = self.assets.iter().map(|(_, a)| a.id.as_str()).collect();
        check.retired(&self.retired_units, &current_units);
        check.retired(&self.retired_assets, &current_assets);
        check.link_codes(EntryKind::Unit, &current_units, &self.retired_units);
        check.link_codes(EntryKind::Asset, &current_assets, &self.retired_assets);
        for (index, limit) in &self.limits {
            check.limit(*index, limit, &current_units);
        }
        check.unique_ids(
            EntryKind::Sample,
            self.samples
                .iter()
                .map(|(i, sample)| (*i, sample.id.as_str())),
        );
        self
    }
}

/// The glossary's shared entry with this id, copied for the faction.
fn shared<T: Clone>(entries: &[T], id: &str, id_of: impl Fn(&T) -> &str) -> Option<T> {
    entries.iter().find(|e| id_of(e) == id).cloned()
}
