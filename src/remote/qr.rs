//! QR codes for invitations, drawn as a grid of modules (the page draws it in SVG). Reading
//! one back from a picture is the reader bundle's (`crate::reader`).

use qrcode::{EcLevel, QrCode};

/// A QR code's modules, row by row, `true` for dark.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Modules {
    /// Modules on a side (21 for version 1, 4 more a version).
    pub width: usize,
    /// `width * width` modules, row by row.
    pub dark: Vec<bool>,
}

impl Modules {
    /// True when the module at column `x`, row `y` is dark (outside: the quiet zone,
    /// light).
    pub fn is_dark(&self, x: usize, y: usize) -> bool {
        x < self.width && y < self.width && self.dark[y * self.width + x]
    }

    /// The QR code's version (1 to 40), from its width.
    pub fn version(&self) -> usize {
        (self.width - 17) / 4
    }
}

/// `text` as a QR code, with medium error correction (a code on a screen, read by a
/// camera at arm's length, may lose some of its modules to glare).
pub fn encode(text: &str) -> Modules {
    let code = QrCode::with_error_correction_level(text.as_bytes(), EcLevel::M)
        .or_else(|_| QrCode::with_error_correction_level(text.as_bytes(), EcLevel::L))
        .expect("an invitation fits a QR code");
    let width = code.width();
    let dark = code
        .to_colors()
        .into_iter()
        .map(|c| c == qrcode::Color::Dark)
        .collect();
    Modules { width, dark }
}
