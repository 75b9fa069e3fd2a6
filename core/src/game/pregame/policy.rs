//! The automatic choices of the pre-game sequence: what the goldfish does,
//! what automatic games do, and what "decide for me" offers. Each is a
//! plain, documented plan (`docs/RULES_NOTES.md`, "The pre-game
//! sequence"); it only ever offers commands that the rules accept.
//!
//! - **Columns**: by arm, left to right: half the cavalry, the foot
//!   (artillery with the infantry), the other half of the cavalry, cut into
//!   columns of near-equal size; light units (then cavalry) are the scouts
//!   a Scouting asset allows.
//! - **First player**: a side that acts goes first; the goldfish lets its
//!   opponent go first.
//! - **Terrain**: each element as the first kind its roll allows, long side
//!   along the table, at the first of a few spots of its quarter (middle,
//!   then towards its corners) where it fits.
//! - **Emplacements**: guns first, on the front edge of the zone, from the
//!   middle out, 2 UW apart.
//! - **Column markers**: evenly across the table, on the middle line of the
//!   zone, column 1 on the left.
//! - **Units**: around their marker, facing the enemy, in lines side by
//!   side: guns in front, then infantry, then cavalry; the front line
//!   first, from the middle out.
//! - **Commanders**: the commander behind the middle of his army, sub-
//!   commanders behind its left and right.

use super::super::command::Command;
use super::super::scenario::conditions;
use super::super::setup::{GameSetup, UnitProfile};
use super::super::state::State;
use super::super::step::{PreGame, PreGameStage};
use super::super::Game;
use super::columns::scouts_allowed;
use super::deployment::{
    commanders_to_place, emplacement_around, units_to_place, zone_share, MARKER_REACH,
};
use super::terrain::check_place;
use crate::army_list::effect::{RuleEffect, UnitType};
use crate::engine::commander::{base_touches, COMMANDER_BASE_RADIUS};
use crate::engine::geometry::{
    clamp_f64, point_polygon_distance, polygons_overlap, rectangles_overlap,
};
use crate::engine::unit::{corners_ahead, DEFAULT_DEPTH};
use crate::engine::{Placement, PlayerId, Point, Rect, TableUnitId, TerrainKind};
use crate::sorting::SortStably;

/// The choices the legal-command enumerator offers in the pre-game
/// sequence: the automatic choice and a few others, every one checked.
pub(crate) fn offered(game: &Game) -> Vec<Command> {
    let Ok(pre) = game.state.step.pre_game() else {
        return Vec::new();
    };
    let Some(stage) = pre.stages.front().copied() else {
        return Vec::new();
    };
    // The automatic choice is valid by construction (the tests hold it to
    // that); the others are checked.
    let chosen = auto_command(game);
    let mut out: Vec<Command> = Vec::new();
    match stage {
        PreGameStage::Columns(player) => out.push(columns_dealt(&game.setup, player)),
        PreGameStage::Condition { .. } => {
            let options =
                conditions::next(&game.setup, &game.state).map_or(0, |(_, c)| c.options.len());
            out.extend((0..options).map(|option| Command::ChooseCondition { option }));
        }
        PreGameStage::FirstPlayer(side) => {
            out.push(Command::ChooseFirstPlayer { first: side });
            out.push(Command::ChooseFirstPlayer {
                first: side.opponent(),
            });
        }
        PreGameStage::Terrain(_) => {
            if let Some(pending) = pre.terrain_queue.front() {
                for kind in pending.kinds.iter().skip(1) {
                    out.extend(spot_for(&game.state, pending, *kind));
                }
            }
        }
        _ => {}
    }
    let mut unique: Vec<Command> = chosen.into_iter().collect();
    for command in out {
        if !unique.contains(&command) && game.check(&command).is_ok() {
            unique.push(command);
        }
    }
    unique
}

/// The units dealt round-robin into the columns, by arm.
fn columns_dealt(setup: &GameSetup, player: PlayerId) -> Command {
    let army = setup.army(player);
    let count = usize::from(army.skill.level()).max(1);
    let mut units: Vec<&UnitProfile> = army.units.iter().collect();
    units.sort_stably_by_key(|u| (arm_order(u.kind), u.id));
    let mut columns = vec![Vec::new(); count];
    for (k, u) in units.iter().enumerate() {
        columns[k % count].push(u.id);
    }
    Command::SetColumns {
        columns,
        scouts: Vec::new(),
    }
}

