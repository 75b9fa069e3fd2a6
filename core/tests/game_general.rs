//! The general, the competent automatic player: it beats the random
//! player with equal armies on a fixed set of seeds, and it decides the
//! same way every time. The full figures (1,000 games each) come from
//! `cargo bench -p clouds_core --bench general`; this keeps a few games so
//! that a change that weakens it shows in `cargo test`.

mod common;

use clouds_core::testing::{measured_game, AutoTable, Matchup};

/// The seeds played (the general side A in even seeds, B in odd ones).
const SEEDS: std::ops::Range<u64> = 0..12;

#[test]
fn the_general_beats_the_random_player_on_fixed_seeds() {
    let catalog = common::shipped_catalog();
    let mut wins = 0;
    for seed in SEEDS {
        let game = measured_game(&catalog, seed, Matchup::GeneralVsRandom, AutoTable::Open)
            .expect("the armies deploy");
        assert!(game.stats.outcome.is_some(), "seed {seed}: the game ended");
        if game.stats.winner() == Some(game.player) {
            wins += 1;
        }
    }
    // Over 1,000 games it wins 96.3% (963); on these 12 seeds, 12. One
    // loss is allowed for luck; two would be a weaker general.
    assert!(wins >= 11, "the general won {wins} of 12");
}

#[test]
fn the_general_breaks_a_goldfish_and_decides_alike_every_time() {
    let catalog = common::shipped_catalog();
    let once = measured_game(&catalog, 3, Matchup::GeneralVsGoldfish, AutoTable::Open)
        .expect("the armies deploy");
    let again = measured_game(&catalog, 3, Matchup::GeneralVsGoldfish, AutoTable::Open)
        .expect("the armies deploy");
    assert_eq!(once, again);
    assert!(once.stats.broke(once.player.opponent()), "{once:?}");
}
