//! Where the table's regions go, as a pure model: which way a grid board is best turned
//! in the room the table leaves it, whether board and hand stand side by side, and the
//! height a widget asks its host page for. The CSS follows the same thresholds (see
//! `static/table.css`, "The table"); the tests here pin them.

/// Which way a board of places is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Turn {
    /// Rows as the rules number them, left to right.
    AsDealt,
    /// Rows drawn as columns: a wide board stood upright for a tall room.
    Upright,
}

impl Turn {
    /// (columns, rows) as drawn, for a board of `cols` x `rows`.
    pub fn drawn(self, cols: u8, rows: u8) -> (u8, u8) {
        match self {
            Turn::AsDealt => (cols, rows),
            Turn::Upright => (rows, cols),
        }
    }

    /// True when rows are drawn as columns.
    pub fn upright(self) -> bool {
        self == Turn::Upright
    }
}

/// The side of one place of a `cols` x `rows` board drawn `turn` in a room of
/// `width` x `height` CSS pixels (places are square).
pub fn place_size(cols: u8, rows: u8, turn: Turn, (width, height): (f64, f64)) -> f64 {
    let (across, down) = turn.drawn(cols, rows);
    (width / f64::from(across.max(1))).min(height / f64::from(down.max(1)))
}

/// How much bigger its places must be for a board to stand upright: a little in hand, so
/// a room at the threshold does not flip the board back and forth as the browser's bars
/// come and go.
pub const TURN_MARGIN: f64 = 1.04;

/// The turn that gives a `cols` x `rows` board the biggest places in `room`; as dealt
/// when both are equal, or before the room is known (`None`).
pub fn best_turn(cols: u8, rows: u8, room: Option<(f64, f64)>) -> Turn {
    let Some(room) = room else {
        return Turn::AsDealt;
    };
    let dealt = place_size(cols, rows, Turn::AsDealt, room);
    let upright = place_size(cols, rows, Turn::Upright, room);
    if upright > dealt * TURN_MARGIN {
        Turn::Upright
    } else {
        Turn::AsDealt
    }
}

/// The least a place is stretched (squeezed) to fit its room: its drawing's height times
/// this. A board's picture draws each place's drawing at its width's scale within this
/// height, so it must hold whatever the room asks (see [`super::picture`]).
pub const LEAST_STRETCH: f32 = 0.9;
/// The most a place is stretched to fit its room.
pub const MOST_STRETCH: f32 = 1.35;

/// The height of one place (its width `cell_w` fixed) that makes a `cols` x `rows` board
/// drawn `turn` as tall, relative to its width, as `room`: so the board fills a room
/// taller than it rather than floating in it. Kept between 90% and 135% of `cell_h`, the
/// height the drawing is made for; `cell_h` itself before the room is known.
pub fn fitted_height(
    cols: u8,
    rows: u8,
    turn: Turn,
    room: Option<(f64, f64)>,
    cell_w: f32,
    cell_h: f32,
) -> f32 {
    let Some((width, height)) = room.filter(|(w, h)| *w > 0.0 && *h > 0.0) else {
        return cell_h;
    };
    let (across, down) = turn.drawn(cols, rows);
    let ideal = f64::from(cell_w) * f64::from(across) / f64::from(down) * height / width;
    (ideal as f32).clamp(cell_h * LEAST_STRETCH, cell_h * MOST_STRETCH)
}

/// How much the board's room may grow or shrink, in either direction, before the board
/// is fitted to it again (see [`settled_room`]).
pub const ROOM_SLACK: f64 = 0.06;

/// The room a board is drawn for, once `measured`: the room it was drawn for (`shown`)
/// while neither side has changed by more than [`ROOM_SLACK`], otherwise the new one.
/// A line coming and going in the strip or the hand (someone thinking, a prompt that
/// wraps) changes the room by a few percent on a phone held upright; fitting the board
/// to each change drew all of its places again, and moved it, at every such change.
/// Meanwhile the board, scaled to the room, keeps its shape and leaves a thin margin.
pub fn settled_room(shown: Option<(f64, f64)>, measured: (f64, f64)) -> (f64, f64) {
    let near = |was: f64, now: f64| (now - was).abs() <= was * ROOM_SLACK;
    match shown {
        Some((w, h)) if near(w, measured.0) && near(h, measured.1) => (w, h),
        _ => measured,
    }
}

/// How the table's regions stand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arrangement {
    /// Status, board, hand and actions one above the other (a phone held upright, a
    /// tablet upright, a square frame).
    Stacked,
    /// The board on the left, status, hand and actions beside it (landscape).
    SideBySide,
}

/// The aspect ratio (width / height) from which board and hand stand side by side: the
/// CSS's `@media (min-aspect-ratio: 5/4)`.
pub const SIDE_BY_SIDE_FROM: f64 = 5.0 / 4.0;

