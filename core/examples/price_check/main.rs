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

mod battle;
mod duel;
mod fit;
mod race;
mod value;

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
