//! Combat odds: what a combat is likely to come to, before the dice roll.
//!
//! The player describes a situation ([`OddsSituation`]): the units of each
//! side, how the lines meet (in base contact, or firing across a gap),
//! where each unit stands (in the line, on the enemy's flank, behind its
//! own line), the terrain under it, the tactics played and their dice,
//! and any advantages or disadvantages the calculator cannot see. The
//! situation is built as a real position and a real combat of the engine:
//! the marker goes where the rules put it, the tactics are played through
//! the combat's own code (which refuses what the rules refuse), and each
//! unit's dice, strength, advantages and disadvantages are read with the
//! engine's `unit_terms`, never worked out again here.
//!
//! From those terms the odds follow from the dice alone:
//! - each side's result: the sum of its kept dice (a side with net
//!   advantages rolls that many more dice and drops the lowest; net
//!   disadvantages, drops the highest) plus its strength and bonuses,
//!   computed exactly by dynamic programming over the dice faces;
//! - the hits each side takes, from the two results;
//! - each unit's chance to break when it tests its discipline.
//!
//! A roll of more than [`EXACT_MOST_DICE`] dice is sampled instead, with
//! the engine's own dice, and the result says so.

use super::combat::{
    begin, dice_rolled, discipline_bonus, hits_scored, kept_dice, members, modifiers_of,
    play_tactic, side_bonus, side_terms, start_combat, unit_terms, Keep,
};
use super::command::TacticTargets;
use super::dice::Dice;
use super::effects::{matches_filter, weapon, Weapon};
use super::error::RuleError;
use super::hits::passes_discipline;
use super::names::Names;
use super::setup::{
    ArmySetup, CommanderSetup, FirstPlayer, GameOptions, GameSetup, Start, UnitProfile,
};
use super::step::{Stage, Step};
use super::Game;
use crate::army_list::effect::{Modifier, TacticEffect};
use crate::army_list::{Catalog, FactionId, UnitId};
use crate::engine::geometry::Extremes;
use crate::engine::{
    Commander, CommanderId, PerSide, Placement, Point, Position, PositionError, Shape, Side, Table,
    TableUnit, TableUnitId, TerrainElement, TerrainKind,
};
use crate::i18n::{Lang, Text};
use crate::roster::Skill;
use crate::sorting::SortStably;
use serde::{Deserialize, Serialize};
use std::f64::consts::{FRAC_PI_2, PI};

/// Rolls of more dice than this are sampled rather than counted exactly.
pub const EXACT_MOST_DICE: u32 = 100;
/// Rolls drawn when a roll is sampled.
pub const SAMPLED_ROLLS: u32 = 20_000;
/// The most units a side may have in the calculator.
pub const MOST_ODDS_UNITS: usize = 12;

/// How the two lines meet.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum OddsMeeting {
    /// Front to front, in base contact.
    Contact,
    /// Facing each other `gap` UW apart (1 or 2), firing.
    Fire { gap: u8 },
}

/// Where a unit stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum OddsPlace {
    /// In its side's line, facing the enemy's.
    Front,
    /// Against the flank of the enemy line's end unit (later ones stand
    /// behind the first).
    Flank,
    /// In a rank behind its own line.
    Rear,
}

/// One unit of the situation: a unit of its side's faction.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct OddsUnit {
    pub unit: UnitId,
    pub place: OddsPlace,
    /// The terrain under it, if any.
    pub terrain: Option<TerrainKind>,
}

/// A tactic played: its place on the faction's board, and its die.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OddsTactic {
    pub tactic: usize,
    pub die: u8,
}

/// One side of the situation.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct OddsSide {
    pub faction: FactionId,
    pub units: Vec<OddsUnit>,
    pub tactics: Vec<OddsTactic>,
    /// Advantages and disadvantages the engine cannot see (a scenario's
    /// rule, say), added by hand.
    pub extra_advantages: u32,
    pub extra_disadvantages: u32,
}

/// A combat to work the odds of.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct OddsSituation {
    pub meeting: OddsMeeting,
    /// Whose turn it is: the active side plays its tactics first, and some
    /// tactics are for one turn or the other.
    pub active: Side,
    /// Side A (blue), side B (red).
    pub sides: PerSide<OddsSide>,
}

