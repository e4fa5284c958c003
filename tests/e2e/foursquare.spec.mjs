// Foursquare end to end: a seeded deal from a link played to its end by clicks, reload
// in the middle, undo, keyboard play, the hint, watching the computer, and screenshots.
import { test, expect } from '@playwright/test';
import { watchErrors, board, step, cellLabels, placeFirstLegal, openDeal } from './helpers.mjs';

test('a seeded deal from a link plays to its end by clicks, with no console errors', async ({ page }) => {
  const errors = watchErrors(page);
  await openDeal(page, 1);
  await expect(page.locator('h2#play-title')).toContainText('Foursquare');
  await expect(page.locator('.drawn-card')).toHaveAttribute('aria-label', /Card to place: /);
  let moves = 0;
  while (!(await page.locator('.outcome').isVisible())) {
    await placeFirstLegal(page);
    moves += 1;
    expect(moves).toBeLessThanOrEqual(40);
  }
  await expect(page.locator('.outcome')).toContainText(/won|Lost/);
  await expect(board(page).locator('[role=gridcell].legal')).toHaveCount(0);
  await page.locator('details.log summary').click();
  await expect(page.locator('details.log li').first()).toContainText(/Lost|won/);
  expect(errors).toEqual([]);
});

test('the same link deals the same cards', async ({ page }) => {
  await openDeal(page, 77);
  const first = await page.locator('.drawn-card').getAttribute('aria-label');
  await page.evaluate(() => localStorage.clear());
  await openDeal(page, 77);
  expect(await page.locator('.drawn-card').getAttribute('aria-label')).toBe(first);
});

test('a reload in the middle finds the same board', async ({ page }) => {
  const errors = watchErrors(page);
  await openDeal(page, 5);
  for (let i = 0; i < 6; i++) await placeFirstLegal(page);
  const before = await cellLabels(page);
  const drawn = await page.locator('.drawn-card').getAttribute('aria-label');
  await page.reload();
  await expect(board(page)).toHaveAttribute('data-step', '6');
  expect(await cellLabels(page)).toEqual(before);
  expect(await page.locator('.drawn-card').getAttribute('aria-label')).toBe(drawn);
  expect(errors).toEqual([]);
});

test('undo takes back the last placement', async ({ page }) => {
  await openDeal(page, 8);
  for (let i = 0; i < 3; i++) await placeFirstLegal(page);
  const before = await cellLabels(page);
  const drawn = await page.locator('.drawn-card').getAttribute('aria-label');
  await placeFirstLegal(page);
  expect(await cellLabels(page)).not.toEqual(before);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(board(page)).toHaveAttribute('data-step', '3');
  expect(await cellLabels(page)).toEqual(before);
  expect(await page.locator('.drawn-card').getAttribute('aria-label')).toBe(drawn);
});

test('keyboard play: tab to the grid, arrows move the cursor, Enter places', async ({ page }) => {
  await openDeal(page, 3);
  const grid = board(page);
  await grid.focus();
  await page.keyboard.press('Enter');
  await expect(grid).toHaveAttribute('data-step', '1');
  // The cursor starts on a legal cell; move right and place there.
  await page.keyboard.press('ArrowRight');
  const active = await grid.getAttribute('aria-activedescendant');
  expect(active).toMatch(/^fs-cell-/);
  await expect(page.locator(`#${active}`)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(grid).toHaveAttribute('data-step', '2');
  // An illegal cell gets the engine's reason, and nothing changes.
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowUp');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft');
  const corner = await grid.getAttribute('aria-activedescendant');
  const cornerLegal = await page.locator(`#${corner}`).evaluate((el) => el.classList.contains('legal'));
  await page.keyboard.press(' ');
  if (cornerLegal) {
    await expect(grid).toHaveAttribute('data-step', '3');
  } else {
    await expect(page.locator('.refusal')).toContainText('Not there:');
    await expect(grid).toHaveAttribute('data-step', '2');
  }
});

test('the hint marks the best cell with its chance to win', async ({ page }) => {
  await openDeal(page, 11);
  for (let i = 0; i < 4; i++) await placeFirstLegal(page);
  await page.getByRole('button', { name: 'Hint' }).click();
  await expect(page.locator('.hint-text')).toContainText(/Best: row \d, column \d \(★\), about \d+% to win/);
  await expect(board(page).locator('.cell.hinted')).toHaveCount(1);
  await expect(board(page).locator('.cell.hinted')).toHaveAttribute('aria-label', /Hint: best here/);
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
    await expect(page.locator('.home')).toBeVisible();
    await page.screenshot({ path: `screenshots/${name}-home.png`, fullPage: true, animations: 'disabled' });
    await openDeal(page, 2);
    for (let i = 0; i < 9; i++) await placeFirstLegal(page);
    await page.getByRole('button', { name: 'Hint' }).click();
    await expect(page.locator('.hint-text')).toContainText('Best');
    await page.screenshot({ path: `screenshots/${name}-foursquare.png`, fullPage: true, animations: 'disabled' });
    while (!(await page.locator('.outcome').isVisible())) await placeFirstLegal(page);
    await page.screenshot({ path: `screenshots/${name}-foursquare-end.png`, fullPage: true, animations: 'disabled' });
    await page.evaluate(() => localStorage.clear());
  }
});
