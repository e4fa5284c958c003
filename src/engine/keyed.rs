//! Choices kept in saves by their keys: an enum of plain variants whose JSON is its key
//! as a string ("easy"), read back by finding the variant (of the type's `ALL`) with
//! that key.
//!
//! The type derives `Serialize` and `Deserialize` with
//! `#[serde(try_from = "String", into = "&'static str")]` and calls [`saved_by_key!`]:
//! the same JSON as serde's own derive would write for its variants (renamed to the
//! keys), in a fraction of the code. Each derived enum of plain variants costs a bundle
//! about 1 kB of visitors; these all share the reading of one string.

/// Writes `$t` in saves as its `$key()` (a `&'static str`) and reads it back as the one
/// of `$t::ALL` with that key; `$what` names it in the message of a save that holds no
/// such key.
macro_rules! saved_by_key {
    ($t:ty, $key:ident, $what:literal) => {
        impl From<$t> for &'static str {
            fn from(value: $t) -> Self {
                value.$key()
            }
        }

        impl TryFrom<String> for $t {
            type Error = String;

            fn try_from(key: String) -> Result<Self, String> {
                <$t>::ALL
                    .into_iter()
                    .find(|value| value.$key() == key)
                    .ok_or_else(|| format!(concat!("no ", $what, " is called \"{}\""), key))
            }
        }
    };
}

pub(crate) use saved_by_key;

#[cfg(test)]
mod tests {
    use crate::engine::{Controller, Level};

    #[test]
    fn levels_and_controllers_are_saved_as_their_keys_and_read_back() {
        for level in Level::ALL {
            let json = serde_json::to_string(&level).unwrap();
            assert_eq!(json, format!("\"{}\"", level.key()));
            assert_eq!(serde_json::from_str::<Level>(&json).unwrap(), level);
        }
        assert_eq!(serde_json::to_string(&Level::Easy).unwrap(), "\"easy\"");
        assert_eq!(
            serde_json::to_string(&Controller::Computer).unwrap(),
            "\"Computer\""
        );
        assert_eq!(
            serde_json::from_str::<Controller>("\"Human\"").unwrap(),
            Controller::Human
        );
        let wrong = serde_json::from_str::<Level>("\"hard\"").unwrap_err();
        assert!(
            wrong.to_string().contains("no level is called \"hard\""),
            "{wrong}"
        );
        assert!(serde_json::from_str::<Controller>("\"human\"").is_err());
    }
}
