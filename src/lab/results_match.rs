//! Head to head: list A against list B, both played by the general. Each
//! list's wins (decisive and on morale apart) and the draws with their 95%
//! intervals (the hooks `lab-win-rate-a`, `lab-win-rate-b`, `lab-draws`),
//! the turns, the morale each kept, the units each lost, the plain
//! sentence (`lab-verdict`), and the charts: wins and draws, the turn the
//! games ended, the morale each list lost, how often each list's units
//! broke and its commander fell. Every number is the core's (`MatchStats`,
//! `MatchLosses`).

use super::charts::{Columns, Row, Series, ShareBars};
use super::results_parts::{
    interval_text, letter, list_title, morale_bins, per_game, series_name, unit_chart, CLASSES,
    TARGET_CLASS,
};
use super::run::{Run, RunNames};
use clouds_core::{
    decimal, percent, Estimate, LabMsg, Lang, ListLosses, ListRecord, MatchLosses, MatchStats,
    PlayerId,
};
use leptos::prelude::*;
use std::sync::Arc;

/// A head-to-head run's figures and its lists' names.
#[derive(Clone, Debug, PartialEq)]
pub struct MatchFigures {
    stats: MatchStats,
    losses: MatchLosses,
    names: Arc<RunNames>,
    /// Whether a scenario decided the games not won by morale.
    by_scenario: bool,
}

pub fn match_figures(run: &Run) -> Option<MatchFigures> {
    let games = run.games.first()?;
    let armies = &run.plan.setups.first()?.armies;
    let side = run.plan.side;
    Some(MatchFigures {
        stats: MatchStats::of(games),
        losses: MatchLosses::of(
            games,
            &armies[PlayerId::lead(side)],
            &armies[PlayerId::lead(side.opponent())],
        ),
        names: run.names.clone(),
        by_scenario: run.plan.scenario.is_some(),
    })
}

/// A share with its interval: "35.3% (95% interval 32.4%…38.3%)".
fn with_interval(e: &Estimate, lang: Lang) -> String {
    format!("{} ({})", percent(lang, e.value), interval_text(e, lang))
}

/// One list's headline: its wins (decisive and on morale apart), the
/// morale it kept, its units broken and its commander's fate.
fn headline(k: usize, f: &MatchFigures, lang: Lang) -> impl IntoView {
    let (record, losses): (&ListRecord, &ListLosses) = if k == 0 {
        (&f.stats.a, &f.losses.a)
    } else {
        (&f.stats.b, &f.losses.b)
    };
    let words = |m: LabMsg| m.text(lang);
    view! {
        <div class=format!("lab-headline {}", CLASSES[k])>
            <h4>{list_title(k, lang)}": "{f.names.list(k, lang)}</h4>
            <p>
                {words(LabMsg::Wins)}": "
                <strong data-testid=format!("lab-win-rate-{}", letter(k))>{percent(lang, record.win_rate.value)}</strong>
                " ("{interval_text(&record.win_rate, lang)}") · "{record.wins}"/"{f.stats.games}
            </p>
            <p>{words(LabMsg::DecisiveWins)}": "{with_interval(&record.decisive_rate, lang)}</p>
            <p>{words(if f.by_scenario { LabMsg::VerdictWins } else { LabMsg::MarginalWins })}": "{with_interval(&record.marginal_rate, lang)}</p>
            <p>
                {words(LabMsg::MoraleKept)}": "{percent(lang, record.morale_kept)}
                " · "{words(LabMsg::UnitsBrokenAGame)}": "{decimal(lang, record.units_broken)}
                " · "{words(LabMsg::CommanderFell)}": "{percent(lang, losses.commander_fell.value)}
            </p>
        </div>
    }
}