/// How the engine reads a unit in the combat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum UnitPart {
    /// In base contact: its close combat dice.
    CloseCombat,
    /// Enemies in its line of fire: its fire dice.
    Fire,
    /// In the combat, but neither: its strength only.
    StrengthOnly,
    /// Beyond the combat's radius: it takes no part.
    OutOfCombat,
}

/// A chance for each whole value from `first` on.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Distribution {
    pub first: u32,
    pub chances: Vec<f64>,
    /// Counted exactly from the dice (otherwise sampled).
    pub exact: bool,
}

impl Distribution {
    /// A value for certain.
    fn certain(value: u32) -> Distribution {
        Distribution {
            first: value,
            chances: vec![1.0],
            exact: true,
        }
    }

    /// The values with a chance above 0, and their chances.
    pub fn values(&self) -> impl Iterator<Item = (u32, f64)> + '_ {
        self.chances
            .iter()
            .enumerate()
            .filter(|(_, p)| **p > 0.0)
            .map(move |(k, p)| (self.first + k as u32, *p))
    }

    pub fn chance_of(&self, value: u32) -> f64 {
        value
            .checked_sub(self.first)
            .and_then(|k| self.chances.get(k as usize))
            .copied()
            .unwrap_or(0.0)
    }

    pub fn mean(&self) -> f64 {
        self.values().map(|(v, p)| f64::from(v) * p).sum()
    }

    pub fn lowest(&self) -> u32 {
        self.values().next().map_or(self.first, |(v, _)| v)
    }

    pub fn highest(&self) -> u32 {
        self.values().last().map_or(self.first, |(v, _)| v)
    }

    /// The same shifted up by `by`.
    fn plus(mut self, by: u32) -> Distribution {
        self.first += by;
        self
    }

    fn from_counts(first: u32, counts: Vec<f64>, exact: bool) -> Distribution {
        let total: f64 = counts.iter().sum();
        let chances = if total > 0.0 {
            counts.iter().map(|c| c / total).collect()
        } else {
            vec![1.0]
        };
        Distribution {
            first,
            chances,
            exact,
        }
    }
}

/// The distribution of the sum of the dice a side keeps when it has
/// `dice` dice and these advantages and disadvantages: exact up to
/// [`EXACT_MOST_DICE`] dice rolled, sampled beyond.
pub fn dice_sum(dice: u32, advantages: u32, disadvantages: u32) -> Distribution {
    let (rolled, keep) = dice_rolled(dice, advantages, disadvantages);
    if rolled <= EXACT_MOST_DICE {
        exact_kept_sum(rolled, dice, keep)
    } else {
        sampled_kept_sum(rolled, dice, keep, 0)
    }
}

/// Binomial coefficients C(n, k) for n up to `n`, as floating point.
fn binomials(n: usize) -> Vec<Vec<f64>> {
    let mut rows: Vec<Vec<f64>> = vec![vec![1.0]];
    for m in 1..=n {
        let previous = &rows[m - 1];
        let mut row = vec![1.0; m + 1];
        for k in 1..m {
            row[k] = previous[k - 1] + previous[k];
        }
        rows.push(row);
    }
    rows
}

/// The exact distribution of the kept sum. The faces are taken in the
/// order the dice are kept (highest first when keeping the highest, lowest
/// first otherwise); for each face, how many of the dice still unplaced
/// show it, weighted by the ways to choose them. The first `dice` dice
/// placed are the kept ones.
fn exact_kept_sum(rolled: u32, dice: u32, keep: Keep) -> Distribution {
    let n = rolled as usize;
    let k = dice as usize;
    if k == 0 {
        return Distribution::certain(0);
    }
    let choose = binomials(n);
    let faces: [u32; 6] = match keep {
        Keep::Highest => [6, 5, 4, 3, 2, 1],
        Keep::All | Keep::Lowest => [1, 2, 3, 4, 5, 6],
    };
    let most = 6 * k;
    // weights[placed][sum]
    let mut weights = vec![vec![0.0f64; most + 1]; n + 1];
    weights[0][0] = 1.0;
    let sixth = 1.0 / 6.0;
    for face in faces {
        let mut next = vec![vec![0.0f64; most + 1]; n + 1];
        for (placed, row) in weights.iter().enumerate() {
            for (sum, &w) in row.iter().enumerate() {
                if w == 0.0 {
                    continue;
                }
                let mut power = 1.0;
                for showing in 0..=(n - placed) {
                    let kept = showing.min(k.saturating_sub(placed));
                    let s = sum + kept * face as usize;
                    next[placed + showing][s] += w * choose[n - placed][showing] * power;
                    power *= sixth;
                }
            }
        }
        weights = next;
    }
    Distribution::from_counts(0, weights[n].clone(), true)
}

