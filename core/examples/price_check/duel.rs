//! Duels under the rules: one unit (or a line of three) against reference
//! units, fought by the engine through its public API only, and what they
//! cost each side in army morale.
//!
//! The method is written out in `army_lists/README.md` ("Prices checked by
//! the engine"). In short: every duel is one combat, from the marker the
//! rules place to the combat's end (or [`TURN_CAP`] player turns), with a
//! fixed policy for both sides (no moves, no tactics, no bombardment;
//! hits: "retreat when it is safe, otherwise test", the goldfish's own
//! rule). Each side's army morale starts high enough never to run out;
//! what each side lost is read off the game afterwards.

#![allow(dead_code)] // the example and the tests use different parts

use clouds_core::{
    Action, ArmySetup, CombatStage, Command, Commander, CommanderId, CommanderSetup, DiceExpr,
    Event, FactionId, FirstPlayer, Game, GameOptions, GameSetup, MoveOrder, PerPlayer, Placement,
    Point, Position, RetreatDirection, RetreatOutcome, RuleEffect, Seat, Shape, Side, Skill, Slot,
    Speed, Start, StepKind, Table, TableUnit, TableUnitId, TerrainElement, TerrainKind, Text,
    UnitId, UnitProfile, UnitType,
};
use std::f64::consts::FRAC_PI_2;

/// A duel that has not ended after this many player turns is stopped and
/// counted as it stands.
pub const TURN_CAP: u32 = 6;

/// The morale each army starts a duel with: more than any duel can take.
const START_MORALE: u32 = 1000;

/// How the two sides meet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fight {
    /// Front to front, in base contact.
    Close,
    /// Face to face at the longer of the two fire ranges (whoever reaches
    /// farther keeps that distance), or 1 UW when neither has fire.
    Fire,
}

/// Where they stand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ground {
    /// Both in the open.
    Open,
    /// The unit under test inside a wood (cover, very broken), its
    /// opponent outside it.
    UnitInCover,
    /// The reference inside the wood, the unit under test outside.
    ReferenceInCover,
}

/// How many stand on each side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Frontage {
    OneOnOne,
    /// Three side by side against three side by side.
    Line,
}

impl Frontage {
    pub fn count(self) -> u32 {
        match self {
            Frontage::OneOnOne => 1,
            Frontage::Line => 3,
        }
    }
}

/// One kind of duel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Scenario {
    pub fight: Fight,
    pub ground: Ground,
    pub frontage: Frontage,
    /// Index into the references.
    pub reference: usize,
    /// Whether the unit under test's side is the active player of the
    /// first turn (it rolls and resolves its hits first).
    pub unit_first: bool,
}

impl Scenario {
    /// Every scenario against `references` references, each counted once.
    pub fn all(references: usize) -> Vec<Scenario> {
        let mut out = Vec::new();
        for reference in 0..references {
            for fight in [Fight::Close, Fight::Fire] {
                for ground in [Ground::Open, Ground::UnitInCover, Ground::ReferenceInCover] {
                    for frontage in [Frontage::OneOnOne, Frontage::Line] {
                        for unit_first in [true, false] {
                            out.push(Scenario {
                                fight,
                                ground,
                                frontage,
                                reference,
                                unit_first,
                            });
                        }
                    }
                }
            }
        }
        out
    }

    /// Its weight in the mean: the open counts as much as cover (whose
    /// two halves, the unit's and the reference's, count half each).
    pub fn weight(&self) -> f64 {
        match self.ground {
            Ground::Open => 2.0,
            Ground::UnitInCover | Ground::ReferenceInCover => 1.0,
        }
    }

    pub fn label(&self) -> String {
        format!(
            "{} {} {} {}",
            match self.fight {
                Fight::Close => "close",
                Fight::Fire => "fire",
            },
            match self.ground {
                Ground::Open => "open",
                Ground::UnitInCover => "unit-in-wood",
                Ground::ReferenceInCover => "ref-in-wood",
            },
            match self.frontage {
                Frontage::OneOnOne => "1v1",
                Frontage::Line => "3v3",
            },
            if self.unit_first {
                "unit-first"
            } else {
                "ref-first"
            },
        )
    }
}

