//! What the pre-game sequence adds to the table it shares with the turns:
//! its panels, its marks on the table, and what a click or a drag places.
//! Only the pre-game page provides these (`pregame.html`), so the table's
//! page, which plays the turns, carries none of the sequence's screens.

use super::super::context::Play;
use super::tools::SetUpTools;
use super::{layer, placing, PreGamePanel};
use clouds_core::{Lang, Point, PreGameMsg, StepKind, TableUnitId};
use leptos::prelude::*;

/// The pre-game sequence's part of the table, as plain functions: the
/// table calls them where it would otherwise have nothing to do.
#[derive(Clone, Copy)]
pub struct PreGameHooks {
    /// The panel of a step of the sequence.
    pub panel: fn(StepKind) -> AnyView,
    /// The sequence's marks: zones, quarters, column markers, the ghost.
    pub layer: fn() -> AnyView,
    /// Whether a drag of this unit places it.
    pub may_drag: fn(Play, TableUnitId) -> bool,
    pub drag_to: fn(Play, SetUpTools, TableUnitId, Point),
    pub drop_ghost: fn(Play, SetUpTools),
    /// A click on the table that places something; whether it did.
    pub click_table: fn(Play, SetUpTools, Point) -> bool,
    /// A click on a unit that picks it to place; whether it did.
    pub pick_unit: fn(Play, SetUpTools, TableUnitId) -> bool,
    /// A key pressed on the table itself; whether it was the sequence's.
    pub key_table: fn(Play, SetUpTools, &web_sys::KeyboardEvent) -> bool,
    /// The keyboard's cursor, drawn above everything.
    pub cursor: fn() -> AnyView,
    /// The table's accessible name, saying how the keyboard places.
    pub table_label: fn(Lang) -> &'static str,
}

impl PreGameHooks {
    pub fn provide() {
        provide_context(PreGameHooks {
            panel: |step| view! { <PreGamePanel step /> }.into_any(),
            layer: || view! { <layer::PreGameLayer /> }.into_any(),
            may_drag: placing::may_drag,
            drag_to: placing::drag_to,
            drop_ghost: placing::drop_ghost,
            click_table: placing::click_table,
            pick_unit: placing::pick_unit,
            key_table: placing::key_table,
            cursor: || view! { <layer::KeyCursor /> }.into_any(),
            table_label: |lang| PreGameMsg::TableByKeys.text(lang),
        });
    }
}

/// The sequence's hooks on the pre-game page; `None` on the turns' page.
pub fn use_pre_game() -> Option<PreGameHooks> {
    use_context::<PreGameHooks>()
}
