// The page's loader, inlined into index.html by trunk (Trunk.toml's pattern_script), so
// that it runs as soon as the page is parsed, with no file of its own to wait for. It
// starts the one bundle the page needs (src/ui/bundle.rs): the list of games (trunk's
// main bundle, whose hashed files trunk names in FOURFOLD_HOME) or the app of one game,
// built with that game's feature alone (fourfold-<game>.js and fourfold-<game>_bg.wasm).
//
// - A `game` parameter decides (the last one, as the app reads links): a known game gets
//   its own bundle, which checks the rest of the link; an unknown one gets the list of
//   games, which says what is wrong with it.
// - Without one, the game this tab had on screen (sessionStorage, kept across a reload)
//   comes back if it is saved, unless the link has more than the frame (embed, theme): a
//   stray seed is reported by the list of games. Back and Forward to an address with no
//   game mean the list of games the person left, never the tab's game.
// - The list of games on screen means the tab has no game on screen; a list brought back
//   from the browser's back-forward cache is read afresh (a game may have been saved
//   since).
//
// While the bundle downloads, the page shows what is coming in the link's colours: for a
// game whose table comes next, the table being laid (its head, and its board's picture
// where the board will stand, for a game that has one); for a game's setup, the bar and
// the title as the app draws them at start-up (src/ui/chrome.rs, booting); for the full
// app's list of games, the list itself as its bundle draws it, not yet working. The app
// draws its first screen in its place (each removes #splash as it draws its first
// screen). If the bundle cannot be fetched or started, the page says so instead of
// staying blank.
//
// The games' keys, names and what the list says of each come from their stylesheets'
// links in index.html (data-sheet, data-name, data-pitch, data-facts and data-age, in
// the list of games' order; data-picture where its table is laid with a board's
// picture; data-opening where a fresh deal's strip is laid: static/<game>/opening.js),
// the list's own words from the app's (static/fourfold-list.js); native tests
// (src/ui/bundle.rs, tests/markup.rs, tests/opening.rs) keep them, the start-up markup
// and the table being laid in step with the app, and end-to-end tests
// (tests/e2e/bundles.spec.mjs) check that neither the list, nor a board's picture, nor
// an opening's strip, nor the game's name moves when the
// bundle takes over.
// A bundle that runs on the page beside the app and hands it a function named after
// itself, window[bundle]: the computer players where no Web Worker runs
// (fourfold-<game>-worker, src/ui/thinker.rs, src/worker.rs) and the QR code reader
// (fourfold-reader, src/ui/remote/scan.rs, src/reader.rs). Each is started here once,
// when first asked for. A start that failed, or took longer than BUNDLE_LOAD_MS, is
// tried again at the next call, at an address of its own: a browser may keep a failed
// module for the page's life.
const BUNDLE_LOAD_MS = 20000;
const bundlesHere = new Map();
const bundleTries = new Map();
window.fourfoldBundleHere = (bundle) => {
  if (!bundlesHere.has(bundle)) {
    const tries = (bundleTries.get(bundle) ?? 0) + 1;
    bundleTries.set(bundle, tries);
    const again = tries > 1 ? `?try=${tries}` : '';
    const started = Promise.race([
      import(`./${bundle}.js${again}`)
        .then((glue) => glue.default({ module_or_path: `./${bundle}_bg.wasm${again}` }))
        .then(() => window[bundle]),
      new Promise((_, reject) => setTimeout(reject, BUNDLE_LOAD_MS)),
    ]);
    started.catch(() => bundlesHere.delete(bundle));
    bundlesHere.set(bundle, started);
  }
  return bundlesHere.get(bundle);
};
// The computer players on the page: `done` gets the reply to `message`, or nothing, once.
window.fourfoldThinkHere = (bundle, message, done) =>
  window
    .fourfoldBundleHere(bundle)
    .then((think) => think(message))
    .then(done, () => {
      bundlesHere.delete(bundle);
      done();
    });
