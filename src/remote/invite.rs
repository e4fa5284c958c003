//! An invitation to play across devices: the few fields of a WebRTC offer or answer that
//! matter (the ICE user fragment and password, the DTLS certificate's fingerprint, the
//! DTLS role and the addresses gathered), as a short code, and the session description
//! rebuilt from them on the other device.
//!
//! A full session description is 2.5 to 2.8 kB, too dense for a phone camera at arm's
//! length; these fields are about a hundred bytes. The code is their bytes in base32
//! (RFC 4648, upper case, no padding): every character is in a QR code's alphanumeric
//! set, so the code fills a small QR code, and it survives being pasted into a
//! messenger, read aloud or typed in lower case. No game state travels in it.
//!
//! Only what a data channel needs is kept: UDP candidates (TCP ones and those learnt
//! from a peer are left out), SHA-256 fingerprints, one media section. Addresses are
//! IPv4, IPv6 or a browser's hidden local name (`<uuid>.local`, mDNS).

use std::fmt::Write as _;
use std::net::{Ipv4Addr, Ipv6Addr};

use data_encoding::BASE32_NOPAD;
use thiserror::Error;

/// The code's format, its first byte's high bits: a code of another version is refused
/// with a message to reload. 2: an answer names the invitation it answers
/// ([`Invitation::answers`]), and every code ends with two check bytes, so a code
/// mistyped or cut short is told as such, not as another version's.
pub const CODE_VERSION: u8 = 2;

/// The format before check bytes, told as another version's when it reads whole.
const FIRST_VERSION: u8 = 1;

/// The check bytes at a code's end: a CRC-16 of every byte before them.
const CHECK: crc::Crc<u16, crc::NoTable> =
    crc::Crc::<u16, crc::NoTable>::new(&crc::CRC_16_IBM_SDLC);

/// An invitation's reference, which its answers carry: a CRC-32 of its ICE user
/// fragment and certificate fingerprint, both drawn afresh for every connection.
const REFERENCE: crc::Crc<u32, crc::NoTable> =
    crc::Crc::<u32, crc::NoTable>::new(&crc::CRC_32_ISO_HDLC);

/// At most this many addresses travel (a phone on Wi-Fi and mobile data has a few).
pub const MAX_CANDIDATES: usize = 8;

/// Which end of the DTLS handshake a description takes (its `a=setup`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// Either: an offer's.
    ActPass,
    /// Starts the handshake: an answer's, as browsers answer.
    Active,
    /// Waits for it.
    Passive,
}

impl Role {
    fn key(self) -> &'static str {
        match self {
            Role::ActPass => "actpass",
            Role::Active => "active",
            Role::Passive => "passive",
        }
    }

    fn bits(self) -> u8 {
        match self {
            Role::ActPass => 0,
            Role::Active => 1,
            Role::Passive => 2,
        }
    }

    fn from_bits(bits: u8) -> Option<Role> {
        [Role::ActPass, Role::Active, Role::Passive]
            .into_iter()
            .find(|r| r.bits() == bits)
    }

    /// True for an offer's role.
    pub fn is_offer(self) -> bool {
        self == Role::ActPass
    }
}

/// Where a device may be reached.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Address {
    /// An IPv4 address.
    V4(Ipv4Addr),
    /// An IPv6 address.
    V6(Ipv6Addr),
    /// A browser's hidden local address, `<uuid>.local`: the UUID's 16 bytes.
    Hidden([u8; 16]),
}

impl Address {
    fn parse(text: &str) -> Option<Address> {
        if let Ok(v4) = text.parse::<Ipv4Addr>() {
            return Some(Address::V4(v4));
        }
        if let Ok(v6) = text.parse::<Ipv6Addr>() {
            return Some(Address::V6(v6));
        }
        let uuid = text.strip_suffix(".local")?;
        let hex: String = uuid.chars().filter(|c| *c != '-').collect();
        if uuid.len() != 36 || hex.len() != 32 {
            return None;
        }
        let mut bytes = [0u8; 16];
        for (i, byte) in bytes.iter_mut().enumerate() {
            *byte = u8::from_str_radix(hex.get(2 * i..2 * i + 2)?, 16).ok()?;
        }
        Some(Address::Hidden(bytes))
    }

