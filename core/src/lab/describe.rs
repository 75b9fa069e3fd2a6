//! The lab's refusals and failures in words, in both languages; what a
//! plan plays (the scenario, the list's side) and how its games end.

use super::runner::GameFailure;
use super::scenario::ScenarioRefusal;
use super::{LabError, LabList, LabPlan, LabPlayers, LAB_TURN_LIMIT};
use crate::engine::Side;
use crate::game::names::Names;
use crate::game::scenario::ScenarioInPlay;
use crate::game::setup::SetupError;
use crate::i18n::lab_messages::LabMsg;
use crate::i18n::plural::{count_noun, Noun};
use crate::i18n::Lang;

impl LabList {
    /// The army's name in a sentence: "list A", "the target", "opponent 3".
    pub fn name(self, lang: Lang) -> String {
        match (self, lang) {
            (LabList::A, Lang::En) => "list A".to_owned(),
            (LabList::A, Lang::Ru) => "список A".to_owned(),
            (LabList::B, Lang::En) => "list B".to_owned(),
            (LabList::B, Lang::Ru) => "список B".to_owned(),
            (LabList::Target, Lang::En) => "the target".to_owned(),
            (LabList::Target, Lang::Ru) => "мишень".to_owned(),
            (LabList::Opponent(k), Lang::En) => format!("opponent {}", k + 1),
            (LabList::Opponent(k), Lang::Ru) => format!("соперник № {}", k + 1),
        }
    }
}

