//! A run of the lab: the form (list B, the target, the number of games,
//! the seed, the table), its checks (the core's `plan_lab`, which refuses
//! with sentences before anything is played), then the run itself in a
//! worker, with a progress bar, the games a second and a cancel. The
//! results fill in as the worker reports.

use super::armies::{
    default_target, era_samples, faction_samples, saved_armies, ArmyChoice, ArmyOption,
};
use super::client::{LabNews, LabWorkers, NotStarted};
use super::results::Results;
use super::run::{Run, RunEnd};
use crate::browser_io::{new_seed, now_ms};
use crate::lang::t;
use crate::lang::{use_lang, CurrentLang};
use crate::lists::Lists;
use crate::notices::{use_notices, Notices};
use crate::route::{builder_href, Route};
use crate::storage::{new_id, DeviceStore};
use clouds_core::{
    copy_name, decimal, plan_lab, Catalog, EraId, LabError, LabMsg, LabPlan, LabRequest, LabTable,
    Roster, SavedArmy, TableMsg,
};
use leptos::prelude::*;
use std::rc::Rc;
use std::sync::Arc;
use std::time::Duration;

/// A run in the page: the run as the results show it, the workers that
/// play it, and how it starts and ends.
#[derive(Clone, Copy)]
struct Runner {
    run: RwSignal<Option<Run>>,
    worker: StoredValue<Option<LabWorkers>, LocalStorage>,
}

impl Runner {
    fn running(self) -> bool {
        self.run.with(|r| r.as_ref().is_some_and(Run::running))
    }

    /// Ends the run; the worker is let go after the message that ended it
    /// has been handled (its own handler must not be dropped mid-call).
    fn end(self, how: RunEnd) {
        self.run.update(|r| {
            if let Some(r) = r.as_mut().filter(|r| r.end.is_none()) {
                r.last = now_ms();
                r.end = Some(how);
            }
        });
        let worker = self.worker;
        set_timeout(move || worker.set_value(None), Duration::ZERO);
    }

    /// Starts the workers on `plan`; the run fills in as they report.
    fn start(self, plan: LabPlan) {
        self.worker.set_value(None);
        let plan = Arc::new(plan);
        let t = now_ms();
        self.run.set(Some(Run {
            plan: plan.clone(),
            games: [Vec::new(), Vec::new()],
            started: t,
            last: t,
            end: None,
        }));
        let report = move |news: LabNews| self.hear(news);
        match LabWorkers::start(&plan, report, move || self.end(RunEnd::WorkerFailed)) {
            Ok(started) => self.worker.set_value(Some(started)),
            Err(NotStarted::Unavailable) => self.end(RunEnd::WorkerUnavailable),
            Err(NotStarted::PlanUnwritable) => self.end(RunEnd::WorkerFailed),
        }
    }

    /// What the workers report.
    fn hear(self, news: LabNews) {
        match news {
            LabNews::Games(batch) => self.run.update(|r| {
                if let Some(r) = r.as_mut().filter(|r| r.end.is_none()) {
                    for (list, figures) in batch {
                        if let Some(games) = r.games.get_mut(list) {
                            games.push(figures);
                        }
                    }
                    r.last = now_ms();
                }
            }),
            LabNews::Failed { seed, failure } => self.end(RunEnd::GameFailed { seed, failure }),
            LabNews::Finished => self.end(RunEnd::Finished),
        }
    }
}

/// The run's form: list A, the choices made, and what its buttons do.
/// Shared by its handlers behind an `Rc`.
struct RunForm {
    a: Roster,
    era: Option<EraId>,
    lang: CurrentLang,
    store: DeviceStore,
    notices: Notices,
    catalog: Signal<Arc<Catalog>>,
    b_choice: RwSignal<ArmyChoice>,
    target: RwSignal<ArmyChoice>,
    games_text: RwSignal<String>,
    seed_text: RwSignal<String>,
    table: RwSignal<LabTable>,
    problems: RwSignal<Vec<LabError>>,
    runner: Runner,
}

impl RunForm {
    fn new(a: Roster) -> RunForm {
        let catalog = expect_context::<Lists>().catalog();
        let era = catalog.with_untracked(|c| c.faction(&a.faction).map(|f| f.era.clone()));
        let target = RwSignal::new(catalog.with_untracked(|c| default_target(c, &a)));
        RunForm {
            a,
            era,
            lang: use_lang(),
            store: expect_context::<DeviceStore>(),
            notices: use_notices(),
            catalog,
            b_choice: RwSignal::new(ArmyChoice::None),
            target,
            games_text: RwSignal::new("1000".to_owned()),
            seed_text: RwSignal::new(new_seed().to_string()),
            table: RwSignal::new(LabTable::Open),
            problems: RwSignal::new(Vec::new()),
            runner: Runner {
                run: RwSignal::new(None),
                worker: StoredValue::new_local(None),
            },
        }
    }

    /// "Run the games": the core checks the form (`plan_lab`); a plan
    /// starts, refusals are listed.
    fn run_games(&self) {
        let lang = self.lang.now();
        let (a, store) = (&self.a, &self.store);
        let planned = self.catalog.with_untracked(|c| {
            let b = self.b_choice.get_untracked().roster(c, store, lang);
            let target = self
                .target
                .get_untracked()
                .roster(c, store, lang)
                .or_else(|| default_target(c, a).roster(c, store, lang))
                .unwrap_or_else(|| a.clone());
            let games = self.games_text.get_untracked();
            let seed = self.seed_text.get_untracked();
            plan_lab(
                c,
                &LabRequest {
                    a,
                    b: b.as_ref(),
                    target: &target,
                    games: &games,
                    seed: &seed,
                    table: self.table.get_untracked(),
                    mode: clouds_core::LabMode::Goldfish,
                    field: &[],
                },
            )
        });
        match planned {
            Ok(plan) => {
                self.problems.set(Vec::new());
                self.runner.start(plan);
            }
            Err(errors) => self.problems.set(errors),
        }
    }

