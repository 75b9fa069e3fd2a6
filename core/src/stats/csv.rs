//! The figures of a run (or of an A/B pair of runs) as CSV: one row a
//! figure, one column a list, labels in the page's language, numbers with
//! a decimal point so that any spreadsheet reads them.

use super::compare::Comparison;
use super::run::RunStats;
use crate::engine::Side;
use crate::i18n::float_text::fixed;
use crate::i18n::lab_messages::LabMsg;
use crate::i18n::Lang;

/// A field, quoted if it needs to be.
fn field(text: &str) -> String {
    if text.contains([',', '"', '\n']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text.to_owned()
    }
}

fn share(x: f64) -> String {
    fixed(x, 4).to_string()
}

/// The CSV of `runs` (each with its column's title), and of their
/// comparison if there are two.
pub fn stats_csv(
    lang: Lang,
    runs: &[(&str, &RunStats)],
    comparison: Option<&Comparison>,
) -> String {
    let mut rows: Vec<Vec<String>> = Vec::new();
    let mut head = vec![LabMsg::Figure.text(lang).to_owned()];
    head.extend(runs.iter().map(|(title, _)| (*title).to_owned()));
    rows.push(head);
    let mut row = |label: String, value: &dyn Fn(&RunStats) -> String| {
        let mut cells = vec![label];
        cells.extend(runs.iter().map(|(_, s)| value(s)));
        rows.push(cells);
    };
    let t = |m: LabMsg| m.text(lang).to_owned();
    let interval = t(LabMsg::Interval);
    row(t(LabMsg::GamesCount), &|s| s.games.to_string());
    row(t(LabMsg::Won), &|s| s.won.to_string());
    row(t(LabMsg::Lost), &|s| s.lost.to_string());
    row(t(LabMsg::Drawn), &|s| s.drawn.to_string());
    row(t(LabMsg::WonDecisively), &|s| s.won_decisively.to_string());
    row(t(LabMsg::WinRate), &|s| share(s.win_rate.value));
    row(format!("{} ({interval}, −)", t(LabMsg::WinRate)), &|s| {
        share(s.win_rate.low)
    });
    row(format!("{} ({interval}, +)", t(LabMsg::WinRate)), &|s| {
        share(s.win_rate.high)
    });
    row(t(LabMsg::TargetBroken), &|s| share(s.target_broken.value));
    row(
        format!(
            "{} ({})",
            t(LabMsg::MedianTurns),
            t(LabMsg::MedianTurnsNote)
        ),
        &|s| {
            s.median_turns_to_break
                .map(|m| fixed(m, 1).to_string())
                .unwrap_or_default()
        },
    );
    row(t(LabMsg::HalfBrokenBy), &|s| {
        s.half_broken_by.map(|t| t.to_string()).unwrap_or_default()
    });
    row(
        format!("{}: {}", t(LabMsg::MeanMoraleLost), t(LabMsg::TheList)),
        &|s| fixed(s.morale[Side::A].mean_lost, 2).to_string(),
    );
    row(
        format!("{}: {}", t(LabMsg::MeanMoraleLost), t(LabMsg::TheTarget)),
        &|s| fixed(s.morale[Side::B].mean_lost, 2).to_string(),
    );
    row(t(LabMsg::CommanderFell), &|s| share(s.commander_fell.value));
    let turns = runs
        .iter()
        .map(|(_, s)| s.break_turns.len())
        .max()
        .unwrap_or(0);
    for turn in 1..=turns {
        row(
            format!("{} {turn}: {}", t(LabMsg::Turn), t(LabMsg::TurnsHistogram)),
            &|s| {
                s.break_turns
                    .get(turn - 1)
                    .copied()
                    .unwrap_or(0)
                    .to_string()
            },
        );
    }
    for turn in 1..=turns {
        row(
            format!("{} {turn}: {}", t(LabMsg::Turn), t(LabMsg::BrokenByCurve)),
            &|s| {
                share(
                    s.broken_by
                        .get(turn - 1)
                        .or(s.broken_by.last())
                        .copied()
                        .unwrap_or(0.0),
                )
            },
        );
    }
    for (k, (_, stats)) in runs.iter().enumerate() {
        for unit in &stats.units {
            let label = format!("{}: {}", t(LabMsg::UnitsBroken), unit.name.get(lang));
            let mut cells = vec![label];
            cells.extend((0..runs.len()).map(|j| {
                if j == k {
                    share(unit.share)
                } else {
                    String::new()
                }
            }));
            rows.push(cells);
        }
    }
    if let Some(c) = comparison {
        let d = &c.difference;
        let mut cells = vec![t(LabMsg::Difference)];
        cells.push(share(d.value));
        cells.push(format!("{} {}…{}", interval, share(d.low), share(d.high)));
        rows.push(cells);
        rows.push(vec![t(LabMsg::Comparison), c.sentence(lang)]);
    }
    let mut out = String::new();
    for row in rows {
        let cells: Vec<String> = row.iter().map(|c| field(c)).collect();
        out.push_str(&cells.join(","));
        out.push_str("\r\n");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::stats::interval::Estimate;

    #[test]
    fn one_row_a_figure_one_column_a_list_and_quotes_where_needed() {
        let stats = RunStats {
            games: 100,
            won: 60,
            lost: 30,
            drawn: 10,
            win_rate: Estimate {
                value: 0.6,
                low: 0.5,
                high: 0.7,
            },
            break_turns: vec![0, 2],
            broken_by: vec![0.0, 0.02],
            ..RunStats::default()
        };
        let csv = stats_csv(
            Lang::En,
            &[("List A", &stats), ("List B, \"changed\"", &stats)],
            None,
        );
        let lines: Vec<&str> = csv.lines().collect();
        assert_eq!(lines[0], "Figure,List A,\"List B, \"\"changed\"\"\"");
        assert_eq!(lines[1], "games,100,100");
        assert!(lines.contains(&"Games won,0.6000,0.6000"), "{csv}");
        assert!(
            lines.contains(&"Turn 2: The turn the target broke,2,2"),
            "{csv}"
        );
        assert!(stats_csv(Lang::Ru, &[("A", &stats)], None).starts_with("Показатель,A"));
    }
}
