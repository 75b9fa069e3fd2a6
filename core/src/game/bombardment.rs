//! Bombardment: the active player's batteries each choose a target
//! formation in their arc and range; one roll of all their dice; every 10
//! points cost the target player a morale point or a retreat.
//!
//! - A battery cannot bombard with an enemy in its own line of fire, nor
//!   from a village, very broken ground or cover; from an emplacement it
//!   bombards in a 45° arc (`fire::in_bombardment_arc`).
//! - Each battery adds its power, +1 if the formation has units in contact
//!   other than flank to flank, +1 if any of it is in a village, +1 for
//!   more than 5, 10 and 15 units, −1 if all of it is in emplacements
//!   (turned in them or not: `Position::in_emplacement`),
//!   −1 if it is all cavalry or artillery; at least one die.
//! - A retreat must be made by the unit of its formation closest to the
//!   batteries that targeted it, among those that can retreat; no more
//!   units of a formation retreat than batteries targeted it; a unit
//!   retreats once; and it may not take a direction that points towards
//!   any of those batteries.

use super::command::{BombardLoss, BombardTarget};
use super::error::RuleError;
use super::event::{BombardModifier, Event, MoraleCause};
use super::hits::perform_retreat;
use super::scenario::conditions;
use super::setup::GameSetup;
use super::state::State;
use super::step::{Losses, PendingRetreat, Step, TargetFormation};
use super::victory::lose_morale;
use crate::engine::geometry::{polygon_distance, Aabb, Extremes};
use crate::engine::{PlayerId, Point, Position, RetreatDirection, TableUnitId};
use crate::sorting::SortStably;
use std::collections::BTreeSet;

/// Why a battery cannot bombard now, if it cannot.
pub(crate) fn battery_problem(
    setup: &GameSetup,
    state: &State,
    battery: TableUnitId,
) -> Option<RuleError> {
    let position = &state.position;
    position.unit(battery)?;
    if setup.profile(battery).and_then(|p| p.bombardment).is_none() {
        return Some(RuleError::NotABattery { unit: battery });
    }
    for element in position.terrain_of(battery) {
        let traits = position.terrain()[element].traits;
        if traits.village || traits.very_broken || traits.cover {
            return Some(RuleError::BatteryInTerrain { battery, element });
        }
    }
    // The newest text (003) and the quick reference: a battery in fire
    // contact (an enemy in its line of fire, or it in an enemy's) cannot
    // bombard.
    if let Some(enemy) = position.engaged_with(battery).first() {
        return Some(RuleError::BatteryEngaged {
            battery,
            enemy: *enemy,
        });
    }
    None
}

/// Whether the active side has a battery on the table.
pub(crate) fn has_batteries(state: &State) -> bool {
    state
        .position
        .units()
        .iter()
        .any(|u| u.owner() == state.active_player() && u.facts.bombardment_range.is_some())
}

/// Each battery that may bombard, with its nearest target.
pub(crate) fn nearest_targets(setup: &GameSetup, state: &State) -> Vec<(TableUnitId, TableUnitId)> {
    state
        .position
        .units()
        .iter()
        .filter(|u| u.owner() == state.active_player() && u.facts.bombardment_range.is_some())
        .filter(|u| battery_problem(setup, state, u.id).is_none())
        .filter_map(|u| Some((u.id, state.position.nearest_bombardment_target(u.id)?)))
        .collect()
}

/// The dice modifiers a formation gives each battery that targets it, by
/// name; their sum is [`BombardModifier::total`].
pub(crate) fn formation_modifiers(
    setup: &GameSetup,
    position: &Position,
    units: &[TableUnitId],
) -> Vec<BombardModifier> {
    let mut modifiers = Vec::new();
    let contact = units.iter().enumerate().any(|(k, a)| {
        units[k + 1..].iter().any(|b| {
            position.contact(*a, *b).is_some_and(|c| {
                c.sides
                    .iter()
                    .any(|t| !(t.first.is_flank() && t.second.is_flank()))
            })
        })
    });
    if contact {
        modifiers.push(BombardModifier::Contact);
    }
    let in_village = units.iter().any(|u| {
        position
            .terrain_of(*u)
            .iter()
            .any(|e| position.terrain()[*e].traits.village)
    });
    if in_village {
        modifiers.push(BombardModifier::Village);
    }
    for size in [5u8, 10, 15] {
        if units.len() > usize::from(size) {
            modifiers.push(BombardModifier::MoreThan { units: size });
        }
    }
    let emplaced = units.iter().all(|u| position.in_emplacement(*u));
    if emplaced && !units.is_empty() {
        modifiers.push(BombardModifier::AllEmplaced);
    }
    let mounted_or_guns = units.iter().all(|u| {
        setup
            .profile(*u)
            .is_some_and(|p| p.kind != crate::army_list::UnitType::Infantry)
    });
    if mounted_or_guns && !units.is_empty() {
        modifiers.push(BombardModifier::AllMountedOrGuns);
    }
    modifiers
}

