//! The general's three strengths, as a player chooses them in the game
//! setup and the lab: the recruit, who makes a beginner's mistakes; the
//! veteran, the general as it is; and the marshal, who looks ahead with the
//! engine itself before it decides.

use super::marshal::{Budget, Marshal};
use super::recruit::Recruit;
use super::General;
use crate::game::player::AutoPlayer;
use crate::i18n::table_messages::TableMsg;
use serde::{Deserialize, Serialize};

/// How strongly the general plays.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Strength {
    Recruit,
    #[default]
    Veteran,
    Marshal,
}

impl Strength {
    pub const ALL: [Strength; 3] = [Strength::Recruit, Strength::Veteran, Strength::Marshal];

    /// The strength's name in links and option values.
    pub fn code(self) -> &'static str {
        match self {
            Strength::Recruit => "recruit",
            Strength::Veteran => "veteran",
            Strength::Marshal => "marshal",
        }
    }

    /// The strength's name for players.
    pub fn label(self) -> TableMsg {
        match self {
            Strength::Recruit => TableMsg::StrengthRecruit,
            Strength::Veteran => TableMsg::StrengthVeteran,
            Strength::Marshal => TableMsg::StrengthMarshal,
        }
    }

    /// The strength a code names, if any.
    pub fn from_code(code: &str) -> Option<Strength> {
        Strength::ALL.into_iter().find(|s| s.code() == code)
    }

    /// A player of this strength. `seed` is its own: a player that draws
    /// (the recruit's slips, the marshal's imagined dice) draws from it,
    /// never from the game's dice.
    pub fn player(self, seed: u64) -> Box<dyn AutoPlayer> {
        self.player_looking_ahead(seed, Strength::LOOK_AHEAD)
    }

    /// How many imagined futures the marshal plays each of its plans out
    /// in, in [`Strength::player`]: the budget of its look-ahead, a number
    /// of play-outs and not a time, so that a decision comes out the same
    /// on every machine.
    pub const LOOK_AHEAD: u32 = Budget::STANDARD.futures;

    /// [`Strength::player`] with the marshal's look-ahead set to `futures`
    /// imagined futures for each plan (at least one); the other strengths
    /// do not look ahead. A smaller budget decides sooner and plays less
    /// well (tests and quick runs).
    pub fn player_looking_ahead(self, seed: u64, futures: u32) -> Box<dyn AutoPlayer> {
        match self {
            Strength::Recruit => Box::new(Recruit::new(seed)),
            Strength::Veteran => Box::new(General::new()),
            Strength::Marshal => Box::new(Marshal::new(
                seed,
                Budget {
                    futures: futures.max(1),
                },
            )),
        }
    }
}
