//! The game setup, on its own page (`setup.html`): the scenario, the
//! player's army (from a link payload), the opponent (the goldfish, the
//! general or hot seat) and its army, the table and the seed. Starting
//! builds the game's setup in the core, keeps its record on the device,
//! and opens it on the pre-game page, which carries the engine.

use crate::browser_io::new_seed;
use crate::frame::load_failure;
use crate::lang::{t, use_lang, CurrentLang};
use crate::lists::Lists;
use crate::notices::{use_notices, Notices};
use crate::play_link::split_setup;
use crate::route::{open_new_game, Route};
use crate::scenario_choice::{as_played, fits_era, ScenarioChoice, ScenarioField};
use crate::storage::{new_id, DeviceStore, StoredArmy};
use clouds_core::{
    decode_army, pregame_setup, sample_roster, scenario_setup, Catalog, GameOptions, Lang, Mode,
    PerSide, Roster, SavedGame, SessionRecord, SetupMsg, Side, Strength, Table, TerrainChoice,
};
use clouds_core::{shortest, ShellMsg};
use leptos::prelude::*;
use std::rc::Rc;
use std::sync::Arc;

/// The common base widths players use, in millimetres.
const UNIT_WIDTHS_MM: [u32; 5] = [40, 50, 60, 80, 100];
/// The website's photographed game: 15 mm figures on 60 mm bases.
const DEFAULT_UNIT_WIDTH_MM: u32 = 60;

/// The rulebook's table, 120 × 90 cm, measured in the player's unit widths.
fn table_for(unit_width_mm: u32) -> Table {
    Table::from_centimetres(120.0, 90.0, f64::from(unit_width_mm))
}

/// Where the opponent's army comes from.
#[derive(Clone, Debug, PartialEq)]
enum OpponentArmy {
    Mirror,
    Saved(String),
    /// One of a faction's sample armies, by faction and sample id.
    Sample(String, String),
}

impl OpponentArmy {
    fn value(&self) -> String {
        match self {
            OpponentArmy::Mirror => "mirror".to_owned(),
            OpponentArmy::Saved(id) => format!("saved:{id}"),
            OpponentArmy::Sample(faction, sample) => format!("sample:{faction}:{sample}"),
        }
    }

    fn parse(value: &str) -> OpponentArmy {
        if let Some(id) = value.strip_prefix("saved:") {
            OpponentArmy::Saved(id.to_owned())
        } else if let Some((faction, sample)) = value
            .strip_prefix("sample:")
            .and_then(|rest| rest.split_once(':'))
        {
            OpponentArmy::Sample(faction.to_owned(), sample.to_owned())
        } else {
            OpponentArmy::Mirror
        }
    }

    /// The roster it stands for, against `mine`.
    fn roster(
        &self,
        mine: &Roster,
        catalog: &Catalog,
        store: &DeviceStore,
        lang: Lang,
    ) -> Option<Roster> {
        match self {
            OpponentArmy::Mirror => Some(mine.clone()),
            OpponentArmy::Saved(id) => store.army(id)?.ok().map(|saved| saved.roster),
            OpponentArmy::Sample(faction, sample) => {
                let faction = catalog.factions().find(|f| f.id.as_str() == faction)?;
                sample_roster(faction, &sample.as_str().into(), lang)
            }
        }
    }
}

/// `#play=<payload>`: the setup of a game with the army of the payload.
#[component]
pub fn GameSetupScreen(payload: String) -> impl IntoView {
    let lang = use_lang();
    let catalog = expect_context::<Lists>().catalog();
    let (army, from, scenario) = split_setup(&payload);
    let scenario = scenario.map(str::to_owned);
    let origin = match from {
        Some(id) => Route::Edit(id.to_owned()),
        None => Route::Shared(army.to_owned()),
    };
    let decoded = catalog.with_untracked(|c| decode_army(army, c, lang.now()));
    match decoded {
        Err(error) => load_failure!(
            "link-error",
            heading: { t(SetupMsg::ArmyLinkBroken) },
            reason: { move || error.message(lang.get()) },
            back: ("#armies", { move || ShellMsg::BackToArmies.text(lang.get()) }),
        )
        .into_any(),
        Ok(shared) => {
            let army = army.to_owned();
            view! { <SetupForm mine=shared.roster origin army scenario /> }.into_any()
        }
    }
}