/// What one duel cost each side, per unit of the side (a line's losses
/// are divided by three).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Outcome {
    /// Army morale the reference's side lost.
    pub inflicted: f64,
    /// Army morale the unit under test's side lost.
    pub suffered: f64,
    /// Units of the unit's side broken, per unit.
    pub broken: f64,
    /// Units of the reference's side broken, per unit.
    pub broke: f64,
    /// Whether the combat ended within the cap.
    pub ended: bool,
}

/// Sums of outcomes over many seeds.
#[derive(Clone, Copy, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Tally {
    pub games: u32,
    pub inflicted: f64,
    pub suffered: f64,
    pub broken: f64,
    pub broke: f64,
    pub unfinished: u32,
}

impl Tally {
    pub fn add(&mut self, o: Outcome) {
        self.games += 1;
        self.inflicted += o.inflicted;
        self.suffered += o.suffered;
        self.broken += o.broken;
        self.broke += o.broke;
        if !o.ended {
            self.unfinished += 1;
        }
    }

    fn mean(&self, sum: f64) -> f64 {
        if self.games == 0 {
            0.0
        } else {
            sum / f64::from(self.games)
        }
    }

    pub fn mean_inflicted(&self) -> f64 {
        self.mean(self.inflicted)
    }

    pub fn mean_suffered(&self) -> f64 {
        self.mean(self.suffered)
    }

    /// Morale won per unit and duel: inflicted less suffered.
    pub fn balance(&self) -> f64 {
        self.mean(self.inflicted - self.suffered)
    }
}

/// A unit profile with a plain statline, for the references.
pub fn plain_profile(
    name: &str,
    kind: UnitType,
    speed: (u8, u8),
    retreat: &str,
    statline: [u8; 4],
    fire: Option<(u8, u8)>,
) -> UnitProfile {
    let [strength, morale, discipline, close_combat] = statline;
    let rule = match kind {
        UnitType::Infantry => "infantry",
        UnitType::Cavalry => "cavalry",
        UnitType::Artillery => "artillery",
    };
    UnitProfile {
        id: TableUnitId(0),
        side: Side::B,
        seat: Seat::FIRST,
        unit: UnitId::new(name),
        name: Text::new(name, name),
        kind,
        speed: Speed {
            simple: speed.0,
            difficult: speed.1,
        },
        retreat: retreat.parse::<DiceExpr>().unwrap_or(DiceExpr::fixed(1)),
        strength,
        morale,
        discipline,
        close_combat,
        fire,
        bombardment: None,
        rules: vec![clouds_core::RuleId::new(rule)],
        effects: vec![RuleEffect::UnitType { unit_type: kind }],
    }
}

/// The rulebook's line infantry (15 points): 2-1, d3, strength 1,
/// morale 2, 4+, 2d6, musket 2 UW 2d6.
pub fn line_infantry() -> UnitProfile {
    plain_profile(
        "line_infantry",
        UnitType::Infantry,
        (2, 1),
        "d3",
        [1, 2, 4, 2],
        Some((2, 2)),
    )
}

/// The lists' common line cavalry: 4-2, d6, strength 1, morale 2, 4+,
/// 3d6 in close combat, no fire.
pub fn line_cavalry() -> UnitProfile {
    plain_profile(
        "line_cavalry",
        UnitType::Cavalry,
        (4, 2),
        "d6",
        [1, 2, 4, 3],
        None,
    )
}

pub const NORTH: f64 = FRAC_PI_2;
pub const SOUTH: f64 = -FRAC_PI_2;
/// The duel table: as wide as the standard table and twice as deep, so
/// that no retreat reaches an edge (a d6 retreat from the middle of the
/// standard table can: that is the table's doing, not the unit's).
pub const TABLE_WIDTH: f64 = 20.0;
pub const TABLE_DEPTH: f64 = 30.0;
/// Where the two sides' fronts meet (or the middle of the gap between them).
pub const FRONT_Y: f64 = 15.0;
pub const DEPTH: f64 = 0.5;
/// Table ids of the spare units, one a side, out of every fight.
pub const SPARES: [u32; 2] = [21, 22];

