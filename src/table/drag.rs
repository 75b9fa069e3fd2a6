//! Drafting a move before it is made: the player points (by dragging, or
//! by the arrow keys) and the engine's own plan says where the unit would
//! end, how far it went against how far it may, or why it may not go.
//! Nothing here decides legality: every verdict is `Game::plan_move`'s.

use clouds_core::{
    CommanderId, Game, Lang, MoveError, MoveKind, MoveOrder, Placement, Point, RuleError,
    TableUnitId,
};

/// A step of the keyboard: this far, or this many degrees.
pub const KEY_STEP: f64 = 0.25;
pub const KEY_TURN_DEGREES: f64 = 15.0;

/// What is being moved.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Piece {
    Unit(TableUnitId),
    Commander(CommanderId),
}

/// What the engine says of the drafted move.
#[derive(Clone, Debug, PartialEq)]
pub enum Verdict {
    /// Legal: the unit would stand at `to` (a commander at its centre).
    Legal { to: Placement },
    /// Longer than allowed: `to` is as far as it may go on this path.
    TooFar { to: Placement, message: String },
    /// Not allowed, with the engine's sentence.
    Refused { message: String },
}

/// A move being drafted.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveDraft {
    pub piece: Piece,
    pub kind: MoveKind,
    /// Where it starts.
    pub from: Placement,
    /// The direction it goes (radians) and how far (UW).
    pub direction: f64,
    pub distance: f64,
    /// The facing it ends with, for a difficult move.
    pub facing: f64,
    /// How far it may go on the path drafted, when the engine says.
    pub allowed: Option<f64>,
    pub verdict: Verdict,
}

impl MoveDraft {
    /// A fresh draft of `piece` standing at `from`: no distance yet.
    pub fn start(piece: Piece, kind: MoveKind, from: Placement) -> MoveDraft {
        MoveDraft {
            piece,
            kind,
            from,
            direction: from.facing,
            distance: 0.0,
            facing: from.facing,
            allowed: None,
            verdict: Verdict::Legal { to: from },
        }
    }

    /// Points the draft at `target`, a table point.
    pub fn aim(mut self, target: Point) -> MoveDraft {
        let d = target - self.from.centre;
        self.distance = d.length();
        if self.distance > 1e-6 {
            self.direction = d.angle();
        }
        self
    }

    /// Moves the aim along the direction by `step` UW (never below 0).
    pub fn lengthen(mut self, step: f64) -> MoveDraft {
        self.distance = (self.distance + step).max(0.0);
        self
    }

    /// Turns the direction of the move by `degrees`.
    pub fn turn(mut self, degrees: f64) -> MoveDraft {
        self.direction += degrees.to_radians();
        self
    }

    /// Turns the final facing (a difficult move) by `degrees`.
    pub fn turn_facing(mut self, degrees: f64) -> MoveDraft {
        self.facing += degrees.to_radians();
        self
    }

    /// The order for a unit's move.
    pub fn order(&self) -> MoveOrder {
        match self.kind {
            MoveKind::Simple => MoveOrder::Simple {
                heading: self.direction,
                distance: self.distance,
            },
            MoveKind::Difficult => MoveOrder::Difficult {
                direction: self.direction,
                distance: self.distance,
                facing: self.facing,
            },
        }
    }

    /// The point aimed at.
    pub fn target(&self) -> Point {
        self.from.centre + Point::from_angle(self.direction) * self.distance
    }

    /// Asks the engine what the drafted move would do.
    pub fn judged(mut self, game: &Game, lang: Lang) -> MoveDraft {
        let (verdict, allowed) = match self.piece {
            Piece::Unit(unit) => judge_unit(game, unit, self.order(), lang),
            Piece::Commander(commander) => judge_commander(game, commander, self.target(), lang),
        };
        self.verdict = verdict;
        self.allowed = allowed;
        self
    }

    pub fn is_legal(&self) -> bool {
        matches!(self.verdict, Verdict::Legal { .. })
    }

    /// Where to draw the ghost.
    pub fn ghost(&self) -> Placement {
        match &self.verdict {
            Verdict::Legal { to } | Verdict::TooFar { to, .. } => *to,
            Verdict::Refused { .. } => Placement {
                centre: self.target(),
                facing: match (self.piece, self.kind) {
                    (Piece::Unit(_), MoveKind::Simple) if self.distance > 1e-6 => self.direction,
                    _ => self.facing,
                },
            },
        }
    }
}

fn judge_unit(
    game: &Game,
    unit: TableUnitId,
    order: MoveOrder,
    lang: Lang,
) -> (Verdict, Option<f64>) {
    match game.plan_move(unit, order) {
        Ok(moved) => (
            Verdict::Legal { to: moved.to },
            Some(moved.limit.distance()),
        ),
        Err(
            error @ RuleError::Move {
                error: MoveError::TooFar { allowed, .. },
            },
        ) => {
            let message = error.describe(&game.names(lang));
            match game.plan_move(unit, order.with_distance(allowed)) {
                Ok(moved) => (
                    Verdict::TooFar {
                        to: moved.to,
                        message,
                    },
                    Some(allowed),
                ),
                Err(_) => (Verdict::Refused { message }, Some(allowed)),
            }
        }
        Err(error) => (
            Verdict::Refused {
                message: error.describe(&game.names(lang)),
            },
            None,
        ),
    }
}

fn judge_commander(
    game: &Game,
    commander: CommanderId,
    to: Point,
    lang: Lang,
) -> (Verdict, Option<f64>) {
    match game.plan_commander_move(commander, to) {
        Ok(moved) => (
            Verdict::Legal {
                to: Placement {
                    centre: moved.to,
                    facing: 0.0,
                },
            },
            game.action_in_play()
                .and_then(|a| a.commander_distance)
                .map(f64::from),
        ),
        Err(error) => (
            Verdict::Refused {
                message: error.describe(&game.names(lang)),
            },
            None,
        ),
    }
}
