//! What can be wrong with a list file. Each problem names the file, the
//! entry and the field it concerns, so a list writer can go straight to it.

use crate::engine::terrain::ShapeProblem;
use crate::i18n::float_text::fixed;
use crate::i18n::Lang;
use crate::roster::rules::Diagnostic;
use std::fmt::Write;

/// The kind of entry a problem is in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EntryKind {
    /// The file as a whole, or its top-level fields.
    File,
    Era,
    Unit,
    Action,
    Tactic,
    Asset,
    Limit,
    SpecialRule,
    Weapon,
    Retired,
    /// A sample army of a faction.
    Sample,
    /// One side's part of a scenario.
    ScenarioSide,
    /// An element of a scenario's fixed terrain.
    TerrainElement,
    /// A condition of a scenario that varies.
    Condition,
    /// An event of a scenario, tied to a phase.
    ScenarioEvent,
    /// A place on a scenario's table worth holding.
    Objective,
}

/// Which entry of a file a problem is in: its kind, its place in its array
/// and, when it has a readable one, its id.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EntryRef {
    pub kind: EntryKind,
    pub index: Option<usize>,
    pub id: Option<String>,
}

impl EntryRef {
    pub const FILE: EntryRef = EntryRef {
        kind: EntryKind::File,
        index: None,
        id: None,
    };

    pub fn new(kind: EntryKind, index: usize, id: Option<&str>) -> EntryRef {
        EntryRef {
            kind,
            index: Some(index),
            id: id.map(str::to_owned),
        }
    }
}

/// What a reference pointed at that does not exist.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RefKind {
    SpecialRule,
    Weapon,
    SharedAction,
    SharedTactic,
    SharedAsset,
    Era,
    Unit,
    /// An asset of the faction (a sample army names it).
    Asset,
    Faction,
    /// An objective of the scenario (an event names it).
    Objective,
}

/// How a value failed to have the expected shape.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ShapeError {
    MissingField {
        name: String,
    },
    UnknownField {
        name: String,
    },
    /// `found` and `expected` are the parser's own words, shown verbatim.
    WrongType {
        found: String,
        expected: String,
    },
    WrongValue {
        found: String,
        expected: String,
    },
    Other {
        detail: String,
    },
}

#[derive(Clone, Debug, PartialEq)]
pub enum ProblemKind {
    /// The file could not be fetched at all.
    Unreadable {
        reason: ReadFailure,
    },
    TooLarge {
        bytes: usize,
        limit: usize,
    },
    NotJson {
        line: usize,
        column: usize,
    },
    Shape(ShapeError),
    UnknownEffect {
        found: String,
    },
    UnsupportedVersion {
        found: u32,
        supported: u32,
    },
    DuplicateId {
        id: String,
    },
    MalformedId {
        id: String,
    },
    MissingTranslation {
        lang: Lang,
    },
    UnknownReference {
        kind: RefKind,
        id: String,
    },
    OutOfRange {
        value: i64,
        min: i64,
        max: i64,
    },
    /// A unit must be exactly one of infantry, cavalry and artillery.
    UnitTypeCount {
        found: usize,
    },
    MissingParameter {
        rule: String,
        name: String,
    },
    UnexpectedParameter {
        rule: String,
        name: String,
    },
    EraMismatch {
        in_file: String,
        in_index: String,
    },
    Empty,
    /// A limit whose minimum exceeds its maximum, or with neither.
    InconsistentLimit,
    /// A player's own list used the id of a list shipped with the app.
    TakenByShippedFaction {
        id: String,
    },
    /// Two ids share a share-link code, so links could not tell them apart.
    LinkCodeClash {
        other: String,
    },
    /// A retired id is still in use by a current entry.
    RetiredStillInUse,
    /// A unit's service dates reach outside its era.
    YearsOutsideEra {
        first: u16,
        last: u16,
        era_first: u16,
        era_last: u16,
    },
    /// A unit's first year of service comes after its last.
    YearsReversed {
        first: u16,
        last: u16,
    },
    /// A sample army breaks a list-building rule of its faction.
    SampleBreaksRule {
        diagnostic: Diagnostic,
    },
    /// A scenario's shape cannot be an outline (a terrain element, an
    /// objective).
    BadOutline {
        problem: ShapeProblem,
    },
    /// A scenario's shape reaches off the table.
    OffTable,
    /// A scenario's terrain element lies on another (numbered from 1).
    Overlaps {
        other: usize,
    },
    /// A scenario's two deployment zones share ground.
    ZonesOverlap,
    /// Emplacements come with the armies' assets, not with the table.
    EmplacementInLayout,
    /// A rolled condition must give each face of the d6 exactly one option.
    FaceCount {
        face: u8,
        options: usize,
    },
    /// A rolled condition's option without the faces it takes, or a chosen
    /// one with them.
    RollMismatch {
        rolled: bool,
    },
    /// Reinforcements name a column or units: exactly one of them.
    ReinforcementsWhat,
    /// Units named for a side whose army is the player's own.
    UnitsOfOwnArmy,
    /// More of a unit arrive than the fixed army has.
    MoreThanTheArmy {
        unit: String,
        asked: u32,
        has: u32,
    },
    /// A fixed army of a faction of another era than the scenario's.
    EraOfArmy {
        found: String,
        expected: String,
    },
    /// Winning by objectives needs objectives on the table.
    NoObjectives,
    /// A condition changes the end of a scenario that has none.
    NoEndToShift,
    /// Only one event may end the game.
    TwoEnds,
    /// A value given twice where each may come once.
    Repeated {
        value: String,
    },
}

