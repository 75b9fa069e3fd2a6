//! Counting the units a candidate point brings into combat, bucket by
//! bucket, and keeping the best point found so far.

use super::{MarkerPlacement, COMBAT_RADIUS};
use crate::engine::geometry::{
    clamp_f64, point_polygon_distance, Aabb, Extremes, Point, RectangleFrame, EPSILON,
};
use crate::engine::scene::Scene;
use crate::engine::side::{PerSide, Side};
use crate::engine::table::Table;

/// The best marker point so far.
pub(super) struct Best {
    pub(super) count: usize,
    pub(super) margin: f64,
    pub(super) at: Point,
    /// The units it brings in, as indices of the search's members.
    pub(super) brought: Vec<usize>,
}

impl Best {
    pub(super) fn new(brought: &[usize], margin: f64, at: Point) -> Best {
        Best {
            count: brought.len(),
            margin,
            at,
            brought: brought.to_vec(),
        }
    }

    /// Keeps in `slot` the better of the point it holds and one bringing
    /// in `brought` with `margin` at `at` (see [`Best::beaten_by`]).
    pub(super) fn keep_better(slot: &mut Option<Best>, brought: &[usize], margin: f64, at: Point) {
        if slot
            .as_ref()
            .is_none_or(|b| b.beaten_by(brought.len(), margin, at))
        {
            *slot = Some(Best::new(brought, margin, at));
        }
    }

    /// Takes the point bringing in the same units with `margin` at `at`,
    /// if it is better (see [`Best::beaten_by`]).
    pub(super) fn take_if_better(&mut self, margin: f64, at: Point) {
        if self.beaten_by(self.count, margin, at) {
            self.margin = margin;
            self.at = at;
        }
    }

    pub(super) fn placement(self, search: &Search) -> MarkerPlacement {
        MarkerPlacement {
            at: self.at,
            brings_in: self
                .brought
                .into_iter()
                .map(|m| search.scene.units[search.members[m].index].id)
                .collect(),
            margin: self.margin,
        }
    }

    /// Whether a point bringing in `count` units with `margin` at `at` is
    /// better: more units, then a deeper margin, then lower, then further
    /// left (near-equal margins and heights count as equal).
    fn beaten_by(&self, count: usize, margin: f64, at: Point) -> bool {
        count > self.count
            || (count == self.count
                && (margin > self.margin + 1e-9
                    || ((margin - self.margin).abs() <= 1e-9
                        && (at.y < self.at.y - 1e-12
                            || ((at.y - self.at.y).abs() <= 1e-12 && at.x < self.at.x)))))
    }
}

/// What a candidate point must do to count in a search: bring in at
/// least `count` units (and at least one), and, when `margin` is set,
/// with exactly that many, a margin deeper than it (beyond 1e-9, as
/// [`Best`] compares them). The engine's own choice sets the margin (a
/// point with as many units and no deeper margin cannot replace its
/// best); the list of every spot does not (such a point may still be the
/// best of another set of units).
pub(super) struct Bar {
    pub(super) count: usize,
    pub(super) margin: Option<f64>,
}

impl Bar {
    /// The bar before any point is found: one unit.
    pub(super) fn any() -> Bar {
        Bar {
            count: 1,
            margin: None,
        }
    }
}

/// What the search measures candidate points against: buckets of 2 UW
/// squares over the table, each listing the relevant units whose box,
/// grown by the radius, reaches into it (and, apart, the wanted ones among
/// them), so that a candidate looks only at its own bucket's units, in the
/// position's order. Each relevant unit's facts sit together in
/// [`Member`]s, where a candidate reads them.
pub(super) struct Search<'s> {
    pub(super) scene: &'s Scene<'s>,
    columns: usize,
    rows: usize,
    /// The relevant units, in position order; the buckets list indices
    /// into it.
    members: Vec<Member>,
    buckets: BucketLists,
    wanted_buckets: BucketLists,
    /// Each unit's index in `members`, by position index (`usize::MAX`
    /// for a unit that is not relevant).
    member_of: Vec<usize>,
}

