//! What the table shows during the pre-game sequence: who decides what, the
//! columns and their markers, the element waiting to be set up and where
//! it may go, the deployment zones, and what is still off the table.

use super::super::command::StepKind;
use super::super::setup::index;
use super::super::step::Step;
use super::super::Game;
use super::deployment::{commanders_to_place, units_to_place, MARKER_REACH};
use crate::engine::{CommanderId, Point, Rect, Side, TableUnitId, TerrainKind};

/// The pre-game sequence as it stands, for the table.
#[derive(Clone, Debug, PartialEq)]
pub struct PreGameView {
    /// The side deciding now.
    pub side: Side,
    pub step: StepKind,
    /// Who goes first, once chosen.
    pub first: Option<Side>,
    /// Each side's columns once set (A, B). The other side's stay secret
    /// until `revealed`; the table shows a player only his own.
    pub columns: [Option<Vec<Vec<TableUnitId>>>; 2],
    /// The units each side's Scouting assets made scouts.
    pub scouts: [Vec<TableUnitId>; 2],
    /// Each side's column markers, column 1 first.
    pub markers: [Vec<Point>; 2],
    pub revealed: [bool; 2],
    /// The element to set up next: the quarters it may go in and the
    /// kinds it may be.
    pub next_element: Option<(Vec<Rect>, Vec<TerrainKind>)>,
    /// Elements still to set up in this terrain stage, the next included.
    pub elements_waiting: usize,
    /// Emplacements the deciding side has still to set up.
    pub emplacements_left: u32,
    /// Each side's deployment zone (A, B).
    pub zones: [Rect; 2],
    /// The deciding side's units still off the table.
    pub units_waiting: Vec<TableUnitId>,
    /// The deciding side's commanders still off the table.
    pub commanders_waiting: Vec<CommanderId>,
    /// How far from its marker a column's unit may stand (any part of it).
    pub marker_reach: f64,
}

impl Game {
    /// The pre-game sequence, while it is under way.
    pub fn pre_game(&self) -> Option<PreGameView> {
        let Step::PreGame(pre) = &self.state.step else {
            return None;
        };
        let side = pre.decider()?;
        let table = self.state.position.table();
        let next_element = pre.terrain_queue.front().map(|p| {
            (
                p.quarters.iter().map(|q| table.quarter(*q)).collect(),
                p.kinds.clone(),
            )
        });
        Some(PreGameView {
            side,
            step: pre.kind(),
            first: pre.first,
            columns: pre.columns.clone(),
            scouts: pre.scouts.clone(),
            markers: pre.markers.clone(),
            revealed: pre.revealed,
            next_element,
            elements_waiting: pre.terrain_queue.len(),
            emplacements_left: pre.emplacements_left[index(side)],
            zones: [
                table.deployment_zone(Side::A),
                table.deployment_zone(Side::B),
            ],
            units_waiting: units_to_place(&self.setup, &self.state, side).collect(),
            commanders_waiting: commanders_to_place(&self.setup, &self.state, side).collect(),
            marker_reach: MARKER_REACH,
        })
    }
}
