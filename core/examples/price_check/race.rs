//! Races: the scenarios where speed counts. The duels start with the two
//! sides already fighting, so they cannot see how fast a unit moves; a
//! race starts with the unit under test away from the fight.
//!
//! Each side has two units in the open: a pin (line infantry for both
//! sides) and a flanker (the unit under test for side A, the reference for
//! side B). The pins stand front to front in base contact in the middle of
//! the table, a fight already begun; each flanker starts in its own side's
//! line, [`Race::distance`] UW out on its left, on the far side from the
//! other flanker (the table seen from above is the same for both sides,
//! turned half a circle). Each flanker goes for the enemy pin's flank or
//! rear (a unit that would rather shoot closes in to fire instead, and so
//! do guns); whichever gets there first adds its dice to the fight, a die
//! more for the flank, and stands where the enemy pin would retreat. The
//! game runs for [`RACE_TURNS`] player turns, whatever happens, and every
//! morale point either army loses counts, per unit of the side (the
//! losses are halved). Everything else is the duels' policy
//! ([`crate::duel::policy_with`]).

#![allow(dead_code)] // the example and the tests use different parts

use crate::duel::{self, Outcome, Roles, Tally, DEPTH, FRONT_Y, NORTH, SOUTH, SPARES};
use clouds_core::{Action, Event, Game, GameSetup, Side, TableUnitId, UnitProfile};

/// Player turns a race lasts: four of each side.
pub const RACE_TURNS: u32 = 8;

/// The distances of the flankers from the fight, in UW.
pub const DISTANCES: [u8; 2] = [4, 8];

/// One kind of race.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Race {
    /// Index into the references: the enemy's flanker.
    pub reference: usize,
    /// How far out each flanker starts from its own pin, centre to centre.
    pub distance: u8,
    /// Whether side A (the unit under test) plays first.
    pub unit_first: bool,
}

impl Race {
    /// Every race against `references` references.
    pub fn all(references: usize) -> Vec<Race> {
        let mut out = Vec::new();
        for reference in 0..references {
            for distance in DISTANCES {
                for unit_first in [true, false] {
                    out.push(Race {
                        reference,
                        distance,
                        unit_first,
                    });
                }
            }
        }
        out
    }

    pub fn label(&self) -> String {
        format!(
            "race {} UW {}",
            self.distance,
            if self.unit_first {
                "unit-first"
            } else {
                "ref-first"
            }
        )
    }
}

/// Table ids: side A's pin and flanker, side B's pin and flanker.
const A_PIN: u32 = 1;
const A_FLANKER: u32 = 2;
const B_PIN: u32 = 11;
const B_FLANKER: u32 = 12;

/// The table of a race (see the module's text) and the flankers' roles.
pub fn setup(
    unit: &UnitProfile,
    reference: &UnitProfile,
    race: Race,
    move_action: &Action,
) -> (GameSetup, Roles) {
    let pin = duel::line_infantry();
    let out = f64::from(race.distance);
    let a_y = FRONT_Y - DEPTH / 2.0;
    let b_y = FRONT_Y + DEPTH / 2.0;
    let mut a_units = Vec::new();
    let mut b_units = Vec::new();
    let mut table_units = Vec::new();
    for (profile, id, side, x, y) in [
        (&pin, A_PIN, Side::A, 10.0, a_y),
        (unit, A_FLANKER, Side::A, 10.0 - out, a_y),
        (&pin, B_PIN, Side::B, 10.0, b_y),
        (reference, B_FLANKER, Side::B, 10.0 + out, b_y),
    ] {
        let (p, t) = duel::placed(profile, id, side, x, y);
        debug_assert!(matches!(
            (side, t.placement.facing),
            (Side::A, NORTH) | (Side::B, SOUTH)
        ));
        match side {
            Side::A => a_units.push(p),
            Side::B => b_units.push(p),
        }
        table_units.push(t);
    }
    duel::add_spares(&mut table_units, [&mut a_units, &mut b_units]);
    let first = if race.unit_first { Side::A } else { Side::B };
    let setup = duel::game_setup(
        table_units,
        Vec::new(),
        [a_units, b_units],
        move_action,
        first,
    );
    let roles = Roles {
        flankers: vec![
            (TableUnitId(A_FLANKER), TableUnitId(B_PIN)),
            (TableUnitId(B_FLANKER), TableUnitId(A_PIN)),
        ],
    };
    (setup, roles)
}

/// Plays one race with dice seeded from `seed`, for [`RACE_TURNS`] player
/// turns; the game as it ended.
pub fn play_game(
    unit: &UnitProfile,
    reference: &UnitProfile,
    race: Race,
    move_action: &Action,
    seed: u64,
) -> (Outcome, Game) {
    let (setup, roles) = setup(unit, reference, race, move_action);
    let mut game = Game::new(setup, seed).unwrap_or_else(|e| panic!("a race cannot start: {e:?}"));
    let start = [game.morale(Side::A), game.morale(Side::B)];
    let mut broken = [0u32; 2];
    while game.turn() <= RACE_TURNS {
        let Some(command) = duel::policy_with(&game, &roles) else {
            break;
        };
        let events = game
            .apply(command.clone())
            .unwrap_or_else(|e| panic!("the race policy's {command:?} was refused: {e:?}"));
        for event in &events {
            if let Event::UnitBroken { unit, .. } = event {
                if !SPARES.contains(&unit.0) {
                    if let Some(t) = game.profile(*unit) {
                        broken[usize::from(t.side == Side::B)] += 1;
                    }
                }
            }
        }
    }
    // Two units a side fight: the losses are per unit.
    let per_unit = 2.0;
    let lost = |side: Side, k: usize| f64::from(start[k] - game.morale(side)) / per_unit;
    let outcome = Outcome {
        inflicted: lost(Side::B, 1),
        suffered: lost(Side::A, 0),
        broken: f64::from(broken[0]) / per_unit,
        broke: f64::from(broken[1]) / per_unit,
        ended: true,
    };
    (outcome, game)
}

pub fn play(
    unit: &UnitProfile,
    reference: &UnitProfile,
    race: Race,
    move_action: &Action,
    seed: u64,
) -> Outcome {
    play_game(unit, reference, race, move_action, seed).0
}

/// The seed of replicate `k` of race number `r`: the same for every unit,
/// and apart from the duels' seeds.
pub fn seed(r: usize, k: u32) -> u64 {
    0x4ACE_0000_0000 ^ ((r as u64) << 20) ^ u64::from(k)
}

/// One tally per race, `games` races each.
pub fn measure(
    unit: &UnitProfile,
    references: &[UnitProfile],
    races: &[Race],
    move_action: &Action,
    games: u32,
) -> Vec<Tally> {
    races
        .iter()
        .enumerate()
        .map(|(r, race)| {
            let mut tally = Tally::default();
            for k in 0..games {
                tally.add(play(
                    unit,
                    &references[race.reference],
                    *race,
                    move_action,
                    seed(r, k),
                ));
            }
            tally
        })
        .collect()
}
