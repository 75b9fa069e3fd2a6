//! The combat as the engine reads it: the situation's tactics played
//! through the combat's own code, then each unit's part and each side's
//! result and hits.

use super::distribution::hits_taken;
use super::layout::Placed;
use super::{
    break_chance, dice_sum, Distribution, OddsError, OddsSituation, SideOdds, UnitOdds, UnitPart,
};
use crate::army_list::effect::{Modifier, TacticEffect};
use crate::engine::{PerSide, PlayerId, Side, TableUnitId};
use crate::game::combat::{
    dice_rolled, discipline_bonus, hits_scored, modifiers_of, play_tactic, side_bonus, side_terms,
    unit_terms,
};
use crate::game::command::TacticTargets;
use crate::game::effects::{matches_filter, weapon, Weapon};
use crate::game::step::{CombatState, Stage};
use crate::game::Game;
use crate::sorting::SortStably;

/// The situation's tactics, played through the combat's own code: the
/// active side's first.
pub(super) fn play_tactics(
    game: &mut Game,
    situation: &OddsSituation,
    members: &[TableUnitId],
) -> Result<(), OddsError> {
    let mut events = Vec::new();
    for side in [situation.active, situation.active.opponent()] {
        for t in &situation.sides[side].tactics {
            let player = PlayerId::lead(side);
            let Some(entry) = game.setup.armies[player].tactics.get(t.tactic).cloned() else {
                continue;
            };
            game.state.boards[player].on_tactics[t.tactic] = Some(t.die);
            if let Ok(c) = game.state.step.combat_mut() {
                c.stage = Stage::Tactics(side);
            }
            let targets = targets_for(game, side, &entry.effect, t.die, members);
            let (setup, state) = (&game.setup, &mut game.state);
            play_tactic(setup, state, t.tactic, targets, &mut events).map_err(|error| {
                OddsError::Tactic {
                    side,
                    tactic: entry.name.clone(),
                    error,
                }
            })?;
        }
    }
    Ok(())
}

/// The targets a tactic is played on: the side's units in the combat that
/// its filter admits, as many as its die allows, in the situation's order;
/// the enemy's first tactic on units, to cancel; no move for a move.
fn targets_for(
    game: &Game,
    side: Side,
    effect: &TacticEffect,
    die: u8,
    members: &[TableUnitId],
) -> TacticTargets {
    let state = &game.state;
    match effect {
        TacticEffect::Units { count, filter, .. } => TacticTargets::Units(
            members
                .iter()
                .copied()
                .filter(|u| game.setup.profile(*u).is_some_and(|p| p.side == side))
                .filter(|u| matches_filter(&game.setup, state, filter, *u, Some(members)))
                .take(count.with_die(die) as usize)
                .collect(),
        ),
        TacticEffect::CancelEnemyTactic => {
            let played = state.step.combat().map_or(usize::MAX, |c| {
                c.played
                    .iter()
                    .position(|p| {
                        p.side != side
                            && !p.cancelled
                            && matches!(p.effect, TacticEffect::Units { .. })
                    })
                    .unwrap_or(usize::MAX)
            });
            TacticTargets::Played(played)
        }
        TacticEffect::ImmediateMove { .. } => TacticTargets::Moves(Vec::new()),
        TacticEffect::SideResult { .. } | TacticEffect::RaisePrice { .. } => TacticTargets::None,
    }
}

/// Each unit of the situation as the engine reads it, A's then B's, in
/// their order.
pub(super) fn unit_odds(
    game: &Game,
    combat: &CombatState,
    members: &[TableUnitId],
    placed: &[Placed],
) -> Vec<UnitOdds> {
    let mut units: Vec<UnitOdds> = placed
        .iter()
        .filter_map(|p| one_unit(game, combat, members, p))
        .collect();
    units.sort_stably_by_key(|u| (u.side, u.index));
    units
}

/// One unit's part, dice and chance to break.
fn one_unit(
    game: &Game,
    combat: &CombatState,
    members: &[TableUnitId],
    p: &Placed,
) -> Option<UnitOdds> {
    let (setup, state) = (&game.setup, &game.state);
    let id = p.unit.id;
    let profile = setup.profile(id)?;
    let in_combat = members.contains(&id);
    let terms = if in_combat {
        unit_terms(setup, state, combat, members, id)
    } else {
        Default::default()
    };
    let part = if !in_combat {
        UnitPart::OutOfCombat
    } else {
        match weapon(setup, state, id, members) {
            Weapon::Close(_) => UnitPart::CloseCombat,
            Weapon::Fire(_) => UnitPart::Fire,
            Weapon::None => UnitPart::StrengthOnly,
        }
    };
    let mods = modifiers_of(combat, id);
    let rerolls: u32 = mods
        .iter()
        .map(|m| match m {
            Modifier::RerollDiscipline { count } => u32::from(*count),
            _ => 0,
        })
        .sum();
    let emplaced = state.position.in_emplacement(id);
    let ignores = u32::from(emplaced)
        + mods
            .iter()
            .map(|m| match m {
                Modifier::IgnoreHits { count } => u32::from(*count),
                _ => 0,
            })
            .sum::<u32>();
    let bonus = discipline_bonus(setup, state, combat, id);
    Some(UnitOdds {
        side: p.side,
        index: p.index,
        name: profile.name.clone(),
        part,
        flanking: members
            .iter()
            .any(|e| *e != id && state.position.flanking(id, *e)),
        dice: terms.dice,
        strength: terms.strength,
        advantages: terms.advantages,
        disadvantages: terms.disadvantages,
        discipline: profile.discipline,
        discipline_bonus: bonus,
        rerolls,
        ignores,
        break_chance: break_chance(profile.discipline, bonus, rerolls > 0),
    })
}

/// Each side's result and the hits each takes.
pub(super) fn side_odds(
    game: &Game,
    combat: &CombatState,
    members: &[TableUnitId],
    situation: &OddsSituation,
) -> PerSide<SideOdds> {
    let (setup, state) = (&game.setup, &game.state);
    let mut totals = PerSide::from_fn(|side| {
        let terms = side_terms(setup, state, combat, members, side);
        let extra = &situation.sides[side];
        let advantages = terms.advantages + extra.extra_advantages;
        let disadvantages = terms.disadvantages + extra.extra_disadvantages;
        let bonus = side_bonus(combat, side);
        let (rolled, _) = dice_rolled(terms.dice, advantages, disadvantages);
        SideOdds {
            dice: terms.dice,
            strength: terms.strength,
            bonus,
            advantages,
            disadvantages,
            rolled,
            kept: terms.dice,
            result: dice_sum(terms.dice, advantages, disadvantages).plus(terms.strength + bonus),
            hits: Distribution::default(),
            fewer_hits: 0.0,
        }
    });
    let hits =
        PerSide::from_fn(|side| hits_taken(&totals[side].result, &totals[side.opponent()].result));
    // Hits on each side come from the same pair of results, so the chance
    // one side takes fewer is counted over the pairs.
    let mut fewer = PerSide::new(0.0, 0.0);
    for (ra, pa) in totals[Side::A].result.values() {
        for (rb, pb) in totals[Side::B].result.values() {
            let (on_a, on_b) = (hits_scored(rb, ra), hits_scored(ra, rb));
            if on_a < on_b {
                fewer[Side::A] += pa * pb;
            } else if on_b < on_a {
                fewer[Side::B] += pa * pb;
            }
        }
    }
    for side in Side::ALL {
        totals[side].hits = hits[side].clone();
        totals[side].fewer_hits = fewer[side];
    }
    totals
}
