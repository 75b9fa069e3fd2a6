//! Prices checked by the engine: every shipped unit fights duels against
//! reference units under the rules, and its measured value in points is
//! printed beside its price. The method is in `army_lists/README.md`
//! ("Prices checked by the engine").
//!
//!     cargo run --release -p clouds_core --example price_check
//!     cargo run --release -p clouds_core --example price_check -- --games 50
//!     cargo run --release -p clouds_core --example price_check -- --unit cuirassiers
//!     cargo run --release -p clouds_core --example price_check -- --markdown
//!     cargo run --release -p clouds_core --example price_check -- --scenarios --unit pikemen
//!     cargo run --release -p clouds_core --example price_check -- --show 12 7
//!
//! `--games N` duels per scenario (default 200); `--unit ID` only units of
//! that id (repeatable); `--markdown` the table as the README prints it;
//! `--scenarios` each measured profile's balance in every scenario;
//! `--show S SEED` the log of one duel of line infantry in scenario S;
//! `--threads N` worker threads (default: the machine's cores).
//!
//! Beyond the duels (`race.rs`, `battle.rs`, `fit.rs`):
//! `--speeds` what speed is worth: line infantry and line cavalry at every
//! simple speed from 0 to 6 UW, in the races (a flanker coming round to a
//! fight already joined) and the duels, counted alike;
//! `--show-race R SEED` the log of one race (of the first `--unit`, or
//! line infantry); `--race-weight W` let the races weigh W in every value
//! (0 by default: the duels alone); `--fit` the model's measured terms
//! fitted to the values by least squares; `--battle N M --unit ID` N of
//! the unit against M line infantry in one line, whole games, its score;
//! `--save FILE` and `--load FILE` keep the measurements between runs.
//!
//! Prices checked by battles (`whole_game.rs`, `game_value.rs`,
//! `report.rs`, `figures.rs`; army_lists/README.md, "Prices checked by
//! battles"): `--battles` every unit's value in whole games between
//! veteran generals (its faction's club-size sample with a block of the
//! unit against the same sample with as many points of line infantry,
//! mirrored pairs), beside its duel value, the points model fitted on half
//! of the unit types and checked on the other half, as the README's
//! table; about half an hour on two cores. `--quick` a few minutes, with
//! intervals about four times as wide; `--pairs N` mirrored pairs a unit
//! type (300), `--calibration-pairs N` a calibration series (60);
//! `--save-battles FILE` and `--load-battles FILE` keep the games' records
//! (saved once a minute while the run goes on; a loaded run plays only
//! what the file lacks); `--figures` writes
//! `core/tests/fixtures/prices/measured.json`, which the price report test
//! reads (its notes are kept); `--weights` the fitted weights; `--why N`
//! N mirrored pairs of each trial of the `--unit`s, with how each army lost
//! its morale.

mod battle;
mod duel;
mod figures;
mod fit;
mod game_value;
mod race;
mod report;
mod value;
mod whole_game;

use clouds_core::{
    Action, BoardEntryId, Catalog, FactionId, Lang, ReadFailure, Side, TableUnitId, UnitProfile,
};

use clouds_core::testing::model_points;
use duel::Tally;
use std::collections::BTreeMap;
use std::path::Path;
use std::process::ExitCode;
use value::{Measured, Method, Tallies};

struct Args {
    games: u32,
    units: Vec<String>,
    markdown: bool,
    scenarios: bool,
    show: Option<(usize, u64)>,
    show_race: Option<(usize, u64, Option<String>)>,
    threads: usize,
    fit: bool,
    race_weight: Option<f64>,
    load: Option<String>,
    save: Option<String>,
    battle: Option<(u32, u32)>,
    speeds: bool,
    battles: bool,
    quick: bool,
    type_pairs: Option<u32>,
    calibration_pairs: Option<u32>,
    load_battles: Option<String>,
    save_battles: Option<String>,
    figures: Option<String>,
    weights: bool,
    why: Option<u32>,
}

