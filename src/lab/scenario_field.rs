//! The run's scenario and the side list A plays (`lab-scenario`,
//! `lab-side`). The page knows the scenarios only by their summaries (the
//! core's `ScenarioSummary`: a file's id, name, era, whether it fixes the
//! armies), fetched when the form is drawn: reading them whole is the
//! worker's work, which keeps the scenarios' reader off the page's bundle.
//! Offered: the standard game first, then every scenario list A can play
//! (of its era or any, its armies not fixed). The choice is kept in the
//! page's address.
//!
//! Built for a small bundle: the summaries are not a signal of their own
//! (the id's signal, set once they are in, redraws the options), and the
//! side is its select's code.

use super::route::keep_choice;
use crate::fetch::{fetch_text, start_fetch, text_of};
use crate::lang::{t, CurrentLang};
use clouds_core::{EraId, LabMsg, Lang, ScenarioSummary, SetupMsg, Side, PITCHED_BATTLE};
use leptos::prelude::*;

/// The scenarios' folder, beside the page (and the worker).
pub const SCENARIO_ROOT: &str = "scenarios";

/// The scenarios the page knows.
#[derive(Default)]
struct Known {
    /// Every scenario whose file read as far as its summary.
    summaries: Vec<ScenarioSummary>,
    /// Whether they could not be loaded.
    failed: bool,
}

/// The scenario and the side chosen, and the scenarios the page knows.
#[derive(Clone, Copy)]
pub struct ScenarioPick {
    /// The scenario's id; the pitched battle's is the standard game.
    pub id: RwSignal<String>,
    /// The side list A plays, as its select says it: `a` or `b`.
    side: RwSignal<String>,
    known: StoredValue<Known, LocalStorage>,
}

impl ScenarioPick {
    /// Starts from the address's choice (`chosen`) and loads the
    /// summaries; once they are in, a scenario list A (of `era`) cannot
    /// play gives way to the standard game. If they cannot load, the
    /// choice stays, for the plan's checks to refuse.
    pub fn new(chosen: (Option<String>, Side), era: Option<EraId>) -> ScenarioPick {
        let (id, side) = chosen;
        let pick = ScenarioPick {
            id: RwSignal::new(id.unwrap_or_else(|| PITCHED_BATTLE.to_owned())),
            side: RwSignal::new(if side == Side::B { "b" } else { "a" }.to_owned()),
            known: StoredValue::new_local(Known::default()),
        };
        leptos::task::spawn_local(async move {
            let loaded = load_summaries().await;
            let mut id = pick.id.get_untracked();
            let open = |s: &ScenarioSummary| s.id == id && s.open_to(era.as_ref());
            if loaded.as_ref().is_some_and(|known| !known.iter().any(open)) {
                id = PITCHED_BATTLE.to_owned();
            }
            pick.known.set_value(Known {
                failed: loaded.is_none(),
                summaries: loaded.unwrap_or_default(),
            });
            // Set even if unchanged: the options are drawn again.
            pick.id.set(id);
            pick.keep();
        });
        pick
    }

    /// The side list A plays.
    pub fn side(self) -> Side {
        if self.side.with_untracked(|s| s == "b") {
            Side::B
        } else {
            Side::A
        }
    }

    /// The scenarios known, for the plan's checks.
    pub fn with_known<T>(self, f: impl FnOnce(&[ScenarioSummary]) -> T) -> T {
        self.known.with_value(|known| f(&known.summaries))
    }

    /// Writes the choice into the page's address, so a reload keeps it.
    fn keep(self) {
        let id = self.id.get_untracked();
        let scenario = (id != PITCHED_BATTLE).then_some(id.as_str());
        keep_choice(scenario, self.side());
    }
}

/// The summaries of the scenarios the index names, those that read; `None`
/// if the index itself does not. The files are fetched together.
async fn load_summaries() -> Option<Vec<ScenarioSummary>> {
    let url = |file: &str| format!("{SCENARIO_ROOT}/{file}");
    let index = fetch_text(&url("index.json")).await.ok()?;
    let files = ScenarioSummary::index_files(&index)?;
    let fetching = files.iter().map(|file| start_fetch(&url(file)));
    let texts = futures::future::join_all(fetching.map(text_of)).await;
    let read =
        |(file, text): (&String, Result<String, _>)| ScenarioSummary::read(file, &text.ok()?);
    Some(files.iter().zip(texts).filter_map(read).collect())
}

/// The scenario's options after the standard game: those list A of `era`
/// can play (value, name, chosen), or a disabled line saying the scenarios
/// could not be loaded.
fn scenario_options(
    pick: ScenarioPick,
    era: &Option<EraId>,
    lang: CurrentLang,
) -> Vec<(String, String, bool)> {
    let (chosen, lang) = (pick.id.get(), lang.get());
    pick.known.with_value(|known| {
        let open = known.summaries.iter().filter(|s| s.open_to(era.as_ref()));
        let mut options: Vec<_> = open
            .filter(|s| s.id != PITCHED_BATTLE)
            .map(|s| (s.id.clone(), s.name.get(lang).to_owned(), s.id == chosen))
            .collect();
        if known.failed {
            let note = SetupMsg::ScenariosNotLoaded.text(lang).to_owned();
            options.push((String::new(), note, false));
        }
        options
    })
}

/// A side's option: its colour and edge, then the name the chosen
/// scenario gives it, if it gives one (the attacker, the defender).
fn side_option(pick: ScenarioPick, side: Side, lang: Lang) -> String {
    let plain = match side {
        Side::A => LabMsg::SideA,
        Side::B => LabMsg::SideB,
    }
    .text(lang);
    let id = pick.id.get();
    let named = pick.known.with_value(|known| {
        let chosen = known.summaries.iter().find(|s| s.id == id)?;
        Some(chosen.side_names[side].as_ref()?.get(lang).to_owned())
    });
    match named {
        Some(name) => format!("{plain} — {name}"),
        None => plain.to_owned(),
    }
}

/// The scenario's select (the standard game first, then those list A of
/// `era` can play) with why the others are not offered, and the side's.
pub fn scenario_fields(
    pick: ScenarioPick,
    era: Option<EraId>,
    lang: CurrentLang,
    running: Memo<bool>,
) -> impl IntoView {
    let options = move || {
        let options = scenario_options(pick, &era, lang).into_iter();
        options
            .map(|(value, name, selected)| {
                let disabled = value.is_empty();
                view! { <option value=value selected=selected disabled=disabled>{name}</option> }
            })
            .collect_view()
    };
    let disabled = move || running.get();
    let on_b = pick.side() == Side::B;
    view! {
        <label class="field">
            <span>{move || SetupMsg::Scenario.text(lang.get())}</span>
            <select data-testid="lab-scenario" disabled=disabled
                on:change:target=move |ev| { pick.id.set(ev.target().value()); pick.keep(); }>
                <option value=PITCHED_BATTLE>{t(LabMsg::StandardGame)}</option>
                {options}
            </select>
            <small class="hint">{t(LabMsg::ScenarioHint)}</small>
        </label>
        <label class="field">
            <span>{t(LabMsg::ListSide)}</span>
            <select data-testid="lab-side" disabled=disabled
                on:change:target=move |ev| { pick.side.set(ev.target().value()); pick.keep(); }>
                <option value="a" selected=!on_b>{move || side_option(pick, Side::A, lang.get())}</option>
                <option value="b" selected=on_b>{move || side_option(pick, Side::B, lang.get())}</option>
            </select>
        </label>
    }
}
