//! How the general sees the table for one side: where its army stands
//! against the enemy, whether its commander keeps up, and the part of the
//! enemy it concentrates on.

use super::style::{Focus, Strike, Style};
use crate::engine::geometry::{point_polygon_distance, Extremes};
use crate::engine::{CommanderId, Point, Side, TableUnit, TableUnitId};
use crate::game::Game;
use crate::sorting::SortStably;
use std::cell::OnceCell;

/// A side's view of the table for its moves, worked out when it decides:
/// cheap enough for every unit's move.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Look {
    pub side: Side,
    /// The enemy unit the army concentrates on: the one nearest to the
    /// middle of its fighting units (its guns left out).
    pub focus: Option<Point>,
    /// Whether the army strikes now (see [`Look::strikes`]); otherwise it
    /// closes up to just beyond the enemy's fire and waits for the rest.
    pub assault: bool,
    /// How near the enemy's fire reaches: its longest fire range and a
    /// little more (UW).
    pub danger: f64,
}

/// How the army stands for orders, worked out only where the dice are
/// placed and played and where the commanders ride (it weighs every unit
/// waiting for orders against every place the commander might stand).
/// Each part is worked out when first asked and kept, with the rest, while
/// the table is unchanged (see [`Snapshot`]): playing an action after
/// another asks only which commander plays it, placing a die asks more.
#[derive(Clone, Debug, Default)]
pub(super) struct Staff {
    enemy_near: OnceCell<bool>,
    waiting: OnceCell<Vec<TableUnitId>>,
    /// The rally point, and whether the commander is behind.
    rally: OnceCell<(Option<Point>, bool)>,
    out_of_reach: OnceCell<bool>,
    far_formations: OnceCell<usize>,
    best_commander: OnceCell<Option<CommanderId>>,
}

/// A side's [`Staff`] as it reads the game it was kept for.
#[derive(Clone, Copy)]
pub(super) struct StaffView<'a> {
    staff: &'a Staff,
    game: &'a Game,
    side: Side,
}

/// Beyond this distance from the enemy (UW) a formation is far: a march
/// (keeping 3 UW away) still brings it on.
pub(super) const FAR: f64 = 5.0;

/// The units the general orders for `side`: its player's (and an ally's,
/// where allies share command); the whole side in a two-player game.
pub(super) fn own_units(game: &Game, side: Side) -> impl Iterator<Item = &TableUnit> {
    let (setup, player) = (game.setup(), game.player_for(side));
    game.position()
        .units()
        .iter()
        .filter(move |u| u.side == side && setup.may_order(player, u.owner()))
}

pub(super) fn enemy_units(game: &Game, side: Side) -> impl Iterator<Item = &TableUnit> {
    game.position()
        .units()
        .iter()
        .filter(move |u| u.side != side)
}

/// The middle of `side`'s units that fight (all of them, if only guns).
pub(super) fn army_middle(game: &Game, side: Side) -> Option<Point> {
    let fighting: Vec<Point> = own_units(game, side)
        .filter(|u| !u.is_artillery())
        .map(|u| u.placement.centre)
        .collect();
    let points = if fighting.is_empty() {
        own_units(game, side).map(|u| u.placement.centre).collect()
    } else {
        fighting
    };
    (!points.is_empty())
        .then(|| points.iter().fold(Point::default(), |s, p| s + *p) * (1.0 / points.len() as f64))
}

impl Look {
    pub(super) fn of(game: &Game, side: Side, style: &Style) -> Look {
        let middle = army_middle(game, side);
        let focus = match style.focus {
            Focus::Middle => middle.and_then(|m| nearest_enemy_to(game, side, m)),
            Focus::Left | Focus::Right => wing_focus(game, side, style.focus == Focus::Left),
            Focus::Nearest => None,
        };
        let danger = enemy_units(game, side)
            .filter_map(|e| e.facts.fire_range)
            .map(f64::from)
            .fold(0.0, f64::greater)
            + DANGER_MARGIN;
        let assault = match style.strike {
            Strike::Judged => Look::strikes(game, side),
            Strike::Now => true,
            Strike::Hold => late(game),
        };
        Look {
            side,
            focus,
            assault,
            danger,
        }
    }