fn args() -> Result<Args, String> {
    let mut args = Args {
        games: 200,
        units: Vec::new(),
        markdown: false,
        scenarios: false,
        show: None,
        show_race: None,
        fit: false,
        race_weight: None,
        load: None,
        save: None,
        battle: None,
        speeds: false,
        battles: false,
        quick: false,
        type_pairs: None,
        calibration_pairs: None,
        load_battles: None,
        save_battles: None,
        figures: None,
        weights: false,
        why: None,
        threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
    };
    let mut it = std::env::args().skip(1);
    let number = |v: Option<String>, what: &str| -> Result<u64, String> {
        v.and_then(|v| v.parse().ok())
            .ok_or_else(|| format!("{what} needs a number"))
    };
    while let Some(arg) = it.next() {
        match arg.as_str() {
            "--games" => args.games = number(it.next(), "--games")?.max(1) as u32,
            "--threads" => args.threads = number(it.next(), "--threads")?.max(1) as usize,
            "--unit" => args.units.push(it.next().ok_or("--unit needs a unit id")?),
            "--markdown" => args.markdown = true,
            "--fit" => args.fit = true,
            "--race-weight" => {
                let w = it.next().and_then(|w| w.parse::<f64>().ok());
                args.race_weight = Some(w.ok_or("--race-weight needs a number from 0 to 1")?);
            }
            "--battle" => {
                let n = number(it.next(), "--battle")? as u32;
                let m = number(it.next(), "--battle")? as u32;
                args.battle = Some((n, m));
            }
            "--speeds" => args.speeds = true,
            "--battles" => args.battles = true,
            "--quick" => args.quick = true,
            "--weights" => args.weights = true,
            "--why" => args.why = Some(number(it.next(), "--why")?.max(1) as u32),
            "--calibration-pairs" => {
                args.calibration_pairs = Some(number(it.next(), "--calibration-pairs")? as u32)
            }
            "--pairs" => args.type_pairs = Some(number(it.next(), "--pairs")?.max(1) as u32),
            "--load-battles" => {
                args.load_battles = Some(it.next().ok_or("--load-battles needs a file")?)
            }
            "--save-battles" => {
                args.save_battles = Some(it.next().ok_or("--save-battles needs a file")?)
            }
            "--figures" => {
                let default = Path::new(env!("CARGO_MANIFEST_DIR")).join(figures::FIGURES);
                args.figures = Some(default.to_string_lossy().into_owned());
            }
            "--load" => args.load = Some(it.next().ok_or("--load needs a file")?),
            "--save" => args.save = Some(it.next().ok_or("--save needs a file")?),
            "--scenarios" => args.scenarios = true,
            "--show" => {
                let s = number(it.next(), "--show")? as usize;
                let seed = number(it.next(), "--show")?;
                args.show = Some((s, seed));
            }
            "--show-race" => {
                let r = number(it.next(), "--show-race")? as usize;
                let seed = number(it.next(), "--show-race")?;
                args.show_race = Some((r, seed, args.units.first().cloned()));
            }
            other => return Err(format!("unknown argument {other}")),
        }
    }
    Ok(args)
}

fn shipped_catalog() -> Result<Catalog, String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../army_lists");
    let read = |relative: &str| {
        std::fs::read_to_string(root.join(relative)).map_err(|_| ReadFailure::NotFound)
    };
    Catalog::load_with("army_lists", read).map_err(|problems| {
        problems
            .iter()
            .map(|p| p.describe(Lang::En))
            .collect::<Vec<_>>()
            .join("\n")
    })
}

fn move_action(catalog: &Catalog) -> Result<Action, String> {
    catalog
        .glossary
        .action(&BoardEntryId::new("move"))
        .cloned()
        .ok_or_else(|| "common.json has no «move» action".to_owned())
}

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("{message}");
            ExitCode::FAILURE
        }
    }
}

