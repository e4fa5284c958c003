//! Links into the app: `?game=foursquare&seed=123` opens that deal. Parsing is pure and
//! strict: every parameter is checked, and a bad one gets a message naming what is
//! allowed, never a blank page.

use thiserror::Error;

use crate::engine::Seed;
use crate::games::GameId;

/// The parameters the app understands.
pub const PARAMS: [&str; 2] = ["game", "seed"];

/// What a link asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LinkRequest {
    /// The game to open.
    pub game: GameId,
    /// The deal; without it the setup screen opens.
    pub seed: Option<Seed>,
}

/// Why a link could not be followed.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ParamError {
    /// `game` names no game.
    #[error(
        "The link asks for a game called \"{given}\", which Fourfold does not have. Games: {allowed}."
    )]
    UnknownGame {
        /// What the link said.
        given: String,
        /// The games there are.
        allowed: String,
    },
    /// `seed` is not a whole number.
    #[error(
        "The link's deal number \"{given}\" is not a whole number from 0 to 18446744073709551615."
    )]
    BadSeed {
        /// What the link said.
        given: String,
    },
    /// A seed without a game.
    #[error("The link gives a deal number but no game; add game= one of: {allowed}.")]
    MissingGame {
        /// The games there are.
        allowed: String,
    },
    /// A parameter the app does not know.
    #[error("The link has a setting \"{given}\" that Fourfold does not know. Settings: {allowed}.")]
    UnknownParam {
        /// The parameter's name.
        given: String,
        /// The parameters there are.
        allowed: String,
    },
}

/// Reads the query parameters of a link; `Ok(None)` when it asks for nothing.
pub fn parse_params(pairs: &[(String, String)]) -> Result<Option<LinkRequest>, ParamError> {
    let games = || GameId::keys().join(", ");
    let mut game = None;
    let mut seed = None;
    for (name, value) in pairs {
        match name.as_str() {
            "game" => {
                game = Some(GameId::from_key(value.trim()).ok_or_else(|| {
                    ParamError::UnknownGame {
                        given: value.clone(),
                        allowed: games(),
                    }
                })?);
            }
            "seed" => {
                seed = Some(value.parse::<Seed>().map_err(|_| ParamError::BadSeed {
                    given: value.clone(),
                })?);
            }
            _ => {
                return Err(ParamError::UnknownParam {
                    given: name.clone(),
                    allowed: PARAMS.join(", "),
                });
            }
        }
    }
    match (game, seed) {
        (Some(game), seed) => Ok(Some(LinkRequest { game, seed })),
        (None, Some(_)) => Err(ParamError::MissingGame { allowed: games() }),
        (None, None) => Ok(None),
    }
}

/// The query string of a link to a deal: `?game=KEY&seed=N`.
pub fn deal_query(game: GameId, seed: Seed) -> String {
    format!("?game={}&seed={}", game.key(), seed)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pairs(list: &[(&str, &str)]) -> Vec<(String, String)> {
        list.iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect()
    }

    #[test]
    fn a_deal_link_round_trips() {
        let query = deal_query(GameId::Foursquare, Seed(42));
        assert_eq!(query, "?game=foursquare&seed=42");
        let parsed = parse_params(&pairs(&[("game", "foursquare"), ("seed", "42")])).unwrap();
        assert_eq!(
            parsed,
            Some(LinkRequest {
                game: GameId::Foursquare,
                seed: Some(Seed(42))
            })
        );
    }

    #[test]
    fn no_parameters_ask_for_nothing() {
        assert_eq!(parse_params(&[]).unwrap(), None);
    }

    #[test]
    fn bad_parameters_name_what_is_allowed() {
        let e = parse_params(&pairs(&[("game", "chess")])).unwrap_err();
        assert!(e.to_string().contains("foursquare"), "{e}");
        let e = parse_params(&pairs(&[("game", "foursquare"), ("seed", "-1")])).unwrap_err();
        assert_eq!(e, ParamError::BadSeed { given: "-1".into() });
        let e = parse_params(&pairs(&[("seed", "5")])).unwrap_err();
        assert!(matches!(e, ParamError::MissingGame { .. }));
        let e = parse_params(&pairs(&[("colour", "red")])).unwrap_err();
        assert!(e.to_string().contains("game, seed"), "{e}");
    }
}
