//! Builders for the game's scenario tests: unit profiles of the usual
//! kinds, armies with boards from the shipped glossary, and games on a
//! hand-made table with scripted dice.
#![allow(dead_code)] // not every test binary uses every helper

use clouds_core::Skill;
use clouds_core::Speed;
use clouds_core::Text;
use clouds_core::{Action, Asset, AssetId, Catalog, DiceExpr, FactionId, Tactic, UnitId};
use clouds_core::{ArmySetup, Event, FirstPlayer, Game, GameOptions, GameSetup, UnitProfile};
use clouds_core::{AssetCopies, CommanderSetup, PerPlayer, PerSide, PlayerId, Seat};
use clouds_core::{BoardEntryId, RuleId};
use clouds_core::{
    CombatMarker, Commander, CommanderId, Placement, Point, Position, Side, Table, TableUnit,
    TableUnitId, TerrainElement,
};
use clouds_core::{RuleEffect, UnitType};
use std::f64::consts::{FRAC_PI_2, PI};
use std::sync::OnceLock;

#[path = "../common/mod.rs"]
pub mod common;

pub const NORTH: f64 = FRAC_PI_2;
pub const SOUTH: f64 = -FRAC_PI_2;
pub const EAST: f64 = 0.0;
pub const WEST: f64 = PI;

pub fn catalog() -> &'static Catalog {
    static CATALOG: OnceLock<Catalog> = OnceLock::new();
    CATALOG.get_or_init(common::shipped_catalog)
}

pub fn id(n: u32) -> TableUnitId {
    TableUnitId(n)
}

/// A unit of `kind` with a plain statline (line infantry, line cavalry,
/// field guns) and the given special rules.
pub fn profile(n: u32, side: Side, kind: UnitType, rules: &[&str]) -> UnitProfile {
    let glossary = &catalog().glossary;
    let kind_rule = match kind {
        UnitType::Infantry => "infantry",
        UnitType::Cavalry => "cavalry",
        UnitType::Artillery => "artillery",
    };
    let mut ids: Vec<RuleId> = vec![RuleId::new(kind_rule)];
    ids.extend(rules.iter().map(|r| RuleId::new(*r)));
    let effects: Vec<RuleEffect> = ids
        .iter()
        .filter_map(|r| glossary.rule(r).map(|d| d.effect.clone()))
        .collect();
    let (speed, cc, fire) = match kind {
        UnitType::Infantry => ((2, 1), 2, Some((2, 2))),
        UnitType::Cavalry => ((4, 2), 3, None),
        UnitType::Artillery => ((0, 1), 1, Some((2, 2))),
    };
    UnitProfile {
        id: TableUnitId(n),
        side,
        seat: Seat::FIRST,
        unit: UnitId::new(format!("unit_{n}")),
        name: Text::new(format!("Unit {n}"), format!("Отряд {n}")),
        kind,
        speed: Speed {
            simple: speed.0,
            difficult: speed.1,
        },
        retreat: "d3".parse::<DiceExpr>().unwrap(),
        strength: 1,
        morale: 2,
        discipline: 4,
        close_combat: cc,
        fire,
        bombardment: (kind == UnitType::Artillery).then_some((6, 2)),
        rules: ids,
        effects,
    }
}

pub fn tactic(id: &str) -> Tactic {
    let glossary = &catalog().glossary;
    glossary
        .tactic(&BoardEntryId::new(id))
        .cloned()
        .or_else(|| {
            catalog()
                .factions()
                .flat_map(|f| f.tactics.iter())
                .find(|t| t.id.as_str() == id)
                .cloned()
        })
        .unwrap_or_else(|| panic!("no tactic {id}"))
}

pub fn action(id: &str) -> Action {
    let glossary = &catalog().glossary;
    glossary
        .action(&BoardEntryId::new(id))
        .cloned()
        .or_else(|| {
            catalog()
                .factions()
                .flat_map(|f| f.actions.iter())
                .find(|a| a.id.as_str() == id)
                .cloned()
        })
        .unwrap_or_else(|| panic!("no action {id}"))
}

/// A shared asset, or else the first faction's asset of that id.
pub fn asset(id: &str) -> Asset {
    catalog()
        .glossary
        .asset(&AssetId::new(id))
        .cloned()
        .or_else(|| {
            catalog()
                .factions()
                .flat_map(|f| f.assets.iter())
                .find(|a| a.id.as_str() == id)
                .cloned()
        })
        .unwrap_or_else(|| panic!("no asset {id}"))
}

pub fn army(units: Vec<UnitProfile>, actions: &[&str], tactics: &[&str]) -> ArmySetup {
    let morale = units.iter().map(|u| u32::from(u.morale)).sum();
    ArmySetup {
        name: "test".into(),
        faction: FactionId::new("test"),
        skill: Skill::Competent,
        command_radius: 3,
        actions: actions.iter().map(|a| action(a)).collect(),
        tactics: tactics.iter().map(|t| tactic(t)).collect(),
        assets: Vec::<AssetCopies>::new(),
        units,
        morale,
        strategic_rating: 4,
    }
}

/// A placed unit.
pub fn at(p: &UnitProfile, x: f64, y: f64, facing: f64) -> TableUnit {
    TableUnit::new(p.id.0, p.side, Placement::new(x, y, facing), p.facts()).of_seat(p.seat)
}

