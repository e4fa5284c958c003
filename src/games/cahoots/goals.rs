//! The 50 goal cards: each a text in the game's words, a detail line, the colours it
//! names, a small formula for its picture, a check on the four pile tops, and its share
//! of all possible tops.
//!
//! The rulebook's wording rules hold for every card: a goal looks only at the four top
//! cards, "exactly" means exactly (three orange piles is not four), and a card that names
//! colours is met only while at least one pile of a named colour shows ([`GoalCard::met`]
//! applies that to every card). The piles stand left to right, so a card may speak of
//! neighbours and of the outer and middle piles. A colour's cards "add up" to the sum of
//! that colour's top cards (a colour not showing adds up to 0). Each card's detail line
//! settles whatever its text leaves open: sums or pile counts, each or together, strictly
//! or not, which way a run goes.

use serde::{Deserialize, Serialize};

use super::data::{Card, Colour, PILES};

/// The four pile tops, left to right.
pub type Tops = [Card; PILES];

/// A goal card's number in [`GOALS`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct GoalId(pub u8);

impl GoalId {
    /// The card.
    pub fn card(self) -> &'static GoalCard {
        &GOALS[usize::from(self.0)]
    }
}

/// One goal card.
#[derive(Debug)]
pub struct GoalCard {
    /// What it asks, in words (lower case, as printed).
    pub text: &'static str,
    /// A second line, shown under the text, that settles how the text is read (a full
    /// sentence), or empty when the text needs none.
    pub detail: &'static str,
    /// The colours it names: drawn as named swatches, and at least one must show.
    pub colours: &'static [Colour],
    /// Its picture: a short formula, different for every card, with each colour it names
    /// as a token drawn as that colour's swatch: `{g}` green, `{p}` pink, `{o}` orange,
    /// `{u}` purple ("{o} Σ = 2 × {p} Σ": the orange cards add up to twice the pink;
    /// "all < 4"; "▁ ▃ ▅ ▇" for piles going up).
    pub sign: &'static str,
    /// Of every possible set of four tops (no card kind more than twice), how many in a
    /// million meet it. A test recomputes it.
    pub per_million: u32,
    check: fn(&Tops) -> bool,
}

impl GoalCard {
    /// True when `tops` meet this goal, the colour-presence rule included.
    pub fn met(&self, tops: &Tops) -> bool {
        let named_showing =
            self.colours.is_empty() || tops.iter().any(|t| self.colours.contains(&t.colour));
        named_showing && (self.check)(tops)
    }

    /// How hard it is, from its share: 1 (often met) to 4 (rare).
    pub fn difficulty(&self) -> u8 {
        match self.per_million {
            100_000.. => 1,
            30_000..100_000 => 2,
            8_000..30_000 => 3,
            _ => 4,
        }
    }

    /// Its share as a percentage for people ("12%", "0.4%").
    pub fn share_text(&self) -> String {
        // Whole numbers only: float formatting would add 8 kB to the game's bundle.
        if self.per_million >= 100_000 {
            format!("{}%", (self.per_million + 5_000) / 10_000)
        } else {
            let tenths = (self.per_million + 500) / 1_000;
            format!("{}.{}%", tenths / 10, tenths % 10)
        }
    }
}

fn count(t: &Tops, colour: Colour) -> usize {
    t.iter().filter(|c| c.colour == colour).count()
}

fn sum(t: &Tops) -> u32 {
    t.iter().map(|c| u32::from(c.number)).sum()
}

fn sum_of(t: &Tops, colour: Colour) -> u32 {
    t.iter()
        .filter(|c| c.colour == colour)
        .map(|c| u32::from(c.number))
        .sum()
}

fn numbers_showing(t: &Tops, n: u8) -> usize {
    t.iter().filter(|c| c.number == n).count()
}

fn all_of(t: &Tops, colours: &[Colour]) -> bool {
    t.iter().all(|c| colours.contains(&c.colour))
}

/// How many piles share each number that shows, largest group first ([2, 1, 1]).
/// Counted out size by size, with no sort: each sort is a bundle's code of its own.
fn groups(t: &Tops) -> Vec<usize> {
    let sizes: Vec<usize> = (1..=7).map(|n| numbers_showing(t, n)).collect();
    (1..=PILES)
        .rev()
        .flat_map(|size| sizes.iter().copied().filter(move |s| *s == size))
        .collect()
}

