//! The list-building rules, checked all at once. Each diagnostic says what
//! it concerns, so the builder can show it beside the thing to fix.

use super::summary::{summarize, Summary};
use super::{Roster, MAX_POINTS, MIN_POINTS};
use crate::army_list::{AssetId, Faction, Glossary, UnitId};
use crate::i18n::{count_noun, Lang, Noun};

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Severity {
    /// The army breaks a rule and cannot be played as it is.
    Error,
    /// Legal, but probably not what the player wants.
    Warning,
}

/// What a diagnostic is about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Concern {
    PointsLimit,
    Points,
    Commander,
    RareUnits,
    Assets,
    Unit(UnitId),
    Asset(AssetId),
    /// A limit of the faction's list, by its position.
    FactionLimit(usize),
    Army,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DiagnosticKind {
    PointsLimitOutOfRange {
        limit: u32,
    },
    OverPoints {
        total: u32,
        limit: u32,
    },
    TooManyRare {
        rare: u32,
        main: u32,
    },
    TooManyAssets {
        taken: u32,
        allowed: u32,
        limit: u32,
    },
    TooManyCopies {
        copies: u32,
        max: u8,
    },
    NoCommander,
    AboveFactionLimit {
        units: Vec<UnitId>,
        count: u32,
        max: u32,
    },
    BelowFactionLimit {
        units: Vec<UnitId>,
        count: u32,
        min: u32,
    },
    /// The faction's list no longer has this unit (an old save or link).
    UnknownUnit,
    UnknownAsset,
    NoUnits,
}

/// How a sentence names units, assets and the successor of a retired one.
struct Naming<'a> {
    unit: &'a dyn Fn(&UnitId) -> String,
    asset: &'a dyn Fn(&AssetId) -> String,
    successor: &'a dyn Fn(&Concern) -> Option<String>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    pub severity: Severity,
    pub concern: Concern,
    pub kind: DiagnosticKind,
}

impl Diagnostic {
    fn error(concern: Concern, kind: DiagnosticKind) -> Diagnostic {
        Diagnostic {
            severity: Severity::Error,
            concern,
            kind,
        }
    }

    /// The problem in a sentence, naming units and assets as the player
    /// sees them. A unit or asset the list has retired is named by its old
    /// name, with what took its place.
    pub fn message(&self, lang: Lang, faction: &Faction) -> String {
        let unit_name = |id: &UnitId| match (faction.unit(id), faction.retired_unit(id)) {
            (Some(unit), _) => unit.name.get(lang).to_owned(),
            (None, Some(retired)) => retired.name.get(lang).to_owned(),
            (None, None) => id.to_string(),
        };
        let asset_name = |id: &AssetId| match (faction.asset(id), faction.retired_asset(id)) {
            (Some(asset), _) => asset.name.get(lang).to_owned(),
            (None, Some(retired)) => retired.name.get(lang).to_owned(),
            (None, None) => id.to_string(),
        };
        let successor = |concern: &Concern| match concern {
            Concern::Unit(id) => {
                let now = UnitId::new(faction.retired_unit(id)?.replaced_by.as_deref()?);
                Some(unit_name(&now))
            }
            Concern::Asset(id) => {
                let now = AssetId::new(faction.retired_asset(id)?.replaced_by.as_deref()?);
                Some(asset_name(&now))
            }
            _ => None,
        };
        self.describe(
            lang,
            &Naming {
                unit: &unit_name,
                asset: &asset_name,
                successor: &successor,
            },
        )
    }

    /// The problem in a sentence, naming units and assets by their ids:
    /// for list writers, who know them by id.
    pub fn message_by_id(&self, lang: Lang) -> String {
        self.describe(
            lang,
            &Naming {
                unit: &|id| id.to_string(),
                asset: &|id| id.to_string(),
                successor: &|_| None,
            },
        )
    }

