//! `#game=<id>`: a game kept on the device, replayed from its record and
//! played on. The status bar says whose decision it is; the table, the
//! decision panel and the log do the rest.

use super::army_boards::ArmyBoards;
use super::board::{unit_stages, TableBoard};
use super::context::{use_play, AutoPlay, Overlays, Play};
use super::decisions::DecisionPanel;
use super::labels::side_name;
use super::log::GameLog;
use super::outcome::OutcomePanel;
use super::pregame::tools::SetUpTools;
use super::salvage::{SalvageNotice, Salvaged};
use super::scenario_status::ScenarioStatus;
use super::store::keep_game;
use super::terrain::TerrainLegend;
use crate::browser_io::{download, file_name, yield_to_browser};
use crate::frame::load_failure;
use crate::lang::t;
use crate::lang::{use_lang, CurrentLang};
use crate::notices::{use_notices, Notices};
use crate::route::{take_watching_mark, GamePage};
use crate::stages::{InStage, Stages};
use crate::storage::DeviceStore;
use clouds_core::{Event, GoldfishSetUp, KeptSetup, Session, ShellMsg, Side, TableMsg};
use leptos::prelude::*;

/// How far opening the game has come.
#[derive(Clone)]
enum Opening {
    /// Being read and replayed, a browser task for each, after the page's
    /// first frame: together they would hold up the first click.
    Underway,
    /// Due on the other page, which is opening in this one's place.
    Elsewhere,
    /// Cannot be opened, for the reason given.
    Failed(String),
    /// Open, and what opening it in part left to tell, if it was.
    Ready(Box<Play>, Option<Salvaged>),
}

/// The game `id` on the page `page`, the goldfish setting up as `set_up`
/// says (by its plan only on the pre-game page).
#[component]
pub fn TablePage(id: String, page: GamePage, set_up: GoldfishSetUp) -> impl IntoView {
    let lang = use_lang();
    let opening = RwSignal::new(Opening::Underway);
    let opener = Opener {
        store: expect_context::<DeviceStore>(),
        notices: use_notices(),
        lang,
        // A component always runs under an owner; were there none, the
        // game's signals would live under one of their own.
        owner: Owner::current().unwrap_or_default(),
    };
    leptos::task::spawn_local(async move {
        let opened = opener.open(&id, page, set_up).await;
        // The page may have gone on to another game meanwhile.
        if opening.try_get_untracked().is_none() {
            return;
        }
        opening.set(opened.unwrap_or_else(Opening::Failed));
    });
    move || match opening.get() {
        Opening::Underway => view! {
            <p class="game-opening" role="status">{t(TableMsg::OpeningGame)}</p>
        }
        .into_any(),
        Opening::Elsewhere => ().into_any(),
        Opening::Failed(message) => load_failure!(
            "game-unreadable",
            heading: { t(TableMsg::GameCannotOpen) },
            reason: { message },
            back: ("#armies", { move || ShellMsg::BackToArmies.text(lang.get()) }),
        )
        .into_any(),
        Opening::Ready(play, salvaged) => {
            provide_context(*play);
            view! {
                {salvaged.map(|salvaged| view! { <SalvageNotice salvaged /> })}
                <PlayScreen />
            }
            .into_any()
        }
    }
}

/// What opening a game needs from the page.
struct Opener {
    store: DeviceStore,
    notices: Notices,
    lang: CurrentLang,
    /// The page's owner, for the game's signals: they go with the page.
    owner: Owner,
}

