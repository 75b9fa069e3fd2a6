//! A QR code of a share link, as SVG markup the page or the printed sheet
//! can show. The markup is built only from the code's modules, never from
//! text of the link itself, so it is safe to insert.

use qrcodegen::{QrCode, QrCodeEcc};

/// The link does not fit in any QR code (never the case for share links).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooLongForQr;

/// An SVG of the QR code for `text`: dark modules as one path, with the
/// standard quiet zone of four modules.
pub fn qr_svg(text: &str) -> Result<String, TooLongForQr> {
    let code = QrCode::encode_text(text, QrCodeEcc::Medium).map_err(|_| TooLongForQr)?;
    let size = code.size();
    let border = 4;
    let mut path = String::new();
    for y in 0..size {
        for x in 0..size {
            if code.get_module(x, y) {
                path.push_str(&format!("M{},{}h1v1h-1z", x + border, y + border));
            }
        }
    }
    let side = size + 2 * border;
    Ok(format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {side} {side}\" \
         shape-rendering=\"crispEdges\" role=\"img\">\
         <rect width=\"100%\" height=\"100%\" fill=\"#fff\"/>\
         <path d=\"{path}\" fill=\"#000\"/></svg>"
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The number of modules per side of the QR code for `text`.
    fn qr_modules(text: &str) -> Option<i32> {
        QrCode::encode_text(text, QrCodeEcc::Medium)
            .ok()
            .map(|code| code.size())
    }

    #[test]
    fn a_share_link_makes_a_small_qr_code() {
        let link = format!("https://example.org/clouds/#army={}", "A".repeat(70));
        let svg = qr_svg(&link).unwrap();
        assert!(svg.starts_with("<svg") && svg.ends_with("</svg>"));
        assert!(
            !svg.contains("example.org"),
            "the text never enters the markup"
        );
        // Version 6 (41 modules) or below: scannable from a printed sheet.
        assert!(qr_modules(&link).unwrap() <= 41);
    }

    #[test]
    fn oversized_text_is_an_error_not_a_panic() {
        assert_eq!(qr_svg(&"x".repeat(10_000)), Err(TooLongForQr));
    }
}
