//! Dividing the army into columns: the core's automatic split to start
//! from, changed by dragging units between the columns or with each unit's
//! select, and the scouts a Scouting asset allows.

use super::super::context::use_play;
use super::super::labels::unit_name;
use crate::lang::t;
use clouds_core::{auto_pre_game_command, Command, Game, PreGameMsg, TableUnitId};
use leptos::prelude::*;

/// The core's automatic split for the side deciding.
fn automatic(game: &Game) -> (Vec<Vec<TableUnitId>>, Vec<TableUnitId>) {
    match auto_pre_game_command(game) {
        Some(Command::SetColumns { columns, scouts }) => (columns, scouts),
        _ => (Vec::new(), Vec::new()),
    }
}

/// Moves `unit` into column `to` (from 0), out of any other.
fn move_to(columns: &mut [Vec<TableUnitId>], unit: TableUnitId, to: usize) {
    for column in columns.iter_mut() {
        column.retain(|u| *u != unit);
    }
    if let Some(column) = columns.get_mut(to) {
        column.push(unit);
    }
}

#[component]
pub fn ColumnsPanel() -> impl IntoView {
    let play = use_play();
    let (columns, scouts) = play.with_game_untracked(automatic);
    let columns = RwSignal::new(columns);
    let scouts = RwSignal::new(scouts);
    let allowed = play.with_game_untracked(|g| g.pre_game().map_or(0, |v| v.scouts_allowed));
    let reset = move |_| {
        let (c, s) = play.with_game_untracked(automatic);
        columns.set(c);
        scouts.set(s);
    };
    let confirm = move |_| {
        play.decide(Command::SetColumns {
            columns: columns.get_untracked(),
            scouts: scouts.get_untracked(),
        });
    };
    let count = move || columns.with(Vec::len);
    view! {
        <div class="decision" data-testid="columns-panel">
            <h3>{t(PreGameMsg::ColumnsTitle)}</h3>
            <p class="hint">{t(PreGameMsg::ColumnsHint)}</p>
            {(allowed > 0).then(|| view! {
                <p class="hint">{t(PreGameMsg::ScoutsHint)}" "{allowed}</p>
            })}
            <div class="columns">
                {move || (0..count()).map(|k| view! {
                    <ColumnBox k columns scouts allowed />
                }).collect_view()}
            </div>
            <div class="buttons">
                <button data-testid="split-columns" on:click=reset>{t(PreGameMsg::SplitAutomatically)}</button>
                <button class="primary" data-testid="confirm-columns" on:click=confirm>
                    {t(PreGameMsg::ConfirmColumns)}
                </button>
            </div>
        </div>
    }
}

/// One column: a drop target holding its units.
#[component]
fn ColumnBox(
    k: usize,
    columns: RwSignal<Vec<Vec<TableUnitId>>>,
    scouts: RwSignal<Vec<TableUnitId>>,
    allowed: u32,
) -> impl IntoView {
    let lang = move || use_play().lang();
    let units = move || columns.with(|c| c.get(k).cloned().unwrap_or_default());
    let on_drop = move |ev: web_sys::DragEvent| {
        ev.prevent_default();
        let unit = ev
            .data_transfer()
            .and_then(|d| d.get_data("text/plain").ok())
            .and_then(|text| text.parse::<u32>().ok());
        if let Some(unit) = unit {
            columns.update(|c| move_to(c, TableUnitId(unit), k));
        }
    };
    view! {
        <section class="column-box" data-testid=format!("column-{}", k + 1)
            on:dragover=|ev: web_sys::DragEvent| ev.prevent_default()
            on:drop=on_drop>
            <h4>{move || format!("{} {} ({})", PreGameMsg::ColumnWord.text(lang()), k + 1, units().len())}</h4>
            <ul>
                {move || units().into_iter().map(|unit| view! {
                    <UnitChip unit columns scouts allowed />
                }).collect_view()}
            </ul>
        </section>
    }
}

/// A unit in its column: dragged to another column, or moved by its select.
#[component]
fn UnitChip(
    unit: TableUnitId,
    columns: RwSignal<Vec<Vec<TableUnitId>>>,
    scouts: RwSignal<Vec<TableUnitId>>,
    allowed: u32,
) -> impl IntoView {
    let play = use_play();
    let lang = move || play.lang();
    let name = play.with_game_untracked(|g| unit_name(g, unit, lang()));
    let count = columns.with_untracked(Vec::len);
    let current =
        move || columns.with(|c| c.iter().position(|col| col.contains(&unit)).unwrap_or(0));
    let is_scout = move || scouts.with(|s| s.contains(&unit));
    let toggle_scout = move |_| {
        scouts.update(|s| match s.iter().position(|u| *u == unit) {
            Some(i) => {
                s.remove(i);
            }
            None if (s.len() as u32) < allowed => s.push(unit),
            None => {}
        })
    };
    view! {
        <li class="unit-chip" draggable="true" data-testid="column-unit" data-unit=unit.0
            on:dragstart=move |ev: web_sys::DragEvent| {
                if let Some(data) = ev.data_transfer() {
                    let _ = data.set_data("text/plain", &unit.0.to_string());
                }
            }>
            <span>{name.clone()}</span>
            <select data-testid=format!("column-of-{}", unit.0) aria-label=name.clone()
                on:change:target=move |ev| {
                    if let Ok(k) = ev.target().value().parse::<usize>() {
                        columns.update(|c| move_to(c, unit, k));
                    }
                }>
                {(0..count).map(|k| view! {
                    <option value=k selected=move || current() == k>{k + 1}</option>
                }).collect_view()}
            </select>
            {(allowed > 0).then(|| view! {
                <label class="check">
                    <input type="checkbox" data-testid=format!("scout-{}", unit.0)
                        prop:checked=is_scout on:change=toggle_scout />
                    {t(PreGameMsg::ScoutWord)}
                </label>
            })}
        </li>
    }
}
