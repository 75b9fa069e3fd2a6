//! The general in bombardment and combat: which target each battery
//! takes, how bombardment losses are taken, which combat goes first, which
//! tactics are played, which units take hits, and whether a hit unit
//! retreats or tests its discipline.

use super::odds::{discipline_pass, retreat_risk, retreat_risk_unless, RetreatRisk};
use super::reason::{CombatReason, GeneralReason, Shot, TacticWhy};
use super::style::Style;
use super::Offers;
use crate::army_list::effect::Modifier;
use crate::army_list::effect::TacticEffect;
use crate::engine::{PerSide, RetreatDirection, Side, TableUnitId};
use crate::game::bombardment::{battery_dice, direction_allowed, formation_modifiers};
use crate::game::combat::{discipline_bonus, members, modifiers_of, unit_terms};
use crate::game::command::{BombardLoss, BombardTarget, Command};
use crate::game::event::BombardModifier;
use crate::game::step::{CombatState, Losses, Stage};
use crate::game::Game;
use crate::sorting::SortStably;

/// Each battery's most valuable target: the formation it would roll the
/// most dice against (bigger formations, ranks in contact, villages), the
/// nearest of equals. Bombarding costs nothing, so every battery that may
/// bombards. `None` if the command would be refused (then the enumerator's
/// own offers are used).
pub(super) fn bombard(game: &Game) -> Option<(Command, GeneralReason)> {
    let state = &game.state;
    let mut targets = Vec::new();
    let mut shots = Vec::new();
    // A formation's modifiers against bombardment, worked out once for all
    // the batteries that may take it (by its index, or a lone unit's id).
    let mut modifiers: Vec<(Result<usize, TableUnitId>, Vec<BombardModifier>)> = Vec::new();
    let mut modifiers_of = |target: TableUnitId| {
        let key = state
            .position
            .formation_of(target)
            .map(|f| f.index)
            .ok_or(target);
        if let Some((_, m)) = modifiers.iter().find(|(k, _)| *k == key) {
            return m.clone();
        }
        let units = state.position.formation_or_alone(target);
        let m = formation_modifiers(&game.setup, &state.position, &units);
        modifiers.push((key, m.clone()));
        m
    };
    for (battery, nearest) in &state.batteries_ready {
        let power = game
            .setup
            .profile(*battery)
            .and_then(|p| p.bombardment)
            .map_or(0, |b| b.1);
        let mut dice_against = |target: TableUnitId| battery_dice(power, &modifiers_of(target));
        // The targets it may bombard with the most dice, the first of
        // them in the position's order: the enemies within its reach are
        // tried most dice first (the first of equals first), and the
        // first it can bombard is the one (a line is costly to draw, the
        // dice are not).
        let mut within: Vec<(u32, TableUnitId)> = state
            .position
            .bombardment_candidates(*battery)
            .into_iter()
            .map(|t| (dice_against(t), t))
            .collect();
        within.sort_stably_by(|a, b| b.0.cmp(&a.0));
        let best = within
            .into_iter()
            .find(|(_, t)| state.position.bombards(*battery, *t))
            .unwrap_or((0, *nearest));
        targets.push(BombardTarget {
            battery: *battery,
            target: best.1,
        });
        shots.push(Shot {
            battery: *battery,
            target: best.1,
            dice: best.0,
        });
    }
    let command = Command::Bombard { targets };
    let why = GeneralReason::Combat(CombatReason::Bombards { shots });
    game.check(&command).is_ok().then_some((command, why))
}

