//! A big screen drawn in stages, one browser task each. Drawn at once, the
//! army's screen (dozens of unit rows, each a dozen reactive views) is one
//! long task that holds up the player's first click. The stages only ever
//! add below what is drawn, so nothing on screen moves while they come in.

use crate::browser_io::yield_to_browser;
use leptos::prelude::*;

/// How far the drawing has come: stage 0 is drawn at once, each next one in
/// a browser task of its own.
#[derive(Clone, Copy)]
pub struct Stages(RwSignal<usize>);

impl Stages {
    /// Draws stages 1 to `last` one task after another, and shares them
    /// through context.
    pub fn provide(last: usize) -> Stages {
        let drawn = RwSignal::new(0);
        leptos::task::spawn_local(async move {
            // Until the last is drawn, or the screen is gone.
            while drawn.try_get_untracked().is_some_and(|d| d < last) {
                yield_to_browser().await;
                drawn.update(|d| *d += 1);
            }
        });
        let stages = Stages(drawn);
        provide_context(stages);
        stages
    }

    /// Whether `stage` is drawn yet, as a memo: it changes once.
    pub fn reached(self, stage: usize) -> Memo<bool> {
        let drawn = self.0;
        Memo::new(move |_| drawn.get() >= stage)
    }
}

/// Its children, drawn at `stage` of the screen's [`Stages`].
#[component]
pub fn InStage(stage: usize, children: ChildrenFn) -> impl IntoView {
    let reached = expect_context::<Stages>().reached(stage);
    move || reached.get().then(|| children())
}
