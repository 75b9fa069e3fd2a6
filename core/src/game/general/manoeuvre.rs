//! The general's moves: which formations an action activates, where each
//! unit goes, and where the commanders ride.
//!
//! - **Which formations.** Formations already fighting (a unit in base
//!   contact with the enemy) stay and fight; batteries with a target in
//!   range stay and bombard. Of the others, the formations nearest the
//!   enemy go first: they make the attack the rest supports.
//! - **Where each unit goes.** Every move the engine allows it (the kinds
//!   the enumerator offers, each planned once here and shortened where
//!   only its length is refused, as the enumerator does; and moves towards
//!   its objective: full speed, half speed, up to it, sideways keeping its
//!   facing, or standing still) is planned and scored; the best is made. The objective is the enemy unit nearest
//!   to it among those near the army's focus (the enemy unit nearest to the
//!   middle of the army), so the army converges on one part of the enemy.
//!   A move scores for the ground it gains towards the objective, much
//!   more for charging into contact (more again for a flank or rear, and
//!   for each friend already fighting that enemy: support), a little for
//!   repeating the move the first unit of its formation made (the line
//!   stays in order). Guns never charge: they close to within their
//!   bombardment range less a unit width of the nearest enemy and stop.

use super::look::{enemy_units, staff_cached, Look, Snapshot, Staff};
use super::reason::{GeneralReason, MoveReason};
use super::style::{Strike, Style};
use super::Offers;
use crate::army_list::effect::ActionEffect;
use crate::army_list::effect::Movement;
use crate::engine::geometry::{point_segment_distance, polygons_within, Extremes};
use crate::engine::unit::corners_at;
use crate::engine::unit::UnitSide;
use crate::engine::{MoveError, MoveKind, Moved, Point, Side, TableUnitId, EPSILON};
use crate::game::command::{Command, MoveOrder};
use crate::game::error::RuleError;
use crate::game::legal::{candidate_move_orders, candidate_moves_towards};
use crate::game::moves::plan_move;
use crate::game::step::{InAction, MoveTerms};
use crate::game::Game;
use crate::sorting::SortStably;

/// What the general remembers while an action is played: the move the
/// first unit of the group made, for the others to repeat.
#[derive(Clone, Debug, Default, PartialEq)]
pub(super) struct GroupMove {
    pub leader: Option<(TableUnitId, MoveOrder)>,
}

/// Who the general gives orders for, and how.
pub(super) struct Orders<'a> {
    pub side: Side,
    pub style: &'a Style,
    /// Units left without orders while no enemy is near them.
    pub neglected: &'a [TableUnitId],
}

/// The general's decision while an action is in play.
pub(super) fn in_action(
    game: &Game,
    action: &InAction,
    offers: &Offers,
    orders: &Orders,
    group: &mut GroupMove,
    staff: &mut Option<(Snapshot, Staff)>,
) -> Option<(Command, GeneralReason)> {
    let end = || {
        (
            Command::EndAction,
            GeneralReason::Move(MoveReason::EndsAction),
        )
    };
    match &action.effect {
        ActionEffect::Activate { .. } => match action.to_move.first() {
            Some(unit) => {
                let look = Look::of(game, orders.side, orders.style);
                move_unit(game, action, *unit, &look, orders.style, group)
            }
            None => {
                group.leader = None;
                activation(game, offers.get(), orders.neglected).or(Some(end()))
            }
        },
        ActionEffect::MoveCommanders { .. } => {
            ride(game, action, orders.side, offers, staff).or(Some(end()))
        }
    }
}

/// How near an enemy (UW, edge to edge) wakes a neglected unit up.
const NEGLECT_WAKES: f64 = 4.0;

