//! Letter Lines' rules in plain words, for the rules panel, with the pictures' credit.
//! Written as markup (drawn by [`crate::ui::rules::rules_of`]): a string costs a bundle a
//! fraction of the code that `html!` would build it with, node by node.

/// The rules, as a player reads them: markup of our own, with no `<` or `&` in its
/// words.
pub const RULES: &str = concat!(
    "<p>Goal: four of your chips in a row: across, up and down, or on a slant.</p>",
    "<ul>",
    "<li>On your turn, choose a card and play it. A letter card covers a picture whose name starts with that letter (its colour matches too). Each letter has two pictures.</li>",
    "<li>Z covers any picture. X takes one of an opponent's chips away, and ends your turn.</li>",
    "<li>Then you draw a card. When the deck runs out, all the played cards are shuffled into a new one.</li>",
    "<li>A dead card is one whose two pictures are both covered: once a turn, before you play, you may turn it in for a new card. If you cannot play at all, you pass.</li>",
    "<li>Players keep turning in dead cards while a card that could still be played is somewhere in the game. Only when a whole round passes and no such card is left is the game a draw.</li>",
    "<li>With four players, partners sit across from each other and share a chip colour.</li>",
    "</ul>",
    "<p class=\"credit\">Pictures: <a href=\"letters/LICENSE-OpenMoji.txt\">OpenMoji</a> (CC BY-SA 4.0), and a quilt drawn for Fourfold.</p>",
);
