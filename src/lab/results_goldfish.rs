//! Against the goldfish: the headline figures of each list (the hooks
//! `lab-win-rate-a`/`-b` and `lab-median-turns-a`/`-b`), the A/B
//! difference with its sentence, the charts, the table of figures and its
//! CSV. Every number is the core's (`RunStats`, `compare`).

use super::charts::{Columns, Row, Series, ShareBars, StepCurve};
use super::results_parts::{
    interval_text, letter, list_title, morale_bins, per_game, series_name, unit_chart, CLASSES,
    TARGET_CLASS,
};
use super::run::{Run, RunNames};
use crate::browser_io::{download, file_name};
use crate::lang::t;
use clouds_core::{
    compare, decimal, percent, signed_percent, stats_csv, Comparison, Estimate, LabMsg, Lang,
    PlayerId, RunStats, Side,
};
use leptos::prelude::*;
use std::sync::Arc;

/// Against the goldfish: each list's statistics, their names, and the A/B
/// comparison if there are two lists.
#[derive(Clone, Debug, PartialEq)]
pub struct Figures {
    lists: Vec<RunStats>,
    names: Arc<RunNames>,
    comparison: Option<Comparison>,
}

pub fn figures_of(run: &Run) -> Option<Figures> {
    let lists = run
        .plan
        .setups
        .iter()
        .zip(&run.games)
        .map(|(setup, games)| RunStats::of(games, &setup.armies[PlayerId::lead(run.plan.side)]))
        .collect();
    let comparison = (run.games.len() > 1).then(|| compare(&run.games[0], &run.games[1]));
    Some(Figures {
        lists,
        names: run.names.clone(),
        comparison,
    })
}

pub fn goldfish_results(figures: Figures, lang: Lang) -> impl IntoView {
    view! {
        <div class="lab-headlines">
            {figures.lists.iter().enumerate().map(|(k, list)| headline(k, &figures.names.list(k, lang), list, lang)).collect_view()}
        </div>
        {figures.comparison.as_ref().map(|c| difference(c, lang))}
        <Charts figures=figures.clone() lang />
        <FiguresTable figures lang />
    }
}

fn headline(k: usize, name: &str, s: &RunStats, lang: Lang) -> impl IntoView {
    let median = match s.median_turns_to_break {
        Some(m) => decimal(lang, m),
        None => LabMsg::NeverBroken.text(lang).to_owned(),
    };
    view! {
        <div class=format!("lab-headline {}", CLASSES[k])>
            <h4>{list_title(k, lang)}": "{name.to_owned()}</h4>
            <p>
                {LabMsg::WinRate.text(lang)}": "
                <strong data-testid=format!("lab-win-rate-{}", letter(k))>{percent(lang, s.win_rate.value)}</strong>
                " ("{interval_text(&s.win_rate, lang)}") · "{s.won}"/"{s.games}
            </p>
            <p>
                {LabMsg::MedianTurns.text(lang)}": "
                <strong data-testid=format!("lab-median-turns-{}", letter(k))>{median}</strong>
                " ("{LabMsg::MedianTurnsNote.text(lang)}")"
            </p>
            <p>
                {LabMsg::TargetBroken.text(lang)}": "{percent(lang, s.target_broken.value)}
                " · "{LabMsg::CommanderFell.text(lang)}": "{percent(lang, s.commander_fell.value)}
            </p>
        </div>
    }
}

/// An interval of a difference, each end with its sign, as the sentence
/// writes it.
fn signed_interval(e: &Estimate, lang: Lang) -> String {
    format!(
        "{} {}…{}",
        LabMsg::Interval.text(lang),
        signed_percent(lang, e.low),
        signed_percent(lang, e.high)
    )
}

fn difference(c: &Comparison, lang: Lang) -> impl IntoView {
    let d = &c.difference;
    view! {
        <div class="lab-difference">
            <p data-testid="lab-difference">
                {LabMsg::Difference.text(lang)}": "
                <strong>{signed_percent(lang, d.value)}</strong>
                " ("{signed_interval(d, lang)}")"
            </p>
            <p class="verdict" data-testid="lab-verdict">{c.sentence(lang)}</p>
        </div>
    }
}

