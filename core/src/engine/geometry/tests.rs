use super::*;
use polygons::polygons_meet;

/// The cosine and sine worked out at once are those worked out apart,
/// to the bit: on both sides of each threshold where the maths library
/// changes method (tiny angles, a quarter turn, large ones), negative,
/// and not numbers at all.
#[test]
fn cosine_and_sine_at_once_are_the_same_bits() {
    let mut angles = vec![0.0, -0.0, f64::NAN, f64::INFINITY, f64::NEG_INFINITY];
    // The maths library's thresholds, as the high words it compares:
    // about 2^-27·√2, 2^-26 and π/4; then a large angle.
    let thresholds =
        [0x3e46_a09e_u64, 0x3e50_0000, 0x3fe9_21fb].map(|high| f64::from_bits(high << 32));
    for edge in thresholds.into_iter().chain([1e9]) {
        let mut below = edge;
        for _ in 0..4 {
            below = f64::from_bits(below.to_bits() - 1);
            angles.extend([below, -below]);
        }
        let mut above = edge;
        for _ in 0..4 {
            above = f64::from_bits(above.to_bits() + 1);
            angles.extend([above, -above]);
        }
    }
    angles.extend((0..20_000).map(|k| f64::from(k) * 0.001 - 10.0));
    for angle in angles {
        let (cos, sin) = trig::cos_sin(angle);
        assert_eq!(cos.to_bits(), libm::cos(angle).to_bits(), "cos {angle:e}");
        assert_eq!(sin.to_bits(), libm::sin(angle).to_bits(), "sin {angle:e}");
    }
}

fn square(x: f64, y: f64, size: f64) -> Vec<Point> {
    vec![
        Point::new(x, y),
        Point::new(x + size, y),
        Point::new(x + size, y + size),
        Point::new(x, y + size),
    ]
}

#[test]
fn overlap_depth_tells_overlap_touch_and_gap_apart() {
    let a = square(0.0, 0.0, 1.0);
    assert!((overlap_depth(&a, &square(0.5, 0.0, 1.0)) - 0.5).abs() < 1e-12);
    assert!(overlap_depth(&a, &square(1.0, 0.0, 1.0)).abs() < 1e-12);
    assert!(overlap_depth(&a, &square(1.5, 0.0, 1.0)) < -0.4);
    assert!(!polygons_overlap(&a, &square(1.0, 0.3, 1.0)));
    assert!(polygons_overlap(&a, &square(0.9, 0.3, 1.0)));
}

#[test]
fn distances_between_polygons_points_and_segments() {
    let a = square(0.0, 0.0, 1.0);
    let b = square(2.0, 2.0, 1.0);
    assert!((polygon_distance(&a, &b) - 2f64.sqrt()).abs() < 1e-12);
    assert_eq!(polygon_distance(&a, &square(1.0, 0.0, 1.0)), 0.0);
    assert_eq!(point_polygon_distance(Point::new(0.5, 0.5), &a), 0.0);
    assert!((point_polygon_distance(Point::new(3.0, 0.5), &a) - 2.0).abs() < 1e-12);
    let d = segment_polygon_distance(Point::new(-1.0, 3.0), Point::new(2.0, 3.0), &a);
    assert!((d - 2.0).abs() < 1e-12);
    let crossing = segment_polygon_distance(Point::new(-1.0, 0.5), Point::new(2.0, 0.5), &a);
    assert_eq!(crossing, 0.0);
}

#[test]
fn a_rectangle_frame_measures_as_the_polygon_does() {
    // A 1 x 0.5 rectangle turned 30 degrees, asked from a ring of points
    // inside, on and around it.
    let (sin, cos) = 0.5f64.sin_cos();
    let (forward, left) = (Point::new(cos, sin) * 0.25, Point::new(-sin, cos) * 0.5);
    let c = Point::new(4.0, 3.0);
    let corners = [
        c + forward - left,
        c + forward + left,
        c - forward + left,
        c - forward - left,
    ];
    let frame = RectangleFrame::of(&corners).unwrap();
    for step in 0..72 {
        let angle = f64::from(step) * 5f64.to_radians();
        for reach in [0.0, 0.2, 0.26, 0.6, 1.3, 3.0] {
            let p = c + Point::from_angle(angle) * reach;
            let exact = point_polygon_distance(p, &corners);
            assert!(
                (frame.distance(p) - exact).abs() < 1e-12,
                "{p:?}: {} against {exact}",
                frame.distance(p)
            );
        }
    }
    let flat = [c, c, c + left, c + left];
    assert!(RectangleFrame::of(&flat).is_none(), "a side of no length");
}

