//! The moves the enumerator offers a unit, and the moves a player who aims
//! somewhere (the general) tries: unchecked candidates, and the checks
//! that make them legal offers.

use crate::army_list::effect::Movement;
use crate::engine::geometry::Extremes;
use crate::engine::{Point, Position, TableUnitId};
use crate::game::command::MoveOrder;
use crate::game::moves::move_verdict;
use crate::game::setup::GameSetup;
use crate::game::state::State;
use std::f64::consts::FRAC_PI_4;

/// A handful of moves for a unit: towards its nearest enemy at full and
/// half speed, straight ahead and turned 45° either way, and for keep-away
/// actions as far towards the enemy as the distance allows; all checked.
pub(super) fn move_orders(
    setup: &GameSetup,
    state: &State,
    unit: TableUnitId,
    movement: Movement,
    speed: Option<u32>,
    keep_away: Option<u8>,
) -> Vec<MoveOrder> {
    let orders = candidate_move_orders(setup, &state.position, unit, movement, speed, keep_away);
    checked(state, unit, orders, movement, speed, keep_away)
}

/// The moves [`move_orders`] offers, before they are checked: for a
/// player that checks (or plans) each one itself anyway.
pub(crate) fn candidate_move_orders(
    setup: &GameSetup,
    position: &Position,
    unit: TableUnitId,
    movement: Movement,
    speed: Option<u32>,
    keep_away: Option<u8>,
) -> Vec<MoveOrder> {
    let Some(u) = position.unit(unit) else {
        return Vec::new();
    };
    let Some(p) = setup.profile(unit) else {
        return Vec::new();
    };
    let facing = u.placement.facing;
    let nearest = position.nearest_enemy(unit);
    let towards = nearest
        .and_then(|(_, e)| position.unit(e))
        .map(|e| (e.placement.centre - u.placement.centre).angle());
    // Room for every kind of order at once (at most eight).
    let mut orders = Vec::with_capacity(8);
    let simple = f64::from(speed.unwrap_or(u32::from(p.speed.simple)));
    let difficult = f64::from(speed.unwrap_or(u32::from(p.speed.difficult)));
    if movement != Movement::Difficult && simple > 0.0 {
        if let Some(h) = towards {
            orders.push(MoveOrder::Simple {
                heading: h,
                distance: simple,
            });
            orders.push(MoveOrder::Simple {
                heading: h,
                distance: simple / 2.0,
            });
            if let (Some(keep), Some((d, _))) = (keep_away, nearest) {
                let room = d - f64::from(keep) - 0.05;
                if room > 0.1 {
                    orders.push(MoveOrder::Simple {
                        heading: h,
                        distance: room.lesser(simple),
                    });
                }
            }
        }
        for turn in [0.0, FRAC_PI_4, -FRAC_PI_4] {
            orders.push(MoveOrder::Simple {
                heading: facing + turn,
                distance: simple,
            });
        }
    }
    if movement != Movement::Simple && difficult > 0.0 {
        if let Some(h) = towards {
            orders.push(MoveOrder::Difficult {
                direction: h,
                distance: difficult,
                facing: h,
            });
        }
        orders.push(MoveOrder::Difficult {
            direction: facing,
            distance: difficult,
            facing,
        });
    }
    orders
}

/// The orders that apply, each as given, or shortened to as far as terrain
/// lets it go on its path; repeats next to each other left out.
fn checked(
    state: &State,
    unit: TableUnitId,
    orders: Vec<MoveOrder>,
    movement: Movement,
    speed: Option<u32>,
    keep_away: Option<u8>,
) -> Vec<MoveOrder> {
    let mut valid = Vec::new();
    for order in orders {
        if let Some(order) = checked_order(state, unit, order, movement, speed, keep_away) {
            valid.push(order);
        }
    }
    valid.dedup();
    valid
}

/// The move `order` offers once checked: the order itself, or as far as
/// terrain lets the unit go that way; `None` if neither may be made.
pub(super) fn checked_order(
    state: &State,
    unit: TableUnitId,
    order: MoveOrder,
    movement: Movement,
    speed: Option<u32>,
    keep_away: Option<u8>,
) -> Option<MoveOrder> {
    match move_verdict(state, unit, order, movement, speed, keep_away) {
        Ok(()) => Some(order),
        Err(Some(allowed)) => {
            // Terrain held it shorter: go as far as it may.
            let shorter = order.with_distance(allowed);
            move_verdict(state, unit, shorter, movement, speed, keep_away)
                .is_ok()
                .then_some(shorter)
        }
        Err(None) => None,
    }
}

/// More moves for a unit, for players who aim somewhere (the general):
/// towards `target` at full speed, half speed and just up to it, sideways
/// or back towards it keeping the unit's facing (a difficult move keeps a
/// line in order), straight ahead at half speed, and standing still (a
/// simple move of 0 turns to nothing). Unchecked, as
/// [`candidate_move_orders`]: the player plans each one itself.
pub(crate) fn candidate_moves_towards(
    setup: &GameSetup,
    position: &Position,
    unit: TableUnitId,
    target: Point,
    movement: Movement,
    speed: Option<u32>,
) -> Vec<MoveOrder> {
    let (Some(u), Some(p)) = (position.unit(unit), setup.profile(unit)) else {
        return Vec::new();
    };
    let facing = u.placement.facing;
    let way = target - u.placement.centre;
    let (heading, length) = (way.angle(), way.length());
    let simple = f64::from(speed.unwrap_or(u32::from(p.speed.simple)));
    let difficult = f64::from(speed.unwrap_or(u32::from(p.speed.difficult)));
    let mut orders = Vec::new();
    if movement != Movement::Difficult && simple > 0.0 {
        for distance in [simple, simple / 2.0, length.lesser(simple)] {
            orders.push(MoveOrder::Simple { heading, distance });
        }
        orders.push(MoveOrder::Simple {
            heading: facing,
            distance: simple / 2.0,
        });
        orders.push(MoveOrder::Simple {
            heading: facing,
            distance: 0.0,
        });
    }
    if movement != Movement::Simple && difficult > 0.0 {
        for distance in [difficult, length.lesser(difficult)] {
            orders.push(MoveOrder::Difficult {
                direction: heading,
                distance,
                facing,
            });
        }
        orders.push(MoveOrder::Difficult {
            direction: facing,
            distance: 0.0,
            facing,
        });
    }
    orders
}
