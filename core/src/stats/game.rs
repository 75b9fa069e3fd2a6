//! The figures of one finished game, read from its public views and its
//! log: who won and how, the turn each side's morale reached 0, the morale
//! each side lost, which units broke and whether a commander fell.
//! Nothing here knows how the game was played.

use crate::army_list::UnitId;
use crate::engine::{PerSide, Side};
use crate::game::event::{Event, VictoryKind};
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
    pub broke_on: PerSide<Option<u32>>,
    /// Starting army morale (A, B).
    pub morale_start: PerSide<u32>,
    /// Morale lost over the game (A, B).
    pub morale_lost: PerSide<u32>,
    /// How many of each unit broke, by side (A, B) and list entry, in the
    /// order the army lists its units; entries with none broken left out.
    pub broken: PerSide<Vec<(UnitId, u32)>>,
    /// Whether each side's commander-in-chief fell (A, B).
    pub commander_fell: PerSide<bool>,
    /// The side the list played: list A's head to head (the odd games swap
    /// the sides); against the goldfish, the side of the list of the
    /// series (list A's or list B's). Side A unless the run chose side B.
    #[serde(default = "side_a")]
    pub list_a: Side,
}

fn side_a() -> Side {
    Side::A
}

impl GameFigures {
    /// The figures of `game`, played from `seed`; `None` while it is not over.
    pub fn of(game: &Game, seed: u64) -> Option<GameFigures> {
        let outcome = game.outcome()?;
        let mut turn = 0;
        let mut broke_on = PerSide::new(None, None);
        let mut morale_lost = PerSide::new(0, 0);
        let mut broken: PerSide<Vec<(UnitId, u32)>> = PerSide::default();
        let mut commander_fell = PerSide::new(false, false);
        for event in game.log() {
            match event {
                Event::TurnStarted { turn: t, .. } => turn = *t,
                Event::MoraleLost {
                    side, amount, left, ..
                } => {
                    morale_lost[*side] += amount;
                    if *left == 0 && broke_on[*side].is_none() {
                        broke_on[*side] = Some(turn);
                    }
                }
                Event::UnitBroken { unit, side, .. } => {
                    if let Some(profile) = game.profile(*unit) {
                        let tally = &mut broken[*side];
                        match tally.iter_mut().find(|(id, _)| *id == profile.unit) {
                            Some((_, n)) => *n += 1,
                            None => tally.push((profile.unit.clone(), 1)),
                        }
                    }
                }
                Event::CommanderFell { side, .. } => commander_fell[*side] = true,
                _ => {}
            }
        }
        // In the army's own order, so every game lists them alike.
        for side in Side::ALL {
            let order: Vec<&UnitId> = game.army(side).units.iter().map(|u| &u.unit).collect();
            broken[side].sort_stably_by_key(|(id, _)| order.iter().position(|u| *u == id));
        }
        Some(GameFigures {
            seed,
            winner: outcome.winner,
            kind: outcome.kind,
            turns: game.turn(),
            broke_on,
            morale_start: PerSide::from_fn(|side| game.army(side).morale),
            morale_lost,
            broken,
            commander_fell,
            list_a: Side::A,
        })
    }

    /// Whether `side` won.
    pub fn won_by(&self, side: Side) -> bool {
        self.winner == Some(side)
    }

    /// How many units of the entry `unit` of `side` broke.
    pub fn broken_of(&self, side: Side, unit: &UnitId) -> u32 {
        self.broken[side]
            .iter()
            .find(|(id, _)| id == unit)
            .map_or(0, |(_, n)| *n)
    }
}
