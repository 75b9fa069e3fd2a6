//! Moving units: simple and difficult moves, and commanders' moves.
//!
//! - A **simple move** turns the unit about its centre to a heading, then
//!   goes straight ahead, up to its simple speed (+2 if it starts and ends
//!   touching a road, as the website rules have it).
//! - A **difficult move** goes straight in any direction, up to the
//!   difficult speed, then turns the unit about its centre to any facing.
//! - A move whose path (the area the rectangle sweeps going straight)
//!   overlaps broken terrain goes at most 2 UW; very broken, at most 1 UW.
//! - Moves pass through friends but never stop on them, and never pass
//!   through enemies. A simple move that runs into an enemy stops in
//!   contact, exactly, facing the way it went: the rules give a simple move
//!   one turn, at its start, and none after it, so a unit that meets the
//!   enemy at a slant stays in corner contact.
//! - A difficult move may not end in contact with an enemy, even one it was
//!   touching before (a unit in contact turns by a simple move of 0 UW).
//! - A unit that stops on a commander's base displaces him; an enemy that
//!   stops on or touches his base puts him at risk. Units pass over
//!   commanders freely.
//!
//! `plan_*` functions check and describe a move without making it.

use super::commander::{
    base_distance, displace, overlaps_at, touches_at, CommanderId, Displacement,
};
use super::geometry::{
    angle_between, convex_hull, farther_than, polygons_nearly_meet, polygons_overlap,
    segment_segment_distance, sweep_overlap, Aabb, Extremes, Point, EPSILON,
};
use super::scene::Scene;
use super::side::Side;
use super::unit::{corners_ahead, corners_at, Placement, TableUnitId, UnitSide};
use serde::{Deserialize, Serialize};

/// The most a move through broken terrain may go, in UW.
pub(crate) const BROKEN_MOVE_LIMIT: f64 = 2.0;
/// The most a move through very broken terrain may go, in UW.
pub(crate) const VERY_BROKEN_MOVE_LIMIT: f64 = 1.0;
/// The road bonus to a simple move's speed (website rules; the rulebook's +1 is older).
pub(crate) const ROAD_BONUS: f64 = 2.0;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum MoveKind {
    Simple,
    Difficult,
}

/// What held a move to its length.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub enum MoveLimit {
    /// The unit's speed for this kind of move.
    Speed { speed: f64 },
    /// Simple speed plus the road bonus.
    Road { speed: f64 },
    /// The path crossed broken terrain (element index).
    Broken { element: usize },
    /// The path crossed very broken terrain (element index).
    VeryBroken { element: usize },
}

impl MoveLimit {
    pub fn distance(&self) -> f64 {
        match self {
            MoveLimit::Speed { speed } | MoveLimit::Road { speed } => *speed,
            MoveLimit::Broken { .. } => BROKEN_MOVE_LIMIT,
            MoveLimit::VeryBroken { .. } => VERY_BROKEN_MOVE_LIMIT,
        }
    }
}

/// A simple move that ran into an enemy and stopped in contact.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct ContactMade {
    pub enemy: TableUnitId,
    /// The side of the enemy the mover's front touches where it stopped,
    /// if its front touches one (the side it meets most squarely; corner
    /// contact counts).
    pub enemy_side: Option<UnitSide>,
}

/// A legal move and everything it does.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Moved {
    pub unit: TableUnitId,
    pub kind: MoveKind,
    pub from: Placement,
    pub to: Placement,
    /// How far the unit went straight, in UW.
    pub distance: f64,
    /// The most it could have gone on this path, and why.
    pub limit: MoveLimit,
    /// The broken or very broken ground the path crossed, if any: its cap
    /// holds for the whole turn, whatever else limited this move.
    pub terrain: Option<MoveLimit>,
    /// The simple move started and ended touching a road.
    pub road_bonus: bool,
    /// Set when a simple move was stopped by running into an enemy.
    pub stopped_by: Option<ContactMade>,
    /// Enemies the unit touches where it ends.
    pub enemies_touched: Vec<TableUnitId>,
    /// Commanders the unit stopped on, and where they went.
    pub displaced: Vec<Displacement>,
    /// Enemy commanders the unit stopped on or touches: they are at risk.
    pub commanders_at_risk: Vec<CommanderId>,
}