/// The arrangement at a viewport of `width` x `height` CSS pixels.
pub fn arrangement(width: f64, height: f64) -> Arrangement {
    if width >= height * SIDE_BY_SIDE_FROM {
        Arrangement::SideBySide
    } else {
        Arrangement::Stacked
    }
}

/// The height a widget `width` CSS pixels wide asks its host page for: enough for the
/// table to be comfortable, worked out from the width alone, so that it tells the host
/// nothing of what is on screen (a hand, a pass screen, a button that comes and goes).
pub fn widget_height(width: f64) -> u32 {
    let wanted = if width >= 720.0 {
        // Side by side: a board about as tall as the width leaves it.
        width * 0.62
    } else {
        // Stacked: the board, then the status, the hand and the actions under it.
        width + 300.0
    };
    wanted.clamp(480.0, 900.0).round() as u32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_room_is_kept_through_small_changes_and_follows_a_large_one() {
        let shown = Some((390.0, 560.0));
        assert_eq!(settled_room(None, (390.0, 560.0)), (390.0, 560.0));
        // A line in the strip comes and goes: 3.5 % of the board's height.
        assert_eq!(settled_room(shown, (390.0, 541.0)), (390.0, 560.0));
        assert_eq!(settled_room(shown, (390.0, 579.0)), (390.0, 560.0));
        // The phone turned, or the window was made much smaller.
        assert_eq!(settled_room(shown, (844.0, 250.0)), (844.0, 250.0));
        assert_eq!(settled_room(shown, (390.0, 520.0)), (390.0, 520.0));
        assert_eq!(settled_room(shown, (360.0, 560.0)), (360.0, 560.0));
    }

    #[test]
    fn a_wide_board_stands_upright_in_a_tall_room() {
        // Major Woody's 10 x 8 on a phone held upright, and in landscape.
        assert_eq!(best_turn(10, 8, Some((390.0, 520.0))), Turn::Upright);
        assert_eq!(best_turn(10, 8, Some((560.0, 340.0))), Turn::AsDealt);
        // A tablet held upright leaves a room wide enough to keep it as dealt.
        assert_eq!(best_turn(10, 8, Some((760.0, 640.0))), Turn::AsDealt);
        // Letter Lines' 8 x 6 on a phone.
        assert_eq!(best_turn(8, 6, Some((374.0, 470.0))), Turn::Upright);
        assert_eq!(best_turn(8, 6, None), Turn::AsDealt);
    }

    #[test]
    fn the_turn_chosen_never_gives_smaller_places() {
        for w in (300..1900).step_by(37) {
            for h in (200..1100).step_by(29) {
                let room = (f64::from(w), f64::from(h));
                let chosen = place_size(10, 8, best_turn(10, 8, Some(room)), room);
                let other = place_size(10, 8, Turn::AsDealt, room).max(place_size(
                    10,
                    8,
                    Turn::Upright,
                    room,
                ));
                assert!(chosen * 1.05 >= other, "{room:?}");
            }
        }
    }

    #[test]
    fn places_grow_taller_to_fill_a_tall_room_within_bounds() {
        // Woody upright (8 across, 10 down) in a phone's room: taller spaces.
        let h = fitted_height(10, 8, Turn::Upright, Some((390.0, 560.0)), 100.0, 92.0);
        assert!((h - 100.0 * 8.0 / 10.0 * 560.0 / 390.0).abs() < 0.01, "{h}");
        assert_eq!(
            fitted_height(10, 8, Turn::Upright, Some((390.0, 2000.0)), 100.0, 92.0),
            92.0 * 1.35
        );
        assert_eq!(
            fitted_height(10, 8, Turn::AsDealt, Some((900.0, 300.0)), 100.0, 92.0),
            92.0 * 0.9
        );
        assert_eq!(fitted_height(10, 8, Turn::AsDealt, None, 100.0, 92.0), 92.0);
    }

    #[test]
    fn landscape_puts_the_hand_beside_the_board() {
        assert_eq!(arrangement(844.0, 390.0), Arrangement::SideBySide);
        assert_eq!(arrangement(1280.0, 800.0), Arrangement::SideBySide);
        assert_eq!(arrangement(1920.0, 1080.0), Arrangement::SideBySide);
        assert_eq!(arrangement(390.0, 844.0), Arrangement::Stacked);
        assert_eq!(arrangement(768.0, 1024.0), Arrangement::Stacked);
        assert_eq!(arrangement(360.0, 640.0), Arrangement::Stacked);
        assert_eq!(arrangement(600.0, 600.0), Arrangement::Stacked);
    }

    #[test]
    fn a_widget_asks_for_a_height_from_its_width_alone() {
        assert_eq!(widget_height(360.0), 660);
        assert_eq!(widget_height(720.0), 480);
        assert_eq!(widget_height(1200.0), 744);
        assert_eq!(widget_height(2000.0), 900);
        for w in (200..2400).step_by(10) {
            let h = widget_height(f64::from(w));
            assert!((480..=900).contains(&h));
        }
    }
}
