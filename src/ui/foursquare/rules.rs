//! Foursquare's rules in plain words, for the rules panel.
//! Written as markup (drawn by [`crate::ui::rules::rules_of`]): a string costs a bundle a
//! fraction of the code that `html!` would build it with, node by node.

/// The rules, as the player reads them: markup of our own, with no `<` or `&` in its
/// words.
pub const RULES: &str = concat!(
    "<p>Goal: a grid of four rows and four columns, all sixteen cards face up.</p>",
    "<ul>",
    "<li>The deck is 40 cards, Ace (low) to 10. Suits do not matter.</li>",
    "<li>Each card you draw goes face up on a pile, or on an empty space beside a pile (not diagonally). A pile holds at most four cards, and the grid can never be more than four by four.</li>",
    "<li>If the card is higher than every other face-up card in its row, or lower than all of them, turn over the top card of every other pile in the row. Face-down cards do not count, and an equal card stops it. Then do the same for its column.</li>",
    "<li>More than four face-down cards after a play, or an empty stock when you need a card: you lose.</li>",
    "<li>Sixteen cards face up: you win. Your score is the cards left in the stock.</li>",
    "</ul>",
    "<p>Undo takes back a move. Hint plays out many possible stocks to find the best space.</p>",
);
