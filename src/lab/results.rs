//! The results of a run as they come in, by what the run plays: against
//! the goldfish (`results_goldfish`), head to head (`results_match`) and
//! against the field (`results_field`), each under what the run played
//! (the scenario and list A's side) and how its games end (at the turn
//! limit, or by the scenario's own end and verdict). Every number is the core's (`RunStats`,
//! `compare`, `MatchStats`, `FieldStats`); the names follow the page's
//! language.

use super::results_field::{field_figures, FieldFigures, FieldResults};
use super::results_goldfish::{figures_of, goldfish_results, Figures};
use super::results_match::{match_figures, MatchFigures, MatchResults};
use super::run::Run;
use crate::lang::use_lang;
use clouds_core::{LabMode, LabMsg};
use leptos::prelude::*;

/// What a run's results show, by what it plays.
#[derive(Clone, Debug, PartialEq)]
enum Shown {
    Goldfish(Figures),
    HeadToHead(MatchFigures),
    Field(FieldFigures),
}

fn shown_of(run: &Run) -> Option<Shown> {
    if run.done() == 0 {
        return None;
    }
    match run.plan.mode() {
        LabMode::Goldfish | LabMode::Allies => figures_of(run).map(Shown::Goldfish),
        LabMode::HeadToHead { .. } => match_figures(run).map(Shown::HeadToHead),
        LabMode::Field { .. } => field_figures(run).map(Shown::Field),
    }
}

#[component]
pub fn Results(run: Signal<Option<Run>>) -> impl IntoView {
    let shown = Memo::new(move |_| run.with(|r| r.as_ref().and_then(shown_of)));
    let lang = use_lang();
    move || {
        let shown = shown.get()?;
        let lang = lang.get();
        let about = run.with(|r| r.as_ref().and_then(|r| r.about.clone()));
        let (played, ending) = match &about {
            Some((played, ending)) => (played.get(lang), ending.get(lang)),
            None => ("", LabMsg::TurnLimitNote.text(lang)),
        };
        let (none, played, ending) = (played.is_empty(), played.to_owned(), ending.to_owned());
        let body = match shown {
            Shown::Goldfish(figures) => goldfish_results(figures, lang).into_any(),
            Shown::HeadToHead(figures) => view! { <MatchResults figures lang /> }.into_any(),
            Shown::Field(figures) => view! { <FieldResults figures lang /> }.into_any(),
        };
        Some(view! {
            <section class="lab-results" data-testid="lab-results">
                <h3>{LabMsg::Results.text(lang)}</h3>
                <p class="hint" data-testid="lab-played" hidden=none>{played}</p>
                <p class="hint" data-testid="lab-turn-limit">{ending}</p>
                {body}
            </section>
        })
    }
}
