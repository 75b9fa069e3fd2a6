//! The figures of one finished game, read from its public views and its
//! log: who won and how, the turn each side's morale reached 0, the morale
//! each side lost, which units broke and whether a commander fell.
//! Nothing here knows how the game was played.

use crate::army_list::UnitId;
use crate::engine::Side;
use crate::game::event::{Event, VictoryKind};
use crate::game::setup::index;
use crate::game::Game;
use crate::sorting::SortStably;
use serde::{Deserialize, Serialize};

/// What one game came to, for the statistics of many.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameFigures {
    /// The game's seed: games of two lists on the same seed are a pair.
    pub seed: u64,
    /// `None`: a draw.
    pub winner: Option<Side>,
    pub kind: VictoryKind,
    /// Player turns begun (each side's turn counts one, as the table shows).
    pub turns: u32,
    /// The turn each side's morale reached 0, if it did (A, B).
    pub broke_on: [Option<u32>; 2],
    /// Starting army morale (A, B).
    pub morale_start: [u32; 2],
    /// Morale lost over the game (A, B).
    pub morale_lost: [u32; 2],
    /// How many of each unit broke, by side (A, B) and list entry, in the
    /// order the army lists its units; entries with none broken left out.
    pub broken: [Vec<(UnitId, u32)>; 2],
    /// Whether each side's commander-in-chief fell (A, B).
    pub commander_fell: [bool; 2],
}

impl GameFigures {
    /// The figures of `game`, played from `seed`; `None` while it is not over.
    pub fn of(game: &Game, seed: u64) -> Option<GameFigures> {
        let outcome = game.outcome()?;
        let mut turn = 0;
        let mut broke_on = [None, None];
        let mut morale_lost = [0, 0];
        let mut broken: [Vec<(UnitId, u32)>; 2] = [Vec::new(), Vec::new()];
        let mut commander_fell = [false, false];
        for event in game.log() {
            match event {
                Event::TurnStarted { turn: t, .. } => turn = *t,
                Event::MoraleLost {
                    side, amount, left, ..
                } => {
                    morale_lost[index(*side)] += amount;
                    if *left == 0 && broke_on[index(*side)].is_none() {
                        broke_on[index(*side)] = Some(turn);
                    }
                }
                Event::UnitBroken { unit, side, .. } => {
                    if let Some(profile) = game.profile(*unit) {
                        let tally = &mut broken[index(*side)];
                        match tally.iter_mut().find(|(id, _)| *id == profile.unit) {
                            Some((_, n)) => *n += 1,
                            None => tally.push((profile.unit.clone(), 1)),
                        }
                    }
                }
                Event::CommanderFell { side, .. } => commander_fell[index(*side)] = true,
                _ => {}
            }
        }
        // In the army's own order, so every game lists them alike.
        for side in Side::ALL {
            let order: Vec<&UnitId> = game.army(side).units.iter().map(|u| &u.unit).collect();
            broken[index(side)].sort_stably_by_key(|(id, _)| order.iter().position(|u| *u == id));
        }
        Some(GameFigures {
            seed,
            winner: outcome.winner,
            kind: outcome.kind,
            turns: game.turn(),
            broke_on,
            morale_start: Side::ALL.map(|side| game.army(side).morale),
            morale_lost,
            broken,
            commander_fell,
        })
    }

    /// Whether `side` won.
    pub fn won_by(&self, side: Side) -> bool {
        self.winner == Some(side)
    }

    /// How many units of the entry `unit` of `side` broke.
    pub fn broken_of(&self, side: Side, unit: &UnitId) -> u32 {
        self.broken[index(side)]
            .iter()
            .find(|(id, _)| id == unit)
            .map_or(0, |(_, n)| *n)
    }
}
