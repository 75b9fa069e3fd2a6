//! Setting up terrain by the rules: the table's four quarters, two diagonal
//! ones for each player; d3 elements a quarter, each from 2d6 on the
//! terrain table (the website's, 003) and set wholly inside its quarter at
//! the rulebook's recommended size; elements from the Extra terrain asset
//! of the owner's choice; then every element scatters d3 UW in a random
//! direction, and one whose die shows 6 is removed (003).

use super::super::error::{PreGameError, RuleError};
use super::super::event::Event;
use super::super::setup::{ArmySetup, GameSetup, TerrainRule};
use super::super::state::State;
use super::super::step::{PendingElement, PreGame};
use crate::army_list::effect::AssetEffect;
use crate::engine::{PlayerId, Point, Quarter, Side, TerrainElement, TerrainKind};
use std::collections::BTreeSet;

/// The terrain table (003): the kinds a 2d6 total may give; none is
/// "nothing".
pub(crate) fn terrain_table(total: u8) -> Vec<TerrainKind> {
    use TerrainKind::*;
    match total {
        2 | 3 => vec![Rock, Stream, Ravine, Swamp],
        4 | 5 => vec![Village, Vineyard, Bocage],
        6 => vec![Hill],
        8 => vec![PloughedField],
        9 | 10 => vec![Grove, Wood],
        11 | 12 => vec![WoodedHill, Dune],
        _ => Vec::new(),
    }
}

/// The two diagonal quarters a player sets up: the first player the
/// south-west and north-east ones, the second the other two.
pub(crate) fn quarters_of(first: Option<Side>, side: Side) -> [Quarter; 2] {
    if first.unwrap_or(Side::A) == side {
        [Quarter::SouthWest, Quarter::NorthEast]
    } else {
        [Quarter::SouthEast, Quarter::NorthWest]
    }
}

/// How many elements of his choice the army's Extra terrain assets give.
pub(crate) fn extra_elements(army: &ArmySetup) -> u32 {
    army.asset_effects()
        .map(|e| match e {
            AssetEffect::ExtraTerrain { elements } => u32::from(*elements),
            _ => 0,
        })
        .sum()
}

/// The rolls for a side's quarters (in its first seat's stage), and the
/// player's elements of choice: what the player then sets up, one element
/// at a time.
pub(crate) fn roll(
    setup: &GameSetup,
    state: &mut State,
    pre: &mut PreGame,
    player: PlayerId,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let side = player.side;
    let quarters = quarters_of(pre.first, side);
    let rolls = matches!(setup.terrain_rule(), Some(TerrainRule::ByTheRules));
    if rolls && player.seat.is_first() {
        for quarter in quarters {
            let die = state.dice.d6()?;
            let elements = die.div_ceil(2);
            events.push(Event::TerrainCountRolled {
                side,
                quarter,
                die,
                elements,
            });
            for _ in 0..elements {
                let dice = [state.dice.d6()?, state.dice.d6()?];
                let kinds = terrain_table(dice[0] + dice[1]);
                events.push(Event::TerrainRolled {
                    side,
                    quarter,
                    dice,
                    kinds: kinds.clone(),
                });
                if !kinds.is_empty() {
                    pre.terrain_queue.push_back(PendingElement {
                        quarters: vec![quarter],
                        kinds,
                    });
                }
            }
        }
    }
    let extra = extra_elements(setup.army(player));
    if extra > 0 {
        events.push(Event::ExtraTerrainGranted {
            side,
            seat: player.seat,
            elements: u8::try_from(extra).unwrap_or(u8::MAX),
        });
        for _ in 0..extra {
            pre.terrain_queue.push_back(PendingElement {
                quarters: quarters.to_vec(),
                kinds: TerrainKind::choosable().collect(),
            });
        }
    }
    Ok(())
}

