//! A/B: two lists played on the same seeds against the same target. The
//! games pair up by seed, so the dice that favour one list in a game tend
//! to favour the other too, and the difference of their win rates is
//! measured more sharply than two separate runs would allow.

use super::game::GameFigures;
use super::interval::{paired_difference, Estimate, Pairs, Z_95};
use super::signed_percent;
use crate::i18n::Lang;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// What the difference of the win rates says.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Verdict {
    /// List A wins more often, beyond what luck would explain.
    FirstBetter,
    /// List B wins more often, beyond what luck would explain.
    SecondBetter,
    /// The interval includes no difference at all.
    TooClose,
}

/// The two lists' win rates over the paired games and their difference.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Comparison {
    pub pairs: Pairs,
    /// List A's win rate over the paired games.
    pub first: f64,
    /// List B's win rate over the paired games.
    pub second: f64,
    /// A − B, with its 95% interval (Newcombe's, for paired games).
    pub difference: Estimate,
    pub verdict: Verdict,
}

/// Pairs the games of list A and list B by seed (a game with no partner
/// is left out) and compares how often each list won.
pub fn compare(first: &[GameFigures], second: &[GameFigures]) -> Comparison {
    let seconds: BTreeMap<u64, &GameFigures> = second.iter().map(|g| (g.seed, g)).collect();
    let mut pairs = Pairs::default();
    for a in first {
        let Some(b) = seconds.get(&a.seed) else {
            continue;
        };
        match (a.won_by(a.list_a), b.won_by(b.list_a)) {
            (true, true) => pairs.both += 1,
            (true, false) => pairs.only_first += 1,
            (false, true) => pairs.only_second += 1,
            (false, false) => pairs.neither += 1,
        }
    }
    let n = f64::from(pairs.total().max(1));
    let difference = paired_difference(pairs, Z_95);
    let verdict = if difference.low > 0.0 {
        Verdict::FirstBetter
    } else if difference.high < 0.0 {
        Verdict::SecondBetter
    } else {
        Verdict::TooClose
    };
    Comparison {
        pairs,
        first: f64::from(pairs.both + pairs.only_first) / n,
        second: f64::from(pairs.both + pairs.only_second) / n,
        difference,
        verdict,
    }
}

impl Comparison {
    /// One plain sentence of what the difference means. Every difference
    /// is A − B, with its sign, as in the figures beside it: a list B that
    /// wins more often makes it negative, and its interval with it.
    pub fn sentence(&self, lang: Lang) -> String {
        let d = &self.difference;
        let gap = signed_percent(lang, d.value);
        let (low, high) = (signed_percent(lang, d.low), signed_percent(lang, d.high));
        let games = self.pairs.total();
        match (self.verdict, lang) {
            (Verdict::FirstBetter, Lang::En) => format!(
                "List A wins more often than list B: A − B is {gap} of games ({low} to {high} at 95% confidence), over {games} games on the same dice. Luck alone would rarely make a gap this wide."
            ),
            (Verdict::FirstBetter, Lang::Ru) => format!(
                "Список A побеждает чаще списка B: A − B составляет {gap} партий (от {low} до {high} с уверенностью 95%), в {games} партиях на тех же кубиках. Одно везение редко даёт такой разрыв."
            ),
            (Verdict::SecondBetter, Lang::En) => format!(
                "List B wins more often than list A: A − B is {gap} of games ({low} to {high} at 95% confidence), over {games} games on the same dice. Luck alone would rarely make a gap this wide."
            ),
            (Verdict::SecondBetter, Lang::Ru) => format!(
                "Список B побеждает чаще списка A: A − B составляет {gap} партий (от {low} до {high} с уверенностью 95%), в {games} партиях на тех же кубиках. Одно везение редко даёт такой разрыв."
            ),
            (Verdict::TooClose, Lang::En) => format!(
                "The two lists cannot be told apart yet: A − B is {gap} of games, which could be the luck of the dice ({low} to {high} at 95% confidence, over {games} games). More games would sharpen it."
            ),
            (Verdict::TooClose, Lang::Ru) => format!(
                "Пока списки не различить: A − B составляет {gap} партий, и это может быть везением на кубиках (от {low} до {high} с уверенностью 95%, в {games} партиях). Больше партий сделают ответ точнее."
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{PerSide, Side};
    use crate::game::event::VictoryKind;

    fn game(seed: u64, won: bool) -> GameFigures {
        GameFigures {
            seed,
            winner: won.then_some(Side::A),
            kind: VictoryKind::Marginal,
            turns: 24,
            broke_on: PerSide::new(None, None),
            morale_start: PerSide::new(10, 10),
            morale_lost: PerSide::new(0, 0),
            broken: PerSide::new(Vec::new(), Vec::new()),
            commander_fell: PerSide::new(false, false),
            list_a: Side::A,
        }
    }

    #[test]
    fn games_pair_by_seed_and_a_wide_gap_is_named() {
        // A wins seeds 0–79, B wins seeds 0–29 and 80–89; seed 500 has
        // no partner.
        let mut a: Vec<_> = (0..100).map(|k| game(k, k < 80)).collect();
        a.push(game(500, true));
        let b: Vec<_> = (0..100)
            .rev()
            .map(|k| game(k, k < 30 || (80..90).contains(&k)))
            .collect();
        let c = compare(&a, &b);
        assert_eq!(
            c.pairs,
            Pairs {
                both: 30,
                only_first: 50,
                only_second: 10,
                neither: 10
            }
        );
        assert_eq!((c.first, c.second), (0.8, 0.4));
        assert_eq!(c.verdict, Verdict::FirstBetter);
        let en = c.sentence(Lang::En);
        assert!(en.starts_with("List A wins more often"), "{en}");
        assert!(en.contains("A − B is +40.0% of games"), "{en}");
        let ru = c.sentence(Lang::Ru);
        assert!(ru.contains("+40,0\u{a0}%"), "{ru}");
        // The other way round: the gap and its interval both below 0, one
        // sign for all three.
        let reverse = compare(&b, &a);
        assert_eq!(reverse.verdict, Verdict::SecondBetter);
        let en = reverse.sentence(Lang::En);
        let d = reverse.difference;
        assert!(d.value < 0.0 && d.low < d.value && d.high < 0.0, "{d:?}");
        assert!(
            en.contains("A − B is \u{2212}40.0% of games (\u{2212}"),
            "{en}"
        );
        assert!(!en.contains("(+") && !en.contains("to +"), "{en}");
    }

    #[test]
    fn a_small_gap_is_too_close_to_call() {
        let a: Vec<_> = (0..100).map(|k| game(k, k.is_multiple_of(2))).collect();
        let b: Vec<_> = (0..100)
            .map(|k| game(k, k.is_multiple_of(2) || k == 1))
            .collect();
        let c = compare(&a, &b);
        assert_eq!(c.verdict, Verdict::TooClose);
        assert!(c.sentence(Lang::En).contains("cannot be told apart"));
        assert!(c.sentence(Lang::Ru).contains("не различить"));
    }
}
