//! Checks of meaning, run on entries that parsed: ids, translations,
//! possible statlines, references to the glossary, and limits.

use super::asset::Asset;
use super::board::{Action, Tactic};
use super::effect::{ActionEffect, Modifier, RuleEffect, TacticEffect, UnitFilter};
use super::faction::{Faction, Limit, Retired};
use super::glossary::Glossary;
use super::ids::{entry_code, is_well_formed_id};
use super::problem::{EntryKind, EntryRef, ListProblem, ProblemKind, RefKind};
use super::sample::Sample;
use super::unit::Unit;
use crate::i18n::{Lang, Text};
use crate::roster::rules::{check_roster, Concern, DiagnosticKind};
use crate::roster::sample::roster_of;
use crate::roster::{MAX_POINTS, MIN_POINTS};
use std::collections::BTreeSet;

/// The most of one unit or asset a sample army may name.
const MAX_SAMPLE_COUNT: i64 = 99;

/// Collects the problems of one file.
pub(crate) struct Checker<'a> {
    pub file: &'a str,
    pub problems: &'a mut Vec<ListProblem>,
}

impl Checker<'_> {
    pub(crate) fn report(&mut self, entry: &EntryRef, field: &str, kind: ProblemKind) {
        self.problems
            .push(ListProblem::new(self.file, entry.clone(), field, kind));
    }

    pub(crate) fn text(&mut self, entry: &EntryRef, field: &str, text: &Text) {
        for lang in text.missing() {
            self.report(entry, field, ProblemKind::MissingTranslation { lang });
        }
    }

    pub(crate) fn id(&mut self, entry: &EntryRef, id: &str) {
        if !is_well_formed_id(id) {
            self.report(entry, "id", ProblemKind::MalformedId { id: id.to_owned() });
        }
    }

    pub(crate) fn range(&mut self, entry: &EntryRef, field: &str, value: i64, min: i64, max: i64) {
        if value < min || value > max {
            self.report(entry, field, ProblemKind::OutOfRange { value, min, max });
        }
    }

    /// Reports every id after its first use.
    pub(crate) fn unique_ids<'i>(
        &mut self,
        kind: EntryKind,
        ids: impl IntoIterator<Item = (usize, &'i str)>,
    ) {
        let mut seen = BTreeSet::new();
        for (index, id) in ids {
            if !seen.insert(id) {
                let entry = EntryRef::new(kind, index, Some(id));
                self.report(&entry, "id", ProblemKind::DuplicateId { id: id.to_owned() });
            }
        }
    }

    pub(crate) fn non_empty<T>(&mut self, field: &str, items: &[T]) {
        if items.is_empty() {
            self.report(&EntryRef::FILE, field, ProblemKind::Empty);
        }
    }

    pub(super) fn unit(&mut self, index: usize, unit: &Unit, glossary: &Glossary) {
        let entry = EntryRef::new(EntryKind::Unit, index, Some(unit.id.as_str()));
        let entry = &entry;
        self.id(entry, unit.id.as_str());
        self.text(entry, "name", &unit.name);
        if let Some(note) = &unit.points_note {
            self.text(entry, "points_note", note);
        }
        self.range(entry, "points", unit.points.into(), 1, 500);
        self.range(entry, "speed.simple", unit.speed.simple.into(), 0, 12);
        self.range(entry, "speed.difficult", unit.speed.difficult.into(), 1, 12);
        self.range(entry, "retreat", unit.retreat.min().into(), 0, 12);
        self.range(entry, "retreat", unit.retreat.max().into(), 1, 12);
        self.range(entry, "strength", unit.strength.into(), 0, 5);
        self.range(entry, "morale", unit.morale.into(), 0, 6);
        self.range(entry, "discipline", unit.discipline.into(), 2, 6);
        self.range(entry, "close_combat", unit.close_combat.into(), 0, 6);
        if let Some(fire) = &unit.fire {
            self.range(entry, "fire.range", fire.range.into(), 1, 12);
            self.range(entry, "fire.dice", fire.dice.into(), 1, 6);
            if glossary.weapon(&fire.weapon).is_none() {
                self.report(
                    entry,
                    "fire.weapon",
                    ProblemKind::UnknownReference {
                        kind: RefKind::Weapon,
                        id: fire.weapon.to_string(),
                    },
                );
            }
        }
        self.unit_rules(entry, unit, glossary);
    }

    /// A unit's optional service dates: first ≤ last, both within the years
    /// of its era (when the era is known).
    pub(super) fn service_years(&mut self, index: usize, unit: &Unit, era: Option<[u16; 2]>) {
        let Some([first, last]) = unit.years else {
            return;
        };
        let entry = EntryRef::new(EntryKind::Unit, index, Some(unit.id.as_str()));
        if first > last {
            self.report(&entry, "years", ProblemKind::YearsReversed { first, last });
        }
        if let Some([era_first, era_last]) = era {
            if first < era_first || last > era_last {
                self.report(
                    &entry,
                    "years",
                    ProblemKind::YearsOutsideEra {
                        first,
                        last,
                        era_first,
                        era_last,
                    },
                );
            }
        }
    }

    /// A sample army: named in both languages, naming only the faction's
    /// units and assets, and breaking none of the list-building rules.
    pub(super) fn sample(
        &mut self,
        index: usize,
        sample: &Sample,
        faction: &Faction,
        glossary: &Glossary,
    ) {
        let entry = EntryRef::new(EntryKind::Sample, index, Some(sample.id.as_str()));
        let entry = &entry;
        self.id(entry, sample.id.as_str());
        self.text(entry, "name", &sample.name);
        self.text(entry, "description", &sample.description);
        self.range(
            entry,
            "points_limit",
            sample.points_limit.into(),
            MIN_POINTS.into(),
            MAX_POINTS.into(),
        );
        let mut sound = true;
        let mut seen = BTreeSet::new();
        for (position, item) in sample.units.iter().enumerate() {
            let field = format!("units[{position}]");
            if faction.unit(&item.unit).is_none() {
                sound = false;
                self.report(
                    entry,
                    &format!("{field}.unit"),
                    ProblemKind::UnknownReference {
                        kind: RefKind::Unit,
                        id: item.unit.to_string(),
                    },
                );
            }
            if !seen.insert(item.unit.as_str()) {
                sound = false;
                self.report(
                    entry,
                    &format!("{field}.unit"),
                    ProblemKind::DuplicateId {
                        id: item.unit.to_string(),
                    },
                );
            }
            self.range(
                entry,
                &format!("{field}.count"),
                item.count.into(),
                1,
                MAX_SAMPLE_COUNT,
            );
        }
        let mut seen = BTreeSet::new();
        for (position, item) in sample.assets.iter().enumerate() {
            let field = format!("assets[{position}]");
            if faction.asset(&item.asset).is_none() {
                sound = false;
                self.report(
                    entry,
                    &format!("{field}.asset"),
                    ProblemKind::UnknownReference {
                        kind: RefKind::Asset,
                        id: item.asset.to_string(),
                    },
                );
            }
            if !seen.insert(item.asset.as_str()) {
                sound = false;
                self.report(
                    entry,
                    &format!("{field}.asset"),
                    ProblemKind::DuplicateId {
                        id: item.asset.to_string(),
                    },
                );
            }
            self.range(
                entry,
                &format!("{field}.copies"),
                item.copies.into(),
                1,
                MAX_SAMPLE_COUNT,
            );
        }
        let counts_sound = sample
            .units
            .iter()
            .map(|u| i64::from(u.count))
            .chain(sample.assets.iter().map(|a| i64::from(a.copies)))
            .all(|n| (1..=MAX_SAMPLE_COUNT).contains(&n));
        if !sound || !counts_sound {
            // The rules would only repeat what is said above.
            return;
        }
        let roster = roster_of(sample, &faction.id, Lang::En);
        for diagnostic in check_roster(&roster, faction, glossary) {
            if matches!(
                diagnostic.kind,
                DiagnosticKind::PointsLimitOutOfRange { .. }
            ) {
                continue; // reported above, as the field's range
            }
            let field = match (&diagnostic.kind, &diagnostic.concern) {
                (_, Concern::PointsLimit) => "points_limit",
                (DiagnosticKind::NoCommander, _) | (_, Concern::Commander) => "commander",
                (_, Concern::Assets | Concern::Asset(_)) => "assets",
                _ => "units",
            };
            self.report(entry, field, ProblemKind::SampleBreaksRule { diagnostic });
        }
    }

    fn unit_rules(&mut self, entry: &EntryRef, unit: &Unit, glossary: &Glossary) {
        let mut types = 0;
        let mut seen = BTreeSet::new();
        for (position, rule_ref) in unit.special_rules.iter().enumerate() {
            let field = format!("special_rules[{position}]");
            if !seen.insert(&rule_ref.id) {
                self.report(
                    entry,
                    &field,
                    ProblemKind::DuplicateId {
                        id: rule_ref.id.to_string(),
                    },
                );
            }
            let Some(rule) = glossary.rule(&rule_ref.id) else {
                self.report(
                    entry,
                    &field,
                    ProblemKind::UnknownReference {
                        kind: RefKind::SpecialRule,
                        id: rule_ref.id.to_string(),
                    },
                );
                continue;
            };
            if matches!(rule.effect, RuleEffect::UnitType { .. }) {
                types += 1;
            }
            let wanted = rule.effect.parameters();
            for name in wanted {
                match rule_ref.param(name) {
                    None => self.report(
                        entry,
                        &field,
                        ProblemKind::MissingParameter {
                            rule: rule_ref.id.to_string(),
                            name: (*name).to_owned(),
                        },
                    ),
                    Some(value) => {
                        let max = if *name == "range" { 24 } else { 6 };
                        self.range(entry, &format!("{field}.{name}"), value, 1, max);
                    }
                }
            }
            for name in rule_ref.params.keys() {
                if !wanted.contains(&name.as_str()) {
                    self.report(
                        entry,
                        &field,
                        ProblemKind::UnexpectedParameter {
                            rule: rule_ref.id.to_string(),
                            name: name.clone(),
                        },
                    );
                }
            }
        }
        if types != 1 {
            self.report(
                entry,
                "special_rules",
                ProblemKind::UnitTypeCount { found: types },
            );
        }
    }

    fn filter(&mut self, entry: &EntryRef, field: &str, filter: &UnitFilter, glossary: &Glossary) {
        for rule in filter.rules() {
            if glossary.rule(rule).is_none() {
                self.report(
                    entry,
                    field,
                    ProblemKind::UnknownReference {
                        kind: RefKind::SpecialRule,
                        id: rule.to_string(),
                    },
                );
            }
        }
    }

    pub(super) fn action(&mut self, index: usize, action: &Action, glossary: &Glossary) {
        let entry = EntryRef::new(EntryKind::Action, index, Some(action.id.as_str()));
        self.id(&entry, action.id.as_str());
        self.text(&entry, "name", &action.name);
        self.text(&entry, "text", &action.text);
        if let ActionEffect::Activate {
            filter, keep_away, ..
        } = &action.effect
        {
            self.filter(&entry, "effect.filter", filter, glossary);
            if let Some(distance) = keep_away {
                self.range(&entry, "effect.keep_away", (*distance).into(), 1, 12);
            }
        }
    }

    pub(super) fn tactic(&mut self, index: usize, tactic: &Tactic, glossary: &Glossary) {
        let entry = EntryRef::new(EntryKind::Tactic, index, Some(tactic.id.as_str()));
        self.id(&entry, tactic.id.as_str());
        self.text(&entry, "name", &tactic.name);
        self.text(&entry, "text", &tactic.text);
        match &tactic.effect {
            TacticEffect::Units {
                filter, modifiers, ..
            } => {
                self.filter(&entry, "effect.filter", filter, glossary);
                if modifiers.is_empty() {
                    self.report(&entry, "effect.modifiers", ProblemKind::Empty);
                }
                for (position, modifier) in modifiers.iter().enumerate() {
                    self.modifier(&entry, position, modifier);
                }
            }
            TacticEffect::ImmediateMove { filter, .. } => {
                self.filter(&entry, "effect.filter", filter, glossary)
            }
            TacticEffect::SideResult { .. }
            | TacticEffect::RaisePrice { .. }
            | TacticEffect::CancelEnemyTactic => {}
        }
    }

    fn modifier(&mut self, entry: &EntryRef, position: usize, modifier: &Modifier) {
        let field = format!("effect.modifiers[{position}]");
        let (name, value, min, max) = match modifier {
            Modifier::CloseCombatDice { amount, .. } => ("amount", i64::from(*amount), -3, 3),
            Modifier::FireDice { amount } => ("amount", i64::from(*amount), -3, 3),
            Modifier::StrengthMultiplier { factor } => ("factor", i64::from(*factor), 2, 3),
            Modifier::StrengthBonus { amount } => ("amount", i64::from(*amount), -3, 3),
            Modifier::DisciplineBonus { amount } => ("amount", i64::from(*amount), -2, 2),
            Modifier::RerollDiscipline { count } => ("count", i64::from(*count), 1, 3),
            Modifier::RetreatAfterHits { distance, .. } => ("distance", i64::from(*distance), 1, 6),
            Modifier::IgnoreHits { count } => ("count", i64::from(*count), 1, 2),
            Modifier::Advantage { .. } => return,
        };
        self.range(entry, &format!("{field}.{name}"), value, min, max);
    }

    pub(super) fn asset(&mut self, index: usize, asset: &Asset) {
        let entry = EntryRef::new(EntryKind::Asset, index, Some(asset.id.as_str()));
        self.id(&entry, asset.id.as_str());
        self.text(&entry, "name", &asset.name);
        self.text(&entry, "text", &asset.text);
        self.range(&entry, "points", asset.points.into(), 0, 300);
        self.range(&entry, "max_copies", asset.max_copies.into(), 1, 10);
    }

    /// Retired entries: well-formed, named in both languages, not in use,
    /// and replaced (if at all) by something that exists.
    pub(super) fn retired(&mut self, retired: &[(usize, Retired)], current: &[&str]) {
        for (index, entry) in retired {
            let at = EntryRef::new(EntryKind::Retired, *index, Some(&entry.id));
            self.id(&at, &entry.id);
            self.text(&at, "name", &entry.name);
            if current.contains(&entry.id.as_str()) {
                self.report(&at, "id", ProblemKind::RetiredStillInUse);
            }
            if let Some(successor) = &entry.replaced_by {
                if !current.contains(&successor.as_str()) {
                    self.report(
                        &at,
                        "replaced_by",
                        ProblemKind::UnknownReference {
                            kind: RefKind::Unit,
                            id: successor.clone(),
                        },
                    );
                }
            }
        }
    }

    /// Share links name units and assets by a short code; within a faction
    /// no two ids, current or retired, may share one.
    pub(super) fn link_codes(
        &mut self,
        kind: EntryKind,
        current: &[&str],
        retired: &[(usize, Retired)],
    ) {
        let mut seen: Vec<(u64, &str)> = Vec::new();
        let all = current
            .iter()
            .enumerate()
            .map(|(i, id)| (kind, i, *id))
            .chain(
                retired
                    .iter()
                    .map(|(i, r)| (EntryKind::Retired, *i, r.id.as_str())),
            );
        for (entry_kind, index, id) in all {
            let code = entry_code(id);
            match seen.iter().find(|(other, _)| *other == code) {
                Some((_, other)) if *other != id => {
                    let at = EntryRef::new(entry_kind, index, Some(id));
                    self.report(
                        &at,
                        "id",
                        ProblemKind::LinkCodeClash {
                            other: (*other).to_owned(),
                        },
                    );
                }
                _ => seen.push((code, id)),
            }
        }
    }

    pub(super) fn limit(&mut self, index: usize, limit: &Limit, unit_ids: &[&str]) {
        let entry = EntryRef::new(EntryKind::Limit, index, None);
        if limit.units.is_empty() {
            self.report(&entry, "units", ProblemKind::Empty);
        }
        for id in &limit.units {
            if !unit_ids.contains(&id.as_str()) {
                self.report(
                    &entry,
                    "units",
                    ProblemKind::UnknownReference {
                        kind: RefKind::Unit,
                        id: id.to_string(),
                    },
                );
            }
        }
        let consistent = match (limit.min, limit.max) {
            (None, None) => false,
            (Some(min), Some(max)) => min <= max,
            _ => true,
        };
        if !consistent || limit.per_points == Some(0) {
            self.report(&entry, "", ProblemKind::InconsistentLimit);
        }
    }
}
