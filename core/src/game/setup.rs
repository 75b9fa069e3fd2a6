//! From two built armies to a game ready to start: each roster's units as
//! profiles with table ids, its board and assets, and a deployment.
//!
//! The automatic deployment is the goldfish table's: no terrain but what
//! assets add, each side's units in lines near its own edge, grouped into
//! as many columns as its commander's skill level (3, 4 or 5), artillery in
//! the front rank, then infantry, then cavalry. Units in an emplacement
//! (one per emplacement asset copy) and scouts stand in a forward line of
//! the 5 UW deployment zone. See `docs/RULES_NOTES.md`.

use crate::army_list::effect::{AssetEffect, RuleEffect, UnitType};
use crate::army_list::ids::RuleId;
use crate::army_list::unit::Speed;
use crate::army_list::{Action, Asset, Catalog, DiceExpr, FactionId, Tactic, Unit, UnitId};
use crate::engine::geometry::Extremes;
use crate::engine::layout::{check_terrain_layout, LayoutProblem};
use crate::engine::{
    Commander, CommanderId, PerPlayer, Placement, PlayerId, Point, Position, PositionError, Seat,
    Shape, Side, Table, TableUnit, TableUnitId, TerrainElement, TerrainKind, UnitFacts,
};
use crate::game::scenario::in_play::ScenarioInPlay;
use crate::i18n::Text;
use crate::roster::summary::summarize;
use crate::roster::{Roster, Skill};
use crate::sorting::SortStably;
use serde::{Deserialize, Serialize};
use std::f64::consts::FRAC_PI_2;

/// A unit on the table with the statline the turn rules read.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct UnitProfile {
    pub id: TableUnitId,
    pub side: Side,
    /// The side's player whose army it is (written only beyond the first).
    #[serde(default, skip_serializing_if = "Seat::is_first")]
    pub seat: Seat,
    pub unit: UnitId,
    pub name: Text,
    pub kind: UnitType,
    pub speed: Speed,
    pub retreat: DiceExpr,
    pub strength: u8,
    pub morale: u8,
    pub discipline: u8,
    pub close_combat: u8,
    /// Fire range (UW) and dice.
    pub fire: Option<(u8, u8)>,
    /// Bombardment range (UW) and power (dice).
    pub bombardment: Option<(u8, u8)>,
    /// Its special rules by id (filters and tags name them).
    pub rules: Vec<RuleId>,
    /// What those rules mean to the engine.
    pub effects: Vec<RuleEffect>,
}

impl UnitProfile {
    pub fn from_unit(id: TableUnitId, side: Side, unit: &Unit, catalog: &Catalog) -> UnitProfile {
        let glossary = &catalog.glossary;
        UnitProfile {
            id,
            side,
            seat: Seat::FIRST,
            unit: unit.id.clone(),
            name: unit.name.clone(),
            kind: unit.unit_type(glossary).unwrap_or(UnitType::Infantry),
            speed: unit.speed,
            retreat: unit.retreat,
            strength: unit.strength,
            morale: unit.morale,
            discipline: unit.discipline,
            close_combat: unit.close_combat,
            fire: unit.fire.as_ref().map(|f| (f.range, f.dice)),
            bombardment: unit.bombardment(glossary),
            rules: unit.special_rules.iter().map(|r| r.id.clone()).collect(),
            effects: unit.effects(glossary).cloned().collect(),
        }
    }

    /// The player whose unit it is.
    pub fn owner(&self) -> PlayerId {
        PlayerId::new(self.side, self.seat)
    }

    pub fn has(&self, effect: &RuleEffect) -> bool {
        self.effects.contains(effect)
    }

    pub fn has_rule(&self, rule: &RuleId) -> bool {
        self.rules.contains(rule)
    }

    pub fn facts(&self) -> UnitFacts {
        UnitFacts {
            kind: self.kind,
            speed: self.speed,
            fire_range: self.fire.map(|f| f.0),
            bombardment_range: self.bombardment.map(|b| b.0),
            light: self.has(&RuleEffect::Light),
        }
    }
}

/// An asset and how many copies the army took.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AssetCopies {
    pub asset: Asset,
    pub copies: u32,
}

