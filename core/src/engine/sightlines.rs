//! Sightlines: whether one unit sees another for fire, and whether it could
//! bombard it, remembered for each ordered pair of units (by position
//! index) once worked out. Drawing the lines from both front corners is the
//! costliest question the engine asks, and the turn and the automatic
//! players ask it of the same pairs again and again.
//!
//! A verdict depends only on the two units, the terrain, and the units that
//! stand where a line between them could pass: every such obstacle's box
//! comes within `EPSILON` of the box around both units' corners (see
//! `fire::obstacles`). So when one unit moves or leaves, every verdict of
//! two other units is kept unless its box came near that pair's box where
//! it stood or where it stands now; the verdicts of the unit itself are
//! worked out again when asked.

use super::geometry::{Aabb, EPSILON};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::OnceLock;

/// The verdicts found so far for one arrangement of the units.
#[derive(Debug, Default)]
pub(crate) struct Sightlines {
    n: usize,
    /// Each ordered pair (shooter, target), the `shooter * n + target`th,
    /// as four bits (see [`Sight::bits`]), sixteen pairs to a word. Set up
    /// only once a line is asked about: many arrangements (moves being
    /// tried, the deployment) never are. Words rather than a byte a pair,
    /// atomic only so that a position may be shared: a table's worth is
    /// set up and copied over at every move.
    words: OnceLock<Box<[AtomicU64]>>,
}

/// Which of the two questions.
#[derive(Clone, Copy)]
pub(crate) enum Sight {
    /// The fire part of the line of fire (`fire::sees`).
    Fire,
    /// Could bombard (`fire::bombards`).
    Bombardment,
}

impl Sight {
    /// A pair's bits for this question's verdict: known, and yes.
    fn bits(self) -> (u64, u64) {
        match self {
            Sight::Fire => (0b0001, 0b0010),
            Sight::Bombardment => (0b0100, 0b1000),
        }
    }
}

/// Bits a pair takes, and pairs a word holds.
const PAIR_BITS: usize = 4;
const PAIRS_PER_WORD: usize = 64 / PAIR_BITS;

/// Where pair `k` lies: its word and the shift to its bits.
fn place(k: usize) -> (usize, usize) {
    (k / PAIRS_PER_WORD, (k % PAIRS_PER_WORD) * PAIR_BITS)
}

fn words(n: usize) -> Box<[AtomicU64]> {
    (0..(n * n).div_ceil(PAIRS_PER_WORD))
        .map(|_| AtomicU64::new(0))
        .collect()
}

impl Sightlines {
    /// Nothing known yet, for `n` units.
    pub(crate) fn new(n: usize) -> Sightlines {
        Sightlines {
            n,
            words: OnceLock::new(),
        }
    }

    /// The verdict for `shooter` and `target`, worked out by `work` the
    /// first time it is asked.
    pub(crate) fn get(
        &self,
        sight: Sight,
        shooter: usize,
        target: usize,
        work: impl FnOnce() -> bool,
    ) -> bool {
        if shooter >= self.n || target >= self.n {
            return work();
        }
        let (w, shift) = place(shooter * self.n + target);
        let word = &self.words.get_or_init(|| words(self.n))[w];
        let (known, yes) = sight.bits();
        let bits = word.load(Ordering::Relaxed) >> shift;
        if bits & known != 0 {
            return bits & yes != 0;
        }
        let verdict = work();
        let found = if verdict { known | yes } else { known };
        word.fetch_or(found << shift, Ordering::Relaxed);
        verdict
    }

    /// The verdicts still true after unit `moved` went from box `before`
    /// to box `after` (`boxes`: every unit's box; the others' are the same
    /// before and after).
    pub(crate) fn after_move(
        &self,
        moved: usize,
        before: &Aabb,
        after: &Aabb,
        boxes: &[Aabb],
    ) -> Sightlines {
        self.carried(self.n, |a, b| {
            let near = |region: &Aabb| before.near(region, EPSILON) || after.near(region, EPSILON);
            (a != moved && b != moved && !near(&boxes[a].union(&boxes[b]))).then_some((a, b))
        })
    }

    /// The verdicts still true after unit `removed` (whose box was
    /// `before`) left the table, renumbered past it (`boxes`: every unit's
    /// box before it left).
    pub(crate) fn after_removal(
        &self,
        removed: usize,
        before: &Aabb,
        boxes: &[Aabb],
    ) -> Sightlines {
        let shift = |k: usize| if k > removed { k - 1 } else { k };
        self.carried(self.n.saturating_sub(1), |a, b| {
            let kept =
                a != removed && b != removed && !before.near(&boxes[a].union(&boxes[b]), EPSILON);
            kept.then(|| (shift(a), shift(b)))
        })
    }

