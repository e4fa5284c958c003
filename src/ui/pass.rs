//! Pass-and-play: whose private screen may be shown, and the full-screen "Pass to NAME"
//! curtain between two people. The next hand enters the DOM only after its player taps.

use yew::prelude::*;

use crate::engine::session::WithBots;
use crate::engine::{Game, Seat, Session, ToAct};

/// What the play screen may show now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Curtain {
    /// The table as this seat sees it (`None`: only what is public).
    Show(Option<Seat>),
    /// The device must go to this person first; nothing private is drawn.
    PassTo(Seat),
    /// A reaction window between people on one device (a card read aloud that others
    /// may answer): a public screen handing the device to `primary`, the person whose
    /// turn it is (if a person), with a claim for each other person who may answer.
    Window {
        /// The person whose turn it is, if a person.
        primary: Option<Seat>,
        /// The other people who may answer.
        claimers: Vec<Seat>,
    },
}

/// Decides the curtain from the session, the seat whose screen is showing, the person
/// who claimed the device to answer a reaction window, if any, and the seats played on
/// other devices (`elsewhere`: their people are not at this one).
///
/// A person to act gets their screen at once when no one else could see something they
/// should not: when they are the only person at the table, or when the game hides
/// nothing. Otherwise, when the turn moves from one person to another (or the page was
/// just loaded), the device must be passed first. While a computer acts, or once the
/// game is over, the screen stays with whoever holds the device. A reaction window with
/// several people is a public screen from which anyone may claim the device.
pub fn curtain<G: Game + WithBots>(
    session: &Session<G>,
    revealed: Option<Seat>,
    claim: Option<Seat>,
    elsewhere: &[Seat],
) -> Curtain {
    let claim = claim.map(|seat| Claim {
        seat,
        handed_over: !session.game().open_order() && revealed != Some(seat),
    });
    decide(
        &here(session, elsewhere),
        session.to_act(),
        session.hidden_information(),
        revealed,
        claim,
    )
}

/// The people at this device: the seats people play, but for those on other devices.
pub fn here<G: Game + WithBots>(session: &Session<G>, elsewhere: &[Seat]) -> Vec<Seat> {
    let mut humans = session.humans();
    if cfg!(feature = "remote") {
        humans.retain(|seat| !elsewhere.contains(seat));
    }
    humans
}

/// A person's claim of the device in a reaction window.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Claim {
    /// Who claimed it.
    pub seat: Seat,
    /// The device must first be handed to them: a claim named on the public screen (a
    /// STEAL in Major Woody) opens a hand only once its owner takes the device, so a
    /// mistaken tap by whoever holds it shows nothing. Where the holder names
    /// themselves (Speed Cahoots' "I am Ann") it opens at once.
    pub handed_over: bool,
}

/// [`curtain`] from its inputs: the people's seats, who is to act (the first of several
/// responders is the seat whose turn it is), whether the game hides cards from some
/// seats, the seat whose screen is showing, and the claim of a reaction window.
pub fn decide(
    humans: &[Seat],
    to_act: ToAct,
    hidden: bool,
    revealed: Option<Seat>,
    claim: Option<Claim>,
) -> Curtain {
    if let ToAct::Responders(seats) = &to_act
        && hidden
        && humans.len() > 1
    {
        if let Some(claim) = claim.filter(|c| seats.contains(&c.seat) && humans.contains(&c.seat)) {
            return if claim.handed_over {
                Curtain::PassTo(claim.seat)
            } else {
                Curtain::Show(Some(claim.seat))
            };
        }
        let primary = seats.first().copied().filter(|s| humans.contains(s));
        let claimers = seats
            .iter()
            .skip(1)
            .copied()
            .filter(|s| humans.contains(s))
            .collect();
        return Curtain::Window { primary, claimers };
    }
    let person_to_act = match to_act {
        ToAct::Seat(seat) => humans.contains(&seat).then_some(seat),
        ToAct::Responders(seats) => seats.into_iter().find(|s| humans.contains(s)),
        ToAct::Nobody => None,
    };
    match person_to_act {
        None if humans.len() == 1 => Curtain::Show(Some(humans[0])),
        None => Curtain::Show(revealed),
        Some(seat) if Some(seat) == revealed => Curtain::Show(Some(seat)),
        Some(seat) if hidden && humans.len() > 1 => Curtain::PassTo(seat),
        Some(seat) => Curtain::Show(Some(seat)),
    }
}

/// The news of a pass screen, every line: what happened since its person last held
/// the device is one line a seat (see [`crate::ui::table::news::since_last`]), so even a
/// table of eight fits, and a team-mate's move is never among lines left out.
pub fn news_list(lines: &[&str], class: &'static str) -> Html {
    if lines.is_empty() {
        return html! {};
    }
    html! {
        <ul class={class}>
            for line in lines {
                <li>{ line.to_string() }</li>
            }
        </ul>
    }
}

