// Shared helpers for the end-to-end tests.
import { expect } from '@playwright/test';

/** Collects console errors and uncaught page errors; tests assert the list stays empty. */
export function watchErrors(page) {
  const errors = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(`page: ${err.message}`));
  return errors;
}

/**
 * Forgets every save and the tab's game, from a page of the site that does not run the
 * app (the manifest): an app still starting up would otherwise read the storage as it is
 * cleared (and, finding its save gone, send the page to the list of games).
 */
export async function forgetEverything(page) {
  await page.goto('/manifest.webmanifest');
  await page.evaluate(() => { localStorage.clear(); sessionStorage.clear(); });
}

/** The Foursquare board. */
export const board = (page) => page.locator('svg.board');

/** Moves made so far, as the board reports them. */
export async function step(page) {
  return Number(await board(page).getAttribute('data-step'));
}

/** The accessible names of every cell, a fingerprint of the position. */
export async function cellLabels(page) {
  return board(page).locator('[role=gridcell]').evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label')));
}

/** Clicks the first cell the drawn card may go to and waits for the move to land. */
export async function placeFirstLegal(page) {
  const before = await step(page);
  await board(page).locator('[role=gridcell].legal').first().click();
  await expect(board(page)).toHaveAttribute('data-step', String(before + 1));
}

/** Opens a seeded Foursquare deal from a link. */
export async function openDeal(page, seed) {
  await page.goto(`/?game=foursquare&seed=${seed}`);
  await expect(board(page)).toBeVisible();
}