/// What a candidate asks of a relevant unit.
pub(super) struct Member {
    /// The unit's box grown by the radius: a point outside it is farther
    /// than the radius from the unit.
    reach: Aabb,
    /// The unit's box: no part of the unit is nearer to any point.
    bounds: Aabb,
    frame: Option<RectangleFrame>,
    /// The unit's position index.
    index: usize,
    /// 0 for side A, 1 for side B.
    pub(super) side: Side,
    wanted: bool,
}

impl Member {
    fn reaches(&self, p: Point) -> bool {
        let b = &self.reach;
        p.x >= b.min.x && p.x <= b.max.x && p.y >= b.min.y && p.y <= b.max.y
    }
}

/// Whether a point in `area` might count against `bar`, given the wanted
/// `members` that can reach into it: as many units as the bar's count
/// are near enough, and, if the bar has a margin and no more are near
/// enough (a point must then bring them all in), each is near enough for
/// the margin. Distances are taken from the units' boxes, never farther
/// than the units, less a slack far beyond rounding: a point that could
/// count is never given up.
fn area_may_count<'m>(area: &Aabb, members: impl Iterator<Item = &'m Member>, bar: &Bar) -> bool {
    let slack = 1e-6;
    let mut near = 0;
    let mut too_shallow = false;
    for member in members {
        let distance = member.bounds.gap_to(area) - slack;
        if distance > COMBAT_RADIUS + EPSILON {
            continue;
        }
        near += 1;
        if near > bar.count {
            return true;
        }
        too_shallow |= bar
            .margin
            .is_some_and(|margin| COMBAT_RADIUS - distance < margin - 1e-9);
    }
    near == bar.count && !too_shallow
}

/// The side of a bucket, in UW.
const BUCKET: f64 = COMBAT_RADIUS;

// `as u32` truncates, and takes negatives and NaN to 0: for the
// quotients here that is `floor().max(0.0)`, without calling `floor`.
// (There are at most 1,001 rows and columns, so saturating at `u32::MAX`
// rather than `usize::MAX` ends at the same last one; and the conversion
// to `u32` takes fewer instructions than to `usize`.)
/// The column of buckets `x` falls in, of `columns`.
#[inline]
pub(super) fn column(x: f64, columns: usize) -> usize {
    ((x / BUCKET) as u32 as usize).min(columns - 1)
}

/// The row of buckets `y` falls in, of `rows`.
#[inline]
pub(super) fn row(y: f64, rows: usize) -> usize {
    ((y / BUCKET) as u32 as usize).min(rows - 1)
}

/// Every bucket's list of units in one list, bucket after bucket: one
/// allocation rather than one for each bucket that holds a unit (a search
/// fills a few hundred, and most of its candidates are soon given up).
struct BucketLists {
    /// Where each bucket's units start in `units`, and after the last,
    /// where they all end.
    starts: Vec<usize>,
    pub(super) units: Vec<usize>,
}

impl BucketLists {
    /// The lists of `count` buckets from `entries`, (bucket, unit) pairs:
    /// each bucket's units in the order of the pairs.
    pub(super) fn new(count: usize, entries: &[(usize, usize)]) -> BucketLists {
        let mut starts = vec![0; count + 1];
        for &(bucket, _) in entries {
            starts[bucket + 1] += 1;
        }
        for bucket in 0..count {
            starts[bucket + 1] += starts[bucket];
        }
        let mut next = starts.clone();
        let mut units = vec![0; entries.len()];
        for &(bucket, unit) in entries {
            units[next[bucket]] = unit;
            next[bucket] += 1;
        }
        BucketLists { starts, units }
    }

    pub(super) fn of(&self, bucket: usize) -> &[usize] {
        &self.units[self.starts[bucket]..self.starts[bucket + 1]]
    }
}

