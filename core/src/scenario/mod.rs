//! Scenarios as data: the first step of the rulebook's pre-game sequence.
//! A scenario file (`scenarios/<id>.json`, see `scenarios/README.md`) says
//! what the standard game leaves open: the armies (or the era and points),
//! the table and its terrain, each side's deployment zone, how the armies
//! set up, who goes first, the conditions rolled or chosen before the
//! first player, the events tied to the scenario's phases, the objectives
//! and who wins when the game ends other than by morale. Every part is
//! optional, the rulebook's default standing in for an absent one.
//!
//! Reading collects every problem at once in the lists' own form
//! ([`ListProblem`]), so a scenario is checked like a list file and its
//! problems read the same in both languages. Pure: the caller hands in
//! file texts.

mod check;
mod index;
mod link;
mod read;
mod sheet;

pub use index::{ScenarioIndex, ScenarioLoader, Scenarios};
pub use link::{ScenarioLink, ScenarioLinkError, LINKED_FILE, MAX_LINKED_FILE_BYTES};
pub use read::parse_scenario;
pub use sheet::ScenarioSheet;

use crate::army_list::ids::{EraId, FactionId};
use crate::army_list::sample::{SampleAsset, SampleUnit};
use crate::engine::table::Edge;
use crate::engine::{PerSide, Rect, Shape, Side, TerrainKind};
use crate::i18n::Text;
use crate::roster::Skill;
use serde::{Deserialize, Serialize};

/// The format of scenario files this app reads.
pub const SCENARIO_FORMAT: u32 = 1;

/// The standard game's id: the rulebook's pitched battle, played when a
/// player chooses no other.
pub const PITCHED_BATTLE: &str = "pitched_battle";

/// The kinds of game a club plays, so the picker can group and a player
/// can find a scenario for the evening.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ScenarioKind {
    /// A small battle that teaches the game.
    Learning,
    Pitched,
    Meeting,
    Village,
    River,
    FlankMarch,
    Rearguard,
    Entrenched,
    Convoy,
    /// A battle that happened, with its armies.
    Historical,
}

/// A scenario as its file gives it, after every check passed.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Scenario {
    pub id: String,
    pub kind: ScenarioKind,
    pub name: Text,
    /// What the players read before they begin: the situation and the aim.
    pub briefing: Text,
    /// The era the armies come from; none: any era.
    pub era: Option<EraId>,
    /// The points each army is built to; none: the players agree.
    pub points: Option<u32>,
    /// Side A's (south edge) and side B's (north edge) parts.
    pub sides: PerSide<ScenarioSide>,
    /// The table's size in UW; none: the table the players have.
    pub table: Option<TableSize>,
    pub terrain: TerrainSpec,
    pub set_up: SetUp,
    pub first_player: FirstPlayerSpec,
    /// Conditions determined before the first player (step 4).
    pub conditions: Vec<Condition>,
    /// What happens when the scenario's phase reaches a number.
    pub events: Vec<ScenarioEvent>,
    pub objectives: Vec<Objective>,
    pub victory: VictoryRules,
}

/// One side's part of a scenario.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct ScenarioSide {
    /// What the scenario calls this side ("the defender", "the French").
    pub name: Option<Text>,
    /// Its deployment zone; none: the third of the table along its edge.
    pub zone: Option<Rect>,
    /// A fixed army (a historical battle); none: the player's own.
    pub army: Option<FixedArmy>,
}

/// An army the scenario fixes: units of one faction's list.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FixedArmy {
    pub faction: FactionId,
    pub name: Text,
    pub commander: Skill,
    pub units: Vec<SampleUnit>,
    #[serde(default)]
    pub assets: Vec<SampleAsset>,
}

/// The table in UW.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TableSize {
    pub width: f64,
    pub depth: f64,
}

// The file's shapes are plain (structs, and enums tagged by their one
// key): a game keeps its scenario in its setup, so every page that reads a
// saved game reads these, and serde's readers for internally tagged or
// flattened shapes would cost each page tens of KB.

/// One terrain element of a fixed layout.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScenarioElement {
    pub kind: TerrainKind,
    pub outline: Shape,
}

/// How the terrain comes about.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TerrainSpec {
    /// The rulebook's method: quarters, rolls, scatter.
    ByTheRules,
    /// Nothing but what the armies' assets bring.
    Open,
    /// These elements and no others.
    Fixed(Vec<ScenarioElement>),
    /// These elements, then the rulebook's method adds its own.
    FixedAndRolled(Vec<ScenarioElement>),
}

impl TerrainSpec {
    /// The elements the scenario places itself.
    pub fn fixed_elements(&self) -> &[ScenarioElement] {
        match self {
            TerrainSpec::Fixed(elements) | TerrainSpec::FixedAndRolled(elements) => elements,
            TerrainSpec::ByTheRules | TerrainSpec::Open => &[],
        }
    }
}

