//! The pure core of the Clouds of Smoke army builder: the army lists as
//! data, armies built from them and the list-building rules, share links,
//! the rules engine with its automatic players, and the lab's statistics
//! of many games.
//!
//! No browser crate is among this crate's dependencies and it does no I/O:
//! callers hand it file texts and get values back. Its modules are private;
//! what the app, the tests and the benchmarks use is re-exported here, so
//! this file is the map of the public API. A game changes only through
//! [`Game::apply`]. See ARCHITECTURE.md.

#![warn(unreachable_pub)]
#![warn(clippy::disallowed_methods, clippy::disallowed_types)]
#![cfg_attr(not(test), warn(clippy::unwrap_used, clippy::expect_used))]

/// For a type a game or a position carries only to go faster (what it has
/// worked out, the way back, a command checked): `PartialEq` that finds
/// any two equal and `Debug` that prints the type's name alone, so it takes
/// no part in comparing or showing what carries it.
macro_rules! outside_the_game {
    ($($kind:ident),+) => {$(
        impl PartialEq for $kind {
            fn eq(&self, _: &$kind) -> bool {
                true
            }
        }

        impl std::fmt::Debug for $kind {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(stringify!($kind))
            }
        }
    )+};
}

mod army_list;
mod engine;
mod game;
mod i18n;
mod json_head;
mod lab;
mod reference;
mod roster;
mod saved_army;
mod saved_game;
mod scenario;
mod share;
mod sorting;
mod stats;

// ------------------------------------------------------------ languages
pub use i18n::case::{lower, upper_char, upper_first};
pub use i18n::float_text::{fixed, shortest, Fixed, Shortest};
pub use i18n::lab_messages::LabMsg;
pub use i18n::messages::Msg;
pub use i18n::plural::{count_noun, Noun};
pub use i18n::pregame_messages::PreGameMsg;
pub use i18n::setup_messages::SetupMsg;
pub use i18n::shell_messages::{ShellMsg, StaticMsg};
pub use i18n::table_messages::TableMsg;
pub use i18n::{Lang, Text};
pub use sorting::SortStably;

// ----------------------------------------------------------- army lists
pub use army_list::asset::Asset;
pub use army_list::board::{Action, Tactic};
pub use army_list::catalog::{Catalog, Origin};
pub use army_list::dice::DiceExpr;
pub use army_list::die_terms::die_terms;
pub use army_list::effect::{
    ActionEffect, ActivationTarget, Amount, AssetEffect, Modifier, Movement, Opponent, RuleEffect,
    TacticEffect, TurnRestriction, UnitFilter, UnitType,
};
pub use army_list::faction::{Faction, Retired};
pub use army_list::glossary::Glossary;
pub use army_list::ids::{AssetId, BoardEntryId, EraId, FactionId, RuleId, SampleId, UnitId};
pub use army_list::loader::{CatalogLoader, FactionsStep, GlossaryStep};
pub use army_list::parse::MAX_FILE_BYTES;

pub use army_list::problem::{
    EntryKind, EntryRef, ListProblem, ProblemKind, ReadFailure, RefKind, ShapeError,
};
pub use army_list::sample::{Sample, SampleAsset, SampleUnit};
pub use army_list::unit::{Category, Speed, Unit};
pub use roster::sample::sample_roster;

// ------------------------------------------------ armies and list rules
pub use json_head::read_document;
pub use roster::advice::{advise, unit_status, Advice, UnitStatus};
pub use roster::history::History;
pub use roster::rules::{
    check_roster, check_roster_with, error_count, is_legal, Concern, Diagnostic, DiagnosticKind,
    Severity,
};
pub use roster::skill::Skill;
pub use roster::summary::{assets_allowed, summarize, RatingTerm, Summary};
pub use roster::target::target_army;
pub use roster::{
    copy_name, default_name, AssetCount, Edit, Roster, UnitCount, MAX_NAME_CHARS, MAX_POINTS,
    MIN_POINTS, QUICK_POINTS,
};
pub use saved_army::{SaveError, SavedArmy};
pub use saved_game::{GameSummary, KeptSetup, SavedGame, SavedGameHeader};

// ------------------------------------------------------------- sharing
pub use share::change::LinkChange;
pub use share::export::{army_from_json, army_text, army_to_json, ImportError, MAX_IMPORT_BYTES};
pub use share::link::{share_link, Fragment};
pub use share::payload::{decode_army, encode_army, LinkError, MAX_PAYLOAD_CHARS};
pub use share::qr::qr_svg;

// ------------------------------------------------- printed reference
pub use reference::{reference_blocks, terrain_table};

// ------------------------------------------------ the table (geometry)
pub use engine::combat_zone::{Combat, CombatMarker, MarkerId, MarkerPlacement, COMBAT_RADIUS};
pub use engine::commander::{Commander, CommanderId, COMMANDER_BASE_RADIUS};
pub use engine::formation::{FormationList, FormationRef};
pub use engine::geometry::{clamp_f64, point_polygon_distance, Point};
pub use engine::movement::{
    CommanderMoved, ContactMade, MoveError, MoveInput, MoveKind, MoveLimit, MoveOrder, Moved,
};
pub use engine::overlay::FireLine;
pub use engine::player::{PerPlayer, PlayerId, Seat, TeamSizeError, MAX_SEATS};
pub use engine::position::{Field, Item, Position, PositionError, PositionParts};
pub use engine::retreat::{
    BreakCause, PushedOn, RetreatDirection, RetreatError, RetreatOutcome, Retreated,
};
pub use engine::side::{PerSide, Side};
pub use engine::table::{Edge, Quarter, Rect, Table};
pub use engine::terrain::{Shape, ShapeProblem, TerrainElement, TerrainKind};
pub use engine::unit::{Placement, TableUnit, TableUnitId, UnitFacts, UnitSide};