impl Opener {
    /// Reads the game `id` from the device and replays it, yielding to the
    /// browser before each; the error is the sentence to show.
    async fn open(
        self,
        id: &str,
        page: GamePage,
        set_up: GoldfishSetUp,
    ) -> Result<Opening, String> {
        let now = self.lang.now();
        yield_to_browser().await;
        let (saved, kept) = match self.store.game(id) {
            None => return Err(TableMsg::GameNotFound.text(now).to_owned()),
            Some(read) => read.map_err(|error| error.message(now))?,
        };
        yield_to_browser().await;
        let (session, refused) = Session::replay_as_far_as_it_holds_with(saved.record, set_up)
            .map_err(|e| e.describe(now))?;
        // The file as it was saved, for the player to keep: the device
        // keeps it until he goes on from where the game now stands.
        let salvaged = refused.map(|refused| Salvaged {
            refused: refused.into(),
            original: self.store.game_text(id).unwrap_or_default().into(),
        });
        yield_to_browser().await;
        let due = GamePage::of(session.game().step_kind());
        let origin = saved.origin.as_deref();
        if due != page && self.may_hand_over(id, &session, &kept, origin, salvaged.is_some()) {
            due.replace_with(id, take_watching_mark());
            return Ok(Opening::Elsewhere);
        }
        let Opener {
            store,
            notices,
            lang,
            owner,
        } = self;
        let play = owner.with(|| {
            let (id, origin) = (id.to_owned(), saved.origin);
            let play = Play::new(session, kept, id, page, origin, lang, store, notices);
            // A game the setup has just started is kept as it now stands
            // (the goldfish may have moved), so the list shows its turn.
            if saved.summary.decisions == 0 {
                play.keep();
            }
            if take_watching_mark() {
                play.watch_to_end();
            } else {
                play.answer_if_due();
            }
            play
        });
        Ok(Opening::Ready(Box::new(play), salvaged))
    }

    /// Whether the game `id`, as `session` replayed it, may go on to the
    /// other page. If the goldfish has just set up here, by its plan, it
    /// goes only kept with those choices, which the turns' page cannot
    /// make (it does not carry the plan): the pages would otherwise send
    /// it to and fro. A game being salvaged is not kept (the device keeps
    /// the file as it was saved until the player goes on), nor one the
    /// device could not keep: either stays here until a decision or going
    /// on keeps it and takes it on.
    fn may_hand_over(
        &self,
        id: &str,
        session: &Session,
        kept: &KeptSetup,
        origin: Option<&str>,
        salvaging: bool,
    ) -> bool {
        if !session.goldfish_set_up_here() {
            return true;
        }
        if salvaging {
            return false;
        }
        let result = keep_game(&self.store, kept, id, session, origin);
        let kept = result.is_ok();
        self.notices.wrote(result);
        kept
    }
}

#[component]
fn PlayScreen() -> impl IntoView {
    let play = use_play();
    let tools = SetUpTools::provide();
    // What was picked for one step of the setting up is not for the next.
    let step = Memo::new(move |_| play.with_game(|g| (g.step_kind(), g.decider())));
    Effect::watch(move || step.get(), move |_, _, _| tools.clear(), false);
    let deciding = Memo::new(move |_| play.with_game(|g| g.decider()));
    // The board first, its units a few at a time, then each part a browser
    // task later, so that no one task holds up the first click. The parts
    // come in the order a phone stacks them (decisions and log, then the
    // view's controls and the legend), so each only adds below what is
    // drawn and nothing moves.
    let units = play.with_game_untracked(|g| g.position().units().len());
    let after_units = unit_stages(units);
    Stages::provide(after_units + 3);
    view! {
        <section class=move || match deciding.get() {
                Some(Side::A) => "game-table deciding-a",
                Some(Side::B) => "game-table deciding-b",
                None => "game-table",
            }
            aria-busy=move || play.is_busy().then_some("true")
            data-testid="game-table">
            <StatusBar />
            <div class="table-layout">
                <div class="table-area">
                    <TableBoard />
                </div>
                <DecisionSheet>
                    <div class="decision-stack">
                        <InStage stage=after_units>
                            <PickedUnit />
                            <Refusal />
                            <GeneralStopped />
                            <OutcomePanel />
                            <DecisionPanel />
                        </InStage>
                        <InStage stage=after_units + 1><GameLog /></InStage>
                    </div>
                    <div class="table-extras">
                        <InStage stage=after_units + 2><ViewControls /></InStage>
                        <InStage stage=after_units + 3>
                            <TerrainLegend />
                            <ArmyBoards />
                        </InStage>
                    </div>
                </DecisionSheet>
            </div>
        </section>
    }
}

