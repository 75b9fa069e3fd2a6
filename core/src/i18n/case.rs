//! Capitals and small letters for the app's own texts, which are English
//! and Russian. std's case conversion carries the whole of Unicode's tables
//! into the browser build; the two alphabets need only their own ranges.
//! Any other letter is left as it is.

/// The small letter of `c`, for Latin and Cyrillic letters.
pub(crate) fn lower_char(c: char) -> char {
    match c {
        'A'..='Z' | 'А'..='Я' => char::from_u32(c as u32 + 32).unwrap_or(c),
        'Ё' => 'ё',
        _ => c,
    }
}

/// The capital of `c`, for Latin and Cyrillic letters.
pub fn upper_char(c: char) -> char {
    match c {
        'a'..='z' | 'а'..='я' => char::from_u32(c as u32 - 32).unwrap_or(c),
        'ё' => 'Ё',
        _ => c,
    }
}

/// The text in small letters.
pub fn lower(text: &str) -> String {
    text.chars().map(lower_char).collect()
}

/// The text with its first letter a capital.
pub fn upper_first(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => std::iter::once(upper_char(first)).chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_alphabets_change_case_as_std_would() {
        for text in ["Синие решают", "ЁЛКИ ёлки", "Blue Move", "Лес, Роща; Wood!"]
        {
            assert_eq!(lower(text), text.to_lowercase(), "{text}");
        }
        assert_eq!(upper_first("полководец синих"), "Полководец синих");
        assert_eq!(upper_first("the commander"), "The commander");
        assert_eq!(upper_first("ёж"), "Ёж");
        assert_eq!(upper_first(""), "");
        for c in ('а'..='я').chain('a'..='z').chain(['ё']) {
            assert_eq!(Some(upper_char(c)), c.to_uppercase().next(), "{c}");
        }
    }
}