    /// Whether the army strikes this turn: half or more of its fighting
    /// units (guns left out) are within a move of an enemy, or it is
    /// already fighting, or the game is in its last turns. Units that
    /// arrive one by one are shot one by one; the army closes up first.
    fn strikes(game: &Game, side: Side) -> bool {
        let position = game.position();
        if !position.markers().is_empty() || late(game) {
            return true;
        }
        // A goldfish never comes on: waiting for it gains nothing.
        if game.setup().options.goldfish == Some(side.opponent()) {
            return true;
        }
        let fighting: Vec<&TableUnit> = own_units(game, side)
            .filter(|u| !u.is_artillery())
            .collect();
        let within_reach = fighting
            .iter()
            .filter(|u| {
                let reach = f64::from(u.facts.speed.simple.max(u.facts.speed.difficult));
                position
                    .nearest_enemy(u.id)
                    .is_some_and(|(d, _)| d <= reach + DANGER_MARGIN)
            })
            .count();
        !fighting.is_empty() && within_reach * 2 >= fighting.len()
    }
}

/// The enemy unit whose centre is nearest to `at`.
fn nearest_enemy_to(game: &Game, side: Side, at: Point) -> Option<Point> {
    enemy_units(game, side)
        .map(|e| (e.placement.centre.distance(at), e.placement.centre))
        .min_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, p)| p)
}

/// The enemy's wing on the army's left (or right), as the army faces the
/// enemy: the enemy unit nearest to the middle of the enemy's third
/// farthest that way.
fn wing_focus(game: &Game, side: Side, left: bool) -> Option<Point> {
    let own = army_middle(game, side)?;
    let theirs = army_middle(game, side.opponent())?;
    let ahead = theirs - own;
    if ahead.length() < 1e-9 {
        return nearest_enemy_to(game, side, own);
    }
    // Leftwards as the army faces the enemy.
    let across = ahead.perp() * if left { 1.0 } else { -1.0 };
    let mut enemies: Vec<(f64, Point)> = enemy_units(game, side)
        .map(|e| (e.placement.centre.dot(across), e.placement.centre))
        .collect();
    enemies.sort_stably_by(|a, b| b.0.total_cmp(&a.0));
    let wing = enemies.len().div_ceil(3).max(1);
    let points: Vec<Point> = enemies.iter().take(wing).map(|(_, p)| *p).collect();
    if points.is_empty() {
        return None;
    }
    let middle = points.iter().fold(Point::default(), |s, p| s + *p) * (1.0 / points.len() as f64);
    nearest_enemy_to(game, side, middle)
}

/// The side's view of the army for orders, kept in `cached` with what it
/// was worked out from, and begun again only when that changed.
pub(super) fn staff_cached<'a>(
    cached: &'a mut Option<(Snapshot, Staff)>,
    game: &'a Game,
    side: Side,
) -> Option<StaffView<'a>> {
    let snapshot = Snapshot::of(game, side);
    if cached.as_ref().is_none_or(|(s, _)| *s != snapshot) {
        *cached = Some((snapshot, Staff::default()));
    }
    cached
        .as_ref()
        .map(|(_, staff)| StaffView { staff, game, side })
}