pub fn placed(
    profile: &UnitProfile,
    id: u32,
    side: Side,
    x: f64,
    y: f64,
) -> (UnitProfile, TableUnit) {
    let mut p = profile.clone();
    p.id = TableUnitId(id);
    p.side = side;
    let facing = match side {
        Side::A => NORTH,
        Side::B => SOUTH,
    };
    let unit = TableUnit::new(id, side, Placement::new(x, y, facing), p.facts());
    (p, unit)
}

pub fn army(units: Vec<UnitProfile>, move_action: &Action) -> ArmySetup {
    ArmySetup {
        name: "duel".into(),
        faction: FactionId::new("duel"),
        skill: Skill::Competent,
        command_radius: COMMAND_RADIUS,
        actions: vec![move_action.clone()],
        tactics: Vec::new(),
        assets: Vec::new(),
        units,
        morale: START_MORALE,
        strategic_rating: 0,
    }
}

/// The commanders' radius: the whole table, so that every unit may move.
const COMMAND_RADIUS: u8 = 40;

/// The distance between the fronts in a fire duel.
pub fn fire_gap(unit: &UnitProfile, reference: &UnitProfile) -> f64 {
    let reach = |p: &UnitProfile| p.fire.map_or(0, |f| f.0);
    f64::from(reach(unit).max(reach(reference)).max(1))
}

/// The table of a duel: the unit under test is side A (south, facing
/// north), the reference side B. Each side also has one more unit far off
/// in a corner, out of every fight, so that an army never runs out of
/// units (the game would end before the combat does). Both armies have
/// the shared Move action and no tactics.
pub fn setup(
    unit: &UnitProfile,
    reference: &UnitProfile,
    scenario: Scenario,
    move_action: &Action,
) -> GameSetup {
    let gap = match scenario.fight {
        Fight::Close => 0.0,
        Fight::Fire => fire_gap(unit, reference),
    };
    let a_front = FRONT_Y - gap / 2.0;
    let b_front = FRONT_Y + gap / 2.0;
    let xs: &[f64] = match scenario.frontage {
        Frontage::OneOnOne => &[10.0],
        Frontage::Line => &[9.0, 10.0, 11.0],
    };
    let mut a_units = Vec::new();
    let mut b_units = Vec::new();
    let mut table_units = Vec::new();
    for (k, x) in xs.iter().enumerate() {
        let (p, t) = placed(unit, 1 + k as u32, Side::A, *x, a_front - DEPTH / 2.0);
        a_units.push(p);
        table_units.push(t);
    }
    for (k, x) in xs.iter().enumerate() {
        let (p, t) = placed(reference, 11 + k as u32, Side::B, *x, b_front + DEPTH / 2.0);
        b_units.push(p);
        table_units.push(t);
    }
    add_spares(&mut table_units, [&mut a_units, &mut b_units]);

    // A wood wholly around the side in cover. In a fire duel its front
    // edge reaches a little past the units' fronts, so that they see out
    // of it; in close combat it ends at their fronts, so that the enemy
    // touching them stands outside.
    let lip = match scenario.fight {
        Fight::Close => 0.0,
        Fight::Fire => 0.05,
    };
    let (x0, x1) = (xs[0] - 0.6, xs[xs.len() - 1] + 0.6);
    let terrain = match scenario.ground {
        Ground::Open => Vec::new(),
        Ground::UnitInCover => vec![TerrainElement::new(
            TerrainKind::Wood,
            Shape::rectangle(
                Point::new(x0, a_front - DEPTH - 0.6),
                Point::new(x1, a_front + lip),
            ),
        )],
        Ground::ReferenceInCover => vec![TerrainElement::new(
            TerrainKind::Wood,
            Shape::rectangle(
                Point::new(x0, b_front - lip),
                Point::new(x1, b_front + DEPTH + 0.6),
            ),
        )],
    };
    let first = if scenario.unit_first {
        Side::A
    } else {
        Side::B
    };
    game_setup(table_units, terrain, [a_units, b_units], move_action, first)
}

/// The spare units, one a side, facing their own edges in the far
/// corners: out of every fight, they keep an army from running out of
/// units.
pub fn add_spares(table_units: &mut Vec<TableUnit>, [a, b]: [&mut Vec<UnitProfile>; 2]) {
    let spare = line_infantry();
    let (p, mut t) = placed(&spare, SPARES[0], Side::A, 1.0, 1.0);
    t.placement.facing = SOUTH;
    a.push(p);
    table_units.push(t);
    let (p, mut t) = placed(&spare, SPARES[1], Side::B, 19.0, TABLE_DEPTH - 1.0);
    t.placement.facing = NORTH;
    b.push(p);
    table_units.push(t);
}

