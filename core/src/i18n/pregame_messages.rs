//! The pre-game sequence's sentences and labels: columns, the first
//! player, terrain, emplacements, column markers, deployment and the
//! commanders. Each key has its English and Russian text side by side, so
//! a missing translation is a compile error. Apart from the table's own
//! (`TableMsg`), so that the turns' page does not carry them.

super::define_messages! {
    /// A fixed sentence or label of the pre-game sequence.
    PreGameMsg;
    // ---------------------------------------------------------- keyboard
    TableByKeys => (
        "The table, seen from above: the arrow keys move a cursor over it, Enter places there",
        "Стол, вид сверху: стрелки двигают по нему курсор, Enter ставит туда"
    ),
    KeyCursor => (
        "Keyboard cursor: the arrow keys move it a quarter of a UW, with Shift a whole UW; Enter places here",
        "Курсор клавиатуры: стрелки сдвигают его на четверть UW, с Shift на целый UW; Enter ставит сюда"
    ),
    ConditionChooseHint => (
        "The scenario leaves this condition to you: choose how it turns out.",
        "Сценарий оставляет это условие вам: выберите, каким оно будет."
    ),
    ColumnsTitle => ("Columns", "Колонны"),
    ColumnWord => ("Column", "Колонна"),
    ColumnsHint => (
        "Drag units between the columns, or choose each unit's column. A column may stay empty.",
        "Перетаскивайте отряды между колоннами или выберите колонну для каждого отряда. Колонна может остаться пустой."
    ),
    SplitAutomatically => ("Split automatically", "Разделить автоматически"),
    ConfirmColumns => ("Confirm the columns", "Утвердить колонны"),
    ScoutWord => ("scout", "разведчик"),
    ScoutsHint => (
        "Your Scouting assets let this many units deploy anywhere in the zone:",
        "Приготовления разведки позволяют стольким отрядам встать где угодно в зоне:"
    ),
    FirstPlayerTitle => ("Who goes first", "Кто ходит первым"),
    RatingWord => ("rating", "рейтинг"),
    RollAgainTie => ("a tie: rolled again", "ничья: бросок повторён"),
    WonTheRoll => ("won the roll and choose", "выиграли бросок и выбирают"),
    GoFirst => ("We go first", "Мы ходим первыми"),
    GoSecond => ("The opponent goes first", "Первым ходит противник"),
    TerrainTitle => ("Terrain", "Местность"),
    NothingWord => ("nothing", "ничего"),
    TerrainKindLabel => ("This element is", "Этот элемент —"),
    TurnElement => ("Turn 30°", "Повернуть на 30°"),
    TerrainPlaceHint => (
        "Tap or click inside the highlighted quarter to set it up. Then every element scatters.",
        "Выберите место внутри подсвеченной четверти, чтобы поставить его. Потом все элементы сместятся."
    ),
    ElementsLeft => ("Elements left to set up", "Осталось поставить элементов"),
    PlaceAutomatically => ("Place automatically", "Поставить автоматически"),
    EmplacementsTitle => ("Emplacements", "Укрепления"),
    EmplacementUnit => ("The unit in the emplacement", "Отряд в укреплении"),
    EmplacementHint => (
        "Tap or click in your deployment zone where the emplacement goes.",
        "Выберите место для укрепления в своей зоне расстановки."
    ),
    EmplacementsLeft => ("Emplacements left", "Осталось укреплений"),
    MarkersTitle => ("Column markers", "Маркеры колонн"),
    MarkerHint => (
        "Tap or click in your deployment zone to place the marker of column",
        "Выберите место в своей зоне расстановки, чтобы поставить маркер колонны"
    ),
    DeploymentTitle => ("Setting up the units", "Расстановка отрядов"),
    DeploymentHint => (
        "Arrange them automatically, then drag a unit to adjust; or pick a unit below and click where it should stand. A column's units stand within 2 UW of its marker.",
        "Расставьте их автоматически, затем перетаскивайте отряды; или выберите отряд ниже, а затем место, где ему стоять. Отряды колонны стоят не дальше 2 UW от её маркера."
    ),
    ArrangeAutomatically => ("Arrange automatically", "Расставить автоматически"),
    DeploymentDone => ("Deployment done", "Расстановка закончена"),
    UnitsWaiting => ("Still to set up", "Ещё не выставлены"),
    CommandersTitle => ("Commanders", "Полководцы"),
    CommanderHint => (
        "Tap or click anywhere on the table to place",
        "Выберите любое место на столе, чтобы поставить"
    ),
    DeploymentZone => ("Deployment zone", "Зона расстановки"),
    ColumnMarker => ("Column marker", "Маркер колонны"),
    OtherSideSetsUp => ("The other side is setting up.", "Другая сторона готовится к бою."),
}
