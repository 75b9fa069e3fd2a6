//! What a position remembers across a move or a removal (sightlines, each
//! unit's nearest enemy and enemies in contact, what retreats cost, the
//! formations' links, each unit's place in the list by its id) must be
//! what a position built afresh finds: units crowd together, move about
//! and leave, and after every change each answer is compared with a fresh
//! copy's.

mod engine_support;

use clouds_core::MoveOrder;
use clouds_core::{Position, PositionParts, RetreatDirection, Side, TableUnitId};
use engine_support::*;

/// Every answer the position may carry over, for every unit.
fn answers(position: &Position) -> Vec<String> {
    let mut all = vec![format!("{:?}", position.engaged_pairs())];
    for unit in position.units() {
        let u = unit.id;
        all.push(format!(
            "{u:?}: {:?} {:?} {:?} {:?} {:?} {:?}",
            position.nearest_enemy(u),
            position.enemies_in_contact(u),
            position.enemies_in_line_of_fire(u),
            position.engaged_with(u),
            position.bombardment_targets(u),
            position.nearest_bombardment_target(u),
        ));
        for direction in [RetreatDirection::Back, RetreatDirection::TowardsOwnEdge] {
            let costs: Vec<Option<u32>> = (1..=4)
                .map(|d| position.retreat_morale_cost(u, direction, d))
                .collect();
            all.push(format!("{u:?} retreats {direction:?}: {costs:?}"));
        }
    }
    all
}

/// The same position built afresh: nothing remembered.
fn afresh(position: &Position) -> Position {
    Position::try_from(PositionParts::from(position.clone())).expect("a valid position")
}

/// A small deterministic sequence of numbers in [0, 1).
struct Numbers(u64);

impl Numbers {
    fn next(&mut self) -> f64 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (self.0 >> 11) as f64 / (1u64 << 53) as f64
    }
}

#[test]
fn what_is_kept_across_changes_is_what_a_fresh_position_finds() {
    let mut units = Vec::new();
    for k in 0..6 {
        let x = 4.0 + 1.5 * f64::from(k);
        units.push(blue(k + 1, x, 5.0, NORTH));
        units.push(red(k + 11, x + 0.4, 7.0, SOUTH));
    }
    units.push(unit(21, Side::A, 8.0, 2.0, NORTH, guns(6)));
    units.push(unit(22, Side::B, 10.0, 11.0, SOUTH, guns(8)));
    let mut position = position(units, vec![]);
    let mut numbers = Numbers(7);
    for step in 0..120 {
        assert_eq!(
            answers(&position),
            answers(&afresh(&position)),
            "step {step}"
        );
        let ids: Vec<TableUnitId> = position.units().iter().map(|u| u.id).collect();
        let who = ids[(numbers.next() * ids.len() as f64) as usize];
        if step % 17 == 16 && ids.len() > 4 {
            position.remove_unit(who).expect("the unit is there");
            continue;
        }
        let heading = numbers.next() * std::f64::consts::TAU;
        let distance = numbers.next() * 1.5;
        // A move the rules refuse changes nothing: the next is tried.
        let _ = if numbers.next() < 0.5 {
            position.make_move(who, MoveOrder::simple(heading, distance))
        } else {
            position.make_move(who, MoveOrder::difficult(heading, distance, heading))
        };
    }
}

/// The formations are built from links kept across changes: those of the
/// units that did not change, the changed units' found again. Several
/// changes may come between two askings (the links are kept from the last
/// arrangement that knew them), so they are asked only now and then here;
/// units side by side drift apart and back into line, and some leave.
#[test]
fn links_kept_across_several_changes_make_the_formations_a_fresh_position_finds() {
    let mut units = Vec::new();
    for k in 0..6 {
        units.push(blue(k + 1, 4.0 + f64::from(k), 5.0, NORTH));
        units.push(unit(
            k + 11,
            Side::B,
            4.0 + f64::from(k),
            9.0,
            SOUTH,
            musket(),
        ));
    }
    let mut position = position(units, vec![]);
    let mut numbers = Numbers(11);
    let mut lines_seen = 0;
    for step in 0..150 {
        if step % 3 == 0 {
            let formations = position.formations();
            assert_eq!(formations, afresh(&position).formations(), "step {step}");
            lines_seen += formations.iter().filter(|f| f.len() > 1).count();
        }
        let ids: Vec<TableUnitId> = position.units().iter().map(|u| u.id).collect();
        let who = ids[(numbers.next() * ids.len() as f64) as usize];
        if step % 23 == 22 && ids.len() > 6 {
            position.remove_unit(who).expect("the unit is there");
            continue;
        }
        // A step sideways by a whole width (and back, another time) puts
        // a unit into line with others; a random one takes it out.
        let facing = position.unit(who).map_or(NORTH, |u| u.placement.facing);
        let sideways = if numbers.next() < 0.5 { EAST } else { WEST };
        let _ = if numbers.next() < 0.6 {
            position.make_move(who, MoveOrder::difficult(sideways, 1.0, facing))
        } else {
            let heading = numbers.next() * std::f64::consts::TAU;
            position.make_move(who, MoveOrder::difficult(heading, numbers.next(), facing))
        };
    }
    assert!(lines_seen > 20, "units stood in line {lines_seen} times");
}