fn run() -> Result<(), String> {
    let args = args()?;
    let catalog = shipped_catalog()?;
    let move_action = move_action(&catalog)?;
    let mut method = Method::standard(move_action.clone());
    if let Some(w) = args.race_weight {
        method.race_weight = w.clamp(0.0, 1.0);
    }
    if let Some((s, seed)) = args.show {
        return show(&method, s, seed);
    }
    if args.speeds {
        if args.race_weight.is_none() {
            method.race_weight = value::SPEED_RACE_WEIGHT;
        }
        print_speeds(&method, args.games, args.threads);
        return Ok(());
    }
    if let Some((n, m)) = args.battle {
        let id = args.units.first().ok_or("--battle needs --unit")?;
        let unit = catalog
            .factions()
            .flat_map(|f| f.units.iter())
            .find(|u| u.id.as_str() == id)
            .map(|u| UnitProfile::from_unit(TableUnitId(0), Side::A, u, &catalog))
            .ok_or_else(|| format!("no unit {id}"))?;
        let line = duel::line_infantry();
        let score = battle::score(&unit, n, &line, m, &method.move_action, args.games);
        println!("{n} {id} against {m} line infantry: {score:.3}");
        return Ok(());
    }
    if let Some((r, seed, unit)) = &args.show_race {
        return show_race(&method, &catalog, *r, *seed, unit.as_deref());
    }
    if args.battles {
        return battles(&args, &catalog, &method);
    }
    let mut known: BTreeMap<String, Tallies> = match &args.load {
        Some(path) => {
            let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
            serde_json::from_str(&text).map_err(|e| format!("{path}: {e}"))?
        }
        None => BTreeMap::new(),
    };
    let measured = value::measure_catalog_with(
        &catalog,
        &method,
        args.games,
        args.threads,
        |unit| args.units.is_empty() || args.units.iter().any(|u| u == unit.id.as_str()),
        &mut known,
    );
    if let Some(path) = &args.save {
        let text = serde_json::to_string(&known).map_err(|e| e.to_string())?;
        std::fs::write(path, text).map_err(|e| format!("{path}: {e}"))?;
    }
    if args.fit {
        print_fit(&measured, &catalog);
        return Ok(());
    }
    if args.scenarios {
        print_scenarios(&method, &measured);
    }
    if args.markdown {
        print_markdown(&measured, &method, args.games, &catalog);
    } else {
        print_table(&measured, &catalog);
    }
    Ok(())
}

/// Prices checked by battles: every unit's value in whole games between
/// generals, beside its value in the duels, the price formula fitted on
/// half of the unit types and checked on the other half, and (with
/// `--figures`) the figures file the price report test reads.
fn battles(args: &Args, catalog: &Catalog, method: &Method) -> Result<(), String> {
    let start = std::time::Instant::now();
    let mut budget = if args.quick {
        game_value::Budget::QUICK
    } else {
        game_value::Budget::FULL
    };
    if let Some(pairs) = args.type_pairs {
        budget.type_pairs = pairs;
    }
    if let Some(pairs) = args.calibration_pairs {
        budget.calibration_pairs = pairs;
    }
    let wanted = |unit: &clouds_core::Unit| {
        args.units.is_empty() || args.units.iter().any(|u| u == unit.id.as_str())
    };
    let mut known: game_value::Known = match &args.load_battles {
        Some(path) => {
            let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
            serde_json::from_str(&text).map_err(|e| format!("{path}: {e}"))?
        }
        None => BTreeMap::new(),
    };
    let measuring = whole_game::measuring_catalog(catalog);
    let trials = game_value::plan(catalog, budget, &known, wanted);
    if let Some(pairs) = args.why {
        for (trial, _) in trials
            .iter()
            .filter(|(t, _)| args.units.is_empty() || matches!(t, whole_game::Trial::Unit { .. }))
        {
            let text = whole_game::why(&measuring, trial, pairs)
                .ok_or_else(|| format!("{} cannot be played", whole_game::key(trial)))?;
            print!("{text}");
        }
        return Ok(());
    }
    let games: u32 = trials
        .iter()
        .map(|(t, pairs)| {
            let done = known.get(&whole_game::key(t)).map_or(0, |k| k.2);
            2 * pairs.saturating_sub(done)
        })
        .sum();
    eprintln!("battles: {} series, {games} games to play", trials.len());
    let last = std::sync::Mutex::new(std::time::Instant::now());
    let save = |known: &game_value::Known| {
        if let Some(path) = &args.save_battles {
            if let Ok(text) = serde_json::to_string(known) {
                if let Err(e) = std::fs::write(path, text) {
                    eprintln!("{path}: {e}");
                }
            }
        }
    };
    whole_game::run(
        &measuring,
        &trials,
        args.threads,
        &mut known,
        |done, all| {
            if let Ok(mut last) = last.lock() {
                if last.elapsed().as_secs() >= 60 || done == all {
                    *last = std::time::Instant::now();
                    eprintln!(
                        "  {done} of {all} jobs, {:.0} s",
                        start.elapsed().as_secs_f64()
                    );
                }
            }
        },
        save,
    );
    let failed: u32 = known.values().map(|k| k.1.failed).sum();
    if failed > 0 {
        eprintln!("{failed} games could not be played");
    }
    save(&known);
    let battles_seconds = start.elapsed().as_secs_f64();
    let duel_games = if args.quick { 20 } else { args.games };
    let mut duel_known: BTreeMap<String, Tallies> = match &args.load {
        Some(path) => {
            let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
            serde_json::from_str(&text).map_err(|e| format!("{path}: {e}"))?
        }
        None => BTreeMap::new(),
    };
    let measured = value::measure_catalog_with(
        catalog,
        method,
        duel_games,
        args.threads,
        wanted,
        &mut duel_known,
    );
    if let Some(path) = &args.save {
        let text = serde_json::to_string(&duel_known).map_err(|e| e.to_string())?;
        std::fs::write(path, text).map_err(|e| format!("{path}: {e}"))?;
    }
    let calibrations = game_value::calibrate(catalog, &known);
    let values = game_value::unit_values(catalog, &known, &calibrations);
    let rows = report::rows(catalog, &values, &measured, wanted);
    let folds = report::folds(&rows, catalog);
    let figures_path = args.figures.clone().unwrap_or_else(|| {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(figures::FIGURES);
        path.to_string_lossy().into_owned()
    });
    // The notes are kept by hand in the figures file: a re-run keeps them.
    let notes = std::fs::read_to_string(&figures_path)
        .ok()
        .and_then(|text| serde_json::from_str::<figures::Figures>(&text).ok())
        .map(|old| old.notes)
        .unwrap_or_default();
    report::print_markdown(&rows, catalog, &calibrations, &folds, budget, &notes);
    if args.weights {
        report::print_weights(&folds);
    }
    if let Some(path) = &args.figures {
        let figures = report::figures(
            catalog,
            &rows,
            &values,
            &calibrations,
            budget,
            &folds,
            notes,
        );
        std::fs::write(path, figures::figures_text(&figures))
            .map_err(|e| format!("{path}: {e}"))?;
        eprintln!("figures written to {path}");
    }
    eprintln!(
        "battles {battles_seconds:.0} s, duels {:.0} s, {} threads",
        start.elapsed().as_secs_f64() - battles_seconds,
        args.threads
    );
    Ok(())
}

