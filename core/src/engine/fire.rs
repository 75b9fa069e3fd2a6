//! Arcs of fire, lines of fire, range, engagement and the bombardment line.
//!
//! Readings (each with a worked example in `docs/RULES_NOTES.md`):
//! - **Arc of fire.** "A 45° sector from the front side": the area ahead of
//!   the front side between two rays from the front corners, each turned 45°
//!   outward from straight ahead (so each ray makes 45° with the front side,
//!   and the arc opens 90° in all). A target is in the arc when some of its
//!   area is inside (touching the arc's edge is not enough).
//! - **Range** is measured edge to edge: the shortest distance from the
//!   shooter's front side to any part of the target.
//! - **Line from a corner.** A line can be drawn from a front corner when
//!   some straight line from it reaches the target without crossing the
//!   inside of a unit other than the two, and without passing through a
//!   sight-blocking element that the corner is outside of to reach a target
//!   point that is not inside it. "Some line" means a gap of some width: a
//!   line squeezing through the zero-width join between two touching units
//!   does not count. Lines may graze an obstacle's edge or corner.
//! - **Line of fire**: base contact (always), or fire, target partly in the
//!   arc, in range, and a line from *both* front corners.
//! - **The arc from an emplacement.** A battery in an emplacement (see
//!   `Scene::in_emplacement`) bombards in a "45 degree arc" (the quick
//!   reference): the arc is drawn the same way, from the front corners,
//!   with its rays turned 22.5° outward, so that it opens 45° in all. Its
//!   fire (and so engagement) keeps the ordinary arc.
//! - **Engaged**: enemies where either is in the other's line of fire.

use super::geometry::{
    clip_segment, segment_polygon_distance, trig, Aabb, Extremes, Point, EPSILON,
};
use super::scene::Scene;
use super::sightlines::Sight;
use super::terrain::Shape;
use crate::sorting::SortStably;
use serde::{Deserialize, Serialize};

/// How far the arc's rays turn outward from straight ahead.
pub(crate) const ARC_HALF_ANGLE: f64 = std::f64::consts::FRAC_PI_4;

/// How far a battery's bombardment arc turns outward from an
/// emplacement: half of the quick reference's 45°.
pub(crate) const EMPLACED_ARC_HALF_ANGLE: f64 = std::f64::consts::FRAC_PI_8;

/// How far ahead the arc polygon is drawn: beyond any table.
const ARC_REACH: f64 = 1000.0;

/// Elevation's bombardment bonus, in UW.
pub(crate) const ELEVATION_BOMBARDMENT_BONUS: f64 = 2.0;

/// Everything the line-of-fire rule looks at for one shooter and target,
/// for explaining a result as well as for the verdict.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct FireCheck {
    /// In base contact: in the line of fire whatever the rest says.
    pub base_contact: bool,
    /// The shooter has a fire weapon (or, for bombardment, the rule).
    pub has_fire: bool,
    pub in_arc: bool,
    /// Edge-to-edge distance from the shooter's front side.
    pub range: f64,
    /// The range the check allowed (fire range, or bombardment range with
    /// any elevation bonus).
    pub max_range: f64,
    pub in_range: bool,
    /// Whether a line can be drawn from the front-right corner.
    pub right_corner_clear: bool,
    /// Whether a line can be drawn from the front-left corner.
    pub left_corner_clear: bool,
}

impl FireCheck {
    pub fn in_line_of_fire(&self) -> bool {
        self.base_contact
            || (self.has_fire
                && self.in_arc
                && self.in_range
                && self.right_corner_clear
                && self.left_corner_clear)
    }
}

/// `tan(ARC_HALF_ANGLE)` as `libm::tan` gives it (a test checks), written
/// out: the arc is drawn for every shooter and target asked about.
const ARC_SPREAD: f64 = 0.999_999_999_999_999_9;

/// `tan(EMPLACED_ARC_HALF_ANGLE)` as `libm::tan` gives it (a test
/// checks), written out as [`ARC_SPREAD`] is.
const EMPLACED_ARC_SPREAD: f64 = 0.414_213_562_373_095_03;

