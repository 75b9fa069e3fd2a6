//! The table: its size in UW, its four edges, and which edge is whose.
//!
//! The table's south-west corner is the origin; `x` runs east along the
//! south edge to `width`, `y` runs north to `depth`. The default is the
//! rulebook's minimum table, 120 × 90 cm, played with 60 mm bases (a common
//! unit width, the one of the website's photographed 15 mm game): 20 × 15 UW.
//! Side A's own edge is the south edge, side B's the north edge, as when two
//! players sit across the long sides.

use super::geometry::{Point, EPSILON};
use super::side::{PerSide, Side};

use serde::{Deserialize, Serialize};

/// The width of the default table in UW: 120 cm at 60 mm per UW.
pub(crate) const STANDARD_WIDTH: f64 = 20.0;
/// The depth of the default table in UW: 90 cm at 60 mm per UW.
pub(crate) const STANDARD_DEPTH: f64 = 15.0;

/// One of the table's four edges.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Edge {
    // Scenario files write the edges in lower case.
    #[serde(alias = "south")]
    South,
    #[serde(alias = "north")]
    North,
    #[serde(alias = "west")]
    West,
    #[serde(alias = "east")]
    East,
}

impl Edge {
    /// The unit vector pointing from the table towards this edge.
    pub fn outward(self) -> Point {
        match self {
            Edge::South => Point::new(0.0, -1.0),
            Edge::North => Point::new(0.0, 1.0),
            Edge::West => Point::new(-1.0, 0.0),
            Edge::East => Point::new(1.0, 0.0),
        }
    }
}

/// An axis-aligned rectangle of the table: a deployment zone, a quarter.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Rect {
    pub min: Point,
    pub max: Point,
}

impl Rect {
    pub fn new(min: Point, max: Point) -> Rect {
        Rect { min, max }
    }

    pub fn centre(&self) -> Point {
        Point::new(
            (self.min.x + self.max.x) / 2.0,
            (self.min.y + self.max.y) / 2.0,
        )
    }

    pub fn width(&self) -> f64 {
        self.max.x - self.min.x
    }

    pub fn height(&self) -> f64 {
        self.max.y - self.min.y
    }

    /// Whether `p` is inside (its edge included, within the tolerance).
    pub fn contains(&self, p: Point) -> bool {
        p.x >= self.min.x - EPSILON
            && p.y >= self.min.y - EPSILON
            && p.x <= self.max.x + EPSILON
            && p.y <= self.max.y + EPSILON
    }

    /// Whether every point (a unit's corners, an outline) is inside.
    pub fn contains_all(&self, points: &[Point]) -> bool {
        points.iter().all(|p| self.contains(*p))
    }

    /// The rectangle's corners, counter-clockwise from its south-west.
    pub fn corners(&self) -> [Point; 4] {
        [
            self.min,
            Point::new(self.max.x, self.min.y),
            self.max,
            Point::new(self.min.x, self.max.y),
        ]
    }
}

/// One of the table's four quarters, by its corner.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Quarter {
    SouthWest,
    SouthEast,
    NorthWest,
    NorthEast,
}

/// The playing surface.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Table {
    pub width: f64,
    pub depth: f64,
    /// Side A's own table edge (the one it retreats towards).
    pub edge_of_a: Edge,
    /// Side B's own table edge.
    pub edge_of_b: Edge,
    /// Deployment zones a scenario draws; none: the standard thirds.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub zones: Option<PerSide<Rect>>,
}

impl Default for Table {
    fn default() -> Table {
        Table::standard()
    }
}

impl Table {
    /// 20 × 15 UW (120 × 90 cm with 60 mm bases), A south, B north.
    pub fn standard() -> Table {
        Table::new(STANDARD_WIDTH, STANDARD_DEPTH)
    }

    /// A table of any size in UW, A south, B north.
    pub fn new(width: f64, depth: f64) -> Table {
        Table {
            width,
            depth,
            edge_of_a: Edge::South,
            edge_of_b: Edge::North,
            zones: None,
        }
    }

    /// The same table with a scenario's deployment zones.
    pub fn with_zones(self, zones: PerSide<Rect>) -> Table {
        Table {
            zones: Some(zones),
            ..self
        }
    }

    /// A table measured in centimetres, played with bases `base_mm` wide.
    pub fn from_centimetres(width_cm: f64, depth_cm: f64, base_mm: f64) -> Table {
        let uw_cm = base_mm / 10.0;
        Table::new(width_cm / uw_cm, depth_cm / uw_cm)
    }

    /// The player's own edge: where the FAQ's "my side of the table" is.
    pub fn own_edge(&self, side: Side) -> Edge {
        match side {
            Side::A => self.edge_of_a,
            Side::B => self.edge_of_b,
        }
    }

    /// The direction "towards my own table edge": straight at it.
    pub fn towards_own_edge(&self, side: Side) -> Point {
        self.own_edge(side).outward()
    }

    /// Whether `p` is on the table (its edges included).
    pub fn contains(&self, p: Point) -> bool {
        p.x >= -EPSILON
            && p.y >= -EPSILON
            && p.x <= self.width + EPSILON
            && p.y <= self.depth + EPSILON
    }

    /// The whole table as a rectangle.
    pub fn rect(&self) -> Rect {
        Rect::new(Point::new(0.0, 0.0), Point::new(self.width, self.depth))
    }