/// The group to activate next, or none worth it (then the action ends).
/// Groups all of whose units are neglected wait until an enemy is near.
fn activation(
    game: &Game,
    legal: &[Command],
    neglected: &[TableUnitId],
) -> Option<(Command, GeneralReason)> {
    let position = game.position();
    let worth = |unit: TableUnitId| -> Option<f64> {
        let members = position.formation_or_alone(unit);
        let fighting = members
            .iter()
            .any(|u| !position.enemies_in_contact(*u).is_empty());
        let guns_ready = members.iter().all(|u| {
            position.unit(*u).is_some_and(|t| t.is_artillery())
                && position.nearest_bombardment_target(*u).is_some()
        });
        if fighting || guns_ready {
            return None;
        }
        let nearest = members
            .iter()
            .filter_map(|u| position.nearest_enemy(*u))
            .map(|(d, _)| d)
            .fold(f64::INFINITY, f64::lesser);
        let forgotten = !neglected.is_empty() && members.iter().all(|u| neglected.contains(u));
        if forgotten && nearest > NEGLECT_WAKES {
            return None;
        }
        Some(-nearest)
    };
    legal
        .iter()
        .filter_map(|c| match c {
            Command::Activate { unit } => worth(*unit).map(|w| (w, c)),
            _ => None,
        })
        .fold(None::<(f64, &Command)>, |best, (w, c)| match best {
            Some((b, _)) if b >= w => best,
            _ => Some((w, c)),
        })
        .map(|(w, c)| {
            let unit = match c {
                Command::Activate { unit } => *unit,
                _ => TableUnitId(0),
            };
            let reason = MoveReason::Activates { unit, distance: -w };
            (c.clone(), GeneralReason::Move(reason))
        })
}

/// The best move of the first waiting unit (see the module documentation).
fn move_unit(
    game: &Game,
    action: &InAction,
    unit: TableUnitId,
    look: &Look,
    style: &Style,
    group: &mut GroupMove,
) -> Option<(Command, GeneralReason)> {
    let MoveTerms {
        movement,
        speed,
        keep_away,
    } = &action.move_terms()?;
    let speed = *speed;
    let target = objective(game, unit, look);
    let objective = target.map(|(p, _)| p);
    // Each order, and whether it is one of the moves towards the
    // objective, which keep away from the enemy by the enumerator's own
    // test as well (see `keeps_away_as_listed`).
    let mut orders: Vec<(MoveOrder, bool)> =
        enumerator_orders(game, unit, *movement, speed, *keep_away)
            .into_iter()
            .map(|order| (order, false))
            .collect();
    if let Some(target) = objective {
        orders.extend(
            candidate_moves_towards(&game.setup, game.position(), unit, target, *movement, speed)
                .into_iter()
                .map(|order| (order, true)),
        );
    }
    let leader = group.leader.map(|(_, order)| order);
    if let Some(order) = leader {
        orders.push((order, false));
    }
    let bound = ScoreBound::of(game, unit, objective, leader.is_some());
    let terms = (*movement, speed, *keep_away);
    let (order, moved) = best_move(game, unit, &orders, terms, &bound, |moved, order| {
        let score = score_move(game, moved, objective, look, style);
        if Some(*order) == leader {
            score + 0.3
        } else {
            score
        }
    })?;
    if group.leader.is_none() {
        group.leader = Some((unit, order));
    }
    let towards = target.map(|(_, e)| e);
    let why = move_reason(game, &moved, look, style, towards, Some(order) == leader);
    Some((Command::MoveUnit { unit, order }, GeneralReason::Move(why)))
}

