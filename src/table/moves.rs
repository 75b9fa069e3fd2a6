//! Making a drafted move: the decision goes to the core, which makes it or
//! refuses it with its sentence; either way the draft is gone and a
//! refused unit stays where it was.

use super::context::Play;
use super::drag::{MoveDraft, Piece, Verdict};
use clouds_core::{Command, MoveKind};
use leptos::prelude::*;

/// Makes the drafted move, or shows why not.
pub fn commit_draft(play: Play) {
    let Some(draft) = play.draft.get_untracked() else {
        return;
    };
    play.draft.set(None);
    let turned = match draft.kind {
        MoveKind::Simple => draft.direction,
        MoveKind::Difficult => draft.facing,
    };
    if draft.distance < 1e-6 && (turned - draft.from.facing).abs() < 1e-9 {
        // Put back where it was: nothing to decide.
        return;
    }
    if let Verdict::Refused { message } | Verdict::TooFar { message, .. } = &draft.verdict {
        play.refusal.set(Some(message.clone()));
        return;
    }
    let command = match draft.piece {
        Piece::Unit(unit) => Command::MoveUnit {
            unit,
            order: draft.order(),
        },
        Piece::Commander(commander) => Command::MoveCommander {
            commander,
            to: draft.target(),
        },
    };
    play.decide(command);
}

/// Starts drafting a move of `piece` from where it stands.
pub fn start_draft(play: Play, piece: Piece, kind: MoveKind) {
    let from = play.with_game_untracked(|g| match piece {
        Piece::Unit(unit) => g.position().unit(unit).map(|u| u.placement),
        Piece::Commander(c) => g
            .position()
            .commanders()
            .iter()
            .find(|x| x.id == c)
            .map(|x| clouds_core::Placement::new(x.at.x, x.at.y, 0.0)),
    });
    if let Some(from) = from {
        play.picked.set(match piece {
            Piece::Unit(unit) => Some(unit),
            Piece::Commander(_) => None,
        });
        play.draft.set(Some(MoveDraft::start(piece, kind, from)));
    }
}