    /// The known verdicts of the pairs `keep` maps to their new places (in
    /// a table of `n` units); the rest are forgotten.
    fn carried(
        &self,
        n: usize,
        keep: impl Fn(usize, usize) -> Option<(usize, usize)>,
    ) -> Sightlines {
        let next = Sightlines::new(n);
        let Some(old) = self.words.get() else {
            return next;
        };
        let new = next.words.get_or_init(|| words(n));
        for (w, word) in old.iter().enumerate() {
            let mut bits = word.load(Ordering::Relaxed);
            let mut k = w * PAIRS_PER_WORD;
            while bits != 0 {
                let pair = bits & ((1 << PAIR_BITS) - 1);
                if pair != 0 {
                    if let Some((a, b)) = keep(k / self.n, k % self.n) {
                        let (to, shift) = place(a * n + b);
                        new[to].fetch_or(pair << shift, Ordering::Relaxed);
                    }
                }
                bits >>= PAIR_BITS;
                k += 1;
            }
        }
        next
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::geometry::Point;
    use std::cell::Cell;

    fn square(x: f64, y: f64) -> Aabb {
        Aabb {
            min: Point::new(x, y),
            max: Point::new(x + 1.0, y + 1.0),
        }
    }

    /// The verdict `sightlines` gives, and whether it had to work it out.
    fn ask(sightlines: &Sightlines, shooter: usize, target: usize) -> (bool, bool) {
        let worked = Cell::new(false);
        let verdict = sightlines.get(Sight::Fire, shooter, target, || {
            worked.set(true);
            true
        });
        (verdict, worked.get())
    }

    #[test]
    fn a_verdict_is_worked_out_once_for_each_question() {
        let sightlines = Sightlines::new(3);
        assert_eq!(ask(&sightlines, 0, 1), (true, true));
        assert_eq!(ask(&sightlines, 0, 1), (true, false));
        // The other direction and the other question are their own.
        assert_eq!(ask(&sightlines, 1, 0), (true, true));
        assert!(!sightlines.get(Sight::Bombardment, 0, 1, || false));
        assert!(!sightlines.get(Sight::Bombardment, 0, 1, || true));
        assert_eq!(ask(&sightlines, 0, 1), (true, false));
    }

    #[test]
    fn a_move_keeps_the_verdicts_of_pairs_it_stays_away_from() {
        // Units 0 and 1 side by side, unit 2 far off, unit 3 between.
        let boxes = [
            square(0.0, 0.0),
            square(4.0, 0.0),
            square(20.0, 20.0),
            square(2.0, 0.0),
        ];
        let sightlines = Sightlines::new(4);
        for (a, b) in [(0, 1), (0, 2), (2, 3)] {
            ask(&sightlines, a, b);
        }
        // Unit 2 moves, still far from 0 and 1: only its own pairs go.
        let kept = sightlines.after_move(2, &boxes[2], &square(22.0, 20.0), &boxes);
        assert_eq!(ask(&kept, 0, 1), (true, false));
        assert_eq!(ask(&kept, 0, 2), (true, true));
        assert_eq!(ask(&kept, 2, 3), (true, true));
        // Unit 3, between 0 and 1, may stand in the way wherever it goes.
        let kept = sightlines.after_move(3, &boxes[3], &square(10.0, 10.0), &boxes);
        assert_eq!(ask(&kept, 0, 1), (true, true));
        // And so may a unit that comes in between.
        let kept = sightlines.after_move(2, &boxes[2], &square(2.0, 0.5), &boxes);
        assert_eq!(ask(&kept, 0, 1), (true, true));
    }

    #[test]
    fn a_removal_renumbers_the_verdicts_past_the_unit() {
        let boxes = [
            square(0.0, 0.0),
            square(20.0, 20.0),
            square(4.0, 0.0),
            square(8.0, 0.0),
        ];
        let sightlines = Sightlines::new(4);
        for (a, b) in [(0, 2), (2, 3), (0, 3)] {
            ask(&sightlines, a, b);
        }
        // Unit 1 leaves from far off: the others are now 0, 1 and 2.
        let kept = sightlines.after_removal(1, &boxes[1], &boxes);
        assert_eq!(ask(&kept, 0, 1), (true, false));
        assert_eq!(ask(&kept, 1, 2), (true, false));
        assert_eq!(ask(&kept, 0, 2), (true, false));
        // Unit 2 (between 0 and 3) leaves: the line from 0 to 3 may open.
        let kept = sightlines.after_removal(2, &boxes[2], &boxes);
        assert_eq!(ask(&kept, 0, 2), (true, true));
    }
}
