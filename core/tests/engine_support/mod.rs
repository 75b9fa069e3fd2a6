//! Builders shared by the engine's scenario tests: units of the usual
//! kinds, terrain, and positions that must be valid.
#![allow(dead_code)] // not every test binary uses every helper

use clouds_core::Speed;
use clouds_core::UnitType;
use clouds_core::{
    CombatMarker, Commander, Placement, Point, Position, Shape, Side, Table, TableUnit,
    TableUnitId, TerrainElement, TerrainKind, UnitFacts,
};
use std::f64::consts::{FRAC_PI_2, PI};

pub const NORTH: f64 = FRAC_PI_2;
pub const SOUTH: f64 = -FRAC_PI_2;
pub const EAST: f64 = 0.0;
pub const WEST: f64 = PI;

pub fn facts(kind: UnitType, simple: u8, difficult: u8, fire: Option<u8>) -> UnitFacts {
    UnitFacts {
        kind,
        speed: Speed { simple, difficult },
        fire_range: fire,
        bombardment_range: None,
        light: false,
    }
}

/// Line infantry: speed 2-1, muskets at 2 UW.
pub fn musket() -> UnitFacts {
    facts(UnitType::Infantry, 2, 1, Some(2))
}

/// Cavalry without fire: speed 4-2.
pub fn horse() -> UnitFacts {
    facts(UnitType::Cavalry, 4, 2, None)
}

/// Field artillery: only difficult moves, grapeshot at 2 UW, bombards at `range`.
pub fn guns(range: u8) -> UnitFacts {
    UnitFacts {
        bombardment_range: Some(range),
        ..facts(UnitType::Artillery, 0, 1, Some(2))
    }
}

pub fn unit(id: u32, side: Side, x: f64, y: f64, facing: f64, facts: UnitFacts) -> TableUnit {
    TableUnit::new(id, side, Placement::new(x, y, facing), facts)
}

/// A side A musket unit.
pub fn blue(id: u32, x: f64, y: f64, facing: f64) -> TableUnit {
    unit(id, Side::A, x, y, facing, musket())
}

/// A side B cavalry unit (no fire, so it draws no line of fire itself).
pub fn red(id: u32, x: f64, y: f64, facing: f64) -> TableUnit {
    unit(id, Side::B, x, y, facing, horse())
}

pub fn id(n: u32) -> TableUnitId {
    TableUnitId(n)
}

pub fn rect(x0: f64, y0: f64, x1: f64, y1: f64) -> Shape {
    Shape::rectangle(Point::new(x0, y0), Point::new(x1, y1))
}

pub fn element(kind: TerrainKind, shape: Shape) -> TerrainElement {
    TerrainElement::new(kind, shape)
}

/// A position that must be valid on the standard table.
pub fn position(units: Vec<TableUnit>, terrain: Vec<TerrainElement>) -> Position {
    full(units, terrain, Vec::new(), Vec::new())
}

pub fn full(
    units: Vec<TableUnit>,
    terrain: Vec<TerrainElement>,
    commanders: Vec<Commander>,
    markers: Vec<CombatMarker>,
) -> Position {
    Position::new(Table::standard(), terrain, units, commanders, markers)
        .unwrap_or_else(|problems| panic!("the test position is impossible: {problems:?}"))
}

pub fn assert_close(actual: f64, expected: f64, what: &str) {
    assert!(
        (actual - expected).abs() < 1e-6,
        "{what}: expected {expected}, got {actual}"
    );
}

pub fn assert_point(actual: Point, x: f64, y: f64, what: &str) {
    assert!(
        (actual.x - x).abs() < 1e-6 && (actual.y - y).abs() < 1e-6,
        "{what}: expected ({x}, {y}), got ({}, {})",
        actual.x,
        actual.y
    );
}
