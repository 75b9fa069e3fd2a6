//! The pre-game sequence on the table: a panel for each of its steps
//! (columns, the first player, terrain, emplacements, column markers, the
//! units, the commanders), clicks and drags on the table that place things,
//! and the layer that draws the deployment zones, the quarters and the
//! column markers. Every choice goes to the core as a command; the core's
//! policy gives the automatic choices ("split automatically", "arrange
//! automatically"), so no rule of the sequence is worked out here.
//!
//! - `tools`: what the player has picked for the next placement;
//! - `columns`, `conditions`, `first_player`, `terrain`, `deployment`: the panels;
//! - `placing`: what a click or a drag on the table does in the sequence;
//! - `layer`: the sequence's marks on the SVG table;
//! - `hooks`: all of the above as the table sees it, on the pre-game page only.

mod columns;
mod conditions;
mod deployment;
mod first_player;
pub mod hooks;
mod layer;
mod placing;
mod terrain;
pub mod tools;

use super::context::{use_play, Play};
use crate::lang::t;
use clouds_core::{auto_pre_game_command, PreGameMsg, StepKind};
use leptos::prelude::*;

/// The panel of the pre-game step due.
#[component]
pub fn PreGamePanel(step: StepKind) -> impl IntoView {
    let play = use_play();
    let mine = move || play.session.with(|s| s.person_to_decide().is_some());
    move || {
        if !mine() {
            return view! { <p class="hint">{t(PreGameMsg::OtherSideSetsUp)}</p> }.into_any();
        }
        match step {
            StepKind::Columns => view! { <columns::ColumnsPanel /> }.into_any(),
            StepKind::Conditions => view! { <conditions::ConditionsPanel /> }.into_any(),
            StepKind::FirstPlayer => view! { <first_player::FirstPlayerPanel /> }.into_any(),
            StepKind::Terrain => view! { <terrain::TerrainPanel /> }.into_any(),
            StepKind::Emplacements => view! { <deployment::EmplacementsPanel /> }.into_any(),
            StepKind::ColumnMarkers => view! { <deployment::MarkersPanel /> }.into_any(),
            StepKind::Deployment => view! { <deployment::DeploymentPanel /> }.into_any(),
            StepKind::Commanders => view! { <deployment::CommandersPanel /> }.into_any(),
            _ => ().into_any(),
        }
    }
}

/// Makes the core's automatic choice for the step due, as often as it takes
/// for that step to be done (all the markers, every element of a quarter),
/// stopping at a refusal or when the decision passes to the other side.
pub fn auto_finish_step(play: Play) {
    let (step, side) = play.with_game_untracked(|g| (g.step_kind(), g.decider()));
    for _ in 0..100 {
        let now = play.with_game_untracked(|g| (g.step_kind(), g.decider()));
        if now != (step, side) {
            break;
        }
        let Some(command) = play.with_game_untracked(auto_pre_game_command) else {
            break;
        };
        if !play.decide(command) {
            break;
        }
    }
}

/// A button that finishes the step the automatic way.
#[component]
fn AutoButton(testid: &'static str, label: PreGameMsg) -> impl IntoView {
    let play = use_play();
    view! {
        <button data-testid=testid on:click=move |_| auto_finish_step(play)>
            {t(label)}
        </button>
    }
}
