//! What the player can do next: which units still fit, and what the next
//! step would unlock.

use super::summary::{Summary, POINTS_PER_ASSET};
use super::Roster;
use crate::army_list::{Category, Faction, Unit};
use crate::i18n::{count_noun, Lang, Noun};

/// Whether one more of a unit can be added without breaking a rule.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum UnitStatus {
    Fits,
    /// It costs more than the points left.
    TooExpensive {
        short_by: u32,
    },
    /// Another rare unit needs another main unit first.
    NeedsMainUnit,
    /// A limit of the faction's list is reached.
    AtFactionLimit {
        max: u32,
    },
}

pub fn unit_status(
    roster: &Roster,
    summary: &Summary,
    faction: &Faction,
    unit: &Unit,
) -> UnitStatus {
    if let Some(max) = faction
        .limits
        .iter()
        .filter(|limit| limit.units.contains(&unit.id))
        .filter_map(|limit| {
            let max = limit.max_for(roster.points_limit)?;
            let count: u32 = limit.units.iter().map(|id| roster.count(id)).sum();
            (count >= max).then_some(max)
        })
        .next()
    {
        return UnitStatus::AtFactionLimit { max };
    }
    if unit.category == Category::Rare && summary.by_category.rare >= summary.by_category.main {
        return UnitStatus::NeedsMainUnit;
    }
    let left = summary.left.max(0) as u32;
    if unit.points > left {
        return UnitStatus::TooExpensive {
            short_by: unit.points - left,
        };
    }
    UnitStatus::Fits
}

impl UnitStatus {
    /// A short note for the unit's row; `None` when it simply fits.
    pub fn note(&self, lang: Lang) -> Option<String> {
        match self {
            UnitStatus::Fits => None,
            UnitStatus::TooExpensive { short_by } => Some(format!(
                "{} {}",
                lang.pick("Needs", "Не хватает"),
                count_noun(lang, (*short_by).into(), Noun::Point)
            )),
            UnitStatus::NeedsMainUnit => Some(
                lang.pick(
                    "Needs another main unit first",
                    "Сначала нужен ещё один основной отряд",
                )
                .to_owned(),
            ),
            UnitStatus::AtFactionLimit { max } => Some(format!(
                "{} {max}",
                lang.pick("The list allows at most", "Список позволяет не больше")
            )),
        }
    }
}

/// A hint about the next step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Advice {
    PointsLeft {
        left: i64,
    },
    /// Rare unit number `next` needs at least `next` main units.
    RareNeedsMain {
        next: u32,
    },
    /// Asset number `next` needs a points limit above `above`.
    AssetNeedsLimit {
        next: u32,
        above: u32,
    },
    ChooseCommander,
    /// How many of the faction's units fit in the points left.
    UnitsThatFit {
        fit: usize,
        of: usize,
    },
}

pub fn advise(roster: &Roster, summary: &Summary, faction: &Faction) -> Vec<Advice> {
    let mut advice = vec![Advice::PointsLeft { left: summary.left }];
    if roster.commander.is_none() {
        advice.push(Advice::ChooseCommander);
    }
    let fit = faction
        .units
        .iter()
        .filter(|unit| unit_status(roster, summary, faction, unit) == UnitStatus::Fits)
        .count();
    advice.push(Advice::UnitsThatFit {
        fit,
        of: faction.units.len(),
    });
    let has_rare = faction.units.iter().any(|u| u.category == Category::Rare);
    if has_rare && summary.by_category.rare >= summary.by_category.main {
        advice.push(Advice::RareNeedsMain {
            next: summary.by_category.rare + 1,
        });
    }
    if !faction.assets.is_empty() && summary.assets_taken >= summary.assets_allowed {
        advice.push(Advice::AssetNeedsLimit {
            next: summary.assets_taken + 1,
            above: summary.assets_taken * POINTS_PER_ASSET,
        });
    }
    advice
}

fn ordinal(lang: Lang, n: u32) -> String {
    match lang {
        Lang::En => {
            let suffix = match (n % 10, n % 100) {
                (1, 11) | (2, 12) | (3, 13) => "th",
                (1, _) => "st",
                (2, _) => "nd",
                (3, _) => "rd",
                _ => "th",
            };
            format!("{n}{suffix}")
        }
        Lang::Ru => format!("{n}-й"),
    }
}

impl Advice {
    pub fn message(&self, lang: Lang) -> String {
        match self {
            Advice::PointsLeft { left } if *left >= 0 => format!(
                "{} {}.",
                count_noun(lang, *left, Noun::Point),
                lang.pick("left to spend", "ещё можно потратить")
            ),
            Advice::PointsLeft { left } => format!(
                "{} {}.",
                count_noun(lang, -left, Noun::Point),
                lang.pick("over the limit", "сверх лимита")
            ),
            Advice::RareNeedsMain { next: 1 } => lang
                .pick(
                    "A rare unit needs a main unit first.",
                    "Редкому отряду сначала нужен основной.",
                )
                .to_owned(),
            Advice::RareNeedsMain { next } => match lang {
                Lang::En => format!(
                    "A {} rare unit needs another main unit.",
                    ordinal(lang, *next)
                ),
                Lang::Ru => format!("Для {next}-го редкого отряда нужен ещё один основной."),
            },
            Advice::AssetNeedsLimit { next, above } => match lang {
                Lang::En => format!(
                    "A {} asset needs a limit above {above}.",
                    ordinal(lang, *next)
                ),
                Lang::Ru => format!("Для {next}-го приготовления нужен лимит больше {above}."),
            },
            Advice::ChooseCommander => lang
                .pick(
                    "Choose the commander's skill.",
                    "Выберите умение полководца.",
                )
                .to_owned(),
            Advice::UnitsThatFit { fit, of } => match lang {
                Lang::En => format!("{fit} of the {of} unit types can still be added."),
                Lang::Ru => format!("Из {of} видов отрядов ещё можно добавить {fit}."),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_issue_s_own_hints() {
        assert_eq!(
            Advice::RareNeedsMain { next: 2 }.message(Lang::En),
            "A 2nd rare unit needs another main unit."
        );
        assert_eq!(
            Advice::AssetNeedsLimit {
                next: 3,
                above: 400
            }
            .message(Lang::En),
            "A 3rd asset needs a limit above 400."
        );
        assert_eq!(
            Advice::RareNeedsMain { next: 2 }.message(Lang::Ru),
            "Для 2-го редкого отряда нужен ещё один основной."
        );
        assert_eq!(
            Advice::RareNeedsMain { next: 1 }.message(Lang::En),
            "A rare unit needs a main unit first."
        );
    }

    #[test]
    fn english_ordinals() {
        let got: Vec<_> = [1, 2, 3, 4, 11, 12, 13, 21, 22, 101]
            .iter()
            .map(|n| ordinal(Lang::En, *n))
            .collect();
        assert_eq!(
            got,
            ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st"]
        );
    }
}
