//! A scenario's sheet, for the players to print and keep beside the table:
//! everything the file says, in sentences, in either language. The map is
//! drawn by the page; the words are made here, so every page says them
//! alike and a test can read them.

use super::{
    ConditionEffect, Decided, EventKind, FirstPlayerSpec, Measure, Scenario, SetUp, TerrainSpec,
};
use crate::army_list::Catalog;
use crate::engine::table::Edge;
use crate::engine::Side;
use crate::i18n::float_text::shortest;
use crate::i18n::Lang;
use crate::sorting::SortStably;

/// A scenario's sheet: its headings' contents as lines of text.
#[derive(Clone, Debug, PartialEq)]
pub struct ScenarioSheet {
    pub name: String,
    pub briefing: String,
    /// The era and points or the fixed armies, the table, the terrain, the
    /// set-up and the first player.
    pub setting: Vec<String>,
    /// Each condition: its line, then one line per option.
    pub conditions: Vec<(String, Vec<String>)>,
    /// Each event, by phase.
    pub events: Vec<String>,
    pub objectives: Vec<String>,
    /// How a game that ends other than by morale is won.
    pub victory: Vec<String>,
}

impl Scenario {
    /// The sheet of this scenario in `lang` (the lists name its era).
    pub fn sheet(&self, catalog: &Catalog, lang: Lang) -> ScenarioSheet {
        ScenarioSheet {
            name: self.name.get(lang).to_owned(),
            briefing: self.briefing.get(lang).to_owned(),
            setting: self.setting(catalog, lang),
            conditions: self
                .conditions
                .iter()
                .map(|c| {
                    let chosen_by = |side: Side| match lang {
                        Lang::En => format!("chosen by {}", self.side_words(side, lang)),
                        Lang::Ru => format!("выбирают {}", self.side_words(side, lang)),
                    };
                    let how = match c.decided {
                        Decided::Roll => lang.pick("rolled on a d6", "бросок d6").to_owned(),
                        Decided::ChosenByA => chosen_by(Side::A),
                        Decided::ChosenByB => chosen_by(Side::B),
                    };
                    let options = c
                        .options
                        .iter()
                        .map(|o| {
                            let faces = o.roll.map(|[low, high]| {
                                if low == high {
                                    format!("{low}: ")
                                } else {
                                    format!("{low}–{high}: ")
                                }
                            });
                            let effects: Vec<String> = o
                                .effects
                                .iter()
                                .map(|e| self.effect_words(e, lang))
                                .collect();
                            let effects = if effects.is_empty() {
                                lang.pick("no effect", "без последствий").to_owned()
                            } else {
                                effects.join("; ")
                            };
                            format!(
                                "{}{} — {effects}",
                                faces.unwrap_or_default(),
                                o.name.get(lang)
                            )
                        })
                        .collect();
                    (format!("{} ({how})", c.name.get(lang)), options)
                })
                .collect(),
            events: self.event_lines(lang),
            objectives: self
                .objectives
                .iter()
                .map(|o| match lang {
                    Lang::En => format!("{} — worth {}", o.name.get(lang), o.value),
                    Lang::Ru => format!("{} — ценность {}", o.name.get(lang), o.value),
                })
                .collect(),
            victory: self.victory_lines(lang),
        }
    }

    /// What a side is called: the scenario's name for it, or its colour.
    fn side_words(&self, side: Side, lang: Lang) -> String {
        let colour = match side {
            Side::A => lang.pick("Blue", "Синие"),
            Side::B => lang.pick("Red", "Красные"),
        };
        match &self.sides[side].name {
            Some(name) => format!("{colour} ({})", name.get(lang)),
            None => colour.to_owned(),
        }
    }

