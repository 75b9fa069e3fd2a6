//! Setting up the armies: emplacements with their units, column markers in
//! the deployment zone (revealed once both sides' are down, or the other
//! side's before a deployment-bonus holder sets up), each column's units
//! within 2 UW of its marker (scouts anywhere in the zone), then the
//! commanders anywhere on the table.

use super::super::error::{PreGameError, RuleError};
use super::super::event::Event;
use super::super::scenario::conditions;
use super::super::setup::GameSetup;
use super::super::state::State;
use super::super::step::PreGame;
use super::columns::column_of;
use crate::army_list::effect::{AssetEffect, RuleEffect};
use crate::engine::geometry::point_polygon_distance;
use crate::engine::unit::{corners_at, DEFAULT_DEPTH};
use crate::engine::{
    Commander, CommanderId, Placement, PlayerId, Point, Position, Rect, Seat, Shape, Table,
    TableUnit, TableUnitId, TerrainElement, TerrainKind, EPSILON,
};
use std::collections::BTreeSet;

/// How far from its column's marker a unit may stand (any part of it).
pub(crate) const MARKER_REACH: f64 = 2.0;

/// The emplacements `player` sets up: one per copy, no more than their
/// units that set up now (not those the scenario holds back).
pub(crate) fn emplacements_to_set(setup: &GameSetup, state: &State, player: PlayerId) -> u32 {
    let army = setup.army(player);
    let copies = army
        .asset_effects()
        .filter(|e| matches!(e, AssetEffect::Emplacement))
        .count();
    let present = army
        .units
        .iter()
        .filter(|u| !state.reserves.is_waiting(u.id));
    copies.min(present.count()) as u32
}

/// An emplacement around a unit standing at `at`: 0.1 UW clear of it on
/// every side.
pub(crate) fn emplacement_around(at: &Placement) -> Shape {
    Shape::oriented_rectangle(at.centre, at.facing, DEFAULT_DEPTH + 0.2, 1.2)
}

/// The part of its side's zone where the automatic players set up a
/// player's army: the whole zone, or in a team an equal share of its
/// width, seat 1 at the left as the side looks at the enemy. (The rules
/// let a team's players use the whole zone; the share keeps automatic
/// allies out of each other's way.)
pub(crate) fn zone_share(table: &Table, player: PlayerId, players: usize) -> Rect {
    let zone = table.deployment_zone(player.side);
    if players <= 1 {
        return zone;
    }
    let k = usize::from(player.seat.0).min(players - 1);
    let left = Point::from_angle(table.facing_the_enemy(player.side)).perp();
    // The share's bounds as fractions of the zone's width, from the left.
    let (from, to) = (k as f64 / players as f64, (k + 1) as f64 / players as f64);
    let cut = |lo: f64, hi: f64, towards_lo: bool| {
        let span = hi - lo;
        match towards_lo {
            true => (lo + from * span, lo + to * span),
            false => (hi - to * span, hi - from * span),
        }
    };
    if left.x.abs() > left.y.abs() {
        let (x0, x1) = cut(zone.min.x, zone.max.x, left.x < 0.0);
        Rect::new(Point::new(x0, zone.min.y), Point::new(x1, zone.max.y))
    } else {
        let (y0, y1) = cut(zone.min.y, zone.max.y, left.y < 0.0);
        Rect::new(Point::new(zone.min.x, y0), Point::new(zone.max.x, y1))
    }
}

/// Whether the unit is `player`'s own (an ally's is not: each player sets
/// up their own army).
fn own_unit(setup: &GameSetup, player: PlayerId, unit: TableUnitId) -> Result<(), RuleError> {
    match setup.profile(unit) {
        None => Err(RuleError::UnknownUnit { unit }),
        Some(p) if p.owner() != player => Err(RuleError::NotYourUnit { unit }),
        Some(_) => Ok(()),
    }
}

