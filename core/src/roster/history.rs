//! Undo and redo over immutable values: every edit pushes the previous
//! value, so any sequence of edits can be walked back and forth.

use serde::{Deserialize, Serialize};

/// How many steps back are kept; older ones are forgotten.
pub(crate) const MAX_UNDO: usize = 200;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct History<T> {
    past: Vec<T>,
    present: T,
    future: Vec<T>,
}

impl<T: Clone + PartialEq> History<T> {
    pub fn new(present: T) -> History<T> {
        History {
            past: Vec::new(),
            present,
            future: Vec::new(),
        }
    }

    pub fn present(&self) -> &T {
        &self.present
    }

    /// Records `next` as the new present. A change to nothing is not a step.
    pub fn push(&mut self, next: T) {
        if next == self.present {
            return;
        }
        let previous = std::mem::replace(&mut self.present, next);
        self.past.push(previous);
        if self.past.len() > MAX_UNDO {
            self.past.remove(0);
        }
        self.future.clear();
    }

    pub fn can_undo(&self) -> bool {
        !self.past.is_empty()
    }

    pub fn can_redo(&self) -> bool {
        !self.future.is_empty()
    }

    pub fn undo(&mut self) -> bool {
        let Some(previous) = self.past.pop() else {
            return false;
        };
        let current = std::mem::replace(&mut self.present, previous);
        self.future.push(current);
        true
    }

    pub fn redo(&mut self) -> bool {
        let Some(next) = self.future.pop() else {
            return false;
        };
        let current = std::mem::replace(&mut self.present, next);
        self.past.push(current);
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn undo_and_redo_walk_the_edits() {
        let mut history = History::new(0);
        history.push(1);
        history.push(2);
        assert!(history.undo());
        assert_eq!(*history.present(), 1);
        assert!(history.undo());
        assert_eq!(*history.present(), 0);
        assert!(!history.undo(), "nothing before the start");
        assert!(history.redo());
        assert!(history.redo());
        assert_eq!(*history.present(), 2);
        assert!(!history.redo());
    }

    #[test]
    fn a_new_edit_forgets_the_redo_branch() {
        let mut history = History::new("a");
        history.push("b");
        history.undo();
        history.push("c");
        assert!(!history.can_redo());
        history.undo();
        assert_eq!(*history.present(), "a");
    }

    #[test]
    fn an_unchanged_value_is_not_a_step() {
        let mut history = History::new(5);
        history.push(5);
        assert!(!history.can_undo());
    }

    #[test]
    fn old_steps_are_forgotten_beyond_the_cap() {
        let mut history = History::new(0);
        for value in 1..=(MAX_UNDO + 10) {
            history.push(value);
        }
        let mut steps = 0;
        while history.undo() {
            steps += 1;
        }
        assert_eq!(steps, MAX_UNDO);
    }
}
