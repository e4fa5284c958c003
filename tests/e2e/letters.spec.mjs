// Letter Lines end to end: two people passing one device to a win, checking at every
// pass screen that no hand is in the DOM; a person against the computer; a reload in
// the middle; screenshots.
import { test, expect } from '@playwright/test';
import { watchErrors } from './helpers.mjs';

/** Opens the setup of Letter Lines and starts a game for `seats` ([name, 'human'|'computer']). */
async function start(page, seats, deal) {
  await page.goto('/?game=letters');
  await page.getByLabel('How many play').selectOption(String(seats.length));
  for (const [i, [name, who]] of seats.entries()) {
    await page.getByLabel(`Seat ${i + 1} name`).fill(name);
    await page.getByLabel('Played by').nth(i).selectOption(who);
  }
  await page.getByLabel('Deal number (leave empty for a random deal)').fill(String(deal));
  await page.getByRole('button', { name: 'Start' }).click();
}

const over = (page) => page.locator('.outcome');
const curtain = (page) => page.getByRole('heading', { name: /^Pass to / });

/** Takes the device at the pass screen, if it is up; returns who took it (or null). */
async function takeDevice(page) {
  if (!(await curtain(page).isVisible())) return null;
  const name = (await curtain(page).textContent()).replace('Pass to ', '');
  await page.getByRole('button', { name: `I am ${name}: show my cards` }).click();
  return name;
}
const handCards = (page) => page.locator('.lt-hand [data-card]');

/** The cards on screen now, as their names. */
async function hand(page) {
  return handCards(page).evaluateAll((cards) => cards.map((c) => c.getAttribute('data-card')));
}

/**
 * One move by the person whose hand is on screen: turn in a dead card if offered, pass if
 * that is all, otherwise the first card with a lit picture, on its first lit picture.
 * Returns once the move has landed (the log grew).
 */
async function move(page) {
  const logCount = async () => Number((await page.locator('details.log summary').textContent()).match(/\d+/)[0]);
  const before = await logCount();
  const turnIn = page.getByRole('button', { name: 'Turn in' });
  if (await turnIn.count()) {
    await turnIn.first().click();
    await expect.poll(logCount).toBeGreaterThan(before);
    return;
  }
  const pass = page.getByRole('button', { name: /^Pass/ });
  if (await pass.count()) {
    await pass.click();
    await expect.poll(logCount).toBeGreaterThan(before);
    return;
  }
  const cards = handCards(page);
  for (let i = 0; i < (await cards.count()); i++) {
    await cards.nth(i).click();
    const targets = page.locator('.space.target');
    if (await targets.count()) {
      await targets.first().click();
      await expect.poll(logCount).toBeGreaterThan(before);
      return;
    }
  }
  throw new Error('no card could be played, and no pass was offered');
}

test('two people pass one device to a win, and no hand shows behind the pass screen', async ({ page }) => {
  test.setTimeout(180_000);
  const errors = watchErrors(page);
  await start(page, [['Ann', 'human'], ['Bea', 'human']], 7);
  let passes = 0;
  for (let turn = 0; turn < 200 && !(await over(page).isVisible()); turn++) {
    if (await curtain(page).isVisible()) {
      passes += 1;
      const name = (await curtain(page).textContent()).replace('Pass to ', '');
      // Behind the curtain: no hand, no card, not even the board.
      await expect(page.locator('.lt-hand')).toHaveCount(0);
      await expect(page.locator('[data-card]')).toHaveCount(0);
      await expect(page.locator('.space')).toHaveCount(0);
      await page.getByRole('button', { name: `I am ${name}: show my cards` }).click();
      await expect(page.locator('.lt-hand')).toBeVisible();
      // Exactly this player's cards are in the DOM: as many as the table says they hold.
      const mover = page.locator('.lt-player.to-move');
      await expect(mover).toContainText(name);
      const held = Number((await mover.locator('.sub').textContent()).match(/(\d+) cards/)[1]);
      expect(await page.locator('[data-card]').count()).toBe(held);
    }
    await move(page);
  }
  await expect(over(page)).toContainText(/(Ann|Bea) won: four .* chips in a row/);
  expect(passes).toBeGreaterThan(4);
  // The winning line is shown, and named for screen readers.
  await expect(page.locator('.space.in-line')).toHaveCount(4);
  await expect(page.locator('.space.in-line').first()).toHaveAttribute('aria-label', /Part of the winning line/);
  expect(errors).toEqual([]);
});