/// A bombardment loss of the general's side: a retreat by a unit that
/// breaks at none of the distances its retreat may roll and is not sure
/// to be pushed past friends (a morale point then only by chance, where
/// the loss taken as morale costs one for certain; a step back costs
/// nothing that counts at the end), otherwise a morale point; the
/// direction, the safest. (Retreating only when no distance costs morale
/// at all won 94.2% of 1,000 games against the random player; this
/// 96.3%.)
pub(super) fn bombardment_loss(
    game: &Game,
    losses: &Losses,
    legal: &[Command],
) -> Option<(Command, GeneralReason)> {
    if let Some(p) = &losses.pending_retreat {
        let allowed =
            |d: RetreatDirection| legal.contains(&Command::ChooseRetreat { direction: d });
        return safest_direction(game, p.unit, p.distance, &allowed)
            .map(|direction| safest_way(p.unit, direction));
    }
    let safe = legal.iter().find_map(|c| match c {
        Command::TakeBombardmentLoss(BombardLoss::Retreat { unit }) => {
            let allowed = |d| direction_allowed(&game.state.position, losses, *unit, d);
            let risk = retreat_risk(game, *unit, &allowed);
            // Never broken, and not sure to cost the morale point a loss
            // taken as morale costs for certain.
            (risk.breaks == 0.0 && risk.costs_morale < 1.0).then(|| {
                let why = CombatReason::FallsBack { unit: *unit };
                (c.clone(), GeneralReason::Combat(why))
            })
        }
        _ => None,
    });
    safe.or(Some((
        Command::TakeBombardmentLoss(BombardLoss::Morale),
        GeneralReason::Combat(CombatReason::GivesMorale),
    )))
}

/// A retreat the safest way, with its reason.
fn safest_way(unit: TableUnitId, direction: RetreatDirection) -> (Command, GeneralReason) {
    (
        Command::ChooseRetreat { direction },
        GeneralReason::Combat(CombatReason::SafestWay { unit, direction }),
    )
}

/// The direction a retreat of `distance` takes: one that neither breaks
/// the unit nor costs morale, else one that does not break it, else
/// straight back; straight back first among equals.
pub(super) fn safest_direction(
    game: &Game,
    unit: TableUnitId,
    distance: u32,
    allowed: &dyn Fn(RetreatDirection) -> bool,
) -> Option<RetreatDirection> {
    let ways = [RetreatDirection::Back, RetreatDirection::TowardsOwnEdge];
    let mut fallback = None;
    for d in ways.into_iter().filter(|d| allowed(*d)) {
        match game.state.position.retreat_morale_cost(unit, d, distance) {
            None => {}
            Some(0) => return Some(d),
            Some(_) => fallback = fallback.or(Some(d)),
        }
    }
    fallback.or_else(|| ways.into_iter().find(|d| allowed(*d)))
}

/// The general's decision in a combat, at the stage due.
pub(super) fn combat(
    game: &Game,
    combat: &CombatState,
    offers: &Offers,
    style: &Style,
) -> Option<(Command, GeneralReason)> {
    match &combat.stage {
        Stage::Tactics(side) if style.plays_tactics => tactic(game, combat, *side, offers.get()),
        Stage::Tactics(_) => Some((
            Command::PassTactics,
            GeneralReason::Combat(CombatReason::KeepsTactics),
        )),
        Stage::AllocateHits { group, count, .. } => {
            let count = *count as usize;
            let (units, why) = if style.steady_hits {
                let units = steadiest(game, combat, group, count);
                let why = CombatReason::HitsToSteadiest {
                    units: units.clone(),
                };
                (units, why)
            } else {
                let units: Vec<TableUnitId> = group.iter().take(count).copied().collect();
                let why = CombatReason::HitsAsTheyStand {
                    units: units.clone(),
                };
                (units, why)
            };
            Some((Command::AllocateHits { units }, GeneralReason::Combat(why)))
        }
        Stage::ResolveHits(_) if style.weighs_retreats => resolve_hit(game, combat, offers.get()),
        Stage::ResolveHits(_) => retreat_when_safe(game, combat, offers.get()),
        Stage::Retreat { unit, distance, .. } => {
            safest_direction(game, *unit, *distance, &|_| true)
                .map(|direction| safest_way(*unit, direction))
        }
        Stage::Roll | Stage::Allocate(_) | Stage::Finish => None,
    }
}

