//! The current language, shared through context.

use clouds_core::{LabMsg, Lang, Msg, PreGameMsg, SetupMsg, ShellMsg, TableMsg};
use leptos::prelude::*;

#[derive(Clone, Copy)]
pub struct CurrentLang(pub RwSignal<Lang>);

impl CurrentLang {
    /// The language the player chose before, or else the browser's
    /// preferred one; English if it is neither of ours.
    pub fn detect(stored: Option<&str>) -> CurrentLang {
        let tag = stored.map(str::to_owned).unwrap_or_else(|| {
            web_sys::window()
                .and_then(|window| window.navigator().language())
                .unwrap_or_default()
        });
        CurrentLang(RwSignal::new(Lang::from_tag(&tag)))
    }

    pub fn get(self) -> Lang {
        self.0.get()
    }

    /// The language now, without subscribing to changes (in event handlers).
    pub fn now(self) -> Lang {
        self.0.get_untracked()
    }
}

pub fn use_lang() -> CurrentLang {
    expect_context::<CurrentLang>()
}

/// A catalogue of fixed texts, each with its English and Russian: the
/// builder's (`Msg`), the pages' frame's (`ShellMsg`), the game setup's
/// (`SetupMsg`), the pre-game sequence's (`PreGameMsg`), the table's
/// (`TableMsg`) and the lab's (`LabMsg`). A page's bundle carries only the
/// catalogues its code names.
pub trait Catalogue: Copy + Send + Sync + 'static {
    fn text(self, lang: Lang) -> &'static str;
}

impl Catalogue for Msg {
    fn text(self, lang: Lang) -> &'static str {
        Msg::text(self, lang)
    }
}

impl Catalogue for ShellMsg {
    fn text(self, lang: Lang) -> &'static str {
        ShellMsg::text(self, lang)
    }
}

impl Catalogue for SetupMsg {
    fn text(self, lang: Lang) -> &'static str {
        SetupMsg::text(self, lang)
    }
}

impl Catalogue for PreGameMsg {
    fn text(self, lang: Lang) -> &'static str {
        PreGameMsg::text(self, lang)
    }
}

impl Catalogue for TableMsg {
    fn text(self, lang: Lang) -> &'static str {
        TableMsg::text(self, lang)
    }
}

impl Catalogue for LabMsg {
    fn text(self, lang: Lang) -> &'static str {
        LabMsg::text(self, lang)
    }
}

/// A reactive translation of `msg`, from whichever catalogue it is in. One
/// function for every text of a catalogue, so a page's code holds one kind
/// of text closure a catalogue, not one per label.
pub fn t<M: Catalogue>(msg: M) -> impl Fn() -> &'static str + Copy + Send + Sync + 'static {
    let lang = use_lang();
    move || msg.text(lang.get())
}
