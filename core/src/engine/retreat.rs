//! Retreats: a unit goes straight back, or straight towards its own table
//! edge, by its retreat distance, and ends facing the way it went.
//!
//! Readings (worked examples in `docs/RULES_NOTES.md`):
//! - The unit slides along the line keeping its facing, then turns about its
//!   centre to face the way it went. A retreat of 0 does not move or turn.
//! - It **breaks** if, on the way or where it ends, it touches the table
//!   edge, or touches an enemy it was not already touching, or goes into
//!   one it was touching (sliding along an enemy it started against is
//!   allowed; moving away from it is what a retreat usually does).
//! - Where it would stop on friends, it is **pushed on** along the same line
//!   until it stands clear of every friend. If a friend of *another*
//!   formation held that spot, the army loses 1 morale (reported as
//!   `morale_cost`; morale itself is the game's bookkeeping). A friend of
//!   its own formation in the way pushes it on at no cost. The push can
//!   break it too, if it then reaches an edge or an enemy.

use super::commander::{CommanderId, Displacement};
use super::geometry::{
    farther_than, rectangles_overlap, sweep_overlap, Aabb, Extremes, Point, EPSILON,
};
use super::movement::commander_effects;
use super::scene::Scene;
use super::table::{Edge, Table};
use super::unit::{corners_ahead, Placement, TableUnitId};
use crate::sorting::SortStably;
use serde::{Deserialize, Serialize};

/// The morale a retreat costs when it lands on a friend of another formation.
pub(crate) const PUSHED_ON_MORALE_COST: u32 = 1;

/// The two ways a unit may retreat; the owner picks after rolling distance.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RetreatDirection {
    /// Straight back, away from its front.
    Back,
    /// Straight towards its side's own table edge.
    TowardsOwnEdge,
}

/// Why a retreating unit broke.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub enum BreakCause {
    TableEdge { edge: Edge },
    Enemy { enemy: TableUnitId },
}

/// A retreat that was pushed on past friends.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PushedOn {
    /// The friends it was pushed past, in the order met.
    pub past: Vec<TableUnitId>,
    /// How much further than the retreat distance it went, in UW.
    pub extra: f64,
    /// Army morale lost: 1 if the spot was a friend of another formation's.
    pub morale_cost: u32,
}

/// A unit that retreated and still stands.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Retreated {
    pub unit: TableUnitId,
    pub from: Placement,
    pub to: Placement,
    /// How far it went in all, in UW.
    pub distance: f64,
    pub pushed: Option<PushedOn>,
    pub displaced: Vec<Displacement>,
    pub commanders_at_risk: Vec<CommanderId>,
}

/// What a retreat comes to.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum RetreatOutcome {
    /// A retreat of 0: the unit neither moves nor turns.
    Stayed {
        unit: TableUnitId,
    },
    Retreated(Retreated),
    /// The unit touched the table edge or an enemy, and is broken.
    Broken {
        unit: TableUnitId,
        cause: BreakCause,
        /// How far it had gone when it broke, in UW.
        after: f64,
    },
}

