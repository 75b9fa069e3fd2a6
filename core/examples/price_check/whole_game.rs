//! Prices checked by battles: what a unit is worth in whole games between
//! generals (issue 32, item 5; issue 36, part 2). The method is in
//! `army_lists/README.md` ("Prices checked by battles").
//!
//! For a unit U of faction F, two armies of F differ only in a block:
//! the faction's club-size sample army (400 or 500 points) plus `copies` × U (army X) against
//! the same sample plus `references` × the reference unit, line infantry at
//! 15 points (army Y), the block's points about equal. The veteran general
//! plays both sides through the whole pre-game sequence on terrain by the
//! rules (bombardment, scouting, tactics and the strategic rating all in
//! play), to an army's morale at 0 or the lab's 24-turn cap; each seed is
//! played twice with the sides swapped (a mirrored pair), so neither army
//! gains from who deploys or moves first.
//!
//! X's score (a win 1, a draw ½) becomes points through a calibration:
//! the same sample plus 3 or 6 reference units against the sample alone.
//! Over an era's factions, the logit of the score grows with the points
//! one army has more, `logit(score) = β × points`; so X's block is worth
//! `15 × references + logit(score) ÷ β` points, and one U that divided by
//! `copies`.

#![allow(dead_code)] // the example and the tests use different parts

use clouds_core::{
    play_head_to_head, pregame_setup, Catalog, EraId, Faction, FactionId, FirstPlayer, GameOptions,
    Roster, Side, Strength, Table, TerrainChoice, Unit, UnitCount, UnitId, LAB_TURN_LIMIT,
};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// The reference unit's id in the measuring catalog (no list uses it).
pub const REFERENCE: &str = "price_check_reference";
/// The reference unit's price: line infantry's, the scale.
pub const REFERENCE_POINTS: f64 = 15.0;
/// About how many points the block under test holds.
pub const BLOCK_POINTS: u32 = 90;
/// The most units of a block.
pub const MOST_COPIES: u32 = 8;
/// The calibration's blocks: this many reference units against none.
pub const CALIBRATION: [u32; 2] = [3, 6];

/// The reference unit: line infantry's statline (2-1, d3, strength 1,
/// morale 2, 4+, 2d6 close combat, musket 2 UW 2d6, infantry), 15 points.
pub fn reference_unit() -> Unit {
    serde_json::from_str(
        r#"{
            "id": "price_check_reference",
            "name": { "en": "Reference line infantry", "ru": "Эталонная линейная пехота" },
            "category": "main",
            "points": 15,
            "speed": { "simple": 2, "difficult": 1 },
            "retreat": "d3",
            "strength": 1,
            "morale": 2,
            "discipline": 4,
            "close_combat": 2,
            "fire": { "weapon": "musket", "range": 2, "dice": 2 },
            "special_rules": ["infantry"]
        }"#,
    )
    .unwrap_or_else(|e| panic!("the reference unit reads: {e}"))
}

/// The shipped catalog with the reference unit added to every faction, so
/// that an army of any faction can hold it.
pub fn measuring_catalog(catalog: &Catalog) -> Catalog {
    let mut measuring = Catalog::new(catalog.index.clone(), catalog.glossary.clone());
    for faction in catalog.factions() {
        let mut faction = faction.clone();
        faction.units.push(reference_unit());
        measuring.add_shipped(Ok(faction));
    }
    measuring
}

/// The base army of a faction: its club-size sample army (400 points in
/// the Military Revolution, 500 later), the largest of its samples.
pub fn base_army(faction: &Faction) -> Option<Roster> {
    let sample = faction.samples.iter().max_by_key(|s| s.points_limit)?;
    clouds_core::sample_roster(faction, &sample.id, clouds_core::Lang::En)
}

/// What one series of mirrored pairs compares.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Trial {
    /// The base plus `extra` reference units (X) against the base (Y).
    Calibration { faction: FactionId, extra: u32 },
    /// The base plus `copies` × `unit` (X) against the base plus
    /// `references` reference units (Y).
    Unit {
        faction: FactionId,
        unit: UnitId,
        copies: u32,
        references: u32,
    },
}

impl Trial {
    pub fn faction(&self) -> &FactionId {
        match self {
            Trial::Calibration { faction, .. } | Trial::Unit { faction, .. } => faction,
        }
    }

    /// The trial of `unit` of `faction`: a block of about
    /// [`BLOCK_POINTS`] against as many points of reference units.
    pub fn of_unit(faction: &FactionId, unit: &Unit) -> Trial {
        let price = unit.points.max(1);
        let copies = ((BLOCK_POINTS + price / 2) / price).clamp(1, MOST_COPIES);
        let references = ((f64::from(copies * price) / REFERENCE_POINTS).round() as u32).max(1);
        Trial::Unit {
            faction: faction.clone(),
            unit: unit.id.clone(),
            copies,
            references,
        }
    }

