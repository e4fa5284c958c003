//! Capitals for the games' own words and for people's names.
//!
//! The games' words (pictures, piles, places, goals) are plain ASCII, so they are
//! capitalised without Unicode's case tables, which would add about 9 kB gzip to every
//! bundle. A name is whatever a person typed: its initial is upper-cased by the browser.

/// One of the games' own words with a capital first letter ("moon" to "Moon").
pub fn capitalised(word: &str) -> String {
    let mut text = word.to_string();
    if let Some(first) = text.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    text
}

/// The initial of a name, upper-cased: its first character that is not a space or a
/// punctuation mark, or `None` for a name of none.
pub fn initial(name: &str) -> Option<String> {
    let c = name
        .chars()
        .find(|c| !c.is_whitespace() && !c.is_ascii_punctuation())?;
    // Most names start with an ASCII letter: no trip to the browser for those (a table
    // works out its seats' initials on every render).
    Some(if c.is_ascii() {
        String::from(c.to_ascii_uppercase())
    } else {
        upper(c)
    })
}

#[cfg(target_arch = "wasm32")]
fn upper(c: char) -> String {
    String::from(js_sys::JsString::from(c).to_upper_case())
}

// Natively (tests, server-side rendering) the standard library's own tables serve.
#[cfg(not(target_arch = "wasm32"))]
fn upper(c: char) -> String {
    c.to_uppercase().collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_get_a_capital_and_names_an_initial() {
        assert_eq!(capitalised("moon"), "Moon");
        assert_eq!(capitalised("ice cream"), "Ice cream");
        assert_eq!(capitalised(""), "");
        assert_eq!(initial("ann"), Some("A".into()));
        assert_eq!(initial("  \"émile\""), Some("É".into()));
        assert_eq!(initial(" .,"), None);
    }
}
