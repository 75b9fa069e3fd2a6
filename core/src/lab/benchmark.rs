//! The plans the lab's benchmarks play, natively (`benches/lab.rs`,
//! `examples/speed_check.rs`) and the same as the lab's page runs them in
//! the browser: the French sample army "Waterloo 1815" (500 points)
//! against the British one as the goldfish target, on an open table, from
//! seed 1; the same two head to head, both played by the general at a
//! strength; and the French army against the whole field of its era
//! (every sample army of the Age of Empires).

use super::{plan_lab, FieldOpponent, LabMode, LabPlan, LabRequest, LabTable};
use crate::army_list::ids::{FactionId, SampleId};
use crate::army_list::Catalog;
use crate::engine::Side;
use crate::game::general::strength::Strength;
use crate::i18n::Lang;
use crate::roster::sample::sample_roster;
use crate::roster::Roster;

fn sample(catalog: &Catalog, faction: &str, sample: &str) -> Option<Roster> {
    let faction = catalog.faction(&FactionId::new(faction))?;
    sample_roster(faction, &SampleId::new(sample), Lang::En)
}

/// The plan of `games` games of the French army in `mode` (against the
/// British one as the target or list B, or against `field`).
fn french_plan(
    catalog: &Catalog,
    games: u32,
    mode: LabMode,
    field: &[FieldOpponent],
) -> Option<LabPlan> {
    let a = sample(catalog, "empires_france", "waterloo_1815_french")?;
    let british = sample(catalog, "empires_britain", "waterloo_1815")?;
    let head_to_head = matches!(mode, LabMode::HeadToHead { .. });
    plan_lab(
        catalog,
        &LabRequest {
            a: &a,
            b: head_to_head.then_some(&british),
            target: &british,
            games: &games.to_string(),
            seed: "1",
            table: LabTable::Open,
            mode,
            field,
            scenario: "",
            scenarios: &[],
            side: Side::A,
        },
    )
    .ok()
}

/// The benchmarks' goldfish plan of `games` games; `None` if the shipped
/// lists lack either sample army or refuse the plan.
pub fn waterloo_plan(catalog: &Catalog, games: u32) -> Option<LabPlan> {
    french_plan(catalog, games, LabMode::Goldfish, &[])
}

/// The benchmarks' head-to-head plan: the French army against the British
/// one, both played by the general at `strength`, `games` games (each seed
/// twice, the sides swapped).
pub fn waterloo_head_to_head_plan(
    catalog: &Catalog,
    games: u32,
    strength: Strength,
) -> Option<LabPlan> {
    french_plan(catalog, games, LabMode::HeadToHead { strength }, &[])
}

/// The benchmarks' field: the French army against every sample army of its
/// era (the lists that replaced others, not those they replaced), `games`
/// games each, played by the general at `strength`.
pub fn waterloo_field_plan(catalog: &Catalog, games: u32, strength: Strength) -> Option<LabPlan> {
    let era = catalog
        .faction(&FactionId::new("empires_france"))?
        .era
        .clone();
    let armies: Vec<(String, Roster)> = catalog
        .factions_of(&era)
        .flat_map(|faction| {
            faction.samples.iter().filter_map(move |s| {
                Some((s.id.to_string(), sample_roster(faction, &s.id, Lang::En)?))
            })
        })
        .collect();
    let field: Vec<FieldOpponent> = armies
        .iter()
        .map(|(id, army)| FieldOpponent { id, army })
        .collect();
    french_plan(catalog, games, LabMode::Field { strength }, &field)
}
