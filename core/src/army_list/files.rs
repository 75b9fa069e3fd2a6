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
    let mut reader = ObjectReader::new(file, EntryRef::FILE, &object, &mut problems);
    let id = reader.required::<FactionId>("id");
    let era_in_file = reader.required::<EraId>("era");
    let name = reader.required::<Text>("name");
    let description = reader.optional::<Text>("description");
    let command_radius = reader.required::<u8>("command_radius");
    let unit_values = reader.array("units", true);
    let action_values = reader.array("actions", true);
    let tactic_values = reader.array("tactics", true);
    let asset_values = reader.array("assets", true);
    let limit_values = reader.array("limits", false);
    let retired_unit_values = reader.array("retired_units", false);
    let retired_asset_values = reader.array("retired_assets", false);
    let sample_values = reader.array("samples", false);
    let replaced_by = reader
        .optional::<Vec<FactionId>>("replaced_by")
        .unwrap_or_default();
    reader.finish();

    let units = read_entries::<Unit>(file, EntryKind::Unit, unit_values, &mut problems);
    let actions = read_board_entries(
        file,
        EntryKind::Action,
        action_values,
        |id| {
            glossary
                .actions
                .iter()
                .find(|a| a.id.as_str() == id)
                .cloned()
        },
        RefKind::SharedAction,
        &mut problems,
    );
    let tactics = read_board_entries(
        file,
        EntryKind::Tactic,
        tactic_values,
        |id| {
            glossary
                .tactics
                .iter()
                .find(|t| t.id.as_str() == id)
                .cloned()
        },
        RefKind::SharedTactic,
        &mut problems,
    );
    let assets = read_board_entries(
        file,
        EntryKind::Asset,
        asset_values,
        |id| {
            glossary
                .assets
                .iter()
                .find(|a| a.id.as_str() == id)
                .cloned()
        },
        RefKind::SharedAsset,
        &mut problems,
    );
    let limits = read_entries::<Limit>(file, EntryKind::Limit, limit_values, &mut problems);
    let retired_units =
        read_entries::<Retired>(file, EntryKind::Retired, retired_unit_values, &mut problems);
    let retired_assets = read_entries::<Retired>(
        file,
        EntryKind::Retired,
        retired_asset_values,
        &mut problems,
    );
    let samples = read_entries::<Sample>(file, EntryKind::Sample, sample_values, &mut problems);

    let mut check = Checker {
        file,
        problems: &mut problems,
    };
    let file_entry = EntryRef::FILE;
    if let Some(id) = &id {
        check.id(&file_entry, id.as_str());
    }
    for successor in &replaced_by {
        check.id(&file_entry, successor.as_str());
    }
    if let Some(name) = &name {
        check.text(&file_entry, "name", name);
    }
    if let Some(description) = &description {
        check.text(&file_entry, "description", description);
    }
    if let Some(radius) = command_radius {
        check.range(&file_entry, "command_radius", radius.into(), 1, 12);
    }
    if let Some(in_file) = &era_in_file {
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
    check.non_empty("units", unit_values);
    check.non_empty("actions", action_values);
    check.unique_ids(
        EntryKind::Unit,
        units.iter().map(|(i, u)| (*i, u.id.as_str())),
    );
    // Service dates are checked against the years of the file's own era.
    let era_years = era_in_file
        .as_ref()
        .and_then(|id| eras.iter().find(|known| &known.id == id))
        .map(|era| era.years);
    for (index, unit) in &units {
        check.unit(*index, unit, glossary);
        check.service_years(*index, unit, era_years);
    }
    check_board(&mut check, &actions, &tactics, &assets, glossary);
    let current_units: Vec<&str> = units.iter().map(|(_, u)| u.id.as_str()).collect();
    let current_assets: Vec<&str> = assets.iter().map(|(_, a)| a.id.as_str()).collect();
    check.retired(&retired_units, &current_units);
    check.retired(&retired_assets, &current_assets);
    check.link_codes(EntryKind::Unit, &current_units, &retired_units);
    check.link_codes(EntryKind::Asset, &current_assets, &retired_assets);
    let units = entries_only(units);
    for (index, limit) in &limits {
        check.limit(*index, limit, &units);
    }

    check.unique_ids(
        EntryKind::Sample,
        samples.iter().map(|(i, sample)| (*i, sample.id.as_str())),
    );

    let mut faction = match (id, era_in_file, name, command_radius) {
        (Some(id), Some(era), Some(name), Some(command_radius)) => Some(Faction {
            id,
            era,
            name,
            description,
            command_radius,
            units,
            actions: entries_only(actions),
            tactics: entries_only(tactics),
            assets: entries_only(assets),
            limits: entries_only(limits),
            retired_units: entries_only(retired_units),
            retired_assets: entries_only(retired_assets),
            samples: Vec::new(),
            replaced_by,
            source: file.to_owned(),
        }),
        _ => None,
    };
    // A sample is an army of the faction, so it is checked against the
    // faction as read: its entries exist and it breaks no list rule.
    if let Some(faction) = &mut faction {
        for (index, sample) in &samples {
            check.sample(*index, sample, faction, glossary);
        }
        faction.samples = entries_only(samples);
    }
    done(faction, problems)
}
