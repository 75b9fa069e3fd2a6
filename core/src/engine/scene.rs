//! The geometry of a position: every unit's facing vector, corners and
//! bounding box, and the terrain elements it is in (`SceneGeometry`),
//! worked out once and kept by the position until a unit changes. Queries
//! that look at many pairs of units (engagement, formations, marker search,
//! moves and retreats) read it through a `Scene` rather than working a
//! unit's corners out again (two sines and cosines each time).

use super::commander::Commander;
use super::geometry::{farther_than, polygon_distance, Aabb, Point, EPSILON};
use super::sightlines::Sightlines;
use super::table::Table;
use super::terrain::{Shape, TerrainElement};
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
    pub membership: &'a [Membership],
    /// The lines of fire and bombardment found so far between units.
    pub sightlines: &'a Sightlines,
}

/// What a scene works out from the units and the terrain, kept by the
/// position until a unit changes (see `Position::units_mut`).
#[derive(Debug)]
pub(crate) struct SceneGeometry {
    corners: Vec<[Point; 4]>,
    forward: Vec<Point>,
    radius: Vec<f64>,
    boxes: Vec<Aabb>,
    membership: Vec<Membership>,
    /// Filled in as lines are asked about; a move keeps the verdicts it
    /// cannot have changed.
    sightlines: Sightlines,
}

/// The elements a unit is in: shared by the copies of a scene's geometry
/// (a move works out one unit's again and copies the others').
pub(crate) type Membership = std::sync::Arc<[usize]>;

/// What is worked out for one unit.
struct UnitGeometry {
    corners: [Point; 4],
    forward: Point,
    radius: f64,
    bounds: Aabb,
    membership: Membership,
}

impl UnitGeometry {
    fn of(unit: &TableUnit, terrain: &[TerrainElement]) -> UnitGeometry {
        let forward = unit.placement.forward();
        let corners = corners_ahead(unit.placement.centre, forward, unit.depth);
        let bounds = Aabb::of_points(&corners);
        let membership = terrain
            .iter()
            .enumerate()
            .filter(|(_, element)| {
                element.shape.bounding_box().near(&bounds, EPSILON)
                    && element.shape.overlaps_polygon(&corners)
            })
            .map(|(index, _)| index)
            .collect();
        UnitGeometry {
            corners,
            forward,
            radius: unit.radius(),
            bounds,
            membership,
        }
    }
}

impl SceneGeometry {
    pub(crate) fn new(units: &[TableUnit], terrain: &[TerrainElement]) -> SceneGeometry {
        let n = units.len();
        let mut geometry = SceneGeometry {
            corners: Vec::with_capacity(n),
            forward: Vec::with_capacity(n),
            radius: Vec::with_capacity(n),
            boxes: Vec::with_capacity(n),
            membership: Vec::with_capacity(n),
            sightlines: Sightlines::new(n),
        };
        for unit in units {
            let g = UnitGeometry::of(unit, terrain);
            geometry.corners.push(g.corners);
            geometry.forward.push(g.forward);
            geometry.radius.push(g.radius);
            geometry.boxes.push(g.bounds);
            geometry.membership.push(g.membership);
        }
        geometry
    }

    /// The same, after unit `i` (now `unit`) changed: only its entry is
    /// worked out again (a move changes one unit of many), and the
    /// sightlines it cannot have changed are kept.
    pub(crate) fn with_changed(
        &self,
        i: usize,
        unit: &TableUnit,
        terrain: &[TerrainElement],
    ) -> SceneGeometry {
        let mut geometry = SceneGeometry {
            corners: self.corners.clone(),
            forward: self.forward.clone(),
            radius: self.radius.clone(),
            boxes: self.boxes.clone(),
            membership: self.membership.clone(),
            sightlines: Sightlines::default(),
        };
        if i < geometry.corners.len() {
            let g = UnitGeometry::of(unit, terrain);
            geometry.sightlines =
                self.sightlines
                    .after_move(i, &self.boxes[i], &g.bounds, &self.boxes);
            geometry.corners[i] = g.corners;
            geometry.forward[i] = g.forward;
            geometry.radius[i] = g.radius;
            geometry.boxes[i] = g.bounds;
            geometry.membership[i] = g.membership;
        }
        geometry
    }

    /// The box of unit `i`, by position index.
    pub(crate) fn bounds(&self, i: usize) -> Option<&Aabb> {
        self.boxes.get(i)
    }

    /// The same, after unit `i` left the table.
    pub(crate) fn without(&self, i: usize) -> SceneGeometry {
        fn without<T: Clone>(all: &[T], i: usize) -> Vec<T> {
            let mut all = all.to_vec();
            if i < all.len() {
                all.remove(i);
            }
            all
        }
        SceneGeometry {
            corners: without(&self.corners, i),
            forward: without(&self.forward, i),
            radius: without(&self.radius, i),
            boxes: without(&self.boxes, i),
            membership: without(&self.membership, i),
            sightlines: match self.boxes.get(i) {
                Some(before) => self.sightlines.after_removal(i, before, &self.boxes),
                None => Sightlines::new(self.corners.len()),
            },
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
            sightlines: &geometry.sightlines,
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

    /// Whether unit `i` stands in an emplacement, read so that a unit may
    /// turn where it stands and keep it (the rulebook's FAQ): wholly
    /// inside the outline, or its turning circle (about its centre,
    /// through its corners) inside the circle through the emplacement's
    /// corners, which no turn in place changes. Only the elements it is
    /// even partly in are asked: a unit away from every emplacement costs
    /// a look at those few elements' traits.
    pub(crate) fn in_emplacement(&self, i: usize) -> bool {
        self.membership[i].iter().any(|&e| {
            let element = &self.terrain[e];
            element.traits.emplacement && self.stands_in(i, &element.shape)
        })
    }

    fn stands_in(&self, i: usize, shape: &Shape) -> bool {
        let centre = self.units[i].placement.centre;
        stands_in(centre, self.radius[i], &self.corners[i], shape)
    }

    /// Whether unit `i` stands wholly on one element with elevation.
    pub(crate) fn wholly_on_elevation(&self, i: usize) -> bool {
        self.membership[i].iter().any(|&e| {
            self.terrain[e].traits.elevation
                && self.terrain[e].shape.contains_polygon(&self.corners[i])
        })
    }
}

/// Whether a unit (its centre, radius and corners) fits `shape` turned any
/// way where it stands, or wholly fits it as it faces now: standing "in"
/// an element such as an emplacement.
pub(crate) fn stands_in(centre: Point, radius: f64, corners: &[Point; 4], shape: &Shape) -> bool {
    centre.distance(shape.centre()) + radius <= shape.reach() + EPSILON
        || shape.contains_polygon(corners)
}
