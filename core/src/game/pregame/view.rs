//! What the table shows during the pre-game sequence: who decides what, the
//! columns and their markers, the element waiting to be set up and where
//! it may go, the deployment zones, and what is still off the table.

use super::super::command::StepKind;
use super::super::event::Event;
use super::super::Game;
use super::columns::scouts_allowed;
use super::deployment::{commanders_to_place, units_to_place, MARKER_REACH};
use crate::engine::{
    CommanderId, PerPlayer, PerSide, PlayerId, Point, Quarter, Rect, Side, TableUnitId, TerrainKind,
};

/// The pre-game sequence as it stands, for the table.
#[derive(Clone, Debug, PartialEq)]
pub struct PreGameView {
    /// The side deciding now.
    pub side: Side,
    /// The player deciding now (the side's only one in a two-player game;
    /// a side's choices are its first seat's).
    pub player: PlayerId,
    pub step: StepKind,
    /// Who goes first, once chosen.
    pub first: Option<Side>,
    /// Each player's columns once set. The other side's stay secret until
    /// `revealed`; the table shows a player only their side's.
    pub columns: PerPlayer<Option<Vec<Vec<TableUnitId>>>>,
    /// The units each player's Scouting assets made scouts.
    pub scouts: PerPlayer<Vec<TableUnitId>>,
    /// Each player's column markers, column 1 first.
    pub markers: PerPlayer<Vec<Point>>,
    pub revealed: PerPlayer<bool>,
    /// The element to set up next: the quarters it may go in and the
    /// kinds it may be.
    pub next_element: Option<(Vec<Rect>, Vec<TerrainKind>)>,
    /// Elements still to set up in this terrain stage, the next included.
    pub elements_waiting: usize,
    /// Emplacements the deciding player has still to set up.
    pub emplacements_left: u32,
    /// Each side's deployment zone (A, B).
    pub zones: PerSide<Rect>,
    /// The deciding player's units still off the table.
    pub units_waiting: Vec<TableUnitId>,
    /// The deciding player's commanders still off the table.
    pub commanders_waiting: Vec<CommanderId>,
    /// How far from its marker a column's unit may stand (any part of it).
    pub marker_reach: f64,
    /// How many units the deciding player's Scouting assets make scouts.
    pub scouts_allowed: u32,
    /// The rolls for the first player so far: each side's die (A, B),
    /// ties included, and each side's strategic rating.
    pub first_player_rolls: Vec<[u8; 2]>,
    pub ratings: PerSide<i32>,
    /// The terrain rolls of the stage under way: the quarter, its d3 die
    /// and count, and each element's dice and kinds (none: nothing).
    pub terrain_rolls: Vec<TerrainRoll>,
}

impl PreGameView {
    /// A player's column markers, column 1 first.
    pub fn markers_of(&self, player: PlayerId) -> &[Point] {
        &self.markers[player]
    }

    /// A player's columns, once set.
    pub fn columns_of(&self, player: PlayerId) -> Option<&[Vec<TableUnitId>]> {
        self.columns[player].as_deref()
    }

    /// Whether a player's columns have been revealed.
    pub fn revealed(&self, player: PlayerId) -> bool {
        self.revealed[player]
    }

    /// `side`'s deployment zone.
    pub fn zone(&self, side: Side) -> Rect {
        self.zones[side]
    }
}

/// One quarter's terrain rolls.
#[derive(Clone, Debug, PartialEq)]
pub struct TerrainRoll {
    pub quarter: Quarter,
    pub die: u8,
    pub elements: Vec<([u8; 2], Vec<TerrainKind>)>,
}

impl Game {
    /// The pre-game sequence, while it is under way.
    pub fn pre_game(&self) -> Option<PreGameView> {
        let pre = self.state.step.pre_game().ok()?;
        let player = pre.player()?;
        let side = player.side;
        let table = self.state.position.table();
        let next_element = pre.terrain_queue.front().map(|p| {
            (
                p.quarters.iter().map(|q| table.quarter(*q)).collect(),
                p.kinds.clone(),
            )
        });
        Some(PreGameView {
            side,
            player,
            step: pre.kind(),
            first: pre.first,
            columns: pre.columns.clone(),
            scouts: pre.scouts.clone(),
            markers: pre.markers.clone(),
            revealed: pre.revealed.clone(),
            next_element,
            elements_waiting: pre.terrain_queue.len(),
            emplacements_left: pre.emplacements_left[player],
            zones: PerSide::from_fn(|side| table.deployment_zone(side)),
            units_waiting: units_to_place(&self.setup, &self.state, player).collect(),
            commanders_waiting: commanders_to_place(&self.setup, &self.state, player).collect(),
            marker_reach: MARKER_REACH,
            scouts_allowed: scouts_allowed(self.setup.army(player)),
            first_player_rolls: self
                .log
                .iter()
                .filter_map(|e| match e {
                    Event::FirstPlayerRolled { a, b, .. } => Some([*a, *b]),
                    _ => None,
                })
                .collect(),
            ratings: PerSide::from_fn(|side| self.setup.strategic_rating(side)),
            terrain_rolls: terrain_rolls(&self.log, side),
        })
    }
}

/// `side`'s terrain rolls, from the log: each quarter's count and elements.
fn terrain_rolls(log: &[Event], side: Side) -> Vec<TerrainRoll> {
    let mut rolls: Vec<TerrainRoll> = Vec::new();
    for event in log {
        match event {
            Event::TerrainCountRolled {
                side: s,
                quarter,
                die,
                ..
            } if *s == side => rolls.push(TerrainRoll {
                quarter: *quarter,
                die: *die,
                elements: Vec::new(),
            }),
            Event::TerrainRolled {
                side: s,
                dice,
                kinds,
                ..
            } if *s == side => {
                if let Some(last) = rolls.last_mut() {
                    last.elements.push((*dice, kinds.clone()));
                }
            }
            _ => {}
        }
    }
    rolls
}