    fn describe(&self, lang: Lang, naming: &Naming) -> String {
        let unit_name = naming.unit;
        let asset_name = naming.asset;
        let names = |ids: &[UnitId]| ids.iter().map(unit_name).collect::<Vec<_>>().join(", ");
        let pts = |n: u32| count_noun(lang, n.into(), Noun::Point);
        // The unit or asset a diagnostic is about, by name (or its id, for
        // one the list has no record of).
        let concerned = |concern: &Concern| match concern {
            Concern::Unit(id) => unit_name(id),
            Concern::Asset(id) => asset_name(id),
            _ => lang.pick("this entry", "эта запись").to_owned(),
        };
        use DiagnosticKind::*;
        match (&self.kind, &self.concern) {
            (PointsLimitOutOfRange { limit }, _) => format!(
                "{} {}: {} {MIN_POINTS}–{MAX_POINTS}.",
                lang.pick("The points limit is", "Лимит очков —"),
                limit,
                lang.pick("games are played at", "игра идёт на")
            ),
            (OverPoints { total, limit }, _) => format!(
                "{} {} {} {}.",
                lang.pick("The army costs", "Армия стоит"),
                pts(*total),
                lang.pick("— more than its limit of", "— больше лимита в"),
                pts(*limit)
            ),
            (TooManyRare { rare, main }, _) => format!(
                "{} {} {} {}.",
                lang.pick("Rare units:", "Редких отрядов:"),
                rare,
                lang.pick(
                    "— there may be no more of them than main units, and there are",
                    "— их не может быть больше, чем основных, а основных"
                ),
                main
            ),
            (
                TooManyAssets {
                    taken,
                    allowed,
                    limit,
                },
                _,
            ) => format!(
                "{} {taken}; {} {} {}.",
                lang.pick("Assets taken:", "Приготовлений:"),
                lang.pick("a limit of", "при лимите"),
                pts(*limit),
                match lang {
                    Lang::En => format!("allows {allowed} (one per started 200 points)"),
                    Lang::Ru => format!("можно {allowed} (одно на каждые начатые 200 очков)"),
                }
            ),
            (TooManyCopies { copies, max }, concern) => format!(
                "{} «{}»: {copies}, {} {max}.",
                lang.pick("Copies of", "Экземпляров"),
                concerned(concern),
                lang.pick("at most", "не больше")
            ),
            (NoCommander, _) => lang
                .pick(
                    "Choose the commander's skill: it sets the action dice and costs points.",
                    "Выберите умение полководца: от него зависят кубики действий и стоимость.",
                )
                .to_owned(),
            (AboveFactionLimit { units, count, max }, _) => format!(
                "{} {}: {count}, {} {max}.",
                lang.pick("The list allows few of", "Список ограничивает:"),
                names(units),
                lang.pick("at most", "не больше")
            ),
            (BelowFactionLimit { units, count, min }, _) => format!(
                "{} {}: {count}, {} {min}.",
                lang.pick("The list requires", "Список требует:"),
                names(units),
                lang.pick("at least", "не меньше")
            ),
            (UnknownUnit, concern) => match (naming.successor)(concern) {
                Some(now) => format!(
                    "«{}» {} «{now}»{}",
                    concerned(concern),
                    lang.pick(
                        "is no longer in this faction's list: it is now",
                        "больше нет в списке этой фракции: теперь это"
                    ),
                    lang.pick(
                        "; remove it and add that instead.",
                        "; уберите его и добавьте новый."
                    )
                ),
                None => format!(
                    "«{}» {}",
                    concerned(concern),
                    lang.pick(
                        "is no longer in this faction's list; remove it.",
                        "больше нет в списке этой фракции; уберите его."
                    )
                ),
            },
            (UnknownAsset, concern) => match (naming.successor)(concern) {
                Some(now) => format!(
                    "«{}» {} «{now}»{}",
                    concerned(concern),
                    lang.pick(
                        "is no longer among this faction's assets: it is now",
                        "больше нет среди приготовлений этой фракции: теперь это"
                    ),
                    lang.pick(
                        "; remove it and add that instead.",
                        "; уберите его и добавьте новое."
                    )
                ),
                None => format!(
                    "«{}» {}",
                    concerned(concern),
                    lang.pick(
                        "is no longer among this faction's assets; remove it.",
                        "больше нет среди приготовлений этой фракции; уберите его."
                    )
                ),
            },
            (NoUnits, _) => lang
                .pick("The army has no units yet.", "В армии пока нет отрядов.")
                .to_owned(),
        }
    }
}