/// The setup's choices and its start: the player's army, where the game
/// was opened from, and what the form holds. Shared by its handler behind
/// an `Rc`.
struct SetupChoices {
    mine: Roster,
    origin: Route,
    against: RwSignal<Against>,
    strength: RwSignal<Strength>,
    by_the_rules: RwSignal<bool>,
    table: Memo<Table>,
    opponent: RwSignal<OpponentArmy>,
    seed: Memo<Option<u64>>,
    scenario: ScenarioChoice,
    problem: RwSignal<Option<String>>,
    catalog: Signal<Arc<Catalog>>,
    lang: CurrentLang,
    store: DeviceStore,
    notices: Notices,
}

impl SetupChoices {
    /// Builds the game's setup in the core, keeps its record on the device
    /// and opens it; a refusal is shown as the core's sentence.
    fn start(&self) {
        let lang = self.lang.now();
        let Some(seed) = self.seed.get_untracked() else {
            self.problem
                .set(Some(SetupMsg::BadSeed.text(lang).to_owned()));
            return;
        };
        let mode = match self.against.get_untracked() {
            Against::Goldfish => Mode::Goldfish { player: Side::A },
            Against::General => Mode::General { player: Side::A },
            Against::HotSeat => Mode::HotSeat,
        };
        let mine = &self.mine;
        let started = self.catalog.with_untracked(|c| {
            let theirs = self
                .opponent
                .get_untracked()
                .roster(mine, c, &self.store, lang)
                .unwrap_or_else(|| mine.clone());
            let terrain = if self.by_the_rules.get_untracked() {
                TerrainChoice::ByTheRules
            } else {
                TerrainChoice::Open
            };
            let table = self.table.get_untracked();
            let Some(scenario) = self.scenario.chosen.get_untracked() else {
                return pregame_setup(c, mine, &theirs, GameOptions::default(), table, terrain)
                    .map_err(|e| e.describe(lang));
            };
            let era = c.faction(&mine.faction).map(|f| &f.era);
            if !fits_era(&scenario, era) {
                return Err(SetupMsg::ScenarioOtherEra.text(lang).to_owned());
            }
            let scenario = as_played(scenario, self.by_the_rules.get_untracked());
            let players = PerSide::new(Some(mine.clone()), Some(theirs));
            scenario_setup(c, &scenario, players, GameOptions::default(), table, lang)
                .map_err(|e| e.describe(lang))
        });
        match started {
            Ok(setup) => {
                let id = new_id();
                let record = SessionRecord::new(setup, seed, mode)
                    .with_strength(self.strength.get_untracked());
                let origin = self.origin.hash();
                let saved =
                    SavedGame::starting_text(&id, &record, js_sys::Date::now(), Some(&origin));
                self.notices.wrote(self.store.save_game_text(&id, &saved));
                open_new_game(&id);
            }
            Err(message) => self.problem.set(Some(message)),
        }
    }
}

