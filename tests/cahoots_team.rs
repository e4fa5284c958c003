//! Cahoots' computer team-mates make use of what they see: shown every hand (as in Lil
//! Cahoots), they count the cards in their team-mates' hands as cards to come, and so win
//! more often than when the hands are hidden, on the same deals (`fourfold-cli bench`
//! prints the figures at every table; here 300 four-player Normal deals); and they keep a
//! goal a team-mate marked within reach (before they did, they broke 105 of 1253 such
//! chances on those deals).
#![cfg(not(target_arch = "wasm32"))]

use fourfold::engine::{Bot, Game, Seat, Seed, Standing, Viewer};
use fourfold::games::cahoots::{
    Action, Cahoots, CahootsView, Card, Difficulty, GoalId, Mark, Options, TeamBot, Tops,
};

fn won(options: Options, seed: u64, seeing: bool) -> bool {
    let mut game = Cahoots::deal(options, Seed(seed)).unwrap();
    while let Some(seat) = game.to_act().next_to_answer() {
        let legal = game.legal_actions(seat);
        let mut view = game.view(Viewer::Seat(seat));
        if seeing {
            view.open_hands = (0..usize::from(options.players))
                .map(|s| game.hand(Seat(s as u8)).to_vec())
                .collect();
        }
        let action = TeamBot.choose(&view, &legal);
        game.apply(seat, &action).unwrap();
    }
    matches!(game.outcome().map(|o| o.standing), Some(Standing::Won(_)))
}

#[test]
fn team_mates_shown_every_hand_win_more_than_with_hands_hidden() {
    let options = Options {
        players: 4,
        difficulty: Difficulty::Normal,
        ..Options::default()
    };
    let count = |seeing| (0..300).filter(|s| won(options, *s, seeing)).count();
    let (hidden, seeing) = (count(false), count(true));
    assert!(
        seeing > hidden + 15,
        "hidden hands won {hidden}, every hand shown won {seeing} of 300"
    );
}

/// Whether one play of a card that may still come (unseen, or in `hand`) meets `goal` on
/// `tops`.
fn within_one_play(view: &CahootsView, tops: &Tops, goal: GoalId, hand: &[Card]) -> bool {
    Card::kinds().any(|kind| {
        (view.unseen(kind) > 0 || hand.contains(&kind))
            && (0..4).any(|p| {
                let mut after = *tops;
                after[p] = kind;
                kind.matches(tops[p]) && goal.card().met(&after)
            })
    })
}

/// The goals a team-mate other than `seat` has marked ("go for this").
fn marked_by_mates(view: &CahootsView, seat: Seat) -> Vec<GoalId> {
    view.marks
        .iter()
        .filter(|m| m.by != seat)
        .filter_map(|m| match m.mark {
            Mark::Goal(goal) => Some(goal),
            Mark::Pile(_) => None,
        })
        .collect::<std::collections::BTreeSet<_>>()
        .into_iter()
        .collect()
}

/// How often, over `deals` four-player Normal games, a team-mate's play put a goal a
/// team-mate had marked out of reach of one play when another play kept it within reach
/// (plays that meet a goal at once are not counted).
fn marks_broken(deals: u64) -> (usize, usize) {
    let options = Options {
        players: 4,
        difficulty: Difficulty::Normal,
        ..Options::default()
    };
    let (mut chances, mut broken) = (0, 0);
    for seed in 0..deals {
        let mut game = Cahoots::deal(options, Seed(seed)).unwrap();
        while let Some(seat) = game.to_act().next_to_answer() {
            let legal = game.legal_actions(seat);
            let view = game.view(Viewer::Seat(seat));
            let action = TeamBot.choose(&view, &legal);
            if let Action::Play { card, pile } = action {
                let tops = view.tops();
                let after = |card: Card, pile: u8| {
                    let mut t = tops;
                    t[usize::from(pile)] = card;
                    t
                };
                let meets = |t: &Tops| view.showing.iter().any(|g| g.card().met(t));
                let without = |card: Card| {
                    let mut rest = view.hand.clone();
                    rest.remove(rest.iter().position(|c| *c == card).unwrap());
                    rest
                };
                for goal in marked_by_mates(&view, seat) {
                    if meets(&after(card, pile)) || !within_one_play(&view, &tops, goal, &view.hand)
                    {
                        continue;
                    }
                    let keeps = legal.iter().any(|a| match a {
                        Action::Play { card: c, pile: p } => {
                            within_one_play(&view, &after(*c, *p), goal, &without(*c))
                        }
                        _ => false,
                    });
                    if keeps {
                        chances += 1;
                        broken += usize::from(!within_one_play(
                            &view,
                            &after(card, pile),
                            goal,
                            &without(card),
                        ));
                    }
                }
            }
            game.apply(seat, &action).unwrap();
        }
    }
    (chances, broken)
}

#[test]
fn team_mates_keep_a_goal_a_team_mate_marked_within_reach() {
    let (chances, broken) = marks_broken(300);
    assert!(
        chances > 100,
        "only {chances} chances to keep a marked goal"
    );
    assert!(
        broken * 50 <= chances,
        "a marked goal was put out of reach {broken} times of {chances}"
    );
}
