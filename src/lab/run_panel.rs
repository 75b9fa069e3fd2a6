//! A run of the lab: the form (list B, the target, the number of games,
//! the seed, the table), its checks (the core's `plan_lab`, which refuses
//! with sentences before anything is played), then the run itself in a
//! worker, with a progress bar, the games a second and a cancel. The
//! results fill in as the worker reports.

use super::armies::{default_target, era_samples, faction_samples, saved_armies, ArmyChoice};
use super::client::{LabNews, LabWorkers, NotStarted};
use super::results::Results;
use super::run::{Run, RunEnd};
use crate::browser_io::{new_seed, now_ms};
use crate::lang::t;
use crate::lang::use_lang;
use crate::lists::Lists;
use crate::notices::use_notices;
use crate::route::{builder_href, Route};
use crate::storage::{new_id, DeviceStore};
use clouds_core::{
    copy_name, decimal, plan_lab, LabError, LabMsg, LabPlan, LabRequest, LabTable, Roster,
    SavedArmy, TableMsg,
};
use leptos::prelude::*;
use std::sync::Arc;
use std::time::Duration;

#[component]
pub fn RunPanel(a: Roster) -> impl IntoView {
    let lang = use_lang();
    let store = expect_context::<DeviceStore>();
    let notices = use_notices();
    let catalog = expect_context::<Lists>().catalog();
    let era = catalog.with_untracked(|c| c.faction(&a.faction).map(|f| f.era.clone()));
    let b_choice = RwSignal::new(ArmyChoice::None);
    let target = RwSignal::new(catalog.with_untracked(|c| default_target(c, &a)));
    let games_text = RwSignal::new("1000".to_owned());
    let seed_text = RwSignal::new(new_seed().to_string());
    let table = RwSignal::new(LabTable::Open);
    let problems = RwSignal::new(Vec::<LabError>::new());
    let run = RwSignal::new(None::<Run>);
    let worker = StoredValue::new_local(None::<LabWorkers>);
    let running = Memo::new(move |_| run.with(|r| r.as_ref().is_some_and(Run::running)));
    let shown = results_of(run);

    // Ends the run; the worker is let go after the message that ended it
    // has been handled (its own handler must not be dropped mid-call).
    let end = move |how: RunEnd| {
        run.update(|r| {
            if let Some(r) = r.as_mut().filter(|r| r.end.is_none()) {
                r.last = now_ms();
                r.end = Some(how);
            }
        });
        set_timeout(move || worker.set_value(None), Duration::ZERO);
    };

    let start = move |plan: LabPlan| {
        worker.set_value(None);
        let plan = Arc::new(plan);
        let t = now_ms();
        run.set(Some(Run {
            plan: plan.clone(),
            games: [Vec::new(), Vec::new()],
            started: t,
            last: t,
            end: None,
        }));
        let report = move |news: LabNews| match news {
            LabNews::Games(batch) => run.update(|r| {
                if let Some(r) = r.as_mut().filter(|r| r.end.is_none()) {
                    for (list, figures) in batch {
                        if let Some(games) = r.games.get_mut(list) {
                            games.push(figures);
                        }
                    }
                    r.last = now_ms();
                }
            }),
            LabNews::Failed { seed, failure } => end(RunEnd::GameFailed { seed, failure }),
            LabNews::Finished => end(RunEnd::Finished),
        };
        match LabWorkers::start(&plan, report, move || end(RunEnd::WorkerFailed)) {
            Ok(started) => worker.set_value(Some(started)),
            Err(NotStarted::Unavailable) => end(RunEnd::WorkerUnavailable),
            Err(NotStarted::PlanUnwritable) => end(RunEnd::WorkerFailed),
        }
    };

    let run_games = {
        let store = store.clone();
        let a = a.clone();
        move |_| {
            let lang = lang.now();
            let planned = catalog.with_untracked(|c| {
                let b = b_choice.get_untracked().roster(c, &store, lang);
                let target = target
                    .get_untracked()
                    .roster(c, &store, lang)
                    .or_else(|| default_target(c, &a).roster(c, &store, lang))
                    .unwrap_or_else(|| a.clone());
                let games = games_text.get_untracked();
                let seed = seed_text.get_untracked();
                plan_lab(
                    c,
                    &LabRequest {
                        a: &a,
                        b: b.as_ref(),
                        target: &target,
                        games: &games,
                        seed: &seed,
                        table: table.get_untracked(),
                    },
                )
            });
            match planned {
                Ok(plan) => {
                    problems.set(Vec::new());
                    start(plan);
                }
                Err(errors) => problems.set(errors),
            }
        }
    };
    let cancel = move |_| {
        end(RunEnd::Cancelled);
    };

    // A copy of list A to change in the builder, then to pick as list B.
    let changed_copy = {
        let store = store.clone();
        let a = a.clone();
        move |_| {
            let mut copy = a.clone();
            copy.name = copy_name(&a.name, lang.now());
            let saved = SavedArmy::new(&new_id(), copy, js_sys::Date::now());
            notices.wrote(store.save_army(&saved));
            if let Some(window) = web_sys::window() {
                let _ = window
                    .location()
                    .set_href(&builder_href(&Route::Edit(saved.id)));
            }
        }
    };

    let saved = catalog.with_untracked(|c| saved_armies(c, &store));
    let saved_of_era: Vec<_> = saved
        .iter()
        .filter(|(_, e)| e.is_some() && *e == era)
        .map(|(option, _)| option.clone())
        .collect();
    let saved_all: Vec<_> = saved.into_iter().map(|(option, _)| option).collect();
    let faction = a.faction.clone();
    let b_options = move || {
        let lang = lang.get();
        let samples = catalog.with(|c| faction_samples(c, &faction, lang));
        let initial = b_choice.get_untracked();
        view! {
            <option value="" selected=initial == ArmyChoice::None>{LabMsg::NoListB.text(lang)}</option>
            {(!saved_all.is_empty()).then(|| view! {
                <optgroup label=TableMsg::SavedArmies.text(lang)>
                    {saved_all.iter().map(|o| view! {
                        <option value=o.choice.value() selected=initial == o.choice>{o.label.clone()}</option>
                    }).collect_view()}
                </optgroup>
            })}
            <optgroup label=LabMsg::SamplesOfFaction.text(lang)>
                {samples.into_iter().map(|o| view! {
                    <option value=o.choice.value() selected=initial == o.choice>{o.label}</option>
                }).collect_view()}
            </optgroup>
        }
    };
    let target_options = move || {
        let lang = lang.get();
        let groups = era
            .as_ref()
            .map(|era| catalog.with(|c| era_samples(c, era, lang)))
            .unwrap_or_default();
        let initial = target.get_untracked();
        view! {
            {groups.into_iter().map(|(faction, options)| view! {
                <optgroup label=faction>
                    {options.into_iter().map(|o| view! {
                        <option value=o.choice.value() selected=initial == o.choice>{o.label}</option>
                    }).collect_view()}
                </optgroup>
            }).collect_view()}
            {(!saved_of_era.is_empty()).then(|| view! {
                <optgroup label=TableMsg::SavedArmies.text(lang)>
                    {saved_of_era.iter().map(|o| view! {
                        <option value=o.choice.value() selected=initial == o.choice>{o.label.clone()}</option>
                    }).collect_view()}
                </optgroup>
            })}
        }
    };

    view! {
        <form class="lab-form" on:submit=|ev| ev.prevent_default()>
            <p>
                {t(LabMsg::ListA)}": "
                <strong data-testid="lab-army-a">{a.name.clone()}</strong>
                " · "{a.points_limit}
            </p>
            <p class="hint">{t(LabMsg::PlayerNote)}</p>
            <label class="field">
                <span>{t(LabMsg::ListB)}</span>
                <select data-testid="lab-army-b" disabled=move || running.get()
                    on:change:target=move |ev| b_choice.set(ArmyChoice::parse(&ev.target().value()))>
                    {b_options}
                </select>
            </label>
            <button type="button" class="link-button" data-testid="lab-changed-copy"
                title=t(LabMsg::ChangedCopyHint) on:click=changed_copy>
                {t(LabMsg::ChangedCopy)}
            </button>
            <label class="field">
                <span>{t(LabMsg::TargetArmy)}</span>
                <select data-testid="lab-opponent" disabled=move || running.get()
                    on:change:target=move |ev| target.set(ArmyChoice::parse(&ev.target().value()))>
                    {target_options}
                </select>
            </label>
            <fieldset>
                <legend>{move || TableMsg::TheTable.text(lang.get())}</legend>
                <label class="radio">
                    <input type="radio" name="lab-table" data-testid="lab-table-open"
                        prop:checked=move || table.get() == LabTable::Open
                        on:change=move |_| table.set(LabTable::Open) />
                    {move || TableMsg::OpenTable.text(lang.get())}
                </label>
                <label class="radio">
                    <input type="radio" name="lab-table" data-testid="lab-table-rules"
                        prop:checked=move || table.get() == LabTable::ByTheRules
                        on:change=move |_| table.set(LabTable::ByTheRules) />
                    {move || TableMsg::TerrainByRules.text(lang.get())}
                </label>
            </fieldset>
            <div class="lab-numbers">
                <label class="field">
                    <span>{t(LabMsg::Games)}</span>
                    <input type="text" inputmode="numeric" data-testid="lab-games"
                        prop:value=move || games_text.get()
                        on:input:target=move |ev| games_text.set(ev.target().value()) />
                    <small class="hint">{t(LabMsg::GamesHint)}</small>
                </label>
                <label class="field">
                    <span>{move || TableMsg::Seed.text(lang.get())}</span>
                    <input type="text" inputmode="numeric" data-testid="lab-seed"
                        prop:value=move || seed_text.get()
                        on:input:target=move |ev| seed_text.set(ev.target().value()) />
                </label>
            </div>
            {move || {
                let list = problems.get();
                (!list.is_empty()).then(|| {
                    let lang = lang.get();
                    view! {
                        <ul class="refusal" role="alert" data-testid="lab-problems">
                            {list.iter().map(|p| view! { <li data-testid="lab-problem">{p.describe(lang)}</li> }).collect_view()}
                        </ul>
                    }
                })
            }}
            <div class="buttons">
                <button type="button" class="primary" data-testid="lab-run"
                    disabled=move || running.get() on:click=run_games>
                    {t(LabMsg::Run)}
                </button>
                <Show when=move || running.get()>
                    <button type="button" data-testid="lab-cancel" on:click=cancel>
                        {t(LabMsg::Cancel)}
                    </button>
                </Show>
            </div>
            <RunStatus run />
        </form>
        <Results run=shown.into() />
    }
}

