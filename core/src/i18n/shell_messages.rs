//! The sentences of every page's frame: the header, the footer, the
//! notices about the device's storage, the way back to the armies. Each
//! page carries these; the builder's own sentences ([`super::messages`])
//! stay in the builder's bundle.

use super::Lang;

impl ShellMsg {
    pub fn text(self, lang: Lang) -> &'static str {
        let (en, ru) = self.pair();
        lang.pick(en, ru)
    }
}

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_frame_text_is_translated() {
        for msg in ShellMsg::ALL {
            let (en, ru) = (msg.text(Lang::En), msg.text(Lang::Ru));
            assert!(!en.trim().is_empty() && !ru.trim().is_empty(), "{msg:?}");
            assert_ne!(en, ru, "{msg:?}");
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
