// The first visit loads the list of games alone (the fourfold-home bundle, no game's
// rules); choosing a game opens that game's own bundle (fourfold-<game>, no other game's
// code) in place of the page, and "Continue" on the list comes back to the very game in
// progress. While a bundle downloads the page names what is coming.
import { readFileSync } from 'node:fs';
import { test, expect } from '@playwright/test';
import { GAMES, board, holdBack, placeFirstLegal, step, watchErrors } from './helpers.mjs';

/** The files of a kind (`.wasm`, `.css`) this page fetched itself, their hashes written
 * as HASH (the service worker's precache is not the page's). trunk writes its content
 * hash in hex without leading zeros, so it is not always 16 digits. */
const fetched = (page, ext) =>
  page.evaluate(
    (ext) =>
      performance
        .getEntriesByType('resource')
        .map((e) => new URL(e.name).pathname.split('/').pop())
        .filter((name) => name.endsWith(ext))
        .map((name) => name.replace(/-[0-9a-f]{1,16}(_bg\.wasm|\.css)$/, '-HASH$1'))
        .sort(),
    ext,
  );
const wasmFetched = (page) => fetched(page, '.wasm');

test('a first visit loads the list of games alone; New game and Continue open the game alone', async ({ page }) => {
  const errors = watchErrors(page);
  // (The loader's start-up screen shows the same heading at once: wait for the app.)
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'New game of Foursquare' })).toBeVisible();
  expect(await wasmFetched(page)).toEqual(['fourfold-home-HASH_bg.wasm']);
  // The list's stylesheet alone: a game's (linked disabled) are not fetched.
  expect(await fetched(page, '.css')).toEqual(['style-HASH.css']);
  await expect(page.getByRole('button', { name: /^Continue/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'New game of Foursquare' }).click();
  await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();
  expect(await wasmFetched(page)).toEqual(['fourfold-foursquare_bg.wasm']);
  expect(await fetched(page, '.css')).toEqual(['foursquare-HASH.css', 'style-HASH.css', 'table-HASH.css']);
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(board(page)).toBeVisible();
  // The table's stylesheet is in before the table is drawn: it fills the screen.
  await expect(page.locator('.app.at-table')).toHaveCSS('overflow', 'hidden');
  await placeFirstLegal(page);
  await placeFirstLegal(page);
  const labels = await board(page).locator('[role=gridcell]').evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label')));

  // Back to the list, which reads the save without replaying it: the list alone again,
  // and a reload stays there.
  await page.getByRole('button', { name: 'Fourfold: all games' }).click();
  await expect(page.getByRole('button', { name: 'Continue Foursquare (move 3)' })).toBeVisible();
  expect(await wasmFetched(page)).not.toContain('fourfold-foursquare_bg.wasm');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Continue Foursquare (move 3)' })).toBeVisible();

  await page.getByRole('button', { name: 'Continue Foursquare (move 3)' }).click();
  await expect(board(page)).toBeVisible();
  expect(await step(page)).toBe(2);
  expect(await board(page).locator('[role=gridcell]').evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label')))).toEqual(labels);
  expect(errors).toEqual([]);
});

