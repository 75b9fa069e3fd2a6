//! Head to head: list A against list B (or one opponent of the field),
//! both played by the general, each seed twice with the sides swapped. What
//! the games come to for each list (wins, decisive and marginal apart, and
//! draws, with their 95% intervals; the turns; the morale each kept; the
//! units each lost) and one plain sentence of what it means. Against the
//! field, a row for each opponent, from the hardest matchup to the easiest,
//! and list A's record against them all.

use super::game::GameFigures;
use super::interval::{wilson, Estimate, Z_95};
use super::percent;
use super::run::{median, morale_figures, unit_breaks, MoraleFigures, UnitBreaks};
use crate::engine::Side;
use crate::game::event::VictoryKind;
use crate::game::setup::ArmySetup;
use crate::i18n::Lang;
use crate::sorting::SortStably;
use serde::{Deserialize, Serialize};

/// One list's figures over the games.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct ListRecord {
    pub wins: u32,
    /// Won by breaking the other army or leaving it no unit.
    pub decisive: u32,
    /// Won on the morale kept when the turn limit came.
    pub marginal: u32,
    pub win_rate: Estimate,
    /// The share of all games it won decisively, and on morale.
    pub decisive_rate: Estimate,
    pub marginal_rate: Estimate,
    /// The mean share of its starting morale it kept.
    pub morale_kept: f64,
    /// The mean number of its units broken a game.
    pub units_broken: f64,
}

/// What the head-to-head games say.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum MatchVerdict {
    /// List A wins more of the decided games, beyond what luck would explain.
    AStronger,
    /// List B does.
    BStronger,
    /// The interval of A's share of the decided games holds one half.
    TooClose,
}

/// List A against list B, over many games.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MatchStats {
    pub games: u32,
    pub a: ListRecord,
    pub b: ListRecord,
    pub draws: u32,
    pub draw_rate: Estimate,
    /// Player turns a game, the mean and the median.
    pub mean_turns: f64,
    pub median_turns: Option<f64>,
    /// Games that ended on turn t, at t − 1 (up to the longest game).
    pub lengths: Vec<u32>,
    /// A's share of the games someone won, with its interval.
    pub a_of_decided: Estimate,
    pub verdict: MatchVerdict,
}

impl MatchStats {
    /// The figures of head-to-head `games` (each noting the side list A
    /// played).
    pub fn of(games: &[GameFigures]) -> MatchStats {
        let total = games.len() as u32;
        let a = record(games, total, |g| g.list_a);
        let b = record(games, total, |g| g.list_a.opponent());
        let draws = total - a.wins - b.wins;
        let a_of_decided = wilson(a.wins, a.wins + b.wins, Z_95);
        let verdict = if a_of_decided.low > 0.5 {
            MatchVerdict::AStronger
        } else if a_of_decided.high < 0.5 {
            MatchVerdict::BStronger
        } else {
            MatchVerdict::TooClose
        };
        let mut turns: Vec<u32> = games.iter().map(|g| g.turns).collect();
        let mean_turns = f64::from(turns.iter().sum::<u32>()) / f64::from(total.max(1));
        let mut lengths = vec![0u32; turns.iter().copied().max().unwrap_or(0) as usize];
        for t in &turns {
            if let Some(slot) = lengths.get_mut((*t as usize).saturating_sub(1)) {
                *slot += 1;
            }
        }
        MatchStats {
            games: total,
            a,
            b,
            draws,
            draw_rate: wilson(draws, total, Z_95),
            mean_turns,
            median_turns: median(&mut turns),
            lengths,
            a_of_decided,
            verdict,
        }
    }

    /// What the games mean, in one sentence: which list is stronger, by
    /// how much, and how sure that is.
    pub fn sentence(&self, lang: Lang, a: &str, b: &str) -> String {
        let share = percent(lang, self.a_of_decided.value);
        let (low, high) = (
            percent(lang, self.a_of_decided.low),
            percent(lang, self.a_of_decided.high),
        );
        match (self.verdict, lang) {
            (MatchVerdict::AStronger, Lang::En) => format!("{a} is the stronger list: it won {share} of the games someone won ({low} to {high}), more than luck would give either side."),
            (MatchVerdict::AStronger, Lang::Ru) => format!("{a} — более сильный список: он выиграл {share} партий, в которых был победитель ({low}–{high}), больше, чем дала бы удача любой из сторон."),
            (MatchVerdict::BStronger, Lang::En) => format!("{b} is the stronger list: {a} won only {share} of the games someone won ({low} to {high}), less than luck would give it."),
            (MatchVerdict::BStronger, Lang::Ru) => format!("{b} — более сильный список: {a} выиграл лишь {share} партий, в которых был победитель ({low}–{high}), меньше, чем дала бы удача."),
            (MatchVerdict::TooClose, Lang::En) => format!("Too close to call: {a} won {share} of the games someone won ({low} to {high}), and an even match lies within that."),
            (MatchVerdict::TooClose, Lang::Ru) => format!("Равный поединок: {a} выиграл {share} партий, в которых был победитель ({low}–{high}), и равные шансы в эти пределы входят."),
        }
    }
}

