//! The crowded game the table's timings are taken on, natively and in the
//! browser: two 560-point armies of one faction (about 60 units) among 10
//! terrain elements, played on (hot seat) until side A has an action in
//! play and a unit activated, waiting to move. Nothing here is timed: the
//! callers time it.

use super::command::{Command, Slot};
use super::legal::legal_commands;
use super::session::{Mode, Session};
use super::setup::{setup_from_rosters, GameOptions};
use crate::army_list::Catalog;
use crate::engine::position::PositionParts;
use crate::engine::{Point, Position, Shape, Side, TerrainElement, TerrainKind};
use crate::roster::target::target_army;

/// Each army's size: about 30 units of the first faction.
const ARMY_POINTS: u32 = 560;

/// The most decisions made looking for a unit to move.
const SEARCH: usize = 200;

/// Ten elements in the middle of the standard table, clear of both
/// deployments.
fn terrain() -> Vec<TerrainElement> {
    let rectangle = |x0: f64, y0: f64, x1: f64, y1: f64| {
        Shape::rectangle(Point::new(x0, y0), Point::new(x1, y1))
    };
    let circle = |x: f64, y: f64, radius: f64| Shape::Circle {
        centre: Point::new(x, y),
        radius,
    };
    vec![
        TerrainElement::new(TerrainKind::Wood, rectangle(0.5, 6.0, 2.5, 8.0)),
        TerrainElement::new(TerrainKind::Hill, rectangle(3.5, 6.5, 5.5, 8.5)),
        TerrainElement::new(TerrainKind::Village, rectangle(7.0, 6.5, 8.5, 8.0)),
        TerrainElement::new(TerrainKind::PloughedField, rectangle(9.5, 6.0, 11.5, 7.5)),
        TerrainElement::new(TerrainKind::Grove, circle(13.0, 7.5, 0.8)),
        TerrainElement::new(TerrainKind::Rock, circle(15.0, 6.5, 0.5)),
        TerrainElement::new(TerrainKind::Vineyard, rectangle(16.0, 7.5, 18.0, 8.7)),
        TerrainElement::new(
            TerrainKind::Stream,
            Shape::strip(Point::new(18.5, 6.0), Point::new(19.5, 9.0), 0.4),
        ),
        TerrainElement::new(
            TerrainKind::Road,
            Shape::strip(Point::new(5.0, 9.2), Point::new(14.0, 9.2), 0.5),
        ),
        TerrainElement::new(TerrainKind::Swamp, rectangle(11.5, 8.5, 12.5, 9.0)),
    ]
}

/// The crowded game, at a unit waiting to move; `None` if the first
/// faction of the catalog cannot make one.
pub fn crowded_session(catalog: &Catalog) -> Option<Session> {
    let faction = catalog.factions().next()?;
    let army = target_army(faction, &catalog.glossary, ARMY_POINTS, "benchmark");
    let mut setup = setup_from_rosters(catalog, &army, &army, GameOptions::default()).ok()?;
    let parts = PositionParts::from(setup.position.clone());
    setup.position = Position::new(
        parts.table,
        terrain(),
        parts.units,
        parts.commanders,
        parts.markers,
    )
    .ok()?;
    let mut session = Session::new(setup, 1, Mode::HotSeat).ok()?;
    for _ in 0..SEARCH {
        let game = session.game();
        if game
            .action_in_play()
            .is_some_and(|a| !a.waiting_to_move.is_empty())
        {
            return Some(session);
        }
        let legal = legal_commands(game);
        let pick = |wanted: &dyn Fn(&Command) -> bool| legal.iter().find(|c| wanted(c)).cloned();
        let command = if game.active() != Side::A {
            legal.first().cloned()
        } else {
            pick(&|c| matches!(c, Command::Activate { .. }))
                .or_else(|| pick(&|c| matches!(c, Command::PlayAction { action: 0, .. })))
                .or_else(|| {
                    pick(&|c| {
                        matches!(
                            c,
                            Command::PlaceDie {
                                slot: Slot::Action(0),
                                ..
                            }
                        )
                    })
                })
                .or_else(|| {
                    pick(&|c| matches!(c, Command::Bombard { targets } if targets.is_empty()))
                })
                .or_else(|| legal.first().cloned())
        }?;
        session.decide(command).ok()?;
    }
    None
}

/// A game at the start-combat step with two fights of one unit against
/// one, far apart, so a marker brings in two units at either and the active
/// player chooses where it goes (the table's browser test of that choice).
/// Every other unit and the commanders wait at their own table edge.
pub fn two_fights_session(catalog: &Catalog) -> Option<Session> {
    let faction = catalog.factions().next()?;
    let army = target_army(faction, &catalog.glossary, 200, "two fights");
    let mut setup = setup_from_rosters(catalog, &army, &army, GameOptions::default()).ok()?;
    let mut parts = PositionParts::from(setup.position.clone());
    let (width, depth) = (parts.table.width, parts.table.depth);
    let mut fights = [(width * 0.25, Side::A), (width * 0.75, Side::A)].into_iter();
    let mut foes = [width * 0.25, width * 0.75].into_iter();
    let (mut edge_a, mut edge_b) = (0.5, 0.5);
    for unit in &mut parts.units {
        let (x, y) = match unit.side {
            Side::A => match fights.next() {
                Some((x, _)) => (x, depth / 2.0 - 0.25),
                None => {
                    edge_a += 1.0;
                    (edge_a, 0.3)
                }
            },
            Side::B => match foes.next() {
                Some(x) => (x, depth / 2.0 + 0.25),
                None => {
                    edge_b += 1.0;
                    (edge_b, depth - 0.3)
                }
            },
        };
        unit.placement.centre = Point::new(x, y);
    }
    for (k, commander) in parts.commanders.iter_mut().enumerate() {
        let y = if commander.side == Side::A {
            1.0
        } else {
            depth - 1.0
        };
        commander.at = Point::new(width - 1.0 - k as f64, y);
    }
    setup.position = Position::new(
        parts.table,
        Vec::new(),
        parts.units,
        parts.commanders,
        parts.markers,
    )
    .ok()?;
    let mut session = Session::new(setup, 7, Mode::HotSeat).ok()?;
    for _ in 0..SEARCH {
        let game = session.game();
        if game.step_kind() == super::command::StepKind::StartCombat {
            return Some(session);
        }
        let legal = legal_commands(game);
        let quiet = legal
            .iter()
            .find(|c| matches!(c, Command::Bombard { targets } if targets.is_empty()))
            .or_else(|| legal.iter().find(|c| matches!(c, Command::EndActions)))
            .or_else(|| legal.first())
            .cloned()?;
        session.decide(quiet).ok()?;
    }
    None
}