/// The draws, the turns and the sentence.
fn summary(f: &MatchFigures, lang: Lang) -> impl IntoView {
    let s = &f.stats;
    let words = |m: LabMsg| m.text(lang);
    let median = s.median_turns.map(|m| decimal(lang, m)).unwrap_or_default();
    let a = format!("{} ({})", list_title(0, lang), f.names.name(0, lang));
    let b = format!("{} ({})", list_title(1, lang), f.names.name(1, lang));
    view! {
        <div class="lab-difference">
            <p>
                {words(LabMsg::Draws)}": "
                <strong data-testid="lab-draws">{percent(lang, s.draw_rate.value)}</strong>
                " ("{interval_text(&s.draw_rate, lang)}") · "{s.draws}"/"{s.games}
            </p>
            <p data-testid="lab-turns">
                {words(LabMsg::TurnsAGame)}": "{words(LabMsg::Mean)}" "{decimal(lang, s.mean_turns)}
                " · "{words(LabMsg::Median)}" "{median}
            </p>
            <p class="verdict" data-testid="lab-verdict">{s.sentence(lang, &a, &b)}</p>
        </div>
    }
}

/// Wins of each list (all, decisive, on morale) and draws, as bars with
/// their intervals.
fn match_rows(f: &MatchFigures, lang: Lang) -> Vec<Row> {
    let row = |label: String, class: &'static str, share: Estimate| Row {
        label,
        class,
        share,
        interval: true,
    };
    let mut rows = Vec::new();
    for (k, record) in [(0, &f.stats.a), (1, &f.stats.b)] {
        let name = list_title(k, lang);
        rows.push(row(
            format!("{name}: {}", LabMsg::Wins.text(lang)),
            CLASSES[k],
            record.win_rate,
        ));
        rows.push(row(
            format!("{name}: {}", LabMsg::Decisive.text(lang)),
            CLASSES[k],
            record.decisive_rate,
        ));
        let marginal = if f.by_scenario {
            LabMsg::ByVerdict
        } else {
            LabMsg::Marginal
        };
        rows.push(row(
            format!("{name}: {}", marginal.text(lang)),
            CLASSES[k],
            record.marginal_rate,
        ));
    }
    rows.push(row(
        LabMsg::Draws.text(lang).to_owned(),
        TARGET_CLASS,
        f.stats.draw_rate,
    ));
    rows
}

#[component]
fn MatchCharts(figures: MatchFigures, lang: Lang) -> impl IntoView {
    let words = |m: LabMsg| m.text(lang).to_owned();
    let s = &figures.stats;
    let turns = s.lengths.len();
    let lengths = vec![Series {
        label: words(LabMsg::GamesCount),
        class: TARGET_CLASS,
        values: s.lengths.iter().map(|n| per_game(*n, s.games)).collect(),
    }];
    let morale = |k: usize, l: &ListLosses| Series {
        label: series_name(k, &figures.names, lang),
        class: CLASSES[k],
        values: l
            .morale
            .bins
            .iter()
            .map(|n| per_game(*n, s.games))
            .collect(),
    };
    let morale = vec![morale(0, &figures.losses.a), morale(1, &figures.losses.b)];
    let commander = [(0, &figures.losses.a), (1, &figures.losses.b)]
        .into_iter()
        .map(|(k, l)| Row {
            label: list_title(k, lang).to_owned(),
            class: CLASSES[k],
            share: l.commander_fell,
            interval: true,
        })
        .collect::<Vec<_>>();
    view! {
        <div class="lab-charts">
            <ShareBars rows=match_rows(&figures, lang) testid="lab-chart-match" title=words(LabMsg::MatchChart) />
            <Columns series=lengths categories=(1..=turns).map(|t| t.to_string()).collect()
                testid="lab-chart-lengths" title=words(LabMsg::GameLengths)
                x_title=words(LabMsg::Turn) y_title=words(LabMsg::ShareOfGames) />
            <Columns series=morale categories=morale_bins(lang) testid="lab-chart-morale"
                title=words(LabMsg::MoraleLostBoth) x_title=words(LabMsg::MoraleLostAxis)
                y_title=words(LabMsg::ShareOfGames) />
            {unit_chart(0, &figures.losses.a.units, lang)}
            {unit_chart(1, &figures.losses.b.units, lang)}
            <ShareBars rows=commander testid="lab-chart-commander" title=words(LabMsg::CommanderFell) />
        </div>
    }
}

/// A head-to-head run's results.
#[component]
pub fn MatchResults(figures: MatchFigures, lang: Lang) -> impl IntoView {
    view! {
        <div class="lab-headlines">
            {headline(0, &figures, lang)}
            {headline(1, &figures, lang)}
        </div>
        {summary(&figures, lang)}
        <MatchCharts figures lang />
    }
}
