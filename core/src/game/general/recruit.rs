//! The recruit: the general with a beginner's habits, easy to beat and
//! still playing the game (`docs/RULES_NOTES.md`, "The three strengths").
//!
//! It ranks its options as the veteran does, with these habits
//! ([`Style::RECRUIT`]):
//!
//! - **Dice as they come**: each die, in the order rolled, on the first
//!   action of the board (the main move); never one on a tactic, a march
//!   or the commander's ride, and never a tactic played.
//! - **Straight at them**: every unit goes for the enemy nearest to it,
//!   at once; it never waits for the line to close up, and the army never
//!   converges on one part of the enemy.
//! - **A forgotten wing**: the third of its army farthest to one side (the
//!   side drawn from its seed) gets no orders until an enemy comes within
//!   4 UW of it.
//! - **Hits as they come**: hits go to the first units of a group, and a
//!   hit unit retreats whenever no distance it may roll breaks it.
//! - **Hunches**: one decision of the turns in [`HUNCH_IN`] is a choice
//!   the rules offer, drawn at random.
//!
//! Everything it draws comes from its own generator, seeded from its own
//! seed: never from the game's dice.

use super::look::{army_middle, own_units};
use super::reason::GeneralReason;
use super::style::Style;
use super::General;
use crate::engine::{Side, TableUnitId};
use crate::game::command::Command;
use crate::game::goldfish::random_command;
use crate::game::player::AutoPlayer;
use crate::game::step::Step;
use crate::game::Game;
use crate::sorting::SortStably;
use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// One decision in this many, in the turns, is a hunch.
pub(crate) const HUNCH_IN: u32 = 6;

/// The recruit (see the module documentation).
#[derive(Clone, Debug)]
pub(crate) struct Recruit {
    general: General,
    rng: ChaCha8Rng,
    /// The wing it forgets: its left (as it faces the enemy) or its right.
    forgets_left: bool,
    /// Whether the forgotten wing's units have been picked (at its first
    /// decision of the turns, once the armies stand on the table).
    wing_picked: bool,
}

impl Recruit {
    pub(crate) fn new(seed: u64) -> Recruit {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let forgets_left = rng.next_u32().is_multiple_of(2);
        Recruit {
            general: General::with_style(Style::RECRUIT),
            rng,
            forgets_left,
            wing_picked: false,
        }
    }
}

impl AutoPlayer for Recruit {
    fn choose(&mut self, game: &Game) -> Option<Command> {
        self.decide(game).map(|(command, _)| command)
    }

    fn decide(&mut self, game: &Game) -> Option<(Command, GeneralReason)> {
        let side = game.decider()?;
        let in_turns = !matches!(game.state.step, Step::PreGame(_) | Step::RollDice);
        if in_turns && !self.wing_picked {
            self.wing_picked = true;
            self.general.neglect(wing_of(game, side, self.forgets_left));
        }
        if in_turns && self.rng.next_u32().is_multiple_of(HUNCH_IN) {
            if let Some(command) = random_command(game, &mut self.rng) {
                return Some((command, GeneralReason::Hunch));
            }
        }
        self.general.decide(game)
    }
}

/// The third of `side`'s units farthest to its left (or right), as the
/// army faces the enemy.
fn wing_of(game: &Game, side: Side, left: bool) -> Vec<TableUnitId> {
    let (Some(own), Some(theirs)) = (army_middle(game, side), army_middle(game, side.opponent()))
    else {
        return Vec::new();
    };
    let across = (theirs - own).perp() * if left { 1.0 } else { -1.0 };
    let mut units: Vec<(f64, TableUnitId)> = own_units(game, side)
        .map(|u| ((u.placement.centre - own).dot(across), u.id))
        .collect();
    units.sort_stably_by(|a, b| b.0.total_cmp(&a.0));
    let wing = units.len() / 3;
    units.into_iter().take(wing).map(|(_, u)| u).collect()
}