/// Why a file could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReadFailure {
    NotFound,
    HttpStatus(u16),
    Network,
}

/// One problem found in one file.
#[derive(Clone, Debug, PartialEq)]
pub struct ListProblem {
    /// The file's path as the app fetched it, e.g. `army_lists/index.json`.
    pub file: String,
    pub entry: EntryRef,
    /// The field within the entry, as a path such as `fire.range`; empty for
    /// the entry as a whole.
    pub field: String,
    pub kind: ProblemKind,
}

impl ListProblem {
    pub fn new(file: &str, entry: EntryRef, field: impl Into<String>, kind: ProblemKind) -> Self {
        ListProblem {
            file: file.to_owned(),
            entry,
            field: field.into(),
            kind,
        }
    }

    /// "units[2] (line_infantry), field points" in the reader's language.
    pub fn location(&self, lang: Lang) -> String {
        let mut out = String::new();
        let entry = &self.entry;
        if entry.kind != EntryKind::File || entry.index.is_some() {
            out.push_str(entry_kind_name(entry.kind, lang));
            if let Some(index) = entry.index {
                let _ = write!(out, " #{}", index + 1);
            }
            if let Some(id) = &entry.id {
                let _ = write!(out, " «{id}»");
            }
        }
        if !self.field.is_empty() {
            if !out.is_empty() {
                out.push_str(", ");
            }
            let _ = write!(out, "{} «{}»", lang.pick("field", "поле"), self.field);
        }
        out
    }

    /// The problem in a sentence, without its location.
    pub fn message(&self, lang: Lang) -> String {
        describe_kind(&self.kind, lang)
    }

    /// File, location and message in one line.
    pub fn describe(&self, lang: Lang) -> String {
        let location = self.location(lang);
        if location.is_empty() {
            format!("{}: {}", self.file, self.message(lang))
        } else {
            format!("{} — {}: {}", self.file, location, self.message(lang))
        }
    }
}

fn entry_kind_name(kind: EntryKind, lang: Lang) -> &'static str {
    match kind {
        EntryKind::File => lang.pick("file", "файл"),
        EntryKind::Era => lang.pick("era", "эпоха"),
        EntryKind::Unit => lang.pick("unit", "отряд"),
        EntryKind::Action => lang.pick("action", "действие"),
        EntryKind::Tactic => lang.pick("tactic", "тактика"),
        EntryKind::Asset => lang.pick("asset", "приготовление"),
        EntryKind::Limit => lang.pick("limit", "ограничение"),
        EntryKind::SpecialRule => lang.pick("special rule", "спецправило"),
        EntryKind::Weapon => lang.pick("weapon", "оружие"),
        EntryKind::Retired => lang.pick("retired entry", "снятая запись"),
        EntryKind::Sample => lang.pick("sample army", "готовая армия"),
        EntryKind::ScenarioSide => lang.pick("side", "сторона"),
        EntryKind::TerrainElement => lang.pick("terrain element", "элемент местности"),
        EntryKind::Condition => lang.pick("condition", "условие"),
        EntryKind::ScenarioEvent => lang.pick("event", "событие"),
        EntryKind::Objective => lang.pick("objective", "цель"),
    }
}