    fn setting(&self, catalog: &Catalog, lang: Lang) -> Vec<String> {
        let mut lines = Vec::new();
        if self.fixes_armies() {
            for side in Side::ALL {
                if let Some(army) = &self.sides[side].army {
                    lines.push(format!(
                        "{}: {}",
                        self.side_words(side, lang),
                        army.name.get(lang)
                    ));
                }
            }
        } else {
            let points = self.points.map(|p| match lang {
                Lang::En => format!("{p} points each"),
                Lang::Ru => format!("по {p} очков"),
            });
            let era_name = self.era.as_ref().map(|id| {
                catalog.eras().iter().find(|era| &era.id == id).map_or_else(
                    || id.as_str().to_owned(),
                    |era| era.name.get(lang).to_owned(),
                )
            });
            let era = match (era_name, lang) {
                (Some(era), Lang::En) => format!("Armies of {era}"),
                (Some(era), Lang::Ru) => format!("Армии эпохи «{era}»"),
                (None, _) => lang
                    .pick("armies of any era", "армии любой эпохи")
                    .to_owned(),
            };
            lines.push(match points {
                Some(points) => format!("{era}, {points}"),
                None => era,
            });
        }
        if let Some(size) = self.table {
            lines.push(match lang {
                Lang::En => format!(
                    "Table: {} × {} UW",
                    shortest(size.width),
                    shortest(size.depth)
                ),
                Lang::Ru => format!(
                    "Стол: {} × {} UW",
                    shortest(size.width),
                    shortest(size.depth)
                ),
            });
        }
        lines.push(
            match &self.terrain {
                TerrainSpec::ByTheRules => lang.pick(
                    "Terrain: set up by the rulebook's method.",
                    "Местность: расставляется по правилам.",
                ),
                TerrainSpec::Open => lang.pick(
                    "Terrain: an open table (only what the armies bring).",
                    "Местность: открытый стол (только то, что приносят армии).",
                ),
                TerrainSpec::Fixed(_) => lang.pick(
                    "Terrain: as on the map, and nothing else.",
                    "Местность: как на карте, и больше ничего.",
                ),
                TerrainSpec::FixedAndRolled(_) => lang.pick(
                    "Terrain: as on the map, then more by the rulebook's method.",
                    "Местность: как на карте, затем ещё по правилам.",
                ),
            }
            .to_owned(),
        );
        lines.push(match self.set_up {
            SetUp::Columns => lang
                .pick(
                    "Set-up: columns and secret markers, as the rulebook has it.",
                    "Расстановка: колонны и тайные маркеры, как в правилах.",
                )
                .to_owned(),
            SetUp::SideFirst(side) => match lang {
                Lang::En => format!(
                    "Set-up: {} sets up its whole army first, in sight of the other.",
                    self.side_words(side, lang)
                ),
                Lang::Ru => format!(
                    "Расстановка: {} выставляют всю армию первыми, на виду у противника.",
                    self.side_words(side, lang)
                ),
            },
        });
        lines.push(match self.first_player {
            FirstPlayerSpec::Roll => lang
                .pick(
                    "First player: by the roll (d6 plus strategic rating).",
                    "Первый игрок: по броску (d6 плюс стратегический рейтинг).",
                )
                .to_owned(),
            FirstPlayerSpec::A => self.fixed_first(Side::A, lang),
            FirstPlayerSpec::B => self.fixed_first(Side::B, lang),
        });
        lines
    }

    fn fixed_first(&self, side: Side, lang: Lang) -> String {
        match lang {
            Lang::En => format!(
                "First player: {}, without a roll.",
                self.side_words(side, lang)
            ),
            Lang::Ru => format!("Первый игрок: {}, без броска.", self.side_words(side, lang)),
        }
    }

    fn effect_words(&self, effect: &ConditionEffect, lang: Lang) -> String {
        effect.words(lang, |side| self.side_words(side, lang))
    }

    fn event_lines(&self, lang: Lang) -> Vec<String> {
        let mut events: Vec<_> = self.events.iter().collect();
        events.sort_stably_by_key(|e| e.phase);
        events
            .iter()
            .map(|e| {
                let what = match &e.what {
                    EventKind::Reinforcements(r) => {
                        let which = match (r.column, lang) {
                            (Some(c), Lang::En) => format!("column {c}"),
                            (Some(c), Lang::Ru) => format!("колонна {c}"),
                            (None, Lang::En) => format!("{} units held back", r.units.len()),
                            (None, Lang::Ru) => format!("отложенные отряды ({})", r.units.len()),
                        };
                        match lang {
                            Lang::En => format!(
                                "reinforcements of {} ({which}) arrive by the {} edge",
                                self.side_words(r.side, lang),
                                edge_words(r.edge, lang)
                            ),
                            Lang::Ru => format!(
                                "подкрепления: {} ({which}) прибывают с {} края",
                                self.side_words(r.side, lang),
                                edge_words(r.edge, lang)
                            ),
                        }
                    }
                    EventKind::ObjectiveActive(id) => {
                        let name = self
                            .objectives
                            .iter()
                            .find(|o| &o.id == id)
                            .map_or(id.as_str(), |o| o.name.get(lang));
                        match lang {
                            Lang::En => format!("{name} starts to count"),
                            Lang::Ru => format!("{name} начинает засчитываться"),
                        }
                    }
                    EventKind::GameEnds => lang
                        .pick(
                            "the game ends at the end of that turn",
                            "игра кончается в конце этого хода",
                        )
                        .to_owned(),
                };
                match lang {
                    Lang::En => format!("Phase {}: {what}", e.phase),
                    Lang::Ru => format!("Фаза {}: {what}", e.phase),
                }
            })
            .collect()
    }

