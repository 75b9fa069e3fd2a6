//! Statistics of many games: the figures of one finished game
//! ([`game::GameFigures`], read from its public views and log), what a run
//! of them comes to ([`run::RunStats`]), the A/B comparison of two lists on
//! the same seeds ([`compare::Comparison`]), head to head and against the
//! field ([`matchup::MatchStats`], [`matchup::FieldStats`]), and the
//! figures as CSV.
//! Confidence intervals are Wilson's for one share and Newcombe's for the
//! difference of two paired shares ([`interval`]).
//!
//! Each game's figures say the side its list played (`GameFigures::list_a`):
//! side A unless the run put the list on side B, and head to head the odd
//! games swap the sides.

pub(crate) mod compare;
pub(crate) mod csv;
pub(crate) mod game;
pub(crate) mod interval;
pub(crate) mod matchup;
pub(crate) mod run;

use crate::i18n::float_text::fixed;
use crate::i18n::Lang;

/// A share as a percentage with one decimal, as the language writes it:
/// "40.0%", "40,0 %" (the space a non-breaking one, so that a narrow
/// column never puts the sign alone on the next line).
pub fn percent(lang: Lang, share: f64) -> String {
    let text = fixed(share * 100.0, 1).to_string();
    match lang {
        Lang::En => format!("{text}%"),
        Lang::Ru => format!("{}\u{a0}%", text.replace('.', ",")),
    }
}

/// A share of games as a signed percentage, as the language writes it: a
/// difference A − B, so its sign always shows, the minus as a minus sign:
/// "+18.2%", "−22.2%", "0.0%"; "+18,2 %" in Russian.
pub fn signed_percent(lang: Lang, share: f64) -> String {
    let text = percent(lang, share.abs());
    if (share * 1000.0).round() == 0.0 {
        text
    } else if share > 0.0 {
        format!("+{text}")
    } else {
        format!("\u{2212}{text}")
    }
}

/// A number to the precision it needs, as the language writes it: one
/// decimal at most from 1 up ("6", "6.5", "6,5"); below 1, two significant
/// digits (up to four decimals), so a small mean is not written as 0
/// ("0.04", "0.46").
pub fn decimal(lang: Lang, value: f64) -> String {
    let size = value.abs();
    let places = if size >= 0.95 || size == 0.0 || !size.is_finite() {
        1
    } else {
        (1 - size.log10().floor() as i32).clamp(1, 4)
    };
    let mut text = fixed(value, places as u8).to_string();
    if text.contains('.') {
        text = text.trim_end_matches('0').trim_end_matches('.').to_owned();
    }
    if text == "-0" {
        text = "0".to_owned();
    }
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
        assert_eq!(percent(Lang::Ru, 0.4), "40,0\u{a0}%");
        assert_eq!(percent(Lang::En, -0.0743), "-7.4%");
        assert_eq!(decimal(Lang::En, 6.0), "6");
        assert_eq!(decimal(Lang::En, 6.5), "6.5");
        assert_eq!(decimal(Lang::Ru, 6.54), "6,5");
        assert_eq!(decimal(Lang::En, 12.34), "12.3");
        assert_eq!(decimal(Lang::En, 0.0), "0");
    }

    #[test]
    fn a_small_figure_keeps_the_digits_it_needs() {
        assert_eq!(decimal(Lang::En, 0.04), "0.04");
        assert_eq!(decimal(Lang::Ru, 0.456), "0,46");
        assert_eq!(decimal(Lang::En, 0.0996), "0.1");
        assert_eq!(decimal(Lang::En, 0.96), "1");
        assert_eq!(decimal(Lang::En, 0.00004), "0");
        assert_eq!(decimal(Lang::En, -0.25), "-0.25");
    }

    #[test]
    fn a_difference_always_shows_its_sign() {
        assert_eq!(signed_percent(Lang::En, 0.182), "+18.2%");
        assert_eq!(signed_percent(Lang::En, -0.222), "\u{2212}22.2%");
        assert_eq!(signed_percent(Lang::Ru, -0.141), "\u{2212}14,1\u{a0}%");
        assert_eq!(signed_percent(Lang::En, 0.0), "0.0%");
        assert_eq!(signed_percent(Lang::En, -0.0001), "0.0%");
    }
}
