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
use crate::opponent_army::{OpponentArmy, OpponentOptions};
use crate::play_link::split_setup;
use crate::route::{open_new_game, Route};
use crate::scenario_choice::{as_played, fits_era, ScenarioChoice, ScenarioField};
use crate::storage::{new_id, DeviceStore};
use crate::team_seats::{seat_rosters, TeamSeats, TeamSeatsField};
use clouds_core::{
    decode_army, pregame_setup, scenario_setup, team_game, Catalog, GameOptions, GameSetup, Mode,
    PerSide, Roster, SavedGame, SeatChoice, SessionRecord, SetupMsg, Side, Strength, Table,
    TeamStart, TerrainChoice,
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
    team: TeamSeats,
    /// Why the game cannot start, each problem in its own sentence.
    problem: RwSignal<Vec<String>>,
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
                .set(vec![SetupMsg::BadSeed.text(lang).to_owned()]);
            return;
        };
        let started = if self.team.is_teams_untracked() {
            self.team_game()
        } else {
            self.two_player_game().map_err(|message| vec![message])
        };
        match started {
            Ok((setup, mode)) => {
                let id = new_id();
                let record = SessionRecord::new(setup, seed, mode)
                    .with_strength(self.strength.get_untracked());
                let origin = self.origin.hash();
                let saved =
                    SavedGame::starting_text(&id, &record, js_sys::Date::now(), Some(&origin));
                self.notices.wrote(self.store.save_game_text(&id, &saved));
                open_new_game(&id);
            }
            Err(problems) => self.problem.set(problems),
        }
    }

    /// Terrain by the rules, or an open table.
    fn terrain(&self) -> TerrainChoice {
        match self.by_the_rules.get_untracked() {
            true => TerrainChoice::ByTheRules,
            false => TerrainChoice::Open,
        }
    }

    /// A game of teams from its seats: every seat's problem named at once.
    fn team_game(&self) -> Result<(GameSetup, Mode), Vec<String>> {
        let lang = self.lang.now();
        self.catalog.with_untracked(|c| {
            let rosters = seat_rosters(&self.team.taken(), |army| {
                army.roster(&self.mine, c, &self.store, lang)
            });
            let seats = rosters.as_ref().map(|side| {
                side.iter()
                    .map(|(army, who)| SeatChoice {
                        army: army.as_ref(),
                        who: *who,
                    })
                    .collect()
            });
            let start = TeamStart::PreGame {
                table: self.table.get_untracked(),
                terrain: self.terrain(),
            };
            team_game(c, &seats, GameOptions::default(), start)
                .map_err(|problems| problems.iter().map(|p| p.describe(lang)).collect())
        })
    }

    /// A game of one player a side: the player's army against the chosen
    /// opponent, in the chosen scenario.
    fn two_player_game(&self) -> Result<(GameSetup, Mode), String> {
        let lang = self.lang.now();
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
            let terrain = self.terrain();
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
        started.map(|setup| (setup, mode))
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
    let problem = RwSignal::new(Vec::<String>::new());
    let team = TeamSeats::new();
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
        team,
        problem,
        catalog,
        lang: use_lang(),
        store: expect_context::<DeviceStore>(),
        notices: use_notices(),
    });
    view! {
        <section class="game-setup" data-testid="game-setup">
            <h2>{t(SetupMsg::SetupTitle)}</h2>
            <Show when=move || !team.is_teams()>
                <ScenarioField choice=scenario table army=army.clone() />
            </Show>
            <p>
                {t(SetupMsg::YourArmy)}": "
                <strong data-testid="setup-army-name">{name}</strong>
                " · "{points}
            </p>
            <TeamSeatsField seats=team mine=mine.clone() catalog />
            <Show when=move || !team.is_teams()>
                {opponent_fields(against, opponent, mine.clone(), catalog)}
            </Show>
            {strength_field(strength)}
            <fieldset>
                <legend>{t(SetupMsg::TheTable)}</legend>
                {table_fields(by_the_rules, unit_width, table)}
                {seed_field(seed_text)}
            </fieldset>
            {move || {
                let problems = problem.get();
                (!problems.is_empty()).then(|| view! {
                    <div class="refusal" role="alert" data-testid="setup-problem">
                        {problems.into_iter().map(|p| view! { <p>{p}</p> }).collect_view()}
                    </div>
                })
            }}
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
