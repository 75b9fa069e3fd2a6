//! How a unit profile reads: its category, its statline and its special
//! rules.

use clouds_core::{Category, Glossary, Lang, Msg, Unit};

/// A unit category as the player reads it: main, special or rare.
pub fn category_label(category: Category, lang: Lang) -> &'static str {
    match category {
        Category::Main => Msg::Main.text(lang),
        Category::Special => Msg::Special.text(lang),
        Category::Rare => Msg::Rare.text(lang),
    }
}

/// "Speed 2-1 · Retreat d3 · Strength 1 · Morale 2 (−4) · Discipline 4+ ·
/// Close combat 2d6 · Musket 2 UW 2d6", in the reader's language.
pub fn statline(unit: &Unit, glossary: &Glossary, lang: Lang) -> String {
    let mut parts = vec![
        format!(
            "{} {}-{}",
            lang.pick("Speed", "Скорость"),
            unit.speed.simple,
            unit.speed.difficult
        ),
        format!("{} {}", lang.pick("Retreat", "Отступление"), unit.retreat),
        format!("{} {}", lang.pick("Strength", "Сила"), unit.strength),
        format!(
            "{} {} (−{})",
            lang.pick("Morale", "Боевой дух"),
            unit.morale,
            2 * unit.morale
        ),
        format!(
            "{} {}+",
            lang.pick("Discipline", "Дисциплина"),
            unit.discipline
        ),
        format!(
            "{} {}d6",
            lang.pick("Close combat", "Ближний бой"),
            unit.close_combat
        ),
    ];
    if let Some(fire) = &unit.fire {
        let weapon = glossary
            .weapon(&fire.weapon)
            .map_or_else(|| fire.weapon.to_string(), |w| w.name.get(lang).to_owned());
        parts.push(format!("{weapon} {} UW {}d6", fire.range, fire.dice));
    }
    parts.join(" · ")
}

/// The unit's special rules by name, with bombardment's range and power.
pub fn rule_names(unit: &Unit, glossary: &Glossary, lang: Lang) -> Vec<(String, String)> {
    unit.special_rules
        .iter()
        .filter_map(|rule_ref| {
            let rule = glossary.rule(&rule_ref.id)?;
            let mut name = rule.name.get(lang).to_owned();
            if let (Some(range), Some(power)) = (rule_ref.param("range"), rule_ref.param("power")) {
                name = format!("{name} {range} UW – {power}d6");
            }
            Some((name, rule.text.get(lang).to_owned()))
        })
        .collect()
}
