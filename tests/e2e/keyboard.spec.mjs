// Every game played with the keyboard alone: set up from the list of games, the device
// passed at its pass screens, and played to its end, each action a key press (Tab to a
// control, Enter on it; arrows on a board, Enter to act). See keys.mjs: nothing here
// clicks, fills or focuses. Each game's end, so reached, is audited by axe-core too.
import { readFileSync } from 'node:fs';
import { test, expect } from '@playwright/test';
import { audit } from './axe.mjs';
import { handRegion, startSaved, watchErrors } from './helpers.mjs';
import { activeCell, hasFocus, landing, press, setUpByKeys, tabTo, takeDevice, walkTo } from './keys.mjs';

const over = (page) => page.locator('.outcome');

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('Foursquare by keys: set up, every card placed with arrows and Enter, to the end', async ({ page }) => {
  const errors = watchErrors(page);
  await setUpByKeys(page, 'Foursquare', [['Sol', 'human']], 3);
  const grid = page.locator('svg.board');
  await tabTo(page, grid);
  let moves = 0;
  while (!(await over(page).isVisible())) {
    const step = Number(await grid.getAttribute('data-step'));
    const legal = await grid.locator('[role=gridcell].legal').first().getAttribute('id');
    await walkTo(page, legal, activeCell(grid));
    await page.keyboard.press('Enter');
    await expect(grid).toHaveAttribute('data-step', String(step + 1));
    moves += 1;
    expect(moves).toBeLessThan(60);
  }
  await expect(over(page)).toContainText(/won|Lost|lost/);
  expect(moves).toBeGreaterThan(10);
  expect(errors).toEqual([]);
});

/** The board of a game with an ARIA grid of places. */
const gridOf = (page, name) => page.getByRole('grid', { name });

/** Walks `grid`'s cursor to the place `id` and presses Enter there. */
async function enterOn(page, grid, id) {
  if (!(await hasFocus(grid))) await tabTo(page, grid, { back: true });
  const upright = (await grid.getAttribute('data-turn')) === 'upright';
  await walkTo(page, id, activeCell(grid), { upright });
  await page.keyboard.press('Enter');
}

/** Letter Lines: pass, a chosen dead card turned in, or the first card that lights a picture, on its first lit picture. */
async function lettersMove(page) {
  const pass = page.getByRole('button', { name: /^Pass/ });
  if (await pass.count()) return landing(page, () => press(page, pass));
  const board = gridOf(page, /The board of 48 pictures/);
  const lit = board.locator('[role=gridcell][aria-label*="You can"]');
  const cards = handRegion(page).locator('[data-card]');
  for (let i = 0; i < (await cards.count()); i++) {
    await press(page, cards.nth(i));
    const turnIn = page.getByRole('button', { name: /^Turn in/ });
    if (await turnIn.count()) return landing(page, () => press(page, turnIn));
    if (!(await lit.count())) continue;
    const id = await lit.first().getAttribute('id');
    return landing(page, () => enterOn(page, board, id));
  }
  throw new Error('no card could be played, and no pass was offered');
}

test('Letter Lines by keys: set up from the list, then two people pass the device to a win', async ({ page }) => {
  test.setTimeout(180_000);
  const errors = watchErrors(page);
  // Set up by keys: every Letter Lines deal is fresh, so the game to play to its end is
  // then a known one, stored.
  await setUpByKeys(page, 'Letter Lines', [['Ann', 'human'], ['Bea', 'human']], null);
  await expect(page.getByRole('heading', { name: 'Pass to Ann' })).toBeVisible();
  await startSaved(page, 'letters', [['Ann', 'human'], ['Bea', 'human']], 7, { players: 2 });
  let passes = 0;
  for (let turn = 0; turn < 200 && !(await over(page).isVisible()); turn++) {
    if (await takeDevice(page)) passes += 1;
    await lettersMove(page);
  }
  await expect(over(page)).toContainText(/(Ann|Bea) won: four .* chips in a row/);
  expect(passes).toBeGreaterThan(4);
  expect(await audit(page, 'letters end')).toEqual([]);
  expect(errors).toEqual([]);
});

const woodyBoard = (page) => gridOf(page, /The board of 80 spaces/);
const woodyTargets = (page) => woodyBoard(page).locator('[role=gridcell][aria-label*="you can" i]');

