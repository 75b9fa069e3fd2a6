//! Changing a position by hand (deployment, scenarios): every change
//! checked like a new position.

use super::{
    checks::check_commander, remembered::WorkedOut, Position, PositionError, PositionParts,
};
use crate::engine::commander::{Commander, CommanderId};
use crate::engine::geometry::Point;
use crate::engine::terrain::TerrainElement;
use crate::engine::unit::{Placement, TableUnit, TableUnitId};

impl Position {
    // -------------------------------------------------------------- edits

    /// Puts a unit on the table (or moves it by hand, as deployment does),
    /// checked like a new position.
    pub fn place_unit(&mut self, unit: TableUnit) -> Result<(), Vec<PositionError>> {
        let mut parts = PositionParts::from(self.clone());
        match parts.units.iter_mut().find(|u| u.id == unit.id) {
            Some(existing) => *existing = unit,
            None => parts.units.push(unit),
        }
        *self = Position::rebuilt(parts)?;
        Ok(())
    }

    /// Puts several units on the table at once (or moves them), checked
    /// once like a new position: all of them, or none.
    pub fn place_units(&mut self, units: Vec<TableUnit>) -> Result<(), Vec<PositionError>> {
        let mut parts = PositionParts::from(self.clone());
        for unit in units {
            match parts.units.iter_mut().find(|u| u.id == unit.id) {
                Some(existing) => *existing = unit,
                None => parts.units.push(unit),
            }
        }
        *self = Position::rebuilt(parts)?;
        Ok(())
    }

    /// Sets a unit's placement by hand, checked.
    pub fn set_placement(
        &mut self,
        id: TableUnitId,
        placement: Placement,
    ) -> Result<(), Vec<PositionError>> {
        let mut unit = self
            .unit(id)
            .cloned()
            .ok_or_else(|| vec![PositionError::UnknownUnit { unit: id }])?;
        unit.placement = placement;
        self.place_unit(unit)
    }

    /// Puts a commander on the table (deployment puts it anywhere), or
    /// moves it by hand, checked like a new position.
    pub fn place_commander(&mut self, commander: Commander) -> Result<(), Vec<PositionError>> {
        // The rest was checked when the position was built, and no other
        // check looks at a commander: its own checks give what building
        // the whole position again would (a test holds them to it).
        let mut errors = Vec::new();
        let corners: Vec<[Point; 4]> = self.units.iter().map(TableUnit::corners).collect();
        let units = self.units.iter().zip(&corners).map(|(u, c)| (u.id, c));
        check_commander(&mut errors, &commander, Some(&self.table), units);
        if !errors.is_empty() {
            return Err(errors);
        }
        match self.commanders.iter_mut().find(|c| c.id == commander.id) {
            Some(existing) => *existing = commander,
            None => self.commanders.push(commander),
        }
        self.worked_out = WorkedOut::default();
        Ok(())
    }

    /// Replaces the terrain (the pre-game sequence sets it up), checked
    /// like a new position.
    pub fn set_terrain(&mut self, terrain: Vec<TerrainElement>) -> Result<(), Vec<PositionError>> {
        let mut parts = PositionParts::from(self.clone());
        parts.terrain = terrain;
        *self = Position::rebuilt(parts)?;
        Ok(())
    }

    /// Takes a unit off the table (broken, or removed by a scenario).
    pub fn remove_unit(&mut self, id: TableUnitId) -> Result<TableUnit, PositionError> {
        self.index_of(id)
            .and_then(|i| self.remove_index(i))
            .ok_or(PositionError::UnknownUnit { unit: id })
    }

    /// Takes a commander off the table (a sub-commander who fell).
    pub fn remove_commander(&mut self, id: CommanderId) -> Result<Commander, PositionError> {
        let k = self
            .commanders
            .iter()
            .position(|c| c.id == id)
            .ok_or(PositionError::UnknownCommander { commander: id })?;
        Ok(self.commanders.remove(k))
    }
}
