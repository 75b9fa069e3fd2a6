//! The general's reasons, in words, in the pre-game sequence.

use crate::game::command::StepKind;
use crate::game::general::reason::SetUpReason;
use crate::game::names::Names;
use crate::i18n::plural::{count_noun, Noun};

impl SetUpReason {
    pub(super) fn describe(&self, names: &Names) -> String {
        let lang = names.lang();
        match self {
            SetUpReason::ColumnsByArm => names
                .pick(
                    "divides the army into near-equal columns: cavalry on the wings, the foot in the middle",
                    "делит армию на колонны почти поровну: конница на флангах, пехота и пушки в центре",
                )
                .to_owned(),
            SetUpReason::MarkerAlongFront { column } => lang.pick(
                format!("sets down the marker of column {column}: the columns spread along the whole front"),
                format!("ставит маркер колонны {column}: колонны растянуты по всему фронту"),
            ),
            SetUpReason::UnitsInLines { units } => lang.pick(
                format!(
                    "sets up {} in lines, guns in front, with room between the ranks to fall back",
                    count_noun(lang, *units as i64, Noun::Unit)
                ),
                format!(
                    "строит {} линиями, пушки впереди, с местом между рядами для отступления",
                    count_noun(lang, *units as i64, Noun::Unit)
                ),
            ),
            SetUpReason::CommanderBehindLine => names
                .pick(
                    "places the commander behind the middle of the line, where he reaches the most",
                    "ставит полководца позади середины линии: оттуда он достаёт до большинства отрядов",
                )
                .to_owned(),
            SetUpReason::ByPolicy { step } => by_policy(*step, names).to_owned(),
        }
    }
}

/// The pre-game policy's choice at `step`, as the general's reason.
fn by_policy(step: StepKind, names: &Names) -> &'static str {
    let (en, ru) = match step {
        StepKind::Columns => (
            "divides the army by arm: cavalry on the wings, the foot in the middle",
            "делит армию по родам войск: конница на флангах, пехота и пушки в центре",
        ),
        StepKind::FirstPlayer => (
            "chooses to go first, to strike first",
            "решает ходить первым, чтобы первым и ударить",
        ),
        StepKind::Terrain => (
            "sets the element up at the first spot of its quarter where it fits",
            "ставит элемент на первое место своей четверти, где он помещается",
        ),
        StepKind::Emplacements => (
            "digs its guns in first, on the front edge of its zone",
            "ставит в укрепления сначала пушки, у переднего края своей зоны",
        ),
        StepKind::ColumnMarkers => (
            "spreads the column markers evenly across its zone",
            "расставляет маркеры колонн равномерно по своей зоне",
        ),
        StepKind::Deployment => (
            "sets up the units its plan found no room for around their markers, then ends",
            "ставит вокруг маркеров отряды, которым не нашлось места в плане, и заканчивает",
        ),
        StepKind::Commanders => (
            "places the sub-commanders behind the left and the right of the army",
            "ставит дополнительных командующих позади левого и правого флангов армии",
        ),
        _ => (
            "takes the choice the rules leave it",
            "делает выбор, который оставляют ему правила",
        ),
    };
    names.pick(en, ru)
}
