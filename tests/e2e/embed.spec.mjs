// The widget: the README's example page, hosted on another local origin, frames the app
// in <iframe sandbox="allow-scripts"> (no storage, an opaque origin) and plays a game of
// Cahoots to its end there, sizing the frame from the widget's height messages and
// showing its started and ended messages. Also: a bad parameter in a widget link, and
// the theme parameter.
import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SAVE_VERSION, forgetEverything } from './helpers.mjs';

const appOrigin = 'http://127.0.0.1:4173';
const hostOrigin = 'http://127.0.0.1:4174';

/** The README's example page, framing the app served here instead of at its example address. */
function examplePage() {
  const readme = readFileSync(fileURLToPath(new URL('../../README.md', import.meta.url)), 'utf8');
  const html = readme.split('<!-- embed-example -->')[1].match(/```html\n([\s\S]*?)```/)[1];
  expect(html).toContain('sandbox="allow-scripts');
  return html.replaceAll('https://games.example.org/fourfold/', `${appOrigin}/`);
}

/** Serves `html` as a page of the other origin and opens it; the page also records every
 * height the widget posts (`window.heights`). */
async function host(page, html) {
  const record = `<script>window.heights = []; addEventListener('message', (e) => {
    if (e.data && e.data.source === 'fourfold' && e.data.type === 'height') window.heights.push(e.data.height);
  });</script>`;
  html = html.replace('<body>', `<body>${record}`);
  await page.route(`${hostOrigin}/host.html`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
  await page.goto(`${hostOrigin}/host.html`);
}

/** Plays the first card that fits on the first pile it fits, or says "I cannot play". */
async function playOne(app) {
  const steps = () => app.locator('section.play').getAttribute('data-step').then(Number);
  const before = await steps();
  const fitting = app.getByRole('region', { name: 'Your hand' }).locator('[data-card][aria-label*="fits pile"]');
  if (await fitting.count()) {
    await fitting.first().click();
    await app.locator('[id^=ch-pile-][aria-label*=". Play "]').first().click();
  } else {
    await app.getByRole('button', { name: 'I cannot play' }).click();
  }
  await expect.poll(steps).toBeGreaterThan(before);
}

test('the README example page hosts a sandboxed widget on another origin, which plays a game to its end', async ({ page }) => {
  test.setTimeout(240_000);
  const errors = [];
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('console', (msg) => {
    // The sandbox refuses storage and the service worker: the app says so on screen.
    if (msg.type() === 'error' && !/sandbox|storage|ServiceWorker|service worker/i.test(msg.text())) errors.push(msg.text());
  });
  await host(page, examplePage());
  const frame = page.locator('#fourfold');
  const app = page.frameLocator('#fourfold');
  await expect(app.locator('.play')).toBeVisible();
  // The widget: no list of games and no top bar, a link out, and no saving in a sandbox.
  await expect(app.locator('.topbar')).toHaveCount(0);
  await expect(app.getByRole('button', { name: 'Fourfold: all games' })).toHaveCount(0);
  await expect(app.locator('.saving-off')).toContainText('Saving is off');
  const full = app.getByRole('link', { name: /Open the full app/ });
  await expect(full).toHaveAttribute('target', '_blank');
  expect(await full.getAttribute('href')).not.toContain('embed');
  // The frame really is sandboxed and on another origin.
  expect(await frame.getAttribute('sandbox')).toBe('allow-scripts allow-popups');
  expect(new URL(await frame.getAttribute('src')).origin).not.toBe(hostOrigin);
  // The host page heard that the game started, and sized the frame as the widget asked.
  await expect(page.locator('#news')).toHaveText('Playing cahoots.');
  await expect.poll(async () => frame.evaluate((f) => f.style.height)).not.toBe('600px');
  // The table fits the frame it is given: nothing inside scrolls.
  const fits = () => app.locator('html').evaluate(() => document.documentElement.scrollHeight <= window.innerHeight);
  await expect.poll(fits).toBe(true);

  const over = app.locator('.outcome');
  for (let turn = 0; turn < 80 && !(await over.isVisible()); turn++) {
    await expect(app.locator('.prompt').or(over)).toHaveText(/^Your turn\.|won|Lost/, { timeout: 20_000 });
    if (await over.isVisible()) break;
    await playOne(app);
  }
  await expect(over).toBeVisible();
  const result = (await over.textContent()).trim();
  await expect(page.locator('#news')).toHaveText(`Game over (${result.startsWith('Lost') ? 'lost' : 'won'}): ${result}`);
  // Every height the widget posted came from the frame's width alone: one value, however
  // the screen changed (a hand, a button, the end), so the host learns nothing private.
  const heights = await page.evaluate(() => window.heights);
  expect(heights.length).toBeGreaterThan(0);
  expect(new Set(heights).size).toBe(1);
  expect(await fits()).toBe(true);
  expect(await app.locator('html').evaluate(() => window.scrollY)).toBe(0);
  // A viewport tall enough for the whole page: a full-page capture does not repaint frames.
  await page.setViewportSize({ width: 1280, height: Math.ceil(await page.evaluate(() => document.documentElement.scrollHeight)) });
  await page.screenshot({ path: 'screenshots/desktop-widget-end.png', animations: 'disabled' });
  expect(errors).toEqual([]);
});

test('a widget link with a bad parameter explains itself inside the frame', async ({ page }) => {
  await host(page, `<!doctype html><title>Bad link</title>
    <iframe title="Fourfold" sandbox="allow-scripts" style="width:600px;height:700px"
            src="${appOrigin}/?embed=1&game=cahoots&difficulty=hard&theme=purple"></iframe>`);
  const app = page.frameLocator('iframe');
  await expect(app.getByRole('alert').first()).toContainText('Use one of: beginner, normal, expert, insane.');
  await expect(app.getByRole('alert').nth(1)).toContainText('Use one of: system, light, dark.');
  // The game's setup, not a blank frame and not a game the link did not mean.
  await expect(app.getByRole('button', { name: 'Start' })).toBeVisible();
  await page.screenshot({ path: 'screenshots/desktop-widget-bad-link.png', animations: 'disabled' });
});

test('a widget link to a game Fourfold does not have says so, without the list of games', async ({ page }) => {
  await host(page, `<!doctype html><title>Unknown game</title>
    <iframe title="Fourfold" sandbox="allow-scripts" style="width:400px;height:600px"
            src="${appOrigin}/?embed=1&game=chess"></iframe>`);
  const app = page.frameLocator('iframe');
  await expect(app.getByRole('alert').first()).toContainText('"chess", which Fourfold does not have');
  await expect(app.getByRole('link', { name: /Open the full app/ })).toBeVisible();
  await expect(app.locator('.game-list')).toHaveCount(0);
});

test('theme=dark and theme=light override the device', async ({ page }) => {
  const background = () => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/?game=foursquare&seed=3&theme=dark');
  await expect(page.locator('svg.board')).toBeVisible();
  expect(await background()).toBe('rgb(20, 24, 29)');
  await expect(page).toHaveURL(/theme=dark/);
  await page.screenshot({ path: 'screenshots/desktop-foursquare-dark.png', animations: 'disabled' });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/?game=foursquare&seed=3&theme=light');
  await expect(page.locator('svg.board')).toBeVisible();
  expect(await background()).toBe('rgb(244, 241, 234)');
  await page.goto('/?game=foursquare&seed=3');
  await expect(page.locator('svg.board')).toBeVisible();
  expect(await background()).toBe('rgb(20, 24, 29)');
});

test("a widget link never replaces the full app's game in progress", async ({ page }) => {
  const errors = [];
  page.on('pageerror', (err) => errors.push(err.message));
  // A game of Cahoots in progress in the full app, two moves in.
  const record = JSON.stringify({
    game: 'cahoots',
    seats: [{ name: 'Ann', controller: 'Human' }, { name: 'Bo', controller: 'Human' }],
    save: { version: SAVE_VERSION, options: { players: 2, difficulty: 'Normal', speed: false, mum: false, open_hands: false }, seed: 5, steps: [] },
  });
  await forgetEverything(page);
  await page.evaluate((json) => localStorage.setItem('fourfold.save.cahoots', json), record);
  // A widget of Cahoots with other seats and settings, on the same site: it deals its
  // own game at once, and plays and saves it.
  await page.goto('/?embed=1&game=cahoots&seats=person,computer,computer&difficulty=beginner');
  await playOne(page);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('fourfold.widget.save.cahoots'))).not.toBeNull();
  // The full app's game is still there, untouched, and the full app resumes it.
  expect(await page.evaluate(() => localStorage.getItem('fourfold.save.cahoots'))).toBe(record);
  await page.goto('/?game=cahoots&resume=1');
  await expect(page.getByRole('heading', { name: 'Pass to Ann' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('Start works in a frame sandboxed without allow-forms, by tap and by Enter, in the full app and the widget', async ({ page }) => {
  // A sandbox without allow-forms blocks every form submission ("Blocked form
  // submission"): the setup must start a game without one.
  const blocked = [];
  page.on('console', (msg) => {
    if (/Blocked form submission/.test(msg.text())) blocked.push(msg.text());
  });
  const board = (app) => app.locator('svg.board');
  // A game begun: a card placed, so a new game is told by its board at move 0 again.
  const begun = async (app) => {
    await expect(board(app)).toHaveAttribute('data-step', '0');
    await board(app).locator('[role=gridcell].legal').first().click();
    await expect(board(app)).toHaveAttribute('data-step', '1');
  };
  const newGame = async (app) => {
    await app.locator('.table-head').getByRole('button', { name: 'Menu', exact: true }).click();
    await app.locator('dialog.sheet[open]').getByRole('button', { name: 'New game' }).click();
    await expect(app.getByRole('heading', { name: 'New game of Foursquare' })).toBeVisible();
  };
  for (const link of ['?game=foursquare', '?embed=1&game=foursquare']) {
    await host(page, `<!doctype html><title>Sandboxed</title>
      <iframe title="Fourfold" sandbox="allow-scripts" style="width:600px;height:700px" src="${appOrigin}/${link}"></iframe>`);
    const app = page.frameLocator('iframe');
    if (link.includes('embed')) {
      // The widget deals at once; its menu's New game opens the setup.
      await begun(app);
      await newGame(app);
    }
    // Start by a tap.
    await app.getByRole('button', { name: 'Start' }).click();
    await begun(app);
    // Enter on Start.
    await newGame(app);
    await app.getByRole('button', { name: 'Start' }).focus();
    await page.keyboard.press('Enter');
    await begun(app);
    // Enter in a player's name field.
    await newGame(app);
    await app.getByRole('textbox', { name: 'Seat 1 name' }).fill('Ann');
    await app.getByRole('textbox', { name: 'Seat 1 name' }).press('Enter');
    await begun(app);
  }
  expect(blocked).toEqual([]);
});
