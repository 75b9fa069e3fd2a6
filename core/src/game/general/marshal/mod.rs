//! The marshal: the veteran's heuristics, steered turn by turn by looking
//! ahead with the engine itself (`docs/RULES_NOTES.md`, "The three
//! strengths").
//!
//! At the first decision of its actions (the dice are rolled and seen),
//! it weighs a **portfolio** of plans for the turn ([`portfolio`]): the
//! veteran's own way and variants of its knobs (strike now or hold back,
//! converge on the enemy's middle or on one of its wings, dice on moves
//! only). Each plan is **played out** ([`rollout`]) on copies of the game
//! whose future dice are drawn from the marshal's own seed (never from the
//! game's generator), to the end of the enemy's reply, the enemy played by
//! the veteran; every plan meets the same imagined dice (common random
//! numbers). Each copy is **scored** ([`evaluate`]): the share of its
//! starting morale each side keeps, a win or a loss outright, and the
//! units each side has in danger. The plan with the best mean score is
//! followed for the rest of the turn (the veteran's own way among equals);
//! the marshal plans again if the turn goes other than it could foresee
//! (a commander falls, morale is lost before the actions are over).
//!
//! The look-ahead has a fixed budget (a number of play-outs), never a
//! clock, so the same game gets the same decision on every machine.
//! Everywhere else (the pre-game sequence, bombardment, the enemy's turn,
//! combat) it decides as the veteran does.

mod evaluate;
mod portfolio;
mod rollout;

use super::reason::{GeneralReason, PlanReason};
use super::style::Style;
use super::General;
use crate::engine::Side;
use crate::game::command::Command;
use crate::game::player::AutoPlayer;
use crate::game::step::Step;
use crate::game::Game;

/// How much the marshal looks ahead.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Budget {
    /// The imagined futures (dice drawn from its own seed) each plan is
    /// played out in.
    pub futures: u32,
}

impl Budget {
    /// The budget the table's "decide for me" and the lab use.
    pub(crate) const STANDARD: Budget = Budget { futures: 16 };
}

/// What the turn's plan was chosen for: when it no longer holds, the
/// marshal plans again.
#[derive(Clone, Debug, PartialEq)]
struct PlanKey {
    turn: u32,
    side: Side,
    morale: (u32, u32),
    commanders: usize,
}

impl PlanKey {
    fn of(game: &Game, side: Side) -> PlanKey {
        PlanKey {
            turn: game.turn(),
            side,
            morale: (game.morale(side), game.morale(side.opponent())),
            commanders: game.position().commanders().len(),
        }
    }
}

/// The marshal (see the module documentation).
#[derive(Clone, Debug)]
pub(crate) struct Marshal {
    seed: u64,
    budget: Budget,
    general: General,
    plan: Option<PlanKey>,
}

impl Marshal {
    pub(crate) fn new(seed: u64, budget: Budget) -> Marshal {
        Marshal {
            seed,
            budget,
            general: General::new(),
            plan: None,
        }
    }

    /// Whether the decision due is one of its own actions, where the
    /// turn's plan steers it.
    fn in_own_actions(game: &Game, side: Side) -> bool {
        game.active() == side && matches!(game.state.step, Step::Actions | Step::InAction(_))
    }
}

impl AutoPlayer for Marshal {
    fn choose(&mut self, game: &Game) -> Option<Command> {
        self.decide(game).map(|(command, _)| command)
    }

    fn decide(&mut self, game: &Game) -> Option<(Command, GeneralReason)> {
        let side = game.decider()?;
        if !Marshal::in_own_actions(game, side) {
            // Outside its actions the plan has no say.
            self.general.set_style(Style::VETERAN);
            return self.general.decide(game);
        }
        let key = PlanKey::of(game, side);
        if self.plan.as_ref() == Some(&key) {
            return self.general.decide(game);
        }
        let choice = portfolio::choose(game, side, self.seed, self.budget);
        self.plan = Some(key);
        self.general.set_style(choice.style);
        let (command, then) = self.general.decide(game)?;
        let plan = PlanReason {
            strike: choice.style.strike,
            focus: choice.style.focus,
            tactic_dice: choice.style.tactic_dice,
            plans: choice.plans,
            looks: self.budget.futures,
            gain: choice.gain,
        };
        let reason = GeneralReason::Planned {
            plan,
            then: Box::new(then),
        };
        Some((command, reason))
    }
}
