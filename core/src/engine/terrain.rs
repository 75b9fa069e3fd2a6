//! Terrain elements: a shape on the table and the traits that give it rules.
//!
//! The element list and each element's traits are the website rules' (003),
//! as `docs/RULES_NOTES.md` records: vineyard and bocage give cover and do
//! not block sight, the grove exists, the road is worth +2 speed. An element
//! is one convex shape (a convex polygon or a circle); a long winding road or
//! stream is laid as several straight pieces.
//!
//! A unit is *in* an element when any part of it is (the rulebook: "even
//! partially within"): their areas overlap by more than the touching
//! tolerance. A unit is *wholly* in an element when all of it is.

use super::geometry::{
    circle_circle_intersections, clip_segment, contains_point, point_polygon_distance,
    polygon_distance, polygons_overlap, segment_circle_intersections, segment_intersection,
    signed_area2, trig, Aabb, Extremes, Point, EPSILON,
};
use crate::i18n::float_text::fixed;
use crate::i18n::Lang;
use serde::{Deserialize, Serialize};

/// The element kinds of the terrain table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TerrainKind {
    Stream,
    Ravine,
    Swamp,
    Road,
    Village,
    Hill,
    WoodedHill,
    Dune,
    Rock,
    Wood,
    Grove,
    Vineyard,
    Bocage,
    PloughedField,
    Emplacement,
}

impl TerrainKind {
    pub const ALL: [TerrainKind; 15] = [
        TerrainKind::Stream,
        TerrainKind::Ravine,
        TerrainKind::Swamp,
        TerrainKind::Road,
        TerrainKind::Village,
        TerrainKind::Hill,
        TerrainKind::WoodedHill,
        TerrainKind::Dune,
        TerrainKind::Rock,
        TerrainKind::Wood,
        TerrainKind::Grove,
        TerrainKind::Vineyard,
        TerrainKind::Bocage,
        TerrainKind::PloughedField,
        TerrainKind::Emplacement,
    ];

    /// The traits the website rules give this kind of element.
    pub fn traits(self) -> Traits {
        let none = Traits::default();
        match self {
            TerrainKind::Stream | TerrainKind::Ravine | TerrainKind::Swamp => Traits {
                very_broken: true,
                ..none
            },
            TerrainKind::Road => Traits { road: true, ..none },
            TerrainKind::Village => Traits {
                broken: true,
                blocks_sight: true,
                village: true,
                ..none
            },
            TerrainKind::Hill => Traits {
                blocks_sight: true,
                elevation: true,
                ..none
            },
            TerrainKind::WoodedHill => Traits {
                very_broken: true,
                cover: true,
                blocks_sight: true,
                elevation: true,
                ..none
            },
            TerrainKind::Dune => Traits {
                broken: true,
                blocks_sight: true,
                elevation: true,
                ..none
            },
            TerrainKind::Rock => Traits {
                very_broken: true,
                blocks_sight: true,
                elevation: true,
                ..none
            },
            TerrainKind::Wood => Traits {
                very_broken: true,
                cover: true,
                blocks_sight: true,
                ..none
            },
            TerrainKind::Grove => Traits {
                broken: true,
                cover: true,
                blocks_sight: true,
                ..none
            },
            TerrainKind::Vineyard | TerrainKind::Bocage => Traits {
                broken: true,
                cover: true,
                ..none
            },
            TerrainKind::PloughedField => Traits {
                broken: true,
                ..none
            },
            TerrainKind::Emplacement => Traits {
                emplacement: true,
                ..none
            },
        }
    }
}

impl TerrainKind {
    /// The kinds a player may choose for an element of his own choice (the
    /// Extra terrain asset): every kind but the emplacement.
    pub fn choosable() -> impl Iterator<Item = TerrainKind> {
        TerrainKind::ALL
            .into_iter()
            .filter(|k| *k != TerrainKind::Emplacement)
    }

