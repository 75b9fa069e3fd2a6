//! Battles: a check of the calibration at the scale of armies. An army of
//! the unit under test meets an army of line infantry; each side's units
//! stand side by side in one line, the lines [`GAP`] UW apart, the same
//! policy as the duels for both (every unit closes in on the nearest enemy
//! and fights). The armies' morale is the rules' own: each unit's morale
//! added up. The game ends when an army's morale runs out, or after
//! [`BATTLE_TURNS`] player turns, when the larger share of starting morale
//! kept wins.

#![allow(dead_code)] // the example and the tests use different parts

use crate::duel::{self, Roles, DEPTH};
use clouds_core::{Action, Game, PlayerId, Side, UnitProfile};

pub const BATTLE_TURNS: u32 = 24;
const GAP: f64 = 4.0;

/// How one battle ended, from side A's view: 1 a win, ½ a draw, 0 a loss.
pub fn play(
    unit: &UnitProfile,
    count: u32,
    enemy: &UnitProfile,
    enemy_count: u32,
    unit_first: bool,
    move_action: &Action,
    seed: u64,
) -> f64 {
    let mut a_units = Vec::new();
    let mut b_units = Vec::new();
    let mut table_units = Vec::new();
    let line = |n: u32, k: u32| 10.0 - f64::from(n) / 2.0 + 0.5 + f64::from(k);
    let a_y = duel::FRONT_Y - GAP / 2.0 - DEPTH / 2.0;
    let b_y = duel::FRONT_Y + GAP / 2.0 + DEPTH / 2.0;
    for k in 0..count {
        let (p, t) = duel::placed(unit, 1 + k, Side::A, line(count, k), a_y);
        a_units.push(p);
        table_units.push(t);
    }
    for k in 0..enemy_count {
        let (p, t) = duel::placed(enemy, 31 + k, Side::B, line(enemy_count, k), b_y);
        b_units.push(p);
        table_units.push(t);
    }
    let morale = |units: &[UnitProfile]| units.iter().map(|u| u32::from(u.morale)).sum();
    let (ma, mb) = (morale(&a_units), morale(&b_units));
    let first = if unit_first { Side::A } else { Side::B };
    let mut setup = duel::game_setup(
        table_units,
        Vec::new(),
        [a_units, b_units],
        move_action,
        first,
    );
    setup.armies[PlayerId::lead(Side::A)].morale = ma;
    setup.armies[PlayerId::lead(Side::B)].morale = mb;
    setup.options.turn_limit = Some(BATTLE_TURNS);
    let mut game =
        Game::new(setup, seed).unwrap_or_else(|e| panic!("a battle cannot start: {e:?}"));
    let roles = Roles::default();
    while !game.is_over() {
        let Some(command) = duel::policy_with(&game, &roles) else {
            break;
        };
        game.apply(command.clone())
            .unwrap_or_else(|e| panic!("the battle policy's {command:?} was refused: {e:?}"));
    }
    match game.outcome().and_then(|o| o.winner) {
        Some(Side::A) => 1.0,
        Some(Side::B) => 0.0,
        None => 0.5,
    }
}

/// Side A's score over `games` battles, each side first in half of them.
pub fn score(
    unit: &UnitProfile,
    count: u32,
    enemy: &UnitProfile,
    enemy_count: u32,
    move_action: &Action,
    games: u32,
) -> f64 {
    let mut total = 0.0;
    for k in 0..games {
        total += play(
            unit,
            count,
            enemy,
            enemy_count,
            k % 2 == 0,
            move_action,
            0xBA77_0000 ^ u64::from(k),
        );
    }
    total / f64::from(games.max(1))
}