/// The kept sum over [`SAMPLED_ROLLS`] rolls of the engine's seeded dice.
fn sampled_kept_sum(rolled: u32, dice: u32, keep: Keep, seed: u64) -> Distribution {
    let mut counts = vec![0.0f64; 6 * dice as usize + 1];
    let mut generator = Dice::seeded(seed);
    for _ in 0..SAMPLED_ROLLS {
        let Ok(roll) = generator.roll(rolled) else {
            break;
        };
        let sum: u32 = kept_dice(&roll, dice, keep)
            .iter()
            .map(|d| u32::from(*d))
            .sum();
        if let Some(slot) = counts.get_mut(sum as usize) {
            *slot += 1.0;
        }
    }
    Distribution::from_counts(0, counts, false)
}

/// The hits a side takes, from its result and the other side's.
fn hits_taken(mine: &Distribution, theirs: &Distribution) -> Distribution {
    let mut counts: Vec<f64> = Vec::new();
    for (t, pt) in theirs.values() {
        for (m, pm) in mine.values() {
            let hits = hits_scored(t, m) as usize;
            if counts.len() <= hits {
                counts.resize(hits + 1, 0.0);
            }
            counts[hits] += pt * pm;
        }
    }
    Distribution::from_counts(0, counts, mine.exact && theirs.exact)
}

/// The chance a discipline test (with `bonus`, against `needed`) fails,
/// taking a reroll if the unit has one.
pub fn break_chance(needed: u8, bonus: i32, reroll: bool) -> f64 {
    let fails = (1..=6u8)
        .filter(|roll| !passes_discipline(*roll, bonus, needed))
        .count() as f64
        / 6.0;
    if reroll {
        fails * fails
    } else {
        fails
    }
}

/// One unit's part in the combat, as the engine reads it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct UnitOdds {
    pub side: Side,
    /// Its place in its side's list of the situation.
    pub index: usize,
    pub name: Text,
    pub part: UnitPart,
    /// Touching an enemy's flank or rear.
    pub flanking: bool,
    pub dice: u32,
    pub strength: u32,
    pub advantages: u32,
    pub disadvantages: u32,
    pub discipline: u8,
    pub discipline_bonus: i32,
    /// Failed tests it may roll again.
    pub rerolls: u32,
    /// Hits it ignores: an emplacement's one, and its tactics'.
    pub ignores: u32,
    /// The chance it breaks when it tests its discipline.
    pub break_chance: f64,
}

/// One side's figures.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SideOdds {
    pub dice: u32,
    pub strength: u32,
    /// What tactics that target no units add.
    pub bonus: u32,
    /// Advantages and disadvantages, with those added by hand.
    pub advantages: u32,
    pub disadvantages: u32,
    /// The dice it rolls (with the extra ones) and keeps.
    pub rolled: u32,
    pub kept: u32,
    pub result: Distribution,
    /// The hits it takes.
    pub hits: Distribution,
    /// The chance it takes fewer hits than the other side.
    pub fewer_hits: f64,
}

/// The odds of a combat.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CombatOdds {
    /// Side A, side B.
    pub sides: PerSide<SideOdds>,
    /// Every unit of the situation, A's then B's, in their order.
    pub units: Vec<UnitOdds>,
}

impl CombatOdds {
    /// Whether every figure was counted exactly.
    pub fn exact(&self) -> bool {
        self.sides.values().all(|s| s.result.exact && s.hits.exact)
    }
}