/// Why an element cannot stand at `at`: outside every quarter it may go in,
/// or on another element.
pub(crate) fn check_place(
    state: &State,
    pending: &PendingElement,
    kind: TerrainKind,
    at: Point,
    facing: f64,
) -> Result<TerrainElement, PreGameError> {
    if !pending.kinds.contains(&kind) {
        return Err(PreGameError::KindNotRolled {
            kind,
            kinds: pending.kinds.clone(),
        });
    }
    if !at.is_finite() || !facing.is_finite() {
        return Err(PreGameError::NotFinite);
    }
    let element = TerrainElement::new(kind, kind.standard_shape(at, facing));
    let table = state.position.table();
    let inside = pending.quarters.iter().any(|q| {
        let r = table.quarter(*q);
        element.shape.within(r.min, r.max)
    });
    if !inside {
        return Err(PreGameError::TerrainOutsideQuarter { kind });
    }
    if let Some(other) = state
        .position
        .terrain()
        .iter()
        .find(|o| o.shape.overlaps_shape(&element.shape))
    {
        return Err(PreGameError::TerrainOnTerrain {
            kind,
            other: other.kind,
        });
    }
    Ok(element)
}

/// Sets up the next element.
pub(crate) fn place(
    state: &mut State,
    pre: &mut PreGame,
    player: PlayerId,
    kind: TerrainKind,
    at: Point,
    facing: f64,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let Some(pending) = pre.terrain_queue.front() else {
        return Err(RuleError::GameOver);
    };
    let element = check_place(state, pending, kind, at, facing)?;
    let mut terrain = state.position.terrain().to_vec();
    terrain.push(element);
    let placed = terrain.len() - 1;
    state
        .position
        .set_terrain(terrain)
        .map_err(|_| PreGameError::TerrainOutsideQuarter { kind })?;
    pre.to_scatter.push(placed);
    pre.terrain_queue.pop_front();
    events.push(Event::TerrainPlaced {
        side: player.side,
        seat: player.seat,
        kind,
        at,
    });
    Ok(())
}

/// The scatter: each element set up in the terrain stages moves d3 UW in a
/// random direction, in the order they were set up; a 6 on the distance
/// die removes it. An element goes only as far as it can without leaving
/// the table or overlapping another (in steps of 0.1 UW back).
pub(crate) fn scatter_all(
    state: &mut State,
    pre: &mut PreGame,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    if pre.to_scatter.is_empty() {
        return Ok(());
    }
    let mut terrain = state.position.terrain().to_vec();
    let mut removed = BTreeSet::new();
    let table = *state.position.table();
    for &k in &pre.to_scatter {
        let die = state.dice.d6()?;
        let Some(element) = terrain.get(k).cloned() else {
            continue;
        };
        let from = element.shape.centre();
        if die == 6 {
            removed.insert(k);
            events.push(Event::TerrainRemoved {
                kind: element.kind,
                at: from,
            });
            continue;
        }
        let (d1, d2) = (state.dice.d6()?, state.dice.d6()?);
        let direction = (u16::from(d1 - 1) * 6 + u16::from(d2 - 1)) * 10;
        let way = Point::from_angle(f64::from(direction).to_radians());
        let full = f64::from(die.div_ceil(2));
        let fits = |shape: &crate::engine::Shape| {
            shape.within(Point::new(0.0, 0.0), Point::new(table.width, table.depth))
                && terrain
                    .iter()
                    .enumerate()
                    .all(|(j, o)| j == k || removed.contains(&j) || !o.shape.overlaps_shape(shape))
        };
        let steps = (full * 10.0).round() as i32;
        let moved = (0..=steps)
            .rev()
            .map(|s| element.shape.moved(way * (f64::from(s) / 10.0)))
            .find(|shape| fits(shape))
            .unwrap_or_else(|| element.shape.clone());
        let to = moved.centre();
        terrain[k].shape = moved;
        events.push(Event::TerrainScattered {
            kind: element.kind,
            die,
            direction,
            from,
            to,
        });
    }
    let kept: Vec<TerrainElement> = terrain
        .into_iter()
        .enumerate()
        .filter(|(k, _)| !removed.contains(k))
        .map(|(_, e)| e)
        .collect();
    state
        .position
        .set_terrain(kept)
        .map_err(|_| RuleError::PreGame {
            error: PreGameError::NotFinite,
        })?;
    pre.to_scatter.clear();
    Ok(())
}
