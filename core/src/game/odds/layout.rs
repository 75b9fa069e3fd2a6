//! The situation as a table and a game: the lines laid out, the terrain
//! under them, each side's army from its faction, and the combat begun
//! where the rules put its marker.

use super::{OddsError, OddsMeeting, OddsPlace, OddsSide, OddsSituation, MOST_ODDS_UNITS};
use crate::army_list::Catalog;
use crate::engine::geometry::Extremes;
use crate::engine::{
    Commander, CommanderId, PerPlayer, PerSide, Placement, Point, Position, Seat, Shape, Side,
    Table, TableUnit, TableUnitId, TerrainElement, TerrainKind,
};
use crate::game::combat::{begin, members, start_combat};
use crate::game::setup::{
    ArmySetup, CommanderSetup, FirstPlayer, GameOptions, GameSetup, Start, UnitProfile,
};
use crate::game::Game;
use crate::roster::Skill;
use std::f64::consts::{FRAC_PI_2, PI};

/// The table's middle, where the lines meet.
const CENTRE_X: f64 = 10.0;
const MIDDLE_Y: f64 = 7.5;
/// A unit's depth and half of it.
const DEPTH: f64 = 0.5;
const HALF: f64 = DEPTH / 2.0;

/// The direction a side's units face: A north, B south.
fn facing(side: Side) -> f64 {
    match side {
        Side::A => FRAC_PI_2,
        Side::B => -FRAC_PI_2,
    }
}

/// +1 for A (its line is south of the middle and faces north), −1 for B.
fn towards(side: Side) -> f64 {
    match side {
        Side::A => 1.0,
        Side::B => -1.0,
    }
}

/// The centre line of a side's front rank.
fn front_y(meeting: OddsMeeting, side: Side) -> f64 {
    let gap = match meeting {
        OddsMeeting::Contact => 0.0,
        OddsMeeting::Fire { gap } => f64::from(gap),
    };
    MIDDLE_Y - towards(side) * (gap / 2.0 + HALF)
}

/// How the `slot`-th pair of front units meets: the unit's own meeting
/// (side A's first), or the whole combat's.
fn pair_meeting(
    situation: &OddsSituation,
    fronts: &PerSide<Vec<usize>>,
    slot: usize,
) -> OddsMeeting {
    Side::ALL
        .into_iter()
        .find_map(|side| {
            let k = *fronts[side].get(slot)?;
            situation.sides[side].units.get(k)?.meeting
        })
        .unwrap_or(situation.meeting)
}

/// The x of the `k`-th of `n` units in a line centred on the table.
fn line_x(k: usize, n: usize) -> f64 {
    CENTRE_X - (n as f64 - 1.0) / 2.0 + k as f64
}

/// A unit's placement: `index` in its side's list.
pub(super) struct Placed {
    pub(super) side: Side,
    pub(super) index: usize,
    pub(super) unit: TableUnit,
    pub(super) terrain: Option<TerrainKind>,
}

/// Lays the situation's units out as a position (see [`OddsPlace`]):
/// the lines centred on the table; a side's flankers against the end of
/// the enemy line (A's at its east end, B's at its west end), touching
/// its flank but not its front; the rear rank behind its line, half a UW
/// away from the enemy flankers' end.
pub(super) fn lay_out(
    situation: &OddsSituation,
    profiles: &PerSide<Vec<UnitProfile>>,
) -> Vec<Placed> {
    let mut placed = Vec::new();
    let fronts: PerSide<Vec<usize>> = PerSide::from_fn(|side| {
        situation.sides[side]
            .units
            .iter()
            .enumerate()
            .filter(|(_, u)| u.place == OddsPlace::Front)
            .map(|(k, _)| k)
            .collect()
    });
    let front_xs: PerSide<Vec<f64>> = PerSide::from_fn(|side| {
        let n = fronts[side].len();
        (0..n).map(|k| line_x(k, n)).collect()
    });
    // The y of each side's front unit in `slot`: its pair's distance.
    let slot_y = |side: Side, slot: usize| front_y(pair_meeting(situation, &fronts, slot), side);
    for side in Side::ALL {
        let s = side;
        let mut rear = 0;
        let mut flank = 0;
        for (k, unit) in situation.sides[s].units.iter().enumerate() {
            let Some(profile) = profiles[s].get(k) else {
                continue;
            };
            let (x, y, face) = match unit.place {
                OddsPlace::Front => {
                    let slot = fronts[s].iter().position(|f| *f == k).unwrap_or(0);
                    (front_xs[s][slot], slot_y(side, slot), facing(side))
                }
                OddsPlace::Rear => {
                    // Behind the line (the unit ahead of it), shifted away
                    // from the enemy's flankers.
                    let n = fronts[s].len().max(1);
                    let shift = towards(side) * 0.5;
                    let x = line_x(rear, n) + shift;
                    let y = slot_y(side, rear.min(n - 1));
                    rear += 1;
                    (x, y - towards(side) * DEPTH, facing(side))
                }
                OddsPlace::Flank => {
                    // Against the enemy line's end unit: A's at its east
                    // end facing west, B's at its west end facing east.
                    let enemy = side.opponent();
                    let ends = &front_xs[enemy];
                    let last = ends.len().saturating_sub(1);
                    let (end, slot, outward, face) = match side {
                        Side::A => (ends.last().copied().unwrap_or(CENTRE_X), last, 1.0, PI),
                        Side::B => (ends.first().copied().unwrap_or(CENTRE_X), 0, -1.0, 0.0),
                    };
                    let enemy_y = slot_y(enemy, slot);
                    let x = end + outward * (0.5 + HALF + DEPTH * flank as f64);
                    flank += 1;
                    // Its width runs from the middle of the enemy unit's
                    // flank backwards, clear of that unit's front corner.
                    let y = enemy_y - towards(enemy) * 0.5;
                    (x, y, face)
                }
            };
            placed.push(Placed {
                side,
                index: k,
                unit: TableUnit::new(
                    profile.id.0,
                    side,
                    Placement::new(x, y, face),
                    profile.facts(),
                ),
                terrain: unit.terrain,
            });
        }
    }
    placed
}

