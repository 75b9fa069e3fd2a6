//! The plan the lab's benchmarks play, natively (`benches/lab.rs`,
//! `examples/speed_check.rs`) and the same as the lab's page runs it in the
//! browser: the French sample army "Waterloo 1815" (500 points) against
//! the British one as the goldfish target, on an open table, from seed 1.

use super::{plan_lab, LabMode, LabPlan, LabRequest, LabTable};
use crate::army_list::ids::{FactionId, SampleId};
use crate::army_list::Catalog;
use crate::i18n::Lang;
use crate::roster::sample::sample_roster;

/// The benchmarks' plan of `games` games; `None` if the shipped lists lack
/// either sample army or refuse the plan.
pub fn waterloo_plan(catalog: &Catalog, games: u32) -> Option<LabPlan> {
    let sample = |faction: &str, sample: &str| {
        let faction = catalog.faction(&FactionId::new(faction))?;
        sample_roster(faction, &SampleId::new(sample), Lang::En)
    };
    let a = sample("empires_france", "waterloo_1815_french")?;
    let target = sample("empires_britain", "waterloo_1815")?;
    plan_lab(
        catalog,
        &LabRequest {
            a: &a,
            b: None,
            target: &target,
            games: &games.to_string(),
            seed: "1",
            table: LabTable::Open,
            mode: LabMode::Goldfish,
            field: &[],
        },
    )
    .ok()
}
