//! Combat markers on a position: where the next one may go, the combats
//! they make, their prices, and how close each unit is to the enemy.

use super::{remembered::found_for, Field, Item, Position, PositionError};
use crate::engine::combat_zone;
use crate::engine::combat_zone::{Combat, CombatMarker, MarkerId, MarkerPlacement};
use crate::engine::geometry::{Point, EPSILON};
use crate::engine::side::Side;
use crate::engine::unit::TableUnitId;
use crate::sorting::SortStably;

impl Position {
    // ------------------------------------------------------------- combat

    /// Whether unit `id` is within 2 UW of a marker.
    pub fn in_combat(&self, id: TableUnitId) -> bool {
        self.index_of(id).is_some_and(|i| {
            let scene = self.scene();
            self.markers
                .iter()
                .any(|m| combat_zone::within(&scene, i, m.at))
        })
    }

    /// The units in combat, in position order.
    pub fn units_in_combat(&self) -> Vec<TableUnitId> {
        let flags = combat_zone::in_combat(&self.scene(), &self.markers);
        self.ids((0..self.units.len()).filter(|&i| flags[i]))
    }

    /// Engaged units not yet in combat: if any, a marker must be placed.
    pub fn engaged_out_of_combat(&self) -> Vec<TableUnitId> {
        let scene = self.scene();
        let busy = combat_zone::in_combat(&scene, &self.markers);
        let mut flags = vec![false; self.units.len()];
        for &(i, j) in self.engaged_index_pairs() {
            flags[i] = true;
            flags[j] = true;
        }
        self.ids((0..self.units.len()).filter(|&i| flags[i] && !busy[i]))
    }

    /// Where the engine puts the next combat marker when the player leaves
    /// it the choice (see [`combat_zone`]): the first of
    /// [`Position::marker_spots`].
    pub fn best_marker(&self) -> Option<MarkerPlacement> {
        let remembered = &self.worked_out.0;
        if let Some(spots) = found_for(&remembered.marker_spots, &self.markers) {
            return spots.first().cloned();
        }
        if let Some(best) = found_for(&remembered.best_marker, &self.markers) {
            return best;
        }
        let best = combat_zone::best_marker(
            &self.scene(),
            &self.table,
            &self.markers,
            self.engaged_index_pairs(),
        );
        if let Ok(mut last) = remembered.best_marker.lock() {
            *last = Some((self.markers.clone(), best.clone()));
        }
        best
    }

    /// Every place the next combat marker may go, one for each set of units
    /// it may bring in (each as many as any point can bring in), the
    /// engine's own choice first. Empty when no marker is needed.
    pub fn marker_spots(&self) -> Vec<MarkerPlacement> {
        self.with_marker_spots(<[MarkerPlacement]>::to_vec)
    }

    /// What a marker at `at` would bring into combat (engaged units not yet
    /// in combat), if it is on the table and reaches units of both sides.
    pub fn marker_at(&self, at: Point) -> Option<MarkerPlacement> {
        combat_zone::marker_at(
            &self.scene(),
            &self.table,
            &self.markers,
            self.engaged_index_pairs(),
            at,
        )
    }

    /// The marker spots for the markers on the table now, remembered for
    /// the arrangement of the units and markers they were found for (the
    /// enumerator offers them, then the command that places one checks
    /// against them).
    fn with_marker_spots<T>(&self, read: impl FnOnce(&[MarkerPlacement]) -> T) -> T {
        let remembered = &self.worked_out.0.marker_spots;
        if let Some(spots) = found_for(remembered, &self.markers) {
            return read(&spots);
        }
        let spots: std::sync::Arc<[MarkerPlacement]> = combat_zone::marker_spots(
            &self.scene(),
            &self.table,
            &self.markers,
            self.engaged_index_pairs(),
        )
        .into();
        let answer = read(&spots);
        if let Ok(mut last) = remembered.lock() {
            *last = Some((self.markers.clone(), spots));
        }
        answer
    }

    /// The combats, markers sharing a unit merged.
    pub fn combats(&self) -> Vec<Combat> {
        self.with_combats(<[Combat]>::to_vec)
    }