    /// The element's outline at the rulebook's recommended size (1 to 2 UW
    /// across), centred on `centre`; `facing` turns the long side of a
    /// rectangle or a strip (circles do not turn).
    pub fn standard_shape(self, centre: Point, facing: f64) -> Shape {
        let circle = |radius: f64| Shape::Circle { centre, radius };
        match self {
            TerrainKind::Hill
            | TerrainKind::WoodedHill
            | TerrainKind::Wood
            | TerrainKind::Swamp => circle(1.0),
            TerrainKind::Dune | TerrainKind::Grove => circle(0.75),
            TerrainKind::Rock => circle(0.5),
            TerrainKind::Village => Shape::oriented_rectangle(centre, facing, 1.5, 1.5),
            TerrainKind::Vineyard | TerrainKind::Bocage | TerrainKind::PloughedField => {
                Shape::oriented_rectangle(centre, facing, 2.0, 1.25)
            }
            TerrainKind::Stream | TerrainKind::Ravine | TerrainKind::Road => {
                Shape::oriented_rectangle(centre, facing, 2.0, 0.5)
            }
            TerrainKind::Emplacement => Shape::oriented_rectangle(centre, facing, 1.2, 0.7),
        }
    }
}

/// What an element does. Kinds give the standard set; a scenario may build
/// an element with other traits.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Traits {
    /// A move through it goes at most 2 UW; cavalry fighting in it are at a disadvantage.
    pub broken: bool,
    /// A move through it goes at most 1 UW; non-light units and cavalry fight at a disadvantage; no bombarding from it.
    pub very_broken: bool,
    /// Units with Use Cover have an advantage in it; no bombarding from it.
    pub cover: bool,
    /// Units wholly on it bombard over units not on elevation, 2 UW further.
    pub elevation: bool,
    /// Blocks lines of fire that start outside it and pass beyond it.
    pub blocks_sight: bool,
    /// +2 speed for a simple move that starts and ends touching it.
    pub road: bool,
    /// The village rules (discipline, bombardment).
    pub village: bool,
    /// Holds one unit, which ignores a hit a turn; contact with it is contact with its unit.
    pub emplacement: bool,
}

/// The outline of an element: a convex polygon (vertices in either turning
/// order; validation stores them counter-clockwise) or a circle. Written
/// as `{"shape": "circle", "centre": …, "radius": …}` (or `"polygon"` with
/// `"vertices"`); read in one pass (see `Deserialize` below).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "shape", rename_all = "snake_case")]
pub enum Shape {
    Polygon { vertices: Vec<Point> },
    Circle { centre: Point, radius: f64 },
}

/// Why a shape cannot be an element's outline.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum ShapeProblem {
    /// A polygon needs at least three corners.
    TooFewVertices { count: usize },
    /// A coordinate or the radius is NaN or infinite.
    NotFinite,
    /// The outline turns the other way at this vertex (or doubles back on itself).
    NotConvex { vertex: usize },
    /// Two consecutive vertices are the same point.
    RepeatedVertex { vertex: usize },
    /// The outline encloses no area.
    NoArea,
    /// A circle's radius must be positive.
    BadRadius { radius: f64 },
}

impl ShapeProblem {
    /// What is wrong, in a clause a sentence can end with.
    pub fn words(&self, lang: Lang) -> String {
        match self {
            ShapeProblem::TooFewVertices { count } => format!(
                "{} {count}",
                lang.pick(
                    "it needs at least three corners, not",
                    "нужно хотя бы три угла, а не"
                )
            ),
            ShapeProblem::NotFinite => lang
                .pick("a number in it is not a number", "в нём есть не число")
                .to_owned(),
            ShapeProblem::NotConvex { vertex } => format!(
                "{} {}",
                lang.pick("it is not convex at corner", "он не выпуклый в углу"),
                vertex + 1
            ),
            ShapeProblem::RepeatedVertex { vertex } => format!(
                "{} {}",
                lang.pick("it repeats corner", "в нём повторяется угол"),
                vertex + 1
            ),
            ShapeProblem::NoArea => lang
                .pick("it encloses no area", "он не охватывает площади")
                .to_owned(),
            ShapeProblem::BadRadius { radius } => format!(
                "{} {} UW",
                lang.pick(
                    "a circle cannot have a radius of",
                    "у круга не может быть радиус"
                ),
                fixed(*radius, 2)
            ),
        }
    }
}

impl Shape {
    /// An axis-aligned rectangle from its south-west to its north-east corner.
    pub fn rectangle(min: Point, max: Point) -> Shape {
        Shape::Polygon {
            vertices: vec![min, Point::new(max.x, min.y), max, Point::new(min.x, max.y)],
        }
    }

