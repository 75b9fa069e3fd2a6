//! What the table's components share: the session (the core's game with
//! its record and undo), what the player has picked on the table, the move
//! being drafted, the overlays shown and the view of the table. Every
//! decision goes through [`Play::decide`], which asks the core and keeps
//! the game on the device; a refusal is kept as the core's sentence.

use super::drag::MoveDraft;
use super::general_worker::client::GeneralWorker;
use super::general_worker::protocol::Made;
use super::highlights::{highlights, Highlights};
use super::viewbox::ViewBox;
use crate::lang::CurrentLang;
use crate::notices::Notices;
use crate::route::GamePage;
use crate::storage::{DeviceStore, StoreError};
use clouds_core::{
    BombardTarget, Command, CommanderId, Game, KeptSetup, Lang, MoveKind, Session, StepKind,
    TableUnitId, Text,
};
use leptos::prelude::*;
use std::collections::VecDeque;

/// The overlays a player can turn on.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Overlays {
    pub arcs: bool,
    pub lines: bool,
    pub formations: bool,
    pub command: bool,
    pub combat: bool,
}

/// A question to the general still open (`autoplay`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Thinking {
    pub ticket: u32,
    /// The decisions made when it was asked: an answer to another state
    /// of the game (a person decided meanwhile) is not used.
    pub decisions: usize,
    /// Asked for at once: the answer is made at once, not shown one by one.
    pub at_once: bool,
}

/// How "play to the end" is going.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AutoPlay {
    Off,
    /// One decision at a time, at a pace the eye can follow.
    Watching,
}

#[derive(Clone, Copy)]
pub struct Play {
    pub session: RwSignal<Session>,
    pub id: StoredValue<String>,
    pub origin: StoredValue<Option<String>>,
    /// The game's setup as read, written back with every keeping.
    pub kept: StoredValue<KeptSetup>,
    /// The page this is: a decision that takes the game into the other
    /// page's part (the first turn, or back into the pre-game sequence by
    /// an undo) opens it there.
    page: GamePage,
    /// A unit picked on the table (to move, to see its arc, as a target).
    pub picked: RwSignal<Option<TableUnitId>>,
    /// The unit last tapped or clicked, whatever the tap did: its full
    /// name is said over the panel (a phone's table shows its number).
    pub tapped: RwSignal<Option<TableUnitId>>,
    /// A commander picked on the table, to see his command radius.
    pub picked_commander: RwSignal<Option<CommanderId>>,
    /// The last refusal, as the core's sentence.
    pub refusal: RwSignal<Option<String>>,
    pub overlays: RwSignal<Overlays>,
    pub draft: RwSignal<Option<MoveDraft>>,
    /// Bombardment targets chosen so far, and the battery being aimed.
    pub targets: RwSignal<Vec<BombardTarget>>,
    pub battery: RwSignal<Option<TableUnitId>>,
    /// Units picked to take hits.
    pub hit_units: RwSignal<Vec<TableUnitId>>,
    /// The action die picked to place.
    pub die: RwSignal<Option<u8>>,
    pub view: RwSignal<ViewBox>,
    pub autoplay: RwSignal<AutoPlay>,
    /// The kind of move a drag or the keys draft.
    pub move_kind: RwSignal<MoveKind>,
    /// What the table highlights now, worked out once per change.
    pub marks: Memo<Highlights>,
    /// The general's web worker, behind "decide for me": started at the
    /// first question (`autoplay`).
    pub(super) general: StoredValue<Option<GeneralWorker>, LocalStorage>,
    /// The worker failed: started afresh at the next question.
    pub(super) general_broken: StoredValue<bool>,
    /// The last question's ticket.
    pub(super) tickets: StoredValue<u32>,
    /// The question to the general still open, if any.
    pub(super) thinking: RwSignal<Option<Thinking>>,
    /// The general's decisions still to show, one by one.
    pub(super) showing: RwSignal<VecDeque<Made>>,
    /// Whether the general's decisions are shown one by one, units gliding
    /// to their places (or all at once).
    pub glide: RwSignal<bool>,
    /// In a game against the general, its worker could not answer: the
    /// player chooses to ask again or to play its side.
    pub general_stopped: RwSignal<bool>,
    lang: CurrentLang,
    store: StoredValue<DeviceStore>,
    notices: Notices,
}

