//! Play across devices, the pure parts: invitations (their codes, their QR codes, the
//! session descriptions rebuilt from them) and the host's checks of what a guest says.

mod playout_helpers;

use fourfold::engine::session::WithBots;
use fourfold::engine::{Controller, Game, HINT_STREAM, Seat, SeatSetup, Seed, Seen, Session};
use fourfold::games::letters::{Action, Letters, Options};
use fourfold::games::{ForGame, GameId, Listed};
use fourfold::remote::invite::{Address, Invitation, InviteError, Kind, Role};
use fourfold::remote::qr;
use fourfold::remote::wire::{
    Act, FromGuest, Heard, Hello, PROTOCOL, Ping, Seating, ToGuest, Unheard, table_for,
};

/// An offer as Chromium writes it once every candidate is gathered: a hidden local
/// address, an IPv4 and an IPv6 one, a TCP candidate, one a STUN server saw, and a
/// duplicate.
const OFFER: &str = "v=0\r
o=- 4611731400430051336 2 IN IP4 127.0.0.1\r
s=-\r
t=0 0\r
a=group:BUNDLE 0\r
a=extmap-allow-mixed\r
a=msid-semantic: WMS\r
m=application 46243 UDP/DTLS/SCTP webrtc-datachannel\r
c=IN IP4 192.168.1.5\r
a=candidate:3461934214 1 udp 2113937151 8c3e1a52-7b2f-4d7e-9a1c-0f5e6d7c8b9a.local 46243 typ host generation 0 network-cost 999\r
a=candidate:1467250027 1 udp 2122260223 192.168.1.5 46243 typ host generation 0 network-id 1\r
a=candidate:1467250027 1 udp 2122260223 192.168.1.5 46243 typ host generation 0 network-id 1\r
a=candidate:2015963271 1 udp 2122265343 fd00::1c2b:3a4d 51234 typ host generation 0 network-id 2\r
a=candidate:1853887674 1 tcp 1518280447 192.168.1.5 9 typ host tcptype active generation 0 network-id 1\r
a=candidate:842163049 1 udp 1686052607 203.0.113.7 46243 typ srflx raddr 192.168.1.5 rport 46243 generation 0 network-id 1\r
a=ice-ufrag:Yq8+\r
a=ice-pwd:ZPdBIt3+x4AWqG0ooFOn7X5E\r
a=ice-options:trickle\r
a=fingerprint:sha-256 6B:8B:5D:EA:59:04:20:23:29:C8:87:1C:CD:37:35:8F:8A:18:7A:C5:E1:AB:42:30:8D:6E:21:A7:F0:B1:88:F4\r
a=setup:actpass\r
a=mid:0\r
a=sctp-port:5000\r
a=max-message-size:262144\r
";

fn offer() -> Invitation {
    Invitation::from_sdp(OFFER).expect("an offer")
}

#[test]
fn an_offer_keeps_what_connects_and_drops_the_rest() {
    let offer = offer();
    assert_eq!(offer.role, Role::ActPass);
    assert!(offer.role.is_offer());
    assert_eq!(offer.ufrag, "Yq8+");
    assert_eq!(offer.pwd, "ZPdBIt3+x4AWqG0ooFOn7X5E");
    assert_eq!(offer.fingerprint[0], 0x6B);
    assert_eq!(offer.fingerprint[31], 0xF4);
    let kinds: Vec<(String, u16, Kind)> = offer
        .candidates
        .iter()
        .map(|c| (c.address.to_string(), c.port, c.kind))
        .collect();
    assert_eq!(
        kinds,
        [
            (
                "8c3e1a52-7b2f-4d7e-9a1c-0f5e6d7c8b9a.local".to_string(),
                46243,
                Kind::Host
            ),
            ("192.168.1.5".to_string(), 46243, Kind::Host),
            ("fd00::1c2b:3a4d".to_string(), 51234, Kind::Host),
            ("203.0.113.7".to_string(), 46243, Kind::Reflexive),
        ],
        "UDP candidates once each, in order; the TCP one left out"
    );
    assert!(matches!(offer.candidates[0].address, Address::Hidden(_)));
}

#[test]
fn a_code_carries_the_invitation_whole_and_reads_back_as_it_was() {
    let offer = offer();
    let code = offer.to_code();
    assert!(
        code.bytes()
            .all(|b| b.is_ascii_uppercase() || (b'2'..=b'7').contains(&b)),
        "{code}"
    );
    assert!(code.len() <= 200, "{} characters: {code}", code.len());
    assert_eq!(Invitation::from_code(&code), Ok(offer.clone()));
    // Pasted from a messenger: broken into lines, in lower case.
    let pasted = format!("  {}\n{}  ", code[..40].to_lowercase(), &code[40..]);
    assert_eq!(Invitation::from_code(&pasted), Ok(offer));
}

#[test]
fn the_description_rebuilt_from_a_code_says_what_the_offer_said() {
    let offer = offer();
    let rebuilt = Invitation::from_code(&offer.to_code()).unwrap().to_sdp();
    assert_eq!(Invitation::from_sdp(&rebuilt), Ok(offer.clone()));
    for line in [
        "m=application 9 UDP/DTLS/SCTP webrtc-datachannel",
        "a=setup:actpass",
        "a=ice-ufrag:Yq8+",
        "a=sctp-port:5000",
        "typ srflx raddr 0.0.0.0 rport 0",
    ] {
        assert!(rebuilt.contains(line), "{line} in\n{rebuilt}");
    }
    let answer = Invitation {
        role: Role::Active,
        ..Invitation::from_sdp(OFFER).unwrap()
    }
    .answering(&offer);
    assert!(answer.to_sdp().contains("a=setup:active\r\n"));
    assert_eq!(Invitation::from_code(&answer.to_code()), Ok(answer));
}

