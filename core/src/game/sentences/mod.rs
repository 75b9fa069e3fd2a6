//! Every refusal of the game in words, in both languages, naming what it
//! concerns through [`Names`]: the rules' refusals ([`RuleError`]) and the
//! table's (moves, retreats, impossible positions). Each `describe` is an
//! exhaustive match: a new kind of refusal does not compile without its
//! sentence.
//!
//! One module per kind of refusal: [`rule`] (the turn's), [`pregame`]
//! (the pre-game sequence's and terrain layouts'), [`moves`] (moves and
//! retreats), [`position`] (impossible positions) and [`setup`] (games
//! that cannot be set up).

mod battery;
mod moves;
mod position;
mod pregame;
mod rule;
mod setup;

use super::command::StepKind;
use super::names::Names;
pub(crate) use crate::i18n::case::upper_first;
use crate::i18n::plural::{count_noun, Noun};
use crate::i18n::Lang;

/// "1 unit is" or "3 units are", in English.
fn units_are(n: usize) -> String {
    let n = i64::try_from(n).unwrap_or(i64::MAX);
    let verb = if n == 1 { "is" } else { "are" };
    format!("{} {verb}", count_noun(Lang::En, n, Noun::Unit))
}

/// A step of the turn in a few words.
pub(crate) fn step_name(step: StepKind, n: &Names) -> &'static str {
    match step {
        StepKind::Columns => n.pick("dividing the army into columns", "деление армии на колонны"),
        StepKind::Conditions => n.pick("the scenario's conditions", "условия сценария"),
        StepKind::FirstPlayer => n.pick("choosing the first player", "выбор первого игрока"),
        StepKind::Terrain => n.pick("setting up terrain", "расстановка местности"),
        StepKind::Emplacements => n.pick("setting up emplacements", "установка укреплений"),
        StepKind::ColumnMarkers => n.pick("placing column markers", "установка маркеров колонн"),
        StepKind::Deployment => n.pick("setting up the units", "расстановка отрядов"),
        StepKind::Commanders => n.pick("placing the commanders", "установка полководцев"),
        StepKind::Reinforcements => n.pick("reinforcements arriving", "прибытие подкреплений"),
        StepKind::Bombardment => n.pick("bombardment", "бомбардировка"),
        StepKind::BombardmentLosses => n.pick("bombardment losses", "потери от бомбардировки"),
        StepKind::RollDice => n.pick("rolling the action dice", "бросок кубиков действий"),
        StepKind::Actions => n.pick("actions", "действия"),
        StepKind::InAction => n.pick("an action in play", "розыгрыш действия"),
        StepKind::StartCombat => n.pick("start combat", "начало боя"),
        StepKind::ChooseCombat => n.pick("choosing the next combat", "выбор следующего боя"),
        StepKind::Tactics => n.pick("tactics", "тактики"),
        StepKind::AllocateHits => n.pick("giving out hits", "распределение попаданий"),
        StepKind::ResolveHits => n.pick("resolving hits", "разбор попаданий"),
        StepKind::RetreatDirection => n.pick("the way of a retreat", "направление отступления"),
        StepKind::ArmyBroken => n.pick("a broken army of the team", "разбитая армия команды"),
        StepKind::Over => n.pick("the end of the game", "конец игры"),
    }
}