const GAMES = Object.fromEntries(
  [...document.querySelectorAll('link[data-name]')].map((link) => [link.dataset.sheet, link.dataset]),
);
const FRAME_PARAMS = ['embed', 'theme'];
const FLAG_ON = ['1', 'true', 'yes', 'on'];

const params = [...new URLSearchParams(location.search)];
const last = (name) => {
  const found = params.filter(([key]) => key === name).pop();
  return found === undefined ? null : found[1].trim().toLowerCase();
};
const known = (key) => (key !== null && Object.hasOwn(GAMES, key) ? key : null);
const SAVE_PREFIX = 'fourfold.save.';
const CURRENT_KEY = 'fourfold.current';
let backForward = false;
try {
  backForward = performance.getEntriesByType('navigation')[0]?.type === 'back_forward';
} catch {
  // No navigation timing: treat it as a fresh visit.
}
// Whether storage holds `name`, and whether `key`'s game is saved (false where there is
// no storage: a sandboxed frame, where only the address counts).
const stored = (name) => {
  try {
    return localStorage.getItem(name) !== null;
  } catch {
    return false;
  }
};
const saved = (key) => stored(SAVE_PREFIX + key);
let tabGame = null;
try {
  // The app comes back to the tab's game only if that game is saved (src/ui/boot.rs).
  const current = sessionStorage.getItem(CURRENT_KEY);
  if (!backForward && saved(current)) tabGame = current;
} catch {
  // No storage: no tab's game.
}
const asked = last('game');
const game =
  asked !== null ? known(asked) : params.every(([key]) => FRAME_PARAMS.includes(key)) ? known(tabGame) : null;
const forgetTabGame = () => {
  try {
    sessionStorage.removeItem(CURRENT_KEY);
  } catch {
    // No storage: nothing to forget.
  }
};
if (!game) forgetTabGame();
// Play across devices (a host's `host=1`, a guest's `join=`) has bundles and a
// stylesheet of its own (src/ui/remote), so that no game's first load carries them: a
// guest's page (any `join=`, even an empty one, whose page takes the next invitation)
// and the host's app are two bundles, so that neither downloads what only the other
// needs.
const remote = game !== null && (last('host') !== null || last('join') !== null);
const guest = remote && last('join') !== null;
// A guest's invitation: its code in the fragment, or in `join=` as earlier versions
// wrote it (src/ui/remote/guest.rs, join_code).
const code = guest ? location.hash.replace(/^#+/, '').trim() || last('join') || '' : '';
// Whether `text` surely is no invitation's code, as the guest's bundle reads one
// (src/remote/invite.rs, Invitation::from_code: base32 without padding, spaces and case
// forgiven, two check bytes at the end, a CRC-16/IBM-SDLC of the bytes before them):
// its characters or length are none of a code's, or its check bytes do not match. A
// link, what is not ASCII, and a head of the first format (which had no check bytes)
// are left to the bundle; the test's codes are tests/e2e/fixtures/invitations.json.
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const unreadable = (text) => {
  if (/[^\x20-\x7e\s]|:/.test(text)) return false;
  const chars = text.replace(/\s/g, '').toUpperCase();
  if ([...chars].some((c) => !BASE32.includes(c)) || [1, 3, 6].includes(chars.length % 8)) return true;
  const bytes = [];
  let value = 0;
  let bits = 0;
  for (const c of chars) {
    value = (value << 5) | BASE32.indexOf(c);
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push(value >> bits);
      value &= (1 << bits) - 1;
    }
  }
  if (bytes.length < 3) return true;
  if (bytes[0] >> 2 === 1) return false;
  let crc = 0xffff;
  for (const byte of bytes.slice(0, -2)) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0x8408 : crc >>> 1;
  }
  return (crc ^ 0xffff) !== ((bytes.at(-2) << 8) | bytes.at(-1));
};
// An invitation is joining a table from the first paint, unless its code cannot be read.
const invited = remote && last('host') === null && code !== '';
const cannotRead = invited && unreadable(code);
const joining = invited && !cannotRead;
addEventListener('pageshow', (event) => {
  if (event.persisted && !game) {
    forgetTabGame();
    location.reload();
  }
});