    fn bits(self) -> u8 {
        match self {
            Address::V4(_) => 0,
            Address::V6(_) => 1,
            Address::Hidden(_) => 2,
        }
    }
}

impl std::fmt::Display for Address {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Address::V4(a) => write!(f, "{a}"),
            Address::V6(a) => write!(f, "{a}"),
            Address::Hidden(b) => {
                for (i, byte) in b.iter().enumerate() {
                    if matches!(i, 4 | 6 | 8 | 10) {
                        f.write_char('-')?;
                    }
                    write!(f, "{byte:02x}")?;
                }
                f.write_str(".local")
            }
        }
    }
}

/// How an address was found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// The device's own address (the same Wi-Fi).
    Host,
    /// The address a STUN server saw (across networks).
    Reflexive,
    /// A TURN server's relay.
    Relay,
}

impl Kind {
    fn key(self) -> &'static str {
        match self {
            Kind::Host => "host",
            Kind::Reflexive => "srflx",
            Kind::Relay => "relay",
        }
    }

    /// RFC 8445's type preference, for the candidate's priority.
    fn preference(self) -> u32 {
        match self {
            Kind::Host => 126,
            Kind::Reflexive => 100,
            Kind::Relay => 0,
        }
    }

    fn bits(self) -> u8 {
        match self {
            Kind::Host => 0,
            Kind::Reflexive => 1,
            Kind::Relay => 2,
        }
    }
}

/// An address a device may be reached at, with its UDP port.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Candidate {
    /// The address.
    pub address: Address,
    /// The UDP port.
    pub port: u16,
    /// How it was found.
    pub kind: Kind,
}

/// What is wrong with a description or a code, in words for the person pasting it.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum InviteError {
    /// The description lacks a field a connection needs.
    #[error("the connection's description has no {0}")]
    Missing(&'static str),
    /// The description uses what this code cannot carry.
    #[error("the connection's description uses {0}, which Fourfold cannot send")]
    Unsupported(String),
    /// No address to reach the device at.
    #[error(
        "this device found no address to be reached at: check that it is on the Wi-Fi (or that the site names a STUN server)"
    )]
    NoAddress,
    /// The text is not a code at all, or part of it is missing.
    #[error("that is not a whole Fourfold code: copy all of it, or scan it again")]
    NotACode,
    /// A code of another version of Fourfold.
    #[error("that code comes from another version of Fourfold: reload the page on both devices")]
    OtherVersion,
    /// An invitation where an answer belongs (the host's own, pasted back).
    #[error(
        "that is an invitation, not an answer: paste the code the guest's device shows once it has opened the invitation"
    )]
    AnInvitation,
    /// An answer where an invitation belongs.
    #[error(
        "that is a guest's answer, not an invitation: scan or paste the code the host's device shows"
    )]
    AnAnswer,
    /// The host's own invitation, pasted as the answer to it.
    #[error(
        "that is this device's own invitation: open it on the guest's device, then paste the answer it shows"
    )]
    OwnInvitation,
    /// An answer to another invitation (an earlier one, or another host's).
    #[error(
        "that answer was made for another invitation (an earlier one, or another host's): open this invitation on the guest's device, then paste its new answer"
    )]
    OtherInvitation,
    /// An answer to an invitation another device has already taken.
    #[error(
        "that invitation was already taken by another device: invite this device with a new invitation"
    )]
    Taken,
}

impl InviteError {
    /// What a guest's page says of an invitation it cannot read (this error). The
    /// page's loader says the same, in these words, before the bundle comes, of the codes
    /// it is sure are [`InviteError::NotACode`] (static/loader.js: those whose
    /// characters, length or check bytes are none of a code's).
    pub fn unreadable_invitation(&self) -> String {
        format!(
            "This invitation cannot be read: {self}. If it still fails, ask the host for a new one."
        )
    }
}