/// One side's army as the game needs it: no catalog is needed afterwards,
/// so a saved game replays even if the lists change.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ArmySetup {
    pub name: String,
    pub faction: FactionId,
    pub skill: Skill,
    pub command_radius: u8,
    pub actions: Vec<Action>,
    pub tactics: Vec<Tactic>,
    pub assets: Vec<AssetCopies>,
    pub units: Vec<UnitProfile>,
    /// Starting army morale: the units' morale plus what assets add.
    pub morale: u32,
    pub strategic_rating: i32,
}

impl ArmySetup {
    /// The asset effects of the army, each once per copy.
    pub fn asset_effects(&self) -> impl Iterator<Item = &AssetEffect> {
        self.assets
            .iter()
            .flat_map(|a| std::iter::repeat_n(&a.asset.effect, a.copies as usize))
    }

    /// Sub-commanders' command radii, one per asset copy.
    pub fn sub_commanders(&self) -> Vec<u8> {
        self.asset_effects()
            .filter_map(|e| match e {
                AssetEffect::SubCommander { command_radius } => Some(*command_radius),
                _ => None,
            })
            .collect()
    }
}

/// Why two rosters cannot make a game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum SetupError {
    UnknownFaction {
        faction: FactionId,
    },
    NoCommander {
        side: Side,
    },
    NoUnits {
        side: Side,
    },
    UnknownUnit {
        side: Side,
        unit: UnitId,
    },
    /// The automatic deployment has no room for so many units: for each
    /// side named, how many would stand in its main body, more than
    /// [`MAX_RANKS`] ranks across the table hold.
    ZoneFull {
        sides: Vec<(Side, usize)>,
    },
    /// The deployment came out impossible.
    Deployment {
        problems: Vec<PositionError>,
    },
    /// A fixed terrain layout with problems, each naming its element.
    TerrainLayout {
        problems: Vec<LayoutProblem>,
    },
    /// The pre-game sequence needs a table of 9 to 100 UW each way.
    TableSize {
        width: f64,
        depth: f64,
    },
    /// A scenario side that fixes no army was given none.
    NoArmy {
        side: Side,
    },
}

/// How the terrain of a game with the pre-game sequence comes about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TerrainRule {
    /// An open table: only the elements the armies' assets bring.
    Open,
    /// The rulebook's method: quarters, rolls, scatter.
    ByTheRules,
    /// A fixed layout given as data (already on the table at the start).
    Layout,
    /// A fixed layout, then the rulebook's rolls add their elements.
    LayoutAndRolled,
}

/// How a game begins.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Start {
    /// On a table already deployed (the rulebook's worked examples, tests,
    /// and games saved before the pre-game sequence existed).
    #[default]
    Deployed,
    /// With the rulebook's pre-game sequence: columns, the first player,
    /// terrain, deployment.
    PreGame { terrain: TerrainRule },
}

/// The terrain asked for when setting up a game with the pre-game
/// sequence.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum TerrainChoice {
    Open,
    ByTheRules,
    /// These elements, checked (see [`parse_terrain_layout`]).
    Layout(Vec<TerrainElement>),
    /// These elements, then the rolls.
    LayoutAndRolled(Vec<TerrainElement>),
}

/// The most units a column may have for the pre-game sequence to start:
/// that many stand around a marker without crowding its neighbours.
pub(crate) const COLUMN_CAPACITY: usize = 24;

/// The most ranks the automatic deployment stands one behind another.
pub(crate) const MAX_RANKS: usize = 6;

/// Who plays first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum FirstPlayer {
    /// Each side rolls a d6 plus its strategic rating; the higher goes
    /// first (ties roll again).
    Roll,
    Fixed(Side),
}

/// The game's conditions.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameOptions {
    /// The side that is the goldfish target, if any (hot seat: none).
    pub goldfish: Option<Side>,
    pub first: FirstPlayer,
    /// The scenario ends when its phase reaches this (the goldfish game's
    /// scenario option).
    pub phase_limit: Option<u32>,
    /// The game ends after this many player turns (a cap for random play).
    pub turn_limit: Option<u32>,
    /// Players per side: the sixes needed to advance the scenario phase
    /// (at least; a team game needs as many as its larger side's players).
    pub players_per_side: u8,
    /// Allies agreed before the game that each may activate the others'
    /// units (a game of more than two players).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub allies_share_command: bool,
}

impl Default for GameOptions {
    fn default() -> GameOptions {
        GameOptions {
            goldfish: None,
            first: FirstPlayer::Roll,
            phase_limit: None,
            turn_limit: None,
            players_per_side: 1,
            allies_share_command: false,
        }
    }
}

