// A game's table being laid, or its start-up screen, as the page's loader
// (static/loader.js) draws them on a game's page while the game's bundle downloads.
// - The table being laid, where the table comes next (a widget, the tab's game, a game
//   resumed): the table's head with the game's name, a strip saying it is loading, and
//   the board's room, where the game's stylesheet draws the board's picture as the board
//   will stand and fit (src/ui/table/picture.rs: Letter Lines and Major Woody). The rest
//   (seats, prompt, hand) comes with the bundle.
// - The start-up screen, where the game's setup comes next.
// The game's app draws its first screen in their place (src/ui/app.rs). Native tests
// (src/ui/bundle.rs) keep the markup the app's.

/** The table's markup for the game `key`, named `name`, in a widget or not. */
export const table = (key, name, embedded) =>
  `<main><section class="laid"><header class="table-head">${embedded ? '' : '<span class="brand">Fourfold</span>'}` +
  `<h1>${name}</h1></header>` +
  (embedded ? `<a class="full-app" href="./?game=${key}" target="_blank" rel="noopener">Open the full app<span aria-hidden="true"> ↗</span></a>` : '') +
  `<section class="table" data-game="${key}"><div class="strip waiting"><p class="booting" role="status">Loading…</p></div>` +
  '<div class="board-area"><div class="faces-layer" aria-hidden="true"></div></div><div class="hand waiting"></div></section></section></main>';

const STARTING =
  '<section aria-labelledby="starting-title" class="starting"><h1 id="starting-title">TITLE</h1><p role="status" class="booting">Loading…</p></section>';

/**
 * The start-up screen, as the app draws it (src/ui/chrome.rs, Booting, under the app's
 * bar but in a widget), for a game whose setup comes next, or a widget that opens on the
 * list of games ("Fourfold").
 */
export const starting = (name, embedded) =>
  (embedded ? '' : '<header class="topbar"><span class="brand">Fourfold</span></header>') +
  `<main>${STARTING.replace('TITLE', name)}</main>`;