/// An offer or an answer, as the code carries it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Invitation {
    /// Its DTLS role: an offer's is [`Role::ActPass`].
    pub role: Role,
    /// The ICE user fragment.
    pub ufrag: String,
    /// The ICE password.
    pub pwd: String,
    /// The SHA-256 fingerprint of the device's DTLS certificate.
    pub fingerprint: [u8; 32],
    /// Where the device may be reached, most preferred first.
    pub candidates: Vec<Candidate>,
    /// An answer's: the reference of the invitation it answers
    /// ([`Invitation::reference`]).
    pub answers: Option<u32>,
}

/// An ICE user fragment or password: 1 to 255 of `A-Z a-z 0-9 + /`.
fn ice_chars(text: &str, what: &'static str) -> Result<String, InviteError> {
    let ok = !text.is_empty()
        && text.len() < 256
        && text
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'+' || b == b'/');
    ok.then(|| text.to_string())
        .ok_or_else(|| InviteError::Unsupported(format!("an unusual {what}")))
}

fn fingerprint(text: &str) -> Result<[u8; 32], InviteError> {
    let Some(hex) = text.strip_prefix("sha-256 ") else {
        let algorithm = text.split(' ').next().unwrap_or_default();
        return Err(InviteError::Unsupported(format!(
            "a {algorithm} fingerprint"
        )));
    };
    let bytes: Vec<u8> = hex
        .split(':')
        .map(|pair| u8::from_str_radix(pair, 16))
        .collect::<Result<_, _>>()
        .map_err(|_| InviteError::Missing("readable fingerprint"))?;
    bytes
        .try_into()
        .map_err(|_| InviteError::Missing("whole fingerprint"))
}

/// A candidate line's fields after `a=candidate:`, if it is one the code carries.
fn candidate(line: &str) -> Option<Candidate> {
    let fields: Vec<&str> = line.split_whitespace().collect();
    let [
        _foundation,
        component,
        protocol,
        _priority,
        address,
        port,
        typ,
        kind,
        ..,
    ] = fields.as_slice()
    else {
        return None;
    };
    if *component != "1" || !protocol.eq_ignore_ascii_case("udp") || *typ != "typ" {
        return None;
    }
    let kind = match *kind {
        "host" => Kind::Host,
        "srflx" => Kind::Reflexive,
        "relay" => Kind::Relay,
        _ => return None,
    };
    Some(Candidate {
        address: Address::parse(address)?,
        port: port.parse().ok()?,
        kind,
    })
}

impl Invitation {
    /// The invitation in a session description (an offer or an answer, with every
    /// candidate gathered).
    pub fn from_sdp(sdp: &str) -> Result<Self, InviteError> {
        let (mut ufrag, mut pwd, mut print, mut role) = (None, None, None, None);
        let mut candidates = Vec::new();
        for line in sdp.lines().map(str::trim) {
            let Some(attribute) = line.strip_prefix("a=") else {
                continue;
            };
            let (name, value) = attribute.split_once(':').unwrap_or((attribute, ""));
            match name {
                "ice-ufrag" => ufrag = Some(ice_chars(value, "user fragment")?),
                "ice-pwd" => pwd = Some(ice_chars(value, "password")?),
                "fingerprint" => print = Some(fingerprint(value)?),
                "setup" => {
                    role = Some(match value {
                        "actpass" => Role::ActPass,
                        "active" => Role::Active,
                        "passive" => Role::Passive,
                        other => return Err(InviteError::Unsupported(format!("setup {other}"))),
                    })
                }
                "candidate" => candidates.extend(candidate(value)),
                _ => {}
            }
        }
        let mut seen = Vec::new();
        candidates.retain(|c| {
            let new = !seen.contains(c);
            seen.push(*c);
            new
        });
        candidates.truncate(MAX_CANDIDATES);
        if candidates.is_empty() {
            return Err(InviteError::NoAddress);
        }
        Ok(Invitation {
            role: role.ok_or(InviteError::Missing("DTLS role"))?,
            ufrag: ufrag.ok_or(InviteError::Missing("ICE user fragment"))?,
            pwd: pwd.ok_or(InviteError::Missing("ICE password"))?,
            fingerprint: print.ok_or(InviteError::Missing("certificate fingerprint"))?,
            candidates,
            answers: None,
        })
    }

