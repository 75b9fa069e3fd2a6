//! What the table highlights at each step, and what a click (or Enter) on a
//! unit does there. Every highlight comes from the core's views and legal
//! commands; a click either picks something for the decision panel or
//! makes the decision the core lists for that unit.

use super::context::Play;
use clouds_core::{
    legal_commands, BombardLoss, BombardTarget, CombatStage, Command, CommanderId, Game, StepKind,
    TableUnitId,
};
use leptos::prelude::*;

/// The units and commanders the table marks now.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Highlights {
    /// Batteries that may bombard.
    pub batteries: Vec<TableUnitId>,
    /// Units a click chooses now: targets, units that may retreat or be
    /// activated, units that may take hits or have hits to resolve.
    pub choosable: Vec<TableUnitId>,
    /// Units activated and waiting to move: they may be dragged.
    pub movable: Vec<TableUnitId>,
    /// Commanders that may be dragged.
    pub commanders: Vec<CommanderId>,
}

/// What the table marks, for the game as it stands and the battery being
/// aimed, if any.
pub fn highlights(game: &Game, battery: Option<TableUnitId>) -> Highlights {
    let mut marks = Highlights::default();
    match game.step_kind() {
        StepKind::Bombardment => {
            let options = game.bombardment_options();
            marks.batteries = options.iter().map(|(b, _)| *b).collect();
            if let Some((_, targets)) = options.iter().find(|(b, _)| Some(*b) == battery) {
                marks.choosable = targets.clone();
            }
        }
        StepKind::BombardmentLosses => {
            if let Some(losses) = game.losses_in_play() {
                marks.choosable = losses.may_retreat;
            }
        }
        StepKind::InAction => {
            if let Some(action) = game.action_in_play() {
                marks.movable = action.waiting_to_move.clone();
                if let Some(_distance) = action.commander_distance {
                    marks.commanders = game
                        .commanders()
                        .iter()
                        .filter(|c| c.side == game.active())
                        .filter(|c| !action.commanders_moved.contains(&c.id))
                        .map(|c| c.id)
                        .collect();
                }
            }
            marks.choosable = legal_commands(game)
                .into_iter()
                .filter_map(|c| match c {
                    Command::Activate { unit } => Some(unit),
                    _ => None,
                })
                .collect();
        }
        StepKind::AllocateHits | StepKind::ResolveHits => {
            if let Some(combat) = game.combat_in_play() {
                marks.choosable = match combat.stage {
                    CombatStage::AllocateHits { group, .. } => group,
                    _ => combat.hits.iter().map(|(u, _)| *u).collect(),
                };
            }
        }
        _ => {}
    }
    marks
}

/// A click (or Enter) on `unit` at the step due.
pub fn click_unit(play: Play, unit: TableUnitId) {
    let step = play.with_game_untracked(|g| g.step_kind());
    let battery = play.battery.get_untracked();
    let marks = play.marks.get_untracked();
    match step {
        StepKind::Bombardment => aim(play, unit, battery, &marks),
        StepKind::BombardmentLosses if marks.choosable.contains(&unit) => {
            play.decide(Command::TakeBombardmentLoss(BombardLoss::Retreat { unit }));
        }
        StepKind::InAction if marks.choosable.contains(&unit) => {
            play.decide(Command::Activate { unit });
        }
        StepKind::AllocateHits if marks.choosable.contains(&unit) => {
            play.hit_units
                .update(|units| match units.iter().position(|u| *u == unit) {
                    Some(k) => {
                        units.remove(k);
                    }
                    None => units.push(unit),
                });
        }
        _ => {
            let again = play.picked.get_untracked() == Some(unit);
            play.picked.set((!again).then_some(unit));
        }
    }
}

/// At the bombardment: a battery picks itself, a target its formation.
fn aim(play: Play, unit: TableUnitId, battery: Option<TableUnitId>, marks: &Highlights) {
    if marks.batteries.contains(&unit) {
        play.battery.set((battery != Some(unit)).then_some(unit));
        return;
    }
    let Some(battery) = battery else {
        play.picked.set(Some(unit));
        return;
    };
    if marks.choosable.contains(&unit) {
        play.targets.update(|targets| {
            targets.retain(|t| t.battery != battery);
            targets.push(BombardTarget {
                battery,
                target: unit,
            });
        });
        play.battery.set(None);
    }
}
