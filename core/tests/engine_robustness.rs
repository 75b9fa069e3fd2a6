//! The engine on many generated positions and requests, odd numbers
//! included: it never panics, and every move or retreat it allows leaves a
//! position that passes validation again.

mod engine_support;

use clouds_core::MoveOrder;
use clouds_core::{
    CombatMarker, Commander, CommanderId, Placement, Point, Position, PositionParts,
    RetreatDirection, RetreatOutcome, Shape, Side, Table, TableUnit, TerrainElement, TerrainKind,
};
use engine_support::*;

/// A small deterministic generator (xorshift64*), so failures replay.
struct Dice(u64);

impl Dice {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn unit(&mut self) -> f64 {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64
    }

    fn range(&mut self, lo: f64, hi: f64) -> f64 {
        lo + (hi - lo) * self.unit()
    }

    fn chance(&mut self, p: f64) -> bool {
        self.unit() < p
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    /// Usually a number in range, now and then something nasty.
    fn number(&mut self, lo: f64, hi: f64) -> f64 {
        if self.chance(0.02) {
            [f64::NAN, f64::INFINITY, -1e300, 1e300, -0.0][self.below(5)]
        } else {
            self.range(lo, hi)
        }
    }
}

fn generated(dice: &mut Dice) -> Result<Position, Vec<clouds_core::PositionError>> {
    let mut units: Vec<TableUnit> = Vec::new();
    let mut n = 0;
    for gx in 0..6 {
        for gy in 0..4 {
            if dice.chance(0.45) {
                continue;
            }
            n += 1;
            let side = if dice.chance(0.5) { Side::A } else { Side::B };
            let facts = match dice.below(3) {
                0 => musket(),
                1 => horse(),
                _ => guns(6),
            };
            let x = 3.0 + f64::from(gx) * 1.7 + dice.number(-0.3, 0.3);
            let y = 3.0 + f64::from(gy) * 1.7 + dice.number(-0.3, 0.3);
            let facing = if dice.chance(0.5) {
                [NORTH, SOUTH, EAST, WEST][dice.below(4)]
            } else {
                dice.number(-4.0, 4.0)
            };
            let unit = unit(n, side, x, y, facing, facts);
            units.push(if dice.chance(0.2) {
                unit.with_depth(dice.number(0.2, 1.2))
            } else {
                unit
            });
            // Now and then a second unit in contact with this one.
            if dice.chance(0.3) {
                n += 1;
                let base = &units[units.len() - 1];
                let p = base.placement;
                let ahead = p.centre + p.forward() * (base.depth / 2.0 + 0.25);
                let other_side = if dice.chance(0.5) {
                    side
                } else {
                    side.opponent()
                };
                let facing = if dice.chance(0.5) {
                    p.facing + std::f64::consts::PI
                } else {
                    p.facing
                };
                units.push(TableUnit::new(
                    n,
                    other_side,
                    Placement {
                        centre: ahead,
                        facing,
                    },
                    horse(),
                ));
            }
        }
    }
    let kinds = TerrainKind::ALL;
    let terrain: Vec<TerrainElement> = (0..dice.below(5))
        .map(|_| {
            let kind = kinds[dice.below(kinds.len())];
            let (x, y) = (dice.number(1.0, 18.0), dice.number(1.0, 13.0));
            let shape = if dice.chance(0.5) {
                Shape::Circle {
                    centre: Point::new(x, y),
                    radius: dice.number(0.3, 1.5),
                }
            } else {
                rect(x, y, x + dice.number(0.3, 2.5), y + dice.number(0.3, 2.5))
            };
            TerrainElement::new(kind, shape)
        })
        .collect();
    let commanders = vec![
        Commander::new(1, Side::A, dice.number(0.0, 20.0), dice.number(0.0, 15.0)),
        Commander::new(2, Side::B, dice.number(0.0, 20.0), dice.number(0.0, 15.0)),
    ];
    let markers = (0..dice.below(3))
        .map(|k| CombatMarker::new(k as u32, dice.number(0.0, 20.0), dice.number(0.0, 15.0)))
        .collect();
    Position::new(Table::standard(), terrain, units, commanders, markers)
}

fn still_valid(position: &Position, what: &str) {
    let parts = PositionParts::from(position.clone());
    if let Err(problems) = Position::new(
        parts.table,
        parts.terrain,
        parts.units,
        parts.commanders,
        parts.markers,
    ) {
        panic!("{what} left an impossible position: {problems:?}");
    }
}

#[test]
fn generated_positions_never_panic_and_legal_changes_keep_them_valid() {
    let mut dice = Dice(0x5EED_CAFE_F00D_1234);
    let (mut valid, mut moves, mut retreats) = (0, 0, 0);
    for round in 0..160 {
        let Ok(position) = generated(&mut dice) else {
            continue;
        };
        valid += 1;
        let units: Vec<_> = position.units().iter().map(|u| u.id).collect();
        let formations = position.formations();
        assert_eq!(
            formations.iter().map(|f| f.len()).sum::<usize>(),
            units.len(),
            "every unit is in exactly one formation"
        );
        let engaged = position.engaged_pairs();
        for (a, b) in &engaged {
            assert!(position.engaged(*a, *b), "round {round}: {a:?} {b:?}");
        }
        for a in &units {
            for b in &units {
                let _ = position.fire_check(*a, *b);
                let _ = position.bombardment_check(*a, *b);
                let _ = position.contact(*a, *b);
                let _ = position.flanking(*a, *b);
            }
        }
        if round % 4 == 0 {
            if let Some(best) = position.best_marker() {
                let mut with_marker = position.clone();
                with_marker.place_marker(best.at).unwrap();
                still_valid(&with_marker, "placing the best marker");
            }
        }
        for combat in position.combats() {
            for side in Side::ALL {
                let _ = position.hit_order(&combat, side);
            }
        }
        for _ in 0..12 {
            let unit = units[dice
                .below(units.len().max(1))
                .min(units.len().saturating_sub(1))];
            let mut after = position.clone();
            let kind = dice.below(4);
            let heading = dice.number(-4.0, 4.0);
            let distance = dice.number(-0.5, 5.0);
            let result = match kind {
                0 => after
                    .make_move(unit, MoveOrder::simple(heading, distance))
                    .map(|_| ())
                    .map_err(|_| ()),
                1 => after
                    .make_move(
                        unit,
                        MoveOrder::difficult(heading, distance, dice.number(-4.0, 4.0)),
                    )
                    .map(|_| ())
                    .map_err(|_| ()),
                2 => {
                    let direction = if dice.chance(0.5) {
                        RetreatDirection::Back
                    } else {
                        RetreatDirection::TowardsOwnEdge
                    };
                    match after.retreat(unit, direction, distance) {
                        Ok(RetreatOutcome::Broken { unit: gone, .. }) => {
                            assert!(after.unit(gone).is_none());
                            Ok(())
                        }
                        Ok(_) => Ok(()),
                        Err(_) => Err(()),
                    }
                }
                _ => after
                    .commander_move(
                        CommanderId(1 + dice.below(2) as u32),
                        Point::new(dice.number(-1.0, 21.0), dice.number(-1.0, 16.0)),
                        dice.number(0.0, 8.0),
                    )
                    .map(|_| ())
                    .map_err(|_| ()),
            };
            if result.is_ok() {
                if kind == 2 {
                    retreats += 1;
                } else {
                    moves += 1;
                }
                still_valid(&after, &format!("round {round}, change {kind} of {unit:?}"));
            } else {
                assert_eq!(after, position, "a refused change changes nothing");
            }
        }
    }
    assert!(valid > 40, "only {valid} generated positions were valid");
    assert!(
        moves > 100 && retreats > 30,
        "{moves} moves, {retreats} retreats"
    );
}

/// The same position built afresh from its parts: nothing remembered.
fn afresh(position: &Position) -> Position {
    let parts = PositionParts::from(position.clone());
    Position::new(
        parts.table,
        parts.terrain,
        parts.units,
        parts.commanders,
        parts.markers,
    )
    .unwrap()
}

/// What a position works out again after a change (the moved unit's
/// geometry, the links between units that make formations) agrees with a
/// position built afresh: formations, nearest enemies, engagement and
/// bombardment, through a chain of moves, retreats and breaks.
#[test]
fn what_a_position_remembers_after_changes_matches_it_worked_out_afresh() {
    let mut dice = Dice(0xC0FF_EE00_D15E_A5E5);
    let mut checked = 0;
    for _ in 0..60 {
        let Ok(mut position) = generated(&mut dice) else {
            continue;
        };
        for _ in 0..10 {
            // Ask, so that what is worked out is remembered before the change.
            let _ = position.formations();
            let ids: Vec<_> = position.units().iter().map(|u| u.id).collect();
            if ids.is_empty() {
                break;
            }
            for id in &ids {
                let _ = position.nearest_enemy(*id);
            }
            let unit = ids[dice.below(ids.len())];
            let (heading, distance) = (dice.range(-4.0, 4.0), dice.range(0.0, 4.0));
            let _ = match dice.below(3) {
                0 => position
                    .make_move(unit, MoveOrder::simple(heading, distance))
                    .map(|_| ())
                    .map_err(|_| ()),
                1 => position
                    .make_move(unit, MoveOrder::difficult(heading, distance, heading))
                    .map(|_| ())
                    .map_err(|_| ()),
                _ => position
                    .retreat(unit, RetreatDirection::Back, distance)
                    .map(|_| ())
                    .map_err(|_| ()),
            };
            let fresh = afresh(&position);
            assert_eq!(position.formations(), fresh.formations());
            assert_eq!(position.engaged_pairs(), fresh.engaged_pairs());
            for u in position.units() {
                assert_eq!(position.nearest_enemy(u.id), fresh.nearest_enemy(u.id));
                assert_eq!(
                    position.nearest_bombardment_target(u.id),
                    fresh.nearest_bombardment_target(u.id)
                );
            }
            checked += 1;
        }
    }
    assert!(checked > 200, "only {checked} changes checked");
}

/// What a position remembers about engagement and combat (each unit's
/// engaged enemies, read off the engaged pairs; the combats and the marker
/// spots, for the markers they were found for; the engine's marker found
/// alone; what retreats weighed cost) agrees with a position built afresh,
/// through moves, retreats and markers placed and taken away; and the
/// marker found alone is the first of the whole list.
#[test]
fn what_a_position_remembers_of_combat_matches_it_worked_out_afresh() {
    let mut dice = Dice(0x0BAD_5EED_2B1D_C0DE);
    let (mut checked, mut markers_placed) = (0, 0);
    for _ in 0..60 {
        let Ok(mut position) = generated(&mut dice) else {
            continue;
        };
        for round in 0..10 {
            let ids: Vec<_> = position.units().iter().map(|u| u.id).collect();
            if ids.is_empty() {
                break;
            }
            // Ask, so that what is worked out is remembered before the
            // change: the marker alone first half the time.
            for id in &ids {
                let _ = position.engaged_with(*id);
            }
            let _ = position.combats();
            for id in &ids {
                let _ = position.retreat_morale_cost(*id, RetreatDirection::Back, 2);
            }
            if round % 2 == 0 {
                let _ = position.best_marker();
            } else {
                let _ = position.marker_spots();
            }
            let unit = ids[dice.below(ids.len())];
            let (heading, distance) = (dice.range(-4.0, 4.0), dice.range(0.0, 4.0));
            match dice.below(4) {
                0 => {
                    let _ = position.make_move(unit, MoveOrder::simple(heading, distance));
                }
                1 => {
                    let _ = position.retreat(unit, RetreatDirection::Back, distance);
                }
                2 => {
                    if let Some(spot) = position.best_marker() {
                        position.place_marker(spot.at).unwrap();
                        markers_placed += 1;
                    }
                }
                _ => {
                    if let Some(first) = position.markers().first().map(|m| m.id) {
                        position.remove_marker(first).unwrap();
                    }
                }
            }
            let fresh = afresh(&position);
            assert_eq!(position.engaged_pairs(), fresh.engaged_pairs());
            for u in position.units() {
                assert_eq!(position.engaged_with(u.id), fresh.engaged_with(u.id));
                // Read off the pairs, as the rule says: either in the
                // other's line of fire.
                let engaged: Vec<_> = ids_of(&position)
                    .into_iter()
                    .filter(|e| position.engaged(u.id, *e))
                    .collect();
                assert_eq!(position.engaged_with(u.id), engaged);
            }
            assert_eq!(position.combats(), fresh.combats());
            for u in position.units() {
                for direction in [RetreatDirection::Back, RetreatDirection::TowardsOwnEdge] {
                    for distance in 0..4 {
                        let weighed = match fresh.plan_retreat(u.id, direction, f64::from(distance))
                        {
                            Ok(RetreatOutcome::Broken { .. }) | Err(_) => None,
                            Ok(outcome) => Some(outcome.morale_cost()),
                        };
                        assert_eq!(
                            position.retreat_morale_cost(u.id, direction, distance),
                            weighed
                        );
                    }
                }
            }
            assert_eq!(position.best_marker(), fresh.best_marker());
            assert_eq!(position.marker_spots(), fresh.marker_spots());
            assert_eq!(
                afresh(&position).best_marker().as_ref(),
                fresh.marker_spots().first()
            );
            checked += 1;
        }
    }
    assert!(
        checked > 200 && markers_placed > 20,
        "only {checked} changes checked, {markers_placed} markers placed"
    );
}

fn ids_of(position: &Position) -> Vec<clouds_core::TableUnitId> {
    position.units().iter().map(|u| u.id).collect()
}

/// The marker search gives up no candidate that would have counted: on
/// generated positions (markers placed one after another), no point of the
/// search's 0.25 UW grid, asked on its own, brings in more units than the
/// engine's choice, or as many with a deeper margin; and every set of units
/// such a point brings in with the largest count is among the spots, as
/// deep as the point. (The search tries the crossings of the units'
/// outlines too, so its answers may be deeper than any grid point's.)
#[test]
fn the_marker_search_gives_up_no_grid_point_that_would_count() {
    let mut dice = Dice(0x3A4B_5C6D_7E8F_9012);
    let mut searched = 0;
    for _ in 0..40 {
        let Ok(mut position) = generated(&mut dice) else {
            continue;
        };
        while let Some(best) = position.best_marker() {
            let spots = position.marker_spots();
            let (width, depth) = (position.table().width, position.table().depth);
            for gy in 0..=(depth / 0.25) as u32 {
                for gx in 0..=(width / 0.25) as u32 {
                    let at = Point::new(f64::from(gx) * 0.25, f64::from(gy) * 0.25);
                    let Some(point) = position.marker_at(at) else {
                        continue;
                    };
                    let count = point.brings_in.len();
                    assert!(count <= best.brings_in.len(), "{at:?} brings in more");
                    if count < best.brings_in.len() {
                        continue;
                    }
                    assert!(point.margin <= best.margin + 1e-9, "{at:?} is deeper");
                    let spot = spots.iter().find(|s| s.brings_in == point.brings_in);
                    assert!(
                        spot.is_some_and(|s| point.margin <= s.margin + 1e-9),
                        "{at:?}: its units are missing from the spots, or shallower"
                    );
                }
            }
            searched += 1;
            position.place_marker(best.at).unwrap();
        }
    }
    assert!(searched > 30, "only {searched} searches checked");
}
