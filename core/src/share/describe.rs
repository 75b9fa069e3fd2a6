//! The player's words for what went wrong with a link or file, and for
//! what changed since it was made.

use super::change::LinkChange;
use super::export::ImportError;
use super::payload::LinkError;
use crate::army_list::Faction;
use crate::i18n::Lang;

impl LinkError {
    pub fn message(&self, lang: Lang) -> String {
        match self {
            LinkError::Empty => lang
                .pick("The link holds no army.", "В ссылке нет армии.")
                .to_owned(),
            LinkError::TooLong { chars, max } => match lang {
                Lang::En => format!("The link is far too long to be an army ({chars} characters; at most {max})."),
                Lang::Ru => format!("Ссылка слишком длинная для армии ({chars} символов; не больше {max})."),
            },
            LinkError::BadCharacter { at } => match lang {
                Lang::En => format!("The link has a character that cannot be in it (at position {}). It may have been changed while copying.", at + 1),
                Lang::Ru => format!("В ссылке есть недопустимый символ (позиция {}). Возможно, её испортили при копировании.", at + 1),
            },
            LinkError::CutShort => lang
                .pick(
                    "The link is cut short: part of it was lost when it was copied. Ask for the whole link.",
                    "Ссылка обрезана: часть потерялась при копировании. Попросите прислать её целиком."
                )
                .to_owned(),
            LinkError::Damaged => lang
                .pick(
                    "The link is damaged: some of its characters were changed. Ask for it again.",
                    "Ссылка повреждена: часть символов изменилась. Попросите прислать её заново."
                )
                .to_owned(),
            LinkError::FutureFormat { found } => match lang {
                Lang::En => format!("The link was made by a newer version of this app (link format {found}). Reload the page to update the app."),
                Lang::Ru => format!("Ссылку сделала более новая версия приложения (формат {found}). Обновите страницу, чтобы обновить приложение."),
            },
            LinkError::UnknownFaction => lang
                .pick(
                    "The army's faction is not among the lists loaded here. If it was a list of the sender's own, load that list file first.",
                    "Фракции этой армии нет среди загруженных списков. Если это собственный список отправителя, сначала загрузите его файл."
                )
                .to_owned(),
            LinkError::ImpossibleCount { count } => match lang {
                Lang::En => format!("The link asks for {count} of one unit, which no army can have."),
                Lang::Ru => format!("В ссылке {count} одинаковых отрядов — такого не бывает ни в одной армии."),
            },
        }
    }
}

impl LinkChange {
    pub fn message(&self, lang: Lang, faction: &Faction) -> String {
        let unit_name = |id: &crate::army_list::UnitId| {
            faction
                .unit(id)
                .map_or_else(|| id.to_string(), |u| u.name.get(lang).to_owned())
        };
        let asset_name = |id: &crate::army_list::AssetId| {
            faction
                .asset(id)
                .map_or_else(|| id.to_string(), |a| a.name.get(lang).to_owned())
        };
        match self {
            LinkChange::NewerLists { link, app } => match lang {
                Lang::En => format!("Made with newer army lists (revision {link}; this app has {app}). Reload the page to get them."),
                Lang::Ru => format!("Сделано по более новым спискам (редакция {link}; здесь {app}). Обновите страницу, чтобы получить их."),
            },
            LinkChange::UnitReplaced { old_name, now, count, .. } => match lang {
                Lang::En => format!("{count} × «{}» are now «{}».", old_name.get(lang), unit_name(now)),
                Lang::Ru => format!("{count} × «{}» теперь называются «{}».", old_name.get(lang), unit_name(now)),
            },
            LinkChange::UnitRemoved { old_name, count, .. } => match lang {
                Lang::En => format!("{count} × «{}» were left out: the list no longer has them.", old_name.get(lang)),
                Lang::Ru => format!("{count} × «{}» не вошли: их больше нет в списке.", old_name.get(lang)),
            },
            LinkChange::UnitUnknown { count } => match lang {
                Lang::En => format!("{count} units of a kind this list does not know were left out."),
                Lang::Ru => format!("Не вошли {count} отрядов вида, которого нет в этом списке."),
            },
            LinkChange::UnitPointsChanged { unit } => match lang {
                Lang::En => format!("«{}» costs a different number of points now; the totals use today's price.", unit_name(unit)),
                Lang::Ru => format!("Стоимость «{}» изменилась; итоги считаются по нынешней цене.", unit_name(unit)),
            },
            LinkChange::AssetReplaced { old_name, now, copies, .. } => match lang {
                Lang::En => format!("{copies} × «{}» are now «{}».", old_name.get(lang), asset_name(now)),
                Lang::Ru => format!("{copies} × «{}» теперь называются «{}».", old_name.get(lang), asset_name(now)),
            },
            LinkChange::AssetRemoved { old_name, copies, .. } => match lang {
                Lang::En => format!("{copies} × «{}» were left out: the list no longer has it.", old_name.get(lang)),
                Lang::Ru => format!("{copies} × «{}» не вошли: его больше нет в списке.", old_name.get(lang)),
            },
            LinkChange::AssetUnknown { copies } => match lang {
                Lang::En => format!("{copies} × an asset this list does not know were left out."),
                Lang::Ru => format!("Не вошли {copies} × приготовление, которого нет в этом списке."),
            },
            LinkChange::AssetPointsChanged { asset } => match lang {
                Lang::En => format!("«{}» costs a different number of points now; the totals use today's price.", asset_name(asset)),
                Lang::Ru => format!("Стоимость «{}» изменилась; итоги считаются по нынешней цене.", asset_name(asset)),
            },
        }
    }
}

impl ImportError {
    pub fn message(&self, lang: Lang) -> String {
        match self {
            ImportError::TooLarge { bytes, max } => match lang {
                Lang::En => format!("The file is too large to be an army ({bytes} bytes; at most {max})."),
                Lang::Ru => format!("Файл слишком велик для армии ({bytes} байт; не больше {max})."),
            },
            ImportError::NotJson { line, column } => match lang {
                Lang::En => format!("The file is not valid JSON (line {line}, column {column})."),
                Lang::Ru => format!("Файл — некорректный JSON (строка {line}, столбец {column})."),
            },
            ImportError::NotAnArmy => lang
                .pick(
                    "The file is not an army exported by this app.",
                    "Это не файл армии, выгруженный из этого приложения."
                )
                .to_owned(),
            ImportError::WrongShape { detail } => match lang {
                Lang::En => format!("The army file is damaged: {detail}."),
                Lang::Ru => format!("Файл армии повреждён: {detail}."),
            },
            ImportError::FutureFormat { found } => match lang {
                Lang::En => format!("The file was made by a newer version of this app (format {found}). Reload the page to update."),
                Lang::Ru => format!("Файл сделан более новой версией приложения (формат {found}). Обновите страницу."),
            },
            ImportError::UnknownFaction { id } => match lang {
                Lang::En => format!("The army's faction «{id}» is not among the lists loaded here."),
                Lang::Ru => format!("Фракции «{id}» нет среди загруженных списков."),
            },
            ImportError::ImpossibleCount { id, count } => match lang {
                Lang::En => format!("The file asks for {count} × «{id}», which no army can have."),
                Lang::Ru => format!("В файле {count} × «{id}» — такого не бывает ни в одной армии."),
            },
        }
    }
}