/// The arc of unit `shooter` as a (very long) trapezoid,
/// counter-clockwise: its rays leave the front corners `spread` sideways
/// for each step ahead (the tangent of how far they turn outward).
pub(crate) fn arc_polygon(scene: &Scene, shooter: usize, spread: f64) -> [Point; 4] {
    let [fr, fl, _, _] = scene.corners[shooter];
    let forward = scene.forward[shooter];
    let left = forward.perp();
    [
        fr,
        fr + (forward - left * spread) * ARC_REACH,
        fl + (forward + left * spread) * ARC_REACH,
        fl,
    ]
}

/// Whether some of `target`'s area is inside unit `shooter`'s arc of fire.
pub(crate) fn in_arc(scene: &Scene, shooter: usize, target: &[Point; 4]) -> bool {
    in_arc_of_spread(scene, shooter, target, ARC_SPREAD)
}

/// Whether some of `target`'s area is inside the arc unit `shooter`
/// bombards in: the arc of fire, or from an emplacement the narrower one.
pub(crate) fn in_bombardment_arc(scene: &Scene, shooter: usize, target: &[Point; 4]) -> bool {
    in_arc_of_spread(scene, shooter, target, bombardment_spread(scene, shooter))
}

/// The spread of unit `shooter`'s bombardment arc (see [`arc_polygon`]).
fn bombardment_spread(scene: &Scene, shooter: usize) -> f64 {
    if scene.in_emplacement(shooter) {
        EMPLACED_ARC_SPREAD
    } else {
        ARC_SPREAD
    }
}

fn in_arc_of_spread(scene: &Scene, shooter: usize, target: &[Point; 4], spread: f64) -> bool {
    super::geometry::polygon_rectangle_overlap(&arc_polygon(scene, shooter, spread), target)
}

/// The distance fire is measured over: from unit `shooter`'s front side to
/// the nearest part of the target.
pub(crate) fn fire_distance(scene: &Scene, shooter: usize, target: &[Point]) -> f64 {
    let (fr, fl) = scene.front_edge(shooter);
    segment_polygon_distance(fr, fl, target)
}