fn show(method: &Method, s: usize, seed: u64) -> Result<(), String> {
    let scenario = *method
        .scenarios
        .get(s)
        .ok_or_else(|| format!("there are {} scenarios", method.scenarios.len()))?;
    let unit = duel::line_infantry();
    let (outcome, game) = duel::play_game(
        &unit,
        &method.references[scenario.reference],
        scenario,
        &method.move_action,
        seed,
    );
    println!("{} (seed {seed}): {outcome:?}", scenario.label());
    let names = game.names(Lang::En);
    for event in game.log() {
        println!("  {}", event.describe(&names));
    }
    Ok(())
}

fn show_race(
    method: &Method,
    catalog: &Catalog,
    r: usize,
    seed: u64,
    unit: Option<&str>,
) -> Result<(), String> {
    let race = *method
        .races
        .get(r)
        .ok_or_else(|| format!("there are {} races", method.races.len()))?;
    let profile = match unit {
        None => duel::line_infantry(),
        Some(id) => catalog
            .factions()
            .flat_map(|f| f.units.iter())
            .find(|u| u.id.as_str() == id)
            .map(|u| UnitProfile::from_unit(TableUnitId(0), Side::A, u, catalog))
            .ok_or_else(|| format!("no unit {id}"))?,
    };
    let (outcome, game) = race::play_game(
        &profile,
        &method.references[race.reference],
        race,
        &method.move_action,
        seed,
    );
    println!("{} (seed {seed}): {outcome:?}", race.label());
    let names = game.names(Lang::En);
    for event in game.log() {
        println!("  {}", event.describe(&names));
    }
    Ok(())
}

