//! The fields of the lab's run form, each a plain view function over the
//! form's signals: what the games are (against the goldfish, head to head,
//! against the field), the general's strength, list B, the goldfish
//! target, a field run's opponents, the table, the number of games and
//! the seed, and the core's refusals. Which fields a mode needs is shown;
//! the others are hidden, keeping what was chosen in them.

use super::armies::{era_samples, ArmyChoice, ArmyOption};
use crate::lang::{t, CurrentLang};
use clouds_core::{
    Catalog, EraId, FactionId, LabError, LabMode, LabMsg, LabTable, SetupMsg, Strength,
};
use leptos::prelude::*;
use std::sync::Arc;

/// What the games are, as the form's `lab-mode` select chooses it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ModeKind {
    Goldfish,
    HeadToHead,
    Field,
    Allies,
}

impl ModeKind {
    const ALL: [ModeKind; 4] = [
        ModeKind::Goldfish,
        ModeKind::HeadToHead,
        ModeKind::Field,
        ModeKind::Allies,
    ];

    /// Whether the goldfish target plays (alone, or twice against allies).
    pub fn has_target(self) -> bool {
        matches!(self, ModeKind::Goldfish | ModeKind::Allies)
    }

    /// The option's value (DESIGN.md's contract).
    fn code(self) -> &'static str {
        match self {
            ModeKind::Goldfish => "goldfish",
            ModeKind::HeadToHead => "head-to-head",
            ModeKind::Field => "field",
            ModeKind::Allies => "allies",
        }
    }

    fn label(self) -> LabMsg {
        match self {
            ModeKind::Goldfish => LabMsg::ModeGoldfish,
            ModeKind::HeadToHead => LabMsg::ModeHeadToHead,
            ModeKind::Field => LabMsg::ModeField,
            ModeKind::Allies => LabMsg::ModeAllies,
        }
    }

    /// The core's mode, with the general at `strength` where it plays.
    pub fn with(self, strength: Strength) -> LabMode {
        match self {
            ModeKind::Goldfish => LabMode::Goldfish,
            ModeKind::HeadToHead => LabMode::HeadToHead { strength },
            ModeKind::Field => LabMode::Field { strength },
            ModeKind::Allies => LabMode::Allies,
        }
    }
}

/// The `lab-mode` select.
pub fn mode_field(kind: RwSignal<ModeKind>, running: Memo<bool>) -> impl IntoView {
    view! {
        <label class="field">
            <span>{t(LabMsg::Mode)}</span>
            <select data-testid="lab-mode" disabled=move || running.get()
                on:change:target=move |ev| {
                    let code = ev.target().value();
                    if let Some(k) = ModeKind::ALL.into_iter().find(|k| k.code() == code) {
                        kind.set(k);
                    }
                }>
                {ModeKind::ALL.into_iter().map(|k| view! {
                    <option value=k.code() selected=move || kind.get() == k>{t(k.label())}</option>
                }).collect_view()}
            </select>
        </label>
    }
}

/// The strength's name, the general's own label (`Strength::label`).
fn strength_name(strength: Strength, lang: CurrentLang) -> impl Fn() -> &'static str {
    move || strength.label().text(lang.get())
}

/// The general's strength for both sides (`lab-strength`), the veteran
/// first chosen; shown head to head and against the field.
pub fn strength_field(
    strength: RwSignal<Strength>,
    hidden: impl Fn() -> bool + Send + Sync + 'static,
    lang: CurrentLang,
    running: Memo<bool>,
) -> impl IntoView {
    view! {
        <label class="field" hidden=hidden>
            <span>{t(LabMsg::GeneralStrength)}</span>
            <select data-testid="lab-strength" disabled=move || running.get()
                on:change:target=move |ev| {
                    if let Some(s) = Strength::from_code(&ev.target().value()) {
                        strength.set(s);
                    }
                }>
                {Strength::ALL.into_iter().map(|s| view! {
                    <option value=s.code() selected=move || strength.get() == s>{strength_name(s, lang)}</option>
                }).collect_view()}
            </select>
            <small class="hint" data-testid="lab-marshal-slow"
                hidden=move || strength.get() != Strength::Marshal>
                {t(LabMsg::MarshalSlow)}
            </small>
        </label>
    }
}