impl StaffView<'_> {
    /// Some unit of the side is within [`FIGHT_NEAR`] of an enemy.
    pub(super) fn enemy_near(&self) -> bool {
        *self
            .staff
            .enemy_near
            .get_or_init(|| own_units(self.game, self.side).any(|u| self.nearest(u) <= FIGHT_NEAR))
    }

    /// The main commander would reach more of the units that wait for
    /// orders at the rally point than where he stands: he should ride
    /// there.
    pub(super) fn commander_behind(&self) -> bool {
        self.rally_and_behind().1
    }

    /// Where the main commander reaches the most units waiting for orders
    /// (see [`rally_point`]).
    pub(super) fn rally(&self) -> Option<Point> {
        self.rally_and_behind().0
    }

    /// No unit waiting for orders is within the radius of any commander.
    pub(super) fn out_of_reach(&self) -> bool {
        *self.staff.out_of_reach.get_or_init(|| {
            let (game, position) = (self.game, self.game.position());
            self.best().is_none_or(|c| {
                let radius = game
                    .commanders()
                    .iter()
                    .find(|s| s.id == c)
                    .map_or(0.0, |s| f64::from(s.command_radius));
                !self
                    .waiting()
                    .iter()
                    .any(|u| position.commander_reaches(c, *u, radius))
            })
        })
    }

    /// Formations whose nearest enemy is more than [`FAR`] away.
    pub(super) fn far_formations(&self) -> usize {
        *self.staff.far_formations.get_or_init(|| {
            let position = self.game.position();
            position
                .formations()
                .iter()
                .filter(|f| f.side == self.side)
                .filter(|f| {
                    let player = self.game.player_for(self.side);
                    self.game.setup().may_order(player, f.owner())
                })
                .filter(|f| {
                    f.units
                        .first()
                        .and_then(|u| position.unit(*u))
                        .is_some_and(|u| self.nearest(u) > FAR)
                })
                .count()
        })
    }

    /// The commander to play actions from.
    pub(super) fn best_commander(&self) -> CommanderId {
        self.best().unwrap_or(CommanderId(0))
    }

    fn best(&self) -> Option<CommanderId> {
        *self
            .staff
            .best_commander
            .get_or_init(|| best_commander(self.game, self.side))
    }

    fn nearest(&self, u: &TableUnit) -> f64 {
        self.game
            .position()
            .nearest_enemy(u.id)
            .map_or(f64::INFINITY, |n| n.0)
    }

    fn waiting(&self) -> &[TableUnitId] {
        self.staff
            .waiting
            .get_or_init(|| waiting_for_orders(self.game, self.side))
    }

    fn rally_and_behind(&self) -> (Option<Point>, bool) {
        *self.staff.rally.get_or_init(|| {
            let game = self.game;
            let waiting = waiting_shapes(game, self.waiting());
            let main = game.main_commander(self.side).and_then(|c| {
                let at = game
                    .position()
                    .commanders()
                    .iter()
                    .find(|p| p.id == c.id)?
                    .at;
                Some((at, f64::from(c.command_radius)))
            });
            let rally = main.and_then(|(at, radius)| rally_point(&waiting, at, radius));
            let behind = match (main, rally) {
                (Some((at, radius)), Some(r)) => {
                    reached(&waiting, r, radius) > reached(&waiting, at, radius)
                }
                _ => false,
            };
            (rally, behind)
        })
    }
}

/// What a [`Staff`] is worked out from, to tell when it must be worked out
/// again: the turn, where every unit and commander stands, and which units
/// have been activated. Placing dice changes none of it.
#[derive(Clone, Debug, Default, PartialEq)]
pub(super) struct Snapshot {
    turn: u32,
    units: Vec<(TableUnitId, Point, f64)>,
    commanders: Vec<(CommanderId, Point)>,
    activated: Vec<TableUnitId>,
    main: Option<CommanderId>,
}

impl Snapshot {
    pub(super) fn of(game: &Game, side: Side) -> Snapshot {
        let position = game.position();
        Snapshot {
            turn: game.turn(),
            units: position
                .units()
                .iter()
                .map(|u| (u.id, u.placement.centre, u.placement.facing))
                .collect(),
            commanders: position.commanders().iter().map(|c| (c.id, c.at)).collect(),
            activated: own_units(game, side)
                .filter(|u| game.is_activated(u.id))
                .map(|u| u.id)
                .collect(),
            main: game.main_commander(side).map(|c| c.id),
        }
    }
}

/// How far beyond the enemy's fire range the army waits (UW).
pub(super) const DANGER_MARGIN: f64 = 0.3;