test("a game's page loads no other game and leaves other games' saves alone", async ({ page }) => {
  const errors = watchErrors(page);
  const other = JSON.stringify({ game: 'woody', seats: [], save: { version: 1, steps: [] } });
  await page.addInitScript((other) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('fourfold.save.woody', other);
      sessionStorage.setItem('seeded', '1');
    }
  }, other);
  await page.goto('/?game=letters&seats=person,computer&embed=0');
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Letter Lines' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your hand' }).locator('[data-card]').first()).toBeVisible();
  expect(await wasmFetched(page)).toEqual(['fourfold-letters_bg.wasm']);
  expect(await fetched(page, '.css')).toEqual(['letters-HASH.css', 'style-HASH.css', 'table-HASH.css']);
  // Major Woody's save (unreadable by this page, which has no Major Woody) is untouched.
  expect(await page.evaluate(() => localStorage.getItem('fourfold.save.woody'))).toBe(other);
  await expect(page.locator('.notice')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("the loader follows the address, then the tab's game, and sends what it cannot follow to the list", async ({ page }) => {
  const errors = watchErrors(page);
  // Two people at Letter Lines: hidden hands, so the address does not name the deal but
  // the game in progress; a reload comes back to it, with its own bundle.
  await page.goto('/?game=letters&seats=person,person');
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.locator('.pass-screen')).toBeVisible();
  await expect(page).toHaveURL(/\?game=letters&resume=1$/);
  await page.reload();
  await expect(page.locator('.pass-screen')).toBeVisible();
  expect(await wasmFetched(page)).toEqual(['fourfold-letters_bg.wasm']);
  // The frame alone keeps the tab's game.
  await page.goto('/?theme=dark');
  await expect(page.locator('.pass-screen')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  // A deal with no game: the list says so, and the tab has no game on screen any more.
  await page.goto('/?seed=7&theme=dark');
  await expect(page.getByRole('alert')).toContainText('gives "seed" but no game');
  await expect(page.locator('.home')).toBeVisible();
  await expect(page).toHaveURL(/\/\?theme=dark$/);
  expect(await wasmFetched(page)).toEqual(['fourfold-home-HASH_bg.wasm']);
  await page.reload();
  await expect(page.locator('.home')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Continue Letter Lines/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  await page.getByRole('button', { name: /^Continue Letter Lines/ }).click();
  await expect(page.locator('.pass-screen')).toBeVisible();
  await page.evaluate(() => localStorage.clear());
  // The address names the game in progress, which is gone: its setup.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'New game of Letter Lines' })).toBeVisible();
  // The tab's game whose save is gone, with no address: straight to the list, with no
  // game's bundle.
  await page.goto('/');
  // (The loader draws the list at once: wait for the bundle's.)
  await expect(page.getByRole('button', { name: 'New game of Foursquare' })).toBeVisible();
  expect(await wasmFetched(page)).toEqual(['fourfold-home-HASH_bg.wasm']);
  expect(errors).toEqual([]);
});

test("a game's bundle is fetched while the page's stylesheet is still coming, and nothing is drawn without it", async ({ page }) => {
  const errors = watchErrors(page);
  await watchWaits(page);
  const release = await holdBack(page, '**/style-*.css');
  const bundle = page.waitForRequest('**/fourfold-foursquare_bg.wasm');
  // A deal the computer plays: its start-up screen, with no opening to wait for.
  await page.goto('/?game=foursquare&seats=computer&seed=1', { waitUntil: 'commit' });
  await bundle;
  expect(await page.evaluate(() => window.fourfoldWaitsRunOut)).toEqual([]);
  expect(await page.evaluate(() => document.body.innerText.trim())).toBe('');
  await expect(page.locator('#splash')).toHaveCount(0);
  release();
  await expect(page.getByRole('grid')).toBeVisible();
  // The page's own stylesheet is in: it lays the app's box out as the body's.
  expect(await page.locator('.app-root').evaluate((root) => getComputedStyle(root).display)).toBe('contents');
  expect(errors).toEqual([]);
});

/** Codes a guest's page may be opened with: those it shows as joining the table, and
 * those it says cannot be read (see the file). */
const INVITATIONS = JSON.parse(readFileSync(new URL('./fixtures/invitations.json', import.meta.url), 'utf8'));
/** What a guest's page says of an invitation that cannot be read (InviteError::unreadable_invitation). */
const UNREADABLE =
  'This invitation cannot be read: that is not a whole Fourfold code: copy all of it, or scan it again. If it still fails, ask the host for a new one.';

test('a guest\'s invitation names the game and says it is joining the table before its bundle comes, and downloads no other game, nor the host\'s bundle, nor the code reader', async ({ page }) => {
  const fetched = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  const release = await holdBack(page, '**/fourfold-woody-guest_bg.wasm');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/?game=woody&join=#${INVITATIONS.joining['an invitation']}`);
  const starting = page.locator('#splash');
  await expect(starting.getByRole('heading', { level: 1, name: /Major Woody/ })).toBeVisible();
  await expect(starting.getByRole('status')).toHaveText('Joining the table…');
  release();
  await expect(page.locator('#splash')).toHaveCount(0);
  // The bundle answers the invitation (nobody hosts it here).
  await expect(page.getByRole('img', { name: "Your answer, as a QR code for the host's device" })).toBeVisible();
  const bundles = fetched.filter((path) => /_bg\.wasm$/.test(path)).map((path) => path.split('/').pop());
  expect(bundles).toEqual(['fourfold-woody-guest_bg.wasm']);
});

test("a guest's invitation shows at once whether it joins the table or cannot be read, as its bundle will, and what cannot be read in the bundle's words", async ({ page }) => {
  const bundle = '**/fourfold-woody-guest_bg.wasm';
  // The bundle never comes: each page is left with its first screen.
  await page.route(bundle, () => {});
  for (const [kind, codes] of Object.entries(INVITATIONS).filter(([kind]) => kind !== '_')) {
    for (const [name, code] of Object.entries(codes)) {
      // From another page: one address to the next changes only the fragment, which
      // loads nothing.
      await page.goto('about:blank');
      await page.goto(`/?game=woody&join=#${code}`);
      const splash = page.locator('#splash');
      await expect(splash.getByRole('heading', { level: 1, name: /Major Woody/ }), name).toBeVisible();
      if (kind === 'joining') {
        await expect(splash.getByRole('status'), name).toHaveText('Joining the table…');
        await expect(splash.getByText(UNREADABLE), name).toHaveCount(0);
      } else {
        expect(kind).toBe('cannot be read');
        await expect(splash.getByText(UNREADABLE), name).toBeVisible();
        await expect(splash.getByText('Joining the table…'), name).toHaveCount(0);
      }
    }
  }
  // An invitation in `join=`, as earlier versions wrote it, is read the same; the
  // bundle then says the same.
  await page.unroute(bundle);
  const release = await holdBack(page, bundle);
  await page.goto(`/?game=woody&join=${INVITATIONS['cannot be read']['an invitation cut short']}`);
  await expect(page.locator('#splash').getByText(UNREADABLE)).toBeVisible();
  release();
  await expect(page.locator('#splash')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveText(UNREADABLE);
});

test("a guest's page that takes the next invitation, and a host's, show their bundle's first screen before it comes: its heading and first words, in the same place and size", async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 915 });
  for (const [path, bundle, heading, words, wrong] of [
    [
      '/?game=woody&join=',
      'fourfold-woody-guest_bg.wasm',
      "Join a table of Major Woody's Wild Foursomes",
      "On the host's device, the menu's Play on several devices invites a device for a seat. Scan its code here, or paste its link.",
    ],
    // An invitation that cannot be read: what is wrong, in the same size (the bundle
    // lays its camera's button and the link's field above it).
    [
      '/?game=woody&join=#NOTANINVITATION',
      'fourfold-woody-guest_bg.wasm',
      "Join a table of Major Woody's Wild Foursomes",
      "On the host's device, the menu's Play on several devices invites a device for a seat. Scan its code here, or paste its link.",
      UNREADABLE,
    ],
    ['/?game=woody&host=1', 'fourfold-woody-host_bg.wasm', "New game of Major Woody's Wild Foursomes", null],
  ]) {
    const release = await holdBack(page, `**/${bundle}`);
    // From another page: a guest's two addresses differ only in their fragment.
    await page.goto('about:blank');
    await page.goto(path);
    const splash = page.locator('#splash');
    const early = splash.getByRole('heading', { level: 1, name: heading });
    await expect(early, path).toBeVisible();
    const box = await early.boundingBox();
    const said = words && (await splash.getByText(words).boundingBox());
    if (words) expect(said, path).not.toBeNull();
    const size = (box) => box && { width: box.width, height: box.height };
    const told = wrong && size(await splash.getByText(wrong).boundingBox());
    if (wrong) expect(told, path).not.toBeNull();
    release();
    await expect(splash).toHaveCount(0);
    const drawn = page.getByRole('heading', { level: 1, name: heading });
    await expect(drawn, path).toBeVisible();
    expect(await drawn.boundingBox(), path).toEqual(box);
    if (words) expect(await page.getByText(words).boundingBox(), path).toEqual(said);
    if (wrong) expect(size(await page.getByRole('alert').boundingBox()), path).toEqual(told);
    await page.unroute(`**/${bundle}`);
  }
});

