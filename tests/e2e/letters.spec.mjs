// Letter Lines end to end: two people passing one device to a win, checking at every
// pass screen that no hand is in the DOM; a person against the computer; a reload in
// the middle; the keyboard; the board standing upright on a phone; screenshots. Letter
// Lines deals every game fresh, so a known deal is started from a stored game.
import { test, expect } from '@playwright/test';
import { activeCell, walkTo } from './keys.mjs';
import { afterMove, handRegion, holdBack, startSaved, steps, watchErrors } from './helpers.mjs';
import { move } from './letters-moves.mjs';

/** Starts deal `seed` of Letter Lines for `seats` ([name, 'human'|'computer']). */
async function start(page, seats, seed) {
  await startSaved(page, 'letters', seats, seed, { players: seats.length });
}

const over = (page) => page.locator('.outcome');
const curtain = (page) => page.getByRole('heading', { name: /^Pass to / });
const board = (page) => page.getByRole('grid', { name: /The board of 48 pictures/ });
const lit = (page) => board(page).locator('[role=gridcell][aria-label*="You can"]');
const handCards = (page) => handRegion(page).locator('[data-card]');
const seat = (page, name) => page.getByRole('list', { name: 'Players' }).getByRole('button', { name: new RegExp(`^${name},`) });

/** Takes the device at the pass screen, if it is up; returns who took it (or null). */
async function takeDevice(page) {
  if (!(await curtain(page).isVisible())) return null;
  const name = (await curtain(page).textContent()).replace('Pass to ', '');
  await page.getByRole('button', { name: `I am ${name}: show my cards` }).click();
  return name;
}

/** The cards on screen now, as their names. */
async function hand(page) {
  return handCards(page).evaluateAll((cards) => cards.map((c) => c.getAttribute('data-card')));
}

test('two people pass one device to a win, and no hand shows behind the pass screen', async ({ page }) => {
  test.setTimeout(180_000);
  const errors = watchErrors(page);
  await start(page, [['Ann', 'human'], ['Bea', 'human']], 7);
  let passes = 0;
  for (let turn = 0; turn < 400 && !(await over(page).isVisible()); turn++) {
    if (await curtain(page).isVisible()) {
      passes += 1;
      const name = (await curtain(page).textContent()).replace('Pass to ', '');
      // Behind the curtain: no hand, no card, not even the board.
      await expect(handRegion(page)).toHaveCount(0);
      await expect(page.locator('[data-card]')).toHaveCount(0);
      await expect(page.locator('[role=gridcell]')).toHaveCount(0);
      await page.getByRole('button', { name: `I am ${name}: show my cards` }).click();
      await expect(handRegion(page)).toBeVisible();
      // Exactly this player's cards are in the DOM: as many as the table says they hold.
      const label = await seat(page, name).getAttribute('aria-label');
      expect(label).toContain('to play');
      const held = Number(label.match(/(\d+) cards/)[1]);
      expect(await page.locator('[data-card]').count()).toBe(held);
    }
    await move(page);
  }
  await expect(over(page)).toContainText(/(Ann|Bea) won: four .* chips in a row/);
  expect(passes).toBeGreaterThan(4);
  // The winning line is shown, and named for screen readers.
  await expect(board(page).locator('[role=gridcell][aria-label*="Part of the winning line"]')).toHaveCount(4);
  expect(errors).toEqual([]);
});