/** Walks Major Woody's board to its first lit space and presses Enter there. */
async function woodyOnTarget(page) {
  const id = await woodyTargets(page).first().getAttribute('id');
  await enterOn(page, woodyBoard(page), id);
}

/** Major Woody: a lit space, a choice of four, a pass, the first card that lights a space (a SWAP: two spaces), or a used card turned in. */
async function woodyMove(page) {
  if (await woodyTargets(page).count()) return landing(page, () => woodyOnTarget(page));
  const choice = page.getByRole('button', { name: /^These four/ });
  if (await choice.count()) return landing(page, () => press(page, choice.first()));
  const pass = page.getByRole('button', { name: /^Pass: discard / });
  if (await pass.count()) return landing(page, () => press(page, pass));
  const cards = handRegion(page).locator('[data-card]');
  const turnIn = page.getByRole('button', { name: 'Turn in this used card' });
  let used = -1;
  for (let i = 0; i < (await cards.count()); i++) {
    await press(page, cards.nth(i));
    if (used < 0 && (await turnIn.count())) used = i;
    if (!(await woodyTargets(page).count())) continue;
    if (/SWAP/.test(await cards.nth(i).getAttribute('data-card'))) {
      await woodyOnTarget(page);
      await expect(woodyBoard(page).locator('[aria-label*="Chosen to swap"]')).toHaveCount(1);
    }
    return landing(page, () => woodyOnTarget(page));
  }
  if (used >= 0) {
    await press(page, cards.nth(used));
    return landing(page, () => press(page, turnIn));
  }
  throw new Error('no card could be played, and no pass was offered');
}

/**
 * One step of a Major Woody game between Ann and Bea: at a reaction window, the other
 * claims a STEAL by keys when `steal`, takes the device, and then plays it or hands the
 * device back, else the mover takes their turn; at a pass screen, whoever is named takes
 * the device; else a move. Returns true when a STEAL was played.
 */
async function woodyStep(page, steal) {
  if (await page.getByRole('region', { name: / drew / }).isVisible()) {
    const mover = (await page.locator('#window-title').textContent()).split(' drew ')[0];
    const other = mover === 'Ann' ? 'Bea' : 'Ann';
    if (steal) {
      await press(page, page.getByRole('button', { name: `${other}: STEAL` }));
      await press(page, page.getByRole('button', { name: `I am ${other}: show my cards` }));
      await expect(handRegion(page)).toHaveAccessibleName(`Your hand, ${other}`);
      if (await woodyTargets(page).count()) {
        await landing(page, () => woodyOnTarget(page));
        // The device goes back to the mover, and their pass screen says who stole.
        await expect(page.getByRole('region', { name: `Pass to ${mover}` })).toContainText(`${other}: played STEAL`);
        return true;
      }
      await press(page, page.getByRole('button', { name: 'Back: hand the device on' }));
    }
    // A Got it! said as the card is read takes the device to its holder first.
    await press(page, page.getByRole('button', { name: new RegExp(`^I am (${mover}: take my turn|${other}: say Got it!)$`) }));
    return false;
  }
  if (await takeDevice(page)) return false;
  await woodyMove(page);
  return false;
}

test('Major Woody by keys: a STEAL claimed and played, the device passed, and a game played to its end', async ({ page }) => {
  test.setTimeout(240_000);
  const errors = watchErrors(page);
  // Set up by keys (a fresh deal), a few steps by keys; then deal 9, where Bea holds a
  // STEAL for Ann's first card, stored (Woody's setup never chooses a deal).
  await setUpByKeys(page, "Major Woody's Wild Foursomes", [['Ann', 'human'], ['Bea', 'human']], null);
  for (let step = 0; step < 4; step++) await woodyStep(page, false);
  await startSaved(page, 'woody', [['Ann', 'human'], ['Bea', 'human']], 9, { players: 2 });
  let stole = false;
  for (let step = 0; step < 40 && !stole; step++) stole = await woodyStep(page, true);
  expect(stole).toBe(true);
  for (let step = 0; step < 12; step++) await woodyStep(page, false);

  // The end, from a save where both sides have a foursome.
  await page.evaluate((save) => {
    localStorage.setItem('fourfold.save.woody', save);
    sessionStorage.setItem('fourfold.current', 'woody');
  }, readFileSync(new URL('./fixtures/woody-foursomes.json', import.meta.url), 'utf8'));
  await page.goto('/');
  // The tab reopens the game it had on screen.
  await expect(page.getByRole('heading', { name: /^Pass to |drew/ })).toBeVisible();
  for (let step = 0; step < 400 && !(await over(page).isVisible()); step++) await woodyStep(page, false);
  await expect(over(page)).toContainText(/won/);
  expect(await audit(page, 'woody end')).toEqual([]);
  expect(errors).toEqual([]);
});

