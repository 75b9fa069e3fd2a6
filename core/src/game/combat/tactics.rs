//! Tactics in a combat: which a side may play, playing one on its targets,
//! and passing.

use super::{members, side_player};
use crate::army_list::effect::{Movement, RuleEffect, TacticEffect, UnitFilter};
use crate::engine::{MarkerId, PlayerId, Side, TableUnitId};
use crate::game::command::{MoveOrder, TacticTargets};
use crate::game::effects::{matches_filter, turn_allows};
use crate::game::error::RuleError;
use crate::game::event::Event;
use crate::game::moves;
use crate::game::setup::GameSetup;
use crate::game::state::State;
use crate::game::step::{PlayedTactic, Stage};

/// The tactics `player` could play now: a die on it, and the turn allows it.
pub(crate) fn playable_tactics(
    setup: &GameSetup,
    state: &State,
    player: PlayerId,
) -> Vec<(usize, u8)> {
    let (army, side) = (&setup.armies[player], player.side);
    state.boards[player]
        .on_tactics
        .iter()
        .enumerate()
        .filter_map(|(k, die)| die.map(|d| (k, d)))
        .filter(|(k, _)| turn_allows(army.tactics[*k].turn, side, state.active))
        .collect()
}

/// Plays `tactic` of the side whose tactics are due on `targets`.
pub(crate) fn play_tactic(
    setup: &GameSetup,
    state: &mut State,
    tactic: usize,
    targets: TacticTargets,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let combat = state.step.combat()?;
    let Stage::Tactics(side) = combat.stage else {
        return Err(RuleError::NotThisAction);
    };
    let markers = combat.markers.clone();
    let members = members(state, &markers);
    let player = side_player(combat, side);
    let entry = setup.armies[player]
        .tactics
        .get(tactic)
        .ok_or(RuleError::UnknownTactic { tactic })?;
    let die = state.boards[player].on_tactics[tactic].ok_or(RuleError::NoDieOnTactic { tactic })?;
    if !turn_allows(entry.turn, side, state.active) {
        return Err(RuleError::TacticNotThisTurn { tactic });
    }
    let play = Play {
        setup,
        player,
        members,
    };
    let units = match (&entry.effect, targets) {
        (TacticEffect::Units { count, filter, .. }, TacticTargets::Units(chosen)) => {
            play.on_units(state, count.with_die(die), filter, chosen)?
        }
        (TacticEffect::SideResult { .. }, TacticTargets::None) => Vec::new(),
        (TacticEffect::RaisePrice { amount }, TacticTargets::None) => {
            raise_price(state, markers[0], amount.with_die(die), events)?;
            Vec::new()
        }
        (TacticEffect::CancelEnemyTactic, TacticTargets::Played(k)) => {
            cancel(state, side, k, events)?;
            Vec::new()
        }
        (
            TacticEffect::ImmediateMove {
                count,
                filter,
                movement,
                distance,
            },
            TacticTargets::Moves(moves),
        ) => {
            let speed = distance.map(|d| d.with_die(die));
            let terms = (count.with_die(die), filter, *movement, speed);
            play.moves(state, terms, moves, events)?
        }
        _ => return Err(RuleError::WrongTargets),
    };
    state.boards[player].on_tactics[tactic] = None;
    events.push(Event::TacticPlayed {
        side,
        seat: player.seat,
        tactic,
        die,
        units: units.clone(),
    });
    let effect = entry.effect.clone();
    if let Ok(c) = state.step.combat_mut() {
        c.played.push(PlayedTactic {
            side,
            seat: player.seat,
            tactic,
            die,
            effect,
            units,
            cancelled: false,
        });
    }
    Ok(())
}

/// A tactic being played: whose, with which die, in which combat.
struct Play<'a> {
    setup: &'a GameSetup,
    /// Who plays the tactic: it may touch none of an ally's units.
    player: PlayerId,
    members: Vec<TableUnitId>,
}

