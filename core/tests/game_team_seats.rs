//! Who plays each seat of a game of teams: the seats' checks, a game of a
//! person and the general against two goldfish targets played through the
//! session, and the mode kept in saved games.

mod game_support;

use clouds_core::testing::RandomPlayer;
use clouds_core::{
    team_game, team_mode, GameOptions, Lang, Mode, PerSide, PlayerId, ReplayError, Roster,
    SavedGame, Seat, SeatChoice, Session, SessionRecord, Side, Strength, TeamProblem, TeamStart,
    Who,
};
use game_support::common;

fn seats(a: &[Who], b: &[Who]) -> PerSide<Vec<Who>> {
    PerSide::new(a.to_vec(), b.to_vec())
}

#[test]
fn a_goldfish_side_is_targets_in_every_seat_and_both_sides_cannot_be() {
    use Who::*;
    let mixed = team_mode(seats(&[Person, Goldfish], &[General])).unwrap_err();
    assert_eq!(mixed, [TeamProblem::GoldfishBesideOthers { side: Side::A }]);
    let both = team_mode(seats(&[Goldfish], &[Goldfish, Goldfish])).unwrap_err();
    assert_eq!(both, [TeamProblem::BothSidesTargets]);
    let counts = team_mode(seats(&[Person; 4], &[])).unwrap_err();
    assert_eq!(
        counts,
        [
            TeamProblem::TooManyPlayers {
                side: Side::A,
                players: 4
            },
            TeamProblem::NoPlayers { side: Side::B }
        ]
    );
    for problem in mixed.iter().chain(&both) {
        for lang in [Lang::En, Lang::Ru] {
            let text = problem.describe(lang);
            assert!(!text.is_empty() && !text.contains('{'), "{text}");
        }
    }
    assert!(mixed[0].describe(Lang::En).starts_with("Blue"));
    assert!(both[0].describe(Lang::Ru).contains("мишени"));
}

#[test]
fn who_plays_each_seat_is_read_by_player() {
    use Who::*;
    let mode = team_mode(seats(&[Person, General], &[Goldfish, Goldfish])).unwrap();
    assert_eq!(mode.who(PlayerId::new(Side::A, Seat(0))), Person);
    assert_eq!(mode.who(PlayerId::new(Side::A, Seat(1))), General);
    assert_eq!(mode.goldfish(), Some(Side::B));
    assert!(mode.has_general());
    assert_eq!((mode.players(Side::A), mode.players(Side::B)), (2, 2));
    // The two-player modes answer the same question.
    let goldfish = Mode::Goldfish { player: Side::B };
    assert_eq!(goldfish.who(PlayerId::lead(Side::A)), Goldfish);
    assert!(goldfish.is_person(PlayerId::lead(Side::B)));
    assert_eq!(Mode::HotSeat.goldfish(), None);
}

#[test]
fn an_armys_and_a_players_problems_are_reported_together_each_once() {
    let catalog = common::shipped_catalog();
    let armies = game_support::sample_armies_of_one_era(4);
    fn seat(army: Option<&Roster>, who: Who) -> SeatChoice<'_> {
        SeatChoice { army, who }
    }
    let chosen = PerSide::new(
        vec![
            seat(Some(&armies[0]), Who::Person),
            seat(None, Who::Goldfish),
        ],
        vec![seat(Some(&armies[2]), Who::General)],
    );
    let problems = team_game(
        &catalog,
        &chosen,
        GameOptions::default(),
        TeamStart::Deployed,
    )
    .unwrap_err();
    assert_eq!(
        problems,
        [
            TeamProblem::SeatWithoutArmy {
                player: PlayerId::new(Side::A, Seat(1))
            },
            TeamProblem::GoldfishBesideOthers { side: Side::A },
        ]
    );
    let none = PerSide::new(vec![], vec![seat(Some(&armies[2]), Who::Person)]);
    let problems =
        team_game(&catalog, &none, GameOptions::default(), TeamStart::Deployed).unwrap_err();
    assert_eq!(problems, [TeamProblem::NoPlayers { side: Side::A }]);
}

