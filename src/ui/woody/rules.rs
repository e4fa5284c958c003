//! Major Woody's Wild Foursomes' rules in plain words, for the rules panel.
//! Written as markup (drawn by [`crate::ui::rules::rules_of`]): a string costs a bundle a
//! fraction of the code that `html!` would build it with, node by node.

/// The rules, as a player reads them: markup of our own, with no `<` or `&` in its
/// words.
pub const RULES: &str = concat!(
    "<p>Goal: foursomes, four of your chips in a row across, up and down or on a slant. Three win with two players; two with three or four players or teams.</p>",
    "<ul>",
    "<li>Your turn starts with a card from the deck, read aloud to the table: \"Red, Jack Schitt\", or only \"a Major Woody\". A drawn card whose two spaces are covered is discarded and another drawn.</li>",
    "<li>Anyone else holding a STEAL may take a character card as it is read: they put a chip on one of its spaces. Then whoever holds the very same card calls Got it! and must play it at once.</li>",
    "<li>Then you may turn in used cards (both spaces covered) for new ones, and you play one card. A character card covers an open space with its name and border (a heart for red, a spade for black). WILD covers any open space. REMOVE takes away any unlocked chip. RED or BLACK SWAP exchanges one of your unlocked chips with another side's, both on spaces of that colour.</li>",
    "<li>A foursome locks its chips (marked with an X): they cannot be removed or swapped. A new foursome may use one chip of an earlier one. In a longer line you choose which four count; one chip can make two foursomes at once.</li>",
    "<li>If no card can be played, you pass and discard one card face down (the one you drew, unless you choose another), so your hand keeps its size: the others see that a card went, not which. The game also ends when a turn's card must be drawn and the deck is empty, or a player to move has no chips: most foursomes wins. A STEAL or Got it! on the last card leaves its player a card short, and the turn goes on.</li>",
    "<li>With six or eight people, teams of two share a chip colour and sit apart.</li>",
    "</ul>",
    "<p class=\"credit\">For ages 17 and up: the characters' names are prank-call puns.</p>",
);
