//! The ways into the lab's page (`lab.html`) from the builder's page:
//! "Try it in the lab" carries the army as its share-link payload (and
//! the saved army's id, to lead back to its builder), as "Try it on the
//! table" does; a unit's odds link names the faction and the unit.

use crate::lang::use_lang;
use clouds_core::{FactionId, LabMsg, UnitId};
use leptos::prelude::*;

/// The lab with the army of `payload` as list A.
pub fn lab_href(payload: &str, army_id: Option<&str>) -> String {
    match army_id {
        Some(id) => format!("lab.html#lab={payload}.{id}"),
        None => format!("lab.html#lab={payload}"),
    }
}

/// The lab's combat odds with `unit` of `faction` on one side.
pub fn odds_href(faction: &FactionId, unit: &UnitId) -> String {
    format!("lab.html#odds={faction}:{unit}")
}

#[component]
pub fn OpenLabLink(
    #[prop(into)] payload: Signal<Option<String>>,
    #[prop(optional, into)] army_id: Option<String>,
) -> impl IntoView {
    let lang = use_lang();
    let href = move || {
        payload
            .get()
            .map(|p| lab_href(&p, army_id.as_deref()))
            .unwrap_or_default()
    };
    view! {
        <a class="button open-lab" data-testid="open-lab" href=href>
            {move || LabMsg::OpenLab.text(lang.get())}
        </a>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn links_into_the_lab_carry_the_army_or_the_unit() {
        assert_eq!(lab_href("AbC", None), "lab.html#lab=AbC");
        assert_eq!(lab_href("AbC", Some("k2")), "lab.html#lab=AbC.k2");
        assert_eq!(
            odds_href(&FactionId::new("empires_france"), &UnitId::new("hussars")),
            "lab.html#odds=empires_france:hussars"
        );
    }
}
