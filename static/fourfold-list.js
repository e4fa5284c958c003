// The list of games as its bundle draws it (src/ui/home.rs, before storage is read), for
// the page's loader (static/loader.js) to draw in the full app while the list's bundle
// downloads: shown, not yet working (inert, and hidden from assistive technology) until
// the bundle draws the same list in its place. A saved game's Continue button, a note
// that saving is off, or what was wrong with the link comes with the bundle. A native
// test (src/ui/bundle.rs) keeps its words the app's.
const TAGLINE = "Tabletop games of four, for one device: play alone, or pass it round the table.";
const CARDS = {
  letters: ["Match a letter card to a picture that starts with it; four chips in a row wins. For young readers.", "2–3 players, or 2 teams of two · 15 minutes"],
  woody: ["Cards named for prank-call characters: cover their spaces, steal, swap, and make three foursomes first.", "2–4 players, or 3–4 teams of two · 30 minutes", "17+"],
  quaddoku: ["Cover letters with tiles to make four-letter words round a grid; a word worth exactly 10 scores double.", "1–4 players · 20 minutes"],
  cahoots: ["Play cards on four piles, matching colour or number, to meet the goal cards together, without saying what you hold.", "2–4 players, one team · 15 minutes"],
  foursquare: ["Build a four-by-four grid of cards with every one face up, before five turn face down.", "1 player · 10 minutes"],
};

const card = ([key, name]) => {
  const [pitch, facts, age] = CARDS[key];
  const ages = age ? `<span class="age">${age}</span>` : '';
  return (
    `<li class="game-card"><h2>${name}${ages}</h2><p class="pitch">${pitch}</p><p class="facts">${facts}</p>` +
    '<div class="actions"><button class="primary">New game</button><button>Rules</button></div></li>'
  );
};

/** The list's markup, under the app's bar, for the games' names by key. */
export const list = (names) =>
  '<header class="topbar"><span class="brand">Fourfold</span></header>' +
  `<main inert aria-hidden="true"><section class="home"><h1>Fourfold</h1><p class="tagline">${TAGLINE}</p>` +
  `<ul class="game-list">${Object.entries(names).map(card).join('')}</ul></section></main>`;
