//! The pre-game sequence, as the rulebook lays it out, played as steps of
//! the game with commands and events like the turn's:
//!
//! 1. **Columns**: each side divides its units into as many columns as its
//!    commander's skill level ([`columns`]).
//! 2. **The first player**: each side rolls a d6 and adds its strategic
//!    rating, ties roll again, and the higher side chooses who goes first
//!    (skipped when the game's options fix the first player).
//! 3. **Terrain** ([`terrain`]): the first player, then the second, rolls
//!    for his two diagonal quarters (d3 elements each, 2d6 each on the
//!    terrain table) and sets each element inside its quarter; then every
//!    element scatters d3 UW (an element whose die shows 6 is removed).
//!    Elements from the Extra terrain asset come after the rolled ones.
//!    An open table or a fixed layout skips the rolls.
//! 4. **Deployment** ([`deployment`]): emplacements first, then column
//!    markers in the deployment zone, revealed once both sides have placed
//!    them, then the units within 2 UW of their column's marker (scouts
//!    anywhere in the zone), in the FAQ's order (a deployment bonus makes
//!    its holder do all of it after the other side); then each side places
//!    its commanders anywhere on the table; the markers are removed and the
//!    first turn begins.
//!
//! Every step has a command for a player who chooses by hand and an
//! automatic choice by a documented policy ([`policy`]) for the goldfish
//! and for automatic games. Readings and choices between the texts are in
//! `docs/RULES_NOTES.md` ("The pre-game sequence").

pub(crate) mod columns;
pub(crate) mod deployment;
pub(crate) mod policy;
pub(crate) mod terrain;
pub(crate) mod view;

use super::command::Command;
use super::command::StepKind;
use super::error::PreGameError;
use super::error::RuleError;
use super::event::Event;
use super::scenario::{arrivals, conditions};
use super::setup::{FirstPlayer, GameSetup, TerrainRule};
use super::state::State;
use super::step::{PreGame, PreGameStage, Step};
use crate::army_list::effect::AssetEffect;
use crate::engine::{PlayerId, Side};
use crate::scenario::{ConditionEffect, Decided, SetUp};
use std::collections::VecDeque;

/// The sequence as it stands before anyone has chosen: columns, then the
/// first player (or, when the options fix him, straight on to the rest).
pub(crate) fn begin(setup: &GameSetup) -> PreGame {
    let mut stages: VecDeque<PreGameStage> = setup.players().map(PreGameStage::Columns).collect();
    stages.extend(condition_stages(setup));
    let first = match setup.options.first {
        FirstPlayer::Fixed(side) => {
            stages.extend(after_first_player(setup, side));
            Some(side)
        }
        // The roll's winner is known once the dice are rolled; the stage's
        // side is filled in then.
        FirstPlayer::Roll => {
            stages.push_back(PreGameStage::FirstPlayer(Side::A));
            None
        }
    };
    PreGame {
        stages,
        begun: false,
        first,
        columns: setup.armies.for_players(|_| None),
        scouts: setup.armies.for_players(|_| Vec::new()),
        markers: setup.armies.for_players(|_| Vec::new()),
        revealed: setup.armies.for_players(|_| false),
        terrain_queue: VecDeque::new(),
        to_scatter: Vec::new(),
        emplaced: Vec::new(),
        emplacements_left: setup.armies.for_players(|_| 0),
        deployed: setup.armies.for_players(|_| false),
    }
}

/// Step 4: one stage for each of the scenario's conditions, decided by the
/// side that chooses it (a rolled one names side A, and rolls itself).
fn condition_stages(setup: &GameSetup) -> Vec<PreGameStage> {
    let conditions = setup.scenario.iter().flat_map(|s| s.conditions.iter());
    conditions
        .enumerate()
        .map(|(index, condition)| PreGameStage::Condition {
            side: match condition.decided {
                Decided::ChosenByB => Side::B,
                Decided::Roll | Decided::ChosenByA => Side::A,
            },
            index: index as u8,
        })
        .collect()
}

