//! An army from a faction's sample: the ready army its file describes.

use super::{Edit, Roster};
use crate::army_list::sample::Sample;
use crate::army_list::{Faction, FactionId, SampleId};
use crate::i18n::Lang;

/// The army a sample describes, named in `lang`. Units and assets keep the
/// sample's order.
pub(crate) fn roster_of(sample: &Sample, faction: &FactionId, lang: Lang) -> Roster {
    let mut roster = Roster::new(faction.clone(), sample.name.get(lang), sample.points_limit)
        .apply(&Edit::SetCommander(Some(sample.commander)));
    for entry in &sample.units {
        for _ in 0..entry.count {
            roster = roster.apply(&Edit::AddUnit(entry.unit.clone()));
        }
    }
    for entry in &sample.assets {
        for _ in 0..entry.copies {
            roster = roster.apply(&Edit::AddAsset(entry.asset.clone()));
        }
    }
    roster
}

/// The army of `faction`'s sample `id`, named in `lang`; `None` if the
/// faction has no such sample.
pub fn sample_roster(faction: &Faction, id: &SampleId, lang: Lang) -> Option<Roster> {
    faction
        .samples
        .iter()
        .find(|sample| &sample.id == id)
        .map(|sample| roster_of(sample, &faction.id, lang))
}
