//! The legal-command enumerator: a finite, useful set of the commands
//! that are legal now. It does not list every legal command (a move can go
//! any distance in any direction): moves are offered towards the nearest
//! enemy at full and half speed, straight ahead, and, for actions that keep
//! away from the enemy, as far towards it as they may go, for one waiting
//! unit at a time (the first activated), with new activations offered once
//! the group has moved; tactics on as many eligible units as they allow; every choice the rules leave to a
//! player where the choices are few. Every command listed applies without
//! error (the fuzz test checks it).
//!
//! The offers of each step are in a module of their own: [`turn`]
//! (bombardment, action dice, starting and choosing combats), [`action`]
//! (activations, moves, commanders' rides), [`combat`] (tactics, hits,
//! retreats); the moves offered to a unit are in [`moves`].

mod action;
mod combat;
mod moves;
mod turn;

use super::actions::activation_terms;
use super::command::{BrokenArmy, Command, MoveOrder};
use super::scenario::arrivals;
use super::state::State;
use super::step::{InAction, MoveTerms, Step};
use super::{pregame, Game};
use crate::engine::TableUnitId;
use action::{activation_candidates, judge_activation};
use moves::checked_order;
pub(crate) use moves::{candidate_move_orders, candidate_moves_towards};

/// The commands offered now (empty once the game is over).
pub fn legal_commands(game: &Game) -> Vec<Command> {
    match &game.state.step {
        Step::PreGame(_) => pregame::policy::offered(game),
        _ => legal_turn_commands(game),
    }
}

/// The commands [`legal_commands`] offers in a turn; none in the pre-game
/// sequence, whose offers (its policy's choice and a few others) a page
/// that plays only the turns does not carry.
pub fn legal_turn_commands(game: &Game) -> Vec<Command> {
    let state = &game.state;
    // Room for the usual handful at once: growing the list from nothing
    // copies it again and again.
    let mut out = Vec::with_capacity(16);
    match &state.step {
        Step::Over | Step::PreGame(_) => {}
        Step::Reinforcements => out.push(Command::PlaceReinforcements {
            placements: arrivals::by_policy(state),
        }),
        Step::Bombardment => turn::bombardments(state, &mut out),
        Step::BombardmentLosses(losses) => turn::bombardment_losses(state, losses, &mut out),
        Step::RollDice => out.push(Command::RollActionDice),
        Step::Actions => turn::action_dice(game, &mut out),
        Step::InAction(action) => action::in_action(game, action, &mut out),
        Step::StartCombat => turn::combat_starts(game, &mut out),
        Step::ChooseCombat => turn::combat_choices(state, &mut out),
        Step::Combat(combat) => combat::combat(game, combat, &mut out),
        Step::ArmyBroken(_) => out.extend(
            [BrokenArmy::Support, BrokenArmy::Forfeit].map(|choice| Command::ArmyBroken { choice }),
        ),
    }
    out
}

/// The first command [`legal_commands`] offers in a turn, for a player
/// that always takes it (the goldfish, which sets up by its own plan): the
/// same command, without listing the rest where that costs (every marker
/// spot is searched for the others).
pub(crate) fn first_legal_command(game: &Game) -> Option<Command> {
    match &game.state.step {
        Step::StartCombat => Some(Command::StartCombat),
        _ => legal_turn_commands(game).into_iter().next(),
    }
}

/// A command [`legal_commands`] may offer, not yet checked where checking
/// costs: for a player who draws one at random and checks only what it
/// draws (the random player), instead of checking every one to list them.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Candidate {
    /// Offered as it is: no check needed.
    Offered(Command),
    /// Activating this unit's group, if it may (see [`judge_activation`]).
    Activation(TableUnitId),
    /// Moving the unit by this order, or as far as terrain lets it, if
    /// either may be made.
    Move { unit: TableUnitId, order: MoveOrder },
}

/// Every command [`legal_commands`] offers now, as candidates: confirmed
/// one by one ([`confirm`]) they give its commands, in its order (except
/// that two moves checked down to the same shorter move count twice).
pub(crate) fn candidates(game: &Game) -> Vec<Candidate> {
    let Some((action, terms)) = activation_moves(&game.state) else {
        return offered(game);
    };
    let may_activate = action.activations_left > 0 && action.to_move.is_empty();
    let activations = match may_activate.then(|| activation_terms(&game.state)) {
        Some(Ok(terms)) => activation_candidates(game, &terms),
        _ => Vec::new(),
    };
    // Only the first unit still to move moves next.
    let mover = action.to_move.first().copied();
    let orders = mover.map_or_else(Vec::new, |unit| {
        candidate_move_orders(
            &game.setup,
            &game.state.position,
            unit,
            terms.movement,
            terms.speed,
            terms.keep_away,
        )
    });
    // Room for all at once: growing the list step by step costs more.
    let mut out = Vec::with_capacity(activations.len() + orders.len() + 1);
    out.extend(activations.into_iter().map(Candidate::Activation));
    if let Some(unit) = mover {
        out.extend(
            orders
                .into_iter()
                .map(|order| Candidate::Move { unit, order }),
        );
    }
    out.push(Candidate::Offered(Command::EndAction));
    out
}

/// The action under way and how its units move, if it activates units.
fn activation_moves(state: &State) -> Option<(&InAction, MoveTerms)> {
    let action = state.step.in_action().ok()?;
    Some((action, action.move_terms()?))
}

fn offered(game: &Game) -> Vec<Candidate> {
    legal_commands(game)
        .into_iter()
        .map(Candidate::Offered)
        .collect()
}

/// The command `candidate` stands for, if it is legal now.
pub(crate) fn confirm(game: &Game, candidate: &Candidate) -> Option<Command> {
    match candidate {
        Candidate::Offered(command) => Some(command.clone()),
        Candidate::Activation(unit) => {
            let terms = activation_terms(&game.state).ok()?;
            let unit = judge_activation(game, &terms, *unit)?;
            Some(Command::Activate { unit })
        }
        Candidate::Move { unit, order } => {
            let (_, terms) = activation_moves(&game.state)?;
            let order = checked_order(
                &game.state,
                *unit,
                *order,
                terms.movement,
                terms.speed,
                terms.keep_away,
            )?;
            Some(Command::MoveUnit { unit: *unit, order })
        }
    }
}