/// The dice one battery adds: power plus modifiers, at least one.
pub(crate) fn battery_dice(power: u8, modifiers: &[BombardModifier]) -> u32 {
    (i32::from(power) + BombardModifier::total(modifiers)).max(1) as u32
}

pub(crate) fn declare(
    setup: &GameSetup,
    state: &mut State,
    targets: &[BombardTarget],
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    if targets.is_empty() {
        state.step = Step::RollDice;
        return Ok(());
    }
    let mut chosen: Vec<TargetFormation> = Vec::new();
    let mut seen = Vec::new();
    let mut planned = Vec::new();
    for t in targets {
        let unit = state
            .position
            .unit(t.battery)
            .ok_or(RuleError::UnknownUnit { unit: t.battery })?;
        if unit.owner() != state.active_player() {
            return Err(RuleError::NotYourUnit { unit: t.battery });
        }
        if seen.contains(&t.battery) {
            return Err(RuleError::BatteryNamedTwice { battery: t.battery });
        }
        seen.push(t.battery);
        // A battery offered with this target when the step began (on this
        // very position: nothing moves before the bombardment is declared)
        // has no problem and reaches it: no need to look again.
        let offered = state.batteries_ready.contains(&(t.battery, t.target));
        if !offered {
            if let Some(problem) = battery_problem(setup, state, t.battery) {
                return Err(problem);
            }
        }
        let reachable = offered
            || (state
                .position
                .unit(t.target)
                .is_some_and(|u| u.side != state.active)
                && state
                    .position
                    .bombardment_check(t.battery, t.target)
                    .is_some_and(|c| c.in_line_of_fire()));
        if !reachable {
            return Err(RuleError::TargetOutOfReach {
                battery: t.battery,
                target: t.target,
            });
        }
        let formation = state.position.formation_or_alone(t.target);
        let k = match chosen.iter().position(|c| c.units == formation) {
            Some(k) => k,
            None => {
                chosen.push(TargetFormation {
                    units: formation.clone(),
                    batteries: Vec::new(),
                    retreated: 0,
                });
                chosen.len() - 1
            }
        };
        chosen[k].batteries.push(t.battery);
        planned.push((t.battery, formation));
    }
    // Each target player rolls apart (one roll in a two-player game).
    let groups = by_target_player(&state.position, planned);
    let split = groups.len() > 1;
    let mut due = Vec::new();
    for (player, group) in groups {
        let losses = roll_group(setup, state, group, split.then_some(player), events)?;
        if losses > 0 {
            let owned = |f: &&TargetFormation| owner_of(&state.position, &f.units) == Some(player);
            due.push(Losses {
                target: player.side,
                seat: player.seat,
                remaining: losses,
                formations: chosen.iter().filter(owned).cloned().collect(),
                retreated: BTreeSet::new(),
                pending_retreat: None,
            });
        }
    }
    let mut due = due.into_iter();
    state.step = match due.next() {
        Some(first) => Step::BombardmentLosses(Box::new(first)),
        None => Step::RollDice,
    };
    state.losses_to_come = due.collect();
    Ok(())
}

/// The player whose formation `units` is (a formation is one player's).
fn owner_of(position: &Position, units: &[TableUnitId]) -> Option<PlayerId> {
    units
        .iter()
        .find_map(|id| position.unit(*id))
        .map(|u| u.owner())
}

/// A battery and the formation it targets.
type Aim = (TableUnitId, Vec<TableUnitId>);

/// The batteries' aims grouped by the player they target, in the
/// players' order; each group's in the order declared.
fn by_target_player(position: &Position, planned: Vec<Aim>) -> Vec<(PlayerId, Vec<Aim>)> {
    let mut groups: Vec<(PlayerId, Vec<Aim>)> = Vec::new();
    for (battery, formation) in planned {
        let Some(player) = owner_of(position, &formation) else {
            continue;
        };
        match groups.iter_mut().find(|(p, _)| *p == player) {
            Some((_, group)) => group.push((battery, formation)),
            None => groups.push((player, vec![(battery, formation)])),
        }
    }
    groups.sort_stably_by_key(|(player, _)| *player);
    groups
}

