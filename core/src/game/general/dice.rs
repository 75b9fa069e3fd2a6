//! The general's action dice: it never risks its commander, places its
//! dice by a plan, then plays its actions in a sensible order.
//!
//! The plan, in order of need, each taking the highest or the lowest die
//! still in the pool:
//! 1. the main move (an action activating D formations): the highest die,
//!    so that as many formations as possible move;
//! 2. moving the commanders, when the army has moved away from its
//!    commander (the lowest die: D+2 is always enough to follow);
//! 3. each tactic without a die, once the enemy is near (within
//!    [`FIGHT_NEAR`](super::look::FIGHT_NEAR)): the highest die where the tactic's strength is D,
//!    the lowest where it is not;
//! 4. a march (one formation at speed D, keeping away from the enemy) for
//!    a formation still far from the enemy: the highest die left;
//! 5. what is left, on the main move again (more formations).
//!
//! A risked 1 loses the commander one time in six: his level in morale, and
//! a die every turn after. One more die now seldom pays for that, so the
//! general never risks.

use super::look::StaffView;
use super::reason::{DiceReason, GeneralReason};
use super::style::{DiceHabit, Style};
use crate::army_list::effect::{ActionEffect, ActivationTarget, TacticEffect};
use crate::engine::Side;
use crate::game::command::{Command, Slot};
use crate::game::Game;
use crate::sorting::SortStably;

/// A slot the plan wants a die on, whether the highest die suits it, and
/// why the plan wants it.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Wish {
    slot: Slot,
    high: bool,
    why: Want,
}

/// Why the plan wants a die somewhere.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Want {
    MainMove,
    Ride,
    Tactic,
    March,
    MoreMoves,
}

/// What an action does, as the general sees it.
#[derive(Clone, Copy, Debug, PartialEq)]
enum ActionRole {
    /// Activates D formations, anywhere within the radius.
    Move,
    /// Activates one formation (or a few) at a set speed, keeping away.
    March,
    MoveCommanders,
    /// Anything else (units of a kind, a fixed count): extra moves.
    Other,
}

fn role(effect: &ActionEffect) -> ActionRole {
    match effect {
        ActionEffect::MoveCommanders { .. } => ActionRole::MoveCommanders,
        ActionEffect::Activate {
            target: ActivationTarget::Formations,
            count,
            keep_away: None,
            speed: None,
            ..
        } if count.uses_die() => ActionRole::Move,
        ActionEffect::Activate {
            keep_away: Some(_), ..
        } => ActionRole::March,
        ActionEffect::Activate { .. } => ActionRole::Other,
    }
}

/// The general's decision at the actions step.
pub(super) fn actions(
    game: &Game,
    side: Side,
    legal: &[Command],
    look: &StaffView,
    style: &Style,
) -> Option<(Command, GeneralReason)> {
    let board = game.board(side);
    if !board.pool.is_empty() {
        let placed = match style.dice {
            DiceHabit::Planned => placed_by_plan(game, side, legal, look, style),
            DiceHabit::AsRolled => placed_as_rolled(game, side, legal),
        };
        if placed.is_some() {
            return placed;
        }
    }
    let end = (
        Command::EndActions,
        GeneralReason::Dice(DiceReason::EndsActions),
    );
    play(game, side, legal, look).or(Some(end))
}

/// The die the plan's first open wish takes, if the rules accept it.
fn placed_by_plan(
    game: &Game,
    side: Side,
    legal: &[Command],
    look: &StaffView,
    style: &Style,
) -> Option<(Command, GeneralReason)> {
    let wish = *plan(game, side, look, style).first()?;
    let mut pool = game.board(side).pool.clone();
    pool.sort_stably();
    let die = *if wish.high { pool.last() } else { pool.first() }?;
    let place = Command::PlaceDie {
        die,
        slot: wish.slot,
    };
    if !legal.contains(&place) {
        return None;
    }
    let why = match (wish.why, wish.slot) {
        (Want::Tactic, Slot::Tactic(tactic)) => DiceReason::Tactic { side, tactic, die },
        (want, Slot::Action(action)) | (want, Slot::Tactic(action)) => {
            let far = look.far_formations();
            match want {
                Want::MainMove => DiceReason::MainMove { side, action, die },
                Want::Ride => DiceReason::Ride { side, action, die },
                Want::March => DiceReason::March {
                    side,
                    action,
                    die,
                    far,
                },
                Want::MoreMoves | Want::Tactic => DiceReason::MoreMoves { side, action, die },
            }
        }
    };
    Some((place, GeneralReason::Dice(why)))
}

