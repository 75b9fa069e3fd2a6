//! The table's own sentences and labels: the play screen, the scenario in
//! play, the steps of a turn, the end and the saved games (the game
//! setup's are `SetupMsg`, the pre-game sequence's `PreGameMsg`). Each key
//! has its English and Russian text side by side, so a missing
//! translation is a compile error.

use super::plural::{count_noun, russian_form, Noun};
use super::Lang;
use crate::engine::{Side, TerrainKind};
use crate::game::command::StepKind;

impl TableMsg {
    /// How many activations the action in play has left, the whole
    /// phrase with its plural: "1 activation left", "3 activations left";
    /// «осталась 1 активация», «осталось 2 активации», «осталось 5
    /// активаций».
    pub fn activations_left(n: u32, lang: Lang) -> String {
        let n = i64::from(n);
        let counted = count_noun(lang, n, Noun::Activation);
        match lang {
            Lang::En => format!("{counted} left"),
            Lang::Ru if russian_form(n) == 0 => format!("осталась {counted}"),
            Lang::Ru => format!("осталось {counted}"),
        }
    }

    /// The name of a side on the table, by its colour.
    pub fn side(side: Side) -> TableMsg {
        match side {
            Side::A => TableMsg::Blue,
            Side::B => TableMsg::Red,
        }
    }

    /// What the decision due at `step` is about, for the step line.
    pub fn step(step: StepKind) -> TableMsg {
        match step {
            StepKind::Columns => TableMsg::StepColumns,
            StepKind::Conditions => TableMsg::StepConditions,
            StepKind::FirstPlayer => TableMsg::StepFirstPlayer,
            StepKind::Terrain => TableMsg::StepTerrain,
            StepKind::Emplacements => TableMsg::StepEmplacements,
            StepKind::ColumnMarkers => TableMsg::StepColumnMarkers,
            StepKind::Deployment => TableMsg::StepDeployment,
            StepKind::Commanders => TableMsg::StepCommanders,
            StepKind::Reinforcements => TableMsg::StepReinforcements,
            StepKind::Bombardment => TableMsg::StepBombardment,
            StepKind::BombardmentLosses => TableMsg::StepBombardmentLosses,
            StepKind::RollDice => TableMsg::StepRollDice,
            StepKind::Actions => TableMsg::StepActions,
            StepKind::InAction => TableMsg::StepInAction,
            StepKind::StartCombat => TableMsg::StepStartCombat,
            StepKind::ChooseCombat => TableMsg::StepChooseCombat,
            StepKind::Tactics => TableMsg::StepTactics,
            StepKind::AllocateHits => TableMsg::StepAllocateHits,
            StepKind::ResolveHits => TableMsg::StepResolveHits,
            StepKind::RetreatDirection => TableMsg::StepRetreatDirection,
            StepKind::ArmyBroken => TableMsg::StepArmyBroken,
            StepKind::Over => TableMsg::GameOver,
        }
    }

    /// The name of a kind of terrain element, for the legend.
    pub fn terrain(kind: TerrainKind) -> TableMsg {
        match kind {
            TerrainKind::Stream => TableMsg::TerrainStream,
            TerrainKind::Ravine => TableMsg::TerrainRavine,
            TerrainKind::Swamp => TableMsg::TerrainSwamp,
            TerrainKind::Road => TableMsg::TerrainRoad,
            TerrainKind::Village => TableMsg::TerrainVillage,
            TerrainKind::Hill => TableMsg::TerrainHill,
            TerrainKind::WoodedHill => TableMsg::TerrainWoodedHill,
            TerrainKind::Dune => TableMsg::TerrainDune,
            TerrainKind::Rock => TableMsg::TerrainRock,
            TerrainKind::Wood => TableMsg::TerrainWood,
            TerrainKind::Grove => TableMsg::TerrainGrove,
            TerrainKind::Vineyard => TableMsg::TerrainVineyard,
            TerrainKind::Bocage => TableMsg::TerrainBocage,
            TerrainKind::PloughedField => TableMsg::TerrainPloughedField,
            TerrainKind::Emplacement => TableMsg::TerrainEmplacement,
        }
    }
}

