//! `common.json`: the definitions every faction shares. The special rules
//! and weapons are defined only here; actions, tactics and assets defined
//! here can be named by id from any faction's board.

use super::asset::Asset;
use super::board::{Action, Tactic};
use super::effect::RuleEffect;
use super::ids::{AssetId, BoardEntryId, RuleId, WeaponId};
use crate::i18n::Text;
use serde::{Deserialize, Serialize};

/// A special rule: what a player reads, and what it means to the engine.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SpecialRule {
    pub id: RuleId,
    pub name: Text,
    pub text: Text,
    pub effect: RuleEffect,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Weapon {
    pub id: WeaponId,
    pub name: Text,
}

/// The contents of `common.json`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Glossary {
    pub special_rules: Vec<SpecialRule>,
    pub weapons: Vec<Weapon>,
    pub actions: Vec<Action>,
    pub tactics: Vec<Tactic>,
    pub assets: Vec<Asset>,
}

impl Glossary {
    pub fn rule(&self, id: &RuleId) -> Option<&SpecialRule> {
        self.special_rules.iter().find(|rule| &rule.id == id)
    }

    pub fn weapon(&self, id: &WeaponId) -> Option<&Weapon> {
        self.weapons.iter().find(|weapon| &weapon.id == id)
    }

    pub fn action(&self, id: &BoardEntryId) -> Option<&Action> {
        self.actions.iter().find(|action| &action.id == id)
    }

    pub fn tactic(&self, id: &BoardEntryId) -> Option<&Tactic> {
        self.tactics.iter().find(|tactic| &tactic.id == id)
    }

    pub fn asset(&self, id: &AssetId) -> Option<&Asset> {
        self.assets.iter().find(|asset| &asset.id == id)
    }

    /// The first rule whose effect is `effect`, e.g. the glossary's "light".
    pub fn rule_with_effect(&self, effect: &RuleEffect) -> Option<&SpecialRule> {
        self.special_rules
            .iter()
            .find(|rule| &rule.effect == effect)
    }
}