// ------------------------------------------------------------- the game
pub use game::autoplay::Goldfish;
pub use game::goldfish::GoldfishSetUp;

pub use game::board::BoardState;
pub use game::command::{
    BombardLoss, BombardTarget, BrokenArmy, Command, Slot, StepKind, TacticTargets,
};

pub use game::error::{PreGameError, RuleError};
pub use game::event::{
    BombardModifier, BreakReason, CombatRoll, Event, GoldfishChoice, GoldfishReason, MoraleCause,
    PassReason, VictoryKind,
};

pub use game::general::reason::{
    CombatReason, DiceReason, GeneralReason, MoveReason, PlanReason, SetUpReason, Shot, TacticWhy,
};
pub use game::general::strength::Strength;
pub use game::general::style::{Focus, Strike};
pub use game::general::General;

pub use engine::layout::{parse_terrain_layout, LayoutProblem};
pub use game::legal::{legal_commands, legal_turn_commands};
pub use game::names::{Case, Names};
pub use game::odds::{
    break_chance, combat_odds, dice_sum, CombatOdds, Distribution, OddsError, OddsMeeting,
    OddsPlace, OddsSide, OddsSituation, OddsTactic, OddsUnit, SideOdds, UnitOdds, UnitPart,
    EXACT_MOST_DICE, MOST_ODDS_UNITS,
};
pub use game::player::AutoPlayer;
pub use game::pregame::policy::auto_command as auto_pre_game_command;
pub use game::pregame::view::{PreGameView, TerrainRoll};
pub use game::session::{Decision, Mode, ReplayError, Session, SessionRecord, Who};
pub use game::setup::{
    army_from_roster, auto_deploy, pregame_setup, setup_from_rosters, ArmySetup, AssetCopies,
    CommanderSetup, FirstPlayer, GameOptions, GameSetup, SetupError, Start, TerrainChoice,
    TerrainRule, UnitProfile,
};
pub use game::state::{CommanderState, Outcome, ScenarioClock};
pub use game::teams::{
    seat_name, team_game, team_mode, team_setup, team_setup_starting, SeatChoice, TeamProblem,
    TeamStart,
};
pub use game::view::{
    ActionInPlay, BatteryReason, BatteryState, BatteryStatus, CombatInPlay, CombatStage,
    LossesInPlay, TacticInPlay,
};
pub use game::{Game, GameRecord};

// ------------------------------------------------------------ scenarios
pub use game::scenario::{
    play_scenario_game, reinforcements_from, scenario_setup, EventToCome, ObjectiveStanding,
    ScenarioInPlay, EDGE_MIDDLE,
};
pub use scenario::{
    parse_scenario, Condition, ConditionEffect, ConditionOption, Decided, EventKind,
    FirstPlayerSpec, FixedArmy, Measure, Objective, Reinforcements, Scenario, ScenarioElement,
    ScenarioEvent, ScenarioIndex, ScenarioKind, ScenarioLink, ScenarioLinkError, ScenarioLoader,
    ScenarioSheet, ScenarioSide, Scenarios, SetUp, TableSize, TerrainSpec, VictoryRules,
    LINKED_FILE, MAX_LINKED_FILE_BYTES, PITCHED_BATTLE, SCENARIO_FORMAT,
};

// -------------------------------------------------------------- the lab

pub use lab::runner::{play_head_to_head, play_lab_game, play_plan_game, GameFailure};
pub use lab::scenario::{PlannedScenario, ScenarioRefusal, ScenarioSummary, SeriesArmies};
pub use lab::{
    plan_lab, FieldOpponent, LabError, LabGame, LabList, LabMode, LabPlan, LabPlayers, LabRequest,
    LabTable, LAB_TURN_LIMIT,
};
pub use stats::compare::{compare, Comparison, Verdict};
pub use stats::csv::stats_csv;
pub use stats::game::GameFigures;
pub use stats::interval::{Estimate, Pairs};
pub use stats::matchup::{
    FieldRow, FieldStats, ListLosses, ListRecord, MatchLosses, MatchStats, MatchVerdict,
};
pub use stats::run::{MoraleFigures, RunStats, UnitBreaks, MORALE_BINS};
pub use stats::{decimal, percent, signed_percent};

// ------------------------------------------------------------ testing

/// Hooks for the tests, the benchmarks and the project's tools, which the
/// app needs none of: games with scripted dice, fixed games to time,
/// automatic games and their figures, the random player, the effect
/// vocabulary's map of terms, and the points model's parts.
pub mod testing {
    pub use crate::army_list::points::{kept_points_tenths, model_points};
    pub use crate::game::autoplay::{
        measured_game, play_measured_game, BrokenUnit, GameStats, Matchup, MeasuredGame,
    };
    pub use crate::game::benchmark::{crowded_session, two_fights_session};
    pub use crate::game::commander::substitute_level;
    pub use crate::game::effects::{effect_implementation, EffectTerm};
    pub use crate::game::goldfish::{
        goldfish_command, play_goldfish_game, play_goldfish_games, random_choice, random_command,
        random_roster, AutoTable,
    };
    pub use crate::game::player::RandomPlayer;
    pub use crate::game::team_games::{play_team_game, play_team_game_starting, TeamMatch};
    pub use crate::game::Script;
    pub use crate::lab::benchmark::{
        waterloo_field_plan, waterloo_head_to_head_plan, waterloo_plan,
    };
}
