//! Start combat and combat.
//!
//! Start combat: if engaged units stand outside every combat, the active
//! player places one marker at a point that brings as many of them into
//! combat as any point can (`Position::marker_spots` offers one point for
//! each such set of units), or lets the engine choose (`best_marker`).
//!
//! Combat: markers sharing a unit are one combat; the active player picks
//! the order. In each: the active player plays tactics, then the passive;
//! both roll (active first) the dice of their engaged units by the
//! closest-weapon rule (+1 close combat die for a unit flanking an enemy),
//! one more die per net advantage (dropping the lowest) or disadvantage
//! (dropping the highest), and add the strength of all their units in the
//! combat; a hit per 10 points, and one more per 10 points of difference.
//! Hits are allocated by closeness ([`super::hits`]); an emplacement
//! ignores one hit a turn; the active player resolves his hits, then the
//! passive. Then units that fall back after hits do so, and if only one
//! side is left within 2 UW of the markers, it wins and the other loses the
//! price; with no one left, the markers go and no one loses morale.
//!
//! The combat's rooms: [`tactics`] (playing and passing), [`terms`] (each
//! unit's and side's dice, strength and advantages, as the rules read
//! them), [`rolls`] (the dice rolled and the hits allocated) and
//! [`resolve`] (each hit resolved: a test or a retreat). Starting combat,
//! choosing the next one and what happens after the hits are here.

use super::error::RuleError;
use super::event::{Event, MoraleCause};
use super::hits::perform_retreat;
use super::setup::GameSetup;
use super::state::State;
use super::step::{CombatState, Stage, Step};
use super::victory::lose_morale;
use crate::army_list::effect::{Modifier, TacticEffect};
use crate::engine::{
    Combat, MarkerId, MarkerPlacement, PerSide, PlayerId, Point, RetreatDirection, RetreatOutcome,
    Seat, Side, TableUnitId, MAX_SEATS,
};
use crate::sorting::SortStably;
use resolve::raise_nearest;
pub(crate) use resolve::{discipline_bonus, resolve_hit, retreat};
pub(crate) use rolls::allocate;
use rolls::{roll_results, run_allocation};
pub(crate) use tactics::{pass, play_tactic, playable_tactics};
pub(crate) use terms::{
    dice_rolled, hits_scored, kept_dice, modifiers_of, side_bonus, side_terms, unit_terms, Keep,
};
mod resolve;
mod rolls;
mod tactics;
mod terms;

// ------------------------------------------------------------ start combat

pub(crate) fn start_combat(
    setup: &GameSetup,
    state: &mut State,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    if let Some(placement) = engine_marker(setup, state) {
        if let Ok(marker) = state.position.place_marker(placement.at) {
            note_marker(setup, state, &placement);
            events.push(Event::CombatMarkerPlaced {
                marker,
                at: placement.at,
                brings_in: placement.brings_in,
            });
        }
    }
    state.step = Step::ChooseCombat;
    Ok(())
}

/// Where the marker goes when the acting player leaves it to the rules:
/// the best spot; in a team game, the best the acting player may set up.
pub(crate) fn engine_marker(setup: &GameSetup, state: &State) -> Option<MarkerPlacement> {
    if !setup.armies.has_teams() {
        return state.position.best_marker();
    }
    let spots = state.position.marker_spots();
    spots
        .into_iter()
        .find(|spot| ally_fought(state, spot).is_none())
}

/// The opponent players whose units a marker at `spot` brings in.
fn opponents_brought(state: &State, spot: &MarkerPlacement) -> Vec<PlayerId> {
    let mut players: Vec<PlayerId> = spot
        .brings_in
        .iter()
        .filter_map(|id| state.position.unit(*id))
        .filter(|unit| unit.side != state.active)
        .map(|unit| unit.owner())
        .collect();
    players.sort_stably();
    players.dedup();
    players
}

/// An opponent a marker at `spot` would bring in whose units an ally of
/// the acting player already set up a marker with this turn (the rule of
/// games of more than two players), if any.
pub(crate) fn ally_fought(state: &State, spot: &MarkerPlacement) -> Option<PlayerId> {
    let allies: Vec<PlayerId> = state
        .marked_this_turn
        .iter()
        .filter(|(seat, _)| *seat != state.seat)
        .map(|(_, opponent)| *opponent)
        .collect();
    opponents_brought(state, spot)
        .into_iter()
        .find(|opponent| allies.contains(opponent))
}

/// Remembers, in a team game, whose units the acting player's marker
/// brought in this turn.
fn note_marker(setup: &GameSetup, state: &mut State, spot: &MarkerPlacement) {
    if !setup.armies.has_teams() {
        return;
    }
    for opponent in opponents_brought(state, spot) {
        state.marked_this_turn.push((state.seat, opponent));
    }
}