    /// This invitation's reference, which the answers to it carry.
    pub fn reference(&self) -> u32 {
        let mut digest = REFERENCE.digest();
        digest.update(self.ufrag.as_bytes());
        digest.update(&self.fingerprint);
        digest.finalize()
    }

    /// This answer, marked as made for `offer` (see [`Invitation::answers`]).
    pub fn answering(self, offer: &Invitation) -> Invitation {
        Invitation {
            answers: Some(offer.reference()),
            ..self
        }
    }

    /// Checks that this code, pasted or scanned at the host, is an answer to `offer`,
    /// the invitation waiting for one; `taken` holds the references of the host's
    /// invitations already answered. Each mistake is told as what it is.
    pub fn check_answer(&self, offer: &Invitation, taken: &[u32]) -> Result<(), InviteError> {
        if self.role.is_offer() {
            return Err(if self.reference() == offer.reference() {
                InviteError::OwnInvitation
            } else {
                InviteError::AnInvitation
            });
        }
        match self.answers {
            Some(r) if r == offer.reference() => Ok(()),
            Some(r) if taken.contains(&r) => Err(InviteError::Taken),
            _ => Err(InviteError::OtherInvitation),
        }
    }

    /// A session description a browser accepts for a data channel alone, rebuilt from
    /// these fields.
    pub fn to_sdp(&self) -> String {
        let mut sdp = String::from(
            "v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\na=group:BUNDLE 0\r\n\
             a=msid-semantic: WMS\r\nm=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\n\
             c=IN IP4 0.0.0.0\r\n",
        );
        for (i, c) in self.candidates.iter().enumerate() {
            let local = 65_535 - i as u32;
            let priority = (c.kind.preference() << 24) | (local << 8) | 255;
            let related = match c.kind {
                Kind::Host => "",
                Kind::Reflexive | Kind::Relay => " raddr 0.0.0.0 rport 0",
            };
            let _ = write!(
                sdp,
                "a=candidate:{i} 1 udp {priority} {} {} typ {}{related} generation 0\r\n",
                c.address,
                c.port,
                c.kind.key()
            );
        }
        let print: Vec<String> = self
            .fingerprint
            .iter()
            .map(|b| format!("{b:02X}"))
            .collect();
        let _ = write!(
            sdp,
            "a=end-of-candidates\r\na=ice-ufrag:{}\r\na=ice-pwd:{}\r\na=ice-options:trickle\r\n\
             a=fingerprint:sha-256 {}\r\na=setup:{}\r\na=mid:0\r\na=sctp-port:5000\r\n\
             a=max-message-size:262144\r\n",
            self.ufrag,
            self.pwd,
            print.join(":"),
            self.role.key()
        );
        sdp
    }

    /// The invitation as a code: upper-case letters and digits 2 to 7.
    pub fn to_code(&self) -> String {
        let mut bytes = vec![(CODE_VERSION << 2) | self.role.bits()];
        if !self.role.is_offer() {
            bytes.extend_from_slice(&self.answers.unwrap_or(0).to_be_bytes());
        }
        for text in [&self.ufrag, &self.pwd] {
            bytes.push(text.len() as u8);
            bytes.extend_from_slice(text.as_bytes());
        }
        bytes.extend_from_slice(&self.fingerprint);
        bytes.push(self.candidates.len() as u8);
        for c in &self.candidates {
            bytes.push((c.kind.bits() << 2) | c.address.bits());
            match c.address {
                Address::V4(a) => bytes.extend_from_slice(&a.octets()),
                Address::V6(a) => bytes.extend_from_slice(&a.octets()),
                Address::Hidden(b) => bytes.extend_from_slice(&b),
            }
            bytes.extend_from_slice(&c.port.to_be_bytes());
        }
        let check = CHECK.checksum(&bytes);
        bytes.extend_from_slice(&check.to_be_bytes());
        BASE32_NOPAD.encode(&bytes)
    }