/// The side holding a deployment bonus, if only one does: it deploys after
/// its opponent. A team holds it when any of its players does.
fn bonus_holder(setup: &GameSetup) -> Option<Side> {
    let has = |side: Side| {
        setup.players_of(side).any(|player| {
            setup
                .army(player)
                .asset_effects()
                .any(|e| matches!(e, AssetEffect::DeploymentBonus))
        })
    };
    match (has(Side::A), has(Side::B)) {
        (true, false) => Some(Side::A),
        (false, true) => Some(Side::B),
        _ => None,
    }
}

/// The side that sets up its whole army before the other starts: the one
/// a scenario names, or else the opponent of a deployment bonus's only
/// holder (the holder deploys after seeing the other army).
fn whole_army_first(setup: &GameSetup) -> Option<Side> {
    match setup.scenario.as_ref().map(|s| s.set_up) {
        Some(SetUp::SideFirst(side)) => Some(side),
        _ => bonus_holder(setup).map(Side::opponent),
    }
}

/// The stages once the first player is known: terrain, then deployment in
/// the FAQ's order, then the commanders. Where the rulebook names a side,
/// a team's players take the stage one after another, in seat order.
fn after_first_player(setup: &GameSetup, first: Side) -> Vec<PreGameStage> {
    use PreGameStage::*;
    let second = first.opponent();
    let mut stages = Vec::new();
    let rolls = matches!(
        setup.terrain_rule(),
        Some(TerrainRule::ByTheRules | TerrainRule::LayoutAndRolled)
    );
    for side in [first, second] {
        for player in setup.players_of(side) {
            let rolling = rolls && player.seat.is_first();
            if rolling || terrain::extra_elements(setup.army(player)) > 0 {
                stages.push(Terrain(player));
            }
        }
    }
    let one_then_other = whole_army_first(setup);
    let (early, late) = match one_then_other {
        Some(early) => (early, early.opponent()),
        None => (first, second),
    };
    let each = |side: Side, stage: fn(PlayerId) -> PreGameStage| setup.players_of(side).map(stage);
    if one_then_other.is_some() {
        for side in [early, late] {
            stages.extend(each(side, Emplacements));
            stages.extend(each(side, Markers));
            stages.extend(each(side, Units));
        }
    } else {
        for stage in [Emplacements, Markers, Units] {
            stages.extend(each(early, stage));
            stages.extend(each(late, stage));
        }
    }
    stages.extend(each(early, Commanders));
    stages.extend(each(late, Commanders));
    stages
}

/// Whether the sequence is done: the caller then starts the first turn.
pub(crate) enum Progress {
    /// A decision of the pre-game sequence is due.
    Waiting,
    /// Every stage is done; the first player begins.
    Done { first: Side },
}

/// Runs the sequence on through what needs no decision: rolls, stages with
/// nothing to do, the scatter, the reveal.
pub(crate) fn advance(
    setup: &GameSetup,
    state: &mut State,
    events: &mut Vec<Event>,
) -> Result<Progress, RuleError> {
    let Step::PreGame(mut pre) = std::mem::replace(&mut state.step, Step::Over) else {
        return Ok(Progress::Waiting);
    };
    let progress = run_on(setup, state, &mut pre, events);
    state.step = Step::PreGame(pre);
    progress
}

