//! Units a scenario holds back: a column of a side (a flank march, an army
//! still on the road) or named units of a fixed army. They stay off the
//! table through the set-up; when the scenario's phase reaches their
//! event's, they are due, and their side sets them on the table by their
//! edge at the start of its next turn, each wholly within 2 UW of the edge;
//! any it does not set (no room, or held back a turn longer) wait for its
//! turn after. See docs/RULES_NOTES.md ("Scenarios").

use super::reserve::{Reserve, Reserves};
use crate::engine::geometry::{clamp_f64, contains_point, rectangles_overlap, Point, EPSILON};
use crate::engine::table::Edge;
use crate::engine::unit::{corners_at, DEFAULT_DEPTH};
use crate::engine::{Placement, Side, Table, TableUnit, TableUnitId};
use crate::game::command::Command;
use crate::game::error::{PreGameError, RuleError};
use crate::game::event::Event;
use crate::game::setup::{GameSetup, UnitProfile};
use crate::game::state::State;
use crate::game::step::Step;
use crate::game::Game;
use crate::scenario::{EventKind, Reinforcements};
use std::collections::BTreeSet;

/// How far from its edge a reinforcement may stand, in UW.
pub(crate) const EDGE_REACH: f64 = 2.0;

/// The units of fixed armies the scenario names, held back from the start:
/// of each kind named, the last ones of the army (the first deploy).
pub(crate) fn named_from_the_start(setup: &GameSetup) -> Reserves {
    let mut reserves = Reserves::default();
    let Some(scenario) = &setup.scenario else {
        return reserves;
    };
    let mut taken: BTreeSet<TableUnitId> = BTreeSet::new();
    for event in &scenario.events {
        let EventKind::Reinforcements(Reinforcements {
            side, edge, units, ..
        }) = &event.what
        else {
            continue;
        };
        let mut group = Vec::new();
        for wanted in units {
            // A team's units: any of its players' may be held back.
            let army: Vec<&UnitProfile> = setup
                .armies
                .side(*side)
                .iter()
                .flat_map(|army| &army.units)
                .collect();
            let of_kind = army.iter().rev().filter(|u| u.unit == wanted.unit);
            let free = of_kind.filter(|u| !taken.contains(&u.id));
            group.extend(free.take(wanted.count as usize).map(|u| u.id));
            taken.extend(group.iter().copied());
        }
        if !group.is_empty() {
            reserves.groups.push(Reserve {
                side: *side,
                edge: *edge,
                phase: event.phase,
                units: group,
                due: false,
            });
        }
    }
    reserves
}

/// Once `side` has set its columns: the columns the scenario holds back.
pub(crate) fn hold_back_columns(
    setup: &GameSetup,
    state: &mut State,
    side: Side,
    columns: &[Vec<TableUnitId>],
) {
    let Some(scenario) = &setup.scenario else {
        return;
    };
    for event in &scenario.events {
        let EventKind::Reinforcements(Reinforcements {
            side: s,
            edge,
            column: Some(column),
            ..
        }) = &event.what
        else {
            continue;
        };
        let units = columns.get(usize::from(*column).wrapping_sub(1));
        if *s == side && units.is_some_and(|u| !u.is_empty()) {
            state.reserves.groups.push(Reserve {
                side,
                edge: *edge,
                phase: event.phase,
                units: units.cloned().unwrap_or_default(),
                due: false,
            });
        }
    }
}

/// The phase moved on: groups of that phase or earlier become due.
pub(crate) fn phase_reached(state: &mut State, phase: u32, events: &mut Vec<Event>) {
    for group in &mut state.reserves.groups {
        if !group.due && group.phase <= phase {
            group.due = true;
            events.push(Event::ReinforcementsDue {
                side: group.side,
                units: group.units.clone(),
            });
        }
    }
}

/// Sets due units of the active side on the table (any of them: those
/// left out wait for its next turn), or refuses them all, naming the first
/// unit whose place breaks a rule.
pub(crate) fn place(
    setup: &GameSetup,
    state: &mut State,
    placements: &[(TableUnitId, Placement)],
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let side = state.active;
    let due: Vec<(TableUnitId, Edge)> = state.reserves.due(side).collect();
    let mut units = Vec::with_capacity(placements.len());
    let mut placed: Vec<(TableUnitId, [Point; 4])> = Vec::new();
    for (unit, at) in placements {
        let Some((_, edge)) = due.iter().find(|(u, _)| u == unit) else {
            return Err(PreGameError::NotDue { unit: *unit }.into());
        };
        if placed.iter().any(|(p, _)| p == unit) {
            return Err(RuleError::NamedTwice { unit: *unit });
        }
        let corners = check_place(state, *unit, at, *edge, &placed)?;
        placed.push((*unit, corners));
        let facts = super::conditions::facts_in_play(setup, state, *unit)
            .ok_or(RuleError::UnknownUnit { unit: *unit })?;
        units.push(TableUnit::new(unit.0, side, *at, facts));
    }
    // Every check the position makes of a unit set on it was made above,
    // each with its own refusal; what is left is numbers it cannot take.
    state
        .position
        .place_units(units)
        .map_err(|_| PreGameError::NotFinite)?;
    // Those not set now (no room by the edge, or held a turn longer) stay
    // due for the side's next turn.
    let arrived = |u: &TableUnitId| placed.iter().any(|(p, _)| p == u);
    for group in state
        .reserves
        .groups
        .iter_mut()
        .filter(|g| g.side == side && g.due)
    {
        group.units.retain(|u| !arrived(u));
    }
    state.reserves.groups.retain(|g| !g.units.is_empty());
    events.push(Event::ReinforcementsArrived {
        side,
        units: placed.iter().map(|(u, _)| *u).collect(),
    });
    Ok(())
}

