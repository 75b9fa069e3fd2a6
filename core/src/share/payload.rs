//! The share-link payload: a whole army in a few dozen characters.
//!
//! Format 1, as bits (most significant first), then base64url:
//!
//! | field | bits |
//! |---|---|
//! | format | 4 (= 1) |
//! | lists revision | varint |
//! | faction code | 16 |
//! | points limit | 10 |
//! | commander | 2 (0 none, 1–3 mediocre–glorious) |
//! | name | 2-bit mode: 0 the default name; 1 compact letters (6-bit length, a byte each); 2 UTF-8 (7-bit length, bytes) |
//! | units | per profile: 1, code 12, count varint, price fingerprint 4; then 0 |
//! | assets | the same, with copies |
//! | check | 8 bits over all that came before |
//!
//! Units and assets are named by a 12-bit code of their id, so links do not
//! depend on the order of the lists, and a 4-bit fingerprint of their price
//! notices when it changed. See docs/SHARE_LINKS.md.

use super::bits::{BitReader, BitWriter, OutOfBits};
use super::change::LinkChange;
use super::code::{compact_byte, compact_char, points_fingerprint};
use super::resolve::{rebuild, EntryName, RecordedEntry, RecordedPrice};
use crate::army_list::ids::{entry_code, faction_code, fnv1a, ENTRY_CODE_BITS, FACTION_CODE_BITS};
use crate::army_list::{Catalog, Faction};
use crate::i18n::Lang;
use crate::roster::{clean_name, default_name, Edit, Roster, Skill, MAX_NAME_CHARS};
use crate::saved_army::MAX_COUNT;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;

/// The payload format written today.
pub(crate) const LINK_FORMAT: u64 = 1;
/// Longer payloads are refused before decoding: a real army needs < 200.
pub const MAX_PAYLOAD_CHARS: usize = 600;

/// What was wrong with a link; nothing is decoded from it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkError {
    Empty,
    TooLong {
        chars: usize,
        max: usize,
    },
    /// A character that cannot be in a link, at this position.
    BadCharacter {
        at: usize,
    },
    /// The link ends before the army does: it was cut when copied.
    CutShort,
    /// The check does not match: characters were changed.
    Damaged,
    /// Made by a newer version of the app.
    FutureFormat {
        found: u64,
    },
    /// No loaded list has this faction.
    UnknownFaction,
    ImpossibleCount {
        count: u64,
    },
}

/// An army read from a link.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SharedArmy {
    pub roster: Roster,
    pub revision: u32,
    pub changes: Vec<LinkChange>,
}

const NAME_DEFAULT: u64 = 0;
const NAME_COMPACT: u64 = 1;
const NAME_UTF8: u64 = 2;

fn checksum(bytes: &[u8], bits: usize) -> u64 {
    let mut prefix: Vec<u8> = bytes[..bits.div_ceil(8)].to_vec();
    if !bits.is_multiple_of(8) {
        if let Some(last) = prefix.last_mut() {
            *last &= 0xFFu8 << (8 - bits % 8);
        }
    }
    // Bit length too, so that trailing zero bits are covered.
    prefix.extend_from_slice(&(bits as u32).to_be_bytes());
    u64::from(fnv1a(&prefix) & 0xFF)
}

fn skill_code(skill: Option<Skill>) -> u64 {
    match skill {
        None => 0,
        Some(Skill::Mediocre) => 1,
        Some(Skill::Competent) => 2,
        Some(Skill::Glorious) => 3,
    }
}

fn skill_from(code: u64) -> Option<Skill> {
    match code {
        1 => Some(Skill::Mediocre),
        2 => Some(Skill::Competent),
        3 => Some(Skill::Glorious),
        _ => None,
    }
}

fn write_name(writer: &mut BitWriter, roster: &Roster, faction: &Faction) {
    let is_default = Lang::ALL
        .iter()
        .any(|lang| default_name(faction, roster.points_limit, *lang) == roster.name);
    let compact: Option<Vec<u8>> = roster.name.chars().map(compact_byte).collect();
    match compact {
        _ if is_default || roster.name.is_empty() => writer.write(NAME_DEFAULT, 2),
        Some(bytes) => {
            writer.write(NAME_COMPACT, 2);
            writer.write(bytes.len() as u64, 6);
            for byte in bytes {
                writer.write(u64::from(byte), 8);
            }
        }
        None => {
            let mut bytes = roster.name.as_bytes().to_vec();
            bytes.truncate(127);
            let text = String::from_utf8_lossy(&bytes)
                .trim_end_matches('\u{FFFD}')
                .to_owned();
            writer.write(NAME_UTF8, 2);
            writer.write(text.len() as u64, 7);
            for byte in text.bytes() {
                writer.write(u64::from(byte), 8);
            }
        }
    }
}