const theme = last('theme');
if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
const embedded = FLAG_ON.includes(last('embed'));

// The full app's list only: a widget is one game's, and one that opens on the list
// (rare) shows its start-up screen until the bundle draws the list, or what was wrong
// with its link (src/ui/front.rs).
const listed = !game && !embedded;
// A fresh deal's table whose first seat is a lone person against the computer (a link
// to a deal, or a widget's, for a game of which neither the full app nor a widget has a
// game saved here: src/ui/boot.rs deals it at once) opens on the same strip whatever the
// deal, but for a number or two: the seats and the player's prompt, which the game's own
// file holds (static/<game>/opening.js, for a game whose stylesheet link says
// data-opening, with the seat counts it has; tests/opening.rs keeps it the app's, and
// counts the rare deal whose prompt differs: a Cahoots hand that fits no pile, about one
// in 500, whose prompt changes in place when the app comes). Only a
// link the app reads as such, parameter for parameter and in plain ASCII, gets it (a bad
// one opens the setup, saying why), and only where storage can be written, as the app
// probes it (src/ui/storage.rs; where it cannot, the app says so above the table). A
// level for the computer seats may be named where the game's computers have levels
// (data-levels), as a shared deal names it, if it is the one the strip shows, the
// default. Its seat count, or 0.
const OPENING_PARAMS = ['game', 'seats', 'seed', 'level', 'embed', 'theme'];
const DEFAULT_LEVEL = 'normal';
const FLAG_OFF = ['0', 'false', 'no', 'off'];
const PERSON = ['person', 'human', 'p'];
const COMPUTER = ['computer', 'c'];
const WIDGET_SAVE_PREFIX = 'fourfold.widget.save.';
const PROBE_KEY = 'fourfold.probe';
const writable = () => {
  try {
    localStorage.setItem(PROBE_KEY, '1');
    localStorage.removeItem(PROBE_KEY);
    return true;
  } catch {
    return false;
  }
};
// A game of one seat (its opening's only count is 1) seats the one person where the link
// names no seats, as "Share deal" writes its link and the app reads it.
const seats = (last('seats') ?? (game !== null && GAMES[game].opening === '1' ? 'person' : ''))
  .split(',')
  .map((seat) => seat.trim());
const seed = last('seed');
const levels = last('level')?.split(',').map((level) => level.trim());
const embedValue = params.find(([key]) => key === 'embed')?.[1].trim();
const opening =
  game !== null &&
  !remote &&
  'opening' in GAMES[game] &&
  params.every(
    ([key, value]) =>
      OPENING_PARAMS.includes(key) &&
      params.filter(([other]) => other === key).length === 1 &&
      /^[\x20-\x7e]*$/.test(value),
  ) &&
  (embedValue === undefined || [...FLAG_ON, ...FLAG_OFF].includes(embedValue)) &&
  [null, 'system', 'light', 'dark'].includes(theme) &&
  (seed === null ? embedded : /^\+?\d+$/.test(seed) && BigInt(seed) < 2n ** 64n) &&
  GAMES[game].opening.split(' ').includes(String(seats.length)) &&
  (levels === undefined ||
    ('levels' in GAMES[game] &&
      seats.length > 1 &&
      [1, seats.length - 1].includes(levels.length) &&
      levels.every((level) => level === DEFAULT_LEVEL))) &&
  PERSON.includes(seats[0]) &&
  seats.slice(1).every((seat) => COMPUTER.includes(seat)) &&
  !saved(game) &&
  !stored(WIDGET_SAVE_PREFIX + game) &&
  writable()
    ? seats.length
    : 0;
