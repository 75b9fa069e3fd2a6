//! The closed vocabulary of effects that the rules engine executes.
//!
//! Every action, tactic, asset and special rule in `army_lists/` names its
//! effect from this vocabulary, so a list writer can compose new tactics
//! without new engine code, and a file that names an effect the engine does
//! not know fails to load. `army_lists/README.md` documents each term.
//! The effects are read by `effect_reading`, in one pass each.

use super::ids::RuleId;
use serde::{de, Deserialize, Deserializer, Serialize};
use std::fmt;

/// A number that may depend on the die placed on the board entry:
/// `"D"`, `"D+2"`, `"2D"`, or a plain number such as `1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(into = "String")]
pub struct Amount {
    /// How many times the die's value counts.
    pub per_die: u8,
    pub plus: i8,
}

impl Amount {
    pub const ONE: Amount = Amount::fixed(1);
    pub const DIE: Amount = Amount {
        per_die: 1,
        plus: 0,
    };

    pub const fn fixed(value: i8) -> Amount {
        Amount {
            per_die: 0,
            plus: value,
        }
    }

    /// The value with `die` showing on the entry, never below zero.
    pub fn with_die(self, die: u8) -> u32 {
        let value = i32::from(self.per_die) * i32::from(die) + i32::from(self.plus);
        value.max(0) as u32
    }

    pub fn uses_die(self) -> bool {
        self.per_die > 0
    }
}

impl fmt::Display for Amount {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.per_die, self.plus) {
            (0, plus) => write!(f, "{plus}"),
            (per_die, plus) => {
                if per_die > 1 {
                    write!(f, "{per_die}")?;
                }
                f.write_str("D")?;
                if plus != 0 {
                    write!(f, "{plus:+}")?;
                }
                Ok(())
            }
        }
    }
}

impl From<Amount> for String {
    fn from(amount: Amount) -> String {
        amount.to_string()
    }
}

impl std::str::FromStr for Amount {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let bad = || format!("`{text}` is not an amount like `D`, `D+2`, `2D` or `1`");
        let compact: String = text.chars().filter(|c| !c.is_whitespace()).collect();
        let upper = compact.to_ascii_uppercase();
        let Some(d) = upper.find('D') else {
            return upper.parse::<i8>().map(Amount::fixed).map_err(|_| bad());
        };
        let per_die = match &upper[..d] {
            "" => 1,
            digits => digits.parse::<u8>().map_err(|_| bad())?,
        };
        let plus = match &upper[d + 1..] {
            "" => 0,
            rest if rest.starts_with(['+', '-']) => rest.parse::<i8>().map_err(|_| bad())?,
            _ => return Err(bad()),
        };
        if per_die == 0 || per_die > 3 {
            return Err(bad());
        }
        Ok(Amount { per_die, plus })
    }
}

impl<'de> Deserialize<'de> for Amount {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct AmountVisitor;
        impl de::Visitor<'_> for AmountVisitor {
            type Value = Amount;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("an amount such as \"D\", \"D+2\" or 1")
            }
            fn visit_i64<E: de::Error>(self, v: i64) -> Result<Amount, E> {
                i8::try_from(v)
                    .map(Amount::fixed)
                    .map_err(|_| E::custom(format!("{v} is out of range for an amount")))
            }
            fn visit_u64<E: de::Error>(self, v: u64) -> Result<Amount, E> {
                self.visit_i64(i64::try_from(v).unwrap_or(i64::MAX))
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<Amount, E> {
                v.parse().map_err(E::custom)
            }
        }
        deserializer.deserialize_any(AmountVisitor)
    }
}

/// The three kinds of troops. Every unit has exactly one, given by a
/// special rule whose effect is [`RuleEffect::UnitType`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum UnitType {
    Infantry,
    Cavalry,
    Artillery,
}

impl UnitType {
    pub const ALL: [UnitType; 3] = [UnitType::Infantry, UnitType::Cavalry, UnitType::Artillery];
}