fn run_on(
    setup: &GameSetup,
    state: &mut State,
    pre: &mut PreGame,
    events: &mut Vec<Event>,
) -> Result<Progress, RuleError> {
    loop {
        let Some(stage) = pre.stages.front().copied() else {
            events.push(Event::ColumnMarkersRemoved);
            return Ok(Progress::Done {
                first: pre.first.unwrap_or(Side::A),
            });
        };
        if !pre.begun {
            pre.begun = true;
            begin_stage(setup, state, pre, stage, events)?;
        }
        if !stage_done(setup, state, pre, stage) {
            return Ok(Progress::Waiting);
        }
        pre.stages.pop_front();
        pre.begun = false;
        let terrain_over = matches!(stage, PreGameStage::Terrain(_))
            && !matches!(pre.stages.front(), Some(PreGameStage::Terrain(_)));
        if terrain_over {
            terrain::scatter_all(state, pre, events)?;
        }
    }
}

/// What a stage does as it begins: the first player's roll, the terrain
/// rolls, the emplacements to set up, the reveal of columns.
fn begin_stage(
    setup: &GameSetup,
    state: &mut State,
    pre: &mut PreGame,
    stage: PreGameStage,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    match stage {
        PreGameStage::FirstPlayer(_) => {
            let winner = roll_for_first_player(setup, state, events)?;
            if let Some(front) = pre.stages.front_mut() {
                *front = PreGameStage::FirstPlayer(winner);
            }
        }
        PreGameStage::Condition { index, .. } => roll_condition(setup, state, pre, index, events)?,
        PreGameStage::Terrain(player) => terrain::roll(setup, state, pre, player, events)?,
        PreGameStage::Emplacements(player) => {
            pre.emplacements_left[player] = deployment::emplacements_to_set(setup, state, player);
        }
        PreGameStage::Units(_) => deployment::reveal(pre, events),
        PreGameStage::Columns(_) | PreGameStage::Markers(_) | PreGameStage::Commanders(_) => {}
    }
    Ok(())
}

fn stage_done(setup: &GameSetup, state: &State, pre: &PreGame, stage: PreGameStage) -> bool {
    match stage {
        PreGameStage::Columns(player) => pre.columns[player].is_some(),
        PreGameStage::Condition { index, .. } => state.settled.len() > usize::from(index),
        PreGameStage::FirstPlayer(_) => pre.first.is_some(),
        PreGameStage::Terrain(_) => pre.terrain_queue.is_empty(),
        PreGameStage::Emplacements(player) => pre.emplacements_left[player] == 0,
        PreGameStage::Markers(player) => {
            let columns = pre.columns[player].as_ref().map_or(0, Vec::len);
            pre.markers[player].len() >= columns
        }
        PreGameStage::Units(player) => pre.deployed[player],
        PreGameStage::Commanders(player) => deployment::commanders_to_place(setup, state, player)
            .next()
            .is_none(),
    }
}

/// A rolled condition settles as its stage begins.
fn roll_condition(
    setup: &GameSetup,
    state: &mut State,
    pre: &mut PreGame,
    index: u8,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let Some((_, condition)) = conditions::next(setup, state) else {
        return Ok(());
    };
    if condition.decided == Decided::Roll {
        let face = state.dice.d6()?;
        let option = conditions::option_for_face(condition, face).unwrap_or(0);
        settle(
            setup,
            state,
            pre,
            usize::from(index),
            option,
            Some(face),
            events,
        );
    }
    Ok(())
}

/// A condition turns out as `option`; a first player it names goes first
/// without the roll.
fn settle(
    setup: &GameSetup,
    state: &mut State,
    pre: &mut PreGame,
    condition: usize,
    option: usize,
    roll: Option<u8>,
    events: &mut Vec<Event>,
) {
    state.settled.push(option);
    events.push(Event::ConditionSettled {
        condition,
        option,
        roll,
    });
    let named = conditions::effects(setup, state).find_map(|e| match e {
        ConditionEffect::FirstPlayer(side) => Some(side),
        _ => None,
    });
    let rolling = pre
        .stages
        .iter()
        .position(|s| matches!(s, PreGameStage::FirstPlayer(_)));
    if let (Some(first), Some(at), None) = (named, rolling, pre.first) {
        pre.first = Some(first);
        pre.stages.remove(at);
        let rest = after_first_player(setup, first);
        for (k, later) in rest.into_iter().enumerate() {
            pre.stages.insert(at + k, later);
        }
    }
}

