//! A position: the table and everything on it, checked for sense when made.
//!
//! A `Position` can only be built through [`Position::new`] (or deserialized
//! through it), which rejects impossible positions with every problem named
//! at once: numbers that are not finite, units off the table or overlapping,
//! commanders on units, malformed terrain. Its parts are read through
//! accessors and changed only through methods that keep it valid (moves,
//! retreats, placing and removing), so every rule can trust its input.

use super::combat_zone::{self, Combat, CombatMarker, MarkerId, MarkerPlacement};
use super::commander::{Commander, CommanderId};
use super::contact::{self, Contact};
use super::fire::{self, FireCheck};
use super::formation::{self, Formation, FormationList};
use super::geometry::{
    contains_point, farther_than, overlap_depth, polygons_overlap, Aabb, Point, EPSILON,
};
use super::movement::{self, CommanderMoved, MoveError, Moved};
use super::retreat::{self, RetreatDirection, RetreatError, RetreatOutcome};
use super::scene::{Scene, SceneGeometry};
use super::table::{Side, Table};
use super::terrain::{ShapeProblem, TerrainElement};
use super::unit::{Placement, TableUnit, TableUnitId, MAX_DEPTH};
use crate::sorting::SortStably;
use serde::{Deserialize, Serialize};

/// The largest table side accepted, in UW (a 6 m table at 20 mm bases).
pub(crate) const MAX_TABLE_SIDE: f64 = 300.0;

/// The thing a problem is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Item {
    Table,
    /// A terrain element, by its index in the position's list.
    Terrain(usize),
    Unit(TableUnitId),
    Commander(CommanderId),
    Marker(MarkerId),
}

/// Which number of an item.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Field {
    Width,
    Depth,
    X,
    Y,
    Facing,
}

/// Why a position is impossible.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum PositionError {
    /// NaN or infinite.
    NotFinite {
        item: Item,
        field: Field,
    },
    BadTableSize {
        width: f64,
        depth: f64,
    },
    /// A unit's depth must be more than 0 and at most [`MAX_DEPTH`].
    BadUnitDepth {
        unit: TableUnitId,
        depth: f64,
    },
    DuplicateUnit {
        unit: TableUnitId,
    },
    DuplicateCommander {
        commander: CommanderId,
    },
    DuplicateMarker {
        marker: MarkerId,
    },
    /// `corner` of the unit is off the table.
    UnitOffTable {
        unit: TableUnitId,
        corner: Point,
    },
    /// Two units overlap, by `depth` UW, around `at` (the midpoint of their centres).
    UnitsOverlap {
        first: TableUnitId,
        second: TableUnitId,
        depth: f64,
        at: Point,
    },
    CommanderOffTable {
        commander: CommanderId,
        at: Point,
    },
    CommanderOnUnit {
        commander: CommanderId,
        unit: TableUnitId,
        at: Point,
    },
    MarkerOffTable {
        marker: MarkerId,
        at: Point,
    },
    BadTerrainShape {
        element: usize,
        problem: ShapeProblem,
    },
    /// An emplacement holds exactly one unit.
    CrowdedEmplacement {
        element: usize,
        units: Vec<TableUnitId>,
    },
    /// No unit with this id (for edits of a position).
    UnknownUnit {
        unit: TableUnitId,
    },
    UnknownMarker {
        marker: MarkerId,
    },
    UnknownCommander {
        commander: CommanderId,
    },
}

/// The table and everything on it. See the module documentation.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(try_from = "PositionParts", into = "PositionParts")]
pub struct Position {
    table: Table,
    /// Shared by copies of a position: terrain never changes, and units are
    /// copied only when one of them changes (the game works on a copy of
    /// its state for every command, and most commands move no unit).
    terrain: std::sync::Arc<[TerrainElement]>,
    units: std::sync::Arc<Vec<TableUnit>>,
    commanders: Vec<Commander>,
    markers: Vec<CombatMarker>,
    /// The units' corners, boxes and terrain, and the formations, worked
    /// out at most once per arrangement of the units: the turn asks about
    /// one arrangement many times between two moves.
    worked_out: WorkedOut,
}

/// What is remembered until a unit changes. Every change to a unit goes
/// through [`Position::units_mut`], which forgets it all; it takes no part
/// in comparing or showing a position. Copies of a position share it (the
/// game works on a copy of its state for every command, and the copy asks
/// the same questions of the same units), so copying costs a count, not a
/// rebuild; a copy whose units change gets a fresh one of its own.
#[derive(Clone, Default)]
struct WorkedOut(std::sync::Arc<Remembered>);

#[derive(Default)]
struct Remembered {
    geometry: std::sync::OnceLock<SceneGeometry>,
    /// Each unit's position index by its id, worked out when first asked
    /// (units are looked up by id all the time) and kept across a move,
    /// which changes no unit's place in the list.
    ids: std::sync::OnceLock<std::sync::Arc<IdIndex>>,
    formations: std::sync::OnceLock<Formations>,
    /// Each unit's nearest enemy, by position index, worked out when first
    /// asked (moves and activations ask of one unit after another).
    nearest_enemies: std::sync::OnceLock<Box<[std::sync::OnceLock<Nearest>]>>,
    /// Each unit's nearest bombardment target, by position index, worked
    /// out when first asked (the bombardment step, the general's view of
    /// its army and each of its moves ask of the same batteries again).
    bombardment_targets: std::sync::OnceLock<Box<[std::sync::OnceLock<Option<TableUnitId>>]>>,
    /// Each unit's enemies in base contact, engaged with it, and in its
    /// line of fire, by position index, worked out when first asked (the
    /// combat's terms, the effects' conditions and the general's look at
    /// the table ask of the same units again and again).
    enemies_in_contact: PerUnit<Vec<TableUnitId>>,
    engaged_with: PerUnit<Vec<TableUnitId>>,
    enemies_in_line_of_fire: PerUnit<Vec<TableUnitId>>,
    /// Every engaged pair of enemies (position indices, the lower first,
    /// sorted): each marker search and each unit's engaged enemies read
    /// them, where finding them looks at every pair of units.
    engaged_pairs: std::sync::OnceLock<Vec<(usize, usize)>>,
    /// The links between units (pairs standing in formation) carried over
    /// from before the last changes, and the units that changed, whose
    /// links must be found again: a move or a retreat changes one unit's
    /// links, not the others'.
    kept_links: Option<KeptLinks>,
    /// Each unit's nearest enemy and enemies in contact as known before
    /// the last change, and the change: most stay true when one unit
    /// moves or leaves, and are checked against it when first asked.
    kept_answers: Option<KeptAnswers>,
    /// Where the next combat marker may go, and the markers on the table
    /// when that was worked out (markers come and go without a unit
    /// changing): the last markers asked about, replaced when they differ
    /// (a combat's first marker is placed, then its second is looked for
    /// on the same units).
    marker_spots: ForMarkers<std::sync::Arc<[MarkerPlacement]>>,
    /// What retreats weighed so far come to (see
    /// [`Position::retreat_morale_cost`]), by the unit's position index,
    /// the direction and the whole distance: the automatic players weigh
    /// the same retreats at one decision after another.
    retreat_costs: std::sync::Mutex<RetreatCosts>,
    /// The combats, and the markers on the table when they were worked
    /// out (a combat's steps ask for its units again and again while
    /// neither units nor markers change).
    combats: ForMarkers<std::sync::Arc<[Combat]>>,
    /// The engine's choice of marker alone, and the markers it was found
    /// for, when it was asked before the whole list (a quicker search).
    best_marker: ForMarkers<Option<MarkerPlacement>>,
    /// The last unit move planned that may be made, and its plan: a
    /// player checks a move before he sends it, and the game plans the same
    /// move again to make it.
    last_move: std::sync::Mutex<Option<(MoveKey, Moved)>>,
}

/// A unit move to plan, exactly: the unit, the kind of move (0 simple, 1
/// difficult) and its numbers, and any speed an action sets, as bits
/// (-0 and 0 are not the same heading to the sines).
#[derive(Clone, Copy, PartialEq)]
struct MoveKey {
    unit: TableUnitId,
    numbers: [u64; 4],
    speed: Option<u64>,
}