    /// Points X's block holds more than Y's, at the listed prices.
    pub fn listed_difference(&self, catalog: &Catalog) -> f64 {
        match self {
            Trial::Calibration { extra, .. } => f64::from(*extra) * REFERENCE_POINTS,
            Trial::Unit {
                faction,
                unit,
                copies,
                references,
            } => {
                let price = catalog
                    .faction(faction)
                    .and_then(|f| f.unit(unit))
                    .map_or(0, |u| u.points);
                f64::from(copies * price) - f64::from(*references) * REFERENCE_POINTS
            }
        }
    }

    /// Armies X and Y of the trial, in the measuring catalog. The block
    /// comes first in the army, ahead of the base's units, in both armies
    /// alike: the general deploys an army in its order (the front rank
    /// first), so the block stands where the other army's block stands.
    pub fn armies(&self, measuring: &Catalog) -> Option<(Roster, Roster)> {
        let faction = measuring.faction(self.faction())?;
        let base = base_army(faction)?;
        let with = |unit: &UnitId, count: u32| {
            let mut roster = base.clone();
            if count > 0 {
                roster.units.insert(
                    0,
                    UnitCount {
                        unit: unit.clone(),
                        count,
                    },
                );
            }
            roster
        };
        let reference = UnitId::new(REFERENCE);
        Some(match self {
            Trial::Calibration { extra, .. } => (with(&reference, *extra), base.clone()),
            Trial::Unit {
                unit,
                copies,
                references,
                ..
            } => (with(unit, *copies), with(&reference, *references)),
        })
    }

    /// A seed of its own for each trial, from its description.
    pub fn seed(&self) -> u64 {
        let text = format!("{self:?}");
        let mut hash = 0xcbf2_9ce4_8422_2325u64;
        for byte in text.bytes() {
            hash ^= u64::from(byte);
            hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
        }
        hash
    }
}

/// How X fared in a series: games won, drawn and lost, and its pairs by
/// their score (0, ½, 1, 1½ or 2 of the pair's two games), which gives
/// the series' own spread.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Record {
    pub won: u32,
    pub drawn: u32,
    pub lost: u32,
    /// Pairs by X's score in half points, 0 to 4.
    pub pairs: [u32; 5],
    /// Games that could not be played (a bug in a player): none expected.
    #[serde(default)]
    pub failed: u32,
    /// The sum over pairs of X's margin, the pair's mean of (the share of
    /// its starting morale X kept − the share Y kept), and of its square.
    #[serde(default)]
    pub margin: f64,
    #[serde(default)]
    pub margin_squares: f64,
}

impl Record {
    /// The mean margin over the pairs and its standard error.
    pub fn margin(&self) -> (f64, f64) {
        let n = f64::from(self.pairs.iter().sum::<u32>());
        if n < 2.0 {
            return (0.0, 1.0);
        }
        let mean = self.margin / n;
        let var = ((self.margin_squares - n * mean * mean) / (n - 1.0)).max(0.0);
        (mean, (var / n).sqrt().max(0.01 / n))
    }

    pub fn games(&self) -> u32 {
        self.won + self.drawn + self.lost
    }

    /// X's score: a win 1, a draw ½.
    pub fn score(&self) -> f64 {
        (f64::from(self.won) + f64::from(self.drawn) / 2.0) / f64::from(self.games().max(1))
    }

    /// The standard error of [`Record::score`], from the spread of the
    /// pairs' scores (a pair's two games are not independent), and never
    /// less than a single game's binomial error would allow for a score
    /// at 0 or 1.
    pub fn score_error(&self) -> f64 {
        let n: u32 = self.pairs.iter().sum();
        if n < 2 {
            return 0.5;
        }
        let n = f64::from(n);
        let mean = self
            .pairs
            .iter()
            .enumerate()
            .map(|(h, c)| h as f64 / 4.0 * f64::from(*c))
            .sum::<f64>()
            / n;
        let var = self
            .pairs
            .iter()
            .enumerate()
            .map(|(h, c)| (h as f64 / 4.0 - mean).powi(2) * f64::from(*c))
            .sum::<f64>()
            / (n - 1.0);
        let floor = 0.5 / (2.0 * n);
        (var / n).sqrt().max(floor)
    }

    pub fn add(&mut self, other: &Record) {
        self.won += other.won;
        self.drawn += other.drawn;
        self.lost += other.lost;
        self.failed += other.failed;
        self.margin += other.margin;
        self.margin_squares += other.margin_squares;
        for (a, b) in self.pairs.iter_mut().zip(other.pairs) {
            *a += b;
        }
    }
}