/// The record of the list that played the side `side_of` says, game by
/// game.
fn record(games: &[GameFigures], total: u32, side_of: impl Fn(&GameFigures) -> Side) -> ListRecord {
    let (mut wins, mut decisive) = (0, 0);
    let (mut kept, mut broken) = (0.0, 0u32);
    for g in games {
        let side = side_of(g);
        if g.won_by(side) {
            wins += 1;
            if matches!(g.kind, VictoryKind::Decisive | VictoryKind::ArmyGone) {
                decisive += 1;
            }
        }
        let start = f64::from(g.morale_start[side].max(1));
        let left = f64::from(g.morale_start[side].saturating_sub(g.morale_lost[side]));
        kept += left / start;
        broken += g.broken[side].iter().map(|(_, n)| n).sum::<u32>();
    }
    let n = f64::from(total.max(1));
    ListRecord {
        wins,
        decisive,
        marginal: wins - decisive,
        win_rate: wilson(wins, total, Z_95),
        decisive_rate: wilson(decisive, total, Z_95),
        marginal_rate: wilson(wins - decisive, total, Z_95),
        morale_kept: kept / n,
        units_broken: f64::from(broken) / n,
    }
}

/// What one list lost over head-to-head games, whichever side it played:
/// its morale, its units, its commander-in-chief.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ListLosses {
    pub morale: MoraleFigures,
    /// Its units, in its order: how often each broke.
    pub units: Vec<UnitBreaks>,
    /// Games in which its commander-in-chief fell.
    pub commander_fell: Estimate,
}

/// What each list of a head-to-head run lost, for the charts.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MatchLosses {
    pub a: ListLosses,
    pub b: ListLosses,
}

impl MatchLosses {
    /// The losses of list A (`a`, its army) and list B (`b`) over `games`
    /// (each noting the side list A played).
    pub fn of(games: &[GameFigures], a: &ArmySetup, b: &ArmySetup) -> MatchLosses {
        let losses = |army: &ArmySetup, side_of: &dyn Fn(&GameFigures) -> Side| {
            let fell = games
                .iter()
                .filter(|g| g.commander_fell[side_of(g)])
                .count();
            ListLosses {
                morale: morale_figures(games, side_of),
                units: unit_breaks(games, army, side_of),
                commander_fell: wilson(fell as u32, games.len() as u32, Z_95),
            }
        };
        MatchLosses {
            a: losses(a, &|g| g.list_a),
            b: losses(b, &|g| g.list_a.opponent()),
        }
    }
}

/// One opponent of a field run and how list A fared against it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct FieldRow {
    /// The opponent's id (a sample army's, or a saved army's).
    pub opponent: String,
    pub stats: MatchStats,
}

/// A field run: a row for each opponent, the hardest matchup for list A
/// first (the lowest win rate; ties in the run's order), and list A's
/// record against the whole field.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct FieldStats {
    pub rows: Vec<FieldRow>,
    pub overall: MatchStats,
}

impl FieldStats {
    /// The field's figures from each opponent's games.
    pub fn of(series: &[(String, Vec<GameFigures>)]) -> FieldStats {
        let mut rows: Vec<FieldRow> = series
            .iter()
            .map(|(opponent, games)| FieldRow {
                opponent: opponent.clone(),
                stats: MatchStats::of(games),
            })
            .collect();
        rows.sort_stably_by(|x, y| {
            x.stats
                .a
                .win_rate
                .value
                .total_cmp(&y.stats.a.win_rate.value)
        });
        let all: Vec<GameFigures> = series.iter().flat_map(|(_, g)| g.iter().cloned()).collect();
        FieldStats {
            rows,
            overall: MatchStats::of(&all),
        }
    }
}
