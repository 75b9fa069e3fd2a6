//! Lines of fire, engagement and bombardment on a position.

use super::{remembered::per_unit_cells, Position};
use crate::engine::fire;
use crate::engine::fire::FireCheck;
use crate::engine::geometry::EPSILON;
use crate::engine::unit::TableUnitId;
use crate::sorting::SortStably;

impl Position {
    // --------------------------------------------------------------- fire

    /// The whole line-of-fire check of `shooter` at `target`.
    pub fn fire_check(&self, shooter: TableUnitId, target: TableUnitId) -> Option<FireCheck> {
        let (i, j) = self.pair(shooter, target)?;
        Some(fire::fire_check(&self.scene(), i, j))
    }

    pub fn in_line_of_fire(&self, shooter: TableUnitId, target: TableUnitId) -> bool {
        self.pair(shooter, target)
            .is_some_and(|(i, j)| fire::in_line_of_fire(&self.scene(), i, j))
    }

    /// Whether two enemies are engaged (either in the other's line of fire).
    pub fn engaged(&self, a: TableUnitId, b: TableUnitId) -> bool {
        self.pair(a, b).is_some_and(|(i, j)| {
            let scene = self.scene();
            self.units[i].side != self.units[j].side
                && (fire::in_line_of_fire(&scene, i, j) || fire::in_line_of_fire(&scene, j, i))
        })
    }

    /// Every engaged pair of enemies, each as (earlier, later) in the
    /// position's order, sorted.
    pub fn engaged_pairs(&self) -> Vec<(TableUnitId, TableUnitId)> {
        self.engaged_index_pairs()
            .iter()
            .map(|&(i, j)| (self.units[i].id, self.units[j].id))
            .collect()
    }

    /// Every unit engaged with at least one enemy, in position order.
    pub fn engaged_units(&self) -> Vec<TableUnitId> {
        let mut flags = vec![false; self.units.len()];
        for &(i, j) in self.engaged_index_pairs() {
            flags[i] = true;
            flags[j] = true;
        }
        self.ids((0..self.units.len()).filter(|&i| flags[i]))
    }

    /// The bombardment check of `shooter` at `target`: `None` for unknown ids.
    pub fn bombardment_check(
        &self,
        shooter: TableUnitId,
        target: TableUnitId,
    ) -> Option<FireCheck> {
        let (i, j) = self.pair(shooter, target)?;
        Some(fire::bombardment_check(&self.scene(), i, j))
    }

    /// The enemies in unit `id`'s line of fire (base contact included), in
    /// position order: one scene for all of them.
    pub fn enemies_in_line_of_fire(&self, id: TableUnitId) -> Vec<TableUnitId> {
        self.remembered_for(id, &self.worked_out.0.enemies_in_line_of_fire, |i| {
            self.find_enemies_in_line_of_fire(i)
        })
    }

    /// The enemies among `among` in unit `id`'s line of fire, in position
    /// order: [`Position::enemies_in_line_of_fire`] of those alone, the
    /// others never looked at (a combat asks about its own units, and a
    /// line is costly to draw).
    pub(crate) fn enemies_in_line_of_fire_among(
        &self,
        id: TableUnitId,
        among: &[TableUnitId],
    ) -> Vec<TableUnitId> {
        let Some(i) = self.index_of(id) else {
            return Vec::new();
        };
        let scene = self.scene();
        let found = (0..self.units.len()).filter(|&j| {
            self.units[j].side != self.units[i].side
                && among.contains(&self.units[j].id)
                && fire::in_line_of_fire(&scene, i, j)
        });
        self.ids(found)
    }

    fn find_enemies_in_line_of_fire(&self, i: usize) -> Vec<TableUnitId> {
        let scene = self.scene();
        let found = (0..self.units.len()).filter(|&j| {
            self.units[j].side != self.units[i].side && fire::in_line_of_fire(&scene, i, j)
        });
        self.ids(found)
    }

    /// The enemies unit `id` is engaged with (either in the other's line of
    /// fire), in position order.
    pub fn engaged_with(&self, id: TableUnitId) -> Vec<TableUnitId> {
        self.remembered_for(id, &self.worked_out.0.engaged_with, |i| {
            self.find_engaged_with(i)
        })
    }

    /// The enemies engaged with unit `i`, read off the engaged pairs (the
    /// same test, either in the other's line of fire), in position order.
    fn find_engaged_with(&self, i: usize) -> Vec<TableUnitId> {
        let mut found: Vec<usize> = self
            .engaged_index_pairs()
            .iter()
            .filter_map(|&(a, b)| match (a == i, b == i) {
                (true, _) => Some(b),
                (_, true) => Some(a),
                _ => None,
            })
            .collect();
        found.sort_stably();
        self.ids(found)
    }

    /// Every engaged pair of enemies as position indices (see
    /// [`fire::engaged_pairs`]), remembered until a unit changes.
    pub(super) fn engaged_index_pairs(&self) -> &[(usize, usize)] {
        self.worked_out
            .0
            .engaged_pairs
            .get_or_init(|| fire::engaged_pairs(&self.scene()))
    }

