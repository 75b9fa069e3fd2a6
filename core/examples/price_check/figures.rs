//! The figures file of the price report,
//! `core/tests/fixtures/prices/measured.json`: every shipped unit's value
//! in whole games and in the duels as `price_check --battles --figures`
//! measured them, and the report's notes on prices that depart from
//! their value. The price report test (`core/tests/price_report.rs`)
//! holds the lists to it without playing a game.

#![allow(dead_code)] // the example and the tests use different parts

use clouds_core::{FactionId, Unit, UnitId};
use serde::{Deserialize, Serialize};

/// Where the figures file lives, from the core's folder.
pub const FIGURES: &str = "tests/fixtures/prices/measured.json";

/// How far a price may be from the measured value (15 %).
pub const TOLERANCE: f64 = 0.15;

/// The figures file.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Figures {
    /// The lists' revision measured.
    pub revision: u32,
    /// Mirrored pairs a type, the fewest a unit, a calibration series.
    pub pairs: [u32; 3],
    pub calibration: Vec<EraCalibration>,
    /// The fit's RMS relative errors, in sample and out of sample, each
    /// fold's.
    pub fit: Vec<[f64; 2]>,
    /// The report's notes on prices outside 15% of their value in whole
    /// games, kept by hand: a re-run of the measure keeps them.
    pub notes: Vec<Note>,
    pub units: Vec<UnitFigures>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct EraCalibration {
    pub era: String,
    /// Logit of the score per point.
    pub beta: f64,
    pub error: f64,
    pub games: u32,
}

/// A note of the price report: why the units it names are priced apart
/// from their value in whole games.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Note {
    /// Unit ids (every faction's unit of that id), or `faction/unit`.
    pub units: Vec<String>,
    pub note: String,
}

impl Note {
    /// Whether the note speaks of this unit of this faction.
    pub fn names(&self, faction: &FactionId, unit: &UnitId) -> bool {
        self.units.iter().any(|name| match name.split_once('/') {
            Some((f, u)) => f == faction.as_str() && u == unit.as_str(),
            None => name == unit.as_str(),
        })
    }
}

/// One shipped unit's figures.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct UnitFigures {
    pub faction: String,
    pub unit: String,
    /// Its price when measured.
    pub points: u32,
    /// A hash of its statline ([`statline_hash`]): a unit whose statline
    /// changed since must be measured again.
    pub statline: String,
    /// Its type's value in whole games and the 95% interval.
    pub value: f64,
    pub low: f64,
    pub high: f64,
    /// Its value in its own faction's games.
    pub own: f64,
    /// Its value by the duels.
    pub duels: Option<f64>,
}

impl UnitFigures {
    /// (price − value) ÷ value, at `points`.
    pub fn difference(&self, points: u32) -> f64 {
        (f64::from(points) - self.value) / self.value.max(0.1)
    }
}

/// The statline a unit type is told by: everything the game reads of a
/// unit (its numbers, its special rules with their parameters), but not
/// its id, name, category, price, note or years.
pub fn statline_key(unit: &Unit) -> String {
    let mut unit = unit.clone();
    unit.id = UnitId::new("unit");
    unit.name = clouds_core::Text::new("", "");
    unit.category = clouds_core::Category::Main;
    unit.points = 0;
    unit.points_note = None;
    unit.years = None;
    unit.special_rules.sort_by(|a, b| a.id.cmp(&b.id));
    serde_json::to_string(&unit).unwrap_or_default()
}

/// A short hash of a unit's statline ([`statline_key`]).
pub fn statline_hash(unit: &Unit) -> String {
    let mut hash = 0xcbf2_9ce4_8422_2325u64;
    for byte in statline_key(unit).bytes() {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
    }
    format!("{hash:016x}")
}

/// The figures as the committed file holds them: one note and one unit a
/// line, so that a re-run's diff reads unit by unit.
pub fn figures_text(figures: &Figures) -> String {
    let line = |v: &dyn erased::Line| format!("  {}", v.line());
    let head = Figures {
        notes: Vec::new(),
        units: Vec::new(),
        ..figures.clone()
    };
    let head = serde_json::to_string(&head).unwrap_or_default();
    let head = head.trim_end_matches("\"notes\":[],\"units\":[]}");
    let notes: Vec<String> = figures.notes.iter().map(|n| line(n)).collect();
    let units: Vec<String> = figures.units.iter().map(|u| line(u)).collect();
    format!(
        "{head}\"notes\": [\n{}\n],\n\"units\": [\n{}\n]}}\n",
        notes.join(",\n"),
        units.join(",\n")
    )
}

mod erased {
    /// A value written as one line of JSON.
    pub trait Line {
        fn line(&self) -> String;
    }

    impl<T: serde::Serialize> Line for T {
        fn line(&self) -> String {
            serde_json::to_string(self).unwrap_or_default()
        }
    }
}