test('while a bundle downloads, the page names the game coming, where the game will show it', async ({ page }) => {
  const release = await holdBack(page, '**/fourfold-cahoots_bg.wasm');
  await watchEmpty(page, '#splash .starting', '.app:not(#splash):not([hidden]) main');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/?game=cahoots&theme=dark&seats=person,computer');
  const starting = page.locator('#splash');
  await expect(starting.getByRole('heading', { level: 1, name: 'Cahoots' })).toBeVisible();
  await expect(starting.getByRole('status')).toHaveText('Loading…');
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  await page.screenshot({ path: 'screenshots/phone-starting.png', animations: 'disabled' });
  release();
  await expect(page.getByRole('heading', { level: 1, name: /Cahoots/ })).toBeVisible();
  await expect(page.locator('#splash')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  expect(await page.evaluate(() => window.fourfoldEmpty)).toEqual([]);
  expect(await page.evaluate(() => window.fourfoldShiftsSoFar())).toEqual([]);
});

// A table laid with no board's picture: a saved game resumed in the full app (its head
// has the app's icon), and two widgets (Cahoots for two people opens on the pass
// curtain). (A fresh deal for one person, first, against the computer opens on its
// strip: below.)
for (const [game, saved, path, name] of [
  ['quaddoku', 'end-quaddoku.json', '/?game=quaddoku&resume=1', 'Quad*doku'],
  ['quaddoku', null, '/?embed=1&game=quaddoku&seats=computer,person', 'Quad*doku'],
  ['cahoots', null, '/?embed=1&game=cahoots&seats=person,person', 'Cahoots'],
]) {
  test(`${path}: the table, laid with no picture, asks for its bundle at once and keeps its name in place`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await watchWaits(page);
    await watchEmpty(page, '#splash .table', '.app:not(#splash):not([hidden]) main');
    if (saved) {
      // Stored before the page's own scripts run (no earlier page: the list's would
      // install the service worker, which then serves the bundle past the hold).
      const save = readFileSync(new URL(`./fixtures/${saved}`, import.meta.url), 'utf8');
      await page.addInitScript(([key, save]) => localStorage.setItem(`fourfold.save.${key}`, save), [game, save]);
    }
    const release = await holdBack(page, `**/fourfold-${game}_bg.wasm`);
    const asked = page.waitForRequest(`**/fourfold-${game}_bg.wasm`);
    // With no board's picture to wait for, the bundle is asked for before the table is
    // laid, beside it: not once one of the loader's waits runs out.
    const releaseTable = await holdBack(page, '**/fourfold-table.js');
    await page.goto(path);
    await asked;
    expect(await page.evaluate(() => window.fourfoldWaitsRunOut)).toEqual([]);
    releaseTable();
    const laid = page.locator('#splash');
    await expect(laid.locator(`.table[data-game="${game}"]`)).toBeVisible();
    await expect(laid.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(laid.getByRole('status')).toHaveText('Loading…');
    const head = await boxOf(page, '#splash h1 .name');
    if (saved) await page.screenshot({ path: `screenshots/laid-${game}-390x844.png`, animations: 'disabled' });
    release();
    // The table, or the curtain before a hand is shown (two people at one device).
    await expect(page.locator(game === 'cahoots' ? '.pass-screen' : '.board-area .board')).toBeVisible();
    await expect(page.locator('#splash')).toHaveCount(0);
    // The game's name stands where it was.
    const after = await boxOf(page, 'h1 .name');
    for (const [i, was] of head.entries()) expect(Math.abs(after[i] - was), `${head} then ${after}`).toBeLessThanOrEqual(1);
    expect(await page.evaluate(() => window.fourfoldEmpty)).toEqual([]);
    expect(await page.evaluate(() => window.fourfoldShiftsSoFar())).toEqual([]);
    expect(errors).toEqual([]);
  });
}

/** Records each of the page's waits of 300 ms or more (the loader's: for a paint, a
 * stalled table, a stylesheet) that runs out, in `window.fourfoldWaitsRunOut`. */
const watchWaits = (page) =>
  page.addInitScript(() => {
    const setTimeoutFirst = window.setTimeout;
    window.fourfoldWaitsRunOut = [];
    window.setTimeout = (run, ms, ...rest) =>
      setTimeoutFirst(
        (...args) => {
          if (ms >= 300) window.fourfoldWaitsRunOut.push(ms);
          run(...args);
        },
        ms,
        ...rest,
      );
  });

test("a widget whose board has a picture asks for its bundle once the picture is shown, not before", async ({ page }) => {
  // The picture held back never paints: the loader asks for the bundle only once its
  // wait for the paint (300 ms) has run out, and not at once.
  const releasePicture = await holdBack(page, '**/boards/letters-*.svg');
  const release = await holdBack(page, '**/fourfold-letters_bg.wasm');
  const asked = page.waitForRequest('**/fourfold-letters_bg.wasm');
  await watchWaits(page);
  // (Not waiting for the page's load: it waits for the picture.)
  await page.goto('/?embed=1&game=letters&seats=person,computer', { waitUntil: 'commit' });
  await asked;
  expect(await page.evaluate(() => window.fourfoldWaitsRunOut)).toContain(300);
  await expect(page.locator('#splash .faces-layer')).toHaveCount(1);
  releasePicture();
  release();
  await expect(page.getByRole('grid')).toBeVisible();
});

/** Watches the page, from its start, for a change that leaves neither what the loader
 * drew (`standing`, once it has stood) nor what the bundle draws in its place (`drawn`):
 * the page standing empty between the two. What was left is in `window.fourfoldEmpty`;
 * and for the page's layout shifts, in `window.fourfoldShifts`: a frame that showed both
 * moved one. Shifts from the game's first move on are not the page's: a computer that
 * plays first may lay its tiles while the table is watched, and the pool closes up behind
 * them (a move is a change of the table's `data-step`). The CPU runs 4x slower, as a
 * phone's: Yew lets the browser paint between a render and its effects once a task has
 * run 16 ms. */
const watchEmpty = async (page, standing, drawn) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(
    ([standing, drawn]) => {
      window.fourfoldEmpty = [];
      window.fourfoldShifts = [];
      // When the game's step first changed from the one it was drawn at.
      let drawnAt;
      let movedAt = Infinity;
      const record = (shifts) => {
        for (const shift of shifts) {
          if (shift.startTime >= movedAt) continue;
          const moved = shift.sources.map((source) => source.node?.id || source.node?.className).join(', ');
          window.fourfoldShifts.push(`${shift.value.toFixed(3)} (${moved})`);
        }
      };
      window.fourfoldShiftWatch = new PerformanceObserver((entries) => record(entries.getEntries()));
      window.fourfoldShiftWatch.observe({ type: 'layout-shift', buffered: true });
      window.fourfoldShiftsSoFar = () =>
        new Promise((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              record(window.fourfoldShiftWatch.takeRecords());
              resolve(window.fourfoldShifts);
            }),
          ),
        );
      let stood = false;
      new MutationObserver(() => {
        const step = document.querySelector('.play')?.dataset.step;
        drawnAt ??= step;
        if (step !== undefined && step !== drawnAt && movedAt === Infinity) movedAt = performance.now();
        const loader = document.querySelector(standing);
        stood ||= Boolean(loader);
        if (stood && !loader && !document.querySelector(drawn)) {
          window.fourfoldEmpty.push(document.body.innerHTML.slice(0, 200));
        }
      }).observe(document, { childList: true, subtree: true, attributes: true });
    },
    [standing, drawn],
  );
};

