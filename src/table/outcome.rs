//! The end of a game: who won and how, on which turn, the morale left, the
//! units broken on each side; play again with a new seed, or go back to
//! the army.

use super::context::use_play;
use super::labels::team_name;
use super::store::keep_game;
use crate::browser_io::new_seed;
use crate::route::{builder_href, navigate, Route};
use crate::storage::new_id;
use crate::storage::DeviceStore;
use clouds_core::{
    Event, Game, GoldfishSetUp, PerSide, Session, SessionRecord, Side, TableMsg, VictoryKind,
};
use leptos::prelude::*;

/// Units broken on each side (A, B), from the log.
fn broken(game: &Game) -> PerSide<usize> {
    let mut counts = PerSide::new(0, 0);
    for event in game.log() {
        if let Event::UnitBroken { unit, .. } = event {
            if let Some(profile) = game.profile(*unit) {
                counts[profile.side] += 1;
            }
        }
    }
    counts
}

/// The scenario's reason for a game it ended, as the log says it.
fn judgement(game: &Game, lang: clouds_core::Lang) -> Option<String> {
    let names = game.names(lang);
    game.log()
        .iter()
        .rev()
        .find(|e| matches!(e, Event::ScenarioJudged { .. }))
        .map(|e| e.describe(&names))
}

#[component]
pub fn OutcomePanel() -> impl IntoView {
    let play = use_play();
    let store = expect_context::<DeviceStore>();
    let outcome = Memo::new(move |_| {
        play.with_game(|g| {
            g.outcome().map(|o| {
                (
                    o,
                    g.turn(),
                    broken(g),
                    PerSide::from_fn(|side| g.morale(side)),
                )
            })
        })
    });
    let lang = move || play.lang();
    let again = move |_| {
        // The same armies, players and general's strength; new dice.
        let record = play.session.with_untracked(|s| {
            let r = s.record();
            SessionRecord::new(r.setup.clone(), new_seed(), r.mode.clone())
                .with_strength(r.strength)
        });
        // The new game opens on the pre-game page, whose goldfish sets up
        // by its plan: this page does not carry it.
        if let Ok(session) = Session::replay_with(record, GoldfishSetUp::AS_RECORDED) {
            let id = new_id();
            let origin = play.origin.get_value();
            let kept = play.kept.get_value();
            // A game the device could not keep is not opened: the notice
            // says why.
            let result = keep_game(&store, &kept, &id, &session, origin.as_deref());
            let kept = result.is_ok();
            play.wrote(result);
            if kept {
                navigate(&Route::Game(id));
            }
        }
    };
    move || {
        outcome.get().map(|(o, turn, broken, morale)| {
            let headline = match o.winner {
                Some(side) => format!(
                    "{} {} ({})",
                    TableMsg::WinnerIs.text(lang()),
                    play.with_game(|g| team_name(g, side, lang())),
                    match o.kind {
                        VictoryKind::Decisive | VictoryKind::ArmyGone => TableMsg::DecisiveVictory.text(lang()),
                        _ => TableMsg::MarginalVictory.text(lang()),
                    }
                ),
                None => TableMsg::Draw.text(lang()).to_owned(),
            };
            let rows = Side::ALL.map(|side| {
                view! {
                    <tr>
                        <th>{play.with_game(|g| team_name(g, side, lang()))}</th>
                        <td>{morale[side]}</td>
                        <td data-testid=format!("broken-{}", super::labels::side_code(side))>{broken[side]}</td>
                    </tr>
                }
            });
            let back = play.origin.get_value();
            view! {
                <section class="outcome" data-testid="game-outcome" role="status">
                    <h2>{TableMsg::GameOver.text(lang())}</h2>
                    <p class="headline">{headline}" · "{TableMsg::OnTurn.text(lang())}" "{turn}</p>
                    {play.with_game(|g| judgement(g, lang())).map(|why| view! { <p data-testid="outcome-why">{why}</p> })}
                    <table>
                        <thead><tr><th></th><th>{TableMsg::MoraleLeft.text(lang())}</th><th>{TableMsg::UnitsBroken.text(lang())}</th></tr></thead>
                        <tbody>{rows.into_iter().collect_view()}</tbody>
                    </table>
                    <div class="buttons">
                        <button class="primary" data-testid="play-again" on:click=again.clone()>{TableMsg::PlayAgain.text(lang())}</button>
                        {back.map(|hash| view! { <a class="button" data-testid="back-to-army" href=builder_href(&Route::parse(&hash))>{TableMsg::BackToArmy.text(lang())}</a> })}
                    </div>
                </section>
            }
        })
    }
}