/// The best-scoring of `orders` (each with whether it is a move towards
/// the objective, held to the enumerator's keeping away as well), the
/// first in the list of equals, as planned (cut short where only its
/// length was refused): the order made and its plan. `terms`: the
/// action's movement, speed and keeping away.
///
/// Orders are weighed most promising first by `bound`, and those that
/// cannot beat the best so far are not planned (planning is most of a
/// move's cost): the best is the same. Each order is planned once: a
/// move towards the objective often repeats an offered one (the
/// objective is the nearest enemy), and the leader's move repeats one of
/// them; a repeat is weighed again from the plan already made.
fn best_move(
    game: &Game,
    unit: TableUnitId,
    orders: &[(MoveOrder, bool)],
    (movement, speed, keep_away): (Movement, Option<u32>, Option<u8>),
    bound: &ScoreBound,
    score: impl Fn(&Moved, &MoveOrder) -> f64,
) -> Option<(MoveOrder, Moved)> {
    let mut ranked: Vec<(f64, usize)> = orders
        .iter()
        .enumerate()
        .map(|(n, (order, _))| (bound.at_most(order), n))
        .collect();
    ranked.sort_stably_by(|a, b| b.0.total_cmp(&a.0));
    // The best so far: its score, its place in `orders`, and its plan's.
    let mut best: Option<(f64, usize, usize)> = None;
    let mut planned: Vec<(MoveOrder, Option<(MoveOrder, Moved)>)> = Vec::new();
    for (most, n) in ranked {
        if best.is_some_and(|(b, ..)| most < b) {
            break;
        }
        let (raw, towards) = orders[n];
        let k = match planned.iter().position(|(r, _)| same_order(r, &raw)) {
            Some(k) => k,
            None => {
                let plan = plan_or_shorten(game, unit, raw, movement, speed, keep_away);
                planned.push((raw, plan));
                planned.len() - 1
            }
        };
        let Some((order, moved)) = &planned[k].1 else {
            continue;
        };
        if towards && !keeps_away_as_listed(game, moved, keep_away) {
            continue;
        }
        let score = score(moved, order);
        let better = |(b, m, _): (f64, usize, usize)| score > b || (score == b && n < m);
        if best.is_none_or(better) {
            best = Some((score, n, k));
        }
    }
    let (_, _, k) = best?;
    planned.swap_remove(k).1
}

/// The most [`score_move`] can give a unit's move before it is planned,
/// where that is known: away from the enemy, a move scores the ground it
/// gains towards its objective (less, if it ends within the enemy's fire),
/// which is no more than its length (a simple or a difficult move takes
/// the unit's centre no farther, and a move cut short less far), and the
/// bonus for repeating the leader's move. Near the enemy (a charge, a
/// fight joined) and for guns (scored otherwise) nothing is known.
struct ScoreBound {
    /// How far the unit's centre may go with no enemy touching it where
    /// it ends: less than its centre's distance from any enemy's, both
    /// units' radii and a hair (the ends of moves are checked for
    /// contact within the same radii); `0` when nothing is known.
    room: f64,
    /// Where the unit's centre is, and the objective's.
    from: Point,
    objective: Option<Point>,
    bonus: f64,
}

/// What rounding may add to the ground a move gains (two distances of
/// points on the table, each within a few units in the last place).
const GAINED_SLACK: f64 = 1e-9;

impl ScoreBound {
    fn of(game: &Game, unit: TableUnitId, objective: Option<Point>, leader: bool) -> ScoreBound {
        let position = game.position();
        let from = position
            .unit(unit)
            .map_or(Point::default(), |u| u.placement.centre);
        let room = match position.unit(unit) {
            Some(u) if !u.is_artillery() && position.enemies_in_contact(unit).is_empty() => {
                enemy_units(game, u.side)
                    .map(|e| {
                        e.placement.centre.distance(u.placement.centre) - u.radius() - e.radius()
                    })
                    .fold(f64::INFINITY, f64::lesser)
                    - 4.0 * EPSILON
            }
            _ => 0.0,
        };
        ScoreBound {
            room,
            from,
            objective,
            bonus: if leader { 0.3 } else { 0.0 },
        }
    }