/** The box of the first element `selector` finds. */
const boxOf = (page, selector) =>
  page.locator(selector).first().evaluate((node) => {
    const { x, y, width, height } = node.getBoundingClientRect();
    return [x, y, width, height];
  });

// Every game whose table is laid with its board's picture (data-picture in index.html) on
// a phone held upright; Letter Lines' on its side too, and Major Woody's on a desktop.
for (const [game, size] of [
  ...GAMES.filter(({ picture }) => picture).map(({ key }) => [key, { width: 390, height: 844 }]),
  ['letters', { width: 844, height: 390 }],
  ['woody', { width: 1280, height: 800 }],
]) {
  test(`a widget of ${game} at ${size.width}x${size.height} lays its table at once, its board's picture where the board will stand`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.setViewportSize(size);
    const release = await holdBack(page, `**/fourfold-${game}_bg.wasm`);
    await watchEmpty(page, '#splash .board-area', '.app:not(#splash):not([hidden]) .board-area');
    await page.goto(`/?embed=1&game=${game}&seats=person,computer`);
    const laid = page.locator('#splash');
    await expect(laid.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(laid.getByRole('status')).toHaveText('Loading…');
    // The picture is drawn (an image the browser paints), before any of the bundle.
    const picture = laid.locator('.faces-layer');
    await expect(picture).toHaveCSS('background-image', new RegExp(`boards/${game}-(as-dealt|upright)\\.svg`));
    const before = await boxOf(page, '#splash .faces-layer');
    const name = await boxOf(page, '#splash h1 .name');
    const stands = (await picture.evaluate((node) => getComputedStyle(node).backgroundImage)).includes('upright');
    // And painted: the browser reports the picture as the page's largest paint (within
    // ten seconds), so the screenshot shows what a player sees while waiting.
    const painted = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const observer = new PerformanceObserver((entries) => {
            const entry = entries.getEntries().find((e) => e.element?.matches('#splash .faces-layer'));
            if (entry) {
              observer.disconnect();
              resolve(entry.url);
            }
          });
          observer.observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => resolve('no largest paint of the picture in 10 s'), 10_000);
        }),
    );
    expect(painted).toMatch(new RegExp(`/boards/${game}-${stands ? 'upright' : 'as-dealt'}\\.svg$`));
    await page.screenshot({ path: `screenshots/laid-${game}-${size.width}x${size.height}.png`, animations: 'disabled' });
    release();
    const grid = page.getByRole('grid');
    await expect(grid).toBeVisible();
    await expect(page.locator('#splash')).toHaveCount(0);
    await expect(page.locator('.faces-layer[data-turn]')).toHaveCount(1);
    // The board stands as the picture did, and where it was, within a pixel or two.
    expect(await grid.getAttribute('data-turn')).toBe(stands ? 'upright' : 'as-dealt');
    const after = await boxOf(page, '.faces-layer');
    for (const [i, was] of before.entries()) expect(Math.abs(after[i] - was), `${before} then ${after}`).toBeLessThanOrEqual(3);
    // The game's name stands where it was (on two lines where it needs them).
    const nameAfter = await boxOf(page, 'h1 .name');
    for (const [i, was] of name.entries()) expect(Math.abs(nameAfter[i] - was), `${name} then ${nameAfter}`).toBeLessThanOrEqual(1);
    expect(await page.evaluate(() => window.fourfoldEmpty)).toEqual([]);
    expect(await page.evaluate(() => window.fourfoldShiftsSoFar())).toEqual([]);
    // Never larger (but for a rounding): a board drawn larger than its picture would be
    // the page's largest paint again, once the bundle has come.
    expect(after[2] * after[3], `${before} then ${after}`).toBeLessThanOrEqual(before[2] * before[3] + 1);
    expect(errors).toEqual([]);
  });
}