/// The fitted weights of the measured terms, and how near the fit comes.
fn print_fit(measured: &[Measured], catalog: &Catalog) {
    let weights = fit::fit(measured, &catalog.glossary);
    println!(
        "Measured terms fitted to the engine's values (points per difference from line infantry):"
    );
    for (term, w) in fit::TERMS.iter().zip(weights) {
        println!("  {term:<20} {w:>+6.2}");
    }
    let mut seen = Vec::new();
    let mut within = 0;
    for m in measured {
        let fitted = fit::fitted(&weights, &m.unit, &catalog.glossary);
        let off = (fitted - m.engine_value) / m.engine_value.max(0.1);
        if off.abs() <= value::TOLERANCE {
            within += 1;
        }
        if !seen.contains(&m.profile_key) {
            seen.push(m.profile_key.clone());
            println!(
                "{:<24} engine {:>5.1}  fit {:>5.1}  {:>+4.0}%  {}",
                m.unit.id.as_str(),
                m.engine_value,
                fitted,
                off * 100.0,
                if off.abs() > value::TOLERANCE {
                    "OUT"
                } else {
                    ""
                }
            );
        }
    }
    println!(
        "{} units, {within} with the fit within {:.0}% of the engine's value.",
        measured.len(),
        value::TOLERANCE * 100.0
    );
}

/// What speed alone is worth: line infantry and line cavalry at every
/// simple speed from 0 to 6 UW (their other numbers as they are), in the
/// races and in the duels, and their engine value.
fn print_speeds(method: &Method, games: u32, threads: usize) {
    let line = method.measure(&duel::line_infantry(), games);
    let mut profiles = Vec::new();
    for base in [duel::line_infantry(), duel::line_cavalry()] {
        for simple in 0..=6u8 {
            let mut p = base.clone();
            p.speed.simple = simple;
            profiles.push(p);
        }
    }
    let results: std::sync::Mutex<Vec<Option<Tallies>>> =
        std::sync::Mutex::new(vec![None; profiles.len()]);
    let next = std::sync::atomic::AtomicUsize::new(0);
    std::thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            scope.spawn(|| loop {
                let k = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some(p) = profiles.get(k) else { break };
                let t = method.measure(p, games);
                if let Ok(mut r) = results.lock() {
                    r[k] = Some(t);
                }
            });
        }
    });
    let results = results.into_inner().unwrap_or_default();
    for (p, t) in profiles.iter().zip(results) {
        let t = t.unwrap_or_default();
        println!(
            "{:<14} {}-{}  duel rate {:>5.2}  race rate {:>5.2}  engine value {:>5.1}",
            p.unit.as_str(),
            p.speed.simple,
            p.speed.difficult,
            value::duel_rate(method, &t, &line),
            value::race_rate(&t, &line),
            value::engine_value(p.morale, method, &t, &line)
        );
    }
}

fn print_scenarios(method: &Method, measured: &[Measured]) {
    let mut seen = Vec::new();
    for m in measured {
        if seen.contains(&m.profile_key) {
            continue;
        }
        seen.push(m.profile_key.clone());
        println!("{} ({})", m.unit.id.as_str(), m.profile_key);
        for (scenario, tally) in method.scenarios.iter().zip(m.tallies.duels.iter()) {
            print_tally(&scenario.label(), tally);
        }
        for (race, tally) in method.races.iter().zip(m.tallies.races.iter()) {
            let reference = method.references[race.reference].unit.as_str();
            print_tally(&format!("{} against {reference}", race.label()), tally);
        }
    }
}

fn print_tally(label: &str, t: &Tally) {
    println!(
        "  {:<40} inflicted {:>5.2}  suffered {:>5.2}  balance {:>+6.2}  unfinished {}",
        label,
        t.mean_inflicted(),
        t.mean_suffered(),
        t.balance(),
        t.unfinished
    );
}

/// Whether the price is outside the tolerance of the measured value.
fn outside(m: &Measured) -> bool {
    m.difference().abs() > value::TOLERANCE
}

fn mark(m: &Measured) -> &'static str {
    match (outside(m), m.unit.points_note.is_some()) {
        (false, _) => "",
        (true, true) => "excepted",
        (true, false) => "OUT",
    }
}

/// The report's last column: a note on the price, and whether it is out.
fn note_mark(m: &Measured) -> &'static str {
    match (outside(m), m.unit.points_note.is_some()) {
        (false, false) => "",
        (false, true) => "note",
        (true, true) => "excepted",
        (true, false) => "OUT",
    }
}

