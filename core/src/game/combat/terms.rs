//! What a combat's units and sides bring to it, as the rules read them: the
//! modifiers of tactics played, each unit's dice, strength, advantages and
//! disadvantages, a side's bonus, and how many dice are rolled and kept.

use crate::army_list::effect::{Modifier, RuleEffect, TacticEffect, UnitType};
use crate::engine::{Side, TableUnitId};
use crate::game::effects::{opponent_matches, weapon, Weapon};
use crate::game::error::RuleError;
use crate::game::setup::GameSetup;
use crate::game::state::State;
use crate::game::step::CombatState;
use crate::sorting::SortStably;

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
