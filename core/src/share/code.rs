//! Price fingerprints and the compact alphabet for army names. The ids'
//! own link codes are in [`crate::army_list::ids`], where validation
//! keeps them unique.

/// A 4-bit fingerprint of a price, enough to notice that it changed.
pub(super) fn points_fingerprint(points: u32) -> u64 {
    u64::from(points % 16)
}

/// Letters army names are written in, one byte each: printable ASCII,
/// the Russian alphabet, and the accented Latin letters of European names.
const EXTRA: &str = "АБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯабвгдежзийклмнопрстуфхцчшщъыьэюяЁё\
                     àáâäåæçèéêëìíîïñòóôöøùúûüýßÀÁÂÄÅÆÇÈÉÊËÌÍÎÏÑÒÓÔÖØÙÚÛÜÝ\
                     ąćęłńśźżĄĆĘŁŃŚŹŻčďěňřšťůžČĎĚŇŘŠŤŮŽ–—«»„“”’";

fn alphabet() -> impl Iterator<Item = char> {
    (' '..='~').chain(EXTRA.chars())
}

/// The byte for `c` in the compact alphabet, if it has one.
pub(super) fn compact_byte(c: char) -> Option<u8> {
    alphabet()
        .position(|a| a == c)
        .and_then(|i| u8::try_from(i).ok())
}

pub(super) fn compact_char(byte: u8) -> Option<char> {
    alphabet().nth(usize::from(byte))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sorting::SortStably;

    #[test]
    fn the_alphabet_fits_a_byte_and_has_no_duplicates() {
        let letters: Vec<char> = alphabet().collect();
        assert!(letters.len() <= 256, "{} letters", letters.len());
        let mut sorted = letters.clone();
        sorted.sort_stably();
        sorted.dedup();
        assert_eq!(sorted.len(), letters.len());
        for (i, c) in letters.iter().enumerate() {
            assert_eq!(compact_byte(*c), Some(i as u8));
            assert_eq!(compact_char(i as u8), Some(*c));
        }
        assert_eq!(compact_byte('😀'), None);
    }

    #[test]
    fn the_alphabet_is_frozen() {
        // Links in the wild depend on every letter keeping its byte. Add
        // letters only at the end (while there is room), never reorder.
        let letters: String = alphabet().collect();
        assert_eq!(letters.chars().count(), 256);
        assert_eq!(clouds_hash(&letters), 0xa7ceb247);
        assert_eq!(compact_byte('ü'), Some(185));
        assert_eq!(compact_byte('’'), Some(255));
    }

    fn clouds_hash(text: &str) -> u32 {
        crate::army_list::ids::fnv1a(text.as_bytes())
    }
}