/// The full-screen curtain: "Pass to NAME" (`name`, who taps `on_ready` once they hold
/// the device), under what the table should hear first (`news`: a card read aloud, a
/// Got it!). Nothing of any hand is drawn behind it. (A function, not a component: it
/// keeps nothing, and a component costs every bundle its own code.)
pub fn pass_screen(name: &str, news: &[AttrValue], on_ready: &Callback<()>) -> Html {
    let on_ready = on_ready.reform(|_: MouseEvent| ());
    html! {
        <section class="pass-screen" aria-labelledby="pass-title">
            { news_list(&news.iter().map(AttrValue::as_str).collect::<Vec<_>>(), "news") }
            <h2 id="pass-title">{ format!("Pass to {name}") }</h2>
            <p>{ "Hand the device over. The next screen shows a private hand." }</p>
            <button class="primary big" onclick={on_ready} autofocus=true>
                { format!("I am {name}: show my cards") }
            </button>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{SeatSetup, Seed};
    use crate::games::foursquare::Foursquare;

    #[test]
    fn a_lone_player_never_sees_the_curtain() {
        let session =
            Session::<Foursquare>::new(vec![SeatSetup::human("Ada")], Default::default(), Seed(1))
                .unwrap();
        assert_eq!(
            curtain(&session, None, None, &[]),
            Curtain::Show(Some(Seat(0)))
        );
        assert_eq!(
            curtain(&session, Some(Seat(0)), None, &[]),
            Curtain::Show(Some(Seat(0)))
        );
    }

    #[test]
    fn the_turn_moving_between_two_people_draws_the_curtain() {
        let people = [Seat(0), Seat(1)];
        assert_eq!(
            decide(&people, ToAct::Seat(Seat(1)), true, Some(Seat(0)), None),
            Curtain::PassTo(Seat(1))
        );
        assert_eq!(
            decide(&people, ToAct::Seat(Seat(1)), true, Some(Seat(1)), None),
            Curtain::Show(Some(Seat(1)))
        );
        assert_eq!(
            decide(&people, ToAct::Seat(Seat(0)), true, None, None),
            Curtain::PassTo(Seat(0)),
            "after a reload"
        );
    }

    #[test]
    fn open_games_and_computer_turns_need_no_curtain() {
        let people = [Seat(0), Seat(2)];
        assert_eq!(
            decide(&people, ToAct::Seat(Seat(2)), false, Some(Seat(0)), None),
            Curtain::Show(Some(Seat(2)))
        );
        assert_eq!(
            decide(&people, ToAct::Seat(Seat(1)), true, Some(Seat(0)), None),
            Curtain::Show(Some(Seat(0)))
        );
        assert_eq!(
            decide(&people, ToAct::Nobody, true, Some(Seat(2)), None),
            Curtain::Show(Some(Seat(2)))
        );
        assert_eq!(
            decide(
                &people,
                ToAct::Responders(vec![Seat(1), Seat(2)]),
                true,
                Some(Seat(0)),
                None
            ),
            Curtain::Window {
                primary: None,
                claimers: vec![Seat(2)]
            },
            "responders between people: the public window"
        );
    }

    #[test]
    fn a_reaction_window_between_people_is_public_until_someone_claims_it() {
        let people = [Seat(0), Seat(1), Seat(2)];
        let window = ToAct::Responders(vec![Seat(1), Seat(0), Seat(2), Seat(3)]);
        assert_eq!(
            decide(&people, window.clone(), true, Some(Seat(0)), None),
            Curtain::Window {
                primary: Some(Seat(1)),
                claimers: vec![Seat(0), Seat(2)]
            }
        );
        let claim = |seat: u8, handed_over: bool| {
            Some(Claim {
                seat: Seat(seat),
                handed_over,
            })
        };
        assert_eq!(
            decide(&people, window.clone(), true, Some(Seat(0)), claim(2, true)),
            Curtain::PassTo(Seat(2)),
            "a claim on the public screen hands the device over first"
        );
        assert_eq!(
            decide(
                &people,
                window.clone(),
                true,
                Some(Seat(2)),
                claim(2, false)
            ),
            Curtain::Show(Some(Seat(2)))
        );
        assert_eq!(
            decide(&people, window.clone(), true, None, claim(3, true)),
            Curtain::Window {
                primary: Some(Seat(1)),
                claimers: vec![Seat(0), Seat(2)]
            },
            "a computer seat cannot claim the device"
        );
        let computer_turn = ToAct::Responders(vec![Seat(3), Seat(0), Seat(1)]);
        assert_eq!(
            decide(&people, computer_turn, true, None, None),
            Curtain::Window {
                primary: None,
                claimers: vec![Seat(0), Seat(1)]
            }
        );
        let alone = [Seat(2)];
        assert_eq!(
            decide(&alone, window, true, None, None),
            Curtain::Show(Some(Seat(2))),
            "one person answers on their own screen"
        );
    }

    #[test]
    fn a_computer_alone_is_watched_from_the_public_view() {
        let session = Session::<Foursquare>::new(
            vec![SeatSetup::computer("Solver")],
            Default::default(),
            Seed(1),
        )
        .unwrap();
        assert_eq!(curtain(&session, None, None, &[]), Curtain::Show(None));
    }
}
