//! What every kind of results shares: the colour classes of list A, list
//! B and the target, the lists' titles and names in the charts, a share's
//! interval in words, the morale charts' categories, and the chart of how
//! often each unit of a list broke.

use super::charts::{Row, ShareBars};
use super::run::RunNames;
use clouds_core::{percent, Estimate, LabMsg, Lang, UnitBreaks, MORALE_BINS};
use leptos::prelude::*;

/// The colour classes of list A, list B and the target (or a draw).
pub const CLASSES: [&str; 2] = ["series-a", "series-b"];
pub const TARGET_CLASS: &str = "series-target";

pub fn letter(k: usize) -> &'static str {
    if k == 0 {
        "a"
    } else {
        "b"
    }
}

pub fn list_title(k: usize, lang: Lang) -> &'static str {
    if k == 0 {
        LabMsg::ListA.text(lang)
    } else {
        LabMsg::ListBTitle.text(lang)
    }
}

pub fn interval_text(e: &Estimate, lang: Lang) -> String {
    format!(
        "{} {}…{}",
        LabMsg::Interval.text(lang),
        percent(lang, e.low),
        percent(lang, e.high)
    )
}

/// A list's name in the charts: "List A · Grande Armée".
pub fn series_name(k: usize, names: &RunNames, lang: Lang) -> String {
    format!("{} · {}", list_title(k, lang), names.list(k, lang))
}

/// `count` games out of `games`, as a share.
pub fn per_game(count: u32, games: u32) -> f64 {
    f64::from(count) / f64::from(games.max(1))
}

/// The morale charts' categories, in percent of the starting morale lost
/// (the axis's title says so): tenths, then all of it. Short, so that
/// eleven fit side by side on a phone.
pub fn morale_bins(lang: Lang) -> Vec<String> {
    (0..MORALE_BINS)
        .map(|b| {
            if b + 1 == MORALE_BINS {
                LabMsg::AllOfIt.text(lang).to_owned()
            } else {
                format!("{}–{}", b * 10, b * 10 + 10)
            }
        })
        .collect()
}

/// How often each unit of list A (`k` 0) or list B broke.
pub fn unit_chart(k: usize, units: &[UnitBreaks], lang: Lang) -> impl IntoView {
    let rows = units
        .iter()
        .map(|u| Row {
            label: format!("{} ×{}", u.name.get(lang), u.fielded),
            class: CLASSES[k],
            share: Estimate {
                value: u.share,
                low: u.share,
                high: u.share,
            },
            interval: false,
        })
        .collect::<Vec<_>>();
    view! {
        <ShareBars rows testid=if k == 0 { "lab-chart-units-a" } else { "lab-chart-units-b" }
            title=format!("{} · {}", LabMsg::UnitsBroken.text(lang), list_title(k, lang)) />
    }
}
