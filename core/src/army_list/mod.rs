//! Army lists as data: the schema of `army_lists/`, reading it with every
//! problem reported, and the catalog of what loaded. Pure: the caller
//! supplies file texts, so this module never does I/O.

pub(crate) mod asset;
pub(crate) mod board;
pub(crate) mod catalog;
pub(crate) mod dice;
pub(crate) mod die_terms;
pub(crate) mod effect;
mod effect_reading;
pub(crate) mod faction;
pub(crate) mod files;
pub(crate) mod glossary;
pub(crate) mod ids;
pub(crate) mod index;
pub(crate) mod loader;
pub(crate) mod parse;
pub(crate) mod points;
pub(crate) mod problem;
pub(crate) mod sample;
pub(crate) mod unit;
pub(crate) mod validate;

pub(crate) use asset::Asset;
pub(crate) use board::{Action, Tactic};
pub(crate) use catalog::Catalog;
pub(crate) use dice::DiceExpr;
pub(crate) use effect::{RuleEffect, UnitType};
pub(crate) use faction::Faction;
pub(crate) use glossary::Glossary;
pub(crate) use ids::{AssetId, FactionId, SampleId, UnitId};
pub(crate) use unit::{Category, Unit};
