//! Both armies' boards to read, on the table and in the pre-game
//! sequence: each side's actions, tactics and assets by name, each opening
//! (by a tap, a click, the keyboard, and by hover for its title) on its
//! text from the lists and what each term of D comes to for each face of
//! the die. The action board works the deciding side's dice; this is for
//! reading the other side's, or one's own before the battle.

use super::context::use_play;
use crate::lang::t;
use clouds_core::{die_terms, Game, Lang, PlayerId, TableMsg};
use leptos::prelude::*;

/// One entry: a name and its text.
#[derive(Clone, Debug, PartialEq)]
struct Entry {
    name: String,
    text: String,
}

/// A player's board in words.
#[derive(Clone, Debug, PartialEq)]
struct PlayerBoard {
    player: PlayerId,
    actions: Vec<Entry>,
    tactics: Vec<Entry>,
    assets: Vec<Entry>,
}

fn player_board(game: &Game, player: PlayerId, lang: Lang) -> PlayerBoard {
    let army = game.setup().army(player);
    let entry = |name: &clouds_core::Text, text: &clouds_core::Text| Entry {
        name: name.get(lang).to_owned(),
        text: text.get(lang).to_owned(),
    };
    PlayerBoard {
        player,
        actions: army
            .actions
            .iter()
            .map(|a| entry(&a.name, &a.text))
            .collect(),
        tactics: army
            .tactics
            .iter()
            .map(|a| entry(&a.name, &a.text))
            .collect(),
        assets: army
            .assets
            .iter()
            .map(|a| {
                let mut e = entry(&a.asset.name, &a.asset.text);
                if a.copies > 1 {
                    e.name = format!("{} ×{}", e.name, a.copies);
                }
                e
            })
            .collect(),
    }
}

/// "D = 1, 2, 3, 4, 5, 6; D+1 = 2, …": each term of D in `text` for each
/// face of the die, or nothing if the text has none.
fn terms_by_face(text: &str) -> String {
    let faces: Vec<Vec<(String, String)>> = (1..=6)
        .map(|d| {
            die_terms(text, d)
                .into_iter()
                .map(|(term, value)| (term.to_string(), value.to_string()))
                .collect()
        })
        .collect();
    let Some(first) = faces.first() else {
        return String::new();
    };
    first
        .iter()
        .enumerate()
        .map(|(k, (term, _))| {
            let values: Vec<&str> = faces
                .iter()
                .filter_map(|face| face.get(k).map(|(_, v)| v.as_str()))
                .collect();
            format!("{term} = {}", values.join(", "))
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// A list of entries under a heading, each opening on its text.
fn entries(heading: TableMsg, list: Vec<Entry>, lang: Lang) -> impl IntoView {
    (!list.is_empty()).then(|| {
        view! {
            <h4>{heading.text(lang)}</h4>
            <ul class="board-entries">
                {list.into_iter().map(|entry| {
                    let terms = terms_by_face(&entry.text);
                    view! {
                        <li>
                            <details class="army-board-entry" data-testid="board-entry">
                                <summary title=entry.text.clone()>{entry.name}</summary>
                                <p class="slot-text">
                                    {entry.text}
                                    {(!terms.is_empty()).then(|| view! {
                                        <span class="board-terms"> " "{TableMsg::ByTheDie.text(lang)}" "{terms}</span>
                                    })}
                                </p>
                            </details>
                        </li>
                    }
                }).collect_view()}
            </ul>
        }
    })
}

/// Every player's board (one a side but in a game of teams), folded
/// until opened.
#[component]
pub fn ArmyBoards() -> impl IntoView {
    let play = use_play();
    let boards = Memo::new(move |_| {
        let lang = play.lang();
        play.with_game(|g| {
            g.setup()
                .players()
                .map(|p| player_board(g, p, lang))
                .collect::<Vec<_>>()
        })
    });
    view! {
        <details class="army-boards" data-testid="army-boards">
            <summary>{t(TableMsg::ArmyBoards)}</summary>
            {move || {
                let lang = play.lang();
                boards.get().into_iter().map(|board| {
                    let side = board.player.side;
                    let title = play.with_game(|g| super::labels::player_name(g, board.player, lang));
                    view! {
                        <section class="army-board">
                            <h3 class=format!("side-{}", super::labels::side_code(side))>{title}</h3>
                            {entries(TableMsg::Actions, board.actions, lang)}
                            {entries(TableMsg::Tactics, board.tactics, lang)}
                            {entries(TableMsg::Assets, board.assets, lang)}
                        </section>
                    }
                }).collect_view()
            }}
        </details>
    }
}