#[component]
fn Charts(figures: Figures, lang: Lang) -> impl IntoView {
    let words = |m: LabMsg| m.text(lang).to_owned();
    let lists = &figures.lists;
    let share_rows = |pick: &dyn Fn(&RunStats) -> Estimate| {
        lists
            .iter()
            .enumerate()
            .map(|(k, l)| Row {
                label: series_name(k, &figures.names, lang),
                class: CLASSES[k],
                share: pick(l),
                interval: true,
            })
            .collect::<Vec<_>>()
    };
    let turns = lists.iter().map(|l| l.break_turns.len()).max().unwrap_or(0);
    let curves: Vec<Series> = lists
        .iter()
        .enumerate()
        .map(|(k, l)| Series {
            label: series_name(k, &figures.names, lang),
            class: CLASSES[k],
            values: l.broken_by.clone(),
        })
        .collect();
    view! {
        <div class="lab-charts">
            <ShareBars rows=share_rows(&|s| s.win_rate) testid="lab-chart-win-rate" title=words(LabMsg::WinRateChart) />
            <Columns series=break_histogram(lists, &figures.names, turns, lang) categories=(1..=turns).map(|t| t.to_string()).collect()
                testid="lab-chart-turns" title=words(LabMsg::TurnsHistogram)
                x_title=words(LabMsg::Turn) y_title=words(LabMsg::ShareOfGames) />
            <StepCurve series=curves testid="lab-chart-broken-by" title=words(LabMsg::BrokenByCurve)
                x_title=words(LabMsg::Turn) y_title=words(LabMsg::ShareOfGames) />
            {morale_charts(&figures, lang)}
            {unit_charts(lists, lang)}
            <ShareBars rows=share_rows(&|s| s.commander_fell) testid="lab-chart-commander" title=words(LabMsg::CommanderFell) />
        </div>
    }
}

/// The share of games in which the target broke at each of `turns` turns,
/// a series a list.
fn break_histogram(lists: &[RunStats], names: &RunNames, turns: usize, lang: Lang) -> Vec<Series> {
    lists
        .iter()
        .enumerate()
        .map(|(k, l)| Series {
            label: series_name(k, names, lang),
            class: CLASSES[k],
            values: (0..turns)
                .map(|t| per_game(l.break_turns.get(t).copied().unwrap_or(0), l.games))
                .collect(),
        })
        .collect()
}

/// For each list, the morale it and the target lost, by tenths of their
/// starting morale.
fn morale_charts(figures: &Figures, lang: Lang) -> impl IntoView {
    let words = |m: LabMsg| m.text(lang).to_owned();
    let bins = morale_bins(lang);
    let target = figures.names.target.full(lang);
    figures
        .lists
        .iter()
        .enumerate()
        .map(|(k, l)| {
            let series = vec![
                Series {
                    label: format!("{} ({})", figures.names.list(k, lang), words(LabMsg::TheList)),
                    class: CLASSES[k],
                    values: l.morale[Side::A].bins.iter().map(|n| per_game(*n, l.games)).collect(),
                },
                Series {
                    label: format!("{} ({})", target, words(LabMsg::TheTarget)),
                    class: TARGET_CLASS,
                    values: l.morale[Side::B].bins.iter().map(|n| per_game(*n, l.games)).collect(),
                },
            ];
            let title = format!(
                "{} · {}: {} {} / {} {}",
                words(LabMsg::MoraleLostChart),
                list_title(k, lang),
                words(LabMsg::MeanMoraleLost),
                decimal(lang, l.morale[Side::A].mean_lost),
                decimal(lang, l.morale[Side::A].mean_start),
                words(LabMsg::OfStartingMorale),
            );
            view! {
                <Columns series categories=bins.clone() testid=if k == 0 { "lab-chart-morale-a" } else { "lab-chart-morale-b" }
                    title x_title=words(LabMsg::MoraleLostAxis) y_title=words(LabMsg::ShareOfGames) />
            }
        })
        .collect_view()
}

