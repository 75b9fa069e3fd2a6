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

mod duel;
mod value;

use clouds_core::{model_points, Action, BoardEntryId, Catalog, FactionId, Lang, ReadFailure};
use duel::{Scenario, Tally};
use std::path::Path;
use std::process::ExitCode;
use value::{Measured, Method};

struct Args {
    games: u32,
    units: Vec<String>,
    markdown: bool,
    scenarios: bool,
    show: Option<(usize, u64)>,
    threads: usize,
}

fn args() -> Result<Args, String> {
    let mut args = Args {
        games: 200,
        units: Vec::new(),
        markdown: false,
        scenarios: false,
        show: None,
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
            "--scenarios" => args.scenarios = true,
            "--show" => {
                let s = number(it.next(), "--show")? as usize;
                let seed = number(it.next(), "--show")?;
                args.show = Some((s, seed));
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
    let method = Method::standard(move_action.clone());
    if let Some((s, seed)) = args.show {
        return show(&method, s, seed);
    }
    let measured = value::measure_catalog(&catalog, &method, args.games, args.threads, |unit| {
        args.units.is_empty() || args.units.iter().any(|u| u == unit.id.as_str())
    });
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

fn print_scenarios(method: &Method, measured: &[Measured]) {
    let mut seen = Vec::new();
    for m in measured {
        if seen.contains(&m.profile_key) {
            continue;
        }
        seen.push(m.profile_key.clone());
        println!("{} ({})", m.unit.id.as_str(), m.profile_key);
        for (scenario, tally) in method.scenarios.iter().zip(m.tallies.iter()) {
            print_tally(scenario, tally);
        }
    }
}

fn print_tally(scenario: &Scenario, t: &Tally) {
    println!(
        "  {:<40} inflicted {:>5.2}  suffered {:>5.2}  balance {:>+6.2}  unfinished {}",
        scenario.label(),
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
        "{:<28} {:<24} {:>5} {:>5} {:>6} {:>6} {:>6} {:>6}",
        "faction", "unit", "price", "model", "value", "diff", "duels", "kept"
    );
    for m in measured {
        println!(
            "{:<28} {:<24} {:>5} {:>5} {:>6.1} {:>+5.0}% {:>6.1} {:>+6.1}  {}",
            m.faction.as_str(),
            m.unit.id.as_str(),
            m.unit.points,
            model_points(&m.unit, &catalog.glossary),
            m.value,
            m.difference() * 100.0,
            m.duel_value,
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
         with a points note.\n",
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
            first.duel_value,
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
