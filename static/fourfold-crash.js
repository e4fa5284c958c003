// The notice of a crash, over the table (static/loader.js calls it once the app has
// stopped, after it fenced off the dead app's writes): a modal alert dialog that cannot
// be closed but by Reload, the app's root made inert behind it, saying in plain words
// what happened and what Reload brings back. Where this tab's same game stopped a minute
// before too, its save is likely what fails as it is read: the notice also offers to set
// it aside (kept as a damaged save is, in the first of the game's places
// fourfold.unreadable.<game>.1 to .3, the tab marked so that the game's setup starts
// afresh with its players: src/ui/storage.rs) and open the game's setup. Native tests
// (src/ui/storage.rs) keep its names and numbers the app's.
//
// `kept` holds storage's own [setItem, getItem, removeItem], which the loader took before
// it fenced them off.

const RECENT_MS = 60000;
const STOPPED_KEY = 'fourfold.crashed';
// How many damaged saves of each game are kept aside (src/ui/storage.rs, KEPT_ASIDE).
const KEPT_ASIDE = 3;

// A link's parameter as the loader reads it: the last one, trimmed, in lower case.
const param = (name) => new URLSearchParams(location.search).getAll(name).pop()?.trim().toLowerCase() ?? null;

/** Shows the notice for the app of `game` (null on the list of games). */
export const stopped = (game, [setItem, getItem, removeItem]) => {
  const embedded = ['1', 'true', 'yes', 'on'].includes(param('embed'));
  const theme = ['light', 'dark'].includes(param('theme')) ? param('theme') : null;
  const guest = param('join') !== null;
  const shelf = `fourfold.${embedded ? 'widget.' : ''}save.${game}`;
  const mark = `${game} ${Date.now()}`;
  let saves = false;
  let again = false;
  let saved = false;
  try {
    setItem.call(localStorage, 'fourfold.probe', '1');
    removeItem.call(localStorage, 'fourfold.probe');
    saves = true;
    const [before, at] = (getItem.call(sessionStorage, STOPPED_KEY) ?? '').split(' ');
    again = before === String(game) && Date.now() - Number(at) < RECENT_MS;
    setItem.call(sessionStorage, STOPPED_KEY, mark);
    saved = game !== null && getItem.call(localStorage, shelf) !== null;
  } catch {
    // No storage, or storage that refuses writes: nothing is saved, nor set aside.
  }
  const notice = document.createElement('dialog');
  notice.className = 'crashed';
  // Its look is its own (style attributes, which the site's policy allows): no page's
  // stylesheet carries it for a notice that is rarely shown.
  notice.style.cssText =
    'width: min(30rem, calc(100vw - 2rem)); padding: 1rem 1.2rem; border: 2px solid var(--danger); ' +
    'border-radius: 14px; background: var(--surface); color: var(--ink); box-shadow: 0 0 0 100vmax rgb(0 0 0 / 55%)';
  notice.setAttribute('role', 'alertdialog');
  notice.setAttribute('aria-labelledby', 'crashed-title');
  notice.setAttribute('aria-describedby', 'crashed-text');
  notice.innerHTML =
    '<h2 id="crashed-title" style="margin: 0 0 0.4rem; font-size: 1.2rem">Fourfold stopped</h2><p id="crashed-text">Something went wrong inside Fourfold, and this page cannot go on. ' +
    (guest
      ? 'Reload it, and the host can invite this device back to its seat.'
      : !game
        ? 'Reload it to go on.'
        : saves
          ? 'Reload it: the game comes back as it stood after its last completed move.'
          : 'Reload it to play again: this page cannot save here, so the game starts afresh.') +
    '</p><div class="actions"><button class="primary" autofocus>Reload</button>' +
    (again && saved && !guest && param('host') === null ? '<button data-aside>Set this game aside and start afresh</button>' : '') +
    '</div>';
  // Only Reload leaves it: Escape (the browser closes a modal dialog on a second one)
  // brings it back.
  notice.addEventListener('cancel', (event) => event.preventDefault());
  notice.addEventListener('close', () => notice.showModal());
  notice.querySelector('.primary').addEventListener('click', () => location.reload());
  notice.querySelector('[data-aside]')?.addEventListener('click', () => {
    try {
      const json = getItem.call(localStorage, shelf);
      if (json !== null) {
        // As the app keeps a damaged save (src/ui/storage.rs, set_aside): in the first of
        // the game's places, the others moving one on, the oldest dropped.
        const place = (n) => `fourfold.unreadable.${game}.${n}`;
        for (let n = KEPT_ASIDE - 1; n > 0; n--) {
          const older = getItem.call(localStorage, place(n));
          if (older !== null) setItem.call(localStorage, place(n + 1), older);
        }
        setItem.call(localStorage, place(1), json);
        setItem.call(sessionStorage, `fourfold.afresh.${game}`, '1');
      }
    } catch {
      // Storage full: the save goes all the same, or it would stop the game again.
    }
    removeItem.call(localStorage, shelf);
    location.replace(`?game=${game}${embedded ? '&embed=1' : ''}${theme ? `&theme=${theme}` : ''}`);
  });
  document.querySelector('.app-root')?.setAttribute('inert', '');
  document.body.append(notice);
  notice.showModal();
};
