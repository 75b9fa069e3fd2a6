//! Who plays a game: a person, the goldfish target or the general, for
//! each player of the battle.
//!
//! The two-player modes came first and are kept as they were saved (a
//! goldfish game, hot seat, against the general). A game of teams says who
//! plays each seat ([`Mode::Teams`]). Whatever the mode, the session asks
//! it one question: who plays this player ([`Mode::who`]).

use crate::engine::{PerSide, PlayerId, Side};
use serde::{Deserialize, Serialize};

/// Who makes a player's decisions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Who {
    /// A person at the device (several seats of persons: hot seat).
    Person,
    /// The goldfish target: it never acts in its own turns and answers by
    /// a fixed policy.
    Goldfish,
    /// The general, at the record's strength.
    General,
}

impl Who {
    pub const ALL: [Who; 3] = [Who::Person, Who::Goldfish, Who::General];
}

/// Who plays the game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Mode {
    /// A person plays `player`; the other side is the goldfish target.
    Goldfish { player: Side },
    /// A person plays both sides.
    HotSeat,
    /// A person plays `player`; the general plays the other side, at the
    /// record's strength.
    General { player: Side },
    /// A game of teams: who plays each seat (made by `team_mode`, which
    /// checks it).
    Teams { seats: PerSide<Vec<Who>> },
}

impl Mode {
    /// Who plays `player`.
    pub fn who(&self, player: PlayerId) -> Who {
        match self {
            Mode::Goldfish { player: person } if player.side == *person => Who::Person,
            Mode::Goldfish { .. } => Who::Goldfish,
            Mode::HotSeat => Who::Person,
            Mode::General { player: person } if player.side == *person => Who::Person,
            Mode::General { .. } => Who::General,
            Mode::Teams { seats } => seats[player.side]
                .get(usize::from(player.seat.0))
                .copied()
                .unwrap_or(Who::Person),
        }
    }

    /// Whether a person decides for `player`.
    pub fn is_person(&self, player: PlayerId) -> bool {
        self.who(player) == Who::Person
    }

    /// The goldfish side, if any: a side all of whose seats are targets.
    pub fn goldfish(&self) -> Option<Side> {
        match self {
            Mode::Goldfish { player } => Some(player.opponent()),
            Mode::HotSeat | Mode::General { .. } => None,
            Mode::Teams { seats } => Side::ALL
                .into_iter()
                .find(|side| seats[*side].iter().all(|w| *w == Who::Goldfish)),
        }
    }

    /// Whether the general plays any seat.
    pub fn has_general(&self) -> bool {
        match self {
            Mode::General { .. } => true,
            Mode::Goldfish { .. } | Mode::HotSeat => false,
            Mode::Teams { seats } => seats.iter().any(|(_, s)| s.contains(&Who::General)),
        }
    }

    /// How many players each side has, as the mode says (a two-player
    /// mode: one each).
    pub fn players(&self, side: Side) -> usize {
        match self {
            Mode::Teams { seats } => seats[side].len(),
            _ => 1,
        }
    }
}