fn check_place(
    state: &State,
    unit: TableUnitId,
    at: &Placement,
    edge: Edge,
    placed: &[(TableUnitId, [Point; 4])],
) -> Result<[Point; 4], RuleError> {
    if !(at.centre.x.is_finite() && at.centre.y.is_finite() && at.facing.is_finite()) {
        return Err(PreGameError::NotFinite.into());
    }
    let corners = corners_at(at, DEFAULT_DEPTH);
    let table = state.position.table();
    let near = corners
        .iter()
        .all(|c| table.contains(*c) && from_edge(table, edge, *c) <= EDGE_REACH + EPSILON);
    if !near {
        return Err(PreGameError::AwayFromEdge { unit, edge }.into());
    }
    let on_table = state.position.units().iter().map(|u| (u.id, u.corners()));
    let mut others = on_table.chain(placed.iter().copied());
    if let Some((other, _)) = others.find(|(_, c)| rectangles_overlap(&corners, c)) {
        return Err(PreGameError::OnAnotherUnit { unit, other }.into());
    }
    let commanders = state.position.commanders().iter();
    if let Some(c) = commanders
        .into_iter()
        .find(|c| contains_point(&corners[..], c.at, -EPSILON))
    {
        return Err(PreGameError::OnCommander {
            unit,
            commander: c.id,
        }
        .into());
    }
    Ok(corners)
}

/// How far `p` lies from the edge, inward.
fn from_edge(table: &Table, edge: Edge, p: Point) -> f64 {
    match edge {
        Edge::South => p.y,
        Edge::North => table.depth - p.y,
        Edge::West => p.x,
        Edge::East => table.width - p.x,
    }
}

/// The middle of an edge, as a share of its length: where the automatic
/// players set their reinforcements.
pub const EDGE_MIDDLE: f64 = 0.5;

/// The automatic choice: the due units in ranks along their edge, facing
/// into the table, from the edge's middle outwards, each at the first
/// free place.
pub(crate) fn by_policy(state: &State) -> Vec<(TableUnitId, Placement)> {
    placed_from(state, EDGE_MIDDLE)
}

/// The owner's choice of where along the edge: the due units set as the
/// automatic players set them, but from `share` of the edge's length
/// (from its west end for the north and south edges, from its south end
/// for the west and east ones) outwards. `None` when none is due.
pub fn reinforcements_from(game: &Game, share: f64) -> Option<Command> {
    let state = &game.state;
    if state.step != Step::Reinforcements {
        return None;
    }
    Some(Command::PlaceReinforcements {
        placements: placed_from(state, clamp_f64(share, 0.0, 1.0)),
    })
}

fn placed_from(state: &State, share: f64) -> Vec<(TableUnitId, Placement)> {
    let table = *state.position.table();
    let mut placements: Vec<(TableUnitId, Placement)> = Vec::new();
    let mut placed: Vec<(TableUnitId, [Point; 4])> = Vec::new();
    for (unit, edge) in state.reserves.due(state.active) {
        let spot = spots_along(&table, edge, share)
            .find(|at| check_place(state, unit, at, edge, &placed).is_ok());
        if let Some(at) = spot {
            placed.push((unit, corners_at(&at, DEFAULT_DEPTH)));
            placements.push((unit, at));
        }
    }
    placements
}

/// Places along an edge: two ranks, from `share` of its length outwards
/// both ways (the places off the table are refused by the caller).
fn spots_along(table: &Table, edge: Edge, share: f64) -> impl Iterator<Item = Placement> + '_ {
    let inward = -edge.outward();
    let facing = crate::engine::geometry::trig::atan2(inward.y, inward.x);
    let along = Point::new(-inward.y, inward.x);
    let (length, middle) = match edge {
        Edge::South | Edge::North => (table.width, Point::new(table.width * share, 0.0)),
        Edge::West | Edge::East => (table.depth, Point::new(0.0, table.depth * share)),
    };
    let base = match edge {
        Edge::South | Edge::West => middle,
        Edge::North => Point::new(middle.x, table.depth),
        Edge::East => Point::new(table.width, middle.y),
    };
    // Both ways the whole length, so a start at an end reaches the other.
    let steps = (2.0 * length / 1.1) as i32;
    [0.4, 1.3].into_iter().flat_map(move |depth| {
        (0..=steps).map(move |k| {
            let offset = f64::from((k + 1) / 2) * 1.1 * if k % 2 == 0 { 1.0 } else { -1.0 };
            let centre = base + inward * depth + along * offset;
            Placement { centre, facing }
        })
    })
}
