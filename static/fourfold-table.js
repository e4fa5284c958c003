// A game's table being laid, as the page's loader (static/loader.js) draws it on a game's
// page while the game's bundle downloads, where the table comes next (a widget, the
// tab's game, a game resumed, a fresh deal's opening): the table's head with the game's
// name and its buttons, a strip saying it is loading (or, for a fresh deal's opening,
// the seats and the prompt the app will draw: static/<game>/opening.js), and the board's
// room, where the game's stylesheet draws the board's picture as the board will stand
// and fit (src/ui/table/picture.rs: Letter Lines and Major Woody). The rest comes with
// the bundle, whose app draws its first screen in this one's place (src/ui/app.rs).
// Native tests (tests/markup.rs, tests/opening.rs) keep its parts the table's. Not yet
// working: the head's buttons, the seats and the widget's link out are inert until then.

// The head's buttons as the app draws them (src/ui/play.rs), shown but not yet working, so
// that the game's name has the room it will have and does not move when the app takes
// over (a long name takes two lines on a phone).
const TOOLS = '<div class="tools" inert aria-hidden="true"><button>Rules</button><button>Log</button><button>Menu</button></div>';

// A number the deal decides, in a fresh deal's strip: a figure dash, read as not yet known.
const DEALT = '<span aria-hidden="true">‒</span><span class="visually-hidden">not yet known</span>';

/** The table's markup for the game `key`, named `name`, in a widget or not; with `strip`,
 * the strip a fresh deal's table first shows (static/<game>/opening.js), its seats inert
 * until the app draws them working, and "Loading…" where the board will stand. */
export const table = (key, name, embedded, strip) =>
  `<main><section class="laid"><header class="table-head">${embedded ? '' : '<span class="brand">Fourfold</span>'}` +
  `<h1><span class="name">${name}</span></h1>${TOOLS}</header>` +
  (embedded ? `<a class="full-app" inert href="./?game=${key}" target="_blank" rel="noopener">Open the full app<span aria-hidden="true"> ↗</span></a>` : '') +
  `<section class="table" data-game="${key}" aria-busy="true"><div class="strip waiting">` +
  (strip
    ? `<p class="visually-hidden" role="status">Loading…</p>${strip.replace('<ul ', '<ul inert ').replaceAll('‒', DEALT)}`
    : '<p class="booting" role="status">Loading…</p>') +
  '</div><div class="board-area"><div class="faces-layer" aria-hidden="true"></div>' +
  (strip ? '<p class="booting" aria-hidden="true">Loading…</p>' : '') +
  '</div><div class="hand waiting"></div></section></section></main>';
