//! The lab's own sentences and labels: many games, their figures and
//! charts, the A/B comparison and the combat odds. Each key has its
//! English and Russian text side by side, so a missing translation is a
//! compile error.

use super::Lang;

impl LabMsg {
    pub fn text(self, lang: Lang) -> &'static str {
        let (en, ru) = self.pair();
        lang.pick(en, ru)
    }
}

super::define_messages! {
    /// A fixed sentence or label of the lab.
    LabMsg;
    // ------------------------------------------------------------ ways in
    OpenLab => ("Try it in the lab", "Испытать в лаборатории"),
    OddsLink => ("Odds", "Шансы"),
    OddsLinkTitle => ("Combat odds with this unit", "Шансы в бою с этим отрядом"),
    // ---------------------------------------------------------- the page
    LabTitle => ("The lab", "Лаборатория"),
    LabIntro => (
        "Many games of your list against a goldfish target tell how the list performs, where one game only tells how it felt.",
        "Много партий вашего списка против мишени показывают, чего стоит список; одна партия — лишь каково в него играть."
    ),
    ManyGames => ("Many games", "Много партий"),
    CombatOdds => ("Combat odds", "Шансы в бою"),
    BackToArmy => ("Back to the army", "Назад к армии"),
    Back => ("Back", "Назад"),
    NoArmyGiven => (
        "Open the lab from an army (the builder's or a shared one) to play many games with it. The combat odds work without one.",
        "Откройте лабораторию из армии (в редакторе или по ссылке), чтобы сыграть ею много партий. Шансы в бою считаются и без неё."
    ),
    PlayerNote => (
        "The list is played by the automatic general: it bombards the most valuable targets, advances together on one part of the enemy and fights by the odds. The target never acts, only fights back.",
        "Списком играет автоматический генерал: он обстреливает самые ценные цели, наступает вместе на одну часть врага и решает в бою по шансам. Мишень ничего не делает, только отбивается."
    ),
    ListA => ("List A", "Список A"),
    ListB => ("List B, to compare", "Список B для сравнения"),
    NoListB => ("None", "Нет"),
    ChangedCopy => ("Change a copy of list A", "Изменить копию списка A"),
    ChangedCopyHint => (
        "Saves a copy of list A and opens it in the builder; once changed, choose it here as list B.",
        "Сохраняет копию списка A и открывает её в редакторе; изменив её, выберите её здесь как список B."
    ),
    SamplesOfFaction => ("Sample armies of the faction", "Готовые армии фракции"),
    TargetArmy => ("The goldfish target", "Мишень"),
    Games => ("Games", "Партий"),
    GamesHint => ("From 100 to 10,000.", "От 100 до 10 000."),
    Run => ("Run the games", "Сыграть партии"),
    Cancel => ("Cancel", "Отменить"),
    Running => ("Playing", "Идёт игра"),
    GamesPerSecond => ("games a second", "партий в секунду"),
    GamesDone => ("games played", "партий сыграно"),
    Seconds => ("s", "с"),
    Cancelled => ("Cancelled: the figures are of the games played so far.", "Отменено: цифры — по уже сыгранным партиям."),
    Finished => ("Done.", "Готово."),
    WorkerFailed => (
        "The games stopped: the background worker that plays them failed. The page still works; try again, perhaps with fewer games.",
        "Партии остановились: фоновый обработчик, который их играет, сломался. Страница работает; попробуйте снова, может быть, с меньшим числом партий."
    ),
    WorkerUnavailable => (
        "This browser cannot start a background worker, so the lab cannot play games here.",
        "Этот браузер не может запустить фоновый обработчик, поэтому лаборатория здесь не играет."
    ),
    // ------------------------------------------------------------ figures
    Results => ("Results", "Итоги"),
    Figure => ("Figure", "Показатель"),
    WinRate => ("Games won", "Выиграно партий"),
    WinRateChart => ("Games won, with the 95% interval", "Выигранные партии с 95% интервалом"),
    Interval => ("95% interval", "95% интервал"),
    Won => ("Won", "Победы"),
    Lost => ("Lost", "Поражения"),
    Drawn => ("Drawn", "Ничьи"),
    WonDecisively => ("Won by breaking the target", "Победы разгромом мишени"),
    TargetBroken => ("Target broken (morale 0)", "Мишень сломлена (боевой дух 0)"),
    MedianTurns => ("Median turn the target broke", "Медиана хода, когда мишень сломлена"),
    MedianTurnsNote => ("among the games it broke in", "среди партий, где она сломлена"),
    NeverBroken => ("never broken", "не сломлена ни разу"),
    HalfBrokenBy => ("Broken in half the games by turn", "Сломлена в половине партий к ходу"),
    NotInHalf => ("not in half the games", "не в половине партий"),
    TurnsHistogram => ("The turn the target broke", "Ход, на котором мишень сломлена"),
    BrokenByCurve => ("The chance the target is broken by each turn", "Вероятность, что мишень сломлена к каждому ходу"),
    MoraleLost => ("Morale lost a game", "Потеря боевого духа за партию"),
    MoraleLostChart => ("Games by the share of starting morale lost", "Партии по доле потерянного боевого духа"),
    MeanMoraleLost => ("Mean morale lost", "Средняя потеря боевого духа"),
    OfStartingMorale => ("of the starting morale", "от начального боевого духа"),
    UnitsBroken => ("How often each unit broke", "Как часто ломался каждый отряд"),
    CommanderFell => ("Commander-in-chief fell", "Главнокомандующий выбыл"),
    TheList => ("the list", "список"),
    TheTarget => ("the target", "мишень"),
    Turn => ("Turn", "Ход"),
    ShareOfGames => ("share of games", "доля партий"),
    GamesCount => ("games", "партий"),
    Difference => ("Difference, A − B", "Разница, A − B"),
    Comparison => ("A against B", "A против B"),
    FiguresTable => ("The figures", "Цифры"),
    DownloadCsv => ("Download the figures (CSV)", "Скачать цифры (CSV)"),
    // --------------------------------------------------------------- odds
    OddsIntro => (
        "Pick the units on each side and how they meet; the engine reads the dice, strength, advantages and disadvantages from the rules, and the odds follow from the dice.",
        "Выберите отряды сторон и то, как они встретились; движок берёт кубики, силу, преимущества и недостатки из правил, а шансы следуют из кубиков."
    ),
    OddsSide => ("Side", "Сторона"),
    Faction => ("Faction", "Фракция"),
    AddUnit => ("Add a unit", "Добавить отряд"),
    RemoveUnit => ("Remove", "Убрать"),
    Placement => ("Where it stands", "Где стоит"),
    PlaceFront => ("front to front with the enemy", "фронтом к фронту врага"),
    PlaceFlank => ("on the enemy's flank", "во фланге врага"),
    PlaceRear => ("behind its own line", "позади своей линии"),
    HowTheyMeet => ("How the lines meet", "Как сошлись линии"),
    MeetContact => ("In base contact", "В контакте"),
    MeetFire => ("Firing at 1 UW apart", "Перестрелка на 1 UW"),
    MeetFireFar => ("Firing at 2 UW apart", "Перестрелка на 2 UW"),
    PairMeeting => ("How it meets the enemy unit opposite", "Как встречает отряд противника напротив"),
    MeetAsCombat => ("As the lines meet", "Как сошлись линии"),
    Terrain => ("Terrain", "Местность"),
    OpenGround => ("open ground", "открытая местность"),
    TacticsPlayed => ("Tactics played", "Сыгранные тактики"),
    TacticDie => ("die", "кубик"),
    ActiveSide => ("Whose turn it is", "Чей ход"),
    ExtraAdvantages => ("Advantages added by hand", "Преимущества вручную"),
    ExtraDisadvantages => ("Disadvantages added by hand", "Недостатки вручную"),
    EngineReads => ("What the engine reads", "Что видит движок"),
    Dice => ("dice", "кубики"),
    Strength => ("strength", "сила"),
    Advantages => ("advantages", "преимущества"),
    Disadvantages => ("disadvantages", "недостатки"),
    Bonus => ("bonus", "бонус"),
    CloseCombat => ("close combat", "ближний бой"),
    Fires => ("fire", "огонь"),
    StrengthOnly => ("strength only", "только сила"),
    CombatResult => ("Combat result", "Результат боя"),
    HitsTaken => ("Hits taken", "Полученные попадания"),
    BreakWhenTesting => ("Chance to break when it tests", "Шанс сломаться при проверке"),
    Mean => ("mean", "в среднем"),
    Exact => ("exact, from the dice", "точно, по кубикам"),
    Sampled => ("sampled from games played by the engine", "по выборке партий, сыгранных движком"),
    Chance => ("chance", "вероятность"),
    WinsCombat => ("Scores more hits", "Наносит больше попаданий"),
    Calculate => ("Work out the odds", "Рассчитать шансы"),
    NoUnitsYet => ("Each side needs a unit.", "Каждой стороне нужен отряд."),
    OutOfCombat => ("out of the combat", "вне боя"),
    Flanking => ("on a flank", "во фланге"),
    Rolls => ("rolls", "бросает"),
    Keeps => ("keeps", "оставляет"),
    Unit => ("Unit", "Отряд"),
    TakesPart => ("Takes part by", "Участвует"),
    Discipline => ("Discipline", "Дисциплина"),
    ListBTitle => ("List B", "Список B"),
    // ------------------------------------------- head to head, the field
    Mode => ("What the games are", "Какие партии"),
    ModeGoldfish => ("Against a goldfish target", "Против мишени"),
    ModeHeadToHead => ("Head to head: list A against list B", "Поединок: список A против списка B"),
    ModeField => ("Against the field: list A against every army ticked", "Против всех: список A против каждой отмеченной армии"),
    GeneralStrength => ("The general's strength, for both sides", "Сила генерала, за обе стороны"),
    HeadToHeadNote => (
        "Both lists are played by the automatic general. Each seed is played twice with the sides swapped, so neither list gains from who deploys first or moves first; an odd number of games is made even.",
        "Обоими списками играет автоматический генерал. Каждое зерно играется дважды, стороны меняются местами, так что ни один список не выигрывает от того, кто первым расставляется или ходит; нечётное число партий делается чётным."
    ),
    MarshalSlow => (
        "The marshal plays each of its turns out in imagined futures before it moves, so its games take far longer than the others': a hundred can take several minutes.",
        "Маршал перед каждым своим ходом разыгрывает его в воображаемых вариантах будущего, поэтому его партии идут намного дольше других: сотня может занять несколько минут."
    ),
    ListBOpponent => ("List B, the opponent", "Список B, противник"),
    FieldOpponents => ("The opponents", "Противники"),
    FieldNote => (
        "List A plays head to head against each army ticked, the number of games below against each, both sides played by the general. The sample armies of the era are ticked to start with.",
        "Список A играет поединок с каждой отмеченной армией, указанное ниже число партий с каждой; обе стороны ведёт генерал. Сначала отмечены все готовые армии эпохи."
    ),
    TickAll => ("Tick every sample", "Отметить все готовые"),
    TickNone => ("Untick all", "Снять все отметки"),
    GamesEach => ("Games against each", "Партий с каждым"),
    Wins => ("Wins", "Победы"),
    Decisive => ("decisive", "разгромом"),
    Marginal => ("on morale at the turn limit", "по боевому духу на последнем ходу"),
    Draws => ("Draws", "Ничьи"),
    TurnsAGame => ("Turns a game", "Ходов за партию"),
    Median => ("median", "медиана"),
    MoraleKept => ("Morale kept", "Сохранённый боевой дух"),
    UnitsBrokenAGame => ("Units broken a game", "Сломленных отрядов за партию"),
    MatchChart => ("Wins and draws, with the 95% interval", "Победы и ничьи с 95% интервалом"),
    GameLengths => ("The turn the game ended", "Ход, на котором закончилась партия"),
    MoraleLostBoth => ("Games by the share of its starting morale each list lost", "Партии по доле начального боевого духа, потерянной каждым списком"),
    FieldTable => ("List A against each opponent, the hardest first", "Список A против каждого противника, начиная с самого трудного"),
    FieldChart => ("List A's wins against each opponent, with the 95% interval", "Победы списка A над каждым противником с 95% интервалом"),
    Opponent => ("Opponent", "Противник"),
    WinsOfA => ("List A won", "Победы списка A"),
    WinsOfB => ("Opponent won", "Победы противника"),
    WholeField => ("Against the whole field", "Против всех вместе"),
    DecisiveWins => ("Won decisively", "Победы разгромом"),
    MarginalWins => ("Won on morale at the turn limit", "Победы по боевому духу на последнем ходу"),
    MoraleLostAxis => ("% of the starting morale lost", "% потерянного начального боевого духа"),
    AllOfIt => ("all", "весь"),
    // ------------------------------------------------ the scenario, the side
    StandardGame => ("Pitched battle, the standard game", "Генеральное сражение, обычная игра"),
    ScenarioHint => (
        "Scenarios of list A's era or of any era. Historical battles are not offered: they give both sides the armies history had, so a list cannot be tried in them.",
        "Сценарии эпохи списка A или любой эпохи. Исторических сражений здесь нет: в них у обеих сторон армии, какие были в истории, и испытать в них список нельзя."
    ),
    ListSide => ("The side list A plays", "За какую сторону играет список A"),
    SideA => ("Blue: side A, the south edge", "Синие: сторона A, южный край"),
    SideB => ("Red: side B, the north edge", "Красные: сторона B, северный край"),
    VerdictWins => ("Won by the scenario's verdict at its end", "Победы по итогам сценария в его конце"),
    ByVerdict => ("by the scenario's verdict at its end", "по итогам сценария в его конце"),
    TurnLimitNote => (
        "A game ends when an army's morale falls to 0, or after turn 24 (twelve turns a side). A game still going then is judged on the morale kept: the side that kept the larger share of its starting morale wins on points. So wins can outnumber armies broken.",
        "Партия заканчивается, когда боевой дух армии падает до 0, или после 24-го хода (по двенадцать ходов на сторону). Партию, которая к тому времени ещё идёт, решает сохранённый боевой дух: побеждает по очкам сторона, сохранившая большую долю начального. Поэтому побед может быть больше, чем сломленных армий."
    ),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_lab_text_has_both_languages_and_they_differ() {
        for msg in LabMsg::ALL {
            let (en, ru) = (msg.text(Lang::En), msg.text(Lang::Ru));
            assert!(!en.trim().is_empty() && !ru.trim().is_empty(), "{msg:?}");
            assert_ne!(en, ru, "{msg:?}");
        }
    }
}
