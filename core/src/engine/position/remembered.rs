//! What a position works out once for an arrangement of its units (the
//! scene's geometry, ids, formations, nearest enemies, engaged pairs,
//! retreat costs, marker spots, the last move planned), and how much of it
//! a move or a removal keeps.

use super::Position;
use crate::engine::combat_zone::{Combat, CombatMarker, MarkerPlacement};
use crate::engine::formation::{self, FormationList};
use crate::engine::geometry::Aabb;
use crate::engine::movement::{MoveOrder, Moved};
use crate::engine::scene::{Scene, SceneGeometry};
use crate::engine::unit::{Placement, TableUnit, TableUnitId};
use crate::sorting::SortStably;

/// What is remembered until a unit changes. Every change to a unit goes
/// through [`Position::units_mut`], which forgets it all; it takes no part
/// in comparing or showing a position. Copies of a position share it (the
/// game works on a copy of its state for every command, and the copy asks
/// the same questions of the same units), so copying costs a count, not a
/// rebuild; a copy whose units change gets a fresh one of its own.
#[derive(Clone, Default)]
pub(super) struct WorkedOut(pub(super) std::sync::Arc<Remembered>);

#[derive(Default)]
pub(super) struct Remembered {
    pub(super) geometry: std::sync::OnceLock<SceneGeometry>,
    /// Each unit's position index by its id, worked out when first asked
    /// (units are looked up by id all the time) and kept across a move,
    /// which changes no unit's place in the list.
    pub(super) ids: std::sync::OnceLock<std::sync::Arc<IdIndex>>,
    pub(super) formations: std::sync::OnceLock<Formations>,
    /// Each unit's nearest enemy, by position index, worked out when first
    /// asked (moves and activations ask of one unit after another).
    pub(super) nearest_enemies: std::sync::OnceLock<Box<[std::sync::OnceLock<Nearest>]>>,
    /// Each unit's nearest bombardment target, by position index, worked
    /// out when first asked (the bombardment step, the general's view of
    /// its army and each of its moves ask of the same batteries again).
    pub(super) bombardment_targets:
        std::sync::OnceLock<Box<[std::sync::OnceLock<Option<TableUnitId>>]>>,
    /// Each unit's enemies in base contact, engaged with it, and in its
    /// line of fire, by position index, worked out when first asked (the
    /// combat's terms, the effects' conditions and the general's look at
    /// the table ask of the same units again and again).
    pub(super) enemies_in_contact: PerUnit<Vec<TableUnitId>>,
    pub(super) engaged_with: PerUnit<Vec<TableUnitId>>,
    pub(super) enemies_in_line_of_fire: PerUnit<Vec<TableUnitId>>,
    /// Every engaged pair of enemies (position indices, the lower first,
    /// sorted): each marker search and each unit's engaged enemies read
    /// them, where finding them looks at every pair of units.
    pub(super) engaged_pairs: std::sync::OnceLock<Vec<(usize, usize)>>,
    /// The links between units (pairs standing in formation) carried over
    /// from before the last changes, and the units that changed, whose
    /// links must be found again: a move or a retreat changes one unit's
    /// links, not the others'.
    pub(super) kept_links: Option<KeptLinks>,
    /// Each unit's nearest enemy and enemies in contact as known before
    /// the last change, and the change: most stay true when one unit
    /// moves or leaves, and are checked against it when first asked.
    pub(super) kept_answers: Option<KeptAnswers>,
    /// Where the next combat marker may go, and the markers on the table
    /// when that was worked out (markers come and go without a unit
    /// changing): the last markers asked about, replaced when they differ
    /// (a combat's first marker is placed, then its second is looked for
    /// on the same units).
    pub(super) marker_spots: ForMarkers<std::sync::Arc<[MarkerPlacement]>>,
    /// What retreats weighed so far come to (see
    /// [`Position::retreat_morale_cost`]), by the unit's position index,
    /// the direction and the whole distance: the automatic players weigh
    /// the same retreats at one decision after another.
    pub(super) retreat_costs: std::sync::Mutex<RetreatCosts>,
    /// The combats, and the markers on the table when they were worked
    /// out (a combat's steps ask for its units again and again while
    /// neither units nor markers change).
    pub(super) combats: ForMarkers<std::sync::Arc<[Combat]>>,
    /// The engine's choice of marker alone, and the markers it was found
    /// for, when it was asked before the whole list (a quicker search).
    pub(super) best_marker: ForMarkers<Option<MarkerPlacement>>,
    /// The last unit move planned that may be made, and its plan: a
    /// player checks a move before he sends it, and the game plans the same
    /// move again to make it.
    pub(super) last_move: std::sync::Mutex<Option<(MoveKey, Moved)>>,
}

