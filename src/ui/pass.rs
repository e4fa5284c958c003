//! Pass-and-play: whose private screen may be shown, and the full-screen "Pass to NAME"
//! curtain between two people. The next hand enters the DOM only after its player taps.

use yew::prelude::*;

use crate::engine::{Seat, ToAct};
use crate::games::AnySession;

/// What the play screen may show now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Curtain {
    /// The table as this seat sees it (`None`: only what is public).
    Show(Option<Seat>),
    /// The device must go to this person first; nothing private is drawn.
    PassTo(Seat),
}

/// Decides the curtain from the session and the seat whose screen is showing.
///
/// A person to act gets their screen at once when no one else could see something they
/// should not: when they are the only person at the table, or when the game hides
/// nothing. Otherwise, when the turn moves from one person to another (or the page was
/// just loaded), the device must be passed first. While a computer acts, or once the
/// game is over, the screen stays with whoever holds the device.
pub fn curtain(session: &AnySession, revealed: Option<Seat>) -> Curtain {
    decide(
        &session.humans(),
        session.to_act(),
        session.hidden_information(),
        revealed,
    )
}

/// [`curtain`] from its inputs: the people's seats, who is to act, whether the game hides
/// cards from some seats, and the seat whose screen is showing.
pub fn decide(humans: &[Seat], to_act: ToAct, hidden: bool, revealed: Option<Seat>) -> Curtain {
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

/// Props of [`PassScreen`].
#[derive(Properties, PartialEq)]
pub struct PassProps {
    /// The name of the person to hand the device to.
    pub name: AttrValue,
    /// Tapped by that person when they hold the device.
    pub on_ready: Callback<()>,
}

/// The full-screen curtain: "Pass to NAME". Nothing of any hand is drawn behind it.
#[component]
pub fn PassScreen(props: &PassProps) -> Html {
    let on_ready = props.on_ready.reform(|_: MouseEvent| ());
    html! {
        <section class="pass-screen" aria-labelledby="pass-title">
            <h2 id="pass-title">{ format!("Pass to {}", props.name) }</h2>
            <p>{ "Hand the device over. The next screen shows a private hand." }</p>
            <button class="primary big" onclick={on_ready} autofocus=true>
                { format!("I am {}: show my cards", props.name) }
            </button>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{SeatSetup, Seed};
    use crate::games::GameId;

    #[test]
    fn a_lone_player_never_sees_the_curtain() {
        let session =
            AnySession::new(GameId::Foursquare, vec![SeatSetup::human("Ada")], Seed(1)).unwrap();
        assert_eq!(curtain(&session, None), Curtain::Show(Some(Seat(0))));
        assert_eq!(
            curtain(&session, Some(Seat(0))),
            Curtain::Show(Some(Seat(0)))
        );
    }

    #[test]
    fn the_turn_moving_between_two_people_draws_the_curtain() {
        let people = [Seat(0), Seat(1)];
        assert_eq!(
            decide(&people, ToAct::Seat(Seat(1)), true, Some(Seat(0))),
            Curtain::PassTo(Seat(1))
        );
        assert_eq!(
            decide(&people, ToAct::Seat(Seat(1)), true, Some(Seat(1))),
            Curtain::Show(Some(Seat(1)))
        );
        assert_eq!(
            decide(&people, ToAct::Seat(Seat(0)), true, None),
            Curtain::PassTo(Seat(0)),
            "after a reload"
        );
    }

    #[test]
    fn open_games_and_computer_turns_need_no_curtain() {
        let people = [Seat(0), Seat(2)];
        assert_eq!(
            decide(&people, ToAct::Seat(Seat(2)), false, Some(Seat(0))),
            Curtain::Show(Some(Seat(2)))
        );
        assert_eq!(
            decide(&people, ToAct::Seat(Seat(1)), true, Some(Seat(0))),
            Curtain::Show(Some(Seat(0)))
        );
        assert_eq!(
            decide(&people, ToAct::Nobody, true, Some(Seat(2))),
            Curtain::Show(Some(Seat(2)))
        );
        assert_eq!(
            decide(
                &people,
                ToAct::Responders(vec![Seat(1), Seat(2)]),
                true,
                Some(Seat(0))
            ),
            Curtain::PassTo(Seat(2)),
            "a person among the responders gets the device"
        );
    }

    #[test]
    fn a_computer_alone_is_watched_from_the_public_view() {
        let session = AnySession::new(
            GameId::Foursquare,
            vec![SeatSetup::computer("Solver")],
            Seed(1),
        )
        .unwrap();
        assert_eq!(curtain(&session, None), Curtain::Show(None));
    }
}
