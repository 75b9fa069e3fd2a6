//! Counting nouns. Russian picks one of three forms from the number
//! (1 очко, 2 очка, 5 очков, 11 очков, 21 очко), English one of two.

use super::Lang;

/// A noun the app counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Noun {
    Point,
    Unit,
    Asset,
    Die,
    Problem,
    Element,
    Loss,
    Hit,
    Advantage,
    Disadvantage,
    Activation,
}

impl Noun {
    /// (singular, plural) in English; (one, few, many) in Russian.
    fn forms(self) -> ([&'static str; 2], [&'static str; 3]) {
        match self {
            Noun::Point => (["point", "points"], ["очко", "очка", "очков"]),
            Noun::Unit => (["unit", "units"], ["отряд", "отряда", "отрядов"]),
            Noun::Asset => (
                ["asset", "assets"],
                ["приготовление", "приготовления", "приготовлений"],
            ),
            Noun::Die => (["die", "dice"], ["кубик", "кубика", "кубиков"]),
            Noun::Problem => (["problem", "problems"], ["ошибка", "ошибки", "ошибок"]),
            Noun::Element => (
                ["element", "elements"],
                ["элемент", "элемента", "элементов"],
            ),
            Noun::Loss => (["loss", "losses"], ["потеря", "потери", "потерь"]),
            Noun::Hit => (["hit", "hits"], ["попадание", "попадания", "попаданий"]),
            Noun::Advantage => (
                ["advantage", "advantages"],
                ["преимущество", "преимущества", "преимуществ"],
            ),
            Noun::Disadvantage => (
                ["disadvantage", "disadvantages"],
                ["затруднение", "затруднения", "затруднений"],
            ),
            Noun::Activation => (
                ["activation", "activations"],
                ["активация", "активации", "активаций"],
            ),
        }
    }
}

/// The form of `noun` that goes with `n`.
pub(crate) fn noun_form(lang: Lang, n: i64, noun: Noun) -> &'static str {
    let (en, ru) = noun.forms();
    match lang {
        Lang::En => {
            if n.abs() == 1 {
                en[0]
            } else {
                en[1]
            }
        }
        Lang::Ru => ru[russian_form(n)],
    }
}

/// "3 points", "21 очко".
pub fn count_noun(lang: Lang, n: i64, noun: Noun) -> String {
    format!("{n} {}", noun_form(lang, n, noun))
}

/// Which of the three Russian forms goes with `n`: 0 (1, 21), 1 (2-4,
/// 22-24), 2 (0, 5-20, 25...).
pub(crate) fn russian_form(n: i64) -> usize {
    let n = n.unsigned_abs();
    let (last, last_two) = (n % 10, n % 100);
    if last == 1 && last_two != 11 {
        0
    } else if (2..=4).contains(&last) && !(12..=14).contains(&last_two) {
        1
    } else {
        2
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn russian_plural_follows_the_last_digits() {
        let cases = [
            (0, "очков"),
            (1, "очко"),
            (2, "очка"),
            (4, "очка"),
            (5, "очков"),
            (11, "очков"),
            (12, "очков"),
            (14, "очков"),
            (21, "очко"),
            (22, "очка"),
            (111, "очков"),
            (1000, "очков"),
            (-1, "очко"),
        ];
        for (n, form) in cases {
            assert_eq!(noun_form(Lang::Ru, n, Noun::Point), form, "n = {n}");
        }
    }

    #[test]
    fn english_plural_is_singular_only_for_one() {
        assert_eq!(count_noun(Lang::En, 1, Noun::Die), "1 die");
        assert_eq!(count_noun(Lang::En, 0, Noun::Die), "0 dice");
        assert_eq!(count_noun(Lang::En, 400, Noun::Point), "400 points");
    }
}
