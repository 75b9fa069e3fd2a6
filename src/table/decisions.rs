//! The decision panel: for the step due, what the player may decide, each
//! offered only when the core says it is legal (its views and its list of
//! legal commands), and made through [`Play::decide`].

use super::action_board::ActionBoard;
use super::context::{use_play, Play};
use super::labels::unit_name;
use super::marker_spots::MarkerSpotChoices;
use super::pregame::hooks::use_pre_game;
use super::scenario_status::ReinforcementsPanel;
use crate::lang::t;
use clouds_core::{
    count_noun, legal_turn_commands, BatteryStatus, BombardLoss, Case, CombatStage, Command, Game,
    MoveKind, Noun, RetreatDirection, Side, StepKind, TableMsg, TacticTargets,
};
use leptos::prelude::*;

/// The panel for the step due: the pre-game page's for a step of the
/// sequence, the turns' page's for a step of a turn. Each page provides
/// only its own, so neither bundle carries the other's panels.
#[component]
pub fn DecisionPanel() -> impl IntoView {
    let play = use_play();
    let step = Memo::new(move |_| play.step());
    let pre_game = use_pre_game();
    let turns = use_context::<TurnPanels>();
    let panel = move || {
        let step = step.get();
        let panel = if step.is_pre_game() {
            pre_game.map(|hooks| hooks.panel)
        } else {
            turns.map(|turns| turns.0)
        };
        panel.map(|panel| panel(step))
    };
    view! { <div class="decision-due" data-testid="decision-due">{panel}</div> }
}

/// The panels of a turn's steps, on the turns' page.
#[derive(Clone, Copy)]
pub struct TurnPanels(fn(StepKind) -> AnyView);

impl TurnPanels {
    pub fn provide() {
        provide_context(TurnPanels(turn_panel));
    }
}

/// The panel of a step of a turn.
fn turn_panel(step: StepKind) -> AnyView {
    match step {
        StepKind::Bombardment => view! { <BombardmentPanel /> }.into_any(),
        StepKind::BombardmentLosses => view! { <LossesPanel /> }.into_any(),
        StepKind::RetreatDirection => view! { <RetreatPanel /> }.into_any(),
        StepKind::RollDice => view! {
            <DecisionButton testid="roll-dice" label=TableMsg::RollActionDice command=Command::RollActionDice primary=true />
        }
        .into_any(),
        StepKind::Actions => view! { <ActionBoard /> }.into_any(),
        StepKind::InAction => view! { <InActionPanel /> }.into_any(),
        StepKind::StartCombat => view! { <StartCombatPanel /> }.into_any(),
        StepKind::ChooseCombat => view! { <ChooseCombatPanel /> }.into_any(),
        StepKind::Tactics => view! { <TacticsPanel /> }.into_any(),
        StepKind::AllocateHits => view! { <AllocatePanel /> }.into_any(),
        StepKind::ResolveHits => view! { <ResolvePanel /> }.into_any(),
        StepKind::Reinforcements => view! { <ReinforcementsPanel /> }.into_any(),
        _ => ().into_any(),
    }
}

/// A button that makes one decision.
#[component]
fn DecisionButton(
    testid: &'static str,
    label: TableMsg,
    command: Command,
    #[prop(optional)] primary: bool,
) -> impl IntoView {
    let play = use_play();
    view! {
        <button class=if primary { "primary" } else { "" } data-testid=testid
            on:click=move |_| { play.decide(command.clone()); }>
            {move || label.text(play.lang())}
        </button>
    }
}

/// The legal commands now, tracked.
fn legal(play: Play) -> Memo<Vec<Command>> {
    Memo::new(move |_| play.with_game(legal_turn_commands))
}

