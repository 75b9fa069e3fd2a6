//! The header each page's HTML carries before its code has loaded (see
//! index.html): painted at once on a slow phone, and taken away when the
//! app mounts its own, identical header in the same frame. What else a
//! page shows before then (a notice if its code cannot load) is in
//! static/page-boot.html, shared by every page.

/// The static header's id in every page's HTML.
const SHELL_ID: &str = "static-shell";

/// Removes the static header; the app's own takes its place.
pub fn remove() {
    if let Some(shell) = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.get_element_by_id(SHELL_ID))
    {
        shell.remove();
    }
}

#[cfg(test)]
mod tests {
    use clouds_core::{Lang, ShellMsg, StaticMsg};

    /// The texts of the static header must be the app's own, in both
    /// languages, on every page, or the header would change as it mounts.
    #[test]
    fn every_page_shell_says_what_the_app_header_says() {
        let pages = [
            ("index.html", include_str!("../index.html"), "#armies"),
            (
                "table.html",
                include_str!("../table.html"),
                "index.html#armies",
            ),
            (
                "pregame.html",
                include_str!("../pregame.html"),
                "index.html#armies",
            ),
            ("lab.html", include_str!("../lab.html"), "index.html#armies"),
            (
                "setup.html",
                include_str!("../setup.html"),
                "index.html#armies",
            ),
        ];
        for (name, html, home) in pages {
            assert!(
                html.contains(r#"id="static-shell""#),
                "{name} has the shell"
            );
            assert!(
                html.contains(&format!(r#"href="{home}""#)),
                "{name}: home link"
            );
            for msg in [ShellMsg::AppTitle, ShellMsg::AppTagline, ShellMsg::Language] {
                let (en, ru) = (msg.text(Lang::En), msg.text(Lang::Ru));
                assert!(html.contains(&format!(">{en}<")), "{name}: {en}");
                assert!(html.contains(&format!(r#"data-ru="{ru}""#)), "{name}: {ru}");
            }
            assert!(
                html.contains(r#"<link data-trunk rel="inline" href="static/page-boot.html" />"#),
                "{name} takes in the shared boot part"
            );
        }
        // What every page says when its code cannot be loaded.
        let boot = include_str!("../static/page-boot.html");
        let (en, ru) = (
            StaticMsg::AppNotLoaded.text(Lang::En),
            StaticMsg::AppNotLoaded.text(Lang::Ru),
        );
        assert!(
            boot.contains(&format!(
                r#"id="load-failed" role="alert" hidden data-ru="{ru}">{en}<"#
            )),
            "the load failure's texts"
        );
    }

    /// The service worker's page for a page it does not keep, with no
    /// network, says so in both languages, in the app's words.
    #[test]
    fn the_service_worker_says_a_page_is_not_kept_in_the_app_words() {
        let worker = include_str!("../sw.js");
        for lang in Lang::ALL {
            let text = StaticMsg::PageNotKept.text(lang);
            assert!(worker.contains(&format!(">{text}</p>")), "{text}");
        }
    }
}
