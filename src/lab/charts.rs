//! The lab's charts, drawn as SVG by the app (no chart crate): shares with
//! their intervals as horizontal bars, distributions as grouped columns,
//! and the chance the target is broken by each turn as a step curve. Each
//! takes numbers the core computed and labels in the page's language; the
//! SVG scales with the page (its `viewBox` is in its own units).

use crate::lang::use_lang;
use crate::numbers::number;
use clouds_core::{clamp_f64, fixed, shortest, Estimate, Lang};
use leptos::prelude::*;

/// One list's numbers in a chart: its name, its colour class, its values.
#[derive(Clone, Debug, PartialEq)]
pub struct Series {
    pub label: String,
    pub class: &'static str,
    pub values: Vec<f64>,
}

/// A row of a horizontal bar chart.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    pub label: String,
    pub class: &'static str,
    pub share: Estimate,
    /// Whether to draw the interval.
    pub interval: bool,
}

/// A share as a percentage to the precision it needs, as `lang` writes
/// it: a whole number, but one decimal for a small share that would
/// otherwise read as 0% or 1% ("0.4%", "0,4 %").
fn pct(share: f64, lang: Lang) -> String {
    let places = usize::from(share > 0.0 && share < 0.095);
    written(share, places, lang)
}

/// A percentage with `places` decimals, as `lang` writes it (in Russian a
/// decimal comma, and a narrow no-break space before the sign).
fn written(share: f64, places: usize, lang: Lang) -> String {
    let text = fixed(share * 100.0, places as u8).to_string();
    match lang {
        Lang::En => format!("{text}%"),
        Lang::Ru => format!("{}\u{202f}%", text.replace('.', ",")),
    }
}

/// A tick's label: a whole percentage, or one decimal if the ticks are
/// closer than one percent.
fn tick_label(share: f64, step: f64, lang: Lang) -> String {
    written(share, usize::from(step < 0.01 - 1e-12), lang)
}

/// The steps a share axis may tick by: 1, 2 or 5 times a power of ten.
const STEPS: [f64; 9] = [0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.25];

/// An axis for shares up to `most`: its top and its step, even ticks of
/// one of [`STEPS`] (at most five of them above 0), the top the first
/// tick at or above `most`.
fn share_axis(most: f64) -> (f64, f64) {
    let most = clamp_f64(most, 0.0, 1.0);
    let step = STEPS
        .into_iter()
        .find(|step| (most / step - 1e-9).ceil() <= 5.0)
        .unwrap_or(0.25);
    let ticks = (most / step - 1e-9).ceil().max(1.0);
    ((ticks * step).min(1.0), step)
}

/// A label in at most two lines of `chars` characters, broken at a space
/// (the second line cut if it is still too long).
fn wrapped(label: &str, chars: usize) -> Vec<String> {
    if label.chars().count() <= chars {
        return vec![label.to_owned()];
    }
    let head: Vec<char> = label.chars().take(chars + 1).collect();
    match head.iter().rposition(|c| *c == ' ').filter(|at| *at > 0) {
        Some(at) => {
            let first: String = head[..at].iter().collect();
            let rest: String = label.chars().skip(at + 1).collect();
            vec![first, short(&rest, chars)]
        }
        None => vec![short(label, chars)],
    }
}

/// A label cut to fit, the whole of it kept for the tooltip.
fn short(label: &str, chars: usize) -> String {
    if label.chars().count() <= chars {
        label.to_owned()
    } else {
        let cut: String = label.chars().take(chars - 1).collect();
        format!("{cut}…")
    }
}