impl Play {
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        session: Session,
        kept: KeptSetup,
        id: String,
        page: GamePage,
        origin: Option<String>,
        lang: CurrentLang,
        store: DeviceStore,
        notices: Notices,
    ) -> Play {
        let view = ViewBox::fit(session.game().position().table());
        let session = RwSignal::new(session);
        let battery = RwSignal::new(None);
        let marks = Memo::new(move |_| {
            let battery = battery.get();
            session.with(|s| highlights(s.game(), battery))
        });
        Play {
            session,
            id: StoredValue::new(id),
            origin: StoredValue::new(origin),
            kept: StoredValue::new(kept),
            page,
            picked: RwSignal::new(None),
            tapped: RwSignal::new(None),
            picked_commander: RwSignal::new(None),
            refusal: RwSignal::new(None),
            overlays: RwSignal::new(Overlays::default()),
            draft: RwSignal::new(None),
            targets: RwSignal::new(Vec::new()),
            battery,
            hit_units: RwSignal::new(Vec::new()),
            die: RwSignal::new(None),
            view: RwSignal::new(view),
            autoplay: RwSignal::new(AutoPlay::Off),
            move_kind: RwSignal::new(MoveKind::Simple),
            marks,
            general: StoredValue::new_local(None),
            general_broken: StoredValue::new(false),
            tickets: StoredValue::new(0),
            thinking: RwSignal::new(None),
            showing: RwSignal::new(VecDeque::new()),
            glide: RwSignal::new(true),
            general_stopped: RwSignal::new(false),
            lang,
            store: StoredValue::new(store),
            notices,
        }
    }

    /// Reads the game (tracked: the caller re-runs when it changes).
    pub fn with_game<T>(self, f: impl FnOnce(&Game) -> T) -> T {
        self.session.with(|s| f(s.game()))
    }

    /// Reads the game without subscribing (in event handlers).
    pub fn with_game_untracked<T>(self, f: impl FnOnce(&Game) -> T) -> T {
        self.session.with_untracked(|s| f(s.game()))
    }

    /// The step due now, tracked.
    pub fn step(self) -> StepKind {
        self.with_game(Game::step_kind)
    }

    /// A person's decision. On a refusal nothing changes and the core's
    /// sentence is shown; on success the game is kept on the device.
    pub fn decide(self, command: Command) -> bool {
        let lang = self.lang.now();
        let mut outcome = Ok(());
        self.session.update(|s| {
            outcome = match s.decide(command) {
                Ok(_) => Ok(()),
                Err(e) => Err(e.describe(&s.game().names(lang))),
            };
        });
        self.after(outcome)
    }

    /// Decisions the general made in its worker, in order: for the person's
    /// side (by its advice) or its own answers (with why); stopping at a
    /// refusal; whether any was made. The screen and the device's copy are
    /// brought up to date once, after the last, so playing to the end at
    /// once costs one redraw and one save, not hundreds.
    pub fn decide_machine(self, decisions: Vec<(Command, Option<Text>)>) -> bool {
        let lang = self.lang.now();
        let mut outcome = Err(String::new());
        self.session.update(|s| {
            for (command, said) in decisions {
                let made = match said {
                    Some(said) => s.answer_as_general(command, said).map(|_| ()),
                    None => s.decide_as_machine(command).map(|_| ()),
                };
                match made {
                    Ok(()) => outcome = Ok(()),
                    Err(e) => {
                        outcome = Err(e.describe(&s.game().names(lang)));
                        break;
                    }
                }
            }
        });
        self.after(outcome)
    }

    pub fn undo(self) {
        let mut undone = false;
        self.session.update(|s| undone = s.undo());
        if undone {
            self.after(Ok(()));
        }
    }

    fn after(self, outcome: Result<(), String>) -> bool {
        match outcome {
            Ok(()) => {
                self.clear_picks();
                self.refusal.set(None);
                self.keep();
                if !self.go_where_due() {
                    self.answer_if_due();
                }
                true
            }
            Err(message) => {
                self.refusal.set((!message.is_empty()).then_some(message));
                false
            }
        }
    }

    /// Opens the game on the other page if its step is due there (the
    /// first turn, or back in the pre-game sequence); whether it did.
    pub fn go_where_due(self) -> bool {
        let due = self.with_game_untracked(|g| GamePage::of(g.step_kind()));
        if due == self.page {
            return false;
        }
        let watching = self.autoplay.get_untracked() == AutoPlay::Watching;
        due.replace_with(&self.id.get_value(), watching);
        true
    }

    /// Forgets what was picked for the decision just made or taken back.
    pub fn clear_picks(self) {
        self.draft.set(None);
        self.targets.set(Vec::new());
        self.battery.set(None);
        self.hit_units.set(Vec::new());
        self.die.set(None);
    }

    /// Keeps the game on the device as it stands.
    pub fn keep(self) {
        let text = self.as_file();
        let result = self
            .store
            .with_value(|store| store.save_game_text(&self.id.get_value(), &text));
        self.wrote(result);
    }

    /// Says on the page when the device could not keep what was written.
    pub fn wrote(self, result: Result<(), StoreError>) {
        self.notices.wrote(result);
    }

    /// The game as a saved game's text: what the device keeps, and the
    /// file "download the game" gives.
    pub fn as_file(self) -> String {
        let id = self.id.get_value();
        let origin = self.origin.get_value();
        self.session.with_untracked(|s| {
            self.kept
                .with_value(|kept| kept.encode(&id, s, js_sys::Date::now(), origin.as_deref()))
        })
    }

    pub fn lang(self) -> Lang {
        self.lang.get()
    }
}

pub fn use_play() -> Play {
    expect_context::<Play>()
}
