//! The current language, shared through context.

use crate::i18n::{Lang, Msg};
use leptos::prelude::*;

#[derive(Clone, Copy)]
pub struct CurrentLang(pub RwSignal<Lang>);

impl CurrentLang {
    /// The browser's preferred language, English if it is neither.
    pub fn detect() -> CurrentLang {
        let tag = web_sys::window()
            .and_then(|window| window.navigator().language())
            .unwrap_or_default();
        CurrentLang(RwSignal::new(Lang::from_tag(&tag)))
    }

    pub fn get(self) -> Lang {
        self.0.get()
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