/// A commander on the table and what it is.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CommanderSetup {
    pub id: CommanderId,
    pub side: Side,
    /// The side's player whose commander it is.
    #[serde(default, skip_serializing_if = "Seat::is_first")]
    pub seat: Seat,
    pub command_radius: u8,
    /// A sub-commander from an asset.
    pub sub: bool,
}

/// Everything a game starts from.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameSetup {
    /// Each player's army: side A's players', then side B's (one a side
    /// but in a game of more than two players).
    pub armies: PerPlayer<ArmySetup>,
    /// The deployed table.
    pub position: Position,
    pub commanders: Vec<CommanderSetup>,
    pub options: GameOptions,
    /// The side that deployed first (a deployment bonus makes its holder
    /// deploy last).
    pub deployed_first: Side,
    /// How the game begins.
    #[serde(default)]
    pub start: Start,
    /// The scenario played, if the game was set up from one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scenario: Option<Box<ScenarioInPlay>>,
}

impl GameSetup {
    /// The profile of a table unit (broken units included).
    pub fn profile(&self, unit: TableUnitId) -> Option<&UnitProfile> {
        self.armies
            .values()
            .flat_map(|a| a.units.iter())
            .find(|u| u.id == unit)
    }

    pub fn army(&self, player: PlayerId) -> &ArmySetup {
        &self.armies[player]
    }

    /// The sixes that move the scenario's phase on: as many as the
    /// players of a side (of the larger, if the sides differ).
    pub fn sixes_for_a_phase(&self) -> u32 {
        let team = Side::ALL
            .map(|side| self.armies.count(side))
            .into_iter()
            .max();
        u32::from(self.options.players_per_side).max(team.unwrap_or(1) as u32)
    }

    /// A side's starting army morale: its players' together.
    pub fn starting_morale(&self, side: Side) -> u32 {
        self.armies.side(side).iter().map(|army| army.morale).sum()
    }

    /// A side's strategic rating for the roll for the first turn: its
    /// player's, or a team's best (the reading in the rules notes).
    pub fn strategic_rating(&self, side: Side) -> i32 {
        let ratings = self
            .armies
            .side(side)
            .iter()
            .map(|army| army.strategic_rating);
        ratings.max().unwrap_or(0)
    }

    /// Whether the player acting may order `owner`'s units: their own, or
    /// an ally's when the allies agreed to share command.
    pub fn may_order(&self, acting: PlayerId, owner: PlayerId) -> bool {
        owner == acting || (owner.side == acting.side && self.options.allies_share_command)
    }

    /// Every player of the game, side A's first, each side's in seat order.
    pub fn players(&self) -> impl Iterator<Item = PlayerId> + '_ {
        self.armies.players()
    }

    /// `side`'s players, in seat order.
    pub fn players_of(&self, side: Side) -> impl Iterator<Item = PlayerId> + '_ {
        self.armies.players_of(side)
    }

    /// How the terrain comes about, for a game with the pre-game sequence.
    pub fn terrain_rule(&self) -> Option<TerrainRule> {
        match self.start {
            Start::Deployed => None,
            Start::PreGame { terrain } => Some(terrain),
        }
    }
}

/// The commanders of every army: each player's commander-in-chief, then
/// their sub-commanders, side A's players first.
pub(crate) fn commander_setups(armies: &PerPlayer<ArmySetup>) -> Vec<CommanderSetup> {
    let mut commanders = Vec::new();
    for (player, army) in armies.iter() {
        let id = CommanderId(commanders.len() as u32 + 1);
        commanders.push(CommanderSetup {
            id,
            side: player.side,
            seat: player.seat,
            command_radius: army.command_radius,
            sub: false,
        });
        for radius in army.sub_commanders() {
            let id = CommanderId(commanders.len() as u32 + 1);
            commanders.push(CommanderSetup {
                id,
                side: player.side,
                seat: player.seat,
                command_radius: radius,
                sub: true,
            });
        }
    }
    commanders
}

/// How many units an army can set up for the pre-game sequence: no more
/// than [`COLUMN_CAPACITY`] a column, and no more than one for each square
/// UW of its deployment zone (units side by side with room between lines).
/// A team's players share their side's zone.
fn deployment_room(table: &Table, side: Side, players: usize, army: &ArmySetup) -> usize {
    let zone = table.deployment_zone(side);
    let area = (zone.width() * zone.height()).floor() as usize / players.max(1);
    (COLUMN_CAPACITY * usize::from(army.skill.level())).min(area)
}

