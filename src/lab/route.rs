//! The lab page's addresses, by URL fragment:
//!
//! - `#lab=<payload>[.<army id>]`: many games with the army of the payload
//!   as list A (from the saved army of that id, if given);
//! - `#odds=<faction>:<unit>`: the combat odds with that unit on one side;
//! - anything else: the combat odds alone.

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LabRoute {
    Lab {
        payload: String,
        army_id: Option<String>,
    },
    Odds {
        faction: String,
        unit: String,
    },
    Plain,
}

impl LabRoute {
    pub fn parse(hash: &str) -> LabRoute {
        let fragment = hash.trim_start_matches('#');
        if let Some(value) = fragment.strip_prefix("lab=") {
            let (payload, army_id) = match value.split_once('.') {
                Some((payload, id)) if !id.is_empty() => (payload, Some(id.to_owned())),
                _ => (value.trim_end_matches('.'), None),
            };
            if !payload.is_empty() {
                return LabRoute::Lab {
                    payload: payload.to_owned(),
                    army_id,
                };
            }
        }
        if let Some((faction, unit)) = fragment
            .strip_prefix("odds=")
            .and_then(|value| value.split_once(':'))
        {
            return LabRoute::Odds {
                faction: faction.to_owned(),
                unit: unit.to_owned(),
            };
        }
        LabRoute::Plain
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_lab_s_fragments() {
        assert_eq!(
            LabRoute::parse("#lab=AbC.k2"),
            LabRoute::Lab {
                payload: "AbC".into(),
                army_id: Some("k2".into())
            }
        );
        assert_eq!(
            LabRoute::parse("#lab=AbC"),
            LabRoute::Lab {
                payload: "AbC".into(),
                army_id: None
            }
        );
        assert_eq!(
            LabRoute::parse("#odds=empires_france:hussars"),
            LabRoute::Odds {
                faction: "empires_france".into(),
                unit: "hussars".into()
            }
        );
        assert_eq!(LabRoute::parse(""), LabRoute::Plain);
        assert_eq!(LabRoute::parse("#lab="), LabRoute::Plain);
    }
}