/// One hit resolved the plain way (the recruit's): the first unit with a
/// hit retreats if no distance it may roll breaks it, otherwise tests.
fn retreat_when_safe(
    game: &Game,
    combat: &CombatState,
    legal: &[Command],
) -> Option<(Command, GeneralReason)> {
    let unit = legal.iter().find_map(|c| match c {
        Command::ResolveHit { unit, .. } => Some(*unit),
        _ => None,
    })?;
    let offered = legal.contains(&Command::ResolveHit {
        unit,
        retreat: true,
    });
    let safe = offered && retreat_risk(game, unit, &|_| true).breaks == 0.0;
    let why = if safe {
        CombatReason::FallsBackWhenever { unit }
    } else if combat.retreated.contains(&unit) {
        CombatReason::TestsAfterRetreat { unit }
    } else {
        CombatReason::TestsRatherThanBreak { unit }
    };
    Some((
        Command::ResolveHit {
            unit,
            retreat: safe,
        },
        GeneralReason::Combat(why),
    ))
}

/// The units of an equally close group that take the hits: those that
/// stand a hit best (the surest discipline, then the least morale to lose).
fn steadiest(
    game: &Game,
    combat: &CombatState,
    group: &[TableUnitId],
    count: usize,
) -> Vec<TableUnitId> {
    let mut ranked: Vec<(f64, TableUnitId)> = group
        .iter()
        .map(|u| (expected_test_loss(game, combat, *u), *u))
        .collect();
    ranked.sort_stably_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
    ranked.into_iter().take(count).map(|(_, u)| u).collect()
}

/// The morale a discipline test of `unit` is expected to cost: the chance
/// it fails (after any rerolls) times what breaking costs, twice its
/// morale.
fn expected_test_loss(game: &Game, combat: &CombatState, unit: TableUnitId) -> f64 {
    let Some(p) = game.setup.profile(unit) else {
        return 0.0;
    };
    let bonus = discipline_bonus(&game.setup, &game.state, combat, unit);
    let rerolls: u32 = modifiers_of(combat, unit)
        .iter()
        .map(|m| match m {
            Modifier::RerollDiscipline { count } => u32::from(*count),
            _ => 0,
        })
        .sum();
    let pass = discipline_pass(p.discipline, bonus, rerolls);
    (1.0 - pass) * 2.0 * f64::from(p.morale)
}

/// One hit resolved: the unit whose choice is clearest first; it retreats
/// when the retreat is expected to cost less than the test. A retreat
/// costs what breaking costs by the chance the rolled distance breaks it
/// (an enemy or the table edge in the way), a morale point by the chance
/// it is pushed onto other friends, and raises the combat's price by one;
/// if it was the side's last unit in the combat, the retreat may leave the
/// combat to the enemy, at its price. A unit that has retreated tests.
fn resolve_hit(
    game: &Game,
    combat: &CombatState,
    legal: &[Command],
) -> Option<(Command, GeneralReason)> {
    // The best choice: what it saves against the other way, the command,
    // and what the test and the retreat (if weighed) cost.
    let mut best: Option<(f64, Command, f64, Option<f64>)> = None;
    // The combat's price and units, worked out once for every retreat
    // weighed (the table does not change between them).
    let stakes = std::cell::OnceCell::new();
    let stakes = || stakes.get_or_init(|| Stakes::of(game, combat));
    for c in legal {
        let Command::ResolveHit { unit, retreat } = c else {
            continue;
        };
        let test = expected_test_loss(game, combat, *unit);
        // A retreat costs at least half a point more than nothing: against
        // a test expected to cost less, it can never be the choice (the
        // unit's test, at 0 against itself, is always offered).
        if *retreat && RETREAT_LEAST - test > 0.0 {
            continue;
        }
        let cost = if *retreat {
            // A retreat that cannot save more than the best choice so far
            // (of another unit: a unit's own retreat is weighed for the
            // reason) is given up as soon as that is known.
            let to_beat = match &best {
                Some((key, Command::ResolveHit { unit: u, .. }, ..)) if u != unit => Some(*key),
                _ => None,
            };
            let no_use = |least: RetreatRisk| {
                to_beat.is_some_and(|k| retreat_cost(game, stakes(), *unit, &least) - test >= k)
            };
            let Some(risk) = retreat_risk_unless(game, *unit, &|_| true, no_use) else {
                continue;
            };
            retreat_cost(game, stakes(), *unit, &risk)
        } else {
            test
        };
        // The choice that saves the most against the other way goes first;
        // among a unit's two ways, the cheaper.
        let key = cost - test;
        if best.as_ref().is_none_or(|(k, ..)| key < *k) {
            best = Some((key, c.clone(), test, retreat.then_some(cost)));
        } else if let Some((_, Command::ResolveHit { unit: u, .. }, _, weighed)) = &mut best {
            // The retreat weighed against the test chosen, for the reason.
            if *u == *unit && *retreat {
                *weighed = Some(cost);
            }
        }
    }
    let (_, command, test, retreat) = best?;
    let Command::ResolveHit {
        unit,
        retreat: back,
    } = command
    else {
        return None;
    };
    let why = match (back, retreat) {
        (true, Some(retreat)) => CombatReason::Retreats {
            unit,
            retreat,
            test,
        },
        (false, Some(retreat)) => CombatReason::TestsCheaper {
            unit,
            test,
            retreat,
        },
        _ if combat.retreated.contains(&unit) => CombatReason::TestsAfterRetreat { unit },
        _ => CombatReason::TestsSteady { unit, test },
    };
    Some((command, GeneralReason::Combat(why)))
}

