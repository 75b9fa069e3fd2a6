//! Where the next combat marker may go: every set of units a marker may
//! bring in at its best point, the engine's choice alone, and what a
//! marker at a given point brings in.

use super::candidates::{prepare, wanted};
use super::search::{Bar, Best};
use super::{within, CombatMarker, MarkerPlacement, COMBAT_RADIUS};
use crate::engine::geometry::{point_polygon_distance, Extremes, Point};
use crate::engine::scene::Scene;
use crate::engine::side::PerSide;
use crate::engine::table::Table;
use crate::sorting::SortStably;

/// Every place the next marker may go, one a set of units it brings in:
/// every set of engaged units not yet in combat that is as large as any
/// point can bring in (with both sides present), each with its best point
/// (the deepest margin, then the lowest `y`, then the lowest `x`). The
/// first is the engine's own choice, the best point of all; the others
/// follow by margin, then height, then left to right. Empty if no marker
/// is needed or none can reach both sides.
pub(crate) fn marker_spots(
    scene: &Scene,
    table: &Table,
    markers: &[CombatMarker],
    engaged: &[(usize, usize)],
) -> Vec<MarkerPlacement> {
    let Some(candidates) = prepare(scene, table, markers, engaged) else {
        return Vec::new();
    };
    // The best point of all (the engine's choice), and the best point of
    // each set of units brought in with the largest count so far.
    let mut best: Option<Best> = None;
    let mut spots: Vec<Best> = Vec::new();
    // One buffer for every candidate's units; a best keeps a copy.
    let mut brought: Vec<usize> = Vec::new();
    candidates.walk(table, |p, bucket| {
        // A point that can only bring in as many units as the best, and
        // whose set already has a spot, is given up once its margin falls
        // clearly below both that spot's and the best's: it would change
        // neither. Any other may still be the best of a new set.
        let floor = |set: &[usize]| match &best {
            Some(b) if set.len() == b.count => spots
                .iter()
                .find(|s| s.brought == set)
                .map_or(f64::NEG_INFINITY, |s| s.margin.lesser(b.margin)),
            _ => f64::NEG_INFINITY,
        };
        let count = best.as_ref().map_or(0, |b| b.count);
        let Some(margin) = candidates
            .search
            .measure(p, bucket, count, &floor, &mut brought)
        else {
            return bar_of_every_spot(&best);
        };
        if best.as_ref().is_some_and(|b| brought.len() > b.count) {
            spots.clear();
        }
        match spots.iter_mut().find(|s| s.brought == brought) {
            Some(spot) => spot.take_if_better(margin, p),
            None => spots.push(Best::new(&brought, margin, p)),
        }
        Best::keep_better(&mut best, &brought, margin, p);
        bar_of_every_spot(&best)
    });
    let Some(best) = best else {
        return Vec::new();
    };
    // The engine's choice first, exactly as found; then the other sets.
    spots.retain(|s| s.brought != best.brought);
    spots.sort_stably_by(|a, b| {
        b.margin
            .total_cmp(&a.margin)
            .then(a.at.y.total_cmp(&b.at.y))
            .then(a.at.x.total_cmp(&b.at.x))
    });
    let search = &candidates.search;
    std::iter::once(best)
        .chain(spots)
        .map(|b| b.placement(search))
        .collect()
}

/// The engine's own choice alone: the first of [`marker_spots`], found by
/// the same walk over the same candidates, but a point is given up as soon
/// as it cannot beat the best so far on its count or, with as many units,
/// on its margin (a margin only falls as units are added). Such a point
/// would not have replaced the best, so the best found is the same.
pub(crate) fn best_marker(
    scene: &Scene,
    table: &Table,
    markers: &[CombatMarker],
    engaged: &[(usize, usize)],
) -> Option<MarkerPlacement> {
    let candidates = prepare(scene, table, markers, engaged)?;
    let mut best: Option<Best> = None;
    let mut brought: Vec<usize> = Vec::new();
    candidates.walk(table, |p, bucket| {
        let count = best.as_ref().map_or(0, |b| b.count);
        let floor = |_: &[usize]| best.as_ref().map_or(f64::NEG_INFINITY, |b| b.margin);
        if let Some(margin) = candidates
            .search
            .measure(p, bucket, count, &floor, &mut brought)
        {
            Best::keep_better(&mut best, &brought, margin, p);
        }
        Bar {
            count: least_count(&best),
            margin: best.as_ref().map(|b| b.margin),
        }
    });
    best.map(|b| b.placement(&candidates.search))
}

/// The bar a point must pass to be measured in the search for every
/// spot: the best's count alone (a point with no deeper margin may still
/// be the best of another set of units).
fn bar_of_every_spot(best: &Option<Best>) -> Bar {
    Bar {
        count: least_count(best),
        margin: None,
    }
}

/// The fewest units a point must bring in to count against `best`: as
/// many as it (a point with fewer is never measured to the end), and at
/// least one.
pub(super) fn least_count(best: &Option<Best>) -> usize {
    best.as_ref().map_or(1, |b| b.count.max(1))
}

/// What a marker at `at` would bring into combat: the engaged units not
/// yet in combat within its radius and the margin of the least inside of
/// them; `None` if it is off the table, brings in none, or does not reach
/// units of both sides.
pub(crate) fn marker_at(
    scene: &Scene,
    table: &Table,
    markers: &[CombatMarker],
    engaged: &[(usize, usize)],
    at: Point,
) -> Option<MarkerPlacement> {
    if !at.is_finite() || !table.contains(at) {
        return None;
    }
    let wanted_flags = wanted(scene, markers, engaged)?;
    let mut sides = PerSide::new(false, false);
    let mut brings_in = Vec::new();
    let mut margin = f64::INFINITY;
    for (i, unit) in scene.units.iter().enumerate() {
        if !within(scene, i, at) {
            continue;
        }
        sides[unit.side] = true;
        if wanted_flags[i] {
            brings_in.push(unit.id);
            let d = point_polygon_distance(at, &scene.corners[i]);
            margin = margin.lesser(COMBAT_RADIUS - d);
        }
    }
    (sides.both() && !brings_in.is_empty()).then_some(MarkerPlacement {
        at,
        brings_in,
        margin,
    })
}