/// The game options of every battle: the first player rolled for, the
/// lab's turn cap.
fn options() -> GameOptions {
    GameOptions {
        first: FirstPlayer::Roll,
        turn_limit: Some(LAB_TURN_LIMIT),
        ..GameOptions::default()
    }
}

/// Plays pair `pair` of `trial`: X on side A, then on side B, from the
/// same seed. X's record of the two games.
pub fn play_pair(measuring: &Catalog, trial: &Trial, x: &Roster, y: &Roster, pair: u32) -> Record {
    let seed = trial.seed().wrapping_add(u64::from(pair));
    let mut record = Record::default();
    let mut halves = 0;
    let mut margin = 0.0;
    for x_side in [Side::A, Side::B] {
        let (a, b) = match x_side {
            Side::A => (x, y),
            Side::B => (y, x),
        };
        let setup = pregame_setup(
            measuring,
            a,
            b,
            options(),
            Table::standard(),
            TerrainChoice::ByTheRules,
        );
        let Ok(setup) = setup else {
            record.failed += 1;
            continue;
        };
        let Ok(game) = play_head_to_head(&setup, seed, Strength::Veteran) else {
            record.failed += 1;
            continue;
        };
        let kept =
            |side: Side| f64::from(game.morale(side)) / f64::from(game.army(side).morale.max(1));
        margin += (kept(x_side) - kept(x_side.opponent())) / 2.0;
        match game.outcome().and_then(|o| o.winner) {
            Some(w) if w == x_side => {
                record.won += 1;
                halves += 2;
            }
            Some(_) => record.lost += 1,
            None => {
                record.drawn += 1;
                halves += 1;
            }
        }
    }
    if record.failed == 0 {
        record.pairs[halves] += 1;
        record.margin = margin;
        record.margin_squares = margin * margin;
    }
    record
}

/// Plays `pairs` mirrored pairs of every trial on `threads` threads,
/// adding to what `known` holds already (pairs beyond those recorded are
/// played, from the next seed on). A trial's record joins `known` when all
/// its pairs are played; `save` hears of `known` at most once a minute
/// (so that a long run cut short keeps its finished trials), `progress`
/// of each job done (a few pairs).
pub fn run(
    measuring: &Catalog,
    trials: &[(Trial, u32)],
    threads: usize,
    known: &mut BTreeMap<String, (Trial, Record, u32)>,
    progress: impl Fn(usize, usize) + Sync,
    save: impl Fn(&BTreeMap<String, (Trial, Record, u32)>) + Sync,
) {
    // Jobs: (trial, first pair, last pair), a few pairs each.
    const CHUNK: u32 = 4;
    let mut jobs = Vec::new();
    let mut armies = Vec::new();
    let mut remaining = Vec::new();
    for (k, (trial, pairs)) in trials.iter().enumerate() {
        let done = known.get(&key(trial)).map_or(0, |(_, _, p)| *p);
        armies.push(trial.armies(measuring));
        let mut from = done;
        let mut n = 0;
        while from < *pairs {
            let to = (from + CHUNK).min(*pairs);
            jobs.push((k, from, to));
            from = to;
            n += 1;
        }
        remaining.push(n);
    }
    let results: Mutex<Vec<(Record, u32, usize)>> = Mutex::new(
        remaining
            .into_iter()
            .map(|n| (Record::default(), 0, n))
            .collect(),
    );
    let known = Mutex::new(known);
    let next = AtomicUsize::new(0);
    let finished = AtomicUsize::new(0);
    let saved = Mutex::new(std::time::Instant::now());
    std::thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            scope.spawn(|| loop {
                let j = next.fetch_add(1, Ordering::Relaxed);
                let Some(&(k, from, to)) = jobs.get(j) else {
                    break;
                };
                let mut record = Record::default();
                match &armies[k] {
                    Some((x, y)) => {
                        for pair in from..to {
                            record.add(&play_pair(measuring, &trials[k].0, x, y, pair));
                        }
                    }
                    None => record.failed += 2 * (to - from),
                }
                let complete = results.lock().ok().and_then(|mut results| {
                    let r = &mut results[k];
                    r.0.add(&record);
                    r.1 += to - from;
                    r.2 -= 1;
                    (r.2 == 0).then_some((r.0, r.1))
                });
                if let (Some((record, pairs)), Ok(mut known)) = (complete, known.lock()) {
                    let trial = &trials[k].0;
                    let entry = known
                        .entry(key(trial))
                        .or_insert_with(|| (trial.clone(), Record::default(), 0));
                    entry.1.add(&record);
                    entry.2 += pairs;
                    if let Ok(mut saved) = saved.lock() {
                        if saved.elapsed().as_secs() >= 60 {
                            save(&known);
                            *saved = std::time::Instant::now();
                        }
                    }
                }
                let n = finished.fetch_add(1, Ordering::Relaxed) + 1;
                progress(n, jobs.len());
            });
        }
    });
}