/// What the opposing unit must be for a conditional modifier to apply.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Opponent {
    Infantry,
    Cavalry,
    Artillery,
    /// Inside an emplacement or a village.
    Fortified,
}

/// Which of a player's own turns a tactic may be played in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TurnRestriction {
    #[default]
    Any,
    Active,
    Passive,
}

/// A kind of movement of the rules.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Movement {
    /// Turn about the centre, then straight ahead.
    Simple,
    /// Any direction, then turn about the centre; never into contact.
    Difficult,
    /// The player picks simple or difficult for each unit.
    #[default]
    Either,
}

/// Which units an effect may choose. Every condition given must hold.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct UnitFilter {
    #[serde(rename = "type", skip_serializing_if = "Option::is_none")]
    pub unit_type: Option<UnitType>,
    /// The unit carries this special rule.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub has_rule: Option<RuleId>,
    /// The unit is in formation with a unit that carries this special rule.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub in_formation_with: Option<RuleId>,
    /// The unit has an enemy in its line of fire, or is in one's.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub engaged: bool,
    /// The unit fights with its fire weapon this combat (not in base contact).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub firing: bool,
    /// The unit is in base contact with an enemy.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub in_contact: bool,
}

impl UnitFilter {
    /// The special rules the filter names, for reference checks.
    pub fn rules(&self) -> impl Iterator<Item = &RuleId> {
        self.has_rule.iter().chain(self.in_formation_with.iter())
    }
}

/// A change to one unit, lasting until its combat is resolved.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Modifier {
    /// More (or fewer) close combat dice, optionally only against one opponent.
    CloseCombatDice {
        amount: i8,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        against: Option<Opponent>,
    },
    /// More (or fewer) fire dice.
    FireDice { amount: i8 },
    /// The unit's strength is multiplied.
    StrengthMultiplier { factor: u8 },
    /// The unit's strength is raised.
    StrengthBonus { amount: i8 },
    /// Added to each of the unit's discipline rolls.
    DisciplineBonus { amount: i8 },
    /// The unit's side rolls one more die and drops the lowest.
    Advantage {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        against: Option<Opponent>,
    },
    /// The unit may roll a failed discipline test again (once per die).
    RerollDiscipline { count: u8 },
    /// After hits are resolved the unit falls back, as pistol cavalry did.
    RetreatAfterHits {
        distance: u8,
        /// Only if it is still in an enemy's line of fire.
        #[serde(default)]
        only_in_enemy_line_of_fire: bool,
        /// Whether the retreat raises the combat price as retreats usually do.
        #[serde(default)]
        raises_price: bool,
    },
    /// The unit ignores this many hits this combat.
    IgnoreHits { count: u8 },
}

/// What a tactic does when its die is taken off the board in a combat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum TacticEffect {
    /// Up to `count` of your units in this combat that match `filter` gain
    /// `modifiers`. Your veterans in the combat gain them too, beyond `count`.
    Units {
        count: Amount,
        #[serde(default)]
        filter: UnitFilter,
        modifiers: Vec<Modifier>,
    },
    /// Your side adds `amount` to its combat result. Targets no units.
    SideResult { amount: Amount },
    /// The combat's price rises by `amount`. Targets no units.
    RaisePrice { amount: Amount },
    /// Cancels one tactic the enemy played on units in this combat.
    /// Movement tactics and tactics that target no units cannot be cancelled.
    CancelEnemyTactic,
    /// Up to `count` of your units matching `filter` within the combat's
    /// radius move at once, before the enemy can answer.
    ImmediateMove {
        count: Amount,
        #[serde(default)]
        filter: UnitFilter,
        movement: Movement,
        /// The distance instead of the units' own speed.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        distance: Option<Amount>,
    },
}

/// What kind of group an action activates.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ActivationTarget {
    #[default]
    Formations,
    Units,
}

