//! Quad*doku's rules in plain words, for the rules panel.
//! Written as markup (drawn by [`crate::ui::rules::rules_of`]): a string costs a bundle a
//! fraction of the code that `html!` would build it with, node by node.

/// The rules, as the player reads them: markup of our own, with no `<` or `&` in its
/// words.
pub const RULES: &str = concat!(
    "<p>Four four-letter words run round the edge of the grid: the top and bottom rows read left to right, the columns top to bottom, and each corner belongs to two words.</p>",
    "<ul>",
    "<li>On your turn take tiles from the pool and lay them on the grid's letters to make new words. Every word that gets a tile must be in the word list.</li>",
    "<li>A tile may cover the same letter only with a different value.</li>",
    "<li>Each new word scores the values of its four top tiles. A word worth exactly 10 is a doku and scores 20. Four new dokus at once is a Quad*doku: 80.</li>",
    "<li>You may pass. The game ends when the pool is empty, when no new word can be made, or when everyone passes in a row. The most points wins.</li>",
    "<li>Alone, play for the most points, words or dokus and beat your personal best.</li>",
    "</ul>",
    "<p>Hint tells you the best score possible now and whether a Quad*doku can be made.</p>",
);