    fn victory_lines(&self, lang: Lang) -> Vec<String> {
        let mut lines = vec![lang
            .pick(
                "A side whose army morale runs out loses, as the rulebook has it. If the game ends otherwise, compare in order:",
                "Сторона, у которой кончился боевой дух армии, проигрывает, как в правилах. Если игра кончилась иначе, по порядку сравниваются:",
            )
            .to_owned()];
        for (k, measure) in self.victory.measures.iter().enumerate() {
            let words = measure.words(lang);
            lines.push(format!("{}. {words}", k + 1));
        }
        lines.push(match self.victory.otherwise {
            None => lang
                .pick(
                    "The first that differs gives a marginal victory; if all are equal, it is a draw.",
                    "Первое различие даёт малую победу; если всё равно — ничья.",
                )
                .to_owned(),
            Some(side) => match lang {
                Lang::En => format!(
                    "The first that differs gives a marginal victory; if all are equal, {} wins a marginal victory.",
                    self.side_words(side, lang)
                ),
                Lang::Ru => format!(
                    "Первое различие даёт малую победу; если всё равно — малую победу одерживают {}.",
                    self.side_words(side, lang)
                ),
            },
        });
        lines
    }
}

fn edge_words(edge: Edge, lang: Lang) -> &'static str {
    match edge {
        Edge::South => lang.pick("south", "южного"),
        Edge::North => lang.pick("north", "северного"),
        Edge::West => lang.pick("west", "западного"),
        Edge::East => lang.pick("east", "восточного"),
    }
}

impl ConditionEffect {
    /// What the effect does, in a few words; `side` names a side.
    pub fn words(&self, lang: Lang, side: impl Fn(Side) -> String) -> String {
        match (self, lang) {
            (ConditionEffect::RangeAtMost(uw), Lang::En) => {
                format!("no fire or bombardment beyond {uw} UW")
            }
            (ConditionEffect::RangeAtMost(uw), Lang::Ru) => {
                format!("стрельба и обстрел не дальше {uw} UW")
            }
            (ConditionEffect::BombardmentDiceLess(n), Lang::En) => {
                format!("each battery bombards with {n} fewer dice")
            }
            (ConditionEffect::BombardmentDiceLess(n), Lang::Ru) => {
                format!("каждая батарея бросает на {n} куб. меньше при обстреле")
            }
            (ConditionEffect::EndShifted(n), Lang::En) if *n >= 0 => {
                format!("the game ends {n} phases later")
            }
            (ConditionEffect::EndShifted(n), Lang::En) => {
                format!("the game ends {} phases earlier", -n)
            }
            (ConditionEffect::EndShifted(n), Lang::Ru) if *n >= 0 => {
                format!("игра кончается на {n} фаз. позже")
            }
            (ConditionEffect::EndShifted(n), Lang::Ru) => {
                format!("игра кончается на {} фаз. раньше", -n)
            }
            (ConditionEffect::StreamsFordable, _) => lang
                .pick(
                    "streams are fordable: broken ground, not very broken",
                    "ручьи проходимы вброд: пересечённая местность, а не сильно пересечённая",
                )
                .to_owned(),
            (ConditionEffect::FirstPlayer(who), Lang::En) => {
                format!("{} is the first player", side(*who))
            }
            (ConditionEffect::FirstPlayer(who), Lang::Ru) => {
                format!("первый игрок — {}", side(*who))
            }
        }
    }
}

impl Measure {
    /// What the measure compares, as a noun phrase (the nominative in
    /// Russian), for a sheet's list or a sentence's.
    pub fn words(self, lang: Lang) -> &'static str {
        match self {
            Measure::Objectives => lang.pick(
                "the value of the counting objectives each side holds",
                "ценность удерживаемых засчитываемых целей",
            ),
            Measure::MoraleKept => lang.pick(
                "the share of its starting morale each side kept",
                "доля сохранённого начального боевого духа",
            ),
            Measure::UnitsBroken => lang.pick(
                "the enemy units each side broke",
                "число разбитых вражеских отрядов",
            ),
        }
    }
}