fn ref_kind_name(kind: RefKind, lang: Lang) -> &'static str {
    match kind {
        RefKind::SpecialRule => lang.pick("special rule", "спецправило"),
        RefKind::Weapon => lang.pick("weapon", "оружие"),
        RefKind::SharedAction => lang.pick("shared action", "общее действие"),
        RefKind::SharedTactic => lang.pick("shared tactic", "общая тактика"),
        RefKind::SharedAsset => lang.pick("shared asset", "общее приготовление"),
        RefKind::Era => lang.pick("era", "эпоха"),
        RefKind::Unit => lang.pick("unit", "отряд"),
        RefKind::Asset => lang.pick("asset", "приготовление"),
        RefKind::Faction => lang.pick("faction", "фракция"),
        RefKind::Objective => lang.pick("objective", "цель"),
    }
}

fn describe_kind(kind: &ProblemKind, lang: Lang) -> String {
    use ProblemKind::*;
    match kind {
        Unreadable { reason } => match reason {
            ReadFailure::NotFound => lang
                .pick("the file was not found", "файл не найден")
                .to_owned(),
            ReadFailure::HttpStatus(code) => format!(
                "{} {code}",
                lang.pick(
                    "the server refused the file with status",
                    "сервер не отдал файл, код"
                )
            ),
            ReadFailure::Network => lang
                .pick(
                    "the file could not be fetched (network error)",
                    "файл не удалось загрузить (ошибка сети)",
                )
                .to_owned(),
        },
        TooLarge { bytes, limit } => format!(
            "{} ({} MB > {} MB)",
            lang.pick(
                "the file is too large to be an army list",
                "файл слишком велик для списка армии"
            ),
            fixed(megabytes(*bytes), 1),
            fixed(megabytes(*limit), 1)
        ),
        NotJson { line, column } => format!(
            "{} {line}, {} {column}",
            lang.pick(
                "the file is not valid JSON: error at line",
                "файл не является корректным JSON: ошибка в строке"
            ),
            lang.pick("column", "столбец")
        ),
        Shape(shape) => describe_shape(shape, lang),
        UnknownEffect { found } => format!(
            "{} «{found}»",
            lang.pick("the engine has no effect called", "движок не знает эффекта")
        ),
        UnsupportedVersion { found, supported } => format!(
            "{} {found}; {} {supported}",
            lang.pick("data_version is", "data_version равна"),
            lang.pick("this app reads version", "это приложение читает версию")
        ),
        DuplicateId { id } => format!(
            "{} «{id}» {}",
            lang.pick("the id", "идентификатор"),
            lang.pick("is used more than once", "встречается больше одного раза")
        ),
        MalformedId { id } => format!(
            "«{id}» {}",
            lang.pick(
                "is not a valid id: use lower-case latin letters, digits and _",
                "— недопустимый идентификатор: используйте строчные латинские буквы, цифры и _"
            )
        ),
        MissingTranslation { lang: missing } => format!(
            "{} {}",
            lang.pick("the text is missing in", "нет текста на языке:"),
            match missing {
                Lang::En => lang.pick("English", "английский"),
                Lang::Ru => lang.pick("Russian", "русский"),
            }
        ),
        UnknownReference { kind, id } => format!(
            "{} «{id}» {}",
            ref_kind_name(*kind, lang),
            lang.pick("is not defined", "не определено")
        ),
        OutOfRange { value, min, max } => format!(
            "{value} {} {min}–{max}",
            lang.pick(
                "is impossible here; allowed:",
                "— невозможное значение; допустимо:"
            )
        ),
        UnitTypeCount { found } => format!(
            "{} ({} {found})",
            lang.pick(
                "a unit must have exactly one of the rules infantry, cavalry, artillery",
                "у отряда должно быть ровно одно из правил: пехота, кавалерия, артиллерия"
            ),
            lang.pick("found", "найдено")
        ),
        MissingParameter { rule, name } => format!(
            "{} «{rule}» {} «{name}»",
            lang.pick("the special rule", "спецправилу"),
            lang.pick("needs the parameter", "нужен параметр")
        ),
        UnexpectedParameter { rule, name } => format!(
            "{} «{rule}» {} «{name}»",
            lang.pick("the special rule", "спецправило"),
            lang.pick("takes no parameter", "не принимает параметр")
        ),
        EraMismatch { in_file, in_index } => format!(
            "{} «{in_file}», {} «{in_index}»",
            lang.pick("the file says era", "в файле указана эпоха"),
            lang.pick(
                "but index.json lists it under",
                "но index.json относит его к эпохе"
            )
        ),
        Empty => lang
            .pick("must not be empty", "не может быть пустым")
            .to_owned(),
        TakenByShippedFaction { id } => format!(
            "{} «{id}» {}",
            lang.pick("the id", "идентификатор"),
            lang.pick(
                "belongs to a list shipped with the app; give your list its own id",
                "принадлежит встроенному списку; дайте своему списку другой идентификатор"
            )
        ),
        LinkCodeClash { other } => format!(
            "{} «{other}»; {}",
            lang.pick("this id has the same link code as", "у этого идентификатора тот же код в ссылках, что у"),
            lang.pick("choose another id", "выберите другой идентификатор")
        ),
        RetiredStillInUse => lang
            .pick(
                "a retired id is still used by a current entry; ids are never reused",
                "снятый идентификатор всё ещё используется; идентификаторы не используются повторно"
            )
            .to_owned(),
        YearsOutsideEra {
            first,
            last,
            era_first,
            era_last,
        } => match lang {
            Lang::En => format!(
                "the service years {first}–{last} reach outside the era's years {era_first}–{era_last}"
            ),
            Lang::Ru => format!(
                "годы службы {first}–{last} выходят за годы эпохи {era_first}–{era_last}"
            ),
        },
        YearsReversed { first, last } => match lang {
            Lang::En => format!(
                "the first year of service, {first}, comes after the last, {last}"
            ),
            Lang::Ru => format!(
                "первый год службы, {first}, позже последнего, {last}"
            ),
        },
        SampleBreaksRule { diagnostic } => format!(
            "{}: {}",
            lang.pick(
                "the sample army breaks a list-building rule",
                "готовая армия нарушает правило составления армии"
            ),
            diagnostic.message_by_id(lang)
        ),
        InconsistentLimit => lang
            .pick(
                "a limit needs a min or a max, and min may not exceed max",
                "у ограничения должен быть min или max, и min не больше max",
            )
            .to_owned(),
        BadOutline { .. }
        | OffTable
        | Overlaps { .. }
        | ZonesOverlap
        | EmplacementInLayout
        | FaceCount { .. }
        | RollMismatch { .. }
        | ReinforcementsWhat
        | UnitsOfOwnArmy
        | MoreThanTheArmy { .. }
        | EraOfArmy { .. }
        | NoObjectives
        | NoEndToShift
        | TwoEnds
        | Repeated { .. } => describe_scenario_kind(kind, lang),
    }
}

