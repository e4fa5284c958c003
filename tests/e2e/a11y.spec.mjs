// Accessibility: axe-core checks every screen of every game (the list of games, each
// setup, each table as a player sees it, the pass screens, Major Woody's reaction window
// and its claim, Speed Cahoots' seat picker, the rules and the log opened, Foursquare's
// end, the widget, messages; every other game's end in keyboard.spec.mjs, which plays
// each game to it) in the light and the dark colour scheme, and finds no violation of
// WCAG 2.0-2.2 A and AA (2.2's target size among them: 24 CSS pixels) or of its best
// practices.
import { test, expect } from '@playwright/test';
import { audit } from './axe.mjs';
import { GAMES, closeSheet, doneButton, forgetEverything, handRegion, openSheet, startSaved } from './helpers.mjs';

/** Opens `query` with no saved games and waits for `ready`. */
async function open(page, query, ready) {
  await forgetEverything(page);
  await page.goto(`/${query}`);
  await expect(page.locator(ready).first()).toBeVisible();
}

/** Opens the rules, the log and the menu, as a player would, auditing each sheet. */
async function withPanels(page, screen) {
  const found = [];
  for (const name of ['Rules', 'Log', 'Menu']) {
    await openSheet(page, name);
    found.push(...(await audit(page, `${screen}, ${name} open`)));
    await closeSheet(page);
  }
  return found;
}

/** The games (their keys) whose tables the tests below audit. */
const tablesAudited = new Set();

/** A test of `game`'s table (its key), which counts it among the games audited. */
function tableTest(game, title, body) {
  tablesAudited.add(game);
  test(title, body);
}

/** Opens a stored deal of a game whose links never choose one, and waits for `ready`. */
async function openSaved(page, game, seats, seed, ready) {
  await startSaved(page, game, seats, seed, { players: seats.length });
  await expect(page.locator(ready).first()).toBeVisible();
}

test('the list of games, every setup, a bad link and a link choice', async ({ page }) => {
  const found = [];
  await open(page, '', '.game-list');
  // The list the loader draws while the bundle comes is replaced as the bundle mounts:
  // audit the bundle's own, once the loader's is gone (axe run during the swap found an
  // empty page, once in CI).
  await expect(page.locator('#splash')).toHaveCount(0);
  await expect(page.locator('main .game-list')).toBeVisible();
  found.push(...(await audit(page, 'home')));
  for (const { key: game } of GAMES) {
    await open(page, `?game=${game}`, 'button:has-text("Start")');
    found.push(...(await audit(page, `${game} setup`)));
  }
  await open(page, '?game=chess&theme=blue', '.notice');
  found.push(...(await audit(page, 'bad link')));
  await open(page, '?game=foursquare&seed=5', 'svg.board');
  await page.locator('svg.board [role=gridcell].legal').first().click();
  await page.goto('/?game=foursquare&seed=6');
  await expect(page.getByRole('heading', { name: /another deal/i }).or(page.locator('.link-choice'))).toBeVisible();
  found.push(...(await audit(page, 'link choice')));
  expect(found).toEqual([]);
});

tableTest('foursquare', 'Foursquare: the table, its panels, and the end', async ({ page }) => {
  const found = [];
  await open(page, '?game=foursquare&seed=7', 'svg.board');
  found.push(...(await audit(page, 'foursquare')));
  found.push(...(await withPanels(page, 'foursquare')));
  for (let i = 0; i < 80 && !(await page.locator('.outcome').isVisible()); i++) {
    await page.locator('svg.board [role=gridcell].legal').first().click();
  }
  await expect(page.locator('.outcome')).toBeVisible();
  found.push(...(await audit(page, 'foursquare end')));
  expect(found).toEqual([]);
});

tableTest('letters', 'Letter Lines: the table against the computer, and the pass screen', async ({ page }) => {
  const found = [];
  await openSaved(page, 'letters', [['You', 'human'], ['Computer 1', 'computer']], 2, '[role=grid]');
  await handRegion(page).locator('[data-card]').first().click();
  found.push(...(await audit(page, 'letters, a card chosen')));
  found.push(...(await withPanels(page, 'letters')));
  await openSaved(page, 'letters', [['Ann', 'human'], ['Bea', 'human']], 2, '.pass-screen');
  found.push(...(await audit(page, 'letters pass screen')));
  expect(found).toEqual([]);
});

tableTest('woody', 'Major Woody: the table against computers, and the pass screen', async ({ page }) => {
  const found = [];
  await openSaved(page, 'woody', [['You', 'human'], ['Computer 1', 'computer']], 2, '.play');
  await expect(page.locator('.pass-screen')).toHaveCount(0);
  found.push(...(await audit(page, 'woody')));
  found.push(...(await withPanels(page, 'woody')));
  await page.getByRole('list', { name: 'Players' }).getByRole('button').first().click();
  found.push(...(await audit(page, 'woody, the players sheet')));
  await closeSheet(page);
  await openSaved(page, 'woody', [['Ann', 'human'], ['Bea', 'human']], 2, '.pass-screen');
  found.push(...(await audit(page, 'woody pass screen')));
  expect(found).toEqual([]);
});