    /// The most `order` can score once planned (infinite when unknown):
    /// the unit's centre ends on the way the order sends it, no farther
    /// than its length, so it gains at most what the nearest point of that
    /// way to the objective gains.
    fn at_most(&self, order: &MoveOrder) -> f64 {
        let (way, distance) = match *order {
            MoveOrder::Simple { heading, distance } => (heading, distance),
            MoveOrder::Difficult {
                direction,
                distance,
                ..
            } => (direction, distance),
        };
        // (A NaN distance is not within the room either.)
        let within = distance < self.room;
        if !within {
            return f64::INFINITY;
        }
        let end = self.from + Point::from_angle(way) * distance;
        let gained = self.objective.map_or(0.0, |o| {
            o.distance(self.from) - point_segment_distance(o, self.from, end)
        });
        gained + GAINED_SLACK + self.bonus
    }
}

/// Why a unit makes the move chosen for it.
fn move_reason(
    game: &Game,
    moved: &Moved,
    look: &Look,
    style: &Style,
    towards: Option<TableUnitId>,
    repeats_leader: bool,
) -> MoveReason {
    let unit = moved.unit;
    let position = game.position();
    if position.unit(unit).is_some_and(|u| u.is_artillery()) {
        return MoveReason::GunsToRange { unit };
    }
    if !look.assault {
        return match style.strike {
            Strike::Hold => MoveReason::HoldsBack { unit },
            Strike::Judged | Strike::Now => MoveReason::ClosesUp { unit },
        };
    }
    if !moved.enemies_touched.is_empty() {
        let dice = |u: &TableUnitId| game.profile(*u).map_or(0, |p| u32::from(p.close_combat));
        let flank = moved
            .stopped_by
            .is_some_and(|c| c.enemy_side.is_some_and(|s| s != UnitSide::Front));
        return MoveReason::Charges {
            unit,
            enemies: moved.enemies_touched.clone(),
            flank,
            dice: dice(&unit),
            against: moved.enemies_touched.iter().map(dice).sum(),
        };
    }
    if moved.distance == 0.0 && !position.enemies_in_contact(unit).is_empty() {
        return MoveReason::StaysInFight { unit };
    }
    if repeats_leader {
        return MoveReason::KeepsLine { unit };
    }
    match look.focus {
        Some(_) => MoveReason::Advances { unit, towards },
        None => MoveReason::ChasesNearest { unit, towards },
    }
}

/// An order planned, or, if it only goes too far, shortened to as far as
/// it may go (as the enumerator does) and planned again: the order made
/// and its plan; `None` if neither applies.
fn plan_or_shorten(
    game: &Game,
    unit: TableUnitId,
    raw: MoveOrder,
    movement: Movement,
    speed: Option<u32>,
    keep_away: Option<u8>,
) -> Option<(MoveOrder, Moved)> {
    match plan_move(&game.state, unit, raw, movement, speed, keep_away) {
        Ok(moved) => Some((raw, moved)),
        Err(error) => {
            let shorter = raw.with_distance(shortened_to(&error)?);
            plan_move(&game.state, unit, shorter, movement, speed, keep_away)
                .ok()
                .map(|moved| (shorter, moved))
        }
    }
}

/// Whether two orders are the same to the bit (`0.0` and `-0.0` are
/// different headings to the log, though planned alike).
fn same_order(a: &MoveOrder, b: &MoveOrder) -> bool {
    let bits = |o: &MoveOrder| match *o {
        MoveOrder::Simple { heading, distance } => (0, heading.to_bits(), distance.to_bits(), 0),
        MoveOrder::Difficult {
            direction,
            distance,
            facing,
        } => (1, direction.to_bits(), distance.to_bits(), facing.to_bits()),
    };
    bits(a) == bits(b)
}

/// Whether a planned move passes the enumerator's test of keeping away
/// from the enemy (`moves::move_verdict`), which the moves towards the
/// objective were once listed by before being planned: planned once now,
/// they are held to both tests as before.
fn keeps_away_as_listed(game: &Game, moved: &Moved, keep_away: Option<u8>) -> bool {
    keep_away.is_none_or(|keep| game.position().keeps_away(moved, f64::from(keep)))
}

