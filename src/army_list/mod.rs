//! Army lists as data: the schema of `army_lists/`, reading it with every
//! problem reported, and the catalog of what loaded. Pure: the caller
//! supplies file texts, so this module never does I/O.

pub mod asset;
pub mod board;
pub mod catalog;
pub mod dice;
pub mod effect;
pub mod faction;
pub mod files;
pub mod glossary;
pub mod ids;
pub mod index;
mod parse;
pub mod points;
pub mod problem;
pub mod unit;
mod validate;

pub use asset::Asset;
pub use board::{Action, Tactic};
pub use catalog::{Catalog, Origin};
pub use dice::DiceExpr;
pub use effect::{RuleEffect, UnitType};
pub use faction::{Faction, Limit};
pub use files::{parse_faction, parse_glossary, parse_index};
pub use glossary::Glossary;
pub use ids::{AssetId, EraId, FactionId, UnitId};
pub use index::{Era, Index, DATA_VERSION};
pub use parse::MAX_FILE_BYTES;
pub use problem::{ListProblem, ProblemKind};
pub use unit::{Category, Unit};
