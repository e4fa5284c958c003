// Quad*doku end to end: a solo game by clicks and keys to its end with the personal best,
// two people on one device (no pass screen) laying tiles by drag and tap, a reload in the
// middle of a move, a game against the computer to its end, and screenshots.
import { test, expect } from '@playwright/test';
import { forgetEverything, watchErrors } from './helpers.mjs';

const grid = (page) => page.locator('svg.qd-grid');
const cell = (page, r, c) => page.locator(`#qd-cell-${r}-${c}`);
const poolTile = (page, tile) => page.locator(`.qd-pool-tile[data-tile="${tile}"]`);

/** Sets up Quad*doku from the home screen: `people` and `computers` seats, the rulebook's start. */
async function setUp(page, { names, computers = [], goal, strength }) {
  await forgetEverything(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'New game of Quad*doku' }).click();
  const seats = names.length;
  if (seats > 1) await page.getByLabel('How many play').selectOption(String(seats));
  for (let i = 0; i < seats; i++) {
    await page.getByLabel(`Seat ${i + 1} name`).fill(names[i]);
    await page.getByLabel('Played by').nth(i).selectOption(computers.includes(i) ? 'computer' : 'human');
  }
  if (goal) await page.getByLabel('Play for').selectOption(goal);
  if (strength) await page.getByLabel('Computer players').selectOption(strength);
  await page.getByLabel('Starting Quad*doku').selectOption('rulebook');
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(grid(page)).toBeVisible();
}

async function words(page) {
  return page.locator('.qd-words li').allInnerTexts();
}

test('solo: a word by clicks, a word by keys, then stop: the score and a personal best', async ({ page }) => {
  const errors = watchErrors(page);
  await setUp(page, { names: ['Sam'] });
  expect(await words(page)).toEqual([
    'top row: BEAT 10, doku',
    'left column: BATH 10, doku',
    'right column: TAKE 10, doku',
    'bottom row: HARE 10, doku',
  ]);
  // Clicks: E3 from the pool, then the A of BEAT.
  await poolTile(page, 'E3').click();
  await expect(poolTile(page, 'E3')).toHaveAttribute('aria-pressed', 'true');
  await cell(page, 0, 2).click();
  await expect(page.locator('.qd-preview')).toHaveText('BEET: 3 + 1 + 3 + 3 = 10, a doku: 20');
  await expect(cell(page, 0, 2)).toHaveAttribute('aria-label', /E worth 3 laid this turn over A worth 3/);
  await page.getByRole('button', { name: 'Play for 20' }).click();
  await expect(page.locator('.qd-history li')).toHaveText(['BEET (doku) 20 = 20']);

  // Keys: to the top left corner, type M (the lowest M, M3), Up for M4, Enter.
  await grid(page).focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('m');
  await expect(page.locator('.qd-preview li')).toHaveText([
    'MEET: 3 + 1 + 3 + 3 = 10, a doku: 20',
    'MATH: 3 + 1 + 2 + 4 = 10, a doku: 20',
  ]);
  await page.keyboard.press('ArrowUp');
  await expect(page.locator('.qd-preview li')).toHaveText(['MEET: 4 + 1 + 3 + 3 = 11', 'MATH: 4 + 1 + 2 + 4 = 11']);
  // A refused word is named and the move stays laid.
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('x');
  await expect(page.locator('.qd-preview li.refused')).toHaveText('MXTH: not in the word list');
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('MXTH is not in the word list');
  await grid(page).focus();
  await page.keyboard.press('Delete');
  await expect(page.locator('.qd-preview li')).toHaveCount(2);
  await page.getByRole('button', { name: 'Play for 22' }).click();
  await expect(page.locator('.qd-scores tbody td').first()).toHaveText('42');

  await page.getByRole('button', { name: 'Stop here' }).click();
  await expect(page.locator('.outcome')).toContainText('Sam won: you stopped. Score: 42.');
  await expect(page.locator('.qd-best')).toHaveText('Your first score for most points: 42. It is your personal best.');
  expect(await page.evaluate(() => localStorage.getItem('fourfold.quaddoku.best.points'))).toBe('42');
  expect(errors).toEqual([]);
});

test('two people share the device: no pass screen, a drag, a reload mid-move, passes end it', async ({ page }) => {
  const errors = watchErrors(page);
  await setUp(page, { names: ['Leslie', 'Ron'] });
  await expect(page.locator('.qd-turn')).toHaveText("Leslie's turn.");
  // Leslie: E over the A in BEAT by drag, U and B over the A and K in TAKE by taps.
  await poolTile(page, 'E3').dragTo(cell(page, 0, 2));
  await poolTile(page, 'U2').click();
  await cell(page, 1, 3).click();
  await poolTile(page, 'B3').click();
  await cell(page, 2, 3).click();
  await expect(page.locator('.qd-preview li')).toHaveText([
    'BEET: 3 + 1 + 3 + 3 = 10, a doku: 20',
    'TUBE: 3 + 2 + 3 + 1 = 9',
  ]);
  // A reload keeps the tiles laid.
  await page.reload();
  await expect(page.locator('.qd-preview li')).toHaveCount(2);
  await page.getByRole('button', { name: 'Play for 29' }).click();
  await expect(page.locator('.pass-screen')).toHaveCount(0);
  await expect(page.locator('.qd-turn')).toHaveText("Ron's turn.");
  // Ron: M over the B (MEET), O over the A of BATH (MOTH).
  await poolTile(page, 'M4').click();
  await cell(page, 0, 0).click();
  await poolTile(page, 'O1').click();
  await cell(page, 1, 0).click();
  await page.getByRole('button', { name: 'Play for 22' }).click();
  await page.getByRole('button', { name: 'Pass' }).click();
  await expect(page.locator('.qd-turn')).toHaveText("Ron's turn.");
  await page.reload();
  await expect(page.locator('.qd-turn')).toHaveText("Ron's turn.");
  await page.getByRole('button', { name: 'Pass' }).click();
  await expect(page.locator('.outcome')).toContainText('Leslie won: every player passed in a row. Scores: Leslie 29, Ron 22.');
  expect(errors).toEqual([]);
});

