//! Sharing an army without a server: the link payload, the link itself,
//! text and JSON export, and the QR code. Pure: no browser here.

mod bits;
mod code;
pub mod link;
pub mod payload;
mod resolve;

pub use link::{share_link, Fragment};
pub use payload::{decode, encode, LinkChange, LinkError, SharedArmy};
mod describe;
pub mod export;
pub mod qr;