/// A commander's legal move.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CommanderMoved {
    pub commander: CommanderId,
    pub from: Point,
    pub to: Point,
    /// Enemy units the commander touches where it stops: it is at risk.
    pub touching_enemies: Vec<TableUnitId>,
}

/// Which number of a move request was not a number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum MoveInput {
    Heading,
    Direction,
    Distance,
    Facing,
    Speed,
    Destination,
}

/// Why a move cannot be made.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum MoveError {
    UnknownUnit {
        unit: TableUnitId,
    },
    UnknownCommander {
        commander: CommanderId,
    },
    NotFinite {
        input: MoveInput,
    },
    NegativeDistance {
        distance: f64,
    },
    /// A simple speed of 0: the unit may only make difficult moves.
    NoSimpleMove {
        unit: TableUnitId,
    },
    /// Longer than the unit may go on this path.
    TooFar {
        unit: TableUnitId,
        distance: f64,
        allowed: f64,
        limit: MoveLimit,
    },
    /// Turning in place would put the unit into an enemy.
    TurnOverlapsEnemy {
        unit: TableUnitId,
        enemy: TableUnitId,
    },
    PassesThroughEnemy {
        unit: TableUnitId,
        enemy: TableUnitId,
    },
    EndsOnFriend {
        unit: TableUnitId,
        friend: TableUnitId,
    },
    EndsInContactWithEnemy {
        unit: TableUnitId,
        enemy: TableUnitId,
    },
    /// The unit would end partly off the table; `corner` is off it.
    LeavesTable {
        unit: TableUnitId,
        corner: Point,
    },
    /// A commander's move is longer than allowed.
    CommanderTooFar {
        commander: CommanderId,
        distance: f64,
        allowed: f64,
    },
    CommanderOffTable {
        commander: CommanderId,
        at: Point,
    },
    CommanderOnUnit {
        commander: CommanderId,
        unit: TableUnitId,
    },
    /// A move that must keep away from the enemy (March, Reserve Move)
    /// would bring the unit within `keep_away` UW of `enemy` (`distance`
    /// is the closest it would come, or already is).
    ComesNearEnemy {
        unit: TableUnitId,
        enemy: TableUnitId,
        distance: f64,
        keep_away: f64,
    },
}

fn finite(value: f64, input: MoveInput) -> Result<f64, MoveError> {
    if value.is_finite() {
        Ok(value)
    } else {
        Err(MoveError::NotFinite { input })
    }
}

fn distance_ok(distance: f64) -> Result<f64, MoveError> {
    let distance = finite(distance, MoveInput::Distance)?;
    if distance < 0.0 {
        return Err(MoveError::NegativeDistance { distance });
    }
    Ok(distance)
}

/// Two rectangles' corners in one list (for the hull of a straight move).
fn joined(a: &[Point; 4], b: &[Point; 4]) -> [Point; 8] {
    std::array::from_fn(|i| if i < 4 { a[i] } else { b[i - 4] })
}

/// The strictest terrain limit on a path, the hull of `corners` (the
/// rectangles the unit covers on its way): very broken before broken, then
/// the element listed first. The hull is worked out only if some limiting
/// element's box meets the corners' box (the hull's own box): a shape
/// overlaps a polygon only inside its box, and most moves are far from
/// broken ground, or the table has none.
fn terrain_limit(scene: &Scene, corners: &[Point]) -> Option<MoveLimit> {
    let area = Aabb::of_points(corners);
    let near = |e: &&super::terrain::TerrainElement| {
        (e.traits.broken || e.traits.very_broken) && e.shape.bounding_box().near(&area, 1e-6)
    };
    if !scene.terrain().iter().any(|e| near(&e)) {
        return None;
    }
    let path = convex_hull(corners);
    let mut best: Option<MoveLimit> = None;
    for (index, element) in scene.terrain().iter().enumerate() {
        if !near(&element) || !element.shape.overlaps_polygon(&path) {
            continue;
        }
        let limit = if element.traits.very_broken {
            MoveLimit::VeryBroken { element: index }
        } else {
            MoveLimit::Broken { element: index }
        };
        if best.is_none_or(|b| limit.distance() < b.distance()) {
            best = Some(limit);
        }
    }
    best
}