/// What a combat stands to lose: its price (its markers' prices) and the
/// units in it.
struct Stakes {
    price: u32,
    units: Vec<TableUnitId>,
}

impl Stakes {
    fn of(game: &Game, combat: &CombatState) -> Stakes {
        let price = game
            .state
            .position
            .markers()
            .iter()
            .filter(|m| combat.markers.contains(&m.id))
            .map(|m| m.price)
            .sum();
        Stakes {
            price,
            units: members(&game.state, &combat.markers),
        }
    }
}

/// What a retreat of `unit` is expected to cost (see [`resolve_hit`]), in
/// a combat with `stakes`.
fn retreat_cost(game: &Game, stakes: &Stakes, unit: TableUnitId, risk: &RetreatRisk) -> f64 {
    let Some(p) = game.setup.profile(unit) else {
        return f64::INFINITY;
    };
    let friends = stakes
        .units
        .iter()
        .filter(|u| **u != unit)
        .filter(|u| {
            game.state
                .position
                .unit(**u)
                .is_some_and(|t| t.side == p.side)
        })
        .count();
    let last = if friends == 0 {
        f64::from(stakes.price + 1)
    } else {
        0.0
    };
    risk.breaks * 2.0 * f64::from(p.morale) + risk.costs_morale + RETREAT_LEAST + last
}

/// The least a retreat in combat costs: the combat's price raised by one,
/// weighed as half a morale point.
const RETREAT_LEAST: f64 = 0.5;