fn finite(at: &Placement) -> Result<(), PreGameError> {
    if at.centre.is_finite() && at.facing.is_finite() {
        Ok(())
    } else {
        Err(PreGameError::NotFinite)
    }
}

/// The unit of another placement or on the table that `corners` would
/// stand on, leaving out `moving` (units being set again).
fn unit_under(
    position: &Position,
    corners: &[Point; 4],
    moving: &BTreeSet<TableUnitId>,
) -> Option<TableUnitId> {
    let centre = Point::new(
        (corners[0].x + corners[2].x) / 2.0,
        (corners[0].y + corners[2].y) / 2.0,
    );
    position
        .units()
        .iter()
        .filter(|u| !moving.contains(&u.id))
        // Bases farther apart than their radii cannot overlap.
        .filter(|u| u.placement.centre.distance(centre) < u.radius() + corners[0].distance(centre))
        .find(|u| crate::engine::geometry::polygons_overlap(corners, &u.corners()))
        .map(|u| u.id)
}

fn on_emplacement(position: &Position, shape_corners: &[Point]) -> bool {
    position
        .terrain()
        .iter()
        .filter(|e| e.kind == TerrainKind::Emplacement)
        .any(|e| e.shape.overlaps_polygon(shape_corners))
}

pub(crate) fn place_emplacement(
    setup: &GameSetup,
    state: &mut State,
    pre: &mut PreGame,
    player: PlayerId,
    unit: TableUnitId,
    at: Placement,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let side = player.side;
    own_unit(setup, player, unit)?;
    if state.reserves.is_waiting(unit) {
        return Err(PreGameError::HeldBack { unit }.into());
    }
    if pre.emplaced.contains(&unit) {
        return Err(PreGameError::AlreadyEmplaced { unit }.into());
    }
    finite(&at)?;
    let shape = emplacement_around(&at);
    let zone = state.position.table().deployment_zone(side);
    if !shape.within(zone.min, zone.max) {
        return Err(PreGameError::EmplacementOutsideZone { unit }.into());
    }
    let Shape::Polygon { vertices } = &shape else {
        return Err(PreGameError::NotFinite.into());
    };
    if on_emplacement(&state.position, vertices) {
        return Err(PreGameError::OnEmplacement { unit }.into());
    }
    if let Some(other) = state
        .position
        .units()
        .iter()
        .find(|u| crate::engine::geometry::polygons_overlap(vertices, &u.corners()))
    {
        return Err(PreGameError::OnAnotherUnit {
            unit,
            other: other.id,
        }
        .into());
    }
    let facts =
        conditions::facts_in_play(setup, state, unit).ok_or(RuleError::UnknownUnit { unit })?;
    let mut terrain = state.position.terrain().to_vec();
    terrain.push(TerrainElement::new(TerrainKind::Emplacement, shape));
    state
        .position
        .set_terrain(terrain)
        .map_err(|_| PreGameError::EmplacementOutsideZone { unit })?;
    state
        .position
        .place_unit(TableUnit::new(unit.0, side, at, facts).of_seat(player.seat))
        .map_err(|_| PreGameError::EmplacementOutsideZone { unit })?;
    pre.emplaced.push(unit);
    let left = &mut pre.emplacements_left[player];
    *left = left.saturating_sub(1);
    events.push(Event::EmplacementPlaced {
        side,
        seat: player.seat,
        unit,
    });
    Ok(())
}

/// A column marker anywhere in the player's side's zone (a team's players
/// share it).
pub(crate) fn place_marker(
    state: &mut State,
    pre: &mut PreGame,
    player: PlayerId,
    at: Point,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    if !at.is_finite() {
        return Err(PreGameError::NotFinite.into());
    }
    let side = player.side;
    if !state.position.table().deployment_zone(side).contains(at) {
        return Err(PreGameError::MarkerOutsideZone.into());
    }
    let markers = &mut pre.markers[player];
    markers.push(at);
    events.push(Event::ColumnMarkerPlaced {
        side,
        seat: player.seat,
        column: markers.len(),
        at,
    });
    Ok(())
}

