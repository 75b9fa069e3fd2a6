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
//!
//! Its rooms: [`simple`] and [`difficult`] moves, [`keep_away`] (the
//! closest a move comes to the enemy) and [`commander`] moves; what they
//! share (the orders, the results, the errors, the terrain's limits and
//! the checks where a unit stops) is here.

use super::commander::{
    base_distance, displace, overlaps_at, touches_at, CommanderId, Displacement,
};
use super::scene::Scene;
use super::unit::{Placement, TableUnitId, UnitSide};
use crate::engine::geometry::{
    convex_hull, farther_than, polygons_nearly_meet, rectangles_overlap, Aabb, Point, EPSILON,
};
pub(crate) use commander::plan_commander_move;
use difficult::plan_difficult_move;
pub(crate) use keep_away::{check_keep_away, keeps_away};
use serde::{Deserialize, Serialize};
use simple::plan_simple_move;

mod commander;
mod difficult;
mod keep_away;
mod simple;

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
    let near = |e: &&crate::engine::terrain::TerrainElement| {
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
            if rectangles_overlap(&corners, &other_corners) {
                return Err(MoveError::EndsOnFriend {
                    unit: unit.id,
                    friend: other.id,
                });
            }
        } else if polygons_nearly_meet(&corners, &other_corners)
            && crate::engine::geometry::polygon_distance(&corners, &other_corners) <= EPSILON
        {
            if forbid_enemy_contact || rectangles_overlap(&corners, &other_corners) {
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
