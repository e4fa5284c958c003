// The first visit loads the list of games alone (the fourfold-home bundle, no game's
// rules); choosing a game opens the whole app (fourfold-app) in place of the page, and
// "Continue" on the list comes back to the very game in progress.
import { test, expect } from '@playwright/test';
import { board, placeFirstLegal, step, watchErrors } from './helpers.mjs';

/** The wasm files this page fetched itself (the service worker's precache is not the page's). */
const wasmFetched = (page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name).pathname.split('/').pop())
      .filter((name) => name.endsWith('.wasm'))
      .map((name) => name.replace(/-[0-9a-f]{16}_bg\.wasm$/, '-HASH_bg.wasm')),
  );

test('a first visit loads the list of games alone; New game and Continue open the whole app', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Fourfold' })).toBeVisible();
  expect((await wasmFetched(page)).sort()).toEqual(['fourfold-HASH_bg.wasm', 'fourfold-home_bg.wasm']);
  await expect(page.getByRole('button', { name: /^Continue/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'New game of Foursquare' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Foursquare/ })).toBeVisible();
  expect(await wasmFetched(page)).toContain('fourfold-app_bg.wasm');
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(board(page)).toBeVisible();
  await placeFirstLegal(page);
  await placeFirstLegal(page);
  const labels = await board(page).locator('[role=gridcell]').evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label')));

  // Back to the list inside the whole app, then a reload: the list alone again, which
  // reads the save without replaying it.
  await page.getByRole('button', { name: 'Fourfold: all games' }).click();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Continue Foursquare (move 3)' })).toBeVisible();
  expect(await wasmFetched(page)).not.toContain('fourfold-app_bg.wasm');

  await page.getByRole('button', { name: 'Continue Foursquare (move 3)' }).click();
  await expect(board(page)).toBeVisible();
  expect(await step(page)).toBe(2);
  expect(await board(page).locator('[role=gridcell]').evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label')))).toEqual(labels);
  expect(errors).toEqual([]);
});

test('a finished game is not offered to continue on the list of games', async ({ page }) => {
  await page.goto('/?game=foursquare&seats=computer&seed=3');
  await expect(page.locator('.outcome')).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Fourfold: all games' }).click();
  await page.reload();
  await expect(page.getByRole('button', { name: 'New game of Foursquare' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Continue Foursquare/ })).toHaveCount(0);
});

test('when a bundle cannot be fetched the page says so instead of staying blank', async ({ page }) => {
  await page.route('**/fourfold-home_bg.wasm', (route) => route.abort());
  await page.goto('/');
  await expect(page.getByRole('alert')).toContainText('Fourfold could not start');
  await expect(page.getByRole('alert')).toContainText('reload');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'screenshots/phone-load-failed.png', animations: 'disabled' });
});