#[test]
fn a_bad_description_or_code_is_refused_with_its_reason() {
    let no_address: String = OFFER
        .lines()
        .filter(|l| !l.starts_with("a=candidate") || l.contains(" tcp "))
        .collect::<Vec<_>>()
        .join("\n");
    assert_eq!(
        Invitation::from_sdp(&no_address),
        Err(InviteError::NoAddress)
    );
    let sha1 = OFFER.replace("a=fingerprint:sha-256 6B:8B", "a=fingerprint:sha-1 6B:8B");
    assert!(matches!(
        Invitation::from_sdp(&sha1),
        Err(InviteError::Unsupported(what)) if what.contains("sha-1")
    ));
    let no_pwd: String = OFFER.replace("a=ice-pwd:", "a=ice-pw:");
    assert_eq!(
        Invitation::from_sdp(&no_pwd),
        Err(InviteError::Missing("ICE password"))
    );

    let code = offer().to_code();
    assert_eq!(
        Invitation::from_code(&code[..code.len() - 8]),
        Err(InviteError::NotACode),
        "a code cut short"
    );
    assert_eq!(
        Invitation::from_code("hello, is this the table?"),
        Err(InviteError::NotACode)
    );
    assert_eq!(Invitation::from_code(""), Err(InviteError::NotACode));
    // Letters that read as base32 but are no code: not blamed on another version.
    assert_eq!(
        Invitation::from_code("ABCDEFGHIJKLMNOP"),
        Err(InviteError::NotACode)
    );
    // One letter mistyped: the check bytes catch it.
    let mut typo: Vec<char> = code.chars().collect();
    typo[20] = if typo[20] == 'A' { 'B' } else { 'A' };
    assert_eq!(
        Invitation::from_code(&typo.into_iter().collect::<String>()),
        Err(InviteError::NotACode)
    );
    // A whole code of a later version (its check bytes right), and one of the first
    // format (no check bytes), are another version's.
    let with_check = |mut bytes: Vec<u8>| {
        let check = crc::Crc::<u16>::new(&crc::CRC_16_IBM_SDLC).checksum(&bytes);
        bytes.extend_from_slice(&check.to_be_bytes());
        data_encoding_encode(&bytes)
    };
    let body = data_encoding_decode(&code);
    let body = &body[..body.len() - 2];
    let mut later = body.to_vec();
    later[0] = (3 << 2) | (later[0] & 3);
    assert_eq!(
        Invitation::from_code(&with_check(later)),
        Err(InviteError::OtherVersion)
    );
    let mut first = body.to_vec();
    first[0] = (1 << 2) | (first[0] & 3);
    assert_eq!(
        Invitation::from_code(&data_encoding_encode(&first)),
        Err(InviteError::OtherVersion)
    );
    assert_eq!(
        Invitation::from_code(&with_check(body.to_vec())),
        Ok(offer())
    );
    for error in [
        InviteError::NoAddress,
        InviteError::NotACode,
        InviteError::OtherVersion,
    ] {
        assert!(!error.to_string().is_empty());
    }
}

/// The codes a guest's page is opened with in the end-to-end tests
/// (tests/e2e/fixtures/invitations.json): each the page's loader shows as joining the
/// table is one the bundle reads, or tells as something other than no code; each it says
/// cannot be read, before the bundle comes, is none; and it says so in the bundle's words.
#[test]
fn what_the_loader_says_of_an_invitation_is_what_the_bundle_makes_of_it() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let read = |path: &str| std::fs::read_to_string(root.join(path)).expect(path);
    let fixtures: serde_json::Value =
        serde_json::from_str(&read("tests/e2e/fixtures/invitations.json")).unwrap();
    let codes = |kind: &str| {
        let codes = fixtures[kind].as_object().expect(kind);
        assert!(codes.len() >= 4, "codes {kind}");
        codes
            .iter()
            .map(|(name, code)| (name.clone(), code.as_str().unwrap().to_string()))
            .collect::<Vec<_>>()
    };
    for (name, code) in codes("joining") {
        assert_ne!(
            Invitation::from_code(&code).err(),
            Some(InviteError::NotACode),
            "{name}"
        );
    }
    let invitation = fixtures["joining"]["an invitation"].as_str().unwrap();
    assert_eq!(
        Invitation::from_code(invitation).map(|i| i.role),
        Ok(Role::ActPass),
        "an invitation, among those joining"
    );
    for (name, code) in codes("cannot be read") {
        assert_eq!(
            Invitation::from_code(&code),
            Err(InviteError::NotACode),
            "{name}"
        );
    }
    let words = InviteError::NotACode.unreadable_invitation();
    assert!(
        read("static/loader.js").contains(&words),
        "static/loader.js says: {words}"
    );
}

/// Each pairing mistake a table makes is told at once as what it is, and leaves the
/// invitation waiting for its right answer.
#[test]
fn an_answer_is_checked_against_the_invitation_it_answers() {
    let ours = offer();
    let earlier = Invitation {
        ufrag: "Earlier1".into(),
        ..offer()
    };
    let answer_to = |offer: &Invitation| {
        let answer = Invitation {
            role: Role::Active,
            ufrag: "Guest9".into(),
            ..offer.clone()
        }
        .answering(offer);
        Invitation::from_code(&answer.to_code()).expect("an answer reads back")
    };
    assert_eq!(answer_to(&ours).check_answer(&ours, &[]), Ok(()));
    // The host pastes its own invitation back.
    let own = Invitation::from_code(&ours.to_code()).unwrap();
    assert_eq!(
        own.check_answer(&ours, &[]),
        Err(InviteError::OwnInvitation)
    );
    assert_eq!(
        earlier.check_answer(&ours, &[]),
        Err(InviteError::AnInvitation)
    );
    // An old answer, or one made for another host's invitation.
    assert_eq!(
        answer_to(&earlier).check_answer(&ours, &[]),
        Err(InviteError::OtherInvitation)
    );
    // A second phone answered an invitation the first phone already took.
    assert_eq!(
        answer_to(&earlier).check_answer(&ours, &[earlier.reference()]),
        Err(InviteError::Taken)
    );
    assert_ne!(ours.reference(), earlier.reference());
    let messages: Vec<String> = [
        InviteError::OwnInvitation,
        InviteError::AnInvitation,
        InviteError::AnAnswer,
        InviteError::OtherInvitation,
        InviteError::Taken,
    ]
    .iter()
    .map(ToString::to_string)
    .collect();
    for (i, message) in messages.iter().enumerate() {
        assert!(!message.contains("Wi-Fi"), "{message}");
        assert!(!messages[..i].contains(message), "each its own sentence");
    }
}

