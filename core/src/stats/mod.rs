//! Statistics of many games: the figures of one finished game
//! ([`game::GameFigures`], read from its public views and log), what a run
//! of them comes to ([`run::RunStats`]), the A/B comparison of two lists on
//! the same seeds ([`compare::Comparison`]), head to head and against the
//! field ([`matchup::MatchStats`], [`matchup::FieldStats`]), and the
//! figures as CSV.
//! Confidence intervals are Wilson's for one share and Newcombe's for the
//! difference of two paired shares ([`interval`]).
//!
//! In the lab the list tried is side A and the goldfish target side B.

pub(crate) mod compare;
pub(crate) mod csv;
pub(crate) mod game;
pub(crate) mod interval;
pub(crate) mod matchup;
pub(crate) mod run;

use crate::engine::Side;
use crate::i18n::Lang;

/// The side of the list tried.
pub(crate) const LIST: Side = Side::A;
/// The side of the goldfish target.
pub(crate) const TARGET: Side = Side::B;

/// A share as a percentage with one decimal, as the language writes it:
/// "40.0%", "40,0 %".
pub fn percent(lang: Lang, share: f64) -> String {
    let text = format!("{:.1}", share * 100.0);
    match lang {
        Lang::En => format!("{text}%"),
        Lang::Ru => format!("{} %", text.replace('.', ",")),
    }
}

/// A number with one decimal at most, as the language writes it: "6",
/// "6.5", "6,5".
pub fn decimal(lang: Lang, value: f64) -> String {
    let rounded = (value * 10.0).round() / 10.0;
    let text = if rounded.fract() == 0.0 {
        format!("{rounded:.0}")
    } else {
        format!("{rounded:.1}")
    };
    match lang {
        Lang::En => text,
        Lang::Ru => text.replace('.', ","),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_written_the_language_s_way() {
        assert_eq!(percent(Lang::En, 0.4), "40.0%");
        assert_eq!(percent(Lang::Ru, 0.4), "40,0 %");
        assert_eq!(percent(Lang::En, -0.0743), "-7.4%");
        assert_eq!(decimal(Lang::En, 6.0), "6");
        assert_eq!(decimal(Lang::En, 6.5), "6.5");
        assert_eq!(decimal(Lang::Ru, 6.54), "6,5");
    }
}