test('Quad*doku by keys: a tile chosen from the pool, a word typed on the grid and its value raised, then stop', async ({ page }) => {
  const errors = watchErrors(page);
  await setUpByKeys(page, 'Quad*doku', [['Sam', 'human']], 1, { 'Starting Quad*doku': 'rulebook' });
  const grid = gridOf(page, /^The grid/);
  const tile = page.getByRole('region', { name: /^Pool: / }).locator('[data-tile="E3"]');
  const preview = page.getByRole('list', { name: 'This move' }).getByRole('listitem');
  // From the pool: E3, onto the A of BEAT with arrows and Enter.
  await press(page, tile);
  await expect(tile).toHaveAttribute('aria-pressed', 'true');
  await tabTo(page, grid, { back: true });
  await walkTo(page, 'qd-cell-0-2', activeCell(grid));
  await page.keyboard.press('Enter');
  await expect(preview).toHaveText(['BEET: 3 + 1 + 3 + 3 = 10, a doku: 20']);
  await press(page, page.getByRole('button', { name: 'Play for 20' }));
  await expect(page.locator('section.play')).toHaveAttribute('data-step', '2');
  // Typed: M on the top left corner makes MEET and MATH.
  await tabTo(page, grid, { back: true });
  await walkTo(page, 'qd-cell-0-0', activeCell(grid));
  await page.keyboard.press('m');
  await expect(preview).toHaveText([
    'MEET: 3 + 1 + 3 + 3 = 10, a doku: 20',
    'MATH: 3 + 1 + 2 + 4 = 10, a doku: 20',
  ]);
  // Up raises the M to M4: no doku now, but more points.
  await page.keyboard.press('ArrowUp');
  await expect(preview).toHaveText(['MEET: 4 + 1 + 3 + 3 = 11', 'MATH: 4 + 1 + 2 + 4 = 11']);
  await press(page, page.getByRole('button', { name: 'Play for 22' }));
  await expect(page.locator('.counts')).toContainText('42 points');
  await press(page, page.getByRole('button', { name: 'Stop here' }));
  await expect(over(page)).toContainText('Game over: you stopped. Score: 42.');
  expect(await audit(page, 'quaddoku end')).toEqual([]);
  expect(errors).toEqual([]);
});

test('Cahoots by keys: two people pass the device, each card sent to its pile with Enter, to the end', async ({ page }) => {
  test.setTimeout(180_000);
  const errors = watchErrors(page);
  await setUpByKeys(page, 'Cahoots', [['Ann', 'human'], ['Bo', 'human']], 11);
  let turns = 0;
  while (!(await over(page).isVisible())) {
    expect(await takeDevice(page)).not.toBeNull();
    await expect(page.locator('.prompt')).toContainText('Your turn.');
    const fitting = handRegion(page).locator('[data-card][aria-label*="fits pile"]');
    if (await fitting.count()) {
      await landing(page, async () => {
        await press(page, fitting.first());
        // Enter on a card takes the focus to the first pile it fits; Enter there plays it.
        await expect(page.locator('[id^=ch-pile-][aria-label*=". Play "]').first()).toBeFocused();
        await page.keyboard.press('Enter');
      });
    } else {
      await landing(page, () => press(page, page.getByRole('button', { name: 'I cannot play' })));
    }
    turns += 1;
    expect(turns).toBeLessThan(80);
  }
  await expect(over(page)).toContainText(/goals met|Every goal|every goal/);
  expect(await audit(page, 'cahoots end')).toEqual([]);
  expect(errors).toEqual([]);
});
