//! A big screen drawn in stages, one browser task each. Drawn at once, the
//! army's screen (dozens of unit rows, each a dozen reactive views) is one
//! long task that holds up the player's first click. The stages only ever
//! add below what is drawn, so nothing on screen moves while they come in.

use crate::browser_io::yield_to_browser;
use leptos::prelude::*;

/// How far the drawing has come: stage 0 is drawn at once, each next one in
/// a browser task of its own.
#[derive(Clone, Copy)]
pub struct Stages {
    drawn: RwSignal<usize>,
    last: usize,
}

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
        let stages = Stages { drawn, last };
        provide_context(stages);
        stages
    }

    /// Whether `stage` is drawn yet, as a memo: it changes once.
    pub fn reached(self, stage: usize) -> Memo<bool> {
        let drawn = self.drawn;
        Memo::new(move |_| drawn.get() >= stage)
    }

    /// How many items of a long list are drawn, `per_stage` more at each
    /// stage from stage 0, and all of them once the last stage is drawn.
    pub fn items_drawn(self, per_stage: usize) -> Memo<usize> {
        let (drawn, last) = (self.drawn, self.last);
        Memo::new(move |_| match drawn.get() {
            stage if stage >= last => usize::MAX,
            stage => (stage + 1) * per_stage,
        })
    }
}

/// Its children, drawn at `stage` of the screen's [`Stages`].
#[component]
pub fn InStage(stage: usize, children: ChildrenFn) -> impl IntoView {
    let reached = expect_context::<Stages>().reached(stage);
    move || reached.get().then(|| children())
}