/// Two rosters ready for the rulebook's pre-game sequence on `table`: the
/// game then begins with the columns ([`Start::PreGame`]).
pub fn pregame_setup(
    catalog: &Catalog,
    a: &Roster,
    b: &Roster,
    options: GameOptions,
    table: Table,
    terrain: TerrainChoice,
) -> Result<GameSetup, SetupError> {
    check_table_size(&table)?;
    let armies = armies_from_rosters(catalog, a, b)?;
    pregame_from_armies(armies, options, table, terrain)
}

/// A table of 9 to 100 UW each way.
fn check_table_size(table: &Table) -> Result<(), SetupError> {
    let size_ok = |v: f64| v.is_finite() && (9.0..=100.0).contains(&v);
    if size_ok(table.width) && size_ok(table.depth) {
        Ok(())
    } else {
        Err(SetupError::TableSize {
            width: table.width,
            depth: table.depth,
        })
    }
}

/// The armies of every player, ready for the pre-game sequence on
/// `table` (its size already checked): each must have room in its share
/// of its side's zone, and a layout must fit the table.
pub(crate) fn pregame_from_armies(
    armies: PerPlayer<ArmySetup>,
    options: GameOptions,
    table: Table,
    terrain: TerrainChoice,
) -> Result<GameSetup, SetupError> {
    check_table_size(&table)?;
    let crowded: Vec<(Side, usize)> = armies
        .iter()
        .filter(|(player, army)| {
            let players = armies.count(player.side);
            army.units.len() > deployment_room(&table, player.side, players, army)
        })
        .map(|(player, army)| (player.side, army.units.len()))
        .collect();
    if !crowded.is_empty() {
        return Err(SetupError::ZoneFull { sides: crowded });
    }
    let (elements, rule) = match terrain {
        TerrainChoice::Open => (Vec::new(), TerrainRule::Open),
        TerrainChoice::ByTheRules => (Vec::new(), TerrainRule::ByTheRules),
        TerrainChoice::Layout(elements) => {
            check_terrain_layout(&elements, &table)
                .map_err(|problems| SetupError::TerrainLayout { problems })?;
            (elements, TerrainRule::Layout)
        }
        TerrainChoice::LayoutAndRolled(elements) => {
            check_terrain_layout(&elements, &table)
                .map_err(|problems| SetupError::TerrainLayout { problems })?;
            (elements, TerrainRule::LayoutAndRolled)
        }
    };
    let position = Position::new(table, elements, Vec::new(), Vec::new(), Vec::new())
        .map_err(|problems| SetupError::Deployment { problems })?;
    let deployed_first = deployment_order(&armies);
    Ok(GameSetup {
        commanders: commander_setups(&armies),
        armies,
        position,
        options,
        deployed_first,
        start: Start::PreGame { terrain: rule },
        scenario: None,
    })
}

/// One side's army from a roster; table ids start at `first_id`.
pub fn army_from_roster(
    catalog: &Catalog,
    roster: &Roster,
    side: Side,
    first_id: u32,
) -> Result<ArmySetup, SetupError> {
    let faction = catalog
        .faction(&roster.faction)
        .ok_or_else(|| SetupError::UnknownFaction {
            faction: roster.faction.clone(),
        })?;
    let skill = roster.commander.ok_or(SetupError::NoCommander { side })?;
    let mut units = Vec::new();
    for entry in &roster.units {
        let unit = faction
            .unit(&entry.unit)
            .ok_or_else(|| SetupError::UnknownUnit {
                side,
                unit: entry.unit.clone(),
            })?;
        for _ in 0..entry.count {
            let id = TableUnitId(first_id + units.len() as u32);
            units.push(UnitProfile::from_unit(id, side, unit, catalog));
        }
    }
    if units.is_empty() {
        return Err(SetupError::NoUnits { side });
    }
    let assets = roster
        .assets
        .iter()
        .filter_map(|entry| {
            faction.asset(&entry.asset).map(|asset| AssetCopies {
                asset: asset.clone(),
                copies: entry.copies,
            })
        })
        .collect();
    let summary = summarize(roster, faction, &catalog.glossary);
    Ok(ArmySetup {
        name: roster.name.clone(),
        faction: faction.id.clone(),
        skill,
        command_radius: faction.command_radius,
        actions: faction.actions.clone(),
        tactics: faction.tactics.clone(),
        assets,
        units,
        morale: summary.army_morale(),
        strategic_rating: summary.strategic_rating(),
    })
}