impl Play<'_> {
    /// Each of `units` is the side's own in the combat, named once, and
    /// admitted by `filter`.
    fn check_targets(
        &self,
        state: &State,
        units: impl Iterator<Item = TableUnitId> + Clone,
        filter: &UnitFilter,
    ) -> Result<(), RuleError> {
        for (k, u) in units.clone().enumerate() {
            check_own_member(self.setup, state, self.player, &self.members, u)?;
            if units.clone().take(k).any(|v| v == u) {
                return Err(RuleError::NamedTwice { unit: u });
            }
            if !matches_filter(self.setup, state, filter, u, Some(&self.members)) {
                return Err(RuleError::DoesNotMatchFilter { unit: u });
            }
        }
        Ok(())
    }

    /// A tactic on units: the chosen ones (at most `allowed`), and the
    /// side's veterans in the combat its filter admits, beyond the count.
    fn on_units(
        &self,
        state: &State,
        allowed: u32,
        filter: &UnitFilter,
        chosen: Vec<TableUnitId>,
    ) -> Result<Vec<TableUnitId>, RuleError> {
        if chosen.len() as u32 > allowed {
            return Err(RuleError::TooManyUnits {
                given: chosen.len(),
                allowed,
            });
        }
        self.check_targets(state, chosen.iter().copied(), filter)?;
        let mut units = chosen;
        for v in &self.members {
            let veteran = self
                .setup
                .profile(*v)
                .is_some_and(|p| p.owner() == self.player && p.has(&RuleEffect::Veteran));
            if veteran
                && !units.contains(v)
                && matches_filter(self.setup, state, filter, *v, Some(&self.members))
            {
                units.push(*v);
            }
        }
        Ok(units)
    }

    /// A tactic's immediate moves (at most `allowed`, moving as `movement`
    /// at `speed`), made one after another.
    fn moves(
        &self,
        state: &mut State,
        (allowed, filter, movement, speed): (u32, &UnitFilter, Movement, Option<u32>),
        moves: Vec<(TableUnitId, MoveOrder)>,
        events: &mut Vec<Event>,
    ) -> Result<Vec<TableUnitId>, RuleError> {
        if moves.len() as u32 > allowed {
            return Err(RuleError::TooManyUnits {
                given: moves.len(),
                allowed,
            });
        }
        self.check_targets(state, moves.iter().map(|(u, _)| *u), filter)?;
        let mut units = Vec::with_capacity(moves.len());
        for (u, order) in &moves {
            let moved = moves::plan_move(state, *u, *order, movement, speed, None)?;
            moves::make_move(state, &moved, events)?;
            units.push(*u);
        }
        Ok(units)
    }
}

/// Raises the combat's price `by` times (its first marker's).
fn raise_price(
    state: &mut State,
    marker: MarkerId,
    by: u32,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let mut price = 0;
    for _ in 0..by {
        price = state
            .position
            .raise_price(marker)
            .map_err(|_| RuleError::UnknownMarker { marker })?;
    }
    if price > 0 {
        events.push(Event::CombatPriceRaised { marker, price });
    }
    Ok(())
}

/// Cancels the enemy's tactic played `k`-th in this combat, if it is one
/// on units and not cancelled yet.
fn cancel(
    state: &mut State,
    side: Side,
    k: usize,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let target = state
        .step
        .combat()?
        .played
        .get(k)
        .ok_or(RuleError::NoTacticToCancel)?;
    if target.side == side
        || target.cancelled
        || !matches!(target.effect, TacticEffect::Units { .. })
    {
        return Err(RuleError::NoTacticToCancel);
    }
    let (enemy, seat, enemy_tactic) = (target.side, target.seat, target.tactic);
    if let Ok(c) = state.step.combat_mut() {
        c.played[k].cancelled = true;
    }
    events.push(Event::TacticCancelled {
        side: enemy,
        seat,
        tactic: enemy_tactic,
    });
    Ok(())
}

pub(super) fn check_own_member(
    setup: &GameSetup,
    state: &State,
    player: PlayerId,
    members: &[TableUnitId],
    unit: TableUnitId,
) -> Result<(), RuleError> {
    if state.position.unit(unit).is_none() {
        return Err(RuleError::UnknownUnit { unit });
    }
    if setup.profile(unit).map(|p| p.owner()) != Some(player) {
        return Err(RuleError::NotYourUnit { unit });
    }
    if !members.contains(&unit) {
        return Err(RuleError::NotInThisCombat { unit });
    }
    Ok(())
}

pub(crate) fn pass(state: &mut State) -> Result<(), RuleError> {
    let active = state.active;
    let c = state.step.combat_mut()?;
    match c.stage {
        Stage::Tactics(side) if side == active => c.stage = Stage::Tactics(side.opponent()),
        Stage::Tactics(_) => c.stage = Stage::Roll,
        _ => return Err(RuleError::NotThisAction),
    }
    Ok(())
}