/// Each side rolls a d6 and adds its strategic rating; ties roll again.
fn roll_for_first_player(
    setup: &GameSetup,
    state: &mut State,
    events: &mut Vec<Event>,
) -> Result<Side, RuleError> {
    let rating = |side: Side| setup.strategic_rating(side);
    // A hundred ties in a row is beyond belief; side A wins the hundred-and-first.
    for _ in 0..100 {
        let (a, b) = (state.dice.d6()?, state.dice.d6()?);
        events.push(Event::FirstPlayerRolled {
            a,
            b,
            rating_a: rating(Side::A),
            rating_b: rating(Side::B),
        });
        let (total_a, total_b) = (
            i32::from(a) + rating(Side::A),
            i32::from(b) + rating(Side::B),
        );
        if total_a != total_b {
            return Ok(if total_a > total_b { Side::A } else { Side::B });
        }
    }
    Ok(Side::A)
}

/// Carries out a command of the pre-game sequence (the turn's dispatcher
/// has checked that it belongs to the step due).
pub(crate) fn apply(
    setup: &GameSetup,
    state: &mut State,
    command: Command,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let Step::PreGame(mut pre) = std::mem::replace(&mut state.step, Step::Over) else {
        return Err(RuleError::WrongPhase {
            expected: command.step(),
            found: state.step.kind(),
        });
    };
    let result = apply_to(setup, state, &mut pre, command, events);
    state.step = Step::PreGame(pre);
    result
}

fn apply_to(
    setup: &GameSetup,
    state: &mut State,
    pre: &mut PreGame,
    command: Command,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let Some(stage) = pre.stages.front().copied() else {
        return Err(RuleError::GameOver);
    };
    let (side, player) = (stage.side(), stage.player());
    match command {
        Command::SetColumns { columns, scouts } => {
            columns::set(setup, pre, player, columns, scouts, events)?;
            let set = pre.columns[player].clone().unwrap_or_default();
            arrivals::hold_back_columns(setup, state, side, &set);
            Ok(())
        }
        Command::ChooseCondition { option } => {
            let PreGameStage::Condition { index, .. } = stage else {
                return Err(RuleError::WrongPhase {
                    expected: StepKind::Conditions,
                    found: stage.kind(),
                });
            };
            let options = conditions::next(setup, state).map_or(0, |(_, c)| c.options.len());
            if option >= options {
                return Err(PreGameError::NoSuchOption { option, options }.into());
            }
            settle(setup, state, pre, usize::from(index), option, None, events);
            Ok(())
        }
        Command::ChooseFirstPlayer { first } => {
            pre.first = Some(first);
            events.push(Event::FirstPlayerChosen { by: side, first });
            // The rest of the sequence follows the stage being chosen.
            let rest = after_first_player(setup, first);
            for (k, later) in rest.into_iter().enumerate() {
                pre.stages.insert(k + 1, later);
            }
            Ok(())
        }
        Command::PlaceTerrain { kind, at, facing } => {
            terrain::place(state, pre, player, kind, at, facing, events)
        }
        Command::PlaceEmplacement { unit, at } => {
            deployment::place_emplacement(setup, state, pre, player, unit, at, events)
        }
        Command::PlaceColumnMarker { at } => {
            deployment::place_marker(state, pre, player, at, events)
        }
        Command::PlaceUnits { placements } => {
            deployment::place_units(setup, state, pre, player, &placements, events)
        }
        Command::EndDeployment => deployment::end(setup, state, pre, player, events),
        Command::PlaceCommander { commander, at } => {
            deployment::place_commander(setup, state, player, commander, at, events)
        }
        other => Err(RuleError::WrongPhase {
            expected: other.step(),
            found: stage.kind(),
        }),
    }
}
