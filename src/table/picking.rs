//! What the table highlights at each step, and what a click (or Enter) on a
//! unit does there. Every highlight comes from the core's views and legal
//! commands; a click either picks something for the decision panel or
//! makes the decision the core lists for that unit.

use super::context::Play;
use super::highlights::Highlights;
use clouds_core::{BombardLoss, BombardTarget, Command, StepKind, TableUnitId};
use leptos::prelude::*;

/// A click (or Enter) on `unit` at the step due.
pub fn click_unit(play: Play, unit: TableUnitId) {
    play.tapped.set(Some(unit));
    let step = play.with_game_untracked(|g| g.step_kind());
    let battery = play.battery.get_untracked();
    let marks = play.marks.get_untracked();
    match step {
        StepKind::Bombardment => aim(play, unit, battery, &marks),
        StepKind::BombardmentLosses if marks.choosable.contains(&unit) => {
            play.decide(Command::TakeBombardmentLoss(BombardLoss::Retreat { unit }));
        }
        // Any unit of a formation activates it.
        StepKind::InAction => match marks.activation_for(unit) {
            Some(offered) => {
                play.decide(Command::Activate { unit: offered });
            }
            None => pick(play, unit),
        },
        StepKind::AllocateHits if marks.choosable.contains(&unit) => {
            play.hit_units
                .update(|units| match units.iter().position(|u| *u == unit) {
                    Some(k) => {
                        units.remove(k);
                    }
                    None => units.push(unit),
                });
        }
        _ => pick(play, unit),
    }
}

/// Picks `unit` to show what it is and where it may go (a second click
/// lets it go).
fn pick(play: Play, unit: TableUnitId) {
    let again = play.picked.get_untracked() == Some(unit);
    play.picked.set((!again).then_some(unit));
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
