//! Why a battery may not bombard, in words.

use crate::game::names::Names;
use crate::game::view::BatteryReason;
use crate::i18n::Lang;

impl BatteryReason {
    /// A sentence for the player, naming the battery by `names`.
    pub fn describe(&self, names: &Names) -> String {
        match (self, names.lang()) {
            (BatteryReason::Refused { error }, _) => error.describe(names),
            (BatteryReason::NothingInReach { battery, range }, Lang::En) => format!(
                "{} has no target: no enemy formation stands within its arc and range ({range} UW) with a line of fire to it.",
                names.unit(*battery)
            ),
            (BatteryReason::NothingInReach { battery, range }, Lang::Ru) => format!(
                "У отряда «{}» нет цели: в его секторе и в пределах дальности ({range} UW) нет вражеского построения, до которого есть линия огня.",
                names.unit(*battery)
            ),
        }
    }
}