    /// What `read` makes of the combats, remembered for the arrangement of
    /// the units and markers they were found for.
    pub(crate) fn with_combats<T>(&self, read: impl FnOnce(&[Combat]) -> T) -> T {
        let remembered = &self.worked_out.0.combats;
        if let Some(combats) = found_for(remembered, &self.markers) {
            return read(&combats);
        }
        let combats: std::sync::Arc<[Combat]> =
            combat_zone::combats(&self.scene(), &self.markers).into();
        let answer = read(&combats);
        if let Ok(mut last) = remembered.lock() {
            *last = Some((self.markers.clone(), combats));
        }
        answer
    }

    /// The id the next marker placed will have: one more than the largest
    /// so far.
    pub(crate) fn next_marker_id(&self) -> MarkerId {
        MarkerId(self.markers.iter().map(|m| m.id.0 + 1).max().unwrap_or(0))
    }

    /// Places a marker (price 1); its id is [`Position::next_marker_id`].
    pub fn place_marker(&mut self, at: Point) -> Result<MarkerId, PositionError> {
        let id = self.next_marker_id();
        if !at.is_finite() {
            return Err(PositionError::NotFinite {
                item: Item::Marker(id),
                field: if at.x.is_finite() { Field::Y } else { Field::X },
            });
        }
        if !self.table.contains(at) {
            return Err(PositionError::MarkerOffTable { marker: id, at });
        }
        self.markers.push(CombatMarker { id, at, price: 1 });
        Ok(id)
    }

    pub fn remove_marker(&mut self, id: MarkerId) -> Result<CombatMarker, PositionError> {
        let k = self
            .markers
            .iter()
            .position(|m| m.id == id)
            .ok_or(PositionError::UnknownMarker { marker: id })?;
        Ok(self.markers.remove(k))
    }

    /// Raises a marker's price by one (a retreat near it).
    pub fn raise_price(&mut self, id: MarkerId) -> Result<u32, PositionError> {
        let marker = self
            .markers
            .iter_mut()
            .find(|m| m.id == id)
            .ok_or(PositionError::UnknownMarker { marker: id })?;
        marker.price = marker.price.saturating_add(1);
        Ok(marker.price)
    }

    /// The marker nearest to unit `id` (the one whose price a retreat
    /// raises); ties go to the marker listed first.
    pub fn closest_marker(&self, id: TableUnitId) -> Option<MarkerId> {
        let corners = self.corners_of(id)?;
        self.markers
            .iter()
            .map(|m| {
                (
                    crate::engine::geometry::point_polygon_distance(m.at, &corners),
                    m.id,
                )
            })
            .min_by(|a, b| a.0.total_cmp(&b.0))
            .map(|(_, id)| id)
    }

    /// How close unit `id` is to the enemy in `combat`: the distance to the
    /// nearest enemy unit of that combat.
    pub fn closeness_to_enemy(&self, combat: &Combat, id: TableUnitId) -> Option<f64> {
        let i = self.index_of(id)?;
        let mut members = Vec::with_capacity(combat.units.len());
        members.extend(combat.units.iter().filter_map(|u| self.index_of(*u)));
        combat_zone::closeness(&self.scene(), i, &members)
    }

    /// `side`'s units of `combat` in the order they take hits: groups of
    /// equally close units (within [`EPSILON`]), closest first. Inside a
    /// group, the owner chooses.
    pub fn hit_order(&self, combat: &Combat, side: Side) -> Vec<Vec<TableUnitId>> {
        let mut ranked: Vec<(f64, TableUnitId)> = combat
            .units
            .iter()
            .filter(|u| self.unit(**u).is_some_and(|unit| unit.side == side))
            .filter_map(|u| Some((self.closeness_to_enemy(combat, *u)?, *u)))
            .collect();
        ranked.sort_stably_by(|a, b| a.0.total_cmp(&b.0));
        let mut groups: Vec<(f64, Vec<TableUnitId>)> = Vec::new();
        for (d, u) in ranked {
            match groups.last_mut() {
                Some((first, group)) if d - *first <= EPSILON => group.push(u),
                _ => groups.push((d, vec![u])),
            }
        }
        groups.into_iter().map(|(_, g)| g).collect()
    }
}