#[test]
fn a_box_is_as_far_as_its_nearest_edge_or_corner() {
    let b = Aabb::of_points(&square(0.0, 0.0, 2.0));
    assert_eq!(b.distance_to(Point::new(1.0, 1.0)), 0.0);
    assert!((b.distance_to(Point::new(5.0, 1.0)) - 3.0).abs() < 1e-12);
    assert!((b.distance_to(Point::new(-3.0, -4.0)) - 5.0).abs() < 1e-12);
}

#[test]
fn clipping_a_segment_to_a_square() {
    let a = square(0.0, 0.0, 1.0);
    let (t0, t1) = clip_segment(Point::new(-1.0, 0.5), Point::new(3.0, 0.5), &a).unwrap();
    assert!((t0 - 0.25).abs() < 1e-12 && (t1 - 0.5).abs() < 1e-12);
    assert!(clip_segment(Point::new(-1.0, 2.0), Point::new(3.0, 2.0), &a).is_none());
}

#[test]
fn containment_respects_the_tolerance() {
    let a = square(0.0, 0.0, 1.0);
    assert!(contains_point(&a, Point::new(1.0, 0.5), 0.0));
    assert!(contains_point(&a, Point::new(1.0 + 1e-9, 0.5), EPSILON));
    assert!(!contains_point(&a, Point::new(1.0, 0.5), -EPSILON));
    assert!(!contains_point(&a, Point::new(f64::NAN, 0.5), EPSILON));
}

#[test]
fn sweeping_a_square_into_another_finds_the_contact_time() {
    let moving = square(0.0, 0.0, 1.0);
    let other = square(3.0, 0.0, 1.0);
    let (lo, hi) = sweep_overlap(&moving, Point::new(1.0, 0.0), &other, 0.0).unwrap();
    assert!((lo - 2.0).abs() < 1e-12 && (hi - 4.0).abs() < 1e-12);
    // Sliding along a side never overlaps.
    let beside = square(0.0, 1.0, 1.0);
    assert!(sweep_overlap(&moving, Point::new(1.0, 0.0), &beside, EPSILON).is_none());
    // Moving away: the overlap lies in the past.
    let (_, hi) = sweep_overlap(&moving, Point::new(-1.0, 0.0), &other, 0.0).unwrap();
    assert!(hi < 0.0);
}

#[test]
fn hull_of_two_squares_is_a_hexagon() {
    let mut points = square(0.0, 0.0, 1.0);
    points.extend(square(2.0, 2.0, 1.0));
    let hull = convex_hull(&points);
    assert_eq!(hull.len(), 6);
    assert!(signed_area2(&hull) > 0.0);
}

#[test]
fn circles_and_segments_meet_where_expected() {
    let hits = segment_circle_intersections(
        Point::new(-3.0, 0.0),
        Point::new(3.0, 0.0),
        Point::new(0.0, 0.0),
        2.0,
    );
    assert_eq!(hits.len(), 2);
    assert!((hits[0].x + 2.0).abs() < 1e-12 && (hits[1].x - 2.0).abs() < 1e-12);
    let both = circle_circle_intersections(Point::new(0.0, 0.0), 2.0, Point::new(2.0, 0.0), 2.0);
    assert_eq!(both.len(), 2);
    assert!(both.iter().all(|p| (p.x - 1.0).abs() < 1e-12));
    assert!(
        circle_circle_intersections(Point::new(0.0, 0.0), 1.0, Point::new(5.0, 0.0), 1.0)
            .is_empty()
    );
}

#[test]
fn angles_normalize_into_one_turn() {
    use std::f64::consts::PI;
    assert!((normalize_angle(3.0 * PI) - PI).abs() < 1e-12);
    assert!((normalize_angle(-3.5 * PI) - 0.5 * PI).abs() < 1e-12);
    assert!((angle_between(0.1, 2.0 * PI - 0.1) - 0.2).abs() < 1e-12);
}

