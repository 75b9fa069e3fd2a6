//! How long engagement and formations take on a realistic position: two
//! armies of 30 units facing each other 2 UW apart (some already in
//! contact), among 10 terrain elements, on the standard table.
//!
//! Run with `cargo bench -p clouds_core --bench table`. The figure goes in README.md's
//! Measurements table; tests never assert timings.

use clouds_core::Speed;
use clouds_core::UnitType;
use clouds_core::{
    Placement, Point, Position, Shape, Side, Table, TableUnit, TerrainElement, TerrainKind,
    UnitFacts,
};
use std::f64::consts::FRAC_PI_2;
use std::hint::black_box;
use std::time::Instant;

/// The allocator the browser bundles run the engine with (a cache of
/// freed small blocks; see the `small_blocks` crate), so the figures are
/// the engine's as the app runs it.
#[global_allocator]
static ALLOCATOR: small_blocks::PerThread = small_blocks::PerThread;

fn facts(kind: UnitType, simple: u8, difficult: u8, fire: Option<u8>) -> UnitFacts {
    UnitFacts {
        kind,
        speed: Speed { simple, difficult },
        fire_range: fire,
        bombardment_range: (kind == UnitType::Artillery).then_some(6),
        light: false,
    }
}

fn army(side: Side, first_id: u32) -> Vec<TableUnit> {
    let infantry = facts(UnitType::Infantry, 2, 1, Some(2));
    let cavalry = facts(UnitType::Cavalry, 4, 2, None);
    let guns = facts(UnitType::Artillery, 0, 1, Some(2));
    // Side A deploys in the south facing north; side B mirrors it.
    let (facing, toward) = match side {
        Side::A => (FRAC_PI_2, 1.0),
        Side::B => (-FRAC_PI_2, -1.0),
    };
    let middle = 7.5;
    let shift = if side == Side::A { 0.0 } else { 0.3 };
    let row = |depth_back: f64| middle - toward * (1.25 + depth_back);
    let mut units = Vec::new();
    let mut add = |x: f64, y: f64, what: UnitFacts| {
        let id = first_id + units.len() as u32;
        units.push(TableUnit::new(id, side, Placement::new(x, y, facing), what));
    };
    // A front line of 12 infantry, in one piece, 2 UW from the enemy's.
    for k in 0..12 {
        add(4.0 + shift + f64::from(k), row(0.0), infantry);
    }
    // A second line of 8, in rear contact with the first.
    for k in 0..8 {
        add(6.0 + shift + f64::from(k), row(0.5), infantry);
    }
    // Cavalry on both wings, in pairs.
    for x in [1.0, 2.0, 17.5, 18.5] {
        add(x + shift, row(0.3), cavalry);
    }
    // Guns behind the lines, spread out.
    for x in [5.0, 9.0, 13.0] {
        add(x + shift, row(2.0), guns);
    }
    // Three skirmishing infantry well forward on the left, two of them
    // touching the enemy's line.
    add(1.5 + shift, row(-1.0), infantry);
    add(2.5 + shift, row(-1.0), infantry);
    add(3.5 + shift, row(-1.0), infantry);
    units
}

fn crowded_position() -> Position {
    let mut units = army(Side::A, 1);
    units.extend(army(Side::B, 101));
    let rectangle = |x0: f64, y0: f64, x1: f64, y1: f64| {
        Shape::rectangle(Point::new(x0, y0), Point::new(x1, y1))
    };
    let terrain = vec![
        TerrainElement::new(TerrainKind::Wood, rectangle(0.5, 11.5, 3.0, 13.5)),
        TerrainElement::new(TerrainKind::Hill, rectangle(15.5, 1.0, 19.0, 3.0)),
        TerrainElement::new(TerrainKind::Village, rectangle(8.5, 12.0, 10.5, 13.5)),
        TerrainElement::new(
            TerrainKind::PloughedField,
            rectangle(12.0, 10.5, 14.0, 12.0),
        ),
        TerrainElement::new(
            TerrainKind::Road,
            Shape::strip(Point::new(0.0, 14.2), Point::new(20.0, 14.2), 0.6),
        ),
        TerrainElement::new(
            TerrainKind::Stream,
            Shape::strip(Point::new(19.6, 5.0), Point::new(19.6, 10.0), 0.4),
        ),
        TerrainElement::new(
            TerrainKind::Grove,
            Shape::Circle {
                centre: Point::new(16.0, 7.5),
                radius: 0.6,
            },
        ),
        TerrainElement::new(
            TerrainKind::Rock,
            Shape::Circle {
                centre: Point::new(0.8, 7.5),
                radius: 0.5,
            },
        ),
        TerrainElement::new(TerrainKind::Vineyard, rectangle(4.0, 0.5, 6.0, 2.0)),
        TerrainElement::new(TerrainKind::Emplacement, rectangle(8.4, 3.9, 9.6, 4.6)),
    ];
    Position::new(Table::standard(), terrain, units, Vec::new(), Vec::new())
        .unwrap_or_else(|problems| panic!("the benchmark position is impossible: {problems:?}"))
}

/// The median time of `runs` calls of `work`, in milliseconds a call.
fn median_ms(samples: usize, runs: u32, mut work: impl FnMut()) -> f64 {
    let mut per_run: Vec<f64> = (0..samples)
        .map(|_| {
            let start = Instant::now();
            for _ in 0..runs {
                work();
            }
            start.elapsed().as_secs_f64() * 1000.0 / f64::from(runs)
        })
        .collect();
    per_run.sort_by(f64::total_cmp);
    per_run[samples / 2]
}

fn main() {
    let position = crowded_position();
    let pairs = position.engaged_pairs().len();
    let formations = position.formations().len();
    let (samples, runs) = (31, 200);
    // A position remembers its answers until a unit changes, so each run
    // asks a fresh one: the time of making it is measured alone and taken
    // off.
    let made = median_ms(samples, runs, || {
        black_box(crowded_position());
    });
    let made_and_asked = median_ms(samples, runs, || {
        let fresh = black_box(crowded_position());
        black_box(fresh.engaged_pairs());
        black_box(fresh.formations().len());
    });
    println!(
        "engagement + formations, {} units, {} terrain: {:.3} ms per position \
         (medians of {samples} samples of {runs}: {made_and_asked:.3} ms made and asked, \
         {made:.3} ms made; {pairs} engaged pairs, {formations} formations)",
        position.units().len(),
        position.terrain().len(),
        made_and_asked - made,
    );
}
