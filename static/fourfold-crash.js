// The notice of a crash, over the table (static/loader.js calls it once the app has
// stopped, after it fenced off the dead app's writes): a modal dialog, so the table is
// inert behind it, saying in plain words what happened and what Reload brings back. Where
// this tab stopped a minute before too, the game's save is likely what fails as it is
// read: the notice also offers to set it aside (kept as a damaged save is, under
// fourfold.unreadable.<game>.1, the newest of a few) and start afresh on the game's setup.
//
// `kept` holds storage's own methods, which the loader took before it fenced them off.

const RECENT_MS = 60000;
// How many damaged saves of each game are kept aside (src/ui/storage.rs, KEPT_ASIDE).
const KEPT_ASIDE = 3;
const STOPPED_KEY = 'fourfold.crashed';

// A link's parameter as the loader reads it: the last one, trimmed, in lower case.
const param = (name) => new URLSearchParams(location.search).getAll(name).pop()?.trim().toLowerCase() ?? null;

/** Shows the notice for the app of `game` (null on the list of games); `kept` is
 * storage's own [setItem, getItem, removeItem]. */
export const stopped = (game, [setItem, getItem, removeItem]) => {
  const embedded = ['1', 'true', 'yes', 'on'].includes(param('embed'));
  const theme = param('theme');
  const guest = param('join') !== null;
  const shelf = `fourfold.${embedded ? 'widget.' : ''}save.${game}`;
  let saves = false;
  let again = false;
  let saved = false;
  try {
    setItem.call(localStorage, 'fourfold.probe', '1');
    removeItem.call(localStorage, 'fourfold.probe');
    saves = true;
    again = Date.now() - Number(getItem.call(sessionStorage, STOPPED_KEY)) < RECENT_MS;
    setItem.call(sessionStorage, STOPPED_KEY, String(Date.now()));
    saved = game !== null && getItem.call(localStorage, shelf) !== null;
  } catch {
    // No storage, or storage that refuses writes: nothing is saved, nor set aside.
  }
  const notice = document.createElement('dialog');
  notice.className = 'crashed';
  notice.setAttribute('aria-labelledby', 'crashed-title');
  notice.innerHTML =
    '<h2 id="crashed-title">Fourfold stopped</h2><p>Something went wrong inside Fourfold, and this page cannot go on. ' +
    (guest
      ? 'Reload it, and the host can invite this device back to its seat.'
      : !game
        ? 'Reload it to go on.'
        : saves
          ? 'Reload it: the game comes back as it stood after its last completed move.'
          : 'Reload it to play again: this page cannot save here, so the game starts afresh.') +
    '</p><div class="actions"><button class="primary" autofocus>Reload</button>' +
    (again && saved && param('host') === null ? '<button data-aside>Set this game aside and start afresh</button>' : '') +
    '</div>';
  notice.addEventListener('cancel', (event) => event.preventDefault());
  notice.querySelector('.primary').addEventListener('click', () => location.reload());
  notice.querySelector('[data-aside]')?.addEventListener('click', () => {
    // Kept aside as the app keeps a damaged save (src/ui/storage.rs, set_aside): in the
    // first of the game's places, the others moving one on, the oldest dropped.
    const place = (n) => `fourfold.unreadable.${game}.${n}`;
    for (let n = KEPT_ASIDE - 1; n > 0; n--) {
      const older = getItem.call(localStorage, place(n));
      if (older !== null) setItem.call(localStorage, place(n + 1), older);
    }
    setItem.call(localStorage, place(1), getItem.call(localStorage, shelf));
    removeItem.call(localStorage, shelf);
    location.replace(`?game=${game}${embedded ? '&embed=1' : ''}${theme ? `&theme=${theme}` : ''}`);
  });
  document.body.append(notice);
  notice.showModal();
};
