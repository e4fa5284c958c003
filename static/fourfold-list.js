// The list of games as its bundle draws it (src/ui/home.rs, before storage is read), for
// the page's loader (static/loader.js) to draw in the full app while the list's bundle
// downloads: shown, not yet working (inert, and hidden from assistive technology) until
// the bundle draws the same list in its place. A saved game's Continue button, a note
// that saving is off, or what was wrong with the link comes with the bundle. A native
// test (src/ui/bundle.rs) keeps its words the app's.
const TAGLINE = "Tabletop games of four: play alone, pass one device round the table, or each on your own phone.";

const card = ({ name, pitch, facts, age }) => {
  const ages = age ? `<span class="age">${age}</span>` : '';
  return (
    `<li class="game-card"><h2>${name}${ages}</h2><p class="pitch">${pitch}</p><p class="facts">${facts}</p>` +
    '<div class="actions"><button class="primary">New game</button><button>Rules</button></div></li>'
  );
};

/** The list's markup, under the app's bar, for the games (each game's stylesheet link's
 * data: its name, pitch, facts and age), in the list's order. */
export const list = (games) =>
  '<header class="topbar"><span class="brand">Fourfold</span></header>' +
  `<main inert aria-hidden="true"><section class="home"><h1>Fourfold</h1><p class="tagline">${TAGLINE}</p>` +
  `<ul class="game-list">${Object.values(games).map(card).join('')}</ul></section></main>`;