fn data_encoding_decode(code: &str) -> Vec<u8> {
    data_encoding::BASE32_NOPAD.decode(code.as_bytes()).unwrap()
}

fn data_encoding_encode(bytes: &[u8]) -> String {
    data_encoding::BASE32_NOPAD.encode(bytes)
}

/// `modules` drawn as a picture, `scale` pixels a module, with the quiet zone of four
/// modules a reader needs, as grey levels.
fn picture(modules: &qr::Modules, scale: usize) -> (usize, Vec<u8>) {
    let side = (modules.width + 8) * scale;
    let mut pixels = vec![255u8; side * side];
    for y in 0..side {
        for x in 0..side {
            let (mx, my) = ((x / scale).wrapping_sub(4), (y / scale).wrapping_sub(4));
            if modules.is_dark(mx, my) {
                pixels[y * side + x] = 20;
            }
        }
    }
    (side, pixels)
}

#[test]
fn every_invitation_goes_through_its_qr_code_and_back() {
    let offer = offer();
    let answer = Invitation {
        role: Role::Active,
        candidates: offer.candidates[..1].to_vec(),
        ..offer.clone()
    }
    .answering(&offer);
    for invitation in [offer, answer] {
        let code = invitation.to_code();
        let modules = qr::encode(&code);
        assert!(
            modules.version() <= 8,
            "a small code, read at arm's length: version {}",
            modules.version()
        );
        let (side, pixels) = picture(&modules, 4);
        let read =
            fourfold::reader::read(side, side, |x, y| pixels[y * side + x]).expect("read back");
        assert_eq!(read, code);
        assert_eq!(Invitation::from_code(&read), Ok(invitation));
    }
    assert_eq!(
        fourfold::reader::read(64, 64, |_, _| 255),
        Err(fourfold::reader::ReadError::NoCode)
    );
}

/// The host's welcome heard by `guest`: the hello it answers with.
fn welcomed(
    host: &fourfold::remote::host::Host,
    guest: &mut fourfold::remote::host::Guest<Letters>,
) -> String {
    let welcome = serde_json::to_string(&host.welcome::<Letters>()).unwrap();
    guest
        .hear(&welcome)
        .expect("a welcome of this version")
        .expect("a hello to answer with")
}

fn table() -> Session<Letters> {
    let seats = vec![SeatSetup::human("Ada"), SeatSetup::human("Bo")];
    Session::new(seats, Options { players: 2 }, Seed(7)).expect("a table")
}

fn say(message: &FromGuest<Letters>) -> String {
    serde_json::to_string(message).unwrap()
}

fn hello(protocol: u32, game: &str, token: Option<&str>) -> String {
    say(&FromGuest::Hello(Hello {
        protocol,
        game: game.into(),
        token: token.map(String::from),
    }))
}