/** What `locator`'s element shows, its words run together: what is only read aloud
 * (.visually-hidden) left out. */
const textOf = (locator) =>
  locator.evaluate((node) => {
    const shown = node.cloneNode(true);
    for (const hidden of shown.querySelectorAll('.visually-hidden')) hidden.remove();
    return shown.textContent;
  });

// A fresh deal's table whose first seat is a lone person against the computer opens on
// the strip every such deal does (static/<game>/opening.js): the loader lays it, seats
// and prompt where the app draws them, before the bundle is asked for. Each game that has
// such a strip (data-opening in index.html) has a link here, with the prompt it shows.
const OPENINGS = [
  // As "Share deal" writes it: the computers' level named.
  ['quaddoku', '/?game=quaddoku&seats=person,computer&level=normal&seed=1', { width: 390, height: 844 }, /^Your turn\. Lay a tile/],
  ['cahoots', '/?game=cahoots&seats=person,computer&seed=1', { width: 390, height: 844 }, /^Your turn\. Choose a card/],
  ['cahoots', '/?embed=1&game=cahoots&seats=p,c,c,c&theme=dark', { width: 844, height: 390 }, /^Your turn\. Choose a card/],
  // A solitaire, shared and embedded with no seats.
  ['foursquare', '/?game=foursquare&seed=1', { width: 390, height: 844 }, /^Place your card on a pile/],
  ['foursquare', '/?embed=1&game=foursquare', { width: 1280, height: 800 }, /^Place your card on a pile/],
];