test('against the computer: it lays its tiles and the game runs to its end', async ({ page }) => {
  const errors = watchErrors(page);
  await setUp(page, { names: ['Ann', 'Cass'], computers: [1], strength: 'casual' });
  let turns = 0;
  while (!(await page.locator('.outcome').isVisible())) {
    const pass = page.getByRole('button', { name: 'Pass' });
    if (await pass.isVisible()) {
      await pass.click();
      turns += 1;
    }
    await page.waitForTimeout(200);
    expect(turns).toBeLessThan(40);
  }
  await expect(page.locator('.outcome')).toContainText(/Cass won|A tie/);
  await expect(page.locator('.qd-history li').first()).toContainText('Cass:');
  // Stacks grow over a game: some cell holds more than one tile.
  await expect(page.locator('svg.qd-grid [role=gridcell][aria-label*="stack of"]').first()).toBeVisible();
  await page.screenshot({ path: 'screenshots/desktop-quaddoku-end.png', fullPage: true, animations: 'disabled' });
  expect(errors).toEqual([]);
});

/** A finger on the page, driven through the Chrome DevTools Protocol (touch, not mouse). */
async function finger(page) {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type, points) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });
  return {
    down: (x, y) => touch('touchStart', [{ x, y }]),
    move: (x, y) => touch('touchMove', [{ x, y }]),
    up: () => touch('touchEnd', []),
  };
}

/** The centre of a locator's box, in viewport pixels. */
async function centre(locator) {
  const box = await locator.boundingBox();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

test('on a phone a finger drags a tile to the grid, scrolling up to it; a tap still selects', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, baseURL });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await setUp(page, { names: ['Ann', 'Bo'] });
  const hand = await finger(page);
  // A tap selects a tile and a second tap lets it go: no drag without movement.
  await poolTile(page, 'E3').scrollIntoViewIfNeeded();
  let at = await centre(poolTile(page, 'E3'));
  await hand.down(at.x, at.y);
  await hand.up();
  await expect(poolTile(page, 'E3')).toHaveAttribute('aria-pressed', 'true');
  await hand.down(at.x, at.y);
  await hand.up();
  await expect(poolTile(page, 'E3')).toHaveAttribute('aria-pressed', 'false');
  // The pool starts below the fold of the grid: holding the tile at the top edge scrolls up.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  at = await centre(poolTile(page, 'E3'));
  expect((await cell(page, 0, 2).boundingBox()).y).toBeLessThan(0);
  await hand.down(at.x, at.y);
  for (let y = at.y; y > 60; y -= 60) await hand.move(at.x, y);
  await hand.move(at.x, 60);
  await expect(page.locator('.qd-ghost')).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 10000 }).toBe(0);
  await page.screenshot({ path: 'screenshots/phone-quaddoku-drag.png', animations: 'disabled' });
  // The tile floats above the finger and lands on the cell under it.
  const target = await centre(cell(page, 0, 2));
  await hand.move(target.x, target.y + 44);
  await hand.up();
  await expect(page.locator('.qd-ghost')).toHaveCount(0);
  await expect(page.locator('.qd-preview li')).toHaveText(['BEET: 3 + 1 + 3 + 3 = 10, a doku: 20']);
  await expect(poolTile(page, 'E3')).toHaveAttribute('aria-pressed', 'false');
  await page.screenshot({ path: 'screenshots/phone-quaddoku-dropped.png', fullPage: true, animations: 'disabled' });
  expect(errors).toEqual([]);
  await context.close();
});

test('quad*doku screenshots at phone and desktop size', async ({ browser, baseURL }) => {
  for (const [name, viewport] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1280, height: 900 }]]) {
    const page = await browser.newPage({ viewport, baseURL });
    await setUp(page, { names: ['Ann', 'Bo'] });
    await page.screenshot({ path: `screenshots/${name}-quaddoku.png`, fullPage: true, animations: 'disabled' });
    await poolTile(page, 'E3').click();
    await cell(page, 0, 2).click();
    await poolTile(page, 'X8').click();
    await cell(page, 1, 3).click();
    await page.screenshot({ path: `screenshots/${name}-quaddoku-preview.png`, fullPage: true, animations: 'disabled' });
    await page.close();
  }
});