/// Whether the game is in its last four turns (of a turn limit): no time
/// left to wait.
fn late(game: &Game) -> bool {
    game.setup()
        .options
        .turn_limit
        .is_some_and(|limit| game.turn() + 4 >= limit)
}

/// How near the enemy (UW, edge to edge) makes the general ready its tactics.
pub(super) const FIGHT_NEAR: f64 = 5.0;

/// The commander whose radius takes in the most of `side`'s units not yet
/// activated (the first of equals).
pub(super) fn best_commander(game: &Game, side: Side) -> Option<CommanderId> {
    let position = game.position();
    let waiting: Vec<_> = own_units(game, side)
        .filter(|u| !game.is_activated(u.id))
        .map(|u| u.id)
        .collect();
    let player = game.player_for(side);
    game.commanders()
        .iter()
        .filter(|c| c.side == side && c.seat == player.seat)
        .filter(|c| position.commanders().iter().any(|p| p.id == c.id))
        .map(|c| {
            let radius = f64::from(c.command_radius);
            let reached = waiting
                .iter()
                .filter(|u| position.commander_reaches(c.id, **u, radius))
                .count();
            (reached, c.id)
        })
        .fold(None::<(usize, CommanderId)>, |best, (n, id)| match best {
            Some((b, _)) if b >= n => best,
            _ => Some((n, id)),
        })
        .map(|(_, id)| id)
}

/// The units of `side` that wait for orders: not yet activated, not
/// fighting (no enemy in base contact), and not guns that can bombard
/// where they stand.
pub(super) fn waiting_for_orders(game: &Game, side: Side) -> Vec<TableUnitId> {
    let position = game.position();
    own_units(game, side)
        .filter(|u| !game.is_activated(u.id))
        .filter(|u| position.enemies_in_contact(u.id).is_empty())
        .filter(|u| !u.is_artillery() || position.nearest_bombardment_target(u.id).is_none())
        .map(|u| u.id)
        .collect()
}

/// A unit waiting for orders as the commander's reach measures it.
struct Waiting {
    centre: Point,
    radius: f64,
    corners: [Point; 4],
    /// Half a unit behind it: where a commander stands to reach it.
    behind: Point,
}

fn waiting_shapes(game: &Game, units: &[TableUnitId]) -> Vec<Waiting> {
    let position = game.position();
    units
        .iter()
        .filter_map(|u| position.unit(*u))
        .map(|u| Waiting {
            centre: u.placement.centre,
            radius: u.radius(),
            corners: u.corners(),
            behind: u.placement.centre - u.placement.forward() * (u.depth / 2.0 + 0.3),
        })
        .collect()
}

/// How many of `units` a commander at `at` reaches (any part of a unit
/// within `radius`). A centre within the radius is reached and a unit
/// whose every corner is plainly beyond it is not, before anything is
/// measured.
fn reached(units: &[Waiting], at: Point, radius: f64) -> usize {
    units
        .iter()
        .filter(|u| {
            let d = u.centre.distance(at);
            if d <= radius - 1e-9 {
                return true;
            }
            if d - u.radius > radius + 1e-9 {
                return false;
            }
            point_polygon_distance(at, &u.corners) <= radius
        })
        .count()
}

/// The point from which a commander of `radius` reaches the most of the
/// units waiting for orders: among points half a unit behind each such
/// unit and the middle of them all, the one reaching most, the nearest to
/// where he stands among equals. `None` when no unit waits.
fn rally_point(waiting: &[Waiting], at: Point, radius: f64) -> Option<Point> {
    if waiting.is_empty() {
        return None;
    }
    let middle =
        waiting.iter().fold(Point::default(), |s, u| s + u.centre) * (1.0 / waiting.len() as f64);
    let candidates = waiting
        .iter()
        .map(|u| u.behind)
        .chain(std::iter::once(middle));
    candidates
        .map(|p| (reached(waiting, p, radius), -p.distance(at), p))
        .fold(None::<(usize, f64, Point)>, |best, c| match best {
            Some(b) if (b.0, b.1) >= (c.0, c.1) => best,
            _ => Some(c),
        })
        .map(|(_, _, p)| p)
}
