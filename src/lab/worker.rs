//! The lab's web worker (`lab_worker`, built by Trunk as a worker): it
//! plays the chunks of a plan's games it is handed, off the page's thread,
//! through the core's `play_plan_game` whatever the run's mode (against
//! the goldfish, head to head, against the field), and posts the finished
//! games in batches a few times a second. A plan with a scenario is first
//! set up by it (`LabPlan::set_up_scenario`, against the lists the worker
//! loads itself), the chunks that come meanwhile waiting their turn.
//! It carries the engine, the scenarios' reader and the statistics'
//! per-game figures, and no UI.

use super::protocol::{in_words, FromWorker, ToWorker};
use super::scenario_field::SCENARIO_ROOT;
use super::worker_lists::load_lists;
use crate::fetch::fetch_text;
use crate::worker_io::{post, worker_scope};
use clouds_core::{play_plan_game, LabPlan, Lang, ListProblem, ScenarioRefusal, Text};
use std::cell::RefCell;
use std::ops::Range;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

/// How often, at most, a batch of games goes to the page.
const BATCH_MS: f64 = 120.0;

/// Where the worker's plan stands.
enum Stage {
    /// No plan yet.
    Waiting,
    /// Its scenario being set up; the chunks handed out meanwhile.
    SettingUp(Vec<Range<u32>>),
    Ready(LabPlan),
    /// Its scenario could not be set up (the page was told): nothing to play.
    Refused,
}

/// Starts listening for a plan and its chunks, and says so.
pub fn start() {
    let Some(scope) = worker_scope() else {
        return;
    };
    let stage = Rc::new(RefCell::new(Stage::Waiting));
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        let Some(text) = event.data().as_string() else {
            return;
        };
        match serde_json::from_str::<ToWorker>(&text) {
            Ok(ToWorker::Plan { plan, lists }) if plan.scenario.is_some() => {
                *stage.borrow_mut() = Stage::SettingUp(Vec::new());
                wasm_bindgen_futures::spawn_local(set_up(stage.clone(), plan, lists));
            }
            Ok(ToWorker::Plan { plan, .. }) => *stage.borrow_mut() = Stage::Ready(plan),
            Ok(ToWorker::Play { from, to }) => match &mut *stage.borrow_mut() {
                Stage::SettingUp(waiting) => waiting.push(from..to),
                Stage::Ready(plan) => {
                    if let Some(scope) = worker_scope() {
                        play(&scope, plan, from..to);
                    }
                }
                Stage::Waiting | Stage::Refused => {}
            },
            Err(_) => {}
        }
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    on_message.forget();
    post(&scope, &FromWorker::Ready);
}

/// Both languages' sentences of `said`.
fn both(said: impl Fn(Lang) -> String) -> Text {
    Text::new(said(Lang::En), said(Lang::Ru))
}

/// Reads the plan's scenario and sets the plan up by it, against the
/// lists (the player's own `lists` among them).
async fn set_up_plan(
    plan: &mut LabPlan,
    lists: &[(String, String)],
) -> Result<(), Vec<ScenarioRefusal>> {
    let not_read = |problems: Vec<ListProblem>| vec![ScenarioRefusal::NotRead { problems }];
    let file = plan
        .scenario
        .as_ref()
        .map(|p| p.file.clone())
        .unwrap_or_default();
    let path = format!("{SCENARIO_ROOT}/{file}");
    let text = fetch_text(&path).await.map_err(|reason| {
        let kind = clouds_core::ProblemKind::Unreadable { reason };
        not_read(vec![ListProblem::new(
            &path,
            clouds_core::EntryRef::FILE,
            "",
            kind,
        )])
    })?;
    let catalog = load_lists(lists).await.map_err(not_read)?;
    plan.set_up_scenario(&catalog, &text)
}

/// Sets `plan` up by its scenario and says what it plays and how its
/// games end, then plays the chunks that came meanwhile; or tells the page
/// why it could not.
async fn set_up(stage: Rc<RefCell<Stage>>, mut plan: LabPlan, lists: Vec<(String, String)>) {
    let Some(scope) = worker_scope() else {
        return;
    };
    if let Err(refusals) = set_up_plan(&mut plan, &lists).await {
        let reasons = both(|lang| {
            let each: Vec<String> = refusals.iter().map(|r| r.describe(lang)).collect();
            each.join(" ")
        });
        post(&scope, &FromWorker::Stopped(in_words(&[reasons])));
        *stage.borrow_mut() = Stage::Refused;
        return;
    }
    let played = both(|lang| plan.played(lang));
    let ending = both(|lang| plan.ending(lang));
    post(&scope, &FromWorker::SetUp(in_words(&[played, ending])));
    let waiting = match std::mem::replace(&mut *stage.borrow_mut(), Stage::Waiting) {
        Stage::SettingUp(waiting) => waiting,
        _ => Vec::new(),
    };
    // Nothing else runs in the worker while its chunks are played.
    for chunk in waiting {
        play(&scope, &plan, chunk);
    }
    *stage.borrow_mut() = Stage::Ready(plan);
}

/// Plays the plan's games `chunk` (places in the plan's row of games,
/// `LabPlan::place`), posting them in batches, then `Played` (or
/// `Stopped` at the first game that cannot be played, with why).
fn play(scope: &DedicatedWorkerGlobalScope, plan: &LabPlan, chunk: Range<u32>) {
    let mut batch = Vec::new();
    let mut last_post = js_sys::Date::now();
    for (series, k) in chunk.map_while(|n| plan.place(n)) {
        match play_plan_game(plan, series, k) {
            Ok(figures) => batch.push((series, figures)),
            Err(failure) => {
                post(scope, &FromWorker::Games(std::mem::take(&mut batch)));
                let seed = plan.seed_of(k);
                let why = both(|lang| failure.describe(seed, lang));
                post(scope, &FromWorker::Stopped(in_words(&[why])));
                return;
            }
        }
        let now = js_sys::Date::now();
        if now - last_post >= BATCH_MS {
            post(scope, &FromWorker::Games(std::mem::take(&mut batch)));
            last_post = now;
        }
    }
    post(scope, &FromWorker::Games(batch));
    post(scope, &FromWorker::Played);
}