/// Something a line of fire may be stopped by.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Obstacle<'a> {
    /// A unit other than the shooter and target: lines may not cross it.
    /// Its corners, and their box.
    Unit(&'a [Point; 4], Aabb),
    /// An element that blocks sight.
    Terrain(&'a Shape),
}

impl<'a> Obstacle<'a> {
    /// A unit's rectangle as an obstacle.
    #[cfg(test)]
    fn unit(corners: &'a [Point; 4]) -> Obstacle<'a> {
        Obstacle::Unit(corners, Aabb::of_points(corners))
    }

    fn bounding_box(&self) -> Aabb {
        match self {
            Obstacle::Unit(_, bounds) => *bounds,
            Obstacle::Terrain(shape) => shape.bounding_box(),
        }
    }

    /// Whether the straight line from `eye` to `end` (a point on the
    /// target) is stopped by this obstacle.
    fn blocks(&self, eye: Point, end: Point) -> bool {
        // A line whose box is apart from the obstacle's cannot cross it.
        if !Aabb::of_points(&[eye, end]).near(&self.bounding_box(), 1e-9) {
            return false;
        }
        let length = eye.distance(end);
        match self {
            Obstacle::Unit(corners, _) => clip_segment(eye, end, &corners[..])
                .is_some_and(|(t0, t1)| (t1 - t0) * length > EPSILON),
            Obstacle::Terrain(shape) => {
                if shape.contains_point(eye, -EPSILON) || shape.contains_point(end, -EPSILON) {
                    return false;
                }
                shape
                    .clip_segment(eye, end)
                    .is_some_and(|(t0, t1)| (t1 - t0) * length > EPSILON)
            }
        }
    }

    /// The points through which a line from `eye` may change from blocked
    /// to clear, each given to `visit`.
    fn critical_points(&self, eye: Point, target: &[Point], mut visit: impl FnMut(Point)) {
        match self {
            Obstacle::Unit(corners, _) => corners.iter().copied().for_each(visit),
            Obstacle::Terrain(shape) => {
                shape
                    .silhouette_points(eye)
                    .into_iter()
                    .for_each(&mut visit);
                shape.outline_crossings(target).into_iter().for_each(visit);
            }
        }
    }
}

/// The box of what a line from `eye` to `target` can pass through: an
/// obstacle not near it stops no such line and adds no direction to try.
fn view_box(eye: Point, target: &[Point]) -> Aabb {
    Aabb::of_points(target).union(&Aabb::of_points(&[eye]))
}

/// Whether a line can be drawn from `eye` to some point of the convex
/// `target`, past `obstacles`.
///
/// Works in the angles under which `eye` sees the target: every obstacle
/// can change the answer only at a direction through one of its corners (or
/// circle tangents, or where a sight-blocking element's outline crosses the
/// target's). Between two neighbouring such directions the answer is the
/// same throughout, so one line down the middle of each gap decides it. The
/// line is tried to the first point of the target it meets, which is the
/// best point on that line for every kind of obstacle.
pub(crate) fn line_can_be_drawn(eye: Point, target: &[Point], obstacles: &[Obstacle]) -> bool {
    if target.len() < 3 || !eye.is_finite() {
        return false;
    }
    if super::geometry::contains_point(target, eye, EPSILON) {
        return true;
    }
    let Some(view) = View::of(eye, target) else {
        return true;
    };
    // Only obstacles near the view add directions to try. (A line is
    // asked of them all: one not near the view blocks none.)
    let bounds = view_box(eye, target);
    let near = obstacles
        .iter()
        .filter(|o| o.bounding_box().near(&bounds, EPSILON));
    let angles = view.split(target, near, obstacles.len());
    let far = view.reach * 2.0 + 1.0;
    // The obstacle that blocked the last line is asked first: neighbouring
    // lines are mostly blocked by the same one, and most lines are blocked.
    let mut last_blocker = 0;
    for pair in angles.windows(2) {
        let (a, b) = (pair[0], pair[1]);
        if b - a <= 1e-9 {
            continue;
        }
        let direction = view.direction((a + b) / 2.0);
        let Some((t_in, _)) = clip_segment(eye, eye + direction * far, target) else {
            continue;
        };
        let end = eye + direction * (far * t_in);
        if obstacles
            .get(last_blocker)
            .is_some_and(|o| o.blocks(eye, end))
        {
            continue;
        }
        let blocker = obstacles
            .iter()
            .enumerate()
            .position(|(k, o)| k != last_blocker && o.blocks(eye, end));
        match blocker {
            Some(k) => last_blocker = k,
            None => return true,
        }
    }
    false
}

/// How an eye sees a target: angles measured from the direction of the
/// target's centre, the target spanning `lo` to `hi`.
struct View {
    eye: Point,
    reference: Point,
    lo: f64,
    hi: f64,
    /// The target's span as tangents of those angles (cross over dot), for
    /// telling points plainly outside it without an arc tangent.
    tangents: Option<(f64, f64)>,
    /// The farthest point of the target.
    reach: f64,
}

impl View {
    fn of(eye: Point, target: &[Point]) -> Option<View> {
        let centre =
            target.iter().fold(Point::default(), |s, p| s + *p) * (1.0 / target.len() as f64);
        let reference = (centre - eye).normalized()?;
        let mut view = View {
            eye,
            reference,
            lo: f64::INFINITY,
            hi: f64::NEG_INFINITY,
            tangents: None,
            reach: 0.0,
        };
        let (mut t_lo, mut t_hi) = (f64::INFINITY, f64::NEG_INFINITY);
        let mut all_ahead = true;
        for p in target {
            let a = view.angle_of(*p);
            view.lo = view.lo.lesser(a);
            view.hi = view.hi.greater(a);
            view.reach = view.reach.greater(eye.distance(*p));
            let v = *p - eye;
            all_ahead &= reference.dot(v) > 0.0;
            let t = reference.cross(v) / reference.dot(v);
            t_lo = t_lo.lesser(t);
            t_hi = t_hi.greater(t);
        }
        // Only a target wholly ahead and well within a right angle either
        // side (tangents below 1000, about 89.94°) is spanned safely by its
        // tangents.
        let spanned = all_ahead && t_lo > -1000.0 && t_hi < 1000.0;
        view.tangents = spanned.then_some((t_lo, t_hi));
        Some(view)
    }

    fn angle_of(&self, p: Point) -> f64 {
        let v = p - self.eye;
        trig::atan2(self.reference.cross(v), self.reference.dot(v))
    }

    /// Whether point `p` is plainly outside the target's span: behind the
    /// eye, or ahead with its tangent beyond the span's by far more than
    /// rounding (so its angle could not fall inside). A point on the eye
    /// itself is never plainly outside.
    fn plainly_outside(&self, p: Point) -> bool {
        let Some((t_lo, t_hi)) = self.tangents else {
            return false;
        };
        let v = p - self.eye;
        let dot = self.reference.dot(v);
        if dot < 0.0 {
            return true;
        }
        if dot == 0.0 {
            return false;
        }
        let t = self.reference.cross(v) / dot;
        t < t_lo - 1e-9 * (1.0 + t_lo.abs()) || t > t_hi + 1e-9 * (1.0 + t_hi.abs())
    }

    /// The target's span and every obstacle's critical direction inside
    /// it, sorted: the borders of the pieces of the view to try.
    fn split<'o, 'a: 'o>(
        &self,
        target: &[Point],
        relevant: impl Iterator<Item = &'o Obstacle<'a>>,
        most: usize,
    ) -> Vec<f64> {
        // Room for a unit's four corners each of the `most` obstacles at
        // once: growing the list step by step costs more.
        let mut angles = Vec::with_capacity(2 + 4 * most);
        angles.extend([self.lo, self.hi]);
        for obstacle in relevant {
            obstacle.critical_points(self.eye, target, |p| {
                if self.plainly_outside(p) {
                    return;
                }
                let a = self.angle_of(p);
                if a > self.lo && a < self.hi {
                    angles.push(a);
                }
            });
        }
        angles.sort_stably_by(f64::total_cmp);
        angles
    }

    /// The unit vector at `angle` from the reference direction.
    fn direction(&self, angle: f64) -> Point {
        let (cos, sin) = trig::cos_sin(angle);
        let r = self.reference;
        Point::new(r.x * cos - r.y * sin, r.x * sin + r.y * cos)
    }
}

/// Whether units `i` and `j` are in base contact: they touch, or one is in
/// an emplacement that the other touches ("a unit in contact with an
/// emplacement is in contact with the unit inside").
pub(crate) fn base_contact(scene: &Scene, i: usize, j: usize) -> bool {
    if scene.touching(i, j) {
        return true;
    }
    // Most units stand on no terrain at all: nothing to look through
    // (a unit's contacts are asked of every enemy, a million times a lab run).
    if scene.membership[i].is_empty() && scene.membership[j].is_empty() {
        return false;
    }
    let via = |inside: usize, outside: usize| {
        scene.membership[inside].iter().any(|&e| {
            let element = &scene.terrain[e];
            // Boxes apart by more than the touching tolerance (and a hair,
            // for rounding) hold shapes that cannot touch: not measured.
            element.traits.emplacement
                && !scene.membership[outside].contains(&e)
                && element
                    .shape
                    .bounding_box()
                    .near(&scene.boxes[outside], EPSILON + 1e-9)
                && element.shape.touches_polygon(&scene.corners[outside])
        })
    };
    via(i, j) || via(j, i)
}

/// Which obstacles a line from `eye` (a front corner of unit `shooter`) to
/// unit `target` must pass, in the scene's order: only those near the view
/// (as `line_can_be_drawn` would keep), so the long list of every unit is
/// never built. For bombardment from wholly on an elevation, units not on
/// an elevation are left out.
fn obstacles<'s>(
    scene: &'s Scene,
    (shooter, eye): (usize, Point),
    target: usize,
    over_low_units: bool,
) -> Vec<Obstacle<'s>> {
    let view = view_box(eye, &scene.corners[target]);
    // Room for the few usually near at once: growing the list from
    // nothing costs more, and room for every unit is a large block, slow
    // to take and give back.
    let mut out = Vec::with_capacity(8);
    for (k, corners) in scene.corners.iter().enumerate() {
        if k == shooter || k == target || !scene.boxes[k].near(&view, EPSILON) {
            continue;
        }
        if over_low_units && !scene.on_elevation(k) {
            continue;
        }
        out.push(Obstacle::Unit(corners, scene.boxes[k]));
    }
    for element in scene.terrain {
        if element.traits.blocks_sight && element.shape.bounding_box().near(&view, EPSILON) {
            out.push(Obstacle::Terrain(&element.shape));
        }
    }
    out
}

