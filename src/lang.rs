//! The current language, shared through context.

use clouds_core::{Lang, Msg, ShellMsg, TableMsg};
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

/// A reactive translation of `msg`.
pub fn tr(msg: Msg) -> impl Fn() -> &'static str + Copy + Send + Sync + 'static {
    let lang = use_lang();
    move || msg.text(lang.get())
}

/// A reactive translation of a text of the pages' frame.
pub fn ts(msg: ShellMsg) -> impl Fn() -> &'static str + Copy + Send + Sync + 'static {
    let lang = use_lang();
    move || msg.text(lang.get())
}

/// A reactive translation of a table text. One function for every text, so
/// the page's code holds one kind of text closure, not one per label.
pub fn tt(msg: TableMsg) -> impl Fn() -> &'static str + Copy + Send + Sync + 'static {
    let lang = use_lang();
    move || msg.text(lang.get())
}