    /// A rectangle `length` long along `facing` and `width` across it,
    /// centred on `centre`.
    pub fn oriented_rectangle(centre: Point, facing: f64, length: f64, width: f64) -> Shape {
        let along = Point::from_angle(facing) * (length / 2.0);
        let across = along.perp().normalized().unwrap_or(Point::new(0.0, 1.0)) * (width / 2.0);
        Shape::Polygon {
            vertices: vec![
                centre - along - across,
                centre + along - across,
                centre + along + across,
                centre - along + across,
            ],
        }
    }

    /// The same outline moved by `by`.
    pub fn moved(&self, by: Point) -> Shape {
        match self {
            Shape::Polygon { vertices } => Shape::Polygon {
                vertices: vertices.iter().map(|v| *v + by).collect(),
            },
            Shape::Circle { centre, radius } => Shape::Circle {
                centre: *centre + by,
                radius: *radius,
            },
        }
    }

    /// The middle of the outline: a circle's centre, a polygon's mean corner.
    pub fn centre(&self) -> Point {
        match self {
            Shape::Circle { centre, .. } => *centre,
            Shape::Polygon { vertices } => {
                let n = vertices.len().max(1) as f64;
                let sum = vertices
                    .iter()
                    .fold(Point::new(0.0, 0.0), |acc, v| acc + *v);
                Point::new(sum.x / n, sum.y / n)
            }
        }
    }

    /// The radius of the circle about [`Shape::centre`] that holds the
    /// whole outline: a circle's own, a polygon's farthest corner.
    pub fn reach(&self) -> f64 {
        match self {
            Shape::Circle { radius, .. } => *radius,
            Shape::Polygon { vertices } => {
                let centre = self.centre();
                vertices
                    .iter()
                    .map(|v| v.distance(centre))
                    .fold(0.0, f64::greater)
            }
        }
    }

    /// Whether two outlines share some area (more than touching).
    pub fn overlaps_shape(&self, other: &Shape) -> bool {
        match (self, other) {
            (Shape::Polygon { vertices }, _) => other.overlaps_polygon(vertices),
            (_, Shape::Polygon { vertices }) => self.overlaps_polygon(vertices),
            (
                Shape::Circle { centre, radius },
                Shape::Circle {
                    centre: c2,
                    radius: r2,
                },
            ) => centre.distance(*c2) < radius + r2 - EPSILON,
        }
    }

    /// Whether the whole outline lies within the axis-aligned box.
    pub fn within(&self, min: Point, max: Point) -> bool {
        let b = self.bounding_box();
        b.min.x >= min.x - EPSILON
            && b.min.y >= min.y - EPSILON
            && b.max.x <= max.x + EPSILON
            && b.max.y <= max.y + EPSILON
    }

    /// A strip `width` wide along the segment `from`–`to` (a road, a stream).
    pub fn strip(from: Point, to: Point, width: f64) -> Shape {
        let along = (to - from).normalized().unwrap_or(Point::new(1.0, 0.0));
        let side = along.perp() * (width / 2.0);
        Shape::Polygon {
            vertices: vec![from - side, to - side, to + side, from + side],
        }
    }

    /// The shape checked and put in the form the rules expect: a polygon
    /// counter-clockwise, convex, with area.
    pub fn normalized(&self) -> Result<Shape, ShapeProblem> {
        match self {
            Shape::Circle { centre, radius } => {
                if !centre.is_finite() || !radius.is_finite() {
                    return Err(ShapeProblem::NotFinite);
                }
                if *radius <= EPSILON {
                    return Err(ShapeProblem::BadRadius { radius: *radius });
                }
                Ok(self.clone())
            }
            Shape::Polygon { vertices } => {
                let n = vertices.len();
                if n < 3 {
                    return Err(ShapeProblem::TooFewVertices { count: n });
                }
                if vertices.iter().any(|p| !p.is_finite()) {
                    return Err(ShapeProblem::NotFinite);
                }
                for i in 0..n {
                    if vertices[i].distance(vertices[(i + 1) % n]) <= EPSILON {
                        return Err(ShapeProblem::RepeatedVertex {
                            vertex: (i + 1) % n,
                        });
                    }
                }
                let area2 = signed_area2(vertices);
                if area2.abs() <= EPSILON {
                    return Err(ShapeProblem::NoArea);
                }
                let mut ccw = vertices.clone();
                if area2 < 0.0 {
                    ccw.reverse();
                }
                for i in 0..n {
                    let a = ccw[i];
                    let b = ccw[(i + 1) % n];
                    let c = ccw[(i + 2) % n];
                    if (b - a).cross(c - b) < -1e-12 {
                        let vertex = if area2 < 0.0 {
                            (n - 1 - (i + 1) % n) % n
                        } else {
                            (i + 1) % n
                        };
                        return Err(ShapeProblem::NotConvex { vertex });
                    }
                }
                // Winding twice around still has all left turns: the total
                // turning must be one full turn.
                let turning: f64 = (0..n)
                    .map(|i| {
                        let a = ccw[i];
                        let b = ccw[(i + 1) % n];
                        let c = ccw[(i + 2) % n];
                        let (d1, d2) = (b - a, c - b);
                        trig::atan2(d1.cross(d2), d1.dot(d2))
                    })
                    .sum();
                if (turning - std::f64::consts::TAU).abs() > 1e-6 {
                    return Err(ShapeProblem::NotConvex { vertex: 0 });
                }
                Ok(Shape::Polygon { vertices: ccw })
            }
        }
    }

