//! A scenario shared by link, with no server (`#scenario=<code>` on the
//! game setup's page). A shipped scenario travels as its id: every copy of
//! the app has it. A scenario of the player's own travels as its whole
//! file, compacted and written in the link's alphabet (base64url), so the
//! receiver reads and checks it exactly as a file loaded by hand.

use super::{parse_scenario, Scenario, Scenarios};
use crate::army_list::problem::ListProblem;
use crate::army_list::Catalog;
use crate::i18n::plural::{count_noun, Noun};
use crate::i18n::Lang;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;

/// Marks an own scenario's file in a code; ids never start with it.
const OWN_MARK: char = '~';
/// The largest file a link carries: larger links are not passed on whole
/// by the chat programs and mail that carry them (the biggest shipped
/// scenario is 8 KB).
pub const MAX_LINKED_FILE_BYTES: usize = 24_000;
/// The name problems of a linked file give as its file.
pub const LINKED_FILE: &str = "link";

/// What a scenario link carries.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ScenarioLink {
    /// A shipped scenario, by its id.
    Shipped(String),
    /// The text of a scenario file of the player's own.
    Own(String),
}

/// Why a scenario link cannot be made or read.
#[derive(Clone, Debug, PartialEq)]
pub enum ScenarioLinkError {
    Empty,
    /// The file is too large to travel in a link.
    TooLarge {
        bytes: usize,
        max: usize,
    },
    /// Characters a link of this app never has, or a code cut short.
    Garbled,
    /// The code reads, but what it holds is not text.
    NotText,
    /// No shipped scenario has this id (the link is from a newer app, or
    /// was changed).
    UnknownScenario {
        id: String,
    },
    /// The file in the link does not pass the checks a file loaded by hand
    /// passes: every problem.
    Refused {
        problems: Vec<ListProblem>,
    },
}

impl ScenarioLink {
    /// The code that follows `#scenario=`.
    pub fn code(&self) -> Result<String, ScenarioLinkError> {
        match self {
            ScenarioLink::Shipped(id) => Ok(id.clone()),
            ScenarioLink::Own(text) => {
                let text = compact(text);
                if text.len() > MAX_LINKED_FILE_BYTES {
                    return Err(ScenarioLinkError::TooLarge {
                        bytes: text.len(),
                        max: MAX_LINKED_FILE_BYTES,
                    });
                }
                Ok(format!("{OWN_MARK}{}", URL_SAFE_NO_PAD.encode(text)))
            }
        }
    }

    /// What a code carries; its file is read and checked by [`resolve`].
    ///
    /// [`resolve`]: ScenarioLink::resolve
    pub fn parse(code: &str) -> Result<ScenarioLink, ScenarioLinkError> {
        let code = code.trim();
        if code.is_empty() {
            return Err(ScenarioLinkError::Empty);
        }
        let Some(encoded) = code.strip_prefix(OWN_MARK) else {
            let id_like = code
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_' || c == '-');
            return if id_like {
                Ok(ScenarioLink::Shipped(code.to_owned()))
            } else {
                Err(ScenarioLinkError::Garbled)
            };
        };
        // Base64 of the largest file allowed, and a little more.
        if encoded.len() > MAX_LINKED_FILE_BYTES * 4 / 3 + 4 {
            return Err(ScenarioLinkError::TooLarge {
                bytes: encoded.len() * 3 / 4,
                max: MAX_LINKED_FILE_BYTES,
            });
        }
        let bytes = URL_SAFE_NO_PAD
            .decode(encoded)
            .map_err(|_| ScenarioLinkError::Garbled)?;
        let text = String::from_utf8(bytes).map_err(|_| ScenarioLinkError::NotText)?;
        Ok(ScenarioLink::Own(text))
    }

    /// The scenario the link stands for: a shipped one found, an own file
    /// read and checked against the lists.
    pub fn resolve(
        &self,
        shipped: &Scenarios,
        catalog: &Catalog,
    ) -> Result<Scenario, ScenarioLinkError> {
        match self {
            ScenarioLink::Shipped(id) => shipped
                .find(id)
                .cloned()
                .ok_or_else(|| ScenarioLinkError::UnknownScenario { id: id.clone() }),
            ScenarioLink::Own(text) => parse_scenario(LINKED_FILE, text, catalog)
                .map_err(|problems| ScenarioLinkError::Refused { problems }),
        }
    }
}

/// The file without its layout: the same JSON, shorter. Text that is not
/// JSON is kept as it is, for the receiver's checks to name.
fn compact(text: &str) -> String {
    serde_json::from_str::<serde_json::Value>(text)
        .map_or_else(|_| text.to_owned(), |value| value.to_string())
}

impl ScenarioLinkError {
    /// The sentence for the player; a refused file's problems are listed
    /// under it, each in its own words.
    pub fn message(&self, lang: Lang) -> String {
        match self {
            ScenarioLinkError::Empty => lang
                .pick("The link holds no scenario.", "В ссылке нет сценария.")
                .to_owned(),
            ScenarioLinkError::TooLarge { bytes, max } => match lang {
                Lang::En => format!("The scenario file is too large to share by link ({bytes} bytes; at most {max}). Send the file itself."),
                Lang::Ru => format!("Файл сценария слишком велик для ссылки ({bytes} байт; не больше {max}). Пришлите сам файл."),
            },
            ScenarioLinkError::Garbled => lang
                .pick(
                    "The scenario link is damaged or cut short: it may have been changed while copying. Ask for the whole link again.",
                    "Ссылка на сценарий повреждена или обрезана: возможно, её испортили при копировании. Попросите прислать её целиком ещё раз."
                )
                .to_owned(),
            ScenarioLinkError::NotText => lang
                .pick(
                    "The scenario link does not hold a scenario file.",
                    "В ссылке на сценарий нет файла сценария."
                )
                .to_owned(),
            ScenarioLinkError::UnknownScenario { id } => match lang {
                Lang::En => format!("This app has no scenario \"{id}\": the link may come from a newer version. Reload the page to update the app."),
                Lang::Ru => format!("В приложении нет сценария «{id}»: возможно, ссылка из более новой версии. Обновите страницу, чтобы обновить приложение."),
            },
            ScenarioLinkError::Refused { problems } => {
                let count = count_noun(lang, problems.len() as i64, Noun::Problem);
                match lang {
                    Lang::En => format!("The scenario in the link does not pass the checks ({count}):"),
                    Lang::Ru => format!("Сценарий из ссылки не прошёл проверку ({count}):"),
                }
            }
        }
    }

    /// A refused file's problems, to list under the message.
    pub fn problems(&self) -> &[ListProblem] {
        match self {
            ScenarioLinkError::Refused { problems } => problems,
            _ => &[],
        }
    }
}