/// A game of the price check on the duel table: these units and terrain,
/// each side's commander in a far corner with a radius over the whole
/// table, the shared Move action and no tactics, `first` playing first.
pub fn game_setup(
    table_units: Vec<TableUnit>,
    terrain: Vec<TerrainElement>,
    [a_units, b_units]: [Vec<UnitProfile>; 2],
    move_action: &Action,
    first: Side,
) -> GameSetup {
    let commanders = [
        (CommanderId(1), Side::A, Point::new(18.0, 0.3)),
        (CommanderId(2), Side::B, Point::new(2.0, TABLE_DEPTH - 0.3)),
    ];
    let position = Position::new(
        Table::new(TABLE_WIDTH, TABLE_DEPTH),
        terrain,
        table_units,
        commanders
            .iter()
            .map(|(id, side, at)| Commander::new(id.0, *side, at.x, at.y))
            .collect(),
        Vec::new(),
    )
    .unwrap_or_else(|e| panic!("an impossible duel table: {e:?}"));
    GameSetup {
        armies: PerPlayer::pair(army(a_units, move_action), army(b_units, move_action)),
        position,
        commanders: commanders
            .iter()
            .map(|(id, side, _)| CommanderSetup {
                id: *id,
                side: *side,
                seat: Seat::FIRST,
                command_radius: COMMAND_RADIUS,
                sub: false,
            })
            .collect(),
        options: GameOptions {
            first: FirstPlayer::Fixed(first),
            ..GameOptions::default()
        },
        deployed_first: Side::A,
        start: Start::Deployed,
        scenario: None,
    }
}

/// A retreat of `distance` that does not break the unit: one that costs
/// no morale first, straight back first (the goldfish's rule).
fn safe_direction(game: &Game, unit: TableUnitId, distance: f64) -> Option<RetreatDirection> {
    let mut fallback = None;
    for d in [RetreatDirection::Back, RetreatDirection::TowardsOwnEdge] {
        match game.position().plan_retreat(unit, d, distance) {
            Ok(RetreatOutcome::Broken { .. }) | Err(_) => {}
            Ok(outcome) if outcome.morale_cost() == 0 => return Some(d),
            Ok(_) => fallback = fallback.or(Some(d)),
        }
    }
    fallback
}

fn commander_of(side: Side) -> CommanderId {
    match side {
        Side::A => CommanderId(1),
        Side::B => CommanderId(2),
    }
}

/// Whether a unit would rather fight hand to hand than shoot: it rolls
/// more close combat dice than fire dice (or has no fire). Guns never
/// charge.
pub fn prefers_contact(profile: &UnitProfile) -> bool {
    charges_with(profile, 0)
}

/// Whether a unit would rather charge than shoot when the charge brings
/// `bonus` close combat dice more (a flank attack brings one).
fn charges_with(profile: &UnitProfile, bonus: u8) -> bool {
    profile.kind != UnitType::Artillery
        && profile
            .fire
            .is_none_or(|(_, dice)| profile.close_combat + bonus > dice)
}

/// Who does what beyond the common policy. In a duel nobody has a role;
/// in a race ([`crate::race`]) each side has a flanker that goes for an
/// enemy unit's flank or rear.
#[derive(Clone, Debug, Default)]
pub struct Roles {
    /// A flanker and the enemy it goes for.
    pub flankers: Vec<(TableUnitId, TableUnitId)>,
}

impl Roles {
    /// The enemy `unit` goes for, if it is a flanker, its target is still
    /// on the table, and it would rather charge a flank than shoot.
    fn flank_target(&self, game: &Game, unit: TableUnitId) -> Option<TableUnitId> {
        let (_, target) = self.flankers.iter().find(|(f, _)| *f == unit)?;
        game.position().unit(*target)?;
        game.profile(unit)
            .is_some_and(|p| charges_with(p, 1))
            .then_some(*target)
    }
}