    pub fn bounding_box(&self) -> Aabb {
        match self {
            Shape::Polygon { vertices } => Aabb::of_points(vertices),
            Shape::Circle { centre, radius } => Aabb {
                min: Point::new(centre.x - radius, centre.y - radius),
                max: Point::new(centre.x + radius, centre.y + radius),
            },
        }
    }

    /// Whether some of a convex polygon's area lies inside (more than
    /// touching): "a unit even partly in an element is in it".
    pub fn overlaps_polygon(&self, polygon: &[Point]) -> bool {
        match self {
            Shape::Polygon { vertices } => polygons_overlap(vertices, polygon),
            Shape::Circle { centre, radius } => {
                point_polygon_distance(*centre, polygon) < radius - EPSILON
            }
        }
    }

    /// Whether a convex polygon touches or overlaps the shape.
    pub fn touches_polygon(&self, polygon: &[Point]) -> bool {
        self.distance_to_polygon(polygon) <= EPSILON
    }

    pub fn distance_to_polygon(&self, polygon: &[Point]) -> f64 {
        match self {
            Shape::Polygon { vertices } => polygon_distance(vertices, polygon),
            Shape::Circle { centre, radius } => {
                (point_polygon_distance(*centre, polygon) - radius).greater(0.0)
            }
        }
    }

    /// Whether all of a polygon lies inside the shape (its edge included).
    pub fn contains_polygon(&self, polygon: &[Point]) -> bool {
        polygon.iter().all(|p| self.contains_point(*p, EPSILON))
    }

    /// Whether `p` is inside, allowing `tolerance` outside (negative: at
    /// least that far inside).
    pub fn contains_point(&self, p: Point, tolerance: f64) -> bool {
        match self {
            Shape::Polygon { vertices } => contains_point(vertices, p, tolerance),
            Shape::Circle { centre, radius } => p.distance(*centre) <= radius + tolerance,
        }
    }

    /// The part of segment `a`–`b` inside the shape, as parameters along it.
    pub fn clip_segment(&self, a: Point, b: Point) -> Option<(f64, f64)> {
        match self {
            Shape::Polygon { vertices } => clip_segment(a, b, vertices),
            Shape::Circle { centre, radius } => {
                let d = b - a;
                let f = a - *centre;
                let qa = d.dot(d);
                if qa <= 0.0 {
                    return (f.length() <= *radius).then_some((0.0, 1.0));
                }
                let qb = 2.0 * f.dot(d);
                let qc = f.dot(f) - radius * radius;
                let discriminant = qb * qb - 4.0 * qa * qc;
                if discriminant < 0.0 || !discriminant.is_finite() {
                    return None;
                }
                let root = discriminant.sqrt();
                let t0 = ((-qb - root) / (2.0 * qa)).greater(0.0);
                let t1 = ((-qb + root) / (2.0 * qa)).lesser(1.0);
                (t0 <= t1).then_some((t0, t1))
            }
        }
    }

