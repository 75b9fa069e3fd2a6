//! The two sides of a battle, and a value for each of them.
//!
//! A side is one player today. The rulebook's games of more than two
//! players put a team on each side; then a side's values that belong to
//! each player (an army, a board, a morale) become a list of players'
//! values inside the side's, and [`PerSide`] stays the one way to reach
//! either side's share.

use serde::{Deserialize, Serialize};

/// A player's side. A goldfish game has the player on one side and the
/// target army on the other.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Side {
    // Scenario files write the sides in lower case.
    #[serde(alias = "a")]
    A,
    #[serde(alias = "b")]
    B,
}

impl Side {
    pub const ALL: [Side; 2] = [Side::A, Side::B];

    pub fn opponent(self) -> Side {
        match self {
            Side::A => Side::B,
            Side::B => Side::A,
        }
    }

    /// The side's place in a pair: A first.
    const fn slot(self) -> usize {
        match self {
            Side::A => 0,
            Side::B => 1,
        }
    }
}

/// One value for each side, read and written by side (`values[side]`).
/// It is saved as a pair, A's value first, as the arrays it replaced were,
/// so saved games and files read the same.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct PerSide<T>([T; 2]);

impl<T> PerSide<T> {
    /// Side A's value, then side B's.
    pub const fn new(a: T, b: T) -> PerSide<T> {
        PerSide([a, b])
    }

    /// Each side's value, as `value` gives it.
    pub fn from_fn(mut value: impl FnMut(Side) -> T) -> PerSide<T> {
        PerSide(Side::ALL.map(&mut value))
    }

    /// Each side's value made into another.
    pub fn map<U>(self, f: impl FnMut(T) -> U) -> PerSide<U> {
        PerSide(self.0.map(f))
    }

    /// Each side's value borrowed.
    pub fn as_ref(&self) -> PerSide<&T> {
        PerSide([&self.0[0], &self.0[1]])
    }

    /// Each side with its value, A first.
    pub fn iter(&self) -> impl Iterator<Item = (Side, &T)> {
        Side::ALL.into_iter().zip(self.0.iter())
    }

    /// The values, A's first.
    pub fn values(&self) -> std::slice::Iter<'_, T> {
        self.0.iter()
    }

    /// The values to change, A's first.
    pub fn values_mut(&mut self) -> std::slice::IterMut<'_, T> {
        self.0.iter_mut()
    }
}

impl PerSide<bool> {
    /// Whether it holds for both sides.
    pub fn both(self) -> bool {
        self.0[0] && self.0[1]
    }
}

impl<T> std::ops::Index<Side> for PerSide<T> {
    type Output = T;
    fn index(&self, side: Side) -> &T {
        &self.0[side.slot()]
    }
}

impl<T> std::ops::IndexMut<Side> for PerSide<T> {
    fn index_mut(&mut self, side: Side) -> &mut T {
        &mut self.0[side.slot()]
    }
}

impl<T> IntoIterator for PerSide<T> {
    type Item = T;
    type IntoIter = std::array::IntoIter<T, 2>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.into_iter()
    }
}

impl<'a, T> IntoIterator for &'a PerSide<T> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}

impl<'a, T> IntoIterator for &'a mut PerSide<T> {
    type Item = &'a mut T;
    type IntoIter = std::slice::IterMut<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.iter_mut()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_value_per_side_is_read_and_written_by_side_and_saved_as_a_pair() {
        let mut morale = PerSide::new(12, 9);
        morale[Side::B] -= 2;
        assert_eq!((morale[Side::A], morale[Side::B]), (12, 7));
        assert_eq!(serde_json::to_string(&morale).unwrap(), "[12,7]");
        let read: PerSide<u32> = serde_json::from_str("[3,4]").unwrap();
        assert_eq!(
            read,
            PerSide::from_fn(|side| if side == Side::A { 3 } else { 4 })
        );
        let sides: Vec<Side> = read.iter().map(|(side, _)| side).collect();
        assert_eq!(sides, Side::ALL);
        assert!(serde_json::from_str::<PerSide<u32>>("[3]").is_err());
    }
}
