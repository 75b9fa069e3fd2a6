//! The lab page's addresses, by URL fragment:
//!
//! - `#lab=<payload>[.<army id>][&scenario=<id>][&side=b]`: many games with
//!   the army of the payload as list A (from the saved army of that id, if
//!   given), in the scenario of that id (else the standard game), the list
//!   on side B if said (else side A); the page writes the last two as they
//!   are chosen, so a reload keeps them, and addresses from before them
//!   open as they did;
//! - `#odds=<faction>:<unit>`: the combat odds with that unit on one side;
//! - anything else: the combat odds alone.

use clouds_core::Side;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LabRoute {
    Lab {
        payload: String,
        army_id: Option<String>,
        /// The scenario chosen, by id; none: the standard game.
        scenario: Option<String>,
        /// The side list A plays.
        side: Side,
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
            let mut parts = value.split('&');
            let army = parts.next().unwrap_or_default();
            let (mut scenario, mut side) = (None, Side::A);
            for part in parts {
                match part.split_once('=') {
                    Some(("scenario", id)) if !id.is_empty() => scenario = Some(id.to_owned()),
                    Some(("side", "b")) => side = Side::B,
                    _ => {}
                }
            }
            let (payload, army_id) = match army.split_once('.') {
                Some((payload, id)) if !id.is_empty() => (payload, Some(id.to_owned())),
                _ => (army.trim_end_matches('.'), None),
            };
            if !payload.is_empty() {
                return LabRoute::Lab {
                    payload: payload.to_owned(),
                    army_id,
                    scenario,
                    side,
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

/// `hash` (a `#lab=` address) with the scenario `scenario` (none: the
/// standard game) and the side `side` in place of those it had.
pub fn with_choice(hash: &str, scenario: Option<&str>, side: Side) -> String {
    let army = hash.split('&').next().unwrap_or_default();
    let scenario = scenario.map(|id| format!("&scenario={id}"));
    let side = if side == Side::B { "&side=b" } else { "" };
    format!("{army}{}{side}", scenario.unwrap_or_default())
}

/// Writes the scenario and the side chosen into the page's address, in
/// place (no new history entry, no `hashchange`: the form stays as it is).
pub fn keep_choice(scenario: Option<&str>, side: Side) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let hash = window.location().hash().unwrap_or_default();
    if !hash.starts_with("#lab=") {
        return;
    }
    let address = with_choice(&hash, scenario, side);
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&address));
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
                army_id: Some("k2".into()),
                scenario: None,
                side: Side::A,
            }
        );
        assert_eq!(
            LabRoute::parse("#lab=AbC"),
            LabRoute::Lab {
                payload: "AbC".into(),
                army_id: None,
                scenario: None,
                side: Side::A,
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

    #[test]
    fn the_scenario_and_the_side_ride_in_the_address() {
        assert_eq!(
            LabRoute::parse("#lab=AbC.k2&scenario=hold_the_village&side=b"),
            LabRoute::Lab {
                payload: "AbC".into(),
                army_id: Some("k2".into()),
                scenario: Some("hold_the_village".into()),
                side: Side::B,
            }
        );
        // Unknown parts and sides are passed over.
        assert_eq!(
            LabRoute::parse("#lab=AbC&side=c&zoom=2&scenario="),
            LabRoute::parse("#lab=AbC")
        );
        let written = with_choice("#lab=AbC.k2&side=b", Some("convoy"), Side::B);
        assert_eq!(written, "#lab=AbC.k2&scenario=convoy&side=b");
        assert_eq!(with_choice(&written, None, Side::A), "#lab=AbC.k2");
    }
}
