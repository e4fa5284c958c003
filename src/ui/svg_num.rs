//! Numbers written into SVG attributes (coordinates, lengths, transforms).
//!
//! A board writes a few hundred numbers on every render. `f32`'s own `Display` finds the
//! shortest exact decimal, which costs about 10 kB of every bundle's code and is slow on
//! a phone; a drawing needs no more than hundredths of a unit, which integer formatting
//! writes exactly.

/// A number as an SVG attribute value: rounded to hundredths, with no trailing zeros
/// (`12`, `12.5`, `-0.25`).
pub trait SvgNum {
    /// The number as an attribute value.
    fn svg(self) -> String;
}

impl SvgNum for f32 {
    fn svg(self) -> String {
        // Board sizes are a few thousand units at most, far inside i32.
        let hundredths = (self * 100.0).round() as i32;
        let sign = if hundredths < 0 { "-" } else { "" };
        let whole = hundredths.unsigned_abs() / 100;
        match hundredths.unsigned_abs() % 100 {
            0 => format!("{sign}{whole}"),
            part if part % 10 == 0 => format!("{sign}{whole}.{}", part / 10),
            part => format!("{sign}{whole}.{part:02}"),
        }
    }
}

impl SvgNum for f64 {
    fn svg(self) -> String {
        (self as f32).svg()
    }
}

#[cfg(test)]
mod tests {
    use super::SvgNum;

    #[test]
    fn numbers_are_written_to_hundredths_without_trailing_zeros() {
        assert_eq!(12.0f32.svg(), "12");
        assert_eq!(12.5f32.svg(), "12.5");
        assert_eq!(12.05f32.svg(), "12.05");
        assert_eq!(0.004f32.svg(), "0");
        assert_eq!((-0.25f32).svg(), "-0.25");
        assert_eq!((-3.0f32).svg(), "-3");
        assert_eq!(659.532f32.svg(), "659.53");
        assert_eq!(2.2f64.svg(), "2.2");
    }
}
