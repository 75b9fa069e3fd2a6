//! Unit and commander moves and retreats: planned without changing
//! anything, then made.

use super::{
    remembered::{MoveKey, RetreatCost},
    Position,
};
use crate::engine::commander::CommanderId;
use crate::engine::geometry::Point;
use crate::engine::movement::{CommanderMoved, MoveError, MoveOrder, Moved};
use crate::engine::retreat::{RetreatDirection, RetreatError, RetreatOutcome};
use crate::engine::unit::TableUnitId;
use crate::engine::{movement, retreat};

impl Position {
    // ----------------------------------------------------------- movement

    /// Checks a unit's move without making it: `speed` is the speed an
    /// action or an effect sets in place of the unit's own (March: D; a
    /// tactic's immediate move).
    pub fn plan_move(
        &self,
        id: TableUnitId,
        order: MoveOrder,
        speed: Option<f64>,
    ) -> Result<Moved, MoveError> {
        self.remembered_move(MoveKey::new(id, order, speed), || {
            movement::plan_move(&self.scene(), id, order, speed)
        })
    }

    /// The plan of the move `key` names: the last one planned on this
    /// arrangement if it is the same, else planned by `plan` (and then
    /// remembered in its place, if the move may be made: a refused one is
    /// not sent, so not asked again).
    fn remembered_move(
        &self,
        key: MoveKey,
        plan: impl FnOnce() -> Result<Moved, MoveError>,
    ) -> Result<Moved, MoveError> {
        let slot = &self.worked_out.0.last_move;
        if let Ok(last) = slot.lock() {
            if let Some((_, planned)) = last.as_ref().filter(|(k, _)| *k == key) {
                return Ok(planned.clone());
            }
        }
        let planned = plan()?;
        if let Ok(mut last) = slot.lock() {
            *last = Some((key, planned.clone()));
        }
        Ok(planned)
    }

    /// Checks that a planned move never comes within `keep_away` UW of an
    /// enemy, from where it starts to where it stops (March, Reserve Move).
    pub fn check_keep_away(&self, moved: &Moved, keep_away: f64) -> Result<(), MoveError> {
        movement::check_keep_away(&self.scene(), moved, keep_away)
    }

    /// Whether a planned move keeps away from the enemy: the verdict of
    /// [`Position::check_keep_away`], without naming the closest enemy.
    pub(crate) fn keeps_away(&self, moved: &Moved, keep_away: f64) -> bool {
        movement::keeps_away(&self.scene(), moved, keep_away)
    }

    /// Makes a move already planned on this very position (and checked by
    /// the caller, e.g. for keeping away from the enemy).
    pub fn make_planned(&mut self, moved: &Moved) {
        self.commit(moved);
    }

    /// Makes a unit's move at its own speed.
    pub fn make_move(&mut self, id: TableUnitId, order: MoveOrder) -> Result<Moved, MoveError> {
        let moved = self.plan_move(id, order, None)?;
        self.commit(&moved);
        Ok(moved)
    }

    fn commit(&mut self, moved: &Moved) {
        if let Some(i) = self.index_of(moved.unit) {
            self.set_placement_of(i, moved.to);
        }
        for d in &moved.displaced {
            if let Some(c) = self.commanders.iter_mut().find(|c| c.id == d.commander) {
                c.at = d.to;
            }
        }
    }

    pub fn plan_commander_move(
        &self,
        id: CommanderId,
        to: Point,
        allowed: f64,
    ) -> Result<CommanderMoved, MoveError> {
        movement::plan_commander_move(&self.scene(), id, to, allowed)
    }

    pub fn commander_move(
        &mut self,
        id: CommanderId,
        to: Point,
        allowed: f64,
    ) -> Result<CommanderMoved, MoveError> {
        let moved = self.plan_commander_move(id, to, allowed)?;
        if let Some(c) = self.commanders.iter_mut().find(|c| c.id == id) {
            c.at = moved.to;
        }
        Ok(moved)
    }

    // ------------------------------------------------------------ retreat

    pub fn plan_retreat(
        &self,
        id: TableUnitId,
        direction: RetreatDirection,
        distance: f64,
    ) -> Result<RetreatOutcome, RetreatError> {
        self.plan_retreat_on_ground(id, direction, distance, true)
            .map(|planned| planned.outcome)
    }

    /// [`Position::plan_retreat`], with the ground its outcome was found
    /// on; the commanders it displaces only with `commanders`.
    fn plan_retreat_on_ground(
        &self,
        id: TableUnitId,
        direction: RetreatDirection,
        distance: f64,
        commanders: bool,
    ) -> Result<retreat::Planned, RetreatError> {
        retreat::plan_retreat(&self.scene(), id, direction, distance, commanders, || {
            self.formation_of(id)
                .map(|f| f.units.to_vec())
                .unwrap_or_default()
        })
    }

    /// The morale a retreat of unit `id` by `distance` in `direction` would
    /// cost (pushed past friends of another formation), or `None` if it
    /// would break the unit or cannot be planned: [`Position::plan_retreat`]
    /// weighed, remembered until a unit changes, or across a move that
    /// stays away from the ground it was found on (see
    /// [`RetreatCost::kept_after_move`]). Commanders play no part in it
    /// (they only stand aside), so moving them keeps it.
    pub fn retreat_morale_cost(
        &self,
        id: TableUnitId,
        direction: RetreatDirection,
        distance: u32,
    ) -> Option<u32> {
        let weigh = || match self.plan_retreat_on_ground(id, direction, f64::from(distance), false)
        {
            Ok(planned) => RetreatCost {
                cost: match planned.outcome {
                    RetreatOutcome::Broken { .. } => None,
                    outcome => Some(outcome.morale_cost()),
                },
                ground: planned.ground,
            },
            Err(_) => RetreatCost {
                cost: None,
                ground: None,
            },
        };
        let Some(i) = self.index_of(id) else {
            return weigh().cost;
        };
        let key = (i, direction == RetreatDirection::TowardsOwnEdge, distance);
        let remembered = &self.worked_out.0.retreat_costs;
        if let Some(known) = remembered.lock().ok().and_then(|k| k.get(&key).copied()) {
            return known.cost;
        }
        let weighed = weigh();
        if let Ok(mut known) = remembered.lock() {
            known.insert(key, weighed);
        }
        weighed.cost
    }

    /// Makes a retreat; a unit that breaks is taken off the table.
    pub fn retreat(
        &mut self,
        id: TableUnitId,
        direction: RetreatDirection,
        distance: f64,
    ) -> Result<RetreatOutcome, RetreatError> {
        let outcome = self.plan_retreat(id, direction, distance)?;
        match &outcome {
            RetreatOutcome::Stayed { .. } => {}
            RetreatOutcome::Retreated(r) => {
                if let Some(i) = self.index_of(id) {
                    self.set_placement_of(i, r.to);
                }
                for d in &r.displaced {
                    if let Some(c) = self.commanders.iter_mut().find(|c| c.id == d.commander) {
                        c.at = d.to;
                    }
                }
            }
            RetreatOutcome::Broken { .. } => {
                if let Some(i) = self.index_of(id) {
                    self.remove_index(i);
                }
            }
        }
        Ok(outcome)
    }
}