/// The payload for `roster`, a faction of a catalog at `revision`.
pub fn encode_army(roster: &Roster, faction: &Faction, revision: u32) -> String {
    let mut writer = BitWriter::default();
    writer.write(LINK_FORMAT, 4);
    writer.varint(revision.into());
    writer.write(faction_code(roster.faction.as_str()), FACTION_CODE_BITS);
    writer.write(u64::from(roster.points_limit.min(1023)), 10);
    writer.write(skill_code(roster.commander), 2);
    write_name(&mut writer, roster, faction);
    for entry in &roster.units {
        let points = faction.unit(&entry.unit).map_or(0, |unit| unit.points);
        writer.flag(true);
        writer.write(entry_code(entry.unit.as_str()), ENTRY_CODE_BITS);
        writer.varint(entry.count.into());
        writer.write(points_fingerprint(points), 4);
    }
    writer.flag(false);
    for entry in &roster.assets {
        let points = faction.asset(&entry.asset).map_or(0, |asset| asset.points);
        writer.flag(true);
        writer.write(entry_code(entry.asset.as_str()), ENTRY_CODE_BITS);
        writer.varint(entry.copies.into());
        writer.write(points_fingerprint(points), 4);
    }
    writer.flag(false);
    let sum = checksum(writer.bytes(), writer.bit_len());
    writer.write(sum, 8);
    URL_SAFE_NO_PAD.encode(writer.into_bytes())
}

impl From<OutOfBits> for LinkError {
    fn from(_: OutOfBits) -> LinkError {
        LinkError::CutShort
    }
}

fn read_name(reader: &mut BitReader) -> Result<Option<String>, LinkError> {
    match reader.read(2)? {
        NAME_DEFAULT => Ok(None),
        NAME_COMPACT => {
            let len = reader.read(6)?;
            let mut name = String::new();
            for _ in 0..len {
                let byte = reader.read(8)? as u8;
                name.push(compact_char(byte).ok_or(LinkError::Damaged)?);
            }
            Ok(Some(name))
        }
        NAME_UTF8 => {
            let len = reader.read(7)?;
            let mut bytes = Vec::new();
            for _ in 0..len {
                bytes.push(reader.read(8)? as u8);
            }
            String::from_utf8(bytes)
                .map(Some)
                .map_err(|_| LinkError::Damaged)
        }
        _ => Err(LinkError::Damaged),
    }
}

/// One entry of the unit or asset list: (code, count, fingerprint).
fn read_entries(reader: &mut BitReader) -> Result<Vec<(u64, u32, u64)>, LinkError> {
    let mut entries: Vec<(u64, u32, u64)> = Vec::new();
    while reader.flag()? {
        let code = reader.read(ENTRY_CODE_BITS)?;
        let count = reader.varint()?;
        if count == 0 || count > u64::from(MAX_COUNT) {
            return Err(LinkError::ImpossibleCount { count });
        }
        let fingerprint = reader.read(4)?;
        if entries.iter().any(|(seen, _, _)| *seen == code) {
            return Err(LinkError::Damaged);
        }
        entries.push((code, count as u32, fingerprint));
        if entries.len() > 64 {
            return Err(LinkError::Damaged);
        }
    }
    Ok(entries)
}

/// Reads a payload against the lists the app has. `lang` names an army
/// whose link carries the default name.
pub fn decode_army(payload: &str, catalog: &Catalog, lang: Lang) -> Result<SharedArmy, LinkError> {
    let payload = payload.trim();
    if payload.is_empty() {
        return Err(LinkError::Empty);
    }
    let chars = payload.chars().count();
    if chars > MAX_PAYLOAD_CHARS {
        return Err(LinkError::TooLong {
            chars,
            max: MAX_PAYLOAD_CHARS,
        });
    }
    if let Some(at) = payload
        .chars()
        .position(|c| !(c.is_ascii_alphanumeric() || c == '-' || c == '_'))
    {
        return Err(LinkError::BadCharacter { at });
    }
    let bytes = URL_SAFE_NO_PAD
        .decode(payload)
        .map_err(|_| LinkError::CutShort)?;
    let mut reader = BitReader::new(&bytes);
    let format = reader.read(4)?;
    if format > LINK_FORMAT {
        return Err(LinkError::FutureFormat { found: format });
    }
    if format == 0 {
        return Err(LinkError::Damaged);
    }
    let revision = u32::try_from(reader.varint()?).map_err(|_| LinkError::Damaged)?;
    let faction_code = reader.read(FACTION_CODE_BITS)?;
    let points_limit = reader.read(10)? as u32;
    let commander = skill_from(reader.read(2)?);
    let name = read_name(&mut reader)?;
    let units = read_entries(&mut reader)?;
    let assets = read_entries(&mut reader)?;
    let bits = reader.position();
    let expected = checksum(&bytes, bits);
    if reader.read(8)? != expected || reader.remaining() >= 8 {
        return Err(LinkError::Damaged);
    }
    let faction = catalog
        .faction_by_code(faction_code)
        .ok_or(LinkError::UnknownFaction)?;

    let mut changes = Vec::new();
    if revision > catalog.index.revision {
        changes.push(LinkChange::NewerLists {
            link: revision,
            app: catalog.index.revision,
        });
    }
    let name = match name {
        Some(name) => clean_name(&name).chars().take(MAX_NAME_CHARS).collect(),
        None => default_name(faction, points_limit, lang),
    };
    let recorded = |entries: Vec<(u64, u32, u64)>| -> Vec<RecordedEntry> {
        entries
            .into_iter()
            .map(|(code, count, fingerprint)| RecordedEntry {
                name: EntryName::Code(code),
                count,
                price: RecordedPrice::Fingerprint(fingerprint),
            })
            .collect()
    };
    let roster = rebuild(
        Roster::new(faction.id.clone(), &name, points_limit).apply(&Edit::SetCommander(commander)),
        faction,
        &recorded(units),
        &recorded(assets),
        &mut changes,
    );
    Ok(SharedArmy {
        roster,
        revision,
        changes,
    })
}
