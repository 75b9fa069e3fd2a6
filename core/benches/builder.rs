//! How long the builder takes to revalidate a 1000-point army after an
//! edit: summary, every list rule, and the advice, as the UI runs them.
//!
//!     cargo bench -p clouds_core --bench builder

use clouds_core::advise;
use clouds_core::check_roster_with;
use clouds_core::summarize;
use clouds_core::ReadFailure;
use clouds_core::{Catalog, FactionId};
use clouds_core::{Edit, Roster, Skill};
use std::hint::black_box;
use std::path::Path;
use std::time::Instant;

/// The allocator the browser bundles run the engine with (a cache of
/// freed small blocks; see the `small_blocks` crate), so the figures are
/// the engine's as the app runs it.
#[global_allocator]
static ALLOCATOR: small_blocks::PerThread = small_blocks::PerThread;

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../army_lists");
    let catalog = Catalog::load_with("army_lists", |relative| {
        std::fs::read_to_string(root.join(relative)).map_err(|_| ReadFailure::NotFound)
    })
    .expect("the shipped lists load");
    let faction_id = FactionId::new("empires_france");
    let faction = catalog.faction(&faction_id).expect("France is shipped");

    // Fill 1000 points round-robin over every unit profile, plus assets.
    let mut roster = Roster::new(faction_id.clone(), "Benchmark", 1000)
        .apply(&Edit::SetCommander(Some(Skill::Glorious)));
    for asset in faction.assets.iter().take(4) {
        roster = roster.apply(&Edit::AddAsset(asset.id.clone()));
    }
    'fill: loop {
        for unit in &faction.units {
            let next = roster.apply(&Edit::AddUnit(unit.id.clone()));
            if summarize(&next, faction, &catalog.glossary).total > 1000 {
                break 'fill;
            }
            roster = next;
        }
    }
    let summary = summarize(&roster, faction, &catalog.glossary);
    println!(
        "army: {} units of {} profiles, {} assets, {} / {} points",
        summary.units,
        roster.units.len(),
        summary.assets_taken,
        summary.total,
        summary.limit
    );

    let revalidate = |roster: &Roster| {
        let summary = summarize(roster, faction, &catalog.glossary);
        let diagnostics = check_roster_with(roster, faction, &summary);
        let advice = advise(roster, &summary, faction);
        (summary, diagnostics, advice)
    };
    for _ in 0..1_000 {
        black_box(revalidate(black_box(&roster)));
    }
    let mut samples = Vec::new();
    for _ in 0..51 {
        let runs = 2_000;
        let start = Instant::now();
        for _ in 0..runs {
            black_box(revalidate(black_box(&roster)));
        }
        samples.push(start.elapsed().as_secs_f64() / f64::from(runs));
    }
    samples.sort_by(f64::total_cmp);
    let median = samples[samples.len() / 2];
    println!(
        "revalidate a 1000-point army (summary + rules + advice): {:.2} µs median of {} samples ({:.4} ms)",
        median * 1e6,
        samples.len(),
        median * 1e3
    );
    time_loading_the_lists(&root);
}

/// The builder's first screen waits for every shipped list to be read and
/// validated: the files are read into memory first, so this times only the
/// core's part.
fn time_loading_the_lists(root: &Path) {
    let mut texts = std::collections::BTreeMap::new();
    let _ = Catalog::load_with("army_lists", |relative| {
        let text =
            std::fs::read_to_string(root.join(relative)).map_err(|_| ReadFailure::NotFound)?;
        texts.insert(relative.to_owned(), text.clone());
        Ok(text)
    });
    let mut samples = Vec::new();
    for _ in 0..21 {
        let start = Instant::now();
        let catalog = Catalog::load_with("army_lists", |relative| {
            texts.get(relative).cloned().ok_or(ReadFailure::NotFound)
        });
        samples.push(start.elapsed().as_secs_f64());
        black_box(catalog.is_ok());
    }
    samples.sort_by(f64::total_cmp);
    println!(
        "read and validate the shipped lists ({} files): {:.1} ms median of {} loads",
        texts.len(),
        samples[samples.len() / 2] * 1e3,
        samples.len()
    );
}