#[component]
fn BombardmentPanel() -> impl IntoView {
    let play = use_play();
    let options = Memo::new(move |_| play.with_game(Game::bombardment_options));
    let dice = Memo::new(move |_| {
        let targets = play.targets.get();
        play.with_game(|g| g.bombardment_dice(&targets))
    });
    let lang = move || play.lang();
    let bombard = move |_| {
        let targets = play.targets.get_untracked();
        play.decide(Command::Bombard { targets });
    };
    view! {
        <div class="decision" data-testid="bombardment-panel">
            <h3>{t(TableMsg::Batteries)}</h3>
            <p class="hint">{t(TableMsg::PickBatteryHint)}</p>
            <ul class="choice-list">
                {move || options.get().into_iter().map(|(battery, _)| {
                    let target = move || play.targets.with(|t| t.iter().find(|x| x.battery == battery).map(|x| x.target));
                    let name = move || play.with_game(|g| unit_name(g, battery, lang()));
                    let aimed = move || target().map_or_else(
                        || TableMsg::NotAimedYet.text(lang()).to_owned(),
                        |t| play.with_game(|g| unit_name(g, t, lang())),
                    );
                    view! {
                        <li>
                            <button data-testid="pick-battery" data-unit=battery.0
                                aria-pressed=move || (play.battery.get() == Some(battery)).to_string()
                                on:click=move |_| play.battery.set(Some(battery))>
                                {name}
                            </button>
                            " → "{aimed}
                        </li>
                    }
                }).collect_view()}
            </ul>
            <BatteriesThatMayNot />
            <p data-testid="bombardment-dice">
                {t(TableMsg::DiceToRoll)}": "
                {move || match dice.get() { Ok(n) => n.to_string(), Err(e) => play.with_game(|g| e.describe(&g.names(lang()))) }}
            </p>
            <div class="buttons">
                <button class="primary" data-testid="bombard"
                    disabled=move || play.targets.with(Vec::is_empty) || dice.get().is_err()
                    on:click=bombard>{t(TableMsg::Bombard)}</button>
                <DecisionButton testid="no-bombardment" label=TableMsg::NoBombardment command=Command::Bombard { targets: Vec::new() } />
            </div>
        </div>
    }
}

/// The side's batteries that may not bombard this turn, each with why.
#[component]
fn BatteriesThatMayNot() -> impl IntoView {
    let play = use_play();
    let idle = Memo::new(move |_| {
        let lang = play.lang();
        play.with_game(|g| {
            let names = g.names(lang);
            g.battery_states()
                .into_iter()
                .filter_map(|state| match state.status {
                    BatteryStatus::MayNot { why } => Some((
                        state.battery,
                        format!("{}: {}", names.unit(state.battery), why.describe(&names)),
                    )),
                    BatteryStatus::MayBombard { .. } => None,
                })
                .collect::<Vec<_>>()
        })
    });
    move || {
        let idle = idle.get();
        (!idle.is_empty()).then(|| {
            view! {
                <ul class="idle-batteries">
                    {idle.into_iter().map(|(battery, line)| view! {
                        <li data-testid="battery-may-not" data-unit=battery.0>{line}</li>
                    }).collect_view()}
                </ul>
            }
        })
    }
}

#[component]
fn LossesPanel() -> impl IntoView {
    let play = use_play();
    let losses = Memo::new(move |_| play.with_game(Game::losses_in_play));
    let lang = move || play.lang();
    move || {
        losses.get().map(|losses| {
            view! {
                <div class="decision" data-testid="losses-panel">
                    <p>{TableMsg::LossesLeft.text(lang())}": "<strong>{losses.remaining}</strong></p>
                    <DecisionButton testid="lose-morale" label=TableMsg::LoseMorale
                        command=Command::TakeBombardmentLoss(BombardLoss::Morale) primary=true />
                    <p class="hint">{TableMsg::RetreatInstead.text(lang())}</p>
                    <ul class="choice-list">
                        {losses.may_retreat.into_iter().map(|unit| view! {
                            <li><button data-testid="retreat-unit" data-unit=unit.0
                                on:click=move |_| { play.decide(Command::TakeBombardmentLoss(BombardLoss::Retreat { unit })); }>
                                {move || play.with_game(|g| unit_name(g, unit, lang()))}
                            </button></li>
                        }).collect_view()}
                    </ul>
                </div>
            }
        })
    }
}

#[component]
fn RetreatPanel() -> impl IntoView {
    let play = use_play();
    let legal = legal(play);
    let lang = move || play.lang();
    let who = Memo::new(move |_| {
        play.with_game(|g| {
            g.losses_in_play().and_then(|l| l.retreating).or_else(|| {
                match g.combat_in_play()?.stage {
                    CombatStage::Retreat { unit, distance, .. } => Some((unit, distance)),
                    _ => None,
                }
            })
        })
    });
    view! {
        <div class="decision" data-testid="retreat-panel">
            <p>{move || who.get().map(|(unit, distance)| format!(
                "{} {} {distance} UW",
                play.with_game(|g| clouds_core::upper_first(&g.names(lang()).unit_as(Case::Nominative, unit))),
                TableMsg::RetreatDistance.text(lang())
            ))}</p>
            <div class="buttons">
                {move || legal.get().into_iter().filter_map(|c| match c {
                    Command::ChooseRetreat { direction } => Some(direction),
                    _ => None,
                }).map(|direction| {
                    let (testid, label) = match direction {
                        RetreatDirection::Back => ("retreat-back", TableMsg::RetreatBack),
                        RetreatDirection::TowardsOwnEdge => ("retreat-edge", TableMsg::RetreatToEdge),
                    };
                    view! { <DecisionButton testid label command=Command::ChooseRetreat { direction } /> }
                }).collect_view()}
            </div>
        </div>
    }
}

