//! The general never reads what a player at the table cannot see: the
//! dice still to come (the game's generator) and, in the pre-game
//! sequence, the opponent's columns before they are revealed. Two games
//! identical in everything a player sees, one with another generator of
//! dice still to come (or with the opponent's secret columns made up
//! otherwise), get the same decision, with the same reason, from every
//! strength: the recruit (whose slips come from its own seed), the veteran
//! and the marshal (whose look-ahead imagines the dice from its own seed).
//!
//! The second game is the first read back from its saved form with only
//! the hidden part replaced; the first is read back the same way, so the
//! two differ in nothing else. That the replaced dice are really another
//! future is checked too: played on alike, the two games come apart.

mod common;
#[path = "strength_support/mod.rs"]
mod strength_support;

use clouds_core::{Command, Game, GeneralReason, PerSide, Side, StepKind, Strength};
use serde_json::Value;

/// The marshal's look-ahead here: small, so the test is quick; the plans
/// are still weighed in several imagined futures.
const LOOK_AHEAD: u32 = 3;

/// `game` read back from its saved form, its saved form changed first by
/// `change`.
fn read_back(game: &Game, change: impl FnOnce(&mut Value)) -> Game {
    let mut value = serde_json::to_value(game).expect("a game serializes");
    change(&mut value);
    serde_json::from_value(value).expect("the game reads back")
}

/// The decision of each strength (fresh players of fixed seeds).
fn decisions(game: &Game) -> Vec<Option<(Command, GeneralReason)>> {
    Strength::ALL
        .into_iter()
        .map(|s| s.player_looking_ahead(7, LOOK_AHEAD).decide(game))
        .collect()
}

/// The games of a veteran-against-veteran game at the decisions `pick`
/// chooses (at most `most` of them).
fn positions(seed: u64, most: usize, pick: impl Fn(&Game) -> bool) -> Vec<Game> {
    let catalog = common::shipped_catalog();
    let (setup, game_seed) = strength_support::mirrored_setup(&catalog, seed, 300).expect("armies");
    let mut kept = Vec::new();
    let players = PerSide::new(Strength::Veteran.player(0), Strength::Veteran.player(0));
    strength_support::play(setup, game_seed, players, |game, _, _, _| {
        if kept.len() < most && pick(game) {
            kept.push(game.clone());
        }
    });
    kept
}

/// Whether two games played on alike (the veteran on both sides, the same
/// decisions as long as they can be) come apart within `steps` decisions.
fn come_apart(a: &Game, b: &Game, steps: usize) -> bool {
    let (mut a, mut b) = (a.clone(), b.clone());
    let mut players = PerSide::new(Strength::Veteran.player(0), Strength::Veteran.player(0));
    for _ in 0..steps {
        let (Some(side), Some(other)) = (a.decider(), b.decider()) else {
            return a.log() != b.log();
        };
        if side != other {
            return true;
        }
        let Some(command) = players[side].choose(&a) else {
            return false;
        };
        let (x, y) = (a.apply(command.clone()), b.apply(command));
        if x != y {
            return true;
        }
    }
    false
}

#[test]
fn no_strength_reads_the_dice_still_to_come() {
    let mut apart = 0;
    let mut checked = 0;
    for seed in [2, 5] {
        // Where the marshal plans (its actions), and where dice matter
        // next: bombardment losses and hits.
        let kept = positions(seed, 14, |g| {
            matches!(
                g.step_kind(),
                StepKind::Actions | StepKind::BombardmentLosses | StepKind::ResolveHits
            )
        });
        assert!(kept.len() >= 8, "seed {seed}: {} positions", kept.len());
        for (k, game) in kept.iter().enumerate() {
            let same = read_back(game, |_| {});
            let other_dice = {
                let fresh = Game::new(game.setup().clone(), 1_000 + k as u64).expect("a game");
                let dice = serde_json::to_value(&fresh).expect("a game serializes")["state"]
                    ["dice"]
                    .clone();
                read_back(game, |value| {
                    assert_ne!(value["state"]["dice"], dice, "the dice are other dice");
                    value["state"]["dice"] = dice;
                })
            };
            assert_eq!(
                decisions(&same),
                decisions(&other_dice),
                "seed {seed}, position {k} ({:?}): a decision changed with the dice still to come",
                game.step_kind()
            );
            checked += 1;
            apart += usize::from(come_apart(&same, &other_dice, 400));
        }
    }
    assert!(checked >= 16, "{checked} positions");
    assert!(
        apart * 2 >= checked,
        "only {apart} of {checked} futures differ"
    );
}

#[test]
fn no_strength_reads_the_opponent_s_secret_columns() {
    let mut checked = 0;
    for seed in [1, 4, 9] {
        // Decisions of the pre-game sequence while the other side's
        // columns are set and still secret.
        let kept = positions(seed, 12, |g| g.step_kind().is_pre_game());
        for (k, game) in kept.iter().enumerate() {
            let Some(side) = game.decider() else {
                continue;
            };
            let secret = |value: &Value| {
                let pre = &value["state"]["step"]["PreGame"];
                let other = if side == Side::A { 1 } else { 0 };
                let columns = pre["columns"][other].clone();
                let revealed = pre["revealed"][other].as_bool().unwrap_or(true);
                (!revealed && columns.is_array()).then_some((other, columns))
            };
            let value = serde_json::to_value(game).expect("a game serializes");
            let Some((other, columns)) = secret(&value) else {
                continue;
            };
            // Another division of the same units: every column's units
            // moved one column on.
            let mut moved: Vec<Value> = columns.as_array().cloned().unwrap_or_default();
            if moved.len() < 2 {
                continue;
            }
            moved.rotate_right(1);
            assert_ne!(Value::Array(moved.clone()), columns);
            let same = read_back(game, |_| {});
            let other_columns = read_back(game, |value| {
                value["state"]["step"]["PreGame"]["columns"][other] = Value::Array(moved);
            });
            assert_eq!(
                decisions(&same),
                decisions(&other_columns),
                "seed {seed}, position {k} ({:?}): a decision changed with the secret columns",
                game.step_kind()
            );
            checked += 1;
        }
    }
    assert!(checked >= 6, "only {checked} positions with secret columns");
}