    /// One of the four quarters the terrain is set up in.
    pub fn quarter(&self, quarter: Quarter) -> Rect {
        let (w, d) = (self.width / 2.0, self.depth / 2.0);
        let (x, y) = match quarter {
            Quarter::SouthWest => (0.0, 0.0),
            Quarter::SouthEast => (w, 0.0),
            Quarter::NorthWest => (0.0, d),
            Quarter::NorthEast => (w, d),
        };
        Rect::new(Point::new(x, y), Point::new(x + w, y + d))
    }

    /// A side's deployment zone: the scenario's, or the third of the
    /// table's depth along its own edge (5 UW on the standard table).
    /// Sides whose own edge is west or east get the third of the width
    /// along it.
    pub fn deployment_zone(&self, side: Side) -> Rect {
        if let Some(zones) = &self.zones {
            return zones[side];
        }
        let (w, d) = (self.width, self.depth);
        let (min, max) = match self.own_edge(side) {
            Edge::South => (Point::new(0.0, 0.0), Point::new(w, d / 3.0)),
            Edge::North => (Point::new(0.0, d - d / 3.0), Point::new(w, d)),
            Edge::West => (Point::new(0.0, 0.0), Point::new(w / 3.0, d)),
            Edge::East => (Point::new(w - w / 3.0, 0.0), Point::new(w, d)),
        };
        Rect::new(min, max)
    }

    /// The heading of a unit of `side` facing straight at the enemy's edge.
    pub fn facing_the_enemy(&self, side: Side) -> f64 {
        let towards = -self.towards_own_edge(side);
        super::geometry::trig::atan2(towards.y, towards.x)
    }

    /// The edges that `p` touches or lies beyond, in a fixed order.
    pub fn edges_reached(&self, p: Point) -> Vec<Edge> {
        let mut edges = Vec::new();
        if p.y <= EPSILON {
            edges.push(Edge::South);
        }
        if p.y >= self.depth - EPSILON {
            edges.push(Edge::North);
        }
        if p.x <= EPSILON {
            edges.push(Edge::West);
        }
        if p.x >= self.width - EPSILON {
            edges.push(Edge::East);
        }
        edges
    }

    /// The first edge any of `points` touches or crosses, if one does.
    pub fn first_edge_reached(&self, points: &[Point]) -> Option<Edge> {
        points.iter().flat_map(|p| self.edges_reached(*p)).min()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_standard_table_is_120_by_90_cm_at_60_mm() {
        let table = Table::standard();
        assert_eq!((table.width, table.depth), (20.0, 15.0));
        let measured = Table::from_centimetres(120.0, 90.0, 60.0);
        assert!((measured.width - 20.0).abs() < 1e-12 && (measured.depth - 15.0).abs() < 1e-12);
        let imperial = Table::from_centimetres(48.0 * 2.54, 36.0 * 2.54, 40.0);
        assert!((imperial.width - 30.48).abs() < 1e-9);
    }

    #[test]
    fn each_side_has_its_own_edge_and_direction_home() {
        let table = Table::standard();
        assert_eq!(table.own_edge(Side::A), Edge::South);
        assert_eq!(table.own_edge(Side::B), Edge::North);
        assert_eq!(table.towards_own_edge(Side::A), Point::new(0.0, -1.0));
        assert_eq!(Side::A.opponent(), Side::B);
    }

    #[test]
    fn quarters_and_deployment_zones_divide_the_table() {
        let table = Table::standard();
        let sw = table.quarter(Quarter::SouthWest);
        assert_eq!(
            (sw.min, sw.max),
            (Point::new(0.0, 0.0), Point::new(10.0, 7.5))
        );
        let ne = table.quarter(Quarter::NorthEast);
        assert_eq!(
            (ne.min, ne.max),
            (Point::new(10.0, 7.5), Point::new(20.0, 15.0))
        );
        let a = table.deployment_zone(Side::A);
        assert_eq!(
            (a.min, a.max),
            (Point::new(0.0, 0.0), Point::new(20.0, 5.0))
        );
        let b = table.deployment_zone(Side::B);
        assert_eq!(
            (b.min, b.max),
            (Point::new(0.0, 10.0), Point::new(20.0, 15.0))
        );
        assert!(b.contains(Point::new(3.0, 10.0)) && !b.contains(Point::new(3.0, 9.9)));
        assert!((table.facing_the_enemy(Side::A) - std::f64::consts::FRAC_PI_2).abs() < 1e-12);
        assert!((table.facing_the_enemy(Side::B) + std::f64::consts::FRAC_PI_2).abs() < 1e-12);
    }

    #[test]
    fn edges_are_reached_by_touching_them() {
        let table = Table::standard();
        assert!(table.edges_reached(Point::new(5.0, 5.0)).is_empty());
        assert_eq!(table.edges_reached(Point::new(5.0, 0.0)), vec![Edge::South]);
        assert_eq!(
            table.edges_reached(Point::new(20.5, 16.0)),
            vec![Edge::North, Edge::East]
        );
        assert!(table.contains(Point::new(20.0, 15.0)));
        assert!(!table.contains(Point::new(20.1, 15.0)));
        assert!(!table.contains(Point::new(f64::NAN, 1.0)));
    }
}
