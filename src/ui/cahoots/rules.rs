//! Cahoots' rules in plain words, for the rules panel.
//! Written as markup (drawn by [`crate::ui::rules::rules_of`]): a string costs a bundle a
//! fraction of the code that `html!` would build it with, node by node.

/// The rules, as the player reads them: markup of our own, with no `<` or `&` in its
/// words.
pub const RULES: &str = concat!(
    "<p>You are one team. Together, meet every goal card before the cards run out.</p>",
    "<ul>",
    "<li>On your turn play one card from your hand onto one of the four piles. It must share the colour or the number of the pile's top card. Then you draw back to four while the deck lasts.</li>",
    "<li>When the four tops meet a face-up goal, the team collects it and a new goal turns up. One card can meet several goals; a new goal already met is collected at once.</li>",
    "<li>Goals look only at the top card of each pile; the cards underneath do not count. Goals mean exactly what they say: three orange piles is three, not four. A goal that names colours needs at least one pile of a named colour.</li>",
    "<li>Do not say what you hold. The only signals are marks: on your turn, before playing, mark one pile (\"play here\") and one goal (\"go for this\"). Marks stay until the pile is played on or the goal is met.</li>",
    "<li>A player with no cards left is skipped. The team loses when the player to move holds cards and none fits, or when the deck and every hand are empty.</li>",
    "</ul>",
    "<p>Variants: Speed Cahoots (four minutes, no turn order: whoever holds the device picks their seat and plays), Mum's the word (no marks), Lil Cahoots (every hand lies open).</p>",
    "<p>Each goal card shows how often four random tops would meet it, from easy to very hard.</p>",
);
