//! Events: everything that happened, in order, with ids and numbers, so
//! the UI can show the log and tests can check it. `describe` gives each a
//! sentence of the project's own in English or Russian.

use super::command::{Slot, StepKind};
use crate::engine::{
    CommanderId, MarkerId, MoveKind, PerPlayer, PerSide, PlayerId, Point, Quarter,
    RetreatDirection, Seat, Side, TableUnitId, TerrainKind,
};
use crate::i18n::Text;
use crate::scenario::Measure;
use serde::{Deserialize, Serialize};

/// Why an army lost morale.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum MoraleCause {
    /// A loss of a bombardment taken as morale.
    Bombardment,
    /// A unit broke: twice its morale.
    UnitBroken { unit: TableUnitId },
    /// A retreat pushed on past a friend of another formation.
    PushedOn { unit: TableUnitId },
    /// A combat was lost: its price.
    CombatLost { marker: MarkerId },
    /// The commander was taken out of action: his skill level.
    CommanderFell { commander: CommanderId },
}

/// Why a unit broke.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum BreakReason {
    FailedDiscipline,
    /// Its retreat touched the table edge or an enemy.
    FailedRetreat,
}

/// Why the goldfish decided as it did, for the log.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum GoldfishReason {
    /// A unit retreats (a bombardment loss or a hit) because some way back
    /// does not break it, even at its longest retreat.
    RetreatIsSafe { unit: TableUnitId },
    /// A bombardment loss is taken as morale: no unit can retreat without
    /// breaking. (Games saved before [`GoldfishReason::MoraleForLoss`]
    /// hold it; their log reads it as that.)
    NoSafeRetreat,
    /// A bombardment loss is taken as morale, `left` losses to take with
    /// this one: no unit can retreat without breaking. (The count keeps
    /// the lines of several losses apart.)
    MoraleForLoss { left: u32 },
    /// A unit tests its discipline: it has already retreated in this
    /// combat.
    AlreadyRetreated { unit: TableUnitId },
    /// A unit tests its discipline: every way back would break it.
    RetreatWouldBreak { unit: TableUnitId },
    /// The way back that neither breaks the unit nor costs morale (or the
    /// least bad one), straight back before towards its edge.
    SafestWay { direction: RetreatDirection },
    /// Among equally close units, the first ones in the table's order take
    /// the hits.
    TableOrder { units: Vec<TableUnitId> },
    /// The rules leave one choice, or the policy takes the first offered.
    /// (Games saved before [`GoldfishReason::Took`] hold it; their log
    /// names the choice from the command made.)
    FirstOffered,
    /// The policy takes the first choice the rules offer: this one.
    Took { choice: GoldfishChoice },
    /// A choice of the pre-game sequence, by the goldfish's fixed plan for
    /// that step.
    SetUpByPlan { step: StepKind },
}

/// The choice the goldfish takes where its policy takes the first one
/// offered, named from the command it made.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum GoldfishChoice {
    /// It starts a combat: this marker goes where the rules place it.
    MarkerWhereRulesPlace { marker: MarkerId },
    /// It goes on to the combats already marked.
    OnToTheCombats,
    /// Of the combats waiting, the one of the lowest marker.
    LowestMarker { marker: MarkerId },
    /// It plays no tactic (it never puts dice on them).
    NoTactic,
    /// Any other command: the first offered at this step.
    FirstAt { step: StepKind },
}

/// A modifier a target formation gives the dice of each battery that
/// bombards it (see `game::bombardment`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum BombardModifier {
    /// Some of its units touch other than flank to flank: +1.
    Contact,
    /// Some of it stands in a village: +1.
    Village,
    /// It has more than `units` units (5, 10 or 15): +1 for each.
    MoreThan { units: u8 },
    /// All of it is inside emplacements: −1.
    AllEmplaced,
    /// It is all cavalry or guns (no infantry): −1.
    AllMountedOrGuns,
    /// A scenario's condition (soaked ground): −`dice`.
    Conditions { dice: u8 },
}