fn touches_road(scene: &Scene, corners: &[Point; 4]) -> bool {
    scene
        .terrain()
        .iter()
        .any(|e| e.traits.road && e.shape.touches_polygon(corners))
}

/// What a move's end position does to others: enemies touched, commanders
/// displaced, enemy commanders put at risk.
type EndEffects = (Vec<TableUnitId>, Vec<Displacement>, Vec<CommanderId>);

/// Checks shared by both kinds of move at the end scene, the unit standing
/// at `to`, its `corners` there (as `corners_at` gives them, passed in
/// where the move already knows them).
fn end_checks(
    scene: &Scene,
    index: usize,
    to: &Placement,
    corners: [Point; 4],
    forbid_enemy_contact: bool,
) -> Result<EndEffects, MoveError> {
    let unit = &scene.units()[index];
    if let Some(corner) = corners.iter().find(|c| !scene.table().contains(**c)) {
        return Err(MoveError::LeavesTable {
            unit: unit.id,
            corner: *corner,
        });
    }
    let mut enemies_touched = Vec::new();
    for (k, other) in scene.units().iter().enumerate() {
        // Units whose circles cannot meet cannot touch: skip the polygons.
        let reach = scene.radius[index] + scene.radius[k] + 2.0 * EPSILON;
        if k == index || farther_than(other.placement.centre, to.centre, reach) {
            continue;
        }
        let other_corners = scene.corners[k];
        if other.side == unit.side {
            if polygons_overlap(&corners, &other_corners) {
                return Err(MoveError::EndsOnFriend {
                    unit: unit.id,
                    friend: other.id,
                });
            }
        } else if polygons_nearly_meet(&corners, &other_corners)
            && super::geometry::polygon_distance(&corners, &other_corners) <= EPSILON
        {
            if forbid_enemy_contact || polygons_overlap(&corners, &other_corners) {
                return Err(MoveError::EndsInContactWithEnemy {
                    unit: unit.id,
                    enemy: other.id,
                });
            }
            enemies_touched.push(other.id);
        }
    }
    let (displaced, at_risk) = commander_effects(scene, index, &corners);
    Ok((enemies_touched, displaced, at_risk))
}

/// Commanders displaced by unit `index` standing at `corners`, and enemy
/// commanders it puts at risk.
pub(crate) fn commander_effects(
    scene: &Scene,
    index: usize,
    corners: &[Point; 4],
) -> (Vec<Displacement>, Vec<CommanderId>) {
    let unit = &scene.units()[index];
    // Every unit's rectangle is needed only when a commander must make way.
    let rectangles = || {
        let mut all: Vec<[Point; 4]> = scene
            .units()
            .iter()
            .enumerate()
            .filter(|(k, _)| *k != index)
            .map(|(k, _)| scene.corners[k])
            .collect();
        all.push(*corners);
        all
    };
    let mut displaced = Vec::new();
    let mut at_risk = Vec::new();
    for commander in scene.commanders() {
        let d = base_distance(commander.at, corners);
        let (on_it, touching) = (overlaps_at(d), touches_at(d));
        if commander.side != unit.side && touching {
            at_risk.push(commander.id);
        }
        if on_it {
            let to = displace(commander.at, commander.side, scene.table(), &rectangles());
            displaced.push(Displacement {
                commander: commander.id,
                from: commander.at,
                to,
            });
        }
    }
    (displaced, at_risk)
}

/// A unit's move in the table's terms.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub enum MoveOrder {
    /// Turn to `heading` (radians), then `distance` UW straight ahead.
    Simple { heading: f64, distance: f64 },
    /// `distance` UW towards `direction`, then turn to `facing`.
    Difficult {
        direction: f64,
        distance: f64,
        facing: f64,
    },
}

