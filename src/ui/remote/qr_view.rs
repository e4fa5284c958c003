//! A QR code on screen: one SVG path of its dark modules, inside a quiet zone, black on
//! white whatever the theme (a camera reads dark on light).

use yew::prelude::*;

use crate::remote::qr;

/// Modules of quiet zone around the code (the standard's four).
const QUIET: usize = 4;

/// The SVG path of `modules`' dark modules, each a unit square, offset by the quiet zone.
pub fn path(modules: &qr::Modules) -> String {
    let mut d = String::new();
    for y in 0..modules.width {
        let mut x = 0;
        while x < modules.width {
            if !modules.is_dark(x, y) {
                x += 1;
                continue;
            }
            // A run of dark modules along the row is one rectangle.
            let start = x;
            while modules.is_dark(x, y) {
                x += 1;
            }
            d.push_str(&format!(
                "M{} {}h{}v1h-{}z",
                start + QUIET,
                y + QUIET,
                x - start,
                x - start
            ));
        }
    }
    d
}

/// Props of [`QrCode`].
#[derive(Properties, PartialEq)]
pub struct QrProps {
    /// The text to encode.
    pub text: AttrValue,
    /// What a screen reader says of the picture.
    pub label: AttrValue,
}

/// `text` as a QR code.
#[component]
pub fn QrCode(props: &QrProps) -> Html {
    let modules = qr::encode(&props.text);
    let side = modules.width + 2 * QUIET;
    html! {
        <svg class="qr" role="img" aria-label={props.label.clone()}
             viewBox={format!("0 0 {side} {side}")} shape-rendering="crispEdges">
            <rect width={side.to_string()} height={side.to_string()} fill="#fff" />
            <path d={path(&modules)} fill="#000" />
        </svg>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_path_draws_every_dark_module_once_and_nothing_else() {
        let modules = qr::encode("HELLO FOURFOLD");
        let d = path(&modules);
        let mut drawn = vec![false; modules.width * modules.width];
        for rect in d.split('M').filter(|r| !r.is_empty()) {
            let (xy, rest) = rect.split_once('h').unwrap();
            let (x, y) = xy.split_once(' ').unwrap();
            let (x, y): (usize, usize) = (x.parse().unwrap(), y.parse().unwrap());
            let run: usize = rest.split_once('v').unwrap().0.parse().unwrap();
            for i in 0..run {
                let at = (y - QUIET) * modules.width + x - QUIET + i;
                assert!(!drawn[at], "drawn twice");
                drawn[at] = true;
            }
        }
        assert_eq!(drawn, modules.dark);
    }
}