/// What an action does when its die is taken off the board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum ActionEffect {
    /// `count` formations (or units) activate and move.
    Activate {
        #[serde(default)]
        target: ActivationTarget,
        count: Amount,
        #[serde(default)]
        filter: UnitFilter,
        #[serde(default)]
        movement: Movement,
        /// The speed instead of each unit's own.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        speed: Option<Amount>,
        /// The moving units may come no closer than this to any enemy, in UW,
        /// at any point of the move, and cannot start closer either.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        keep_away: Option<u8>,
        /// If true the group need not be within a commander's radius.
        #[serde(default)]
        anywhere: bool,
    },
    /// Every commander moves up to `distance` UW.
    MoveCommanders { distance: Amount },
}

/// What a special rule means to the engine.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum RuleEffect {
    /// The unit is infantry, cavalry or artillery.
    UnitType {
        #[serde(rename = "type")]
        unit_type: UnitType,
    },
    /// No disadvantage in very broken terrain; counts for the strategic rating.
    Light,
    /// Gains the effect of its own side's tactics played in its combat.
    Veteran,
    /// Counts against the strategic rating.
    Untrained,
    /// Enemies fighting it in close combat have a disadvantage.
    Armor,
    /// Has an advantage while in terrain that gives cover.
    UseCover,
    /// Deploys anywhere in its deployment zone, not with a column.
    Scouts,
    /// Bombards at `range` UW with `power` dice (given on the unit).
    Bombardment,
    /// No effect of its own: tactics and filters refer to it.
    Tag,
}

impl RuleEffect {
    /// The parameters a unit must give with this rule, e.g. bombardment range and power.
    pub fn parameters(&self) -> &'static [&'static str] {
        match self {
            RuleEffect::Bombardment => &["range", "power"],
            _ => &[],
        }
    }
}

/// What an asset gives the army.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum AssetEffect {
    /// One emplacement per copy, set up before other deployment.
    Emplacement,
    /// A sub-commander with this command radius.
    SubCommander { command_radius: u8 },
    /// The army deploys after its opponent.
    DeploymentBonus,
    /// Added to the strategic rating.
    StrategicRating { amount: i8 },
    /// Added to the starting army morale.
    ArmyMorale { amount: i8 },
    /// Place this many extra terrain elements of your choice.
    ExtraTerrain { elements: u8 },
    /// This many units deploy as scouts.
    Scouting { units: u8 },
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn amounts_read_and_evaluate() {
        let cases = [
            ("D", 4, 4),
            ("D+2", 4, 6),
            ("2D", 3, 6),
            ("D-2", 1, 0),
            ("1", 6, 1),
            ("d + 1", 2, 3),
        ];
        for (text, die, value) in cases {
            let amount: Amount = text.parse().unwrap();
            assert_eq!(amount.with_die(die), value, "{text} with {die}");
        }
        assert_eq!("D+2".parse::<Amount>().unwrap().to_string(), "D+2");
        for bad in ["", "E", "D*2", "0D", "D2"] {
            assert!(bad.parse::<Amount>().is_err(), "{bad:?}");
        }
    }

    #[test]
    fn amounts_deserialize_from_numbers_and_strings() {
        let from_number: Amount = serde_json::from_str("2").unwrap();
        let from_text: Amount = serde_json::from_str("\"D+2\"").unwrap();
        assert_eq!(from_number, Amount::fixed(2));
        assert_eq!(from_text.with_die(3), 5);
        assert!(serde_json::from_str::<Amount>("true").is_err());
    }

    #[test]
    fn unknown_effect_kinds_are_rejected() {
        let known = r#"{"kind": "side_result", "amount": "D"}"#;
        assert!(serde_json::from_str::<TacticEffect>(known).is_ok());
        let unknown = r#"{"kind": "summon_dragons", "amount": "D"}"#;
        let error = serde_json::from_str::<TacticEffect>(unknown).unwrap_err();
        assert!(error.to_string().contains("unknown variant"), "{error}");
    }
}