/// The side's fighting units (not its spare) that close in this turn:
/// those not in base contact with an enemy that would rather be (they
/// charge), and those with no enemy in their line of fire (they come
/// within range, or turn to face the enemy). A flanker that would rather
/// charge a flank moves whenever it is not in contact.
fn movers(game: &Game, side: Side, roles: &Roles) -> Vec<TableUnitId> {
    let position = game.position();
    position
        .units()
        .iter()
        .filter(|u| u.side == side && !SPARES.contains(&u.id.0))
        .filter(|u| !game.is_activated(u.id))
        .filter(|u| position.enemies_in_contact(u.id).is_empty())
        .filter(|u| {
            roles.flank_target(game, u.id).is_some()
                || game.profile(u.id).is_some_and(prefers_contact)
                || position.enemies_in_line_of_fire(u.id).is_empty()
        })
        .map(|u| u.id)
        .collect()
}

/// How `unit` closes in: it turns towards the nearest enemy and goes
/// straight at it, into base contact if it would rather fight hand to hand
/// (a simple move that runs into an enemy stops in contact), otherwise
/// only as far as needed to bring its fire weapon into range (guns too:
/// they never charge). Where terrain shortens the move, as far as it may
/// go; at worst it only turns to face the enemy.
fn closing_move(game: &Game, unit: TableUnitId) -> Option<Command> {
    let position = game.position();
    let table_unit = position.unit(unit)?;
    let profile = game.profile(unit)?;
    let (gap, enemy) = position.nearest_enemy(unit)?;
    let target = position.unit(enemy)?.placement.centre;
    let from = table_unit.placement.centre;
    let heading = libm::atan2(target.y - from.y, target.x - from.x);
    let speed = f64::from(profile.speed.simple);
    let wanted = match profile.fire {
        Some((range, _)) if !prefers_contact(profile) => (gap - f64::from(range)).max(0.0),
        _ if profile.kind == UnitType::Artillery => 0.0,
        _ => gap + 0.5,
    }
    .min(speed);
    [wanted, wanted.min(2.0), wanted.min(1.0), 0.0]
        .into_iter()
        .map(|distance| Command::MoveUnit {
            unit,
            order: MoveOrder::Simple { heading, distance },
        })
        .find(|command| game.check(command).is_ok())
}

/// How a flanker goes for `target`'s flank or rear: of a fan of simple
/// moves (straight at the target's rear and flanks, at the place just
/// behind it, and every 15° at full speed), the one that ends flanking an
/// enemy (the target first); else, for a unit that would charge anyway
/// (more close combat dice than fire dice), one into the target's front;
/// else the one that ends nearest the place just behind the target, never
/// one that ends touching an enemy without flanking it. Where none of
/// these can be had, the common closing move.
fn flank_move(game: &Game, unit: TableUnitId, target: TableUnitId) -> Option<Command> {
    let position = game.position();
    let me = position.unit(unit)?;
    let them = position.unit(target)?;
    let profile = game.profile(unit)?;
    let speed = f64::from(profile.speed.simple);
    if speed <= 0.0 {
        return closing_move(game, unit);
    }
    // A unit that would charge anyway takes the target from the front when
    // its flank is out of reach.
    let charges = prefers_contact(profile);
    let from = me.placement.centre;
    let back = -them.placement.forward();
    // Where the flanker stands, facing the target's rear, a little short
    // of touching it.
    let behind = them.placement.centre + back * (them.depth / 2.0 + me.depth / 2.0 + 0.25);
    let [_, _, rear_left, rear_right] = them.corners();
    let rear = them.placement.centre + back * (them.depth / 2.0);
    let mut orders: Vec<(f64, f64)> = Vec::new();
    for aim in [rear, rear_left, rear_right, behind] {
        let to = aim - from;
        let reach = if aim == behind {
            to.length()
        } else {
            to.length() + 0.5
        };
        orders.push((to.angle(), reach.min(speed)));
    }
    for k in 0..24 {
        orders.push((f64::from(k) * std::f64::consts::PI / 12.0, speed));
    }
    let mut scored: Vec<(f64, f64, f64)> = Vec::new();
    for (heading, distance) in orders {
        let Ok(moved) = position.plan_move(unit, MoveOrder::simple(heading, distance), None) else {
            continue;
        };
        let score = if moved.enemies_touched.is_empty() {
            -moved.to.centre.distance(behind)
        } else {
            let mut after = position.clone();
            after.make_planned(&moved);
            match moved
                .enemies_touched
                .iter()
                .find(|e| after.flanking(unit, **e))
            {
                Some(e) if *e == target => 1000.0,
                Some(_) => 900.0,
                None if charges && moved.enemies_touched.contains(&target) => 500.0,
                None => continue,
            }
        };
        scored.push((score, heading, distance));
    }
    scored.sort_by(|a, b| b.0.total_cmp(&a.0));
    scored
        .into_iter()
        .map(|(_, heading, distance)| Command::MoveUnit {
            unit,
            order: MoveOrder::Simple { heading, distance },
        })
        .find(|command| game.check(command).is_ok())
        .or_else(|| closing_move(game, unit))
}

