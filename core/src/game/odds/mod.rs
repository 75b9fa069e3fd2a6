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
//!
//! The calculator's rooms: [`distribution`] (sums of kept dice, hits,
//! breaking), [`layout`] (the situation as a table and a game, with the
//! combat begun where the rules put its marker) and [`reading`] (the
//! tactics played, then each unit and each side as the engine reads them).

mod distribution;
mod layout;
mod reading;

use super::error::RuleError;
use super::names::Names;
use super::setup::ArmySetup;
use crate::army_list::{Catalog, FactionId, UnitId};
use crate::engine::{PerSide, PositionError, Side, TerrainKind};
use crate::i18n::{Lang, Text};
pub use distribution::{break_chance, dice_sum, Distribution};
use layout::{army_of, lay_out, staged_game};
use reading::{play_tactics, side_odds, unit_odds};
use serde::{Deserialize, Serialize};

/// Rolls of more dice than this are sampled rather than counted exactly.
pub const EXACT_MOST_DICE: u32 = 100;
/// Rolls drawn when a roll is sampled.
pub(crate) const SAMPLED_ROLLS: u32 = 20_000;
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
    /// For a unit in the front line: how it meets the enemy unit opposite
    /// (the same place in the enemy's front line), if not as the whole
    /// combat does. The rules let one combat mix pairs in contact with
    /// pairs firing (the rulebook's own example: cuirassiers in contact
    /// while the infantry beside them fires). Side A's choice wins where
    /// both sides name one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub meeting: Option<OddsMeeting>,
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

/// The odds of `situation`, read from the engine and counted from the
/// dice; or why they cannot be.
pub fn combat_odds(catalog: &Catalog, situation: &OddsSituation) -> Result<CombatOdds, OddsError> {
    let armies = PerSide::new(
        army_of(catalog, Side::A, &situation.sides[Side::A], 1)?,
        army_of(catalog, Side::B, &situation.sides[Side::B], 101)?,
    );
    check_tactics(situation, &armies)?;
    let placed = lay_out(situation, &armies.as_ref().map(|army| army.units.clone()));
    let (mut game, members) = staged_game(situation, armies, &placed)?;
    play_tactics(&mut game, situation, &members)?;
    let combat = game
        .state
        .step
        .combat()
        .map_err(|_| OddsError::NoCombat)?
        .clone();
    Ok(CombatOdds {
        units: unit_odds(&game, &combat, &members, &placed),
        sides: side_odds(&game, &combat, &members, situation),
    })
}

/// Every tactic of the situation is on its side's board, with a die of 1
/// to 6.
fn check_tactics(situation: &OddsSituation, armies: &PerSide<ArmySetup>) -> Result<(), OddsError> {
    for side in Side::ALL {
        let board = &armies[side];
        for t in &situation.sides[side].tactics {
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
    Ok(())
}