/// How the armies set up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SetUp {
    /// The rulebook's columns and secret markers, the first player first.
    Columns,
    /// Columns and markers, but this side sets up all of it first (so the
    /// other sees it before placing its own markers).
    SideFirst(Side),
}

/// Who plays first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FirstPlayerSpec {
    /// The rulebook's roll: d6 plus strategic rating.
    Roll,
    A,
    B,
}

/// A condition that varies from game to game (weather, the time of day, a
/// river's state), determined at step 4 of the pre-game sequence.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Condition {
    pub id: String,
    pub name: Text,
    pub decided: Decided,
    pub options: Vec<ConditionOption>,
}

/// How a condition's option is settled.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Decided {
    /// A d6: each option names the faces it takes, every face once.
    Roll,
    /// The player of side A chooses.
    ChosenByA,
    /// The player of side B chooses.
    ChosenByB,
}

/// One way a condition may turn out.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ConditionOption {
    pub id: String,
    pub name: Text,
    /// For a rolled condition, the faces of the d6 that give it, lowest
    /// and highest.
    #[serde(default)]
    pub roll: Option<[u8; 2]>,
    #[serde(default)]
    pub effects: Vec<ConditionEffect>,
}

/// What a condition does to the game: a small closed vocabulary the engine
/// implements (see docs/RULES_NOTES.md, "Scenarios").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ConditionEffect {
    /// Fog, dusk: no fire or bombardment reaches further than this (UW).
    RangeAtMost(u8),
    /// Soaked ground swallows round shot: each battery rolls this many
    /// fewer dice.
    BombardmentDiceLess(u8),
    /// A short or long day: the scenario's end comes this many phases
    /// later (earlier if negative).
    EndShifted(i8),
    /// The streams are low: fordable, broken ground rather than very
    /// broken.
    StreamsFordable,
    /// This side is the first player, without the roll.
    FirstPlayer(Side),
}

/// Something that happens when the scenario's phase reaches `phase`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScenarioEvent {
    pub phase: u32,
    pub what: EventKind,
}

/// What an event does.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EventKind {
    Reinforcements(Reinforcements),
    /// An objective (by id) starts to count.
    ObjectiveActive(String),
    /// The game ends at the end of the turn in which the phase is reached.
    GameEnds,
}

/// Units held back that enter by an edge, placed by their owner at the
/// start of its next turn: one of the side's columns (its number, from 1),
/// or units of a fixed army.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Reinforcements {
    pub side: Side,
    pub edge: Edge,
    #[serde(default)]
    pub column: Option<u8>,
    #[serde(default)]
    pub units: Vec<SampleUnit>,
}

/// A place on the table worth holding. A side holds it when one of its
/// units is within it (even partly) and no enemy unit is.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Objective {
    pub id: String,
    pub name: Text,
    pub area: Shape,
    /// What holding it is worth at the end (1 unless said).
    #[serde(default = "one")]
    pub value: u32,
}

fn one() -> u32 {
    1
}

/// Who wins a game that ends other than by morale.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct VictoryRules {
    /// Compared in order: the first that differs names the side with a
    /// marginal victory.
    #[serde(default)]
    pub measures: Vec<Measure>,
    /// When every measure is equal: a draw, or this side's marginal victory.
    #[serde(default)]
    pub otherwise: Option<Side>,
}

impl Default for VictoryRules {
    fn default() -> VictoryRules {
        VictoryRules {
            measures: vec![Measure::MoraleKept],
            otherwise: None,
        }
    }
}

/// A comparison at the end of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Measure {
    /// The value of the active objectives each side holds.
    Objectives,
    /// The share of its starting morale each side kept.
    MoraleKept,
    /// The enemy units each side broke.
    UnitsBroken,
}

impl Scenario {
    /// The phase at which the game ends, if an event ends it.
    pub fn end_phase(&self) -> Option<u32> {
        end_phase_of(&self.events)
    }

    /// Side `side`'s deployment zone on a table of this size.
    pub fn zone(&self, side: Side) -> Option<Rect> {
        self.sides[side].zone
    }

    /// Whether the armies are the scenario's own (both fixed).
    pub fn fixes_armies(&self) -> bool {
        self.sides.values().all(|s| s.army.is_some())
    }
}

/// The phase at which `events` end the game, if one does (the earliest).
pub(crate) fn end_phase_of(events: &[ScenarioEvent]) -> Option<u32> {
    events
        .iter()
        .filter(|e| e.what == EventKind::GameEnds)
        .map(|e| e.phase)
        .min()
}
