//! How the game's sentences (the log, and every refusal) name what they
//! concern, in one language: a unit by its list name and its number on the
//! table ("Line infantry 3"), a side by its colour, a commander by his rank
//! and side, an action or a tactic by its name, a terrain element by its
//! kind. Where no game is at hand, [`Names::plain`] names things by number.

use super::setup::GameSetup;
use super::state::CommanderState;
use super::Game;
use crate::engine::table::Edge;
use crate::engine::{
    CommanderId, MarkerId, PerSide, PlayerId, Point, Quarter, Seat, Side, TableUnitId,
    TerrainElement, TerrainKind,
};
use crate::i18n::float_text::fixed;
use crate::i18n::table_messages::TableMsg;
use crate::i18n::Lang;

/// A Russian grammatical case, for the noun a name stands beside.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Case {
    Nominative,
    Genitive,
    Dative,
    Accusative,
    Instrumental,
    Prepositional,
}

impl Case {
    /// «отряд» in this case.
    fn unit_noun(self) -> &'static str {
        match self {
            Case::Nominative | Case::Accusative => "отряд",
            Case::Genitive => "отряда",
            Case::Dative => "отряду",
            Case::Instrumental => "отрядом",
            Case::Prepositional => "отряде",
        }
    }
}

/// Names things for sentences in one language.
#[derive(Clone, Copy, Debug)]
pub struct Names<'a> {
    lang: Lang,
    setup: Option<&'a GameSetup>,
    /// Each side's player deciding when the names were taken (a sentence
    /// of the general's reasons names that player's board).
    deciding: PerSide<Seat>,
    commanders: &'a [CommanderState],
    terrain: &'a [TerrainElement],
}

impl Names<'static> {
    /// Names by number only, for sentences outside a game.
    pub fn plain(lang: Lang) -> Names<'static> {
        Names {
            lang,
            setup: None,
            deciding: PerSide::default(),
            commanders: &[],
            terrain: &[],
        }
    }
}

impl<'a> Names<'a> {
    pub(crate) fn of(game: &'a Game, lang: Lang) -> Names<'a> {
        Names {
            lang,
            setup: Some(&game.setup),
            deciding: PerSide::from_fn(|side| game.player_for(side).seat),
            commanders: &game.state.commanders,
            terrain: game.state.position.terrain(),
        }
    }

    /// `side`'s player deciding when the names were taken (its only one in
    /// a two-player game).
    pub fn deciding(&self, side: Side) -> PlayerId {
        PlayerId::new(side, self.deciding[side])
    }

    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// Picks this language's member of an (English, Russian) pair.
    pub(crate) fn pick<T>(&self, en: T, ru: T) -> T {
        self.lang.pick(en, ru)
    }

    /// A unit: "Line infantry 3", or "unit 3" without a game.
    pub fn unit(&self, id: TableUnitId) -> String {
        match self.setup.and_then(|s| s.profile(id)) {
            Some(profile) => format!("{} {}", profile.name.get(self.lang), id.0),
            None => format!("{} {}", self.pick("unit", "отряд"), id.0),
        }
    }

    /// Several units, joined by commas.
    pub fn units(&self, ids: &[TableUnitId]) -> String {
        ids.iter()
            .map(|u| self.unit(*u))
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// A side by its colour: "Blue" or "Red".
    pub fn side(&self, side: Side) -> &'static str {
        TableMsg::side(side).text(self.lang)
    }

    /// A side's player as the subject of a sentence: the side, or in a
    /// team the side with the seat ("Blue (seat 2)").
    pub fn side_seat(&self, side: Side, seat: Seat) -> String {
        format!("{}{}", self.side(side), self.seat_suffix(side, seat))
    }

    /// " (seat 2)" after a name of a team's side; nothing in a two-player
    /// game.
    fn seat_suffix(&self, side: Side, seat: Seat) -> String {
        let team = self.setup.is_some_and(|s| s.armies.count(side) > 1);
        match (team, self.lang) {
            (false, _) => String::new(),
            (true, Lang::En) => format!(" (seat {})", seat.number()),
            (true, Lang::Ru) => format!(" (место {})", seat.number()),
        }
    }

    /// A scenario's condition and the option it settled on, by place.
    pub fn condition(&self, condition: usize, option: usize) -> (String, String) {
        let scenario = self.setup.and_then(|s| s.scenario.as_deref());
        let found = scenario.and_then(|s| s.conditions.get(condition));
        let name = found.map_or_else(
            || format!("#{}", condition + 1),
            |c| c.name.get(self.lang).to_owned(),
        );
        let chosen = found.and_then(|c| c.options.get(option));
        let option = chosen.map_or_else(
            || format!("#{}", option + 1),
            |o| o.name.get(self.lang).to_owned(),
        );
        (name, option)
    }

    /// A scenario's objective by its place.
    pub fn objective(&self, objective: usize) -> String {
        let scenario = self.setup.and_then(|s| s.scenario.as_deref());
        let found = scenario.and_then(|s| s.objectives.get(objective));
        found.map_or_else(
            || format!("#{}", objective + 1),
            |o| o.name.get(self.lang).to_owned(),
        )
    }

    /// A table edge: "the west edge", «западный край».
    pub fn edge(&self, edge: Edge) -> &'static str {
        match edge {
            Edge::South => self.pick("the south edge", "южный край"),
            Edge::North => self.pick("the north edge", "северный край"),
            Edge::West => self.pick("the west edge", "западный край"),
            Edge::East => self.pick("the east edge", "восточный край"),
        }
    }