/// Why the odds of a situation cannot be worked out.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum OddsError {
    UnknownFaction {
        side: Side,
        faction: FactionId,
    },
    UnknownUnit {
        side: Side,
        unit: UnitId,
    },
    NoUnits {
        side: Side,
    },
    TooManyUnits {
        side: Side,
        most: usize,
    },
    UnknownTactic {
        side: Side,
        tactic: usize,
    },
    BadDie {
        side: Side,
        die: u8,
    },
    /// The rules refuse a tactic.
    Tactic {
        side: Side,
        tactic: Text,
        error: RuleError,
    },
    /// The units cannot stand so.
    Position {
        problems: Vec<PositionError>,
    },
    /// No unit engages an enemy: there is no combat.
    NoCombat,
}

impl OddsError {
    pub fn describe(&self, lang: Lang) -> String {
        let en = lang == Lang::En;
        let names = Names::plain(lang);
        let who = |side: &Side| names.side(*side);
        match self {
            OddsError::UnknownFaction { side, faction } => {
                if en {
                    format!("{}: the loaded lists have no faction «{faction}».", who(side))
                } else {
                    format!("{}: среди загруженных списков нет фракции «{faction}».", who(side))
                }
            }
            OddsError::UnknownUnit { side, unit } => {
                if en {
                    format!("{}: the faction has no unit «{unit}».", who(side))
                } else {
                    format!("{}: у фракции нет отряда «{unit}».", who(side))
                }
            }
            OddsError::NoUnits { side } => {
                if en {
                    format!("{} needs at least one unit.", who(side))
                } else {
                    format!("{}: нужен хотя бы один отряд.", who(side))
                }
            }
            OddsError::TooManyUnits { side, most } => {
                if en {
                    format!("{}: at most {most} units a side.", who(side))
                } else {
                    format!("{}: не больше {most} отрядов у стороны.", who(side))
                }
            }
            OddsError::UnknownTactic { side, tactic } => {
                let n = tactic + 1;
                if en {
                    format!("{}: the faction's board has no tactic number {n}.", who(side))
                } else {
                    format!("{}: на планшете фракции нет тактики № {n}.", who(side))
                }
            }
            OddsError::BadDie { side, die } => {
                if en {
                    format!("{}: a die shows 1 to 6, not {die}.", who(side))
                } else {
                    format!("{}: на кубике от 1 до 6, а не {die}.", who(side))
                }
            }
            OddsError::Tactic {
                side,
                tactic,
                error,
            } => {
                let name = tactic.get(lang);
                if en {
                    format!("{}: «{name}» cannot be played here. {}", who(side), error.describe(&names))
                } else {
                    format!("{}: «{name}» здесь не сыграть. {}", who(side), error.describe(&names))
                }
            }
            OddsError::Position { problems } => {
                let first = problems
                    .first()
                    .map(|p| p.describe(&names))
                    .unwrap_or_default();
                if en {
                    format!("The units cannot stand so on the table: {first}")
                } else {
                    format!("Так отряды на столе не встанут: {first}")
                }
            }
            OddsError::NoCombat => names
                .pick(
                    "No unit engages an enemy this way: there is no combat. Bring the lines into contact or into range.",
                    "Так ни один отряд не связан с врагом: боя нет. Сведите линии в контакт или на дистанцию огня.",
                )
                .to_owned(),
        }
    }
}

// --------------------------------------------------------------- the table

/// The table's middle, where the lines meet.
const CENTRE_X: f64 = 10.0;
const MIDDLE_Y: f64 = 7.5;
/// A unit's depth and half of it.
const DEPTH: f64 = 0.5;
const HALF: f64 = DEPTH / 2.0;

/// The direction a side's units face: A north, B south.
fn facing(side: Side) -> f64 {
    match side {
        Side::A => FRAC_PI_2,
        Side::B => -FRAC_PI_2,
    }
}

/// +1 for A (its line is south of the middle and faces north), −1 for B.
fn towards(side: Side) -> f64 {
    match side {
        Side::A => 1.0,
        Side::B => -1.0,
    }
}

