//! A goldfish target army for any faction, built by a fixed rule, for the
//! table's opponent where the lists ship no sample army.
//!
//! The rule: a competent commander; then the faction's units are added one
//! at a time, going round its main units in list order, then its special
//! units, then its rare ones, each round taking one of every unit that
//! still fits. A unit is skipped when it would add a broken list rule (over
//! the points, more rare than main units, above a faction limit); one that
//! mends a rule (a faction's minimum) is always welcome. It stops when no
//! unit fits. No assets.

use super::rules::{check_roster, Severity};
use super::skill::Skill;
use super::{Edit, Roster};
use crate::army_list::{Category, Faction, Glossary};

/// The most rounds the rule goes: more than any points limit allows.
const MAX_ROUNDS: usize = 200;

/// The target army of `faction` at `points`, named `name`.
pub fn target_army(faction: &Faction, glossary: &Glossary, points: u32, name: &str) -> Roster {
    let mut roster = Roster::new(faction.id.clone(), name, points)
        .apply(&Edit::SetCommander(Some(Skill::Competent)));
    let order: Vec<_> = [Category::Main, Category::Special, Category::Rare]
        .into_iter()
        .flat_map(|category| faction.units.iter().filter(move |u| u.category == category))
        .map(|u| u.id.clone())
        .collect();
    let errors = |roster: &Roster| {
        check_roster(roster, faction, glossary)
            .iter()
            .filter(|d| d.severity == Severity::Error)
            .count()
    };
    for _ in 0..MAX_ROUNDS {
        let mut added = false;
        for unit in &order {
            let next = roster.apply(&Edit::AddUnit(unit.clone()));
            if errors(&next) <= errors(&roster) && next.units != roster.units {
                roster = next;
                added = true;
            }
        }
        if !added {
            break;
        }
    }
    roster
}