/// The automatic choice for the pre-game decision due, if one is due:
/// the goldfish's, and what automatic games and "decide for me" take.
pub fn auto_command(game: &Game) -> Option<Command> {
    let pre = game.state.step.pre_game().ok()?;
    let stage = *pre.stages.front()?;
    let (setup, state) = (&game.setup, &game.state);
    match stage {
        PreGameStage::Columns(player) => Some(columns_by_arm(setup, player)),
        // A condition left to a side: its first option, the scenario's
        // usual case (a rolled one settles itself).
        PreGameStage::Condition { .. } => Some(Command::ChooseCondition { option: 0 }),
        PreGameStage::FirstPlayer(side) => Some(Command::ChooseFirstPlayer {
            first: if setup.options.goldfish == Some(side) {
                side.opponent()
            } else {
                side
            },
        }),
        PreGameStage::Terrain(_) => terrain_spot(state, pre),
        PreGameStage::Emplacements(player) => emplacement(setup, state, pre, player),
        PreGameStage::Markers(player) => Some(marker(setup, state, pre, player)),
        PreGameStage::Units(player) => Some(units(setup, state, pre, player)),
        PreGameStage::Commanders(player) => commander(setup, state, player),
    }
}

fn arm_order(kind: UnitType) -> u8 {
    match kind {
        UnitType::Artillery => 0,
        UnitType::Infantry => 1,
        UnitType::Cavalry => 2,
    }
}

/// Columns by arm: cavalry on the wings, the foot in the middle.
pub(crate) fn columns_by_arm(setup: &GameSetup, player: PlayerId) -> Command {
    let army = setup.army(player);
    let count = usize::from(army.skill.level()).max(1);
    let (cavalry, foot): (Vec<&UnitProfile>, Vec<&UnitProfile>) =
        army.units.iter().partition(|u| u.kind == UnitType::Cavalry);
    let half = cavalry.len() / 2;
    let line: Vec<TableUnitId> = cavalry[..half]
        .iter()
        .chain(foot.iter())
        .chain(cavalry[half..].iter())
        .map(|u| u.id)
        .collect();
    let mut columns = Vec::with_capacity(count);
    let mut start = 0;
    for k in 0..count {
        let size = line.len() / count + usize::from(k < line.len() % count);
        columns.push(line[start..start + size].to_vec());
        start += size;
    }
    let mut candidates: Vec<&UnitProfile> = army
        .units
        .iter()
        .filter(|u| !u.has(&RuleEffect::Scouts))
        .collect();
    candidates.sort_stably_by_key(|u| {
        (
            !u.has(&RuleEffect::Light),
            u.kind != UnitType::Cavalry,
            u.id,
        )
    });
    let scouts = candidates
        .iter()
        .take(scouts_allowed(army) as usize)
        .map(|u| u.id)
        .collect();
    Command::SetColumns { columns, scouts }
}

/// Spots of a quarter to try, as fractions of its width and depth.
const SPOTS: [(f64, f64); 9] = [
    (0.5, 0.5),
    (0.25, 0.3),
    (0.75, 0.7),
    (0.3, 0.75),
    (0.7, 0.25),
    (0.15, 0.5),
    (0.85, 0.5),
    (0.5, 0.15),
    (0.5, 0.85),
];

fn spots_in(quarter: Rect) -> impl Iterator<Item = Point> {
    let fixed = SPOTS.into_iter();
    // Then a finer search, so a crowded quarter still finds room.
    let grid =
        (1..16).flat_map(|i| (1..16).map(move |j| (f64::from(i) / 16.0, f64::from(j) / 16.0)));
    fixed.chain(grid).map(move |(fx, fy)| {
        Point::new(
            quarter.min.x + fx * quarter.width(),
            quarter.min.y + fy * quarter.height(),
        )
    })
}

fn terrain_spot(state: &State, pre: &PreGame) -> Option<Command> {
    let pending = pre.terrain_queue.front()?;
    spot_for(state, pending, *pending.kinds.first()?)
}

/// The first spot of its quarters where an element of `kind` fits.
fn spot_for(
    state: &State,
    pending: &super::super::step::PendingElement,
    kind: TerrainKind,
) -> Option<Command> {
    let table = state.position.table();
    pending
        .quarters
        .iter()
        .flat_map(|q| spots_in(table.quarter(*q)))
        .find(|at| check_place(state, pending, kind, *at, 0.0).is_ok())
        .map(|at| Command::PlaceTerrain {
            kind,
            at,
            facing: 0.0,
        })
}