impl MoveOrder {
    /// Turn to `heading` (radians), then `distance` UW straight ahead.
    pub fn simple(heading: f64, distance: f64) -> MoveOrder {
        MoveOrder::Simple { heading, distance }
    }

    /// `distance` UW towards `direction`, then turn to `facing`.
    pub fn difficult(direction: f64, distance: f64, facing: f64) -> MoveOrder {
        MoveOrder::Difficult {
            direction,
            distance,
            facing,
        }
    }

    /// The same move, going `distance` UW instead (the way as far as a
    /// rule lets it go).
    pub fn with_distance(self, distance: f64) -> MoveOrder {
        match self {
            MoveOrder::Simple { heading, .. } => MoveOrder::Simple { heading, distance },
            MoveOrder::Difficult {
                direction, facing, ..
            } => MoveOrder::Difficult {
                direction,
                distance,
                facing,
            },
        }
    }
}

/// Plans a unit's move: `speed` is the speed an action or an effect sets
/// in place of the unit's own (March: D; a tactic's immediate move).
pub(crate) fn plan_move(
    scene: &Scene,
    id: TableUnitId,
    order: MoveOrder,
    speed: Option<f64>,
) -> Result<Moved, MoveError> {
    match order {
        MoveOrder::Simple { heading, distance } => {
            plan_simple_move(scene, id, heading, distance, speed)
        }
        MoveOrder::Difficult {
            direction,
            distance,
            facing,
        } => plan_difficult_move(scene, id, direction, distance, facing, speed),
    }
}

/// Plans a simple move of unit `id`: turn to `heading`, go `distance`
/// straight ahead, at the unit's simple speed (or `speed`, when an action
/// sets it, as March does).
fn plan_simple_move(
    scene: &Scene,
    id: TableUnitId,
    heading: f64,
    distance: f64,
    speed: Option<f64>,
) -> Result<Moved, MoveError> {
    let index = scene
        .index_of(id)
        .ok_or(MoveError::UnknownUnit { unit: id })?;
    let unit = &scene.units()[index];
    let heading = finite(heading, MoveInput::Heading)?;
    let distance = distance_ok(distance)?;
    // A unit whose own simple speed is 0 (heavy guns) never makes a simple
    // move, whatever speed an action gives (March's D does not lend it one).
    if unit.facts.speed.simple == 0 {
        return Err(MoveError::NoSimpleMove { unit: id });
    }
    let speed = match speed {
        Some(s) => finite(s, MoveInput::Speed)?,
        None => f64::from(unit.facts.speed.simple),
    };
    if speed <= 0.0 {
        return Err(MoveError::NoSimpleMove { unit: id });
    }
    let from = unit.placement;
    let turned = Placement {
        centre: from.centre,
        facing: heading,
    };
    let forward = turned.forward();
    let turned_corners = corners_ahead(turned.centre, forward, unit.depth);
    // Turning in place must not put the unit into an enemy; then it goes
    // ahead until it has gone `distance` or runs into an enemy.
    let mut stop = distance;
    let mut stopped_by: Option<usize> = None;
    let reach = scene.radius[index] + distance + 2.0 * EPSILON;
    for (k, other) in scene.units().iter().enumerate() {
        // An enemy beyond the reach of the whole path cannot be met.
        if other.side == unit.side
            || farther_than(other.placement.centre, from.centre, reach + scene.radius[k])
        {
            continue;
        }
        let other_corners = scene.corners[k];
        if polygons_overlap(&turned_corners, &other_corners) {
            return Err(MoveError::TurnOverlapsEnemy {
                unit: id,
                enemy: other.id,
            });
        }
        let Some((enter, leave)) = sweep_overlap(&turned_corners, forward, &other_corners, EPSILON)
        else {
            continue;
        };
        if enter < distance && leave > 0.0 {
            let touch = sweep_overlap(&turned_corners, forward, &other_corners, 0.0)
                .map_or(enter, |(t, _)| t)
                .greater(0.0);
            if touch < stop {
                stop = touch;
                stopped_by = Some(k);
            }
        }
    }
    let to = Placement {
        centre: from.centre + forward * stop,
        facing: heading,
    };
    let end_corners = corners_ahead(to.centre, forward, unit.depth);
    let road_bonus =
        touches_road(scene, &scene.corners[index]) && touches_road(scene, &end_corners);
    let mut limit = if road_bonus {
        MoveLimit::Road {
            speed: speed + ROAD_BONUS,
        }
    } else {
        MoveLimit::Speed { speed }
    };
    let terrain = (stop > EPSILON)
        .then(|| terrain_limit(scene, &joined(&turned_corners, &end_corners)))
        .flatten();
    if let Some(terrain) = terrain {
        if terrain.distance() < limit.distance() {
            limit = terrain;
        }
    }
    if stop > limit.distance() + EPSILON {
        return Err(MoveError::TooFar {
            unit: id,
            distance: stop,
            allowed: limit.distance(),
            limit,
        });
    }
    let contact = stopped_by.map(|k| ContactMade {
        enemy: scene.units()[k].id,
        enemy_side: side_met(scene, index, &to, k),
    });
    // The corners where it ends are `corners_at(&to, ..)`: it faces its
    // heading there.
    let (enemies_touched, displaced, commanders_at_risk) =
        end_checks(scene, index, &to, end_corners, false)?;
    Ok(Moved {
        unit: id,
        kind: MoveKind::Simple,
        from,
        to,
        distance: stop,
        limit,
        terrain,
        road_bonus,
        stopped_by: contact,
        enemies_touched,
        displaced,
        commanders_at_risk,
    })
}