/// Whether lines can be drawn from both front corners of unit `shooter`
/// to unit `target` (the right corner first; the left only if it can).
fn lines_from_both_corners(
    scene: &Scene,
    shooter: usize,
    target: usize,
    over_low_units: bool,
) -> (bool, bool) {
    let target_corners = &scene.corners[target];
    let clear = |eye: Point| {
        let blockers = obstacles(scene, (shooter, eye), target, over_low_units);
        line_can_be_drawn(eye, target_corners, &blockers)
    };
    let [fr, fl, _, _] = scene.corners[shooter];
    let right = clear(fr);
    (right, right && clear(fl))
}

/// The rule a [`check`] applies: fire or bombardment.
struct CheckRule {
    max_range: Option<f64>,
    /// Lines pass over units not on an elevation (bombardment from wholly
    /// on one).
    over_low_units: bool,
    /// Base contact puts the target in the line (fire, not bombardment).
    contact_counts: bool,
    /// The arc's spread (see [`arc_polygon`]).
    spread: f64,
}

fn check(scene: &Scene, shooter: usize, target: usize, rule: CheckRule) -> FireCheck {
    let CheckRule {
        max_range,
        over_low_units,
        contact_counts,
        spread,
    } = rule;
    let target_corners = &scene.corners[target];
    let base_contact = contact_counts && base_contact(scene, shooter, target);
    let range = fire_distance(scene, shooter, target_corners);
    let in_arc = in_arc_of_spread(scene, shooter, target_corners, spread);
    let has_fire = max_range.is_some();
    let max_range = max_range.unwrap_or(0.0);
    let in_range = has_fire && range <= max_range + EPSILON;
    let (mut right, mut left) = (false, false);
    if has_fire && in_arc && in_range {
        let [fr, fl, _, _] = scene.corners[shooter];
        let clear = |eye: Point| {
            let blockers = obstacles(scene, (shooter, eye), target, over_low_units);
            line_can_be_drawn(eye, target_corners, &blockers)
        };
        right = clear(fr);
        left = clear(fl);
    }
    FireCheck {
        base_contact,
        has_fire,
        in_arc,
        range,
        max_range,
        in_range,
        right_corner_clear: right,
        left_corner_clear: left,
    }
}

