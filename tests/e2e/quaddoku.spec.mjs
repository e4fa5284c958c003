// Quad*doku end to end: a solo game by clicks and keys to its end with the personal best,
// two people on one device (no pass screen) laying tiles by drag and tap, a reload in the
// middle of a move, a game against the computer to its end, and screenshots.
import { test, expect } from '@playwright/test';
import { forgetEverything, logLines, watchErrors } from './helpers.mjs';

const grid = (page) => page.getByRole('grid', { name: /^The grid/ });
const cell = (page, r, c) => page.locator(`#qd-cell-${r}-${c}`);
const pool = (page) => page.getByRole('region', { name: /^Pool: \d+ tiles$/ });
const poolTile = (page, tile) => pool(page).locator(`[data-tile="${tile}"]`);
const preview = (page) => page.getByRole('list', { name: 'This move' }).getByRole('listitem');
const prompt = (page) => page.locator('.prompt');

/** Sets up Quad*doku from the home screen: `people` and `computers` seats, the rulebook's start. */
async function setUp(page, { names, computers = [], goal, level }) {
  await forgetEverything(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'New game of Quad*doku' }).click();
  const seats = names.length;
  if (seats > 1) await page.getByLabel('How many play').selectOption(String(seats));
  for (let i = 0; i < seats; i++) {
    await page.getByLabel(`Seat ${i + 1} name`).fill(names[i]);
    await page.getByLabel('Played by').nth(i).selectOption(computers.includes(i) ? 'computer' : 'human');
    if (level && computers.includes(i)) await page.getByLabel(`Seat ${i + 1} level`).selectOption(level);
  }
  if (goal) await page.getByLabel('Play for').selectOption(goal);
  await page.getByLabel('Starting Quad*doku').selectOption('rulebook');
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(grid(page)).toBeVisible();
}

/** The four words and their sums, as the middle of the grid lists them. */
async function words(page) {
  const lines = await grid(page).locator('.qd-words > g').evaluateAll((gs) =>
    gs.map((g) => [...g.querySelectorAll('text')].map((t) => t.textContent).join(' ')),
  );
  return lines;
}

test('solo: a word by clicks, a word by keys, then stop: the score and a personal best', async ({ page }) => {
  const errors = watchErrors(page);
  await setUp(page, { names: ['Sam'] });
  expect(await words(page)).toEqual(['Top BEAT 10', 'Left BATH 10', 'Right TAKE 10', 'Bottom HARE 10']);
  // Clicks: E3 from the pool, then the A of BEAT.
  await poolTile(page, 'E3').click();
  await expect(poolTile(page, 'E3')).toHaveAttribute('aria-pressed', 'true');
  await cell(page, 0, 2).click();
  await expect(preview(page)).toHaveText(['BEET: 3 + 1 + 3 + 3 = 10, a doku: 20']);
  await expect(cell(page, 0, 2)).toHaveAttribute('aria-label', /E worth 3 laid this turn over A worth 3/);
  await page.getByRole('button', { name: 'Play for 20' }).click();
  expect(await logLines(page)).toContain('played BEET (doku, 20): 20 points');

  // Keys: to the top left corner, type M (the lowest M, M3), Up for M4, Enter.
  await grid(page).focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('m');
  await expect(preview(page)).toHaveText([
    'MEET: 3 + 1 + 3 + 3 = 10, a doku: 20',
    'MATH: 3 + 1 + 2 + 4 = 10, a doku: 20',
  ]);
  await page.keyboard.press('ArrowUp');
  await expect(preview(page)).toHaveText(['MEET: 4 + 1 + 3 + 3 = 11', 'MATH: 4 + 1 + 2 + 4 = 11']);
  // A refused word is named, and the move waits until it is mended.
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('x');
  await expect(preview(page).filter({ hasText: 'MXTH' })).toHaveText('MXTH: not in the word list');
  await expect(prompt(page)).toContainText('Not every word is in the word list');
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('MXTH is not in the word list');
  await grid(page).focus();
  await page.keyboard.press('Delete');
  await expect(preview(page)).toHaveCount(2);
  await page.getByRole('button', { name: 'Play for 22' }).click();
  await expect(page.locator('.counts')).toContainText('42 points');

  await page.getByRole('button', { name: 'Stop here' }).click();
  await expect(page.locator('.outcome')).toContainText('Game over: you stopped. Score: 42.');
  await expect(page.locator('.qd-best')).toHaveText('Your first score for most points: 42. It is your personal best.');
  expect(await page.evaluate(() => localStorage.getItem('fourfold.quaddoku.best.points'))).toBe('42');

  // The next deal on the same table: its best before is this game's, which a lower score
  // keeps.
  await page.getByRole('button', { name: 'New deal' }).click();
  await expect(page.locator('.qd-best')).toHaveText('Personal best for most points: 42.');
  await page.getByRole('button', { name: 'Stop here' }).click();
  await expect(page.locator('.outcome')).toContainText('Score: 0.');
  await expect(page.locator('.qd-best')).toHaveText('Personal best for most points: 42.');
  expect(await page.evaluate(() => localStorage.getItem('fourfold.quaddoku.best.points'))).toBe('42');
  expect(errors).toEqual([]);
});