/// The centre line of a side's front rank.
fn front_y(meeting: OddsMeeting, side: Side) -> f64 {
    let gap = match meeting {
        OddsMeeting::Contact => 0.0,
        OddsMeeting::Fire { gap } => f64::from(gap),
    };
    MIDDLE_Y - towards(side) * (gap / 2.0 + HALF)
}

/// The x of the `k`-th of `n` units in a line centred on the table.
fn line_x(k: usize, n: usize) -> f64 {
    CENTRE_X - (n as f64 - 1.0) / 2.0 + k as f64
}

/// A unit's placement: `index` in its side's list.
struct Placed {
    side: Side,
    index: usize,
    unit: TableUnit,
    terrain: Option<TerrainKind>,
}

/// Lays the situation's units out as a position (see [`OddsPlace`]):
/// the lines centred on the table; a side's flankers against the end of
/// the enemy line (A's at its east end, B's at its west end), touching
/// its flank but not its front; the rear rank behind its line, half a UW
/// away from the enemy flankers' end.
fn lay_out(situation: &OddsSituation, profiles: &PerSide<Vec<UnitProfile>>) -> Vec<Placed> {
    let mut placed = Vec::new();
    let fronts: PerSide<Vec<usize>> = PerSide::from_fn(|side| {
        situation.sides[side]
            .units
            .iter()
            .enumerate()
            .filter(|(_, u)| u.place == OddsPlace::Front)
            .map(|(k, _)| k)
            .collect()
    });
    let front_xs: PerSide<Vec<f64>> = PerSide::from_fn(|side| {
        let n = fronts[side].len();
        (0..n).map(|k| line_x(k, n)).collect()
    });
    for side in Side::ALL {
        let s = side;
        let y = front_y(situation.meeting, side);
        let mut rear = 0;
        let mut flank = 0;
        for (k, unit) in situation.sides[s].units.iter().enumerate() {
            let Some(profile) = profiles[s].get(k) else {
                continue;
            };
            let (x, y, face) = match unit.place {
                OddsPlace::Front => {
                    let slot = fronts[s].iter().position(|f| *f == k).unwrap_or(0);
                    (front_xs[s][slot], y, facing(side))
                }
                OddsPlace::Rear => {
                    // Behind the line, shifted away from the enemy's flankers.
                    let n = fronts[s].len().max(1);
                    let shift = towards(side) * 0.5;
                    let x = line_x(rear, n) + shift;
                    rear += 1;
                    (x, y - towards(side) * DEPTH, facing(side))
                }
                OddsPlace::Flank => {
                    // Against the enemy line's end unit: A's at its east
                    // end facing west, B's at its west end facing east.
                    let enemy = side.opponent();
                    let enemy_y = front_y(situation.meeting, enemy);
                    let ends = &front_xs[enemy];
                    let (end, outward, face) = match side {
                        Side::A => (ends.last().copied().unwrap_or(CENTRE_X), 1.0, PI),
                        Side::B => (ends.first().copied().unwrap_or(CENTRE_X), -1.0, 0.0),
                    };
                    let x = end + outward * (0.5 + HALF + DEPTH * flank as f64);
                    flank += 1;
                    // Its width runs from the middle of the enemy unit's
                    // flank backwards, clear of that unit's front corner.
                    let y = enemy_y - towards(enemy) * 0.5;
                    (x, y, face)
                }
            };
            placed.push(Placed {
                side,
                index: k,
                unit: TableUnit::new(
                    profile.id.0,
                    side,
                    Placement::new(x, y, face),
                    profile.facts(),
                ),
                terrain: unit.terrain,
            });
        }
    }
    placed
}

/// The terrain under the units: each unit's footprint, as one element.
fn terrain_under(placed: &[Placed]) -> Vec<TerrainElement> {
    placed
        .iter()
        .filter_map(|p| {
            let kind = p.terrain?;
            let corners = p.unit.corners();
            let min = Point::new(
                corners.iter().map(|c| c.x).fold(f64::INFINITY, f64::lesser),
                corners.iter().map(|c| c.y).fold(f64::INFINITY, f64::lesser),
            );
            let max = Point::new(
                corners
                    .iter()
                    .map(|c| c.x)
                    .fold(f64::NEG_INFINITY, f64::greater),
                corners
                    .iter()
                    .map(|c| c.y)
                    .fold(f64::NEG_INFINITY, f64::greater),
            );
            Some(TerrainElement::new(kind, Shape::rectangle(min, max)))
        })
        .collect()
}

