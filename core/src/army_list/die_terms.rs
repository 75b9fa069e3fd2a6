//! What a die's value makes of a board entry's text: the lists write an
//! action's or tactic's reach in terms of D, the die placed on it ("D
//! formations", "a move of D+2 UW", "up to D-2 light units"). With a die
//! known, the app shows each of these terms as a number beside the text,
//! rather than rewriting the sentence (a number in place of D would need
//! the noun after it declined again in Russian).

/// Each distinct term of D in `text` ("D", "D+2", "D-2"...) in the order
/// they first come, with its value for `die` (never below 0).
pub fn die_terms(text: &str, die: u8) -> Vec<(String, i32)> {
    let mut terms: Vec<(String, i32)> = Vec::new();
    let chars: Vec<char> = text.chars().collect();
    for (at, c) in chars.iter().enumerate() {
        let alone_before = at == 0 || !chars[at - 1].is_alphanumeric();
        if *c != 'D' || !alone_before {
            continue;
        }
        let (term, value) = match (chars.get(at + 1), chars.get(at + 2)) {
            (Some(sign @ ('+' | '-')), Some(n)) if n.is_ascii_digit() => {
                let n = n.to_digit(10).map_or(0, |n| n as i32);
                let value = if *sign == '+' {
                    i32::from(die) + n
                } else {
                    i32::from(die) - n
                };
                (format!("D{sign}{n}"), value.max(0))
            }
            (Some(next), _) if next.is_alphanumeric() => continue,
            _ => ("D".to_owned(), i32::from(die)),
        };
        if !terms.iter().any(|(t, _)| *t == term) {
            terms.push((term, value));
        }
    }
    terms
}

#[cfg(test)]
mod tests {
    use super::die_terms;

    #[test]
    fn each_term_of_d_gets_its_value() {
        let text =
            "Activate D formations; each moves up to D+2 UW, and up to D-2 light units skirmish.";
        assert_eq!(
            die_terms(text, 3),
            vec![("D".into(), 3), ("D+2".into(), 5), ("D-2".into(), 1)]
        );
    }

    #[test]
    fn a_term_never_goes_below_nothing_and_comes_once() {
        assert_eq!(
            die_terms("D-2 units, then D-2 more", 1),
            vec![("D-2".into(), 0)]
        );
    }

    #[test]
    fn words_that_hold_a_d_are_not_terms() {
        assert!(die_terms("Davout's Dragoons ride, DD", 4).is_empty());
        assert_eq!(die_terms("«D» отрядов", 6), vec![("D".into(), 6)]);
        assert!(die_terms("No die here.", 2).is_empty());
    }
}
