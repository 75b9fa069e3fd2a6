//! Automatic players: whatever makes a side's decisions without a person.
//! The table's "decide for me" and "play to the end" take any of them; they
//! choose only among the engine's legal commands.

use super::command::Command;
use super::general::reason::GeneralReason;
use super::goldfish::random_command;
use super::Game;
use rand_chacha::rand_core::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// A player that decides by itself.
pub trait AutoPlayer {
    /// The decision it makes now for the side due, if it has one.
    fn choose(&mut self, game: &Game) -> Option<Command>;

    /// The decision with why it was made, for the log: players that can
    /// say why say so.
    fn decide(&mut self, game: &Game) -> Option<(Command, GeneralReason)> {
        self.choose(game).map(|c| (c, GeneralReason::NoChoice))
    }
}

/// Picks among the legal commands at random (leaning towards doing
/// things), from its own seeded generator: the same seed, the same game.
#[derive(Clone, Debug)]
pub struct RandomPlayer {
    rng: ChaCha8Rng,
}

impl RandomPlayer {
    pub fn new(seed: u64) -> RandomPlayer {
        RandomPlayer {
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }
}

impl AutoPlayer for RandomPlayer {
    fn choose(&mut self, game: &Game) -> Option<Command> {
        random_command(game, &mut self.rng)
    }
}