/// How often, at most, the results are redrawn while the games come in:
/// at every batch, the page's redrawing would take a good share of the
/// processors the workers play on.
const RESULTS_REFRESH_MS: f64 = 500.0;

/// The run as the results show it: refreshed from `run` at most every
/// [`RESULTS_REFRESH_MS`] while it runs, and at once when it starts or ends.
fn results_of(run: RwSignal<Option<Run>>) -> RwSignal<Option<Run>> {
    let shown = RwSignal::new(None::<Run>);
    Effect::new(move |refreshed: Option<f64>| {
        let now = now_ms();
        let settled = run.with(|r| r.as_ref().is_none_or(|r| !r.running() || r.done() == 0));
        match refreshed {
            Some(at) if !settled && now - at < RESULTS_REFRESH_MS => at,
            _ => {
                shown.set(run.get());
                now
            }
        }
    });
    shown
}

/// The progress while it runs; how it ended once it has.
#[component]
fn RunStatus(run: RwSignal<Option<Run>>) -> impl IntoView {
    let lang = use_lang();
    move || {
        let lang = lang.get();
        run.with(|r| {
            let r = r.as_ref()?;
            let (done, total) = (r.done(), r.total());
            let speed = r
                .games_per_second()
                .map(|gps| format!(" · {:.0} {}", gps, LabMsg::GamesPerSecond.text(lang)))
                .unwrap_or_default();
            let counts = format!("{done} / {total} {}{speed}", LabMsg::GamesDone.text(lang));
            let elapsed = format!(
                "{} {}",
                decimal(lang, r.seconds()),
                LabMsg::Seconds.text(lang)
            );
            Some(match &r.end {
                None => view! {
                    <div class="lab-progress" role="status">
                        <progress data-testid="lab-progress" max=total value=done></progress>
                        <span data-testid="lab-speed">{counts}</span>
                    </div>
                }
                .into_any(),
                Some(end) => {
                    let (text, alert) = match end {
                        RunEnd::Finished => (LabMsg::Finished.text(lang).to_owned(), false),
                        RunEnd::Cancelled => (LabMsg::Cancelled.text(lang).to_owned(), false),
                        RunEnd::WorkerUnavailable => {
                            (LabMsg::WorkerUnavailable.text(lang).to_owned(), true)
                        }
                        RunEnd::WorkerFailed => (LabMsg::WorkerFailed.text(lang).to_owned(), true),
                        RunEnd::GameFailed { seed, failure } => {
                            (failure.describe(*seed, lang), true)
                        }
                    };
                    view! {
                        <div class="lab-progress" role=if alert { "alert" } else { "status" }>
                            <p data-testid="lab-status" class:refusal=alert>{text}</p>
                            <span data-testid="lab-speed">{counts}</span>
                            " · "<span data-testid="lab-elapsed">{elapsed}</span>
                        </div>
                    }
                    .into_any()
                }
            })
        })
    }
}
