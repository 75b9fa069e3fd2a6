//! The figures of many games of one list against the target, at a glance:
//! the win rate with its interval, when the target broke (a histogram, and
//! the chance it is broken by each turn), the morale each side lost, how
//! often each of the list's units broke and how often its commander fell.

use super::game::GameFigures;
use super::interval::{wilson, Estimate, Z_95};
use crate::army_list::UnitId;
use crate::engine::{PerSide, Side};
use crate::game::event::VictoryKind;
use crate::game::setup::ArmySetup;
use crate::i18n::Text;
use crate::sorting::SortStably;
use serde::{Deserialize, Serialize};

/// Bins of the morale lost, as tenths of the starting morale: 0–10%, …,
/// 90–100%, and all of it.
pub const MORALE_BINS: usize = 11;

/// The morale one side lost, over the games.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct MoraleFigures {
    /// Mean morale lost a game.
    pub mean_lost: f64,
    /// Mean starting morale.
    pub mean_start: f64,
    /// Games by the share of its starting morale the side lost: bin k holds
    /// k tenths to k + 1 tenths; the last bin, all of it.
    pub bins: Vec<u32>,
}

/// How often one unit of the list broke.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct UnitBreaks {
    pub unit: UnitId,
    pub name: Text,
    /// How many of it the list fields each game.
    pub fielded: u32,
    /// How many broke over all the games.
    pub broken: u32,
    /// The share of those fielded that broke.
    pub share: f64,
}

/// The statistics of a run of games of one list against the target.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct RunStats {
    pub games: u32,
    /// Games the list won, lost and drew.
    pub won: u32,
    pub lost: u32,
    pub drawn: u32,
    /// Games the list won by breaking the target or leaving it no unit.
    pub won_decisively: u32,
    pub win_rate: Estimate,
    /// Games in which the target's morale reached 0 on turn t, at t − 1.
    pub break_turns: Vec<u32>,
    /// The share of all games in which the target had broken by the end of
    /// turn t, at t − 1 (a game that never broke it counts against).
    pub broken_by: Vec<f64>,
    /// Games in which the target broke at all.
    pub target_broken: Estimate,
    /// The median turn the target broke, among the games it broke in.
    pub median_turns_to_break: Option<f64>,
    /// The first turn by which the target had broken in at least half the
    /// games.
    pub half_broken_by: Option<u32>,
    /// The morale lost: the list's (at `Side::A`), then the target's,
    /// whichever sides they played.
    pub morale: PerSide<MoraleFigures>,
    /// The list's units, in its order.
    pub units: Vec<UnitBreaks>,
    /// Games in which the list's commander-in-chief fell.
    pub commander_fell: Estimate,
}

impl RunStats {
    /// The statistics of `games`, the list being `army` (for its units'
    /// names and numbers).
    pub fn of(games: &[GameFigures], army: &ArmySetup) -> RunStats {
        let total = games.len() as u32;
        let count = |f: &dyn Fn(&GameFigures) -> bool| games.iter().filter(|g| f(g)).count() as u32;
        let won = count(&|g| g.won_by(list(g)));
        let lost = count(&|g| g.won_by(target(g)));
        let won_decisively = count(&|g| {
            g.won_by(list(g)) && matches!(g.kind, VictoryKind::Decisive | VictoryKind::ArmyGone)
        });
        let last_turn = games.iter().map(|g| g.turns).max().unwrap_or(0) as usize;
        let mut break_turns = vec![0u32; last_turn];
        let mut turns_broken = Vec::new();
        for turn in games.iter().filter_map(|g| g.broke_on[target(g)]) {
            if let Some(slot) = break_turns.get_mut((turn as usize).saturating_sub(1)) {
                *slot += 1;
            }
            turns_broken.push(turn);
        }
        let mut so_far = 0;
        let broken_by: Vec<f64> = break_turns
            .iter()
            .map(|n| {
                so_far += n;
                f64::from(so_far) / f64::from(total.max(1))
            })
            .collect();
        let half_broken_by = broken_by
            .iter()
            .position(|share| *share >= 0.5)
            .map(|t| t as u32 + 1);
        RunStats {
            games: total,
            won,
            lost,
            drawn: total - won - lost,
            won_decisively,
            win_rate: wilson(won, total, Z_95),
            break_turns,
            broken_by,
            target_broken: wilson(turns_broken.len() as u32, total, Z_95),
            median_turns_to_break: median(&mut turns_broken),
            half_broken_by,
            morale: PerSide::new(morale_figures(games, list), morale_figures(games, target)),
            units: unit_breaks(games, army, list),
            commander_fell: wilson(count(&|g| g.commander_fell[list(g)]), total, Z_95),
        }
    }
}

/// The side the list played in a game (side A unless the run put it on
/// side B).
fn list(game: &GameFigures) -> Side {
    game.list_a
}

/// The side the target played in a game.
fn target(game: &GameFigures) -> Side {
    game.list_a.opponent()
}

/// The median of whole numbers (the mean of the middle two for an even
/// count); `None` for none.
pub(crate) fn median(values: &mut [u32]) -> Option<f64> {
    values.sort_stably();
    let n = values.len();
    match n {
        0 => None,
        _ if n % 2 == 1 => Some(f64::from(values[n / 2])),
        _ => Some((f64::from(values[n / 2 - 1]) + f64::from(values[n / 2])) / 2.0),
    }
}

