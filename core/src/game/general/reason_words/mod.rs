//! The general's reasons in words: one short fragment each, in English
//! and Russian, that follows "Blue's general: " in the log. They live
//! apart from the reasons as values because they read the units' names
//! from the game, and the game's log holds the values (the values do not
//! depend on the game's state; the words do).

mod fight;
mod orders;
mod set_up;

use super::reason::{GeneralReason, PlanReason};
use super::style::{Focus, Strike};
use crate::engine::TableUnitId;
use crate::game::command::BrokenArmy;
use crate::game::names::Names;
use crate::game::Game;
use crate::i18n::float_text::fixed;
use crate::i18n::{Lang, Text};

impl GeneralReason {
    /// The reason in words in both languages, the units named as in
    /// `game` (for the log, which keeps the words).
    pub fn in_words(&self, game: &Game) -> Text {
        Text::new(
            self.describe(&game.names(Lang::En)),
            self.describe(&game.names(Lang::Ru)),
        )
    }

    /// The reason in one sentence, in the names' language.
    pub fn describe(&self, names: &Names) -> String {
        match self {
            GeneralReason::NoChoice => names
                .pick(
                    "the rules leave this one choice",
                    "правила оставляют только этот выбор",
                )
                .to_owned(),
            GeneralReason::FirstOffered => names
                .pick(
                    "takes the first choice the rules offer",
                    "делает первый выбор, который предлагают правила",
                )
                .to_owned(),
            GeneralReason::SetUp(why) => why.describe(names),
            GeneralReason::Dice(why) => why.describe(names),
            GeneralReason::Move(why) => why.describe(names),
            GeneralReason::Combat(why) => why.describe(names),
            GeneralReason::Planned { plan, then } => {
                format!("{}; {}", plan.describe(names), then.describe(names))
            }
            GeneralReason::Hunch => names.pick("acts on a hunch", "действует наугад").to_owned(),
            GeneralReason::BrokenArmy { choice, share } => match choice {
                BrokenArmy::Support => names.lang().pick(
                    format!("supports the broken army: the side's morale shared out leaves {share} each"),
                    format!("поддерживает разбитую армию: после дележа боевого духа у каждого останется {share}"),
                ),
                BrokenArmy::Forfeit => names.lang().pick(
                    format!("lets the broken army go: shared out, the side's morale would leave only {share} each"),
                    format!("отпускает разбитую армию: после дележа у каждого осталось бы лишь {share} боевого духа"),
                ),
            },
        }
    }
}

impl PlanReason {
    fn describe(&self, names: &Names) -> String {
        let strike = match self.strike {
            Strike::Judged => names.pick(
                "strikes once half the army can reach",
                "бьёт, когда половина армии дотянется до врага",
            ),
            Strike::Now => names.pick("strikes now", "бьёт сейчас"),
            Strike::Hold => names.pick("holds back this turn", "выжидает этот ход"),
        };
        let focus = match self.focus {
            Focus::Middle => names.pick(
                "at the enemy facing its middle",
                "по врагу напротив своего центра",
            ),
            Focus::Left => names.pick(
                "at the enemy's wing on its left",
                "по вражескому крылу слева",
            ),
            Focus::Right => names.pick(
                "at the enemy's wing on its right",
                "по вражескому крылу справа",
            ),
            Focus::Nearest => names.pick(
                "each unit at its nearest enemy",
                "каждым отрядом по ближайшему врагу",
            ),
        };
        let tactics = if self.tactic_dice {
            ""
        } else {
            names.pick(", every die on moves", ", все кубики на движение")
        };
        let gain = if self.gain > 0.05 {
            names.lang().pick(
                format!(
                    ", {} morale better than its usual way",
                    points(names, self.gain)
                ),
                format!(
                    ", на {} очка боевого духа лучше привычного",
                    points(names, self.gain)
                ),
            )
        } else {
            names
                .pick(", no better way found", ", лучше привычного не нашлось")
                .to_owned()
        };
        names.lang().pick(
            format!(
                "plans its turn: {strike} {focus}{tactics} (the best of {} plans, each played out {} times to the end of the enemy's reply{gain})",
                self.plans, self.looks
            ),
            format!(
                "план на ход: {strike} {focus}{tactics} (лучший из {} планов, каждый разыгран {} раз до конца ответного хода врага{gain})",
                self.plans, self.looks
            ),
        )
    }
}

/// A unit as a sentence names it: "Line infantry 3", "отряд «Линейная
/// пехота 3»".
fn unit(names: &Names, id: TableUnitId) -> String {
    names
        .lang()
        .pick(names.unit(id), format!("{} «{}»", "отряд", names.unit(id)))
}

/// Several units: "Line infantry 3, Guns 5", "«Линейная пехота 3»,
/// «Пушки 5»".
fn units(names: &Names, ids: &[TableUnitId]) -> String {
    ids.iter()
        .map(|u| {
            names
                .lang()
                .pick(names.unit(*u), format!("«{}»", names.unit(*u)))
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// Several units as the object of a preposition or a verb: "Line
/// infantry 3, Guns 5", "отряд «Пушки 5»", "отряды «Линейная пехота 3»,
/// «Пушки 5»" (the accusative, which for «отряд» is the nominative).
fn units_named(names: &Names, ids: &[TableUnitId]) -> String {
    match (names.lang(), ids) {
        (crate::i18n::Lang::Ru, [one]) => unit(names, *one),
        (crate::i18n::Lang::Ru, _) => format!("отряды {}", units(names, ids)),
        (crate::i18n::Lang::En, _) => units(names, ids),
    }
}

/// A number of morale points to one decimal (a decimal comma in
/// Russian).
fn points(names: &Names, x: f64) -> String {
    let text = fixed(x, 1).to_string();
    names.lang().pick(text.clone(), text.replace('.', ","))
}