/// Which units a player would rather put in their emplacements: guns first.
fn emplacement_order(setup: &GameSetup, player: PlayerId) -> Vec<TableUnitId> {
    let mut units: Vec<&UnitProfile> = setup.army(player).units.iter().collect();
    units.sort_stably_by_key(|u| (arm_order(u.kind), u.id));
    units.into_iter().map(|u| u.id).collect()
}

/// The player's part of the zone (see [`zone_share`]).
fn share(setup: &GameSetup, state: &State, player: PlayerId) -> Rect {
    let players = setup.armies.count(player.side);
    zone_share(state.position.table(), player, players)
}

fn emplacement(
    setup: &GameSetup,
    state: &State,
    pre: &PreGame,
    player: PlayerId,
) -> Option<Command> {
    let unit = emplacement_order(setup, player)
        .into_iter()
        .find(|u| !pre.emplaced.contains(u) && !state.reserves.is_waiting(*u))?;
    let table = state.position.table();
    let zone = share(setup, state, player);
    let facing = table.facing_the_enemy(player.side);
    let forward = Point::from_angle(facing);
    // The front edge of the zone, less half the emplacement's depth.
    let front = zone.centre() + forward * (zone_depth(&zone, forward) / 2.0 - 0.45);
    let lateral = forward.perp();
    (0..40_u32)
        .map(|k| {
            let step = f64::from(k.div_ceil(2)) * 2.0 * if k % 2 == 0 { 1.0 } else { -1.0 };
            Placement {
                centre: front + lateral * step,
                facing,
            }
        })
        .find(|at| {
            let shape = emplacement_around(at);
            let crate::engine::Shape::Polygon { vertices } = &shape else {
                return false;
            };
            shape.within(zone.min, zone.max)
                && !state
                    .position
                    .units()
                    .iter()
                    .any(|u| polygons_overlap(vertices, &u.corners()))
                && !state.position.terrain().iter().any(|e| {
                    e.kind == TerrainKind::Emplacement && e.shape.overlaps_polygon(vertices)
                })
        })
        .map(|at| Command::PlaceEmplacement { unit, at })
}

/// How deep the zone is along `forward`.
fn zone_depth(zone: &Rect, forward: Point) -> f64 {
    if forward.y.abs() > forward.x.abs() {
        zone.height()
    } else {
        zone.width()
    }
}

fn marker(setup: &GameSetup, state: &State, pre: &PreGame, player: PlayerId) -> Command {
    let count = pre.columns[player].as_ref().map_or(1, Vec::len).max(1);
    let n = pre.markers[player].len();
    let table = state.position.table();
    let zone = share(setup, state, player);
    let forward = Point::from_angle(table.facing_the_enemy(player.side));
    let lateral = -forward.perp();
    // Column 1 on the left as the side looks at the enemy.
    let across = if forward.y.abs() > forward.x.abs() {
        zone.width()
    } else {
        zone.height()
    };
    let offset = across * ((n as f64 + 0.5) / count as f64 - 0.5);
    Command::PlaceColumnMarker {
        at: zone.centre() + lateral * offset,
    }
}

/// Slots around a marker, the front line first, each from the middle out.
fn slots(marker: Point, facing: f64) -> impl Iterator<Item = Placement> {
    let forward = Point::from_angle(facing);
    let lateral = forward.perp();
    const ROWS: [f64; 8] = [1.75, 0.75, -0.25, -1.25, 1.25, 0.25, -0.75, -1.75];
    const ACROSS: [f64; 7] = [0.0, -1.0, 1.0, -2.0, 2.0, -3.0, 3.0];
    let lines = ROWS
        .into_iter()
        .flat_map(move |dy| ACROSS.into_iter().map(move |dx| (dx, dy)));
    // A finer search after the lines, for crowded columns.
    let fine = (0..17)
        .flat_map(|j| (0..13).map(move |i| (f64::from(i) * 0.5 - 3.0, 2.0 - f64::from(j) * 0.25)));
    lines.chain(fine).map(move |(dx, dy)| Placement {
        centre: marker + forward * dy + lateral * dx,
        facing,
    })
}