/// The active player's own choice of where the marker goes: refused unless
/// a marker is needed and `at` brings in as many engaged units not yet in
/// combat as the best spot, with both sides within its radius.
pub(crate) fn place_combat_marker(
    setup: &GameSetup,
    state: &mut State,
    at: Point,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let most = state
        .position
        .best_marker()
        .map(|best| best.brings_in.len())
        .ok_or(RuleError::NoMarkerNeeded)?;
    if let Some(opponent) = state
        .position
        .marker_at(at)
        .and_then(|spot| ally_fought(state, &spot))
    {
        return Err(RuleError::AllyFoughtThem { opponent });
    }
    let placement = state.position.marker_at(at);
    let brings = placement.as_ref().map_or(0, |p| p.brings_in.len());
    let Some(placement) = placement.filter(|_| brings == most) else {
        return Err(RuleError::MarkerNotAtSpot {
            at,
            brings: count(brings),
            most: count(most),
        });
    };
    let marker = state
        .position
        .place_marker(at)
        .map_err(|_| RuleError::MarkerNotAtSpot {
            at,
            brings: 0,
            most: count(most),
        })?;
    note_marker(setup, state, &placement);
    events.push(Event::CombatMarkerPlaced {
        marker,
        at,
        brings_in: placement.brings_in,
    });
    state.step = Step::ChooseCombat;
    Ok(())
}