/// The full line-of-fire check of unit `shooter` at unit `target`.
pub(crate) fn fire_check(scene: &Scene, shooter: usize, target: usize) -> FireCheck {
    let rule = CheckRule {
        max_range: scene.units[shooter].facts.fire_range.map(f64::from),
        over_low_units: false,
        contact_counts: true,
        spread: ARC_SPREAD,
    };
    check(scene, shooter, target, rule)
}

/// The bombardment check: the line of fire drawn as for fire, at the
/// bombardment range; from wholly on an elevation, 2 UW further and over
/// units not on an elevation; from an emplacement, in the narrower arc.
/// Base contact plays no part.
pub(crate) fn bombardment_check(scene: &Scene, shooter: usize, target: usize) -> FireCheck {
    let elevated = scene.wholly_on_elevation(shooter);
    let bonus = if elevated {
        ELEVATION_BOMBARDMENT_BONUS
    } else {
        0.0
    };
    let rule = CheckRule {
        max_range: scene.units[shooter]
            .facts
            .bombardment_range
            .map(|r| f64::from(r) + bonus),
        over_low_units: elevated,
        contact_counts: false,
        spread: bombardment_spread(scene, shooter),
    };
    check(scene, shooter, target, rule)
}

/// The fast verdict of [`bombardment_check`]: could unit `shooter` bombard
/// unit `target`? Remembered for the pair (see `Sightlines`).
pub(crate) fn bombards(scene: &Scene, shooter: usize, target: usize) -> bool {
    scene
        .sightlines
        .get(Sight::Bombardment, shooter, target, || {
            could_bombard(scene, shooter, target)
        })
}