impl RetreatOutcome {
    /// The morale the retreat costs on top of breaking (the push past a
    /// friend of another formation).
    pub fn morale_cost(&self) -> u32 {
        match self {
            RetreatOutcome::Retreated(r) => r.pushed.as_ref().map_or(0, |p| p.morale_cost),
            _ => 0,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum RetreatError {
    UnknownUnit { unit: TableUnitId },
    NotFinite,
    NegativeDistance { distance: f64 },
}

/// The first `t` in `[from, to]` at which a polygon moving along `way`
/// touches a table edge, and which edge. An edge in `already` (touched
/// before the retreat began) counts only once the polygon crosses it.
fn edge_reached(
    table: &Table,
    corners: &[Point],
    way: Point,
    (from, to): (f64, f64),
    already: &[Edge],
) -> Option<(f64, Edge)> {
    let mut best: Option<(f64, Edge)> = None;
    for p in corners {
        // (coordinate, its rate, the edge's line, is it the low edge, edge)
        let tests = [
            (p.y, way.y, 0.0, true, Edge::South),
            (p.y, way.y, table.depth, false, Edge::North),
            (p.x, way.x, 0.0, true, Edge::West),
            (p.x, way.x, table.width, false, Edge::East),
        ];
        for (value, rate, line, low, edge) in tests {
            let threshold = if already.contains(&edge) {
                -EPSILON
            } else {
                EPSILON
            };
            let gap_at = |t: f64| {
                if low {
                    value + rate * t - line
                } else {
                    line - value - rate * t
                }
            };
            let closing = if low { -rate } else { rate };
            let t = if gap_at(from) <= threshold {
                from
            } else if closing > 1e-15 {
                from + (gap_at(from) - threshold) / closing
            } else {
                continue;
            };
            if t <= to + 1e-12 && best.is_none_or(|(b, e)| t < b || (t == b && edge < e)) {
                best = Some((t, edge));
            }
        }
    }
    best
}

/// How near the box of the ground a retreating shape passes over must come
/// to an enemy's box for the sweep to be worked out. The sweep meets an
/// enemy where the two rectangles come within `EPSILON` of each other on
/// every axis, and rectangles whose boxes are `g` apart are apart by more
/// than `g / 2` on some axis (see `polygons_nearly_meet`): boxes farther
/// apart than this, with a hair for rounding, hold an enemy never met.
const SWEEP_BOX_MARGIN: f64 = 4.0 * EPSILON + 1e-9;

/// The box of the ground `shape` covers moving along `way` from `from_t`
/// to `to_t`: the box of its two ends (the shape slides without turning).
fn swept_box(shape: &[Point; 4], way: Point, from_t: f64, to_t: f64) -> Aabb {
    let start = Aabb::of_points(shape);
    let (a, b) = (way * from_t, way * to_t);
    Aabb {
        min: Point::new(start.min.x + a.x.lesser(b.x), start.min.y + a.y.lesser(b.y)),
        max: Point::new(
            start.max.x + a.x.greater(b.x),
            start.max.y + a.y.greater(b.y),
        ),
    }
}

/// A planned retreat, and the ground its outcome was found on: only a
/// unit whose box comes near that ground can change it (the ground the
/// unit slides over and the spot where it turns, where it meets enemies
/// or lands on friends). `None` when it landed on friends: then how far
/// they push it and their formations matter too.
pub(crate) struct Planned {
    pub outcome: RetreatOutcome,
    pub ground: Option<Aabb>,
}

/// How far beyond the boxes it looked at a retreat's ground reaches: more
/// than the margin enemies are looked for within, for rounding.
const GROUND_MARGIN: f64 = SWEEP_BOX_MARGIN + 0.01;

/// Plans the retreat of unit `id` by `distance` UW in `direction`. The
/// commanders it would displace or put at risk are worked out only with
/// `commanders` (weighing what a retreat costs needs none of them).
pub(crate) fn plan_retreat(
    scene: &Scene,
    id: TableUnitId,
    direction: RetreatDirection,
    distance: f64,
    commanders: bool,
    formation_of_unit: impl Fn() -> Vec<TableUnitId>,
) -> Result<Planned, RetreatError> {
    let index = scene
        .index_of(id)
        .ok_or(RetreatError::UnknownUnit { unit: id })?;
    if !distance.is_finite() {
        return Err(RetreatError::NotFinite);
    }
    if distance < 0.0 {
        return Err(RetreatError::NegativeDistance { distance });
    }
    if distance <= EPSILON {
        return Ok(Planned {
            outcome: RetreatOutcome::Stayed { unit: id },
            ground: Some(scene.boxes[index]),
        });
    }
    let path = RetreatPath::new(scene, index, direction);
    let broken = |after: f64, cause: BreakCause, ground: Option<Aabb>| Planned {
        outcome: RetreatOutcome::Broken {
            unit: id,
            cause,
            after,
        },
        ground,
    };
    // The slide, then the turn at the end.
    let ground = path.ground(distance);
    let on_the_way = path
        .first_break(&path.start, 0.0, distance)
        .or_else(|| path.first_break(&path.turned_start, distance, distance));
    if let Some((after, cause)) = on_the_way {
        return Ok(broken(after, cause, Some(ground)));
    }
    let (t, past, cost) = path.past_friends(distance, formation_of_unit);
    let ground = past.is_empty().then_some(ground);
    if t > distance {
        if let Some((after, cause)) = path.first_break(&path.turned_start, distance, t) {
            return Ok(broken(after, cause, ground));
        }
    }
    let (displaced, commanders_at_risk) = if commanders {
        commander_effects(scene, index, &path.turned_at(t))
    } else {
        (Vec::new(), Vec::new())
    };
    let pushed = (t > distance).then_some(PushedOn {
        past,
        extra: t - distance,
        morale_cost: cost,
    });
    Ok(Planned {
        outcome: RetreatOutcome::Retreated(Retreated {
            unit: id,
            from: path.from,
            to: Placement {
                centre: path.from.centre + path.way * t,
                facing: path.facing,
            },
            distance: t,
            pushed,
            displaced,
            commanders_at_risk,
        }),
        ground,
    })
}

/// A retreating unit's way: where it starts, which way it goes and faces,
/// and the table edges it already touches.
struct RetreatPath<'a> {
    scene: &'a Scene<'a>,
    index: usize,
    from: Placement,
    way: Point,
    facing: f64,
    /// Where it faces once turned, worked out once for every place tried.
    ahead: Point,
    start: [Point; 4],
    turned_start: [Point; 4],
    edges_at_start: Vec<Edge>,
}

impl<'a> RetreatPath<'a> {
    fn new(scene: &'a Scene<'a>, index: usize, direction: RetreatDirection) -> RetreatPath<'a> {
        let unit = &scene.units()[index];
        let way = match direction {
            RetreatDirection::Back => -scene.forward[index],
            RetreatDirection::TowardsOwnEdge => scene.table().towards_own_edge(unit.side),
        };
        let facing = way.angle();
        let ahead = Point::from_angle(facing);
        let start = scene.corners[index];
        let table = scene.table();
        let mut edges_at_start: Vec<Edge> =
            start.iter().flat_map(|p| table.edges_reached(*p)).collect();
        edges_at_start.sort_stably();
        edges_at_start.dedup();
        let from = unit.placement;
        RetreatPath {
            scene,
            index,
            from,
            way,
            facing,
            ahead,
            start,
            turned_start: corners_ahead(from.centre + way * 0.0, ahead, unit.depth),
            edges_at_start,
        }
    }

    /// The unit's corners `t` UW along the way, turned to face it.
    fn turned_at(&self, t: f64) -> [Point; 4] {
        let depth = self.scene.units()[self.index].depth;
        corners_ahead(self.from.centre + self.way * t, self.ahead, depth)
    }

    /// The ground a retreat of `distance` covers: the slide and the turn at
    /// its end.
    fn ground(&self, distance: f64) -> Aabb {
        swept_box(&self.start, self.way, 0.0, distance + 1e-12)
            .union(&Aabb::of_points(&self.turned_at(distance)))
            .union(&swept_box(
                &self.turned_start,
                self.way,
                distance,
                distance + 1e-12,
            ))
            .grown(GROUND_MARGIN)
    }

    /// The first thing that breaks it along `[from_t, to_t]`, moving `shape`.
    fn first_break(&self, shape: &[Point; 4], from_t: f64, to_t: f64) -> Option<(f64, BreakCause)> {
        let (scene, index, way) = (self.scene, self.index, self.way);
        let unit = &scene.units()[index];
        let mut best: Option<(f64, BreakCause)> = None;
        let edge = edge_reached(
            scene.table(),
            shape,
            way,
            (from_t, to_t),
            &self.edges_at_start,
        );
        if let Some((t, edge)) = edge {
            best = Some((t, BreakCause::TableEdge { edge }));
        }
        // An enemy beyond the reach of the whole way (from the centre the
        // shape starts at), or whose box stays clear of the box of the
        // ground the shape passes over, cannot be met on it: it is not
        // swept.
        let reach = scene.radius[index] + to_t + 3.0 * EPSILON + 1e-9;
        let passed = swept_box(shape, way, from_t, to_t + 1e-12);
        for (k, other) in scene.units().iter().enumerate() {
            if other.side == unit.side
                || farther_than(
                    other.placement.centre,
                    self.from.centre,
                    reach + scene.radius[k],
                )
                || !passed.near(&scene.boxes[k], SWEEP_BOX_MARGIN)
            {
                continue;
            }
            let threshold = if scene.touching(index, k) {
                EPSILON
            } else {
                -EPSILON
            };
            let Some((enter, leave)) = sweep_overlap(shape, way, &scene.corners[k], threshold)
            else {
                continue;
            };
            let t = enter.greater(from_t);
            if t <= to_t + 1e-12 && leave > from_t && best.is_none_or(|(b, _)| t < b) {
                best = Some((t, BreakCause::Enemy { enemy: other.id }));
            }
        }
        best
    }

    /// Pushed on past friends, if it would stop on any: how far it goes
    /// in all, the friends it passes, and the morale that costs (friends
    /// of another formation). Its formation matters only if it lands on
    /// a friend: worked out then.
    fn past_friends(
        &self,
        distance: f64,
        formation_of_unit: impl Fn() -> Vec<TableUnitId>,
    ) -> (f64, Vec<TableUnitId>, u32) {
        let (scene, index) = (self.scene, self.index);
        let side = scene.units()[index].side;
        // Room for every unit at once: growing the list step by step costs more.
        let mut friends: Vec<usize> = Vec::with_capacity(scene.units().len());
        friends.extend(
            (0..scene.units().len()).filter(|&k| k != index && scene.units()[k].side == side),
        );
        let mut t = distance;
        let mut past = Vec::new();
        let mut cost = 0;
        let mut on: Vec<usize> = Vec::new();
        for round in 0..=friends.len() {
            let here = self.turned_at(t);
            // The boxes first, as `rectangles_overlap` itself begins, from the
            // scene's boxes and this place's box found once.
            let here_box = Aabb::of_points(&here);
            on.clear();
            on.extend(friends.iter().copied().filter(|&k| {
                here_box.near(&scene.boxes[k], 0.0) && rectangles_overlap(&here, &scene.corners[k])
            }));
            if on.is_empty() {
                break;
            }
            if round == 0 && {
                let formation = formation_of_unit();
                on.iter()
                    .any(|k| !formation.contains(&scene.units()[*k].id))
            } {
                cost = PUSHED_ON_MORALE_COST;
            }
            let mut next = t;
            for &k in &on {
                past.push(scene.units()[k].id);
                let overlap = sweep_overlap(&self.turned_start, self.way, &scene.corners[k], 0.0);
                if let Some((_, leave)) = overlap {
                    next = next.greater(leave);
                }
            }
            if next <= t {
                break;
            }
            t = next;
        }
        past.dedup();
        (t, past, cost)
    }
}
