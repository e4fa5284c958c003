// Foursquare end to end: a seeded deal from a link played to its end by clicks, reload
// in the middle, undo, keyboard play, the hint, watching the computer, and screenshots.
import { test, expect } from '@playwright/test';
import { watchErrors, board, cellLabels, placeFirstLegal, openDeal, logLines, openSheet } from './helpers.mjs';

const drawn = (page) => page.getByRole('img', { name: /^Card to place: / });

test('a seeded deal from a link plays to its end by clicks, with no console errors', async ({ page }) => {
  const errors = watchErrors(page);
  await openDeal(page, 1);
  await expect(page.locator('h1#play-title')).toContainText('Foursquare');
  await expect(drawn(page)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Card to place' })).toBeVisible();
  let moves = 0;
  while (!(await page.locator('.outcome').isVisible())) {
    await placeFirstLegal(page);
    moves += 1;
    expect(moves).toBeLessThanOrEqual(40);
  }
  await expect(page.locator('.outcome')).toContainText(/won|Lost/);
  await expect(board(page).locator('[role=gridcell].legal')).toHaveCount(0);
  expect((await logLines(page))[0]).toMatch(/Lost|won/);
  expect(errors).toEqual([]);
});

test('the same link deals the same cards', async ({ page }) => {
  await openDeal(page, 77);
  const first = await drawn(page).getAttribute('aria-label');
  await page.evaluate(() => localStorage.clear());
  await openDeal(page, 77);
  expect(await drawn(page).getAttribute('aria-label')).toBe(first);
});

test('a reload in the middle finds the same board', async ({ page }) => {
  const errors = watchErrors(page);
  await openDeal(page, 5);
  for (let i = 0; i < 6; i++) await placeFirstLegal(page);
  const before = await cellLabels(page);
  const card = await drawn(page).getAttribute('aria-label');
  await page.reload();
  await expect(board(page)).toHaveAttribute('data-step', '6');
  expect(await cellLabels(page)).toEqual(before);
  expect(await drawn(page).getAttribute('aria-label')).toBe(card);
  expect(errors).toEqual([]);
});

test('undo takes back the last placement', async ({ page }) => {
  await openDeal(page, 8);
  for (let i = 0; i < 3; i++) await placeFirstLegal(page);
  const before = await cellLabels(page);
  const card = await drawn(page).getAttribute('aria-label');
  await placeFirstLegal(page);
  expect(await cellLabels(page)).not.toEqual(before);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(board(page)).toHaveAttribute('data-step', '3');
  expect(await cellLabels(page)).toEqual(before);
  expect(await drawn(page).getAttribute('aria-label')).toBe(card);
});

test('keyboard play: tab to the grid, arrows move the cursor, Enter places', async ({ page }) => {
  await openDeal(page, 3);
  const grid = board(page);
  await page.locator('.table-head h1').click();
  await page.keyboard.press('Tab');
  for (let i = 0; i < 6 && !(await grid.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(grid).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(grid).toHaveAttribute('data-step', '1');
  // The move is announced to screen readers.
  await expect(page.locator('#announce')).toHaveAttribute('aria-live', 'polite');
  await expect(page.locator('#announce')).toHaveText(/^Placed the .+\. Drew the .+\.$/);
  const cursor = async () => page.locator(`#${await grid.getAttribute('aria-activedescendant')}`);
  // The cursor stays on the first card; above it is a legal space.
  await page.keyboard.press('ArrowUp');
  await expect(await cursor()).toHaveAttribute('aria-label', /^New row above, column 1: empty\. You can place here/);
  // Left of that is a corner, diagonal to the card: the engine refuses it, with its reason.
  await page.keyboard.press('ArrowLeft');
  await expect(await cursor()).toHaveAttribute('aria-label', 'New row above, new column on the left: empty');
  await page.keyboard.press('Enter');
  await expect(page.locator('.refusal')).toContainText('Not there: a card goes on a pile or on an empty space beside one');
  await expect(grid).toHaveAttribute('data-step', '1');
  // The corner tried is marked, and only it.
  await expect(grid.locator('.refused-ring')).toHaveCount(1);
  await expect((await cursor()).locator('.refused-ring')).toHaveCount(1);
  // Down is beside the card: Space places there.
  await page.keyboard.press('ArrowDown');
  await expect(await cursor()).toHaveAttribute('aria-label', /^Row 1, new column on the left: empty\. You can place here/);
  await page.keyboard.press(' ');
  await expect(grid).toHaveAttribute('data-step', '2');
  await expect(page.locator('.refusal')).toHaveCount(0);
  await expect(grid.locator('.refused-ring')).toHaveCount(0);
});

test('the hint marks the best cell with its chance to win', async ({ page }) => {
  await openDeal(page, 11);
  for (let i = 0; i < 4; i++) await placeFirstLegal(page);
  await page.getByRole('button', { name: 'Hint' }).click();
  await expect(page.locator('.prompt')).toContainText(/Hint: .+ \(★\), about \d+% to win/);
  await expect(board(page).locator('[role=gridcell][aria-label*="Hint: best here"]')).toHaveCount(1);
});

test('watch the computer: a computer seat plays by itself', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'New game of Foursquare' }).click();
  await page.getByLabel('Played by').selectOption('computer');
  await page.getByLabel('Deal number (leave empty for a random deal)').fill('21');
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(board(page)).toBeVisible();
  await expect(board(page)).toHaveAttribute('data-step', '3', { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
  expect(errors).toEqual([]);
});

test('screenshots at phone and desktop size', async ({ page }) => {
  for (const [name, size] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1280, height: 800 }]]) {
    await page.setViewportSize(size);
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'New game of Foursquare' })).toBeVisible();
    await page.screenshot({ path: `screenshots/${name}-home.png`, fullPage: true, animations: 'disabled' });
    await page.getByRole('button', { name: 'New game of Foursquare' }).click();
    await expect(page.locator('.setup')).toBeVisible();
    await page.screenshot({ path: `screenshots/${name}-setup.png`, fullPage: true, animations: 'disabled' });
    await openDeal(page, 2);
    for (let i = 0; i < 9; i++) await placeFirstLegal(page);
    await page.getByRole('button', { name: 'Hint' }).click();
    await expect(page.locator('.prompt')).toContainText('Hint:');
    await page.screenshot({ path: `screenshots/${name}-foursquare.png`, animations: 'disabled' });
    while (!(await page.locator('.outcome').isVisible())) await placeFirstLegal(page);
    await page.screenshot({ path: `screenshots/${name}-foursquare-end.png`, animations: 'disabled' });
    await page.evaluate(() => localStorage.clear());
  }
});

test('the share link reproduces the deal in a fresh browser', async ({ page, browser }) => {
  const errors = watchErrors(page);
  await openDeal(page, 1234);
  const card = await drawn(page).getAttribute('aria-label');
  await openSheet(page, 'Menu');
  await page.getByRole('button', { name: 'Share deal' }).click();
  const link = page.getByLabel('Link to this deal');
  await expect(link).toHaveValue(/\?game=foursquare&seed=1234$/);
  await expect(page.locator('.share-link .note')).toHaveText(/Copied to the clipboard|Copy this link/);
  const url = await link.inputValue();
  const other = await browser.newContext();
  const fresh = await other.newPage();
  await fresh.goto(url);
  await expect(fresh.getByRole('img', { name: /^Card to place: / })).toHaveAttribute('aria-label', card);
  await other.close();
  expect(errors).toEqual([]);
});