test('a person against the computer never sees a pass screen', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await start(page, [['Ann', 'human'], ['Computer 1', 'computer']], 11);
  for (let turn = 0; turn < 300 && !(await over(page).isVisible()); turn++) {
    await expect(curtain(page)).toHaveCount(0);
    // Wait for our turn (the computer moves after a short pause) or the end.
    await expect
      .poll(async () => (await over(page).isVisible()) || (await seat(page, 'Ann').getAttribute('aria-label')).includes('to play'))
      .toBe(true);
    if (await over(page).isVisible()) break;
    await move(page);
  }
  await expect(over(page)).toBeVisible({ timeout: 15_000 });
  await expect(handCards(page).first()).toBeVisible();
  // Each side's last move is tagged in white on dark, whatever the colour of its space
  // (a space's colour also styles the letter square's tag: the stylesheets' order counts).
  const fills = await page.locator('.lt-board .last-move-mark text.tag').evaluateAll((tags) => tags.map((t) => getComputedStyle(t).fill));
  expect(fills.length).toBeGreaterThan(0);
  expect(fills.every((fill) => fill === 'rgb(255, 255, 255)')).toBe(true);
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
  const moves = await steps(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: `Pass to ${name}` })).toBeVisible();
  await expect(page.locator('[data-card]')).toHaveCount(0);
  await page.getByRole('button', { name: `I am ${name}: show my cards` }).click();
  expect(await hand(page)).toEqual(before);
  expect(await steps(page)).toBe(moves);
  expect(errors).toEqual([]);
});

test('keyboard: choose a card, move on the board with arrows, play with Enter', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await start(page, [['Ann', 'human'], ['Computer 1', 'computer']], 5);
  const cards = handCards(page);
  let chosen = -1;
  for (let i = 0; i < (await cards.count()); i++) {
    await cards.nth(i).focus();
    await page.keyboard.press('Enter');
    if (await lit(page).count()) {
      chosen = i;
      break;
    }
  }
  expect(chosen).toBeGreaterThanOrEqual(0);
  const id = await lit(page).first().getAttribute('id');
  // Shift+Tab from the hand back onto the board: its one tab stop.
  await cards.first().focus();
  await page.keyboard.press('Shift+Tab');
  await expect(board(page)).toBeFocused();
  expect(await board(page).getAttribute('aria-activedescendant')).toBe('lt-0-0');
  await walkTo(page, id, activeCell(board(page)));
  await page.keyboard.press('Enter');
  await expect(page.locator(`#${id}`)).toHaveAttribute('aria-label', /covered by a red circle chip/);
});

test('a picture the chosen card cannot take is refused with its reason and marked, until a move lands', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await start(page, [['Ann', 'human'], ['Computer 1', 'computer']], 5);
  const cards = handCards(page);
  for (let i = 0; i < (await cards.count()) && !(await lit(page).count()); i++) await cards.nth(i).click();
  await expect(lit(page).first()).toBeVisible();
  const open = board(page).locator('[role=gridcell]:not([aria-label*="You can"]):not([aria-label*="covered"])');
  const wrong = await open.first().getAttribute('id');
  await page.locator(`#${wrong}`).click();
  await expect(page.locator('.refusal')).toContainText('Not there:');
  // The mark is on the picture tried, and on no other.
  await expect(board(page).locator('.refused-ring')).toHaveCount(1);
  await expect(page.locator(`#${wrong} .refused-ring`)).toHaveCount(1);
  const right = await lit(page).first().getAttribute('id');
  await afterMove(page, () => page.locator(`#${right}`).click());
  await expect(board(page).locator('.refused-ring')).toHaveCount(0);
  await expect(page.locator('.refusal')).toHaveCount(0);
});

test('letter lines screenshots at phone and desktop size', async ({ page }) => {
  for (const [name, size] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1280, height: 800 }]]) {
    await page.setViewportSize(size);
    await start(page, [['Ann', 'human'], ['Bea', 'human']], 9);
    await page.screenshot({ path: `screenshots/${name}-letters-pass.png`, animations: 'disabled' });
    for (let turn = 0; turn < 9; turn++) {
      await takeDevice(page);
      await move(page);
    }
    await takeDevice(page);
    await handCards(page).first().click();
    await page.screenshot({ path: `screenshots/${name}-letters.png`, animations: 'disabled' });
  }
});