/// How far a refused order may go on its path, if only its length was at
/// fault (too far, or past the turn's cap after broken ground).
fn shortened_to(error: &RuleError) -> Option<f64> {
    match error {
        RuleError::Move {
            error: MoveError::TooFar { allowed, .. },
        } => Some(*allowed),
        RuleError::TurnMoveCap { already, cap, .. } if *cap > *already + EPSILON => {
            Some(cap - already)
        }
        _ => None,
    }
}

/// The moves the legal-command enumerator offers a unit, unchecked (see
/// [`candidate_move_orders`]): each is planned afterwards anyway.
fn enumerator_orders(
    game: &Game,
    unit: TableUnitId,
    movement: Movement,
    speed: Option<u32>,
    keep_away: Option<u8>,
) -> Vec<MoveOrder> {
    candidate_move_orders(
        &game.setup,
        game.position(),
        unit,
        movement,
        speed,
        keep_away,
    )
}

/// Where `unit` heads: the enemy unit nearest to it among those within
/// 4 UW of the army's focus, or the nearest enemy if none is there (its
/// centre, and which unit it is).
fn objective(game: &Game, unit: TableUnitId, look: &Look) -> Option<(Point, TableUnitId)> {
    let at = game.position().unit(unit)?.placement.centre;
    let nearest_of = |near_focus: bool| {
        enemy_units(game, look.side)
            .filter(|e| {
                !near_focus
                    || look
                        .focus
                        .is_some_and(|f| e.placement.centre.distance(f) <= 4.0)
            })
            .map(|e| (e.placement.centre.distance(at), e.placement.centre, e.id))
            .min_by(|a, b| a.0.total_cmp(&b.0))
            .map(|(_, p, id)| (p, id))
    };
    nearest_of(true).or_else(|| nearest_of(false))
}

/// How good a planned move is for the general (see the module
/// documentation).
fn score_move(
    game: &Game,
    moved: &Moved,
    objective: Option<Point>,
    look: &Look,
    style: &Style,
) -> f64 {
    let position = game.position();
    let Some(unit) = position.unit(moved.unit) else {
        return f64::NEG_INFINITY;
    };
    if unit.is_artillery() {
        return score_guns(game, moved);
    }
    let gained = objective.map_or(0.0, |o| {
        o.distance(moved.from.centre) - o.distance(moved.to.centre)
    });
    let mut score = gained;
    if !look.assault {
        // Closing up: into the enemy's fire, or into contact, alone is
        // worse than waiting just beyond it for the rest of the army.
        if ends_within(game, moved, look.side, look.danger) {
            score -= 4.0;
        }
        return score;
    }
    for enemy in &moved.enemies_touched {
        score += style.charge;
        if let Some(contact) = moved.stopped_by.filter(|c| c.enemy == *enemy) {
            if contact.enemy_side.is_some_and(|s| s != UnitSide::Front) {
                score += 3.0;
            }
        }
        let support = position
            .enemies_in_contact(*enemy)
            .iter()
            .filter(|f| **f != moved.unit)
            .count();
        score += support as f64;
    }
    // Staying in a fight already joined is worth what joining it would be.
    if moved.kind == MoveKind::Simple && moved.distance == 0.0 {
        let fighting = position.enemies_in_contact(moved.unit).len();
        score += 6.0 * fighting as f64;
    }
    score
}

