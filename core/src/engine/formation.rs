//! Formations: groups of one side's units standing side to side, all in the
//! same terrain or all in the open.
//!
//! Reading (see `docs/RULES_NOTES.md`): two units of one side are linked
//! when a side of one meets a side of the other (corner contact is not
//! enough) and they are in exactly the same set of terrain elements (a unit
//! is in an element when any part of it is; the empty set is open ground).
//! A formation is a group of units joined by such links, so every unit of a
//! formation is in the same elements. A unit one step into a field is cut
//! off from its neighbours outside it, and units partly in the field still
//! form a formation with each other.

use super::contact::corners_meet;
use super::geometry::{farther_than, EPSILON};
use super::scene::Scene;
use super::table::Side;
use super::terrain::TerrainElement;
use super::unit::{TableUnit, TableUnitId};
use serde::{Deserialize, Serialize};

/// One formation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Formation {
    pub side: Side,
    /// Its units, in the position's order.
    pub units: Vec<TableUnitId>,
    /// The terrain elements (indices into the position's terrain) all its
    /// units are in; empty in the open.
    pub terrain: Vec<usize>,
}

impl Formation {
    pub fn contains(&self, unit: TableUnitId) -> bool {
        self.units.contains(&unit)
    }

    pub fn len(&self) -> usize {
        self.units.len()
    }

    pub fn is_empty(&self) -> bool {
        self.units.is_empty()
    }
}

/// The elements a unit is in (even partly), as indices in ascending order.
pub(crate) fn terrain_of(unit: &TableUnit, terrain: &[TerrainElement]) -> Vec<usize> {
    let corners = unit.corners();
    terrain
        .iter()
        .enumerate()
        .filter(|(_, element)| {
            element
                .shape
                .bounding_box()
                .near(&super::geometry::Aabb::of_points(&corners), EPSILON)
                && element.shape.overlaps_polygon(&corners)
        })
        .map(|(index, _)| index)
        .collect()
}

/// Units `i` and `j` of the scene stand in one formation if they are of one
/// side, in the same elements, and a side of one meets a side of the other.
fn linked(scene: &Scene, i: usize, j: usize) -> bool {
    scene.units[i].side == scene.units[j].side
        && scene.membership[i] == scene.membership[j]
        && corners_meet(&scene.corners[i], &scene.corners[j])
}

/// Whether units `i` and `j` of the scene may touch: the same side, and
/// their centres no farther apart than their radii (units whose circles
/// cannot meet cannot touch).
fn near_friends(scene: &Scene, i: usize, j: usize) -> bool {
    let (a, b) = (&scene.units[i], &scene.units[j]);
    let reach = scene.radius[i] + scene.radius[j] + EPSILON;
    a.side == b.side && !farther_than(a.placement.centre, b.placement.centre, reach)
}

/// Every pair of linked units, as position indices `(i, j)` with `i < j`,
/// in order.
pub(crate) fn links(scene: &Scene) -> Vec<(usize, usize)> {
    let n = scene.units.len();
    let mut out = Vec::new();
    for i in 0..n {
        for j in (i + 1)..n {
            if near_friends(scene, i, j) && linked(scene, i, j) {
                out.push((i, j));
            }
        }
    }
    out
}

/// The units linked with unit `i`, as pairs `(low, high)` of position
/// indices: what changes in the links when unit `i` alone moves.
pub(crate) fn links_of(scene: &Scene, i: usize) -> Vec<(usize, usize)> {
    (0..scene.units.len())
        .filter(|&k| k != i && near_friends(scene, i, k) && linked(scene, i, k))
        .map(|k| (i.min(k), i.max(k)))
        .collect()
}

/// The formations the links make: groups of units joined by links,
/// ordered by their first unit, each unit in the position's order; and
/// which formation each unit (by position index) is in. The groups depend
/// on the links alone, not on the order they are taken in.
pub(crate) fn from_links(scene: &Scene, links: &[(usize, usize)]) -> (Vec<Formation>, Vec<usize>) {
    let (units, membership) = (scene.units, scene.membership);
    let mut parent: Vec<usize> = (0..units.len()).collect();
    fn root(parent: &mut [usize], mut i: usize) -> usize {
        while parent[i] != i {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        i
    }
    for &(i, j) in links {
        if i.max(j) >= units.len() {
            continue;
        }
        let (ri, rj) = (root(&mut parent, i), root(&mut parent, j));
        if ri != rj {
            parent[ri.max(rj)] = ri.min(rj);
        }
    }
    let mut by_root: Vec<Option<usize>> = vec![None; units.len()];
    let mut out: Vec<Formation> = Vec::new();
    let mut of_unit = vec![0; units.len()];
    for i in 0..units.len() {
        let r = root(&mut parent, i);
        match by_root[r] {
            Some(f) => {
                out[f].units.push(units[i].id);
                of_unit[i] = f;
            }
            None => {
                by_root[r] = Some(out.len());
                of_unit[i] = out.len();
                out.push(Formation {
                    side: units[i].side,
                    units: vec![units[i].id],
                    terrain: membership[i].to_vec(),
                });
            }
        }
    }
    (out, of_unit)
}
