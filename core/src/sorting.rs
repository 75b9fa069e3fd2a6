//! Stable sorting, the same answers everywhere, one copy of the algorithm
//! in the web build.
//!
//! The standard library's sorts are generic: each type sorted gets its own
//! copy of a large algorithm, and with some thirty sorted types that came
//! to about a fifth of the bundle's budget. In the web build
//! ([`compact`]) the sort works on indices through a comparison behind a
//! reference, so the algorithm exists once; only a short loop that puts
//! the items in their places is copied per type. Natively, where speed
//! matters more than size, the standard stable sort runs. Both are stable,
//! so they order equal items alike and a game decides the same on both.

use std::cmp::Ordering;

/// Stable sorts for slices (and so for vectors). Use them instead of the
/// standard sorts in code that reaches the web build.
pub trait SortStably<T> {
    /// Sorts by `compare`, keeping equal items in their order.
    fn sort_stably_by(&mut self, compare: impl Fn(&T, &T) -> Ordering);

    /// Sorts by a key, keeping items with equal keys in their order.
    fn sort_stably_by_key<K: Ord>(&mut self, key: impl Fn(&T) -> K) {
        self.sort_stably_by(|a, b| key(a).cmp(&key(b)));
    }

    /// Sorts in the items' own order.
    fn sort_stably(&mut self)
    where
        T: Ord,
    {
        self.sort_stably_by(T::cmp);
    }
}

impl<T> SortStably<T> for [T] {
    #[cfg(not(target_arch = "wasm32"))]
    #[allow(clippy::disallowed_methods)] // the one place the standard sort is meant
    fn sort_stably_by(&mut self, compare: impl Fn(&T, &T) -> Ordering) {
        self.sort_by(compare);
    }

    #[cfg(target_arch = "wasm32")]
    fn sort_stably_by(&mut self, compare: impl Fn(&T, &T) -> Ordering) {
        compact::sort_by(self, compare);
    }
}

/// The web build's sort: a merge sort of indices (one copy for every type),
/// then the items moved to their places. Compiled everywhere so native
/// tests check it against the standard sort.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
pub(crate) mod compact {
    use std::cmp::Ordering;

    /// Runs this short are sorted by insertion before merging.
    const RUN: usize = 8;

    pub(crate) fn sort_by<T>(items: &mut [T], compare: impl Fn(&T, &T) -> Ordering) {
        if items.len() < 2 {
            return;
        }
        let mut order: Vec<usize> = (0..items.len()).collect();
        sort_indices(&mut order, &|a, b| compare(&items[a], &items[b]));
        place(items, order);
    }

    /// Sorts indices stably by `compare`: insertion within runs, then
    /// bottom-up merges that take from the right run only when strictly
    /// less.
    fn sort_indices(order: &mut Vec<usize>, compare: &dyn Fn(usize, usize) -> Ordering) {
        let n = order.len();
        for start in (0..n).step_by(RUN) {
            let end = (start + RUN).min(n);
            for i in start + 1..end {
                let mut j = i;
                while j > start && compare(order[j - 1], order[j]) == Ordering::Greater {
                    order.swap(j - 1, j);
                    j -= 1;
                }
            }
        }
        let mut merged = vec![0; n];
        let mut width = RUN;
        while width < n {
            for start in (0..n).step_by(2 * width) {
                let mid = (start + width).min(n);
                let end = (start + 2 * width).min(n);
                merge(
                    &order[start..end],
                    mid - start,
                    &mut merged[start..end],
                    compare,
                );
            }
            std::mem::swap(order, &mut merged);
            width *= 2;
        }
    }

    /// Merges `runs[..mid]` and `runs[mid..]` into `into`.
    fn merge(
        runs: &[usize],
        mid: usize,
        into: &mut [usize],
        compare: &dyn Fn(usize, usize) -> Ordering,
    ) {
        let (mut left, mut right) = (0, mid);
        for slot in into.iter_mut() {
            let take_right = left == mid
                || (right < runs.len() && compare(runs[right], runs[left]) == Ordering::Less);
            if take_right {
                *slot = runs[right];
                right += 1;
            } else {
                *slot = runs[left];
                left += 1;
            }
        }
    }

    /// Moves the items so that position `k` holds the item that was at
    /// `order[k]`, following each cycle of the permutation with swaps.
    fn place<T>(items: &mut [T], mut order: Vec<usize>) {
        for start in 0..items.len() {
            let mut current = start;
            while order[current] != current {
                let source = order[current];
                order[current] = current;
                if source == start {
                    break;
                }
                items.swap(current, source);
                current = source;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::compact;
    use super::SortStably;

    /// A small deterministic generator, enough for shuffled test data.
    fn numbers(seed: u64, count: usize, modulo: u64) -> Vec<u64> {
        let mut state = seed;
        (0..count)
            .map(|_| {
                state = state
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                (state >> 33) % modulo
            })
            .collect()
    }

    #[test]
    #[allow(clippy::disallowed_methods)] // the standard sort is the yardstick
    fn the_compact_sort_orders_like_the_standard_stable_sort() {
        for (seed, count, modulo) in [(1, 0, 5), (2, 1, 5), (3, 7, 3), (4, 8, 2), (5, 9, 4)]
            .into_iter()
            .chain((6..40).map(|s| (s, (s as usize * 13) % 300, 1 + s % 9)))
        {
            // Pairs of (key, original position): equal keys must keep
            // their positions' order.
            let items: Vec<(u64, usize)> = numbers(seed, count, modulo)
                .into_iter()
                .enumerate()
                .map(|(i, k)| (k, i))
                .collect();
            let mut expected = items.clone();
            expected.sort_by_key(|p| p.0);
            let mut got = items.clone();
            compact::sort_by(&mut got, |a, b| a.0.cmp(&b.0));
            assert_eq!(got, expected, "seed {seed}, {count} items");
        }
    }

    #[test]
    fn the_trait_sorts_by_key_and_in_order() {
        let mut words = vec!["pike", "horse", "gun", "shot", "dragoon"];
        words.sort_stably_by_key(|w| w.len());
        assert_eq!(words, ["gun", "pike", "shot", "horse", "dragoon"]);
        let mut numbers = vec![5, 3, 9, 1, 3];
        numbers.sort_stably();
        assert_eq!(numbers, [1, 3, 3, 5, 9]);
    }
}