impl MoveKey {
    fn new(unit: TableUnitId, numbers: [f64; 4], speed: Option<f64>) -> MoveKey {
        MoveKey {
            unit,
            numbers: numbers.map(f64::to_bits),
            speed: speed.map(f64::to_bits),
        }
    }
}

/// A retreat weighed: the unit's position index, straight back (`false`)
/// or towards its own edge (`true`), and the distance.
type RetreatKey = (usize, bool, u32);

/// The retreats weighed for one arrangement of the units.
type RetreatCosts = std::collections::BTreeMap<RetreatKey, RetreatCost>;

/// What a retreat weighed comes to, and the ground that was found on
/// (`None`: it cannot be kept across a move).
#[derive(Clone, Copy)]
struct RetreatCost {
    cost: Option<u32>,
    ground: Option<Aabb>,
}

impl RetreatCost {
    /// The retreats of `before` still true once unit `i` moved from the
    /// box `from` to the box `to`: those of the other units whose ground
    /// (where they slide, turn and land, having landed on no friend)
    /// neither box comes near. Nothing else there changed, and nothing
    /// elsewhere is looked at.
    fn kept_after_move(before: &RetreatCosts, i: usize, from: &Aabb, to: &Aabb) -> RetreatCosts {
        RetreatCost::kept_clear_of(before, i, &[from, to], |k| k)
    }

    /// The same once unit `i`, whose box was `from`, left the table: the
    /// others' retreats renumbered past it.
    fn kept_after_removal(before: &RetreatCosts, i: usize, from: &Aabb) -> RetreatCosts {
        RetreatCost::kept_clear_of(before, i, &[from], |k| if k > i { k - 1 } else { k })
    }

    /// The retreats of units other than `i` whose ground none of `boxes`
    /// comes near, with their units renumbered by `renumber`.
    fn kept_clear_of(
        before: &RetreatCosts,
        i: usize,
        boxes: &[&Aabb],
        renumber: impl Fn(usize) -> usize,
    ) -> RetreatCosts {
        let clear = |ground: &Aabb| boxes.iter().all(|b| !ground.near(b, 0.0));
        before
            .iter()
            .filter(|((unit, ..), weighed)| {
                *unit != i && weighed.ground.as_ref().is_some_and(clear)
            })
            .map(|(&(unit, towards, distance), weighed)| {
                ((renumber(unit), towards, distance), *weighed)
            })
            .collect()
    }
}

/// Something found for the markers on the table (units aside): the last
/// markers asked about and what was found for them.
type ForMarkers<T> = std::sync::Mutex<Option<(Vec<CombatMarker>, T)>>;

/// What was found for the markers on the table, if `slot` holds it for
/// those markers.
fn found_for<T: Clone>(slot: &ForMarkers<T>, markers: &[CombatMarker]) -> Option<T> {
    let last = slot.lock().ok()?;
    last.as_ref()
        .filter(|(found_for, _)| found_for == markers)
        .map(|(_, found)| found.clone())
}

/// Units' position indices by id: `slots[id]` is the first unit with that
/// id (`NO_UNIT` for none), for ids no larger than a few times the number
/// of units, as a game numbers them from 1; `None` for sparser ids, whose
/// units are searched for.
struct IdIndex {
    slots: Option<Vec<u32>>,
}

/// The slot of an id no unit has.
const NO_UNIT: u32 = u32::MAX;

