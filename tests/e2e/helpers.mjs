// Shared helpers for the end-to-end tests.
import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';

/** What a character reference in one of index.html's attribute values stands for. */
const ENTITIES = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };
const unescapeAttribute = (value) =>
  value.replace(/&(?:#(\d+)|#x([0-9a-f]+)|([a-z]+));/gi, (ref, dec, hex, name) =>
    dec ? String.fromCodePoint(Number(dec)) : hex ? String.fromCodePoint(parseInt(hex, 16)) : (ENTITIES[name.toLowerCase()] ?? ref),
  );

/** Each `<link>` of `html` (its comments left out), as its attributes by name ('' for one with no value). */
function links(html) {
  return [...html.replace(/<!--[\s\S]*?-->/g, '').matchAll(/<link\b(?:[^>"]|"[^"]*")*>/gi)].map(([tag]) =>
    Object.fromEntries(
      [...tag.slice('<link'.length).matchAll(/\s([a-z_:][\w:.-]*)(?:\s*=\s*"([^"]*)")?/gi)].map(([, name, value]) => [
        name.toLowerCase(),
        value === undefined ? '' : unescapeAttribute(value),
      ]),
    ),
  );
}

/** The games `html` (index.html) lists; throws when it cannot be read as expected. */
function readGames(html) {
  const all = links(html);
  const games = all
    .filter((attrs) => 'data-name' in attrs)
    .map((attrs) => ({
      key: attrs['data-sheet'],
      name: attrs['data-name'],
      picture: 'data-picture' in attrs,
      openings: (attrs['data-opening'] ?? '').split(/\s+/).filter(Boolean).map(Number),
      levels: 'data-levels' in attrs,
    }));
  // Read wrong, the list would leave every suite that iterates it with less to run, and
  // passing: so each game's stylesheet (static/games/<key>.css) must be one game's link.
  const keys = games.map(({ key }) => key);
  const sheets = all.map((attrs) => /^static\/games\/([a-z]+)\.css$/.exec(attrs.href ?? '')?.[1]).filter(Boolean);
  if (
    !keys.length ||
    keys.some((key) => !/^[a-z]+$/.test(key ?? '')) ||
    new Set(keys).size !== keys.length ||
    keys.join() !== sheets.join() ||
    games.some(({ name, openings }) => !name || openings.some((seats) => !Number.isInteger(seats) || seats < 1))
  ) {
    throw new Error(`index.html's games were not read as expected: ${JSON.stringify(games)}, game sheets ${JSON.stringify(sheets)}`);
  }
  return games;
}

/**
 * Every game, in the list's order, as index.html registers it: one `<link data-sheet>`
 * with a data-name each (the links static/loader.js reads), as `{ key, name, picture,
 * openings, levels }`: its key (data-sheet), its name (data-name), whether its table is
 * laid with its board's picture (data-picture), the seat counts whose fresh deal opens on
 * a strip (data-opening, as numbers; [] for none), and whether its computers have levels
 * (data-levels). A suite that must cover every game iterates this, so that a game added
 * to index.html is covered there, or fails it, until the suite has what it needs.
 */
export const GAMES = readGames(readFileSync(new URL('../../index.html', import.meta.url), 'utf8'));

/** Collects console errors and uncaught page errors; tests assert the list stays empty. */
export function watchErrors(page) {
  const errors = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(`page: ${err.message}`));
  return errors;
}

/**
 * Forgets every save and the tab's game, from a page of the site that does not run the
 * app (the manifest): an app still starting up would otherwise read the storage as it is
 * cleared (and, finding its save gone, send the page to the list of games).
 */
export async function forgetEverything(page) {
  await page.goto('/manifest.webmanifest');
  await page.evaluate(() => { localStorage.clear(); sessionStorage.clear(); });
}

/** The Foursquare board. */
export const board = (page) => page.locator('svg.board');

/** Moves made so far, as the board reports them. */
export async function step(page) {
  return Number(await board(page).getAttribute('data-step'));
}

/** The accessible names of every cell, a fingerprint of the position. */
export async function cellLabels(page) {
  return board(page).locator('[role=gridcell]').evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label')));
}

/** Clicks the first cell the drawn card may go to and waits for the move to land. */
export async function placeFirstLegal(page) {
  const before = await step(page);
  await board(page).locator('[role=gridcell].legal').first().click();
  await expect(board(page)).toHaveAttribute('data-step', String(before + 1));
}

/** Opens a seeded Foursquare deal from a link. */
export async function openDeal(page, seed) {
  await page.goto(`/?game=foursquare&seed=${seed}`);
  await expect(board(page)).toBeVisible();
}

/** The save format the app writes (src/engine/save.rs, SAVE_VERSION). */
export const SAVE_VERSION = 4;

/**
 * Starts a known deal by storing it as a game with no moves yet and opening the app,
 * which resumes the tab's saved game: the way to play a fixed deal of a game whose links
 * and setup never choose a deal (Major Woody, Letter Lines). `seats` are [name,
 * 'human' | 'computer']; `options` the game's options as saved ({ players: 2 }).
 */
export async function startSaved(page, game, seats, seed, options) {
  await forgetEverything(page);
  const record = {
    game,
    seats: seats.map(([name, who]) => ({ name, controller: who === 'computer' ? 'Computer' : 'Human' })),
    save: { version: SAVE_VERSION, options, seed, steps: [] },
  };
  await page.evaluate(([key, json]) => {
    localStorage.setItem(`fourfold.save.${key}`, json);
    sessionStorage.setItem('fourfold.current', key);
  }, [game, JSON.stringify(record)]);
  await page.goto('/');
  // The app has taken over from the loader's start-up screen (or table being laid).
  await expect(page.locator('#splash')).toHaveCount(0);
  await expect(page.locator('section.play')).toBeAttached();
  // A table on screen has its board: at the page's start a board is drawn once its room
  // is measured, just after the table's first layout.
  await expect
    .poll(() => page.evaluate(() => [...document.querySelectorAll('.board-area')].every((area) => area.childElementCount > 0)))
    .toBe(true);
}

/** Moves taken so far, as the play screen reports them. */
export async function steps(page) {
  return Number(await page.locator('section.play').getAttribute('data-step'));
}

/** The button that plays a move held back until its player confirms it. */
export const doneButton = (page) => page.getByRole('button', { name: /^Play it/ });

/**
 * Runs `act` and waits for the move to land: the game took a step. A move that hands the
 * device to someone else waits for its player to confirm it ("Play it, then pass to Bea"), which
 * this does.
 */
export async function afterMove(page, act) {
  const before = await steps(page);
  await act();
  const done = doneButton(page);
  await expect.poll(async () => (await steps(page)) > before || (await done.count()) > 0).toBe(true);
  if ((await steps(page)) === before) await done.click();
  await expect.poll(() => steps(page)).toBeGreaterThan(before);
}

/** Opens the sheet behind the header's `name` button ("Rules", "Log", "Menu"). */
export async function openSheet(page, name) {
  await page.locator('.table-head').getByRole('button', { name, exact: true }).click();
  const sheet = page.locator('dialog.sheet[open]');
  await expect(sheet).toBeVisible();
  return sheet;
}

/** Closes the sheet that is open. */
export async function closeSheet(page) {
  await page.locator('dialog.sheet[open]').getByRole('button', { name: 'Close' }).click();
  await expect(page.locator('dialog.sheet[open]')).toHaveCount(0);
}

/** The log's lines as the holder of the device may read them, newest first. */
export async function logLines(page) {
  const sheet = await openSheet(page, 'Log');
  const lines = await sheet.locator('li').allTextContents();
  await closeSheet(page);
  return lines;
}

/** The hand region of the table ("Your hand", "Your hand, Ann"). */
export const handRegion = (page) => page.getByRole('region', { name: /^Your hand/ });

/** Holds back every request `router` (a page, or its context) makes for `url` until the
 * function it returns is called. */
export async function holdBack(router, url) {
  let release;
  const held = new Promise((resolve) => (release = resolve));
  await router.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