/// The morale lost, game by game, by the side `side_of` says.
pub(crate) fn morale_figures(
    games: &[GameFigures],
    side_of: impl Fn(&GameFigures) -> Side,
) -> MoraleFigures {
    let mut bins = vec![0u32; MORALE_BINS];
    let (mut lost, mut start) = (0u64, 0u64);
    for g in games {
        let side = side_of(g);
        let (l, s) = (g.morale_lost[side], g.morale_start[side]);
        lost += u64::from(l);
        start += u64::from(s);
        let bin = if s == 0 || l >= s {
            MORALE_BINS - 1
        } else {
            (u64::from(l) * 10 / u64::from(s)) as usize
        };
        bins[bin.min(MORALE_BINS - 1)] += 1;
    }
    let n = games.len().max(1) as f64;
    MoraleFigures {
        mean_lost: lost as f64 / n,
        mean_start: start as f64 / n,
        bins,
    }
}

/// How often each unit of `army` broke, game by game on the side `side_of`
/// says.
pub(crate) fn unit_breaks(
    games: &[GameFigures],
    army: &ArmySetup,
    side_of: impl Fn(&GameFigures) -> Side,
) -> Vec<UnitBreaks> {
    let mut units: Vec<UnitBreaks> = Vec::new();
    for profile in &army.units {
        match units.iter_mut().find(|u| u.unit == profile.unit) {
            Some(entry) => entry.fielded += 1,
            None => units.push(UnitBreaks {
                unit: profile.unit.clone(),
                name: profile.name.clone(),
                fielded: 1,
                broken: 0,
                share: 0.0,
            }),
        }
    }
    for entry in &mut units {
        entry.broken = games
            .iter()
            .map(|g| g.broken_of(side_of(g), &entry.unit))
            .sum();
        let fielded = u64::from(entry.fielded) * games.len() as u64;
        entry.share = if fielded == 0 {
            0.0
        } else {
            f64::from(entry.broken) / fielded as f64
        };
    }
    units
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Side;

    /// A game won by the list on `broke` (or drawn at turn 24 without it).
    fn game(seed: u64, broke: Option<u32>) -> GameFigures {
        GameFigures {
            seed,
            winner: broke.map(|_| Side::A),
            kind: if broke.is_some() {
                VictoryKind::Decisive
            } else {
                VictoryKind::Draw
            },
            turns: broke.unwrap_or(24),
            broke_on: PerSide::new(None, broke),
            morale_start: PerSide::new(20, 10),
            morale_lost: PerSide::new(seed as u32 % 21, if broke.is_some() { 10 } else { 3 }),
            broken: PerSide::new(Vec::new(), Vec::new()),
            commander_fell: PerSide::new(seed.is_multiple_of(4), false),
            list_a: Side::A,
        }
    }

    fn army() -> ArmySetup {
        ArmySetup {
            name: "A".into(),
            faction: crate::army_list::FactionId::new("f"),
            skill: crate::roster::Skill::Competent,
            command_radius: 3,
            actions: Vec::new(),
            tactics: Vec::new(),
            assets: Vec::new(),
            units: Vec::new(),
            morale: 20,
            strategic_rating: 0,
        }
    }

    #[test]
    fn a_histogram_of_known_turns_and_the_chance_broken_by_each_turn() {
        // Ten games: broken on turns 3, 3, 5, 6, 6, 6, 8, and three never.
        let turns = [
            Some(3),
            Some(3),
            Some(5),
            Some(6),
            Some(6),
            Some(6),
            Some(8),
            None,
            None,
            None,
        ];
        let games: Vec<_> = turns
            .iter()
            .enumerate()
            .map(|(k, t)| game(k as u64, *t))
            .collect();
        let stats = RunStats::of(&games, &army());
        assert_eq!(stats.games, 10);
        assert_eq!((stats.won, stats.lost, stats.drawn), (7, 0, 3));
        assert_eq!(stats.won_decisively, 7);
        assert_eq!(stats.break_turns.len(), 24, "up to the longest game");
        assert_eq!(&stats.break_turns[..8], &[0, 0, 2, 0, 1, 3, 0, 1]);
        let by: Vec<f64> = stats.broken_by[..9].to_vec();
        assert_eq!(by, vec![0.0, 0.0, 0.2, 0.2, 0.3, 0.6, 0.6, 0.7, 0.7]);
        assert_eq!(stats.broken_by[23], 0.7);
        assert_eq!(stats.half_broken_by, Some(6));
        // Median of 3, 3, 5, 6, 6, 6, 8: 6.
        assert_eq!(stats.median_turns_to_break, Some(6.0));
        assert_eq!(stats.win_rate.value, 0.7);
        assert_eq!(stats.target_broken.value, 0.7);
        // Commanders fell in games 0, 4 and 8.
        assert_eq!(stats.commander_fell.value, 0.3);
    }

    #[test]
    fn medians_of_even_and_odd_counts_and_of_none() {
        assert_eq!(median(&mut []), None);
        assert_eq!(median(&mut [7]), Some(7.0));
        assert_eq!(median(&mut [9, 2, 4, 8]), Some(6.0));
        assert_eq!(median(&mut [5, 1, 3]), Some(3.0));
    }

    #[test]
    fn morale_lost_goes_into_tenths_of_the_starting_morale() {
        // The list starts with 20: lost 0, 1, 2, …, 20 in games 0–20.
        let games: Vec<_> = (0..21).map(|k| game(k, None)).collect();
        let stats = RunStats::of(&games, &army());
        let list = &stats.morale[Side::A];
        assert_eq!(list.mean_lost, 10.0);
        assert_eq!(list.mean_start, 20.0);
        // Two games a tenth (0–1, 2–3, …, 18–19), and 20 of 20 in the last.
        assert_eq!(list.bins, vec![2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1]);
        assert_eq!(stats.morale[Side::B].bins[1], 0);
        assert_eq!(stats.morale[Side::B].bins[3], 21, "3 of 10 every game");
        assert_eq!(stats.median_turns_to_break, None);
        assert_eq!(stats.half_broken_by, None);
    }
}