/// One roll of the dice of the batteries in `group`, each said as it is
/// counted; the losses it makes. `target` names the target player when
/// the roll is one of several.
fn roll_group(
    setup: &GameSetup,
    state: &mut State,
    group: Vec<Aim>,
    target: Option<PlayerId>,
    events: &mut Vec<Event>,
) -> Result<u32, RuleError> {
    let mut total_dice = 0;
    for (battery, formation) in group {
        let power = setup
            .profile(battery)
            .and_then(|p| p.bombardment)
            .map_or(0, |b| b.1);
        let mut modifiers = formation_modifiers(setup, &state.position, &formation);
        let weather = conditions::bombardment_dice_less(setup, state);
        if weather > 0 {
            let dice = u8::try_from(weather).unwrap_or(u8::MAX);
            modifiers.push(BombardModifier::Conditions { dice });
        }
        let dice = battery_dice(power, &modifiers);
        total_dice += dice;
        events.push(Event::BombardmentDice {
            battery,
            formation,
            power,
            modifiers,
            dice,
        });
    }
    let rolled = state.dice.roll(total_dice)?;
    let total: u32 = rolled.iter().map(|d| u32::from(*d)).sum();
    let losses = total / 10;
    events.push(Event::BombardmentRolled {
        side: state.active,
        target,
        rolled,
        total,
        losses,
    });
    Ok(losses)
}

fn direction_vector(
    position: &Position,
    unit: TableUnitId,
    direction: RetreatDirection,
) -> Option<Point> {
    let u = position.unit(unit)?;
    Some(match direction {
        RetreatDirection::Back => -u.placement.forward(),
        RetreatDirection::TowardsOwnEdge => position.table().towards_own_edge(u.side),
    })
}

/// Whether retreating that way keeps clear of pointing at any battery.
pub(crate) fn direction_allowed(
    position: &Position,
    losses: &Losses,
    unit: TableUnitId,
    direction: RetreatDirection,
) -> bool {
    let Some(way) = direction_vector(position, unit, direction) else {
        return false;
    };
    let Some(u) = position.unit(unit) else {
        return false;
    };
    let batteries = losses
        .formations
        .iter()
        .filter(|f| f.units.contains(&unit))
        .flat_map(|f| f.batteries.iter());
    batteries
        .filter_map(|b| position.unit(*b))
        .all(|b| way.dot(b.placement.centre - u.placement.centre) <= 1e-9)
}

/// The units that may take the next retreat: for each target formation
/// below its limit, the closest of its units (to its batteries) that is
/// still on the table, has not retreated and has an allowed direction, with
/// any equally close.
pub(crate) fn retreat_candidates(position: &Position, losses: &Losses) -> Vec<TableUnitId> {
    let mut out = Vec::new();
    for f in &losses.formations {
        if f.retreated as usize >= f.batteries.len() {
            continue;
        }
        let allowed = |u: TableUnitId| {
            [RetreatDirection::Back, RetreatDirection::TowardsOwnEdge]
                .into_iter()
                .any(|d| direction_allowed(position, losses, u, d))
        };
        let units = f.units.iter().filter(|u| !losses.retreated.contains(u));
        closest_to_batteries(position, units, &f.batteries, allowed, &mut out);
    }
    out
}

/// Units this much farther from the batteries than the closest are as
/// close.
const CLOSEST_TIE: f64 = 1e-6;

/// Adds to `out` the closest of `units` on the table to the nearest of
/// `batteries` (by their corners) among those that may retreat
/// (`allowed`), with any as close, nearest first and then in the order
/// of `units`. Units are tried nearest box first, and one whose box is
/// farther from every battery's box than a unit already measured (and
/// the tie) is neither measured nor asked about: it cannot be among the
/// closest. Nor is a battery whose box is that far from a unit's.
fn closest_to_batteries<'u>(
    position: &Position,
    units: impl Iterator<Item = &'u TableUnitId>,
    batteries: &[TableUnitId],
    allowed: impl Fn(TableUnitId) -> bool,
    out: &mut Vec<TableUnitId>,
) {
    let batteries: Vec<([Point; 4], Aabb)> = batteries
        .iter()
        .filter_map(|b| position.corners_of(*b))
        .map(|corners| (corners, Aabb::of_points(&corners)))
        .collect();
    // No point of a unit is nearer a battery than their boxes' gap.
    let gap_to_batteries = |own: &Aabb| {
        batteries
            .iter()
            .map(|(_, b)| own.gap_to(b))
            .fold(f64::INFINITY, f64::lesser)
    };
    // Each unit's gap, its order among `units`, itself and its corners.
    let mut order: Vec<(f64, usize, TableUnitId, [Point; 4])> = units
        .enumerate()
        .filter_map(|(k, u)| {
            let corners = position.corners_of(*u)?;
            Some((gap_to_batteries(&Aabb::of_points(&corners)), k, *u, corners))
        })
        .collect();
    order.sort_stably_by(|a, b| a.0.total_cmp(&b.0));
    let mut closest = f64::INFINITY;
    // (distance, order among `units`, unit) of those measured.
    let mut measured: Vec<(f64, usize, TableUnitId)> = Vec::new();
    for (bound, k, unit, corners) in order {
        // A hair of slack for the rounding of the two measures.
        if bound - 1e-9 > closest + CLOSEST_TIE {
            break;
        }
        if !allowed(unit) {
            continue;
        }
        let own = Aabb::of_points(&corners);
        let mut d = f64::INFINITY;
        for (battery, b) in &batteries {
            // A battery whose box is farther than this unit's nearest so
            // far, or than any unit that could still count, is farther.
            if own.gap_to(b) - 1e-9 <= d.lesser(closest + CLOSEST_TIE) {
                d = d.lesser(polygon_distance(&corners, battery));
            }
        }
        closest = closest.lesser(d);
        measured.push((d, k, unit));
    }
    measured.sort_stably_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
    out.extend(
        measured
            .iter()
            .take_while(|(d, ..)| *d <= closest + CLOSEST_TIE)
            .map(|(.., u)| *u),
    );
}

