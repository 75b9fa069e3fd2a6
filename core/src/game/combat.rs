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

use super::command::TacticTargets;
use super::effects::{matches_filter, opponent_matches, turn_allows, weapon, Weapon};
use super::error::RuleError;
use super::event::{BreakReason, CombatRoll, Event, MoraleCause};
use super::hits::{
    allocate as allocate_hits, break_unit, discipline_test, perform_retreat, Retreat,
};
use super::moves;
use super::setup::GameSetup;
use super::state::State;
use super::step::{CombatState, PlayedTactic, Stage, Step};
use super::victory::lose_morale;
use crate::army_list::effect::{Modifier, RuleEffect, TacticEffect, UnitType};
use crate::engine::{
    Combat, MarkerId, PerSide, Point, RetreatDirection, RetreatOutcome, Side, TableUnitId,
};
use crate::sorting::SortStably;

// ------------------------------------------------------------ start combat

pub(crate) fn start_combat(state: &mut State, events: &mut Vec<Event>) -> Result<(), RuleError> {
    if let Some(placement) = state.position.best_marker() {
        if let Ok(marker) = state.position.place_marker(placement.at) {
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

/// The active player's own choice of where the marker goes: refused unless
/// a marker is needed and `at` brings in as many engaged units not yet in
/// combat as the best spot, with both sides within its radius.
pub(crate) fn place_combat_marker(
    state: &mut State,
    at: Point,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let most = state
        .position
        .best_marker()
        .map(|best| best.brings_in.len())
        .ok_or(RuleError::NoMarkerNeeded)?;
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
    events.push(Event::CombatMarkerPlaced {
        marker,
        at,
        brings_in: placement.brings_in,
    });
    state.step = Step::ChooseCombat;
    Ok(())
}

fn count(n: usize) -> u32 {
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
    _setup: &GameSetup,
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
    state.step = Step::Combat(Box::new(CombatState {
        markers: combat.markers,
        active: state.active,
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

// ----------------------------------------------------------------- tactics

/// The tactics `side` could play now: a die on it, and the turn allows it.
pub(crate) fn playable_tactics(setup: &GameSetup, state: &State, side: Side) -> Vec<(usize, u8)> {
    let army = &setup.armies[side];
    state.boards[side]
        .on_tactics
        .iter()
        .enumerate()
        .filter_map(|(k, die)| die.map(|d| (k, d)))
        .filter(|(k, _)| turn_allows(army.tactics[*k].turn, side, state.active))
        .collect()
}

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
    let entry = setup.armies[side]
        .tactics
        .get(tactic)
        .ok_or(RuleError::UnknownTactic { tactic })?;
    let die = state.boards[side].on_tactics[tactic].ok_or(RuleError::NoDieOnTactic { tactic })?;
    if !turn_allows(entry.turn, side, state.active) {
        return Err(RuleError::TacticNotThisTurn { tactic });
    }
    let markers = combat.markers.clone();
    let members = members(state, &markers);
    let mut units = Vec::new();
    match (&entry.effect, targets) {
        (TacticEffect::Units { count, filter, .. }, TacticTargets::Units(chosen)) => {
            let allowed = count.with_die(die);
            if chosen.len() as u32 > allowed {
                return Err(RuleError::TooManyUnits {
                    given: chosen.len(),
                    allowed,
                });
            }
            for (k, u) in chosen.iter().enumerate() {
                check_own_member(setup, state, side, &members, *u)?;
                if chosen[..k].contains(u) {
                    return Err(RuleError::NamedTwice { unit: *u });
                }
                if !matches_filter(setup, state, filter, *u, Some(&members)) {
                    return Err(RuleError::DoesNotMatchFilter { unit: *u });
                }
            }
            units = chosen;
            // Veterans of the side in this combat gain it too, beyond the count.
            for v in &members {
                let veteran = setup
                    .profile(*v)
                    .is_some_and(|p| p.side == side && p.has(&RuleEffect::Veteran));
                if veteran
                    && !units.contains(v)
                    && matches_filter(setup, state, filter, *v, Some(&members))
                {
                    units.push(*v);
                }
            }
        }
        (TacticEffect::SideResult { .. }, TacticTargets::None) => {}
        (TacticEffect::RaisePrice { amount }, TacticTargets::None) => {
            let marker = markers[0];
            let mut price = 0;
            for _ in 0..amount.with_die(die) {
                price = state
                    .position
                    .raise_price(marker)
                    .map_err(|_| RuleError::UnknownMarker { marker })?;
            }
            if price > 0 {
                events.push(Event::CombatPriceRaised { marker, price });
            }
        }
        (TacticEffect::CancelEnemyTactic, TacticTargets::Played(k)) => {
            let target = combat.played.get(k).ok_or(RuleError::NoTacticToCancel)?;
            if target.side == side
                || target.cancelled
                || !matches!(target.effect, TacticEffect::Units { .. })
            {
                return Err(RuleError::NoTacticToCancel);
            }
            let (enemy, enemy_tactic) = (target.side, target.tactic);
            if let Ok(c) = state.step.combat_mut() {
                c.played[k].cancelled = true;
            }
            events.push(Event::TacticCancelled {
                side: enemy,
                tactic: enemy_tactic,
            });
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
            let allowed = count.with_die(die);
            if moves.len() as u32 > allowed {
                return Err(RuleError::TooManyUnits {
                    given: moves.len(),
                    allowed,
                });
            }
            for (k, (u, _)) in moves.iter().enumerate() {
                check_own_member(setup, state, side, &members, *u)?;
                if moves[..k].iter().any(|(v, _)| v == u) {
                    return Err(RuleError::NamedTwice { unit: *u });
                }
                if !matches_filter(setup, state, filter, *u, Some(&members)) {
                    return Err(RuleError::DoesNotMatchFilter { unit: *u });
                }
            }
            let speed = distance.map(|d| d.with_die(die));
            for (u, order) in &moves {
                let moved = moves::plan_move(state, *u, *order, *movement, speed, None)?;
                moves::make_move(state, &moved, events)?;
                units.push(*u);
            }
        }
        _ => return Err(RuleError::WrongTargets),
    }
    state.boards[side].on_tactics[tactic] = None;
    events.push(Event::TacticPlayed {
        side,
        tactic,
        die,
        units: units.clone(),
    });
    let effect = entry.effect.clone();
    if let Ok(c) = state.step.combat_mut() {
        c.played.push(PlayedTactic {
            side,
            tactic,
            die,
            effect,
            units,
            cancelled: false,
        });
    }
    Ok(())
}

fn check_own_member(
    setup: &GameSetup,
    state: &State,
    side: Side,
    members: &[TableUnitId],
    unit: TableUnitId,
) -> Result<(), RuleError> {
    if state.position.unit(unit).is_none() {
        return Err(RuleError::UnknownUnit { unit });
    }
    if setup.profile(unit).map(|p| p.side) != Some(side) {
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

// ----------------------------------------------------------------- results

/// The modifiers a unit has from its side's tactics in this combat.
pub(crate) fn modifiers_of(combat: &CombatState, unit: TableUnitId) -> Vec<&Modifier> {
    combat
        .played
        .iter()
        .filter(|p| !p.cancelled && p.units.contains(&unit))
        .flat_map(|p| match &p.effect {
            TacticEffect::Units { modifiers, .. } => modifiers.iter().collect(),
            _ => Vec::new(),
        })
        .collect()
}

/// What one unit brings to its side's result.
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct UnitTerms {
    pub dice: u32,
    pub strength: u32,
    pub advantages: u32,
    pub disadvantages: u32,
}

/// Dice, strength, advantages and disadvantages of `unit` in the combat.
pub(crate) fn unit_terms(
    setup: &GameSetup,
    state: &State,
    combat: &CombatState,
    members: &[TableUnitId],
    unit: TableUnitId,
) -> UnitTerms {
    let Some(p) = setup.profile(unit) else {
        return UnitTerms::default();
    };
    let mods = modifiers_of(combat, unit);
    let mut factor = 1u32;
    let mut bonus = 0i32;
    for m in &mods {
        match m {
            Modifier::StrengthMultiplier { factor: f } => factor *= u32::from(*f),
            Modifier::StrengthBonus { amount } => bonus += i32::from(*amount),
            _ => {}
        }
    }
    // Multiplication before addition, as the rules' order of operations says.
    let strength = (i32::from(p.strength) * factor as i32 + bonus).max(0) as u32;
    let weapon = weapon(setup, state, unit, members);
    // Advantages and disadvantages belong to every engaged unit of the
    // combat, whether or not it rolls dice: a unit that rolls is engaged
    // with those it fights; one that does not may still be in an enemy's
    // line of fire.
    let opponents = match &weapon {
        Weapon::Close(e) | Weapon::Fire(e) => e.clone(),
        Weapon::None => state.position.engaged_with(unit),
    };
    if opponents.is_empty() {
        return UnitTerms {
            strength,
            ..UnitTerms::default()
        };
    }
    let against = |o: &Option<crate::army_list::effect::Opponent>| {
        o.is_none_or(|o| {
            opponents
                .iter()
                .any(|e| opponent_matches(setup, state, o, *e))
        })
    };
    let mut dice: i32 = 0;
    let mut advantages = 0;
    let mut disadvantages = 0;
    match &weapon {
        Weapon::Close(enemies) => {
            dice += i32::from(p.close_combat);
            if enemies.iter().any(|e| state.position.flanking(unit, *e)) {
                dice += 1;
            }
            if enemies
                .iter()
                .any(|e| setup.profile(*e).is_some_and(|q| q.has(&RuleEffect::Armor)))
            {
                disadvantages += 1;
            }
            for m in &mods {
                if let Modifier::CloseCombatDice { amount, against: o } = m {
                    if against(o) {
                        dice += i32::from(*amount);
                    }
                }
            }
        }
        Weapon::Fire(_) => {
            dice += i32::from(p.fire.map_or(0, |f| f.1));
            for m in &mods {
                if let Modifier::FireDice { amount } = m {
                    dice += i32::from(*amount);
                }
            }
        }
        Weapon::None => {}
    }
    for m in &mods {
        if let Modifier::Advantage { against: o } = m {
            if against(o) {
                advantages += 1;
            }
        }
    }
    // Terrain.
    let position = &state.position;
    let mut broken = false;
    let mut very_broken = false;
    let mut cover = false;
    for e in position.terrain_of(unit) {
        let t = position.terrain()[e].traits;
        broken |= t.broken;
        very_broken |= t.very_broken;
        cover |= t.cover;
    }
    if p.kind == UnitType::Cavalry && broken {
        disadvantages += 1;
    }
    if p.kind == UnitType::Cavalry && very_broken {
        disadvantages += 1;
    }
    if very_broken && !p.has(&RuleEffect::Light) {
        disadvantages += 1;
    }
    if cover && p.has(&RuleEffect::UseCover) {
        advantages += 1;
    }
    UnitTerms {
        dice: dice.max(0) as u32,
        strength,
        advantages,
        disadvantages,
    }
}

/// What tactics that target no units add to `side`'s result.
pub(crate) fn side_bonus(combat: &CombatState, side: Side) -> u32 {
    combat
        .played
        .iter()
        .filter(|p| p.side == side && !p.cancelled)
        .map(|p| match &p.effect {
            TacticEffect::SideResult { amount } => amount.with_die(p.die),
            _ => 0,
        })
        .sum()
}

/// Which of the dice a side rolled it keeps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Keep {
    /// Every die (no net advantage or disadvantage).
    All,
    /// Its dice's worth of the highest (net advantages).
    Highest,
    /// Its dice's worth of the lowest (net disadvantages).
    Lowest,
}

/// How many dice a side with `dice` rolls, one more per net advantage or
/// disadvantage, and which it keeps. Shared by the roll and the odds.
pub(crate) fn dice_rolled(dice: u32, advantages: u32, disadvantages: u32) -> (u32, Keep) {
    let net = i64::from(advantages) - i64::from(disadvantages);
    let extra = net.unsigned_abs() as u32;
    let keep = match net {
        0 => Keep::All,
        n if n > 0 => Keep::Highest,
        _ => Keep::Lowest,
    };
    (dice + extra, keep)
}

/// The dice kept of `rolled`, sorted low to high, for a side of `dice`.
pub(crate) fn kept_dice(rolled: &[u8], dice: u32, keep: Keep) -> Vec<u8> {
    let mut sorted = rolled.to_vec();
    sorted.sort_stably();
    let extra = sorted.len().saturating_sub(dice as usize);
    match keep {
        Keep::Highest => sorted[extra..].to_vec(),
        Keep::All | Keep::Lowest => sorted[..sorted.len() - extra].to_vec(),
    }
}

/// Hits a side scores on the other: one per 10 points of its result, and
/// one more per 10 points by which it beats the other's. Shared by the
/// roll and the odds.
pub(crate) fn hits_scored(theirs: u32, mine: u32) -> u32 {
    theirs / 10 + theirs.saturating_sub(mine) / 10
}

/// Rolls `dice` plus one per net advantage or disadvantage and keeps the
/// right ones: the roll, the kept dice.
pub(crate) fn roll_with(
    state: &mut State,
    dice: u32,
    advantages: u32,
    disadvantages: u32,
) -> Result<(Vec<u8>, Vec<u8>), RuleError> {
    let (count, keep) = dice_rolled(dice, advantages, disadvantages);
    let rolled = state.dice.roll(count)?;
    let kept = kept_dice(&rolled, dice, keep);
    Ok((rolled, kept))
}

/// What all of `side`'s units in the combat bring, added up.
pub(crate) fn side_terms(
    setup: &GameSetup,
    state: &State,
    combat: &CombatState,
    members: &[TableUnitId],
    side: Side,
) -> UnitTerms {
    let mut total = UnitTerms::default();
    for u in members
        .iter()
        .filter(|u| state.position.unit(**u).is_some_and(|t| t.side == side))
    {
        let t = unit_terms(setup, state, combat, members, *u);
        total.dice += t.dice;
        total.strength += t.strength;
        total.advantages += t.advantages;
        total.disadvantages += t.disadvantages;
    }
    total
}

fn roll_results(
    setup: &GameSetup,
    state: &mut State,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let combat = state.step.combat()?.clone();
    let members = members(state, &combat.markers);
    let mut results = PerSide::new(0u32, 0);
    for side in [combat.active, combat.active.opponent()] {
        let total = side_terms(setup, state, &combat, &members, side);
        let bonus = side_bonus(&combat, side);
        let (rolled, kept) = roll_with(state, total.dice, total.advantages, total.disadvantages)?;
        let result = kept.iter().map(|d| u32::from(*d)).sum::<u32>() + total.strength + bonus;
        results[side] = result;
        events.push(Event::CombatRolled(CombatRoll {
            side,
            dice: total.dice,
            advantages: total.advantages,
            disadvantages: total.disadvantages,
            rolled,
            kept,
            strength: total.strength,
            bonus,
            result,
        }));
    }
    let hits_on = |taker: Side| hits_scored(results[taker.opponent()], results[taker]);
    let active = combat.active;
    let mut to_take = PerSide::new(0, 0);
    for side in [active, active.opponent()] {
        to_take[side] = hits_on(side);
        events.push(Event::HitsScored {
            on: side,
            hits: hits_on(side),
        });
    }
    if let Ok(c) = state.step.combat_mut() {
        c.hits_to_take = to_take;
        c.stage = Stage::Allocate(active);
    }
    Ok(())
}

/// Hits `side`'s units take before resolving: the order of closeness.
fn hit_order(state: &State, markers: &[MarkerId], side: Side) -> Vec<Vec<TableUnitId>> {
    let combat = Combat {
        markers: markers.to_vec(),
        units: members(state, markers),
    };
    state.position.hit_order(&combat, side)
}

fn run_allocation(
    setup: &GameSetup,
    state: &mut State,
    side: Side,
    events: &mut Vec<Event>,
) -> Result<bool, RuleError> {
    let combat = state.step.combat()?.clone();
    let order = hit_order(state, &combat.markers, side);
    match allocate_hits(&order, combat.hits_to_take[side], &combat.choices[side]) {
        Err((group, count)) => {
            if let Ok(c) = state.step.combat_mut() {
                c.stage = Stage::AllocateHits { side, group, count };
            }
            Ok(false)
        }
        Ok(given) => {
            if !given.is_empty() {
                events.push(Event::HitsAllocated {
                    side,
                    hits: given.clone(),
                });
            }
            let mut ignored = Vec::new();
            for (unit, n) in &given {
                let mut n = *n;
                // An emplacement ignores one hit a turn.
                let emplaced = state
                    .position
                    .terrain()
                    .iter()
                    .enumerate()
                    .any(|(k, e)| e.traits.emplacement && state.position.wholly_in(*unit, k));
                if n > 0 && emplaced && !state.emplacement_used.contains(unit) {
                    state.emplacement_used.insert(*unit);
                    n -= 1;
                    events.push(Event::HitIgnored {
                        unit: *unit,
                        emplacement: true,
                    });
                }
                let ignore: u32 = modifiers_of(&combat, *unit)
                    .iter()
                    .map(|m| match m {
                        Modifier::IgnoreHits { count } => u32::from(*count),
                        _ => 0,
                    })
                    .sum();
                for _ in 0..ignore.min(n) {
                    n -= 1;
                    events.push(Event::HitIgnored {
                        unit: *unit,
                        emplacement: false,
                    });
                }
                ignored.push((*unit, n));
            }
            let active = combat.active;
            if let Ok(c) = state.step.combat_mut() {
                for (unit, n) in ignored {
                    c.add_hits(unit, i64::from(n));
                }
                c.stage = if side == active {
                    Stage::Allocate(active.opponent())
                } else {
                    Stage::ResolveHits(active)
                };
            }
            let _ = setup;
            Ok(true)
        }
    }
}

pub(crate) fn allocate(
    setup: &GameSetup,
    state: &mut State,
    units: Vec<TableUnitId>,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let combat = state.step.combat()?;
    let Stage::AllocateHits { side, group, count } = &combat.stage else {
        return Err(RuleError::NotThisAction);
    };
    let (side, group, count) = (*side, group.clone(), *count);
    let distinct = units
        .iter()
        .enumerate()
        .all(|(k, u)| !units[..k].contains(u));
    if units.len() as u32 != count || !distinct || !units.iter().all(|u| group.contains(u)) {
        return Err(RuleError::BadAllocation { group, count });
    }
    if let Ok(c) = state.step.combat_mut() {
        c.choices[side].push(units);
        c.stage = Stage::Allocate(side);
    }
    let _ = (setup, events);
    Ok(())
}

// -------------------------------------------------------------------- hits

/// The discipline bonus of a unit: tactics, and +1 for infantry wholly in a village.
pub(crate) fn discipline_bonus(
    setup: &GameSetup,
    state: &State,
    combat: &CombatState,
    unit: TableUnitId,
) -> i32 {
    let mut bonus: i32 = modifiers_of(combat, unit)
        .iter()
        .map(|m| match m {
            Modifier::DisciplineBonus { amount } => i32::from(*amount),
            _ => 0,
        })
        .sum();
    let infantry = setup
        .profile(unit)
        .is_some_and(|p| p.kind == UnitType::Infantry);
    let in_village = state
        .position
        .terrain()
        .iter()
        .enumerate()
        .any(|(k, e)| e.traits.village && state.position.wholly_in(unit, k));
    if infantry && in_village {
        bonus += 1;
    }
    bonus
}

pub(crate) fn resolve_hit(
    setup: &GameSetup,
    state: &mut State,
    unit: TableUnitId,
    retreat: bool,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let combat = state.step.combat()?.clone();
    let Stage::ResolveHits(side) = combat.stage else {
        return Err(RuleError::NotThisAction);
    };
    if setup.profile(unit).map(|p| p.side) != Some(side) || state.position.unit(unit).is_none() {
        return Err(RuleError::NotYourUnit { unit });
    }
    if combat.hits_on(unit) == 0 {
        return Err(RuleError::NoHitOn { unit });
    }
    if retreat {
        if combat.retreated.contains(&unit) {
            return Err(RuleError::AlreadyRetreated { unit });
        }
        let expr = setup
            .profile(unit)
            .map(|p| p.retreat)
            .ok_or(RuleError::UnknownUnit { unit })?;
        let distance = state.dice.expr(expr)?;
        events.push(Event::RetreatRolled { unit, distance });
        raise_nearest(state, unit, events);
        if let Ok(c) = state.step.combat_mut() {
            c.retreated.push(unit);
            c.add_hits(unit, -1);
            if distance > 0 {
                c.stage = Stage::Retreat {
                    side,
                    unit,
                    distance,
                };
            }
        }
        if distance == 0 {
            events.push(Event::UnitStayed { unit });
        }
        return Ok(());
    }
    let p = setup.profile(unit).ok_or(RuleError::UnknownUnit { unit })?;
    let bonus = discipline_bonus(setup, state, &combat, unit);
    let mut passed = discipline_test(state, unit, p.discipline, bonus, false, events)?;
    if !passed {
        let rerolls: u32 = modifiers_of(&combat, unit)
            .iter()
            .map(|m| match m {
                Modifier::RerollDiscipline { count } => u32::from(*count),
                _ => 0,
            })
            .sum();
        let used = combat
            .rerolls_used
            .iter()
            .find(|(u, _)| *u == unit)
            .map_or(0, |(_, n)| u32::from(*n));
        if used < rerolls {
            if let Ok(c) = state.step.combat_mut() {
                match c.rerolls_used.iter_mut().find(|(u, _)| *u == unit) {
                    Some(entry) => entry.1 += 1,
                    None => c.rerolls_used.push((unit, 1)),
                }
            }
            passed = discipline_test(state, unit, p.discipline, bonus, true, events)?;
        }
    }
    if passed {
        if let Ok(c) = state.step.combat_mut() {
            c.add_hits(unit, -1);
        }
    } else {
        if let Ok(c) = state.step.combat_mut() {
            c.add_hits(unit, -i64::from(u32::MAX));
        }
        break_unit(setup, state, unit, BreakReason::FailedDiscipline, events);
    }
    Ok(())
}

/// A retreat raises the price of the marker nearest to the unit.
fn raise_nearest(state: &mut State, unit: TableUnitId, events: &mut Vec<Event>) {
    if let Some(marker) = state.position.closest_marker(unit) {
        if let Ok(price) = state.position.raise_price(marker) {
            events.push(Event::CombatPriceRaised { marker, price });
        }
    }
}

pub(crate) fn retreat(
    setup: &GameSetup,
    state: &mut State,
    direction: RetreatDirection,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let combat = state.step.combat()?;
    let Stage::Retreat {
        side,
        unit,
        distance,
    } = combat.stage
    else {
        return Err(RuleError::NotThisAction);
    };
    let outcome = perform_retreat(setup, state, unit, direction, distance, events)?;
    if let Ok(c) = state.step.combat_mut() {
        if outcome == Retreat::Broken {
            c.add_hits(unit, -i64::from(u32::MAX));
        }
        c.stage = Stage::ResolveHits(side);
    }
    Ok(())
}

// -------------------------------------------------------------------- end

/// Units with a fall-back modifier retreat once hits are resolved.
fn after_hits(
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

fn finish(setup: &GameSetup, state: &mut State, events: &mut Vec<Event>) -> Result<(), RuleError> {
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
            lose_morale(
                state,
                winner.opponent(),
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
            let can = !playable_tactics(setup, state, *side).is_empty()
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