/// The duel policy, the same for both sides:
///
/// - no bombardment (it is priced apart), no tactics (none on the board);
/// - actions: the units with no enemy in their line of fire close in,
///   with one die on Move (see [`closing_move`]); the others stand;
/// - hits on the first units in the table's order; a unit with a hit
///   retreats if it has not yet retreated in this combat and some way
///   back would not break it even at its longest retreat, otherwise it
///   tests; the retreat goes the safest way (the goldfish's rules).
pub fn policy(game: &Game) -> Option<Command> {
    policy_with(game, &Roles::default())
}

/// [`policy`], with flankers going for their targets' flanks (see
/// [`flank_move`]) instead of closing in on the nearest enemy.
pub fn policy_with(game: &Game, roles: &Roles) -> Option<Command> {
    let side = game.decider()?;
    Some(match game.step_kind() {
        StepKind::Bombardment => Command::Bombard {
            targets: Vec::new(),
        },
        StepKind::BombardmentLosses => {
            Command::TakeBombardmentLoss(clouds_core::BombardLoss::Morale)
        }
        StepKind::RollDice => Command::RollActionDice,
        StepKind::Actions => {
            let board = game.board(side);
            if let Some(die) = board.on_actions.first().and_then(|dice| dice.first()) {
                Command::PlayAction {
                    action: 0,
                    die: *die,
                    commander: commander_of(side),
                }
            } else if !board.placed && !movers(game, side, roles).is_empty() {
                match board.pool.iter().max() {
                    Some(die) => Command::PlaceDie {
                        die: *die,
                        slot: Slot::Action(0),
                    },
                    None => Command::EndActions,
                }
            } else {
                Command::EndActions
            }
        }
        StepKind::InAction => {
            let action = game.action_in_play()?;
            let waiting = action.waiting_to_move.first().copied();
            let next = || {
                movers(game, side, roles)
                    .into_iter()
                    .map(|unit| Command::Activate { unit })
                    .find(|command| game.check(command).is_ok())
            };
            match waiting {
                Some(unit) => match roles.flank_target(game, unit) {
                    Some(target) => flank_move(game, unit, target),
                    None => closing_move(game, unit),
                }
                .unwrap_or(Command::EndAction),
                None if action.activations_left > 0 => next().unwrap_or(Command::EndAction),
                None => Command::EndAction,
            }
        }
        StepKind::StartCombat => Command::StartCombat,
        StepKind::Tactics => Command::PassTactics,
        StepKind::ChooseCombat => clouds_core::legal_commands(game).into_iter().next()?,
        StepKind::AllocateHits => match game.combat_in_play()?.stage {
            CombatStage::AllocateHits { group, count, .. } => Command::AllocateHits {
                units: group[..count as usize].to_vec(),
            },
            _ => return None,
        },
        StepKind::ResolveHits => {
            let combat = game.combat_in_play()?;
            let order = |u: &TableUnitId| game.position().units().iter().position(|t| t.id == *u);
            let unit = combat
                .hits
                .iter()
                .filter(|(u, n)| *n > 0 && game.position().unit(*u).is_some_and(|t| t.side == side))
                .map(|(u, _)| *u)
                .min_by_key(order)?;
            let longest = game
                .profile(unit)
                .map_or(1.0, |p| f64::from(p.retreat.max().max(1)));
            let retreat =
                !combat.retreated.contains(&unit) && safe_direction(game, unit, longest).is_some();
            Command::ResolveHit { unit, retreat }
        }
        StepKind::RetreatDirection => match game.combat_in_play()?.stage {
            CombatStage::Retreat { unit, distance, .. } => Command::ChooseRetreat {
                direction: safe_direction(game, unit, f64::from(distance))
                    .unwrap_or(RetreatDirection::Back),
            },
            _ => return None,
        },
        // The duel's table is deployed: no pre-game sequence, no scenario.
        StepKind::Over
        | StepKind::ArmyBroken
        | StepKind::Conditions
        | StepKind::Reinforcements
        | StepKind::Columns
        | StepKind::FirstPlayer
        | StepKind::Terrain
        | StepKind::Emplacements
        | StepKind::ColumnMarkers
        | StepKind::Deployment
        | StepKind::Commanders => return None,
    })
}

