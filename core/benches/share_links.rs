//! How long the sample armies' share links are, and how close they come to
//! the information-theoretic minimum for that army.
//!
//!     cargo bench -p clouds_core --bench share_links
//!
//! The minimum is the number of bits needed to pick this army out of every
//! army a link could carry under the same rules: log2 of (factions ×
//! points limits 150–1000 × legal armies of that faction at that limit,
//! over the three commander skills) plus the name, at log2(alphabet) bits
//! a letter (nothing for the default name). "Legal" counts units within the
//! points with no more rare than main units and each unit's own cap, and
//! assets within the asset limit and their copies; limits shared by
//! several units are counted per unit, which slightly overcounts.

use clouds_core::assets_allowed;
use clouds_core::encode_army;
use clouds_core::Lang;
use clouds_core::ReadFailure;
use clouds_core::{default_name, Roster, Skill};
use clouds_core::{Catalog, Category, Faction};
use std::path::Path;

/// The allocator the browser bundles run the engine with (a cache of
/// freed small blocks; see the `small_blocks` crate), so the figures are
/// the engine's as the app runs it.
#[global_allocator]
static ALLOCATOR: small_blocks::PerThread = small_blocks::PerThread;

const DIFF: usize = 60; // main − rare, offset so it stays non-negative

/// Legal armies of `faction` at `limit` whose units and assets cost at
/// most `budget`, as a table over points spent.
fn count_armies(faction: &Faction, limit: u32) -> Vec<f64> {
    let budget = limit as usize;
    // Units: ways[p][d] = selections costing p with main − rare = d − DIFF.
    let mut ways = vec![vec![0f64; 2 * DIFF + 1]; budget + 1];
    ways[0][DIFF] = 1.0;
    for unit in &faction.units {
        let cost = unit.points as usize;
        let step: i64 = match unit.category {
            Category::Main => 1,
            Category::Rare => -1,
            Category::Special => 0,
        };
        let cap = faction
            .limits
            .iter()
            .filter(|l| l.units.contains(&unit.id))
            .filter_map(|l| l.max_for(limit))
            .min()
            .map_or(budget / cost.max(1), |m| m as usize);
        let mut next = vec![vec![0f64; 2 * DIFF + 1]; budget + 1];
        for (p, row) in ways.iter().enumerate() {
            for (d, &here) in row.iter().enumerate().filter(|(_, w)| **w > 0.0) {
                for k in 0..=cap {
                    let q = p + k * cost;
                    let e = d as i64 + k as i64 * step;
                    if q > budget || !(0..=2 * DIFF as i64).contains(&e) {
                        break;
                    }
                    next[q][e as usize] += here;
                }
            }
        }
        ways = next;
    }
    let units: Vec<f64> = ways.iter().map(|row| row[DIFF..].iter().sum()).collect();

    // Assets: assets[p][n] = selections costing p with n distinct assets.
    let allowed = assets_allowed(limit) as usize;
    let mut assets = vec![vec![0f64; allowed + 1]; budget + 1];
    assets[0][0] = 1.0;
    for asset in &faction.assets {
        let cost = asset.points as usize;
        let mut next = assets.clone();
        for (p, row) in assets.iter().enumerate() {
            for (n, &here) in row
                .iter()
                .enumerate()
                .take(allowed)
                .filter(|(_, w)| **w > 0.0)
            {
                for copies in 1..=usize::from(asset.max_copies) {
                    let q = p + copies * cost;
                    if q > budget {
                        break;
                    }
                    next[q][n + 1] += here;
                }
            }
        }
        assets = next;
    }
    let assets: Vec<f64> = assets.iter().map(|row| row.iter().sum()).collect();

    // Combined, as a table over total points.
    let mut total = vec![0f64; budget + 1];
    for (p, u) in units.iter().enumerate() {
        for (q, a) in assets.iter().enumerate() {
            if p + q <= budget {
                total[p + q] += u * a;
            }
        }
    }
    total
}

fn legal_armies(faction: &Faction, limit: u32) -> f64 {
    let by_points = count_armies(faction, limit);
    Skill::ALL
        .iter()
        .map(|skill| {
            let left = limit.saturating_sub(skill.points()) as usize;
            by_points[..=left.min(by_points.len() - 1)]
                .iter()
                .sum::<f64>()
        })
        .sum()
}

fn name_bits(roster: &Roster, faction: &Faction) -> f64 {
    let is_default = Lang::ALL
        .iter()
        .any(|lang| default_name(faction, roster.points_limit, *lang) == roster.name);
    if is_default {
        0.0
    } else {
        let letters = roster.name.chars().count() as f64;
        letters * 256f64.log2() + 61f64.log2()
    }
}

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../army_lists");
    let catalog = Catalog::load_with("army_lists", |relative| {
        std::fs::read_to_string(root.join(relative)).map_err(|_| ReadFailure::NotFound)
    })
    .expect("the shipped lists load");
    let factions = catalog.factions().count() as f64;
    let samples = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/armies");
    let mut files: Vec<_> = std::fs::read_dir(&samples)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    println!(
        "{:<22} {:>6} {:>8} {:>9} {:>9} {:>7}",
        "sample (500 points)", "chars", "bits", "min bits", "of which name", "ratio"
    );
    for file in files {
        let roster: Roster =
            serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
        let faction = catalog.faction(&roster.faction).unwrap();
        let payload = encode_army(&roster, faction, catalog.index.revision);
        let bits = payload.len() * 6;
        let armies = legal_armies(faction, roster.points_limit);
        let name = name_bits(&roster, faction);
        let minimum = factions.log2() + 851f64.log2() + armies.log2() + name;
        println!(
            "{:<22} {:>6} {:>8} {:>9.1} {:>9.1} {:>6.2}×",
            file.file_stem().unwrap().to_string_lossy(),
            payload.len(),
            bits,
            minimum,
            name,
            bits as f64 / minimum
        );
    }
    println!("(bits = 6 per base64url character; the limit is 80 characters = 480 bits)");
}