// A game's table is laid at once (static/fourfold-table.js) where it comes next (as
// src/ui/boot.rs decides: a widget, the tab's game, a saved game resumed, a fresh deal's
// opening); a link that opens the game's setup, or any other deal, shows its start-up
// screen. (Laid for a deal link with no more than its head, the table came about 80 ms
// later than the start-up screen in Lighthouse's simulation of a phone, its bundle
// competing with the table's stylesheets, and the largest paint, the prompt the bundle
// draws, no sooner: it helped no figure.)
const resumed = FLAG_ON.includes(last('resume')) && saved(game);
const laid = game && !remote && (embedded || !asked || resumed || opening > 0);
// A table laid with its board's picture (data-picture: Letter Lines, Major Woody) waits
// for that picture to be shown before its bundle is asked for (below), and so does an
// opening for its prompt; one with neither waits for nothing.
const pictured = laid && 'picture' in GAMES[game];
const splash = document.createElement('div');
splash.id = 'splash';
splash.className = `app${embedded ? ' embedded' : ''}${laid ? ' at-table' : ''}`;
// A page of play across devices shows at once the screen its bundle opens on, with its
// title and first words as the bundle draws them (src/ui/remote/guest.rs, the setup), so
// that what the person reads first stays where it is, and nothing the bundle draws is
// the page's first sight of it: a guest's page, its heading and that it is joining the
// table, or, taking the next invitation, where to find one (with no bar above, as the
// guest's page has none); a host's page that opens on the game's setup, its title.
const hostSetup =
  remote &&
  !guest &&
  params.every(([key]) => ['game', 'host', 'theme', 'embed'].includes(key)) &&
  (() => {
    try {
      return sessionStorage.getItem(`fourfold.hosting.${game}`) === null;
    } catch {
      return true;
    }
  })();
const screen = guest
  ? '<section aria-labelledby="starting-title" class="remote join"><h1 id="starting-title"></h1>' +
    (joining
      ? '<p role="status">Joining the table…</p>'
      : "<p>On the host's device, the menu's Play on several devices invites a device for a seat. Scan its code here, or paste its link.</p><p role=\"status\" class=\"booting\">Loading…</p>") +
    // What the bundle says of a code that cannot be read, in its words
    // (InviteError::unreadable_invitation, held the same by tests/remote.rs): the
    // bundle's own is the alert, so a screen reader hears it once.
    (cannotRead
      ? '<p class="error">This invitation cannot be read: that is not a whole Fourfold code: copy all of it, or scan it again. If it still fails, ask the host for a new one.</p>'
      : '') +
    '</section>'
  : hostSetup
    ? '<section aria-labelledby="starting-title" class="setup"><h1 id="starting-title"></h1><p role="status" class="booting">Loading…</p></section>'
    : '<section aria-labelledby="starting-title" class="starting"><h1 id="starting-title"></h1><p role="status" class="booting">Loading…</p></section>';
splash.innerHTML = listed
  ? '<p role="status" class="visually-hidden">Loading…</p>'
  : laid
    ? ''
    : (embedded || guest ? '' : '<header class="topbar"><span class="brand">Fourfold</span></header>') +
      `<main>${screen}</main>`;
if (!listed && !laid) {
  const name = game ? GAMES[game].name : 'Fourfold';
  splash.querySelector('h1').textContent = guest
    ? `Join a table of ${name}`
    : hostSetup
      ? `New game of ${name}`
      : name;
}
// The screen goes on the page once its stylesheet is in (below), unless the bundle's app
// has already begun drawing its own (.app-root, src/ui/browser.rs) on a stalled link, or
// the page has said that it could not start (at the end).
let failed = false;
const put = () => {
  if (!failed && !document.querySelector('.app-root')) document.body.prepend(splash);
};

