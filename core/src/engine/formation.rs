//! Formations: groups of one player's units standing side to side, all in
//! the same terrain or all in the open.
//!
//! Reading (see `docs/RULES_NOTES.md`): two units of one player are linked
//! when a side of one meets a side of the other (corner contact is not
//! enough) and they are in exactly the same set of terrain elements (a unit
//! is in an element when any part of it is; the empty set is open ground).
//! A formation is a group of units joined by such links, so every unit of a
//! formation is in the same elements. A unit one step into a field is cut
//! off from its neighbours outside it, and units partly in the field still
//! form a formation with each other.

use super::contact::corners_meet;
use super::geometry::{farther_than, EPSILON};
use super::player::{PlayerId, Seat};
use super::scene::Scene;
use super::side::Side;
use super::unit::TableUnitId;

/// Units `i` and `j` of the scene stand in one formation if they are of one
/// player (different players' units never form one, allies' included), in
/// the same elements, and a side of one meets a side of the other.
fn linked(scene: &Scene, i: usize, j: usize) -> bool {
    scene.units[i].owner() == scene.units[j].owner()
        && scene.membership[i] == scene.membership[j]
        && corners_meet(&scene.corners[i], &scene.corners[j])
}

/// Whether units `i` and `j` of the scene may be linked: the same player, and
/// their centres no farther apart than their radii (units whose circles
/// cannot meet cannot touch).
fn near_friends(scene: &Scene, i: usize, j: usize) -> bool {
    let (a, b) = (&scene.units[i], &scene.units[j]);
    let reach = scene.radius[i] + scene.radius[j] + EPSILON;
    a.owner() == b.owner() && !farther_than(a.placement.centre, b.placement.centre, reach)
}

/// Every pair of linked units, as position indices `(i, j)` with `i < j`,
/// in order.
pub(crate) fn links(scene: &Scene) -> Vec<(usize, usize)> {
    let n = scene.units.len();
    let mut out = Vec::new();
    for i in 0..n {
        for j in (i + 1)..n {
            if near_friends(scene, i, j) && linked(scene, i, j) {
                out.push((i, j));
            }
        }
    }
    out
}

/// The units linked with unit `i`, as pairs `(low, high)` of position
/// indices: what changes in the links when unit `i` alone moves.
pub(crate) fn links_of(scene: &Scene, i: usize) -> Vec<(usize, usize)> {
    (0..scene.units.len())
        .filter(|&k| k != i && near_friends(scene, i, k) && linked(scene, i, k))
        .map(|k| (i.min(k), i.max(k)))
        .collect()
}

/// Every formation of a position in one list: the formations' units side
/// by side, formation after formation, and where each one's lie. One list
/// rather than one for each formation: a position's formations are worked
/// out again at every move, and most are a unit or two.
#[derive(Clone, Debug, Default)]
pub struct FormationList {
    spans: Vec<Span>,
    units: Vec<TableUnitId>,
    terrain: Vec<usize>,
}

/// Where one formation's units and terrain lie in a [`FormationList`].
#[derive(Clone, Debug)]
struct Span {
    side: Side,
    seat: Seat,
    units: std::ops::Range<usize>,
    terrain: std::ops::Range<usize>,
}

/// One formation of a [`FormationList`], borrowed: a group of one side's
/// units standing side to side, all in the same terrain or all in the open.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FormationRef<'a> {
    /// Its place in the position's list of formations.
    pub index: usize,
    pub side: Side,
    /// The player whose units it is, on `side`.
    pub seat: Seat,
    /// Its units, in the position's order.
    pub units: &'a [TableUnitId],
    pub terrain: &'a [usize],
}

impl FormationList {
    pub fn len(&self) -> usize {
        self.spans.len()
    }

    pub fn is_empty(&self) -> bool {
        self.spans.is_empty()
    }

    /// Formation `k`, by its place in the list.
    pub fn get(&self, k: usize) -> Option<FormationRef<'_>> {
        self.spans.get(k).map(|span| self.view(k, span))
    }

    pub fn iter(&self) -> impl Iterator<Item = FormationRef<'_>> {
        self.spans
            .iter()
            .enumerate()
            .map(|(k, span)| self.view(k, span))
    }

    fn view(&self, index: usize, span: &Span) -> FormationRef<'_> {
        FormationRef {
            index,
            side: span.side,
            seat: span.seat,
            units: &self.units[span.units.clone()],
            terrain: &self.terrain[span.terrain.clone()],
        }
    }
}

/// Two lists are equal when they hold the same formations in the same
/// order, however their parts are laid out.
impl PartialEq for FormationList {
    fn eq(&self, other: &FormationList) -> bool {
        self.len() == other.len() && self.iter().eq(other.iter())
    }
}

impl FormationRef<'_> {
    /// The player whose formation it is.
    pub fn owner(&self) -> PlayerId {
        PlayerId::new(self.side, self.seat)
    }

    pub fn contains(&self, unit: TableUnitId) -> bool {
        self.units.contains(&unit)
    }

    /// How many units stand in it.
    pub fn len(&self) -> usize {
        self.units.len()
    }

    pub fn is_empty(&self) -> bool {
        self.units.is_empty()
    }
}

/// The formations the links make: groups of units joined by links,
/// ordered by their first unit, each unit in the position's order; and
/// which formation each unit (by position index) is in. The groups depend
/// on the links alone, not on the order they are taken in.
pub(crate) fn from_links(scene: &Scene, links: &[(usize, usize)]) -> (FormationList, Vec<usize>) {
    let (units, membership) = (scene.units, scene.membership);
    let n = units.len();
    let mut parent: Vec<usize> = (0..n).collect();
    fn root(parent: &mut [usize], mut i: usize) -> usize {
        while parent[i] != i {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        i
    }
    for &(i, j) in links {
        if i.max(j) >= n {
            continue;
        }
        let (ri, rj) = (root(&mut parent, i), root(&mut parent, j));
        if ri != rj {
            parent[ri.max(rj)] = ri.min(rj);
        }
    }
    // Each unit's formation, numbered by first unit; each formation's size
    // and first unit.
    let mut number_of_root = vec![usize::MAX; n];
    let mut of_unit = vec![0; n];
    let mut firsts: Vec<(usize, usize)> = Vec::with_capacity(n);
    for i in 0..n {
        let r = root(&mut parent, i);
        if number_of_root[r] == usize::MAX {
            number_of_root[r] = firsts.len();
            firsts.push((i, 0));
        }
        of_unit[i] = number_of_root[r];
        firsts[of_unit[i]].1 += 1;
    }
    let mut list = FormationList {
        spans: Vec::with_capacity(firsts.len()),
        units: vec![TableUnitId(0); n],
        terrain: Vec::new(),
    };
    let mut start = 0;
    for &(first, size) in &firsts {
        let terrain_start = list.terrain.len();
        list.terrain.extend_from_slice(&membership[first]);
        list.spans.push(Span {
            side: units[first].side,
            seat: units[first].seat,
            units: start..start + size,
            terrain: terrain_start..list.terrain.len(),
        });
        start += size;
    }
    // Each formation's units in the position's order.
    let mut next: Vec<usize> = list.spans.iter().map(|s| s.units.start).collect();
    for (i, &f) in of_unit.iter().enumerate() {
        list.units[next[f]] = units[i].id;
        next[f] += 1;
    }
    (list, of_unit)
}
