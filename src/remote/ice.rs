//! The ICE servers a site owner names for play across networks: STUN, so that a device
//! behind a router learns its public address, and TURN, to relay where no direct path
//! exists. Fourfold names none of its own; with none, devices connect on one network.
//!
//! A site names them in its page, as the browser's own `RTCIceServer` list in JSON:
//!
//! ```html
//! <meta name="fourfold-ice-servers" content='[{"urls": "stun:stun.example.org:3478"},
//!   {"urls": ["turn:turn.example.org:3478"], "username": "fourfold", "credential": "secret"}]'>
//! ```
//!
//! Read here, before any connection is made, so that a mistake is told in words instead of
//! a connection that silently fails.

use serde::Deserialize;
use thiserror::Error;

/// The most servers a site may name: each is asked at every invitation, and the
/// invitation waits for the slowest.
pub const MAX_SERVERS: usize = 8;

/// One ICE server, as the browser takes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IceServer {
    /// Its addresses (`stun:`, `stuns:`, `turn:` or `turns:`).
    pub urls: Vec<String>,
    /// The name to give a TURN server.
    pub username: Option<String>,
    /// The password to give a TURN server.
    pub credential: Option<String>,
}

/// What is wrong with a site's list of ICE servers.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum IceError {
    /// Not a JSON list of servers.
    #[error("it is not a list of servers in JSON ({0})")]
    NotAList(String),
    /// More servers than [`MAX_SERVERS`].
    #[error("it names {0} servers; at most {MAX_SERVERS} are asked")]
    TooMany(usize),
    /// A server with no address.
    #[error("server {0} has no address (urls)")]
    NoAddress(usize),
    /// An address that is not a STUN or TURN server's.
    #[error("{0} is not a STUN or TURN address (stun:, stuns:, turn: or turns:)")]
    NotIce(String),
    /// A TURN server without its name and password.
    #[error("{0} is a TURN server, which needs a username and a credential")]
    TurnWithoutLogin(String),
}

/// A server as written: `urls` one address or several.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Written {
    urls: Urls,
    #[serde(default)]
    username: Option<String>,
    #[serde(default)]
    credential: Option<String>,
}

#[derive(Deserialize)]
#[serde(untagged)]
enum Urls {
    One(String),
    Many(Vec<String>),
}

/// The servers `text` names (the page's `fourfold-ice-servers`), checked; blank text
/// names none.
pub fn parse(text: &str) -> Result<Vec<IceServer>, IceError> {
    if text.trim().is_empty() {
        return Ok(Vec::new());
    }
    let written: Vec<Written> =
        serde_json::from_str(text).map_err(|e| IceError::NotAList(e.to_string()))?;
    if written.len() > MAX_SERVERS {
        return Err(IceError::TooMany(written.len()));
    }
    written
        .into_iter()
        .enumerate()
        .map(|(i, server)| {
            let urls = match server.urls {
                Urls::One(url) => vec![url],
                Urls::Many(urls) => urls,
            };
            let urls: Vec<String> = urls.into_iter().map(|u| u.trim().to_string()).collect();
            if urls.is_empty() || urls.iter().any(String::is_empty) {
                return Err(IceError::NoAddress(i + 1));
            }
            for url in &urls {
                let scheme = url.split(':').next().unwrap_or_default();
                let scheme = scheme.to_ascii_lowercase();
                if !matches!(scheme.as_str(), "stun" | "stuns" | "turn" | "turns")
                    || url.len() == scheme.len() + 1
                {
                    return Err(IceError::NotIce(url.clone()));
                }
                let login = server.username.is_some() && server.credential.is_some();
                if scheme.starts_with("turn") && !login {
                    return Err(IceError::TurnWithoutLogin(url.clone()));
                }
            }
            Ok(IceServer {
                urls,
                username: server.username,
                credential: server.credential,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_list_names_no_server() {
        assert_eq!(parse(""), Ok(Vec::new()));
        assert_eq!(parse("  \n"), Ok(Vec::new()));
        assert_eq!(parse("[]"), Ok(Vec::new()));
    }

    #[test]
    fn a_stun_server_and_a_turn_server_with_its_login_are_read_as_the_browser_takes_them() {
        let servers = parse(
            r#"[{"urls": "stun:stun.example.org:3478"},
                {"urls": ["turn:turn.example.org:3478", "turns:turn.example.org:5349"],
                 "username": "fourfold", "credential": "secret"}]"#,
        )
        .unwrap();
        assert_eq!(
            servers,
            vec![
                IceServer {
                    urls: vec!["stun:stun.example.org:3478".into()],
                    username: None,
                    credential: None,
                },
                IceServer {
                    urls: vec![
                        "turn:turn.example.org:3478".into(),
                        "turns:turn.example.org:5349".into()
                    ],
                    username: Some("fourfold".into()),
                    credential: Some("secret".into()),
                },
            ]
        );
    }

    #[test]
    fn each_mistake_is_told_in_words() {
        let cases = [
            (
                r#"{"urls": "stun:a"}"#,
                "it is not a list of servers in JSON",
            ),
            (
                r#"[{"url": "stun:a"}]"#,
                "it is not a list of servers in JSON",
            ),
            ("[{\"urls\": []}]", "server 1 has no address (urls)"),
            (
                r#"[{"urls": "stun:a"}, {"urls": ""}]"#,
                "server 2 has no address (urls)",
            ),
            (
                r#"[{"urls": "https://stun.example.org"}]"#,
                "https://stun.example.org is not a STUN or TURN address",
            ),
            (
                r#"[{"urls": "stun:"}]"#,
                "stun: is not a STUN or TURN address",
            ),
            (
                r#"[{"urls": "turn:t.example.org", "username": "u"}]"#,
                "turn:t.example.org is a TURN server, which needs a username and a credential",
            ),
        ];
        for (text, told) in cases {
            let error = parse(text).unwrap_err().to_string();
            assert!(error.starts_with(told), "{text}: {error}");
        }
        let many = format!("[{}]", [r#"{"urls": "stun:a"}"#; 9].join(","));
        assert_eq!(parse(&many), Err(IceError::TooMany(9)));
    }
}