/// The options of a select of armies: the `saved` ones, then the samples
/// of the era `era` by faction (list A's faction `first`).
fn army_options(
    catalog: Signal<Arc<Catalog>>,
    era: Option<EraId>,
    first: Option<FactionId>,
    saved: Vec<ArmyOption>,
    chosen: RwSignal<ArmyChoice>,
    lang: CurrentLang,
) -> impl Fn() -> AnyView + Send + Sync {
    move || {
        let lang = lang.get();
        let groups = era
            .as_ref()
            .map(|era| catalog.with(|c| era_samples(c, era, first.as_ref(), lang)))
            .unwrap_or_default();
        let initial = chosen.get_untracked();
        view! {
            {(!saved.is_empty()).then(|| view! {
                <optgroup label=SetupMsg::SavedArmies.text(lang)>
                    {saved.iter().map(|o| view! {
                        <option value=o.choice.value() selected=initial == o.choice>{o.label.clone()}</option>
                    }).collect_view()}
                </optgroup>
            })}
            {groups.into_iter().map(|(faction, options)| view! {
                <optgroup label=faction>
                    {options.into_iter().map(|o| view! {
                        <option value=o.choice.value() selected=initial == o.choice>{o.label}</option>
                    }).collect_view()}
                </optgroup>
            }).collect_view()}
        }
        .into_any()
    }
}

/// What an army select needs: the catalog, list A's era and faction, the
/// language and whether a run is going.
#[derive(Clone)]
pub struct ArmySource {
    pub catalog: Signal<Arc<Catalog>>,
    pub era: Option<EraId>,
    pub faction: FactionId,
    pub lang: CurrentLang,
    pub running: Memo<bool>,
}

/// List B (`lab-army-b`): none, a `saved` army, or a sample of the era.
/// Optional against the goldfish; the opponent head to head.
pub fn list_b_field(
    source: &ArmySource,
    saved: Vec<ArmyOption>,
    b_choice: RwSignal<ArmyChoice>,
    kind: RwSignal<ModeKind>,
) -> impl IntoView {
    let ArmySource {
        catalog,
        era,
        faction,
        lang,
        running,
    } = source.clone();
    let options = army_options(catalog, era, Some(faction), saved, b_choice, lang);
    view! {
        <label class="field" hidden=move || kind.get() == ModeKind::Field>
            <span>{move || match kind.get() {
                ModeKind::HeadToHead => LabMsg::ListBOpponent.text(lang.get()),
                ModeKind::Allies => LabMsg::ListBAlly.text(lang.get()),
                _ => LabMsg::ListB.text(lang.get()),
            }}</span>
            <select data-testid="lab-army-b" disabled=move || running.get()
                on:change:target=move |ev| b_choice.set(ArmyChoice::parse(&ev.target().value()))>
                <option value="" selected=move || b_choice.get_untracked() == ArmyChoice::None>
                    {t(LabMsg::NoListB)}
                </option>
                {options}
            </select>
        </label>
    }
}

/// The goldfish target (`lab-opponent`): every faction's samples of list
/// A's era, and the `saved` armies of that era.
pub fn target_field(
    source: &ArmySource,
    saved: Vec<ArmyOption>,
    target: RwSignal<ArmyChoice>,
    kind: RwSignal<ModeKind>,
) -> impl IntoView {
    let ArmySource {
        catalog,
        era,
        lang,
        running,
        ..
    } = source.clone();
    let options = army_options(catalog, era, None, saved, target, lang);
    view! {
        <label class="field" hidden=move || !kind.get().has_target()>
            <span>{t(LabMsg::TargetArmy)}</span>
            <select data-testid="lab-opponent" disabled=move || running.get()
                on:change:target=move |ev| target.set(ArmyChoice::parse(&ev.target().value()))>
                {options}
            </select>
        </label>
    }
}

/// One opponent's checkbox (`lab-field-pick`, with its `data-opponent`).
fn pick_box(
    option: ArmyOption,
    picks: RwSignal<Vec<ArmyChoice>>,
    running: Memo<bool>,
) -> impl IntoView {
    let choice = option.choice;
    let (id, value) = (choice.id().to_owned(), choice.value());
    let ticked = {
        let choice = choice.clone();
        move || picks.with(|p| p.contains(&choice))
    };
    view! {
        <label class="check">
            <input type="checkbox" data-testid="lab-field-pick" data-opponent=id value=value
                prop:checked=ticked disabled=move || running.get()
                on:change:target=move |ev| {
                    let on = ev.target().checked();
                    picks.update(|p| {
                        p.retain(|c| *c != choice);
                        if on {
                            p.push(choice.clone());
                        }
                    });
                } />
            {option.label}
        </label>
    }
}

