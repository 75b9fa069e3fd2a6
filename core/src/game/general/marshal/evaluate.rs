//! How the marshal scores a position at the end of a play-out, for
//! `side`: the share of its starting morale each side keeps (the game's
//! own measure of a marginal victory), and a won or lost game outright.

use crate::engine::Side;
use crate::game::Game;

/// A whole army's morale kept, in score points.
pub(super) const SHARE_SCALE: f64 = 100.0;

/// A game won outright (morale 0, or the enemy's army gone), in score
/// points: more than any share of morale.
const WON: f64 = 200.0;

/// The score of `game` for `side`.
pub(super) fn score(game: &Game, side: Side) -> f64 {
    let share = |s: Side| {
        let start = f64::from(game.setup.starting_morale(s).max(1));
        f64::from(game.morale(s)) / start
    };
    let kept = SHARE_SCALE * (share(side) - share(side.opponent()));
    let outright = match game.outcome().and_then(|o| o.winner) {
        Some(winner) if winner == side => WON,
        Some(_) => -WON,
        None => 0.0,
    };
    kept + outright
}
