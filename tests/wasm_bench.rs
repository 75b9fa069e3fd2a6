//! Core code compiled to wasm and timed inside headless Chromium — the
//! browser build's own speed. Run by `scripts/bench-browser.sh`, which
//! prints the figures; nothing here asserts a time.
#![cfg(target_arch = "wasm32")]

use clouds_of_smoke::army_list::problem::ReadFailure;
use clouds_of_smoke::army_list::{Catalog, FactionId};
use clouds_of_smoke::roster::advice::advise;
use clouds_of_smoke::roster::rules::check_with;
use clouds_of_smoke::roster::summary::summarize;
use clouds_of_smoke::roster::{Edit, Roster, Skill};
use std::hint::black_box;
use wasm_bindgen_test::{console_log, wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

/// The lists the benchmarks use, built into the test (it has no server).
fn catalog() -> Catalog {
    Catalog::load_with("army_lists", |relative| match relative {
        "index.json" => Ok(include_str!("../army_lists/index.json").to_owned()),
        "common.json" => Ok(include_str!("../army_lists/common.json").to_owned()),
        "age_of_empires/france.json" => {
            Ok(include_str!("../army_lists/age_of_empires/france.json").to_owned())
        }
        "age_of_reason/prussia.json" => {
            Ok(include_str!("../army_lists/age_of_reason/prussia.json").to_owned())
        }
        "military_revolution/sweden.json" => {
            Ok(include_str!("../army_lists/military_revolution/sweden.json").to_owned())
        }
        _ => Err(ReadFailure::NotFound),
    })
    .expect("the lists load")
}

fn now_ms() -> f64 {
    web_sys::window()
        .and_then(|window| window.performance())
        .map_or_else(js_sys::Date::now, |performance| performance.now())
}

#[wasm_bindgen_test]
fn revalidating_a_1000_point_army() {
    let catalog = catalog();
    let faction_id = FactionId::new("empires_france");
    let faction = catalog.faction(&faction_id).expect("France loads");
    let mut roster = Roster::new(faction_id, "Benchmark", 1000)
        .apply(&Edit::SetCommander(Some(Skill::Glorious)));
    'fill: loop {
        for unit in &faction.units {
            let next = roster.apply(&Edit::AddUnit(unit.id.clone()));
            if summarize(&next, faction, &catalog.glossary).total > 1000 {
                break 'fill;
            }
            roster = next;
        }
    }
    let runs = 20_000;
    let start = now_ms();
    for _ in 0..runs {
        let summary = summarize(black_box(&roster), faction, &catalog.glossary);
        black_box(check_with(&roster, faction, &summary));
        black_box(advise(&roster, &summary, faction));
    }
    let per_run_us = (now_ms() - start) * 1000.0 / f64::from(runs);
    console_log!("BENCH revalidate a 1000-point army in the browser: {per_run_us:.2} µs");
}