/// A side's army for the situation: its faction's board, its units.
fn army_of(
    catalog: &Catalog,
    side: Side,
    odds_side: &OddsSide,
    first_id: u32,
) -> Result<ArmySetup, OddsError> {
    let faction = catalog
        .faction(&odds_side.faction)
        .ok_or_else(|| OddsError::UnknownFaction {
            side,
            faction: odds_side.faction.clone(),
        })?;
    if odds_side.units.is_empty() {
        return Err(OddsError::NoUnits { side });
    }
    if odds_side.units.len() > MOST_ODDS_UNITS {
        return Err(OddsError::TooManyUnits {
            side,
            most: MOST_ODDS_UNITS,
        });
    }
    let mut units = Vec::new();
    for (k, entry) in odds_side.units.iter().enumerate() {
        let unit = faction
            .unit(&entry.unit)
            .ok_or_else(|| OddsError::UnknownUnit {
                side,
                unit: entry.unit.clone(),
            })?;
        units.push(UnitProfile::from_unit(
            TableUnitId(first_id + k as u32),
            side,
            unit,
            catalog,
        ));
    }
    Ok(ArmySetup {
        name: faction.name.en.clone(),
        faction: faction.id.clone(),
        skill: Skill::Competent,
        command_radius: faction.command_radius,
        actions: faction.actions.clone(),
        tactics: faction.tactics.clone(),
        assets: Vec::new(),
        morale: units.iter().map(|u| u32::from(u.morale)).sum(),
        units,
        strategic_rating: 0,
    })
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
            let played = match &state.step {
                Step::Combat(c) => c
                    .played
                    .iter()
                    .position(|p| {
                        p.side != side
                            && !p.cancelled
                            && matches!(p.effect, TacticEffect::Units { .. })
                    })
                    .unwrap_or(usize::MAX),
                _ => usize::MAX,
            };
            TacticTargets::Played(played)
        }
        TacticEffect::ImmediateMove { .. } => TacticTargets::Moves(Vec::new()),
        TacticEffect::SideResult { .. } | TacticEffect::RaisePrice { .. } => TacticTargets::None,
    }
}