/// The side of enemy `k` that the front of unit `index`, standing at `at`,
/// touches: of the sides it touches, the one it faces most squarely.
fn side_met(scene: &Scene, index: usize, at: &Placement, k: usize) -> Option<UnitSide> {
    let unit = &scene.units()[index];
    let corners = corners_at(at, unit.depth);
    let (fr, fl) = (corners[0], corners[1]);
    let mut best: Option<(f64, UnitSide)> = None;
    for side in UnitSide::ALL {
        let i = side.index();
        let (a, b) = (scene.corners[k][i], scene.corners[k][(i + 1) % 4]);
        if segment_segment_distance(fr, fl, a, b) > EPSILON {
            continue;
        }
        let edge = b - a;
        let Some(outward) = Point::new(edge.y, -edge.x).normalized() else {
            continue;
        };
        let turn = angle_between(at.facing, (-outward).angle());
        if best.is_none_or(|(t, _)| turn < t) {
            best = Some((turn, side));
        }
    }
    best.map(|(_, side)| side)
}

/// The closest the unit of a planned move comes to any enemy on its way,
/// and which enemy: measured from the area it covers where it stood, where
/// it turned to and where it stops (the convex hull of the three
/// rectangles; a straight slide of a rectangle covers exactly the hull of
/// its two ends, and the hull also takes in the turn at the start).
/// `None` if there is no enemy.
fn closest_approach(scene: &Scene, hull: &[Point], side: Side) -> Option<(f64, TableUnitId)> {
    let hull_box = super::geometry::Aabb::of_points(hull);
    let mut closest: Option<(f64, TableUnitId)> = None;
    let enemies = scene.units().iter().enumerate();
    for (k, other) in enemies.filter(|(_, o)| o.side != side) {
        // An enemy whose centre is farther from the path's box than the
        // closest so far, plus its own reach, cannot be closer: skip the
        // exact measure (the first of equally close enemies still wins).
        let at_least = hull_box.distance_to(other.placement.centre) - other.radius();
        if closest.is_some_and(|(best, _)| at_least > best + EPSILON) {
            continue;
        }
        let distance = super::geometry::polygon_distance(hull, &scene.corners[k]);
        if closest.is_none_or(|(best, _)| distance < best) {
            closest = Some((distance, other.id));
        }
    }
    closest
}

