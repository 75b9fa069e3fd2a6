//! "Decide for me" and "play to the end" off the page's thread: the
//! general (the core's best automatic player) runs in the table's own web
//! worker (`table_worker`, built by Trunk beside `table.html`).
//!
//! The page's bundle then carries no general, which keeps it within its
//! size budget, and a long "play to the end" never freezes the page. The
//! page sends the game as the device keeps it; the worker replays it,
//! lets the general decide, and answers with the commands it chose. The
//! page makes those decisions itself through its session, exactly as if
//! the general had been on the page, so the record, the goldfish's
//! answers and undo are the same.
//!
//! - `protocol`: what the two ends say to each other;
//! - `client`: the page's end;
//! - `worker`: the worker's end.

pub(super) mod client;
pub(super) mod protocol;
pub(crate) mod worker;