/// The odds of `situation`, read from the engine and counted from the
/// dice; or why they cannot be.
pub fn combat_odds(catalog: &Catalog, situation: &OddsSituation) -> Result<CombatOdds, OddsError> {
    let armies = PerSide::new(
        army_of(catalog, Side::A, &situation.sides[Side::A], 1)?,
        army_of(catalog, Side::B, &situation.sides[Side::B], 101)?,
    );
    for side in Side::ALL {
        let odds_side = &situation.sides[side];
        let board = &armies[side];
        for t in &odds_side.tactics {
            if t.tactic >= board.tactics.len() {
                return Err(OddsError::UnknownTactic {
                    side,
                    tactic: t.tactic,
                });
            }
            if !(1..=6).contains(&t.die) {
                return Err(OddsError::BadDie { side, die: t.die });
            }
        }
    }
    let profiles = armies.as_ref().map(|army| army.units.clone());
    let placed = lay_out(situation, &profiles);
    let terrain = terrain_under(&placed);
    let table = Table::standard();
    let commanders = vec![
        Commander {
            id: CommanderId(1),
            side: Side::A,
            at: Point::new(CENTRE_X, 0.1),
        },
        Commander {
            id: CommanderId(2),
            side: Side::B,
            at: Point::new(CENTRE_X, table.depth - 0.1),
        },
    ];
    let position = Position::new(
        table,
        terrain,
        placed.iter().map(|p| p.unit.clone()).collect(),
        commanders,
        Vec::new(),
    )
    .map_err(|problems| OddsError::Position { problems })?;
    let setup = GameSetup {
        commanders: vec![
            CommanderSetup {
                id: CommanderId(1),
                side: Side::A,
                command_radius: armies[Side::A].command_radius,
                sub: false,
            },
            CommanderSetup {
                id: CommanderId(2),
                side: Side::B,
                command_radius: armies[Side::B].command_radius,
                sub: false,
            },
        ],
        armies,
        position,
        options: GameOptions {
            first: FirstPlayer::Fixed(situation.active),
            ..GameOptions::default()
        },
        deployed_first: Side::A,
        start: Start::Deployed,
    };
    let mut game = Game::new(setup, 0).map_err(|_| OddsError::NoCombat)?;

    // The combat as the rules start it: the marker where they put it.
    let mut events = Vec::new();
    game.state.active = situation.active;
    start_combat(&mut game.state, &mut events).map_err(|_| OddsError::NoCombat)?;
    let marker = game
        .state
        .position
        .combats()
        .into_iter()
        .max_by_key(|c| c.units.len())
        .and_then(|c| c.markers.first().copied())
        .ok_or(OddsError::NoCombat)?;
    begin(&game.setup, &mut game.state, marker, &mut events).map_err(|_| OddsError::NoCombat)?;
    let markers = match &game.state.step {
        Step::Combat(c) => c.markers.clone(),
        _ => return Err(OddsError::NoCombat),
    };
    let members = members(&game.state, &markers);

    // The tactics, played through the combat's own code: the active side's
    // first.
    for side in [situation.active, situation.active.opponent()] {
        for t in &situation.sides[side].tactics {
            let Some(entry) = game.setup.armies[side].tactics.get(t.tactic).cloned() else {
                continue;
            };
            game.state.boards[side].on_tactics[t.tactic] = Some(t.die);
            if let Ok(c) = game.state.step.combat_mut() {
                c.stage = Stage::Tactics(side);
            }
            let targets = targets_for(&game, side, &entry.effect, t.die, &members);
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
    let combat = match &game.state.step {
        Step::Combat(c) => c.as_ref().clone(),
        _ => return Err(OddsError::NoCombat),
    };
    let (setup, state) = (&game.setup, &game.state);

    // Each unit as the engine reads it.
    let mut units = Vec::new();
    for p in &placed {
        let id = p.unit.id;
        let Some(profile) = setup.profile(id) else {
            continue;
        };
        let in_combat = members.contains(&id);
        let terms = if in_combat {
            unit_terms(setup, state, &combat, &members, id)
        } else {
            Default::default()
        };
        let part = if !in_combat {
            UnitPart::OutOfCombat
        } else {
            match weapon(setup, state, id, &members) {
                Weapon::Close(_) => UnitPart::CloseCombat,
                Weapon::Fire(_) => UnitPart::Fire,
                Weapon::None => UnitPart::StrengthOnly,
            }
        };
        let mods = modifiers_of(&combat, id);
        let rerolls: u32 = mods
            .iter()
            .map(|m| match m {
                Modifier::RerollDiscipline { count } => u32::from(*count),
                _ => 0,
            })
            .sum();
        let emplaced = state
            .position
            .terrain()
            .iter()
            .enumerate()
            .any(|(k, e)| e.traits.emplacement && state.position.wholly_in(id, k));
        let ignores = u32::from(emplaced)
            + mods
                .iter()
                .map(|m| match m {
                    Modifier::IgnoreHits { count } => u32::from(*count),
                    _ => 0,
                })
                .sum::<u32>();
        let bonus = discipline_bonus(setup, state, &combat, id);
        units.push(UnitOdds {
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
        });
    }
    units.sort_stably_by_key(|u| (u.side, u.index));

    // Each side's result and the hits each takes.
    let mut totals = PerSide::from_fn(|side| {
        let terms = side_terms(setup, state, &combat, &members, side);
        let extra = &situation.sides[side];
        let advantages = terms.advantages + extra.extra_advantages;
        let disadvantages = terms.disadvantages + extra.extra_disadvantages;
        let bonus = side_bonus(&combat, side);
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
    Ok(CombatOdds {
        sides: totals,
        units,
    })
}