#[component]
fn InActionPanel() -> impl IntoView {
    let play = use_play();
    let action = Memo::new(move |_| play.with_game(Game::action_in_play));
    let lang = move || play.lang();
    let action_name = move || {
        let a = action.get()?;
        Some(play.with_game(|g| {
            g.army(g.active())
                .actions
                .get(a.action)
                .map(|x| x.name.get(lang()).to_owned())
                .unwrap_or_default()
        }))
    };
    let kind_button = move |kind: MoveKind, testid: &'static str, label: TableMsg| {
        view! {
            <button data-testid=testid aria-pressed=move || (play.move_kind.get() == kind).to_string()
                on:click=move |_| { play.move_kind.set(kind); play.draft.set(None); }>
                {move || label.text(lang())}
            </button>
        }
    };
    view! {
        <div class="decision" data-testid="action-panel">
            <p>
                {t(TableMsg::ActionInPlay)}": "<strong>{action_name}</strong>
                {move || action.get().map(|a| format!(" ({})", a.die))}
            </p>
            {move || action.get().filter(|a| a.movement.is_some()).map(|a| view! {
                <p>{TableMsg::activations_left(a.activations_left, lang())}</p>
                <p class="hint">{TableMsg::ActivateHint.text(lang())}</p>
                <p class="hint">{TableMsg::MoveHint.text(lang())}</p>
            })}
            {move || action.get().filter(|a| a.commander_distance.is_some()).map(|_| view! {
                <p class="hint">{TableMsg::CommanderMoveHint.text(lang())}</p>
            })}
            <div class="buttons move-kind">
                {kind_button(MoveKind::Simple, "move-simple", TableMsg::SimpleMove)}
                {kind_button(MoveKind::Difficult, "move-difficult", TableMsg::DifficultMove)}
            </div>
            <super::move_panel::MovePanel />
            <DecisionButton testid="end-action" label=TableMsg::EndAction command=Command::EndAction />
        </div>
    }
}

#[component]
fn StartCombatPanel() -> impl IntoView {
    view! {
        <div class="decision" data-testid="start-combat-panel">
            <Show when=move || use_play().marks.with(|m| m.marker_spots.len() < 2)>
                <p class="hint">{t(TableMsg::MarkerSpotsHint)}</p>
            </Show>
            <MarkerSpotChoices />
            <DecisionButton testid="start-combat" label=TableMsg::StartCombat command=Command::StartCombat primary=true />
        </div>
    }
}

#[component]
fn ChooseCombatPanel() -> impl IntoView {
    let play = use_play();
    let legal = legal(play);
    let lang = move || play.lang();
    view! {
        <div class="decision" data-testid="choose-combat-panel">
            <ul class="choice-list">
                {move || legal.get().into_iter().filter_map(|c| match c {
                    Command::ChooseCombat { marker } => Some(marker),
                    _ => None,
                }).map(|marker| view! {
                    <li><button data-testid="choose-combat" on:click=move |_| { play.decide(Command::ChooseCombat { marker }); }>
                        {move || format!("{} {}", TableMsg::Combat.text(lang()), marker.0 + 1)}
                    </button></li>
                }).collect_view()}
            </ul>
        </div>
    }
}

/// A tactic command in words: its name and the units it is played on.
fn tactic_label(
    game: &Game,
    side: Side,
    tactic: usize,
    targets: &TacticTargets,
    lang: clouds_core::Lang,
) -> String {
    let name = game
        .army(side)
        .tactics
        .get(tactic)
        .map(|t| t.name.get(lang).to_owned())
        .unwrap_or_default();
    let units = match targets {
        TacticTargets::Units(units) => units.iter().map(|u| unit_name(game, *u, lang)).collect(),
        TacticTargets::Moves(moves) => moves
            .iter()
            .map(|(u, _)| unit_name(game, *u, lang))
            .collect(),
        _ => Vec::new(),
    };
    if units.is_empty() {
        name
    } else {
        format!("{name}: {}", units.join(", "))
    }
}

