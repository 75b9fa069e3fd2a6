//! The game setup's sentences and labels: the opponent and its strength,
//! the armies, the table and the seed, the scenarios (own files, links and
//! the printed sheet) and the saved games. Each key has its English and
//! Russian text side by side, so a missing translation is a compile error.
//! Apart from the table's own (`TableMsg`), so that the table's page does
//! not carry them.

super::define_messages! {
    /// A fixed sentence or label of the game setup.
    SetupMsg;
    TryOnTable => ("Try it on the table", "Опробовать на столе"),
    SetupTitle => ("A game on the table", "Игра на столе"),
    YourArmy => ("Your army", "Ваша армия"),
    Opponent => ("The opponent", "Противник"),
    OpponentGoldfish => (
        "A goldfish target: it never acts in its turn, only fights back",
        "Мишень: в свой ход ничего не делает, только отбивается"
    ),
    OpponentHotSeat => ("Hot seat: I play both sides", "За одним столом: играю за обе стороны"),
    OpponentGeneral => (
        "The general: it plays the other side under the full rules",
        "Генерал: играет за другую сторону по всем правилам"
    ),
    GeneralStrength => ("The general's strength", "Сила генерала"),
    GeneralStrengthHint => (
        "The recruit makes a beginner's mistakes, the veteran plays soundly, the marshal looks ahead before each turn. The same general decides for you when you ask it.",
        "Новобранец ошибается, как новичок; ветеран играет уверенно; маршал перед каждым ходом просчитывает его наперёд. Тот же генерал решает за вас, когда вы его попросите."
    ),
    OpponentArmy => ("The opponent's army", "Армия противника"),
    MirrorArmy => ("A mirror of your army", "Зеркало вашей армии"),
    SampleArmies => ("Sample armies", "Готовые армии"),
    SavedArmies => ("Your saved armies", "Ваши сохранённые армии"),
    TheTable => ("The table", "Стол"),
    OpenTable => ("An open table", "Открытый стол"),
    TerrainByRules => ("Terrain by the rules", "Местность по правилам"),
    Seed => ("Seed", "Зерно"),
    SeedHint => (
        "The same seed, armies and decisions give the same dice: note it to play a game again.",
        "То же зерно, армии и решения дают те же броски: запишите его, чтобы переиграть партию."
    ),
    NewSeed => ("New seed", "Новое зерно"),
    BadSeed => ("The seed is a whole number from 0 to 18446744073709551615.", "Зерно — целое число от 0 до 18446744073709551615."),
    StartGame => ("Start the game", "Начать игру"),
    Scenario => ("Scenario", "Сценарий"),
    ScenarioArmiesFixed => (
        "This scenario brings its own armies: the battle is fought with them, not with yours.",
        "Сценарий приносит свои армии: бой идёт ими, а не вашей армией."
    ),
    ScenarioOwnTable => ("The scenario's own table", "Собственный стол сценария"),
    ScenarioPoints => ("Armies of", "Армии по"),
    ScenarioOtherEra => (
        "This scenario is for armies of another era than yours: choose another scenario, or an army of its era.",
        "Этот сценарий для армий другой эпохи: выберите другой сценарий или армию его эпохи."
    ),
    ScenariosNotLoaded => (
        "The scenarios could not be loaded: only the standard battle is offered.",
        "Сценарии не загрузились: доступно только генеральное сражение."
    ),
    ArmyLinkBroken => ("This army link cannot be read.", "Ссылку на армию не удалось прочитать."),
    LoadScenarioFile => ("Load a scenario file", "Загрузить файл сценария"),
    LoadScenarioFileHint => (
        "A scenario of your own, written as those in the app's scenarios folder: it is checked like them and kept on this device.",
        "Собственный сценарий, записанный как сценарии из папки приложения: он проверяется так же, как они, и хранится на этом устройстве."
    ),
    ScenarioFileLoaded => ("Scenario loaded and chosen:", "Сценарий загружен и выбран:"),
    ScenarioFileRefused => (
        "The file was not loaded, and nothing else changed. What is wrong with it:",
        "Файл не загружен, всё остальное осталось как было. Что в нём не так:"
    ),
    OwnScenarioMark => ("(yours)", "(ваш)"),
    KeptScenariosBroken => (
        "A scenario kept on this device no longer passes the checks (the lists may have changed). It is not offered, and stays kept:",
        "Сценарий, сохранённый на этом устройстве, больше не проходит проверку (возможно, изменились списки). Он не предлагается, но остаётся сохранённым:"
    ),
    ShareScenario => ("Copy a link to this scenario", "Скопировать ссылку на сценарий"),
    ScenarioLinkCopied => ("Link copied. It opens this scenario in the app:", "Ссылка скопирована. Она открывает этот сценарий в приложении:"),
    ScenarioLinkToCopy => ("Copy this link by hand (the clipboard was not available):", "Скопируйте ссылку вручную (буфер обмена недоступен):"),
    PrintScenarioSheet => ("Scenario sheet to print", "Лист сценария для печати"),
    SharedScenarioTitle => ("A scenario shared with you", "Вам прислали сценарий"),
    ScenarioLinkBroken => ("This scenario link cannot be opened.", "Ссылку на сценарий не удалось открыть."),
    ScenarioPlayWith => ("Play it with", "Сыграть армией"),
    ScenarioBringsArmies => (
        "The scenario brings both armies: you play Blue.",
        "Сценарий приносит обе армии: вы играете за Синих."
    ),
    NoArmyOfEra => (
        "You have no army of this scenario's era yet: build one, or play one of the sample armies below.",
        "У вас пока нет армии эпохи этого сценария: соберите её или сыграйте одной из образцовых армий ниже."
    ),
    SetUpThisScenario => ("Set up a game of it", "Подготовить партию"),
    ScenarioKept => ("The scenario is kept on this device: the game setup offers it.", "Сценарий сохранён на этом устройстве: он есть в выборе сценария при подготовке партии."),
    SheetSetting => ("The battle", "Сражение"),
    SheetEvents => ("Events by phase", "События по фазам"),
    SheetVictory => ("Victory", "Победа"),
    SheetPrintHint => (
        "Prints the scenario's sheet, with the sheet of each army beside it.",
        "Печатает лист сценария и рядом с ним лист каждой армии."
    ),
    SetupNeedsArmy => (
        "A new game starts from an army: open one of your armies (or a shared one) and press \"Try it on the table\".",
        "Новая партия начинается с армии: откройте свою армию (или присланную по ссылке) и нажмите «Опробовать на столе»."
    ),
    Morale => ("Morale", "Боевой дух"),
    UnitWidth => ("Your unit width", "Ширина вашего отряда"),
    TableSize => ("Table 120 × 90 cm, in unit widths", "Стол 120 × 90 см в ширинах отряда"),
    SavedGames => ("Games on this device", "Игры на этом устройстве"),
    NoSavedGames => ("No games yet: try an army on the table.", "Пока нет игр: опробуйте армию на столе."),
    AgainstGoldfish => ("against the goldfish", "против мишени"),
    HotSeat => ("hot seat", "за одним столом"),
    AgainstGeneral => ("against the general", "против генерала"),
    TeamGame => ("teams", "команды"),
    Players => ("Players", "Игроки"),
    PlayersOfBlue => ("Blue's players", "Игроки синих"),
    PlayersOfRed => ("Red's players", "Игроки красных"),
    PlayersHint => (
        "More than one player a side makes a game of teams: each seat has its own army, morale and action board, and is played by a person, the goldfish or the general. A game of teams is a pitched battle: each seat sets up its own army, one after another, in its side's zone.",
        "Больше одного игрока на сторону — игра команд: у каждого места своя армия, боевой дух и планшет действий, а играет за него человек, мишень или генерал. Игра команд — генеральное сражение: каждое место по очереди расставляет свою армию в зоне своей стороны."
    ),
    SeatArmy => ("Army", "Армия"),
    SeatPlayer => ("Played by", "Играет"),
    SeatPerson => ("a person", "человек"),
    SeatGoldfish => ("the goldfish", "мишень"),
    SeatGeneral => ("the general", "генерал"),
    YourArmyChoice => ("Your army", "Ваша армия"),
    GameDeleted => ("The game was deleted.", "Игра удалена."),
    UndoDelete => ("Bring it back", "Вернуть"),
    OpenGameFile => ("Open a game file…", "Открыть файл игры…"),
}