#[component]
fn SetupForm(
    mine: Roster,
    origin: Route,
    /// The army's link payload (the printed sheet carries it).
    army: String,
    /// The scenario chosen first, if not the standard battle.
    scenario: Option<String>,
) -> impl IntoView {
    let catalog = expect_context::<Lists>().catalog();
    let against = RwSignal::new(Against::Goldfish);
    let strength = RwSignal::new(Strength::Veteran);
    let by_the_rules = RwSignal::new(true);
    let unit_width = RwSignal::new(DEFAULT_UNIT_WIDTH_MM);
    let table = Memo::new(move |_| table_for(unit_width.get()));
    let opponent = RwSignal::new(OpponentArmy::Mirror);
    let seed_text = RwSignal::new(new_seed().to_string());
    let problem = RwSignal::new(None::<String>);
    let seed = Memo::new(move |_| seed_text.with(|t| t.trim().parse::<u64>().ok()));
    let scenario = ScenarioChoice::new(scenario);
    let name = mine.name.clone();
    let points = mine.points_limit;
    let choices = Rc::new(SetupChoices {
        mine: mine.clone(),
        origin,
        against,
        strength,
        by_the_rules,
        table,
        opponent,
        seed,
        scenario,
        problem,
        catalog,
        lang: use_lang(),
        store: expect_context::<DeviceStore>(),
        notices: use_notices(),
    });
    view! {
        <section class="game-setup" data-testid="game-setup">
            <h2>{t(SetupMsg::SetupTitle)}</h2>
            <ScenarioField choice=scenario table army />
            <p>
                {t(SetupMsg::YourArmy)}": "
                <strong data-testid="setup-army-name">{name}</strong>
                " · "{points}
            </p>
            {opponent_fields(against, opponent, mine, catalog)}
            {strength_field(strength)}
            <fieldset>
                <legend>{t(SetupMsg::TheTable)}</legend>
                {table_fields(by_the_rules, unit_width, table)}
                {seed_field(seed_text)}
            </fieldset>
            {move || problem.get().map(|p| view! { <p class="refusal" role="alert" data-testid="setup-problem">{p}</p> })}
            <button class="primary" data-testid="start-game" on:click=move |_| choices.start()>
                {t(SetupMsg::StartGame)}
            </button>
        </section>
    }
}

/// Who plays the other side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Against {
    Goldfish,
    General,
    HotSeat,
}

/// The goldfish, the general or hot seat, and the opponent's army.
fn opponent_fields(
    against: RwSignal<Against>,
    opponent: RwSignal<OpponentArmy>,
    mine: Roster,
    catalog: Signal<Arc<Catalog>>,
) -> impl IntoView {
    let choice = move |testid: &'static str, value: Against, label: SetupMsg| {
        view! {
            <label class="radio">
                <input type="radio" name="opponent" data-testid=testid
                    prop:checked=move || against.get() == value
                    on:change=move |_| against.set(value) />
                {t(label)}
            </label>
        }
    };
    view! {
        <fieldset>
            <legend>{t(SetupMsg::Opponent)}</legend>
            {choice("opponent-goldfish", Against::Goldfish, SetupMsg::OpponentGoldfish)}
            {choice("opponent-general", Against::General, SetupMsg::OpponentGeneral)}
            {choice("opponent-hot-seat", Against::HotSeat, SetupMsg::OpponentHotSeat)}
        </fieldset>
        <label class="field">
            <span>{t(SetupMsg::OpponentArmy)}</span>
            <select data-testid="opponent-army"
                on:change:target=move |ev| opponent.set(OpponentArmy::parse(&ev.target().value()))>
                <OpponentOptions mine catalog />
            </select>
        </label>
    }
}

/// The general's strength: the opponent's, and that of "decide for me".
fn strength_field(strength: RwSignal<Strength>) -> impl IntoView {
    view! {
        <label class="field">
            <span>{t(SetupMsg::GeneralStrength)}</span>
            <select data-testid="general-strength"
                on:change:target=move |ev| {
                    if let Some(s) = Strength::from_code(&ev.target().value()) {
                        strength.set(s);
                    }
                }>
                {Strength::ALL.into_iter().map(|s| view! {
                    <option value=s.code() selected=s == Strength::Veteran>{t(s.label())}</option>
                }).collect_view()}
            </select>
        </label>
        <p class="hint">{t(SetupMsg::GeneralStrengthHint)}</p>
    }
}