/// A field run's opponents: a checkbox for every sample of the era (all
/// ticked at first) and every `saved` army of the era, with buttons to
/// tick every sample or none.
pub fn field_picks(
    source: &ArmySource,
    saved: Vec<ArmyOption>,
    picks: RwSignal<Vec<ArmyChoice>>,
    kind: RwSignal<ModeKind>,
) -> impl IntoView {
    let ArmySource {
        catalog,
        era,
        lang,
        running,
        ..
    } = source.clone();
    let all_samples = picks.get_untracked();
    let groups = move || {
        let lang = lang.get();
        let groups = era
            .as_ref()
            .map(|era| catalog.with(|c| era_samples(c, era, None, lang)))
            .unwrap_or_default();
        let saved = (!saved.is_empty())
            .then(|| (SetupMsg::SavedArmies.text(lang).to_owned(), saved.clone()));
        groups
            .into_iter()
            .chain(saved)
            .map(|(group, options)| {
                view! {
                    <div class="field-group">
                        <span class="field-group-name">{group}</span>
                        {options.into_iter().map(|o| pick_box(o, picks, running)).collect_view()}
                    </div>
                }
            })
            .collect_view()
    };
    view! {
        <fieldset class="lab-field-picks" data-testid="lab-field-picks" hidden=move || kind.get() != ModeKind::Field>
            <legend>{t(LabMsg::FieldOpponents)}" ("{move || picks.with(Vec::len)}")"</legend>
            <p class="hint">{t(LabMsg::FieldNote)}</p>
            <div class="buttons">
                <button type="button" class="link-button" data-testid="lab-field-all"
                    disabled=move || running.get() on:click=move |_| picks.set(all_samples.clone())>
                    {t(LabMsg::TickAll)}
                </button>
                <button type="button" class="link-button" data-testid="lab-field-none"
                    disabled=move || running.get() on:click=move |_| picks.set(Vec::new())>
                    {t(LabMsg::TickNone)}
                </button>
            </div>
            <div class="field-groups">{groups}</div>
        </fieldset>
    }
}

/// The table: open, or terrain by the rules.
pub fn table_field(table: RwSignal<LabTable>, lang: CurrentLang) -> impl IntoView {
    view! {
        <fieldset>
            <legend>{move || SetupMsg::TheTable.text(lang.get())}</legend>
            <label class="radio">
                <input type="radio" name="lab-table" data-testid="lab-table-open"
                    prop:checked=move || table.get() == LabTable::Open
                    on:change=move |_| table.set(LabTable::Open) />
                {move || SetupMsg::OpenTable.text(lang.get())}
            </label>
            <label class="radio">
                <input type="radio" name="lab-table" data-testid="lab-table-rules"
                    prop:checked=move || table.get() == LabTable::ByTheRules
                    on:change=move |_| table.set(LabTable::ByTheRules) />
                {move || SetupMsg::TerrainByRules.text(lang.get())}
            </label>
        </fieldset>
    }
}

/// The number of games (against the field, against each opponent) and the
/// seed, as typed: the core reads them.
pub fn number_fields(
    games_text: RwSignal<String>,
    seed_text: RwSignal<String>,
    kind: RwSignal<ModeKind>,
    lang: CurrentLang,
) -> impl IntoView {
    view! {
        <div class="lab-numbers">
            <label class="field">
                <span>{move || match kind.get() {
                    ModeKind::Field => LabMsg::GamesEach.text(lang.get()),
                    _ => LabMsg::Games.text(lang.get()),
                }}</span>
                <input type="text" inputmode="numeric" data-testid="lab-games"
                    prop:value=move || games_text.get()
                    on:input:target=move |ev| games_text.set(ev.target().value()) />
                <small class="hint">{t(LabMsg::GamesHint)}</small>
            </label>
            <label class="field">
                <span>{move || SetupMsg::Seed.text(lang.get())}</span>
                <input type="text" inputmode="numeric" data-testid="lab-seed"
                    prop:value=move || seed_text.get()
                    on:input:target=move |ev| seed_text.set(ev.target().value()) />
            </label>
        </div>
    }
}

/// Why the core refused the run, one line a problem.
pub fn problem_list(problems: RwSignal<Vec<LabError>>, lang: CurrentLang) -> impl IntoView {
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