/// [`bombards`] worked out: cheapest tests first, and none after the
/// first that fails.
fn could_bombard(scene: &Scene, shooter: usize, target: usize) -> bool {
    let unit = &scene.units[shooter];
    let Some(range) = unit.facts.bombardment_range.map(f64::from) else {
        return false;
    };
    let elevated = scene.wholly_on_elevation(shooter);
    let range = if elevated {
        range + ELEVATION_BOMBARDMENT_BONUS
    } else {
        range
    };
    if beyond_reach(scene, shooter, target, range) {
        return false;
    }
    let target_corners = &scene.corners[target];
    fire_distance(scene, shooter, target_corners) <= range + EPSILON
        && in_bombardment_arc(scene, shooter, target_corners)
        && lines_from_both_corners(scene, shooter, target, elevated) == (true, true)
}

/// Whether unit `target` is surely out of `range` of unit `shooter`'s
/// front side: every point of the front side is within half a width of its
/// middle, and every point of the target within its radius of its centre
/// (a hair more, for rounding).
fn beyond_reach(scene: &Scene, shooter: usize, target: usize, range: f64) -> bool {
    let unit = &scene.units[shooter];
    let other = &scene.units[target];
    let front_middle = unit.placement.centre + scene.forward[shooter] * (unit.depth / 2.0);
    front_middle.distance(other.placement.centre) > range + 0.5 + other.radius() + EPSILON + 1e-9
}

/// The fast verdict: is `target` in `shooter`'s line of fire? Cheapest
/// tests first.
pub(crate) fn in_line_of_fire(scene: &Scene, shooter: usize, target: usize) -> bool {
    if base_contact(scene, shooter, target) {
        return true;
    }
    sees(scene, shooter, target)
}

/// The fire part of the line of fire (no contact), remembered for the
/// pair (see `Sightlines`).
fn sees(scene: &Scene, shooter: usize, target: usize) -> bool {
    scene.sightlines.get(Sight::Fire, shooter, target, || {
        sees_worked_out(scene, shooter, target)
    })
}

/// [`sees`] worked out: cheapest tests first.
fn sees_worked_out(scene: &Scene, shooter: usize, target: usize) -> bool {
    let unit = &scene.units[shooter];
    let Some(range) = unit.facts.fire_range.map(f64::from) else {
        return false;
    };
    let other = &scene.units[target];
    let front_middle = unit.placement.centre + scene.forward[shooter] * (unit.depth / 2.0);
    if front_middle.distance(other.placement.centre) > range + 0.5 + other.radius() + EPSILON {
        return false;
    }
    let target_corners = &scene.corners[target];
    if fire_distance(scene, shooter, target_corners) > range + EPSILON
        || !in_arc(scene, shooter, target_corners)
    {
        return false;
    }
    lines_from_both_corners(scene, shooter, target, false) == (true, true)
}