// Every stylesheet is linked disabled in index.html and switched on here: the page's own
// (data-sheet "style"), and on a game's page the table's and the game's, so the list of
// games fetches none of a game's. An enabled sheet in the page would hold this script
// back until it came (a script waits for the stylesheets before it), and with it the
// bundle's download, by a round trip on a slow link; switched on here, the sheets and
// the bundle come together. Nothing is drawn before its sheets are in, so nothing is
// ever drawn unstyled; the bundle starts once they are in. A sheet that fails, or has
// not come after SHEET_WAIT_MS on a stalled connection, does not hold the page back. (A
// browser that fetched a disabled sheet anyway has its sheet at once.)
const SHEET_WAIT_MS = 8000;
const sheetLinks = [...document.querySelectorAll('link[data-sheet]')].filter((link) =>
  ['style', ...(game ? ['table', game] : []), remote && 'remote'].includes(link.dataset.sheet),
);
const sheets = sheetLinks.map(
  (link) =>
    new Promise((resolve) => {
      link.addEventListener('load', resolve, { once: true });
      link.addEventListener('error', resolve, { once: true });
      setTimeout(resolve, SHEET_WAIT_MS);
      link.disabled = false;
      if (link.sheet) resolve();
    }),
);
const styled = Promise.resolve(sheets[sheetLinks.findIndex((link) => link.dataset.sheet === 'style')]);

