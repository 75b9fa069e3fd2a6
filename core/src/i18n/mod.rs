//! Translation: every sentence the app shows goes through here.
//!
//! Two languages are few enough that a compiler-checked match is lighter and
//! safer than a message-catalogue crate: adding a [`Msg`] without both
//! translations does not compile. Data from the army lists carries its own
//! translations as [`Text`].

/// Defines an enum of fixed interface texts, each key with its English and
/// Russian text side by side, with `ALL` and the (en, ru) pair.
macro_rules! define_messages {
    ($(#[$meta:meta])* $name:ident; $($key:ident => ($en:expr, $ru:expr),)*) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum $name {
            $($key,)*
        }

        impl $name {
            pub const ALL: &'static [$name] = &[$($name::$key,)*];

            pub fn text(self, lang: $crate::i18n::Lang) -> &'static str {
                let (en, ru) = self.pair();
                lang.pick(en, ru)
            }

            fn pair(self) -> (&'static str, &'static str) {
                match self {
                    $($name::$key => ($en, $ru),)*
                }
            }
        }
    };
}
pub(crate) use define_messages;

pub(crate) mod case;
pub(crate) mod float_text;
pub(crate) mod lab_messages;
pub(crate) mod messages;
pub(crate) mod plural;
pub(crate) mod pregame_messages;
pub(crate) mod setup_messages;
pub(crate) mod shell_messages;
pub(crate) mod table_messages;

pub(crate) use plural::{count_noun, Noun};

use serde::{Deserialize, Serialize};

/// A language the app is translated into.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Lang {
    #[default]
    #[serde(rename = "en")]
    En,
    #[serde(rename = "ru")]
    Ru,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Ru];

    /// The ISO 639-1 code, as used in `lang` attributes and the data files.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ru => "ru",
        }
    }

    /// Reads a browser language tag such as `ru-RU`; anything unknown is English.
    pub fn from_tag(tag: &str) -> Lang {
        let primary = tag.split(['-', '_']).next().unwrap_or("");
        if primary.eq_ignore_ascii_case("ru") {
            Lang::Ru
        } else {
            Lang::En
        }
    }

    /// Picks this language's member of an (English, Russian) pair.
    pub fn pick<T>(self, en: T, ru: T) -> T {
        match self {
            Lang::En => en,
            Lang::Ru => ru,
        }
    }
}

/// A text from the army lists, in both languages. A missing language reads
/// as empty, so that validation can name it instead of failing the parse.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Text {
    pub en: String,
    pub ru: String,
}

impl Text {
    pub fn new(en: impl Into<String>, ru: impl Into<String>) -> Text {
        Text {
            en: en.into(),
            ru: ru.into(),
        }
    }

    pub fn get(&self, lang: Lang) -> &str {
        lang.pick(&self.en, &self.ru)
    }

    /// The languages whose text is missing or blank.
    pub fn missing(&self) -> Vec<Lang> {
        Lang::ALL
            .into_iter()
            .filter(|lang| self.get(*lang).trim().is_empty())
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn browser_tags_map_to_languages() {
        assert_eq!(Lang::from_tag("ru-RU"), Lang::Ru);
        assert_eq!(Lang::from_tag("RU"), Lang::Ru);
        assert_eq!(Lang::from_tag("en-GB"), Lang::En);
        assert_eq!(Lang::from_tag("de"), Lang::En);
        assert_eq!(Lang::from_tag(""), Lang::En);
    }

    /// Every text of a catalogue in both languages, and not the same in
    /// both (a copied English string in the Russian slot is the usual slip).
    fn translated<M: Copy + std::fmt::Debug>(all: &[M], text: impl Fn(M, Lang) -> &'static str) {
        for msg in all {
            let (en, ru) = (text(*msg, Lang::En), text(*msg, Lang::Ru));
            assert!(!en.trim().is_empty() && !ru.trim().is_empty(), "{msg:?}");
            assert_ne!(en, ru, "{msg:?}");
        }
    }

    #[test]
    fn every_catalogue_has_both_languages_and_they_differ() {
        translated(messages::Msg::ALL, messages::Msg::text);
        translated(
            shell_messages::ShellMsg::ALL,
            shell_messages::ShellMsg::text,
        );
        translated(
            shell_messages::StaticMsg::ALL,
            shell_messages::StaticMsg::text,
        );
        translated(
            table_messages::TableMsg::ALL,
            table_messages::TableMsg::text,
        );
        translated(
            setup_messages::SetupMsg::ALL,
            setup_messages::SetupMsg::text,
        );
        translated(
            pregame_messages::PreGameMsg::ALL,
            pregame_messages::PreGameMsg::text,
        );
        translated(lab_messages::LabMsg::ALL, lab_messages::LabMsg::text);
    }

    #[test]
    fn text_reports_blank_translations() {
        assert!(Text::new("Line", "Линия").missing().is_empty());
        assert_eq!(Text::new("Line", "  ").missing(), vec![Lang::Ru]);
        assert_eq!(Text::new("", "").missing(), vec![Lang::En, Lang::Ru]);
    }
}
