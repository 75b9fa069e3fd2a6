//! The quick reference card: the turn, bombardment, combat and terrain,
//! written in the project's own words in both languages (the rules'
//! facts, as docs/RULES_NOTES.md says which version is played).

use crate::i18n::Lang;

/// One block of the card: a title and its lines.
pub struct Block {
    pub title: &'static str,
    pub lines: Vec<&'static str>,
}

/// A row of the 2d6 terrain table: the roll and what is set up.
pub struct TerrainRoll {
    pub roll: &'static str,
    pub elements: &'static str,
}

macro_rules! pairs {
    ($lang:expr; $($en:expr => $ru:expr),* $(,)?) => {
        vec![$($lang.pick($en, $ru)),*]
    };
}

pub fn reference_blocks(lang: Lang) -> Vec<Block> {
    vec![
        Block {
            title: lang.pick("The turn", "Ход"),
            lines: pairs![lang;
                "1. Bombardment: every battery that can, fires; all their dice make one roll."
                    => "1. Бомбардировка: все батареи, которые могут, стреляют; их кубики бросаются одним броском.",
                "2. Actions: roll your action dice (3, 4 or 5 by the commander's skill). For each 1 you may risk the commander: roll one more die; on a 1 he falls."
                    => "2. Действия: бросьте кубики действий (3, 4 или 5 по умению полководца). За каждую 1 можно рискнуть полководцем: бросьте ещё кубик; на 1 он выбывает.",
                "Place any number of dice on actions and at most one on each tactic (a tactic's die may be swapped). Play actions one at a time; each unit moves once. Then clear the actions; tactic dice stay."
                    => "Кладите сколько угодно кубиков на действия и не больше одного на каждую тактику (кубик тактики можно заменить). Разыгрывайте действия по одному; каждый отряд двигается один раз. Затем снимите кубики с действий; с тактик — нет.",
                "3. Start combat: if an engaged unit is not in combat, place a marker (price 1) so that the most such units of both sides are within 2 UW of it, at least one of each side."
                    => "3. Начало сражения: если есть отряд в огневом контакте не в сражении, поставьте маркер (цена 1) так, чтобы в 2 UW от него оказалось больше всего таких отрядов обеих сторон, хотя бы по одному с каждой.",
                "4. Combat: the active player picks the order; markers that share a unit are one combat."
                    => "4. Сражение: порядок выбирает активный игрок; маркеры с общим отрядом — одно сражение.",
                "An army whose morale reaches 0 loses at once."
                    => "Армия, чей боевой дух упал до 0, сразу проигрывает.",
            ],
        },
        Block {
            title: lang.pick(
                "Bombardment: dice per battery",
                "Бомбардировка: кубики за батарею",
            ),
            lines: pairs![lang;
                "Its power, at a formation within its arc and range; never fewer than 1 die."
                    => "Её мощность — по формации в секторе и дальности; не меньше 1 кубика.",
                "+1 the target has units in contact (other than flank contact)."
                    => "+1 в цели есть отряды в контакте (кроме флангового).",
                "+1 the target is partly in a village."
                    => "+1 цель хотя бы частично в деревне.",
                "+1 more than 5 units; +1 more than 10; +1 more than 15."
                    => "+1 больше 5 отрядов; +1 больше 10; +1 больше 15.",
                "−1 the target is all in emplacements; −1 it is only cavalry or artillery."
                    => "−1 цель вся в укреплениях; −1 в ней только кавалерия или артиллерия.",
                "Per 10 of the roll the target loses 1 morale or retreats one unit: the closest to the guns first, no more units from a formation than batteries aimed at it, none twice, never towards the guns."
                    => "За каждые 10 на кубиках цель теряет 1 боевой дух или отводит отряд: сначала ближайший к пушкам, из формации не больше отрядов, чем батарей по ней, никого дважды и никогда в сторону пушек.",
                "No bombarding while engaged (an enemy in the battery's line of fire, or the battery in an enemy's), or from a village, very broken ground or cover."
                    => "Нельзя бомбардировать в огневом контакте (противник на линии огня батареи или батарея на линии огня противника), из деревни, очень трудного ландшафта или укрытия.",
            ],
        },
        Block {
            title: lang.pick("Combat", "Сражение"),
            lines: pairs![lang;
                "1. The active player plays tactics, then the passive player."
                    => "1. Активный игрок играет тактики, затем пассивный.",
                "2. Each side rolls the fire dice (or close combat dice, in base contact) of its engaged units and adds the strength of all its units in combat. Flanking: +1d6."
                    => "2. Каждая сторона бросает кубики огня (или ближнего боя при контакте) своих отрядов в огневом контакте и прибавляет силу всех своих отрядов в сражении. Во фланге: +1d6.",
                "Advantage: one die more, drop the lowest. Disadvantage: one die more, drop the highest. They cancel one for one."
                    => "Преимущество: кубик больше, уберите наименьший. Затруднение: кубик больше, уберите наибольший. Отменяют друг друга один к одному.",
                "3. A hit per 10 of your result, and one more per 10 you beat the enemy by. Hits go to the units closest to the enemy; none takes a second before all have one."
                    => "3. Удар за каждые 10 результата и ещё по удару за каждые 10, на которые вы превзошли противника. Удары получают ближайшие к противнику отряды; второй — только когда у всех есть по одному.",
                "4. The active player resolves his hits, then the passive one: a retreat cancels one hit per unit and raises the price by 1; each hit left is a discipline test (d6 at least the discipline; a 1 fails). A failed unit breaks: the army loses twice its morale."
                    => "4. Сначала активный игрок разрешает удары, затем пассивный: отступление отменяет один удар отряда и повышает цену на 1; за каждый оставшийся удар — тест дисциплины (d6 не меньше дисциплины; 1 — провал). Провалив, отряд уничтожен: армия теряет его двойной боевой дух.",
                "5. If only one side is left within 2 UW of the marker, the other loses morale equal to the price."
                    => "5. Если в 2 UW от маркера осталась одна сторона, другая теряет боевой дух, равный цене.",
            ],
        },
        Block {
            title: lang.pick("Terrain", "Ландшафт"),
            lines: pairs![lang;
                "Broken: a move through it goes at most 2 UW; engaged cavalry in it has a disadvantage."
                    => "Трудный: движение через него — не больше 2 UW; кавалерия в огневом контакте в нём — с затруднением.",
                "Very broken: at most 1 UW; disadvantage for cavalry and for units without «light»; no bombarding from it."
                    => "Очень трудный: не больше 1 UW; затруднение кавалерии и отрядам без правила «лёгкие»; бомбардировать из него нельзя.",
                "Cover: units that use cover have an advantage; no bombarding from it. Elevation: lines of fire over lower units, bombardment +2 UW. Blocks sight: no line of fire through it."
                    => "Укрытие: отряды, использующие укрытия, получают преимущество; бомбардировать из него нельзя. Возвышение: огонь поверх отрядов ниже, бомбардировка +2 UW. Блокирует обзор: линия огня сквозь него не проходит.",
                "Road: +2 speed for a simple move that starts and ends on it. Village: broken, blocks sight, +1 to infantry discipline wholly inside. Emplacement: one unit, which ignores one hit a turn, even turned where it stands; guns in it bombard in a 45° arc."
                    => "Дорога: +2 к скорости простого движения, начатого и законченного на ней. Деревня: трудный, блокирует обзор, пехоте целиком внутри +1 к дисциплине. Укрепление: один отряд, игнорирует один удар за ход, даже развернувшись на месте; пушки из него бомбардируют в секторе 45°.",
            ],
        },
    ]
}