test('every game whose fresh deal opens on a strip has a link here that lays it, and no other game', () => {
  expect(
    [...new Set(OPENINGS.map(([game]) => game))].sort(),
    'the games OPENINGS has links for, against those index.html gives a data-opening',
  ).toEqual(GAMES.filter(({ openings }) => openings.length).map(({ key }) => key).sort());
});

for (const [game, path, size, prompt] of OPENINGS) {
  test(`${path} at ${size.width}x${size.height} opens on its seats and prompt before the bundle, which then draws them in place`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.setViewportSize(size);
    await watchEmpty(page, '#splash .table', '.app:not(#splash):not([hidden]) main');
    // When the laid prompt came into the page, against the bundle's request (both in ms
    // from the page's start).
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.querySelector('#splash .prompt')) {
          window.fourfoldPromptLaid = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const release = await holdBack(page, `**/fourfold-${game}_bg.wasm`);
    const asked = page.waitForRequest(`**/fourfold-${game}_bg.wasm`);
    await page.goto(path);
    const laid = page.locator('#splash');
    await expect(laid.locator('.prompt')).toHaveText(prompt);
    await expect(laid.getByRole('status')).toHaveText('Loading…');
    await expect(laid.locator('.board-area .booting')).toBeVisible();
    // The seats are shown, not yet working (a solitaire has none).
    if (game !== 'foursquare') {
      await expect(laid.locator('.seats')).toHaveAttribute('inert', '');
      await expect(laid.locator('.seat.to-move .name')).toHaveText('You');
    }
    await asked;
    const strip = await textOf(laid.locator('.strip'));
    const boxes = await Promise.all(['#splash .prompt', '#splash .seats-row', '#splash h1 .name'].map((s) => boxOf(page, s)));
    await page.screenshot({ path: `screenshots/opening-${game}-${size.width}x${size.height}.png`, animations: 'disabled' });
    release();
    await expect(page.locator('.board-area .board')).toBeVisible();
    await expect(page.locator('#splash')).toHaveCount(0);
    // (The bundle's timing is known once it has come.)
    const [promptLaid, bundleAsked] = await page.evaluate(
      (file) => [window.fourfoldPromptLaid, performance.getEntriesByType('resource').find((e) => e.name.endsWith(file))?.startTime],
      `fourfold-${game}_bg.wasm`,
    );
    expect(bundleAsked).toBeGreaterThan(0);
    expect(promptLaid, 'the prompt laid before the bundle is asked for').toBeLessThan(bundleAsked);
    // The app's strip says what the laid one did, a number the deal decides (‒) given.
    const drawn = await textOf(page.locator('.strip'));
    const dealt = new RegExp(`^${strip.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll('‒', '\\d+')}$`);
    expect(drawn).toMatch(dealt);
    // Prompt, seats and name stand where they stood.
    const after = await Promise.all(['.prompt', '.seats-row', 'h1 .name'].map((s) => boxOf(page, s)));
    for (const [j, box] of boxes.entries()) {
      for (const [i, was] of box.entries()) expect(Math.abs(after[j][i] - was), `${box} then ${after[j]}`).toBeLessThanOrEqual(1);
    }
    expect(await page.evaluate(() => window.fourfoldEmpty)).toEqual([]);
    expect(await page.evaluate(() => window.fourfoldShiftsSoFar())).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test("a link the opening's strip is not sure of keeps the start-up screen: another parameter, a person not first, a bad seed", async ({
  page,
}) => {
  const releases = await Promise.all(['quaddoku', 'foursquare'].map((game) => holdBack(page, `**/fourfold-${game}_bg.wasm`)));
  for (const [path, name] of [
    ['/?game=quaddoku&seats=person,computer&seed=1&level=strong', 'Quad*doku'],
    ['/?game=quaddoku&seats=computer,person&seed=1', 'Quad*doku'],
    ['/?game=quaddoku&seats=person,computer&seed=x', 'Quad*doku'],
    ['/?game=quaddoku&seats=person,computer&seed=1&seed=2', 'Quad*doku'],
    // A solitaire with its seats named but empty, or played by the computer.
    ['/?game=foursquare&seats=&seed=1', 'Foursquare'],
    ['/?game=foursquare&seats=computer&seed=1', 'Foursquare'],
  ]) {
    await page.goto(path);
    await expect(page.locator('#splash .starting').getByRole('heading', { level: 1, name }), path).toBeVisible();
    await expect(page.locator('#splash .prompt')).toHaveCount(0);
  }
  for (const release of releases) release();
});

// A game in progress (the ended fixture's first step), saved by the full app or by a
// widget: the app asks which to play, or resumes it; storage that refuses every write,
// as a full one does: the app says saving is off, above the table. (Each on a page of its
// own: a page that has run the app has a service worker, which serves past the hold.)
for (const [shelf, path, shows, then] of [
  ['fourfold.save.quaddoku', '/?game=quaddoku&seats=person,computer&seed=1', '#splash .starting', /in progress/],
  ['fourfold.widget.save.quaddoku', '/?embed=1&game=quaddoku&seats=person,computer', '#splash .strip .booting', /deal 3/],
  [null, '/?game=quaddoku&seats=person,computer&seed=1', '#splash .starting', /Saving is off/],
]) {
  test(`${path} with ${shelf ? `${shelf} in progress` : 'storage refused'} lays no opening`, async ({ page }) => {
    const fixture = JSON.parse(readFileSync(new URL('./fixtures/end-quaddoku.json', import.meta.url), 'utf8'));
    const inProgress = JSON.stringify({ ...fixture, over: false, save: { ...fixture.save, steps: fixture.save.steps.slice(0, 1) } });
    const release = await holdBack(page, '**/fourfold-quaddoku_bg.wasm');
    if (shelf) {
      await page.addInitScript(([shelf, save]) => localStorage.setItem(shelf, save), [shelf, inProgress]);
    } else {
      await page.addInitScript(() => {
        Storage.prototype.setItem = () => {
          throw new DOMException('full', 'QuotaExceededError');
        };
      });
    }
    await page.goto(path);
    await expect(page.locator(shows)).toBeVisible();
    await expect(page.locator('#splash .prompt')).toHaveCount(0);
    release();
    await expect(page.getByText(then).first()).toBeVisible();
  });
}

/** Where each of the list's words and buttons stands, inside `root`. */
const listBoxes = (page, root) =>
  page.locator(`${root} .game-card :is(h2, .pitch, .facts, button)`).evaluateAll((nodes) =>
    nodes.map((node) => {
      const { x, y, width, height } = node.getBoundingClientRect();
      return [node.textContent, Math.round(x), Math.round(y), Math.round(width), Math.round(height)];
    }),
  );

for (const [what, query, bar] of [
  ['the full app', '/', '.topbar'],
  ['the full app in dark colours', '/?theme=dark', '.topbar'],
]) {
  test(`in ${what}, the list of games stands at once where its bundle draws it, not yet working`, async ({ page }) => {
    const errors = watchErrors(page);
    const release = await holdBack(page, '**/fourfold-home-*_bg.wasm');
    await watchEmpty(page, '#splash .game-list', '.app:not(#splash) main .game-list');
    await page.goto(query);
    await expect(page.locator('#splash .game-card')).toHaveCount(GAMES.length);
    await expect(page.locator(`#splash ${bar}`)).toBeVisible();
    const before = await listBoxes(page, '#splash');
    expect(before.map(([text]) => text)).toContain('Major Woody\'s Wild Foursomes17+');
    // Shown, not offered: nothing a player or a screen reader could reach yet.
    expect(await page.locator('#splash main').evaluate((main) => main.inert)).toBe(true);
    await expect(page.getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('link')).toHaveCount(0);
    await expect(page.getByRole('status')).toHaveText('Loading…');
    release();
    await expect(page.getByRole('button', { name: /^New game of/ })).toHaveCount(GAMES.length);
    await expect(page.locator('#splash')).toHaveCount(0);
    expect(await listBoxes(page, '.app')).toEqual(before);
    expect(await page.evaluate(() => window.fourfoldEmpty)).toEqual([]);
    expect(await page.evaluate(() => window.fourfoldShiftsSoFar())).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('a finished game is not offered to continue on the list of games', async ({ page }) => {
  await page.goto('/?game=foursquare&seats=computer&seed=3');
  await expect(page.locator('.outcome')).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Fourfold: all games' }).click();
  await expect(page.getByRole('button', { name: 'New game of Foursquare' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Continue Foursquare/ })).toHaveCount(0);
});

test("a bundle that fails before the page's stylesheet has come leaves the message alone", async ({ page }) => {
  const release = await holdBack(page, '**/style-*.css');
  await page.route('**/fourfold-cahoots.js', (route) => route.abort());
  // Set once the stylesheet's load has been handled, in a task after it: the loader's own
  // handlers and what they start have run by then.
  await page.addInitScript(() =>
    document.addEventListener(
      'load',
      (event) => {
        if (event.target.dataset?.sheet === 'style') setTimeout(() => (window.fourfoldStyled = true), 0);
      },
      true,
    ),
  );
  await page.goto('/?game=cahoots&seats=person,computer&seed=1', { waitUntil: 'commit' });
  await expect(page.getByRole('alert')).toContainText('Fourfold could not start');
  release();
  await page.waitForFunction(() => window.fourfoldStyled === true);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.locator('#splash')).toHaveCount(0);
  await expect(page.getByRole('status')).toHaveCount(0);
});

test('when a bundle cannot be fetched the page says so instead of staying blank', async ({ page }) => {
  await page.route('**/fourfold-home-*_bg.wasm', (route) => route.abort());
  await page.goto('/');
  await expect(page.getByRole('alert')).toContainText('Fourfold could not start');
  await expect(page.getByRole('alert')).toContainText('reload');
  await expect(page.locator('#splash')).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'screenshots/phone-load-failed.png', animations: 'disabled' });
});