/// Places every unit still off the table around its marker (scouts and
/// all), each at the first free slot its marker allows.
fn units(setup: &GameSetup, state: &State, pre: &PreGame, player: PlayerId) -> Command {
    let waiting: Vec<TableUnitId> = units_to_place(setup, state, player).collect();
    if waiting.is_empty() {
        return Command::EndDeployment;
    }
    let table = state.position.table();
    let zone = table.deployment_zone(player.side);
    let facing = table.facing_the_enemy(player.side);
    // Every slot faces the same way: its corners are worked out from one
    // sine and cosine, not two for each slot tried.
    let forward = Point::from_angle(facing);
    let corners_of = |at: &Placement| corners_ahead(at.centre, forward, DEFAULT_DEPTH);
    // Two units whose centres are this far apart cannot overlap (half the
    // diagonal of a 1 × 0.5 UW base is 0.56 UW).
    const CLEAR: f64 = 1.2;
    let mut taken: Vec<(Point, [Point; 4])> = state
        .position
        .units()
        .iter()
        .map(|u| (u.placement.centre, u.corners()))
        .collect();
    let emplacements: Vec<&crate::engine::Shape> = state
        .position
        .terrain()
        .iter()
        .filter(|e| e.kind == TerrainKind::Emplacement)
        .map(|e| &e.shape)
        .collect();
    let columns = pre.columns[player].clone().unwrap_or_default();
    let mut placements = Vec::new();
    for (column, marker) in columns.iter().zip(&pre.markers[player]) {
        let mut members: Vec<&UnitProfile> = column
            .iter()
            .filter(|u| waiting.contains(u))
            .filter_map(|u| setup.profile(*u))
            .collect();
        members.sort_stably_by_key(|u| (arm_order(u.kind), u.id));
        // Whether a slot is free does not depend on the unit, and slots
        // only fill: each unit's search starts after the last one found.
        let mut passed = 0;
        for unit in members {
            let mut seen = 0;
            let spot = slots(*marker, facing).find(|at| {
                seen += 1;
                if seen <= passed {
                    return false;
                }
                let corners = corners_of(at);
                zone.contains_all(&corners)
                    && point_polygon_distance(*marker, &corners) <= MARKER_REACH - 0.01
                    && !taken.iter().any(|(c, t)| {
                        c.distance(at.centre) < CLEAR && rectangles_overlap(&corners, t)
                    })
                    && !emplacements.iter().any(|e| e.overlaps_polygon(&corners))
            });
            passed = seen;
            if let Some(at) = spot {
                taken.push((at.centre, corners_of(&at)));
                placements.push((unit.id, at));
            }
        }
    }
    Command::PlaceUnits { placements }
}

/// The commander behind the middle of his army; sub-commanders behind its
/// left and right.
fn commander(setup: &GameSetup, state: &State, player: PlayerId) -> Option<Command> {
    let side = player.side;
    let commander = commanders_to_place(setup, state, player).next()?;
    let own: Vec<Point> = state
        .position
        .units()
        .iter()
        .filter(|u| u.owner() == player)
        .map(|u| u.placement.centre)
        .collect();
    let table = state.position.table();
    let zone = share(setup, state, player);
    let back = -Point::from_angle(table.facing_the_enemy(side));
    let middle = if own.is_empty() {
        zone.centre()
    } else {
        let n = own.len() as f64;
        let sum = own.iter().fold(Point::new(0.0, 0.0), |acc, p| acc + *p);
        Point::new(sum.x / n, sum.y / n)
    };
    let placed_before = setup
        .commanders
        .iter()
        .filter(|c| c.side == side && c.seat == player.seat)
        .take_while(|c| c.id != commander)
        .count();
    let lateral = back.perp()
        * match placed_before {
            0 => 0.0,
            k if k % 2 == 1 => 3.0 * k.div_ceil(2) as f64,
            k => -3.0 * (k / 2) as f64,
        };
    let free = |p: Point| {
        table.contains(p)
            && !state
                .position
                .units()
                .iter()
                .any(|u| base_touches(p, &u.corners()))
            && !state
                .position
                .commanders()
                .iter()
                .any(|c| c.at.distance(p) < 2.0 * COMMANDER_BASE_RADIUS + 0.05)
    };
    // Step back from the middle of the army until clear of every unit.
    let at = (0..80)
        .map(|k| middle + lateral + back * (2.0 + 0.25 * f64::from(k)))
        .chain((0..80).map(|k| middle + back * (0.25 * f64::from(k))))
        .map(|p| {
            Point::new(
                clamp_f64(p.x, 0.05, table.width - 0.05),
                clamp_f64(p.y, 0.05, table.depth - 0.05),
            )
        })
        .find(|p| free(*p))?;
    Some(Command::PlaceCommander { commander, at })
}
