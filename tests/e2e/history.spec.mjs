// Back and Forward move between the list of games, a setup and a game as a person
// expects: the list, a game's setup and a game each have an entry; starting a game takes
// its setup's place, so Back from a game reaches the list; a setup opened from a game
// returns to it; a game's state stays in its save throughout.
import { test, expect } from '@playwright/test';
import { forgetEverything, openSheet, steps, watchErrors } from './helpers.mjs';

const home = (page) => page.getByRole('heading', { level: 1, name: 'Fourfold' });

test('list, setup and game have history entries of their own', async ({ page }) => {
  const errors = watchErrors(page);
  await forgetEverything(page);
  await page.goto('/');
  await expect(home(page)).toBeVisible();
  await page.getByRole('button', { name: 'New game of Foursquare' }).click();
  await expect(page.getByRole('heading', { name: 'New game of Foursquare' })).toBeVisible();
  await expect(page).toHaveURL(/\?game=foursquare$/);
  // Back from a setup: the list.
  await page.goBack();
  await expect(home(page)).toBeVisible();
  // Forward: the setup again; start, and play a card.
  await page.goForward();
  await page.getByRole('button', { name: 'Start' }).click();
  await page.locator('svg.board [role=gridcell].legal').first().click();
  await expect.poll(() => steps(page)).toBe(1);
  await expect(page).toHaveURL(/\?game=foursquare&seed=\d+$/);
  // Back from the game: the list, where it can be continued; Forward: the same game.
  await page.goBack();
  await expect(home(page)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Continue Foursquare/ })).toBeVisible();
  await page.goForward();
  await expect(page.locator('svg.board')).toBeVisible();
  expect(await steps(page)).toBe(1);
  // A setup opened from the game's menu: Back returns to the game as it was.
  await openSheet(page, 'Menu');
  await page.getByRole('button', { name: 'New game' }).click();
  await expect(page.getByRole('heading', { name: 'New game of Foursquare' })).toBeVisible();
  await page.goBack();
  await expect(page.locator('svg.board')).toBeVisible();
  expect(await steps(page)).toBe(1);
  await page.goForward();
  await expect(page.getByRole('heading', { name: 'New game of Foursquare' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a game whose deal stays private has an address too, and Back and Forward find it', async ({ page }) => {
  const errors = watchErrors(page);
  await forgetEverything(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'New game of Letter Lines' }).click();
  await page.getByRole('button', { name: 'Start' }).click();
  const hand = page.getByRole('region', { name: 'Your hand' });
  await expect(hand).toBeVisible();
  await expect(page).toHaveURL(/\?game=letters&resume=1$/);
  const cards = await hand.locator('[data-card]').evaluateAll((cs) => cs.map((c) => c.dataset.card));
  await page.goBack();
  await expect(home(page)).toBeVisible();
  await page.goForward();
  await expect(hand).toBeVisible();
  expect(await hand.locator('[data-card]').evaluateAll((cs) => cs.map((c) => c.dataset.card))).toEqual(cards);
  expect(errors).toEqual([]);
});