/// Two rosters deployed automatically on the standard table.
pub fn setup_from_rosters(
    catalog: &Catalog,
    a: &Roster,
    b: &Roster,
    options: GameOptions,
) -> Result<GameSetup, SetupError> {
    auto_deploy(
        Table::standard(),
        armies_from_rosters(catalog, a, b)?,
        options,
    )
}

/// Both sides' armies, their table ids numbered on from A's to B's.
fn armies_from_rosters(
    catalog: &Catalog,
    a: &Roster,
    b: &Roster,
) -> Result<PerPlayer<ArmySetup>, SetupError> {
    let army_a = army_from_roster(catalog, a, Side::A, 1)?;
    let army_b = army_from_roster(catalog, b, Side::B, 1 + army_a.units.len() as u32)?;
    Ok(PerPlayer::pair(army_a, army_b))
}

/// Which side deploys first: side A, unless only side A holds a
/// deployment bonus (its holder deploys after its opponent). A team holds
/// the bonus when any of its players does.
pub(crate) fn deployment_order(armies: &PerPlayer<ArmySetup>) -> Side {
    let bonus = |side: Side| {
        armies.side(side).iter().any(|army| {
            army.asset_effects()
                .any(|e| matches!(e, AssetEffect::DeploymentBonus))
        })
    };
    match (bonus(Side::A), bonus(Side::B)) {
        (true, false) => Side::B,
        _ => Side::A,
    }
}

/// The automatic deployment (see the module documentation).
pub fn auto_deploy(
    table: Table,
    armies: PerPlayer<ArmySetup>,
    options: GameOptions,
) -> Result<GameSetup, SetupError> {
    let mut terrain = Vec::new();
    let mut units = Vec::new();
    let mut commanders = Vec::new();
    let deployed_first = deployment_order(&armies);
    let order = [deployed_first, deployed_first.opponent()];
    let mut overflowing = Vec::new();
    for side in order {
        for player in armies.players_of(side) {
            let army = &armies[player];
            let frontage = Frontage::of(&table, player, armies.count(side));
            let mut deployed = Deployed {
                terrain: &mut terrain,
                units: &mut units,
            };
            if let Err(main_body) = deploy_army(&table, &frontage, army, player, &mut deployed) {
                overflowing.push((side, main_body));
            }
            place_commanders(&table, &frontage, army, player, &mut commanders);
        }
    }
    if !overflowing.is_empty() {
        return Err(SetupError::ZoneFull { sides: overflowing });
    }
    let position = Position::new(
        table,
        terrain,
        units,
        commanders.iter().map(|(c, _)| *c).collect(),
        Vec::new(),
    )
    .map_err(|problems| SetupError::Deployment { problems })?;
    Ok(GameSetup {
        armies,
        position,
        commanders: commanders.into_iter().map(|(_, s)| s).collect(),
        options,
        deployed_first,
        start: Start::Deployed,
        scenario: None,
    })
}

/// Where one player of a side deploys along the table: the whole width,
/// or in a team its share of it, seat 1 at the left as the side sees it.
struct Frontage {
    x0: f64,
    width: f64,
}

impl Frontage {
    fn of(table: &Table, player: PlayerId, players: usize) -> Frontage {
        let width = table.width / players.max(1) as f64;
        let from_left = f64::from(player.seat.0) * width;
        let x0 = match player.side {
            Side::A => from_left,
            Side::B => table.width - from_left - width,
        };
        Frontage { x0, width }
    }
}

/// What the automatic deployment has placed so far.
struct Deployed<'a> {
    terrain: &'a mut Vec<TerrainElement>,
    units: &'a mut Vec<TableUnit>,
}

