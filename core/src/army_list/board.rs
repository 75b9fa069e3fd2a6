//! The action board: actions (dice spent in the action phase) and tactics
//! (dice kept for combats). The board is what makes factions differ.

use super::effect::{ActionEffect, TacticEffect, TurnRestriction};
use super::ids::BoardEntryId;
use crate::i18n::Text;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Action {
    pub id: BoardEntryId,
    pub name: Text,
    /// What the player reads on the board.
    pub text: Text,
    pub effect: ActionEffect,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Tactic {
    pub id: BoardEntryId,
    pub name: Text,
    pub text: Text,
    #[serde(default)]
    pub turn: TurnRestriction,
    pub effect: TacticEffect,
}
