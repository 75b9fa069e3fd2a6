//! The numbers of an army: points, composition, army morale, action dice
//! and the strategic rating term by term.

use super::Roster;
use crate::army_list::effect::AssetEffect;
use crate::army_list::{AssetId, Category, Faction, Glossary, RuleEffect, UnitType};
use crate::i18n::{count_noun, Lang, Noun};

/// One asset per started block of this many points of the limit.
pub(crate) const POINTS_PER_ASSET: u32 = 200;

/// Assets an army of `limit` points may take: one per started 200 points.
pub fn assets_allowed(limit: u32) -> u32 {
    limit.div_ceil(POINTS_PER_ASSET)
}

/// One term of the strategic rating, with what decided it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RatingTerm {
    /// The commander's skill level (0 while none is chosen).
    Commander { level: u8 },
    /// +1 if a third or more of the units are veterans.
    Veterans { veterans: u32, units: u32 },
    /// +1 if there is a light unit for every 100 points of the limit.
    Light { light: u32, needed: u32 },
    /// +1 if a third or more of the units are cavalry.
    Cavalry { cavalry: u32, units: u32 },
    /// −1 if a third or more of the units are untrained.
    Untrained { untrained: u32, units: u32 },
    /// −1 per artillery unit beyond one per 100 points of the limit.
    Artillery { artillery: u32, allowed: u32 },
    /// An asset that changes the rating.
    Asset { asset: AssetId, amount: i8 },
}

/// "A third or more", never true of an empty army.
fn at_least_a_third(part: u32, whole: u32) -> bool {
    whole > 0 && part * 3 >= whole
}

impl RatingTerm {
    pub fn value(&self) -> i32 {
        match self {
            RatingTerm::Commander { level } => i32::from(*level),
            RatingTerm::Veterans { veterans, units } => at_least_a_third(*veterans, *units).into(),
            RatingTerm::Light { light, needed } => i32::from(*needed > 0 && light >= needed),
            RatingTerm::Cavalry { cavalry, units } => at_least_a_third(*cavalry, *units).into(),
            RatingTerm::Untrained { untrained, units } => {
                -i32::from(at_least_a_third(*untrained, *units))
            }
            RatingTerm::Artillery { artillery, allowed } => {
                -(artillery.saturating_sub(*allowed) as i32)
            }
            RatingTerm::Asset { amount, .. } => i32::from(*amount),
        }
    }
}

