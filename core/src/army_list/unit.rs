//! A unit profile of an army list: the rulebook's statline plus special rules.

use super::dice::DiceExpr;
use super::effect::{RuleEffect, UnitType};
use super::glossary::Glossary;
use super::ids::{RuleId, UnitId, WeaponId};
use crate::i18n::Text;
use serde::{de, Deserialize, Deserializer, Serialize, Serializer};
use std::collections::BTreeMap;
use std::fmt;

/// How freely a player may take a unit: any number of main and special units,
/// and no more rare units than main ones.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Category {
    Main,
    Special,
    Rare,
}

impl Category {
    pub const ALL: [Category; 3] = [Category::Main, Category::Special, Category::Rare];
}

/// Distances in UW for a simple and a difficult move. A simple speed of 0
/// means the unit can only make difficult moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Speed {
    pub simple: u8,
    pub difficult: u8,
}

/// A fire weapon: its name from the glossary, range in UW and dice.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Fire {
    pub weapon: WeaponId,
    pub range: u8,
    pub dice: u8,
}

/// A special rule on a unit, with its parameters if the rule takes any
/// (`{"id": "bombardment", "range": 6, "power": 2}`), or just its id.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleRef {
    pub id: RuleId,
    pub params: BTreeMap<String, i64>,
}

impl RuleRef {
    pub fn param(&self, name: &str) -> Option<i64> {
        self.params.get(name).copied()
    }
}

impl Serialize for RuleRef {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        if self.params.is_empty() {
            return self.id.serialize(serializer);
        }
        let mut map = serializer.serialize_map(Some(self.params.len() + 1))?;
        map.serialize_entry("id", &self.id)?;
        for (name, value) in &self.params {
            map.serialize_entry(name, value)?;
        }
        map.end()
    }
}

impl<'de> Deserialize<'de> for RuleRef {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct RuleRefVisitor;
        impl<'de> de::Visitor<'de> for RuleRefVisitor {
            type Value = RuleRef;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a special rule id, or an object with `id` and whole-number parameters")
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<RuleRef, E> {
                Ok(RuleRef {
                    id: RuleId::new(v),
                    params: BTreeMap::new(),
                })
            }
            fn visit_map<A: de::MapAccess<'de>>(self, mut map: A) -> Result<RuleRef, A::Error> {
                let mut id = None;
                let mut params = BTreeMap::new();
                while let Some(key) = map.next_key::<String>()? {
                    if key == "id" {
                        id = Some(map.next_value::<RuleId>()?);
                    } else {
                        params.insert(key, map.next_value::<i64>()?);
                    }
                }
                let id = id.ok_or_else(|| de::Error::missing_field("id"))?;
                Ok(RuleRef { id, params })
            }
        }
        deserializer.deserialize_any(RuleRefVisitor)
    }
}

/// A unit profile as a list file gives it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Unit {
    pub id: UnitId,
    pub name: Text,
    pub category: Category,
    pub points: u32,
    pub speed: Speed,
    /// Distance in UW when the unit retreats.
    pub retreat: DiceExpr,
    /// Added to its side's combat result while in combat.
    pub strength: u8,
    /// Added to the army morale; the army loses twice this when the unit breaks.
    pub morale: u8,
    /// The score a d6 must reach to pass a discipline test (4 means 4+).
    pub discipline: u8,
    /// d6 rolled in base contact.
    pub close_combat: u8,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fire: Option<Fire>,
    #[serde(default)]
    pub special_rules: Vec<RuleRef>,
    /// Why the points differ from the points model, if they do.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub points_note: Option<Text>,
    /// The first and last year the unit served, within its era, for a
    /// faction whose list spans more than the unit's own time.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub years: Option<[u16; 2]>,
}

impl Unit {
    /// The effects of this unit's special rules that the glossary knows.
    pub fn effects<'g>(&'g self, glossary: &'g Glossary) -> impl Iterator<Item = &'g RuleEffect> {
        self.special_rules
            .iter()
            .filter_map(|rule| glossary.rule(&rule.id))
            .map(|rule| &rule.effect)
    }

    /// The unit's kind; `None` only for a unit that failed validation.
    pub fn unit_type(&self, glossary: &Glossary) -> Option<UnitType> {
        self.effects(glossary).find_map(|effect| match effect {
            RuleEffect::UnitType { unit_type } => Some(*unit_type),
            _ => None,
        })
    }

    pub fn has_effect(&self, glossary: &Glossary, wanted: &RuleEffect) -> bool {
        self.effects(glossary).any(|effect| effect == wanted)
    }

    pub fn has_rule(&self, id: &RuleId) -> bool {
        self.special_rules.iter().any(|rule| &rule.id == id)
    }

    /// Whether the unit served in `year`: always, for a unit without
    /// service dates.
    pub fn in_service(&self, year: u16) -> bool {
        self.years
            .is_none_or(|[first, last]| (first..=last).contains(&year))
    }

    /// Bombardment range and power, if the unit bombards.
    pub fn bombardment(&self, glossary: &Glossary) -> Option<(u8, u8)> {
        self.special_rules.iter().find_map(|rule| {
            let defined = glossary.rule(&rule.id)?;
            if defined.effect != RuleEffect::Bombardment {
                return None;
            }
            let range = u8::try_from(rule.param("range")?).ok()?;
            let power = u8::try_from(rule.param("power")?).ok()?;
            Some((range, power))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rule_refs_read_both_forms() {
        let plain: RuleRef = serde_json::from_str("\"infantry\"").unwrap();
        assert_eq!(plain.id.as_str(), "infantry");
        assert!(plain.params.is_empty());
        let with: RuleRef =
            serde_json::from_str(r#"{"id": "bombardment", "range": 6, "power": 2}"#).unwrap();
        assert_eq!(
            (with.param("range"), with.param("power")),
            (Some(6), Some(2))
        );
        assert!(serde_json::from_str::<RuleRef>(r#"{"range": 6}"#).is_err());
        assert!(serde_json::from_str::<RuleRef>("7").is_err());
        let round_trip: RuleRef =
            serde_json::from_str(&serde_json::to_string(&with).unwrap()).unwrap();
        assert_eq!(round_trip, with);
    }
}
