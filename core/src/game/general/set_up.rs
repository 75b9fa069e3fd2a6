//! The general in the pre-game sequence: its deployment plan ([`deploy`])
//! played through the sequence's steps.
//!
//! - **Columns**: the plan's columns (cavalry on the wings, infantry and
//!   guns in the centre, near-equal columns); the scouts the documented
//!   pre-game policy names.
//! - **Column markers**: the plan's, column 1 first.
//! - **Units**: each at its place in the plan, worked out again on the
//!   table as it is then (terrain, emplacements); a place the rules refuse
//!   is left out, and the units left over are placed by the policy.
//! - **Commanders**: the commander-in-chief at the plan's place behind the
//!   middle of the line; sub-commanders as the policy places them.
//! - Everything else (the first player, terrain, emplacements) as the
//!   policy decides.
//!
//! Every choice is checked with the engine before it is made; where the
//! plan has nothing the rules accept, the policy decides.

use super::deploy::{plan_deployment, DeploymentPlan, Zone};
use super::reason::{GeneralReason, SetUpReason};
use crate::engine::{Placement, PlayerId, Side, TableUnitId, TerrainElement};
use crate::game::command::Command;
use crate::game::pregame::deployment::zone_share;
use crate::game::pregame::policy::auto_command;
use crate::game::step::{PreGame, PreGameStage};
use crate::game::Game;

/// The general's pre-game decision (see the module documentation).
pub(super) fn decide(
    game: &Game,
    pre: &PreGame,
    plans: &mut Plans,
) -> Option<(Command, GeneralReason)> {
    let stage = *pre.stages.front()?;
    let planned = match stage {
        PreGameStage::Columns(player) => plans
            .of(game, player)
            .and_then(|p| columns(game, p))
            .map(|c| (c, SetUpReason::ColumnsByArm)),
        PreGameStage::Markers(player) => plans.of(game, player).and_then(|p| {
            let column = pre.markers[player].len() + 1;
            marker(game, pre, player, p).map(|c| (c, SetUpReason::MarkerAlongFront { column }))
        }),
        PreGameStage::Units(player) => plans.of(game, player).and_then(|p| {
            units(game, pre, p).map(|c| {
                let count = match &c {
                    Command::PlaceUnits { placements } => placements.len(),
                    _ => 0,
                };
                (c, SetUpReason::UnitsInLines { units: count })
            })
        }),
        PreGameStage::Commanders(player) => plans
            .of(game, player)
            .and_then(|p| commander(game, player.side, p))
            .map(|c| (c, SetUpReason::CommanderBehindLine)),
        _ => None,
    };
    planned
        .or_else(|| {
            auto_command(game).map(|c| {
                let step = stage.kind();
                (c, SetUpReason::ByPolicy { step })
            })
        })
        .map(|(c, why)| (c, GeneralReason::SetUp(why)))
}

/// The plan each player was last given, with what it was worked out from
/// (the army's units, the terrain): the plan is worked out once for the
/// columns, the markers and the units, unless the terrain changed between.
#[derive(Clone, Debug, Default)]
pub(super) struct Plans {
    made: Vec<Made>,
}

/// A plan with what it was worked out from.
#[derive(Clone, Debug)]
struct Made {
    player: PlayerId,
    units: Vec<TableUnitId>,
    terrain: Vec<TerrainElement>,
    plan: DeploymentPlan,
}

impl Plans {
    /// The plan on the table as it stands, or `None` for a commander of
    /// no level (no columns to plan).
    /// (A team's player plans in their share of the side's zone.)
    fn of(&mut self, game: &Game, player: PlayerId) -> Option<&DeploymentPlan> {
        let army = game.setup.army(player);
        let count = usize::from(army.skill.level());
        if count == 0 {
            return None;
        }
        let position = game.position();
        let units: Vec<TableUnitId> = army.units.iter().map(|u| u.id).collect();
        let at = self.made.iter().position(|m| {
            m.player == player && m.units == units && m.terrain.as_slice() == position.terrain()
        });
        let at = match at {
            Some(at) => at,
            None => {
                let table = position.table();
                let players = game.setup.armies.count(player.side);
                let zone = zone_share(table, player, players);
                let plan = plan_deployment(
                    army,
                    player.side,
                    table,
                    position.terrain(),
                    Zone {
                        min: zone.min,
                        max: zone.max,
                    },
                    count,
                );
                self.made.retain(|m| m.player != player);
                self.made.push(Made {
                    player,
                    units,
                    terrain: position.terrain().to_vec(),
                    plan,
                });
                self.made.len() - 1
            }
        };
        self.made.get(at).map(|m| &m.plan)
    }
}

fn columns(game: &Game, plan: &DeploymentPlan) -> Option<Command> {
    let mut columns = plan.columns.clone();
    // A unit no column had room for still belongs to one.
    if let Some(last) = columns.last_mut() {
        last.extend(plan.unplaced.iter().copied());
    }
    let scouts = match auto_command(game) {
        Some(Command::SetColumns { scouts, .. }) => scouts,
        _ => Vec::new(),
    };
    let command = Command::SetColumns { columns, scouts };
    game.check(&command).is_ok().then_some(command)
}

fn marker(game: &Game, pre: &PreGame, player: PlayerId, plan: &DeploymentPlan) -> Option<Command> {
    let placed = pre.markers[player].len();
    let at = *plan.markers.get(placed)?;
    let command = Command::PlaceColumnMarker { at };
    game.check(&command).is_ok().then_some(command)
}

/// The plan's places for the units still off the table, each kept only if
/// the rules accept it with those kept before it.
fn units(game: &Game, pre: &PreGame, plan: &DeploymentPlan) -> Option<Command> {
    let waiting: Vec<(TableUnitId, Placement)> = plan
        .placements
        .iter()
        .copied()
        .filter(|(u, _)| game.position().unit(*u).is_none() && !pre.emplaced.contains(u))
        .filter(|(u, _)| !game.state.reserves.is_waiting(*u))
        .collect();
    if waiting.is_empty() {
        return None;
    }
    let all = Command::PlaceUnits {
        placements: waiting.clone(),
    };
    if game.check(&all).is_ok() {
        return Some(all);
    }
    let mut kept: Vec<(TableUnitId, Placement)> = Vec::new();
    for placement in waiting {
        kept.push(placement);
        let command = Command::PlaceUnits {
            placements: kept.clone(),
        };
        if game.check(&command).is_err() {
            kept.pop();
        }
    }
    (!kept.is_empty()).then_some(Command::PlaceUnits { placements: kept })
}

/// The commander-in-chief at the plan's place; `None` for the others.
fn commander(game: &Game, side: Side, plan: &DeploymentPlan) -> Option<Command> {
    let Some(Command::PlaceCommander { commander, .. }) = auto_command(game) else {
        return None;
    };
    if game.main_commander(side).map(|c| c.id) != Some(commander) {
        return None;
    }
    let at = plan.commander;
    let command = Command::PlaceCommander { commander, at };
    game.check(&command).is_ok().then_some(command)
}
