//! The game setup's first choice, the scenario: a list of the shipped
//! scenarios (the standard battle first) and the player's own, the chosen
//! one's briefing and map, and what it fixes (its armies, its table, its
//! points); then a file of the player's own to load, a link to share, and
//! the sheet to print. Offered once the scenarios have loaded; if they
//! cannot load, the setup says so and plays the standard battle as before.

use crate::browser_io::copy_text;
use crate::controls::FilePicker;
use crate::custom_list::read_file;
use crate::lang::{t, use_lang};
use crate::problems::ProblemList;
use crate::route::app_url;
use crate::scenario_map::ScenarioMap;
use crate::scenarios::{use_scenarios, ScenarioShelf};
use clouds_core::{shortest, EraId, ListProblem, Scenario, SetupMsg, TerrainSpec, PITCHED_BATTLE};
use leptos::prelude::*;

/// The scenario chosen and the scenarios offered.
#[derive(Clone, Copy)]
pub struct ScenarioChoice {
    pub id: RwSignal<String>,
    /// The chosen scenario, once the scenarios have loaded (`None` while
    /// they load or if they failed: the standard battle then).
    pub chosen: Memo<Option<Scenario>>,
    offered: Memo<Option<Vec<Scenario>>>,
    shelf: ScenarioShelf,
}

impl ScenarioChoice {
    /// The choice, `initial` chosen first (the standard battle if none).
    pub fn new(initial: Option<String>) -> ScenarioChoice {
        let shelf = use_scenarios();
        let offered = Memo::new(move |_| shelf.offered());
        let id = RwSignal::new(initial.unwrap_or_else(|| PITCHED_BATTLE.to_owned()));
        let chosen = Memo::new(move |_| {
            let id = id.get();
            offered.with(|o| o.as_ref()?.iter().find(|s| s.id == id).cloned())
        });
        ScenarioChoice {
            id,
            chosen,
            offered,
            shelf,
        }
    }
}

/// The scenario as it will be played: one whose terrain is the rulebook's
/// takes the player's choice of an open table.
pub fn as_played(mut scenario: Scenario, by_the_rules: bool) -> Scenario {
    if scenario.terrain == TerrainSpec::ByTheRules && !by_the_rules {
        scenario.terrain = TerrainSpec::Open;
    }
    scenario
}

/// Whether the player's army (of `era`) may play `scenario`'s side A.
pub fn fits_era(scenario: &Scenario, era: Option<&EraId>) -> bool {
    scenario.sides[clouds_core::Side::A].army.is_some()
        || scenario
            .era
            .as_ref()
            .is_none_or(|wanted| Some(wanted) == era)
}

/// The scenario field of the setup; `army` is the player's army's link
/// payload, which the printed sheet carries beside the scenario's.
#[component]
pub fn ScenarioField(
    choice: ScenarioChoice,
    table: Memo<clouds_core::Table>,
    army: String,
) -> impl IntoView {
    let lang = use_lang();
    let shelf = choice.shelf;
    let options = move || {
        let lang = lang.get();
        choice.offered.with(|o| {
            o.iter().flatten().map(|s| {
                let id = s.id.clone();
                let mark = shelf.is_own(&id).then(|| format!(" {}", SetupMsg::OwnScenarioMark.text(lang)));
                // A property, so a file loaded (and chosen) moves the list.
                let this = id.clone();
                let selected = move || choice.id.with(|c| *c == this);
                view! { <option value=id prop:selected=selected>{s.name.get(lang).to_owned()}{mark}</option> }
            }).collect_view()
        })
    };
    let details = move || {
        let lang = lang.get();
        choice.chosen.get().map(|s| {
            let table = s.table.map_or_else(|| table.get(), |size| clouds_core::Table::new(size.width, size.depth));
            let fixed = s.fixes_armies().then(|| view! { <p class="hint">{t(SetupMsg::ScenarioArmiesFixed)}</p> });
            let own_table = s.table.map(|size| view! {
                <p class="hint">{t(SetupMsg::ScenarioOwnTable)}": "{format!("{} × {} UW", shortest(size.width), shortest(size.depth))}</p>
            });
            let points = s.points.map(|p| view! { <p class="hint">{t(SetupMsg::ScenarioPoints)}" "{p}</p> });
            view! {
                <p class="scenario-briefing" data-testid="scenario-briefing">{s.briefing.get(lang).to_owned()}</p>
                {fixed}{own_table}{points}
                <ScenarioMap scenario=s.clone() table lang />
            }
        })
    };
    let sheet_href = move || format!("#sheet={}.{army}", choice.id.get());
    view! {
        <fieldset class="scenario-choice">
            <legend>{t(SetupMsg::Scenario)}</legend>
            <select data-testid="scenario" aria-label=t(SetupMsg::Scenario)
                on:change:target=move |ev| choice.id.set(ev.target().value())>
                {options}
            </select>
            {details}
            {move || shelf.failed().then(|| view! { <p class="hint">{t(SetupMsg::ScenariosNotLoaded)}</p> })}
            <KeptProblems shelf />
            <div class="scenario-tools">
                <a class="button" data-testid="scenario-print" href=sheet_href target="_blank">
                    {t(SetupMsg::PrintScenarioSheet)}
                </a>
                <ShareScenario choice />
            </div>
            <OwnScenarioLoader choice />
        </fieldset>
    }
}

