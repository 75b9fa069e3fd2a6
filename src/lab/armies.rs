//! The armies the lab offers: for the target and a field run's opponents,
//! every faction's sample armies of list A's era and the saved armies of
//! that era; for list B, the saved armies (of any era: the core refuses
//! another era with a sentence) and the era's samples, list A's faction
//! first. A choice is kept as the `<option>` value (or a checkbox's) and
//! turned into a roster only when the run starts.

use crate::storage::{DeviceStore, StoredArmy};
use clouds_core::{sample_roster, Catalog, EraId, FactionId, Lang, Roster, SampleId, Text};

/// An army chosen in one of the lab's selects.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ArmyChoice {
    None,
    Saved(String),
    Sample { faction: String, sample: String },
}

impl ArmyChoice {
    pub fn value(&self) -> String {
        match self {
            ArmyChoice::None => String::new(),
            ArmyChoice::Saved(id) => format!("saved:{id}"),
            ArmyChoice::Sample { faction, sample } => format!("sample:{faction}:{sample}"),
        }
    }

    pub fn parse(value: &str) -> ArmyChoice {
        if let Some(id) = value.strip_prefix("saved:") {
            return ArmyChoice::Saved(id.to_owned());
        }
        match value
            .strip_prefix("sample:")
            .and_then(|rest| rest.split_once(':'))
        {
            Some((faction, sample)) => ArmyChoice::Sample {
                faction: faction.to_owned(),
                sample: sample.to_owned(),
            },
            None => ArmyChoice::None,
        }
    }

    /// Its id in a field run's figures: the sample's id, or the saved
    /// army's.
    pub fn id(&self) -> &str {
        match self {
            ArmyChoice::None => "",
            ArmyChoice::Saved(id) => id,
            ArmyChoice::Sample { sample, .. } => sample,
        }
    }

    /// Its name in both languages: a sample's is translated, a saved
    /// army's is the one its player gave it.
    pub fn name(&self, catalog: &Catalog, store: &DeviceStore) -> Option<Text> {
        match self {
            ArmyChoice::None => None,
            ArmyChoice::Saved(id) => {
                let name = store.army(id)?.ok()?.roster.name;
                Some(Text::new(name.clone(), name))
            }
            ArmyChoice::Sample { faction, sample } => catalog
                .faction(&FactionId::new(faction.as_str()))?
                .samples
                .iter()
                .find(|s| s.id.as_str() == sample)
                .map(|s| s.name.clone()),
        }
    }

    /// The army it stands for, if it is there.
    pub fn roster(&self, catalog: &Catalog, store: &DeviceStore, lang: Lang) -> Option<Roster> {
        match self {
            ArmyChoice::None => None,
            ArmyChoice::Saved(id) => store.army(id)?.ok().map(|saved| saved.roster),
            ArmyChoice::Sample { faction, sample } => {
                let faction = catalog.faction(&FactionId::new(faction.as_str()))?;
                sample_roster(faction, &SampleId::new(sample.as_str()), lang)
            }
        }
    }
}

/// An option of a select: its value and what it shows.
#[derive(Clone, Debug, PartialEq)]
pub struct ArmyOption {
    pub choice: ArmyChoice,
    pub label: String,
}

/// The saved armies on the device, with their era; damaged ones left out.
pub fn saved_armies(catalog: &Catalog, store: &DeviceStore) -> Vec<(ArmyOption, Option<EraId>)> {
    store
        .armies()
        .into_iter()
        .filter_map(|stored| match stored {
            StoredArmy::Ok(saved) => Some(saved),
            StoredArmy::Damaged { .. } => None,
        })
        .map(|saved| {
            let era = catalog
                .faction(&saved.roster.faction)
                .map(|f| f.era.clone());
            let label = format!("{} · {}", saved.roster.name, saved.roster.points_limit);
            (
                ArmyOption {
                    choice: ArmyChoice::Saved(saved.id),
                    label,
                },
                era,
            )
        })
        .collect()
}

/// Every faction's sample armies of `era`, by faction; the faction `first`
/// (list A's), if given, before the others.
pub fn era_samples(
    catalog: &Catalog,
    era: &EraId,
    first: Option<&FactionId>,
    lang: Lang,
) -> Vec<(String, Vec<ArmyOption>)> {
    let mut factions: Vec<_> = catalog.factions_of(era).collect();
    if let Some(at) = factions.iter().position(|f| Some(&f.id) == first) {
        let faction = factions.remove(at);
        factions.insert(0, faction);
    }
    factions
        .into_iter()
        .filter(|faction| !faction.samples.is_empty())
        .map(|faction| {
            (
                faction.name.get(lang).to_owned(),
                faction_samples(catalog, &faction.id, lang),
            )
        })
        .collect()
}

/// One faction's sample armies.
pub fn faction_samples(catalog: &Catalog, faction: &FactionId, lang: Lang) -> Vec<ArmyOption> {
    catalog
        .faction(faction)
        .map(|f| {
            f.samples
                .iter()
                .map(|sample| ArmyOption {
                    choice: ArmyChoice::Sample {
                        faction: f.id.to_string(),
                        sample: sample.id.to_string(),
                    },
                    label: format!("{} · {}", sample.name.get(lang), sample.points_limit),
                })
                .collect()
        })
        .unwrap_or_default()
}

/// The target offered first: a sample of another faction of the era whose
/// points are nearest list A's.
pub fn default_target(catalog: &Catalog, a: &Roster) -> ArmyChoice {
    let Some(era) = catalog.faction(&a.faction).map(|f| f.era.clone()) else {
        return ArmyChoice::None;
    };
    catalog
        .factions_of(&era)
        .filter(|f| f.id != a.faction)
        .flat_map(|f| f.samples.iter().map(move |s| (f, s)))
        .min_by_key(|(_, s)| s.points_limit.abs_diff(a.points_limit))
        .map(|(f, s)| ArmyChoice::Sample {
            faction: f.id.to_string(),
            sample: s.id.to_string(),
        })
        .unwrap_or(ArmyChoice::None)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_choice_survives_its_option_value() {
        for choice in [
            ArmyChoice::None,
            ArmyChoice::Saved("k2x".into()),
            ArmyChoice::Sample {
                faction: "empires_france".into(),
                sample: "austerlitz_1805".into(),
            },
        ] {
            assert_eq!(ArmyChoice::parse(&choice.value()), choice);
        }
        assert_eq!(ArmyChoice::parse("nonsense"), ArmyChoice::None);
    }
}