/// The commander behind the middle of the player's line, sub-commanders
/// behind its quarters.
fn place_commanders(
    table: &Table,
    frontage: &Frontage,
    army: &ArmySetup,
    player: PlayerId,
    commanders: &mut Vec<(Commander, CommanderSetup)>,
) {
    let side = player.side;
    let y = own_y(table, side, 0.2);
    let mut place = |at: Point, command_radius: u8, sub: bool| {
        let id = CommanderId(commanders.len() as u32 + 1);
        let commander = Commander::new(id.0, side, at.x, at.y).of_seat(player.seat);
        let setup = CommanderSetup {
            id,
            side,
            seat: player.seat,
            command_radius,
            sub,
        };
        commanders.push((commander, setup));
    };
    place(
        Point::new(frontage.x0 + frontage.width / 2.0, y),
        army.command_radius,
        false,
    );
    for (k, radius) in army.sub_commanders().into_iter().enumerate() {
        let x = frontage.x0 + frontage.width * [0.25, 0.75][k % 2] + (k / 2) as f64;
        place(
            Point::new(x.lesser(frontage.x0 + frontage.width), y),
            radius,
            true,
        );
    }
}

/// `y` measured from `side`'s own edge.
fn own_y(table: &Table, side: Side, from_edge: f64) -> f64 {
    match side {
        Side::A => from_edge,
        Side::B => table.depth - from_edge,
    }
}

fn facing(side: Side) -> f64 {
    match side {
        Side::A => FRAC_PI_2,
        Side::B => -FRAC_PI_2,
    }
}

fn rank(kind: UnitType) -> u8 {
    match kind {
        UnitType::Artillery => 0,
        UnitType::Infantry => 1,
        UnitType::Cavalry => 2,
    }
}

/// Where the `k`th emplacement stands on the forward line: from the middle
/// out, 2 UW apart.
fn emplacement_x(width: f64, k: usize) -> f64 {
    let offset = k.div_ceil(2) as f64 * 2.0 * if k.is_multiple_of(2) { 1.0 } else { -1.0 };
    width / 2.0 + offset
}

/// The places for scouts on the forward line, from the flanks in, 2 UW
/// apart, leaving out any that would touch one of the first `emplacements`
/// emplacements (1.2 UW wide).
fn scout_slots(width: f64, emplacements: usize) -> Vec<f64> {
    let clear_of_emplacements =
        |x: f64| (0..emplacements).all(|k| (x - emplacement_x(width, k)).abs() >= 1.1);
    let mut slots = Vec::new();
    let mut inward = 1.0;
    while inward <= width / 2.0 {
        let (left, right) = (inward, width - inward);
        slots.push(left);
        if right - left >= 1.0 {
            slots.push(right);
        }
        inward += 2.0;
    }
    slots.retain(|&x| clear_of_emplacements(x));
    slots
}

/// The space between two columns of the main body, in UW.
const COLUMN_GAP: f64 = 1.0;

/// `units` dealt round-robin into `count` columns (none left empty).
fn deal(units: Vec<&UnitProfile>, count: usize) -> Vec<Vec<&UnitProfile>> {
    let count = count.max(1);
    let mut columns: Vec<Vec<&UnitProfile>> = vec![Vec::new(); count];
    for (k, u) in units.into_iter().enumerate() {
        columns[k % count].push(u);
    }
    columns.retain(|c| !c.is_empty());
    columns
}

/// How wide the columns stand in `rows` ranks, gaps included.
fn span(columns: &[Vec<&UnitProfile>], rows: usize) -> f64 {
    let widths: usize = columns.iter().map(|c| c.len().div_ceil(rows)).sum();
    widths as f64 + COLUMN_GAP * columns.len().saturating_sub(1) as f64
}

/// The main body's columns and ranks: as many columns as the commander's
/// level, in as few ranks as fit with 1 UW to spare at each table edge; an
/// army too big for that closes up into fewer columns, then out to the
/// edges. `None` when even one column of [`MAX_RANKS`] ranks is too wide.
fn column_layout(
    units: Vec<&UnitProfile>,
    level: usize,
    width: f64,
) -> Option<(Vec<Vec<&UnitProfile>>, usize)> {
    let level = level.max(1);
    let room = width - 2.0;
    let tries = (1..=MAX_RANKS)
        .map(|rows| (level, rows, room))
        .chain((1..level).rev().map(|count| (count, MAX_RANKS, room)))
        .chain([(1, MAX_RANKS, width)]);
    for (count, rows, room) in tries {
        let columns = deal(units.clone(), count);
        if span(&columns, rows) <= room {
            return Some((columns, rows));
        }
    }
    None
}

