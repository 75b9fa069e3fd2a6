//! What a position answers about where things stand: terrain, contacts,
//! formations, nearest enemies and commanders' reach.

use super::{
    remembered::{first_lowest_bound, per_unit_cells, Change, Formations, Nearest},
    Position,
};
use crate::engine::commander::CommanderId;
use crate::engine::contact::Contact;
use crate::engine::formation::{FormationList, FormationRef};
use crate::engine::geometry::{farther_than, Point};
use crate::engine::unit::TableUnitId;
use crate::engine::{contact, fire, formation};

impl Position {
    // ------------------------------------------------------------ terrain

    /// The terrain elements (indices) unit `id` is even partly in, as the
    /// scene worked them out.
    pub fn terrain_of(&self, id: TableUnitId) -> Vec<usize> {
        self.index_of(id)
            .map(|i| self.scene().membership[i].to_vec())
            .unwrap_or_default()
    }

    /// Whether unit `id` is wholly inside element `element`.
    pub fn wholly_in(&self, id: TableUnitId, element: usize) -> bool {
        match (self.corners_of(id), self.terrain.get(element)) {
            (Some(corners), Some(e)) => e.shape.contains_polygon(&corners),
            _ => false,
        }
    }

    /// Whether unit `id` stands in an emplacement: wholly inside it, or
    /// turned where it stands inside it (a unit may turn in its
    /// emplacement and keep it). Every rule of a unit "in" an emplacement
    /// asks this: the hit ignored, the bombardment's −1, the narrower
    /// bombardment arc.
    pub fn in_emplacement(&self, id: TableUnitId) -> bool {
        self.index_of(id)
            .is_some_and(|i| self.scene().in_emplacement(i))
    }

    // ----------------------------------------------------------- contacts

    /// How two units touch; `None` if they do not (or an id is unknown).
    pub fn contact(&self, a: TableUnitId, b: TableUnitId) -> Option<Contact> {
        let (i, j) = self.pair(a, b)?;
        let scene = self.scene();
        contact::contact(
            &self.units[i],
            &self.units[j],
            &scene.corners[i],
            &scene.corners[j],
        )
    }

    /// Base contact: touching, or touching the emplacement the other is in.
    pub fn in_base_contact(&self, a: TableUnitId, b: TableUnitId) -> bool {
        self.pair(a, b)
            .is_some_and(|(i, j)| fire::base_contact(&self.scene(), i, j))
    }

    /// Whether `a` flanks the enemy `b`: touching it, but neither its front
    /// side nor its front corners.
    pub fn flanking(&self, a: TableUnitId, b: TableUnitId) -> bool {
        self.pair(a, b).is_some_and(|(i, j)| {
            self.units[i].side != self.units[j].side
                && contact::flanks(&self.units[i], &self.units[j])
        })
    }

    /// The enemies touching unit `id`.
    pub fn enemies_in_contact(&self, id: TableUnitId) -> Vec<TableUnitId> {
        self.remembered_for(id, &self.worked_out.0.enemies_in_contact, |i| {
            self.kept_enemies_in_contact(i)
                .unwrap_or_else(|| self.find_enemies_in_contact(i))
        })
    }

    /// Unit `i`'s enemies in contact as known before the last change, if
    /// that change cannot have changed them: base contact is between two
    /// units alone, so only the unit that moved can come or go, and one
    /// that left only goes.
    fn kept_enemies_in_contact(&self, i: usize) -> Option<Vec<TableUnitId>> {
        let kept = self.worked_out.0.kept_answers.as_ref()?;
        let mut known = kept.in_contact.get(i)?.clone()?;
        match kept.change {
            Change::Moved(m) if m == i => return None,
            Change::Moved(m) if self.units[m].side != self.units[i].side => {
                let touching = fire::base_contact(&self.scene(), i, m);
                if touching || known.contains(&self.units[m].id) {
                    return None;
                }
            }
            Change::Moved(_) => {}
            Change::Removed(gone) => known.retain(|&u| u != gone),
        }
        Some(known)
    }

    fn find_enemies_in_contact(&self, i: usize) -> Vec<TableUnitId> {
        let scene = self.scene();
        let found = (0..self.units.len()).filter(|&j| {
            self.units[j].side != self.units[i].side && fire::base_contact(&scene, i, j)
        });
        self.ids(found)
    }

    // --------------------------------------------------------- formations

    /// The formations, as worked out for this arrangement of the units.
    pub fn formations(&self) -> &FormationList {
        &self.worked_out_formations().all
    }

    fn worked_out_formations(&self) -> &Formations {
        self.worked_out.0.formations.get_or_init(|| {
            let scene = self.scene();
            let links = match &self.worked_out.0.kept_links {
                Some(kept) => kept.completed(&scene),
                None => formation::links(&scene),
            };
            let (all, of_unit) = formation::from_links(&scene, &links);
            Formations {
                all,
                of_unit,
                links,
            }
        })
    }

