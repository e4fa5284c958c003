//! QR codes for invitations: drawn as a grid of modules (the page draws it in SVG) and
//! read back from a picture (a camera's frame or a photo, as grey levels).

use qrcode::{EcLevel, QrCode};
use thiserror::Error;

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

/// Why a picture gave no code.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ReadError {
    /// No QR code was found in the picture.
    #[error("no QR code in the picture: hold the code flat, in the middle, and closer")]
    NoCode,
    /// A QR code was found but could not be read.
    #[error("the QR code could not be read: hold it steady, out of glare")]
    Unreadable,
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

/// The text of the first QR code found in a `width` by `height` picture, whose grey
/// level at column `x`, row `y` is `luma(x, y)` (0 black, 255 white).
pub fn read(
    width: usize,
    height: usize,
    luma: impl FnMut(usize, usize) -> u8,
) -> Result<String, ReadError> {
    let mut picture = rqrr::PreparedImage::prepare_from_greyscale(width, height, luma);
    let grids = picture.detect_grids();
    let mut found = false;
    for grid in grids {
        found = true;
        if let Ok((_, text)) = grid.decode() {
            return Ok(text);
        }
    }
    Err(if found {
        ReadError::Unreadable
    } else {
        ReadError::NoCode
    })
}