/// A unit of `player`'s army in a game of more than two players (see
/// [`profile`]).
pub fn profile_of(n: u32, player: PlayerId, kind: UnitType, rules: &[&str]) -> UnitProfile {
    let mut unit = profile(n, player.side, kind, rules);
    unit.seat = player.seat;
    unit
}

/// A team game on the standard table: each side's armies in seat order,
/// each player's commander on their own edge (seat 1 at x = 3, the next
/// 7 UW along), `first` moving first.
pub fn team_table(
    sides: PerSide<Vec<ArmySetup>>,
    placed: Vec<TableUnit>,
    first: Side,
    options: GameOptions,
) -> GameSetup {
    let mut commanders = Vec::new();
    let mut setups = Vec::new();
    for (side, armies) in sides.iter() {
        for (k, army) in armies.iter().enumerate() {
            let id = commanders.len() as u32 + 1;
            let y = if side == Side::A { 0.1 } else { 14.9 };
            let seat = Seat(k as u8);
            commanders.push(Commander::new(id, side, 3.0 + 7.0 * k as f64, y).of_seat(seat));
            setups.push(CommanderSetup {
                id: CommanderId(id),
                side,
                seat,
                command_radius: army.command_radius,
                sub: false,
            });
        }
    }
    let position = Position::new(
        Table::standard(),
        Vec::new(),
        placed,
        commanders,
        Vec::new(),
    )
    .unwrap_or_else(|e| panic!("impossible test position: {e:?}"));
    GameSetup {
        armies: PerPlayer::teams(sides).expect("one to three players a side"),
        position,
        commanders: setups,
        options: GameOptions {
            first: FirstPlayer::Fixed(first),
            ..options
        },
        deployed_first: Side::A,
        start: clouds_core::Start::Deployed,
        scenario: None,
    }
}

/// A game on the standard table: `first` moves first, commanders at the
/// middle of each own edge (or where given), scripted dice.
pub fn game(
    a: ArmySetup,
    b: ArmySetup,
    placed: Vec<TableUnit>,
    terrain: Vec<TerrainElement>,
    first: Side,
    dice: &[u8],
) -> Game {
    game_with(
        a,
        b,
        placed,
        terrain,
        first,
        dice,
        GameOptions::default(),
        Vec::new(),
    )
}

#[allow(clippy::too_many_arguments)]
pub fn game_with(
    a: ArmySetup,
    b: ArmySetup,
    placed: Vec<TableUnit>,
    terrain: Vec<TerrainElement>,
    first: Side,
    dice: &[u8],
    options: GameOptions,
    extra_commanders: Vec<(Side, Point, u8, bool)>,
) -> Game {
    let setup = setup_with(a, b, placed, terrain, first, options, extra_commanders, &[]);
    start(setup, dice)
}

/// The setup [`game_with`] starts from, with combat markers already on the
/// table at `markers` (a combat left over from before).
#[allow(clippy::too_many_arguments)]
pub fn setup_with(
    a: ArmySetup,
    b: ArmySetup,
    placed: Vec<TableUnit>,
    terrain: Vec<TerrainElement>,
    first: Side,
    options: GameOptions,
    extra_commanders: Vec<(Side, Point, u8, bool)>,
    markers: &[Point],
) -> GameSetup {
    let mut commanders = vec![
        (Side::A, Point::new(10.0, 0.1), a.command_radius, false),
        (Side::B, Point::new(10.0, 14.9), b.command_radius, false),
    ];
    commanders.extend(extra_commanders);
    let markers = markers
        .iter()
        .enumerate()
        .map(|(k, at)| CombatMarker::new(k as u32, at.x, at.y))
        .collect();
    let position = Position::new(
        Table::standard(),
        terrain,
        placed,
        commanders
            .iter()
            .enumerate()
            .map(|(k, (side, p, _, _))| Commander::new(k as u32 + 1, *side, p.x, p.y))
            .collect(),
        markers,
    )
    .unwrap_or_else(|e| panic!("impossible test position: {e:?}"));
    GameSetup {
        armies: PerPlayer::pair(a, b),
        position,
        commanders: commanders
            .iter()
            .enumerate()
            .map(|(k, (side, _, radius, sub))| CommanderSetup {
                id: CommanderId(k as u32 + 1),
                side: *side,
                seat: Seat::FIRST,
                command_radius: *radius,
                sub: *sub,
            })
            .collect(),
        options: GameOptions {
            first: FirstPlayer::Fixed(first),
            ..options
        },
        deployed_first: Side::A,
        start: clouds_core::Start::Deployed,
        scenario: None,
    }
}

/// A game from `setup` rolling the scripted `dice`.
pub fn start(setup: GameSetup, dice: &[u8]) -> Game {
    Game::with_scripted_dice(setup, dice.iter().copied()).expect("the game starts")
}

pub fn events_of<'a, T>(events: &'a [Event], pick: impl Fn(&'a Event) -> Option<T>) -> Vec<T> {
    events.iter().filter_map(pick).collect()
}

/// `count` of the shipped sample armies, all of the first sample's era
/// (repeated if the era has fewer): the seats of a game of teams.
pub fn sample_armies_of_one_era(count: usize) -> Vec<clouds_core::Roster> {
    let catalog = common::shipped_catalog();
    let samples = common::sample_armies();
    let era = |r: &clouds_core::Roster| catalog.faction(&r.faction).unwrap().era.clone();
    let first = samples[0].1.clone();
    samples
        .iter()
        .map(|(_, r)| r.clone())
        .filter(|r| era(r) == era(&first))
        .cycle()
        .take(count)
        .collect()
}