test('two people share the device: no pass screen, a drag, a reload mid-move, passes end it', async ({ page }) => {
  const errors = watchErrors(page);
  await setUp(page, { names: ['Leslie', 'Ron'] });
  await expect(prompt(page)).toContainText("Leslie's turn.");
  // Leslie: E over the A in BEAT by drag, U and B over the A and K in TAKE by taps.
  await poolTile(page, 'E3').dragTo(cell(page, 0, 2));
  await poolTile(page, 'U2').click();
  await cell(page, 1, 3).click();
  await poolTile(page, 'B3').click();
  await cell(page, 2, 3).click();
  await expect(preview(page)).toHaveText([
    'BEET: 3 + 1 + 3 + 3 = 10, a doku: 20',
    'TUBE: 3 + 2 + 3 + 1 = 9',
  ]);
  // A reload keeps the tiles laid.
  await page.reload();
  await expect(preview(page)).toHaveCount(2);
  await page.getByRole('button', { name: 'Play for 29' }).click();
  await expect(page.getByRole('heading', { name: /^Pass to / })).toHaveCount(0);
  await expect(prompt(page)).toContainText("Ron's turn.");
  // Ron: M over the B (MEET), O over the A of BATH (MOTH).
  await poolTile(page, 'M4').click();
  await cell(page, 0, 0).click();
  await poolTile(page, 'O1').click();
  await cell(page, 1, 0).click();
  await page.getByRole('button', { name: 'Play for 22' }).click();
  await page.getByRole('button', { name: 'Pass' }).click();
  await expect(prompt(page)).toContainText("Ron's turn.");
  await page.reload();
  await expect(prompt(page)).toContainText("Ron's turn.");
  await page.getByRole('button', { name: 'Pass' }).click();
  await expect(page.locator('.outcome')).toContainText('Leslie won: every player passed in a row. Scores: Leslie 29, Ron 22.');
  expect(errors).toEqual([]);
});

test('on a phone the grid holds still while tiles are laid, refused, taken back and played, and after the computer plays', async ({ page }) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 360, height: 640 });
  await setUp(page, { names: ['Ann', 'Cass'], computers: [1], level: 'easy' });
  await expect(prompt(page)).toContainText('Your turn. Lay a tile');
  // The grid's box two frames on, once whatever the last change set off is laid out.
  const box = async () => {
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    return grid(page).boundingBox();
  };
  const before = await box();
  await poolTile(page, 'E3').click();
  await cell(page, 0, 2).click();
  await expect(preview(page)).toHaveText(['BEET: 3 + 1 + 3 + 3 = 10, a doku: 20']);
  expect(await box(), 'one word laid').toEqual(before);
  await poolTile(page, 'U2').click();
  await cell(page, 1, 3).click();
  await poolTile(page, 'B3').click();
  await cell(page, 2, 3).click();
  await expect(preview(page)).toHaveCount(2);
  expect(await box(), 'two words laid').toEqual(before);
  // X over the B of BEET and BATH: XEET and XATH are no words; the grid's middle strikes
  // them through.
  await poolTile(page, 'X8').click();
  await cell(page, 0, 0).click();
  await expect(prompt(page)).toHaveText('Not every word is in the word list: change a tile, or take it back.');
  await expect(grid(page).locator('.qd-words .refused .word')).toHaveText(['XEET', 'XATH']);
  expect(await box(), 'a word refused').toEqual(before);
  await page.getByRole('button', { name: 'Take back' }).click();
  await expect(preview(page)).toHaveCount(0);
  await expect(grid(page).locator('.qd-words .refused')).toHaveCount(0);
  expect(await box(), 'taken back').toEqual(before);
  await poolTile(page, 'E3').click();
  await cell(page, 0, 2).click();
  await page.getByRole('button', { name: 'Play for 20' }).click();
  // The computer plays or passes; either way Ann's turn comes back, told what it did.
  await expect(prompt(page)).toContainText('Your turn. Lay a tile', { timeout: 20_000 });
  expect(await box(), "after the computer's turn").toEqual(before);
  expect(errors).toEqual([]);
});

