//! The lab's refusals and failures in words, in both languages.

use super::runner::GameFailure;
use super::{LabError, LabList};
use crate::game::names::Names;
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
            LabError::NoOpponents => {
                if en {
                    "A run against the field needs at least one opponent: tick one.".to_owned()
                } else {
                    "Для прогона против всех соперников нужен хотя бы один соперник: отметьте его."
                        .to_owned()
                }
            }
            LabError::Setup { list, error } => {
                let who = capital(&list.name(lang));
                if en {
                    format!(
                        "{who} cannot be set up for a game: {}",
                        error.describe(lang)
                    )
                } else {
                    format!("{who}: игру не расставить. {}", error.describe(lang))
                }
            }
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