/// The area the unit of a planned move covers on its way (see
/// [`closest_approach`]), and its side.
fn swept_area(scene: &Scene, moved: &Moved) -> Option<(Vec<Point>, Side)> {
    let unit = scene.unit(moved.unit)?;
    let start = corners_at(&moved.from, unit.depth);
    // The turned and the end rectangles share the new facing.
    let ahead = moved.to.forward();
    let turned = corners_ahead(moved.from.centre, ahead, unit.depth);
    let end = corners_ahead(moved.to.centre, ahead, unit.depth);
    Some((convex_hull(&[start, turned, end].concat()), unit.side))
}

/// Whether any enemy of `side` comes nearer than `limit` to the convex
/// `area`: only enemies whose boxes come that near are measured (the gap
/// between the boxes is never more than the distance).
fn enemy_within(scene: &Scene, area: &[Point], side: Side, limit: f64) -> bool {
    let area_box = super::geometry::Aabb::of_points(area);
    scene.units().iter().enumerate().any(|(k, other)| {
        other.side != side
            && area_box.gap_to(&scene.boxes[k]) < limit + 1e-9
            && super::geometry::polygon_distance(area, &scene.corners[k]) < limit
    })
}

/// Whether every enemy is surely at least `keep_away` from the area a
/// planned move covers: its centre farther from the box of the area than
/// `keep_away` and its own radius (and a hair, for rounding). Then no enemy
/// is measured exactly.
fn clear_of_enemies(scene: &Scene, moved: &Moved, keep_away: f64) -> bool {
    let Some(index) = scene.index_of(moved.unit) else {
        return false;
    };
    let depth = scene.units()[index].depth;
    let ahead = moved.to.forward();
    let box_of = |corners: [Point; 4]| super::geometry::Aabb::of_points(&corners);
    let area = box_of(corners_at(&moved.from, depth))
        .union(&box_of(corners_ahead(moved.from.centre, ahead, depth)))
        .union(&box_of(corners_ahead(moved.to.centre, ahead, depth)));
    let side = scene.units()[index].side;
    scene.units().iter().enumerate().all(|(k, other)| {
        other.side == side
            || area.distance_to(other.placement.centre) - scene.radius[k] > keep_away + 1e-9
    })
}

/// Checks that a planned move never comes within `keep_away` UW of an
/// enemy (the actions that march "never within N UW of an enemy"); if it
/// does, the error names the closest enemy.
pub(crate) fn check_keep_away(
    scene: &Scene,
    moved: &Moved,
    keep_away: f64,
) -> Result<(), MoveError> {
    if keeps_away(scene, moved, keep_away) {
        return Ok(());
    }
    let closest =
        swept_area(scene, moved).and_then(|(area, side)| closest_approach(scene, &area, side));
    match closest {
        Some((distance, enemy)) if distance < keep_away - EPSILON => {
            Err(MoveError::ComesNearEnemy {
                unit: moved.unit,
                enemy,
                distance,
                keep_away,
            })
        }
        _ => Ok(()),
    }
}

/// Whether a planned move keeps at least `keep_away` (less the tolerance)
/// from every enemy all the way: the verdict of [`check_keep_away`],
/// without finding which enemy is closest when one is too near.
pub(crate) fn keeps_away(scene: &Scene, moved: &Moved, keep_away: f64) -> bool {
    // Enemies whose centres are beyond reach of the whole path are skipped
    // before anything is measured.
    let Some(unit) = scene.unit(moved.unit) else {
        return true;
    };
    let reach = moved.from.centre.distance(moved.to.centre) + unit.radius() + keep_away;
    let near = scene.units().iter().any(|other| {
        other.side != unit.side
            && other.placement.centre.distance(moved.from.centre) <= reach + other.radius()
    });
    if !near || clear_of_enemies(scene, moved, keep_away) {
        return true;
    }
    let Some((area, side)) = swept_area(scene, moved) else {
        return true;
    };
    !enemy_within(scene, &area, side, keep_away - EPSILON)
}

