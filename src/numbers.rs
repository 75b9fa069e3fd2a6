//! Floats for the views' attributes and texts.
//!
//! A float given to a view as it is, tachys writes with std's float
//! formatting, which the bundle then carries (about 7 KB gzipped, see
//! `clouds_core::shortest`); given as [`number`]'s text it is written the
//! same, to the byte, without it.

use clouds_core::shortest;

/// A float as `{}` writes it, for an attribute or a text.
pub fn number(x: f64) -> String {
    shortest(x).to_string()
}