/// The decisions, the log and the view's controls. Beside the table on a
/// desktop; on a phone, a sheet docked under the table that fills the
/// rest of the screen, so the table and the decision due are both in view,
/// and that can be raised over the table to read a long panel.
#[component]
fn DecisionSheet(children: Children) -> impl IntoView {
    let play = use_play();
    let lang = move || play.lang();
    let raised = RwSignal::new(false);
    let sheet: NodeRef<leptos::html::Aside> = NodeRef::new();
    // A new decision opens at its top: the sheet scrolled down to the
    // last one's buttons would hide the start of the next.
    let step = Memo::new(move |_| play.with_game(|g| (g.step_kind(), g.decider())));
    Effect::watch(
        move || step.get(),
        move |_, _, _| {
            if let Some(sheet) = sheet.get_untracked() {
                sheet.set_scroll_top(0);
            }
        },
        false,
    );
    view! {
        <aside class=move || if raised.get() { "table-side raised" } else { "table-side" }
            node_ref=sheet data-testid="decision-sheet">
            <button class="sheet-handle" data-testid="sheet-handle"
                aria-expanded=move || raised.get().to_string()
                on:click=move |_| raised.update(|r| *r = !*r)>
                {move || match raised.get() {
                    true => TableMsg::LowerSheet.text(lang()),
                    false => TableMsg::RaiseSheet.text(lang()),
                }}
            </button>
            {children()}
        </aside>
    }
}

/// The full name of the unit picked or last tapped on the table: on a
/// phone the table shows only its number.
#[component]
fn PickedUnit() -> impl IntoView {
    let play = use_play();
    let name = Memo::new(move |_| {
        let unit = play.picked.get().or_else(|| play.tapped.get())?;
        play.with_game(|g| {
            g.position()
                .unit(unit)
                .map(|_| super::labels::unit_name(g, unit, play.lang()))
        })
    });
    move || {
        name.get().map(|name| {
            view! { <p class="picked-unit" data-testid="picked-unit">{name}</p> }
        })
    }
}

/// Each army's morale: a side's (`morale-a`, `morale-b`), or in a game of
/// teams each player's (`morale-a1`, `morale-a2`, …), a player out of the
/// battle struck.
#[component]
fn MoraleLine() -> impl IntoView {
    let play = use_play();
    let entries = Memo::new(move |_| {
        let lang = play.lang();
        play.with_game(|g| {
            let teams = g.setup().armies.has_teams();
            g.setup()
                .players()
                .map(|p| {
                    let code = super::labels::side_code(p.side);
                    let (testid, label, morale) = match teams {
                        true => (
                            format!("morale-{code}{}", p.seat.number()),
                            format!("{} {}:", TableMsg::side(p.side).text(lang), p.seat.number()),
                            g.player_morale(p),
                        ),
                        false => (
                            format!("morale-{code}"),
                            TableMsg::side(p.side).text(lang).to_owned(),
                            g.morale(p.side),
                        ),
                    };
                    let class = format!("side-{code} seat-{}", p.seat.number());
                    let out = g.players_out().contains(&p);
                    (testid, class, label, morale, out)
                })
                .collect::<Vec<_>>()
        })
    });
    move || {
        let entries = entries.get().into_iter().enumerate();
        entries
            .map(|(k, (testid, class, label, morale, out))| {
                view! {
                    {(k > 0).then_some(" · ")}
                    <span class=class class:out=out data-testid=testid>{label}" "{morale}</span>
                }
            })
            .collect_view()
    }
}