/// Reveals the columns of every player whose markers are all down.
pub(crate) fn reveal(pre: &mut PreGame, events: &mut Vec<Event>) {
    for (player, columns) in pre.columns.iter() {
        let Some(columns) = columns else {
            continue;
        };
        if !pre.revealed[player] && pre.markers[player].len() >= columns.len() {
            pre.revealed[player] = true;
            events.push(Event::ColumnsRevealed {
                side: player.side,
                seat: player.seat,
                columns: columns.clone(),
            });
        }
    }
}

/// Whether `unit` may stand anywhere in the zone (the scouts rule, or a
/// Scouting asset's choice).
pub(crate) fn is_scout(
    setup: &GameSetup,
    pre: &PreGame,
    player: PlayerId,
    unit: TableUnitId,
) -> bool {
    pre.scouts[player].contains(&unit)
        || setup
            .profile(unit)
            .is_some_and(|p| p.has(&RuleEffect::Scouts))
}

/// Checks one unit's place: in the zone, near its marker, on nothing.
fn check_unit_place(
    setup: &GameSetup,
    state: &State,
    pre: &PreGame,
    player: PlayerId,
    unit: TableUnitId,
    at: &Placement,
    moving: &BTreeSet<TableUnitId>,
) -> Result<[Point; 4], RuleError> {
    let side = player.side;
    own_unit(setup, player, unit)?;
    if state.reserves.is_waiting(unit) {
        return Err(PreGameError::HeldBack { unit }.into());
    }
    if pre.emplaced.contains(&unit) {
        return Err(PreGameError::AlreadyEmplaced { unit }.into());
    }
    finite(at)?;
    let corners = corners_at(at, DEFAULT_DEPTH);
    // What stands in the way first, then the rules of where to stand.
    if let Some(other) = unit_under(&state.position, &corners, moving) {
        return Err(PreGameError::OnAnotherUnit { unit, other }.into());
    }
    if on_emplacement(&state.position, &corners) {
        return Err(PreGameError::OnEmplacement { unit }.into());
    }
    if !state
        .position
        .table()
        .deployment_zone(side)
        .contains_all(&corners)
    {
        return Err(PreGameError::OutsideZone { unit }.into());
    }
    if !is_scout(setup, pre, player, unit) {
        let column = column_of(pre, player, unit).unwrap_or(0);
        if let Some(marker) = pre.markers[player].get(column) {
            let distance = point_polygon_distance(*marker, &corners);
            if distance > MARKER_REACH + EPSILON {
                return Err(PreGameError::TooFarFromMarker {
                    unit,
                    column: column + 1,
                    distance,
                }
                .into());
            }
        }
    }
    Ok(corners)
}

/// Sets units on the table, or moves ones already set: all of them, or
/// none if any place breaks a rule.
pub(crate) fn place_units(
    setup: &GameSetup,
    state: &mut State,
    pre: &mut PreGame,
    player: PlayerId,
    placements: &[(TableUnitId, Placement)],
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    // Built by insertion, not `collect` (see `sorting`: a collected set
    // sorts its items first, with a copy of the standard sort).
    let mut moving = BTreeSet::new();
    moving.extend(placements.iter().map(|(u, _)| *u));
    if moving.len() != placements.len() {
        let mut seen = BTreeSet::new();
        let twice = placements
            .iter()
            .find(|(u, _)| !seen.insert(*u))
            .map_or(TableUnitId(0), |(u, _)| *u);
        return Err(RuleError::NamedTwice { unit: twice });
    }
    // Each placed base with its circle (centre and radius): bases whose
    // circles are apart cannot overlap, and most are.
    let mut placed: Vec<(TableUnitId, [Point; 4], Point, f64)> = Vec::new();
    for (unit, at) in placements {
        let corners = check_unit_place(setup, state, pre, player, *unit, at, &moving)?;
        let radius = corners[0].distance(at.centre);
        if let Some((other, ..)) = placed.iter().find(|(_, c, centre, r)| {
            centre.distance(at.centre) < r + radius
                && crate::engine::geometry::rectangles_overlap(&corners, c)
        }) {
            return Err(PreGameError::OnAnotherUnit {
                unit: *unit,
                other: *other,
            }
            .into());
        }
        placed.push((*unit, corners, at.centre, radius));
    }
    let mut units = Vec::with_capacity(placements.len());
    for (unit, at) in placements {
        let facts = conditions::facts_in_play(setup, state, *unit)
            .ok_or(RuleError::UnknownUnit { unit: *unit })?;
        units.push(TableUnit::new(unit.0, player.side, *at, facts).of_seat(player.seat));
    }
    // Checked above, so the position accepts them.
    let first = placements.first().map_or(TableUnitId(0), |(u, _)| *u);
    state
        .position
        .place_units(units)
        .map_err(|_| PreGameError::OutsideZone { unit: first })?;
    events.push(Event::UnitsPlaced {
        side: player.side,
        seat: player.seat,
        units: placements.iter().map(|(u, _)| *u).collect(),
    });
    Ok(())
}