#[test]
fn a_guest_says_hello_in_its_version_and_game_and_comes_back_with_its_token() {
    let session = table();
    let mut seating = Seating::default();
    seating.seat(Seat(1), "t0k3n".into());
    let hear = |text: &str| seating.hear(&session, None, text);
    assert_eq!(
        hear(&hello(PROTOCOL, "letters", None)),
        Ok(Heard::Hello { returning: None })
    );
    assert_eq!(
        hear(&hello(PROTOCOL, "letters", Some("t0k3n"))),
        Ok(Heard::Hello {
            returning: Some(Seat(1))
        })
    );
    assert_eq!(
        hear(&hello(PROTOCOL, "letters", Some("stolen"))),
        Err(Unheard::UnknownToken)
    );
    assert_eq!(
        hear(&hello(PROTOCOL + 1, "letters", None)),
        Err(Unheard::OtherVersion)
    );
    assert_eq!(
        hear(r#"{"say":"hello","protocol":99,"shape":"of another version"}"#),
        Err(Unheard::OtherVersion)
    );
    assert_eq!(
        hear(&hello(PROTOCOL, "woody", None)),
        Err(Unheard::OtherGame("Letter Lines"))
    );
    assert_eq!(
        hear(&say(&FromGuest::Ping(Ping { has: 4 }))),
        Ok(Heard::Ping { has: 4 })
    );
    assert_eq!(
        hear(r#"{"say":"ping"}"#),
        Ok(Heard::Ping { has: 0 }),
        "a ping of a page that numbers no tables"
    );
}

#[test]
fn a_guest_move_is_taken_only_for_its_own_seat_when_the_rules_allow_it() {
    let mut session = table();
    let mut seating = Seating::default();
    seating.seat(Seat(1), "t0k3n".into());
    let before = session.clone();
    let first = session.game().to_act().seats()[0];
    let other = Seat(1 - first.0);
    let legal = session.legal_for_person(first);
    let act = |seat, action: &Action, step: usize| {
        say(&FromGuest::Act(Act {
            seat,
            action: *action,
            step,
        }))
    };

    let refused = |channel: Option<Seat>, text: &str, why: Unheard| {
        assert_eq!(seating.hear(&session, channel, text), Err(why));
        assert_eq!(session, before, "nothing changed after {text}");
    };
    refused(None, &act(Seat(1), &legal[0], 0), Unheard::NotSeated);
    refused(
        Some(Seat(1)),
        &act(Seat(0), &legal[0], 0),
        Unheard::OtherSeat,
    );
    refused(Some(Seat(1)), "}{ not json", Unheard::Garbled);
    refused(Some(Seat(1)), &"x".repeat(5000), Unheard::TooLong);
    refused(
        Some(Seat(1)),
        r#"{"say":"act","seat":1,"action":{"Fly":1}}"#,
        Unheard::Garbled,
    );
    if first == Seat(0) {
        // The guest's seat is not to move: a move now is out of turn.
        let out_of_turn = act(Seat(1), &legal[0], 0);
        assert!(matches!(
            seating.hear(&session, Some(Seat(1)), &out_of_turn),
            Err(Unheard::Refused(line)) if line.contains("turn")
        ));
        assert_eq!(session, before);
        session.act(first, legal[0]).expect("the host's move");
    }
    let guest = if first == Seat(1) { first } else { other };
    let legal = session.legal_for_person(guest);
    let after_host = session.clone();
    let step = session.steps();
    // A move chosen on the table as it was before the host's move is not played on this
    // one, which its player has not seen.
    if step > 0 {
        assert_eq!(
            seating.hear(&session, Some(guest), &act(guest, &legal[0], step - 1)),
            Err(Unheard::MovedOn)
        );
        assert_eq!(session, after_host);
    }
    assert!(
        !legal.contains(&Action::Pass),
        "a card can be played, so passing is refused"
    );
    assert!(matches!(
        seating.hear(&session, Some(guest), &act(guest, &Action::Pass, step)),
        Err(Unheard::Refused(line)) if !line.is_empty()
    ));
    assert_eq!(session, after_host, "a refused move changes nothing");
    assert_eq!(
        seating.hear(&session, Some(guest), &act(guest, &legal[0], step)),
        Ok(Heard::Played(guest, legal[0]))
    );
    assert_eq!(session, after_host, "the host plays it, not the check");
    session.act(guest, legal[0]).expect("taken");
    assert_eq!(
        session.save().steps.len(),
        after_host.save().steps.len() + 1
    );
}

/// A seat's share, as the host sends it, read back on the guest's device.
struct SharesTravel;

impl ForGame for SharesTravel {
    type Out = ();

    fn run<G: Listed + WithBots>(self) {
        for options in G::sample_options() {
            let seats: Vec<SeatSetup> = (0..8).map(|i| SeatSetup::human(format!("P{i}"))).collect();
            let Some(session) = (1..=8).find_map(|n| {
                Session::<G>::new(seats[..n].to_vec(), options.clone(), Seed(3)).ok()
            }) else {
                continue;
            };
            for seat in 0..session.seats().len() {
                let seat = Seat(seat as u8);
                let message = table_for(&session, seat, &[], Seed(9), None);
                let text = serde_json::to_string(&message).unwrap();
                let read = ToGuest::<G>::read(&text).unwrap();
                assert_eq!(read, message, "{} seat {seat:?}", G::KEY);
                let ToGuest::Table(share) = read else {
                    unreachable!()
                };
                assert_eq!(share.seen, Seen::of(&session, Some(seat), true));
            }
        }
    }
}

/// Deals each option set of several seats is played from, at least.
const DEALS: u64 = 3;
/// Messages compared in each game of several seats, at least: a game whose deals are
/// short (a small board filled in a few moves) is played from more deals until there
/// are as many, so the figure holds whatever the game.
const MESSAGES: usize = 500;
/// Deals played from, at most, before a game that still has fewer is failed.
const MOST_DEALS: u64 = 100;
/// Moves a deal is played to, at most.
const MOVES: usize = 150;

/// What [`NothingUnseenIsSent`] compared in one game.
#[derive(Debug, Default)]
struct Compared {
    /// Deals played at a table of several seats (none for a game of one seat).
    deals: usize,
    /// Positions compared: each deal's first, and one after each move but its last.
    positions: usize,
    /// Messages compared: one to each seat at each position.
    messages: usize,
    /// Answers to a seat's moves compared, taken or refused.
    answers: usize,
}

/// How many of a seat's moves, legal or not, are answered at each position.
const ANSWERS: usize = 4;

/// The wire check: through seeded random games, every message the host would send each
/// seat is the same, byte for byte, when everything that seat cannot see is re-dealt, so
/// no message carries a card its seat may not see. (The log it carries is redacted for
/// the seat, which the conformance suite checks move by move.) Each option set that
/// seats several at its largest table is dealt [`DEALS`] times, and all of them again,
/// deal after deal, until [`MESSAGES`] have been compared.
struct NothingUnseenIsSent;

impl ForGame for NothingUnseenIsSent {
    /// What was compared (nothing for a game of one seat: no guests).
    type Out = Compared;

    fn run<G: Listed + WithBots>(self) -> Compared {
        use fourfold::engine::GameRng;
        let mut compared = Compared::default();
        let sample = G::sample_options();
        for game in 0u64.. {
            if game >= DEALS && (compared.deals == 0 || compared.messages >= MESSAGES) {
                break;
            }
            assert!(
                game < MOST_DEALS,
                "{}: only {} messages compared in {} deals",
                G::KEY,
                compared.messages,
                compared.deals
            );
            for (n, options) in sample.iter().enumerate() {
                let seed = Seed(100 + 10 * n as u64 + game);
                let Some(mut session) = playout_helpers::largest_table::<G>(options, seed) else {
                    continue;
                };
                if session.seats().len() < 2 {
                    continue;
                }
                compared.deals += 1;
                let first = compared.positions;
                let mut rng = GameRng::new(seed);
                // Some seats are computer players: what a table says of them travels too.
                let seats = session.seats().len();
                for seat in Seat::all(seats) {
                    if rng.below(3) == 0 {
                        session.set_controller(seat, Controller::Computer);
                    }
                }
                let secret = rng.next_seed().0;
                for _ in 0..MOVES {
                    // What the host adds to a table, drawn afresh at each position.
                    let away: Vec<Seat> = Seat::all(seats).filter(|_| rng.below(4) == 0).collect();
                    let clock = (rng.below(2) == 0).then(|| rng.below(240_000) as u32);
                    let hint = Seed(secret).derive(HINT_STREAM | session.steps() as u64);
                    for seat in Seat::all(seats) {
                        let sent = |s: &Session<G>| {
                            serde_json::to_string(&table_for(s, seat, &away, hint, clock)).unwrap()
                        };
                        let redealt = session.with_unseen_redealt(seat, &mut rng);
                        assert_eq!(
                            sent(&session),
                            sent(&redealt),
                            "{}: seat {seat:?} at step {} would be sent something it cannot see",
                            G::KEY,
                            session.steps()
                        );
                        compared.messages += 1;
                        // The host's answer to a move of the seat's, taken or refused,
                        // says nothing the seat cannot see either.
                        let mut seating = Seating::default();
                        seating.seat(seat, "token".into());
                        let space = session.game().action_space();
                        for _ in 0..ANSWERS.min(space.len()) {
                            let action = space[rng.below(space.len())].clone();
                            let text = serde_json::to_string(&FromGuest::<G>::Act(Act {
                                seat,
                                action,
                                step: session.steps(),
                            }))
                            .unwrap();
                            let answer = |s: &Session<G>| match seating.hear(s, Some(seat), &text) {
                                Ok(heard) => format!("{heard:?}"),
                                Err(unheard) => {
                                    serde_json::to_string(&unheard.answer::<G>()).unwrap()
                                }
                            };
                            assert_eq!(
                                answer(&session),
                                answer(&redealt),
                                "{}: seat {seat:?} at step {} would be answered with something it cannot see",
                                G::KEY,
                                session.steps()
                            );
                            compared.answers += 1;
                        }
                    }
                    compared.positions += 1;
                    if !playout_helpers::random_move(&mut session, &mut rng) {
                        break;
                    }
                }
                assert!(
                    compared.positions - first > 1,
                    "{}: a deal from {seed:?} compared at its first position alone",
                    G::KEY
                );
            }
        }
        compared
    }
}

/// Every game in the registry: one whose seat counts (its `GameInfo`) include more than
/// one, which a guest may join, has its messages compared over [`MESSAGES`] at least, from
/// [`DEALS`] deals at least, each past its first position and to every seat; one of a
/// single seat has no guest, and nothing to compare.
#[test]
fn no_message_to_a_seat_holds_a_card_that_seat_may_not_see() {
    let mut several = 0;
    for game in GameId::ALL {
        let compared = game.run(NothingUnseenIsSent);
        if game.info().seat_counts.iter().any(|&n| n > 1) {
            several += 1;
            assert!(compared.messages >= MESSAGES, "{game:?}: only {compared:?}");
            assert!(compared.deals >= DEALS as usize, "{game:?}: {compared:?}");
            assert!(
                compared.positions >= 2 * compared.deals,
                "{game:?}: each deal past its first position: {compared:?}"
            );
            assert!(
                compared.messages >= 2 * compared.positions,
                "{game:?}: to every seat, two at least: {compared:?}"
            );
            assert!(
                compared.answers >= compared.messages,
                "{game:?}: answers to each seat's moves: {compared:?}"
            );
        } else {
            assert_eq!(compared.deals, 0, "{game:?} seats one alone: {compared:?}");
        }
    }
    assert!(several > 0, "some game seats several");
}

#[test]
fn every_games_share_of_a_seat_travels_to_its_device_and_reads_back_the_same() {
    for game in GameId::ALL {
        game.run(SharesTravel);
    }
}

/// A whole game between the host's device (seat 0, a person playing there) and a
/// guest's (seat 1), message by message as they would cross the channel; halfway, the
/// guest's phone locks (it goes quiet and is shown away), then reloads and comes back
/// with its token. The guest is only ever sent its own seat's share, and what it holds
/// is always what its seat sees.
#[test]
fn a_game_is_played_to_its_end_between_a_host_and_a_guests_device_that_drops_and_returns() {
    use fourfold::engine::GameRng;
    use fourfold::remote::host::{AWAY_MS, Guest, Host};

    let mut session = table();
    let mut host = Host::default();
    let mut guest: Guest<Letters> = Guest::default();
    let mut now = 0.0;
    let mut rng = GameRng::new(Seed(11));
    let guest_seat = Seat(1);

    let hello = welcomed(&host, &mut guest);
    assert_eq!(
        host.hear(&session, None, &hello, now),
        Ok(Heard::Hello { returning: None })
    );
    let seated = host.seat_guest::<Letters>(guest_seat, "secret-1".into(), now);
    guest
        .hear(&serde_json::to_string(&seated).unwrap())
        .unwrap();
    assert_eq!(guest.seat, Some(guest_seat));

    let deliver = |host: &mut Host, guest: &mut Guest<Letters>, session: &Session<Letters>, now| {
        for (seat, message) in host.updates(session, now, None) {
            assert_eq!(seat, guest_seat, "only the guest's seat is sent anything");
            assert!(
                matches!(message, ToGuest::Table(_) | ToGuest::Changes(_)),
                "a table, or what changed in it"
            );
            guest
                .hear(&serde_json::to_string(&message).unwrap())
                .unwrap();
            assert_eq!(
                guest.seen.as_ref().map(|seen| seen.viewer),
                Some(Some(guest_seat)),
                "its own share, never another's"
            );
        }
    };
    deliver(&mut host, &mut guest, &session, now);

    let (mut moves, mut dropped, mut returned) = (0, false, false);
    while session.game().outcome().is_none() {
        now += 500.0;
        let to_act = session.game().to_act().seats()[0];
        if to_act == guest_seat {
            let seen = guest.seen.clone().expect("the guest sees the table");
            assert_eq!(seen, Seen::of(&session, Some(guest_seat), true));
            let action = *rng.pick(&seen.legal).expect("the guest may move");
            let text = guest.act(action).expect("seated");
            assert_eq!(
                host.hear(&session, Some(guest_seat), &text, now),
                Ok(Heard::Played(guest_seat, action))
            );
            session.act(guest_seat, action).expect("checked");
        } else {
            let legal = session.legal_for_person(to_act);
            let action = *rng.pick(&legal).expect("the host's person may move");
            session.act(to_act, action).expect("legal");
        }
        moves += 1;
        if moves == 10 && !dropped {
            // The phone locks: nothing is heard from it for a while.
            dropped = true;
            now += AWAY_MS + 1.0;
            assert_eq!(host.away(now), [guest_seat]);
            deliver(&mut host, &mut guest, &session, now);
            assert_eq!(
                guest.away,
                [guest_seat],
                "the guest is told it shows as away"
            );
            // It reloads: a new page with the token kept on the device.
            let token = guest.token.clone();
            guest = Guest::returning(token);
            assert_eq!(guest.seen, None);
            let hello = welcomed(&host, &mut guest);
            assert_eq!(
                host.hear(&session, None, &hello, now),
                Ok(Heard::Hello {
                    returning: Some(guest_seat)
                })
            );
            let seated = host.seat_guest::<Letters>(guest_seat, "secret-1".into(), now);
            guest
                .hear(&serde_json::to_string(&seated).unwrap())
                .unwrap();
            returned = true;
        } else if moves % 4 == 0 {
            let ping = guest.ping();
            assert_eq!(
                host.hear(&session, Some(guest_seat), &ping, now),
                Ok(Heard::Ping { has: guest.has })
            );
        }
        deliver(&mut host, &mut guest, &session, now);
        assert!(
            host.away(now).is_empty() || !returned,
            "back, it is no longer away"
        );
        assert!(moves < 2_000, "the game ends");
    }
    assert!(dropped && returned);
    assert_eq!(guest.away, Vec::<Seat>::new());
    let seen = guest.seen.expect("the end is shown");
    assert_eq!(seen, Seen::of(&session, Some(guest_seat), true));
    assert!(seen.legal.is_empty(), "nothing left to play");
}

/// The host's page reloads: what it kept (its secret, the deal, the seats and tokens)
/// survives a trip through storage, every guest's seat waits for it, away, nobody else
/// can take it, and its device comes back to it with its token and is told the same
/// share as before.
#[test]
fn after_the_hosts_reload_each_guest_comes_back_to_its_seat_with_its_token() {
    use fourfold::remote::host::{Guest, Host, Hosting, Kept};

    let session = table();
    let mut host = Host::new(99);
    let mut guest: Guest<Letters> = Guest::default();
    welcomed(&host, &mut guest);
    let seated = host.seat_guest::<Letters>(Seat(1), "token-b".into(), 1_000.0);
    guest
        .hear(&serde_json::to_string(&seated).unwrap())
        .unwrap();
    let before = host.updates(&session, 1_000.0, None);

    let kept = serde_json::to_string(&host.hosting(session.seed())).unwrap();
    let hosting: Hosting = serde_json::from_str(&kept).unwrap();
    assert_eq!(hosting.seed, session.seed());
    assert_eq!(hosting.seats, [(Seat(1), "token-b".to_string())]);
    let mut host = Host::resumed(hosting);
    assert_eq!(host.remote(), [Seat(1)]);
    assert_eq!(host.away(2_000.0), [Seat(1)], "waiting for its device");

    let mut stranger: Guest<Letters> = Guest::returning(Some(Kept {
        table: host.table(),
        token: "token-x".into(),
    }));
    assert_eq!(
        host.hear(&session, None, &welcomed(&host, &mut stranger), 2_000.0),
        Err(Unheard::UnknownToken),
        "another device's token holds no seat here"
    );
    let mut back: Guest<Letters> = Guest::returning(guest.token.clone());
    assert_eq!(
        host.hear(&session, None, &welcomed(&host, &mut back), 2_000.0),
        Ok(Heard::Hello {
            returning: Some(Seat(1))
        })
    );
    assert!(host.away(2_000.0).is_empty());
    let after = host.updates(&session, 2_000.0, None);
    assert_eq!(after, before, "the same share, from the same secret");
}

/// A guest's hints start from the host's own secret, never from the deal: from the deal
/// a guest could work back to a short deal number typed at the setup, and so to every
/// hand.
#[test]
fn a_guests_hints_start_from_the_hosts_secret_not_from_the_deal() {
    use fourfold::remote::host::Host;
    let session = table();
    let hints = |secret: u64| {
        let mut host = Host::new(secret);
        host.seat_guest::<Letters>(Seat(1), "t0k3n".into(), 0.0);
        let updates = host.updates(&session, 0.0, None);
        let [(_, ToGuest::Table(share))] = &updates[..] else {
            panic!("one table for the one guest: {updates:?}")
        };
        share.hint
    };
    assert_ne!(hints(1), session.hint_seed(), "not the deal's");
    assert_ne!(hints(1), hints(2), "the secret's");
    assert_eq!(hints(1), hints(1));
}

/// A table with a clock tells each guest the time gone on it, and a guest's device keeps
/// what it was last told (its own clock runs on from there); a table without one tells
/// none.
#[test]
fn the_time_gone_on_the_tables_clock_reaches_the_guest() {
    use fourfold::remote::host::{Guest, Host};
    let session = table();
    for clock in [Some(65_000), None] {
        let mut host = Host::new(1);
        let seated = host.seat_guest::<Letters>(Seat(1), "t0k3n".into(), 0.0);
        let mut guest = Guest::<Letters>::returning(None);
        welcomed(&host, &mut guest);
        guest
            .hear(&serde_json::to_string(&seated).unwrap())
            .expect("seated");
        let updates = host.updates(&session, 0.0, clock);
        let [(Seat(1), message)] = &updates[..] else {
            panic!("one table for the one guest: {updates:?}")
        };
        guest
            .hear(&serde_json::to_string(message).unwrap())
            .expect("a table");
        assert_eq!(guest.clock, clock);
    }
}

#[test]
fn a_guest_back_on_its_own_turn_while_a_computer_stands_in_plays_on_at_once() {
    use fourfold::engine::Controller;
    use fourfold::remote::host::{Guest, Host};

    let mut session = table();
    let mut host = Host::new(5);
    let bo = Seat(1);
    let mut guest: Guest<Letters> = Guest::default();
    let deliver = |host: &mut Host, guest: &mut Guest<Letters>, session: &Session<Letters>| {
        for (_, message) in host.updates(session, 0.0, None) {
            guest
                .hear(&serde_json::to_string(&message).unwrap())
                .unwrap();
        }
    };
    welcomed(&host, &mut guest);
    let seated = host.seat_guest::<Letters>(bo, "bo-token".into(), 0.0);
    guest
        .hear(&serde_json::to_string(&seated).unwrap())
        .unwrap();
    deliver(&mut host, &mut guest, &session);
    let ada_plays = session.legal_for_person(Seat(0))[0];
    session.act(Seat(0), ada_plays).unwrap();
    // Bo's phone went away on his turn; a computer stands in for him.
    session.set_controller(bo, Controller::Computer);
    // The phone comes back with its token: the host tells it the table at once, while
    // the seat is still the computer's, and then gives the seat back to Bo.
    let mut back = Guest::<Letters>::returning(Some(fourfold::remote::host::Kept {
        table: host.table(),
        token: "bo-token".into(),
    }));
    let hello = welcomed(&host, &mut back);
    assert_eq!(
        host.hear(&session, None, &hello, 1.0),
        Ok(Heard::Hello {
            returning: Some(bo)
        })
    );
    deliver(&mut host, &mut guest, &session);
    assert!(guest.seen.as_ref().unwrap().legal.is_empty());
    session.set_controller(bo, Controller::Human);
    deliver(&mut host, &mut guest, &session);
    let seen = guest.seen.clone().expect("Bo's table");
    assert_eq!(seen, Seen::of(&session, Some(bo), true));
    assert!(!seen.legal.is_empty(), "Bo may play on at once");
    let text = guest.act(seen.legal[0]).expect("seated");
    assert_eq!(
        host.hear(&session, Some(bo), &text, 2.0),
        Ok(Heard::Played(bo, seen.legal[0]))
    );
}

#[test]
fn a_guest_of_another_version_or_game_is_told_to_reload_and_any_other_refusal_is_told_why() {
    use fourfold::remote::host::{Guest, GuestError};
    let session = table();
    let seating = Seating::default();
    // An unseated guest hears the reason, whatever it is: it never waits in silence.
    for (text, reload) in [
        (hello(PROTOCOL - 1, "letters", None), true),
        (hello(PROTOCOL, "woody", None), true),
        ("not json".to_string(), false),
        ("x".repeat(5000), false),
        (
            say(&FromGuest::Act(Act {
                seat: Seat(1),
                action: Action::Pass,
                step: 0,
            })),
            false,
        ),
    ] {
        let unheard = seating.hear(&session, None, &text).unwrap_err();
        let answer = unheard.answer::<Letters>();
        let mut guest = Guest::<Letters>::default();
        let heard = guest.hear(&serde_json::to_string(&answer).unwrap());
        if reload {
            assert_eq!(heard, Err(GuestError::Reload(unheard.to_string())));
        } else {
            assert_eq!(heard, Ok(None));
            assert_eq!(guest.refused, Some(unheard.to_string()));
        }
    }
    // The reload's shape is every version's, so that a guest of an older one reads it.
    assert_eq!(
        serde_json::to_string(&Unheard::OtherVersion.answer::<Letters>()).unwrap(),
        r#"{"say":"reload","line":"this device runs another version of Fourfold: reload the page on both devices"}"#
    );
}

#[test]
fn a_guest_hears_the_host_say_it_is_there_and_tells_when_it_has_gone_quiet() {
    use fourfold::remote::host::{AWAY_MS, Guest, PING_MS};
    let mut guest = Guest::<Letters>::default();
    let ping = serde_json::to_string(&ToGuest::<Letters>::Ping).unwrap();
    guest.hear_at(&ping, 1_000.0).unwrap();
    assert!(!guest.host_away(1_000.0 + AWAY_MS));
    assert!(guest.host_away(1_001.0 + AWAY_MS));
    // Two pings missed, and a look every 2 s: said within 10 s of the host's silence.
    const { assert!(2.0 * PING_MS < AWAY_MS && AWAY_MS + 2_000.0 <= 10_000.0) };
    guest.hear_at(&ping, 2_000.0 + AWAY_MS).unwrap();
    assert!(!guest.host_away(2_000.0 + AWAY_MS));
    assert_eq!(guest.seen, None, "a ping changes nothing at the table");
}

#[test]
fn a_seats_token_is_said_only_to_the_table_that_gave_it() {
    use fourfold::remote::host::{Guest, Host, Kept};
    let session = table();
    let (mut ours, theirs) = (Host::new(1), Host::new(2));
    assert_ne!(ours.table(), theirs.table(), "each table its own id");
    assert_eq!(
        ours.table(),
        Host::new(1).table(),
        "the same after a reload"
    );
    let mut guest = Guest::<Letters>::default();
    welcomed(&ours, &mut guest);
    let seated = ours.seat_guest::<Letters>(Seat(1), "ours".into(), 0.0);
    guest
        .hear(&serde_json::to_string(&seated).unwrap())
        .unwrap();
    let kept = guest.token.clone().expect("kept on the device");
    assert_eq!(
        kept,
        Kept {
            table: ours.table(),
            token: "ours".into()
        }
    );
    // The same phone joins another table: it says no token there.
    let mut elsewhere = Guest::<Letters>::returning(Some(kept.clone()));
    let hello = welcomed(&theirs, &mut elsewhere);
    assert!(!hello.contains("ours"), "{hello}");
    assert_eq!(
        hello,
        format!(r#"{{"say":"hello","protocol":{PROTOCOL},"game":"letters","token":null}}"#),
        "the kind beside its fields, as every version since 1 has it"
    );
    assert_eq!(
        FromGuest::<Letters>::read(&hello).unwrap(),
        FromGuest::Hello(Hello {
            protocol: PROTOCOL,
            game: "letters".into(),
            token: None
        })
    );
    // And back at its own table, it takes its seat again.
    let mut back = Guest::<Letters>::returning(Some(kept));
    let hello = welcomed(&ours, &mut back);
    assert_eq!(
        ours.hear(&session, None, &hello, 1.0),
        Ok(Heard::Hello {
            returning: Some(Seat(1))
        })
    );
    // A host that does not welcome first, or welcomes in another version, is not
    // answered with a token.
    let mut early = Guest::<Letters>::returning(back.token.clone());
    assert!(
        early
            .hear(&serde_json::to_string(&seated).unwrap())
            .is_err()
    );
    let other = r#"{"say":"welcome","protocol":1,"table":"x"}"#;
    assert!(early.hear(other).is_err());
}

/// Speed Cahoots: a card chosen on a phone as another card landed still plays where it
/// fits the table now, and one that no longer fits is refused with the rule's reason;
/// in every other game a move chosen on an older table is refused as such.
#[test]
fn a_speed_cahoots_card_chosen_late_plays_where_it_still_fits() {
    use fourfold::games::cahoots::{Action as Lay, Cahoots, Options as CahootsOptions};
    let mut found = (false, false);
    for deal in 0..200 {
        let seats = vec![SeatSetup::human("Ann"), SeatSetup::human("Bo")];
        let options = CahootsOptions {
            speed: true,
            ..CahootsOptions::default()
        };
        let mut session = Session::<Cahoots>::new(seats, options, Seed(deal)).unwrap();
        let mut seating = Seating::default();
        seating.seat(Seat(1), "bo".into());
        let step = session.steps();
        let plays = |session: &Session<Cahoots>, seat| {
            session
                .legal_for_person(seat)
                .into_iter()
                .filter(|a| matches!(a, Lay::Play { .. }))
                .collect::<Vec<_>>()
        };
        let (Some(ann), bo) = (
            plays(&session, Seat(0)).first().copied(),
            plays(&session, Seat(1)),
        ) else {
            continue;
        };
        // Bo chooses on the table before Ann's card lands.
        session.act(Seat(0), ann).unwrap();
        for choice in bo {
            let text = serde_json::to_string(&FromGuest::<Cahoots>::Act(Act {
                seat: Seat(1),
                action: choice,
                step,
            }))
            .unwrap();
            let heard = seating.hear(&session, Some(Seat(1)), &text);
            if session.game().check(Seat(1), &choice).is_ok() {
                assert_eq!(heard, Ok(Heard::Played(Seat(1), choice)));
                found.0 = true;
            } else {
                assert!(
                    matches!(&heard, Err(Unheard::Refused(line)) if line.contains("fits neither")),
                    "{heard:?}"
                );
                found.1 = true;
            }
        }
        // A step from a table the host never had is refused.
        let ahead = serde_json::to_string(&FromGuest::<Cahoots>::Act(Act {
            seat: Seat(1),
            action: Lay::CannotPlay,
            step: session.steps() + 1,
        }))
        .unwrap();
        assert_eq!(
            seating.hear(&session, Some(Seat(1)), &ahead),
            Err(Unheard::MovedOn)
        );
        if found == (true, true) {
            return;
        }
    }
    panic!("no deal with a late card both still fitting and no longer fitting: {found:?}");
}

#[test]
fn a_guests_screen_is_drawn_again_only_when_something_it_shows_changed() {
    use fourfold::remote::host::{Guest, Host};

    let session = table();
    let mut host = Host::default();
    let mut guest: Guest<Letters> = Guest::default();
    let heard = |guest: &mut Guest<Letters>, message: &ToGuest<Letters>| {
        let before = guest.shown();
        guest
            .hear(&serde_json::to_string(message).unwrap())
            .unwrap();
        guest.shown() != before
    };
    assert!(heard(&mut guest, &host.welcome::<Letters>()), "welcomed");
    let seated = host.seat_guest::<Letters>(Seat(1), "secret-1".into(), 0.0);
    assert!(heard(&mut guest, &seated), "seated");
    let updates = host.updates(&session, 0.0, None);
    let (_, first) = updates.first().expect("the seat's table");
    assert!(heard(&mut guest, first), "its first table");
    assert!(
        !heard(&mut guest, &ToGuest::Ping),
        "a ping draws nothing again"
    );
    assert!(!heard(&mut guest, first), "nor the same table again");
    let unnumbered =
        fourfold::remote::wire::numbered(table_for(&session, Seat(1), &[], Seed(3), None), 0);
    assert!(
        heard(&mut guest, &unnumbered),
        "a table not numbered is taken and drawn"
    );
    let refusal = Unheard::MovedOn.answer::<Letters>();
    assert!(heard(&mut guest, &refusal), "a move refused is told");
    let legal = Seen::of(&session, Some(Seat(0)), true).legal;
    guest.act(legal[0]).expect("seated");
    assert_eq!(guest.refused, None, "the next move clears it");
}