impl RatingTerm {
    /// The term's name and what decided it, in the reader's language.
    pub fn describe(&self, lang: Lang, faction: &Faction) -> (String, String) {
        let of = |part: u32, whole: u32| match lang {
            Lang::En => format!(
                "{part} of {}; a third or more counts",
                count_noun(lang, whole.into(), Noun::Unit)
            ),
            Lang::Ru => format!("{part} из {whole}; считается от трети"),
        };
        match self {
            RatingTerm::Commander { level } => (
                lang.pick("Commander's skill", "Умение полководца").to_owned(),
                if *level == 0 {
                    lang.pick("not chosen yet", "ещё не выбрано").to_owned()
                } else {
                    format!("{} {level}", lang.pick("level", "уровень"))
                },
            ),
            RatingTerm::Veterans { veterans, units } => (
                lang.pick("Veterans", "Ветераны").to_owned(),
                of(*veterans, *units),
            ),
            RatingTerm::Light { light, needed } => (
                lang.pick("Light troops", "Лёгкие войска").to_owned(),
                match lang {
                    Lang::En => format!(
                        "{} light; {needed} needed (one per 100 points)",
                        count_noun(lang, (*light).into(), Noun::Unit)
                    ),
                    Lang::Ru => format!("лёгких отрядов: {light}; нужно {needed} (по одному на 100 очков)"),
                },
            ),
            RatingTerm::Cavalry { cavalry, units } => (
                lang.pick("Cavalry", "Кавалерия").to_owned(),
                of(*cavalry, *units),
            ),
            RatingTerm::Untrained { untrained, units } => (
                lang.pick("Untrained", "Необученные").to_owned(),
                of(*untrained, *units),
            ),
            RatingTerm::Artillery { artillery, allowed } => (
                lang.pick("Artillery", "Артиллерия").to_owned(),
                match lang {
                    Lang::En => format!(
                        "{}; −1 for each beyond {allowed} (one per 100 points)",
                        count_noun(lang, (*artillery).into(), Noun::Unit)
                    ),
                    Lang::Ru => format!("отрядов: {artillery}; −1 за каждый сверх {allowed} (по одному на 100 очков)"),
                },
            ),
            RatingTerm::Asset { asset, .. } => (
                faction
                    .asset(asset)
                    .map_or_else(|| asset.to_string(), |a| a.name.get(lang).to_owned()),
                lang.pick("asset", "приготовление").to_owned(),
            ),
        }
    }
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CategoryCounts {
    pub main: u32,
    pub special: u32,
    pub rare: u32,
}

impl CategoryCounts {
    pub fn get(&self, category: Category) -> u32 {
        match category {
            Category::Main => self.main,
            Category::Special => self.special,
            Category::Rare => self.rare,
        }
    }
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TypeCounts {
    pub infantry: u32,
    pub cavalry: u32,
    pub artillery: u32,
}

impl TypeCounts {
    pub fn get(&self, unit_type: UnitType) -> u32 {
        match unit_type {
            UnitType::Infantry => self.infantry,
            UnitType::Cavalry => self.cavalry,
            UnitType::Artillery => self.artillery,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Summary {
    pub units_points: u32,
    pub assets_points: u32,
    pub commander_points: u32,
    pub total: u32,
    pub limit: u32,
    /// Negative when over the limit.
    pub left: i64,
    pub units: u32,
    pub by_category: CategoryCounts,
    pub by_type: TypeCounts,
    /// Distinct assets taken; copies of one count once.
    pub assets_taken: u32,
    pub assets_allowed: u32,
    pub action_dice: Option<u8>,
    /// The sum of the units' morale.
    pub units_morale: u32,
    /// What assets add to it.
    pub assets_morale: i32,
    pub rating_terms: Vec<RatingTerm>,
}

impl Summary {
    pub fn army_morale(&self) -> u32 {
        (self.units_morale as i32 + self.assets_morale).max(0) as u32
    }

    pub fn strategic_rating(&self) -> i32 {
        self.rating_terms.iter().map(RatingTerm::value).sum()
    }

    pub fn over_limit(&self) -> bool {
        self.left < 0
    }
}

/// Computes the summary. Units and assets the faction does not know (from
/// an old link or save) count for nothing here; the rules report them.
pub fn summarize(roster: &Roster, faction: &Faction, glossary: &Glossary) -> Summary {
    let mut by_category = CategoryCounts::default();
    let mut by_type = TypeCounts::default();
    let (mut units_points, mut units_morale, mut units) = (0, 0, 0);
    let (mut veterans, mut light, mut untrained) = (0, 0, 0);
    for entry in &roster.units {
        let Some(unit) = faction.unit(&entry.unit) else {
            continue;
        };
        // Saturating: a damaged save or link must not overflow, only fail the rules.
        let n = entry.count;
        units = u32::saturating_add(units, n);
        units_points = u32::saturating_add(units_points, unit.points.saturating_mul(n));
        units_morale = u32::saturating_add(units_morale, u32::from(unit.morale).saturating_mul(n));
        match unit.category {
            Category::Main => by_category.main = by_category.main.saturating_add(n),
            Category::Special => by_category.special = by_category.special.saturating_add(n),
            Category::Rare => by_category.rare = by_category.rare.saturating_add(n),
        }
        match unit.unit_type(glossary) {
            Some(UnitType::Infantry) => by_type.infantry = by_type.infantry.saturating_add(n),
            Some(UnitType::Cavalry) => by_type.cavalry = by_type.cavalry.saturating_add(n),
            Some(UnitType::Artillery) => by_type.artillery = by_type.artillery.saturating_add(n),
            None => {}
        }
        let with =
            |effect: RuleEffect| n.saturating_mul(u32::from(unit.has_effect(glossary, &effect)));
        veterans = u32::saturating_add(veterans, with(RuleEffect::Veteran));
        light = u32::saturating_add(light, with(RuleEffect::Light));
        untrained = u32::saturating_add(untrained, with(RuleEffect::Untrained));
    }

    let mut assets_points = 0;
    let mut assets_taken = 0;
    let mut assets_morale = 0;
    let mut asset_terms = Vec::new();
    for entry in &roster.assets {
        let Some(asset) = faction.asset(&entry.asset) else {
            continue;
        };
        assets_taken += 1;
        assets_points =
            u32::saturating_add(assets_points, asset.points.saturating_mul(entry.copies));
        match asset.effect {
            AssetEffect::ArmyMorale { amount } => {
                assets_morale += i32::from(amount) * entry.copies as i32
            }
            AssetEffect::StrategicRating { amount } => asset_terms.push(RatingTerm::Asset {
                asset: asset.id.clone(),
                amount,
            }),
            _ => {}
        }
    }

    let commander_points = roster.commander.map_or(0, |skill| skill.points());
    let total = units_points
        .saturating_add(assets_points)
        .saturating_add(commander_points);
    let per_hundred = roster.points_limit / 100;
    let mut rating_terms = vec![
        RatingTerm::Commander {
            level: roster.commander.map_or(0, |skill| skill.level()),
        },
        RatingTerm::Veterans { veterans, units },
        RatingTerm::Light {
            light,
            needed: per_hundred.max(1),
        },
        RatingTerm::Cavalry {
            cavalry: by_type.cavalry,
            units,
        },
        RatingTerm::Untrained { untrained, units },
        RatingTerm::Artillery {
            artillery: by_type.artillery,
            allowed: per_hundred,
        },
    ];
    rating_terms.extend(asset_terms);

    Summary {
        units_points,
        assets_points,
        commander_points,
        total,
        limit: roster.points_limit,
        left: i64::from(roster.points_limit) - i64::from(total),
        units,
        by_category,
        by_type,
        assets_taken,
        assets_allowed: assets_allowed(roster.points_limit),
        action_dice: roster.commander.map(|skill| skill.action_dice()),
        units_morale,
        assets_morale,
        rating_terms,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_asset_per_started_two_hundred_points() {
        // The rulebook's examples: 400 → 2, 450 → 3; and the edges.
        for (limit, allowed) in [
            (150, 1),
            (200, 1),
            (201, 2),
            (400, 2),
            (401, 3),
            (450, 3),
            (1000, 5),
        ] {
            assert_eq!(assets_allowed(limit), allowed, "limit {limit}");
        }
    }

    #[test]
    fn a_third_or_more() {
        assert!(at_least_a_third(3, 9));
        assert!(at_least_a_third(4, 9));
        assert!(!at_least_a_third(2, 9));
        assert!(at_least_a_third(1, 3));
        assert!(!at_least_a_third(0, 0), "an empty army has no third");
    }

    #[test]
    fn rating_terms_score_as_the_rulebook_says() {
        assert_eq!(RatingTerm::Commander { level: 4 }.value(), 4);
        assert_eq!(
            RatingTerm::Veterans {
                veterans: 3,
                units: 9
            }
            .value(),
            1
        );
        assert_eq!(
            RatingTerm::Veterans {
                veterans: 2,
                units: 9
            }
            .value(),
            0
        );
        assert_eq!(
            RatingTerm::Light {
                light: 5,
                needed: 5
            }
            .value(),
            1
        );
        assert_eq!(
            RatingTerm::Light {
                light: 4,
                needed: 5
            }
            .value(),
            0
        );
        assert_eq!(
            RatingTerm::Cavalry {
                cavalry: 3,
                units: 9
            }
            .value(),
            1
        );
        assert_eq!(
            RatingTerm::Untrained {
                untrained: 3,
                units: 9
            }
            .value(),
            -1
        );
        assert_eq!(
            RatingTerm::Untrained {
                untrained: 2,
                units: 9
            }
            .value(),
            0
        );
        assert_eq!(
            RatingTerm::Artillery {
                artillery: 7,
                allowed: 5
            }
            .value(),
            -2
        );
        assert_eq!(
            RatingTerm::Artillery {
                artillery: 5,
                allowed: 5
            }
            .value(),
            0
        );
    }
}