#[component]
fn TacticsPanel() -> impl IntoView {
    let play = use_play();
    let legal = legal(play);
    let lang = move || play.lang();
    let plays = move || {
        let side = play.with_game(|g| g.decider()).unwrap_or(Side::A);
        legal
            .get()
            .into_iter()
            .filter_map(|c| match &c {
                Command::PlayTactic { tactic, targets } => {
                    let label = play.with_game(|g| tactic_label(g, side, *tactic, targets, lang()));
                    Some((c.clone(), label))
                }
                _ => None,
            })
            .collect::<Vec<_>>()
    };
    view! {
        <div class="decision" data-testid="tactics-panel">
            <ul class="choice-list">
                {move || plays().into_iter().map(|(command, label)| view! {
                    <li><button data-testid="play-tactic" on:click=move |_| { play.decide(command.clone()); }>
                        {TableMsg::PlayTactic.text(lang())}": "{label}
                    </button></li>
                }).collect_view()}
            </ul>
            <DecisionButton testid="pass-tactics" label=TableMsg::PassTactics command=Command::PassTactics primary=true />
        </div>
    }
}

#[component]
fn AllocatePanel() -> impl IntoView {
    let play = use_play();
    let combat = Memo::new(move |_| play.with_game(Game::combat_in_play));
    let lang = move || play.lang();
    let group = move || match combat.get().map(|c| c.stage) {
        Some(CombatStage::AllocateHits { group, count, .. }) => Some((group, count)),
        _ => None,
    };
    let confirm = move |_| {
        let units = play.hit_units.get_untracked();
        play.decide(Command::AllocateHits { units });
    };
    view! {
        <div class="decision" data-testid="allocate-panel">
            <p>{t(TableMsg::AllocateHint)}" "{move || group().map(|(_, count)| count)}</p>
            <ul class="choice-list">
                {move || group().map(|(group, _)| group.into_iter().map(|unit| view! {
                    <li><label class="check">
                        <input type="checkbox" data-testid="hit-unit" data-unit=unit.0
                            prop:checked=move || play.hit_units.with(|h| h.contains(&unit))
                            on:change=move |_| play.hit_units.update(|h| {
                                if let Some(k) = h.iter().position(|u| *u == unit) { h.remove(k); } else { h.push(unit); }
                            }) />
                        {move || play.with_game(|g| unit_name(g, unit, lang()))}
                    </label></li>
                }).collect_view())}
            </ul>
            <button class="primary" data-testid="confirm-hits"
                disabled=move || Some(play.hit_units.with(Vec::len) as u32) != group().map(|(_, c)| c)
                on:click=confirm>{t(TableMsg::ConfirmHits)}</button>
        </div>
    }
}

#[component]
fn ResolvePanel() -> impl IntoView {
    let play = use_play();
    let legal = legal(play);
    let lang = move || play.lang();
    let hits = Memo::new(move |_| {
        play.with_game(|g| g.combat_in_play().map(|c| c.hits).unwrap_or_default())
    });
    view! {
        <div class="decision" data-testid="resolve-panel">
            <ul class="choice-list">
                {move || hits.get().into_iter().map(|(unit, n)| {
                    let offered = move |retreat: bool| legal.with(|l| l.contains(&Command::ResolveHit { unit, retreat }));
                    view! {
                        <li>
                            <span>{move || play.with_game(|g| unit_name(g, unit, lang()))}" · "{count_noun(lang(), i64::from(n), Noun::Hit)}</span>
                            <span class="buttons">
                                <Show when=move || offered(true)>
                                    <button data-testid="resolve-retreat" data-unit=unit.0
                                        on:click=move |_| { play.decide(Command::ResolveHit { unit, retreat: true }); }>
                                        {t(TableMsg::RetreatHit)}</button>
                                </Show>
                                <Show when=move || offered(false)>
                                    <button data-testid="resolve-test" data-unit=unit.0
                                        on:click=move |_| { play.decide(Command::ResolveHit { unit, retreat: false }); }>
                                        {t(TableMsg::TestHit)}</button>
                                </Show>
                            </span>
                        </li>
                    }
                }).collect_view()}
            </ul>
        </div>
    }
}