/// The legend of a chart's series, in HTML under the chart.
#[component]
pub fn Legend(series: Vec<(String, &'static str)>) -> impl IntoView {
    view! {
        <ul class="chart-legend">
            {series.into_iter().map(|(label, class)| view! {
                <li><span class=format!("swatch {class}")></span>{label}</li>
            }).collect_view()}
        </ul>
    }
}

/// Shares from 0 to 100% as horizontal bars, each with its 95% interval
/// as a whisker where asked. Each row's label is written above its bar,
/// across the chart's whole width and in two lines if need be, so that
/// long names (a unit's, an army's with its faction, in either language)
/// are read whole.
#[component]
pub fn ShareBars(rows: Vec<Row>, testid: &'static str, title: String) -> impl IntoView {
    const WIDTH: f64 = 400.0;
    const LEFT: f64 = 12.0;
    const RIGHT: f64 = 352.0;
    const ROW: f64 = 30.0;
    /// A label's second line.
    const LINE: f64 = 13.0;
    /// Characters of a label's line that fit across the chart.
    const LABEL_CHARS: usize = 50;
    let lang = use_lang().now();
    let span = RIGHT - LEFT;
    let x = move |share: f64| LEFT + clamp_f64(share, 0.0, 1.0) * span;
    let mut y = 2.0;
    let bars = rows
        .into_iter()
        .map(|row| {
            let lines = wrapped(&row.label, LABEL_CHARS);
            let label_h = LINE * (lines.len() - 1) as f64;
            let top = y;
            y += ROW + label_h;
            let (bar_y, bar_h) = (top + 14.0 + label_h, 10.0);
            let mid = bar_y + bar_h / 2.0;
            let tooltip = format!(
                "{}: {} ({}–{})",
                row.label,
                pct(row.share.value, lang),
                pct(row.share.low, lang),
                pct(row.share.high, lang)
            );
            let whisker = row.interval.then(|| {
                let (lo, hi) = (x(row.share.low), x(row.share.high));
                view! {
                    <g class="whisker">
                        <line x1=number(lo) x2=number(hi) y1=number(mid) y2=number(mid) />
                        <line x1=number(lo) x2=number(lo) y1=number(mid - 5.0) y2=number(mid + 5.0) />
                        <line x1=number(hi) x2=number(hi) y1=number(mid - 5.0) y2=number(mid + 5.0) />
                    </g>
                }
            });
            let label = lines
                .into_iter()
                .enumerate()
                .map(|(k, line)| view! { <tspan x=number(LEFT) y=number(top + 10.0 + LINE * k as f64)>{line}</tspan> })
                .collect_view();
            view! {
                <g class="bar-row">
                    <title>{tooltip}</title>
                    <text class="label">{label}</text>
                    <rect class="track" x=number(LEFT) y=number(bar_y) width=number(span) height=number(bar_h) />
                    <rect class=format!("bar {}", row.class) x=number(LEFT) y=number(bar_y)
                        width=number(x(row.share.value) - LEFT) height=number(bar_h) />
                    {whisker}
                    <text class="value" x=number(RIGHT + 6.0) y=number(mid + 4.0)>{pct(row.share.value, lang)}</text>
                </g>
            }
        })
        .collect_view();
    let height = y + 18.0;
    let axis_y = height - 12.0;
    let ticks = [0.0, 0.25, 0.5, 0.75, 1.0]
        .into_iter()
        .map(|t| {
            view! {
                <g class="tick">
                    <line x1=number(x(t)) x2=number(x(t)) y1="14" y2=number(axis_y) />
                    <text x=number(x(t)) y=number(axis_y + 10.0) text-anchor="middle">{tick_label(t, 0.25, lang)}</text>
                </g>
            }
        })
        .collect_view();
    view! {
        <figure class="chart" data-testid=testid>
            <figcaption>{title.clone()}</figcaption>
            <svg viewBox=format!("0 0 {} {}", shortest(WIDTH), shortest(height)) role="img" aria-label=title>
                <g class="grid">{ticks}</g>
                <g>{bars}</g>
            </svg>
        </figure>
    }
}

/// The plot area of the column and curve charts.
const PLOT: (f64, f64, f64, f64) = (46.0, 8.0, 392.0, 150.0);

/// The y axis from 0 to `top` (a share), ticked every `step`.
fn y_axis(top: f64, step: f64, label: &str, lang: Lang) -> impl IntoView {
    let (left, top_y, right, bottom) = PLOT;
    let y = move |v: f64| bottom - (v / top) * (bottom - top_y);
    let count = (top / step).round() as u32;
    let ticks = (0..=count)
        .map(|k| {
            let v = step * f64::from(k);
            view! {
                <g class="tick">
                    <line x1=number(left) x2=number(right) y1=number(y(v)) y2=number(y(v)) />
                    <text x=number(left - 4.0) y=number(y(v) + 3.0) text-anchor="end">{tick_label(v, step, lang)}</text>
                </g>
            }
        })
        .collect_view();
    view! {
        <g class="grid">{ticks}</g>
        <text class="axis-title" x="10" y=number((top_y + bottom) / 2.0)
            transform=format!("rotate(-90 10 {})", shortest((top_y + bottom) / 2.0)) text-anchor="middle">
            {label.to_owned()}
        </text>
    }
}

/// Which of `n` category labels to write, so that they do not overlap.
fn label_every(n: usize) -> usize {
    match n {
        0..=12 => 1,
        13..=24 => 2,
        _ => n.div_ceil(12),
    }
}

/// Which of the category labels to write so that labels of `chars`
/// characters (at most) do not touch in columns `group` units apart.
fn wide_every(chars: usize, group: f64) -> usize {
    /// A character of the axis's labels, in the chart's units, and room.
    const CHAR: f64 = 6.5;
    ((chars as f64 * CHAR + 4.0) / group.max(1.0))
        .ceil()
        .max(1.0) as usize
}

/// A chart over the plot area: its caption, the `plot` (its y axis and
/// marks), the x axis's `labels` and title, and the legend of `series`.
fn plotted(
    series: &[Series],
    testid: &'static str,
    title: String,
    x_title: String,
    plot: impl IntoView,
    labels: impl IntoView,
) -> impl IntoView {
    let (left, _, right, _) = PLOT;
    let legend: Vec<_> = series.iter().map(|s| (s.label.clone(), s.class)).collect();
    view! {
        <figure class="chart" data-testid=testid>
            <figcaption>{title.clone()}</figcaption>
            <svg viewBox="0 0 400 184" role="img" aria-label=title>
                {plot}
                <g class="x-labels">{labels}</g>
                <text class="axis-title" x=number((left + right) / 2.0) y="180" text-anchor="middle">{x_title}</text>
            </svg>
            <Legend series=legend />
        </figure>
    }
}

/// Shares of games by category (a turn, a tenth of morale), one column a
/// series in each category.
#[component]
pub fn Columns(
    series: Vec<Series>,
    categories: Vec<String>,
    testid: &'static str,
    title: String,
    x_title: String,
    y_title: String,
) -> impl IntoView {
    let (left, top_y, right, bottom) = PLOT;
    let n = categories.len().max(1);
    let most = series
        .iter()
        .flat_map(|s| s.values.iter().copied())
        .fold(0.0_f64, f64::max);
    let (top, step) = share_axis(most);
    let lang = use_lang().now();
    let group = (right - left) / n as f64;
    let width = group * 0.8 / series.len().max(1) as f64;
    let y = move |v: f64| bottom - (v / top) * (bottom - top_y);
    let columns = series
        .iter()
        .enumerate()
        .flat_map(|(j, s)| {
            let categories = categories.clone();
            s.values.iter().enumerate().map(move |(k, v)| {
                let x0 = left + group * k as f64 + group * 0.1 + width * j as f64;
                let tip = format!(
                    "{} · {}: {}",
                    s.label,
                    categories.get(k).cloned().unwrap_or_default(),
                    pct(*v, lang)
                );
                view! {
                    <rect class=format!("bar {}", s.class) x=number(x0) y=number(y(*v)) width=number(width)
                        height=number((bottom - y(*v)).max(0.0))><title>{tip}</title></rect>
                }
            })
        })
        .collect_view();
    let longest = categories
        .iter()
        .map(|c| c.chars().count())
        .max()
        .unwrap_or(0);
    let every = label_every(n).max(wide_every(longest, group));
    let labels = categories
        .iter()
        .enumerate()
        .filter(|(k, _)| k % every == 0)
        .map(|(k, c)| {
            view! {
                <text x=number(left + group * (k as f64 + 0.5)) y=number(bottom + 12.0) text-anchor="middle">{c.clone()}</text>
            }
        })
        .collect_view();
    let plot = view! {
        {y_axis(top, step, &y_title, lang)}
        <g>{columns}</g>
    };
    plotted(&series, testid, title, x_title, plot, labels)
}

/// The chance that something has happened by each turn: a step curve a
/// series, from 0 before the first turn.
#[component]
pub fn StepCurve(
    series: Vec<Series>,
    testid: &'static str,
    title: String,
    x_title: String,
    y_title: String,
) -> impl IntoView {
    let (left, top_y, right, bottom) = PLOT;
    let n = series
        .iter()
        .map(|s| s.values.len())
        .max()
        .unwrap_or(0)
        .max(1);
    let step = (right - left) / n as f64;
    let lang = use_lang().now();
    let y = move |v: f64| bottom - clamp_f64(v, 0.0, 1.0) * (bottom - top_y);
    let curves = series
        .iter()
        .map(|s| {
            let mut path = format!("M {} {}", fixed(left, 1), fixed(bottom, 1));
            for (k, v) in s.values.iter().enumerate() {
                path.push_str(&format!(
                    " H {} V {}",
                    fixed(left + step * k as f64, 1),
                    fixed(y(*v), 1)
                ));
            }
            path.push_str(&format!(" H {}", fixed(right, 1)));
            let tip = format!(
                "{}: {}",
                s.label,
                s.values.last().map(|v| pct(*v, lang)).unwrap_or_default()
            );
            view! { <path class=format!("curve {}", s.class) d=path><title>{tip}</title></path> }
        })
        .collect_view();
    let every = label_every(n);
    let labels = (1..=n)
        .filter(|t| (t - 1) % every == 0)
        .map(|t| {
            view! {
                <text x=number(left + step * (t as f64 - 1.0)) y=number(bottom + 12.0) text-anchor="middle">{t}</text>
            }
        })
        .collect_view();
    let half = y(0.5);
    let plot = view! {
        {y_axis(1.0, 0.25, &y_title, lang)}
        <line class="half" x1=number(left) x2=number(right) y1=number(half) y2=number(half) />
        <g>{curves}</g>
    };
    plotted(&series, testid, title, x_title, plot, labels)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_are_cut_to_fit_and_thinned_out() {
        assert_eq!(short("Line infantry", 22), "Line infantry");
        assert_eq!(
            short("Grenadiers of the Old Guard, mounted", 10),
            "Grenadier…"
        );
        assert_eq!(label_every(8), 1);
        assert_eq!(label_every(24), 2);
        assert_eq!(label_every(40), 4);
        // The morale's eleven bins ("10–20") on a chart 346 units wide:
        // every other one; turns ("23") all.
        assert_eq!(wide_every(5, 346.0 / 11.0), 2);
        assert_eq!(wide_every(2, 346.0 / 24.0), 2);
        assert_eq!(wide_every(2, 346.0 / 12.0), 1);
    }

    #[test]
    fn axes_tick_evenly_by_one_two_or_five() {
        // Not 0% 2% 5% 8% 10%: 0, 2, 4, 6, 8%.
        assert_eq!(share_axis(0.07), (0.08, 0.02));
        assert_eq!(share_axis(0.33), (0.4, 0.1));
        assert_eq!(share_axis(0.1), (0.1, 0.02));
        assert_eq!(share_axis(0.004), (0.004, 0.001));
        assert_eq!(share_axis(0.0), (0.001, 0.001));
        let (top, step) = share_axis(0.93);
        assert_eq!((top, step), (1.0, 0.2));
        assert_eq!(tick_label(0.002, 0.001, Lang::En), "0.2%");
        assert_eq!(tick_label(0.4, 0.1, Lang::En), "40%");
        assert_eq!(pct(0.004, Lang::En), "0.4%");
        assert_eq!(pct(0.004, Lang::Ru), "0,4\u{202f}%");
        assert_eq!(pct(0.5, Lang::En), "50%");
    }

    #[test]
    fn a_long_label_takes_two_lines() {
        assert_eq!(wrapped("Line infantry ×4", 20), vec!["Line infantry ×4"]);
        assert_eq!(
            wrapped("Waterloo, 1815 (Britain and her allies, 500)", 30),
            vec!["Waterloo, 1815 (Britain and", "her allies, 500)"]
        );
        assert_eq!(
            wrapped("a b c d e f g h i j", 3),
            vec!["a b", "c d e f g h i j"]
                .into_iter()
                .map(|l| short(l, 3))
                .collect::<Vec<_>>()
        );
    }
}