/// The first letter in upper case, for a name that begins a sentence.
fn capital(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

impl LabError {
    /// A sentence saying what is wrong and what to do.
    pub fn describe(&self, lang: Lang) -> String {
        let en = lang == Lang::En;
        match self {
            LabError::GamesNotANumber { text } => {
                if en {
                    format!("The number of games must be a whole number, not «{text}».")
                } else {
                    format!("Число партий должно быть целым числом, а не «{text}».")
                }
            }
            LabError::GamesOutOfRange { games, min, max } => {
                if en {
                    format!("{games} games is out of range: the lab plays from {min} to {max} games a run.")
                } else {
                    format!("{games} — вне допустимого: лаборатория играет от {min} до {max} партий за раз.")
                }
            }
            LabError::SeedNotANumber { text } => {
                if en {
                    format!("The seed must be a whole number from 0 to 18446744073709551615, not «{text}».")
                } else {
                    format!("Зерно должно быть целым числом от 0 до 18446744073709551615, а не «{text}».")
                }
            }
            LabError::UnknownFaction { list, faction } => {
                let who = capital(&list.name(lang));
                if en {
                    format!("{who} is of a faction the loaded lists do not have: «{faction}».")
                } else {
                    format!("{who}: такой фракции нет среди загруженных списков: «{faction}».")
                }
            }
            LabError::OtherEra {
                list,
                era,
                expected,
            } => {
                let who = capital(&list.name(lang));
                let (era, expected) = (era.get(lang), expected.get(lang));
                if en {
                    format!("{who} is of another era ({era}) than list A ({expected}): the lab compares armies of one era.")
                } else {
                    format!("{who} другой эпохи ({era}), чем список A ({expected}): лаборатория сравнивает армии одной эпохи.")
                }
            }
            LabError::ListProblems { list, problems } => {
                let who = capital(&list.name(lang));
                let count = count_noun(lang, *problems as i64, Noun::Problem);
                if en {
                    format!("{who} breaks the list rules ({count}): fix it in the builder before the run.")
                } else {
                    format!("{who} нарушает правила списка ({count}): исправьте армию в редакторе перед запуском.")
                }
            }
            LabError::NoListB => {
                if en {
                    "A head-to-head run plays list A against list B: choose list B.".to_owned()
                } else {
                    "В поединке список A играет против списка B: выберите список B.".to_owned()
                }
            }
            LabError::Team { problem } => problem.describe(lang),
            LabError::NoAlly => {
                if en {
                    "A run of allies plays list A with list B beside it: choose list B as the ally."
                        .to_owned()
                } else {
                    "В прогоне союзников список A играет вместе со списком B: выберите список B союзником.".to_owned()
                }
            }
            LabError::AlliesInScenario => {
                if en {
                    "A run of allies is played as the pitched battle: choose it instead of the scenario.".to_owned()
                } else {
                    "Прогон союзников играется как генеральное сражение: выберите его вместо сценария.".to_owned()
                }
            }
            LabError::NoOpponents => {
                if en {
                    "A run against the field needs at least one opponent: tick one.".to_owned()
                } else {
                    "Для прогона против всех соперников нужен хотя бы один соперник: отметьте его."
                        .to_owned()
                }
            }
            LabError::UnknownScenario { id } => {
                if en {
                    format!("There is no scenario «{id}» among those the lab has loaded: choose one from the list.")
                } else {
                    format!("Сценария «{id}» нет среди загруженных лабораторией: выберите сценарий из списка.")
                }
            }
            LabError::ScenarioOtherEra { scenario, era } => {
                let (name, era) = (scenario.get(lang), era.get(lang));
                if en {
                    format!(
                        "The scenario «{name}» is for armies of another era ({era}) than list A's."
                    )
                } else {
                    format!("Сценарий «{name}» — для армий другой эпохи ({era}), чем у списка A.")
                }
            }
            LabError::ScenarioFixesArmies { scenario } => {
                let name = scenario.get(lang);
                if en {
                    format!("The scenario «{name}» gives both sides their armies, as history had them, so a list cannot be tried in it.")
                } else {
                    format!("Сценарий «{name}» сам задаёт армии обеих сторон, как было в истории, поэтому испытать в нём список нельзя.")
                }
            }
            LabError::Setup { list, error } => not_set_up(*list, error, lang),
        }
    }
}

/// The sentence of an army that cannot be set up for a game.
fn not_set_up(list: LabList, error: &SetupError, lang: Lang) -> String {
    let who = capital(&list.name(lang));
    match lang {
        Lang::En => format!(
            "{who} cannot be set up for a game: {}",
            error.describe(lang)
        ),
        Lang::Ru => format!("{who}: игру не расставить. {}", error.describe(lang)),
    }
}

impl ScenarioRefusal {
    /// A sentence saying why the scenario's games could not be set up.
    pub fn describe(&self, lang: Lang) -> String {
        match self {
            ScenarioRefusal::NotRead { problems } => {
                let count = count_noun(lang, problems.len() as i64, Noun::Problem);
                let each: Vec<String> = problems.iter().map(|p| p.describe(lang)).collect();
                let each = each.join(" ");
                match lang {
                    Lang::En => format!("The scenario could not be read where the games are played ({count}): {each}"),
                    Lang::Ru => format!("Сценарий не прочитался там, где играются партии ({count}): {each}"),
                }
            }
            ScenarioRefusal::Setup { list, error } => not_set_up(*list, error, lang),
        }
    }
}

/// How a scenario's games end in the lab: its own end, with the lab's turn
/// limit as the latest, and its verdict.
fn scenario_ending(scenario: &ScenarioInPlay, lang: Lang) -> String {
    let limit = LAB_TURN_LIMIT;
    let end = match (scenario.end_phase(), lang) {
        (Some(phase), Lang::En) => format!("A game ends when an army's morale falls to 0; or at the end of the turn in which the scenario's phase reaches {phase} (the phase moves on with the sixes rolled on the action dice, and the scenario's conditions may move its end); or after turn {limit} at the latest."),
        (Some(phase), Lang::Ru) => format!("Партия заканчивается, когда боевой дух армии падает до 0; или в конце хода, на котором фаза сценария доходит до {phase} (фаза растёт с шестёрками на кубиках действий, а условия сценария могут сдвинуть конец); или самое позднее после {limit}-го хода."),
        (None, Lang::En) => format!("A game ends when an army's morale falls to 0, or after turn {limit}: the scenario sets no end of its own."),
        (None, Lang::Ru) => format!("Партия заканчивается, когда боевой дух армии падает до 0, или после {limit}-го хода: своего конца сценарий не задаёт."),
    };
    let measures: Vec<&str> = (scenario.victory.measures.iter())
        .map(|m| m.words(lang))
        .collect();
    let then = lang.pick(", then ", ", затем ");
    let level = match (scenario.victory.otherwise, lang) {
        (None, Lang::En) => "a draw",
        (None, Lang::Ru) => "ничья",
        (Some(Side::A), Lang::En) => "Blue wins",
        (Some(Side::A), Lang::Ru) => "побеждают синие",
        (Some(Side::B), Lang::En) => "Red wins",
        (Some(Side::B), Lang::Ru) => "побеждают красные",
    };
    let verdict = match (measures.is_empty(), lang) {
        (true, Lang::En) => format!("A game still going then is not judged by any measure: {level}."),
        (true, Lang::Ru) => format!("Партию, которая к тому времени ещё идёт, не решает никакой счёт: {level}."),
        (false, Lang::En) => format!("A game still going then is judged by the scenario, comparing in order {}: the side ahead on the first that differs wins; all equal, {level}. So wins can outnumber armies broken.", measures.join(then)),
        (false, Lang::Ru) => format!("Партию, которая к тому времени ещё идёт, решает сценарий: по порядку сравниваются {}; побеждает та сторона, что впереди по первому же различию, а при равенстве во всём — {level}. Поэтому побед может быть больше, чем сломленных армий.", measures.join(then)),
    };
    format!("{end} {verdict}")
}

impl LabPlan {
    /// How the plan's games end: the lab's turn limit and the morale kept,
    /// or, once set up by a scenario, its own end and verdict.
    pub fn ending(&self, lang: Lang) -> String {
        match self.scenario_played() {
            Some(scenario) => scenario_ending(scenario, lang),
            None => LabMsg::TurnLimitNote.text(lang).to_owned(),
        }
    }

    /// What the plan plays, in a sentence: the scenario it is set up by
    /// (or the standard game) and the side list A plays, named as the
    /// scenario names it.
    pub fn played(&self, lang: Lang) -> String {
        let scenario = self.scenario_played();
        let name = scenario.map_or_else(
            || LabMsg::StandardGame.text(lang).to_owned(),
            |s| format!("«{}»", s.name.get(lang)),
        );
        let side = match (self.side, lang) {
            (Side::A, Lang::En) => "Blue (side A, the south edge)",
            (Side::A, Lang::Ru) => "за синих (сторона A, южный край)",
            (Side::B, Lang::En) => "Red (side B, the north edge)",
            (Side::B, Lang::Ru) => "за красных (сторона B, северный край)",
        };
        let role = scenario
            .and_then(|s| s.side_names[self.side].as_ref())
            .map(|role| format!(": «{}»", role.get(lang)))
            .unwrap_or_default();
        let swapped = match (self.players, lang) {
            (LabPlayers::AgainstGoldfish, _) => "",
            (_, Lang::En) => "; each seed is played again with the sides swapped",
            (_, Lang::Ru) => "; каждое зерно играется и со сменой сторон",
        };
        match lang {
            Lang::En => format!("{name}. List A plays {side}{role}{swapped}."),
            Lang::Ru => format!("{name}. Список A играет {side}{role}{swapped}."),
        }
    }
}

impl GameFailure {
    /// A sentence saying which game failed and why.
    pub fn describe(&self, seed: u64, lang: Lang) -> String {
        let names = Names::plain(lang);
        let en = lang == Lang::En;
        match self {
            GameFailure::Start { error } => {
                if en {
                    format!(
                        "The game of seed {seed} could not start: {}",
                        error.describe(&names)
                    )
                } else {
                    format!(
                        "Партия с зерном {seed} не началась: {}",
                        error.describe(&names)
                    )
                }
            }
            GameFailure::Refused { decision, error } => {
                let n = decision + 1;
                if en {
                    format!(
                        "In the game of seed {seed}, decision {n} was refused: {}",
                        error.describe(&names)
                    )
                } else {
                    format!(
                        "В партии с зерном {seed} отклонено решение № {n}: {}",
                        error.describe(&names)
                    )
                }
            }
            GameFailure::NoDecision { decision } => {
                let n = decision + 1;
                if en {
                    format!("In the game of seed {seed}, no player made decision {n}.")
                } else {
                    format!("В партии с зерном {seed} никто не принял решение № {n}.")
                }
            }
            GameFailure::NoSuchGame { series, game } => {
                let (s, g) = (series + 1, game + 1);
                if en {
                    format!("The run has no game {g} in its series {s}.")
                } else {
                    format!("В серии № {s} этого прогона нет партии № {g}.")
                }
            }
            GameFailure::TooLong => {
                if en {
                    format!("The game of seed {seed} went on without end and was stopped.")
                } else {
                    format!("Партия с зерном {seed} шла без конца и была остановлена.")
                }
            }
        }
    }
}
