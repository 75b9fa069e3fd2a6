//! The app's own sentences. Each key has its English and Russian text side
//! by side, so a missing translation is a compile error.

use super::Lang;

/// A fixed sentence or label of the interface.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Msg {
    AppTitle,
    AppTagline,
    UnofficialLists,
    Loading,
    LoadFailed,
    SomeListsFailed,
    ChooseEra,
    ChooseFaction,
    NoFactionsInEra,
    Units,
    AddUnit,
    RemoveUnit,
    Points,
    Total,
    Main,
    Special,
    Rare,
    Language,
    LoadListFile,
    LoadListFileHint,
    CustomListLoaded,
    CustomListRefused,
    CustomBadge,
}

impl Msg {
    pub fn text(self, lang: Lang) -> &'static str {
        let (en, ru) = self.pair();
        lang.pick(en, ru)
    }

    fn pair(self) -> (&'static str, &'static str) {
        use Msg::*;
        match self {
            AppTitle => ("Clouds of Smoke — army builder", "Облака дыма — сборщик армий"),
            AppTagline => (
                "Build an army for the black-powder wargame, check it against the list rules, and take it to the table.",
                "Соберите армию для варгейма эпохи чёрного пороха, проверьте её по правилам и берите на стол."
            ),
            UnofficialLists => (
                "These army lists are this project's own, unofficial and editable.",
                "Эти списки армий составлены проектом: они неофициальные, и их можно править."
            ),
            Loading => ("Loading army lists…", "Загружаем списки армий…"),
            LoadFailed => (
                "The army lists could not be loaded.",
                "Не удалось загрузить списки армий."
            ),
            SomeListsFailed => (
                "Some army list files have problems and were left out:",
                "В некоторых файлах списков есть ошибки, они пропущены:"
            ),
            ChooseEra => ("Choose an era", "Выберите эпоху"),
            ChooseFaction => ("Choose a faction", "Выберите фракцию"),
            NoFactionsInEra => (
                "No faction of this era could be loaded.",
                "Ни одну фракцию этой эпохи не удалось загрузить."
            ),
            Units => ("Units", "Отряды"),
            AddUnit => ("Add", "Добавить"),
            RemoveUnit => ("Remove", "Убрать"),
            Points => ("pts", "очк."),
            Total => ("Total", "Итого"),
            Main => ("Main", "Основные"),
            Special => ("Special", "Вспомогательные"),
            Rare => ("Rare", "Редкие"),
            Language => ("Язык: русский", "Language: English"),
            LoadListFile => ("Load a list file…", "Загрузить файл списка…"),
            LoadListFileHint => (
                "Your own or an updated faction, in the same JSON format as the shipped lists.",
                "Свой или обновлённый список фракции в том же формате JSON, что и встроенные."
            ),
            CustomListLoaded => ("Loaded your list:", "Загружен ваш список:"),
            CustomListRefused => (
                "That file was not loaded. Nothing else changed. Its problems:",
                "Файл не загружен, всё остальное осталось как было. Ошибки в нём:"
            ),
            CustomBadge => ("your list", "ваш список"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_message_differs_between_languages() {
        // A copied English string in the Russian slot is the usual slip.
        let all = [
            Msg::AppTitle,
            Msg::AppTagline,
            Msg::UnofficialLists,
            Msg::Loading,
            Msg::LoadFailed,
            Msg::ChooseEra,
            Msg::ChooseFaction,
            Msg::Units,
            Msg::Total,
        ];
        for msg in all {
            assert_ne!(msg.text(Lang::En), msg.text(Lang::Ru), "{msg:?}");
        }
    }
}