/// The turn, whose decision it is and about what, the morale, and the
/// game's buttons.
#[component]
fn StatusBar() -> impl IntoView {
    let play = use_play();
    let lang = move || play.lang();
    let turn = Memo::new(move |_| play.with_game(|g| g.turn()));
    let can_undo = Memo::new(move |_| play.session.with(Session::can_undo));
    let over = Memo::new(move |_| play.with_game(|g| g.is_over()));
    let broken = Memo::new(move |_| {
        play.with_game(|g| {
            g.log()
                .iter()
                .filter(|e| matches!(e, Event::UnitBroken { .. }))
                .count()
        })
    });
    let save_file = move |_| {
        let name = play.with_game_untracked(|g| g.army(Side::A).name.clone());
        download(
            &file_name(&name, "game.json"),
            "application/json",
            &play.as_file(),
        );
    };
    view! {
        <div class="status-bar">
            <h2 class="turn" data-testid="game-turn">
                {move || match turn.get() {
                    0 => TableMsg::BeforeTheBattle.text(lang()).to_owned(),
                    n => format!("{} {n}", TableMsg::Turn.text(lang())),
                }}
            </h2>
            <p class="morale">
                <MoraleLine />
                <span class="broken-count" data-testid="broken-count">" · "{t(TableMsg::Broken)}": "{move || broken.get()}</span>
            </p>
            <ScenarioStatus />
            <p class="step" data-testid="game-step" aria-live="polite">{move || step_line(play)}</p>
            <div class="buttons">
                <button data-testid="game-undo" disabled=move || !can_undo.get() || play.has_the_game()
                    on:click=move |_| play.undo()>
                    {t(TableMsg::Undo)}
                </button>
                <button data-testid="auto-step" disabled=move || over.get() || play.has_the_game()
                    on:click=move |_| play.decide_for_me()>
                    {t(TableMsg::DecideForMe)}
                </button>
                <AutoEnd />
                <Show when=move || play.is_busy()>
                    <span class="thinking" role="status" data-testid="general-thinking">{t(TableMsg::Thinking)}</span>
                </Show>
                <button data-testid="download-game" on:click=save_file>{t(TableMsg::DownloadGame)}</button>
            </div>
        </div>
    }
}

/// Whose decision is due and what kind, in words: "Blue (you) decide:
/// move"; or, while the machine is at work, who is at work and the turn
/// it has reached: "Red general (veteran) plays · turn 5".
fn step_line(play: Play) -> String {
    let lang = play.lang();
    let busy = play.is_busy();
    let watching = play.autoplay.get() == AutoPlay::Watching;
    play.session.with(|s| {
        let game = s.game();
        let turn = format!("{} {}", TableMsg::Turn.text(lang), game.turn());
        if watching {
            return format!("{} · {turn}", TableMsg::PlayingToEnd.text(lang));
        }
        let Some(side) = game.decider() else {
            return TableMsg::GameOver.text(lang).to_owned();
        };
        if busy {
            let general = match side {
                Side::A => TableMsg::GeneralBlue,
                Side::B => TableMsg::GeneralRed,
            };
            let doing = match play.is_thinking() {
                true => TableMsg::IsThinking,
                false => TableMsg::IsPlaying,
            };
            let strength = s.record().strength.label().text(lang);
            return format!(
                "{} ({strength}) {} · {turn}",
                general.text(lang),
                doing.text(lang)
            );
        }
        // "(you)" where one person plays: not in hot seat, whether of two
        // players or of teams.
        let mode = s.mode();
        let persons = game
            .setup()
            .players()
            .filter(|p| mode.is_person(*p))
            .count();
        let who = match mode.is_person(game.player_for(side)) && persons == 1 {
            true => format!(
                "{} ({})",
                side_name(game, side, lang),
                TableMsg::You.text(lang)
            ),
            false => side_name(game, side, lang),
        };
        format!(
            "{who} {}: {}",
            TableMsg::Decides.text(lang),
            TableMsg::step(game.step_kind()).text(lang)
        )
    })
}

/// "Play to the end", watched one decision at a time or at once.
#[component]
fn AutoEnd() -> impl IntoView {
    let play = use_play();
    let over = Memo::new(move |_| play.with_game(|g| g.is_over()) || play.is_busy());
    let watch = move |_| play.watch_to_end();
    let at_once = move |_| play.play_to_end_at_once();
    view! {
        <Show when=move || play.autoplay.get() == AutoPlay::Off
            fallback=move || view! {
                <button data-testid="auto-stop" on:click=move |_| play.autoplay.set(AutoPlay::Off)>
                    {t(TableMsg::StopPlaying)}
                </button>
            }>
            <button data-testid="auto-end" disabled=move || over.get() on:click=watch>
                {t(TableMsg::PlayToEnd)}
            </button>
            <button data-testid="auto-end-now" disabled=move || over.get() on:click=at_once>
                {t(TableMsg::PlayToEnd)}" ("{t(TableMsg::AtOnce)}")"
            </button>
        </Show>
    }
}

