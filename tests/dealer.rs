//! The host's dealer (`remote::dealer`), message by message: what it does when a message
//! is lost, repeated or overtaken on the way, and when a device comes back from away.
//! The fault soak (`fault_soak.rs`) found each of these; here each is one case.

use fourfold::engine::{Controller, Seat, SeatSetup, Seed, Session};
use fourfold::games::letters::{Letters, Options};
use fourfold::remote::dealer::{Dealer, Order, TableSays, ToTable};
use fourfold::remote::host::{AWAY_MS, CROSSING_MS, Guest, Host};
use fourfold::remote::wire::{Seated, ToGuest};

const BO: Seat = Seat(1);

fn table() -> Session<Letters> {
    let seats = vec![SeatSetup::human("Ada"), SeatSetup::human("Bo")];
    Session::new(seats, Options { players: 2 }, Seed(7)).expect("a table")
}

fn dealer() -> Dealer<Letters> {
    let mut next = 0u64;
    Dealer::new(
        Host::new(5),
        None,
        TableSays {
            closes_window: |_| None,
            clock_used: |_, _| None,
        },
        Box::new(move || {
            next += 1;
            Some(next)
        }),
    )
}

/// What the orders say on line `line`.
fn said(orders: &[Order<Letters>], line: usize) -> Vec<ToGuest<Letters>> {
    orders
        .iter()
        .filter_map(|order| match order {
            Order::Send { line: l, text } if *l == line => Some(ToGuest::read(text).unwrap()),
            _ => None,
        })
        .collect()
}

fn told(orders: &[Order<Letters>]) -> Vec<ToTable<Letters>> {
    orders
        .iter()
        .filter_map(|order| match order {
            Order::Table(told) => Some(told.clone()),
            _ => None,
        })
        .collect()
}

/// Delivers each message of `orders` on `line` to `guest`: the answers it says back.
fn deliver(orders: &[Order<Letters>], line: usize, guest: &mut Guest<Letters>) -> Vec<String> {
    said(orders, line)
        .iter()
        .filter_map(|m| guest.hear(&serde_json::to_string(m).unwrap()).unwrap())
        .collect()
}

/// Bo's device connected to a dealer at `session` and seated: the line, the device, and
/// what seated it (its seating and first table, not yet delivered).
fn seated_bo(
    session: &Session<Letters>,
) -> (Dealer<Letters>, usize, Guest<Letters>, Vec<Order<Letters>>) {
    let mut dealer = dealer();
    dealer.sync(session, 0.0);
    let (line, welcome) = dealer.connect(BO, 1, 0.0);
    let mut guest: Guest<Letters> = Guest::default();
    let hello = deliver(&welcome, line, &mut guest).pop().expect("a hello");
    let seated = dealer.heard(line, &hello, 10.0);
    (dealer, line, guest, seated)
}

#[test]
fn a_lost_welcome_goes_again_when_the_device_pings() {
    let session = table();
    let mut dealer = dealer();
    dealer.sync(&session, 0.0);
    let (line, welcome) = dealer.connect(BO, 1, 0.0);
    assert!(matches!(said(&welcome, line)[..], [ToGuest::Welcome(_)]));
    // The welcome is lost: the device, waiting, says only that it is there.
    let guest: Guest<Letters> = Guest::default();
    let again = dealer.heard(line, &guest.ping(), 100.0);
    assert!(
        matches!(said(&again, line)[..], [ToGuest::Welcome(_)]),
        "welcomed again: {again:?}"
    );
}

#[test]
fn a_lost_seating_is_said_again_with_the_same_token_whatever_token_the_device_said() {
    let (mut dealer, line, mut guest, seated) = seated_bo(&table());
    let [ToGuest::Seated(Seated { token, .. }), ..] = &said(&seated, line)[..] else {
        panic!("seated: {seated:?}")
    };
    // That seating and the table after it are lost: still welcomed and unseated, the
    // device says hello again in its ping, with the token of an earlier seating.
    assert_eq!(guest.seat, None);
    guest.token = Some(fourfold::remote::host::Kept {
        table: guest.table.clone().unwrap(),
        token: "an-earlier-token".into(),
    });
    let ping = guest.ping();
    assert!(ping.contains("hello"), "{ping}");
    let again = dealer.heard(line, &ping, 3_000.0);
    assert!(
        said(&again, line).iter().any(
            |m| matches!(m, ToGuest::Seated(Seated { token: t, seat, .. }) if t == token && *seat == BO)
        ),
        "the same seating again: {again:?}"
    );
    deliver(&again, line, &mut guest);
    assert_eq!(guest.seat, Some(BO));
    assert!(guest.seen.is_some(), "and its table");
    assert_eq!(dealer.seats(3_000.0).1, Vec::<Seat>::new(), "not away");
}