impl<'s> Search<'s> {
    pub(super) fn new(
        scene: &'s Scene,
        table: &Table,
        relevant: &[usize],
        wanted: &[bool],
    ) -> Search<'s> {
        let columns = ((table.width / BUCKET).floor().greater(0.0) as usize).min(1000) + 1;
        let rows = ((table.depth / BUCKET).floor().greater(0.0) as usize).min(1000) + 1;
        let bucket_of = |x: f64, y: f64| (row(y, rows), column(x, columns));
        let mut member_of = vec![usize::MAX; scene.units.len()];
        let mut members = Vec::with_capacity(relevant.len());
        // Each relevant unit's buckets, unit by unit in position order.
        let mut entries = Vec::with_capacity(relevant.len() * 9);
        for (m, &k) in relevant.iter().enumerate() {
            let reach = scene.boxes[k].grown(COMBAT_RADIUS + EPSILON);
            let (r0, c0) = bucket_of(reach.min.x, reach.min.y);
            let (r1, c1) = bucket_of(reach.max.x, reach.max.y);
            for r in r0..=r1 {
                entries.extend((c0..=c1).map(|c| (r * columns + c, m)));
            }
            member_of[k] = m;
            members.push(Member {
                reach,
                bounds: scene.boxes[k],
                frame: RectangleFrame::of(&scene.corners[k]),
                index: k,
                side: scene.units[k].side,
                wanted: wanted[k],
            });
        }
        let count = columns * rows;
        let buckets = BucketLists::new(count, &entries);
        entries.retain(|&(_, m)| members[m].wanted);
        Search {
            scene,
            columns,
            rows,
            members,
            buckets,
            wanted_buckets: BucketLists::new(count, &entries),
            member_of,
        }
    }

    pub(super) fn column(&self, x: f64) -> usize {
        column(x, self.columns)
    }

    pub(super) fn row(&self, y: f64) -> usize {
        row(y, self.rows)
    }

    /// The bucket point `p` falls in.
    pub(super) fn bucket_of(&self, p: Point) -> usize {
        self.row(p.y) * self.columns + self.column(p.x)
    }

    /// Whether a point in `bucket` may bring in `least` wanted units: as
    /// many reach into the bucket.
    pub(super) fn may_bring(&self, bucket: usize, least: usize) -> bool {
        self.wanted_buckets.of(bucket).len() >= least
    }

    /// Whether a crossing of the outlines of units `a` and `b` (position
    /// indices) might count against `bar`: every such point lies within
    /// both units' reach (the outlines are 2 UW from them, the reach a
    /// hair more; a hundredth more again for the rounding of a crossing
    /// nearly a tangent), and held to the table's edges within that box
    /// held to them.
    pub(super) fn crossings_may_count(&self, a: usize, b: usize, table: &Table, bar: &Bar) -> bool {
        let reach = |k: usize| self.members[self.member_of[k]].reach.grown(0.01);
        let (ra, rb) = (reach(a), reach(b));
        let held = |v: f64, edge: f64| clamp_f64(v, 0.0, edge);
        let (min, max) = (
            Point::new(
                held(ra.min.x.greater(rb.min.x), table.width),
                held(ra.min.y.greater(rb.min.y), table.depth),
            ),
            Point::new(
                held(ra.max.x.lesser(rb.max.x), table.width),
                held(ra.max.y.lesser(rb.max.y), table.depth),
            ),
        );
        if min.x > max.x || min.y > max.y {
            return false;
        }
        let wanted = self.members.iter().filter(|m| m.wanted);
        area_may_count(&Aabb { min, max }, wanted, bar)
    }

    /// Whether a point of row `y` in `bucket` might count against `bar`.
    /// The marker search asks this once for each run of grid points on a
    /// row in a bucket, rather than measuring each.
    pub(super) fn row_may_count(&self, y: f64, bucket: usize, bar: &Bar) -> bool {
        let wanted = self.wanted_buckets.of(bucket);
        if wanted.len() < bar.count {
            return false;
        }
        let column = bucket % self.columns;
        let from = column as f64 * BUCKET;
        // The last column takes in whatever lies beyond it.
        let to = if column + 1 == self.columns {
            f64::INFINITY
        } else {
            from + BUCKET
        };
        let run = Aabb {
            min: Point::new(from, y),
            max: Point::new(to, y),
        };
        area_may_count(&run, wanted.iter().map(|&m| &self.members[m]), bar)
    }

    /// How far point `p` is from a member, if within the radius.
    pub(super) fn within(&self, member: &Member, p: Point) -> Option<f64> {
        let d = match &member.frame {
            Some(frame) => frame.distance(p),
            None => point_polygon_distance(p, &self.scene.corners[member.index]),
        };
        (d <= COMBAT_RADIUS + EPSILON).then_some(d)
    }

    /// The wanted members of `bucket` whose reach holds `p`, in position
    /// order, into `reaching`, if there are at least `least` of them:
    /// given up (`false`) as soon as too few are left to make that many,
    /// most points being hopeless.
    fn gather_reaching(
        &self,
        bucket: usize,
        p: Point,
        least: usize,
        reaching: &mut Vec<usize>,
    ) -> bool {
        let wanted = self.wanted_buckets.of(bucket);
        reaching.clear();
        if wanted.len() < least {
            return false;
        }
        for (n, &m) in wanted.iter().enumerate() {
            if self.members[m].reaches(p) {
                reaching.push(m);
            } else if reaching.len() + (wanted.len() - n - 1) < least {
                return false;
            }
        }
        reaching.len() >= least
    }

    /// The wanted units point `p` (in `bucket`) brings in (into `brought`,
    /// as member indices, in position order) and the margin of the least
    /// inside of them, if it brings in any and reaches both sides. A point
    /// that cannot beat the best so far, which brings in `count` units
    /// (0 for none yet), is given up as soon as that is known: when it
    /// cannot bring in as many units (first on the units' boxes, then unit
    /// by unit as they are measured), or cannot bring in more and its
    /// margin has already fallen clearly below the one it must reach (a
    /// margin only falls as units are added): `floor` answers that margin
    /// for the units within reach of `p`. `brought` is left as it happens
    /// to be when the point is given up.
    pub(super) fn measure(
        &self,
        p: Point,
        bucket: usize,
        count: usize,
        floor: &dyn Fn(&[usize]) -> f64,
        brought: &mut Vec<usize>,
    ) -> Option<f64> {
        // At first only the count can make a point hopeless: fewer than
        // this many units within reach.
        if !self.gather_reaching(bucket, p, count.max(1), brought) {
            return None;
        }
        let floor = floor(brought);
        let hopeless = |could_bring: usize, margin: f64| {
            could_bring == 0
                || could_bring < count
                || (could_bring == count && margin < floor - 1e-9)
        };
        let mut could_bring = brought.len();
        let mut sides = PerSide::new(false, false);
        let mut margin = f64::INFINITY;
        // The members within reach are measured in order; those within
        // the radius are kept at the front of `brought`.
        let mut kept = 0;
        for next in 0..brought.len() {
            let m = brought[next];
            let member = &self.members[m];
            match self.within(member, p) {
                Some(d) => {
                    sides[member.side] = true;
                    brought[kept] = m;
                    kept += 1;
                    margin = margin.lesser(COMBAT_RADIUS - d);
                }
                None => could_bring -= 1,
            }
            if hopeless(could_bring, margin) {
                return None;
            }
        }
        brought.truncate(kept);
        // A side still missing may be there among the other units. Sides
        // present beyond the relevant units cannot change: any unit within
        // 2 UW of p is within reach of a wanted unit.
        for &m in self.buckets.of(bucket) {
            if sides.both() {
                break;
            }
            let member = &self.members[m];
            if !member.wanted && !sides[member.side] && member.reaches(p) {
                sides[member.side] = self.within(member, p).is_some();
            }
        }
        sides.both().then_some(margin)
    }
}
