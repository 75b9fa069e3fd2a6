//! What a click or a drag on the table does during the pre-game sequence:
//! a click sets up the terrain element, digs in the picked unit, places the
//! next column marker, sets the picked unit up, or places the next
//! commander, each as a command the core checks; a unit already set up is
//! dragged to a new place, its ghost showing the core's refusal while it
//! may not stand there. By keyboard, the table itself takes the focus: the
//! arrow keys move a cursor over it and Enter or Space is a click there.

use super::super::context::Play;
use super::super::drag::KEY_STEP;
use super::tools::{PlacingGhost, SetUpTools};
use clouds_core::{
    auto_pre_game_command, clamp_f64, Command, Game, Placement, Point, StepKind, TableUnitId,
};
use leptos::prelude::*;

/// A click on the table (not on a unit) at `at`, in UW. True when the
/// pre-game sequence used it.
pub fn click_table(play: Play, tools: SetUpTools, at: Point) -> bool {
    let Some(command) = play.with_game_untracked(|g| command_at(g, tools, at)) else {
        return false;
    };
    if play.decide(command) {
        tools.unit.set(None);
    }
    true
}

/// How many key steps the cursor goes with Shift held (1 UW).
const LONG_STRIDE: f64 = 4.0;

/// A key pressed on the table itself (not on a unit): the arrows move the
/// cursor (from the middle of the deciding side's zone; a quarter of a UW
/// a press, a whole one with Shift), Enter or Space clicks where it is.
/// True when the key was the sequence's.
pub fn key_table(play: Play, tools: SetUpTools, ev: &web_sys::KeyboardEvent) -> bool {
    let stride = if ev.shift_key() {
        KEY_STEP * LONG_STRIDE
    } else {
        KEY_STEP
    };
    // The table's y axis points up the screen.
    let by = match ev.key().as_str() {
        "ArrowUp" => Point::new(0.0, stride),
        "ArrowDown" => Point::new(0.0, -stride),
        "ArrowLeft" => Point::new(-stride, 0.0),
        "ArrowRight" => Point::new(stride, 0.0),
        "Enter" | " " => {
            let Some(at) = tools.cursor.get_untracked() else {
                return false;
            };
            ev.prevent_default();
            return click_table(play, tools, at);
        }
        _ => return false,
    };
    ev.prevent_default();
    let moved = play.with_game_untracked(|g| {
        let start = tools.cursor.get_untracked().or_else(|| {
            let view = g.pre_game()?;
            Some(view.zone(view.side).centre())
        })?;
        Some(on_the_table(g, start + by))
    });
    tools.cursor.set(moved);
    true
}

/// `at`, brought onto the table if it is off it.
fn on_the_table(game: &Game, at: Point) -> Point {
    let table = game.position().table();
    Point::new(
        clamp_f64(at.x, 0.0, table.width),
        clamp_f64(at.y, 0.0, table.depth),
    )
}

/// The command a click at `at` makes at the step due, if it makes one.
fn command_at(game: &Game, tools: SetUpTools, at: Point) -> Option<Command> {
    let view = game.pre_game()?;
    let side = view.side;
    let facing = game.position().table().facing_the_enemy(side);
    match view.step {
        StepKind::Terrain => {
            let (_, kinds) = view.next_element?;
            let kind = tools
                .kind
                .get_untracked()
                .filter(|k| kinds.contains(k))
                .or_else(|| kinds.first().copied())?;
            Some(Command::PlaceTerrain {
                kind,
                at,
                facing: tools.facing.get_untracked(),
            })
        }
        StepKind::Emplacements => {
            let unit =
                tools
                    .unit
                    .get_untracked()
                    .or_else(|| match auto_pre_game_command(game)? {
                        Command::PlaceEmplacement { unit, .. } => Some(unit),
                        _ => None,
                    })?;
            Some(Command::PlaceEmplacement {
                unit,
                at: Placement { centre: at, facing },
            })
        }
        StepKind::ColumnMarkers => Some(Command::PlaceColumnMarker { at }),
        StepKind::Deployment => {
            let unit = tools
                .unit
                .get_untracked()
                .or_else(|| view.units_waiting.first().copied())?;
            let facing = game
                .position()
                .unit(unit)
                .map_or(facing, |u| u.placement.facing);
            Some(Command::PlaceUnits {
                placements: vec![(unit, Placement { centre: at, facing })],
            })
        }
        StepKind::Commanders => Some(Command::PlaceCommander {
            commander: *view.commanders_waiting.first()?,
            at,
        }),
        _ => None,
    }
}

/// A click on one of the deciding player's units while setting up: pick it, to set it
/// up again with the next click.
pub fn pick_unit(play: Play, tools: SetUpTools, unit: TableUnitId) -> bool {
    let own = play.with_game_untracked(|g| {
        let view = g.pre_game()?;
        let profile = g.profile(unit)?;
        Some(view.step == StepKind::Deployment && profile.owner() == view.player)
    });
    if own != Some(true) {
        return false;
    }
    let again = tools.unit.get_untracked() == Some(unit);
    tools.unit.set((!again).then_some(unit));
    true
}

/// Whether `unit` may be dragged to a new place now: one of the deciding
/// player's units during their deployment.
pub fn may_drag(play: Play, unit: TableUnitId) -> bool {
    play.with_game_untracked(|g| {
        g.pre_game().is_some_and(|v| {
            v.step == StepKind::Deployment && g.profile(unit).is_some_and(|p| p.owner() == v.player)
        })
    })
}

/// The dragged unit's ghost at `at`, with the core's verdict.
pub fn drag_to(play: Play, tools: SetUpTools, unit: TableUnitId, at: Point) {
    let lang = play.lang();
    let ghost = play.with_game_untracked(|g| {
        let facing = g.position().unit(unit)?.placement.facing;
        let placement = Placement { centre: at, facing };
        let command = Command::PlaceUnits {
            placements: vec![(unit, placement)],
        };
        let refusal = g.check(&command).err().map(|e| e.describe(&g.names(lang)));
        Some(PlacingGhost {
            unit,
            at: placement,
            refusal,
        })
    });
    tools.ghost.set(ghost);
}

/// Sets the dragged unit where its ghost stands, or says why not.
pub fn drop_ghost(play: Play, tools: SetUpTools) {
    let Some(ghost) = tools.ghost.get_untracked() else {
        return;
    };
    tools.ghost.set(None);
    play.decide(Command::PlaceUnits {
        placements: vec![(ghost.unit, ghost.at)],
    });
}