super::define_messages! {
    /// A fixed sentence or label of the table.
    TableMsg;
    // -------------------------------------------------- scenario in play
    ReinforcementsArrive => (
        "Your reinforcements arrive: they are set on the table along their edge, within 2 UW of it.",
        "Прибывают ваши подкрепления: они выставляются вдоль своего края стола, не дальше 2 UW от него."
    ),
    PlaceReinforcements => ("Set them on the table", "Выставить на стол"),
    WhereAlongEdge => ("Where along the edge they come in", "Где на краю они входят"),
    WestEnd => ("west end", "западный конец"),
    EastEnd => ("east end", "восточный конец"),
    SouthEnd => ("south end", "южный конец"),
    NorthEnd => ("north end", "северный конец"),
    Reinforcements => ("Reinforcements", "Подкрепления"),
    PhaseWord => ("Phase", "Фаза"),
    EventsToCome => ("To come", "Впереди"),
    GameEndsAtPhase => ("the game ends", "конец игры"),
    ObjectiveCountsFrom => ("counts from now on", "начинает засчитываться"),
    Objectives => ("Objectives", "Цели"),
    HeldByNobody => ("held by nobody", "никем не удерживается"),
    NotYetCounting => ("not counting yet", "пока не засчитывается"),
    Conditions => ("Conditions", "Условия"),
    SheetArmies => ("The armies", "Армии"),
    // ------------------------------------------------------------ sides
    Blue => ("Blue", "Синие"),
    Red => ("Red", "Красные"),
    You => ("you", "вы"),
    Goldfish => ("the goldfish", "мишень"),
    // ------------------------------------------------------ play screen
    Turn => ("Turn", "Ход"),
    Decides => ("decide", "решают"),
    Undo => ("Undo", "Отменить"),
    DecideForMe => ("Decide for me", "Решить за меня"),
    Thinking => ("The general is thinking…", "Генерал думает…"),
    GeneralBlue => ("Blue general", "Генерал синих"),
    GeneralRed => ("Red general", "Генерал красных"),
    IsThinking => ("is thinking…", "думает…"),
    IsPlaying => ("plays", "ходит"),
    PlayingToEnd => ("Playing to the end", "Игра до конца"),
    ShowOneByOne => ("Show the general's decisions one by one", "Показывать решения генерала по одному"),
    GeneralFailed => (
        "The automatic player could not decide this time. Try again, or decide yourself.",
        "Автоматический игрок не смог решить на этот раз. Попробуйте ещё раз или решите сами."
    ),
    GeneralStopped => (
        "The general could not answer: the game is kept as it was. Ask it again, or play its side yourself from here.",
        "Генерал не смог ответить: игра сохранена как была. Спросите его ещё раз или дальше играйте за его сторону сами."
    ),
    AskAgain => ("Ask the general again", "Спросить генерала ещё раз"),
    PlayItsSide => ("Play its side myself (hot seat)", "Играть за его сторону самому (за одним столом)"),
    PlayToEnd => ("Play to the end", "Доиграть до конца"),
    AtOnce => ("at once", "сразу"),
    StopPlaying => ("Stop", "Стоп"),
    ZoomIn => ("Zoom in", "Приблизить"),
    ZoomOut => ("Zoom out", "Отдалить"),
    FitTable => ("Whole table", "Весь стол"),
    Overlays => ("Show on the table", "Показать на столе"),
    OverlayArcs => ("Arcs of fire and ranges", "Секторы обстрела и дальность"),
    OverlayLines => ("Lines of fire and engagement", "Линии огня и связанность"),
    OverlayFormations => ("Formations", "Построения"),
    OverlayCommand => ("Command radius", "Командный радиус"),
    OverlayCombat => ("Combat radius (2 UW)", "Радиус боя (2 UW)"),
    Legend => ("Terrain", "Местность"),
    Broken => ("broken", "разбито"),
    Log => ("Log", "Журнал"),
    ShowLog => ("Show the log", "Показать журнал"),
    LogBeforeBattle => ("Before the battle", "Перед сражением"),
    LogBombardment => ("bombardment", "бомбардировка"),
    LogActions => ("actions", "действия"),
    LogCombat => ("combat", "бой"),
    HideLog => ("Hide the log", "Скрыть журнал"),
    ArmyBoards => ("The armies' boards: actions, tactics, assets", "Доски армий: действия, тактики, приготовления"),
    Assets => ("Assets", "Приготовления"),
    ByTheDie => ("By the die, 1 to 6:", "По кубику, от 1 до 6:"),
    RaiseSheet => ("▲ Raise the panel", "▲ Поднять панель"),
    LowerSheet => ("▼ Lower the panel", "▼ Опустить панель"),
    DownloadGame => ("Download the game", "Скачать игру"),
    TableLabel => ("The table, seen from above", "Стол, вид сверху"),
    UnitListLabel => ("Units on the table", "Отряды на столе"),
    Refused => ("Not allowed", "Нельзя"),
    // -------------------------------------------------------- pre-game
    QuarterRoll => ("quarter: d3 roll", "четверть: бросок d3"),
    BeforeTheBattle => ("Before the battle", "Перед боем"),
    // ----------------------------------------------------------- steps
    StepColumns => ("before the battle: divide the army into columns", "перед боем: разделите армию на колонны"),
    StepFirstPlayer => ("before the battle: the roll is won, choose who goes first", "перед боем: бросок выигран, выберите, кто ходит первым"),
    StepTerrain => ("before the battle: set up the terrain element in its quarter", "перед боем: поставьте элемент местности в его четверть"),
    StepEmplacements => ("before the battle: set up emplacements with their units", "перед боем: поставьте укрепления с отрядами"),
    StepColumnMarkers => ("before the battle: place the column markers in your zone", "перед боем: поставьте маркеры колонн в своей зоне"),
    StepDeployment => ("before the battle: set up the units within 2 UW of their markers", "перед боем: выставьте отряды не дальше 2 UW от их маркеров"),
    StepCommanders => ("before the battle: place the commanders anywhere on the table", "перед боем: поставьте полководцев в любом месте стола"),
    StepConditions => ("the scenario's conditions: choose how this one turns out", "условия сценария: выберите, каким будет это условие"),
    StepReinforcements => ("reinforcements: set them on the table by their edge", "подкрепления: выставьте их у своего края стола"),
    StepBombardment => ("bombardment: choose targets for your batteries, or none", "бомбардировка: выберите цели батареям или откажитесь"),
    StepBombardmentLosses => ("bombardment losses: a morale point or a retreat for each", "потери от бомбардировки: очко духа или отступление за каждую"),
    StepRollDice => ("actions: roll the action dice", "действия: бросьте кубики действий"),
    StepActions => ("actions: place dice and play actions", "действия: расставьте кубики и разыграйте действия"),
    StepInAction => ("an action in play: activate and move", "действие разыгрывается: активируйте и двигайте"),
    StepStartCombat => ("start combat", "начало боя"),
    StepChooseCombat => ("combat: which combat is next", "бой: какой бой следующий"),
    StepTactics => ("combat: play tactics or pass", "бой: сыграйте тактику или пасуйте"),
    StepAllocateHits => ("combat: which units take the hits", "бой: какие отряды получают попадания"),
    StepResolveHits => ("combat: retreat or test for each hit", "бой: отступление или проверка за каждое попадание"),
    StepRetreatDirection => ("a retreat: which way", "отступление: куда"),
    StepArmyBroken => ("a broken army: support it or let it go", "разбитая армия: поддержать или отпустить"),
    GameOver => ("The game is over", "Игра окончена"),
    // ------------------------------------------------------ bombardment
    Batteries => ("Batteries", "Батареи"),
    PickBatteryHint => (
        "Pick a battery, then one of its targets highlighted on the table.",
        "Выберите батарею, затем одну из её целей, подсвеченных на столе."
    ),
    NotAimedYet => (
        "not aimed yet: pick it, then a target in its arc",
        "ещё не наведена: выберите её, затем цель в её секторе"
    ),
    DiceToRoll => ("Dice to roll", "Кубиков к броску"),
    Bombard => ("Bombard", "Открыть огонь"),
    NoBombardment => ("No bombardment", "Без бомбардировки"),
    LossesLeft => ("Losses to take", "Осталось потерь"),
    LoseMorale => ("Lose a morale point", "Потерять очко боевого духа"),
    RetreatInstead => ("or retreat one of the highlighted units:", "или отведите один из подсвеченных отрядов:"),
    RetreatBack => ("Straight back", "Прямо назад"),
    RetreatToEdge => ("Towards its own table edge", "К своему краю стола"),
    RetreatDistance => ("retreats", "отступает на"),
    // ---------------------------------------------------------- actions
    RollActionDice => ("Roll the action dice", "Бросить кубики действий"),
    DicePool => ("Dice to place", "Кубики к расстановке"),
    PickDieHint => (
        "Pick a die, then an action or a tactic; or drag the die there.",
        "Выберите кубик, затем действие или тактику, или перетащите кубик туда."
    ),
    Actions => ("Actions", "Действия"),
    Tactics => ("Tactics", "Тактики"),
    RiskCommander => ("Risk the commander for a 1", "Рискнуть полководцем ради единицы"),
    PlayAction => ("Play", "Разыграть"),
    WhatItDoes => ("What it does", "Что это даёт"),
    WithTheDie => ("With this die:", "С этим кубиком:"),
    FromCommander => ("from", "от"),
    EndActions => ("Done with actions", "Закончить действия"),
    ActionInPlay => ("In play", "Разыгрывается"),
    ActivateHint => (
        "Tap or click a highlighted unit to activate its formation.",
        "Нажмите на подсвеченный отряд, чтобы активировать его построение."
    ),
    MoveHint => (
        "Drag an activated unit to move it: a simple move turns, then goes straight; a difficult move goes, then turns. By keyboard: arrows move and turn, Enter confirms, Escape cancels.",
        "Перетащите активированный отряд: простое движение — поворот, затем прямо; сложное — движение, затем поворот. С клавиатуры: стрелки двигают и поворачивают, Enter подтверждает, Escape отменяет."
    ),
    SimpleMove => ("Simple move", "Простое движение"),
    DifficultMove => ("Difficult move", "Сложное движение"),
    ConfirmMove => ("Make the move", "Сделать ход"),
    CancelMove => ("Cancel", "Отмена"),
    CommanderMoveHint => (
        "Drag a commander to move him.",
        "Перетащите полководца, чтобы переместить его."
    ),
    EndAction => ("Done with this action", "Закончить действие"),
    Activate => ("Activate", "Активировать"),
    MoveUnit => ("Move", "Двигать"),
    // ----------------------------------------------------------- combat
    StartCombat => ("Start combat", "Начать бой"),
    MarkerSpotsChoose => (
        "Several spots bring as many units into combat: choose where the marker goes, here or on the table. \"Start combat\" takes the first.",
        "Несколько мест вводят в бой одинаково много отрядов: выберите, куда встанет маркер, здесь или на столе. «Начать бой» выберет первое."
    ),
    MarkerSpot => ("Spot", "Место"),
    BringsIn => ("brings in", "в бой вступают"),
    MarkerSpotsHint => (
        "The highlighted spot is where the combat marker goes.",
        "Подсвеченное место — туда встанет маркер боя."
    ),
    Combat => ("Combat", "Бой"),
    PlayTactic => ("Play", "Сыграть"),
    PassTactics => ("No more tactics", "Больше без тактик"),
    AllocateHint => ("Choose the units that take the hits:", "Выберите отряды, которые получат попадания:"),
    ConfirmHits => ("Give them the hits", "Отдать попадания"),
    Hits => ("hits", "попад."),
    RetreatHit => ("Retreat", "Отступить"),
    TestHit => ("Test discipline", "Проверить дисциплину"),
    Marker => ("marker", "маркер"),
    Price => ("price", "цена"),
    // ---------------------------------------------------------- the end
    WinnerIs => ("Victory:", "Победа:"),
    Draw => ("A draw", "Ничья"),
    DecisiveVictory => ("decisive", "решительная"),
    MarginalVictory => ("marginal", "частичная"),
    OnTurn => ("on turn", "на ходу"),
    MoraleLeft => ("Morale left", "Остаток боевого духа"),
    UnitsBroken => ("Units broken", "Разбито отрядов"),
    PlayAgain => ("Play again with a new seed", "Сыграть снова с новым зерном"),
    BackToArmy => ("Back to the army", "Вернуться к армии"),
    // ------------------------------------------------------ saved games
    Resume => ("Resume", "Продолжить"),
    StrengthRecruit => ("recruit", "новобранец"),
    StrengthVeteran => ("veteran", "ветеран"),
    StrengthMarshal => ("marshal", "маршал"),
    DamagedGame => ("A damaged game record", "Повреждённая запись игры"),
    GameCannotOpen => ("This game cannot be opened.", "Эту игру не удаётся открыть."),
    GameOpenedInPart => ("This game was saved by an earlier version of the app.", "Эта игра сохранена прежней версией приложения."),
    GameOpenUpTo => ("The game is open as it stood just before that decision. Go on from there, or download the game file as it was saved.", "Игра открыта в том виде, какой она была перед этим решением. Продолжите отсюда или скачайте файл игры в том виде, в каком он был сохранён."),
    GoOnFromHere => ("Go on from here", "Продолжить отсюда"),
    DownloadOriginal => ("Download the original file", "Скачать исходный файл"),
    GameNotFound => ("This game is not on this device.", "Этой игры нет на этом устройстве."),
    OpeningGame => ("Setting out the game…", "Расставляем игру…"),
    BackToGames => ("Back to your armies and games", "К вашим армиям и играм"),
    // ---------------------------------------------------- terrain names
    TerrainStream => ("Stream", "Ручей"),
    TerrainRavine => ("Ravine", "Овраг"),
    TerrainSwamp => ("Swamp", "Болото"),
    TerrainRoad => ("Road", "Дорога"),
    TerrainVillage => ("Village", "Деревня"),
    TerrainHill => ("Hill", "Холм"),
    TerrainWoodedHill => ("Wooded hill", "Лесистый холм"),
    TerrainDune => ("Dune", "Дюна"),
    TerrainRock => ("Rock", "Скала"),
    TerrainWood => ("Wood", "Лес"),
    TerrainGrove => ("Grove", "Роща"),
    TerrainVineyard => ("Vineyard", "Виноградник"),
    TerrainBocage => ("Bocage", "Бокаж"),
    TerrainPloughedField => ("Ploughed field", "Пашня"),
    TerrainEmplacement => ("Emplacement", "Укрепление"),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn activations_left_take_the_plural_of_their_number() {
        let say = |n, lang| TableMsg::activations_left(n, lang);
        assert_eq!(say(1, Lang::En), "1 activation left");
        assert_eq!(say(0, Lang::En), "0 activations left");
        assert_eq!(say(3, Lang::En), "3 activations left");
        assert_eq!(say(1, Lang::Ru), "осталась 1 активация");
        assert_eq!(say(2, Lang::Ru), "осталось 2 активации");
        assert_eq!(say(5, Lang::Ru), "осталось 5 активаций");
        assert_eq!(say(11, Lang::Ru), "осталось 11 активаций");
        assert_eq!(say(21, Lang::Ru), "осталась 21 активация");
    }

    #[test]
    fn every_step_and_terrain_kind_has_a_name() {
        for kind in TerrainKind::ALL {
            assert!(!TableMsg::terrain(kind).text(Lang::Ru).is_empty());
        }
        assert_ne!(TableMsg::side(Side::A), TableMsg::side(Side::B));
    }
}