    /// Points of the outline that matter for what can be seen from `eye`:
    /// the corners of a polygon, the tangent points of a circle.
    pub fn silhouette_points(&self, eye: Point) -> Vec<Point> {
        match self {
            Shape::Polygon { vertices } => vertices.clone(),
            Shape::Circle { centre, radius } => {
                let d = eye.distance(*centre);
                if d <= *radius {
                    return Vec::new();
                }
                let tangent_length = (d * d - radius * radius).sqrt();
                circle_circle_intersections(eye, tangent_length, *centre, *radius).to_vec()
            }
        }
    }

    /// Where the outline crosses a convex polygon's outline.
    pub fn outline_crossings(&self, polygon: &[Point]) -> Vec<Point> {
        let n = polygon.len();
        let mut out = Vec::new();
        for i in 0..n {
            let (a, b) = (polygon[i], polygon[(i + 1) % n]);
            match self {
                Shape::Polygon { vertices } => {
                    let m = vertices.len();
                    for j in 0..m {
                        if let Some(p) =
                            segment_intersection(a, b, vertices[j], vertices[(j + 1) % m])
                        {
                            out.push(p);
                        }
                    }
                }
                Shape::Circle { centre, radius } => {
                    out.extend(segment_circle_intersections(a, b, *centre, *radius));
                }
            }
        }
        out
    }
}

/// The kinds of outline, as the `shape` field names them.
#[derive(Deserialize)]
#[serde(rename_all = "snake_case")]
enum ShapeKind {
    Polygon,
    Circle,
}

/// An outline as written: every field of both kinds.
#[derive(Deserialize)]
struct FlatShape {
    shape: ShapeKind,
    vertices: Option<Vec<Point>>,
    centre: Option<Point>,
    radius: Option<f64>,
}

// Read in one pass rather than as serde's internally tagged enum, which
// buffers the object and puts a second reader into the browser build.
impl<'de> Deserialize<'de> for Shape {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Shape, D::Error> {
        use serde::de::Error;
        let flat = FlatShape::deserialize(deserializer)?;
        match flat.shape {
            ShapeKind::Polygon => Ok(Shape::Polygon {
                vertices: flat
                    .vertices
                    .ok_or_else(|| D::Error::missing_field("vertices"))?,
            }),
            ShapeKind::Circle => Ok(Shape::Circle {
                centre: flat
                    .centre
                    .ok_or_else(|| D::Error::missing_field("centre"))?,
                radius: flat
                    .radius
                    .ok_or_else(|| D::Error::missing_field("radius"))?,
            }),
        }
    }
}

/// A piece of terrain on the table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TerrainElement {
    pub kind: TerrainKind,
    pub shape: Shape,
    pub traits: Traits,
}