/// A tactic the general plays now, or passing: every tactic that helps is
/// played in a combat where its side fights (a unit with a weapon), since
/// a die on a tactic is spent only when played. Tactics that give units
/// modifiers are played on as many eligible units as they allow, a price
/// raised only where the side expects the better result, an enemy tactic
/// cancelled whenever one can be.
fn tactic(
    game: &Game,
    combat: &CombatState,
    side: Side,
    legal: &[Command],
) -> Option<(Command, GeneralReason)> {
    // The expected results are worked out only if a tactic is offered.
    let units = std::cell::OnceCell::new();
    let units = || units.get_or_init(|| members(&game.state, &combat.markers));
    let both = std::cell::OnceCell::new();
    let mine = std::cell::OnceCell::new();
    let expected = || {
        *both.get_or_init(|| expected_results(game, combat, units(), side, Some(side.opponent())))
    };
    // Whether the side fights needs only its own units' terms.
    let fighting =
        || *mine.get_or_init(|| expected_results(game, combat, units(), side, None).0 > 0.0);
    let army = game.army(side);
    let useful = |c: &Command| -> Option<TacticWhy> {
        let Command::PlayTactic { tactic, targets } = c else {
            return None;
        };
        let entry = army.tactics.get(*tactic)?;
        match (&entry.effect, targets) {
            (TacticEffect::RaisePrice { .. }, _) => {
                let (mine, theirs) = expected();
                (mine > theirs).then_some(TacticWhy::Ahead { mine, theirs })
            }
            (TacticEffect::CancelEnemyTactic, _) => Some(TacticWhy::Cancels),
            // Fighting: a unit of the side with a weapon.
            _ => fighting().then_some(TacticWhy::Helps),
        }
    };
    let played = legal.iter().find_map(|c| {
        let why = useful(c)?;
        let Command::PlayTactic { tactic, .. } = c else {
            return None;
        };
        let why = CombatReason::PlaysTactic {
            side,
            tactic: *tactic,
            why,
        };
        Some((c.clone(), GeneralReason::Combat(why)))
    });
    played.or(Some((
        Command::PassTactics,
        GeneralReason::Combat(CombatReason::Passes),
    )))
}

/// The result each side may expect in this combat as it stands: the mean
/// of its dice and its strength (tactics already played included). The
/// enemy's is worked out only when `enemy` names it (0 otherwise).
fn expected_results(
    game: &Game,
    combat: &CombatState,
    units: &[TableUnitId],
    side: Side,
    enemy: Option<Side>,
) -> (f64, f64) {
    let mut results = [0.0, 0.0];
    for u in units {
        let Some(t) = game.state.position.unit(*u) else {
            continue;
        };
        if t.side != side && enemy.is_none() {
            continue;
        }
        let terms = unit_terms(&game.setup, &game.state, combat, units, *u);
        let k = usize::from(t.side != side);
        results[k] += 3.5 * f64::from(terms.dice) + f64::from(terms.strength);
    }
    (results[0], results[1])
}

/// Which combat is fought first: the one where the general's side expects
/// the best result against the enemy's (a won combat first may free units
/// and morale before the doubtful ones).
pub(super) fn choose_combat(
    game: &Game,
    legal: &[Command],
    side: Side,
) -> Option<(Command, GeneralReason)> {
    let expected = |c: &Command| {
        let Command::ChooseCombat { marker } = c else {
            return None;
        };
        game.state
            .position
            .combats()
            .into_iter()
            .find(|k| k.markers.contains(marker))
            .map(|k| {
                expected_results(
                    game,
                    &untouched(&k.markers),
                    &k.units,
                    side,
                    Some(side.opponent()),
                )
            })
    };
    let margin =
        |e: Option<(f64, f64)>| e.map_or(f64::NEG_INFINITY, |(mine, theirs)| mine - theirs);
    legal
        .iter()
        .map(|c| {
            let e = expected(c);
            (margin(e), e, c)
        })
        .fold(
            None::<(f64, Option<(f64, f64)>, &Command)>,
            |best, (m, e, c)| match best {
                Some((b, ..)) if b >= m => best,
                _ => Some((m, e, c)),
            },
        )
        .map(|(_, e, c)| {
            let marker = match c {
                Command::ChooseCombat { marker } => *marker,
                _ => crate::engine::MarkerId(0),
            };
            let (mine, theirs) = e.unwrap_or((0.0, 0.0));
            let why = CombatReason::BestCombatFirst {
                marker,
                mine,
                theirs,
            };
            (c.clone(), GeneralReason::Combat(why))
        })
}

/// A combat of `markers` before anything is played in it.
fn untouched(markers: &[crate::engine::MarkerId]) -> CombatState {
    CombatState {
        markers: markers.to_vec(),
        active: Side::A,
        seats: PerSide::default(),
        stage: Stage::Roll,
        played: Vec::new(),
        hits_to_take: PerSide::new(0, 0),
        choices: PerSide::default(),
        hits: Vec::new(),
        retreated: Vec::new(),
        rerolls_used: Vec::new(),
    }
}
