//! A run of the lab: the form (what the games are, the scenario and the
//! side list A plays, list B, the target or a field run's opponents, the
//! general's strength, the number of games, the seed, the table), its checks (the core's `plan_lab`, which refuses
//! with sentences before anything is played), then the run itself in the
//! workers, with a progress bar, the games a second and a cancel. The
//! results fill in as the workers report.

use super::armies::{default_target, era_samples, saved_armies, ArmyChoice, ArmyOption};
use super::client::{LabNews, LabWorkers, NotStarted};
use super::form_fields::{
    field_picks, list_b_field, mode_field, number_fields, problem_list, strength_field,
    table_field, target_field, ArmySource, ModeKind,
};
use super::results::Results;
use super::run::{ArmyName, Run, RunEnd, RunNames};
use super::scenario_field::{scenario_fields, ScenarioPick};
use crate::browser_io::{new_seed, now_ms};
use crate::lang::t;
use crate::lang::{use_lang, CurrentLang};
use crate::lists::Lists;
use crate::notices::{use_notices, Notices};
use crate::route::{builder_href, Route};
use crate::storage::{new_id, DeviceStore};
use clouds_core::{
    copy_name, decimal, fixed, plan_lab, Catalog, EraId, FieldOpponent, LabError, LabMsg, LabPlan,
    LabRequest, LabTable, Lang, Roster, SavedArmy, Side, Strength,
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

    /// Starts the workers on `plan` (`lists`: the player's own list files,
    /// for a scenario's set-up); the run fills in as they report.
    fn start(self, plan: LabPlan, names: RunNames, lists: Vec<(String, String)>) {
        self.worker.set_value(None);
        let plan = Arc::new(plan);
        self.run.set(Some(Run::new(plan.clone(), names, now_ms())));
        let report = move |news: LabNews| self.hear(news);
        let failed = move || self.end(RunEnd::WorkerFailed);
        match LabWorkers::start(&plan, lists, report, failed) {
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
                    for (series, figures) in batch {
                        if let Some(games) = r.games.get_mut(series) {
                            games.push(figures);
                        }
                    }
                    r.last = now_ms();
                }
            }),
            LabNews::SetUp { played, ending } => self.run.update(|r| {
                if let Some(r) = r.as_mut() {
                    r.about = Some((played, ending));
                }
            }),
            LabNews::Stopped(why) => self.end(RunEnd::Stopped(why)),
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
    kind: RwSignal<ModeKind>,
    strength: RwSignal<Strength>,
    b_choice: RwSignal<ArmyChoice>,
    target: RwSignal<ArmyChoice>,
    /// A field run's opponents, as ticked.
    picks: RwSignal<Vec<ArmyChoice>>,
    games_text: RwSignal<String>,
    seed_text: RwSignal<String>,
    table: RwSignal<LabTable>,
    /// The scenario and the side list A plays.
    pick: ScenarioPick,
    problems: RwSignal<Vec<LabError>>,
    runner: Runner,
}

/// An army chosen for a run: the choice, its roster and its names.
struct Chosen {
    choice: ArmyChoice,
    roster: Roster,
    name: ArmyName,
}

impl RunForm {
    fn new(a: Roster, chosen: (Option<String>, Side)) -> RunForm {
        let catalog = expect_context::<Lists>().catalog();
        let era = catalog.with_untracked(|c| c.faction(&a.faction).map(|f| f.era.clone()));
        let target = RwSignal::new(catalog.with_untracked(|c| default_target(c, &a)));
        // Every sample of the era, ticked for a field run.
        let samples: Vec<ArmyChoice> = era
            .as_ref()
            .map(|era| catalog.with_untracked(|c| era_samples(c, era, None, Lang::En)))
            .unwrap_or_default()
            .into_iter()
            .flat_map(|(_, options)| options.into_iter().map(|o| o.choice))
            .collect();
        let pick = ScenarioPick::new(chosen, era.clone());
        RunForm {
            a,
            era,
            lang: use_lang(),
            store: expect_context::<DeviceStore>(),
            notices: use_notices(),
            catalog,
            kind: RwSignal::new(ModeKind::Goldfish),
            strength: RwSignal::new(Strength::Veteran),
            b_choice: RwSignal::new(ArmyChoice::None),
            target,
            picks: RwSignal::new(samples),
            games_text: RwSignal::new("1000".to_owned()),
            seed_text: RwSignal::new(new_seed().to_string()),
            table: RwSignal::new(LabTable::Open),
            pick,
            problems: RwSignal::new(Vec::new()),
            runner: Runner {
                run: RwSignal::new(None),
                worker: StoredValue::new_local(None),
            },
        }
    }

    /// The army `choice` stands for, with its names, if it is there.
    fn chosen(&self, catalog: &Catalog, choice: &ArmyChoice) -> Option<Chosen> {
        let lang = self.lang.now();
        let roster = choice.roster(catalog, &self.store, lang)?;
        Some(Chosen {
            name: ArmyName::of(choice.name(catalog, &self.store)?, &roster, catalog),
            roster,
            choice: choice.clone(),
        })
    }

