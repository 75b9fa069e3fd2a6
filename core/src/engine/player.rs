//! The players of a battle: one to three a side (the rulebook's games of
//! more than two players), each with an army, and a value for each of them.
//!
//! The two-player game is the case of one player a side. It keeps the
//! forms it was saved in before teams came: a unit of a side's first seat
//! writes no seat, and [`PerPlayer`] with one player a side is written as
//! the pair [`PerSide`] writes. So a game saved before teams reads the
//! same, and its determinism digests do not move.

use super::side::{PerSide, Side};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// The most players a side may have.
pub const MAX_SEATS: usize = 3;

/// A player's place on their side, counted from 0 (shown from 1).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
#[serde(transparent)]
pub struct Seat(pub u8);

impl Seat {
    /// The side's first player: the only one in a two-player game.
    pub const FIRST: Seat = Seat(0);

    /// Whether this is the first seat (what a saved unit leaves out).
    pub fn is_first(&self) -> bool {
        *self == Seat::FIRST
    }

    /// The seat as players count it, from 1.
    pub fn number(self) -> u8 {
        self.0 + 1
    }

    fn index(self) -> usize {
        usize::from(self.0)
    }
}

/// One player of the battle: a side and a seat on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct PlayerId {
    pub side: Side,
    #[serde(default, skip_serializing_if = "Seat::is_first")]
    pub seat: Seat,
}

impl PlayerId {
    pub const fn new(side: Side, seat: Seat) -> PlayerId {
        PlayerId { side, seat }
    }

    /// The side's first player: the side itself in a two-player game.
    pub const fn lead(side: Side) -> PlayerId {
        PlayerId {
            side,
            seat: Seat::FIRST,
        }
    }
}

/// Why a team could not be formed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TeamSizeError {
    /// A side with no player.
    Empty(Side),
    /// A side with more than [`MAX_SEATS`] players.
    TooMany { side: Side, players: usize },
}

/// One value for each player, read and written by [`PlayerId`]; the
/// players of each side in seat order. Every side has one to
/// [`MAX_SEATS`] players.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PerPlayer<T> {
    sides: PerSide<Vec<T>>,
}

impl<T> PerPlayer<T> {
    /// One player a side: side A's value, then side B's.
    pub fn pair(a: T, b: T) -> PerPlayer<T> {
        PerPlayer {
            sides: PerSide::new(vec![a], vec![b]),
        }
    }

    /// Each side's players' values in seat order, if every side has one to
    /// [`MAX_SEATS`] of them.
    pub fn teams(sides: PerSide<Vec<T>>) -> Result<PerPlayer<T>, TeamSizeError> {
        for (side, players) in sides.iter() {
            if players.is_empty() {
                return Err(TeamSizeError::Empty(side));
            }
            if players.len() > MAX_SEATS {
                return Err(TeamSizeError::TooMany {
                    side,
                    players: players.len(),
                });
            }
        }
        Ok(PerPlayer { sides })
    }

    /// The number of players on `side`.
    pub fn count(&self, side: Side) -> usize {
        self.sides[side].len()
    }

    /// Whether a side has more than one player.
    pub fn has_teams(&self) -> bool {
        self.sides.values().any(|players| players.len() > 1)
    }

    /// `side`'s players' values, in seat order.
    pub fn side(&self, side: Side) -> &[T] {
        &self.sides[side]
    }

    /// `side`'s players' values to change, in seat order.
    pub fn side_mut(&mut self, side: Side) -> &mut [T] {
        &mut self.sides[side]
    }

    /// The value of `side`'s first player.
    pub fn lead(&self, side: Side) -> &T {
        &self.sides[side][0]
    }

    /// The value of `player`, if the side has that seat.
    pub fn get(&self, player: PlayerId) -> Option<&T> {
        self.sides[player.side].get(player.seat.index())
    }

    /// `side`'s players, in seat order.
    pub fn players_of(&self, side: Side) -> impl Iterator<Item = PlayerId> + '_ {
        (0..self.count(side)).map(move |k| PlayerId::new(side, Seat(k as u8)))
    }

    /// Every player, side A's first, each side's in seat order.
    pub fn players(&self) -> impl Iterator<Item = PlayerId> + '_ {
        Side::ALL.into_iter().flat_map(|side| self.players_of(side))
    }

    /// Every player with their value, as [`players`](Self::players) orders them.
    pub fn iter(&self) -> impl Iterator<Item = (PlayerId, &T)> {
        self.sides.iter().flat_map(|(side, players)| {
            players
                .iter()
                .enumerate()
                .map(move |(k, value)| (PlayerId::new(side, Seat(k as u8)), value))
        })
    }

    /// The values, side A's players first.
    pub fn values(&self) -> impl Iterator<Item = &T> {
        self.sides.values().flatten()
    }

    /// The values to change, side A's players first.
    pub fn values_mut(&mut self) -> impl Iterator<Item = &mut T> {
        self.sides.values_mut().flatten()
    }

    /// Each player's value borrowed.
    pub fn as_ref(&self) -> PerPlayer<&T> {
        PerPlayer {
            sides: PerSide::from_fn(|side| self.sides[side].iter().collect()),
        }
    }

    /// Each player's value made into another.
    pub fn map<U>(self, mut f: impl FnMut(T) -> U) -> PerPlayer<U> {
        PerPlayer {
            sides: self
                .sides
                .map(|players| players.into_iter().map(&mut f).collect()),
        }
    }

    /// A value for each of these players, as `value` gives it.
    pub fn for_players<U>(&self, mut value: impl FnMut(PlayerId) -> U) -> PerPlayer<U> {
        PerPlayer {
            sides: PerSide::from_fn(|side| self.players_of(side).map(&mut value).collect()),
        }
    }
}