/// A unit move to plan, exactly: the unit, the kind of move (0 simple, 1
/// difficult) and its numbers, and any speed an action sets, as bits
/// (-0 and 0 are not the same heading to the sines).
#[derive(Clone, Copy, PartialEq)]
pub(super) struct MoveKey {
    pub(super) unit: TableUnitId,
    pub(super) numbers: [u64; 4],
    pub(super) speed: Option<u64>,
}

impl MoveKey {
    pub(super) fn new(unit: TableUnitId, order: MoveOrder, speed: Option<f64>) -> MoveKey {
        let numbers = match order {
            MoveOrder::Simple { heading, distance } => [0.0, heading, distance, 0.0],
            MoveOrder::Difficult {
                direction,
                distance,
                facing,
            } => [1.0, direction, distance, facing],
        };
        MoveKey {
            unit,
            numbers: numbers.map(f64::to_bits),
            speed: speed.map(f64::to_bits),
        }
    }
}

/// A retreat weighed: the unit's position index, straight back (`false`)
/// or towards its own edge (`true`), and the distance.
pub(super) type RetreatKey = (usize, bool, u32);

/// The retreats weighed for one arrangement of the units.
pub(super) type RetreatCosts = std::collections::BTreeMap<RetreatKey, RetreatCost>;

/// What a retreat weighed comes to, and the ground that was found on
/// (`None`: it cannot be kept across a move).
#[derive(Clone, Copy)]
pub(super) struct RetreatCost {
    pub(super) cost: Option<u32>,
    pub(super) ground: Option<Aabb>,
}

impl RetreatCost {
    /// The retreats of `before` still true once unit `i` moved from the
    /// box `from` to the box `to`: those of the other units whose ground
    /// (where they slide, turn and land, having landed on no friend)
    /// neither box comes near. Nothing else there changed, and nothing
    /// elsewhere is looked at.
    pub(super) fn kept_after_move(
        before: &RetreatCosts,
        i: usize,
        from: &Aabb,
        to: &Aabb,
    ) -> RetreatCosts {
        RetreatCost::kept_clear_of(before, i, &[from, to], |k| k)
    }

    /// The same once unit `i`, whose box was `from`, left the table: the
    /// others' retreats renumbered past it.
    pub(super) fn kept_after_removal(before: &RetreatCosts, i: usize, from: &Aabb) -> RetreatCosts {
        RetreatCost::kept_clear_of(before, i, &[from], |k| if k > i { k - 1 } else { k })
    }

    /// The retreats of units other than `i` whose ground none of `boxes`
    /// comes near, with their units renumbered by `renumber`.
    pub(super) fn kept_clear_of(
        before: &RetreatCosts,
        i: usize,
        boxes: &[&Aabb],
        renumber: impl Fn(usize) -> usize,
    ) -> RetreatCosts {
        let clear = |ground: &Aabb| boxes.iter().all(|b| !ground.near(b, 0.0));
        let kept = before
            .iter()
            .filter(|((unit, ..), weighed)| {
                *unit != i && weighed.ground.as_ref().is_some_and(clear)
            })
            .map(|(&(unit, towards, distance), weighed)| {
                ((renumber(unit), towards, distance), *weighed)
            });
        // Inserted, not collected: a collected map sorts its entries first,
        // with a copy of the standard sort for each caller (see `sorting`).
        let mut costs = RetreatCosts::new();
        costs.extend(kept);
        costs
    }
}

/// Something found for the markers on the table (units aside): the last
/// markers asked about and what was found for them.
pub(super) type ForMarkers<T> = std::sync::Mutex<Option<(Vec<CombatMarker>, T)>>;

/// What was found for the markers on the table, if `slot` holds it for
/// those markers.
pub(super) fn found_for<T: Clone>(slot: &ForMarkers<T>, markers: &[CombatMarker]) -> Option<T> {
    let last = slot.lock().ok()?;
    last.as_ref()
        .filter(|(found_for, _)| found_for == markers)
        .map(|(_, found)| found.clone())
}

/// Units' position indices by id: `slots[id]` is the first unit with that
/// id (`NO_UNIT` for none), for ids no larger than a few times the number
/// of units, as a game numbers them from 1; `None` for sparser ids, whose
/// units are searched for.
pub(super) struct IdIndex {
    pub(super) slots: Option<Vec<u32>>,
}

/// The slot of an id no unit has.
const NO_UNIT: u32 = u32::MAX;

impl IdIndex {
    pub(super) fn of(units: &[TableUnit]) -> IdIndex {
        let most = units.iter().map(|u| u.id.0 as usize).max().unwrap_or(0);
        if most > 4 * units.len() + 64 {
            return IdIndex { slots: None };
        }
        let mut slots = vec![NO_UNIT; most + 1];
        // Backwards, so that the first of any units sharing an id stays.
        for (i, unit) in units.iter().enumerate().rev() {
            slots[unit.id.0 as usize] = i as u32;
        }
        IdIndex { slots: Some(slots) }
    }