    /// "Run the games": the core checks the form (`plan_lab`); a plan
    /// starts, refusals are listed.
    fn run_games(&self) {
        let a = &self.a;
        let kind = self.kind.get_untracked();
        let planned = self.catalog.with_untracked(|c| {
            let b = self.chosen(c, &self.b_choice.get_untracked());
            let target = self
                .chosen(c, &self.target.get_untracked())
                .or_else(|| self.chosen(c, &default_target(c, a)));
            let opponents: Vec<Chosen> = match kind {
                ModeKind::Field => self.picks.with_untracked(|picks| {
                    picks.iter().filter_map(|p| self.chosen(c, p)).collect()
                }),
                _ => Vec::new(),
            };
            let field: Vec<FieldOpponent> = opponents
                .iter()
                .map(|o| FieldOpponent {
                    id: o.choice.id(),
                    army: &o.roster,
                })
                .collect();
            let (games, seed) = (
                self.games_text.get_untracked(),
                self.seed_text.get_untracked(),
            );
            let scenario = self.pick.id.get_untracked();
            let plan = self.pick.with_known(|scenarios| {
                plan_lab(
                    c,
                    &LabRequest {
                        a,
                        b: b.as_ref().map(|b| &b.roster),
                        target: target.as_ref().map_or(a, |t| &t.roster),
                        games: &games,
                        seed: &seed,
                        table: self.table.get_untracked(),
                        mode: kind.with(self.strength.get_untracked()),
                        field: &field,
                        scenario: &scenario,
                        scenarios,
                        side: self.pick.side(),
                    },
                )
            });
            let names = RunNames {
                a: ArmyName::own(a, c),
                b: b.map(|b| b.name),
                target: target.map_or_else(|| ArmyName::own(a, c), |t| t.name),
                opponents: opponents.into_iter().map(|o| o.name).collect(),
                allies: kind == ModeKind::Allies,
            };
            plan.map(|plan| (plan, names))
        });
        match planned {
            Ok((plan, names)) => {
                self.problems.set(Vec::new());
                // The worker sets a scenario up against the lists, the
                // player's own among them.
                let lists = match plan.scenario {
                    Some(_) => self.store.custom_lists(),
                    None => Vec::new(),
                };
                self.runner.start(plan, names, lists);
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

    /// What the army selects need.
    fn source(&self, running: Memo<bool>) -> ArmySource {
        ArmySource {
            catalog: self.catalog,
            era: self.era.clone(),
            faction: self.a.faction.clone(),
            lang: self.lang,
            running,
        }
    }
}

/// The `saved` armies of list A's era `era`.
fn of_era(saved: &[(ArmyOption, Option<EraId>)], era: &Option<EraId>) -> Vec<ArmyOption> {
    saved
        .iter()
        .filter(|(_, e)| e.is_some() && e == era)
        .map(|(option, _)| option.clone())
        .collect()
}

#[component]
pub fn RunPanel(a: Roster, chosen: (Option<String>, Side)) -> impl IntoView {
    let form = Rc::new(RunForm::new(a, chosen));
    let runner = form.runner;
    let running = Memo::new(move |_| runner.running());
    let shown = results_of(runner.run);
    let (lang, kind) = (form.lang, form.kind);
    let saved = form
        .catalog
        .with_untracked(|c| saved_armies(c, &form.store));
    let saved_all: Vec<_> = saved.iter().map(|(option, _)| option.clone()).collect();
    let saved_of_era = of_era(&saved, &form.era);
    let source = form.source(running);
    let (run_form, copy_form) = (form.clone(), form.clone());
    view! {
        <form class="lab-form" on:submit=|ev| ev.prevent_default()>
            <p>
                {t(LabMsg::ListA)}": "
                <strong data-testid="lab-army-a">{form.a.name.clone()}</strong>
                " · "{form.a.points_limit}
            </p>
            {mode_field(kind, running)}
            <p class="hint">{move || match kind.get() {
                ModeKind::Goldfish => LabMsg::PlayerNote.text(lang.get()),
                ModeKind::Allies => LabMsg::AlliesNote.text(lang.get()),
                _ => LabMsg::HeadToHeadNote.text(lang.get()),
            }}</p>
            {scenario_fields(form.pick, form.era.clone(), lang, running)}
            {strength_field(form.strength, move || kind.get().has_target(), lang, running)}
            {list_b_field(&source, saved_all, form.b_choice, kind)}
            <button type="button" class="link-button" data-testid="lab-changed-copy"
                hidden=move || kind.get() == ModeKind::Field
                title=t(LabMsg::ChangedCopyHint) on:click=move |_| copy_form.changed_copy()>
                {t(LabMsg::ChangedCopy)}
            </button>
            {target_field(&source, saved_of_era.clone(), form.target, kind)}
            {field_picks(&source, saved_of_era, form.picks, kind)}
            {table_field(form.table, lang)}
            {number_fields(form.games_text, form.seed_text, kind, lang)}
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
                .map(|gps| format!(" · {} {}", fixed(gps, 0), LabMsg::GamesPerSecond.text(lang)))
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
                        RunEnd::Stopped(why) => (why.get(lang).to_owned(), true),
                    };
                    view! {
                        <div class="lab-progress" role=if alert { "alert" } else { "status" }>
                            <p data-testid="lab-status" class:refusal=alert>{text}</p>
                            <span>
                                <span data-testid="lab-speed">{counts}</span>
                                " · "<span data-testid="lab-elapsed">{elapsed}</span>
                            </span>
                        </div>
                    }
                    .into_any()
                }
            })
        })
    }
}
