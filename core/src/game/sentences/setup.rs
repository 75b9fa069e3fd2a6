//! Games that cannot be set up, in words.

use crate::engine::Side;
use crate::game::names::Names;
use crate::game::setup::SetupError;
use crate::i18n::float_text::fixed;
use crate::i18n::table_messages::TableMsg;
use crate::i18n::Lang;

impl SetupError {
    /// A sentence for the player: why these armies cannot take the table.
    pub fn describe(&self, lang: Lang) -> String {
        let n = Names::plain(lang);
        let side = |side: &Side| TableMsg::side(*side).text(lang);
        match (self, lang) {
            (SetupError::UnknownFaction { faction }, Lang::En) => {
                format!("The army lists have no faction «{faction}».")
            }
            (SetupError::UnknownFaction { faction }, Lang::Ru) => {
                format!("В списках армий нет фракции «{faction}».")
            }
            (SetupError::NoCommander { side: s }, Lang::En) => {
                format!("The army of {} has no commander: choose his skill in the builder.", side(s))
            }
            (SetupError::NoCommander { side: s }, Lang::Ru) => {
                format!("У армии стороны «{}» нет полководца: выберите его умение в сборщике.", side(s))
            }
            (SetupError::NoUnits { side: s }, Lang::En) => format!("The army of {} has no units.", side(s)),
            (SetupError::NoUnits { side: s }, Lang::Ru) => format!("В армии стороны «{}» нет отрядов.", side(s)),
            (SetupError::UnknownUnit { side: s, unit }, Lang::En) => format!(
                "The army of {} has a unit its list no longer has («{unit}»): open it in the builder.",
                side(s)
            ),
            (SetupError::UnknownUnit { side: s, unit }, Lang::Ru) => format!(
                "В армии стороны «{}» есть отряд, которого больше нет в списке («{unit}»): откройте её в сборщике.",
                side(s)
            ),
            (SetupError::ZoneFull { sides }, _) => {
                let crowded = sides
                    .iter()
                    .map(|(s, units)| format!("{} ({units})", side(s)))
                    .collect::<Vec<_>>()
                    .join(", ");
                format!(
                    "{} {crowded}.",
                    n.pick(
                        "Too many units to deploy on this table:",
                        "Слишком много отрядов, чтобы расставить их на этом столе:"
                    )
                )
            }
            (SetupError::TerrainLayout { problems }, _) => format!(
                "{} {}",
                n.pick("The terrain layout cannot be used:", "Эту расстановку местности нельзя использовать:"),
                problems
                    .iter()
                    .map(|p| p.describe(lang))
                    .collect::<Vec<_>>()
                    .join(" ")
            ),
            (SetupError::TableSize { width, depth }, Lang::En) => format!(
                "A table of {} × {} UW is too small or too large: the pre-game sequence needs 9 to 100 UW each way.",
                fixed(*width, 1),
                fixed(*depth, 1)
            ),
            (SetupError::TableSize { width, depth }, Lang::Ru) => format!(
                "Стол {} × {} UW слишком мал или слишком велик: для подготовки к игре нужно от 9 до 100 UW в каждую сторону.",
                fixed(*width, 1),
                fixed(*depth, 1)
            ),
            (SetupError::NoArmy { side: s }, Lang::En) => {
                format!("The scenario leaves {}'s army to the player, and none was chosen.", side(s))
            }
            (SetupError::NoArmy { side: s }, Lang::Ru) => {
                format!("Армию стороны «{}» сценарий оставляет игроку, а она не выбрана.", side(s))
            }
            (SetupError::Deployment { problems }, _) => format!(
                "{} {}",
                n.pick("The deployment came out impossible:", "Расстановка не получилась:"),
                problems
                    .iter()
                    .map(|p| p.describe(&n))
                    .collect::<Vec<_>>()
                    .join(" ")
            ),
        }
    }
}
