//! What every page shares: the device store, the language and the notices
//! as contexts, the document's language and title, the header with the
//! language switch, and the footer.

use super::lang::{t, CurrentLang};
use super::notices::{NoticeBar, Notices};
use super::storage::DeviceStore;
use clouds_core::{Lang, ShellMsg};
use leptos::prelude::*;

/// Provides the store, the language and the notices, and keeps the
/// document's `lang` and title in the chosen language.
pub fn provide_page_contexts() -> DeviceStore {
    let store = DeviceStore::open();
    let lang = CurrentLang::detect(store.lang().as_deref());
    provide_context(lang);
    provide_context(store.clone());
    provide_context(Notices::new(&store));
    Effect::new(move || {
        let current = lang.get();
        if let Some(root) = document().document_element() {
            root.set_attribute("lang", current.code()).ok();
        }
        document().set_title(ShellMsg::AppTitle.text(current));
    });
    store
}

/// The header: the app's name (a link to the saved armies) and the
/// language switch; then the notices about the device.
#[component]
pub fn PageHeader(
    home: &'static str,
    /// On the game pages: one slim line, the tagline left out, so the
    /// table and its panel fit the first screen.
    #[prop(optional)]
    compact: bool,
) -> impl IntoView {
    let lang = expect_context::<CurrentLang>();
    let store = expect_context::<DeviceStore>();
    let switch_lang = move |_| {
        let next = if lang.get() == Lang::En {
            Lang::Ru
        } else {
            Lang::En
        };
        lang.0.set(next);
        store.set_lang(next.code());
    };
    view! {
        <header class=if compact { "app-header compact" } else { "app-header" }>
            <div>
                <a class="home-link" href=home>
                    <h1>{t(ShellMsg::AppTitle)}</h1>
                </a>
                <p class="tagline">{t(ShellMsg::AppTagline)}</p>
            </div>
            <button class="lang-switch" data-testid="lang-switch" on:click=switch_lang>
                {t(ShellMsg::Language)}
            </button>
        </header>
        <NoticeBar />
    }
}

#[component]
pub fn PageFooter() -> impl IntoView {
    view! {
        <footer class="app-footer">
            <p data-testid="unofficial-note">{t(ShellMsg::UnofficialLists)}</p>
        </footer>
    }
}

/// The panel shown when what a page opens cannot be loaded (the lists, a
/// saved army, a link, a game): its test id, then what failed
/// (`heading`, or `subheading` under a heading of the page's own), why,
/// in the core's words (`reason`), anything `more`, and the way `back`
/// (`(href, words)`), each where the page has one. Every part is one
/// token tree (a literal, or a `{…}` block) handed on to the view as it
/// was written, so that the view's code is what the page would write.
///
/// A macro, not a component: it writes each page's panel out as the page
/// would, so a bundle carries no more than before. A component cost each
/// game page 5 to 9 KB of code (its optional parts, and text props read
/// through pointers, which bring a page a whole catalogue: the lab's all
/// of TableMsg, 14 KB); passing the parts to a function, 1 KB.
macro_rules! load_failure {
    (
        $testid:tt
        $(, heading: $heading:tt)?
        $(, subheading: $subheading:tt)?
        $(, reason: $reason:tt)?
        $(, more: { $($more:tt)* })?
        $(, back: ($href:tt, $back:tt))?
        $(,)?
    ) => {
        ::leptos::prelude::view! {
            <section class="load-failure" role="alert" data-testid=$testid>
                $(<h2>$heading</h2>)?
                $(<h3>$subheading</h3>)?
                $(<p>$reason</p>)?
                $($($more)*)?
                $(<a href=$href>$back</a>)?
            </section>
        }
    };
}
pub(crate) use load_failure;