test('against the computer: it lays its tiles and the game runs to its end', async ({ page }) => {
  const errors = watchErrors(page);
  await setUp(page, { names: ['Ann', 'Cass'], computers: [1], level: 'easy' });
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
  expect((await logLines(page)).some((l) => l.startsWith('Cass: played') || l.startsWith('Cass: made'))).toBe(true);
  // Stacks grow over a game: some cell holds more than one tile.
  await expect(grid(page).locator('[role=gridcell][aria-label*="stack of"]').first()).toBeVisible();
  await page.screenshot({ path: 'screenshots/desktop-quaddoku-end.png', animations: 'disabled' });
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

test('on a phone a finger drags a tile from the pool to the grid on one screen; a tap still selects', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, baseURL });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await setUp(page, { names: ['Ann', 'Bo'] });
  const hand = await finger(page);
  // A tap selects a tile and a second tap lets it go: no drag without movement.
  const at = await centre(poolTile(page, 'E3'));
  await hand.down(at.x, at.y);
  await hand.up();
  await expect(poolTile(page, 'E3')).toHaveAttribute('aria-pressed', 'true');
  await hand.down(at.x, at.y);
  await hand.up();
  await expect(poolTile(page, 'E3')).toHaveAttribute('aria-pressed', 'false');
  // The grid and the pool share the screen: the page never scrolls.
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(844);
  expect((await cell(page, 0, 2).boundingBox()).y).toBeGreaterThanOrEqual(0);
  await hand.down(at.x, at.y);
  const target = await centre(cell(page, 0, 2));
  for (let y = at.y; y > target.y + 44; y -= 60) await hand.move(at.x + ((target.x - at.x) * (at.y - y)) / (at.y - target.y), y);
  await expect(page.locator('.qd-ghost')).toBeVisible();
  await page.screenshot({ path: 'screenshots/phone-quaddoku-drag.png', animations: 'disabled' });
  // The tile floats above the finger and lands on the cell under it.
  await hand.move(target.x, target.y + 44);
  await hand.up();
  await expect(page.locator('.qd-ghost')).toHaveCount(0);
  await expect(preview(page)).toHaveText(['BEET: 3 + 1 + 3 + 3 = 10, a doku: 20']);
  await expect(poolTile(page, 'E3')).toHaveAttribute('aria-pressed', 'false');
  await page.screenshot({ path: 'screenshots/phone-quaddoku-dropped.png', animations: 'disabled' });
  expect(errors).toEqual([]);
  await context.close();
});

test('quad*doku screenshots at phone and desktop size', async ({ browser, baseURL }) => {
  for (const [name, viewport] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1280, height: 800 }]]) {
    const page = await browser.newPage({ viewport, baseURL });
    await setUp(page, { names: ['Ann', 'Bo'] });
    await page.screenshot({ path: `screenshots/${name}-quaddoku.png`, animations: 'disabled' });
    await poolTile(page, 'E3').click();
    await cell(page, 0, 2).click();
    await poolTile(page, 'X8').click();
    await cell(page, 1, 3).click();
    await page.screenshot({ path: `screenshots/${name}-quaddoku-preview.png`, animations: 'disabled' });
    await page.close();
  }
});

test('the hint tells the best score, and asked again lays that move ready to play or take back', async ({ page }) => {
  const errors = watchErrors(page);
  await setUp(page, { names: ['Sam'] });
  await page.getByRole('button', { name: 'Hint' }).click();
  const told = page.locator('.note').filter({ hasText: /The best move scores \d+\./ });
  await expect(told).toBeVisible();
  const best = (await told.textContent()).match(/scores (\d+)/)[1];
  await page.getByRole('button', { name: 'Show the move' }).click();
  await expect(page.getByRole('button', { name: `Play for ${best}` })).toBeEnabled();
  await expect(preview(page).first()).toBeVisible();
  await page.getByRole('button', { name: 'Take back' }).click();
  await expect(preview(page)).toHaveCount(0);
  // The position the hint was worked out for is back: it still offers its move.
  await expect(page.getByRole('button', { name: 'Show the move' })).toBeVisible();
  expect(errors).toEqual([]);
});