test('Major Woody: the reaction window, and the hand of whoever claims it', async ({ page }) => {
  const found = [];
  await openSaved(page, 'woody', [['Player 1', 'human'], ['Player 2', 'human']], 9, '.pass-screen');
  await page.getByRole('button', { name: 'I am Player 1: take my turn' }).click();
  const cards = handRegion(page).locator('[data-card]');
  const targets = page.locator('[role=gridcell][aria-label*="you can" i]');
  for (let i = 0; i < (await cards.count()) && !(await targets.count()); i++) await cards.nth(i).click();
  await targets.first().click();
  // The move waits on the board, to be taken back or confirmed.
  found.push(...(await audit(page, 'woody, a move held back')));
  await doneButton(page).click();
  await expect(page.locator('.mw-window')).toBeVisible();
  found.push(...(await audit(page, 'woody reaction window')));
  // The other person may claim the window, whatever they hold; the device goes to them.
  await page.getByRole('button', { name: /: STEAL$/ }).click();
  found.push(...(await audit(page, 'woody, the claim handed over')));
  await page.getByRole('button', { name: /^I am .*: show my cards$/ }).click();
  await expect(handRegion(page)).toHaveCount(1);
  found.push(...(await audit(page, 'woody, the window claimed')));
  expect(found).toEqual([]);
});

tableTest('quaddoku', 'Quad*doku: solo with a tile chosen, and two people (an open game: no pass screen)', async ({ page }) => {
  const found = [];
  await open(page, '?game=quaddoku&seats=person&seed=3', '.play');
  found.push(...(await audit(page, 'quaddoku solo')));
  await page.getByRole('region', { name: /^Pool/ }).getByRole('button').first().click();
  found.push(...(await audit(page, 'quaddoku, a tile chosen')));
  found.push(...(await withPanels(page, 'quaddoku')));
  await open(page, '?game=quaddoku&seats=person,person&seed=3', '.play');
  await expect(page.locator('.pass-screen')).toHaveCount(0);
  found.push(...(await audit(page, 'quaddoku, two people')));
  expect(found).toEqual([]);
});

tableTest('cahoots', 'Cahoots: with a computer team-mate, the pass screen, open hands, Speed\'s seat picker', async ({ page }) => {
  const found = [];
  await open(page, '?game=cahoots&seats=person,computer&seed=4', '[data-card]');
  await handRegion(page).locator('[data-card][aria-label*="fits pile"]').first().click();
  found.push(...(await audit(page, 'cahoots, a card chosen')));
  found.push(...(await withPanels(page, 'cahoots')));
  await page.locator('[id^=ch-goal-]').first().click();
  found.push(...(await audit(page, 'cahoots, a goal\'s details')));
  await closeSheet(page);
  await open(page, '?game=cahoots&seats=person,person&seed=4', '.pass-screen');
  found.push(...(await audit(page, 'cahoots pass screen')));
  await open(page, '?game=cahoots&seats=person,person&open-hands=1&seed=4', '[data-card]');
  found.push(...(await audit(page, 'cahoots open hands')));
  await open(page, '?game=cahoots&seats=person,person&speed=1&seed=4', '#picker-title');
  found.push(...(await audit(page, 'cahoots speed picker')));
  expect(found).toEqual([]);
});

// Every game of index.html has its table audited above: a game added there fails this
// until it has a test of its own.
test('every game has its table audited', () => {
  expect(GAMES.map(({ key }) => key).filter((key) => !tablesAudited.has(key)), 'games with no test of their table').toEqual([]);
});

test('the widget, in each theme', async ({ page }) => {
  const found = [];
  for (const theme of ['light', 'dark']) {
    await open(page, `?embed=1&game=foursquare&seed=9&theme=${theme}`, 'svg.board');
    found.push(...(await audit(page, `widget, theme=${theme}`)));
  }
  expect(found).toEqual([]);
});

test('play across devices: the host\'s devices screen and its invitation, a guest\'s scanning screen and its answer', async ({ page, context }) => {
  await startSaved(page, 'letters', [['Ann', 'human'], ['Bea', 'human']], 7, { players: 2 });
  const menu = await openSheet(page, 'Menu');
  await menu.getByRole('button', { name: 'Play on several devices' }).click();
  await expect(page.getByRole('heading', { name: 'Play on several devices' })).toBeVisible();
  const found = await audit(page, 'the devices screen');
  await page.getByRole('button', { name: 'Invite a device for Bea' }).click();
  await expect(page.getByRole('img', { name: 'The invitation, as a QR code' })).toBeVisible();
  found.push(...(await audit(page, 'an invitation')));
  const link = await page.getByLabel('Invitation link').inputValue();
  const guest = await context.newPage();
  await guest.goto('/?game=letters&join=');
  await expect(guest.getByRole('button', { name: "Scan the host's code with the camera" })).toBeVisible();
  found.push(...(await audit(guest, "a guest's scanning screen")));
  await guest.goto(link);
  await expect(guest.getByLabel('Your answer code')).not.toHaveValue('');
  found.push(...(await audit(guest, "a guest's answer")));
  expect(found).toEqual([]);
});