impl<'a, T> IntoIterator for &'a PerPlayer<T> {
    type Item = &'a T;
    type IntoIter = std::iter::Flatten<std::slice::Iter<'a, Vec<T>>>;
    fn into_iter(self) -> Self::IntoIter {
        self.sides.values().flatten()
    }
}

/// One player a side.
impl<T> From<PerSide<T>> for PerPlayer<T> {
    fn from(pair: PerSide<T>) -> PerPlayer<T> {
        PerPlayer {
            sides: pair.map(|value| vec![value]),
        }
    }
}

impl<T> std::ops::Index<PlayerId> for PerPlayer<T> {
    type Output = T;
    fn index(&self, player: PlayerId) -> &T {
        &self.sides[player.side][player.seat.index()]
    }
}

impl<T> std::ops::IndexMut<PlayerId> for PerPlayer<T> {
    fn index_mut(&mut self, player: PlayerId) -> &mut T {
        &mut self.sides[player.side][player.seat.index()]
    }
}

/// One player a side is written as a pair, as before teams: side A's
/// player, side B's. Teams add a third element, the players after the
/// first of each side: `[a1, b1, [[a2, a3], [b2]]]`. Every form is a
/// sequence read element by element, so a reader needs neither to hold a
/// value twice (as an untagged enum would) nor a map's visitor (each costs
/// the web bundles kilobytes).
impl<T: Serialize> Serialize for PerPlayer<T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeSeq;
        let teams = self.has_teams();
        let mut seq = serializer.serialize_seq(Some(if teams { 3 } else { 2 }))?;
        seq.serialize_element(self.lead(Side::A))?;
        seq.serialize_element(self.lead(Side::B))?;
        if teams {
            let others = PerSide::from_fn(|side| &self.sides[side][1..]);
            seq.serialize_element(&others)?;
        }
        seq.end()
    }
}

struct PerPlayerVisitor<T>(std::marker::PhantomData<T>);

impl<'de, T: Deserialize<'de>> serde::de::Visitor<'de> for PerPlayerVisitor<T> {
    type Value = PerPlayer<T>;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("each side's first player, then the others")
    }

    fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
        use serde::de::Error;
        let a = seq
            .next_element()?
            .ok_or_else(|| A::Error::invalid_length(0, &self))?;
        let b = seq
            .next_element()?
            .ok_or_else(|| A::Error::invalid_length(1, &self))?;
        let others: Option<PerSide<Vec<T>>> = seq.next_element()?;
        if seq.next_element::<serde::de::IgnoredAny>()?.is_some() {
            return Err(A::Error::invalid_length(4, &self));
        }
        let mut sides = PerSide::new(vec![a], vec![b]);
        if let Some(others) = others {
            for (side, more) in Side::ALL.into_iter().zip(others) {
                sides[side].extend(more);
            }
        }
        PerPlayer::teams(sides).map_err(|e| match e {
            TeamSizeError::Empty(_) => A::Error::invalid_length(0, &self),
            TeamSizeError::TooMany { players, .. } => A::Error::invalid_length(players, &self),
        })
    }
}

impl<'de, T: Deserialize<'de>> Deserialize<'de> for PerPlayer<T> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_seq(PerPlayerVisitor(std::marker::PhantomData))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_player_a_side_is_written_as_the_pair_it_was_before_teams() {
        let morale = PerPlayer::pair(12u32, 9);
        assert_eq!(serde_json::to_string(&morale).unwrap(), "[12,9]");
        let read: PerPlayer<u32> = serde_json::from_str("[12,9]").unwrap();
        assert_eq!(read, morale);
        assert_eq!(read[PlayerId::lead(Side::B)], 9);
    }

    #[test]
    fn teams_are_written_as_a_list_a_side_and_read_back_by_player() {
        let mut morale = PerPlayer::teams(PerSide::new(vec![5u32, 7], vec![9])).unwrap();
        let second = PlayerId::new(Side::A, Seat(1));
        morale[second] -= 2;
        let text = serde_json::to_string(&morale).unwrap();
        assert_eq!(text, "[5,9,[[5],[]]]");
        let read: PerPlayer<u32> = serde_json::from_str(&text).unwrap();
        assert_eq!(read[second], 5);
        let players: Vec<PlayerId> = read.players().collect();
        assert_eq!(
            players,
            [PlayerId::lead(Side::A), second, PlayerId::lead(Side::B)]
        );
    }

    #[test]
    fn a_side_of_no_players_or_of_four_is_refused() {
        assert_eq!(
            PerPlayer::teams(PerSide::new(vec![1u32], vec![])),
            Err(TeamSizeError::Empty(Side::B))
        );
        assert_eq!(
            PerPlayer::teams(PerSide::new(vec![1u32; 4], vec![1])),
            Err(TeamSizeError::TooMany {
                side: Side::A,
                players: 4
            })
        );
        let teams = |text: &str| serde_json::from_str::<PerPlayer<u32>>(text);
        assert!(teams("[1,1,[[1,1,1],[]]]").is_err(), "four players a side");
        assert!(teams("[1,2,3]").is_err());
        assert!(teams("[1]").is_err());
        assert!(teams("[1,2,[[],[]],4]").is_err());
        assert_eq!(teams("[1,2,[[],[]]]").unwrap(), PerPlayer::pair(1, 2));
    }

    #[test]
    fn a_player_of_the_first_seat_writes_no_seat() {
        let lead = PlayerId::lead(Side::A);
        assert_eq!(serde_json::to_string(&lead).unwrap(), r#"{"side":"A"}"#);
        let second = PlayerId::new(Side::B, Seat(1));
        let text = serde_json::to_string(&second).unwrap();
        assert_eq!(serde_json::from_str::<PlayerId>(&text).unwrap(), second);
    }
}