/// A rectangle centred on (`x`, `y`), its depth along `angle`, its corners
/// in the order units have them (counter-clockwise).
fn turned_rectangle(x: f64, y: f64, angle: f64, width: f64, depth: f64) -> [Point; 4] {
    let (along, across) = (Point::from_angle(angle), Point::from_angle(angle).perp());
    let (a, b) = (along * (depth / 2.0), across * (width / 2.0));
    let centre = Point::new(x, y);
    [
        centre + a - b,
        centre + a + b,
        centre - a + b,
        centre - a - b,
    ]
}

/// Pairs of rectangles: turned every which way, overlapping, apart, and
/// side by side exactly (each `k`'s second is moved along one of the
/// first's sides by its width, or to a hair from it).
fn rectangle_pairs() -> impl Iterator<Item = ([Point; 4], [Point; 4])> {
    (0..4_000u32).map(|k| {
        let f = f64::from(k);
        let a = turned_rectangle(0.0, 0.0, f * 0.37, 1.0 + (f * 0.11) % 2.0, 0.5);
        let b = match k % 4 {
            0 => {
                let width = 1.0 + (f * 0.11) % 2.0;
                let across = Point::from_angle(f * 0.37).perp();
                let at = across * (width + [0.0, 1e-7, 2e-6][(k / 4) as usize % 3]);
                turned_rectangle(at.x, at.y, f * 0.37, width, 0.5)
            }
            _ => turned_rectangle(
                (f * 0.713) % 9.0 - 4.5,
                (f * 0.291) % 9.0 - 4.5,
                f * 0.53,
                1.0,
                0.3 + (f * 0.07) % 1.0,
            ),
        };
        (a, b)
    })
}

/// Polygons' distance measured as before vertices were passed over by
/// their distance from the other's box: every vertex to every edge.
fn distance_by_every_pair(a: &[Point], b: &[Point]) -> f64 {
    if polygons_meet(a, b) {
        return 0.0;
    }
    let mut best = f64::INFINITY;
    for (from, to) in [(a, b), (b, a)] {
        for p in from {
            for i in 0..to.len() {
                let d = *p - closest_point_on_segment(*p, to[i], to[(i + 1) % to.len()]);
                best = best.lesser(d.dot(d));
            }
        }
    }
    best.sqrt()
}

/// The vertices a polygon's distance passes over change no distance by a
/// bit, and "within a reach" is the distance's own answer, at the
/// distance itself and a hair either side of it.
#[test]
fn polygon_distance_and_within_agree_with_every_pair_to_the_bit() {
    let (mut touching, mut apart) = (0, 0);
    for (k, (a, b)) in rectangle_pairs().enumerate() {
        let d = polygon_distance(&a, &b);
        assert_eq!(d.to_bits(), distance_by_every_pair(&a, &b).to_bits(), "{k}");
        touching += usize::from(d > 0.0 && d <= EPSILON);
        apart += usize::from(d > 1.0);
        for reach in [d, d.next_down(), d.next_up(), d * 0.5, d * 2.0, EPSILON] {
            assert_eq!(
                polygons_within(&a, &b, |x| x <= reach),
                d <= reach,
                "{k} {reach}"
            );
            assert_eq!(
                polygons_within(&a, &b, |x| x < reach),
                d < reach,
                "{k} {reach}"
            );
        }
    }
    assert!(
        touching >= 300 && apart >= 1_000,
        "{touching} touching, {apart} apart"
    );
}

/// Rectangles turned every which way, side by side, overlapping, touching
/// and apart: asked along their two directions only, they overlap exactly
/// when asked along all four sides.
#[test]
fn rectangles_asked_along_two_directions_overlap_as_along_every_side() {
    let rectangle = turned_rectangle;
    let mut overlapping = 0;
    for k in 0..4_000u32 {
        let f = f64::from(k);
        let a = rectangle(0.0, 0.0, f * 0.37, 1.0 + (f * 0.11) % 2.0, 0.5);
        let b = rectangle(
            (f * 0.713) % 3.0 - 1.5,
            (f * 0.291) % 3.0 - 1.5,
            f * 0.53,
            1.0,
            0.3 + (f * 0.07) % 1.0,
        );
        assert!(signed_area2(&a) > 0.0 && signed_area2(&b) > 0.0);
        let overlap = polygons_overlap(&a, &b);
        assert_eq!(rectangles_overlap(&a, &b), overlap, "{k}");
        overlapping += usize::from(overlap);
    }
    assert!(
        (1_000..3_000).contains(&overlapping),
        "{overlapping} of 4,000 overlap: too few of one kind to tell"
    );
}