test('a person against the computer never sees a pass screen', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await start(page, [['Ann', 'human'], ['Computer 1', 'computer']], 11);
  for (let turn = 0; turn < 200 && !(await over(page).isVisible()); turn++) {
    await expect(curtain(page)).toHaveCount(0);
    // Wait for our turn (the computer moves after a short pause) or the end.
    await expect(page.locator('.lt-player.to-move, .outcome').first()).toBeVisible();
    if (await over(page).isVisible()) break;
    if (!(await page.locator('.lt-player.to-move').textContent()).includes('Ann')) {
      await page.waitForTimeout(200);
      continue;
    }
    await move(page);
  }
  await expect(over(page)).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.lt-hand [data-card]').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('a reload in the middle brings back the pass screen, then the same hand', async ({ page }) => {
  const errors = watchErrors(page);
  await start(page, [['Ann', 'human'], ['Bea', 'human']], 3);
  for (let turn = 0; turn < 4; turn++) {
    await takeDevice(page);
    await move(page);
  }
  await expect(curtain(page)).toBeVisible();
  const name = await takeDevice(page);
  const before = await hand(page);
  const log = await page.locator('details.log summary').textContent();
  await page.reload();
  await expect(page.getByRole('heading', { name: `Pass to ${name}` })).toBeVisible();
  await expect(page.locator('[data-card]')).toHaveCount(0);
  await page.getByRole('button', { name: `I am ${name}: show my cards` }).click();
  expect(await hand(page)).toEqual(before);
  await expect(page.locator('details.log summary')).toHaveText(log);
  expect(errors).toEqual([]);
});

test('keyboard: choose a card, move on the board with arrows, play with Enter', async ({ page }) => {
  await start(page, [['Ann', 'human'], ['Computer 1', 'computer']], 5);
  const cards = handCards(page);
  let chosen = -1;
  for (let i = 0; i < (await cards.count()); i++) {
    await cards.nth(i).focus();
    await page.keyboard.press('Enter');
    if (await page.locator('.space.target').count()) {
      chosen = i;
      break;
    }
  }
  expect(chosen).toBeGreaterThanOrEqual(0);
  const target = page.locator('.space.target').first();
  const id = await target.getAttribute('id');
  const [, row, col] = id.match(/lt-(\d)-(\d)/).map(Number);
  // Shift+Tab from the hand back onto the board: its one tab stop.
  await cards.first().focus();
  await page.keyboard.press('Shift+Tab');
  await expect(page.locator('.space:focus')).toHaveCount(1);
  const entry = await page.locator('.space:focus').getAttribute('id');
  expect(entry).toBe('lt-0-0');
  for (let r = 0; r < row; r++) await page.keyboard.press('ArrowDown');
  for (let c = 0; c < col; c++) await page.keyboard.press('ArrowRight');
  await expect(page.locator(`#${id}`)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator(`#${id}`)).toHaveAttribute('aria-label', /covered by a red circle chip/);
});

test('letter lines screenshots at phone and desktop size', async ({ page }) => {
  for (const [name, size] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1280, height: 900 }]]) {
    await page.setViewportSize(size);
    await start(page, [['Ann', 'human'], ['Bea', 'human']], 9);
    await page.screenshot({ path: `screenshots/${name}-letters-pass.png`, fullPage: true, animations: 'disabled' });
    for (let turn = 0; turn < 9; turn++) {
      await takeDevice(page);
      await move(page);
    }
    await takeDevice(page);
    await handCards(page).first().click();
    await page.screenshot({ path: `screenshots/${name}-letters.png`, fullPage: true, animations: 'disabled' });
    await page.evaluate(() => localStorage.clear());
  }
});

test('on a phone held upright the board turns: six columns, and the arrows follow it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await start(page, [['Ann', 'human'], ['Computer 1', 'computer']], 4);
  const columns = await page.locator('.lt-board').evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
  expect(columns).toBe(6);
  // The first picture of the second board row is drawn to the right of the first one.
  const first = await page.locator('#lt-0-0').boundingBox();
  const below = await page.locator('#lt-1-0').boundingBox();
  expect(below.x).toBeGreaterThan(first.x + first.width / 2);
  expect(Math.abs(below.y - first.y)).toBeLessThan(2);
  await page.locator('#lt-0-0').focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('#lt-1-0')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('#lt-1-1')).toBeFocused();
  await page.setViewportSize({ width: 1280, height: 900 });
  const wide = await page.locator('.lt-board').evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
  expect(wide).toBe(8);
});