pub(super) fn count(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// The combats not yet resolved this turn.
pub(crate) fn pending_combats(state: &State) -> Vec<Combat> {
    state.position.with_combats(|combats| {
        combats
            .iter()
            .filter(|c| c.markers.iter().any(|m| !state.combats_done.contains(m)))
            .cloned()
            .collect()
    })
}

/// The units of the combat made of `markers` (within 2 UW of any of them).
pub(crate) fn members(state: &State, markers: &[MarkerId]) -> Vec<TableUnitId> {
    let mut units: Vec<TableUnitId> = state.position.with_combats(|combats| {
        combats
            .iter()
            .filter(|c| c.markers.iter().any(|m| markers.contains(m)))
            .flat_map(|c| c.units.iter().copied())
            .collect()
    });
    units.sort_stably();
    units.dedup();
    units
}

/// `side`'s player in the combat being fought: who plays the side's
/// tactics (touching only their own units) and pays its price if it loses.
pub(crate) fn side_player(combat: &CombatState, side: Side) -> PlayerId {
    PlayerId::new(side, combat.seats[side])
}

/// Each side's player in a combat of `units` as it begins: the acting
/// player for the active side; for the other, the one with the most units
/// in it (the first seat on a tie). In a two-player game, each side's one
/// player.
fn combat_seats(setup: &GameSetup, state: &State, units: &[TableUnitId]) -> PerSide<Seat> {
    if !setup.armies.has_teams() {
        return PerSide::default();
    }
    PerSide::from_fn(|side| {
        if side == state.active {
            return state.seat;
        }
        let mut count = [0usize; MAX_SEATS];
        for unit in units.iter().filter_map(|id| state.position.unit(*id)) {
            if unit.side == side {
                count[usize::from(unit.seat.0)] += 1;
            }
        }
        let most = count.iter().copied().max().unwrap_or(0);
        Seat(count.iter().position(|n| *n == most).unwrap_or(0) as u8)
    })
}

pub(crate) fn choose(
    setup: &GameSetup,
    state: &mut State,
    marker: MarkerId,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    if !pending_combats(state)
        .iter()
        .any(|c| c.markers.contains(&marker))
    {
        return Err(RuleError::NoCombatHere { marker });
    }
    begin(setup, state, marker, events)
}

pub(crate) fn begin(
    setup: &GameSetup,
    state: &mut State,
    marker: MarkerId,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let combat = pending_combats(state)
        .into_iter()
        .find(|c| c.markers.contains(&marker))
        .ok_or(RuleError::NoCombatHere { marker })?;
    events.push(Event::CombatBegan {
        markers: combat.markers.clone(),
        units: combat.units.clone(),
    });
    let hits = combat.units.iter().map(|u| (*u, 0)).collect();
    let seats = combat_seats(setup, state, &combat.units);
    state.step = Step::Combat(Box::new(CombatState {
        markers: combat.markers,
        active: state.active,
        seats,
        stage: Stage::Tactics(state.active),
        played: Vec::new(),
        hits_to_take: PerSide::new(0, 0),
        choices: PerSide::default(),
        hits,
        retreated: Vec::new(),
        rerolls_used: Vec::new(),
    }));
    Ok(())
}

// -------------------------------------------------------------------- end

/// Units with a fall-back modifier retreat once hits are resolved.
pub(super) fn after_hits(
    setup: &GameSetup,
    state: &mut State,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let combat = state.step.combat()?.clone();
    let mut falling_back: Vec<(TableUnitId, u8, bool, bool)> = Vec::new();
    for p in combat.played.iter().filter(|p| !p.cancelled) {
        let TacticEffect::Units { modifiers, .. } = &p.effect else {
            continue;
        };
        for m in modifiers {
            if let Modifier::RetreatAfterHits {
                distance,
                only_in_enemy_line_of_fire,
                raises_price,
            } = m
            {
                for u in &p.units {
                    if !falling_back.iter().any(|(v, ..)| v == u) {
                        falling_back.push((
                            *u,
                            *distance,
                            *only_in_enemy_line_of_fire,
                            *raises_price,
                        ));
                    }
                }
            }
        }
    }
    for (unit, distance, only_in_fire, raises) in falling_back {
        if state.outcome.is_some() || state.position.unit(unit).is_none() {
            continue;
        }
        if only_in_fire && state.position.enemies_firing_at(unit).is_empty() {
            continue;
        }
        // Straight back, unless that breaks it and the way home does not.
        let back_breaks = matches!(
            state
                .position
                .plan_retreat(unit, RetreatDirection::Back, f64::from(distance)),
            Ok(RetreatOutcome::Broken { .. })
        );
        let direction = if back_breaks {
            RetreatDirection::TowardsOwnEdge
        } else {
            RetreatDirection::Back
        };
        if raises {
            raise_nearest(state, unit, events);
        }
        perform_retreat(setup, state, unit, direction, u32::from(distance), events)?;
    }
    Ok(())
}

pub(super) fn finish(
    setup: &GameSetup,
    state: &mut State,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    after_hits(setup, state, events)?;
    let combat = state.step.combat()?.clone();
    let markers: Vec<MarkerId> = combat
        .markers
        .iter()
        .copied()
        .filter(|m| state.position.markers().iter().any(|x| x.id == *m))
        .collect();
    let units = members(state, &markers);
    let sides: Vec<Side> = units
        .iter()
        .filter_map(|u| state.position.unit(*u).map(|t| t.side))
        .collect();
    let (a, b) = (sides.contains(&Side::A), sides.contains(&Side::B));
    state.combats_done.extend(combat.markers.iter().copied());
    state.step = Step::ChooseCombat;
    if a && b {
        return Ok(());
    }
    let price: u32 = state
        .position
        .markers()
        .iter()
        .filter(|m| markers.contains(&m.id))
        .map(|m| m.price)
        .sum();
    for m in &markers {
        let _ = state.position.remove_marker(*m);
    }
    let winner = match (a, b) {
        (true, false) => Some(Side::A),
        (false, true) => Some(Side::B),
        _ => None,
    };
    match winner {
        Some(winner) => {
            events.push(Event::CombatWon {
                winner,
                markers: markers.clone(),
                price,
            });
            let loser = side_player(&combat, winner.opponent());
            lose_morale(
                state,
                loser,
                price,
                MoraleCause::CombatLost {
                    marker: markers.first().copied().unwrap_or(MarkerId(0)),
                },
                events,
            );
        }
        None => events.push(Event::CombatDissolved { markers }),
    }
    Ok(())
}

/// Runs the combat on where no one needs to decide; false when a decision is due.
pub(crate) fn advance(
    setup: &GameSetup,
    state: &mut State,
    events: &mut Vec<Event>,
) -> Result<bool, RuleError> {
    // The stage and the active side alone: the combat is looked at here
    // at every step, and copying all of it (its lists of hits, tactics and
    // choices) cost more than the rest.
    let (stage, active) = {
        let combat = state.step.combat()?;
        (combat.stage.clone(), combat.active)
    };
    match &stage {
        Stage::Tactics(side) => {
            let player = side_player(state.step.combat()?, *side);
            let can = !playable_tactics(setup, state, player).is_empty()
                && setup.options.goldfish != Some(*side);
            if can {
                return Ok(false);
            }
            pass(state)?;
            Ok(true)
        }
        Stage::Roll => {
            roll_results(setup, state, events)?;
            Ok(true)
        }
        Stage::Allocate(side) => run_allocation(setup, state, *side, events),
        Stage::AllocateHits { .. } | Stage::Retreat { .. } => Ok(false),
        Stage::ResolveHits(side) => {
            let waiting =
                state.step.combat()?.hits.iter().any(|(u, n)| {
                    *n > 0 && state.position.unit(*u).is_some_and(|t| t.side == *side)
                });
            if waiting && state.outcome.is_none() {
                return Ok(false);
            }
            if let Ok(c) = state.step.combat_mut() {
                c.stage = if *side == active {
                    Stage::ResolveHits(side.opponent())
                } else {
                    Stage::Finish
                };
            }
            Ok(true)
        }
        Stage::Finish => {
            finish(setup, state, events)?;
            Ok(true)
        }
    }
}
