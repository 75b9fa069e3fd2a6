//! Against the field: list A head to head against each opponent ticked.
//! A table (`lab-field`) with a row an opponent (`lab-field-row`, with its
//! `data-opponent` and list A's win rate in `data-win-rate`), from the
//! hardest matchup to the easiest, then list A's record against them all;
//! and the same as a chart of list A's wins with their 95% intervals. The
//! order and every number are the core's (`FieldStats`).

use super::charts::{Row, ShareBars};
use super::results_parts::{interval_text, CLASSES, TARGET_CLASS};
use super::run::{ArmyName, Run};
use clouds_core::{fixed, percent, Estimate, FieldStats, LabMsg, Lang, MatchStats};
use leptos::prelude::*;

/// A field run's figures and its opponents' names by id.
#[derive(Clone, Debug, PartialEq)]
pub struct FieldFigures {
    stats: FieldStats,
    names: Vec<(String, ArmyName)>,
}

pub fn field_figures(run: &Run) -> Option<FieldFigures> {
    let series: Vec<(String, Vec<_>)> = run
        .plan
        .opponents
        .iter()
        .cloned()
        .zip(run.games.iter().cloned())
        .collect();
    let names = run
        .plan
        .opponents
        .iter()
        .cloned()
        .zip(run.names.opponents.iter().cloned())
        .collect();
    Some(FieldFigures {
        stats: FieldStats::of(&series),
        names,
    })
}

impl FieldFigures {
    /// The name of the opponent `id`.
    fn name(&self, id: &str) -> ArmyName {
        self.names
            .iter()
            .find(|(i, _)| i == id)
            .map_or_else(ArmyName::default, |(_, n)| n.clone())
    }
}

/// A share in a table's cell, with its interval below it.
fn share_cell(e: &Estimate, lang: Lang) -> impl IntoView {
    view! {
        <td>
            <strong>{percent(lang, e.value)}</strong>
            <small class="interval">{percent(lang, e.low)}"…"{percent(lang, e.high)}</small>
        </td>
    }
}

/// One row of the table: an opponent (its name, and its faction and
/// points below), or the whole field.
fn table_row(name: String, about: String, stats: &MatchStats, lang: Lang) -> impl IntoView {
    view! {
        <th scope="row">{name}<small class="about">{about}</small></th>
        {share_cell(&stats.a.win_rate, lang)}
        {share_cell(&stats.b.win_rate, lang)}
        <td>{percent(lang, stats.draw_rate.value)}</td>
        <td>{stats.games}</td>
    }
}

fn field_table(f: &FieldFigures, lang: Lang) -> impl IntoView {
    let words = |m: LabMsg| m.text(lang);
    let overall = &f.stats.overall;
    view! {
        <table data-testid="lab-field">
            <caption>{words(LabMsg::FieldTable)}</caption>
            <thead>
                <tr>
                    <th scope="col">{words(LabMsg::Opponent)}</th>
                    <th scope="col">{words(LabMsg::WinsOfA)}<small class="about">{words(LabMsg::Interval)}</small></th>
                    <th scope="col">{words(LabMsg::WinsOfB)}<small class="about">{words(LabMsg::Interval)}</small></th>
                    <th scope="col">{words(LabMsg::Draws)}</th>
                    <th scope="col">{words(LabMsg::GamesCount)}</th>
                </tr>
            </thead>
            <tbody>
                {f.stats.rows.iter().map(|row| {
                    let name = f.name(&row.opponent);
                    view! {
                        <tr data-testid="lab-field-row" data-opponent=row.opponent.clone()
                            data-win-rate=fixed(row.stats.a.win_rate.value * 100.0, 1).to_string()>
                            {table_row(name.name.get(lang).to_owned(), name.about.get(lang).to_owned(), &row.stats, lang)}
                        </tr>
                    }
                }).collect_view()}
            </tbody>
            <tfoot>
                <tr data-testid="lab-field-overall">
                    {table_row(words(LabMsg::WholeField).to_owned(), String::new(), overall, lang)}
                </tr>
            </tfoot>
        </table>
    }
}

/// A field run's results: list A's record against the whole field, the
/// table and the chart.
#[component]
pub fn FieldResults(figures: FieldFigures, lang: Lang) -> impl IntoView {
    let overall = &figures.stats.overall;
    let mut rows: Vec<Row> = figures
        .stats
        .rows
        .iter()
        .map(|row| Row {
            label: figures.name(&row.opponent).full(lang),
            class: CLASSES[0],
            share: row.stats.a.win_rate,
            interval: true,
        })
        .collect();
    rows.push(Row {
        label: LabMsg::WholeField.text(lang).to_owned(),
        class: TARGET_CLASS,
        share: overall.a.win_rate,
        interval: true,
    });
    view! {
        <div class="lab-headline series-a">
            <h4>{LabMsg::WholeField.text(lang)}</h4>
            <p>
                {LabMsg::WinsOfA.text(lang)}": "
                <strong data-testid="lab-win-rate-a">{percent(lang, overall.a.win_rate.value)}</strong>
                " ("{interval_text(&overall.a.win_rate, lang)}") · "{overall.a.wins}"/"{overall.games}
                " · "{LabMsg::WinsOfB.text(lang)}": "
                <span data-testid="lab-win-rate-b">{percent(lang, overall.b.win_rate.value)}</span>
                " · "{LabMsg::Draws.text(lang)}": "
                <span data-testid="lab-draws">{percent(lang, overall.draw_rate.value)}</span>
            </p>
        </div>
        <div class="lab-figures lab-field-table">{field_table(&figures, lang)}</div>
        <div class="lab-charts">
            <ShareBars rows testid="lab-chart-field" title=LabMsg::FieldChart.text(lang).to_owned() />
        </div>
    }
}
