// A crash, as a player meets it: the page's bundle traps in the middle of a move. The
// site under test is target/crash-site/ (`.ci/release crash-site`): the built site with a
// Foursquare bundle built with the test-only feature `crash-test`, which panics (and so,
// aborting at once, traps) at the move the tab's storage names (src/ui/crash_test.rs).
// It is served under a sub-path by the config's second server (the repository's root).
// The last test breaks the shipped site's bundle from outside instead: a browser call
// that throws through its code.
import { test, expect } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { board, cellLabels, placeFirstLegal, step } from './helpers.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const site = `http://127.0.0.1:${Number(process.env.E2E_PORT || 4173) + 1}/target/crash-site/`;
const TRAP_AT = 'fourfold.test.trap-at';
const notice = (page) => page.getByRole('alertdialog', { name: 'Fourfold stopped' });
const savedSteps = (page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('fourfold.save.foursquare')).save.steps.length);

test.beforeAll(() => {
  expect(existsSync(`${root}target/crash-site/index.html`), 'target/crash-site/: run .ci/release crash-site first').toBe(true);
});

test('the trap is in the test build only, never in the shipped bundle', () => {
  const key = Buffer.from(TRAP_AT);
  expect(readFileSync(`${root}target/crash-site/fourfold-foursquare_bg.wasm`).includes(key)).toBe(true);
  expect(readFileSync(`${root}dist/fourfold-foursquare_bg.wasm`).includes(key)).toBe(false);
});

test('a trap mid-move is told over the table, and Reload brings the game back at its last completed move', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 915 });
  const trapped = [];
  page.on('pageerror', (error) => trapped.push(error.message));
  await page.goto(`${site}manifest.webmanifest`);
  await page.evaluate(() => { localStorage.clear(); sessionStorage.clear(); });
  await page.goto(`${site}?game=foursquare&seed=5`);
  await expect(board(page)).toBeVisible();
  await placeFirstLegal(page);
  await placeFirstLegal(page);
  const before = await cellLabels(page);
  // The third move traps, after the reducer applied it and before anything was saved.
  await page.evaluate((key) => sessionStorage.setItem(key, '3'), TRAP_AT);
  await board(page).locator('[role=gridcell].legal').first().click();
  await expect(notice(page)).toBeVisible();
  await expect(notice(page)).toContainText('the game comes back as it stood after its last completed move');
  expect(trapped.join(' ')).toMatch(/unreachable/);
  await expect(notice(page)).toHaveAccessibleDescription(/cannot go on/);
  await expect(page.getByRole('button', { name: 'Reload' })).toBeFocused();
  // The save holds the two whole moves. Nothing more is taken from the dead app: a tap
  // sent straight to a space (past the inert table) changes neither the save nor the
  // address, and storage takes no write.
  expect(await savedSteps(page)).toBe(2);
  const address = page.url();
  await board(page).locator('[role=gridcell].legal').first().dispatchEvent('click');
  expect(await savedSteps(page)).toBe(2);
  expect(page.url()).toBe(address);
  const written = await page.evaluate(() => {
    localStorage.setItem('fourfold.test.fenced', '1');
    return localStorage.getItem('fourfold.test.fenced');
  });
  expect(written).toBeNull();
  // Only Reload leaves the notice: not Escape, twice.
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(notice(page)).toBeVisible();
  await page.screenshot({ path: 'screenshots/phone-crashed.png', animations: 'disabled' });

  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(board(page)).toHaveAttribute('data-step', '2');
  expect(await cellLabels(page)).toEqual(before);
  await expect(notice(page)).toHaveCount(0);
  // The same move traps again: a second crash within the minute offers to set the game
  // aside, which opens the game's setup with the damaged game kept aside.
  await board(page).locator('[role=gridcell].legal').first().click();
  await expect(notice(page)).toBeVisible();
  expect(await savedSteps(page)).toBe(2);
  await notice(page).getByRole('button', { name: 'Set this game aside and start afresh' }).click();
  await expect(page.getByRole('heading', { name: 'New game of Foursquare' })).toBeVisible();
  const kept = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('fourfold.unreadable.')));
  expect(kept).toEqual(['fourfold.unreadable.foursquare.1']);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('fourfold.unreadable.foursquare.1')).save.steps.length)).toBe(2);
  expect(await page.evaluate(() => localStorage.getItem('fourfold.save.foursquare'))).toBeNull();
});

test('a trap where nothing can be saved says the game starts afresh', async ({ page }) => {
  page.on('pageerror', () => {});
  await page.goto(`${site}manifest.webmanifest`);
  await page.evaluate(() => { localStorage.clear(); sessionStorage.clear(); });
  await page.goto(`${site}?game=foursquare&seed=5`);
  await expect(board(page)).toBeVisible();
  // Storage refusing writes from here on, as in a private window that is full.
  await page.evaluate((key) => {
    sessionStorage.setItem(key, '1');
    Storage.prototype.setItem = () => { throw new DOMException('full', 'QuotaExceededError'); };
  }, TRAP_AT);
  await board(page).locator('[role=gridcell].legal').first().click();
  await expect(notice(page)).toContainText('this page cannot save here, so the game starts afresh');
  await expect(notice(page).getByRole('button')).toHaveCount(1);
});

test('an error thrown through the shipped bundle is a crash too; an error of another script is not', async ({ page }) => {
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/manifest.webmanifest');
  await page.evaluate(() => { localStorage.clear(); sessionStorage.clear(); });
  await page.goto('/?game=foursquare&seed=5');
  await expect(board(page)).toBeVisible();
  await placeFirstLegal(page);
  // A script of the page's other than the app throws: nothing is said over the table.
  await page.evaluate(() => setTimeout(() => { throw new Error('not the app'); }));
  await expect.poll(() => errors.length).toBe(1);
  await placeFirstLegal(page);
  await expect(notice(page)).toHaveCount(0);
  // A browser call the app makes with no Result of its own throws in the middle of a
  // key's handling: the error comes up through the bundle's code, which it left half done.
  await page.evaluate(() => {
    Event.prototype.preventDefault = () => { throw new Error('a browser call failed'); };
  });
  await board(page).focus();
  await page.keyboard.press('ArrowUp');
  await expect(notice(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload' })).toBeFocused();
  expect(await savedSteps(page)).toBe(2);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(board(page)).toHaveAttribute('data-step', '2');
});
