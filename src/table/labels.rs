//! How units, commanders and sides are named on the table and in the log.

use clouds_core::{CommanderId, Game, Lang, PlayerId, Side, TableMsg, TableUnitId};

/// A unit's name with its number on the table: "Line infantry 3", as
/// the game's sentences name it.
pub fn unit_name(game: &Game, unit: TableUnitId, lang: Lang) -> String {
    game.names(lang).unit(unit)
}

/// The short label drawn on a unit: the initials of its name and its
/// number ("LI3").
pub fn unit_label(game: &Game, unit: TableUnitId, lang: Lang) -> String {
    let initials: String = game
        .profile(unit)
        .map(|p| {
            p.name
                .get(lang)
                .split_whitespace()
                .filter_map(|word| word.chars().next())
                .filter(|c| c.is_alphabetic())
                .take(3)
                .map(clouds_core::upper_char)
                .collect()
        })
        .unwrap_or_default();
    format!("{initials}{}", unit.0)
}

/// A commander by his rank and side, starting with a capital.
pub fn commander_name(game: &Game, commander: CommanderId, lang: Lang) -> String {
    clouds_core::upper_first(&game.names(lang).commander(commander))
}

/// A side by its colour and its army's name: "Blue — Rocroi"; in a game
/// of teams, the seat whose decision it is: "Blue, seat 2 — Rocroi".
pub fn side_name(game: &Game, side: Side, lang: Lang) -> String {
    player_name(game, game.player_for(side), lang)
}

/// A player by side (and seat, in a game of teams) and army's name.
pub fn player_name(game: &Game, player: PlayerId, lang: Lang) -> String {
    let who = match game.setup().armies.has_teams() {
        true => clouds_core::seat_name(player, lang),
        false => TableMsg::side(player.side).text(lang).to_owned(),
    };
    format!("{who} — {}", game.setup().army(player).name)
}

/// A side as a whole, for the game's end: its colour and its army's name,
/// or its players' armies joined ("Blue — Rocroi + Lens").
pub fn team_name(game: &Game, side: Side, lang: Lang) -> String {
    let armies = game.setup().armies.side(side);
    let names: Vec<&str> = armies.iter().map(|a| a.name.as_str()).collect();
    format!(
        "{} — {}",
        TableMsg::side(side).text(lang),
        names.join(" + ")
    )
}

/// The letter of a side in the test hooks (`data-side`).
pub fn side_code(side: Side) -> &'static str {
    match side {
        Side::A => "a",
        Side::B => "b",
    }
}