/// Every pair of engaged enemies, as position indices `(i, j)` with `i < j`,
/// in order.
pub(crate) fn engaged_pairs(scene: &Scene) -> Vec<(usize, usize)> {
    let units = scene.units;
    let radius: Vec<f64> = units.iter().map(|u| u.radius()).collect();
    let reach: Vec<f64> = units
        .iter()
        .zip(&radius)
        .map(|(u, r)| r + u.facts.fire_range.map_or(0.0, f64::from))
        .collect();
    let emplacement_near: Vec<bool> = (0..units.len())
        .map(|i| {
            scene.membership[i]
                .iter()
                .any(|&e| scene.terrain[e].traits.emplacement)
        })
        .collect();
    let mut out = Vec::new();
    for i in 0..units.len() {
        let (a, ca) = (&units[i], units[i].placement.centre);
        for j in (i + 1)..units.len() {
            if a.side == units[j].side {
                continue;
            }
            let limit = reach[i].greater(reach[j]) + radius[i].greater(radius[j]) + EPSILON;
            let cb = units[j].placement.centre;
            // Centres farther apart than the limit along x or y (a hair
            // more, for the rounding of the distance) are far apart: the
            // pair is skipped without a square root.
            let beyond = (ca.x - cb.x).abs() > limit + 1e-9 || (ca.y - cb.y).abs() > limit + 1e-9;
            let far = beyond || ca.distance(cb) > limit;
            if far && !(emplacement_near[i] || emplacement_near[j]) {
                continue;
            }
            if base_contact(scene, i, j) || sees(scene, i, j) || sees(scene, j, i) {
                out.push((i, j));
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn square(x: f64, y: f64, size: f64) -> [Point; 4] {
        [
            Point::new(x, y),
            Point::new(x + size, y),
            Point::new(x + size, y + size),
            Point::new(x, y + size),
        ]
    }

    #[test]
    fn the_arc_spread_is_the_tangent_of_the_half_angle() {
        assert_eq!(ARC_SPREAD.to_bits(), libm::tan(ARC_HALF_ANGLE).to_bits());
    }

    #[test]
    fn the_emplaced_spread_is_the_tangent_of_its_half_angle() {
        assert_eq!(
            EMPLACED_ARC_SPREAD.to_bits(),
            libm::tan(EMPLACED_ARC_HALF_ANGLE).to_bits()
        );
    }

    #[test]
    fn an_open_view_sees_the_target() {
        let target = square(4.0, -0.5, 1.0);
        assert!(line_can_be_drawn(Point::new(0.0, 0.0), &target, &[]));
    }

    #[test]
    fn a_wall_of_two_touching_units_leaves_no_crack() {
        let target = square(4.0, -0.5, 1.0);
        let upper = square(2.0, 0.0, 1.0);
        let lower = square(2.0, -1.0, 1.0);
        let obstacles = [Obstacle::unit(&upper), Obstacle::unit(&lower)];
        assert!(!line_can_be_drawn(
            Point::new(0.0, 0.0),
            &target,
            &obstacles
        ));
        // With one of them gone, the view past the other is open.
        assert!(line_can_be_drawn(
            Point::new(0.0, 0.0),
            &target,
            &obstacles[..1]
        ));
    }

    #[test]
    fn a_line_may_start_on_a_neighbours_corner() {
        let neighbour = square(-1.0, -1.0, 1.0);
        let target = square(-0.5, 3.0, 1.0);
        assert!(line_can_be_drawn(
            Point::new(0.0, 0.0),
            &target,
            &[Obstacle::unit(&neighbour)]
        ));
    }

    #[test]
    fn a_wood_blocks_what_is_beyond_it_but_not_what_is_in_it() {
        let wood = Shape::rectangle(Point::new(2.0, -2.0), Point::new(3.0, 2.0));
        let obstacles = [Obstacle::Terrain(&wood)];
        let beyond = square(4.0, -0.5, 1.0);
        assert!(!line_can_be_drawn(
            Point::new(0.0, 0.0),
            &beyond,
            &obstacles
        ));
        let inside = square(2.5, -0.5, 1.0);
        assert!(line_can_be_drawn(Point::new(0.0, 0.0), &inside, &obstacles));
        let touching_behind = square(3.0, -0.5, 1.0);
        assert!(!line_can_be_drawn(
            Point::new(0.0, 0.0),
            &touching_behind,
            &obstacles
        ));
        // From inside the wood, the view out is open.
        assert!(line_can_be_drawn(Point::new(2.5, 0.0), &beyond, &obstacles));
    }

    #[test]
    fn a_round_obstacle_hides_only_what_it_covers() {
        let pond = Shape::Circle {
            centre: Point::new(2.0, 0.0),
            radius: 0.5,
        };
        let obstacles = [Obstacle::Terrain(&pond)];
        assert!(!line_can_be_drawn(
            Point::new(0.0, 0.0),
            &square(4.0, -0.2, 0.4),
            &obstacles
        ));
        assert!(line_can_be_drawn(
            Point::new(0.0, 0.0),
            &square(4.0, -0.5, 2.0),
            &obstacles
        ));
    }
}