    /// The index of unit `id` among `units` (those it was made of): the
    /// first unit with that id.
    pub(super) fn find(&self, units: &[TableUnit], id: TableUnitId) -> Option<usize> {
        match &self.slots {
            Some(slots) => slots
                .get(id.0 as usize)
                .filter(|&&i| i != NO_UNIT)
                .map(|&i| i as usize),
            None => units.iter().position(|u| u.id == id),
        }
    }
}

/// Two units (position indices, the lower first) in formation together.
pub(super) type Link = (usize, usize);

/// The links known before some changes, without those of the units that
/// changed since (position indices now), whose links are found again.
pub(super) struct KeptLinks {
    pub(super) links: Vec<Link>,
    pub(super) changed: Vec<usize>,
}

impl KeptLinks {
    /// What `before` knew of the links (worked out, or itself kept from
    /// further back: several moves may come between two askings), still
    /// true once unit `i` moved: those of the other units.
    pub(super) fn after_move(before: &Remembered, i: usize) -> Option<KeptLinks> {
        let mut kept = KeptLinks::known(before)?;
        kept.links.retain(|(a, b)| *a != i && *b != i);
        if !kept.changed.contains(&i) {
            kept.changed.push(i);
        }
        Some(kept)
    }

    /// The same once unit `i` left the table: the others' links and
    /// changes renumbered past the gap.
    pub(super) fn after_removal(before: &Remembered, i: usize) -> Option<KeptLinks> {
        let KeptLinks { links, changed } = KeptLinks::known(before)?;
        let shift = |k: usize| if k > i { k - 1 } else { k };
        let others = links.into_iter().filter(|(a, b)| *a != i && *b != i);
        Some(KeptLinks {
            links: others.map(|(a, b)| (shift(a), shift(b))).collect(),
            changed: changed.into_iter().filter(|&k| k != i).map(shift).collect(),
        })
    }

    /// The links `before` knows: all of them once worked out, else those
    /// it kept and the units whose links are still to find.
    pub(super) fn known(before: &Remembered) -> Option<KeptLinks> {
        if let Some(f) = before.formations.get() {
            return Some(KeptLinks {
                links: f.links.clone(),
                changed: Vec::new(),
            });
        }
        before.kept_links.as_ref().map(|k| KeptLinks {
            links: k.links.clone(),
            changed: k.changed.clone(),
        })
    }

    /// Every link now: the kept ones and those of the changed units, in
    /// order, each once (two changed units may link with each other), as
    /// `formation::links` finds them.
    pub(super) fn completed(&self, scene: &Scene) -> Vec<Link> {
        let mut links = self.links.clone();
        for &i in &self.changed {
            links.extend(formation::links_of(scene, i));
        }
        links.sort_stably();
        links.dedup();
        links
    }
}

/// The change from the arrangement some answers were found for to this
/// one.
#[derive(Clone, Copy)]
pub(super) enum Change {
    /// The unit at this index moved (or turned).
    Moved(usize),
    /// This unit left the table (the answers are renumbered past it).
    Removed(TableUnitId),
}

/// Answers found for each unit (by position index, `None` if not asked)
/// before `change`.
pub(super) struct KeptAnswers {
    pub(super) change: Change,
    pub(super) nearest: Vec<Option<Nearest>>,
    pub(super) in_contact: Vec<Option<Vec<TableUnitId>>>,
}

impl KeptAnswers {
    /// What `before` knew, for the units left after `change` (`removed`:
    /// the index of a unit that left, whose answers go); `None` if it was
    /// asked nothing (as while the armies deploy).
    pub(super) fn of(
        before: &Remembered,
        change: Change,
        removed: Option<usize>,
    ) -> Option<KeptAnswers> {
        if before.nearest_enemies.get().is_none() && before.enemies_in_contact.get().is_none() {
            return None;
        }
        fn known<T: Clone>(cells: &PerUnit<T>, removed: Option<usize>) -> Vec<Option<T>> {
            let Some(cells) = cells.get() else {
                return Vec::new();
            };
            let left = cells
                .iter()
                .enumerate()
                .filter(|(k, _)| Some(*k) != removed);
            // Room for every unit at once (a filtered list grows step by step).
            let mut known = Vec::with_capacity(cells.len());
            known.extend(left.map(|(_, cell)| cell.get().cloned()));
            known
        }
        Some(KeptAnswers {
            change,
            nearest: known(&before.nearest_enemies, removed),
            in_contact: known(&before.enemies_in_contact, removed),
        })
    }
}

/// A unit's nearest enemy and how far it is; `None` with no enemy.
pub(super) type Nearest = Option<(f64, TableUnitId)>;