/// A trial's key in saved results.
pub fn key(trial: &Trial) -> String {
    match trial {
        Trial::Calibration { faction, extra } => format!("calibration {faction} +{extra}"),
        Trial::Unit {
            faction,
            unit,
            copies,
            references,
        } => format!("{faction} {copies}x{unit} vs {references}"),
    }
}

/// The logit of a score, kept off 0 and 1 (a series won or lost outright
/// says "at least this much").
pub fn logit(score: f64, games: u32) -> f64 {
    let n = f64::from(games.max(1));
    let p = score.clamp(0.5 / n, 1.0 - 0.5 / n);
    (p / (1.0 - p)).ln()
}

/// The era of a faction.
pub fn era_of(catalog: &Catalog, faction: &FactionId) -> Option<EraId> {
    catalog.faction(faction).map(|f| f.era.clone())
}

/// What a trial's games came to, side by side for X and Y (`--why`): how
/// each army lost its morale, how many of its block broke, how the games
/// ended.
pub fn why(measuring: &Catalog, trial: &Trial, pairs: u32) -> Option<String> {
    use clouds_core::{Event, MoraleCause, VictoryKind};
    let (x, y) = trial.armies(measuring)?;
    let block_size = match trial {
        Trial::Calibration { extra, .. } => *extra,
        Trial::Unit { copies, .. } => *copies,
    };
    // [X, Y]: start, bombardment, broken, pushed, combats, commander; block broken.
    let mut lost = [[0.0f64; 7]; 2];
    let mut ends: BTreeMap<String, u32> = BTreeMap::new();
    let mut turns = 0.0;
    let mut games = 0.0;
    for pair in 0..pairs {
        let seed = trial.seed().wrapping_add(u64::from(pair));
        for x_side in [Side::A, Side::B] {
            let (a, b) = match x_side {
                Side::A => (&x, &y),
                Side::B => (&y, &x),
            };
            let setup = pregame_setup(
                measuring,
                a,
                b,
                options(),
                Table::standard(),
                TerrainChoice::ByTheRules,
            )
            .ok()?;
            let game = play_head_to_head(&setup, seed, Strength::Veteran).ok()?;
            games += 1.0;
            turns += f64::from(game.turn());
            let index = |side: Side| usize::from(side != x_side);
            for side in [Side::A, Side::B] {
                lost[index(side)][0] += f64::from(game.army(side).morale);
            }
            // The block: the first units of each army.
            let firsts: Vec<_> = [Side::A, Side::B]
                .iter()
                .flat_map(|s| {
                    game.army(*s)
                        .units
                        .iter()
                        .take(block_size as usize)
                        .map(|u| u.id)
                })
                .collect();
            for event in game.log() {
                match event {
                    Event::MoraleLost {
                        side,
                        amount,
                        cause,
                        ..
                    } => {
                        let k = match cause {
                            MoraleCause::Bombardment => 1,
                            MoraleCause::UnitBroken { .. } => 2,
                            MoraleCause::PushedOn { .. } => 3,
                            MoraleCause::CombatLost { .. } => 4,
                            MoraleCause::CommanderFell { .. } => 5,
                        };
                        lost[index(*side)][k] += f64::from(*amount);
                    }
                    Event::UnitBroken { unit, side, .. } if firsts.contains(unit) => {
                        lost[index(*side)][6] += 1.0;
                    }
                    Event::GameEnded { winner, kind } => {
                        let who = match winner {
                            Some(w) if *w == x_side => "X",
                            Some(_) => "Y",
                            None => "-",
                        };
                        let kind = match kind {
                            VictoryKind::Decisive => "decisive",
                            VictoryKind::ArmyGone => "army gone",
                            VictoryKind::Marginal => "marginal",
                            VictoryKind::Draw => "draw",
                        };
                        *ends.entry(format!("{who} {kind}")).or_default() += 1;
                    }
                    _ => {}
                }
            }
        }
    }
    let mut out = format!(
        "{} ({games} games, {:.1} player turns on average)\n",
        key(trial),
        turns / games
    );
    for (name, l) in ["X", "Y"].iter().zip(lost) {
        out += &format!(
            "  {name}: morale {:.1}; lost to bombardment {:.1}, units broken {:.1}, pushed on {:.1}, combats {:.1}, commanders {:.1}; block units broken {:.2}\n",
            l[0] / games,
            l[1] / games,
            l[2] / games,
            l[3] / games,
            l[4] / games,
            l[5] / games,
            l[6] / games
        );
    }
    out += &format!("  ends: {ends:?}\n");
    Some(out)
}