    /// The invitation in a code as [`Invitation::to_code`] writes it; spaces, line
    /// breaks and lower case (a code pasted from a messenger) are forgiven.
    pub fn from_code(code: &str) -> Result<Self, InviteError> {
        let text: String = code
            .chars()
            .filter(|c| !c.is_whitespace())
            .map(|c| c.to_ascii_uppercase())
            .collect();
        let bytes = BASE32_NOPAD
            .decode(text.as_bytes())
            .map_err(|_| InviteError::NotACode)?;
        let Some((body, check)) = bytes.split_last_chunk::<2>() else {
            return Err(InviteError::NotACode);
        };
        let Some(&head) = body.first() else {
            return Err(InviteError::NotACode);
        };
        if CHECK.checksum(body) != u16::from_be_bytes(*check) {
            // A whole code of the first format (which had no check bytes) is another
            // version's; anything else is a code mistyped or cut short.
            let first = head >> 2 == FIRST_VERSION
                && Role::from_bits(head & 3).is_some()
                && Invitation::fields(&mut Reader(&bytes[1..]), Role::ActPass, None).is_ok();
            return Err(if first {
                InviteError::OtherVersion
            } else {
                InviteError::NotACode
            });
        }
        if head >> 2 != CODE_VERSION {
            return Err(InviteError::OtherVersion);
        }
        let role = Role::from_bits(head & 3).ok_or(InviteError::NotACode)?;
        let mut r = Reader(&body[1..]);
        let answers = if role.is_offer() {
            None
        } else {
            Some(u32::from_be_bytes(
                r.take(4)?.try_into().map_err(|_| InviteError::NotACode)?,
            ))
        };
        Invitation::fields(&mut r, role, answers)
    }

    /// The fields after a code's head (and an answer's reference), to its very end.
    fn fields(r: &mut Reader, role: Role, answers: Option<u32>) -> Result<Self, InviteError> {
        let ufrag = r.text()?;
        let pwd = r.text()?;
        let fingerprint: [u8; 32] = r.take(32)?.try_into().map_err(|_| InviteError::NotACode)?;
        let count = usize::from(r.byte()?);
        if count == 0 || count > MAX_CANDIDATES {
            return Err(InviteError::NotACode);
        }
        let mut candidates = Vec::with_capacity(count);
        for _ in 0..count {
            let flags = r.byte()?;
            let kind = [Kind::Host, Kind::Reflexive, Kind::Relay]
                .into_iter()
                .find(|k| k.bits() == flags >> 2)
                .ok_or(InviteError::NotACode)?;
            let address = match flags & 3 {
                0 => Address::V4(
                    <[u8; 4]>::try_from(r.take(4)?)
                        .map_err(|_| InviteError::NotACode)?
                        .into(),
                ),
                1 => Address::V6(
                    <[u8; 16]>::try_from(r.take(16)?)
                        .map_err(|_| InviteError::NotACode)?
                        .into(),
                ),
                2 => Address::Hidden(r.take(16)?.try_into().map_err(|_| InviteError::NotACode)?),
                _ => return Err(InviteError::NotACode),
            };
            let port =
                u16::from_be_bytes(r.take(2)?.try_into().map_err(|_| InviteError::NotACode)?);
            candidates.push(Candidate {
                address,
                port,
                kind,
            });
        }
        if !r.0.is_empty() {
            return Err(InviteError::NotACode);
        }
        Ok(Invitation {
            role,
            ufrag: ice_chars(&ufrag, "user fragment").map_err(|_| InviteError::NotACode)?,
            pwd: ice_chars(&pwd, "password").map_err(|_| InviteError::NotACode)?,
            fingerprint,
            candidates,
            answers,
        })
    }
}

/// The bytes of a code not yet read.
struct Reader<'a>(&'a [u8]);

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Result<&'a [u8], InviteError> {
        if self.0.len() < n {
            return Err(InviteError::NotACode);
        }
        let (head, rest) = self.0.split_at(n);
        self.0 = rest;
        Ok(head)
    }

    fn byte(&mut self) -> Result<u8, InviteError> {
        Ok(self.take(1)?[0])
    }

    fn text(&mut self) -> Result<String, InviteError> {
        let len = usize::from(self.byte()?);
        String::from_utf8(self.take(len)?.to_vec()).map_err(|_| InviteError::NotACode)
    }
}
