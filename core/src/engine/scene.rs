//! The geometry of a position: every unit's corners and bounding box, and
//! the terrain elements it is in (`SceneGeometry`), worked out once and kept
//! by the position until a unit changes. Queries that look at many pairs of
//! units (engagement, formations, marker search) read it through a `Scene`.

use super::commander::Commander;
use super::geometry::{Aabb, Point, EPSILON};
use super::table::Table;
use super::terrain::TerrainElement;
use super::unit::{TableUnit, TableUnitId};

/// A position seen for a query: its pieces and what was worked out from
/// them. Movement, retreats, fire, formations and markers all read the
/// table through this, so none of them depends on `Position` (which
/// depends on them).
pub(crate) struct Scene<'a> {
    pub table: &'a Table,
    pub commanders: &'a [Commander],
    pub units: &'a [TableUnit],
    pub terrain: &'a [TerrainElement],
    pub corners: &'a [[Point; 4]],
    pub boxes: &'a [Aabb],
    /// For each unit, the elements it is (even partly) in, ascending.
    pub membership: &'a [Vec<usize>],
}

/// What a scene works out from the units and the terrain, kept by the
/// position until a unit changes (see `Position::units_mut`).
#[derive(Clone, Debug)]
pub(crate) struct SceneGeometry {
    corners: Vec<[Point; 4]>,
    boxes: Vec<Aabb>,
    membership: Vec<Vec<usize>>,
}

impl SceneGeometry {
    pub(crate) fn new(units: &[TableUnit], terrain: &[TerrainElement]) -> SceneGeometry {
        let corners: Vec<[Point; 4]> = units.iter().map(TableUnit::corners).collect();
        let boxes: Vec<Aabb> = corners.iter().map(|c| Aabb::of_points(c)).collect();
        let terrain_boxes: Vec<Aabb> = terrain.iter().map(|e| e.shape.bounding_box()).collect();
        let membership = corners
            .iter()
            .zip(&boxes)
            .map(|(c, b)| {
                terrain
                    .iter()
                    .zip(&terrain_boxes)
                    .enumerate()
                    .filter(|(_, (element, element_box))| {
                        element_box.near(b, EPSILON) && element.shape.overlaps_polygon(c)
                    })
                    .map(|(index, _)| index)
                    .collect()
            })
            .collect();
        SceneGeometry {
            corners,
            boxes,
            membership,
        }
    }
}

impl<'a> Scene<'a> {
    pub(crate) fn new(
        table: &'a Table,
        commanders: &'a [Commander],
        units: &'a [TableUnit],
        terrain: &'a [TerrainElement],
        geometry: &'a SceneGeometry,
    ) -> Scene<'a> {
        Scene {
            table,
            commanders,
            units,
            terrain,
            corners: &geometry.corners,
            boxes: &geometry.boxes,
            membership: &geometry.membership,
        }
    }

    pub(crate) fn table(&self) -> &'a Table {
        self.table
    }

    pub(crate) fn commanders(&self) -> &'a [Commander] {
        self.commanders
    }

    pub(crate) fn units(&self) -> &'a [TableUnit] {
        self.units
    }

    pub(crate) fn terrain(&self) -> &'a [TerrainElement] {
        self.terrain
    }

    pub(crate) fn unit(&self, id: TableUnitId) -> Option<&'a TableUnit> {
        self.units.iter().find(|u| u.id == id)
    }

    pub(crate) fn index_of(&self, id: TableUnitId) -> Option<usize> {
        self.units.iter().position(|u| u.id == id)
    }

    /// Whether unit `i` is (even partly) on an element with elevation.
    pub(crate) fn on_elevation(&self, i: usize) -> bool {
        self.membership[i]
            .iter()
            .any(|&e| self.terrain[e].traits.elevation)
    }

    /// Whether unit `i` stands wholly on one element with elevation.
    pub(crate) fn wholly_on_elevation(&self, i: usize) -> bool {
        self.membership[i].iter().any(|&e| {
            self.terrain[e].traits.elevation
                && self.terrain[e].shape.contains_polygon(&self.corners[i])
        })
    }
}
