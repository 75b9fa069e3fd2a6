//! Raw bindings to JavaScript objects used
//! by a [`QueuingStrategy`](https://developer.mozilla.org/en-US/docs/Web/API/CountQueuingStrategy).
//! These are re-exported from [web-sys](https://docs.rs/web-sys/0.3.70/web_sys/struct.QueuingStrategy.html).
pub(crate) use web_sys::QueuingStrategy;
