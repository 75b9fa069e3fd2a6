//! Playing a plan out: a copy of the game whose future dice are the
//! marshal's own, played to the end of the enemy's reply.
//!
//! The copy keeps everything a player at the table sees (the position, the
//! boards with the dice already rolled, morale, the turn) and replaces the
//! one thing nobody sees: the generator of the dice still to come, seeded
//! from the marshal's own seed and the position, never from the game's
//! generator. Its log starts empty (nobody reads it).

use crate::engine::Side;
use crate::game::autoplay::Goldfish;
use crate::game::dice::Dice;
use crate::game::general::style::Style;
use crate::game::general::General;
use crate::game::player::AutoPlayer;
use crate::game::rollback::WayBack;
use crate::game::Game;

/// The most decisions a play-out makes (a turn and the enemy's reply take
/// a few hundred at most): only a guard against a bug.
const DECISIONS_BOUND: u32 = 5_000;

/// The seed of the `k`th imagined future of a plan made in `game`: from
/// the marshal's own seed, the turn and the side to act, mixed
/// (SplitMix64), so that every plan of one decision meets the same
/// futures and another decision other ones.
pub(super) fn future_seed(seed: u64, game: &Game, k: u32) -> u64 {
    let mut x = seed
        ^ u64::from(game.turn()).wrapping_mul(0x9e37_79b9_7f4a_7c15)
        ^ u64::from(k).wrapping_mul(0xbf58_476d_1ce4_e5b9)
        ^ (game.log.len() as u64).wrapping_mul(0x94d0_49bb_1331_11eb);
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

/// A copy of `game` whose dice still to come are drawn from `seed`.
pub(super) fn imagined(game: &Game, seed: u64) -> Game {
    let mut state = game.state.clone();
    state.dice = Dice::seeded(seed);
    Game {
        setup: game.setup.clone(),
        state,
        log: Vec::new(),
        way_back: WayBack::default(),
        checked: Default::default(),
    }
}

/// `game` played on in the future `seed`: `side` with `style` for the
/// rest of its turn, then both sides as the veteran (the goldfish as
/// itself) to the end of the enemy's reply, or the end of the game.
pub(super) fn play_out(game: &Game, side: Side, style: Style, seed: u64) -> Game {
    let mut future = imagined(game, seed);
    let mut own = General::with_style(style);
    let mut enemy = General::new();
    let mut fish = Goldfish;
    let goldfish = game.setup.options.goldfish;
    let start = game.turn();
    // The enemy's reply ends when the side's next turn begins.
    let end = if game.active() == side {
        start + 2
    } else {
        start + 1
    };
    for _ in 0..DECISIONS_BOUND {
        if future.turn() >= end {
            break;
        }
        let Some(decider) = future.decider() else {
            break;
        };
        if future.turn() > start && decider == side {
            // Past its own turn the plan has no say.
            own.set_style(Style::VETERAN);
        }
        let player: &mut dyn AutoPlayer = if goldfish == Some(decider) {
            &mut fish
        } else if decider == side {
            &mut own
        } else {
            &mut enemy
        };
        let Some(command) = player.choose(&future) else {
            break;
        };
        if future.apply(command).is_err() {
            break;
        }
    }
    future
}