/// Plans a difficult move of unit `id`: `distance` UW in the direction
/// `direction` (radians), then a turn to `facing`, at the unit's difficult
/// speed (or `speed`, when an effect gives one: a tactic's immediate move).
fn plan_difficult_move(
    scene: &Scene,
    id: TableUnitId,
    direction: f64,
    distance: f64,
    facing: f64,
    speed: Option<f64>,
) -> Result<Moved, MoveError> {
    let index = scene
        .index_of(id)
        .ok_or(MoveError::UnknownUnit { unit: id })?;
    let unit = &scene.units()[index];
    let direction = finite(direction, MoveInput::Direction)?;
    let distance = distance_ok(distance)?;
    let facing = finite(facing, MoveInput::Facing)?;
    let from = unit.placement;
    let way = Point::from_angle(direction);
    let start_corners = scene.corners[index];
    // An enemy beyond the reach of the whole path cannot be passed through
    // (the sweep would find it nowhere on the way): it is not swept.
    let reach = scene.radius[index] + distance + 2.0 * EPSILON + 1e-9;
    for (k, other) in scene.units().iter().enumerate() {
        if other.side == unit.side
            || farther_than(other.placement.centre, from.centre, reach + scene.radius[k])
        {
            continue;
        }
        if let Some((enter, leave)) = sweep_overlap(&start_corners, way, &scene.corners[k], EPSILON)
        {
            if enter < distance && leave > 0.0 {
                return Err(MoveError::PassesThroughEnemy {
                    unit: id,
                    enemy: other.id,
                });
            }
        }
    }
    let moved_corners = start_corners.map(|c| c + way * distance);
    let speed = match speed {
        Some(s) => finite(s, MoveInput::Speed)?,
        None => f64::from(unit.facts.speed.difficult),
    };
    let mut limit = MoveLimit::Speed { speed };
    let terrain = (distance > EPSILON)
        .then(|| terrain_limit(scene, &joined(&start_corners, &moved_corners)))
        .flatten();
    if let Some(terrain) = terrain {
        if terrain.distance() < limit.distance() {
            limit = terrain;
        }
    }
    if distance > limit.distance() + EPSILON {
        return Err(MoveError::TooFar {
            unit: id,
            distance,
            allowed: limit.distance(),
            limit,
        });
    }
    let to = Placement {
        centre: from.centre + way * distance,
        facing,
    };
    let end_corners = corners_at(&to, unit.depth);
    let (enemies_touched, displaced, commanders_at_risk) =
        end_checks(scene, index, &to, end_corners, true)?;
    Ok(Moved {
        unit: id,
        kind: MoveKind::Difficult,
        from,
        to,
        distance,
        limit,
        terrain,
        road_bonus: false,
        stopped_by: None,
        enemies_touched,
        displaced,
        commanders_at_risk,
    })
}

/// Plans a commander's move to `to`, at most `allowed` UW (the Move
/// Commanders action gives D+2). Commanders pass over anything but never
/// stop with their base on a unit (touching one is allowed; touching an
/// enemy puts him at risk).
pub(crate) fn plan_commander_move(
    scene: &Scene,
    id: CommanderId,
    to: Point,
    allowed: f64,
) -> Result<CommanderMoved, MoveError> {
    let commander = scene
        .commanders()
        .iter()
        .find(|c| c.id == id)
        .ok_or(MoveError::UnknownCommander { commander: id })?;
    if !to.is_finite() {
        return Err(MoveError::NotFinite {
            input: MoveInput::Destination,
        });
    }
    let allowed = finite(allowed, MoveInput::Distance)?;
    let distance = commander.at.distance(to);
    if distance > allowed + EPSILON {
        return Err(MoveError::CommanderTooFar {
            commander: id,
            distance,
            allowed,
        });
    }
    if !scene.table().contains(to) {
        return Err(MoveError::CommanderOffTable {
            commander: id,
            at: to,
        });
    }
    let mut touching_enemies = Vec::new();
    for (unit, corners) in scene.units().iter().zip(scene.corners) {
        let d = base_distance(to, corners);
        if overlaps_at(d) {
            return Err(MoveError::CommanderOnUnit {
                commander: id,
                unit: unit.id,
            });
        }
        if unit.side != commander.side && touches_at(d) {
            touching_enemies.push(unit.id);
        }
    }
    Ok(CommanderMoved {
        commander: id,
        from: commander.at,
        to,
        touching_enemies,
    })
}