/// Deploys one player's units (and their extra terrain) along their
/// frontage; `Err` with the number of units of the main body when they do
/// not fit it.
fn deploy_army(
    table: &Table,
    frontage: &Frontage,
    army: &ArmySetup,
    player: PlayerId,
    deployed: &mut Deployed,
) -> Result<(), usize> {
    let side = player.side;
    let mut rest: Vec<&UnitProfile> = army.units.iter().collect();
    // Emplacements: one per copy, each holding a unit (guns first).
    let emplacements = army
        .asset_effects()
        .filter(|e| matches!(e, AssetEffect::Emplacement))
        .count();
    rest.sort_stably_by_key(|u| (rank(u.kind), u.id));
    let emplaced: Vec<&UnitProfile> = rest.drain(..emplacements.min(rest.len())).collect();
    // Scouts: units with the rule, then as many as Scouting assets name
    // (light units first, then cavalry).
    let extra_scouts: usize = army
        .asset_effects()
        .map(|e| match e {
            AssetEffect::Scouting { units } => usize::from(*units),
            _ => 0,
        })
        .sum();
    let mut scouts: Vec<&UnitProfile> = Vec::new();
    rest.retain(|u| {
        let scout = u.has(&RuleEffect::Scouts);
        if scout {
            scouts.push(u);
        }
        !scout
    });
    rest.sort_stably_by_key(|u| {
        (
            !u.has(&RuleEffect::Light),
            u.kind != UnitType::Cavalry,
            u.id,
        )
    });
    let take = extra_scouts.min(rest.len().saturating_sub(1));
    scouts.extend(rest.drain(..take));
    // The forward line has room for so many scouts, 2 UW apart and clear
    // of the emplacements; the others stand with the main body.
    let forward_slots = scout_slots(frontage.width, emplaced.len());
    rest.extend(scouts.drain(forward_slots.len().min(scouts.len())..));
    rest.sort_stably_by_key(|u| (rank(u.kind), u.id));

    let place = |units: &mut Vec<TableUnit>, u: &UnitProfile, x: f64, from_edge: f64| {
        let x = frontage.x0 + x;
        let placement = Placement::new(x, own_y(table, side, from_edge), facing(side));
        units.push(TableUnit::new(u.id.0, side, placement, u.facts()).of_seat(player.seat));
    };
    let (terrain, units) = (&mut *deployed.terrain, &mut *deployed.units);
    // The forward line: emplacements from the middle out, scouts from the
    // flanks in, 2 UW apart.
    let forward = 4.25;
    for (k, u) in emplaced.iter().enumerate() {
        let x = emplacement_x(frontage.width, k);
        let (at, y) = (frontage.x0 + x, own_y(table, side, forward));
        terrain.push(TerrainElement::new(
            TerrainKind::Emplacement,
            Shape::rectangle(
                Point::new(at - 0.6, y - 0.35),
                Point::new(at + 0.6, y + 0.35),
            ),
        ));
        place(units, u, x, forward);
    }
    for (u, x) in scouts.iter().zip(forward_slots) {
        place(units, u, x, forward);
    }
    // Extra terrain of the army's choice: a hill for each element, in its
    // half of the table beyond the deployment zone.
    let hills: usize = army
        .asset_effects()
        .map(|e| match e {
            AssetEffect::ExtraTerrain { elements } => usize::from(*elements),
            _ => 0,
        })
        .sum();
    for k in 0..hills {
        let x = frontage.width * (0.25 + 0.5 * (k % 2) as f64) + (k / 2) as f64 * 2.5;
        let x = frontage.x0 + x.lesser(frontage.width - 1.0);
        terrain.push(TerrainElement::new(
            TerrainKind::Hill,
            Shape::Circle {
                centre: Point::new(x, own_y(table, side, 6.2)),
                radius: 1.0,
            },
        ));
    }
    let main_body = rest.len();
    let (columns, rows) =
        column_layout(rest, usize::from(army.skill.level()), frontage.width).ok_or(main_body)?;
    let w: Vec<usize> = columns.iter().map(|c| c.len().div_ceil(rows)).collect();
    let total = span(&columns, rows);
    let mut x0 = ((frontage.width - total) / 2.0).greater(0.0);
    let front = (0.75 + 0.5 * (rows - 1) as f64).greater(3.25);
    for (column, width) in columns.iter().zip(&w) {
        for (k, u) in column.iter().enumerate() {
            let (row, slot) = (k / width, k % width);
            place(units, u, x0 + slot as f64 + 0.5, front - 0.5 * row as f64);
        }
        x0 += *width as f64 + COLUMN_GAP;
    }
    Ok(())
}