    /// The first enemy (in position order) in unit `id`'s line of fire, if
    /// any: the search stops there.
    pub fn first_enemy_in_line_of_fire(&self, id: TableUnitId) -> Option<TableUnitId> {
        let i = self.index_of(id)?;
        let scene = self.scene();
        (0..self.units.len())
            .find(|&j| {
                self.units[j].side != self.units[i].side && fire::in_line_of_fire(&scene, i, j)
            })
            .map(|j| self.units[j].id)
    }

    /// The enemies that have unit `id` in their line of fire.
    pub fn enemies_firing_at(&self, id: TableUnitId) -> Vec<TableUnitId> {
        let Some(i) = self.index_of(id) else {
            return Vec::new();
        };
        let scene = self.scene();
        let found = (0..self.units.len()).filter(|&j| {
            self.units[j].side != self.units[i].side && fire::in_line_of_fire(&scene, j, i)
        });
        self.ids(found)
    }

    /// The nearest enemy (by centres) unit `id` could bombard, if any:
    /// enemies are tried nearest first, and the search stops at the first.
    pub fn nearest_bombardment_target(&self, id: TableUnitId) -> Option<TableUnitId> {
        let i = self.index_of(id)?;
        let cells = self
            .worked_out
            .0
            .bombardment_targets
            .get_or_init(|| per_unit_cells(self.units.len()));
        *cells
            .get(i)?
            .get_or_init(|| self.find_nearest_bombardment_target(i))
    }

    /// [`Position::nearest_bombardment_target`] of the unit at index `i`,
    /// worked out.
    fn find_nearest_bombardment_target(&self, i: usize) -> Option<TableUnitId> {
        let shooter = &self.units[i];
        shooter.facts.bombardment_range?;
        let mut enemies: Vec<(f64, usize)> = (0..self.units.len())
            .filter(|&j| self.units[j].side != shooter.side)
            .map(|j| {
                (
                    self.units[j]
                        .placement
                        .centre
                        .distance(shooter.placement.centre),
                    j,
                )
            })
            .collect();
        enemies.sort_stably_by(|a, b| a.0.total_cmp(&b.0));
        let reach = f64::from(shooter.facts.bombardment_range.unwrap_or(0))
            + fire::ELEVATION_BOMBARDMENT_BONUS
            + shooter.radius();
        let scene = self.scene();
        enemies
            .into_iter()
            .take_while(|(d, j)| *d <= reach + self.units[*j].radius() + EPSILON)
            .find(|(_, j)| fire::bombards(&scene, i, *j))
            .map(|(_, j)| self.units[j].id)
    }

    /// The enemies unit `id` could bombard: in its arc, within its
    /// bombardment range (with any elevation bonus) and seen from both
    /// front corners.
    pub fn bombardment_targets(&self, id: TableUnitId) -> Vec<TableUnitId> {
        let Some(i) = self.index_of(id) else {
            return Vec::new();
        };
        let scene = self.scene();
        let found = self
            .bombardment_reach(i)
            .filter(|&j| fire::bombards(&scene, i, j));
        self.ids(found)
    }

    /// The enemies within unit `id`'s longest bombardment reach, in
    /// position order: every one it could bombard
    /// ([`Position::bombardment_targets`]) and some it cannot, found
    /// without drawing a line (a caller that wants the best target by
    /// its own measure asks [`Position::bombards`] of them best first).
    pub(crate) fn bombardment_candidates(&self, id: TableUnitId) -> Vec<TableUnitId> {
        let Some(i) = self.index_of(id) else {
            return Vec::new();
        };
        self.ids(self.bombardment_reach(i))
    }

    /// Whether unit `shooter` could bombard unit `target` (the verdict
    /// [`Position::bombardment_targets`] gives, remembered for the pair).
    pub(crate) fn bombards(&self, shooter: TableUnitId, target: TableUnitId) -> bool {
        self.pair(shooter, target).is_some_and(|(i, j)| {
            self.units[i].side != self.units[j].side && fire::bombards(&self.scene(), i, j)
        })
    }

    /// The enemies of the unit at index `i` within its longest reach
    /// (range, elevation bonus and both units' sizes): beyond it no line
    /// is drawn at all. None for a unit that does not bombard.
    fn bombardment_reach(&self, i: usize) -> impl Iterator<Item = usize> + '_ {
        let shooter = &self.units[i];
        let reach = shooter
            .facts
            .bombardment_range
            .map(|range| f64::from(range) + fire::ELEVATION_BOMBARDMENT_BONUS + shooter.radius());
        (0..self.units.len()).filter(move |&j| {
            let target = &self.units[j];
            reach.is_some_and(|reach| {
                target.side != shooter.side
                    && target.placement.centre.distance(shooter.placement.centre)
                        <= reach + target.radius() + EPSILON
            })
        })
    }
}