// Files are named relative to the page (an inline module's imports and fetches resolve
// against the page's address), so that a sub-path works.
const bundle = remote ? `${game}-${guest ? 'guest' : 'host'}` : game;
const [glue, module] = game ? [`./fourfold-${bundle}.js`, `./fourfold-${bundle}_bg.wasm`] : FOURFOLD_HOME;
// The bundle takes over once the browser has shown the start-up screen, so that what the
// page drew first is what a player saw first, even where the bundle comes from a fast
// cache: once it reports the largest element drawn (a largest-contentful-paint entry for
// an element in `drawn`), or, in a browser that reports none, two animation frames (the
// second comes once the first has been shown). A hidden tab paints nothing and waits for
// nothing; PAINT_WAIT_MS bounds the wait where a report never comes (after an input).
const PAINT_WAIT_MS = 300;
const shown = (drawn) =>
  new Promise((resolve) => {
    if (document.visibilityState === 'hidden') resolve();
    document.addEventListener('visibilitychange', resolve, { once: true });
    setTimeout(resolve, PAINT_WAIT_MS);
    if (!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
      requestAnimationFrame(() => requestAnimationFrame(resolve));
      return;
    }
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntries().some((entry) => drawn?.contains(entry.element))) {
        observer.disconnect();
        resolve();
      }
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
// The list of games and a game's table being laid come in modules of their own
// (static/fourfold-list.js, static/fourfold-table.js, a few hundred bytes each), so that
// a page downloads only the one it draws. The table is laid once the game's stylesheets
// are in (its sheet draws the board's picture, for a game that has one). One that
// has not come after LIST_WAIT_MS on a stalled connection does not hold the bundle back.
const LIST_WAIT_MS = 3000;
const draw = (html) => splash.insertAdjacentHTML('beforeend', html);
// An opening's strip, fetched beside the table's module (undefined when it cannot be).
const openingStrip =
  opening > 0
    ? import(`./${game}/opening.js`).then(
        (module) => module.opening[opening],
        () => undefined,
      )
    : Promise.resolve();
const painted =
  listed || laid
    ? Promise.race([
        import(listed ? './fourfold-list.js' : './fourfold-table.js').then(({ list, table }) => {
          if (listed) {
            return styled.then(() => {
              put();
              draw(list(GAMES));
              return shown(splash.querySelector('.home'));
            });
          }
          return Promise.all([openingStrip, ...sheets]).then(([strip]) => {
            put();
            draw(table(game, GAMES[game].name, embedded, strip));
            return shown(pictured ? splash.querySelector('.board-area') : splash);
          });
        }),
        new Promise((resolve) => setTimeout(resolve, LIST_WAIT_MS)),
      ]).catch(() => {})
    : styled.then(() => {
        put();
        return shown(splash);
      });
// What the page says when the app cannot go on, in place of any screen.
const say = (text) => {
  const message = document.createElement('p');
  message.className = 'load-failed';
  message.setAttribute('role', 'alert');
  message.textContent = text;
  document.body.append(message);
};
// A crash. A release bundle aborts at once on a panic (.ci/release): its wasm traps, and
// the call that trapped throws a WebAssembly.RuntimeError out of whatever the browser was
// running (a tap's handler, a timer, the bundle's start). The instance is dead then, its
// memory holding a change half made (so is it after any error thrown through its code
// that nobody caught: nothing of it was undone). So at the first such error the page
// stops taking its writes: to storage, the address bar's history and the devices'
// channels (the app saves a move once it is whole, in one write, so the save holds the
// last completed move); and the notice over the table comes (static/fourfold-crash.js,
// fetched only then; a line saying the same where even that fails). What the dead app
// could still do (follow a link, post to a widget's host page) changes no game. A trap
// on a promise's path is heard once the microtasks before it have run.
// A test-only build traps on purpose: `.ci/release crash-site`, tests/e2e/crash.spec.mjs.
const glueName = glue.split('/').pop();
let crashed = false;
const crash = (error, file) => {
  const trace = `${error?.stack ?? ''} ${file ?? ''}`;
  // A trap's stack starts "RuntimeError: …"; an error thrown through the bundle's code has
  // its wasm functions, or its glue, on its stack.
  if (crashed || !(/RuntimeError|wasm-function/.test(trace) || trace.includes(glueName))) return;
  crashed = failed = true;
  const store = Storage.prototype;
  const kept = [store.setItem, store.getItem, store.removeItem];
  const dead = () => {};
  store.setItem = store.removeItem = store.clear = History.prototype.pushState = History.prototype.replaceState = dead;
  if (window.RTCDataChannel) RTCDataChannel.prototype.send = dead;
  import('./fourfold-crash.js')
    .then(({ stopped }) => stopped(game, kept))
    .catch(() => say('Fourfold stopped. Reload the page to go on.'));
};
addEventListener('error', (event) => crash(event.error, event.filename));
addEventListener('unhandledrejection', (event) => crash(event.reason));

// Where the list, a board's picture, an opening's prompt or a page of play across
// devices' first screen is drawn first, the bundle is asked for once that has been shown
// (its stylesheets and few hundred bytes, and the picture, first): that is the page,
// worth more than the bundle's head start of a round trip or two. (A host's page asking
// for its bundle at once had its largest paint, the setup's title drawn by the loader, at
// 1.1 s or 2.4 s in Lighthouse's simulation, as its bundle came before or after it.
// Asked for at once beside an opening, the bundle arrived as before on a slow link, but
// in Lighthouse's simulation of a phone it held back the strip it competed with: largest
// paint 2.25 s in three runs of four, against 1.05 s.) Otherwise
// (a start-up screen, or a table laid with neither: its head and strip, drawn once the
// stylesheets are in) the bundle is fetched at once, beside its glue and the
// stylesheets, at low priority, so the stylesheets go first on a slow link. Its failure
// is reported below, once the glue asks for it.
const first = listed || pictured || opening > 0 || remote ? painted : Promise.resolve();
const binary = first.then(() => fetch(module, { priority: 'low' }));
binary.catch(() => {});
Promise.all([first.then(() => import(glue)), painted, ...sheets])
  .then(([bindings]) => bindings.default({ module_or_path: binary }))
  .catch((error) => {
    // A trap as the bundle starts is a crash, not a download that failed.
    if (error instanceof WebAssembly.RuntimeError) return crash(error);
    failed = true;
    document.getElementById('splash')?.remove();
    say(`Fourfold could not start (${error && error.message ? error.message : error}). Check the connection, then reload.`);
  });
