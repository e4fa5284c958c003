//! Reading a QR code from a picture (a camera's frame or a photo): a bundle of its own,
//! `fourfold-reader` (built with the `reader` feature alone, without Yew), which a page
//! of play across devices starts only when a person scans a code with the camera or
//! picks a photo of one (`fourfoldBundleHere` in `static/loader.js`, see
//! `ui::remote::scan`). The reader's error-correcting arithmetic carries a 64 kB table
//! that does not compress: left in the page's bundle, every guest would download it,
//! though most open their invitation from the phone's own camera app and never read a
//! code on the page.
//!
//! On the page it gives the function it names after itself (`window["fourfold-reader"]`):
//! called with a picture's width, height and pixels (RGBA, as a canvas gives them), it
//! returns what was read as JSON, `{"Ok": text}` or `{"Err": "NoCode" | "Unreadable"}`
//! ([`Reading`]).

use serde::{Deserialize, Serialize};
use thiserror::Error;

/// The reader bundle's files' stem, and the name of the function it gives the page.
pub const BUNDLE: &str = "fourfold-reader";

/// Why a picture gave no code.
#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize, Deserialize)]
pub enum ReadError {
    /// No QR code was found in the picture.
    #[error("no QR code in the picture: hold the code flat, in the middle, and closer")]
    NoCode,
    /// A QR code was found but could not be read.
    #[error("the QR code could not be read: hold it steady, out of glare")]
    Unreadable,
}

/// What the reader gives back for a picture: the text of its code, or why there is none.
pub type Reading = Result<String, ReadError>;

/// The text of the first QR code found in a `width` by `height` picture, whose grey
/// level at column `x`, row `y` is `luma(x, y)` (0 black, 255 white).
#[cfg(feature = "reader")]
pub fn read(width: usize, height: usize, luma: impl FnMut(usize, usize) -> u8) -> Reading {
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

/// [`read`] of a picture given as a canvas gives it: `width * height` pixels, row by
/// row, four bytes each (red, green, blue, alpha). A picture whose pixels are fewer
/// than its size says holds no code.
#[cfg(feature = "reader")]
pub fn read_rgba(width: usize, height: usize, rgba: &[u8]) -> Reading {
    if width.checked_mul(height).and_then(|n| n.checked_mul(4)) != Some(rgba.len()) {
        return Err(ReadError::NoCode);
    }
    read(width, height, |x, y| {
        let at = (y * width + x) * 4;
        let (r, g, b) = (
            u32::from(rgba[at]),
            u32::from(rgba[at + 1]),
            u32::from(rgba[at + 2]),
        );
        ((r * 77 + g * 150 + b * 29) >> 8) as u8
    })
}

/// Gives the page the reader, named [`BUNDLE`]: a function of a picture's width, height
/// and RGBA pixels (a `Uint8ClampedArray`) that returns its [`Reading`] as JSON.
#[cfg(all(feature = "reader", target_arch = "wasm32"))]
pub fn start() {
    use wasm_bindgen::prelude::*;

    let reader = Closure::<dyn Fn(u32, u32, JsValue) -> String>::new(
        |width: u32, height: u32, pixels: JsValue| {
            let rgba = js_sys::Uint8ClampedArray::from(pixels).to_vec();
            let reading = read_rgba(width as usize, height as usize, &rgba);
            serde_json::to_string(&reading).unwrap_or_default()
        },
    );
    let _ = js_sys::Reflect::set(
        &js_sys::global(),
        &JsValue::from_str(BUNDLE),
        reader.as_ref(),
    );
    reader.forget();
}

#[cfg(all(test, feature = "reader"))]
mod tests {
    use super::*;

    #[test]
    fn a_picture_of_no_code_or_of_the_wrong_size_holds_no_code() {
        assert_eq!(read_rgba(8, 8, &[255; 8 * 8 * 4]), Err(ReadError::NoCode));
        assert_eq!(read_rgba(8, 8, &[255; 10]), Err(ReadError::NoCode));
        assert_eq!(read_rgba(usize::MAX, 2, &[]), Err(ReadError::NoCode));
    }

    #[test]
    fn a_reading_travels_as_json_both_ways() {
        for reading in [Ok("F1:abc".to_string()), Err(ReadError::Unreadable)] {
            let text = serde_json::to_string(&reading).unwrap();
            assert_eq!(serde_json::from_str::<Reading>(&text).unwrap(), reading);
        }
    }
}
