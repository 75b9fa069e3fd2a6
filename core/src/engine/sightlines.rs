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