test('on a phone held upright the board stands upright: six columns, and the arrows follow it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Every way up the board is drawn, from the page's start: it waits for its room to be
  // measured, so it is drawn once, upright, and never as dealt first.
  await page.addInitScript(() => {
    window.__turns = [];
    const seen = (turn) => {
      if (turn && window.__turns.at(-1) !== turn) window.__turns.push(turn);
    };
    // A turn changed within one task shows in the record's old value.
    new MutationObserver((records) => {
      for (const r of records) if (r.type === 'attributes') seen(r.oldValue);
      seen(document.querySelector('svg.board')?.getAttribute('data-turn'));
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeOldValue: true, attributeFilter: ['data-turn'] });
  });
  await start(page, [['Ann', 'human'], ['Computer 1', 'computer']], 4);
  await expect(board(page)).toHaveAttribute('data-turn', 'upright');
  expect(await page.evaluate(() => window.__turns)).toEqual(['upright']);
  // The first picture of the second board row is drawn to the right of the first one.
  const first = await page.locator('#lt-0-0').boundingBox();
  const below = await page.locator('#lt-1-0').boundingBox();
  expect(below.x).toBeGreaterThan(first.x + first.width / 2);
  expect(Math.abs(below.y - first.y)).toBeLessThan(2);
  await board(page).focus();
  await page.keyboard.press('ArrowRight');
  await expect(board(page)).toHaveAttribute('aria-activedescendant', 'lt-1-0');
  await page.keyboard.press('ArrowDown');
  await expect(board(page)).toHaveAttribute('aria-activedescendant', 'lt-1-1');
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(board(page)).toHaveAttribute('data-turn', 'as-dealt');
});

test.describe(() => {
  // The computer players' bundle must come from the network, where it is held back: the
  // service worker would serve it from its cache on the second load.
  test.use({ serviceWorkers: 'block' });

  test('the table stays put as the turn passes: the board and the hand keep their places when the computer plays', async ({ page }) => {
    const errors = watchErrors(page);
    const bundle = '**/fourfold-letters-worker_bg.wasm';
    // The board, the hand, and the prompt's line (its words differ in length).
    const boxes = async () => {
      const line = await page.locator('.prompt').boundingBox();
      return [await board(page).boundingBox(), await handRegion(page).boundingBox(), [line.y, line.height]];
    };
    for (const [width, height] of [[390, 844], [844, 390]]) {
      // The computer players' bundle is held back until the table has been measured
      // while the computer thinks, so that its move cannot land first.
      const release = await holdBack(page.context(), bundle);
      await page.setViewportSize({ width, height });
      await start(page, [['Computer 1', 'computer'], ['Ann', 'human']], 5);
      // While the computer thinks, its line stands in the prompt's place, with a button
      // big enough to tap.
      await expect(page.locator('.prompt.thinking')).toHaveText('Computer 1 is playing…');
      const skip = await page.getByRole('button', { name: 'Skip ahead' }).boundingBox();
      expect(skip.height >= 24 && skip.width >= 24 && skip.x + skip.width <= width, JSON.stringify(skip)).toBe(true);
      await expect(board(page)).toBeVisible();
      const thinking = await boxes();
      release();
      await expect(page.locator('.prompt')).toHaveText('Choose a card, then a picture.');
      await expect(page.locator('.since')).toContainText('Computer 1:');
      expect(await boxes(), `${width}x${height}`).toEqual(thinking);
      await page.context().unroute(bundle);
    }
    expect(errors).toEqual([]);
  });
});

test('two against two on a phone: the board holds still while a move is chosen and held for confirming', async ({ page }) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 375, height: 667 });
  await start(page, [['Ann', 'human'], ['Bo', 'human'], ['Cy', 'human'], ['Sam', 'human']], 3);
  await takeDevice(page);
  const box = () => board(page).boundingBox();
  const before = await box();
  for (let i = 0; i < (await handCards(page).count()) && !(await lit(page).count()); i++) await handCards(page).nth(i).click();
  expect(await box(), 'a card chosen').toEqual(before);
  await lit(page).first().click();
  await expect(page.getByRole('button', { name: 'Play it, then pass to Bo' })).toBeVisible();
  expect(await box(), 'the move held, "Play it, then pass to Bo" shown').toEqual(before);
  expect(errors).toEqual([]);
});