/// A person (seat A1) and the general (seat A2) against two goldfish
/// targets; the person's decisions are made by a random player.
fn person_and_general_against_two_targets() -> Session {
    let catalog = common::shipped_catalog();
    let armies = game_support::sample_armies_of_one_era(4);
    let seat = |k: usize, who| SeatChoice {
        army: Some(&armies[k]),
        who,
    };
    let chosen = PerSide::new(
        vec![seat(0, Who::Person), seat(1, Who::General)],
        vec![seat(2, Who::Goldfish), seat(3, Who::Goldfish)],
    );
    let (setup, mode) = team_game(
        &catalog,
        &chosen,
        GameOptions::default(),
        TeamStart::Deployed,
    )
    .unwrap();
    let record = SessionRecord::new(setup, 11, mode).with_strength(Strength::Recruit);
    Session::replay(record).unwrap()
}

#[test]
fn a_person_and_the_general_against_two_goldfish_play_to_the_end() {
    let mut session = person_and_general_against_two_targets();
    let general_seat = PlayerId::new(Side::A, Seat(1));
    let mut general = Strength::Recruit.player(3);
    let mut person = RandomPlayer::new(5);
    let (mut persons, mut generals) = (0, 0);
    for _ in 0..20_000 {
        if session.game().is_over() {
            break;
        }
        if let Some((side, strength)) = session.general_due() {
            assert_eq!(session.game().player_for(side), general_seat);
            assert_eq!(strength, Strength::Recruit);
            generals += session.run_general(general.as_mut()).unwrap().len().min(1);
        } else {
            let side = session.person_to_decide().expect("a person is due");
            assert_eq!(side, Side::A, "the goldfish side is never a person's");
            assert_eq!(session.game().player_for(side).seat, Seat(0));
            session.decide_for_me(&mut person).unwrap();
            persons += 1;
        }
    }
    assert!(session.game().is_over(), "the game ends");
    assert!(persons > 0 && generals > 0, "{persons} {generals}");
    let decisions = &session.record().decisions;
    assert!(decisions
        .iter()
        .any(|d| d.side == Side::B && d.reason.is_some()));
    assert!(decisions.iter().any(|d| d.general_said.is_some()));
}

#[test]
fn a_team_game_is_saved_with_who_plays_each_seat_and_its_strength() {
    let mut session = person_and_general_against_two_targets();
    let mut person = RandomPlayer::new(8);
    for _ in 0..40 {
        if session.general_due().is_some() {
            let mut general = Strength::Recruit.player(1);
            session.run_general(general.as_mut()).unwrap();
        } else {
            session.decide_for_me(&mut person).unwrap();
        }
    }
    let text = SavedGame::new("team", &session, 1.0e12, None).encode();
    assert!(text.contains(r#""Teams":{"seats":[["person","general"],["goldfish","goldfish"]]}"#));
    // The table writes a game again as it is played, with its setup as it
    // was read: the mode and the strength go with it.
    let (_, kept) = SavedGame::decode_keeping_setup(&text).unwrap();
    let again = SavedGame::decode(&kept.encode("team", &session, 2.0e12, None)).unwrap();
    assert_eq!(again.record.mode, *session.mode());
    assert_eq!(again.record.strength, Strength::Recruit);
    let resumed = Session::replay(again.record).unwrap();
    assert_eq!(resumed.game(), session.game());
}

#[test]
fn a_record_naming_other_seats_than_its_armies_is_refused_with_the_side() {
    let session = person_and_general_against_two_targets();
    let mut record = session.record().clone();
    record.mode = team_mode(seats(&[Who::Person], &[Who::Goldfish, Who::Goldfish])).unwrap();
    let error = Session::replay(record).unwrap_err();
    assert_eq!(error, ReplayError::Seats { side: Side::A });
    let en = error.describe(Lang::En);
    assert!(en.contains("Blue"), "{en}");
    assert!(error.describe(Lang::Ru).contains("Синие"));
}