fn distinct_colours(t: &Tops) -> usize {
    Colour::ALL.iter().filter(|c| count(t, **c) > 0).count()
}

use Colour::{Green, Orange, Pink, Purple};

macro_rules! goal {
    ($text:expr, $detail:expr, [$($c:expr),*], $sign:expr, $ppm:expr, $check:expr) => {
        GoalCard {
            text: $text,
            detail: $detail,
            colours: &[$($c),*],
            sign: $sign,
            per_million: $ppm,
            check: $check,
        }
    };
}

/// Every goal card. The first seven are the known real ones, in their own words; the
/// others are written here, each to be read one way.
pub static GOALS: [GoalCard; 50] = [
    goal!(
        "three orange piles",
        "Exactly three of the four piles show orange: not four.",
        [Orange],
        "{o} ×3",
        46_148,
        |t| count(t, Orange) == 3
    ),
    goal!(
        "sum of all piles is 15",
        "The four top cards add up to exactly 15.",
        [],
        "Σ = 15",
        93_551,
        |t| sum(t) == 15
    ),
    goal!(
        "the pink cards add up to 10",
        "The pink top cards together make exactly 10, like pink 3 + pink 7.",
        [Pink],
        "{p} Σ = 10",
        26_282,
        |t| sum_of(t, Pink) == 10
    ),
    goal!(
        "purple is half of green",
        "Sums, not piles: the purple top cards add up to half of the green ones, like \
         purple 1 + purple 2 and green 6. Both colours must show.",
        [Purple, Green],
        "{u} Σ = ½ {g} Σ",
        20_847,
        |t| 2 * sum_of(t, Purple) == sum_of(t, Green)
    ),
    goal!(
        "all piles are purple or green",
        "Each pile shows purple or green, in any mix; all four of one colour counts too.",
        [Purple, Green],
        "all {u} or {g}",
        61_599,
        |t| all_of(t, &[Purple, Green])
    ),
    goal!(
        "every card is lower than 4",
        "Every top card is a 1, 2 or 3.",
        [],
        "all < 4",
        33_021,
        |t| t.iter().all(|c| c.number < 4)
    ),
    goal!(
        "all cards add up to 10",
        "The four top cards add up to exactly 10.",
        [],
        "Σ = 10",
        34_846,
        |t| sum(t) == 10
    ),
    goal!(
        "exactly three green piles",
        "",
        [Green],
        "{g} ×3",
        46_148,
        |t| count(t, Green) == 3
    ),
    goal!(
        "exactly three pink piles",
        "",
        [Pink],
        "{p} ×3",
        46_148,
        |t| count(t, Pink) == 3
    ),
    goal!(
        "exactly three purple piles",
        "",
        [Purple],
        "{u} ×3",
        46_148,
        |t| count(t, Purple) == 3
    ),
    goal!(
        "two green piles and two pink piles",
        "",
        [Green, Pink],
        "{g} ×2 {p} ×2",
        23_554,
        |t| count(t, Green) == 2 && count(t, Pink) == 2
    ),
    goal!(
        "two orange piles and two purple piles",
        "",
        [Orange, Purple],
        "{o} ×2 {u} ×2",
        23_554,
        |t| count(t, Orange) == 2 && count(t, Purple) == 2
    ),
    goal!(
        "exactly one purple pile",
        "",
        [Purple],
        "{u} ×1",
        423_019,
        |t| count(t, Purple) == 1
    ),
    goal!(
        "exactly two orange piles",
        "",
        [Orange],
        "{o} ×2",
        211_990,
        |t| count(t, Orange) == 2
    ),
    goal!(
        "one pile of each colour",
        "",
        [],
        "{g} {p} {o} {u}",
        94_218,
        |t| distinct_colours(t) == 4
    ),
    goal!(
        "all four piles the same colour",
        "",
        [],
        "■ ■ ■ ■",
        14_558,
        |t| distinct_colours(t) == 1
    ),
    goal!(
        "the four top cards add up to 20",
        "Exactly 20.",
        [],
        "Σ = 20",
        62_177,
        |t| sum(t) == 20
    ),
    goal!(
        "the four top cards add up to more than 21",
        "22 or more.",
        [],
        "Σ > 21",
        86_684,
        |t| sum(t) > 21
    ),
    goal!(
        "the green top cards add up to 7",
        "Together exactly 7; a single green 7 counts too.",
        [Green],
        "{g} Σ = 7",
        88_469,
        |t| sum_of(t, Green) == 7
    ),
    goal!(
        "the orange top cards add up to 12",
        "Together exactly 12, like orange 5 + orange 7.",
        [Orange],
        "{o} Σ = 12",
        18_159,
        |t| sum_of(t, Orange) == 12
    ),
    goal!(
        "the purple top cards add up to 9",
        "Together exactly 9, like purple 4 + purple 5.",
        [Purple],
        "{u} Σ = 9",
        29_745,
        |t| sum_of(t, Purple) == 9
    ),
    goal!(
        "the orange top cards add up to twice the pink ones",
        "Sums, not piles: like orange 3 + orange 5 and pink 4. Both colours must show.",
        [Orange, Pink],
        "{o} Σ = 2 × {p} Σ",
        20_847,
        |t| sum_of(t, Orange) == 2 * sum_of(t, Pink)
    ),
    goal!(
        "the green cards add up to the same as the orange cards",
        "Each colour's top cards added up on their own, like green 6 and orange 2 + \
         orange 4. Both colours must show.",
        [Green, Orange],
        "{g} Σ = {o} Σ",
        41_154,
        |t| sum_of(t, Green) == sum_of(t, Orange)
    ),
    goal!(
        "the pink cards add up to the same as the purple cards",
        "Each colour's top cards added up on their own, like pink 7 and purple 3 + \
         purple 4. Both colours must show.",
        [Pink, Purple],
        "{p} Σ = {u} Σ",
        41_154,
        |t| sum_of(t, Pink) == sum_of(t, Purple)
    ),
    goal!(
        "every pile is pink or orange, in any mix",
        "All four of one colour counts too.",
        [Pink, Orange],
        "all {p} or {o}",
        61_599,
        |t| all_of(t, &[Pink, Orange])
    ),
    goal!(
        "every pile is green or orange, in any mix",
        "All four of one colour counts too.",
        [Green, Orange],
        "all {g} or {o}",
        61_599,
        |t| all_of(t, &[Green, Orange])
    ),
    goal!(
        "every top card is higher than 4",
        "Every top card is a 5, 6 or 7.",
        [],
        "all > 4",
        33_021,
        |t| t.iter().all(|c| c.number > 4)
    ),
    goal!(
        "every top card is odd",
        "A 1, 3, 5 or 7 on every pile.",
        [],
        "all odd",
        105_558,
        |t| t.iter().all(|c| c.number % 2 == 1)
    ),
    goal!(
        "every top card is even",
        "A 2, 4 or 6 on every pile.",
        [],
        "all even",
        33_021,
        |t| t.iter().all(|c| c.number % 2 == 0)
    ),
    goal!(
        "exactly two piles show an odd number",
        "The other two show even numbers.",
        [],
        "odd ×2",
        361_646,
        |t| t.iter().filter(|c| c.number % 2 == 1).count() == 2
    ),
    goal!(
        "two pairs: two numbers, each on two piles",
        "Like 3 3 6 6, in any order; four of one number does not count.",
        [],
        "x x y y",
        52_740,
        |t| groups(t) == [2, 2]
    ),
    goal!(
        "exactly three piles show the same number",
        "The fourth pile shows another number.",
        [],
        "x x x y",
        65_925,
        |t| groups(t)[0] == 3
    ),
    goal!(
        "four different numbers",
        "No number shows twice.",
        [],
        "a ≠ b ≠ c ≠ d",
        351_600,
        |t| groups(t).len() == 4
    ),
    goal!(
        "the numbers make a run of four, in any order",
        "Four numbers with no gap, like 5 3 6 4 (3 4 5 6); the piles may stand in any \
         order.",
        [],
        "n … n+3",
        40_183,
        |t| {
            // Four different numbers, the highest three above the lowest.
            let low = t.iter().map(|c| c.number).min().unwrap_or(0);
            let high = t.iter().map(|c| c.number).max().unwrap_or(0);
            groups(t).len() == PILES && high - low == 3
        }
    ),
    goal!(
        "each pile is higher than the one on its left",
        "The numbers climb from left to right, like 1 3 4 7; no two are equal.",
        [],
        "▁ ▃ ▅ ▇",
        14_650,
        |t| t.windows(2).all(|w| w[1].number > w[0].number)
    ),
    goal!(
        "each pile is lower than the one on its left",
        "The numbers fall from left to right, like 7 5 2 1; no two are equal.",
        [],
        "▇ ▅ ▃ ▁",
        14_650,
        |t| t.windows(2).all(|w| w[1].number < w[0].number)
    ),
    goal!(
        "three piles side by side count up by one, left to right",
        "Like 4 5 6 on neighbouring piles, read from left to right; a run of four counts \
         too, a run going down does not.",
        [],
        "n → n+1 → n+2",
        27_626,
        |t| {
            t.windows(3)
                .any(|w| w[1].number == w[0].number + 1 && w[2].number == w[1].number + 1)
        }
    ),
    goal!(
        "no two neighbouring piles share a colour",
        "Piles side by side differ; the first and third, say, may match.",
        [],
        "A ≠ B ≠ C ≠ D",
        423_980,
        |t| t.windows(2).all(|w| w[0].colour != w[1].colour)
    ),
    goal!(
        "the two middle piles add up to 10",
        "The top cards of the second and third piles make exactly 10.",
        [],
        "· Σ Σ · = 10",
        101_942,
        |t| t[1].number + t[2].number == 10
    ),
    goal!(
        "the outer piles show the same number",
        "The first and the last pile, like 5 · · 5.",
        [],
        "x · · x",
        140_777,
        |t| t[0].number == t[3].number
    ),
    goal!(
        "the outer piles share a colour, the middle two another",
        "Two different colours, like green pink pink green.",
        [],
        "A B B A",
        47_109,
        |t| {
            t[0].colour == t[3].colour && t[1].colour == t[2].colour && t[0].colour != t[1].colour
        }
    ),
    goal!(
        "exactly two piles show a 7",
        "",
        [],
        "7 ×2",
        90_411,
        |t| numbers_showing(t, 7) == 2
    ),
    goal!(
        "exactly two piles show a 1",
        "",
        [],
        "1 ×2",
        90_411,
        |t| numbers_showing(t, 1) == 2
    ),
    goal!(
        "the highest top card is 6",
        "A 6 shows, and no 7.",
        [],
        "highest = 6",
        279_730,
        |t| t.iter().map(|c| c.number).max() == Some(6)
    ),
    goal!(
        "the lowest top card is 4",
        "A 4 shows, and nothing lower.",
        [],
        "lowest = 4",
        72_537,
        |t| t.iter().map(|c| c.number).min() == Some(4)
    ),
    goal!(
        "the orange 4 is showing",
        "Either of the two orange 4s, on any pile.",
        [Orange],
        "{o} 4",
        135_705,
        |t| t.iter().any(|c| c.colour == Orange && c.number == 4)
    ),
    goal!(
        "the green top cards add up to more than 10",
        "11 or more, so at least two green piles.",
        [Green],
        "{g} Σ > 10",
        77_119,
        |t| sum_of(t, Green) > 10
    ),
    goal!(
        "the pink and orange cards add up to 12 together",
        "All pink and orange top cards in one sum, like pink 5 + orange 7; pink 5 + \
         pink 7 alone counts too.",
        [Pink, Orange],
        "{p} Σ + {o} Σ = 12",
        53_849,
        |t| sum_of(t, Pink) + sum_of(t, Orange) == 12
    ),
    goal!(
        "the purple cards add up to more than the orange cards",
        "With no orange showing, orange counts 0: any purple beats it.",
        [Purple, Orange],
        "{u} Σ > {o} Σ",
        448_624,
        |t| sum_of(t, Purple) > sum_of(t, Orange)
    ),
    goal!(
        "a 1 and a 7 are both showing",
        "Any colours, on any piles.",
        [],
        "1 and 7",
        181_451,
        |t| numbers_showing(t, 1) > 0 && numbers_showing(t, 7) > 0
    ),
];

/// Every goal's id, in card order.
pub fn all_goals() -> impl Iterator<Item = GoalId> {
    (0..GOALS.len()).map(|i| GoalId(u8::try_from(i).expect("50 goals")))
}

/// Every possible set of four tops: each pile any kind, no kind more than twice (there
/// are two of each card). Calls `visit` on each.
pub fn each_possible_tops(mut visit: impl FnMut(&Tops)) {
    let kinds: Vec<Card> = Card::kinds().collect();
    for a in &kinds {
        for b in &kinds {
            for c in &kinds {
                for d in &kinds {
                    let tops = [*a, *b, *c, *d];
                    if tops
                        .iter()
                        .all(|k| tops.iter().filter(|o| *o == k).count() <= 2)
                    {
                        visit(&tops);
                    }
                }
            }
        }
    }
}
