//! How a run's games are shared among the workers: in chunks handed out
//! as workers finish, large at first and smaller towards the end, so that
//! every worker finishes at about the same time even when one of them
//! shares its processor with the page (fixed equal parts made a run wait
//! for the slowest worker).

use std::ops::Range;

/// The fewest games in a chunk: fewer would cost a round trip to the page
/// for every few milliseconds of play.
const FEWEST: u32 = 8;

/// A chunk is at most this fraction of the games left per worker, so the
/// last chunks are small and the workers end together.
const SHARES_PER_WORKER: u32 = 3;

/// The games of a plan (by their place in its row, `0..games`) not yet
/// handed out.
#[derive(Clone, Debug, PartialEq)]
pub struct Chunks {
    next: u32,
    games: u32,
    workers: u32,
}

impl Chunks {
    pub fn new(games: u32, workers: u32) -> Chunks {
        Chunks {
            next: 0,
            games,
            workers: workers.max(1),
        }
    }

    /// The next chunk to hand out, or `None` once every game is handed out.
    pub fn take(&mut self) -> Option<Range<u32>> {
        let left = self.games - self.next;
        if left == 0 {
            return None;
        }
        let size = (left / (self.workers * SHARES_PER_WORKER))
            .max(FEWEST)
            .min(left);
        let chunk = self.next..self.next + size;
        self.next = chunk.end;
        Some(chunk)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all(games: u32, workers: u32) -> Vec<Range<u32>> {
        let mut chunks = Chunks::new(games, workers);
        std::iter::from_fn(|| chunks.take()).collect()
    }

    #[test]
    fn every_game_is_handed_out_once_in_order() {
        for (games, workers) in [(1, 1), (7, 2), (100, 2), (1000, 2), (10_000, 4), (333, 3)] {
            let chunks = all(games, workers);
            let games_in: Vec<u32> = chunks.iter().cloned().flatten().collect();
            assert_eq!(
                games_in,
                (0..games).collect::<Vec<_>>(),
                "{games} on {workers}"
            );
        }
    }

    #[test]
    fn chunks_shrink_to_the_fewest() {
        let chunks = all(1000, 2);
        // 1000 / 6 = 166 first; then never larger than the one before.
        assert_eq!(chunks[0], 0..166);
        assert!(chunks.windows(2).all(|w| w[1].len() <= w[0].len()));
        let last_full = &chunks[chunks.len() - 2];
        assert_eq!(last_full.len(), FEWEST as usize);
    }

    #[test]
    fn no_workers_counts_as_one() {
        assert_eq!(all(10, 0), vec![0..8, 8..10]);
    }

    #[test]
    fn nothing_to_play_hands_out_nothing() {
        assert_eq!(all(0, 2), Vec::<Range<u32>>::new());
    }
}