/// An answer for each unit (by position index), each worked out when first
/// asked.
pub(super) type PerUnit<T> = std::sync::OnceLock<Box<[std::sync::OnceLock<T>]>>;

/// Where the lowest bound of `(bound, unit)` pairs is, the first of
/// equal ones: the order a stable sort by bound would measure them in.
pub(super) fn first_lowest_bound(pairs: &[(f64, usize)]) -> Option<usize> {
    pairs
        .iter()
        .enumerate()
        .min_by(|(_, a), (_, b)| a.0.total_cmp(&b.0))
        .map(|(at, _)| at)
}

/// One empty cell for each of `n` units, for an answer worked out when
/// first asked.
pub(super) fn per_unit_cells<T>(n: usize) -> Box<[std::sync::OnceLock<T>]> {
    (0..n).map(|_| std::sync::OnceLock::new()).collect()
}

/// The formations, which one each unit (by position index) is in, and the
/// links they are made of.
pub(super) struct Formations {
    pub(super) all: FormationList,
    pub(super) of_unit: Vec<usize>,
    pub(super) links: Vec<Link>,
}

outside_the_game!(WorkedOut);

impl Position {
    /// The units, to change: forgets what was worked out from them.
    pub(super) fn units_mut(&mut self) -> &mut Vec<TableUnit> {
        self.worked_out = WorkedOut::default();
        std::sync::Arc::make_mut(&mut self.units)
    }

    /// Puts unit `i` at `placement`. What depends on one unit alone (its
    /// corners, box and terrain) is kept for the others; what depends on
    /// them together (formations, nearest enemies) is forgotten.
    pub(super) fn set_placement_of(&mut self, i: usize, placement: Placement) {
        let before = std::sync::Arc::clone(&self.worked_out.0);
        let kept_links = KeptLinks::after_move(&before, i);
        let units = self.units_mut();
        let Some(unit) = units.get_mut(i) else {
            return;
        };
        unit.placement = placement;
        if let Some(old) = before.geometry.get() {
            let geometry = old.with_changed(i, &self.units[i], &self.terrain);
            let retreat_costs = match (
                old.bounds(i),
                geometry.bounds(i),
                before.retreat_costs.lock(),
            ) {
                (Some(from), Some(to), Ok(costs)) => {
                    RetreatCost::kept_after_move(&costs, i, from, to)
                }
                _ => RetreatCosts::new(),
            };
            let remembered = Remembered {
                kept_links,
                kept_answers: KeptAnswers::of(&before, Change::Moved(i), None),
                retreat_costs: std::sync::Mutex::new(retreat_costs),
                ..Remembered::default()
            };
            let _ = remembered.geometry.set(geometry);
            if let Some(ids) = before.ids.get() {
                let _ = remembered.ids.set(std::sync::Arc::clone(ids));
            }
            self.worked_out = WorkedOut(std::sync::Arc::new(remembered));
        }
    }

    /// Takes the unit at index `i` off the table, keeping what was worked
    /// out for each of the others alone.
    pub(super) fn remove_index(&mut self, i: usize) -> Option<TableUnit> {
        let before = std::sync::Arc::clone(&self.worked_out.0);
        let kept = before.geometry.get().map(|g| g.without(i));
        let kept_links = KeptLinks::after_removal(&before, i);
        let retreat_costs = match (before.geometry.get(), before.retreat_costs.lock()) {
            (Some(old), Ok(costs)) => old
                .bounds(i)
                .map(|from| RetreatCost::kept_after_removal(&costs, i, from))
                .unwrap_or_default(),
            _ => RetreatCosts::new(),
        };
        let units = self.units_mut();
        let unit = (i < units.len()).then(|| units.remove(i))?;
        if let Some(geometry) = kept {
            let change = Change::Removed(unit.id);
            let remembered = Remembered {
                kept_links,
                kept_answers: KeptAnswers::of(&before, change, Some(i)),
                retreat_costs: std::sync::Mutex::new(retreat_costs),
                ..Remembered::default()
            };
            let _ = remembered.geometry.set(geometry);
            self.worked_out = WorkedOut(std::sync::Arc::new(remembered));
        }
        Some(unit)
    }

    /// What `work` finds for unit `id` (by its position index), remembered
    /// in `cells` until a unit changes; empty for an unknown id.
    pub(super) fn remembered_for(
        &self,
        id: TableUnitId,
        cells: &PerUnit<Vec<TableUnitId>>,
        work: impl FnOnce(usize) -> Vec<TableUnitId>,
    ) -> Vec<TableUnitId> {
        let Some(i) = self.index_of(id) else {
            return Vec::new();
        };
        cells
            .get_or_init(|| per_unit_cells(self.units.len()))
            .get(i)
            .map_or_else(Vec::new, |cell| cell.get_or_init(|| work(i)).clone())
    }
}