/// Whether the unit of a planned move stops nearer than `reach` (edge
/// to edge) to some enemy: the answer the nearest enemy's exact distance
/// gives, found without measuring where it is plain. An enemy whose centre
/// is so far that no part of the two units can come within `reach` (the
/// centres' distance less both units' radii) is not; one whose centre is
/// plainly nearer than `reach` is (the units hold their centres, so they
/// are no farther apart than those).
fn ends_within(game: &Game, moved: &Moved, side: Side, reach: f64) -> bool {
    let position = game.position();
    let Some(unit) = position.unit(moved.unit) else {
        return false;
    };
    let corners = corners_at(&moved.to, unit.depth);
    let (centre, radius) = (moved.to.centre, unit.radius());
    let enemies = position.units().iter().zip(position.all_corners());
    enemies
        .filter(|(e, _)| e.side != side)
        .any(|(e, enemy_corners)| {
            let between = e.placement.centre.distance(centre);
            let apart = between - radius - e.radius();
            apart < reach + FAR_APART_MARGIN
                && (between < reach - FAR_APART_MARGIN
                    || polygons_within(&corners, enemy_corners, |d| d < reach))
        })
}

/// How much beyond the reach two units' bounding circles must stay apart
/// to be passed over unmeasured: far more than the rounding of either
/// distance.
const FAR_APART_MARGIN: f64 = 1e-6;

/// Guns close to their bombardment range less a unit width from the
/// nearest enemy, never into contact.
fn score_guns(game: &Game, moved: &Moved) -> f64 {
    if !moved.enemies_touched.is_empty() {
        return -10.0;
    }
    let position = game.position();
    let Some(unit) = position.unit(moved.unit) else {
        return f64::NEG_INFINITY;
    };
    let range = f64::from(unit.facts.bombardment_range.unwrap_or(2));
    let Some(side) = position.unit(moved.unit).map(|u| u.side) else {
        return 0.0;
    };
    let nearest = enemy_units(game, side)
        .map(|e| e.placement.centre.distance(moved.to.centre))
        .fold(f64::INFINITY, f64::lesser);
    -(nearest - (range - 1.0)).abs()
}

/// Where a commander rides under a "move commanders" action: the main
/// commander towards the rally point (where he reaches the most units
/// waiting for orders), as far as the action lets him and to the first
/// place on the way the engine accepts; otherwise the enumerator's offer
/// nearest the middle of the army. Every commander rides once.
fn ride(
    game: &Game,
    action: &InAction,
    side: Side,
    offers: &Offers,
    staff: &mut Option<(Snapshot, Staff)>,
) -> Option<(Command, GeneralReason)> {
    let main = game.main_commander(side).map(|c| c.id);
    let moved = |c| action.commanders_moved.contains(&c);
    let unmoved = main.filter(|c| !moved(*c));
    let rally = unmoved.and_then(|_| staff_cached(staff, game, side).and_then(|s| s.rally()));
    if let (Some(id), Some(rally)) = (unmoved, rally) {
        let allowed = f64::from(match &action.effect {
            ActionEffect::MoveCommanders { distance } => distance.with_die(action.die),
            ActionEffect::Activate { .. } => 0,
        });
        if let Some(at) = game
            .position()
            .commanders()
            .iter()
            .find(|c| c.id == id)
            .map(|c| c.at)
        {
            let way = rally - at;
            let length = way.length();
            if length > 0.25 {
                let reach = allowed.lesser(length);
                for k in 0..8 {
                    let to = at + way * ((reach - 0.25 * f64::from(k)).greater(0.0) / length);
                    let command = Command::MoveCommander { commander: id, to };
                    if to.distance(at) > 0.25 && game.check(&command).is_ok() {
                        let why = MoveReason::RidesToRally { commander: id };
                        return Some((command, GeneralReason::Move(why)));
                    }
                }
            }
        }
    }
    let middle = super::look::army_middle(game, side)?;
    // The enumerator is asked only here: the main commander's ride
    // towards the rally point is checked on its own.
    offers
        .get()
        .iter()
        .filter_map(|c| match c {
            Command::MoveCommander { to, .. } => Some((to.distance(middle), c)),
            _ => None,
        })
        .min_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, c)| {
            let commander = match c {
                Command::MoveCommander { commander, .. } => *commander,
                _ => crate::engine::CommanderId(0),
            };
            let why = MoveReason::RidesToArmy { commander };
            (c.clone(), GeneralReason::Move(why))
        })
}