/// The 2d6 table for setting up terrain (the website's version), then
/// scatter each element d3 UW; on a 6 it is removed.
pub fn terrain_table(lang: Lang) -> Vec<TerrainRoll> {
    let rows = [
        (
            "2–3",
            "Rock, stream, ravine or swamp",
            "Скала, ручей, овраг или болото",
        ),
        (
            "4–5",
            "Village, vineyard or bocage",
            "Деревня, виноградник или бокаж",
        ),
        ("6", "Hill", "Холм"),
        ("7", "Nothing", "Ничего"),
        ("8", "Ploughed field", "Пашня"),
        ("9–10", "Grove or wood", "Роща или лес"),
        ("11–12", "Wooded hill or dune", "Поросший холм или дюна"),
    ];
    rows.into_iter()
        .map(|(roll, en, ru)| TerrainRoll {
            roll,
            elements: lang.pick(en, ru),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_languages_have_the_same_card() {
        let (en, ru) = (reference_blocks(Lang::En), reference_blocks(Lang::Ru));
        assert_eq!(en.len(), ru.len());
        for (a, b) in en.iter().zip(&ru) {
            assert_eq!(a.lines.len(), b.lines.len(), "{}", a.title);
            for (x, y) in a.lines.iter().zip(&b.lines) {
                assert_ne!(x, y);
            }
        }
        assert_eq!(terrain_table(Lang::En).len(), 7);
    }
}