/// Zoom, whole table, and the overlays a player turns on.
#[component]
fn ViewControls() -> impl IntoView {
    let play = use_play();
    let lang = move || play.lang();
    let toggle = move |testid: &'static str,
                       label: TableMsg,
                       get: fn(&Overlays) -> bool,
                       set: fn(&mut Overlays)| {
        view! {
            <label class="check">
                <input type="checkbox" data-testid=testid
                    prop:checked=move || play.overlays.with(get)
                    on:change=move |_| play.overlays.update(set) />
                {move || label.text(lang())}
            </label>
        }
    };
    view! {
        <div class="view-controls">
            <div class="buttons">
                // The visible sign is part of the accessible name, which the
                // hidden words complete.
                <button data-testid="zoom-in" title=t(TableMsg::ZoomIn)
                    on:click=move |_| play.view.update(|v| *v = v.zoom_centre(1.25))>
                    "+"<span class="visually-hidden">" "{t(TableMsg::ZoomIn)}</span>
                </button>
                <button data-testid="zoom-out" title=t(TableMsg::ZoomOut)
                    on:click=move |_| play.view.update(|v| *v = v.zoom_centre(0.8))>
                    "−"<span class="visually-hidden">" "{t(TableMsg::ZoomOut)}</span>
                </button>
                <button data-testid="zoom-fit" on:click=move |_| play.view.update(|v| *v = v.refit())>
                    {t(TableMsg::FitTable)}
                </button>
            </div>
            <fieldset class="overlay-toggles">
                <legend>{t(TableMsg::Overlays)}</legend>
                {toggle("overlay-arcs", TableMsg::OverlayArcs, |o| o.arcs, |o| o.arcs = !o.arcs)}
                {toggle("overlay-lines", TableMsg::OverlayLines, |o| o.lines, |o| o.lines = !o.lines)}
                {toggle("overlay-formations", TableMsg::OverlayFormations, |o| o.formations, |o| o.formations = !o.formations)}
                {toggle("overlay-command", TableMsg::OverlayCommand, |o| o.command, |o| o.command = !o.command)}
                {toggle("overlay-combat", TableMsg::OverlayCombat, |o| o.combat, |o| o.combat = !o.combat)}
            </fieldset>
            <label class="check">
                <input type="checkbox" data-testid="general-glide"
                    prop:checked=move || play.glide.get()
                    on:change=move |_| play.glide.update(|g| *g = !*g) />
                {t(TableMsg::ShowOneByOne)}
            </label>
        </div>
    }
}

/// In a game against the general, when its worker could not answer: the
/// game as it was, and two ways on.
#[component]
fn GeneralStopped() -> impl IntoView {
    let play = use_play();
    let play_on = move |_| {
        play.session.update(|s| s.play_on_in_hot_seat());
        play.general_stopped.set(false);
        play.keep();
    };
    let ask_again = move |_| {
        play.general_stopped.set(false);
        play.answer_if_due();
    };
    view! {
        <Show when=move || play.general_stopped.get()>
            <div class="refusal" role="alert" data-testid="general-stopped">
                <p>{t(TableMsg::GeneralStopped)}</p>
                <button data-testid="general-retry" on:click=ask_again>{t(TableMsg::AskAgain)}</button>
                " "
                <button data-testid="general-hot-seat" on:click=play_on>{t(TableMsg::PlayItsSide)}</button>
            </div>
        </Show>
    }
}

/// The last refusal, in the core's words.
#[component]
fn Refusal() -> impl IntoView {
    let play = use_play();
    move || {
        play.refusal.get().map(|message| {
            view! {
                <div class="refusal" role="alert" data-testid="refusal">
                    <strong>{TableMsg::Refused.text(play.lang())}": "</strong>{message}
                    <button class="dismiss" on:click=move |_| play.refusal.set(None)>"×"</button>
                </div>
            }
        })
    }
}