pub(crate) fn take_loss(
    setup: &GameSetup,
    state: &mut State,
    loss: BombardLoss,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let losses = state.step.losses()?;
    let (target, seat) = (losses.target, losses.seat);
    match loss {
        BombardLoss::Morale => {
            if let Ok(l) = state.step.losses_mut() {
                l.remaining = l.remaining.saturating_sub(1);
            }
            lose_morale(
                state,
                PlayerId::new(target, seat),
                1,
                MoraleCause::Bombardment,
                events,
            );
        }
        BombardLoss::Retreat { unit } => {
            let formation = losses
                .formations
                .iter()
                .position(|f| f.units.contains(&unit))
                .ok_or(RuleError::NotInTargetFormation { unit })?;
            if losses.retreated.contains(&unit) {
                return Err(RuleError::AlreadyRetreated { unit });
            }
            let f = &losses.formations[formation];
            if f.retreated as usize >= f.batteries.len() {
                return Err(RuleError::RetreatLimitReached {
                    unit,
                    limit: f.batteries.len() as u32,
                });
            }
            let candidates = retreat_candidates(&state.position, losses);
            if !candidates.contains(&unit) {
                let closest = candidates
                    .iter()
                    .find(|c| f.units.contains(c))
                    .copied()
                    .unwrap_or(unit);
                return Err(RuleError::NotClosestToBatteries { unit, closest });
            }
            let expr = setup
                .profile(unit)
                .map(|p| p.retreat)
                .ok_or(RuleError::UnknownUnit { unit })?;
            let distance = state.dice.expr(expr)?;
            events.push(Event::RetreatRolled { unit, distance });
            if let Ok(l) = state.step.losses_mut() {
                l.retreated.insert(unit);
                l.formations[formation].retreated += 1;
                if distance == 0 {
                    l.remaining = l.remaining.saturating_sub(1);
                } else {
                    l.pending_retreat = Some(PendingRetreat { unit, distance });
                }
            }
            if distance == 0 {
                events.push(Event::UnitStayed { unit });
            }
        }
    }
    Ok(())
}

pub(crate) fn retreat(
    setup: &GameSetup,
    state: &mut State,
    direction: RetreatDirection,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let losses = state.step.losses()?;
    let Some(pending) = losses.pending_retreat.clone() else {
        return Err(RuleError::NotThisAction);
    };
    if !direction_allowed(&state.position, losses, pending.unit, direction) {
        return Err(RuleError::RetreatTowardsBatteries { unit: pending.unit });
    }
    if let Ok(l) = state.step.losses_mut() {
        l.pending_retreat = None;
        l.remaining = l.remaining.saturating_sub(1);
    }
    perform_retreat(
        setup,
        state,
        pending.unit,
        direction,
        pending.distance,
        events,
    )?;
    Ok(())
}

/// Moves on once every loss is taken.
pub(crate) fn advance(
    _setup: &GameSetup,
    state: &mut State,
    _events: &mut [Event],
) -> Result<bool, RuleError> {
    match &state.step {
        Step::BombardmentLosses(l) if l.remaining == 0 && l.pending_retreat.is_none() => {
            state.step = match state.losses_to_come.is_empty() {
                true => Step::RollDice,
                false => Step::BombardmentLosses(Box::new(state.losses_to_come.remove(0))),
            };
            Ok(true)
        }
        _ => Ok(false),
    }
}
