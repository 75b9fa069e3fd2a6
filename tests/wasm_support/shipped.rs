//! The shipped lists built into a wasm test (it has no server), for the
//! browser benchmarks (`tests/wasm_bench*.rs` include this file).

use clouds_core::{Catalog, ReadFailure};

/// Every shipped list file, built into the test (it has no server), so the
/// games draw armies from the same factions as the native benchmark.
macro_rules! shipped_lists {
    ($($path:literal),* $(,)?) => {
        |relative: &str| match relative {
            $($path => Ok(include_str!(concat!("../../army_lists/", $path)).to_owned()),)*
            _ => Err(ReadFailure::NotFound),
        }
    };
}

pub fn catalog() -> Catalog {
    Catalog::load_with(
        "army_lists",
        shipped_lists![
            "index.json",
            "common.json",
            "age_of_empires/austria.json",
            "age_of_empires/britain.json",
            "age_of_empires/brunswick.json",
            "age_of_empires/duchy_of_warsaw.json",
            "age_of_empires/france.json",
            "age_of_empires/french_republic.json",
            "age_of_empires/naples.json",
            "age_of_empires/netherlands.json",
            "age_of_empires/ottomans.json",
            "age_of_empires/portugal.json",
            "age_of_empires/prussia.json",
            "age_of_empires/rhine_confederation.json",
            "age_of_empires/russia.json",
            "age_of_empires/spain.json",
            "age_of_empires/sweden.json",
            "age_of_reason/austria.json",
            "age_of_reason/bavaria.json",
            "age_of_reason/britain.json",
            "age_of_reason/continental_army.json",
            "age_of_reason/denmark.json",
            "age_of_reason/dutch_republic.json",
            "age_of_reason/france.json",
            "age_of_reason/jacobites.json",
            "age_of_reason/ottomans.json",
            "age_of_reason/prussia.json",
            "age_of_reason/russia.json",
            "age_of_reason/savoy.json",
            "age_of_reason/saxony_poland.json",
            "age_of_reason/spain.json",
            "age_of_reason/sweden.json",
            "military_revolution/cossack_hetmanate.json",
            "military_revolution/covenanters.json",
            "military_revolution/crimean_khanate.json",
            "military_revolution/denmark.json",
            "military_revolution/dutch_republic.json",
            "military_revolution/empire.json",
            "military_revolution/english_civil_war.json",
            "military_revolution/france.json",
            "military_revolution/german_protestants.json",
            "military_revolution/muscovy.json",
            "military_revolution/ottomans.json",
            "military_revolution/parliament.json",
            "military_revolution/poland_lithuania.json",
            "military_revolution/royalists.json",
            "military_revolution/spain.json",
            "military_revolution/sweden.json",
            "military_revolution/transylvania.json",
        ],
    )
    .expect("the lists load")
}