    /// The formation unit `id` stands in.
    pub fn formation_of(&self, id: TableUnitId) -> Option<FormationRef<'_>> {
        let i = self.index_of(id)?;
        let k = *self.worked_out_formations().of_unit.get(i)?;
        self.formations().get(k)
    }

    /// The units of the formation unit `id` stands in, or the unit alone
    /// if it is not on the table: what an order to a formation reaches.
    pub(crate) fn formation_or_alone(&self, id: TableUnitId) -> Vec<TableUnitId> {
        self.formation_of(id)
            .map_or_else(|| vec![id], |f| f.units.to_vec())
    }

    /// How far unit `id` is from the head of commander `commander` (0 when
    /// the commander touches it): what the command radius is measured by.
    pub fn commander_distance(&self, commander: CommanderId, id: TableUnitId) -> Option<f64> {
        let at = self.commanders.iter().find(|c| c.id == commander)?.at;
        let i = self.index_of(id)?;
        Some(crate::engine::geometry::point_polygon_distance(
            at,
            &self.scene().corners[i],
        ))
    }

    /// Whether some part of unit `id` is within `reach` of commander
    /// `commander`'s head: [`Position::commander_distance`] at most
    /// `reach`, without measuring a unit whose box alone is plainly beyond
    /// it (a hair more, for the rounding of the two measures), as most are.
    pub(crate) fn commander_reaches(
        &self,
        commander: CommanderId,
        id: TableUnitId,
        reach: f64,
    ) -> bool {
        let Some(at) = self
            .commanders
            .iter()
            .find(|c| c.id == commander)
            .map(|c| c.at)
        else {
            return false;
        };
        let Some(i) = self.index_of(id) else {
            return false;
        };
        let scene = self.scene();
        scene.boxes[i].distance_to(at) <= reach + 1e-9
            && crate::engine::geometry::point_polygon_distance(at, &scene.corners[i]) <= reach
    }

    /// Unit `id`'s corners (as [`TableUnit::corners`] gives them), from
    /// what the position has worked out.
    pub(crate) fn corners_of(&self, id: TableUnitId) -> Option<[Point; 4]> {
        let i = self.index_of(id)?;
        Some(self.scene().corners[i])
    }

    /// Every unit's corners, in position order (as [`Position::corners_of`]).
    pub(crate) fn all_corners(&self) -> &[[Point; 4]] {
        self.scene().corners
    }

    /// The distance from unit `id` to the nearest enemy unit, and which one;
    /// `None` if there is no enemy.
    pub fn nearest_enemy(&self, id: TableUnitId) -> Option<(f64, TableUnitId)> {
        let i = self.index_of(id)?;
        let cells = self
            .worked_out
            .0
            .nearest_enemies
            .get_or_init(|| per_unit_cells(self.units.len()));
        *cells.get(i)?.get_or_init(|| {
            self.kept_nearest_enemy(i)
                .unwrap_or_else(|| self.find_nearest_enemy(i))
        })
    }

    /// Unit `i`'s nearest enemy as known before the last change, if that
    /// change cannot have changed it: a friend moved, or an enemy other
    /// than the nearest that is still plainly farther (its lower bound,
    /// as [`Position::find_nearest_enemy`] takes it, beyond the nearest's
    /// distance by more than rounding), or a unit other than the nearest
    /// left.
    fn kept_nearest_enemy(&self, i: usize) -> Option<Nearest> {
        let kept = self.worked_out.0.kept_answers.as_ref()?;
        let known = (*kept.nearest.get(i)?)?;
        match kept.change {
            Change::Moved(m) if m == i => None,
            Change::Moved(m) if self.units[m].side == self.units[i].side => Some(known),
            Change::Moved(m) => {
                let (distance, nearest) = known?;
                let bound = self.nearest_bound(i, m);
                (nearest != self.units[m].id && bound > distance + 1e-9).then_some(known)
            }
            Change::Removed(gone) => (known.map(|(_, u)| u) != Some(gone)).then_some(known),
        }
    }

    /// A lower bound of the distance between units `i` and `k`: their
    /// centres' distance less both radii.
    fn nearest_bound(&self, i: usize, k: usize) -> f64 {
        let scene = self.scene();
        self.units[k]
            .placement
            .centre
            .distance(self.units[i].placement.centre)
            - scene.radius[i]
            - scene.radius[k]
    }

    /// Whether every enemy is plainly more than `distance` from unit `id`:
    /// its centre farther than that and both radii (and a hair, for
    /// rounding). A quick answer for keeping away, nothing measured; `false`
    /// says only that it must be measured.
    pub(crate) fn plainly_clear_of_enemies(&self, id: TableUnitId, distance: f64) -> bool {
        let Some(i) = self.index_of(id) else {
            return false;
        };
        let scene = self.scene();
        let (side, at) = (self.units[i].side, self.units[i].placement.centre);
        self.units.iter().enumerate().all(|(k, other)| {
            let reach = distance + scene.radius[i] + scene.radius[k] + 1e-9;
            other.side == side || farther_than(other.placement.centre, at, reach)
        })
    }

    /// [`Position::nearest_enemy`] of the unit at index `i`, worked out.
    fn find_nearest_enemy(&self, i: usize) -> Option<(f64, TableUnitId)> {
        let unit = &self.units[i];
        let scene = self.scene();
        let corners = &scene.corners[i];
        // The centres' distance less both radii is a lower bound of the
        // distance: enemies are measured lowest bound first, and once a
        // bound exceeds the best distance so far no enemy left can beat it.
        let mut enemies: Vec<(f64, usize)> = self
            .units
            .iter()
            .enumerate()
            .filter(|(_, other)| other.side != unit.side)
            .map(|(k, _)| (self.nearest_bound(i, k), k))
            .collect();
        // The nearest, and of equally near ones the first in the
        // position's order, whatever order they are measured in. The
        // lowest bound is picked out one at a time rather than all sorted:
        // most searches stop after one or two.
        let mut best: Option<(f64, usize)> = None;
        while let Some(next) = first_lowest_bound(&enemies) {
            let (bound, k) = enemies.remove(next);
            if best.is_some_and(|(d, _)| bound > d) {
                break;
            }
            let d = crate::engine::geometry::polygon_distance(corners, &scene.corners[k]);
            if best.is_none_or(|(b, j)| d < b || (d == b && k < j)) {
                best = Some((d, k));
            }
        }
        best.map(|(d, k)| (d, self.units[k].id))
    }
}