/// For each list, how often each of its units broke.
fn unit_charts(lists: &[RunStats], lang: Lang) -> impl IntoView {
    lists
        .iter()
        .enumerate()
        .map(|(k, l)| unit_chart(k, &l.units, lang))
        .collect_view()
}

/// The figures as a table, and the same as a CSV file.
#[component]
fn FiguresTable(figures: Figures, lang: Lang) -> impl IntoView {
    let words = |m: LabMsg| m.text(lang).to_owned();
    let lists = figures.lists.clone();
    let row = |label: String, value: &dyn Fn(&RunStats) -> String| {
        view! {
            <tr>
                <th scope="row">{label}</th>
                {lists.iter().map(|l| view! { <td>{value(l)}</td> }).collect_view()}
            </tr>
        }
    };
    let with_interval = |e: &Estimate| {
        format!(
            "{} ({}…{})",
            percent(lang, e.value),
            percent(lang, e.low),
            percent(lang, e.high)
        )
    };
    let rows = view! {
        {row(words(LabMsg::GamesCount), &|s| s.games.to_string())}
        {row(words(LabMsg::Won), &|s| s.won.to_string())}
        {row(words(LabMsg::Lost), &|s| s.lost.to_string())}
        {row(words(LabMsg::Drawn), &|s| s.drawn.to_string())}
        {row(words(LabMsg::WonDecisively), &|s| s.won_decisively.to_string())}
        {row(words(LabMsg::WinRate), &|s| with_interval(&s.win_rate))}
        {row(words(LabMsg::TargetBroken), &|s| with_interval(&s.target_broken))}
        {row(words(LabMsg::MedianTurns), &|s| s.median_turns_to_break.map(|m| decimal(lang, m)).unwrap_or_else(|| words(LabMsg::NeverBroken)))}
        {row(words(LabMsg::HalfBrokenBy), &|s| s.half_broken_by.map(|m| m.to_string()).unwrap_or_else(|| words(LabMsg::NotInHalf)))}
        {row(format!("{}: {}", words(LabMsg::MeanMoraleLost), words(LabMsg::TheList)), &|s| decimal(lang, s.morale[Side::A].mean_lost))}
        {row(format!("{}: {}", words(LabMsg::MeanMoraleLost), words(LabMsg::TheTarget)), &|s| decimal(lang, s.morale[Side::B].mean_lost))}
        {row(words(LabMsg::CommanderFell), &|s| with_interval(&s.commander_fell))}
    };
    let heads = figures
        .lists
        .iter()
        .enumerate()
        .map(|(k, _)| series_name(k, &figures.names, lang))
        .collect::<Vec<_>>();
    let csv = {
        let figures = figures.clone();
        let heads = heads.clone();
        move |_| {
            let runs: Vec<(&str, &RunStats)> = heads
                .iter()
                .zip(&figures.lists)
                .map(|(h, l)| (h.as_str(), l))
                .collect();
            let text = stats_csv(lang, &runs, figures.comparison.as_ref());
            let name = file_name(&format!("lab {}", figures.names.list(0, lang)), "csv");
            download(&name, "text/csv;charset=utf-8", &text);
        }
    };
    view! {
        <details class="lab-figures" open>
            <summary>{words(LabMsg::FiguresTable)}</summary>
            <table data-testid="lab-figures">
                <thead>
                    <tr>
                        <th scope="col">{words(LabMsg::Figure)}</th>
                        {heads.into_iter().map(|h| view! { <th scope="col">{h}</th> }).collect_view()}
                    </tr>
                </thead>
                <tbody>{rows}</tbody>
            </table>
            <button type="button" data-testid="lab-csv" on:click=csv>{t(LabMsg::DownloadCsv)}</button>
        </details>
    }
}
