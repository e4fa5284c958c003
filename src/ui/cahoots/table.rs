//! What Cahoots tells the table frame: the spots a move touched (the pile played on or
//! marked, the goal marked or newly turned up), the team's seats with their cards, and
//! the counts that matter (goals met, the deck).


use yew::prelude::*;

use super::speed_picker;
use super::clock::{self, SpeedClock};
use super::spot::Spot;
use crate::engine::{Seat, ToAct};
use crate::games::cahoots::{
    Action, Cahoots, CahootsView, Card, Event, Mark, Options, PlayError,
};
use crate::ui::setup::SetupForm;
use crate::ui::table::{Asks, Badge, SeatLine, Seen, Strip, TableGame};
use crate::ui::url::ParamError;

impl TableGame for Cahoots {
    type Place = Spot;
    type Screen = super::CahootsTable;
    type Selection = Option<Card>;
    type Touch = super::tap::Touch;
    type Tapped = super::tap::Tapped;

    fn tap(
        _: &CahootsView,
        legal: &[Action],
        chosen: &Option<Card>,
        touch: super::tap::Touch,
    ) -> super::tap::Tapped {
        super::tap::tap(legal, *chosen, touch)
    }

    const RULES: &'static str = super::rules::RULES;
    const LINK_NAMES: &'static [&'static str] = super::setup::LINK_NAMES;

    fn set_link(options: &mut Options, name: &str, value: &str) -> Result<(), ParamError> {
        super::setup::set_link(options, name, value)
    }

    fn link_pairs(options: &Options) -> Vec<(&'static str, String)> {
        super::setup::link_pairs(options)
    }

    fn setup_fields(form: &SetupForm<Self>, on_change: &Callback<SetupForm<Self>>) -> Html {
        super::setup::fields(form, on_change)
    }
    const REFUSED: &'static str = "Not played";

    fn window(
        public: &Seen<Cahoots>,
        primary: Option<Seat>,
        claimers: &[Seat],
        asks: &Asks<Cahoots>,
    ) -> Html {
        let people: Vec<Seat> = primary.iter().chain(claimers).copied().collect();
        speed_picker(&public.named(&people), &asks.claim)
    }

    fn clock(
        options: &Options,
        steps: usize,
        to_act: &ToAct,
        over: bool,
        id: AttrValue,
        table: Callback<Vec<(Seat, Action)>>,
    ) -> Html {
        if !options.speed {
            return Html::default();
        }
        if over {
            // The clock stops, and its stored time goes with the game.
            return html! { <SpeedClock {id} started=true running=false on_time_up={Callback::noop()} /> };
        }
        // The time is up for the whole team: reported from the first seat that may act
        // when it runs out (the clock calls the callback of its latest drawing).
        let on_time_up = match to_act.seats().first().copied() {
            Some(seat) => table.reform(move |()| vec![(seat, Action::TimeUp)]),
            None => Callback::noop(),
        };
        html! { <SpeedClock {id} started={steps > 0} running=true {on_time_up} /> }
    }

    fn clock_used(options: &Options, id: &str) -> Option<u32> {
        options.speed.then(|| clock::stored_used(id).round() as u32)
    }

    fn guest_clock(used: u32, over: bool) -> Html {
        html! { <SpeedClock id="" started=true running={!over} told={Some(used)} on_time_up={Callback::noop()} /> }
    }

    fn pause(game: &Cahoots) -> Option<u32> {
        // No turns in Speed Cahoots: the people at the device play in between.
        game.options().speed.then_some(crate::ui::pacing::SPEED_MS)
    }

    fn minor(event: &Event) -> bool {
        matches!(event, Event::Drew { .. })
    }

    fn touched(event: &Event) -> Vec<Spot> {
        match event {
            Event::Played { pile, .. } | Event::Marked(Mark::Pile(pile)) => vec![Spot::Pile(*pile)],
            Event::Marked(Mark::Goal(goal)) | Event::Revealed(goal) => vec![Spot::Goal(*goal)],
            _ => Vec::new(),
        }
    }

    fn aims(action: &Action) -> Vec<Spot> {
        match action {
            Action::Play { pile, .. } => vec![Spot::Pile(*pile)],
            _ => Vec::new(),
        }
    }

    fn refused_at(action: &Action, _: &PlayError) -> Vec<Spot> {
        match action {
            Action::Mark(Mark::Pile(pile)) => vec![Spot::Pile(*pile)],
            Action::Mark(Mark::Goal(goal)) => vec![Spot::Goal(*goal)],
            _ => Self::aims(action),
        }
    }

    fn strip(seen: &Seen<Self>) -> Strip {
        let view = &seen.view;
        let seats = view
            .hand_sizes
            .iter()
            .enumerate()
            .map(|(i, cards)| {
                let seat = Seat(i as u8);
                let name = seen.name(seat).to_string();
                let to_move = view.movers.contains(&seat);
                let plural = if *cards == 1 { "" } else { "s" };
                SeatLine {
                    seat,
                    detail: format!("{cards} card{plural}"),
                    label: format!(
                        "{name}: {cards} card{plural}{}",
                        if to_move { ", to play" } else { "" }
                    ),
                    name,
                    badge: Badge::None,
                    to_move,
                    me: view.seat == Some(seat),
                }
            })
            .collect();
        Strip {
            seats,
            counts: vec![
                format!("Goals: {} of {} met", view.won.len(), view.goals_total()),
                format!("Deck: {}", view.deck),
            ],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::cahoots::goals::GoalId;

    #[test]
    fn a_refused_mark_or_play_marks_its_spot_and_nothing_else_marks_one() {
        let card = Card::kinds().next().unwrap();
        let error = PlayError::NotInHand(card);
        assert_eq!(
            Cahoots::refused_at(&Action::Mark(Mark::Pile(2)), &error),
            vec![Spot::Pile(2)]
        );
        assert_eq!(
            Cahoots::refused_at(&Action::Mark(Mark::Goal(GoalId(7))), &error),
            vec![Spot::Goal(GoalId(7))]
        );
        assert_eq!(
            Cahoots::refused_at(&Action::Play { card, pile: 1 }, &error),
            vec![Spot::Pile(1)]
        );
        assert!(Cahoots::refused_at(&Action::CannotPlay, &error).is_empty());
    }
}
