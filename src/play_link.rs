//! "Try it on the table": the way from an army to the game setup. The
//! army travels as its share-link payload, so a saved army, the builder's
//! army and a shared army all open the setup the same way; a saved army
//! adds its id, so that the game can lead back to its builder.

use crate::lang::t;
use crate::route::{setup_href, Route};
use clouds_core::SetupMsg;
use leptos::prelude::*;

/// The setup's route for an army payload, from the saved army `army_id`
/// if any.
pub fn setup_route(payload: &str, army_id: Option<&str>) -> Route {
    match army_id {
        Some(id) => Route::PlaySetup(format!("{payload}.{id}")),
        None => Route::PlaySetup(payload.to_owned()),
    }
}

/// The setup's route for an army payload, with `scenario` chosen first
/// (a shared scenario's "set up a game of it").
pub fn setup_route_with(payload: &str, army_id: Option<&str>, scenario: &str) -> Route {
    let Route::PlaySetup(value) = setup_route(payload, army_id) else {
        return setup_route(payload, army_id);
    };
    Route::PlaySetup(format!("{value}{SCENARIO_MARK}{scenario}"))
}

/// Marks the scenario to choose first in a setup route (neither army
/// payloads nor ids have it).
const SCENARIO_MARK: char = '~';

/// A setup route's payload, the saved army it came from, and the scenario
/// to choose first.
pub fn split_setup(value: &str) -> (&str, Option<&str>, Option<&str>) {
    let (value, scenario) = match value.split_once(SCENARIO_MARK) {
        Some((value, scenario)) if !scenario.is_empty() => (value, Some(scenario)),
        Some((value, _)) => (value, None),
        None => (value, None),
    };
    match value.split_once('.') {
        Some((payload, id)) if !id.is_empty() => (payload, Some(id), scenario),
        _ => (value.trim_end_matches('.'), None, scenario),
    }
}

#[component]
pub fn PlaySoloLink(
    #[prop(into)] payload: Signal<Option<String>>,
    #[prop(optional, into)] army_id: Option<String>,
    #[prop(default = "play-solo")] testid: &'static str,
) -> impl IntoView {
    // No address until the army can be encoded (its lists still loading):
    // a link to nowhere would reload the page.
    let href = move || {
        payload
            .get()
            .map(|p| setup_href(&setup_route(&p, army_id.as_deref())))
    };
    view! {
        <a class="button primary play-solo" data-testid=testid href=href>
            {t(SetupMsg::TryOnTable)}
        </a>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_setup_route_carries_the_army_and_where_it_came_from() {
        assert_eq!(split_setup("AbC-_"), ("AbC-_", None, None));
        assert_eq!(split_setup("AbC.k2x"), ("AbC", Some("k2x"), None));
        assert_eq!(split_setup("AbC."), ("AbC", None, None));
        assert_eq!(split_setup("AbC~convoy"), ("AbC", None, Some("convoy")));
        assert_eq!(split_setup("AbC~"), ("AbC", None, None));
        let Route::PlaySetup(value) = setup_route("AbC", Some("k2x")) else {
            panic!("a setup route");
        };
        assert_eq!(split_setup(&value), ("AbC", Some("k2x"), None));
        let Route::PlaySetup(value) = setup_route_with("AbC", Some("k2x"), "river_crossing") else {
            panic!("a setup route");
        };
        assert_eq!(
            split_setup(&value),
            ("AbC", Some("k2x"), Some("river_crossing"))
        );
    }
}