impl IdIndex {
    fn of(units: &[TableUnit]) -> IdIndex {
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
    fn find(&self, units: &[TableUnit], id: TableUnitId) -> Option<usize> {
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
type Link = (usize, usize);

/// The links known before some changes, without those of the units that
/// changed since (position indices now), whose links are found again.
struct KeptLinks {
    links: Vec<Link>,
    changed: Vec<usize>,
}

impl KeptLinks {
    /// What `before` knew of the links (worked out, or itself kept from
    /// further back: several moves may come between two askings), still
    /// true once unit `i` moved: those of the other units.
    fn after_move(before: &Remembered, i: usize) -> Option<KeptLinks> {
        let mut kept = KeptLinks::known(before)?;
        kept.links.retain(|(a, b)| *a != i && *b != i);
        if !kept.changed.contains(&i) {
            kept.changed.push(i);
        }
        Some(kept)
    }

    /// The same once unit `i` left the table: the others' links and
    /// changes renumbered past the gap.
    fn after_removal(before: &Remembered, i: usize) -> Option<KeptLinks> {
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
    fn known(before: &Remembered) -> Option<KeptLinks> {
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
    fn completed(&self, scene: &Scene) -> Vec<Link> {
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
enum Change {
    /// The unit at this index moved (or turned).
    Moved(usize),
    /// This unit left the table (the answers are renumbered past it).
    Removed(TableUnitId),
}

/// Answers found for each unit (by position index, `None` if not asked)
/// before `change`.
struct KeptAnswers {
    change: Change,
    nearest: Vec<Option<Nearest>>,
    in_contact: Vec<Option<Vec<TableUnitId>>>,
}

impl KeptAnswers {
    /// What `before` knew, for the units left after `change` (`removed`:
    /// the index of a unit that left, whose answers go); `None` if it was
    /// asked nothing (as while the armies deploy).
    fn of(before: &Remembered, change: Change, removed: Option<usize>) -> Option<KeptAnswers> {
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
type Nearest = Option<(f64, TableUnitId)>;

/// An answer for each unit (by position index), each worked out when first
/// asked.
type PerUnit<T> = std::sync::OnceLock<Box<[std::sync::OnceLock<T>]>>;

/// Where the lowest bound of `(bound, unit)` pairs is, the first of
/// equal ones: the order a stable sort by bound would measure them in.
fn first_lowest_bound(pairs: &[(f64, usize)]) -> Option<usize> {
    pairs
        .iter()
        .enumerate()
        .min_by(|(_, a), (_, b)| a.0.total_cmp(&b.0))
        .map(|(at, _)| at)
}

/// One empty cell for each of `n` units, for an answer worked out when
/// first asked.
fn per_unit_cells<T>(n: usize) -> Box<[std::sync::OnceLock<T>]> {
    (0..n).map(|_| std::sync::OnceLock::new()).collect()
}

/// The formations, which one each unit (by position index) is in, and the
/// links they are made of.
struct Formations {
    all: FormationList,
    of_unit: Vec<usize>,
    links: Vec<Link>,
}

impl PartialEq for WorkedOut {
    fn eq(&self, _: &WorkedOut) -> bool {
        true
    }
}

impl std::fmt::Debug for WorkedOut {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("WorkedOut")
    }
}

/// A position's parts, unchecked: what is saved and loaded.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PositionParts {
    pub table: Table,
    pub terrain: Vec<TerrainElement>,
    pub units: Vec<TableUnit>,
    #[serde(default)]
    pub commanders: Vec<Commander>,
    #[serde(default)]
    pub markers: Vec<CombatMarker>,
}

impl TryFrom<PositionParts> for Position {
    type Error = PositionErrors;
    fn try_from(parts: PositionParts) -> Result<Position, PositionErrors> {
        Position::new(
            parts.table,
            parts.terrain,
            parts.units,
            parts.commanders,
            parts.markers,
        )
        .map_err(PositionErrors)
    }
}

impl From<Position> for PositionParts {
    fn from(position: Position) -> PositionParts {
        PositionParts {
            table: position.table,
            terrain: position.terrain.to_vec(),
            units: std::sync::Arc::unwrap_or_clone(position.units),
            commanders: position.commanders,
            markers: position.markers,
        }
    }
}

/// Every problem of a rejected position (serde needs one error type that
/// displays).
#[derive(Clone, Debug, PartialEq)]
pub struct PositionErrors(pub Vec<PositionError>);

impl std::fmt::Display for PositionErrors {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // A count, not the errors themselves: this text can reach a player
        // (inside a damaged file's message), and Debug text must not.
        match self.0.len() {
            1 => write!(f, "an impossible position (1 problem)"),
            n => write!(f, "an impossible position ({n} problems)"),
        }
    }
}

fn check_finite(errors: &mut Vec<PositionError>, item: Item, values: &[(f64, Field)]) -> bool {
    let mut ok = true;
    for (value, field) in values {
        if !value.is_finite() {
            errors.push(PositionError::NotFinite {
                item,
                field: *field,
            });
            ok = false;
        }
    }
    ok
}

/// A commander's own checks, into `errors`: its numbers, on the table
/// (when the table is sound), and off every sound unit (`units`: their ids
/// and corners).
fn check_commander<'a>(
    errors: &mut Vec<PositionError>,
    commander: &Commander,
    table: Option<&Table>,
    units: impl Iterator<Item = (TableUnitId, &'a [Point; 4])>,
) {
    let at = commander.at;
    if !check_finite(
        errors,
        Item::Commander(commander.id),
        &[(at.x, Field::X), (at.y, Field::Y)],
    ) {
        return;
    }
    if table.is_some_and(|t| !t.contains(at)) {
        errors.push(PositionError::CommanderOffTable {
            commander: commander.id,
            at,
        });
    }
    for (unit, corners) in units {
        if contains_point(&corners[..], at, -EPSILON) {
            errors.push(PositionError::CommanderOnUnit {
                commander: commander.id,
                unit,
                at,
            });
        }
    }
}

impl Position {
    /// Checks and builds a position; on failure, every problem found.
    pub fn new(
        table: Table,
        terrain: Vec<TerrainElement>,
        units: Vec<TableUnit>,
        commanders: Vec<Commander>,
        markers: Vec<CombatMarker>,
    ) -> Result<Position, Vec<PositionError>> {
        let mut errors = Vec::new();
        let table_ok = check_finite(
            &mut errors,
            Item::Table,
            &[(table.width, Field::Width), (table.depth, Field::Depth)],
        );
        if table_ok
            && !(table.width > 0.0
                && table.depth > 0.0
                && table.width <= MAX_TABLE_SIDE
                && table.depth <= MAX_TABLE_SIDE)
        {
            errors.push(PositionError::BadTableSize {
                width: table.width,
                depth: table.depth,
            });
        }
        let table_ok = table_ok && errors.is_empty();

        let mut checked_terrain = Vec::with_capacity(terrain.len());
        for (index, element) in terrain.into_iter().enumerate() {
            match element.shape.normalized() {
                Ok(shape) => checked_terrain.push(TerrainElement { shape, ..element }),
                Err(problem) => {
                    errors.push(PositionError::BadTerrainShape {
                        element: index,
                        problem,
                    });
                    checked_terrain.push(element);
                }
            }
        }
        let terrain_ok = !errors
            .iter()
            .any(|e| matches!(e, PositionError::BadTerrainShape { .. }));

        // Units: numbers, depth, ids, on the table, not overlapping.
        let mut sound = vec![false; units.len()];
        for (i, unit) in units.iter().enumerate() {
            let item = Item::Unit(unit.id);
            let mut ok = check_finite(
                &mut errors,
                item,
                &[
                    (unit.placement.centre.x, Field::X),
                    (unit.placement.centre.y, Field::Y),
                    (unit.placement.facing, Field::Facing),
                    (unit.depth, Field::Depth),
                ],
            );
            if ok && !(unit.depth > EPSILON && unit.depth <= MAX_DEPTH) {
                errors.push(PositionError::BadUnitDepth {
                    unit: unit.id,
                    depth: unit.depth,
                });
                ok = false;
            }
            if units[..i].iter().any(|u| u.id == unit.id) {
                errors.push(PositionError::DuplicateUnit { unit: unit.id });
            }
            if ok && table_ok {
                if let Some(corner) = unit.corners().iter().find(|c| !table.contains(**c)) {
                    errors.push(PositionError::UnitOffTable {
                        unit: unit.id,
                        corner: *corner,
                    });
                }
            }
            sound[i] = ok;
        }
        let corners: Vec<[Point; 4]> = units.iter().map(TableUnit::corners).collect();
        for i in 0..units.len() {
            for j in (i + 1)..units.len() {
                if !(sound[i] && sound[j]) {
                    continue;
                }
                let (a, b) = (&units[i], &units[j]);
                if a.placement.centre.distance(b.placement.centre) > a.radius() + b.radius() {
                    continue;
                }
                if polygons_overlap(&corners[i], &corners[j]) {
                    let depth = overlap_depth(&corners[i], &corners[j]);
                    errors.push(PositionError::UnitsOverlap {
                        first: a.id,
                        second: b.id,
                        depth,
                        at: (a.placement.centre + b.placement.centre) * 0.5,
                    });
                }
            }
        }
        if terrain_ok {
            for (index, element) in checked_terrain.iter().enumerate() {
                if !element.traits.emplacement {
                    continue;
                }
                let inside: Vec<TableUnitId> = units
                    .iter()
                    .zip(&corners)
                    .zip(&sound)
                    .filter(|((_, c), ok)| **ok && element.shape.overlaps_polygon(&c[..]))
                    .map(|((u, _), _)| u.id)
                    .collect();
                if inside.len() > 1 {
                    errors.push(PositionError::CrowdedEmplacement {
                        element: index,
                        units: inside,
                    });
                }
            }
        }

        for (i, commander) in commanders.iter().enumerate() {
            if commanders[..i].iter().any(|c| c.id == commander.id) {
                errors.push(PositionError::DuplicateCommander {
                    commander: commander.id,
                });
            }
            let sound_units = units
                .iter()
                .zip(&corners)
                .zip(&sound)
                .filter(|(_, ok)| **ok)
                .map(|((u, c), _)| (u.id, c));
            check_commander(
                &mut errors,
                commander,
                table_ok.then_some(&table),
                sound_units,
            );
        }
        for (i, marker) in markers.iter().enumerate() {
            if markers[..i].iter().any(|m| m.id == marker.id) {
                errors.push(PositionError::DuplicateMarker { marker: marker.id });
            }
            if check_finite(
                &mut errors,
                Item::Marker(marker.id),
                &[(marker.at.x, Field::X), (marker.at.y, Field::Y)],
            ) && table_ok
                && !table.contains(marker.at)
            {
                errors.push(PositionError::MarkerOffTable {
                    marker: marker.id,
                    at: marker.at,
                });
            }
        }
        if !errors.is_empty() {
            return Err(errors);
        }
        Ok(Position {
            table,
            terrain: checked_terrain.into(),
            units: std::sync::Arc::new(units),
            commanders,
            markers,
            worked_out: WorkedOut::default(),
        })
    }

    /// An empty standard table.
    pub fn empty() -> Position {
        Position {
            table: Table::standard(),
            terrain: Vec::new().into(),
            units: std::sync::Arc::default(),
            commanders: Vec::new(),
            markers: Vec::new(),
            worked_out: WorkedOut::default(),
        }
    }

    pub fn table(&self) -> &Table {
        &self.table
    }

    pub fn terrain(&self) -> &[TerrainElement] {
        &self.terrain
    }

    pub fn units(&self) -> &[TableUnit] {
        &self.units
    }

    pub fn commanders(&self) -> &[Commander] {
        &self.commanders
    }

    pub fn markers(&self) -> &[CombatMarker] {
        &self.markers
    }

    pub fn unit(&self, id: TableUnitId) -> Option<&TableUnit> {
        self.index_of(id).map(|i| &self.units[i])
    }

    /// The position index of unit `id`: the first unit with that id.
    pub(crate) fn index_of(&self, id: TableUnitId) -> Option<usize> {
        self.worked_out
            .0
            .ids
            .get_or_init(|| std::sync::Arc::new(IdIndex::of(&self.units)))
            .find(&self.units, id)
    }

    /// The units, to change: forgets what was worked out from them.
    fn units_mut(&mut self) -> &mut Vec<TableUnit> {
        self.worked_out = WorkedOut::default();
        std::sync::Arc::make_mut(&mut self.units)
    }

    /// Puts unit `i` at `placement`. What depends on one unit alone (its
    /// corners, box and terrain) is kept for the others; what depends on
    /// them together (formations, nearest enemies) is forgotten.
    fn set_placement_of(&mut self, i: usize, placement: Placement) {
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
    fn remove_index(&mut self, i: usize) -> Option<TableUnit> {
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

    fn scene(&self) -> Scene<'_> {
        let geometry = self
            .worked_out
            .0
            .geometry
            .get_or_init(|| SceneGeometry::new(&self.units, &self.terrain));
        Scene::new(
            &self.table,
            &self.commanders,
            &self.units,
            &self.terrain,
            geometry,
        )
    }

    fn pair(&self, a: TableUnitId, b: TableUnitId) -> Option<(usize, usize)> {
        let (i, j) = (self.index_of(a)?, self.index_of(b)?);
        (i != j).then_some((i, j))
    }

    fn ids(&self, indices: impl IntoIterator<Item = usize>) -> Vec<TableUnitId> {
        // Room for as many as there may be at once (the indices are mostly
        // a filtered list of every unit, which would grow step by step).
        let indices = indices.into_iter();
        let mut ids = Vec::with_capacity(indices.size_hint().1.unwrap_or(0));
        ids.extend(indices.map(|i| self.units[i].id));
        ids
    }

    /// What `work` finds for unit `id` (by its position index), remembered
    /// in `cells` until a unit changes; empty for an unknown id.
    fn remembered_for(
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

    /// The same position with its parts rebuilt and checked again.
    fn rebuilt(parts: PositionParts) -> Result<Position, Vec<PositionError>> {
        Position::new(
            parts.table,
            parts.terrain,
            parts.units,
            parts.commanders,
            parts.markers,
        )
    }

    // ------------------------------------------------------------ terrain

    /// The terrain elements (indices) unit `id` is even partly in, as the
    /// scene worked them out.
    pub fn terrain_of(&self, id: TableUnitId) -> Vec<usize> {
        self.index_of(id)
            .map(|i| self.scene().membership[i].to_vec())
            .unwrap_or_default()
    }

    /// Whether unit `id` is wholly inside element `element`.
    pub fn wholly_in(&self, id: TableUnitId, element: usize) -> bool {
        match (self.corners_of(id), self.terrain.get(element)) {
            (Some(corners), Some(e)) => e.shape.contains_polygon(&corners),
            _ => false,
        }
    }

    // ----------------------------------------------------------- contacts

    /// How two units touch; `None` if they do not (or an id is unknown).
    pub fn contact(&self, a: TableUnitId, b: TableUnitId) -> Option<Contact> {
        let (i, j) = self.pair(a, b)?;
        let scene = self.scene();
        contact::contact(
            &self.units[i],
            &self.units[j],
            &scene.corners[i],
            &scene.corners[j],
        )
    }

    /// Base contact: touching, or touching the emplacement the other is in.
    pub fn in_base_contact(&self, a: TableUnitId, b: TableUnitId) -> bool {
        self.pair(a, b)
            .is_some_and(|(i, j)| fire::base_contact(&self.scene(), i, j))
    }

    /// Whether `a` flanks the enemy `b`: touching it, but neither its front
    /// side nor its front corners.
    pub fn flanking(&self, a: TableUnitId, b: TableUnitId) -> bool {
        self.pair(a, b).is_some_and(|(i, j)| {
            self.units[i].side != self.units[j].side
                && contact::flanks(&self.units[i], &self.units[j])
        })
    }

    /// The enemies touching unit `id`.
    pub fn enemies_in_contact(&self, id: TableUnitId) -> Vec<TableUnitId> {
        self.remembered_for(id, &self.worked_out.0.enemies_in_contact, |i| {
            self.kept_enemies_in_contact(i)
                .unwrap_or_else(|| self.find_enemies_in_contact(i))
        })
    }

    /// Unit `i`'s enemies in contact as known before the last change, if
    /// that change cannot have changed them: base contact is between two
    /// units alone, so only the unit that moved can come or go, and one
    /// that left only goes.
    fn kept_enemies_in_contact(&self, i: usize) -> Option<Vec<TableUnitId>> {
        let kept = self.worked_out.0.kept_answers.as_ref()?;
        let mut known = kept.in_contact.get(i)?.clone()?;
        match kept.change {
            Change::Moved(m) if m == i => return None,
            Change::Moved(m) if self.units[m].side != self.units[i].side => {
                let touching = fire::base_contact(&self.scene(), i, m);
                if touching || known.contains(&self.units[m].id) {
                    return None;
                }
            }
            Change::Moved(_) => {}
            Change::Removed(gone) => known.retain(|&u| u != gone),
        }
        Some(known)
    }

    fn find_enemies_in_contact(&self, i: usize) -> Vec<TableUnitId> {
        let scene = self.scene();
        let found = (0..self.units.len()).filter(|&j| {
            self.units[j].side != self.units[i].side && fire::base_contact(&scene, i, j)
        });
        self.ids(found)
    }

    // --------------------------------------------------------- formations

    pub fn formations(&self) -> Vec<Formation> {
        self.formations_ref().to_formations()
    }

    fn worked_out_formations(&self) -> &Formations {
        self.worked_out.0.formations.get_or_init(|| {
            let scene = self.scene();
            let links = match &self.worked_out.0.kept_links {
                Some(kept) => kept.completed(&scene),
                None => formation::links(&scene),
            };
            let (all, of_unit) = formation::from_links(&scene, &links);
            Formations {
                all,
                of_unit,
                links,
            }
        })
    }

    /// The formations, as worked out for this arrangement of the units.
    pub(crate) fn formations_ref(&self) -> &FormationList {
        &self.worked_out_formations().all
    }

    /// The formation unit `id` stands in, by its place in
    /// [`Position::formations`].
    pub(crate) fn formation_index(&self, id: TableUnitId) -> Option<usize> {
        let i = self.index_of(id)?;
        self.worked_out_formations().of_unit.get(i).copied()
    }

    pub fn formation_of(&self, id: TableUnitId) -> Option<Formation> {
        let k = self.formation_index(id)?;
        self.formations_ref().get(k).map(|f| f.to_formation())
    }

    /// The units of the formation unit `id` stands in, in the position's
    /// order.
    pub(crate) fn formation_units(&self, id: TableUnitId) -> Option<&[TableUnitId]> {
        let k = self.formation_index(id)?;
        self.formations_ref().units(k)
    }

    /// The units of the formation unit `id` stands in, or the unit alone
    /// if it is not on the table: what an order to a formation reaches.
    pub(crate) fn formation_or_alone(&self, id: TableUnitId) -> Vec<TableUnitId> {
        self.formation_units(id)
            .map_or_else(|| vec![id], <[_]>::to_vec)
    }

    // --------------------------------------------------------------- fire

    /// The whole line-of-fire check of `shooter` at `target`.
    pub fn fire_check(&self, shooter: TableUnitId, target: TableUnitId) -> Option<FireCheck> {
        let (i, j) = self.pair(shooter, target)?;
        Some(fire::fire_check(&self.scene(), i, j))
    }

    pub fn in_line_of_fire(&self, shooter: TableUnitId, target: TableUnitId) -> bool {
        self.pair(shooter, target)
            .is_some_and(|(i, j)| fire::in_line_of_fire(&self.scene(), i, j))
    }

    /// Whether two enemies are engaged (either in the other's line of fire).
    pub fn engaged(&self, a: TableUnitId, b: TableUnitId) -> bool {
        self.pair(a, b).is_some_and(|(i, j)| {
            let scene = self.scene();
            self.units[i].side != self.units[j].side
                && (fire::in_line_of_fire(&scene, i, j) || fire::in_line_of_fire(&scene, j, i))
        })
    }

    /// Every engaged pair of enemies, each as (earlier, later) in the
    /// position's order, sorted.
    pub fn engaged_pairs(&self) -> Vec<(TableUnitId, TableUnitId)> {
        self.engaged_index_pairs()
            .iter()
            .map(|&(i, j)| (self.units[i].id, self.units[j].id))
            .collect()
    }

    /// Every unit engaged with at least one enemy, in position order.
    pub fn engaged_units(&self) -> Vec<TableUnitId> {
        let mut flags = vec![false; self.units.len()];
        for &(i, j) in self.engaged_index_pairs() {
            flags[i] = true;
            flags[j] = true;
        }
        self.ids((0..self.units.len()).filter(|&i| flags[i]))
    }

    /// The bombardment check of `shooter` at `target`: `None` for unknown ids.
    pub fn bombardment_check(
        &self,
        shooter: TableUnitId,
        target: TableUnitId,
    ) -> Option<FireCheck> {
        let (i, j) = self.pair(shooter, target)?;
        Some(fire::bombardment_check(&self.scene(), i, j))
    }

    /// The enemies in unit `id`'s line of fire (base contact included), in
    /// position order: one scene for all of them.
    pub fn enemies_in_line_of_fire(&self, id: TableUnitId) -> Vec<TableUnitId> {
        self.remembered_for(id, &self.worked_out.0.enemies_in_line_of_fire, |i| {
            self.find_enemies_in_line_of_fire(i)
        })
    }

    /// The enemies among `among` in unit `id`'s line of fire, in position
    /// order: [`Position::enemies_in_line_of_fire`] of those alone, the
    /// others never looked at (a combat asks about its own units, and a
    /// line is costly to draw).
    pub(crate) fn enemies_in_line_of_fire_among(
        &self,
        id: TableUnitId,
        among: &[TableUnitId],
    ) -> Vec<TableUnitId> {
        let Some(i) = self.index_of(id) else {
            return Vec::new();
        };
        let scene = self.scene();
        let found = (0..self.units.len()).filter(|&j| {
            self.units[j].side != self.units[i].side
                && among.contains(&self.units[j].id)
                && fire::in_line_of_fire(&scene, i, j)
        });
        self.ids(found)
    }

    fn find_enemies_in_line_of_fire(&self, i: usize) -> Vec<TableUnitId> {
        let scene = self.scene();
        let found = (0..self.units.len()).filter(|&j| {
            self.units[j].side != self.units[i].side && fire::in_line_of_fire(&scene, i, j)
        });
        self.ids(found)
    }

    /// The enemies unit `id` is engaged with (either in the other's line of
    /// fire), in position order.
    pub fn engaged_with(&self, id: TableUnitId) -> Vec<TableUnitId> {
        self.remembered_for(id, &self.worked_out.0.engaged_with, |i| {
            self.find_engaged_with(i)
        })
    }

    /// The enemies engaged with unit `i`, read off the engaged pairs (the
    /// same test, either in the other's line of fire), in position order.
    fn find_engaged_with(&self, i: usize) -> Vec<TableUnitId> {
        let mut found: Vec<usize> = self
            .engaged_index_pairs()
            .iter()
            .filter_map(|&(a, b)| match (a == i, b == i) {
                (true, _) => Some(b),
                (_, true) => Some(a),
                _ => None,
            })
            .collect();
        found.sort_stably();
        self.ids(found)
    }

    /// Every engaged pair of enemies as position indices (see
    /// [`fire::engaged_pairs`]), remembered until a unit changes.
    fn engaged_index_pairs(&self) -> &[(usize, usize)] {
        self.worked_out
            .0
            .engaged_pairs
            .get_or_init(|| fire::engaged_pairs(&self.scene()))
    }

    /// The first enemy (in position order) in unit `id`'s line of fire, if
    /// any: the search stops there.
    pub fn first_enemy_in_line_of_fire(&self, id: TableUnitId) -> Option<TableUnitId> {
        let i = self.index_of(id)?;
        let scene = self.scene();
        (0..self.units.len())
            .find(|&j| {
                self.units[j].side != self.units[i].side && fire::in_line_of_fire(&scene, i, j)
            })
            .map(|j| self.units[j].id)
    }

    /// The enemies that have unit `id` in their line of fire.
    pub fn enemies_firing_at(&self, id: TableUnitId) -> Vec<TableUnitId> {
        let Some(i) = self.index_of(id) else {
            return Vec::new();
        };
        let scene = self.scene();
        let found = (0..self.units.len()).filter(|&j| {
            self.units[j].side != self.units[i].side && fire::in_line_of_fire(&scene, j, i)
        });
        self.ids(found)
    }

    /// The nearest enemy (by centres) unit `id` could bombard, if any:
    /// enemies are tried nearest first, and the search stops at the first.
    pub fn nearest_bombardment_target(&self, id: TableUnitId) -> Option<TableUnitId> {
        let i = self.index_of(id)?;
        let cells = self
            .worked_out
            .0
            .bombardment_targets
            .get_or_init(|| per_unit_cells(self.units.len()));
        *cells
            .get(i)?
            .get_or_init(|| self.find_nearest_bombardment_target(i))
    }

    /// [`Position::nearest_bombardment_target`] of the unit at index `i`,
    /// worked out.
    fn find_nearest_bombardment_target(&self, i: usize) -> Option<TableUnitId> {
        let shooter = &self.units[i];
        shooter.facts.bombardment_range?;
        let mut enemies: Vec<(f64, usize)> = (0..self.units.len())
            .filter(|&j| self.units[j].side != shooter.side)
            .map(|j| {
                (
                    self.units[j]
                        .placement
                        .centre
                        .distance(shooter.placement.centre),
                    j,
                )
            })
            .collect();
        enemies.sort_stably_by(|a, b| a.0.total_cmp(&b.0));
        let reach = f64::from(shooter.facts.bombardment_range.unwrap_or(0))
            + fire::ELEVATION_BOMBARDMENT_BONUS
            + shooter.radius();
        let scene = self.scene();
        enemies
            .into_iter()
            .take_while(|(d, j)| *d <= reach + self.units[*j].radius() + EPSILON)
            .find(|(_, j)| fire::bombards(&scene, i, *j))
            .map(|(_, j)| self.units[j].id)
    }

    /// The enemies unit `id` could bombard: in its arc, within its
    /// bombardment range (with any elevation bonus) and seen from both
    /// front corners.
    pub fn bombardment_targets(&self, id: TableUnitId) -> Vec<TableUnitId> {
        let Some(i) = self.index_of(id) else {
            return Vec::new();
        };
        if self.units[i].facts.bombardment_range.is_none() {
            return Vec::new();
        }
        let scene = self.scene();
        let shooter = &self.units[i];
        // Beyond the longest reach (range, elevation bonus and both units'
        // sizes) no line is drawn at all.
        let reach = f64::from(shooter.facts.bombardment_range.unwrap_or(0))
            + fire::ELEVATION_BOMBARDMENT_BONUS
            + shooter.radius();
        let found = (0..self.units.len()).filter(|&j| {
            let target = &self.units[j];
            target.side != shooter.side
                && target.placement.centre.distance(shooter.placement.centre)
                    <= reach + target.radius() + EPSILON
                && fire::bombards(&scene, i, j)
        });
        self.ids(found)
    }

    // ----------------------------------------------------------- movement

    /// Checks a simple move without making it.
    pub fn plan_simple_move(
        &self,
        id: TableUnitId,
        heading: f64,
        distance: f64,
    ) -> Result<Moved, MoveError> {
        let key = MoveKey::new(id, [0.0, heading, distance, 0.0], None);
        self.remembered_move(key, || {
            movement::plan_simple_move(&self.scene(), id, heading, distance, None)
        })
    }

    /// Checks a simple move at a speed an action sets (March: D).
    pub fn plan_simple_move_at_speed(
        &self,
        id: TableUnitId,
        heading: f64,
        distance: f64,
        speed: f64,
    ) -> Result<Moved, MoveError> {
        let key = MoveKey::new(id, [0.0, heading, distance, 0.0], Some(speed));
        self.remembered_move(key, || {
            movement::plan_simple_move(&self.scene(), id, heading, distance, Some(speed))
        })
    }

    pub fn plan_difficult_move(
        &self,
        id: TableUnitId,
        direction: f64,
        distance: f64,
        facing: f64,
    ) -> Result<Moved, MoveError> {
        let key = MoveKey::new(id, [1.0, direction, distance, facing], None);
        self.remembered_move(key, || {
            movement::plan_difficult_move(&self.scene(), id, direction, distance, facing)
        })
    }

    /// Checks a difficult move at a distance an effect sets instead of the
    /// unit's own difficult speed.
    pub fn plan_difficult_move_at_speed(
        &self,
        id: TableUnitId,
        direction: f64,
        distance: f64,
        facing: f64,
        speed: f64,
    ) -> Result<Moved, MoveError> {
        let key = MoveKey::new(id, [1.0, direction, distance, facing], Some(speed));
        self.remembered_move(key, || {
            movement::plan_difficult_move_with(
                &self.scene(),
                id,
                direction,
                distance,
                facing,
                Some(speed),
            )
        })
    }

    /// The plan of the move `key` names: the last one planned on this
    /// arrangement if it is the same, else planned by `plan` (and then
    /// remembered in its place, if the move may be made: a refused one is
    /// not sent, so not asked again).
    fn remembered_move(
        &self,
        key: MoveKey,
        plan: impl FnOnce() -> Result<Moved, MoveError>,
    ) -> Result<Moved, MoveError> {
        let slot = &self.worked_out.0.last_move;
        if let Ok(last) = slot.lock() {
            if let Some((_, planned)) = last.as_ref().filter(|(k, _)| *k == key) {
                return Ok(planned.clone());
            }
        }
        let planned = plan()?;
        if let Ok(mut last) = slot.lock() {
            *last = Some((key, planned.clone()));
        }
        Ok(planned)
    }

    /// Checks that a planned move never comes within `keep_away` UW of an
    /// enemy, from where it starts to where it stops (March, Reserve Move).
    pub fn check_keep_away(&self, moved: &Moved, keep_away: f64) -> Result<(), MoveError> {
        movement::check_keep_away(&self.scene(), moved, keep_away)
    }

    /// Whether a planned move keeps away from the enemy: the verdict of
    /// [`Position::check_keep_away`], without naming the closest enemy.
    pub(crate) fn keeps_away(&self, moved: &Moved, keep_away: f64) -> bool {
        movement::keeps_away(&self.scene(), moved, keep_away)
    }

    /// Makes a move already planned on this very position (and checked by
    /// the caller, e.g. for keeping away from the enemy).
    pub fn make_planned(&mut self, moved: &Moved) {
        self.commit(moved);
    }

    /// Makes a simple move: turn to `heading`, then `distance` straight ahead.
    pub fn simple_move(
        &mut self,
        id: TableUnitId,
        heading: f64,
        distance: f64,
    ) -> Result<Moved, MoveError> {
        let moved = self.plan_simple_move(id, heading, distance)?;
        self.commit(&moved);
        Ok(moved)
    }

    /// Makes a difficult move: `distance` towards `direction`, then turn to `facing`.
    pub fn difficult_move(
        &mut self,
        id: TableUnitId,
        direction: f64,
        distance: f64,
        facing: f64,
    ) -> Result<Moved, MoveError> {
        let moved = self.plan_difficult_move(id, direction, distance, facing)?;
        self.commit(&moved);
        Ok(moved)
    }

    fn commit(&mut self, moved: &Moved) {
        if let Some(i) = self.index_of(moved.unit) {
            self.set_placement_of(i, moved.to);
        }
        for d in &moved.displaced {
            if let Some(c) = self.commanders.iter_mut().find(|c| c.id == d.commander) {
                c.at = d.to;
            }
        }
    }

    pub fn plan_commander_move(
        &self,
        id: CommanderId,
        to: Point,
        allowed: f64,
    ) -> Result<CommanderMoved, MoveError> {
        movement::plan_commander_move(&self.scene(), id, to, allowed)
    }

    pub fn commander_move(
        &mut self,
        id: CommanderId,
        to: Point,
        allowed: f64,
    ) -> Result<CommanderMoved, MoveError> {
        let moved = self.plan_commander_move(id, to, allowed)?;
        if let Some(c) = self.commanders.iter_mut().find(|c| c.id == id) {
            c.at = moved.to;
        }
        Ok(moved)
    }

    /// How far unit `id` is from the head of commander `commander` (0 when
    /// the commander touches it): what the command radius is measured by.
    pub fn commander_distance(&self, commander: CommanderId, id: TableUnitId) -> Option<f64> {
        let at = self.commanders.iter().find(|c| c.id == commander)?.at;
        let i = self.index_of(id)?;
        Some(super::geometry::point_polygon_distance(
            at,
            &self.scene().corners[i],
        ))
    }

    /// Whether some part of unit `id` is within `reach` of commander
    /// `commander`'s head: [`Position::commander_distance`] at most
    /// `reach`, without measuring a unit whose box alone is plainly beyond
    /// it (a hair more, for the rounding of the two measures), as most are.
    pub(crate) fn commander_reaches(
        &self,
        commander: CommanderId,
        id: TableUnitId,
        reach: f64,
    ) -> bool {
        let Some(at) = self
            .commanders
            .iter()
            .find(|c| c.id == commander)
            .map(|c| c.at)
        else {
            return false;
        };
        let Some(i) = self.index_of(id) else {
            return false;
        };
        let scene = self.scene();
        scene.boxes[i].distance_to(at) <= reach + 1e-9
            && super::geometry::point_polygon_distance(at, &scene.corners[i]) <= reach
    }

    /// Unit `id`'s corners (as [`TableUnit::corners`] gives them), from
    /// what the position has worked out.
    pub(crate) fn corners_of(&self, id: TableUnitId) -> Option<[Point; 4]> {
        let i = self.index_of(id)?;
        Some(self.scene().corners[i])
    }

    /// The distance from unit `id` to the nearest enemy unit, and which one;
    /// `None` if there is no enemy.
    pub fn nearest_enemy(&self, id: TableUnitId) -> Option<(f64, TableUnitId)> {
        let i = self.index_of(id)?;
        let cells = self
            .worked_out
            .0
            .nearest_enemies
            .get_or_init(|| per_unit_cells(self.units.len()));
        *cells.get(i)?.get_or_init(|| {
            self.kept_nearest_enemy(i)
                .unwrap_or_else(|| self.find_nearest_enemy(i))
        })
    }

    /// Unit `i`'s nearest enemy as known before the last change, if that
    /// change cannot have changed it: a friend moved, or an enemy other
    /// than the nearest that is still plainly farther (its lower bound,
    /// as [`Position::find_nearest_enemy`] takes it, beyond the nearest's
    /// distance by more than rounding), or a unit other than the nearest
    /// left.
    fn kept_nearest_enemy(&self, i: usize) -> Option<Nearest> {
        let kept = self.worked_out.0.kept_answers.as_ref()?;
        let known = (*kept.nearest.get(i)?)?;
        match kept.change {
            Change::Moved(m) if m == i => None,
            Change::Moved(m) if self.units[m].side == self.units[i].side => Some(known),
            Change::Moved(m) => {
                let (distance, nearest) = known?;
                let bound = self.nearest_bound(i, m);
                (nearest != self.units[m].id && bound > distance + 1e-9).then_some(known)
            }
            Change::Removed(gone) => (known.map(|(_, u)| u) != Some(gone)).then_some(known),
        }
    }

    /// A lower bound of the distance between units `i` and `k`: their
    /// centres' distance less both radii.
    fn nearest_bound(&self, i: usize, k: usize) -> f64 {
        let scene = self.scene();
        self.units[k]
            .placement
            .centre
            .distance(self.units[i].placement.centre)
            - scene.radius[i]
            - scene.radius[k]
    }

    /// Whether every enemy is plainly more than `distance` from unit `id`:
    /// its centre farther than that and both radii (and a hair, for
    /// rounding). A quick answer for keeping away, nothing measured; `false`
    /// says only that it must be measured.
    pub(crate) fn plainly_clear_of_enemies(&self, id: TableUnitId, distance: f64) -> bool {
        let Some(i) = self.index_of(id) else {
            return false;
        };
        let scene = self.scene();
        let (side, at) = (self.units[i].side, self.units[i].placement.centre);
        self.units.iter().enumerate().all(|(k, other)| {
            let reach = distance + scene.radius[i] + scene.radius[k] + 1e-9;
            other.side == side || farther_than(other.placement.centre, at, reach)
        })
    }

    /// [`Position::nearest_enemy`] of the unit at index `i`, worked out.
    fn find_nearest_enemy(&self, i: usize) -> Option<(f64, TableUnitId)> {
        let unit = &self.units[i];
        let scene = self.scene();
        let corners = &scene.corners[i];
        // The centres' distance less both radii is a lower bound of the
        // distance: enemies are measured lowest bound first, and once a
        // bound exceeds the best distance so far no enemy left can beat it.
        let mut enemies: Vec<(f64, usize)> = self
            .units
            .iter()
            .enumerate()
            .filter(|(_, other)| other.side != unit.side)
            .map(|(k, _)| (self.nearest_bound(i, k), k))
            .collect();
        // The nearest, and of equally near ones the first in the
        // position's order, whatever order they are measured in. The
        // lowest bound is picked out one at a time rather than all sorted:
        // most searches stop after one or two.
        let mut best: Option<(f64, usize)> = None;
        while let Some(next) = first_lowest_bound(&enemies) {
            let (bound, k) = enemies.remove(next);
            if best.is_some_and(|(d, _)| bound > d) {
                break;
            }
            let d = super::geometry::polygon_distance(corners, &scene.corners[k]);
            if best.is_none_or(|(b, j)| d < b || (d == b && k < j)) {
                best = Some((d, k));
            }
        }
        best.map(|(d, k)| (d, self.units[k].id))
    }

    /// Takes a commander off the table (a sub-commander who fell).
    pub fn remove_commander(&mut self, id: CommanderId) -> Result<Commander, PositionError> {
        let k = self
            .commanders
            .iter()
            .position(|c| c.id == id)
            .ok_or(PositionError::UnknownCommander { commander: id })?;
        Ok(self.commanders.remove(k))
    }

    // ------------------------------------------------------------ retreat

    pub fn plan_retreat(
        &self,
        id: TableUnitId,
        direction: RetreatDirection,
        distance: f64,
    ) -> Result<RetreatOutcome, RetreatError> {
        self.plan_retreat_on_ground(id, direction, distance, true)
            .map(|planned| planned.outcome)
    }

    /// [`Position::plan_retreat`], with the ground its outcome was found
    /// on; the commanders it displaces only with `commanders`.
    fn plan_retreat_on_ground(
        &self,
        id: TableUnitId,
        direction: RetreatDirection,
        distance: f64,
        commanders: bool,
    ) -> Result<retreat::Planned, RetreatError> {
        retreat::plan_retreat(&self.scene(), id, direction, distance, commanders, || {
            self.formation_units(id)
                .map(<[_]>::to_vec)
                .unwrap_or_default()
        })
    }

    /// The morale a retreat of unit `id` by `distance` in `direction` would
    /// cost (pushed past friends of another formation), or `None` if it
    /// would break the unit or cannot be planned: [`Position::plan_retreat`]
    /// weighed, remembered until a unit changes, or across a move that
    /// stays away from the ground it was found on (see
    /// [`RetreatCost::kept_after_move`]). Commanders play no part in it
    /// (they only stand aside), so moving them keeps it.
    pub fn retreat_morale_cost(
        &self,
        id: TableUnitId,
        direction: RetreatDirection,
        distance: u32,
    ) -> Option<u32> {
        let weigh = || match self.plan_retreat_on_ground(id, direction, f64::from(distance), false)
        {
            Ok(planned) => RetreatCost {
                cost: match planned.outcome {
                    RetreatOutcome::Broken { .. } => None,
                    outcome => Some(outcome.morale_cost()),
                },
                ground: planned.ground,
            },
            Err(_) => RetreatCost {
                cost: None,
                ground: None,
            },
        };
        let Some(i) = self.index_of(id) else {
            return weigh().cost;
        };
        let key = (i, direction == RetreatDirection::TowardsOwnEdge, distance);
        let remembered = &self.worked_out.0.retreat_costs;
        if let Some(known) = remembered.lock().ok().and_then(|k| k.get(&key).copied()) {
            return known.cost;
        }
        let weighed = weigh();
        if let Ok(mut known) = remembered.lock() {
            known.insert(key, weighed);
        }
        weighed.cost
    }

    /// Makes a retreat; a unit that breaks is taken off the table.
    pub fn retreat(
        &mut self,
        id: TableUnitId,
        direction: RetreatDirection,
        distance: f64,
    ) -> Result<RetreatOutcome, RetreatError> {
        let outcome = self.plan_retreat(id, direction, distance)?;
        match &outcome {
            RetreatOutcome::Stayed { .. } => {}
            RetreatOutcome::Retreated(r) => {
                if let Some(i) = self.index_of(id) {
                    self.set_placement_of(i, r.to);
                }
                for d in &r.displaced {
                    if let Some(c) = self.commanders.iter_mut().find(|c| c.id == d.commander) {
                        c.at = d.to;
                    }
                }
            }
            RetreatOutcome::Broken { .. } => {
                if let Some(i) = self.index_of(id) {
                    self.remove_index(i);
                }
            }
        }
        Ok(outcome)
    }

    // ------------------------------------------------------------- combat

    /// Whether unit `id` is within 2 UW of a marker.
    pub fn in_combat(&self, id: TableUnitId) -> bool {
        self.index_of(id).is_some_and(|i| {
            let scene = self.scene();
            self.markers
                .iter()
                .any(|m| combat_zone::within(&scene, i, m.at))
        })
    }

    /// The units in combat, in position order.
    pub fn units_in_combat(&self) -> Vec<TableUnitId> {
        let flags = combat_zone::in_combat(&self.scene(), &self.markers);
        self.ids((0..self.units.len()).filter(|&i| flags[i]))
    }

    /// Engaged units not yet in combat: if any, a marker must be placed.
    pub fn engaged_out_of_combat(&self) -> Vec<TableUnitId> {
        let scene = self.scene();
        let busy = combat_zone::in_combat(&scene, &self.markers);
        let mut flags = vec![false; self.units.len()];
        for &(i, j) in self.engaged_index_pairs() {
            flags[i] = true;
            flags[j] = true;
        }
        self.ids((0..self.units.len()).filter(|&i| flags[i] && !busy[i]))
    }

    /// Where the engine puts the next combat marker when the player leaves
    /// it the choice (see [`combat_zone`]): the first of
    /// [`Position::marker_spots`].
    pub fn best_marker(&self) -> Option<MarkerPlacement> {
        let remembered = &self.worked_out.0;
        if let Some(spots) = found_for(&remembered.marker_spots, &self.markers) {
            return spots.first().cloned();
        }
        if let Some(best) = found_for(&remembered.best_marker, &self.markers) {
            return best;
        }
        let best = combat_zone::best_marker(
            &self.scene(),
            &self.table,
            &self.markers,
            self.engaged_index_pairs(),
        );
        if let Ok(mut last) = remembered.best_marker.lock() {
            *last = Some((self.markers.clone(), best.clone()));
        }
        best
    }

    /// Every place the next combat marker may go, one for each set of units
    /// it may bring in (each as many as any point can bring in), the
    /// engine's own choice first. Empty when no marker is needed.
    pub fn marker_spots(&self) -> Vec<MarkerPlacement> {
        self.with_marker_spots(<[MarkerPlacement]>::to_vec)
    }

    /// What a marker at `at` would bring into combat (engaged units not yet
    /// in combat), if it is on the table and reaches units of both sides.
    pub fn marker_at(&self, at: Point) -> Option<MarkerPlacement> {
        combat_zone::marker_at(
            &self.scene(),
            &self.table,
            &self.markers,
            self.engaged_index_pairs(),
            at,
        )
    }

    /// The marker spots for the markers on the table now, remembered for
    /// the arrangement of the units and markers they were found for (the
    /// enumerator offers them, then the command that places one checks
    /// against them).
    fn with_marker_spots<T>(&self, read: impl FnOnce(&[MarkerPlacement]) -> T) -> T {
        let remembered = &self.worked_out.0.marker_spots;
        if let Some(spots) = found_for(remembered, &self.markers) {
            return read(&spots);
        }
        let spots: std::sync::Arc<[MarkerPlacement]> = combat_zone::marker_spots(
            &self.scene(),
            &self.table,
            &self.markers,
            self.engaged_index_pairs(),
        )
        .into();
        let answer = read(&spots);
        if let Ok(mut last) = remembered.lock() {
            *last = Some((self.markers.clone(), spots));
        }
        answer
    }

    /// The combats, markers sharing a unit merged.
    pub fn combats(&self) -> Vec<Combat> {
        self.with_combats(<[Combat]>::to_vec)
    }

    /// What `read` makes of the combats, remembered for the arrangement of
    /// the units and markers they were found for.
    pub(crate) fn with_combats<T>(&self, read: impl FnOnce(&[Combat]) -> T) -> T {
        let remembered = &self.worked_out.0.combats;
        if let Some(combats) = found_for(remembered, &self.markers) {
            return read(&combats);
        }
        let combats: std::sync::Arc<[Combat]> =
            combat_zone::combats(&self.scene(), &self.markers).into();
        let answer = read(&combats);
        if let Ok(mut last) = remembered.lock() {
            *last = Some((self.markers.clone(), combats));
        }
        answer
    }

    /// Places a marker (price 1); its id is one more than the largest so far.
    pub fn place_marker(&mut self, at: Point) -> Result<MarkerId, PositionError> {
        let id = MarkerId(self.markers.iter().map(|m| m.id.0 + 1).max().unwrap_or(0));
        if !at.is_finite() {
            return Err(PositionError::NotFinite {
                item: Item::Marker(id),
                field: if at.x.is_finite() { Field::Y } else { Field::X },
            });
        }
        if !self.table.contains(at) {
            return Err(PositionError::MarkerOffTable { marker: id, at });
        }
        self.markers.push(CombatMarker { id, at, price: 1 });
        Ok(id)
    }

    pub fn remove_marker(&mut self, id: MarkerId) -> Result<CombatMarker, PositionError> {
        let k = self
            .markers
            .iter()
            .position(|m| m.id == id)
            .ok_or(PositionError::UnknownMarker { marker: id })?;
        Ok(self.markers.remove(k))
    }

    /// Raises a marker's price by one (a retreat near it).
    pub fn raise_price(&mut self, id: MarkerId) -> Result<u32, PositionError> {
        let marker = self
            .markers
            .iter_mut()
            .find(|m| m.id == id)
            .ok_or(PositionError::UnknownMarker { marker: id })?;
        marker.price = marker.price.saturating_add(1);
        Ok(marker.price)
    }

    /// The marker nearest to unit `id` (the one whose price a retreat
    /// raises); ties go to the marker listed first.
    pub fn closest_marker(&self, id: TableUnitId) -> Option<MarkerId> {
        let corners = self.corners_of(id)?;
        self.markers
            .iter()
            .map(|m| {
                (
                    super::geometry::point_polygon_distance(m.at, &corners),
                    m.id,
                )
            })
            .min_by(|a, b| a.0.total_cmp(&b.0))
            .map(|(_, id)| id)
    }

    /// How close unit `id` is to the enemy in `combat`: the distance to the
    /// nearest enemy unit of that combat.
    pub fn closeness_to_enemy(&self, combat: &Combat, id: TableUnitId) -> Option<f64> {
        let i = self.index_of(id)?;
        let mut members = Vec::with_capacity(combat.units.len());
        members.extend(combat.units.iter().filter_map(|u| self.index_of(*u)));
        combat_zone::closeness(&self.scene(), i, &members)
    }

    /// `side`'s units of `combat` in the order they take hits: groups of
    /// equally close units (within [`EPSILON`]), closest first. Inside a
    /// group, the owner chooses.
    pub fn hit_order(&self, combat: &Combat, side: Side) -> Vec<Vec<TableUnitId>> {
        let mut ranked: Vec<(f64, TableUnitId)> = combat
            .units
            .iter()
            .filter(|u| self.unit(**u).is_some_and(|unit| unit.side == side))
            .filter_map(|u| Some((self.closeness_to_enemy(combat, *u)?, *u)))
            .collect();
        ranked.sort_stably_by(|a, b| a.0.total_cmp(&b.0));
        let mut groups: Vec<(f64, Vec<TableUnitId>)> = Vec::new();
        for (d, u) in ranked {
            match groups.last_mut() {
                Some((first, group)) if d - *first <= EPSILON => group.push(u),
                _ => groups.push((d, vec![u])),
            }
        }
        groups.into_iter().map(|(_, g)| g).collect()
    }

    // -------------------------------------------------------------- edits

    /// Puts a unit on the table (or moves it by hand, as deployment does),
    /// checked like a new position.
    pub fn place_unit(&mut self, unit: TableUnit) -> Result<(), Vec<PositionError>> {
        let mut parts = PositionParts::from(self.clone());
        match parts.units.iter_mut().find(|u| u.id == unit.id) {
            Some(existing) => *existing = unit,
            None => parts.units.push(unit),
        }
        *self = Position::rebuilt(parts)?;
        Ok(())
    }

    /// Puts several units on the table at once (or moves them), checked
    /// once like a new position: all of them, or none.
    pub fn place_units(&mut self, units: Vec<TableUnit>) -> Result<(), Vec<PositionError>> {
        let mut parts = PositionParts::from(self.clone());
        for unit in units {
            match parts.units.iter_mut().find(|u| u.id == unit.id) {
                Some(existing) => *existing = unit,
                None => parts.units.push(unit),
            }
        }
        *self = Position::rebuilt(parts)?;
        Ok(())
    }

    /// Sets a unit's placement by hand, checked.
    pub fn set_placement(
        &mut self,
        id: TableUnitId,
        placement: Placement,
    ) -> Result<(), Vec<PositionError>> {
        let mut unit = self
            .unit(id)
            .cloned()
            .ok_or_else(|| vec![PositionError::UnknownUnit { unit: id }])?;
        unit.placement = placement;
        self.place_unit(unit)
    }

    /// Puts a commander on the table (deployment puts it anywhere), or
    /// moves it by hand, checked like a new position.
    pub fn place_commander(&mut self, commander: Commander) -> Result<(), Vec<PositionError>> {
        // The rest was checked when the position was built, and no other
        // check looks at a commander: its own checks give what building
        // the whole position again would (a test holds them to it).
        let mut errors = Vec::new();
        let corners: Vec<[Point; 4]> = self.units.iter().map(TableUnit::corners).collect();
        let units = self.units.iter().zip(&corners).map(|(u, c)| (u.id, c));
        check_commander(&mut errors, &commander, Some(&self.table), units);
        if !errors.is_empty() {
            return Err(errors);
        }
        match self.commanders.iter_mut().find(|c| c.id == commander.id) {
            Some(existing) => *existing = commander,
            None => self.commanders.push(commander),
        }
        self.worked_out = WorkedOut::default();
        Ok(())
    }

    /// Replaces the terrain (the pre-game sequence sets it up), checked
    /// like a new position.
    pub fn set_terrain(&mut self, terrain: Vec<TerrainElement>) -> Result<(), Vec<PositionError>> {
        let mut parts = PositionParts::from(self.clone());
        parts.terrain = terrain;
        *self = Position::rebuilt(parts)?;
        Ok(())
    }

    /// Takes a unit off the table (broken, or removed by a scenario).
    pub fn remove_unit(&mut self, id: TableUnitId) -> Result<TableUnit, PositionError> {
        self.index_of(id)
            .and_then(|i| self.remove_index(i))
            .ok_or(PositionError::UnknownUnit { unit: id })
    }
}