    /// A copy of list A to change in the builder, then to pick as list B.
    fn changed_copy(&self) {
        let mut copy = self.a.clone();
        copy.name = copy_name(&self.a.name, self.lang.now());
        let saved = SavedArmy::new(&new_id(), copy, js_sys::Date::now());
        self.notices.wrote(self.store.save_army(&saved));
        if let Some(window) = web_sys::window() {
            let _ = window
                .location()
                .set_href(&builder_href(&Route::Edit(saved.id)));
        }
    }
}

#[component]
pub fn RunPanel(a: Roster) -> impl IntoView {
    let form = Rc::new(RunForm::new(a));
    let runner = form.runner;
    let running = Memo::new(move |_| runner.running());
    let shown = results_of(runner.run);
    let lang = form.lang;
    let saved = form
        .catalog
        .with_untracked(|c| saved_armies(c, &form.store));
    let (run_form, copy_form) = (form.clone(), form.clone());
    view! {
        <form class="lab-form" on:submit=|ev| ev.prevent_default()>
            <p>
                {t(LabMsg::ListA)}": "
                <strong data-testid="lab-army-a">{form.a.name.clone()}</strong>
                " · "{form.a.points_limit}
            </p>
            <p class="hint">{t(LabMsg::PlayerNote)}</p>
            {list_b_field(&form, &saved, running)}
            <button type="button" class="link-button" data-testid="lab-changed-copy"
                title=t(LabMsg::ChangedCopyHint) on:click=move |_| copy_form.changed_copy()>
                {t(LabMsg::ChangedCopy)}
            </button>
            {target_field(&form, saved, running)}
            {table_field(form.table, lang)}
            {number_fields(form.games_text, form.seed_text, lang)}
            {problem_list(form.problems, lang)}
            <div class="buttons">
                <button type="button" class="primary" data-testid="lab-run"
                    disabled=move || running.get() on:click=move |_| run_form.run_games()>
                    {t(LabMsg::Run)}
                </button>
                <Show when=move || running.get()>
                    <button type="button" data-testid="lab-cancel"
                        on:click=move |_| runner.end(RunEnd::Cancelled)>
                        {t(LabMsg::Cancel)}
                    </button>
                </Show>
            </div>
            <RunStatus run=runner.run />
        </form>
        <Results run=shown.into() />
    }
}

/// List B: none, one of the `saved` armies, or a sample of list A's
/// faction.
fn list_b_field(
    form: &RunForm,
    saved: &[(ArmyOption, Option<EraId>)],
    running: Memo<bool>,
) -> impl IntoView {
    let (lang, catalog, b_choice) = (form.lang, form.catalog, form.b_choice);
    let saved_all: Vec<_> = saved.iter().map(|(option, _)| option.clone()).collect();
    let faction = form.a.faction.clone();
    let options = move || {
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
    view! {
        <label class="field">
            <span>{t(LabMsg::ListB)}</span>
            <select data-testid="lab-army-b" disabled=move || running.get()
                on:change:target=move |ev| b_choice.set(ArmyChoice::parse(&ev.target().value()))>
                {options}
            </select>
        </label>
    }
}

/// The goldfish target: every faction's samples of list A's era, and the
/// `saved` armies of that era.
fn target_field(
    form: &RunForm,
    saved: Vec<(ArmyOption, Option<EraId>)>,
    running: Memo<bool>,
) -> impl IntoView {
    let (lang, catalog, target) = (form.lang, form.catalog, form.target);
    let era = form.era.clone();
    let saved_of_era: Vec<_> = saved
        .into_iter()
        .filter(|(_, e)| e.is_some() && *e == era)
        .map(|(option, _)| option)
        .collect();
    let options = move || {
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
        <label class="field">
            <span>{t(LabMsg::TargetArmy)}</span>
            <select data-testid="lab-opponent" disabled=move || running.get()
                on:change:target=move |ev| target.set(ArmyChoice::parse(&ev.target().value()))>
                {options}
            </select>
        </label>
    }
}

/// The table: open, or terrain by the rules.
fn table_field(table: RwSignal<LabTable>, lang: CurrentLang) -> impl IntoView {
    view! {
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
    }
}

/// The number of games and the seed, as typed: the core reads them.
fn number_fields(
    games_text: RwSignal<String>,
    seed_text: RwSignal<String>,
    lang: CurrentLang,
) -> impl IntoView {
    view! {
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
    }
}

/// Why the core refused the run, one line a problem.
fn problem_list(problems: RwSignal<Vec<LabError>>, lang: CurrentLang) -> impl IntoView {
    move || {
        let list = problems.get();
        (!list.is_empty()).then(|| {
            let lang = lang.get();
            view! {
                <ul class="refusal" role="alert" data-testid="lab-problems">
                    {list.iter().map(|p| view! { <li data-testid="lab-problem">{p.describe(lang)}</li> }).collect_view()}
                </ul>
            }
        })
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