/// `player`'s units not yet on the table.
pub(crate) fn units_to_place<'a>(
    setup: &'a GameSetup,
    state: &'a State,
    player: PlayerId,
) -> impl Iterator<Item = TableUnitId> + 'a {
    setup
        .army(player)
        .units
        .iter()
        .map(|u| u.id)
        .filter(|id| state.position.unit(*id).is_none() && !state.reserves.is_waiting(*id))
}

pub(crate) fn end(
    setup: &GameSetup,
    state: &mut State,
    pre: &mut PreGame,
    player: PlayerId,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let left: Vec<TableUnitId> = units_to_place(setup, state, player).collect();
    if let Some(unit) = left.first() {
        return Err(PreGameError::UnitsNotPlaced {
            count: left.len(),
            unit: *unit,
        }
        .into());
    }
    pre.deployed[player] = true;
    events.push(Event::DeploymentEnded {
        side: player.side,
        seat: player.seat,
    });
    Ok(())
}

/// `player`'s commanders not yet on the table, the commander-in-chief
/// first.
pub(crate) fn commanders_to_place<'a>(
    setup: &'a GameSetup,
    state: &'a State,
    player: PlayerId,
) -> impl Iterator<Item = CommanderId> + 'a {
    setup
        .commanders
        .iter()
        .filter(move |c| c.side == player.side && c.seat == player.seat)
        .map(|c| c.id)
        .filter(|id| !state.position.commanders().iter().any(|c| c.id == *id))
}

pub(crate) fn place_commander(
    setup: &GameSetup,
    state: &mut State,
    player: PlayerId,
    commander: CommanderId,
    at: Point,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let side = player.side;
    if !setup
        .commanders
        .iter()
        .any(|c| c.id == commander && c.side == side && c.seat == player.seat)
    {
        return Err(RuleError::UnknownCommander { commander });
    }
    if state
        .position
        .commanders()
        .iter()
        .any(|c| c.id == commander)
    {
        return Err(PreGameError::CommanderAlreadyPlaced { commander }.into());
    }
    if !at.is_finite() || !state.position.table().contains(at) {
        return Err(PreGameError::CommanderOffTable { commander }.into());
    }
    if let Some(unit) = state
        .position
        .units()
        .iter()
        .find(|u| crate::engine::commander::base_overlaps(at, &u.corners()))
    {
        return Err(PreGameError::CommanderOnUnit {
            commander,
            unit: unit.id,
        }
        .into());
    }
    let seat = state
        .commanders
        .iter()
        .find(|c| c.id == commander)
        .map_or(Seat::FIRST, |c| c.seat);
    state
        .position
        .place_commander(Commander::new(commander.0, side, at.x, at.y).of_seat(seat))
        .map_err(|_| PreGameError::CommanderOffTable { commander })?;
    events.push(Event::CommanderPlaced { commander, at });
    Ok(())
}
