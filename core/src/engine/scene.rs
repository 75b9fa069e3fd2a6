//! The geometry of a position: every unit's facing vector, corners and
//! bounding box, and the terrain elements it is in (`SceneGeometry`),
//! worked out once and kept by the position until a unit changes. Queries
//! that look at many pairs of units (engagement, formations, marker search,
//! moves and retreats) read it through a `Scene` rather than working a
//! unit's corners out again (two sines and cosines each time).

use super::commander::Commander;
use super::geometry::{farther_than, polygon_distance, Aabb, Point, EPSILON};
use super::table::Table;
use super::terrain::TerrainElement;
use super::unit::{corners_ahead, TableUnit, TableUnitId};

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
    /// Each unit's `Placement::forward`, the unit vector its front faces.
    pub forward: &'a [Point],
    /// Each unit's `TableUnit::radius`.
    pub radius: &'a [f64],
    pub boxes: &'a [Aabb],
    /// For each unit, the elements it is (even partly) in, ascending.
    pub membership: &'a [Vec<usize>],
}

/// What a scene works out from the units and the terrain, kept by the
/// position until a unit changes (see `Position::units_mut`).
#[derive(Clone, Debug)]
pub(crate) struct SceneGeometry {
    corners: Vec<[Point; 4]>,
    forward: Vec<Point>,
    radius: Vec<f64>,
    boxes: Vec<Aabb>,
    membership: Vec<Vec<usize>>,
}

impl SceneGeometry {
    pub(crate) fn new(units: &[TableUnit], terrain: &[TerrainElement]) -> SceneGeometry {
        let forward: Vec<Point> = units.iter().map(|u| u.placement.forward()).collect();
        let corners: Vec<[Point; 4]> = units
            .iter()
            .zip(&forward)
            .map(|(u, ahead)| corners_ahead(u.placement.centre, *ahead, u.depth))
            .collect();
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
            forward,
            radius: units.iter().map(TableUnit::radius).collect(),
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
            forward: &geometry.forward,
            radius: &geometry.radius,
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

    /// Whether units `i` and `j` touch or overlap (gap at most
    /// [`EPSILON`]): `contact::touching` on the worked-out corners.
    pub(crate) fn touching(&self, i: usize, j: usize) -> bool {
        let (a, b) = (&self.units[i], &self.units[j]);
        let reach = self.radius[i] + self.radius[j] + EPSILON;
        if farther_than(a.placement.centre, b.placement.centre, reach) {
            return false;
        }
        polygon_distance(&self.corners[i], &self.corners[j]) <= EPSILON
    }

    /// Unit `i`'s front side as (front-right, front-left).
    pub(crate) fn front_edge(&self, i: usize) -> (Point, Point) {
        (self.corners[i][0], self.corners[i][1])
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