/// The own scenarios kept on the device that no longer pass the checks.
#[component]
fn KeptProblems(shelf: ScenarioShelf) -> impl IntoView {
    let problems = Signal::derive(move || shelf.kept_problems.get());
    view! {
        <Show when=move || !problems.with(Vec::is_empty)>
            <div class="custom-list-problems" role="status" data-testid="kept-scenario-problems">
                <p>{t(SetupMsg::KeptScenariosBroken)}</p>
                <ProblemList problems />
            </div>
        </Show>
    }
}

/// What became of the last file chosen.
#[derive(Clone, PartialEq)]
enum Loaded {
    Nothing,
    Chosen(String),
    Refused(Vec<ListProblem>),
}

/// The file picker for a scenario of the player's own; one that passes the
/// checks is chosen at once.
#[component]
fn OwnScenarioLoader(choice: ScenarioChoice) -> impl IntoView {
    let lang = use_lang();
    let outcome = RwSignal::new(Loaded::Nothing);
    let on_file = move |file: web_sys::File| {
        leptos::task::spawn_local(async move {
            let name = file.name();
            let read = match read_file(file).await {
                Ok(text) => choice.shelf.add_own(&name, text),
                Err(problem) => Err(vec![problem]),
            };
            match read {
                Ok(scenario) => {
                    choice.id.set(scenario.id.clone());
                    outcome.set(Loaded::Chosen(scenario.name.get(lang.now()).to_owned()));
                }
                Err(problems) => outcome.set(Loaded::Refused(problems)),
            }
        });
    };
    let problems = Signal::derive(move || match outcome.get() {
        Loaded::Refused(problems) => problems,
        _ => Vec::new(),
    });
    view! {
        <div class="custom-list">
            <FilePicker testid="scenario-file-input" label=Signal::derive(t(SetupMsg::LoadScenarioFile)) on_file />
            <span class="hint">{t(SetupMsg::LoadScenarioFileHint)}</span>
            {move || match outcome.get() {
                Loaded::Chosen(name) => Some(view! {
                    <p class="custom-list-ok" role="status" data-testid="scenario-file-loaded">
                        {t(SetupMsg::ScenarioFileLoaded)}" "<strong>{name}</strong>
                    </p>
                }),
                _ => None,
            }}
            <Show when=move || !problems.with(Vec::is_empty)>
                <div class="custom-list-problems" role="alert" data-testid="scenario-file-problems">
                    <p>{t(SetupMsg::ScenarioFileRefused)}</p>
                    <ProblemList problems />
                </div>
            </Show>
        </div>
    }
}

/// What sharing gave: the link (copied or not), or why there is none.
#[derive(Clone, PartialEq)]
enum Shared {
    Nothing,
    Link { href: String, copied: bool },
    Refused(String),
}

/// "Copy a link to this scenario", and the link shown to copy by hand.
#[component]
fn ShareScenario(choice: ScenarioChoice) -> impl IntoView {
    let lang = use_lang();
    let shared = RwSignal::new(Shared::Nothing);
    // A new choice needs a new link.
    Effect::new(move || {
        choice.id.track();
        shared.set(Shared::Nothing);
    });
    let share = move |_| {
        let link = choice.shelf.link_of(&choice.id.get_untracked());
        match link.code() {
            Ok(code) => {
                let href = format!("{}#scenario={code}", app_url());
                // Shown at once: a browser may never answer the clipboard.
                shared.set(Shared::Link {
                    href: href.clone(),
                    copied: false,
                });
                leptos::task::spawn_local(async move {
                    if copy_text(&href).await {
                        shared.set(Shared::Link { href, copied: true });
                    }
                });
            }
            Err(error) => shared.set(Shared::Refused(error.message(lang.now()))),
        }
    };
    view! {
        <button type="button" data-testid="scenario-share" on:click=share>
            {t(SetupMsg::ShareScenario)}
        </button>
        {move || match shared.get() {
            Shared::Nothing => None,
            Shared::Link { href, copied } => Some(view! {
                <p class="hint scenario-link" role="status">
                    {t(if copied { SetupMsg::ScenarioLinkCopied } else { SetupMsg::ScenarioLinkToCopy })}
                    <input type="text" readonly data-testid="scenario-link" prop:value=href />
                </p>
            }.into_any()),
            Shared::Refused(message) => Some(view! {
                <p class="refusal" role="alert" data-testid="scenario-link-refused">{message}</p>
            }.into_any()),
        }}
    }
}