/// Terrain by the rules or an open table, the unit width and the table's
/// size in unit widths.
fn table_fields(
    by_the_rules: RwSignal<bool>,
    unit_width: RwSignal<u32>,
    table: Memo<Table>,
) -> impl IntoView {
    view! {
        <label class="radio">
            <input type="radio" name="terrain" data-testid="table-terrain-rules"
                prop:checked=move || by_the_rules.get()
                on:change=move |_| by_the_rules.set(true) />
            {t(SetupMsg::TerrainByRules)}
        </label>
        <label class="radio">
            <input type="radio" name="terrain" data-testid="table-open"
                prop:checked=move || !by_the_rules.get()
                on:change=move |_| by_the_rules.set(false) />
            {t(SetupMsg::OpenTable)}
        </label>
        <label class="field">
            <span>{t(SetupMsg::UnitWidth)}</span>
            <select data-testid="unit-width"
                on:change:target=move |ev| {
                    if let Ok(mm) = ev.target().value().parse() {
                        unit_width.set(mm);
                    }
                }>
                {UNIT_WIDTHS_MM.into_iter().map(|mm| view! {
                    <option value=mm selected=mm == DEFAULT_UNIT_WIDTH_MM>{format!("{mm} mm")}</option>
                }).collect_view()}
            </select>
        </label>
        <p class="hint" data-testid="table-size">
            {t(SetupMsg::TableSize)}": "
            {move || { let t = table.get(); format!("{} × {} UW", shortest(t.width), shortest(t.depth)) }}
        </p>
    }
}

/// The seed, as typed, with a button for a new one.
fn seed_field(seed_text: RwSignal<String>) -> impl IntoView {
    view! {
        <label class="field">
            <span>{t(SetupMsg::Seed)}</span>
            <input type="text" inputmode="numeric" data-testid="game-seed"
                prop:value=move || seed_text.get()
                on:input:target=move |ev| seed_text.set(ev.target().value()) />
        </label>
        <button type="button" data-testid="new-seed"
            on:click=move |_| seed_text.set(new_seed().to_string())>
            {t(SetupMsg::NewSeed)}
        </button>
        <p class="hint">{t(SetupMsg::SeedHint)}</p>
    }
}

/// The choices of the opponent's army: a mirror, the saved armies, and a
/// target of every faction of the player's era.
#[component]
fn OpponentOptions(mine: Roster, catalog: Signal<Arc<Catalog>>) -> impl IntoView {
    let lang = use_lang();
    let store = expect_context::<DeviceStore>();
    let saved: Vec<(String, String)> = store
        .armies()
        .into_iter()
        .filter_map(|stored| match stored {
            StoredArmy::Ok(saved) => Some((saved.id, saved.roster.name)),
            StoredArmy::Damaged { .. } => None,
        })
        .collect();
    let era = catalog.with_untracked(|c| c.faction(&mine.faction).map(|f| f.era.clone()));
    // Every faction's sample armies of the player's era, by faction (a
    // list other factions replaced is not offered).
    let samples = move || {
        let lang = lang.get();
        catalog.with(|c| {
            c.factions()
                .filter(|f| Some(&f.era) == era.as_ref() && !f.is_replaced())
                .flat_map(|f| {
                    f.samples.iter().map(move |s| {
                        let label = format!(
                            "{} — {} ({})",
                            f.name.get(lang),
                            s.name.get(lang),
                            s.points_limit
                        );
                        (
                            OpponentArmy::Sample(f.id.to_string(), s.id.to_string()),
                            label,
                        )
                    })
                })
                .collect::<Vec<_>>()
        })
    };
    view! {
        <option value=OpponentArmy::Mirror.value()>{t(SetupMsg::MirrorArmy)}</option>
        <optgroup label=t(SetupMsg::SampleArmies)>
            {move || samples().into_iter().map(|(army, label)| view! {
                <option value=army.value()>{label}</option>
            }).collect_view()}
        </optgroup>
        {(!saved.is_empty()).then(|| view! {
            <optgroup label=t(SetupMsg::SavedArmies)>
                {saved.into_iter().map(|(id, name)| view! {
                    <option value=OpponentArmy::Saved(id).value()>{name}</option>
                }).collect_view()}
            </optgroup>
        })}
    }
}
