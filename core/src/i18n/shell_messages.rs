//! The sentences of every page's frame: the header, the footer, the
//! notices about the device's storage, the way back to the armies. Each
//! page carries these; the builder's own sentences ([`super::messages`])
//! stay in the builder's bundle.

super::define_messages! {
    /// A sentence of the pages' frame.
    ShellMsg;
    AppTitle => ("Clouds of Smoke — army builder", "Облака дыма — сборщик армий"),
    AppTagline => (
        "Build an army for the black-powder wargame, check it against the list rules, and take it to the table.",
        "Соберите армию для варгейма эпохи чёрного пороха, проверьте её по правилам и берите на стол."
    ),
    UnofficialLists => (
        "These army lists are this project's own, unofficial and editable.",
        "Эти списки армий составлены проектом: они неофициальные, и их можно править."
    ),
    Language => ("Язык: русский", "Language: English"),
    StorageUnavailable => (
        "This browser does not let the app store data: armies last only until the page is closed.",
        "Браузер не даёт приложению хранить данные: армии сохранятся только до закрытия страницы."
    ),
    StorageFull => (
        "The device storage for this app is full, so the last change was not saved. Delete armies you no longer need, then try again.",
        "Хранилище приложения на устройстве заполнено, последнее изменение не сохранено. Удалите ненужные армии и попробуйте снова."
    ),
    StorageFailed => (
        "The last change could not be saved on this device.",
        "Последнее изменение не удалось сохранить на устройстве."
    ),
    Dismiss => ("Dismiss", "Скрыть"),
    BackToArmies => ("Your armies", "Ваши армии"),
}

super::define_messages! {
    /// A sentence written into the app's static files, for when its code
    /// cannot run: the pages' HTML (`data-ru` beside the English, chosen by
    /// the page's inline script) and the service worker's page (both
    /// languages). No bundle carries these; the app's tests keep the files'
    /// texts equal to them.
    StaticMsg;
    AppNotLoaded => (
        "The app could not be loaded: there is no network, or a download failed. Check the connection and reload the page. After one visit with a connection, the app works offline.",
        "Приложение не загрузилось: нет сети или загрузка прервалась. Проверьте подключение и обновите страницу. После одного посещения с подключением приложение работает без сети."
    ),
    PageNotKept => (
        "This page is not kept on this device yet, and there is no network. Open the app once with a connection: then every page works offline.",
        "Эта страница ещё не сохранена на устройстве, а сети нет. Откройте приложение один раз при подключении — после этого все страницы работают без сети."
    ),
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    #[test]
    fn every_static_text_is_translated() {
        for msg in StaticMsg::ALL {
            let (en, ru) = (msg.text(Lang::En), msg.text(Lang::Ru));
            assert!(!en.trim().is_empty() && !ru.trim().is_empty(), "{msg:?}");
            assert_ne!(en, ru, "{msg:?}");
            // Written into HTML attributes and a script's template as they are.
            for text in [en, ru] {
                assert!(
                    !text.contains(['"', '<', '>', '&', '`', '$']),
                    "{msg:?}: {text}"
                );
            }
            let cyrillic = ru
                .chars()
                .filter(|c| matches!(c, 'а'..='я' | 'А'..='Я' | 'ё'));
            assert!(cyrillic.count() > ru.chars().filter(char::is_ascii_alphabetic).count());
        }
    }

    #[test]
    fn russian_texts_are_in_cyrillic() {
        for msg in ShellMsg::ALL {
            let ru = msg.text(Lang::Ru);
            let cyrillic = ru
                .chars()
                .filter(|c| matches!(c, 'а'..='я' | 'А'..='Я' | 'ё'))
                .count();
            let latin = ru.chars().filter(char::is_ascii_alphabetic).count();
            // The language switch is written in the *other* language on purpose.
            if *msg != ShellMsg::Language {
                assert!(cyrillic > latin, "{msg:?}: {ru}");
            }
        }
    }
}