/// The problems only a scenario file can have.
fn describe_scenario_kind(kind: &ProblemKind, lang: Lang) -> String {
    use ProblemKind::*;
    let fixed = |en: &str, ru: &str| lang.pick(en, ru).to_owned();
    match kind {
        BadOutline { problem } => format!(
            "{}: {}",
            lang.pick("the outline is impossible", "контур невозможен"),
            problem.words(lang)
        ),
        OffTable => fixed("it reaches off the table", "выходит за край стола"),
        Overlaps { other } => match lang {
            Lang::En => format!("it lies on terrain element {other}"),
            Lang::Ru => format!("налезает на элемент местности {other}"),
        },
        ZonesOverlap => fixed(
            "the two sides' deployment zones share ground",
            "зоны расстановки двух сторон пересекаются",
        ),
        EmplacementInLayout => fixed(
            "emplacements come with the armies' assets, not with the table",
            "укрепления приходят с приготовлениями армий, а не со столом",
        ),
        FaceCount { face, options } => match lang {
            Lang::En => format!("the die's face {face} gives {options} options; each face must give exactly one"),
            Lang::Ru => format!("грань кубика {face} даёт вариантов: {options}; каждая грань должна давать ровно один"),
        },
        RollMismatch { rolled: true } => fixed(
            "a rolled condition's option needs the faces of the die that give it (\"roll\": [low, high])",
            "варианту условия, решаемого броском, нужны грани кубика, которые его дают (\"roll\": [от, до])",
        ),
        RollMismatch { rolled: false } => fixed(
            "a chosen condition's option takes no faces of the die",
            "у варианта условия, которое выбирают, не бывает граней кубика",
        ),
        ReinforcementsWhat => fixed(
            "reinforcements name either a column or units, exactly one of the two",
            "подкрепление называет либо колонну, либо отряды — ровно одно из двух",
        ),
        UnitsOfOwnArmy => fixed(
            "units can be named only for a side whose army the scenario fixes; name a column instead",
            "отряды можно называть только для стороны с армией, заданной сценарием; укажите колонну",
        ),
        MoreThanTheArmy { unit, asked, has } => match lang {
            Lang::En => format!("{asked} of «{unit}» are to arrive, but the side's army has {has}"),
            Lang::Ru => format!("должно прибыть «{unit}»: {asked}, а в армии стороны их {has}"),
        },
        EraOfArmy { found, expected } => match lang {
            Lang::En => format!("the army's faction is of the era «{found}», the scenario's is «{expected}»"),
            Lang::Ru => format!("фракция армии из эпохи «{found}», а сценарий — из эпохи «{expected}»"),
        },
        NoObjectives => fixed(
            "victory by objectives needs at least one objective on the table",
            "для победы по целям на столе нужна хотя бы одна цель",
        ),
        NoEndToShift => fixed(
            "a condition moves the end of the game, but no event ends it",
            "условие сдвигает конец игры, но ни одно событие её не заканчивает",
        ),
        TwoEnds => fixed(
            "only one event may end the game",
            "закончить игру может только одно событие",
        ),
        Repeated { value } => format!(
            "«{value}» {}",
            lang.pick("is given more than once", "указано больше одного раза")
        ),
        // The lists' own kinds are described by `describe_kind`.
        _ => String::new(),
    }
}