/// Every rule the army breaks, errors first, in a stable order.
pub fn check_roster(roster: &Roster, faction: &Faction, glossary: &Glossary) -> Vec<Diagnostic> {
    check_roster_with(roster, faction, &summarize(roster, faction, glossary))
}

/// As [`check`], reusing a summary already computed.
pub fn check_roster_with(roster: &Roster, faction: &Faction, summary: &Summary) -> Vec<Diagnostic> {
    use DiagnosticKind::*;
    let mut found = Vec::new();
    let limit = roster.points_limit;
    if !(MIN_POINTS..=MAX_POINTS).contains(&limit) {
        found.push(Diagnostic::error(
            Concern::PointsLimit,
            PointsLimitOutOfRange { limit },
        ));
    }
    if summary.over_limit() {
        found.push(Diagnostic::error(
            Concern::Points,
            OverPoints {
                total: summary.total,
                limit,
            },
        ));
    }
    if roster.commander.is_none() {
        found.push(Diagnostic::error(Concern::Commander, NoCommander));
    }
    let (rare, main) = (summary.by_category.rare, summary.by_category.main);
    if rare > main {
        found.push(Diagnostic::error(
            Concern::RareUnits,
            TooManyRare { rare, main },
        ));
    }
    if summary.assets_taken > summary.assets_allowed {
        found.push(Diagnostic::error(
            Concern::Assets,
            TooManyAssets {
                taken: summary.assets_taken,
                allowed: summary.assets_allowed,
                limit,
            },
        ));
    }
    for entry in &roster.assets {
        match faction.asset(&entry.asset) {
            None => found.push(Diagnostic::error(
                Concern::Asset(entry.asset.clone()),
                UnknownAsset,
            )),
            Some(asset) if entry.copies > u32::from(asset.max_copies) => {
                found.push(Diagnostic::error(
                    Concern::Asset(entry.asset.clone()),
                    TooManyCopies {
                        copies: entry.copies,
                        max: asset.max_copies,
                    },
                ))
            }
            Some(_) => {}
        }
    }
    for entry in &roster.units {
        if faction.unit(&entry.unit).is_none() {
            found.push(Diagnostic::error(
                Concern::Unit(entry.unit.clone()),
                UnknownUnit,
            ));
        }
    }
    for (index, faction_limit) in faction.limits.iter().enumerate() {
        let count: u32 = faction_limit.units.iter().map(|id| roster.count(id)).sum();
        if let Some(max) = faction_limit.max_for(limit) {
            if count > max {
                found.push(Diagnostic::error(
                    Concern::FactionLimit(index),
                    AboveFactionLimit {
                        units: faction_limit.units.clone(),
                        count,
                        max,
                    },
                ));
            }
        }
        if let Some(min) = faction_limit.min {
            if count < min {
                found.push(Diagnostic::error(
                    Concern::FactionLimit(index),
                    BelowFactionLimit {
                        units: faction_limit.units.clone(),
                        count,
                        min,
                    },
                ));
            }
        }
    }
    if summary.units == 0 {
        found.push(Diagnostic {
            severity: Severity::Warning,
            concern: Concern::Army,
            kind: NoUnits,
        });
    }
    found.sort_by_key(|diagnostic| diagnostic.severity);
    found
}

/// Whether the army may be played: no errors (warnings allowed).
pub fn is_legal(diagnostics: &[Diagnostic]) -> bool {
    error_count(diagnostics) == 0
}

/// How many of the diagnostics make the army illegal.
pub fn error_count(diagnostics: &[Diagnostic]) -> usize {
    diagnostics
        .iter()
        .filter(|d| d.severity == Severity::Error)
        .count()
}