/// Plays one duel with dice seeded from `seed`: from the start to the end
/// of its first combat (every marker gone), or [`TURN_CAP`] player turns.
pub fn play(
    unit: &UnitProfile,
    reference: &UnitProfile,
    scenario: Scenario,
    move_action: &Action,
    seed: u64,
) -> Outcome {
    play_game(unit, reference, scenario, move_action, seed).0
}

/// [`play`], and the game as it ended (for showing its log).
pub fn play_game(
    unit: &UnitProfile,
    reference: &UnitProfile,
    scenario: Scenario,
    move_action: &Action,
    seed: u64,
) -> (Outcome, Game) {
    let setup = setup(unit, reference, scenario, move_action);
    let per_unit = f64::from(scenario.frontage.count());
    let mut game = Game::new(setup, seed).unwrap_or_else(|e| panic!("a duel cannot start: {e:?}"));
    let start = [game.morale(Side::A), game.morale(Side::B)];
    let mut broken = [0u32; 2];
    let mut begun = false;
    let mut ended = false;
    while !ended && game.turn() <= TURN_CAP {
        let Some(command) = policy(&game) else { break };
        let events = game
            .apply(command.clone())
            .unwrap_or_else(|e| panic!("the duel policy's {command:?} was refused: {e:?}"));
        for event in &events {
            match event {
                Event::CombatMarkerPlaced { .. } => begun = true,
                Event::UnitBroken { unit, .. } => {
                    if let Some(t) = game.profile(*unit) {
                        broken[usize::from(t.side == Side::B)] += 1;
                    }
                }
                _ => {}
            }
        }
        ended = begun && game.position().markers().is_empty();
    }
    let lost = |side: Side, k: usize| f64::from(start[k] - game.morale(side)) / per_unit;
    let outcome = Outcome {
        inflicted: lost(Side::B, 1),
        suffered: lost(Side::A, 0),
        broken: f64::from(broken[0]) / per_unit,
        broke: f64::from(broken[1]) / per_unit,
        ended,
    };
    (outcome, game)
}

/// The seed of replicate `k` of scenario number `s`: the same for every
/// unit, so that units are compared on the same dice.
pub fn seed(s: usize, k: u32) -> u64 {
    0x5EED_0000_0000 ^ ((s as u64) << 20) ^ u64::from(k)
}

/// One tally per scenario, `games` duels each.
pub fn measure(
    unit: &UnitProfile,
    references: &[UnitProfile],
    scenarios: &[Scenario],
    move_action: &Action,
    games: u32,
) -> Vec<Tally> {
    scenarios
        .iter()
        .enumerate()
        .map(|(s, scenario)| {
            let mut tally = Tally::default();
            for k in 0..games {
                tally.add(play(
                    unit,
                    &references[scenario.reference],
                    *scenario,
                    move_action,
                    seed(s, k),
                ));
            }
            tally
        })
        .collect()
}

/// The weighted mean over scenarios of `f`.
pub fn weighted(scenarios: &[Scenario], tallies: &[Tally], f: impl Fn(&Tally) -> f64) -> f64 {
    let total: f64 = scenarios.iter().map(Scenario::weight).sum();
    scenarios
        .iter()
        .zip(tallies)
        .map(|(s, t)| s.weight() * f(t))
        .sum::<f64>()
        / total
}