impl BombardModifier {
    /// What this modifier adds to a battery's dice.
    pub fn value(self) -> i32 {
        match self {
            BombardModifier::Contact
            | BombardModifier::Village
            | BombardModifier::MoreThan { .. } => 1,
            BombardModifier::AllEmplaced | BombardModifier::AllMountedOrGuns => -1,
            BombardModifier::Conditions { dice } => -i32::from(dice),
        }
    }

    /// The sum of `modifiers`: the one place it is worked out.
    pub fn total(modifiers: &[BombardModifier]) -> i32 {
        modifiers.iter().map(|m| m.value()).sum()
    }
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum VictoryKind {
    /// The loser's morale fell to 0.
    Decisive,
    /// The loser has no unit left on the table.
    ArmyGone,
    /// The scenario ended (phase or turn limit) with one side ahead.
    Marginal,
    Draw,
}

/// The numbers of one side's combat result.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CombatRoll {
    pub side: Side,
    /// Fire and close combat dice before advantages.
    pub dice: u32,
    pub advantages: u32,
    pub disadvantages: u32,
    pub rolled: Vec<u8>,
    pub kept: Vec<u8>,
    /// The strength of its units in combat, after tactics.
    pub strength: u32,
    /// Added by tactics that target no units.
    pub bonus: u32,
    pub result: u32,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Event {
    // -------------------------------------------------- pre-game sequence
    /// A player divided their army into columns (their make-up stays secret
    /// until the markers are revealed).
    ColumnsSet {
        side: Side,
        /// The side's player (written only beyond the first).
        #[serde(default, skip_serializing_if = "Seat::is_first")]
        seat: Seat,
        columns: usize,
    },
    /// A scenario's condition (by its place) turned out as its option
    /// `option`: rolled (the die's face), or chosen.
    ConditionSettled {
        condition: usize,
        option: usize,
        roll: Option<u8>,
    },
    FirstPlayerChosen {
        by: Side,
        first: Side,
    },
    /// How many elements a quarter gets: a d3 (a d6 halved, rounded up).
    TerrainCountRolled {
        side: Side,
        quarter: Quarter,
        die: u8,
        elements: u8,
    },
    /// 2d6 on the terrain table: the kinds the element may be (none: nothing).
    TerrainRolled {
        side: Side,
        quarter: Quarter,
        dice: [u8; 2],
        kinds: Vec<TerrainKind>,
    },
    /// An element of the owner's choice, from an asset.
    ExtraTerrainGranted {
        side: Side,
        /// The side's player (written only beyond the first).
        #[serde(default, skip_serializing_if = "Seat::is_first")]
        seat: Seat,
        elements: u8,
    },
    TerrainPlaced {
        side: Side,
        /// The side's player (written only beyond the first).
        #[serde(default, skip_serializing_if = "Seat::is_first")]
        seat: Seat,
        kind: TerrainKind,
        at: Point,
    },
    /// An element moved d3 UW in a random direction (two dice: 36
    /// directions, 10° apart); it goes less far where the table's edge or
    /// another element stops it.
    TerrainScattered {
        kind: TerrainKind,
        die: u8,
        direction: u16,
        from: Point,
        to: Point,
    },
    /// An element whose scatter die showed 6 is taken away (003).
    TerrainRemoved {
        kind: TerrainKind,
        at: Point,
    },
    EmplacementPlaced {
        side: Side,
        /// The side's player (written only beyond the first).
        #[serde(default, skip_serializing_if = "Seat::is_first")]
        seat: Seat,
        unit: TableUnitId,
    },
    ColumnMarkerPlaced {
        side: Side,
        /// The side's player (written only beyond the first).
        #[serde(default, skip_serializing_if = "Seat::is_first")]
        seat: Seat,
        column: usize,
        at: Point,
    },
    ColumnsRevealed {
        side: Side,
        /// The side's player (written only beyond the first).
        #[serde(default, skip_serializing_if = "Seat::is_first")]
        seat: Seat,
        columns: Vec<Vec<TableUnitId>>,
    },
    UnitsPlaced {
        side: Side,
        /// The side's player (written only beyond the first).
        #[serde(default, skip_serializing_if = "Seat::is_first")]
        seat: Seat,
        units: Vec<TableUnitId>,
    },
    DeploymentEnded {
        side: Side,
        /// The side's player (written only beyond the first).
        #[serde(default, skip_serializing_if = "Seat::is_first")]
        seat: Seat,
    },
    /// Reinforcements set on the table by their edge.
    ReinforcementsArrived {
        side: Side,
        units: Vec<TableUnitId>,
    },
    CommanderPlaced {
        commander: CommanderId,
        at: Point,
    },
    ColumnMarkersRemoved,
    // ------------------------------------------------------------- turn
    GameStarted {
        first: Side,
        /// Each player's army morale (a pair in a two-player game).
        morale: PerPlayer<u32>,
    },
    FirstPlayerRolled {
        a: u8,
        b: u8,
        rating_a: i32,
        rating_b: i32,
    },
    TurnStarted {
        turn: u32,
        active: Side,
    },
    /// The next of the active side's players begins their part of the
    /// turn (a game of more than two players).
    PartStarted {
        player: PlayerId,
    },
    /// A team supports its broken army: its morale shared out anew.
    ArmySupported {
        side: Side,
        morale: Vec<(PlayerId, u32)>,
    },
    /// A team lets its broken army go: it leaves the table.
    ArmyForfeited {
        player: PlayerId,
    },
    // ------------------------------------------------------- bombardment
    /// One battery's dice: its power and the target formation's
    /// modifiers, each by name (their sum is [`BombardModifier::total`]).
    BombardmentDice {
        battery: TableUnitId,
        formation: Vec<TableUnitId>,
        power: u8,
        modifiers: Vec<BombardModifier>,
        dice: u32,
    },
    BombardmentRolled {
        side: Side,
        /// The target player, when each of several rolls apart.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        target: Option<PlayerId>,
        rolled: Vec<u8>,
        total: u32,
        losses: u32,
    },
    // ------------------------------------------------------------ actions
    ActionDiceRolled {
        side: Side,
        /// The side's player (written only beyond the first).
        #[serde(default, skip_serializing_if = "Seat::is_first")]
        seat: Seat,
        dice: Vec<u8>,
    },
    CommanderRisked {
        side: Side,
        /// The side's player (written only beyond the first).
        #[serde(default, skip_serializing_if = "Seat::is_first")]
        seat: Seat,
        die: u8,
    },
    ScenarioPhaseAdvanced {
        phase: u32,
        sixes_left: u32,
    },
    /// A scenario's objective (by its place in the scenario) counts from now.
    ObjectiveActivated {
        objective: usize,
    },
    /// Units held back may enter at the start of their side's next turn.
    ReinforcementsDue {
        side: Side,
        units: Vec<TableUnitId>,
    },
    DiePlaced {
        side: Side,
        /// The side's player (written only beyond the first).
        #[serde(default, skip_serializing_if = "Seat::is_first")]
        seat: Seat,
        die: u8,
        slot: Slot,
        replaced: Option<u8>,
    },
    ActionPlayed {
        side: Side,
        /// The side's player (written only beyond the first).
        #[serde(default, skip_serializing_if = "Seat::is_first")]
        seat: Seat,
        action: usize,
        die: u8,
        commander: CommanderId,
    },
    Activated {
        side: Side,
        units: Vec<TableUnitId>,
    },
    UnitMoved {
        unit: TableUnitId,
        kind: MoveKind,
        from: Point,
        to: Point,
        facing: f64,
        distance: f64,
    },
    CommanderMoved {
        commander: CommanderId,
        from: Point,
        to: Point,
    },
    CommanderDisplaced {
        commander: CommanderId,
        from: Point,
        to: Point,
    },
    ActionsCleared {
        side: Side,
        /// The side's player (written only beyond the first).
        #[serde(default, skip_serializing_if = "Seat::is_first")]
        seat: Seat,
        dice: u32,
    },
    // ---------------------------------------------------------- commanders
    CommanderAtRisk {
        commander: CommanderId,
        roll: u8,
        falls_on: u8,
        fell: bool,
    },
    CommanderFell {
        side: Side,
        commander: CommanderId,
        new_level: u8,
    },
    SubCommanderRemoved {
        side: Side,
        commander: CommanderId,
    },
    // ------------------------------------------------------------- combat
    CombatMarkerPlaced {
        marker: MarkerId,
        at: Point,
        brings_in: Vec<TableUnitId>,
    },
    CombatBegan {
        markers: Vec<MarkerId>,
        units: Vec<TableUnitId>,
    },
    TacticPlayed {
        side: Side,
        /// The side's player (written only beyond the first).
        #[serde(default, skip_serializing_if = "Seat::is_first")]
        seat: Seat,
        tactic: usize,
        die: u8,
        units: Vec<TableUnitId>,
    },
    TacticCancelled {
        side: Side,
        /// The side's player (written only beyond the first).
        #[serde(default, skip_serializing_if = "Seat::is_first")]
        seat: Seat,
        tactic: usize,
    },
    CombatRolled(CombatRoll),
    HitsScored {
        on: Side,
        hits: u32,
    },
    HitsAllocated {
        side: Side,
        hits: Vec<(TableUnitId, u32)>,
    },
    HitIgnored {
        unit: TableUnitId,
        emplacement: bool,
    },
    RetreatRolled {
        unit: TableUnitId,
        distance: u32,
    },
    UnitRetreated {
        unit: TableUnitId,
        direction: RetreatDirection,
        from: Point,
        to: Point,
        distance: f64,
    },
    UnitStayed {
        unit: TableUnitId,
    },
    DisciplineTest {
        unit: TableUnitId,
        roll: u8,
        bonus: i32,
        needed: u8,
        passed: bool,
        reroll: bool,
    },
    UnitBroken {
        unit: TableUnitId,
        side: Side,
        reason: BreakReason,
    },
    CombatPriceRaised {
        marker: MarkerId,
        price: u32,
    },
    CombatWon {
        winner: Side,
        markers: Vec<MarkerId>,
        price: u32,
    },
    CombatDissolved {
        markers: Vec<MarkerId>,
    },
    // ------------------------------------------------------------- morale
    MoraleLost {
        side: Side,
        /// The side's player (written only beyond the first).
        #[serde(default, skip_serializing_if = "Seat::is_first")]
        seat: Seat,
        amount: u32,
        left: u32,
        cause: MoraleCause,
    },
    /// The goldfish's decision, and why (its answers are in the events
    /// that follow).
    GoldfishDecided {
        side: Side,
        reason: GoldfishReason,
    },
    /// The general's decision, and why, in words (what it brings about is
    /// in the events that follow). Words, not the reason as a value: the
    /// general's worker puts its reasons in words, so the pages carry
    /// neither the reasons' types nor their sentences.
    GeneralDecided {
        side: Side,
        said: Text,
    },
    /// A step passed by itself: the rules left nothing to choose in it.
    PassedByItself {
        side: Side,
        why: PassReason,
    },
    /// How the scenario judged a game it ended: the measure that decided
    /// and both sides' figures by it (millionths for the morale kept), or
    /// none when every measure was equal.
    ScenarioJudged {
        decided_by: Option<(Measure, PerSide<u64>)>,
    },
    GameEnded {
        winner: Option<Side>,
        kind: VictoryKind,
    },
}

/// Why a step passed by itself (see `game::passing`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PassReason {
    /// No unit is engaged with an enemy: the turn ends with no combat.
    NothingEngaged,
    /// The side has batteries, but none may bombard (each is in a
    /// village, very broken ground or cover, engaged, or has no enemy
    /// formation in its arc and range): the turn goes on to the action
    /// dice. The rules pass this step without a decision (the game never
    /// asks for one), so this reason is only in the log, never in a
    /// record's decisions.
    NoBatteryCanBombard,
}