fn print_table(measured: &[Measured], catalog: &Catalog) {
    println!(
        "{:<28} {:<24} {:>5} {:>5} {:>6} {:>6} {:>5} {:>5} {:>6} {:>6}",
        "faction", "unit", "price", "model", "value", "diff", "duels", "races", "engine", "kept"
    );
    for m in measured {
        println!(
            "{:<28} {:<24} {:>5} {:>5} {:>6.1} {:>+5.0}% {:>5.2} {:>5.2} {:>6.1} {:>+6.1}  {}",
            m.faction.as_str(),
            m.unit.id.as_str(),
            m.unit.points,
            model_points(&m.unit, &catalog.glossary),
            m.value,
            m.difference() * 100.0,
            m.duel_rate,
            m.race_rate,
            m.engine_value,
            m.kept_value,
            mark(m)
        );
    }
    println!();
    summary(measured);
}

fn summary(measured: &[Measured]) {
    let within = measured.iter().filter(|m| !outside(m)).count();
    let excepted = measured
        .iter()
        .filter(|m| outside(m) && m.unit.points_note.is_some())
        .count();
    let out = measured.len() - within - excepted;
    println!(
        "{} units: {within} within {:.0}% of their measured value, {excepted} outside it with a points note, {out} outside it without one.",
        measured.len(),
        value::TOLERANCE * 100.0
    );
}

/// The report as `army_lists/README.md` prints it: one row per profile
/// the duels tell apart, with the units that share it.
fn print_markdown(measured: &[Measured], method: &Method, games: u32, catalog: &Catalog) {
    let mut rows: Vec<(&Measured, Vec<&Measured>)> = Vec::new();
    for m in measured {
        match rows.iter_mut().find(|(first, _)| {
            first.profile_key == m.profile_key
                && first.kept_value == m.kept_value
                && first.unit.points == m.unit.points
                && first.unit.points_note.is_some() == m.unit.points_note.is_some()
        }) {
            Some((_, same)) => same.push(m),
            None => rows.push((m, vec![m])),
        }
    }
    rows.sort_by(|a, b| a.0.value.total_cmp(&b.0.value));
    println!(
        "{} units, {} scenarios, {games} duels each. Price: the listed points; \
         value: measured (duels + kept terms); diff: price against value; \
         I/S: morale the duels cost the enemy and the unit's own army, per unit \
         and duel (line infantry {:.2}/{:.2}); note: priced apart from the model \
         with a points note; excepted: outside 15% of its value, with a points \
         note saying why.\n",
        measured.len(),
        method.scenarios.len(),
        measured
            .iter()
            .find(|m| m.profile_key == value::profile_key(&duel::line_infantry()))
            .map_or(0.0, |m| m.inflicted),
        measured
            .iter()
            .find(|m| m.profile_key == value::profile_key(&duel::line_infantry()))
            .map_or(0.0, |m| m.suffered),
    );
    println!("| units (faction) | price | model | value | diff | duels | kept | I/S | |");
    println!("|---|--:|--:|--:|--:|--:|--:|--:|---|");
    for (first, same) in rows {
        // "dragoons (sweden, empire), reiters (muscovy)"
        let mut names: Vec<(&str, Vec<&str>)> = Vec::new();
        for m in &same {
            let faction = short(&m.faction);
            match names.iter_mut().find(|(id, _)| *id == m.unit.id.as_str()) {
                Some((_, factions)) if !factions.contains(&faction) => factions.push(faction),
                Some(_) => {}
                None => names.push((m.unit.id.as_str(), vec![faction])),
            }
        }
        let names: Vec<String> = names
            .iter()
            .map(|(id, factions)| format!("{id} ({})", factions.join(", ")))
            .collect();
        println!(
            "| {} | {} | {} | {:.1} | {:+.0}% | {:.1} | {:+.1} | {:.2}/{:.2} | {} |",
            names.join(", "),
            first.unit.points,
            model_points(&first.unit, &catalog.glossary),
            first.value,
            first.difference() * 100.0,
            first.engine_value,
            first.kept_value,
            first.inflicted,
            first.suffered,
            note_mark(first)
        );
    }
    println!();
    summary(measured);
}

/// A faction id without its era word: `empires_france` → `france`.
fn short(faction: &FactionId) -> &str {
    faction
        .as_str()
        .split_once('_')
        .map_or(faction.as_str(), |(_, rest)| rest)
}
