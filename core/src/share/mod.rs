//! Sharing an army without a server: the link payload, the link itself,
//! text and JSON export, and the QR code. Pure: no browser here.

mod bits;
pub(crate) mod change;
mod code;
pub(crate) mod link;
pub(crate) mod payload;
mod resolve;

mod describe;
pub(crate) mod export;
pub(crate) mod qr;
