//! The app's own sentences, outside the table. Each key has its English and
//! Russian text side by side, so a missing translation is a compile error.

super::define_messages! {
    /// A fixed sentence or label of the interface.
    Msg;
    Loading => ("Loading army lists…", "Загружаем списки армий…"),
    LoadFailed => ("The army lists could not be loaded.", "Не удалось загрузить списки армий."),
    SomeListsFailed => (
        "Some army list files have problems and were left out:",
        "В некоторых файлах списков есть ошибки, они пропущены:"
    ),
    ChooseEra => ("Choose an era", "Выберите эпоху"),
    ChooseFaction => ("Choose a faction", "Выберите фракцию"),
    Units => ("Units", "Отряды"),
    AddUnit => ("Add", "Добавить"),
    RemoveUnit => ("Remove", "Убрать"),
    Points => ("pts", "очк."),
    PointsWord => ("Points", "Очки"),
    Main => ("Main", "Основные"),
    Special => ("Special", "Вспомогательные"),
    Rare => ("Rare", "Редкие"),
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
    YourArmies => ("Your armies", "Ваши армии"),
    NewArmy => ("New army", "Новая армия"),
    NoArmiesYet => (
        "No armies yet. Start one with “New army”; it is saved on this device as you build.",
        "Армий пока нет. Начните с «Новой армии» — она сохраняется на этом устройстве по ходу сборки."
    ),
    OfflineReady => (
        "Ready for offline use: the app is kept on this device.",
        "Готово к работе без сети: приложение сохранено на устройстве."
    ),
    ArmyDeleted => ("Deleted", "Удалена армия"),
    Undo => ("Undo", "Отменить"),
    Redo => ("Redo", "Повторить"),
    UnknownFaction => ("faction not available", "фракция недоступна"),
    ArmyName => ("Army name", "Название армии"),
    ArmyNamePlaceholder => ("e.g. Army of the Rhine", "например, Рейнская армия"),
    Save => ("Save", "Сохранить"),
    Legal => ("legal", "по правилам"),
    NotLegal => ("needs fixing", "есть ошибки"),
    Open => ("Open", "Открыть"),
    Rename => ("Rename", "Переименовать"),
    Duplicate => ("Duplicate", "Копировать"),
    Delete => ("Delete", "Удалить"),
    Remove => ("Remove", "Убрать"),
    CopySuffix => ("copy", "копия"),
    DamagedArmy => (
        "A saved army that cannot be read",
        "Сохранённая армия, которую не удаётся прочитать"
    ),
    BrowseUnits => ("Units and their stats", "Отряды и их характеристики"),
    CreateArmy => ("Create army", "Создать армию"),
    StartFromSample => (
        "Or start from a ready army of this faction:",
        "Или начните с готовой армии этой фракции:"
    ),
    YearFilter => ("Year", "Год"),
    YearFilterHint => (
        "Show only the units that served in this year; leave empty for all.",
        "Показывать только отряды, служившие в этом году; пусто — все."
    ),
    OutOfServiceHidden => (
        "units not in service that year are hidden",
        "отрядов, не служивших в этом году, скрыто"
    ),
    PointsLimit => ("Points limit", "Лимит очков"),
    PointsLimitRange => ("Choose a limit between", "Выберите лимит в пределах"),
    ArmyNotFound => (
        "This army is not saved on this device.",
        "Эта армия не сохранена на этом устройстве."
    ),
    FactionNotAvailable => (
        "The lists loaded here do not have this army's faction:",
        "В загруженных списках нет фракции этой армии:"
    ),
    Commander => ("Commander", "Полководец"),
    ChooseSkill => ("— choose a skill —", "— выберите умение —"),
    Assets => ("Assets", "Приготовления"),
    AssetsRule => (
        "One asset per started 200 points of the limit; copies of one asset count once.",
        "Одно приготовление на каждые начатые 200 очков лимита; копии одного приготовления считаются за одно."
    ),
    UpToCopies => ("copies allowed, up to", "можно взять несколько, до"),
    ActivePlayer => ("active player", "активный игрок"),
    PassivePlayer => ("passive player", "пассивный игрок"),
    ActionBoard => ("Action board", "Доска действий"),
    CommandRadius => ("Command radius", "Командный радиус"),
    Actions => ("Actions", "Действия"),
    Tactics => ("Tactics", "Тактики"),
    UnitsShort => ("units", "отряды"),
    AssetsShort => ("assets", "приготовления"),
    CommanderShort => ("commander", "полководец"),
    Checks => ("List rules", "Правила списка"),
    ArmyIsLegal => ("The army follows every list rule.", "Армия соответствует всем правилам списка."),
    NextSteps => ("Next steps", "Что дальше"),
    StrategicRating => ("Strategic rating", "Стратегический рейтинг"),
    ArmyMorale => ("Army morale", "Боевой дух армии"),
    UnitsMorale => ("units' morale", "боевой дух отрядов"),
    FromAssets => ("from assets", "от приготовлений"),
    Composition => ("Composition", "Состав"),
    Infantry => ("Infantry", "Пехота"),
    Cavalry => ("Cavalry", "Кавалерия"),
    Artillery => ("Artillery", "Артиллерия"),
    UnitsTotal => ("Units in all", "Всего отрядов"),
    ActionDice => ("Action dice", "Кубики действий"),
    LinkUnreadable => ("This army link cannot be opened.", "Эту ссылку на армию не удаётся открыть."),
    SavedArmiesUntouched => ("Your saved armies are untouched.", "Ваши сохранённые армии не затронуты."),
    ReadOnly => ("shared army, read-only", "присланная армия, только просмотр"),
    ChangedSinceLink => (
        "The army lists changed since this army was shared:",
        "Списки армий изменились с тех пор, как этой армией поделились:"
    ),
    SaveCopy => ("Save a copy to edit", "Сохранить копию для правки"),
    Share => ("Share", "Поделиться"),
    ShareLinkLabel => ("Link to this army", "Ссылка на эту армию"),
    CopyLink => ("Copy link", "Скопировать ссылку"),
    CopyText => ("Copy as text", "Скопировать текстом"),
    Copied => ("Copied.", "Скопировано."),
    CopyFailed => (
        "The browser did not allow copying; select the link and copy it by hand.",
        "Браузер не разрешил копирование; выделите ссылку и скопируйте её вручную."
    ),
    ShareText => ("The army as text", "Армия текстом"),
    DownloadArmyFile => ("Download army file", "Скачать файл армии"),
    Print => ("Print", "Печать"),
    PrintHint => (
        "Prints the action board, the army sheet and a quick reference card.",
        "Печатаются доска действий, лист армии и памятка."
    ),
    Paper => ("Paper", "Бумага"),
    DieNote => ("D is the number on the die placed there.", "D — число на положенном сюда кубике."),
    QrCaption => ("Scan to open this army", "Отсканируйте, чтобы открыть армию"),
    SpecialRules => ("Special rules in this army", "Спецправила этой армии"),
    QuickReference => ("Clouds of Smoke — quick reference", "Облака дыма — памятка"),
    TerrainTable => ("Terrain: roll 2d6 per element", "Ландшафт: 2d6 на элемент"),
    ImportArmyFile => ("Import an army file…", "Загрузить файл армии…"),
    ImportedArmy => ("Imported", "Загружена армия"),
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    #[test]
    fn russian_texts_are_in_cyrillic() {
        for msg in Msg::ALL {
            let ru = msg.text(Lang::Ru);
            let cyrillic = ru
                .chars()
                .filter(|c| {
                    ('а'..='я').contains(&c.to_lowercase().next().unwrap_or(*c)) || *c == 'ё'
                })
                .count();
            let latin = ru.chars().filter(char::is_ascii_alphabetic).count();
            assert!(cyrillic > latin, "{msg:?}: {ru}");
        }
    }
}