    /// A side's army in running Russian text, in the genitive, which the
    /// colours take as nouns ("полководец синих"); in English the colour.
    pub fn of_side(&self, side: Side) -> &'static str {
        match side {
            Side::A => self.pick("Blue", "синих"),
            Side::B => self.pick("Red", "красных"),
        }
    }

    /// A commander by rank and side: "the commander of Blue", "полководец
    /// синих". The rules' one Russian word for the commander is
    /// «полководец»; a sub-commander is the asset's «дополнительный
    /// командующий» (army_lists/GLOSSARY.md).
    pub fn commander(&self, id: CommanderId) -> String {
        match self.commanders.iter().find(|c| c.id == id) {
            Some(c) if c.sub => format!(
                "{} {}{}",
                self.pick("a sub-commander of", "дополнительный командующий"),
                self.of_side(c.side),
                self.seat_suffix(c.side, c.seat)
            ),
            Some(c) => format!(
                "{} {}{}",
                self.pick("the commander of", "полководец"),
                self.of_side(c.side),
                self.seat_suffix(c.side, c.seat)
            ),
            None => format!("{} {}", self.pick("commander", "полководец"), id.0),
        }
    }

    /// A unit in running text, its name standing in apposition so that it
    /// never needs declining in Russian: «отряд «Мушкетёрские полки 6»» in
    /// the case asked for, the verb agreeing with «отряд»; in English the
    /// name alone.
    pub fn unit_as(&self, case: Case, id: TableUnitId) -> String {
        match self.lang {
            Lang::En => self.unit(id),
            Lang::Ru => format!("{} «{}»", case.unit_noun(), self.unit(id)),
        }
    }

    /// An action of `player`'s board by its place: its name, quoted.
    pub fn action(&self, player: PlayerId, action: usize) -> String {
        let name = self
            .setup
            .and_then(|s| s.armies.get(player)?.actions.get(action))
            .map(|a| a.name.get(self.lang).to_owned());
        match name {
            Some(name) => format!("«{name}»"),
            None => format!("{} {}", self.pick("action", "действие"), action + 1),
        }
    }

    /// A tactic of `player`'s board by its place: its name, quoted.
    pub fn tactic(&self, player: PlayerId, tactic: usize) -> String {
        let name = self
            .setup
            .and_then(|s| s.armies.get(player)?.tactics.get(tactic))
            .map(|t| t.name.get(self.lang).to_owned());
        match name {
            Some(name) => format!("«{name}»"),
            None => format!("{} {}", self.pick("tactic", "тактика"), tactic + 1),
        }
    }

    /// A terrain element by its kind and number: "the wood (element 2)".
    pub fn element(&self, element: usize) -> String {
        match self.terrain.get(element) {
            Some(e) => format!(
                "{} ({} {})",
                TableMsg::terrain(e.kind).text(self.lang),
                self.pick("element", "элемент"),
                element + 1
            ),
            None => format!(
                "{} {}",
                self.pick("terrain element", "элемент местности"),
                element + 1
            ),
        }
    }

    /// A kind of terrain element, in lower case: "wood", "лес".
    pub fn terrain_kind(&self, kind: TerrainKind) -> String {
        crate::i18n::case::lower(TableMsg::terrain(kind).text(self.lang))
    }

    /// Kinds of terrain, as alternatives: "wood or grove".
    pub fn terrain_kinds(&self, kinds: &[TerrainKind]) -> String {
        kinds
            .iter()
            .map(|k| self.terrain_kind(*k))
            .collect::<Vec<_>>()
            .join(self.pick(" or ", " или "))
    }

    /// A quarter of the table: "the south-west quarter".
    pub fn quarter(&self, quarter: Quarter) -> &'static str {
        match quarter {
            Quarter::SouthWest => self.pick("the south-west quarter", "юго-западная четверть"),
            Quarter::SouthEast => self.pick("the south-east quarter", "юго-восточная четверть"),
            Quarter::NorthWest => self.pick("the north-west quarter", "северо-западная четверть"),
            Quarter::NorthEast => self.pick("the north-east quarter", "северо-восточная четверть"),
        }
    }

    /// A point on the table: "(3.5, 12.0)".
    pub fn point(&self, p: Point) -> String {
        format!("({}, {})", fixed(p.x, 1), fixed(p.y, 1))
    }

    /// A combat marker by its number.
    pub fn marker(&self, marker: MarkerId) -> String {
        format!(
            "{} {}",
            self.pick("combat marker", "маркер боя"),
            marker.0 + 1
        )
    }

    /// A distance in UW, to one decimal.
    pub fn distance(&self, uw: f64) -> String {
        format!("{} UW", fixed(uw, 1))
    }
}

impl Game {
    /// How sentences about this game name things, in `lang`.
    pub fn names(&self, lang: Lang) -> Names<'_> {
        Names::of(self, lang)
    }
}
