//! The table by keyboard: Enter or Space on a unit does what a click does;
//! on a unit that may move, the arrow keys draft the move (up and down go
//! further or back, left and right turn its path; Q and E turn the facing
//! a difficult move ends with), Enter makes it and Escape drops it. A
//! commander that may move is drafted the same way, the arrows moving it
//! up, down, left and right on the screen.

use super::context::Play;
use super::drag::{Piece, KEY_STEP, KEY_TURN_DEGREES};
use super::moves::{commit_draft, start_draft};
use super::picking::click_unit;
use clouds_core::{CommanderId, MoveKind, Point, TableUnitId};
use leptos::prelude::*;

/// The key pressed on unit `unit`.
pub fn unit_key(play: Play, unit: TableUnitId, ev: &web_sys::KeyboardEvent) {
    let drafting = play
        .draft
        .with_untracked(|d| d.as_ref().is_some_and(|d| d.piece == Piece::Unit(unit)));
    let movable = play.marks.with_untracked(|m| m.movable.contains(&unit));
    let key = ev.key();
    let adjust: Option<fn(super::drag::MoveDraft) -> super::drag::MoveDraft> = match key.as_str() {
        "ArrowUp" => Some(|d| d.lengthen(KEY_STEP)),
        "ArrowDown" => Some(|d| d.lengthen(-KEY_STEP)),
        "ArrowLeft" => Some(|d| d.turn(KEY_TURN_DEGREES)),
        "ArrowRight" => Some(|d| d.turn(-KEY_TURN_DEGREES)),
        "q" | "Q" => Some(|d| d.turn_facing(KEY_TURN_DEGREES)),
        "e" | "E" => Some(|d| d.turn_facing(-KEY_TURN_DEGREES)),
        _ => None,
    };
    match (key.as_str(), adjust) {
        (_, Some(adjust)) if movable => {
            ev.prevent_default();
            if !drafting {
                start_draft(play, Piece::Unit(unit), play.move_kind.get_untracked());
            }
            let lang = play.lang();
            if let Some(draft) = play.draft.get_untracked() {
                let judged = play.with_game_untracked(|g| adjust(draft).judged(g, lang));
                play.draft.set(Some(judged));
            }
        }
        ("Enter", _) if drafting => {
            ev.prevent_default();
            commit_draft(play);
        }
        ("Escape", _) if drafting => {
            ev.prevent_default();
            play.draft.set(None);
        }
        ("Enter" | " ", _) => {
            ev.prevent_default();
            click_unit(play, unit);
        }
        _ => {}
    }
}

/// The key pressed on commander `commander`.
pub fn commander_key(play: Play, commander: CommanderId, ev: &web_sys::KeyboardEvent) {
    let piece = Piece::Commander(commander);
    let drafting = play
        .draft
        .with_untracked(|d| d.as_ref().is_some_and(|d| d.piece == piece));
    let movable = play
        .marks
        .with_untracked(|m| m.commanders.contains(&commander));
    // The table's y axis points up the screen.
    let nudge = match ev.key().as_str() {
        "ArrowUp" => Some(Point::new(0.0, KEY_STEP)),
        "ArrowDown" => Some(Point::new(0.0, -KEY_STEP)),
        "ArrowLeft" => Some(Point::new(-KEY_STEP, 0.0)),
        "ArrowRight" => Some(Point::new(KEY_STEP, 0.0)),
        _ => None,
    };
    match (ev.key().as_str(), nudge) {
        (_, Some(by)) if movable => {
            ev.prevent_default();
            if !drafting {
                start_draft(play, piece, MoveKind::Simple);
            }
            let lang = play.lang();
            if let Some(draft) = play.draft.get_untracked() {
                let target = draft.target() + by;
                let judged = play.with_game_untracked(|g| draft.aim(target).judged(g, lang));
                play.draft.set(Some(judged));
            }
        }
        ("Enter" | " ", _) if drafting => {
            ev.prevent_default();
            commit_draft(play);
        }
        ("Escape", _) if drafting => {
            ev.prevent_default();
            play.draft.set(None);
        }
        _ => {}
    }
}