impl TerrainElement {
    /// An element with its kind's standard traits.
    pub fn new(kind: TerrainKind, shape: Shape) -> TerrainElement {
        TerrainElement {
            kind,
            shape,
            traits: kind.traits(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn unit_square(x: f64, y: f64) -> Vec<Point> {
        vec![
            Point::new(x, y),
            Point::new(x + 1.0, y),
            Point::new(x + 1.0, y + 1.0),
            Point::new(x, y + 1.0),
        ]
    }

    #[test]
    fn each_kind_has_the_website_traits() {
        let t = TerrainKind::Village.traits();
        assert!(t.broken && t.blocks_sight && t.village && !t.cover);
        let t = TerrainKind::Vineyard.traits();
        assert!(t.broken && t.cover && !t.blocks_sight);
        let t = TerrainKind::WoodedHill.traits();
        assert!(t.very_broken && t.cover && t.blocks_sight && t.elevation);
        let t = TerrainKind::Grove.traits();
        assert!(t.broken && t.cover && t.blocks_sight);
        assert!(TerrainKind::Road.traits().road);
        assert!(TerrainKind::Emplacement.traits().emplacement);
        let t = TerrainKind::Hill.traits();
        assert!(t.elevation && t.blocks_sight && !t.broken && !t.very_broken);
        for kind in [TerrainKind::Stream, TerrainKind::Ravine, TerrainKind::Swamp] {
            assert_eq!(
                kind.traits(),
                Traits {
                    very_broken: true,
                    ..Traits::default()
                }
            );
        }
        // Every kind but the road and the emplacement changes moving or seeing.
        for kind in TerrainKind::ALL {
            let t = kind.traits();
            let any = t.broken || t.very_broken || t.blocks_sight || t.elevation;
            assert_eq!(
                any,
                !matches!(kind, TerrainKind::Road | TerrainKind::Emplacement)
            );
        }
    }

    #[test]
    fn shapes_are_checked_and_turned_counter_clockwise() {
        let clockwise = Shape::Polygon {
            vertices: vec![
                Point::new(0.0, 0.0),
                Point::new(0.0, 1.0),
                Point::new(1.0, 1.0),
                Point::new(1.0, 0.0),
            ],
        };
        let Ok(Shape::Polygon { vertices }) = clockwise.normalized() else {
            panic!("a clockwise square is a fine shape");
        };
        assert!(signed_area2(&vertices) > 0.0);
        let dart = Shape::Polygon {
            vertices: vec![
                Point::new(0.0, 0.0),
                Point::new(2.0, 0.0),
                Point::new(1.0, 0.5),
                Point::new(1.0, 2.0),
            ],
        };
        assert!(matches!(
            dart.normalized(),
            Err(ShapeProblem::NotConvex { .. })
        ));
        let line = Shape::Polygon {
            vertices: vec![
                Point::new(0.0, 0.0),
                Point::new(1.0, 0.0),
                Point::new(2.0, 0.0),
            ],
        };
        assert_eq!(line.normalized(), Err(ShapeProblem::NoArea));
        assert_eq!(
            Shape::Polygon {
                vertices: vec![Point::new(0.0, 0.0)]
            }
            .normalized(),
            Err(ShapeProblem::TooFewVertices { count: 1 })
        );
        let circle = Shape::Circle {
            centre: Point::new(0.0, 0.0),
            radius: -1.0,
        };
        assert_eq!(
            circle.normalized(),
            Err(ShapeProblem::BadRadius { radius: -1.0 })
        );
        let nan = Shape::Circle {
            centre: Point::new(f64::NAN, 0.0),
            radius: 1.0,
        };
        assert_eq!(nan.normalized(), Err(ShapeProblem::NotFinite));
        let star = Shape::Polygon {
            vertices: (0..10)
                .map(|i| Point::from_angle(f64::from(i) * 4.0 * std::f64::consts::PI / 5.0))
                .take(5)
                .collect(),
        };
        assert!(matches!(
            star.normalized(),
            Err(ShapeProblem::NotConvex { .. })
        ));
    }

    #[test]
    fn partly_in_touching_and_wholly_in() {
        let field = Shape::rectangle(Point::new(0.0, 0.0), Point::new(3.0, 3.0));
        assert!(field.overlaps_polygon(&unit_square(2.5, 1.0)));
        assert!(!field.overlaps_polygon(&unit_square(3.0, 1.0)));
        assert!(field.touches_polygon(&unit_square(3.0, 1.0)));
        assert!(field.contains_polygon(&unit_square(2.0, 2.0)));
        assert!(!field.contains_polygon(&unit_square(2.5, 2.0)));
        let pond = Shape::Circle {
            centre: Point::new(0.0, 0.0),
            radius: 1.0,
        };
        assert!(pond.overlaps_polygon(&unit_square(0.5, -0.5)));
        assert!(!pond.overlaps_polygon(&unit_square(1.0, -0.5)));
        assert!(pond.touches_polygon(&unit_square(1.0, -0.5)));
    }

    #[test]
    fn a_circle_clips_segments_and_shows_tangents() {
        let pond = Shape::Circle {
            centre: Point::new(0.0, 0.0),
            radius: 1.0,
        };
        let (t0, t1) = pond
            .clip_segment(Point::new(-2.0, 0.0), Point::new(2.0, 0.0))
            .unwrap();
        assert!((t0 - 0.25).abs() < 1e-12 && (t1 - 0.75).abs() < 1e-12);
        assert!(pond
            .clip_segment(Point::new(-2.0, 2.0), Point::new(2.0, 2.0))
            .is_none());
        let tangents = pond.silhouette_points(Point::new(2.0, 0.0));
        assert_eq!(tangents.len(), 2);
        for t in tangents {
            assert!((t.length() - 1.0).abs() < 1e-9);
            assert!((t - Point::new(2.0, 0.0)).dot(t).abs() < 1e-9);
        }
        let crossings = pond.outline_crossings(&unit_square(0.5, -0.5));
        assert_eq!(crossings.len(), 2);
    }
}
