//! How the general sees the table for one side: where its army stands
//! against the enemy, whether its commander keeps up, and the part of the
//! enemy it concentrates on.

use crate::engine::{CommanderId, Point, Side, TableUnit};
use crate::game::Game;

/// A side's view of the table, worked out when it decides.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Look {
    pub side: Side,
    /// Some unit of the side is within [`FIGHT_NEAR`] of an enemy.
    pub enemy_near: bool,
    /// The main commander is more than 1.5 UW from the middle of his army
    /// (the army moves about 2 UW a turn, his radius is 3): he should follow.
    pub commander_behind: bool,
    /// No unit still to activate is within the radius of any commander.
    pub out_of_reach: bool,
    /// Formations whose nearest enemy is more than [`FAR`] away.
    pub far_formations: usize,
    /// The commander to play actions from.
    pub best_commander: CommanderId,
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

/// Beyond this distance from the enemy (UW) a formation is far: a march
/// (keeping 3 UW away) still brings it on.
pub(super) const FAR: f64 = 5.0;

pub(super) fn own_units(game: &Game, side: Side) -> impl Iterator<Item = &TableUnit> {
    game.position()
        .units()
        .iter()
        .filter(move |u| u.side == side)
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
    pub(super) fn of(game: &Game, side: Side) -> Look {
        let position = game.position();
        let nearest = |u: &TableUnit| position.nearest_enemy(u.id).map_or(f64::INFINITY, |n| n.0);
        let enemy_near = own_units(game, side).any(|u| nearest(u) <= FIGHT_NEAR);
        let middle = army_middle(game, side);
        let commander_behind = match (game.main_commander(side), middle) {
            (Some(c), Some(m)) => position
                .commanders()
                .iter()
                .find(|p| p.id == c.id)
                .is_some_and(|p| p.at.distance(m) > 1.5),
            _ => false,
        };
        let far_formations = position
            .formations_ref()
            .iter()
            .filter(|f| f.side == side)
            .filter(|f| {
                f.units
                    .first()
                    .and_then(|u| position.unit(*u))
                    .is_some_and(|u| nearest(u) > FAR)
            })
            .count();
        let best = best_commander(game, side);
        let out_of_reach = best.is_none_or(|c| {
            let radius = game
                .commanders()
                .iter()
                .find(|s| s.id == c)
                .map_or(0.0, |s| f64::from(s.command_radius));
            !own_units(game, side)
                .filter(|u| !game.is_activated(u.id))
                .any(|u| {
                    position
                        .commander_distance(c, u.id)
                        .is_some_and(|d| d <= radius)
                })
        });
        let focus = middle.and_then(|m| {
            enemy_units(game, side)
                .map(|e| (e.placement.centre.distance(m), e.placement.centre))
                .min_by(|a, b| a.0.total_cmp(&b.0))
                .map(|(_, p)| p)
        });
        let danger = enemy_units(game, side)
            .filter_map(|e| e.facts.fire_range)
            .map(f64::from)
            .fold(0.0, f64::max)
            + DANGER_MARGIN;
        Look {
            side,
            enemy_near,
            commander_behind,
            out_of_reach,
            far_formations,
            best_commander: best.unwrap_or(CommanderId(0)),
            focus,
            assault: Look::strikes(game, side),
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
    game.commanders()
        .iter()
        .filter(|c| c.side == side && position.commanders().iter().any(|p| p.id == c.id))
        .map(|c| {
            let radius = f64::from(c.command_radius);
            let reached = waiting
                .iter()
                .filter(|u| {
                    position
                        .commander_distance(c.id, **u)
                        .is_some_and(|d| d <= radius)
                })
                .count();
            (reached, c.id)
        })
        .fold(None::<(usize, CommanderId)>, |best, (n, id)| match best {
            Some((b, _)) if b >= n => best,
            _ => Some((n, id)),
        })
        .map(|(_, id)| id)
}