/// The terrain under the units: each unit's footprint, as one element.
fn terrain_under(placed: &[Placed]) -> Vec<TerrainElement> {
    placed
        .iter()
        .filter_map(|p| {
            let kind = p.terrain?;
            let corners = p.unit.corners();
            let min = Point::new(
                corners.iter().map(|c| c.x).fold(f64::INFINITY, f64::lesser),
                corners.iter().map(|c| c.y).fold(f64::INFINITY, f64::lesser),
            );
            let max = Point::new(
                corners
                    .iter()
                    .map(|c| c.x)
                    .fold(f64::NEG_INFINITY, f64::greater),
                corners
                    .iter()
                    .map(|c| c.y)
                    .fold(f64::NEG_INFINITY, f64::greater),
            );
            Some(TerrainElement::new(kind, Shape::rectangle(min, max)))
        })
        .collect()
}

/// A side's army for the situation: its faction's board, its units.
pub(super) fn army_of(
    catalog: &Catalog,
    side: Side,
    odds_side: &OddsSide,
    first_id: u32,
) -> Result<ArmySetup, OddsError> {
    let faction = catalog
        .faction(&odds_side.faction)
        .ok_or_else(|| OddsError::UnknownFaction {
            side,
            faction: odds_side.faction.clone(),
        })?;
    if odds_side.units.is_empty() {
        return Err(OddsError::NoUnits { side });
    }
    if odds_side.units.len() > MOST_ODDS_UNITS {
        return Err(OddsError::TooManyUnits {
            side,
            most: MOST_ODDS_UNITS,
        });
    }
    let mut units = Vec::new();
    for (k, entry) in odds_side.units.iter().enumerate() {
        let unit = faction
            .unit(&entry.unit)
            .ok_or_else(|| OddsError::UnknownUnit {
                side,
                unit: entry.unit.clone(),
            })?;
        units.push(UnitProfile::from_unit(
            TableUnitId(first_id + k as u32),
            side,
            unit,
            catalog,
        ));
    }
    Ok(ArmySetup {
        name: faction.name.en.clone(),
        faction: faction.id.clone(),
        skill: Skill::Competent,
        command_radius: faction.command_radius,
        actions: faction.actions.clone(),
        tactics: faction.tactics.clone(),
        assets: Vec::new(),
        morale: units.iter().map(|u| u32::from(u.morale)).sum(),
        units,
        strategic_rating: 0,
    })
}

/// The game the situation makes, at the start of its combat (the marker
/// where the rules put it), and the combat's units.
pub(super) fn staged_game(
    situation: &OddsSituation,
    armies: PerSide<ArmySetup>,
    placed: &[Placed],
) -> Result<(Game, Vec<TableUnitId>), OddsError> {
    let table = Table::standard();
    let commanders = vec![
        Commander::new(1, Side::A, CENTRE_X, 0.1),
        Commander::new(2, Side::B, CENTRE_X, table.depth - 0.1),
    ];
    let position = Position::new(
        table,
        terrain_under(placed),
        placed.iter().map(|p| p.unit.clone()).collect(),
        commanders,
        Vec::new(),
    )
    .map_err(|problems| OddsError::Position { problems })?;
    let commander_setup = |id: u32, side: Side| CommanderSetup {
        id: CommanderId(id),
        side,
        seat: Seat::FIRST,
        command_radius: armies[side].command_radius,
        sub: false,
    };
    let setup = GameSetup {
        commanders: vec![commander_setup(1, Side::A), commander_setup(2, Side::B)],
        armies: PerPlayer::from(armies),
        position,
        options: GameOptions {
            first: FirstPlayer::Fixed(situation.active),
            ..GameOptions::default()
        },
        deployed_first: Side::A,
        start: Start::Deployed,
        scenario: None,
    };
    let mut game = Game::new(setup, 0).map_err(|_| OddsError::NoCombat)?;
    let mut events = Vec::new();
    game.state.active = situation.active;
    start_combat(&game.setup, &mut game.state, &mut events).map_err(|_| OddsError::NoCombat)?;
    let marker = game
        .state
        .position
        .combats()
        .into_iter()
        .max_by_key(|c| c.units.len())
        .and_then(|c| c.markers.first().copied())
        .ok_or(OddsError::NoCombat)?;
    begin(&game.setup, &mut game.state, marker, &mut events).map_err(|_| OddsError::NoCombat)?;
    let markers = game
        .state
        .step
        .combat()
        .map_err(|_| OddsError::NoCombat)?
        .markers
        .clone();
    let members = members(&game.state, &markers);
    Ok((game, members))
}
