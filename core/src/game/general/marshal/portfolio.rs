//! The marshal's plans for a turn: the veteran's own way and variants of
//! its knobs, each played out in the same imagined futures and scored;
//! the best mean score is the plan.

use super::evaluate::{score, SHARE_SCALE};
use super::rollout::{future_seed, play_out};
use super::Budget;
use crate::engine::Side;
use crate::game::general::style::{Focus, Strike, Style};
use crate::game::Game;

/// The plans weighed, the veteran's own way first (it is kept among
/// equals).
pub(super) fn plans() -> Vec<Style> {
    let with = |strike: Strike, focus: Focus| Style {
        strike,
        focus,
        ..Style::VETERAN
    };
    vec![
        Style::VETERAN,
        with(Strike::Now, Focus::Middle),
        with(Strike::Hold, Focus::Middle),
        with(Strike::Judged, Focus::Left),
        with(Strike::Judged, Focus::Right),
        with(Strike::Now, Focus::Left),
        with(Strike::Now, Focus::Right),
        Style {
            tactic_dice: false,
            ..Style::VETERAN
        },
    ]
}

/// The plan chosen, how many were weighed, and how much better than the
/// veteran's own way it came out (in morale points of the side's army).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Choice {
    pub style: Style,
    pub plans: u32,
    pub gain: f64,
}

/// Plays every plan out in the budget's futures and keeps the best.
pub(super) fn choose(game: &Game, side: Side, seed: u64, budget: Budget) -> Choice {
    let plans = plans();
    let futures: Vec<u64> = (0..budget.futures)
        .map(|k| future_seed(seed, game, k))
        .collect();
    let mut means = Vec::with_capacity(plans.len());
    for style in &plans {
        let total: f64 = futures
            .iter()
            .map(|f| score(&play_out(game, side, *style, *f), side))
            .sum();
        means.push(total / f64::from(budget.futures.max(1)));
    }
    let veteran = means.first().copied().unwrap_or(0.0);
    let (best, mean) =
        means.iter().enumerate().fold(
            (0, veteran),
            |(b, m), (k, v)| if *v > m { (k, *v) } else { (b, m) },
        );
    let starting = f64::from(game.setup().starting_morale(side).max(1));
    Choice {
        style: plans.get(best).copied().unwrap_or(Style::VETERAN),
        plans: plans.len() as u32,
        gain: (mean - veteran) * starting / SHARE_SCALE,
    }
}