/// The first die of the pool, as rolled, on the first action of the
/// board (the recruit's habit), if the rules accept it.
fn placed_as_rolled(
    game: &Game,
    side: Side,
    legal: &[Command],
) -> Option<(Command, GeneralReason)> {
    let die = *game.board(side).pool.first()?;
    let place = Command::PlaceDie {
        die,
        slot: Slot::Action(0),
    };
    legal.contains(&place).then(|| {
        let why = DiceReason::AsRolled {
            side,
            action: 0,
            die,
        };
        (place, GeneralReason::Dice(why))
    })
}

/// The wishes still open, in order (see the module documentation).
fn plan(game: &Game, side: Side, look: &StaffView, style: &Style) -> Vec<Wish> {
    let army = game.army(side);
    let board = game.board(side);
    let dice_on = |k: usize| board.on_actions.get(k).map_or(0, Vec::len);
    let find = |wanted: ActionRole| army.actions.iter().position(|a| role(&a.effect) == wanted);
    let mut wishes = Vec::new();
    let main = find(ActionRole::Move);
    if let Some(k) = main.filter(|k| dice_on(*k) == 0) {
        wishes.push(Wish {
            slot: Slot::Action(k),
            high: true,
            why: Want::MainMove,
        });
    }
    if let Some(k) = find(ActionRole::MoveCommanders).filter(|k| dice_on(*k) == 0) {
        if style.rides && look.commander_behind() {
            wishes.push(Wish {
                slot: Slot::Action(k),
                high: false,
                why: Want::Ride,
            });
        }
    }
    if style.tactic_dice && look.enemy_near() {
        for (k, tactic) in army.tactics.iter().enumerate() {
            if board.on_tactics.get(k).is_some_and(Option::is_none) {
                wishes.push(Wish {
                    slot: Slot::Tactic(k),
                    high: strength_is_die(&tactic.effect),
                    why: Want::Tactic,
                });
            }
        }
    }
    if let Some(k) = find(ActionRole::March).filter(|k| dice_on(*k) == 0) {
        if look.far_formations() > 0 {
            wishes.push(Wish {
                slot: Slot::Action(k),
                high: true,
                why: Want::March,
            });
        }
    }
    if let Some(k) = main {
        wishes.push(Wish {
            slot: Slot::Action(k),
            high: true,
            why: Want::MoreMoves,
        });
    }
    wishes
}

/// Whether a tactic's strength is the die on it.
fn strength_is_die(effect: &TacticEffect) -> bool {
    match effect {
        TacticEffect::Units { count, .. } | TacticEffect::ImmediateMove { count, .. } => {
            count.uses_die()
        }
        TacticEffect::SideResult { amount } | TacticEffect::RaisePrice { amount } => {
            amount.uses_die()
        }
        TacticEffect::CancelEnemyTactic => false,
    }
}

/// The action to play now, once every die is placed: the commanders first
/// if none of the army is within reach of them, then the moves (the
/// highest die first), then the commanders following the army. Each
/// action from the commander with the most of the army within his radius.
fn play(
    game: &Game,
    side: Side,
    legal: &[Command],
    look: &StaffView,
) -> Option<(Command, GeneralReason)> {
    let army = game.army(side);
    let rank = |c: &Command| -> Option<(u8, u8)> {
        let Command::PlayAction {
            action,
            die,
            commander,
        } = c
        else {
            return None;
        };
        if *commander != look.best_commander() {
            return None;
        }
        let order = match role(&army.actions.get(*action)?.effect) {
            ActionRole::MoveCommanders if look.out_of_reach() || look.commander_behind() => 0,
            ActionRole::Move => 1,
            ActionRole::March if look.far_formations() > 0 => 2,
            ActionRole::Other => 3,
            ActionRole::MoveCommanders => 4,
            ActionRole::March => return None,
        };
        Some((order, 6 - *die))
    };
    let ((order, _), command) = legal
        .iter()
        .filter_map(|c| rank(c).map(|r| (r, c)))
        .min_by_key(|(r, _)| *r)?;
    let Command::PlayAction { action, die, .. } = *command else {
        return None;
    };
    let why = match order {
        0 => DiceReason::RidesFirst { side, action, die },
        1 => DiceReason::PlaysMove { side, action, die },
        2 => DiceReason::PlaysMarch { side, action, die },
        3 => DiceReason::PlaysOther { side, action, die },
        _ => DiceReason::FollowsArmy { side, action, die },
    };
    Some((command.clone(), GeneralReason::Dice(why)))
}
