//! Sharing the army being built: the link (also as a QR code), the army as
//! text for a chat, as a file, and the way to its print view.

use super::{use_army, ArmyState};
use crate::browser_io::{copy_text, download, file_name};
use crate::lang::{t, use_lang, CurrentLang};
use crate::route::app_url;
use clouds_core::qr_svg;
use clouds_core::Msg;
use clouds_core::{army_text, army_to_json};
use clouds_core::{share_link, Fragment};
use leptos::prelude::*;

#[derive(Clone, Copy, PartialEq)]
enum CopyState {
    Idle,
    Copied,
    Failed,
}

/// What the share box offers, worked out from the army: its payload, its
/// link, the army as text; and what its buttons do.
#[derive(Clone, Copy)]
struct Sharing {
    army: ArmyState,
    lang: CurrentLang,
    payload: Memo<Option<String>>,
    link: Memo<String>,
    as_text: Memo<Option<String>>,
    copied: RwSignal<CopyState>,
}

impl Sharing {
    fn new() -> Sharing {
        let army = use_army();
        let lang = use_lang();
        let base = app_url();
        let payload = Memo::new(move |_| army.payload());
        let link = Memo::new(move |_| {
            payload
                .get()
                .map(|p| share_link(&base, &p))
                .unwrap_or_default()
        });
        let as_text = Memo::new(move |_| {
            let faction = army.faction.get()?;
            let link = link.get();
            let lang = lang.get();
            Some(army.catalog.with(|c| {
                army.roster
                    .with(|r| army_text(r, &faction, &c.glossary, lang, &link))
            }))
        });
        Sharing {
            army,
            lang,
            payload,
            link,
            as_text,
            copied: RwSignal::new(CopyState::Idle),
        }
    }

    /// Copies `what` to the clipboard, and says whether it could.
    fn copy(self, what: String) {
        let copied = self.copied;
        leptos::task::spawn_local(async move {
            let ok = copy_text(&what).await;
            copied.set(if ok {
                CopyState::Copied
            } else {
                CopyState::Failed
            });
        });
    }

    /// The army as a file that "Import an army file…" reads back.
    fn download_json(self) {
        let army = self.army;
        let Some(faction) = army.faction.get_untracked() else {
            return;
        };
        let revision = army.catalog.with_untracked(|c| c.index.revision);
        let (json, name) = army.roster.with_untracked(|r| {
            (
                army_to_json(r, &faction, revision),
                file_name(&r.name, "json"),
            )
        });
        download(&name, "application/json", &json);
    }

    fn print_href(self) -> String {
        self.payload
            .get()
            .map(|p| Fragment::Print(p).hash())
            .unwrap_or_default()
    }

    /// What became of the last copy.
    fn status(self) -> &'static str {
        match self.copied.get() {
            CopyState::Idle => "",
            CopyState::Copied => Msg::Copied.text(self.lang.get()),
            CopyState::Failed => Msg::CopyFailed.text(self.lang.get()),
        }
    }
}

#[component]
pub fn SharePanel() -> impl IntoView {
    let share = Sharing::new();
    let (link, as_text) = (share.link, share.as_text);
    let qr = move || qr_svg(&link.get()).unwrap_or_default();
    view! {
        <section class="share-box" data-testid="share">
            <h2>{t(Msg::Share)}</h2>
            <label class="field">
                <span>{t(Msg::ShareLinkLabel)}</span>
                <input
                    type="text"
                    readonly
                    data-testid="share-link"
                    prop:value=move || link.get()
                    on:focus=|ev| {
                        use wasm_bindgen::JsCast;
                        if let Some(input) = ev
                            .target()
                            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
                        {
                            input.select();
                        }
                    }
                />
            </label>
            <div class="share-actions">
                <button class="primary" data-testid="copy-link" on:click=move |_| share.copy(link.get_untracked())>
                    {t(Msg::CopyLink)}
                </button>
                <button data-testid="copy-text" on:click=move |_| share.copy(as_text.get_untracked().unwrap_or_default())>
                    {t(Msg::CopyText)}
                </button>
                <button data-testid="download-json" on:click=move |_| share.download_json()>{t(Msg::DownloadArmyFile)}</button>
                <a class="button" data-testid="print-link" href=move || share.print_href()>{t(Msg::Print)}</a>
            </div>
            <p class="hint" role="status" data-testid="copy-status">{move || share.status()}</p>
            <div class="qr" data-testid="share-qr" inner_html=qr></div>
            <details>
                <summary>{t(Msg::ShareText)}</summary>
                <textarea readonly rows="10" data-testid="share-text" prop:value=move || as_text.get().unwrap_or_default()></textarea>
            </details>
        </section>
    }
}