#[test]
fn a_lost_table_goes_again_and_an_older_one_arriving_late_is_not_taken() {
    let mut session = table();
    let (mut dealer, line, mut guest, first) = seated_bo(&session);
    deliver(&first, line, &mut guest);
    let held = guest.has;
    assert!(held > 0);
    // Ada plays; the table that says so is lost on the way.
    let ada = session.legal_for_person(Seat(0))[0];
    session.act(Seat(0), ada).unwrap();
    let lost = dealer.sync(&session, 20.0);
    assert_eq!(said(&lost, line).len(), 1, "one table sent, and lost");
    // The device's next ping says which table it holds: the host sends the latest again.
    let again = dealer.heard(line, &guest.ping(), 3_000.0);
    let [ToGuest::Table(share)] = &said(&again, line)[..] else {
        panic!("the table again: {again:?}")
    };
    deliver(&again, line, &mut guest);
    assert_eq!(guest.has, share.n);
    assert_eq!(guest.seen.as_ref().unwrap().step, 1, "Ada's move is seen");
    // The first table, repeated and arriving late, changes nothing.
    deliver(&first, line, &mut guest);
    assert_eq!(guest.seen.as_ref().unwrap().step, 1);
    assert_eq!(guest.has, share.n);
}

#[test]
fn a_ping_that_crosses_a_table_on_its_way_sends_nothing_again() {
    let mut session = table();
    let (mut dealer, line, mut guest, first) = seated_bo(&session);
    deliver(&first, line, &mut guest);
    // Ada plays; the table that says so is on its way as Bo's device pings.
    let ada = session.legal_for_person(Seat(0))[0];
    session.act(Seat(0), ada).unwrap();
    let on_its_way = dealer.sync(&session, 3_000.0);
    assert_eq!(said(&on_its_way, line).len(), 1);
    let crossed = dealer.heard(line, &guest.ping(), 3_000.0 + CROSSING_MS - 100.0);
    assert!(
        said(&crossed, line).is_empty(),
        "nothing again: {crossed:?}"
    );
    deliver(&on_its_way, line, &mut guest);
    assert_eq!(guest.seen.as_ref().unwrap().step, 1, "Ada's move is seen");
    // Bo plays his answer: the next table is what changed since the one he holds.
    let bo = session.legal_for_person(BO)[0];
    session.act(BO, bo).unwrap();
    let next = dealer.sync(&session, 3_500.0);
    assert!(
        matches!(&said(&next, line)[..], [ToGuest::Changes(_)]),
        "changes, not the whole table: {next:?}"
    );
    deliver(&next, line, &mut guest);
    assert_eq!(guest.seen.as_ref().unwrap().step, 2);
}

#[test]
fn a_lost_table_goes_again_at_the_next_ping_though_the_table_keeps_moving() {
    let mut session = table();
    let (mut dealer, line, mut guest, first) = seated_bo(&session);
    deliver(&first, line, &mut guest);
    // Ada plays; that table is lost. Then the table moves every second, each message
    // changes to the lost one, so the device can take none of them.
    let ada = session.legal_for_person(Seat(0))[0];
    session.act(Seat(0), ada).unwrap();
    dealer.sync(&session, 1_000.0);
    let bo = session.legal_for_person(BO)[0];
    session.act(BO, bo).unwrap();
    let changes = dealer.sync(&session, 2_000.0);
    deliver(&changes, line, &mut guest);
    assert_eq!(
        guest.seen.as_ref().unwrap().step,
        0,
        "changes to a table it lacks"
    );
    // Its ping, half a second after the latest went, says it is two tables behind:
    // no crossing explains that, and the whole table goes again.
    let again = dealer.heard(line, &guest.ping(), 2_500.0);
    assert!(
        matches!(&said(&again, line)[..], [ToGuest::Table(_)]),
        "the whole table: {again:?}"
    );
    deliver(&again, line, &mut guest);
    assert_eq!(guest.seen.as_ref().unwrap().step, 2);
}

#[test]
fn a_device_back_from_away_on_its_own_line_plays_its_seat_again() {
    let mut session = table();
    let (mut dealer, line, mut guest, seated) = seated_bo(&session);
    deliver(&seated, line, &mut guest);
    // Bo's phone locks; shown away, a computer stands in for him.
    let later = 10.0 + AWAY_MS + 1.0;
    assert_eq!(dealer.seats(later).1, vec![BO]);
    session.set_controller(BO, Controller::Computer);
    dealer.sync(&session, later);
    // It unlocks, on the same connection: the seat is Bo's again.
    let back = dealer.heard(line, &guest.ping(), later + 500.0);
    assert!(
        told(&back).contains(&ToTable::StandIn(BO, false)),
        "the computer steps aside: {back:?}"
    );
    session.set_controller(BO, Controller::Human);
    dealer.sync(&session, later + 500.0);
    let again = dealer.heard(line, &guest.ping(), later + 1_000.0);
    assert!(told(&again).is_empty(), "nothing more to do: {again:?}");
    // The host lets a computer stand in just as the device comes back (its screen had
    // not yet caught up): the device's next word gives the seat back.
    session.set_controller(BO, Controller::Computer);
    dealer.sync(&session, later + 1_500.0);
    let back = dealer.heard(line, &guest.ping(), later + 3_000.0);
    assert!(
        told(&back).contains(&ToTable::StandIn(BO, false)),
        "{back:?}"
    );
}