fn describe_shape(shape: &ShapeError, lang: Lang) -> String {
    match shape {
        ShapeError::MissingField { name } => format!(
            "{} «{name}»",
            lang.pick("missing field", "нет обязательного поля")
        ),
        ShapeError::UnknownField { name } => format!(
            "{} «{name}»",
            lang.pick("unknown field", "неизвестное поле")
        ),
        ShapeError::WrongType { found, expected } => format!(
            "{} {expected}, {} {found}",
            lang.pick("expected", "ожидалось"),
            lang.pick("found", "найдено")
        ),
        ShapeError::WrongValue { found, expected } => format!(
            "{} {found}; {} {expected}",
            lang.pick("invalid value", "недопустимое значение"),
            lang.pick("expected", "ожидалось")
        ),
        ShapeError::Other { detail } => format!(
            "{}: {detail}",
            lang.pick("unreadable value", "не удалось прочитать значение")
        ),
    }
}

fn megabytes(bytes: usize) -> f64 {
    bytes as f64 / 1_000_000.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_problem_names_file_entry_and_field_in_both_languages() {
        let problem = ListProblem::new(
            "army_lists/x.json",
            EntryRef::new(EntryKind::Unit, 2, Some("line_infantry")),
            "points",
            ProblemKind::OutOfRange {
                value: 0,
                min: 1,
                max: 500,
            },
        );
        let en = problem.describe(Lang::En);
        assert!(
            en.starts_with("army_lists/x.json — unit #3 «line_infantry», field «points»"),
            "{en}"
        );
        assert!(en.contains("1–500"), "{en}");
        let ru = problem.describe(Lang::Ru);
        assert!(
            ru.contains("отряд #3 «line_infantry», поле «points»"),
            "{ru}"
        );
    }

    #[test]
    fn a_whole_file_problem_has_no_location() {
        let problem = ListProblem::new(
            "army_lists/index.json",
            EntryRef::FILE,
            "",
            ProblemKind::Unreadable {
                reason: ReadFailure::NotFound,
            },
        );
        assert_eq!(
            problem.describe(Lang::En),
            "army_lists/index.json: the file was not found"
        );
    }
}
